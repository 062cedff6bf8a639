"""Random legal play, fast: the move chooser behind random playouts and property tests.

Listing every legal move is costly in Human Trophies: each subset of toys in hand is another
trick or bribe. A random playout does not need the list. :func:`random_move` ends the turn when
nothing else is possible, and otherwise with chance :data:`END_CHANCE`; else it picks,
uniformly, one *kind* of move the player can make now (scavenge, recruit, bribe, trick), then
builds one move of that kind at random: a random toy with a random team that covers it, random
toys added until a bribe or a trick is paid for. A player asked a question who holds Miss
Monster, or a parent that may interrupt, uses it or declines at even chances; anyone else
declines. Every move it makes is legal (the tests check this against
:meth:`~games.human_trophies.rules.HumanTrophiesState.why_illegal` and ``legal_moves``). Once
the game is over there is no move to choose, and it raises the
:class:`~games.core.errors.IllegalMove` any move would.

>>> from games.core.rng import make_rng
>>> from games.human_trophies.rules import new_game
>>> game, rng = new_game(3, seed=5), make_rng("doc")
>>> while not game.is_terminal():
...     game.apply(random_move(game, rng))
>>> sum(len(cards) for cards in game.zones().values())   # every card is still somewhere
54
"""

from __future__ import annotations

from ..core.cards import JOKER
from ..core.errors import IllegalMove
from . import moves as m
from .cards import POWER, VALUE
from .turn import (
    ACTIONS,
    BRIBE,
    DETENTION,
    GAME_OVER,
    GROUNDED,
    OVER,
    READY,
    RECRUIT,
    SCAVENGE,
)

#: How often a player who could still do something ends the turn instead.
END_CHANCE = 0.1


def random_move(state, rng):
    """One legal move for the current player, chosen at random as the module text says."""
    random = rng.random
    if state.phase is OVER:  # nothing to choose from (the same error as any move now)
        raise IllegalMove(GAME_OVER)
    if state.phase is DETENTION:
        if JOKER in state.hands[state.waiting[0]] and random() < 0.5:
            return m.DETENTION
        return m.DECLINE
    if state.phase is not ACTIONS:  # an interruption window
        limit = state.trick.toy_value
        parents = [c for c in state.hands[state.waiting[0]]
                   if c.suit == "H" and VALUE[c] <= limit]
        if not parents or random() < 0.5:
            return m.DECLINE
        return m.Interrupt(_pick(random, parents), random() < 0.5)
    seat, step = state.active, state.step
    toys, kids, parents = [], [], []
    for card in state.hands[seat]:
        suit = card.suit
        if suit == "C":
            toys.append(card)
        elif suit == "S":
            kids.append(card)
        elif suit == "H":
            parents.append(card)
    ready = [kid for kid, s in state.clubhouses[seat].items() if s is READY]
    paid = sum(VALUE[t] for t in toys)
    options = []  # (kind, what it needs)
    if step <= SCAVENGE and ready:
        power = sum(POWER[k] for k in ready)
        wanted = [t for t in state.warehouses if VALUE[t] <= power]
        if wanted:
            options.append((_scavenge, wanted))
    if step <= RECRUIT and kids and not state.recruited:
        options.append((_recruit, kids))
    if (step <= BRIBE and toys and parents
            and not (state.bribes and state.one_bribe)):
        targets = _bribable(state, seat, paid)
        if targets:
            options.append((_bribe, targets))
    if toys and not state.detained:
        need = VALUE[state.victims[-1]] + 1 - paid
        tricksters = [k for k in ready if POWER[k] >= need]
        if tricksters:
            options.append((_trick, tricksters))
    if not options or random() < END_CHANCE:
        return m.END
    make, among = _pick(random, options)
    return make(random, among, state, ready, toys, parents)


def _pick(random, items):
    return items[int(random() * len(items))]


def _cover(random, cards, worth, need: int) -> tuple:
    """Cards drawn at random from ``cards`` until their ``worth`` adds up to ``need``."""
    pool, chosen, total = list(cards), [], 0
    while total < need:
        k = int(random() * len(pool))
        card = pool[k]
        pool[k] = pool[-1]
        pool.pop()
        chosen.append(card)
        total += worth[card]
    chosen.sort()
    return tuple(chosen)


def _scavenge(random, wanted, state, ready, toys, parents):
    toy = _pick(random, wanted)
    return m.Scavenge(toy, _cover(random, ready, POWER, VALUE[toy]))


def _recruit(random, kids, state, ready, toys, parents):
    return m.Recruit(_pick(random, kids))


def _bribable(state, seat, paid):
    """The kids ``seat`` could bribe with all the toys in hand, as (kid, owner)."""
    last_kid_safe, found, price = state.last_kid_safe, [], state.prices
    for owner in state.others(seat):
        club = state.clubhouses[owner]
        if last_kid_safe and len(club) == 1:
            continue
        found += [(kid, owner) for kid, s in club.items()
                  if s is not GROUNDED and price[POWER[kid]] <= paid]
    return found


def _bribe(random, targets, state, ready, toys, parents):
    kid, owner = _pick(random, targets)
    paid = _cover(random, toys, VALUE, state.prices[POWER[kid]])
    return m.Bribe(kid, owner, paid, _pick(random, parents))


def _trick(random, tricksters, state, ready, toys, parents):
    kid = _pick(random, tricksters)
    victim = state.victims[-1]
    need = max(1, VALUE[victim] + 1 - POWER[kid])  # at least one toy, always
    return m.Trick(victim, kid, _cover(random, toys, VALUE, need))
