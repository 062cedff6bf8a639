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

import re

from ...core.components import Coin, Pawn
from ...fallacy_of_rank.moves import Boost, Place, Step, TileMove

ACE, NULL = 1, 0
#: Which coin the setup places first, and which one hunts first (higher first).
FIGHTERS = {ACE: 6, NULL: 5, 5: 4, 4: 3, 3: 2, 2: 1}
_ON = re.compile(r" on ([A-Za-z]\d{1,2})")


def _hunter(piece) -> int:
    return 0 if type(piece) is Pawn else FIGHTERS[piece.rank]


def choose(turn, rng):
    from . import pick

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
