"""The Fallacy of Rank's heuristic: hide the pawns, hunt theirs with Aces and Nulls.

The rules' epilogue names the idea the game is built on: pawns, the highest rank, "can be
removed by any other piece", and rank itself matters less than it seems. An Ace beats a pawn
outright and a Null ties it (both fall), so those two are the pawn hunters. The heuristic:

* **Setup**: pawns first, on the squares of its corner farthest from the rest of the board;
  then the coins, the fighters first (Aces, Nulls, 5s, 4s, 3s, 2s) on the open squares nearest
  the enemy. The coins left over (the 2s and a 3) become the hand.
* **Attack a pawn** whenever it can: with an Ace (a sure win), else with a Null (a sure trade),
  else with the highest coin, by step or by tile move.
* **Teleport a hunter**: with an Ace tile, put an Ace or Null coin on an empty square next to an
  enemy pawn.
* Otherwise **close in**: step a coin (never a pawn, unless nothing else can move) onto an empty
  square nearer the nearest enemy pawn; hunters first, then the highest coins, the one
  nearest the enemy first. Tiles are kept for these attacks and for boosts.
* **Boosts** are spent only on fights over a pawn (the largest boost it has); otherwise none.

Distances are counted in steps across the board, whatever stands in the way; pawns are in
plain sight, so the heuristic uses nothing hidden. It moves only its own pieces (the
``any-piece`` variant's tiles could move others').
"""

from __future__ import annotations

import random
import re

from ..core.components import Coin, Pawn
from ..sim.heuristic import pick
from .moves import Boost, Place, Step, TileMove
from .turn import BOOST

ACE, NULL = 1, 0
#: Which coin the setup places first, and which one hunts first (higher first).
FIGHTERS = {ACE: 6, NULL: 5, 5: 4, 4: 3, 3: 2, 2: 1}
_ON = re.compile(r" on ([A-Za-z]\d{1,2})")


def _hunter(piece) -> int:
    return 0 if type(piece) is Pawn else FIGHTERS[piece.rank]


def choose(turn, rng):
    moves, view, seat = turn.moves, turn.observation, turn.player
    if len(moves) == 1:
        return moves[0]
    board, cells = view.board, view.cells
    kind = type(moves[0])
    if kind is Place:
        corner = set(board.corners[seat])
        depth = board.distances([s for s in board.squares if s not in corner])
        pawn = any(type(m.piece) is Pawn for m in moves)
        return pick(moves, lambda m: (type(m.piece) is Pawn if pawn else 0,
                                      depth[m.square] if type(m.piece) is Pawn
                                      else (FIGHTERS[m.piece.rank], -depth[m.square])), rng)
    if kind is Boost:
        where = _ON.search(view.combat or "")
        at_stake = where is not None and type(cells[board.index(where.group(1))]) is Pawn
        return pick(moves, lambda m: m.rank if at_stake else -m.rank, rng)
    mine = {p.suit for p in view.hand} | {p.suit for p in view.discards[seat]} | {
        cells[m.src].suit for m in moves if type(m) is Step}
    theirs = [s for s in board.squares if type(cells[s]) is Pawn and cells[s].suit not in mine]
    # Its own pieces only (the any-piece variant lets a tile move anyone's).
    moves = [m for m in moves if type(m) not in (Step, TileMove)
             or (type(cells[m.src]) in (Coin, Pawn) and cells[m.src].suit in mine)]
    attacks = [m for m in moves if type(m) in (Step, TileMove) and m.attack
               and m.dst in theirs]
    if attacks:
        return pick(attacks, lambda m: (_hunter(cells[m.src]), type(m) is Step), rng)
    near = board.distances(theirs) if theirs else {}
    teleports = [m for m in moves if type(m) is TileMove and m.rank == ACE
                 and _hunter(cells[m.src]) >= FIGHTERS[NULL] and near.get(m.dst) == 1]
    if teleports:
        return pick(teleports, lambda m: _hunter(cells[m.src]), rng)
    steps = [m for m in moves if type(m) is Step and not m.attack]
    if steps and near:
        def value(m):
            piece = cells[m.src]
            closer = near.get(m.src, 99) - near.get(m.dst, 99)
            return (type(piece) is not Pawn, closer, _hunter(piece), -near.get(m.dst, 99))
        return pick(steps, value, rng)
    if steps:
        return pick(steps, lambda m: type(cells[m.src]) is not Pawn, rng)
    others = moves or turn.moves
    return others[rng.randrange(len(others))]


def quick(state, rng: random.Random):
    """The heuristic (:func:`choose`) cut down for the search agents' rollouts
    (:mod:`games.sim.guided`): attack an enemy pawn next to one of your pieces (Aces first,
    then Nulls, then the highest coin), else teleport an Ace or Null coin next to an enemy pawn
    if you hold an Ace tile, else step a coin onto an empty square nearer the nearest enemy
    pawn (hunters first), else a random step of a coin (a random move if there is none). In a
    combat it boosts as the heuristic does: the largest boost it has when a pawn is attacked,
    else none. It reads the sampled position directly and lists no other tile moves, so it
    costs less than a random move. The setup is random moves."""
    if state.pending and not state.ending:
        return _boost(state)
    if state.in_setup or state.ending:
        return state.random_move(rng)
    seat, cells, owner, board = state.turn, state.cells, state.owner, state.board
    theirs = [s for other, squares in enumerate(state.pieces) if other != seat
              for s in squares if type(cells[s]) is Pawn]
    adjacent, mine = board.adjacent, sorted(state.pieces[seat])
    # An attack: an own piece next to an enemy pawn (looked for from the pawns first, as most
    # positions have none), the pairs in order of the piece's square, then of adjacency.
    if any(owner[s] == seat for p in theirs for s in _next_to(board)[p]):
        targets = set(theirs)
        attacks = [(s, t) for s in mine for t in adjacent[s] if t in targets]
        s, t = pick(attacks, lambda p: _hunter(cells[p[0]]), rng)
        return Step(s, t, True)
    if theirs and any(t.rank == ACE for t in state.tiles[seat]):
        spots = [t for p in theirs for t in adjacent[p] if owner[t] < 0]
        hunters = [s for s in state.pieces[seat] if _hunter(cells[s]) >= FIGHTERS[NULL]] \
            if spots else []
        if hunters and spots:
            s = pick(hunters, lambda s: _hunter(cells[s]), rng)
            return TileMove(ACE, s, spots[rng.randrange(len(spots))])
    if theirs:
        # The steps of a coin onto an empty square nearer some enemy pawn, the best hunters'
        # (pick() among them): the coins are looked at by hunter, the best first, so that the
        # others' steps are not weighed once a better hunter has one.
        table, by_hunter = _distances(board), dict[int, list[int]]()
        for s in mine:
            piece = cells[s]
            if type(piece) is not Pawn:
                by_hunter.setdefault(FIGHTERS[piece.rank], []).append(s)
        for key in sorted(by_hunter, reverse=True):
            best = []
            for s in by_hunter[key]:
                here = table[s]
                for t in adjacent[s]:
                    if owner[t] < 0:
                        there = table[t]
                        for p in theirs:
                            if there[p] < here[p]:
                                best.append((s, t))
                                break
            if best:
                s, t = best[rng.randrange(len(best))]
                return Step(s, t, False)
    steps = [(s, t) for s in mine if type(cells[s]) is not Pawn for t in adjacent[s]
             if owner[t] < 0]
    if steps:
        s, t = steps[rng.randrange(len(steps))]
        return Step(s, t, False)
    return state.random_move(rng)


def _boost(state):
    """The heuristic's boost in a rollout's combat: its largest when a pawn is attacked."""
    combat = state.pending
    options = BOOST.open_to(state, state.current_player())
    if type(state.cells[combat.dst]) is Pawn:
        return max(options, key=lambda b: b.rank)
    return options[0]  # no boost


_TABLES: dict = {}
_NEXT_TO: dict = {}


def _next_to(board) -> list:
    """For each square of ``board``, the squares it is adjacent to (worked out once per
    board): those from which a piece steps onto it."""
    found = _NEXT_TO.get(id(board))
    if found is None or found[0] is not board:
        table: list = [[] for _ in range(board.grid.size)]
        for s in board.squares:
            for t in board.adjacent[s]:
                table[t].append(s)
        found = _NEXT_TO[id(board)] = (board, table)
    return found[1]


def _distances(board) -> list:
    """Steps between every two squares of ``board`` (worked out once per board)."""
    found = _TABLES.get(id(board))
    if found is None or found[0] is not board:
        size = board.grid.size
        table = [[99] * size for _ in range(size)]
        for s in board.squares:
            for t, d in board.distances([s]).items():
                table[s][t] = d
        found = _TABLES[id(board)] = (board, table)
    return found[1]
