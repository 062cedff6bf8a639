"""The Subdivision rules model: the position, whose turn it is, when the game ends, the
tallies, and the starting position a record's header describes. Each kind of move (place,
park, pass) is declared in :mod:`.turn`, the header of a record in :mod:`.header`.

>>> game = new_game(players=2)
>>> game.play("R3@C2"); game.play("B3@B4")
>>> print(game.why_illegal(game.parse_move("R3@D2")))
a 3-pip may not be placed Near another 3-pip of its own colour (Red 3-pip at C2)
>>> game.why_illegal(game.parse_move("R1@E5"))
Reason(one-pip: 'a 1-pip must be placed Near a 1-pip or a 3-pip of another colour')
>>> game.why_illegal(game.parse_move("R1@E5")).said()
"a 1-pip must be placed Near another player's 1-pip or 3-pip"
>>> game.play("R1@A5"); print(game.current_colour.name)
Blue
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache, lru_cache

from ..core.components import Colour, Pyramid
from ..core.header import Variant
from ..core.protocol import Outcome, Tally
from ..core.record import Record
from ..core.turns import TableState
from .board import PARK, Board, Cell, format_board
from .header import HEADER
from .masks import near_masks, squares
from .moves import Park, Pass, Place
from .options import PLAYERS, PRIVATE_PARKS, Rules
from .scoring import tallies_on_masks, totals_on_masks
from .turn import TURNS, Phase, openers

Move = Place | Park | Pass


#: By the number of seats, the stashes when every pyramid is placed (compared with a state's
#: stashes at once: a third of the instructions of looking through them).
NONE_LEFT = tuple([[0, 0, 0, 0] for _ in range(seats)] for seats in range(max(PLAYERS) + 1))


class SubdivisionState(TableState):
    """A Subdivision position; its moves are the kinds in :data:`~.turn.TURNS`."""

    TURNS = TURNS

    def __init__(self, rules: Rules):
        self.rules = rules
        self.grid = g = rules.grid
        self.players = tuple(c.name for c in rules.colours)
        self.cells: list[Cell] = [None] * g.size
        for park in rules.parks:
            self.cells[park] = PARK
        per = rules.per_size
        self.stash = [[0, per, per, per] for _ in rules.colours]  # indexed by pips
        self.turn = 0
        self.passes = 0
        self.parks_left = rules.parks_to_place
        self.history: list[Move] = []
        self.order: list[int] = []
        # The board as bit masks (see .masks), kept up to date by each placement
        # (.turn.PlaceKind.apply), so that listing or drawing the legal placements is a few
        # operations on ints: empty: the empty squares; per seat, threes_near: the squares
        # Near its 3-pips, and ones_near: the squares where the 1-pip rule lets its 1-pips
        # go (Near a pyramid that lets it in: PlaceKind.lets_in), grown for the seats
        # openers names.
        self.near = near_masks(g)
        self.empty = (1 << g.size) - 1 - sum(1 << park for park in rules.parks)
        self.threes_near = [0] * len(rules.colours)
        self.ones_near = [0] * len(rules.colours)
        self.openers = openers(len(rules.colours))
        # own: per seat, the masks of its pyramids by pips (own[seat][3]: its 3-pips).
        self.own = [[0, 0, 0, 0] for _ in rules.colours]
        self.pieces = pieces(rules.colours)

    @property
    def phase(self) -> Phase:
        return Phase.PARKS if self.parks_left else Phase.BUILD

    def current_player(self) -> int | None:
        return None if self.is_terminal() else self.turn

    @property
    def current_colour(self) -> Colour:
        return self.rules.colours[self.turn]

    def is_terminal(self) -> bool:
        """Every player has passed in a row, or every pyramid (and park) is placed."""
        return self.passes >= len(self.players) or (
            not self.parks_left and self.stash == NONE_LEFT[len(self.players)])

    def empty_squares(self) -> list[int]:
        return squares(self.empty)

    def end_turn(self, move: Move) -> None:
        """Record ``move`` and pass the turn to the next seat."""
        self.history.append(move)
        self.turn = (self.turn + 1) % len(self.players)

    def tallies(self) -> list[Tally]:
        """Each colour's :func:`~.scoring.tally`, read off the masks the state keeps."""
        return tallies_on_masks(self.grid, self.rules.colours, self.own, tuple(self.order),
                                self.private_parks())

    def private_parks(self) -> int | None:
        """The mask of the parks in the Private Parks variant (None without it)."""
        if self.rules.variants and PRIVATE_PARKS in self.rules.variants:
            return (1 << self.grid.size) - 1 & ~self.empty & ~sum(map(sum, self.own))
        return None

    def outcome(self) -> Outcome:
        """The protocol's win on points (the colours with the highest total; a tie shares the
        win), the totals read off the masks, without the tallies' words."""
        totals = totals_on_masks(self.grid, self.near, self.own, self.private_parks())
        best = max(totals)
        return Outcome.ranked([seat for seat, total in enumerate(totals) if total == best],
                              self.is_terminal())

    def playout(self, rng: random.Random, max_moves: int = 100_000) -> SubdivisionState:
        """The game played to its end by random moves: ``random_playout``'s quick way (see
        :meth:`.turn.Turns.playout`, :mod:`.fast`)."""
        self.TURNS.playout(self, rng, max_moves)
        return self

    def rollout(self, rng: random.Random, moves: int) -> None:
        """Random moves until the game ends or ``moves`` are made: ``random_moves``' quick way
        (see :meth:`.turn.Turns.rollout`, :mod:`.fast`)."""
        self.TURNS.rollout(self, rng, moves)

    def rollout_outcome(self, rng: random.Random, moves: int) -> list[float]:
        """The rewards :func:`games.sim.mcts.outcome` gives for the position ``rollout`` leaves
        (1/k to each of the k leaders), for a search's rollout that is scored at once: the same
        moves, the same draws, but this state is left with its masks, stashes and counters
        only (the cells, the order and the moves made are not kept; a property test holds it
        to the table's slow way)."""
        self.TURNS.rollout(self, rng, moves, keep=False)
        totals = totals_on_masks(self.grid, self.near, self.own, self.private_parks())
        best = max(totals)
        share = 1.0 / totals.count(best)
        return [share if total == best else 0.0 for total in totals]

    def to_text(self) -> str:
        return format_board(self.board())

    def board(self) -> Board:
        """The position as a :class:`Board` (a copy)."""
        return Board(self.grid, list(self.cells), list(self.order))

    def copy(self) -> SubdivisionState:
        """An independent copy: what moves change copied, the rest shared, each attribute set
        by name (see :meth:`games.core.protocol.GameState.shallow` for why not through the
        ``__dict__``)."""
        other = object.__new__(type(self))
        other.rules, other.grid, other.players, other.near, other.pieces, other.openers = (
            self.rules, self.grid, self.players, self.near, self.pieces, self.openers)
        other.cells, other.history, other.order = self.cells[:], self.history[:], self.order[:]
        # (by map, not a comprehension, which is a call of its own: a search copies once an
        # iteration)
        other.stash, other.own = list(map(list, self.stash)), list(map(list, self.own))
        other.threes_near, other.ones_near = self.threes_near[:], self.ones_near[:]
        other.turn, other.passes, other.parks_left, other.empty = (
            self.turn, self.passes, self.parks_left, self.empty)
        return other


@cache
def pieces(colours: tuple[Colour, ...]) -> tuple[tuple[Pyramid | None, ...], ...]:
    """Per seat, its pyramids by pips (``pieces(colours)[seat][3]``: its 3-pip), made once."""
    return tuple((None,) + tuple(Pyramid(colour, pips) for pips in (1, 2, 3))
                 for colour in colours)


def new_game(players: int | tuple[Colour, ...] = 2, set_name: str = "standard",
             variants: Iterable[str | Variant] = (),
             parks: tuple[str, ...] | None = None) -> SubdivisionState:
    """A new game; see :meth:`Rules.make` for the arguments."""
    return starting(players, set_name, tuple(variants),
                    None if parks is None else tuple(parks)).copy()


@lru_cache(maxsize=64)
def starting(players: int | tuple[Colour, ...], set_name: str,
             variants: tuple[str | Variant, ...], parks: tuple[str, ...] | None
             ) -> SubdivisionState:
    """The first position for :meth:`Rules.make`'s arguments, set up once for each choice
    since a simulation starts thousands of games alike: :func:`new_game` hands out copies
    (never this one, which no move may change)."""
    return SubdivisionState(Rules.make(players, set_name, variants, parks))


def state_from_record(record: Record) -> SubdivisionState:
    """The starting position a record's :data:`~.header.HEADER` describes.

    >>> from games.core.record import parse_record
    >>> game = state_from_record(parse_record("game: subdivision\\nplayers: red green blue\\n"))
    >>> game.players, game.grid.width
    (('Red', 'Green', 'Blue'), 7)
    """
    values = HEADER.read(record)
    with values.at("parks"):
        rules = Rules.make(values["players"], values["set"], values.variants, values["parks"])
    return SubdivisionState(rules)
