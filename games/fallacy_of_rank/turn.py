"""The turn of The Fallacy of Rank, one class per kind of move, in the order of the game.

The **setup** allows one kind, :class:`PlaceKind`. A **turn** allows a step
(:class:`StepKind`) or a tile action: a Null takes a coin back (:class:`RecoverKind`), an Ace
teleports a coin (:class:`TeleportKind`), a 2-5 tile moves a piece (:class:`SlideKind`); a
player with none of these passes (:class:`PassKind`). A **combat** that rank and boost decide
allows one kind, the secret boost (:class:`BoostKind`). Each kind says how it is written, when
it is legal and why not, what it does, which moves of it are legal now, and how a player tells
it (:meth:`Kind.tried`, :meth:`Kind.describe`, with :mod:`.words`); :data:`TURNS` is
the table :class:`~games.fallacy_of_rank.rules.FallacyState` answers the protocol from.

Each refusal is a :class:`~games.core.reasons.Rule` declared once, beside its kind, and
applied to its facts (the pieces, squares, tiles and players involved): a record prints it in
notation, a player reads it in words. The movement rule, how far a piece goes and onto what,
is one predicate, :meth:`Travel.reach`, which a step's and a tile's legality, their listings,
the heuristic and the figures ask; its one quick copy, on bits, is :mod:`.fast`'s
(:func:`.fast.steps_added` to :func:`.fast.within`).

=================  ==========================================================================
``S3@C9``          setup: place a coin (suit letter, rank: n Null, a Ace, 2-5) on C9
``Sp@C9``          setup: place a pawn (suit letter, ``p``)
``C7-C6``          move a piece one square; ``C7xC6`` when C6 holds an enemy piece (attack)
``T3 C7-C4``       tile action 2-5: move a piece up to 3 squares; ``T3 C7xC4`` attacks
``Ta C7-H2``       tile action Ace: teleport a coin to an empty square
``Tn S4``          tile action Null: take the coin S4 back from your discard pile
``boost T4``       in combat: discard a 4 tile from your hand to add 4
``boost S4``       in combat: discard the coin S4 from your hand to add 4 (``Sa`` adds 1)
``boost none``     in combat: add nothing (the die's Null face; a Null coin or tile pays for
                   nothing, so ``boost Sn`` and ``boost Tn`` are refused)
``pass``           only when nothing else is legal
=================  ==========================================================================

>>> from games.fallacy_of_rank.rules import new_game
>>> game = new_game(4)
>>> game.parse_move("T3 C7xC4")
TileMove(rank=3, src=62, dst=32, attack=True)
>>> game.move_text(game.parse_move("boost Sa")), game.move_text(game.parse_move("sp@b9"))
('boost Sa', 'Sp@B9')
>>> TURNS.kind_of(game.parse_move("Ta C7-H2")).name
'teleport'

A refusal in notation and in a player's words:

>>> reason = game.why_illegal(game.parse_move("M3@D10"))
>>> print(reason)
M3 is Ben's piece and Ann is placing
>>> reason.said()
"the 3 of Moons is Ben's piece and Ann is placing"
"""

from __future__ import annotations

import random
import re
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.components import SUITS, Coin, Pawn
from ..core.errors import UserError
from ..core.reasons import Reason, Rule, Term
from ..core.turns import NOT_THIS, CoinKind, MoveKind, Part, TurnTable, WordKind
from ..core.words import count
from .armies import PER_WAVE, WAVES, sort_key
from .combat import ACE, NULL, Combat, rank_word
from .moves import (
    NO_BOOST,
    PASS,
    RANK_CODES,
    Boost,
    Pass,
    Place,
    Recover,
    Step,
    TileMove,
    tile_word,
)
from .views import cell_code
from .words import (
    battle_words,
    choosers_words,
    piece_kind,
    piece_name,
    piece_term,
    travel_words,
    when,
)

if TYPE_CHECKING:
    from .boards import Board
    from .rules import FallacyState


class Phase(Enum):
    """The part of the game the position is in."""

    SETUP = "setup"  # the corners are filled in waves
    TURN = "turn"  # a player moves
    COMBAT = "combat"  # the two sides of a combat choose secret boosts


_SQ = r"([A-Za-z]\d{1,2})"


def _rank(code: str) -> int:
    return RANK_CODES.index(code.lower())


def _arrow(board: Board, src: int, dst: int, attack: bool) -> str:
    """``C7-C6``, or ``C7xC6`` for an attack."""
    return f"{board.name(src)}{'x' if attack else '-'}{board.name(dst)}"


def _holds(state: FallacyState, seat: int, rank: int) -> bool:
    """Whether ``seat`` holds a tile of ``rank``."""
    for tile in state.tiles[seat]:
        if tile.rank == rank:
            return True
    return False


def _tile_rank(rank: int) -> Term:
    """A tile's rank as a reason names it: ``A`` (an Ace) or the digit."""
    return Term(RANK_CODES[rank].upper(), rank_word(rank))


def square_part(board: Board, square: int) -> Part:
    """A square as a person picks it on the Play page: keyed by its name (``C7``), as the play
    figure marks it (:func:`.figures.render_play`)."""
    name = board.name(square)
    return Part(name, f"square {name}")


def piece_part(piece: Coin | Pawn) -> Part:
    """A coin or pawn as a person picks it, keyed ``coin:`` and its code (``coin:S3``) or
    ``pawn:`` and its suit's letter (``pawn:S``): an Arms coin's code can be a square's name
    (``A3``). Coins of one suit and rank are alike: a key names the kind.

    >>> from games.core.components import ARMS
    >>> piece_part(Coin(ARMS, 3)), piece_part(Pawn(ARMS))
    (Part(key='coin:A3', words='the 3 of Arms'), Part(key='pawn:A', words='a pawn of Arms'))
    """
    if isinstance(piece, Pawn):
        return Part(f"pawn:{piece.suit.letter}", piece_name(piece))
    return Part(f"coin:{piece.code}", piece_name(piece))


def tile_part(rank: int) -> Part:
    """A tile of ``rank`` discarded for its action, keyed ``tile:`` and its rank's letter.

    >>> tile_part(3), tile_part(ACE)
    (Part(key='tile:3', words='discard a 3 tile'), Part(key='tile:a', words='discard an Ace tile'))
    """
    return Part(f"tile:{RANK_CODES[rank]}", f"discard {tile_word(rank)}")


#: A tile action needs a tile of its rank in the player's hand.
NO_TILE = Rule("no-tile", "{player} holds no {rank} tile")
#: A move starts from a square that holds a piece.
EMPTY = Rule("empty", "{square} is empty")


#: Every pawn there is: what a discard pile holds besides coins.
_PAWNS = frozenset(Pawn(suit) for suit in SUITS)


#: Every piece of every army (the candidates of :meth:`MoveKind.candidates`).
_ALL_PIECES: tuple[Coin | Pawn, ...] = (*(Coin(suit, rank) for suit in SUITS for rank in range(6)),
                                         *(Pawn(suit) for suit in SUITS))


def _occupied(state: FallacyState) -> list[int]:
    """The squares that hold a piece, whoever's."""
    return [s for s in state.board.squares if state.owner[s] >= 0]


#: The setup comes first: until every corner is filled, only placements ...
SETUP_FIRST = Rule("setup-first",
                   "the setup is not over: {player} places a piece (wave {wave} of {waves})")
#: ... and a combat that rank and boost decide waits for its boosts.
BOOST_FIRST = Rule("boost-first", "{player} must first choose a boost for the combat on {square} "
                   "(boost none, a tile or a coin)",
                   words="{player} must first choose a boost for the combat on {square} (no "
                   "boost, or a boost paid with a tile or a coin)")


class Kind(MoveKind):
    """A kind of move of this game: its words as tried (:meth:`tried`) and as made
    (:meth:`describe`), and what it says when the phase does not allow it. (The random player
    counts each kind's moves before it makes one: :mod:`.fast`.)"""

    def tried(self, state: FallacyState, move: Any, known: bool = False,
              viewer: int | None = None) -> str:
        """``move`` as its player makes it from ``state`` (it may be illegal), without its
        turn and outcome; another player's coin is named by value only when ``known`` (the
        narrator sees the whole table), else as a player sees it: only as a coin."""
        raise NotImplementedError(self.name)

    def describe(self, before: FallacyState, move: Any, after: FallacyState) -> str:
        """The move with its turn, and the combat it settled (:meth:`then` when none)."""
        return self.told(before, move, after, self.tried(before, move, known=True))

    def told(self, before: FallacyState, move: Any, after: FallacyState, text: str) -> str:
        """The move said as ``text`` (:meth:`tried`'s words), with its turn and the combat it
        settled (which shows the pieces that fought)."""
        fought = battle_words(before, after)
        if fought:
            return f"{when(before)}, {text}. {fought}"
        return f"{when(before)}, {text}{self.then(move, after)}."

    def seen(self, before: FallacyState, move: Any, after: FallacyState, player: int) -> str:
        """The move as ``player`` is told it: an opponent's coin by its suit only, until a
        combat shows it (:func:`.words.whose_piece`)."""
        if player == before.to_act():
            return self.describe(before, move, after)
        return self.told(before, move, after, self.tried(before, move, viewer=player))

    def then(self, move: Any, after: FallacyState) -> str:
        """What is left to do after ``move`` when it settled no combat: here nothing."""
        return ""

    def not_now(self, state: FallacyState, move: Any) -> Reason:
        player = state.players[state.to_act()]
        if state.phase is Phase.SETUP:
            return SETUP_FIRST(player=player, wave=state.wave, waves=WAVES)
        combat = state.pending
        return BOOST_FIRST(player=player,
                           square=state.board.name(combat.dst) if combat else "?")


#: Pieces are placed only in the setup ...
SETUP_OVER = Rule("setup-over", "the setup is over: pieces are placed only before the first turn")
#: ... each player's own, from what they have left to place ...
NOT_YOUR_ARMY = Rule("not-your-army", "{piece} is {whose} piece and {player} is placing")
NONE_LEFT = Rule("none-left", "{player} has no {piece} left to place")
#: ... on an empty square of their own corner ...
OUTSIDE_CORNER = Rule("outside-corner", "{square} is not in {player}'s corner ({span})")
TAKEN = Rule("taken", "{square} already holds a piece")
#: ... and both pawns are down by the end.
PAWNS_DOWN = Rule("pawns-down", "both pawns must be on the board by the end of the setup: "
                  "{player} has {left} left")


class PlaceKind(Kind):
    """Setup: in four waves each player in turn places four pieces of their army, value side
    down, on empty squares of their own corner. Both pawns must be down by the end: once every
    placement left is needed for them, only pawns may be placed."""

    name, notation, move_type = "place", "S3@C9 or Sp@C9 (setup)", Place
    PATTERN = re.compile(r"^([A-Za-z])([na2345p])@" + _SQ + "$", re.IGNORECASE)

    def parse(self, state: FallacyState, text: str) -> Any:
        if not (m := self.PATTERN.match(text)):
            return NOT_THIS
        suit = SUITS.named(m.group(1))
        piece = Pawn(suit) if m.group(2).lower() == "p" else Coin(suit, _rank(m.group(2)))
        return Place(piece, state.board.index(m.group(3)))

    def text(self, state: FallacyState, move: Place) -> str:
        return f"{cell_code(move.piece)}@{state.board.name(move.square)}"

    def not_now(self, state: FallacyState, move: Place) -> Reason:
        return SETUP_OVER()

    def why_not(self, state: FallacyState, move: Place) -> Reason | None:
        seat = state.to_act()
        player, name = state.players[seat], state.board.name(move.square)
        owner = state.seat_of.get(move.piece.suit)
        if owner != seat:
            whose = "nobody's" if owner is None else f"{state.players[owner]}'s"
            return NOT_YOUR_ARMY(piece=piece_term(move.piece), whose=whose, player=player)
        if move.piece not in state.supply[seat]:
            return NONE_LEFT(player=player, piece=piece_kind(move.piece))
        if move.square not in state.board.corners[seat]:
            return OUTSIDE_CORNER(square=name, player=player, span=state.board.span(seat))
        if state.owner[move.square] >= 0:
            return TAKEN(square=name)
        if move.piece not in self.placeable(state, seat):
            return PAWNS_DOWN(player=player, left=count(WAVES * PER_WAVE - len(state.pieces[seat]),
                                                        "placement"))
        return None

    def tried(self, state: FallacyState, move: Place, known: bool = False,
              viewer: int | None = None) -> str:
        name, at = state.players[state.to_act()], state.board.name(move.square)
        if isinstance(move.piece, Pawn):
            return f"{name} places a pawn on {at}"
        if viewer not in (None, state.to_act()):  # the others see its suit only
            return f"{name} places a coin of {move.piece.suit.name} on {at}"
        return f"{name} places {piece_name(move.piece)} on {at}, value side down"

    def apply(self, state: FallacyState, move: Place) -> None:
        state.place(move.piece, move.square)

    def parts(self, state: FallacyState, move: Place) -> tuple[Part, ...]:
        """The kind of piece, from what the player has left to place, and the square."""
        return piece_part(move.piece), square_part(state.board, move.square)

    def moves(self, state: FallacyState) -> list[Place]:
        seat = state.to_act()
        return [Place(p, s) for p in self.placeable(state, seat)
                for s in self.open_corner(state, seat)]

    def candidates(self, state: FallacyState) -> list[Place]:
        """Every piece of every army on every square of the board."""
        return [Place(piece, s) for piece in _ALL_PIECES for s in state.board.squares]

    @staticmethod
    def placeable(state: FallacyState, seat: int) -> list[Coin | Pawn]:
        """The kinds of piece ``seat`` may place now: only pawns once every placement left is
        needed for them."""
        supply = state.supply[seat]  # kept in listing order (FallacyState.supply)
        kinds = list(dict.fromkeys(supply))
        left = WAVES * PER_WAVE - len(state.pieces[seat])
        # (an army has two pawns: with more placements left than that, any piece may go)
        if left <= 2 and sum(1 for p in supply if type(p) is Pawn) >= left:
            return [p for p in kinds if type(p) is Pawn]
        return kinds

    @staticmethod
    def open_corner(state: FallacyState, seat: int) -> list[int]:
        return [s for s in state.board.corners[seat] if state.owner[s] < 0]


#: A piece moves from a square that holds one of the player's own pieces (any player's, with a
#: 2-5 tile, in the variant any-piece) ...
NOT_YOURS = Rule("not-yours", "{square} holds {whose} piece, not {player}'s")
NOT_YOURS_BY_TILE = Rule(
    "not-yours-by-tile",
    "{square} holds {whose} piece, not {player}'s (variant any-piece: a 2-5 tile moves any piece)",
    words="{square} holds {whose} piece, not {player}'s (a variant allows it)")
#: ... to a square it can reach (:meth:`Travel.reach`), never one of its own army's: a step
#: goes one square, across an edge or a link ...
OWN_THERE = Rule("own-there", "{square} holds one of {player}'s own pieces")
ONE_SQUARE = Rule("one-square",
                  "{dst} cannot be reached from {src}: a move goes one square across an edge{link}",
                  words="{dst} cannot be reached from {src}: a move goes one square up, down, "
                  "left or right{link}")
#: (the links of the 3-player board, as each edition says them)
LINKED = Term(" or a link", " or across a link")
#: ... a tile's move at most its rank in steps, passing only through empty squares ...
NO_PATH = Rule("no-path", "{dst} cannot be reached from {src}: no path of at most {rank} steps "
               "{way}through empty squares leads there")
#: ... and a move that ends on another player's piece attacks it, as the notation marks with x.
WRITE_ATTACK = Rule("write-attack", "{dst} holds {whose} piece: write {written} to attack it",
                    words="{dst} holds {whose} piece: moving onto it is an attack")
WRITE_MOVE = Rule("write-move", "{dst} is empty: write {written} (x marks an attack)",
                  words="{dst} is empty: there is nothing there to attack")


class Travel(Kind):
    """A piece's move across the board, square by square: a step (:class:`StepKind`) or a 2-5
    tile's move (:class:`SlideKind`). The movement rule is :meth:`reach`, once: both kinds'
    checks (:meth:`why_not`) and listings ask it, and so do the heuristic (through the
    listing), the worked examples and the figures. Its one quick copy, on bits, is in
    :mod:`.fast` (:func:`.fast.steps_added` to :func:`.fast.within`)."""

    #: The rule a move of another player's piece breaks (when :meth:`anyone` does not allow it).
    not_yours: ClassVar[Rule] = NOT_YOURS

    @staticmethod
    def reach(state: FallacyState, src: int, limit: int) -> dict[int, int]:
        """The squares the piece on ``src`` can reach in at most ``limit`` steps, with the
        steps each takes, fewest steps first. A step goes to a neighbour across an edge (or a
        link) that holds no piece of the mover's army; it goes on only from an empty square,
        so the square of another player's piece can be the last step (an attack), never one
        passed through. In the straight-moves variant, straight lines only (a single step is
        straight either way).

        >>> from games.fallacy_of_rank.rules import fill_corners, new_game
        >>> game = new_game(2)
        >>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
        ...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
        >>> [game.board.name(s) for s in Travel.reach(game, game.board.index("C7"), 2)]
        ['C6', 'D6', 'B6', 'C5']
        """
        seat, owner = state.owner[src], state.owner
        if state.straight and limit > 1:
            found: dict[int, int] = {}
            for d in range(4):
                here, heading = src, d
                for steps in range(1, limit + 1):
                    step = state.board.ahead[here][heading]
                    if step is None or owner[step[0]] == seat:
                        break
                    here, heading = step
                    found.setdefault(here, steps)
                    if owner[here] >= 0:
                        break
            return dict(sorted(found.items(), key=lambda item: item[1]))
        adjacent, found, frontier = state.board.adjacent, {}, [src]
        for steps in range(1, limit + 1):
            nxt = []
            for s in frontier:
                for t in adjacent[s]:
                    if owner[t] != seat and t not in found:  # (never src: the army's own)
                        found[t] = steps
                        if owner[t] < 0:
                            nxt.append(t)
            frontier = nxt
        return found

    def limit(self, move: Any) -> int:
        """How many steps ``move`` may take."""
        raise NotImplementedError(self.name)

    def parts(self, state: FallacyState, move: Any) -> tuple[Part, ...]:
        """The square the piece moves from and the square it moves to (an attack when it holds
        another player's piece); a tile's move, the tile too (:meth:`SlideKind.parts`)."""
        return square_part(state.board, move.src), square_part(state.board, move.dst)

    def anyone(self, state: FallacyState) -> bool:
        """Whether a move of this kind may move any player's piece (else only the mover's)."""
        return False

    def unreached(self, state: FallacyState, move: Any, src: str, dst: str) -> Reason:
        """Why ``move``'s destination is out of its reach, as this kind's rule says it."""
        raise NotImplementedError(self.name)

    def why_not(self, state: FallacyState, move: Any) -> Reason | None:
        board, seat = state.board, state.turn
        player, src, dst = state.players[seat], board.name(move.src), board.name(move.dst)
        mover = state.owner[move.src]
        if mover < 0:
            return EMPTY(square=src)
        if mover != seat and not self.anyone(state):
            return self.not_yours(square=src, whose=state.whose(move.src), player=player)
        if move.dst not in self.reach(state, move.src, self.limit(move)):
            if state.owner[move.dst] == mover:  # (why it is out of reach)
                return OWN_THERE(square=dst, player=state.players[mover])
            return self.unreached(state, move, src, dst)
        if state.owner[move.dst] >= 0 and not move.attack:
            return WRITE_ATTACK(dst=dst, whose=state.whose(move.dst),
                                written=self.text(state, move._replace(attack=True)))
        if state.owner[move.dst] < 0 and move.attack:
            return WRITE_MOVE(dst=dst, written=self.text(state, move._replace(attack=False)))
        return None


class StepKind(Travel):
    """A turn: move one of your pieces one square, across an edge (or a link), to an empty
    square, or onto an enemy piece, which attacks it."""

    name, notation, move_type = "step", "C7-C6 or C7xC6 (a move)", Step
    PATTERN = re.compile(r"^" + _SQ + r"([-x])" + _SQ + "$", re.IGNORECASE)

    def parse(self, state: FallacyState, text: str) -> Any:
        if not (m := self.PATTERN.match(text)):
            return NOT_THIS
        board = state.board
        return Step(board.index(m.group(1)), board.index(m.group(3)), m.group(2).lower() == "x")

    def text(self, state: FallacyState, move: Step) -> str:
        return _arrow(state.board, move.src, move.dst, move.attack)

    def limit(self, move: Step) -> int:
        return 1

    def unreached(self, state: FallacyState, move: Step, src: str, dst: str) -> Reason:
        return ONE_SQUARE(dst=dst, src=src, link=LINKED if state.board.links else "")

    def tried(self, state: FallacyState, move: Step, known: bool = False,
              viewer: int | None = None) -> str:
        return travel_words(state, move, known, f"{state.players[state.to_act()]} moves", viewer)

    def told(self, before: FallacyState, move: Step, after: FallacyState, text: str) -> str:
        """A step's attack settled at once is told by the combat alone."""
        fought = battle_words(before, after)
        if fought:
            return f"{when(before)}, {fought}"
        return super().told(before, move, after, text)

    def then(self, move: Step, after: FallacyState) -> str:
        return choosers_words(move, after)

    def apply(self, state: FallacyState, move: Step) -> None:
        state.go(move.src, move.dst)

    def moves(self, state: FallacyState) -> list[Step]:
        """Each of the player's pieces, in square order, to each square a step reaches."""
        owner, reach = state.owner, self.reach
        return [Step(s, t, owner[t] >= 0) for s in state.pieces[state.turn]
                for t in reach(state, s, 1)]

    def candidates(self, state: FallacyState) -> list[Step]:
        """From every piece on the board, whoever's, to each neighbour, written as an attack
        and as not."""
        pairs = state.board.pairs
        return [Step(s, t, attack) for s in _occupied(state) for _, t in pairs[s]
                for attack in (False, True)]


#: A Null tile takes back only a coin that is in the player's discard pile.
NOT_DISCARDED = Rule("not-discarded", "{coin} is not in {player}'s discard pile")


class RecoverKind(CoinKind, Kind):
    """A tile action: discard a Null tile to take one of your coins back from your discard
    pile into your hand (``Tn S4``)."""

    name, notation, word, move_type = "recover", "Tn S4 (tile actions)", "Tn", Recover

    def why_not(self, state: FallacyState, move: Recover) -> Reason | None:
        seat = state.turn
        player = state.players[seat]
        if not _holds(state, seat, NULL):
            return NO_TILE(player=player, rank="Null")
        if move.coin not in state.discard[seat]:
            return NOT_DISCARDED(coin=move.coin, player=player)
        return None

    def tried(self, state: FallacyState, move: Recover, known: bool = False,
              viewer: int | None = None) -> str:
        return (f"{state.players[state.to_act()]} discards a Null tile to take "
                f"{piece_name(move.coin)} back into hand")

    def parts(self, state: FallacyState, move: Recover) -> tuple[Part, ...]:
        """The Null tile, and the coin to take back from the discard pile."""
        return tile_part(NULL), piece_part(move.coin)

    def apply(self, state: FallacyState, move: Recover) -> None:
        seat = state.turn
        state.use_tile(seat, NULL)
        state.discard[seat].remove(move.coin)
        state.hand[seat].append(move.coin)
        state.hand[seat].sort(key=sort_key)
        state.end_turn(combat=False)

    def moves(self, state: FallacyState) -> list[Recover]:
        seat = state.turn
        if not _holds(state, seat, NULL):
            return []
        return [Recover(c) for c in sorted(self.coins(state), key=sort_key)]

    def candidates(self, state: FallacyState) -> list[Recover]:
        """Every coin of every army."""
        return [Recover(piece) for piece in _ALL_PIECES if type(piece) is Coin]

    @staticmethod
    def coins(state: FallacyState) -> set[Coin]:
        """The coins the player may take back: those in their discard pile."""
        coins: set[Any] = set(state.discard[state.turn]).difference(_PAWNS)  # (no cast() call)
        return coins


#: An Ace teleports a coin, never a pawn ...
COINS_ONLY = Rule("coins-only", "{square} holds a pawn: an Ace teleports coins only")
#: ... the player's own (any coin, in the variant ace-any-coin) ...
OWN_COINS = Rule("own-coins", "{square} holds {whose} coin: an Ace teleports only {player}'s own "
                 "coins (variant ace-any-coin: any coin)",
                 words="{square} holds {whose} coin: an Ace teleports only {player}'s own "
                 "coins (a variant allows it)")
#: ... to an empty square, and never attacks.
TO_EMPTY = Rule("to-empty", "{square} is not empty: an Ace teleports to an empty square")
NEVER_ATTACKS = Rule("never-attacks", "an Ace teleport never attacks: write {written}",
                     words="an Ace teleport never attacks")


class TeleportKind(Kind):
    """A tile action: discard an Ace tile to teleport one of your coins (any coin, in the
    variant ace-any-coin; never a pawn) to any empty square. A teleport never attacks."""

    name, notation = "teleport", "Ta C7-H2"
    PATTERN = re.compile(r"^Ta\s+" + _SQ + r"([-x])" + _SQ + "$", re.IGNORECASE)

    def owns(self, move: Any) -> bool:
        return type(move) is TileMove and move.rank == ACE

    def parse(self, state: FallacyState, text: str) -> Any:
        if not (m := self.PATTERN.match(text)):
            return NOT_THIS
        board = state.board
        return TileMove(ACE, board.index(m.group(1)), board.index(m.group(3)),
                        m.group(2).lower() == "x")

    def text(self, state: FallacyState, move: TileMove) -> str:
        return f"Ta {_arrow(state.board, move.src, move.dst, move.attack)}"

    def why_not(self, state: FallacyState, move: TileMove) -> Reason | None:
        board, seat = state.board, state.turn
        player, src, dst = state.players[seat], board.name(move.src), board.name(move.dst)
        if not _holds(state, seat, ACE):
            return NO_TILE(player=player, rank=_tile_rank(ACE))
        piece = state.cells[move.src]
        if piece is None:
            return EMPTY(square=src)
        if type(piece) is Pawn:
            return COINS_ONLY(square=src)
        if state.owner[move.src] != seat and not state.ace_any_coin:
            return OWN_COINS(square=src, whose=state.whose(move.src), player=player)
        if state.owner[move.dst] >= 0 or move.dst == move.src:
            return TO_EMPTY(square=dst)
        if move.attack:
            return NEVER_ATTACKS(written=self.text(state, move._replace(attack=False)))
        return None

    def tried(self, state: FallacyState, move: TileMove, known: bool = False,
              viewer: int | None = None) -> str:
        verb = "move" if state.cells[move.src] is None else "teleport"
        return travel_words(state, move, known, f"{state.players[state.to_act()]} discards "
                            f"{tile_word(ACE)} to {verb}", viewer)

    def parts(self, state: FallacyState, move: TileMove) -> tuple[Part, ...]:
        """The Ace tile, the coin's square and the empty square it goes to."""
        return (tile_part(ACE), square_part(state.board, move.src),
                square_part(state.board, move.dst))

    def apply(self, state: FallacyState, move: TileMove) -> None:
        state.use_tile(state.turn, ACE)
        state.relocate(move.src, move.dst)
        state.end_turn(combat=False)

    def moves(self, state: FallacyState) -> list[TileMove]:
        if not _holds(state, state.turn, ACE):
            return []
        empty = [s for s in state.board.squares if state.owner[s] < 0]
        return [TileMove(ACE, s, t) for s in self.coins(state) for t in empty]

    def candidates(self, state: FallacyState) -> list[TileMove]:
        """From every piece on the board to every square."""
        return [TileMove(ACE, s, t) for s in _occupied(state) for t in state.board.squares]

    @staticmethod
    def coins(state: FallacyState) -> list[int]:
        """The squares of the coins an Ace may teleport: the player's own, or any coin
        (ace-any-coin)."""
        cells = state.cells
        if state.ace_any_coin:
            return [s for s in state.board.squares if type(cells[s]) is Coin]
        return [s for s in state.pieces[state.turn] if type(cells[s]) is Coin]


class SlideKind(Travel):
    """A tile action: discard a 2, 3, 4 or 5 tile to move one of your pieces (any piece, in the
    variant any-piece) up to that many squares through empty squares, turning as it likes (in
    a straight line, in the variant straight-moves); ending on an enemy piece attacks it."""

    name, notation = "slide", "T3 C7-C4"
    PATTERN = re.compile(r"^T([2345])\s+" + _SQ + r"([-x])" + _SQ + "$", re.IGNORECASE)

    def owns(self, move: Any) -> bool:
        return type(move) is TileMove and move.rank >= 2

    def parse(self, state: FallacyState, text: str) -> Any:
        if not (m := self.PATTERN.match(text)):
            return NOT_THIS
        board = state.board
        return TileMove(int(m.group(1)), board.index(m.group(2)), board.index(m.group(4)),
                        m.group(3).lower() == "x")

    def text(self, state: FallacyState, move: TileMove) -> str:
        return f"T{move.rank} {_arrow(state.board, move.src, move.dst, move.attack)}"

    not_yours = NOT_YOURS_BY_TILE

    def limit(self, move: TileMove) -> int:
        return move.rank

    def anyone(self, state: FallacyState) -> bool:
        return state.any_piece

    def unreached(self, state: FallacyState, move: TileMove, src: str, dst: str) -> Reason:
        return NO_PATH(dst=dst, src=src, rank=move.rank,
                       way="in a straight line " if state.straight else "")

    def why_not(self, state: FallacyState, move: TileMove) -> Reason | None:
        seat = state.turn
        if not _holds(state, seat, move.rank):
            return NO_TILE(player=state.players[seat], rank=_tile_rank(move.rank))
        return super().why_not(state, move)

    def tried(self, state: FallacyState, move: TileMove, known: bool = False,
              viewer: int | None = None) -> str:
        return travel_words(state, move, known, f"{state.players[state.to_act()]} discards "
                            f"{tile_word(move.rank)} to move", viewer)

    def then(self, move: TileMove, after: FallacyState) -> str:
        return choosers_words(move, after)

    def parts(self, state: FallacyState, move: TileMove) -> tuple[Part, ...]:
        """The tile, then the squares from and to, as a step's (:meth:`Travel.parts`)."""
        return (tile_part(move.rank), *super().parts(state, move))

    def apply(self, state: FallacyState, move: TileMove) -> None:
        state.use_tile(state.turn, move.rank)
        state.go(move.src, move.dst)

    def moves(self, state: FallacyState) -> list[TileMove]:
        """Each rank of tile held, lowest first; each piece it may move; each square that
        many steps reach."""
        owner = state.owner
        reaches = self.reaches(state)
        return [TileMove(rank, s, t, owner[t] >= 0) for rank in self.ranks(state)
                for s, dist in reaches for t, d in dist.items() if d <= rank]

    def candidates(self, state: FallacyState) -> list[TileMove]:
        """Every rank's tile, from every piece on the board to every square within that many
        steps of it on the board, whatever stands between (an attack where a piece stands)."""
        board, owner = state.board, state.owner
        return [TileMove(rank, s, t, owner[t] >= 0) for s in _occupied(state)
                for t, steps in board.distances([s]).items() if steps
                for rank in range(max(2, steps), 6)]

    @staticmethod
    def ranks(state: FallacyState) -> list[int]:
        """The ranks of the 2-5 tiles the player holds, lowest first."""
        return sorted({t.rank for t in state.tiles[state.turn] if t.rank >= 2})

    def reaches(self, state: FallacyState) -> list[tuple[int, dict[int, int]]]:
        """For each piece the player may move with a tile, where the longest 2-5 tile they
        hold could take it (:meth:`Travel.reach`)."""
        ranks = self.ranks(state)
        if not ranks:
            return []
        return [(s, self.reach(state, s, ranks[-1])) for s in self.movable(state)]

    @staticmethod
    def movable(state: FallacyState) -> list[int]:
        """The squares of the pieces the player may move with a tile: their own, or every
        piece (any-piece)."""
        if state.any_piece:
            return [s for s in state.board.squares if state.owner[s] >= 0]
        return list(state.pieces[state.turn])


#: A boost is chosen only in a combat that waits for boosts ...
NO_COMBAT = Rule("no-combat",
                 "a boost is chosen only in a combat that rank and boost decide; none is on")
#: ... a Null pays for nothing ...
NULL_PAYS_NOTHING = Rule("null-pays-nothing",
                         "a Null adds nothing and is not discarded: write boost none",
                         words="a Null adds nothing and is not discarded: choose no boost")
#: ... and a boost is paid with a coin or tile from the chooser's hand.
NO_COIN = Rule("no-coin", "{player} has no coin {coin} in hand to pay for this boost",
               words="{player} has no {coin} in hand to pay for this boost")
NO_TILE_TO_PAY = Rule("no-tile-to-pay", "{player} has no {rank} tile in hand to pay for this "
                      "boost")


class BoostKind(Kind):
    """Combat: when rank and boost decide, the attacker and then the defender (each only while
    still in the game) choose in secret to add nothing, or to discard one tile or one coin from
    their hand and add its value (Ace 1). A Null pays for nothing."""

    name, notation, move_type = "boost", "boost T4, boost S4 or boost none (in combat)", Boost
    PATTERN = re.compile(r"^boost\s+(none|[A-Za-z][na2345])$", re.IGNORECASE)

    def parse(self, state: FallacyState, text: str) -> Any:
        if not (m := self.PATTERN.match(text)):
            return NOT_THIS
        code = m.group(1)
        if code.lower() == "none":
            return NO_BOOST
        rank = _rank(code[1])
        if rank == NULL:  # neither a Null tile nor a Null coin pays for anything
            raise UserError(str(NULL_PAYS_NOTHING()))
        return Boost(rank) if code[0] in "tT" else Boost(rank, Coin.parse(code))

    def text(self, state: FallacyState | None, move: Boost) -> str:
        return f"boost {move.paid()}"

    def chosen(self, move: Boost) -> Term:
        """The boost as a player who chose it is reminded of it: ``boost T5`` as the notation
        writes it, ``a boost paid with a 5 tile`` (or ``no boost``) in words."""
        return Term(self.text(None, move),
                    f"a boost paid with {move.paid().said()}" if move.rank else "no boost")

    def parts(self, state: FallacyState, move: Boost) -> tuple[Part, ...]:
        """One choice: no boost (``boost:none``), or what pays for it, the tile
        (:func:`tile_part`'s key) or the coin in hand (:func:`piece_part`'s), in the words a
        player who chose it is reminded of it with (:meth:`chosen`).

        >>> for move in (NO_BOOST, Boost(4), Boost(3, Coin.parse("A3"))):
        ...     print(BOOST.parts(None, move))
        (Part(key='boost:none', words='no boost'),)
        (Part(key='tile:4', words='a boost paid with a 4 tile'),)
        (Part(key='coin:A3', words='a boost paid with the 3 of Arms'),)
        """
        words = self.chosen(move).said()
        if move.coin is not None:
            return (Part(piece_part(move.coin).key, words),)
        return (Part(tile_part(move.rank).key if move.rank else "boost:none", words),)

    def not_now(self, state: FallacyState, move: Boost) -> Reason:
        if state.phase is Phase.SETUP:
            return super().not_now(state, move)
        return NO_COMBAT()

    def why_not(self, state: FallacyState, move: Boost) -> Reason | None:
        """A boost is paid with the coin or tile it names, from the chooser's hand: one they
        do not hold is refused, coin or tile alike (``boost none`` costs nothing)."""
        seat = state.to_act()
        player = state.players[seat]
        if move.coin is not None:
            if move.coin.rank == NULL:
                return NULL_PAYS_NOTHING()
            if move.coin not in state.hand[seat]:
                return NO_COIN(player=player, coin=Term(move.coin.code, move.coin.name))
        elif move.rank and not _holds(state, seat, move.rank):
            return NO_TILE_TO_PAY(player=player, rank=_tile_rank(move.rank))
        return None

    def tried(self, state: FallacyState, move: Boost, known: bool = False,
              viewer: int | None = None) -> str:
        name = state.players[state.to_act()]
        if not move.rank:
            return f"{name} adds no boost"
        return f"{name} boosts by {move.rank}, paid with {move.paid().said()}"

    def describe(self, before: FallacyState, move: Boost, after: FallacyState) -> str:
        """A boost is told as chosen in secret; the combat, once both are in, shows both."""
        return self.told(before, move, after, self.tried(before, move, known=True))

    def seen(self, before: FallacyState, move: Boost, after: FallacyState, player: int) -> str:
        """The others hear that a boost was chosen; which, only when the combat shows both."""
        if player == before.to_act():
            return self.describe(before, move, after)
        return self.told(before, move, after,
                         f"{before.players[before.to_act()]} chooses a boost")

    def told(self, before: FallacyState, move: Boost, after: FallacyState, text: str) -> str:
        text += ", in secret"
        fought = battle_words(before, after)
        if fought:
            return f"{when(before)}, {text}, and both boosts are shown. {fought}"
        return f"{when(before)}, {text}, and {after.players[after.to_act()]} chooses next."

    def apply(self, state: FallacyState, move: Boost) -> None:
        combat = state.pending
        assert combat is not None  # the phase allows boosts only in a combat
        a, d = combat.boosts
        boosts = (a, move) if combat.waiting() != combat.attacker else (move, d)
        combat = state.pending = Combat(combat.attacker, combat.defender, combat.src,
                                        combat.dst, combat.choosers, boosts)
        if combat.waiting() is None:
            state.pending = None
            state.fight(combat)

    def moves(self, state: FallacyState) -> list[Boost]:
        return self.open_to(state, state.to_act())

    def candidates(self, state: FallacyState) -> list[Boost]:
        """No boost, a tile of every rank, and every coin of every army."""
        return [NO_BOOST, *(Boost(rank) for rank in range(1, 6)),
                *(Boost(piece.rank, piece) for piece in _ALL_PIECES if type(piece) is Coin)]

    @staticmethod
    def open_to(state: FallacyState, seat: int) -> list[Boost]:
        """The boosts ``seat`` may choose: none, each rank of tile, each coin in hand."""
        tiles = sorted({t.rank for t in state.tiles[seat] if t.rank})
        coins = dict.fromkeys(c for c in state.hand[seat] if c.rank)  # the hand is in order
        return [NO_BOOST] + [Boost(r) for r in tiles] + [Boost(c.rank, c) for c in coins]


#: A player passes only when nothing else is legal.
STUCK_ONLY = Rule("stuck-only",
                  "{player} may not pass while a move is possible (for example {example})",
                  words="{player} may not pass while a move is possible")


class PassKind(WordKind, Kind):
    """A turn with no legal move passes."""

    name, notation, move_type, only_if_stuck, move = "pass", "pass", Pass, True, PASS

    def not_while(self, state: FallacyState, example: Term) -> Reason:
        return STUCK_ONLY(player=state.players[state.turn], example=example)

    def tried(self, state: FallacyState, move: Any, known: bool = False,
              viewer: int | None = None) -> str:
        return f"{state.players[state.to_act()]} passes"

    def describe(self, before: FallacyState, move: Any, after: FallacyState) -> str:
        return f"{when(before)}, {before.players[before.to_act()]} has no legal move and passes."

    def parts(self, state: FallacyState, move: Any) -> tuple[Part, ...]:
        return (Part("pass", "pass"),)

    def apply(self, state: FallacyState, move: Any) -> None:
        state.end_turn(combat=False)

    def moves(self, state: FallacyState) -> list[Any]:
        return [PASS]


class Turns(TurnTable):
    """The table; its random player draws uniformly over the legal moves like the table's own
    draw, without listing them: :func:`.fast.sample` counts each kind's moves and makes only
    the one drawn (an Ace tile alone can give a thousand teleports)."""

    def sample(self, state: FallacyState, rng: random.Random) -> Any:
        from .fast import sample  # built from the kinds declared here (see its module text)

        return sample(state, rng)


PLACE, STEP, RECOVER, TELEPORT = PlaceKind(), StepKind(), RecoverKind(), TeleportKind()
SLIDE, BOOST, PASS_KIND = SlideKind(), BoostKind(), PassKind()
TURNS = Turns(PLACE, STEP, SLIDE, TELEPORT, RECOVER, BOOST, PASS_KIND,
              phases={Phase.SETUP: ("place",),
                      Phase.TURN: ("step", "recover", "teleport", "slide", "pass"),
                      Phase.COMBAT: ("boost",)})
