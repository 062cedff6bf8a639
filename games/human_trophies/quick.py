"""The random player, fused: :func:`draw` makes the move :class:`.playout.RandomTurns` makes, in
one pass.

Most random moves are made in the active player's actions, and the declared way to draw one
(:class:`.playout.RandomTurns`: sort the hand into a :class:`~.playout.Holding`, ask each kind
whether it is able, then for its options, then build) makes a dozen calls a move. :func:`act`
draws the same move with the same draws of the same random numbers in one pass: the cards
each kind could be made with (what :meth:`~.playout.Drawn.offers` gives, in the same order),
then the end of the turn with chance :data:`~.playout.END_CHANCE`, else a kind picked
uniformly among the able ones, built as its :meth:`~.playout.Drawn.build` does. The declared
kinds stay the oracle: a property test plays hundreds of games both ways and finds them the
same, move for move. A player asked a question is answered by :func:`ask` the same way.

>>> from games.core.rng import make_rng
>>> from games.human_trophies.moves import TURNS
>>> from games.human_trophies.rules import new_game
>>> game = new_game(3, seed=2)
>>> game.play("decline"); game.play("decline")
>>> act(game, make_rng("doc").random) == TURNS.sample(game, make_rng("doc"))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..core.cards import JOKER, Card
from ..core.errors import IllegalMove
from .cards import POWER, VALUE
from .moves import DECLINE, DETENTION, END, Bribe, Interrupt, Recruit, Scavenge, Trick
from .playout import ACT_CHANCE, END_CHANCE, Random, cover
from .turn import ACTIONS, BRIBE, GAME_OVER, GROUNDED, INTERRUPTION, OVER, READY, RECRUIT, SCAVENGE

if TYPE_CHECKING:
    from .rules import HumanTrophiesState

# What each kind could be made with is tagged by the kind, in the order of the turn.
_SCAVENGE, _RECRUIT, _BRIBE, _TRICK = range(4)


def draw(state: HumanTrophiesState, rng: random.Random) -> Any:
    """The random player's move now (an IllegalMove once the game is over)."""
    phase = state.phase
    if phase is ACTIONS:
        return act(state, rng.random)
    if phase is OVER:
        raise IllegalMove(GAME_OVER)
    return ask(state, rng.random)


def ask(state: HumanTrophiesState, random: Random) -> Any:
    """The answer of the player asked a question (Miss Monster, or a trick), drawn from
    ``random`` as :class:`.playout.RandomTurns` draws it: one draw, read from opposite ends."""
    hand = state.hands[state.waiting[0]]
    if state.phase is INTERRUPTION:
        assert state.trick is not None
        limit = state.trick.toy_value
        among = [card for card in hand if card[1] == "H" and VALUE[card] <= limit]
        if among and random() >= 1 - ACT_CHANCE:
            return Interrupt(among[int(random() * len(among))], random() < 0.5)
        return DECLINE
    return DETENTION if JOKER in hand and random() < ACT_CHANCE else DECLINE


def act(state: HumanTrophiesState, random: Random) -> Any:
    """The random player's move for the active player in their actions (the phase must be
    ``actions``), drawn from ``random`` exactly as :class:`.playout.RandomTurns` draws it."""
    active, step = state.active, state.step
    toys: list = []
    kids: list = []
    parents: list = []
    for card in state.hands[active]:
        suit = card[1]
        if suit == "C":
            toys.append(card)
        elif suit == "S":
            kids.append(card)
        elif suit == "H":
            parents.append(card)
    club = state.clubhouses[active]
    ready = [kid for kid, status in club.items() if status is READY] if club else club
    # Which kinds are able: each stops at the first card it could be made with; the chosen
    # kind's full list is made only once it is chosen.
    able: list[int] = []
    if ready and step <= SCAVENGE:
        power = sum([POWER[kid] for kid in ready])
        for toy in state.warehouses:
            if VALUE[toy] <= power:
                able.append(_SCAVENGE)
                break
    if kids and step <= RECRUIT and not state.recruited:
        able.append(_RECRUIT)
    if toys:
        paid = sum([VALUE[toy] for toy in toys])
        # A kid of power 1 costs least: toys that cannot pay for one bribe nobody.
        if (parents and paid >= state.prices[1] and step <= BRIBE
                and not (state.one_bribe and state.bribes)
                and next(_bribes(state, paid), None) is not None):
            able.append(_BRIBE)
        if ready and not state.detained:
            need = VALUE[state.victims[-1]] + 1 - paid
            for kid in ready:
                if POWER[kid] >= need:
                    able.append(_TRICK)
                    break
    if not able or random() < END_CHANCE:
        return END
    kind = able[int(random() * len(able))]
    if kind == _SCAVENGE:
        among = [toy for toy in state.warehouses if VALUE[toy] <= power]
    elif kind == _RECRUIT:
        among = kids
    elif kind == _BRIBE:
        offers = list(_bribes(state, paid))
        kid, owner = offers[int(random() * len(offers))]
        bribe = cover(random, toys, VALUE, state.prices[POWER[kid]])
        return Bribe(kid, owner, bribe, parents[int(random() * len(parents))])
    else:
        among = [kid for kid in ready if POWER[kid] >= need]
    chosen = among[int(random() * len(among))]
    if kind == _SCAVENGE:
        return Scavenge(chosen, cover(random, ready, POWER, VALUE[chosen]))
    if kind == _RECRUIT:
        return Recruit(chosen)
    victim = state.victims[-1]
    need = max(1, VALUE[victim] + 1 - POWER[chosen])  # at least one toy, always
    return Trick(victim, chosen, cover(random, toys, VALUE, need))


def _bribes(state: HumanTrophiesState, paid: int) -> Iterator[tuple[Card, int]]:
    """The kids toys worth ``paid`` could bribe, as (kid, owner), in the order of
    :meth:`.moves.Bribing.offers`."""
    prices, safe, clubhouses = state.prices, state.last_kid_safe, state.clubhouses
    for owner in state.others(state.active):
        club = clubhouses[owner]
        if not (safe and len(club) == 1):
            for kid, status in club.items():
                if status is not GROUNDED and prices[POWER[kid]] <= paid:
                    yield kid, owner
