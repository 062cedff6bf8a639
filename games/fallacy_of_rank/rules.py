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

from bisect import bisect_right
from dataclasses import dataclass, replace

from ..core.components import RANKS, Coin, Pawn, Suit, Tile, suit_by_letter
from ..core.errors import UserError
from ..core.protocol import GameState, Tally, TallyItem
from ..core.record import Record
from ..core.words import count
from .boards import Board, board_for
from .combat import ACE, NULL, Battle, fixed, outcome, piece_rank
from .moves import NO_BOOST, PASS, RANK_CODES, Boost, Place, Recover, Step, TileMove, parse, text

WAVES, PER_WAVE = 4, 4
#: Turns in a row without a combat after which the game is a draw (header ``limit:``).
DEFAULT_LIMIT = 100
DEFAULT_NAMES = ("Ann", "Ben", "Cat", "Dan")

#: The variant options, by name.
VARIANTS = {
    "ace-any-coin": "the Ace tile may teleport any coin on the board, an opponent's too",
    "straight-moves": "a 2-5 tile moves a piece in a straight line only, without turning",
    "two-packs": "2 players with two piecepacks: each player's army mixes two suits",
}


@dataclass(frozen=True)
class Rules:
    """Who plays (in seat order, the first player first), with which suits, which variants are
    in force, and the no-combat limit."""

    players: tuple[str, ...]
    suits: tuple[tuple[Suit, ...], ...]
    variants: frozenset[str] = frozenset()
    limit: int = DEFAULT_LIMIT

    @staticmethod
    def make(players=4, suits: str | None = None, variants=(), limit=DEFAULT_LIMIT) -> "Rules":
        """Check and build the rules: ``players`` a count or names; ``suits`` each player's
        suit letter (two letters each in the two-packs variant), separated by spaces.

        >>> Rules.make(3, "S M S")
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: each suit may be held by one player only: 'S M S'
        """
        names = DEFAULT_NAMES[:players] if isinstance(players, int) else tuple(players)
        if not 2 <= len(names) <= 4 or len(set(names)) != len(names):
            raise UserError("The Fallacy of Rank is for 2 to 4 players with different names, "
                            f"not {' '.join(names) or 'none'}")
        unknown = [v for v in variants if v not in VARIANTS]
        if unknown:
            raise UserError(f"unknown variant {unknown[0]!r}; known variants: "
                            + ", ".join(VARIANTS))
        two = "two-packs" in variants
        if two and len(names) != 2:
            raise UserError("the two-packs variant is for 2 players")
        per = 2 if two else 1
        if suits is None:
            suits = "SC MA" if two else " ".join("SMCA"[:len(names)])
        groups = suits.split()
        if len(groups) != len(names) or any(len(g) != per for g in groups):
            raise UserError(f"give each of the {len(names)} players {count(per, 'suit letter')}"
                            f", separated by spaces: {suits!r}")
        chosen = tuple(tuple(suit_by_letter(letter) for letter in g) for g in groups)
        if len({s for g in chosen for s in g}) != per * len(names):
            raise UserError(f"each suit may be held by one player only: {suits!r}")
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise UserError(f"the no-combat limit must be a whole number of turns, at least 1: "
                            f"{limit!r}")
        return Rules(names, chosen, frozenset(variants), limit)

    @property
    def board(self) -> Board:
        return board_for(len(self.players))


def army(suits: tuple[Suit, ...]) -> list:
    """A player's 18 coins and 2 pawns. With two suits (two-packs): two coins of each rank in
    the first suit and one in the second, and a pawn of each."""
    first, last = suits[0], suits[-1]
    return [Coin(s, rank) for rank in RANKS for s in (first, first, last)] + \
        [Pawn(first), Pawn(last)]


def tile_hand(suits: tuple[Suit, ...]) -> list[Tile]:
    """A player's 12 tiles: two of each rank (one of each suit with two suits)."""
    return [Tile(s, rank) for rank in RANKS for s in (suits[0], suits[-1])]


@dataclass(frozen=True)
class Combat:
    """A combat waiting for secret boosts: attacker's piece on ``src``, defender's on ``dst``.
    ``choosers`` are the seats that choose (the defender is left out once out of the game);
    ``boosts`` holds the attacker's and the defender's choice, None until made."""

    attacker: int
    defender: int
    src: int
    dst: int
    choosers: tuple[int, ...]
    boosts: tuple[Boost | None, Boost | None] = (None, None)

    def waiting(self) -> int | None:
        """The first chooser still to choose, or None."""
        for seat in self.choosers:
            if self.boosts[seat != self.attacker] is None:
                return seat
        return None


def _sort_key(piece) -> tuple:
    return (piece.suit.letter, piece_rank(piece))


class FallacyState(GameState):
    """A Fallacy of Rank position and the turn; see the module text for the rules."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.players = rules.players
        self.board = board = rules.board
        n, size = len(rules.players), board.grid.size
        self.seat_of = {suit: seat for seat, group in enumerate(rules.suits) for suit in group}
        self.cells: list = [None] * size  # the piece on each square
        self.owner = [-1] * size  # the seat owning it, -1 for an empty square
        self.known = [False] * size  # its value was shown in a combat (everyone remembers)
        self.pieces: list[set[int]] = [set() for _ in range(n)]  # squares of each army
        self.empty = len(board.squares)
        self.supply = [army(group) for group in rules.suits]  # still to place in the setup
        self.hand: list[list[Coin]] = [[] for _ in range(n)]  # coins in hand after the setup
        self.tiles = [tile_hand(group) for group in rules.suits]
        self.discard: list[list] = [[] for _ in range(n)]  # coins and pawns
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
        self.ending: str | None = None  # 'last pawn', 'draw' or 'limit' once over
        self.result: tuple[int, ...] = ()  # the winner, or the seats sharing a draw

    # -- the protocol --------------------------------------------------------------------
    @property
    def in_setup(self) -> bool:
        return self.placed < len(self.setup_order)

    def current_player(self) -> int | None:
        if self.ending:
            return None
        if self.in_setup:
            return self.setup_order[self.placed]
        if self.pending:
            return self.pending.waiting()
        return self.turn

    def is_terminal(self) -> bool:
        return self.ending is not None

    def is_out(self, seat: int) -> bool:
        """Whether ``seat`` has no pawn left on the board (after the setup)."""
        return not self.in_setup and not self.pawns[seat]

    def legal_moves(self) -> list:
        if self.ending:
            return []
        if self.in_setup:
            seat = self.current_player()
            return [Place(p, s) for p in self._placeable(seat) for s in self._open_corner(seat)]
        if self.pending:
            return self._boosts(self.pending.waiting())
        seat = self.turn
        moves = [Step(s, t, self.owner[t] >= 0) for s, t in self._step_pairs(seat)]
        held = self._held(seat)
        reach = self._all_reach(seat, held)
        for rank in sorted(held):
            if rank == ACE:
                empty = [s for s in self.board.squares if self.owner[s] < 0]
                moves += [TileMove(ACE, s, t) for s in self._teleportable(seat) for t in empty]
            elif rank == NULL:
                moves += [Recover(c) for c in self._recoverable(seat)]
            else:
                moves += [TileMove(rank, s, t, self.owner[t] >= 0)
                          for s, dist in reach for t, d in dist.items() if d <= rank]
        return moves or [PASS]

    def random_move(self, rng):
        """As likely as drawing from :meth:`legal_moves`, without listing every teleport."""
        if self.ending or self.in_setup or self.pending:
            if self.in_setup and not self.ending:  # a piece kind, then a square, both uniform
                seat = self.current_player()
                kinds, squares = self._placeable(seat), self._open_corner(seat)
                return Place(kinds[rng.randrange(len(kinds))],
                             squares[rng.randrange(len(squares))])
            return super().random_move(rng)
        seat, owner = self.turn, self.owner
        pairs = self._step_pairs(seat)
        held = self._held(seat)
        if not held:  # the common case late in a game: only moves of one square
            if not pairs:
                return PASS
            s, t = pairs[rng.randrange(len(pairs))]
            return Step(s, t, owner[t] >= 0)
        reach = self._all_reach(seat, held)
        steps = [list(dist.values()) for _, dist in reach]  # in order: see reach()
        ranks = sorted(held)
        sizes = []  # how many moves each tile gives
        for rank in ranks:
            if rank == ACE:
                sizes.append(len(self._teleportable(seat)) * self.empty)
            elif rank == NULL:
                sizes.append(len(self._recoverable(seat)))
            else:
                sizes.append(sum(bisect_right(found, rank) for found in steps))
        k = rng.randrange(len(pairs) + sum(sizes))
        if k < len(pairs):
            s, t = pairs[k]
            return Step(s, t, owner[t] >= 0)
        k -= len(pairs)
        for rank, size in zip(ranks, sizes):
            if k >= size:
                k -= size
            elif rank == ACE:
                return self._teleport(self._teleportable(seat)[k // self.empty], k % self.empty)
            elif rank == NULL:
                return Recover(self._recoverable(seat)[k])
            else:
                for (src, dist), found in zip(reach, steps):
                    here = bisect_right(found, rank)
                    if k < here:
                        dst = list(dist)[k]
                        return TileMove(rank, src, dst, owner[dst] >= 0)
                    k -= here
        raise AssertionError("fewer moves than counted")

    def _teleport(self, src: int, k: int) -> TileMove:
        """The Ace teleport from ``src`` to the ``k``-th empty square in square order."""
        for s in self.board.squares:
            if self.owner[s] < 0:
                if not k:
                    return TileMove(ACE, src, s)
                k -= 1
        raise AssertionError("fewer empty squares than counted")

    # -- what may be done -------------------------------------------------------------------
    def _placeable(self, seat: int) -> list:
        """The kinds of piece ``seat`` may place now: only pawns once every placement left is
        needed for them."""
        supply = self.supply[seat]
        left = WAVES * PER_WAVE - len(self.pieces[seat])
        pawns = sum(1 for p in supply if type(p) is Pawn)
        kinds = sorted(set(supply), key=_sort_key)
        return [p for p in kinds if type(p) is Pawn] if pawns >= left else kinds

    def _open_corner(self, seat: int) -> list[int]:
        return [s for s in self.board.corners[seat] if self.owner[s] < 0]

    def _step_pairs(self, seat: int) -> list[tuple[int, int]]:
        owner, adjacent = self.owner, self.board.adjacent
        return [(s, t) for s in sorted(self.pieces[seat]) for t in adjacent[s] if owner[t] != seat]

    def _held(self, seat: int) -> set[int]:
        """The ranks of the tiles ``seat`` could use now (a Null only with a coin to take
        back)."""
        held = {t.rank for t in self.tiles[seat]}
        if NULL in held and not any(type(p) is Coin for p in self.discard[seat]):
            held.discard(NULL)
        if ACE in held and not (self._teleportable(seat) and self.empty):
            held.discard(ACE)
        return held

    def _teleportable(self, seat: int) -> list[int]:
        """The squares of the coins an Ace may teleport: ``seat``'s own, or any coin
        (ace-any-coin)."""
        cells = self.cells
        if "ace-any-coin" in self.rules.variants:
            return [s for s in self.board.squares if type(cells[s]) is Coin]
        return [s for s in sorted(self.pieces[seat]) if type(cells[s]) is Coin]

    def _recoverable(self, seat: int) -> list[Coin]:
        return sorted({p for p in self.discard[seat] if type(p) is Coin}, key=_sort_key)

    def _all_reach(self, seat: int, held: set[int]) -> list[tuple[int, dict[int, int]]]:
        """For each of ``seat``'s pieces, where a 2-5 tile could take it (see :meth:`reach`)."""
        longest = max((r for r in held if r >= 2), default=0)
        if not longest:
            return []
        return [(s, self.reach(s, longest)) for s in sorted(self.pieces[seat])]

    def reach(self, src: int, limit: int) -> dict[int, int]:
        """The squares the piece on ``src`` can reach in at most ``limit`` steps through empty
        squares, with the steps each takes, fewest steps first: an enemy's square can be the
        last step (an attack), never one passed through. In the straight-moves variant,
        straight lines only.
        """
        seat, owner = self.owner[src], self.owner
        if "straight-moves" in self.rules.variants:
            found = {}
            for d in range(4):
                here, heading = src, d
                for steps in range(1, limit + 1):
                    nxt = self.board.ahead[here][heading]
                    if nxt is None or owner[nxt[0]] == seat:
                        break
                    here, heading = nxt
                    found.setdefault(here, steps)
                    if owner[here] >= 0:
                        break
            return dict(sorted(found.items(), key=lambda item: item[1]))
        adjacent = self.board.adjacent
        found, frontier = {src: 0}, [src]
        for steps in range(1, limit + 1):
            nxt = []
            for s in frontier:
                for t in adjacent[s]:
                    if t not in found:
                        o = owner[t]
                        if o < 0:
                            found[t] = steps
                            nxt.append(t)
                        elif o != seat:
                            found[t] = steps
            frontier = nxt
        del found[src]
        return found

    def _boosts(self, seat: int) -> list[Boost]:
        tiles = sorted({t.rank for t in self.tiles[seat] if t.rank})
        coins = sorted({c for c in self.hand[seat] if c.rank}, key=_sort_key)
        return [NO_BOOST] + [Boost(r) for r in tiles] + [Boost(c.rank, c) for c in coins]

    # -- why a move is illegal ----------------------------------------------------------------
    def why_illegal(self, move) -> str | None:
        if self.ending:
            return "the game is over"
        seat = self.current_player()
        player = self.players[seat]
        kind = type(move)
        if self.in_setup:
            if kind is not Place:
                wave = self.placed // (PER_WAVE * len(self.players)) + 1
                return (f"the setup is not over: {player} places a piece (wave {wave} of "
                        f"{WAVES})")
            return self._why_not_place(seat, move)
        if kind is Place:
            return "the setup is over: pieces are placed only before the first turn"
        if self.pending:
            if kind is not Boost:
                return (f"{player} must first choose a boost for the combat on "
                        f"{self.board.name(self.pending.dst)} (boost none, a tile or a coin)")
            return self._why_not_boost(seat, move)
        if kind is Boost:
            return "a boost is chosen only in a combat that rank and boost decide; none is on"
        if kind is Step:
            return self._why_not_move(seat, move, 1, "a move goes one square across an edge"
                                      + (" or a link" if self.board.links else ""))
        if kind is TileMove:
            if move.rank not in {t.rank for t in self.tiles[seat]}:
                return f"{player} holds no {RANK_CODES[move.rank].upper()} tile"
            if move.rank == ACE:
                return self._why_not_teleport(seat, move)
            way = "in a straight line " if "straight-moves" in self.rules.variants else ""
            return self._why_not_move(seat, move, move.rank,
                                      f"no path of at most {move.rank} steps {way}through "
                                      "empty squares leads there")
        if kind is Recover:
            if NULL not in {t.rank for t in self.tiles[seat]}:
                return f"{player} holds no Null tile"
            if move.coin not in self.discard[seat]:
                return f"{move.coin.code} is not in {player}'s discard pile"
            return None
        moves = self.legal_moves()
        if moves != [PASS]:
            return (f"{player} may not pass while a move is possible (for example "
                    f"{self.move_text(moves[0])})")
        return None

    def _whose(self, square: int) -> str:
        return f"{self.players[self.owner[square]]}'s"

    def _why_not_place(self, seat: int, move: Place) -> str | None:
        player, name = self.players[seat], self.board.name(move.square)
        owner = self.seat_of.get(move.piece.suit)
        if owner != seat:
            whose = "nobody's" if owner is None else f"{self.players[owner]}'s"
            return f"{text(move, self.board)[:2]} is {whose} piece and {player} is placing"
        if move.piece not in self.supply[seat]:
            return f"{player} has no {text(move, self.board)[:2]} left to place"
        if move.square not in self.board.corners[seat]:
            return f"{name} is not in {player}'s corner ({self.board.span(seat)})"
        if self.owner[move.square] >= 0:
            return f"{name} already holds a piece"
        if move.piece not in self._placeable(seat):
            return (f"both pawns must be on the board by the end of the setup: {player} has "
                    f"{count(WAVES * PER_WAVE - len(self.pieces[seat]), 'placement')} left")
        return None

    def _why_not_move(self, seat: int, move, limit: int, no_way: str) -> str | None:
        board, player = self.board, self.players[seat]
        src, dst = board.name(move.src), board.name(move.dst)
        if self.owner[move.src] != seat:
            return f"{src} is empty" if self.owner[move.src] < 0 else \
                f"{src} holds {self._whose(move.src)} piece, not {player}'s"
        if self.owner[move.dst] == seat:
            return f"{dst} holds one of {player}'s own pieces"
        if move.dst not in self.reach(move.src, limit):
            return f"{dst} cannot be reached from {src}: {no_way}"
        written = text(move, board)
        if self.owner[move.dst] >= 0 and not move.attack:
            return (f"{dst} holds {self._whose(move.dst)} piece: write "
                    f"{written.replace('-', 'x')} to attack it")
        if self.owner[move.dst] < 0 and move.attack:
            return f"{dst} is empty: write {written.replace('x', '-')} (x marks an attack)"
        return None

    def _why_not_teleport(self, seat: int, move: TileMove) -> str | None:
        board, player = self.board, self.players[seat]
        src, dst = board.name(move.src), board.name(move.dst)
        piece = self.cells[move.src]
        if piece is None:
            return f"{src} is empty"
        if type(piece) is Pawn:
            return f"{src} holds a pawn: an Ace teleports coins only"
        if self.owner[move.src] != seat and "ace-any-coin" not in self.rules.variants:
            return (f"{src} holds {self._whose(move.src)} coin: an Ace teleports only "
                    f"{player}'s own coins (variant ace-any-coin: any coin)")
        if self.owner[move.dst] >= 0 or move.dst == move.src:
            return f"{dst} is not empty: an Ace teleports to an empty square"
        if move.attack:
            return f"an Ace teleport never attacks: write Ta {src}-{dst}"
        return None

    def _why_not_boost(self, seat: int, move: Boost) -> str | None:
        player = self.players[seat]
        if move.coin is not None and move.coin.rank == NULL:
            return "a Null adds nothing and is not discarded: write boost none"
        if move.coin is not None and move.coin not in self.hand[seat]:
            return f"{move.coin.code} is not in {player}'s hand"
        if move.coin is None and move.rank and \
                move.rank not in {t.rank for t in self.tiles[seat]}:
            return f"{player} holds no {RANK_CODES[move.rank].upper()} tile"
        return None

    # -- making a move -------------------------------------------------------------------------
    def apply(self, move) -> None:
        kind = type(move)
        if kind is Step:
            self._go(move.src, move.dst)
        elif kind is TileMove:
            self._use_tile(self.turn, move.rank)
            if move.rank == ACE:
                self._relocate(move.src, move.dst)
                self._end_turn(combat=False)
            else:
                self._go(move.src, move.dst)
        elif kind is Place:
            self._place(move)
        elif kind is Boost:
            self._boost(move)
        elif kind is Recover:
            seat = self.turn
            self._use_tile(seat, NULL)
            self.discard[seat].remove(move.coin)
            self.hand[seat].append(move.coin)
            self.hand[seat].sort(key=_sort_key)
            self._end_turn(combat=False)
        else:
            self._end_turn(combat=False)

    def _put(self, square: int, piece, seat: int) -> None:
        self.cells[square], self.owner[square], self.known[square] = piece, seat, False
        self.pieces[seat].add(square)
        self.empty -= 1
        if type(piece) is Pawn:
            self.pawns[seat] += 1

    def _remove(self, square: int) -> None:
        """Send the piece on ``square`` to its owner's discard pile."""
        piece, seat = self.cells[square], self.owner[square]
        self.discard[seat].append(piece)
        if type(piece) is Pawn:
            self.pawns[seat] -= 1
        self.cells[square], self.owner[square], self.known[square] = None, -1, False
        self.pieces[seat].discard(square)
        self.empty += 1

    def _relocate(self, src: int, dst: int) -> None:
        seat = self.owner[src]
        self.cells[dst], self.owner[dst], self.known[dst] = \
            self.cells[src], seat, self.known[src]
        self.cells[src], self.owner[src], self.known[src] = None, -1, False
        self.pieces[seat].discard(src)
        self.pieces[seat].add(dst)

    def _use_tile(self, seat: int, rank: int) -> None:
        tiles = self.tiles[seat]
        tile = next(t for t in tiles if t.rank == rank)
        tiles.remove(tile)
        self.spent[seat].append(tile)

    def _place(self, move: Place) -> None:
        seat = self.setup_order[self.placed]
        self.supply[seat].remove(move.piece)
        self._put(move.square, move.piece, seat)
        self.placed += 1
        if not self.in_setup:  # the 4 coins left over become the hand
            for seat, supply in enumerate(self.supply):
                self.hand[seat] = sorted(supply, key=_sort_key)
                supply.clear()

    def _go(self, src: int, dst: int) -> None:
        """A piece moves to ``dst``: into combat if an enemy is there."""
        if self.owner[dst] < 0:
            self._relocate(src, dst)
            self._end_turn(combat=False)
            return
        attacker, defender = self.owner[src], self.owner[dst]
        self.known[src] = self.known[dst] = True  # both are shown
        if fixed(piece_rank(self.cells[src]), piece_rank(self.cells[dst])):
            self._fight(Combat(attacker, defender, src, dst, ()))
        else:
            choosers = (attacker,) + ((defender,) if self.pawns[defender] else ())
            self.pending = Combat(attacker, defender, src, dst, choosers)

    def _boost(self, move: Boost) -> None:
        combat = self.pending
        side = combat.waiting() != combat.attacker
        boosts = list(combat.boosts)
        boosts[side] = move
        combat = self.pending = replace(combat, boosts=tuple(boosts))
        if combat.waiting() is None:
            self.pending = None
            self._fight(combat)

    def _fight(self, combat: Combat) -> None:
        """Discard the boosts, settle the combat, discard the loser (or both)."""
        src, dst = combat.src, combat.dst
        pieces = (self.cells[src], self.cells[dst])
        shown = []
        for seat, boost in zip((combat.attacker, combat.defender), combat.boosts):
            if boost is None:
                shown.append(None)
                continue
            if boost.coin is not None:
                self.hand[seat].remove(boost.coin)
                self.discard[seat].append(boost.coin)
            elif boost.rank:
                self._use_tile(seat, boost.rank)
            code = boost.coin.code if boost.coin else (
                f"T{RANK_CODES[boost.rank]}" if boost.rank else "none")
            shown.append((boost.rank, code))
        result = outcome(piece_rank(pieces[0]), piece_rank(pieces[1]),
                         shown[0][0] if shown[0] else 0, shown[1][0] if shown[1] else 0)
        had = [bool(p) for p in self.pawns]
        if result != "attacker":
            self._remove(src)
        if result != "defender":
            self._remove(dst)
        if result == "attacker":
            self._relocate(src, dst)
            self.known[dst] = True
        out = tuple(self.players[s] for s in range(len(had)) if had[s] and not self.pawns[s])
        self.battles.append(Battle(self.board.name(dst), self.players[combat.attacker],
                                   self.players[combat.defender], pieces, tuple(shown), result,
                                   out))
        self._end_turn(combat=True)

    def _end_turn(self, combat: bool) -> None:
        self.turns += 1
        pawns, n = self.pawns, len(self.players)
        if combat:
            self.quiet = 0
            alive = [s for s in range(n) if pawns[s]]
            if len(alive) == 1:
                self.ending, self.result = "last pawn", (alive[0],)
                return
            if not alive:
                last = self.battles[-1]
                self.ending = "draw"
                self.result = tuple(sorted(self.players.index(p)
                                           for p in (last.attacker, last.defender)))
                return
        else:
            self.quiet += 1
            if self.quiet >= self.rules.limit:
                self.ending, self.result = "limit", tuple(s for s in range(n) if pawns[s])
                return
        seat = (self.turn + 1) % n
        while not pawns[seat]:
            seat = (seat + 1) % n
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

    def winners(self) -> list[str]:
        """The winner; the players sharing a draw; before the end, those still in."""
        if self.ending:
            return [self.players[s] for s in self.result]
        return [p for s, p in enumerate(self.players) if not self.is_out(s)]

    def summary(self) -> str:
        """How the game ended, in words."""
        names = " and ".join(self.players[s] for s in self.result)
        return {None: "the game is not over",
                "last pawn": f"{names} has the last pawn and wins",
                "draw": f"the last pawns fell together: a draw between {names}",
                "limit": f"{count(self.rules.limit, 'turn')} without combat: a draw between "
                         f"{names}"}[self.ending]

    # -- hidden information ------------------------------------------------------------------
    def observation(self, player: int) -> "View":
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
            parts = [f"{self.players[c.attacker]} attacks {self.players[c.defender]} on "
                     f"{self.board.name(c.dst)}"]
            for seat, boost in zip((c.attacker, c.defender), c.boosts):
                if seat not in c.choosers:
                    parts.append(f"{self.players[seat]} is out and may not boost")
                elif boost is None:
                    parts.append(f"{self.players[seat]} is choosing a boost")
                else:
                    chosen = text(boost, self.board) if seat == player else "a boost"
                    parts.append(f"{self.players[seat]} has chosen {chosen}")
            combat = "; ".join(parts)
        return View(self.players[player], self.board, cells,
                    tuple(self.supply[player] if self.in_setup else self.hand[player]),
                    tuple(tuple(sorted(t.rank for t in tiles)) for tiles in self.tiles),
                    tuple(len(h) for h in self.hand), tuple(tuple(d) for d in self.discard),
                    tuple(tuple(t.rank for t in spent) for spent in self.spent),
                    combat)

    # -- notation and text -----------------------------------------------------------------------
    def parse_move(self, text_: str):
        """See :mod:`.moves` for the notation."""
        return parse(text_, self.board)

    def move_text(self, move) -> str:
        return text(move, self.board)

    def to_text(self) -> str:
        return picture(self.board, lambda s: cell_code(self.cells[s]))

    def copy(self) -> "FallacyState":
        other = object.__new__(FallacyState)
        other.__dict__.update(self.__dict__)
        for key in ("cells", "owner", "known", "pawns", "battles"):
            setattr(other, key, list(getattr(self, key)))
        for key in ("supply", "hand", "tiles", "discard", "spent"):
            setattr(other, key, [list(x) for x in getattr(self, key)])
        other.pieces = [set(x) for x in self.pieces]
        return other


def cell_code(piece) -> str:
    """Two characters: a coin's code, ``Sp`` for a pawn, ``S?`` for a hidden coin, ``..``."""
    if piece is None:
        return ".."
    if type(piece) is Suit:
        return piece.letter + "?"
    return piece.suit.letter + "p" if type(piece) is Pawn else piece.code


def picture(board: Board, cell) -> str:
    """The board as text, top row first, with row numbers and column letters."""
    g, on = board.grid, set(board.squares)
    lines = []
    for row in reversed(range(g.height)):
        cells = [cell(g.at(c, row)) if g.at(c, row) in on else "  " for c in range(g.width)]
        lines.append(f"{row + 1:>2} " + " ".join(cells).rstrip())
    lines.append("   " + " ".join(f"{chr(65 + c)} " for c in range(g.width)).rstrip())
    return "\n".join(lines)


@dataclass(frozen=True)
class View:
    """One player's view. ``cells`` holds, per grid square, None, a Coin or Pawn (seen) or a
    Suit (a coin whose value this player does not know); ``hand`` the player's own coins (in
    the setup: the pieces still to place); ``tiles`` each player's tile ranks; ``hand_sizes``
    the coins in each hand; ``discards`` each discard pile of coins and pawns; ``spent`` the
    ranks of each player's used tiles; ``combat`` a combat under way."""

    player: str
    board: Board
    cells: tuple
    hand: tuple
    tiles: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    discards: tuple[tuple, ...]
    spent: tuple[tuple[int, ...], ...]
    combat: str | None = None

    def to_text(self) -> str:
        text_ = picture(self.board, lambda s: cell_code(self.cells[s]))
        return text_ + (f"\n{self.combat}" if self.combat else "")


def fill_corners(game: FallacyState, *layouts: str) -> None:
    """Play the whole setup: ``layouts[seat]`` lists the 16 pieces of that seat's corner in
    the corner's square order (bottom row first, left to right: A7 B7 C7 D7 A8 ... in the top
    left corner), four per wave."""
    codes = [layout.split() for layout in layouts]
    while game.in_setup:
        seat = game.current_player()
        k = len(game.pieces[seat])
        square = game.board.corners[seat][k]
        game.play(f"{codes[seat][k]}@{game.board.name(square)}")


def new_game(players=4, suits: str | None = None, variants=(),
             limit: int = DEFAULT_LIMIT) -> FallacyState:
    """A new game; see :meth:`Rules.make` for the arguments."""
    return FallacyState(Rules.make(players, suits, variants, limit))


HEADER_KEYS = ("game", "title", "players", "suits", "variant", "limit")


def state_from_record(record: Record) -> FallacyState:
    """The starting position a record's header describes.

    ``players:`` 2-4 names in seat order, the first to start (default Ann Ben Cat Dan);
    ``suits:`` each player's suit letter in the same order (default S M C A, or SC MA with
    two-packs); ``variant:`` names from :data:`VARIANTS`; ``limit:`` turns without combat
    before a draw (default 100).
    """
    record.check_keys(HEADER_KEYS, "Fallacy of Rank")
    players = record.parsed("players", " ".join(DEFAULT_NAMES),
                            lambda t: Rules.make(t.replace(",", " ").split()).players)
    variants = tuple(record.get("variant", "").replace(",", " ").split())
    record.parsed("variant", "", lambda _: Rules.make(len(players), None, variants))
    suits = record.get("suits")
    record.parsed("suits", "", lambda _: Rules.make(players, suits, variants))

    def limit(text_: str) -> int:
        if not text_.strip().isdigit():
            raise UserError(f"not a whole number of turns: {text_!r}")
        return Rules.make(players, suits, variants, int(text_)).limit
    return FallacyState(Rules.make(players, suits, variants,
                                   record.parsed("limit", str(DEFAULT_LIMIT), limit)))
