"""Sampling what a player cannot see: a whole position that looks the same to them.

A player of Human Trophies sees their own hand, every open zone and the top victim; the other
hands, the draw deck and the victims below the top one show only their backs
(:meth:`~games.human_trophies.rules.HumanTrophiesState.observation`). Some cards went into a
hand in sight of everyone: a scavenged toy, the parent paid for a bribe, the toys taken by a
punishing parent; until it is played such a card is known to be in that hand.
:func:`determinize` keeps those where they are, shuffles the other cards the player cannot see
and deals them back: the unseen diamonds under the top victim, and the unseen spades, hearts,
clubs and jokers into the other hands (each keeping its size) and the draw deck. Every such
deal is equally likely.

>>> from games.core.rng import make_rng
>>> from games.human_trophies.rules import new_game
>>> game = new_game(3, seed=4)
>>> sample = determinize(game, 1, make_rng("doc"))
>>> sample.hands[1] == game.hands[1]
True
>>> sample.observation(1).to_text() == game.observation(1).to_text()
True
>>> sample.hands[0] == game.hands[0]   # another hand, dealt again
False
"""

from __future__ import annotations

import random

from ..core.cards import DIAMONDS, Card
from ..core.protocol import GameState
from . import moves as m
from .rules import HumanTrophiesState


def determinize(state: GameState, player: int, rng: random.Random) -> HumanTrophiesState:
    """A copy of ``state`` (a Human Trophies state) with everything ``player`` cannot see
    drawn at random."""
    assert isinstance(state, HumanTrophiesState)
    sample = state.copy()
    seen = list(state.hands[player]) + state.victims[-1:] + state.warehouses + state.lounge \
        + state.table
    for seat in range(len(state.players)):
        seen += list(state.clubhouses[seat]) + state.trophies[seat]
    unseen = state.rules.deck()
    for card in seen:
        unseen.remove(card)
    unseen.sort()  # the same order whatever the hidden cards were
    known = openly_taken(state)
    kept = {seat: [c for c in unseen if known.get(c) == seat] for seat in range(len(state.players))}
    unseen = [c for c in unseen if c not in known]
    rng.shuffle(unseen)
    victims = [c for c in unseen if c.suit == DIAMONDS.letter]
    others = [c for c in unseen if c.suit != DIAMONDS.letter]
    sample.victims = victims + state.victims[-1:]
    for seat in range(len(state.players)):
        if seat != player:
            size = len(state.hands[seat]) - len(kept[seat])
            sample.hands[seat], others = kept[seat] + others[:size], others[size:]
    sample.draw = others
    if len(victims) != max(len(state.victims) - 1, 0) or len(others) != len(state.draw):
        raise AssertionError("the unseen cards do not fill the hidden places")
    return sample


def openly_taken(state: HumanTrophiesState) -> dict[Card, int]:
    """The cards each seat last took into hand in sight of everyone (from the moves played)."""
    found: dict[Card, int] = {}
    toys: tuple[Card, ...] = ()
    for seat, move in state.history:
        kind = type(move)
        if kind is m.Scavenge:
            found[move.toy] = seat
        elif kind is m.Bribe:
            found[move.parent] = move.owner
        elif kind is m.Trick:
            toys = move.toys
        elif kind is m.Interrupt and move.punish:
            found.update(dict.fromkeys(toys, seat))
    return found
