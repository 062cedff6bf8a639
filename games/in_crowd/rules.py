"""The "In" Crowd position: the coins on the pyramid and in hand, whose turn it is, the end,
the scores and what each player sees. The turn itself, one kind of move at a time, is declared
in :mod:`.turn` (the moves in :mod:`.moves`, their quick paths in :mod:`.fast`); the header
and :class:`Rules` in :mod:`.header`, the variants in :mod:`.options`.

Two players each hold the twelve coins of two suits. On your turn you place a coin on the bottom
ring or call a vote on a middle or top square whose influencing squares all hold coins; a vote
moves the winner's highest coin up. The game ends when the four top squares are full (or when
both players pass in a row); top coins score by value, and an equal score goes to whoever led
before the final vote.

>>> from games.in_crowd.moves import Vote
>>> game = new_game("Ann", "Ben")
>>> for move in ["S5@A2", "M2@A3", "C3@A4"]: game.play(move)
>>> [game.move_text(m) for m in game.legal_moves() if isinstance(m, Vote)]
['vote mA2']
>>> game.play("vote mA2")
>>> print(game.votes[-1])  # doctest: +NORMALIZE_WHITESPACE
Vote on mA2: Ann 5 of Suns + 3 of Crowns = 8, Ben 2 of Moons = 2; Ann wins and the 5 of
Suns moves up
>>> reason = game.why_illegal(game.parse_move("vote mA3"))
>>> print(reason)
a vote on mA3 needs a coin on each of A3, A4, A5 (empty: A3, A4, A5)
>>> reason.said()
'a vote on mA3 needs a coin on each of A3, A4 and A5 (empty: A3, A4 and A5)'
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

from ..core.components import Coin, Suit, suit_coins
from ..core.header import Variant
from ..core.protocol import Outcome, Tally
from ..core.reasons import Reason
from ..core.record import Record
from ..core.turns import TableState
from .fast import playout, rollout, rollout_outcome, sample
from .header import HEADER, Rules, chosen_variants
from .moves import PASS, Move
from .options import CORNER_FIVE, JAM_TIEBREAK, PEEK_ALL, PEEK_NONE, VARIANTS
from .pyramid import Pyramid
from .scoring import tally, worth
from .turn import FULL, TURNS, Phase
from .votes import Ballot

__all__ = ["PASS", "VARIANTS", "Ballot", "InCrowdState", "Move", "Phase", "Rules", "View",
           "new_game", "picture", "state_from_record"]


class InCrowdState(TableState):
    """An "In" Crowd position; its turn is the table of :mod:`.turn`, and the module text
    here says the rules."""

    TURNS = TURNS

    def __init__(self, rules: Rules):
        self.rules = rules
        self.players = rules.players
        self.pyramid = Pyramid.make(CORNER_FIVE in rules.variants)
        self.owner = {s: seat for seat, pair in enumerate(rules.suits) for s in pair}
        self.hands = [list(starting_hand(pair)) for pair in rules.suits]
        self.board: list[Coin | None] = [None] * len(self.pyramid.squares)
        # Kept up to date by place, put and lift: missing[s], how many of the squares influencing s
        # are empty; the empty bottom squares and the squares open to a vote, each in
        # ascending order.
        self.missing = list(map(len, self.pyramid.influencers))
        self.empty = list(self.pyramid.bottom)
        self.open: list[int] = []
        self.turn = 0
        self.passes = 0
        self.votes: list[Ballot] = []
        self.pending: Ballot | None = None  # a won vote waiting for the winner to pick a coin
        self.last_top: int | None = None  # the top square filled most recently
        self.top_filled = 0

    # -- the protocol --------------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        return Phase.CHOOSE if self.pending else Phase.PLAY

    def current_player(self) -> int | None:
        if self.is_terminal():
            return None
        return self.mover()

    def mover(self) -> int:
        """The seat to move: the winner of a vote waiting for a pick, else whose turn it is."""
        return self.pending.winner if self.pending and self.pending.winner is not None \
            else self.turn

    def is_terminal(self) -> bool:
        return self.passes >= 2 or self.top_filled == 4

    def random_move(self, rng: random.Random) -> Move:
        """The table's random move (:meth:`.turn.Turns.sample`), drawn the quick way
        (:func:`.fast.sample`)."""
        return sample(self, rng)

    def playout(self, rng: random.Random, max_moves: int = 100_000) -> InCrowdState:
        """The game played to its end by random moves: ``random_playout``'s quick way (see
        :func:`.fast.playout`)."""
        playout(self, rng, max_moves)
        return self

    def rollout(self, rng: random.Random, moves: int) -> None:
        """Random moves until the game ends or ``moves`` are made: ``random_moves``' quick way
        (see :func:`.fast.rollout`)."""
        rollout(self, rng, moves)

    def rollout_outcome(self, rng: random.Random, moves: int) -> list[float]:
        """``rollout``, scored at once for a search, leaving no record of the votes (see
        :func:`.fast.rollout_outcome`)."""
        return rollout_outcome(self, rng, moves)

    # -- the board -------------------------------------------------------------------------
    def eligible(self) -> list[int]:
        """The empty middle and top squares a vote may be called on now: those whose
        influencing squares all hold coins."""
        return list(self.open)

    def coin(self, square: int) -> Coin:
        """The coin on ``square`` (which holds one)."""
        coin = self.board[square]
        if coin is None:
            raise ValueError(f"{self.pyramid.name(square)} is empty")
        return coin

    def full(self, square: int) -> Reason | None:
        """Why ``square`` cannot take a coin because it holds one (the rule :data:`~.turn.FULL`),
        or None if it is empty."""
        coin = self.board[square]
        if coin is None:
            return None
        return FULL(square=self.pyramid.name(square), owner=self.players[self.owner[coin.suit]])

    def place(self, hand: list[Coin], coin: int, spot: int) -> None:
        """The bookkeeping of a placement (:class:`~.turn.PlaceKind`'s effect, and the quick
        paths' of :mod:`.fast`): the ``coin``-th coin of ``hand`` onto the ``spot``-th empty
        bottom square (``empty`` in order), then :meth:`filled`."""
        square = self.empty.pop(spot)
        self.board[square] = hand.pop(coin)
        self.filled(square)

    def put(self, square: int, coin: Coin) -> None:
        """Put ``coin`` on the empty ``square`` above the bottom whose voting squares were
        just emptied (:meth:`lift`: it is not open), then :meth:`filled`."""
        self.board[square] = coin
        self.filled(square)

    def filled(self, square: int) -> None:
        """``square`` has just been filled: one fewer empty influencing square for each square
        it influences, and those left with none (and empty) open to a vote."""
        board, missing, opened = self.board, self.missing, self.open
        for d in self.pyramid.dependents[square]:
            left = missing[d] = missing[d] - 1
            if not left and board[d] is None:
                insort(opened, d)

    def lift(self, squares: tuple[int, ...]) -> None:
        """Empty ``squares``, the influencing squares of a vote (all full, all on one level):
        each is empty again (bottom) or open (above), and each square above them has one more
        empty influencing square (none of them is open any more)."""
        board, missing, opened, dependents = (self.board, self.missing, self.open,
                                              self.pyramid.dependents)
        for square in squares:
            board[square] = None
        if not self.pyramid.level_of[squares[0]]:
            self.empty.extend(squares)
            self.empty.sort()
        else:
            for square in squares:
                if not missing[square]:
                    insort(opened, square)
        for square in squares:  # the level above: nothing there is open with these empty
            for d in dependents[square]:
                left = missing[d] = missing[d] + 1
                if left == 1 and board[d] is None:
                    opened.remove(d)

    # -- scores ----------------------------------------------------------------------------
    def top_coins(self, seat: int, leave_out: int | None = None) -> list[tuple[str, Coin]]:
        """(square name, coin) for each of ``seat``'s coins on top, except ``leave_out``."""
        on_top = ((s, self.board[s]) for s in self.pyramid.level_squares(2) if s != leave_out)
        return [(self.pyramid.name(s), coin) for s, coin in on_top
                if coin and self.owner[coin.suit] == seat]

    def tallies(self, before_final: bool = False) -> list[Tally]:
        """Each player's score; ``before_final`` leaves out the coin of the last top vote."""
        leave_out = self.last_top if before_final else None
        return [tally(name, self.top_coins(seat, leave_out), self.rules.variants)
                for seat, name in enumerate(self.players)]

    def scores(self, before_final: bool = False) -> list[int]:
        """Each player's score, the total of :meth:`tallies` without its lines (a search asks
        after every rollout); ``before_final`` as there."""
        board, owner, scores = self.board, self.owner, [0, 0]
        points, leave_out = worth(self.rules.variants), self.last_top
        for square in self.pyramid.level_squares(2):
            coin = board[square]
            if coin and not (before_final and square == leave_out):
                scores[owner[coin.suit]] += points[coin.rank]
        return scores

    def outcome(self) -> Outcome:
        """The higher score wins; equal scores go to whoever led before the vote that filled
        the top; if that is equal too, or the game jammed (two passes), both share the win
        (``jam-tiebreak``: a jammed game looks back to its last top vote). Before the end, the
        same reading names who leads."""
        over, totals = self.is_terminal(), self.scores()
        if totals[0] != totals[1]:
            return Outcome.ranked([int(totals[1] > totals[0])], over)
        jammed = self.passes >= 2
        if self.last_top is not None and (not jammed or JAM_TIEBREAK in self.rules.variants):
            before = self.scores(before_final=True)
            if before[0] != before[1]:
                return Outcome.ranked([int(before[1] > before[0])], over)
        return Outcome.ranked([0, 1], over)

    # -- hidden information -----------------------------------------------------------------
    def may_look(self, seat: int, square: int) -> bool:
        """Whether ``seat`` may look at the value of the coin on ``square`` (the peek rule)."""
        coin = self.board[square]
        if coin is None or self.owner[coin.suit] != seat or PEEK_NONE in self.rules.variants:
            return False
        return PEEK_ALL in self.rules.variants or self.pyramid.squares[square].level == 0

    def observation(self, player: int) -> View:
        """What ``player`` sees: their own hand, the other hand's size, and every coin on the
        pyramid by suit, with its value only where the peek rule lets them look."""
        board = tuple(None if c is None else (c if self.may_look(player, s) else c.suit)
                      for s, c in enumerate(self.board))
        points = worth(self.rules.variants)
        return View(self.players[player], self.pyramid, board, tuple(self.hands[player]),
                    len(self.hands[1 - player]), tuple(points[rank] for rank in range(6)))

    # -- text ------------------------------------------------------------------------------
    def to_text(self) -> str:
        def cell(square: int) -> str:
            coin = self.board[square]
            return coin.code if coin else ".."
        return picture(self.pyramid, cell)

    def copy(self) -> InCrowdState:
        """An independent copy: what moves change copied, the rest shared, each attribute set
        by name (see :meth:`games.core.protocol.GameState.shallow` for why not through the
        ``__dict__``)."""
        other = object.__new__(type(self))
        other.rules, other.players, other.pyramid, other.owner = (
            self.rules, self.players, self.pyramid, self.owner)
        other.hands = list(map(list, self.hands))  # (by map: a search copies once a rollout)
        other.board, other.missing, other.empty, other.open, other.votes = (
            self.board[:], self.missing[:], self.empty[:], self.open[:], self.votes[:])
        other.turn, other.passes, other.pending, other.last_top, other.top_filled = (
            self.turn, self.passes, self.pending, self.last_top, self.top_filled)
        return other


@dataclass(frozen=True)
class View:
    """One player's view: each square holds None, a Coin (value seen) or a Suit (value hidden);
    ``points``, what a coin on top scores by its value (the game's scoring, which every player
    knows: :func:`.scoring.worth`)."""

    player: str
    pyramid: Pyramid
    board: tuple[Coin | Suit | None, ...]
    hand: tuple[Coin, ...]
    other_hand: int
    points: tuple[int, ...]

    def to_text(self) -> str:
        def cell(square: int) -> str:
            c = self.board[square]
            return ".." if c is None else (c.code if isinstance(c, Coin) else c.letter + "?")
        return picture(self.pyramid, cell)


def picture(pyramid: Pyramid, cell: Callable[[int], str]) -> str:
    """The three levels as text, top level first, each row from the top; ``##`` is covered."""
    lines = []
    for level in (2, 1, 0):
        size = 6 - 2 * level
        spots = {(pyramid.squares[s].x, pyramid.squares[s].y): s
                 for s in pyramid.level_squares(level)}
        lines.append(("bottom", "middle", "top")[level] + ":")
        for y in reversed(range(size)):
            row = [cell(spots[(x, y)]) if (x, y) in spots else "##" for x in range(size)]
            lines.append(f"  {y + 1} " + " ".join(row))
    return "\n".join(lines)


def new_game(first: str = "First", second: str = "Second", suits: str = "SC MA",
             variants: Iterable[str | Variant] = ()) -> InCrowdState:
    """A new game; ``first`` moves first and holds the first pair of ``suits``."""
    return InCrowdState(rules_for((first, second), suits, tuple(variants)))


@lru_cache(maxsize=64)
def rules_for(players: tuple[str, str], suits: str, variants: tuple[str | Variant, ...]) -> Rules:
    """:meth:`Rules.make`, made once for each choice (the rules are immutable), since a
    simulation starts thousands of games alike."""
    return Rules.make(players, suits, variants)


@cache
def starting_hand(pair: tuple[Suit, Suit]) -> tuple[Coin, ...]:
    """The twelve coins of a player holding the suits ``pair``, in order."""
    return tuple(sorted(c for s in pair for c in suit_coins(s)))


def state_from_record(record: Record) -> InCrowdState:
    """The starting position a record's header (:data:`~.header.HEADER`) describes: the
    players, first to move first; each one's suits; the variants."""
    values = HEADER.read(record)
    with values.at("variant"):
        variants = chosen_variants(values.variants)
    return InCrowdState(Rules(values["players"], values["suits"], variants))
