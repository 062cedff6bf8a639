"""The Fallacy of Rank rules model: setup in waves, the turn, tile actions, combat, the end.

Each player has an army of one suit: 18 coins (Null, Ace, 2, 3, 4, 5, three of each) and 2
pawns, plus 12 tiles (two of each rank). In the **setup** players fill their 4x4 corners in four
waves; in each wave every player in turn places four pieces, value side down. Both pawns must be
down by the end. The 4 coins left over, and the 12 tiles, are the player's hand.

On a **turn** a player either moves one of their pieces one square (onto an enemy piece: an
attack), or discards a tile for its action: Null takes a coin back from the discard pile into the
hand; Ace teleports one of your coins to any empty square; 2-5 move a piece up to that many
squares through empty squares (an attack if it ends on an enemy).

In **combat** both pieces are revealed (see :mod:`.combat`). When rank and boost decide, the
two combatants each choose a boost in secret: this model asks the attacker, then the defender,
and shows neither choice until both are made. A player with no pawn on the board is **out**:
their turns are skipped and they may not boost, but their pieces stay. The last player with a
pawn wins; if the last pawns fall together, the game is a draw; after ``limit`` turns in a row
without combat the game ends in a draw between everyone still in.

>>> game = new_game(2, limit=50)
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> print(game.to_text())
10 Sp Sa Sp S4
 9 S2 Sn Sn S5
 8 S5 S5 S4 S3
 7 S2 S3 Sa S4
 6 .. .. .. ..
 5 .. .. .. ..
 4 Ma M3 Mp M5
 3 M5 M5 Ma Mn
 2 Mp M3 M3 M2
 1 M4 M4 Mn M2
   A  B  C  D
>>> game.play("T2 C7-C5"); game.play("A4-A5"); game.play("C5xC4")
>>> print(game.battles[-1])
Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING

from ..core.components import Coin, Pawn, Tile
from ..core.header import Variant
from ..core.protocol import Outcome, Result, Tally, TallyItem
from ..core.reasons import Term
from ..core.record import Record
from ..core.turns import TableState
from ..core.words import count
from .armies import PER_WAVE, WAVES, sort_key, starting
from .combat import Battle, Combat, fixed, outcome, piece_rank
from .fast import playout, sample, steps_added, steps_moved
from .header import HEADER, rules_from
from .options import ACE_ANY_COIN, ANY_PIECE, DEFAULT_LIMIT, STRAIGHT_MOVES, Rules
from .turn import BOOST, TURNS, Phase
from .views import CombatSeen, View, cell_code, picture

if TYPE_CHECKING:
    from .moves import Move


class End(Enum):
    """How a game ended; the value is the word records and the book use."""

    LAST_PAWN = "last pawn"
    DRAW = "draw"  # the last pawns fell together
    LIMIT = "limit"  # too many turns without combat

    @property
    def result(self) -> Result:
        """The kind of outcome it is: the last pawn wins; the other two ends are draws."""
        return Result.WIN if self is End.LAST_PAWN else Result.DRAW


def _alive(pawns: list[int]) -> list[int]:
    """The seats that still have a pawn (``pawns``: each seat's pawns), in seat order."""
    return [seat for seat, left in enumerate(pawns) if left]


class FallacyState(TableState):
    """A Fallacy of Rank position; its moves are the kinds of :mod:`.turn` (see the module
    text for the rules), its random moves and playout the quick paths of :mod:`.fast`."""

    TURNS = TURNS

    def __init__(self, rules: Rules):
        self.rules = rules
        self.players = rules.players
        self.board = board = rules.board
        # the variants a move consults, read once (a Variant's hash is not free)
        self.straight = STRAIGHT_MOVES in rules.variants
        self.any_piece = ANY_PIECE in rules.variants
        self.ace_any_coin = ACE_ANY_COIN in rules.variants
        n, size = len(rules.players), board.grid.size
        self.seat_of = {suit: seat for seat, group in enumerate(rules.suits) for suit in group}
        self.cells: list[Coin | Pawn | None] = [None] * size  # the piece on each square
        self.owner = [-1] * size  # the seat owning it, -1 for an empty square
        self.known = [False] * size  # its value was shown in a combat (everyone remembers)
        self.pieces: list[list[int]] = [[] for _ in range(n)]  # squares of each army, in order
        self.mine = [0] * n  # the same as bits (bit s for square s), for the random player
        self.steps = [0] * n  # how many steps each army has (fast.steps_added keeps it)
        self.filled = 0  # every square with a piece, as bits
        self.pawned = 0  # every square with a pawn, as bits (the quick heuristic's targets)
        self.ranked = [0] * 6  # every square with a coin of each rank, as bits (its hunters)
        self.empty = len(board.squares)
        # still to place in the setup, in the order pieces are listed (sort_key)
        start = [starting(group) for group in rules.suits]
        self.supply = [list(supply) for supply, _ in start]
        self.hand: list[list[Coin]] = [[] for _ in range(n)]  # coins in hand after the setup
        self.tiles = [list(tiles) for _, tiles in start]
        self.discard: list[list[Coin | Pawn]] = [[] for _ in range(n)]  # coins and pawns
        self.spent: list[list[Tile]] = [[] for _ in range(n)]  # tiles used (kept apart: a
        # Tile and a Coin of the same suit and rank compare equal as tuples)
        self.pawns = [0] * n  # pawns on the board
        self.setup_order = tuple(s for _ in range(WAVES) for s in range(n) for _ in range(PER_WAVE))
        self.placed = 0
        self.turn = 0
        self.quiet = 0  # turns since the last combat
        self.turns = 0  # turns played since the setup
        self.pending: Combat | None = None
        self.battles: list[Battle] = []
        self.end: End | None = None  # how the game ended, once over
        self.result: tuple[int, ...] = ()  # the winner, or the seats in a draw

    # -- the protocol --------------------------------------------------------------------
    @property
    def in_setup(self) -> bool:
        return self.placed < len(self.setup_order)

    @property
    def phase(self) -> Phase:
        """The part of the game the position is in (which kinds of move it allows)."""
        if self.in_setup:
            return Phase.SETUP
        return Phase.COMBAT if self.pending else Phase.TURN

    @property
    def wave(self) -> int:
        """The wave of the setup being placed, from 1."""
        return self.placed // (PER_WAVE * len(self.players)) + 1

    @property
    def ending(self) -> str | None:
        """How the game ended in words (``last pawn``, ``draw``, ``limit``), None before."""
        return None if self.end is None else self.end.value

    def current_player(self) -> int | None:
        if self.end:
            return None
        if self.in_setup:
            return self.setup_order[self.placed]
        if self.pending:
            return self.pending.waiting()
        return self.turn

    def to_act(self) -> int:
        """The seat to act (asked only before the end)."""
        seat = self.current_player()
        if seat is None:
            raise AssertionError("nobody acts: the game is over")
        return seat

    def is_terminal(self) -> bool:
        return self.end is not None

    def random_move(self, rng: random.Random) -> Move:
        """The table's random move (:meth:`.turn.Turns.sample`), drawn straight by
        :func:`.fast.sample`."""
        return sample(self, rng)

    def playout(self, rng: random.Random, max_moves: int) -> FallacyState:
        """Random moves to the end (:func:`~games.core.protocol.random_playout`), the quick way
        (:func:`.fast.playout`)."""
        return playout(self, rng, max_moves)

    def is_out(self, seat: int) -> bool:
        """Whether ``seat`` has no pawn left on the board (after the setup)."""
        return not self.in_setup and not self.pawns[seat]

    def whose(self, square: int) -> str:
        """``Ann's``: the owner of the piece on ``square``."""
        return f"{self.players[self.owner[square]]}'s"

    # -- what moves do (each kind in :mod:`.turn` calls these) -------------------------------
    def put(self, square: int, piece: Coin | Pawn, seat: int) -> None:
        self.cells[square], self.owner[square], self.known[square] = piece, seat, False
        insort(self.pieces[seat], square)
        self.steps[seat] += steps_added(self.board, self.mine[seat], square)
        self.mine[seat] |= 1 << square
        self.filled |= 1 << square
        self.empty -= 1
        if type(piece) is Pawn:
            self.pawns[seat] += 1
            self.pawned |= 1 << square
        else:
            self.ranked[piece.rank] |= 1 << square  # type: ignore[union-attr]

    def place(self, piece: Coin | Pawn, square: int) -> None:
        """The player placing now puts ``piece`` from their supply on ``square``; after the
        last placement, the 4 coins each player has left over become their hand."""
        seat = self.setup_order[self.placed]
        self.supply[seat].remove(piece)
        self.put(square, piece, seat)
        self.placed += 1
        if self.placed == len(self.setup_order):
            for each, supply in enumerate(self.supply):
                self.hand[each] = sorted((p for p in supply if isinstance(p, Coin)),
                                         key=sort_key)
                supply.clear()

    def remove(self, square: int) -> None:
        """Send the piece on ``square`` to its owner's discard pile."""
        piece, seat = self.cells[square], self.owner[square]
        assert piece is not None
        self.discard[seat].append(piece)
        if type(piece) is Pawn:
            self.pawns[seat] -= 1
            self.pawned ^= 1 << square
        else:
            self.ranked[piece.rank] ^= 1 << square  # type: ignore[union-attr]
        self.cells[square], self.owner[square], self.known[square] = None, -1, False
        self.pieces[seat].remove(square)
        self.mine[seat] &= ~(1 << square)
        self.steps[seat] -= steps_added(self.board, self.mine[seat], square)
        self.filled &= ~(1 << square)
        self.empty += 1

    def relocate(self, src: int, dst: int) -> None:
        cells, owner, known = self.cells, self.owner, self.known
        seat, piece = owner[src], cells[src]
        cells[dst], owner[dst], known[dst] = piece, seat, known[src]
        cells[src], owner[src], known[src] = None, -1, False
        pieces = self.pieces[seat]
        pieces.remove(src)
        insort(pieces, dst)
        moved, mine = 1 << src | 1 << dst, self.mine
        self.steps[seat] += steps_moved(self.board, mine[seat] ^ 1 << src, src, dst)
        mine[seat] ^= moved  # (dst is empty: the piece there, if any, has fallen)
        self.filled ^= moved
        if type(piece) is Pawn:
            self.pawned ^= moved
        else:
            self.ranked[piece.rank] ^= moved  # type: ignore[union-attr]

    def use_tile(self, seat: int, rank: int) -> None:
        tiles = self.tiles[seat]
        for k, tile in enumerate(tiles):
            if tile.rank == rank:  # the first of the rank
                del tiles[k]
                self.spent[seat].append(tile)
                return
        raise ValueError(f"no tile of rank {rank} to use")

    def go(self, src: int, dst: int) -> None:
        """A piece moves to ``dst``: into combat if an enemy is there."""
        if self.owner[dst] < 0:
            self.relocate(src, dst)
            self.end_turn(False)
            return
        attacker, defender = self.owner[src], self.owner[dst]
        self.known[src] = self.known[dst] = True  # both are shown
        # Only the two owners may boost, and only while they are in the game: with any-piece
        # a tile may move the piece of a player who is out, who then attacks without a boost.
        # (A loop: a generator reading self would make it a cell in every call of go.)
        choosers: tuple[int, ...] = ()
        for seat in (attacker, defender):
            if self.pawns[seat]:
                choosers += (seat,)
        if fixed(piece_rank(self.cells[src]), piece_rank(self.cells[dst])) or not choosers:
            self.fight(Combat(attacker, defender, src, dst, ()))
        else:
            self.pending = Combat(attacker, defender, src, dst, choosers)

    def fight(self, combat: Combat) -> None:
        """Discard the boosts, settle the combat, discard the loser (or both)."""
        src, dst = combat.src, combat.dst
        pieces = (self.cells[src], self.cells[dst])
        boosts = combat.boosts
        for seat, boost in zip((combat.attacker, combat.defender), boosts):
            if boost is None:
                continue
            if boost.coin is not None:
                self.hand[seat].remove(boost.coin)
                self.discard[seat].append(boost.coin)
            elif boost.rank:
                self.use_tile(seat, boost.rank)
        a, d = boosts
        result = outcome(piece_rank(pieces[0]), piece_rank(pieces[1]),
                         a.rank if a else 0, d.rank if d else 0)
        had = [bool(p) for p in self.pawns]
        if result != "attacker":
            self.remove(src)
        if result != "defender":
            self.remove(dst)
        if result == "attacker":
            self.relocate(src, dst)
            self.known[dst] = True
        out = tuple(self.players[s] for s in range(len(had)) if had[s] and not self.pawns[s])
        mover = self.players[self.turn] if self.turn != combat.attacker else ""
        # (pieces: both squares held a piece, which mypy cannot see in self.cells)
        self.battles.append(Battle(self.board.name(dst), self.players[combat.attacker],
                                   self.players[combat.defender], pieces, boosts,  # type: ignore[arg-type]
                                   result, out, mover))
        self.end_turn(combat=True)

    def end_turn(self, combat: bool) -> None:
        self.turns += 1
        pawns = self.pawns
        n = len(pawns)
        # (No comprehension reads pawns or self here: it would make them cells, made and
        # freed on every turn.)
        if combat:
            self.quiet = 0
            alive = _alive(pawns)
            if len(alive) == 1:
                self.end, self.result = End.LAST_PAWN, (alive[0],)
                return
            if not alive:
                last = self.battles[-1]
                self.end = End.DRAW
                self.result = tuple(sorted(map(self.players.index,
                                               (last.attacker, last.defender))))
                return
        else:
            self.quiet += 1
            if self.quiet >= self.rules.limit:
                self.end, self.result = End.LIMIT, tuple(_alive(pawns))
                return
        seat = self.turn + 1
        while seat == n or not pawns[seat]:  # the next player still in, round the table
            seat = 0 if seat == n else seat + 1
        self.turn = seat

    # -- the result ------------------------------------------------------------------------------
    def tallies(self) -> list[Tally]:
        """Each player's pawns on the board (the last player with one wins), with the number
        of pieces left."""
        board = self.board
        found = []
        for seat, name in enumerate(self.players):
            pawns = sorted(s for s in self.pieces[seat] if type(self.cells[s]) is Pawn)
            items = tuple(TallyItem(1, f"a pawn on {board.name(s)}", board.name(s))
                          for s in pawns)
            found.append(Tally(name, 0, items, {
                "key": "".join(s.letter for s in self.rules.suits[seat]),
                "pieces": len(self.pieces[seat]), "out": self.is_out(seat)}))
        return found

    def outcome(self) -> Outcome:
        """The player with the last pawn wins; when the last pawns fall together, or after the
        limit of turns without combat, the game is a draw between the players still in then
        (:attr:`End.result`). Before the end nobody has won; those still in lead."""
        if self.end:
            return Outcome(self.end.result, self.result)
        return Outcome(Result.UNFINISHED,
                       tuple(s for s in range(len(self.players)) if not self.is_out(s)))

    def summary(self) -> str:
        """How the game ended, in words."""
        names = " and ".join(self.players[s] for s in self.result)
        if self.end is None:
            return "the game is not over"
        return {End.LAST_PAWN: f"{names} has the last pawn and wins",
                End.DRAW: f"the last pawns fell together: a draw between {names}",
                End.LIMIT: f"{count(self.rules.limit, 'turn')} without combat: a draw between "
                           f"{names}"}[self.end]

    # -- hidden information ------------------------------------------------------------------
    def observation(self, player: int) -> View:
        """What ``player`` sees: their own pieces and hand; every pawn; an opponent's coin as
        its suit unless its value was shown in a combat (everyone remembers it); everyone's
        tiles and discard piles (both public); and, in a combat, who has chosen a boost but not
        what an opponent chose."""
        cells = tuple(None if p is None else (
            p if self.owner[s] == player or self.known[s] or type(p) is Pawn else p.suit)
            for s, p in enumerate(self.cells))
        combat = None
        if self.pending:
            c = self.pending
            sides = []  # each side as the notation writes it and in words
            for seat, boost in zip((c.attacker, c.defender), c.boosts):
                name = self.players[seat]
                if seat not in c.choosers:
                    side = Term(f"{name} is out and may not boost",
                                f"{name} is out and may not boost")
                elif boost is None:
                    side = Term(f"{name} is choosing a boost",
                                f"{name} has still to choose a boost")
                elif seat != player:  # (not which: it is secret)
                    side = Term(f"{name} has chosen a boost", f"{name} has chosen a boost, "
                                "kept secret")
                else:
                    chosen = BOOST.chosen(boost)
                    side = Term(f"{name} has chosen {chosen}", f"{name} has chosen {chosen.said()}")
                sides.append(side)
            combat = CombatSeen(self.players[c.attacker], self.players[c.defender], c.dst,
                                self.board.name(c.dst), (sides[0], sides[1]))
        return View(self.players[player], self.board, cells,
                    tuple(self.supply[player] if self.in_setup else self.hand[player]),
                    tuple(tuple(sorted(t.rank for t in tiles)) for tiles in self.tiles),
                    tuple(len(h) for h in self.hand), tuple(tuple(d) for d in self.discard),
                    tuple(tuple(t.rank for t in spent) for spent in self.spent),
                    combat)

    # -- text --------------------------------------------------------------------------------
    def to_text(self) -> str:
        return picture(self.board, lambda s: cell_code(self.cells[s]))

    def copy(self) -> FallacyState:
        other = self.shallow()  # (each by name, and by map: a search copies once a rollout)
        other.cells, other.owner, other.known, other.pawns = self.cells[:], self.owner[:], \
            self.known[:], self.pawns[:]
        other.battles, other.mine, other.steps, other.ranked = self.battles[:], self.mine[:], \
            self.steps[:], self.ranked[:]
        other.supply, other.hand, other.tiles = list(map(list, self.supply)), \
            list(map(list, self.hand)), list(map(list, self.tiles))
        other.discard, other.spent, other.pieces = list(map(list, self.discard)), \
            list(map(list, self.spent)), list(map(list, self.pieces))
        return other


def fill_corners(game: FallacyState, *layouts: str) -> None:
    """Play the whole setup: ``layouts[seat]`` lists the 16 pieces of that seat's corner in
    the corner's square order (bottom row first, left to right: A7 B7 C7 D7 A8 ... in the top
    left corner), four per wave."""
    codes = [layout.split() for layout in layouts]
    while game.in_setup:
        seat = game.to_act()
        k = len(game.pieces[seat])
        square = game.board.corners[seat][k]
        game.play(f"{codes[seat][k]}@{game.board.name(square)}")


def new_game(players: int | Iterable[str] = 4, suits: str | None = None,
             variants: Iterable[str | Variant] = (), limit: int = DEFAULT_LIMIT) -> FallacyState:
    """A new game; see :meth:`Rules.make` for the arguments."""
    return FallacyState(Rules.make(players, suits, variants, limit))


def state_from_record(record: Record) -> FallacyState:
    """The starting position a record's header (:data:`~.header.HEADER`) describes."""
    return FallacyState(rules_from(HEADER.read(record)))
