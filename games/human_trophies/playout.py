"""The random player: the odds it plays with, declared kind by kind. Random playouts draw the
same moves from the same random numbers through :func:`.quick.draw`, fused into one pass; this
declared way is its oracle (a property test plays games both ways and finds them the same).

Listing every legal move is costly in Human Trophies: each subset of toys in hand is another
trick or bribe. A random playout does not need the list. Each kind of move in :mod:`.moves`
says which cards it could be made with now (:meth:`Drawn.options`: none when the rules allow
no move of the kind) and builds one at random from them (:meth:`Drawn.build`): a random toy
with a random team that covers it, random toys added until a bribe or a trick is paid for.
:class:`RandomTurns` chooses among the kinds. The active player ends the turn when nothing
else is possible, and otherwise with chance :data:`END_CHANCE`; else picks, uniformly, one
kind of move they can make now (scavenge, recruit, bribe, trick). A player asked a question who
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
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ..core.cards import Card
from ..core.errors import IllegalMove
from ..core.turns import GAME_OVER, MoveKind, TurnTable
from .cards import KID, MONSTER, PARENT, POWER_BY_RANK, ROLES, TOY, VALUE_BY_RANK
from .turn import ACTIONS, DETENTION, OVER, READY

if TYPE_CHECKING:
    from .rules import HumanTrophiesState

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

    def __init__(self, state: HumanTrophiesState, seat: int | None = None):
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

    def stand(self, state: HumanTrophiesState) -> None:
        """Count the ready kids and their power afresh from the clubhouse."""
        ready, power = [], 0
        for kid, status in state.clubhouses[self.seat].items():
            if status is READY:
                ready.append(kid)
                power += POWER_BY_RANK[kid[0]]
        self.ready, self.power = ready, power


class Drawn(MoveKind):
    """A kind of move the random player can build one of."""

    #: The kind's only move, for a kind that has one (decline, detention, end).
    move: ClassVar[Any] = None

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> Iterable[Any]:
        """What a move of this kind could be made with now (nothing: no legal move of the
        kind); ``holding`` is given in the active player's actions."""
        return [self.move]

    def options(self, state: HumanTrophiesState, holding: Holding | None) -> Sequence[Any]:
        """:meth:`offers` as a list."""
        offers = self.offers(state, holding)
        return offers if isinstance(offers, list) else list(offers)

    def able(self, state: HumanTrophiesState, holding: Holding | None) -> bool:
        """Whether there is anything to make a move of this kind with (stops at the first)."""
        return next(iter(self.offers(state, holding)), None) is not None

    def build(self, random: Random, among: Sequence[Any], state: HumanTrophiesState,
              holding: Holding | None) -> Any:
        """A legal move of this kind made from ``among`` (what :meth:`options` gave)."""
        return self.move


class RandomTurns(TurnTable):
    """The turn table, drawing random moves with the odds the module text describes; each
    phase lists its kinds with the one to fall back on (decline, end) last."""

    uniform = False  # the odds are those of the module text, not one in the legal moves

    def __init__(self, *kinds: Drawn, phases: Mapping[Enum, Sequence[str]]):
        super().__init__(*kinds, phases=phases)
        named = {kind.name: kind for kind in kinds}
        #: By phase: the kinds to choose among, and the move to fall back on.
        self.drawn = {phase: (tuple(named[name] for name in names[:-1]), named[names[-1]].move)
                      for phase, names in phases.items() if names}

    def sample(self, state: HumanTrophiesState, rng: random.Random) -> Any:
        phase = state.phase
        if phase is OVER:
            raise IllegalMove(GAME_OVER)
        draw = rng.random
        kinds, fallback = self.drawn[phase]
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
