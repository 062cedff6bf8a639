"""The options of a Human Trophies game: players, jokers and variants (:class:`Rules`).

>>> Rules.make(3, variants=["bribe-triple"]).bribe_price(4)
12

The draw deck (39 cards and the jokers) must fill every starting hand, so a game takes 2 to 8
players with one or two jokers and 2 to 7 with none; the variants that deal more cards lower
the limit:

>>> max_players(2, ()), max_players(1, ()), max_players(0, ()), max_players(2, ["extra-cards"])
(8, 8, 7, 5)

Against the first player's advantage, each later seat may be dealt more cards: one more than
the seat before with the ``extra-cards`` variant, or N more with the header field
``extra-cards: N`` (the variant is ``extra-cards: 1``):

>>> [starting_hand(seat, (), extra_cards=2) for seat in range(4)], max_players(2, (), 3)
([5, 7, 9, 11], 4)
>>> per_seat(VARIANTS.check(["extra-cards"]), 2)
Traceback (most recent call last):
...
games.core.errors.UserError: the extra-cards variant deals 1 card more per seat, not 2: give \
the variant or extra-cards: N, not both
>>> Rules.make(9)
Traceback (most recent call last):
...
games.core.errors.UserError: Human Trophies takes 2 to 8 players with 2 jokers (the draw deck \
of 41 cards must fill every starting hand), not 9
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache

from ..core.cards import JOKER, Card, standard_deck
from ..core.errors import UserError, quote
from ..core.header import Variant, Variants
from .cards import POWER_BY_RANK

HAND_SIZE = 5
#: The draw deck before the jokers: the 13 spades, 13 hearts and 13 clubs.
DRAW_CARDS = 39

BRIBE_TRIPLE = Variant("bribe-triple", "a bribe costs toys worth three times the kid's power",
                       "Triple bribe")
BRIBE_FIVE_PLUS = Variant("bribe-five-plus", "a bribe costs toys worth 5 plus the kid's power",
                          "Five-plus bribe")
ONE_BRIBE = Variant("one-bribe", "a player may bribe at most one kid a turn", "One bribe")
BRIBED_READY = Variant("bribed-ready", "a bribed kid joins its new clubhouse ready instead of "
                       "busy", "Bribed kids ready")
STARTING_KIDS = Variant("starting-kids", (
    "each player starts with a kid in the clubhouse, of power 1 for the first player, 2 for "
    "the second, 3 for the third, 4 from the fourth on (and one more card from the fifth on), "
    "and a player's last kid cannot be bribed"), "Starting kids")
EXTRA_CARDS = Variant("extra-cards", "each player starts with one card more than the player "
                      "before (extra-cards: N for N more)", "Extra cards")
NO_SCAVENGING = Variant("no-scavenging", "toys are never scavenged, so a toy used stays in the "
                        "warehouses for good", "No scavenging")
TRICK_AT_LEAST = Variant("trick-at-least", "a trick needs kid and toys worth at least the "
                         "victim, not more than it", "Trick at least")
#: The variants, each with its name in the chapter's words ("the Starting kids variant").
VARIANTS = Variants(BRIBE_TRIPLE, BRIBE_FIVE_PLUS, ONE_BRIBE, BRIBED_READY, STARTING_KIDS,
                    EXTRA_CARDS, NO_SCAVENGING, TRICK_AT_LEAST)
#: The variants the fused random player (:func:`.fast.draw`) does not know: with any of them, the
#: random player draws its moves the declared way (:func:`.fast.sample`).
DECLARED_ONLY = frozenset({NO_SCAVENGING, TRICK_AT_LEAST})
_NAME = re.compile(r"^[a-z][a-z0-9]*$")


def one_price(variants: frozenset[Variant]) -> frozenset[Variant]:
    """``variants``, unless they set two bribe prices (a UserError)."""
    if BRIBE_TRIPLE in variants and BRIBE_FIVE_PLUS in variants:
        raise UserError("choose one bribe price: bribe-triple or bribe-five-plus, not both")
    return variants


def per_seat(chosen: frozenset[Variant], extra_cards: int | None) -> int:
    """How many cards more each seat is dealt than the seat before: ``extra_cards`` (the
    header field) if given, else 1 with the ``extra-cards`` variant and 0 without."""
    if extra_cards is None:
        return int(EXTRA_CARDS in chosen)
    if EXTRA_CARDS in chosen and extra_cards != 1:
        raise UserError(f"the extra-cards variant deals 1 card more per seat, not "
                        f"{extra_cards}: give the variant or extra-cards: N, not both")
    return extra_cards


def starting_hand(seat: int, variants: Iterable[str | Variant],
                  extra_cards: int | None = None) -> int:
    """How many cards the player in ``seat`` (0 first) is dealt with ``variants`` and
    ``extra_cards`` more per seat (:func:`per_seat`)."""
    chosen = VARIANTS.check(variants)
    return _starting_hand(seat, chosen, per_seat(chosen, extra_cards))


def _starting_hand(seat: int, chosen: frozenset[Variant], step: int) -> int:
    """:func:`starting_hand` with the variants checked and the step per seat known."""
    extra = seat * step
    if STARTING_KIDS in chosen and seat >= 4:
        extra += 1
    return HAND_SIZE + extra


def max_players(jokers: int, variants: Iterable[str | Variant],
                extra_cards: int | None = None) -> int:
    """The most players the draw deck can deal to: every starting hand, and with
    ``starting-kids`` a kid each, come out of the spades, hearts, clubs and jokers."""
    chosen = VARIANTS.check(variants)
    return _max_players(jokers, chosen, per_seat(chosen, extra_cards))


@cache
def _max_players(jokers: int, chosen: frozenset[Variant], step: int) -> int:
    """:func:`max_players` with the variants checked and the step per seat known (counted
    once for each)."""
    cards, players, need = DRAW_CARDS + jokers, 0, 0
    while True:
        need += _starting_hand(players, chosen, step) + (STARTING_KIDS in chosen)
        if need > cards:
            return players
        players += 1


@dataclass(frozen=True)
class Rules:
    """Everything fixed for one game: player names in seat order, jokers, variants, and the
    cards each seat is dealt more than the seat before (:func:`per_seat`)."""

    players: tuple[str, ...]
    jokers: int
    variants: frozenset[Variant]
    extra_cards: int = 0

    @classmethod
    def make(cls, players: int | Sequence[str] = 3, jokers: int = 2,
             variants: Iterable[str | Variant] = (), extra_cards: int | None = None) -> Rules:
        """Rules for ``players`` (a count, giving names p1, p2... or names in seat order),
        ``extra_cards`` more per seat if given (the header field ``extra-cards``); made once
        for the same arguments (a random playout starts a game thousands of times)."""
        if not isinstance(players, int):
            players = tuple(players)
        return _made(players, jokers, tuple(variants), extra_cards)

    @classmethod
    def _make(cls, players: int | tuple[str, ...], jokers: int,
              variants: tuple[str | Variant, ...], extra_cards: int | None) -> Rules:
        if isinstance(players, int):
            players = tuple(f"p{k}" for k in range(1, players + 1))
        names = tuple(name.lower() for name in players)
        if len(names) < 2:
            raise UserError(f"Human Trophies needs at least 2 players, not {len(names)}")
        for name in names:
            if not _NAME.match(name):
                raise UserError("a player's name is a word of letters and digits, not "
                                + quote(name))
        if len(set(names)) != len(names):
            raise UserError("each player needs a name of their own")
        if not 0 <= jokers <= 2:
            raise UserError(f"a deck has 0 to 2 jokers, not {jokers}")
        chosen = one_price(VARIANTS.check(variants))
        step = per_seat(chosen, extra_cards)
        limit = _max_players(jokers, chosen, step)
        if len(names) > limit:
            dealing = sorted(v.name for v in chosen & {EXTRA_CARDS, STARTING_KIDS})
            extra = "".join(f" and the {v} variant" for v in dealing)
            if step and EXTRA_CARDS not in chosen:
                extra += f" and extra-cards: {step}"
            raise UserError(
                f"Human Trophies takes 2 to {limit} players with {jokers} "
                f"joker{'s' if jokers != 1 else ''}{extra} (the draw deck of "
                f"{DRAW_CARDS + jokers} cards must fill every starting hand), not {len(names)}")
        return cls(names, jokers, chosen, step)

    def bribe_price(self, kid_power: int) -> int:
        """The least total value of toys that bribes a kid of ``kid_power``."""
        if BRIBE_TRIPLE in self.variants:
            return 3 * kid_power
        if BRIBE_FIVE_PLUS in self.variants:
            return 5 + kid_power
        return 2 * kid_power

    def starting_hand(self, seat: int) -> int:
        """How many cards the player in ``seat`` (0 first) is dealt."""
        return _starting_hand(seat, self.variants, self.extra_cards)

    # What every game with these rules reads, worked out once: the rules are made once for
    # the same arguments (:meth:`make`), and a random playout starts a game thousands of times.
    @cached_property
    def prices(self) -> tuple[int, ...]:
        """The bribe price of a kid of each power, 0 to 4."""
        return tuple(self.bribe_price(power) for power in range(5))

    @cached_property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat is dealt, first seat first."""
        return tuple(self.starting_hand(seat) for seat in range(len(self.players)))

    @cached_property
    def after(self) -> tuple[tuple[int, ...], ...]:
        """By seat, the other seats in turn order, starting with the next."""
        n = len(self.players)
        return tuple(tuple((seat + k) % n for k in range(1, n)) for seat in range(n))

    @cached_property
    def kid_prices(self) -> tuple[int, ...]:
        """The bribe price of a kid by its rank (``card[0]``): one lookup, not two."""
        return tuple(self.prices[power] for power in POWER_BY_RANK)

    @cached_property
    def one_bribe(self) -> bool:
        """Whether a player may bribe at most one kid a turn (``one-bribe``)."""
        return ONE_BRIBE in self.variants

    @cached_property
    def last_kid_safe(self) -> bool:
        """Whether a player's last kid cannot be bribed (``starting-kids``)."""
        return STARTING_KIDS in self.variants

    @cached_property
    def bribed_ready(self) -> bool:
        """Whether a bribed kid joins its new clubhouse ready (``bribed-ready``)."""
        return BRIBED_READY in self.variants

    @cached_property
    def scavenging(self) -> bool:
        """Whether toys may be scavenged from the warehouses (not with ``no-scavenging``)."""
        return NO_SCAVENGING not in self.variants

    @cached_property
    def beat(self) -> int:
        """How much a trick's kid and toys must be worth above the victim: 1 (more than it),
        or 0 with ``trick-at-least`` (at least as much)."""
        return 0 if TRICK_AT_LEAST in self.variants else 1

    @cached_property
    def declared_only(self) -> bool:
        """Whether the random player draws the declared way (:data:`DECLARED_ONLY`)."""
        return bool(self.variants & DECLARED_ONLY)

    def deck(self) -> list[Card]:
        """Every card in the game: the 52 and the jokers in play."""
        return [*DECK, *[JOKER] * self.jokers]


@lru_cache(maxsize=256)
def _made(players: int | tuple[str, ...], jokers: int, variants: tuple[str | Variant, ...],
          extra_cards: int | None) -> Rules:
    """:meth:`Rules.make`, remembered (the rules are frozen: one is shared by every game)."""
    return Rules._make(players, jokers, variants, extra_cards)


#: The 52 cards, sorted (:func:`~games.core.cards.standard_deck`), made once: every deal
#: starts from them, the victims (diamonds) and the rest.
DECK = tuple(standard_deck())
