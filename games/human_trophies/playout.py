"""The random player: the odds it plays with, declared kind by kind. Random playouts draw the
same moves from the same random numbers through :func:`.quick.draw`, fused into one pass; this
declared way is its oracle (a property test plays games both ways and finds them the same).

Listing every legal move is costly in Human Trophies: each subset of toys in hand is another
trick or bribe. A random playout does not need the list. Each kind of move in :mod:`.turn`
has a sampler in :data:`SAMPLERS`, the random player's odds declared kind by kind: which cards a
move of the kind could be made with now (:meth:`Sampler.options`: none when the rules allow no
move of the kind) and how one is built at random from them (:meth:`Sampler.build`): a random toy
with a random team that covers it, random toys added until a bribe or a trick is paid for.
:func:`sample` (behind ``TURNS.sample``, whose ``uniform`` is False: these odds are not one
in the legal moves) chooses among the kinds. The active player ends the turn when nothing else
is possible, and otherwise with chance :data:`END_CHANCE`; else picks, uniformly, one kind of
move they can make now (scavenge, recruit, bribe, trick). A player asked a question who
holds Miss Monster, or a parent that may interrupt, uses it or declines at even chances; anyone
else declines. Every move it makes is legal (the tests check this against
:meth:`~games.human_trophies.rules.HumanTrophiesState.why_illegal` and ``legal_moves``). Once
the game is over there is no move to choose, and it raises the
:class:`~games.core.errors.IllegalMove` any move would.

>>> from games.core.rng import make_rng
>>> from games.human_trophies.rules import new_game
>>> game, rng = new_game(3, seed=5), make_rng("doc")
>>> while not game.is_terminal():
...     game.apply(game.random_move(rng))
>>> sum(len(cards) for cards in game.zones().values())   # every card is still somewhere
54
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.cards import Card
from ..core.errors import IllegalMove
from ..core.turns import GAME_OVER, MoveKind
from .cards import KID, MONSTER, PARENT, POWER, POWER_BY_RANK, ROLES, TOY, VALUE, VALUE_BY_RANK
from .moves import Bribe, Interrupt, Recruit, Scavenge, Trick
from .turn import (
    ACTIONS,
    BRIBE_KIND,
    DECLINE_KIND,
    DETAIN_KIND,
    DETENTION,
    END_KIND,
    GROUNDED,
    INTERRUPT_KIND,
    OVER,
    READY,
    RECRUIT_KIND,
    SCAVENGE_KIND,
    TRICK_KIND,
    TURNS,
    BribeKind,
    InterruptKind,
    Kind,
    RecruitKind,
    ScavengeKind,
    TrickKind,
)

if TYPE_CHECKING:
    from .rules import HumanTrophiesState as State

#: How often a player who could still do something ends the turn instead.
END_CHANCE = 0.1
#: The chance that a player asked a question who can act on it does.
ACT_CHANCE = 0.5

Random = Callable[[], float]
T = TypeVar("T")


def pick(random: Random, items: Sequence[T]) -> T:
    """One of ``items``, uniformly."""
    return items[int(random() * len(items))]


def cover(random: Random, cards: Sequence[Card], worth: Sequence[int],
          need: int) -> tuple[Card, ...]:
    """Cards drawn at random from ``cards`` until their ``worth`` (by rank:
    :data:`~.cards.VALUE_BY_RANK` or :data:`~.cards.POWER_BY_RANK`) adds up to ``need``."""
    if need <= 0:
        return ()
    # The first card drawn often covers the need alone: then nothing is copied or sorted.
    k = int(random() * len(cards))
    card = cards[k]
    total = worth[card[0]]
    if total >= need:
        return (card,)
    pool, chosen = list(cards), [card]
    pool[k] = pool[-1]
    pool.pop()
    while total < need:
        k = int(random() * len(pool))
        card = pool[k]
        pool[k] = pool[-1]
        pool.pop()
        chosen.append(card)
        total += worth[card[0]]
    chosen.sort()
    return tuple(chosen)


#: The suit of each role a holding sorts cards into.
_SUIT = {role: suit for suit, role in ROLES.items()}
_TOYS, _KIDS, _PARENTS, _MONSTERS = _SUIT[TOY], _SUIT[KID], _SUIT[PARENT], _SUIT[MONSTER]


class Holding:
    """What a player (the active one unless ``seat`` is given) can make a move with: the toys,
    kids and parents in hand (each in hand order) and the toys' total value, and how many
    Miss Monsters are in hand; the ready kids (in clubhouse order) and their total power."""

    __slots__ = ("kids", "monsters", "paid", "parents", "power", "ready", "seat", "toys")

    def __init__(self, state: State, seat: int | None = None):
        self.seat = state.active if seat is None else seat
        self.toys: list[Card] = []
        self.kids: list[Card] = []
        self.parents: list[Card] = []
        self.paid = self.monsters = 0
        for card in state.hands[self.seat]:
            self.take(card)
        self.stand(state)

    def take(self, card: Card) -> None:
        """Sort ``card``, come into the hand last, into its pile."""
        suit = card[1]
        if suit == _PARENTS:
            self.parents.append(card)
        elif suit == _TOYS:
            self.toys.append(card)
            self.paid += VALUE_BY_RANK[card[0]]
        elif suit == _KIDS:
            self.kids.append(card)
        elif suit == _MONSTERS:
            self.monsters += 1

    def stand(self, state: State) -> None:
        """Count the ready kids and their power afresh from the clubhouse."""
        ready, power = [], 0
        for kid, status in state.clubhouses[self.seat].items():
            if status is READY:
                ready.append(kid)
                power += POWER_BY_RANK[kid[0]]
        self.ready, self.power = ready, power


class Sampler:
    """How the random player makes a move of one kind (``kind``): by default its only move."""

    def __init__(self, kind: Kind):
        self.kind = kind

    def offers(self, state: State, holding: Holding | None) -> Iterable[Any]:
        """What a move of this kind could be made with now (nothing: no legal move of the
        kind); ``holding`` is given in the active player's actions."""
        return [self.kind.move]

    def options(self, state: State, holding: Holding | None) -> Sequence[Any]:
        """:meth:`offers` as a list."""
        offers = self.offers(state, holding)
        return offers if isinstance(offers, list) else list(offers)

    def able(self, state: State, holding: Holding | None) -> bool:
        """Whether there is anything to make a move of this kind with (stops at the first)."""
        return next(iter(self.offers(state, holding)), None) is not None

    def build(self, random: Random, among: Sequence[Any], state: State,
              holding: Holding | None) -> Any:
        """A legal move of this kind made from ``among`` (what :meth:`options` gave)."""
        return self.kind.move


class DetainSampler(Sampler):
    """Miss Monster, if the player asked holds one."""

    def offers(self, state: State, holding: Holding | None) -> Sequence[Any]:
        return self.kind.moves(state)


class ScavengeSampler(Sampler):
    """A toy the ready kids together could take, and a random team that covers it."""

    kind: ScavengeKind

    def offers(self, state: State, holding: Holding | None) -> Iterator[Card]:
        """The toys in the warehouses all the ready kids together could take."""
        if holding is None or not holding.ready or self.kind.closed(state):
            return
        power = holding.power
        for toy in state.warehouses:
            if VALUE[toy] <= power:
                yield toy

    def build(self, random: Random, among: Sequence[Card], state: State,
              holding: Holding | None) -> Scavenge:
        assert holding is not None
        toy = pick(random, among)
        return Scavenge(toy, cover(random, holding.ready, POWER_BY_RANK, VALUE[toy]))


class RecruitSampler(Sampler):
    """A kid from hand."""

    kind: RecruitKind

    def offers(self, state: State, holding: Holding | None) -> list[Card]:
        """The kids in hand."""
        return [] if holding is None or self.kind.closed(state) else holding.kids

    def build(self, random: Random, among: Sequence[Card], state: State,
              holding: Holding | None) -> Recruit:
        return Recruit(pick(random, among))


class BribeSampler(Sampler):
    """A kid the toys in hand could bribe, random toys that pay for it, a random parent."""

    kind: BribeKind

    def offers(self, state: State, holding: Holding | None) -> Iterator[tuple[Card, int]]:
        """The kids all the toys in hand could bribe, as (kid, owner)."""
        if holding is None or not (holding.toys and holding.parents) or self.kind.closed(state):
            return
        # targets(state) kept to those the toys pay for, in one pass (the random player asks
        # often; tests check it against targets, which asks target kid by kid).
        prices, paid, safe = state.prices, holding.paid, state.last_kid_safe
        for owner in state.others(state.active):
            club = state.clubhouses[owner]
            if not (safe and len(club) == 1):
                for kid, status in club.items():
                    if status is not GROUNDED and prices[POWER[kid]] <= paid:
                        yield kid, owner

    def build(self, random: Random, among: Sequence[tuple[Card, int]], state: State,
              holding: Holding | None) -> Bribe:
        assert holding is not None
        kid, owner = pick(random, among)
        paid = cover(random, holding.toys, VALUE_BY_RANK, state.prices[POWER[kid]])
        return Bribe(kid, owner, paid, pick(random, holding.parents))


class TrickSampler(Sampler):
    """A ready kid the toys in hand could trick with, and random toys that make it strong
    enough."""

    kind: TrickKind

    def offers(self, state: State, holding: Holding | None) -> list[Card]:
        """The ready kids that all the toys in hand could trick the victim showing with."""
        if holding is None or not holding.toys or self.kind.closed(state):
            return []
        need = self.kind.need(state) - holding.paid
        return [kid for kid in holding.ready if POWER[kid] >= need]

    def build(self, random: Random, among: Sequence[Card], state: State,
              holding: Holding | None) -> Trick:
        assert holding is not None
        kid = pick(random, among)
        victim = state.victims[-1]
        need = max(1, self.kind.need(state) - POWER[kid])  # at least one toy, always
        return Trick(victim, kid, cover(random, holding.toys, VALUE_BY_RANK, need))


class InterruptSampler(Sampler):
    """A parent that may interrupt, to stop or to punish at even chances."""

    kind: InterruptKind

    def offers(self, state: State, holding: Holding | None) -> list[Card]:
        """The parents that may interrupt (:meth:`.turn.InterruptKind.parents`)."""
        return self.kind.parents(state)

    def build(self, random: Random, among: Sequence[Card], state: State,
              holding: Holding | None) -> Interrupt:
        return Interrupt(pick(random, among), random() < 0.5)


#: The random player's odds, kind by kind: each kind's sampler.
SAMPLERS: dict[MoveKind, Sampler] = {
    DETAIN_KIND: DetainSampler(DETAIN_KIND), DECLINE_KIND: Sampler(DECLINE_KIND),
    END_KIND: Sampler(END_KIND), SCAVENGE_KIND: ScavengeSampler(SCAVENGE_KIND),
    RECRUIT_KIND: RecruitSampler(RECRUIT_KIND), BRIBE_KIND: BribeSampler(BRIBE_KIND),
    TRICK_KIND: TrickSampler(TRICK_KIND), INTERRUPT_KIND: InterruptSampler(INTERRUPT_KIND)}
#: By phase: the samplers to choose among, and the move to fall back on (the phase's last kind).
DRAWN = {phase: (tuple(SAMPLERS[kind] for kind in kinds[:-1]), SAMPLERS[kinds[-1]].kind.move)
         for phase, kinds in (TURNS.phases or {}).items() if kinds}


def sample(state: State, rng: random.Random) -> Any:
    """The random player's move, drawn with the odds the module's text describes
    (``TURNS.sample``)."""
    phase = state.phase
    if phase is OVER:
        raise IllegalMove(GAME_OVER)
    draw = rng.random
    kinds, fallback = DRAWN[phase]
    if phase is ACTIONS:
        holding = Holding(state)
        able = [kind for kind in kinds if kind.able(state, holding)]
        if not able or draw() < END_CHANCE:
            return fallback
        kind = pick(draw, able)
        return kind.build(draw, kind.options(state, holding), state, holding)
    (asked,) = kinds
    among = asked.options(state, None)
    # Both questions are settled by one draw, read from opposite ends (the simulation
    # results were made so): Miss Monster is played below ACT_CHANCE, a parent above.
    if phase is DETENTION:
        act = bool(among) and draw() < ACT_CHANCE
    else:
        act = bool(among) and draw() >= 1 - ACT_CHANCE
    return asked.build(draw, among, state, None) if act else fallback
