"""The random player's common case, fused: the active player's own actions.

Most random moves are made in the active player's actions, and the declared way to draw one
(:class:`.playout.RandomTurns`: sort the hand into a :class:`~.playout.Holding`, ask each kind
whether it is able, then for its options, then build) makes a dozen calls a move. :func:`act`
draws the same move with the same draws of the same random numbers in one pass: the cards
each kind could be made with (what :meth:`~.playout.Drawn.offers` gives, in the same order),
then the end of the turn with chance :data:`~.playout.END_CHANCE`, else a kind picked
uniformly among the able ones, built as its :meth:`~.playout.Drawn.build` does. The declared
kinds stay the oracle: a property test plays hundreds of games both ways and finds them the
same, move for move.

>>> from games.core.rng import make_rng
>>> from games.human_trophies.moves import TURNS
>>> from games.human_trophies.rules import new_game
>>> game = new_game(3, seed=2)
>>> game.play("decline"); game.play("decline")
>>> act(game, make_rng("doc").random) == TURNS.sample(game, make_rng("doc"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import POWER, VALUE
from .moves import END, Bribe, Recruit, Scavenge, Trick
from .playout import END_CHANCE, Random, cover
from .turn import BRIBE, GROUNDED, READY, RECRUIT, SCAVENGE

if TYPE_CHECKING:
    from .rules import HumanTrophiesState

# What each kind could be made with is tagged by the kind, in the order of the turn.
_SCAVENGE, _RECRUIT, _BRIBE, _TRICK = range(4)


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
    ready = [kid for kid, status in state.clubhouses[active].items() if status is READY]
    paid = sum([VALUE[toy] for toy in toys])
    able: list[tuple[int, list]] = []
    if ready and step <= SCAVENGE:
        power = sum([POWER[kid] for kid in ready])
        among = [toy for toy in state.warehouses if VALUE[toy] <= power]
        if among:
            able.append((_SCAVENGE, among))
    if kids and step <= RECRUIT and not state.recruited:
        able.append((_RECRUIT, kids))
    if toys and parents and step <= BRIBE and not (state.one_bribe and state.bribes):
        prices, safe, clubhouses = state.prices, state.last_kid_safe, state.clubhouses
        among = [(kid, owner) for owner in state.others(active)
                 if not (safe and len(clubhouses[owner]) == 1)
                 for kid, status in clubhouses[owner].items()
                 if status is not GROUNDED and prices[POWER[kid]] <= paid]
        if among:
            able.append((_BRIBE, among))
    if toys and not state.detained:
        need = VALUE[state.victims[-1]] + 1 - paid
        among = [kid for kid in ready if POWER[kid] >= need]
        if among:
            able.append((_TRICK, among))
    if not able or random() < END_CHANCE:
        return END
    kind, among = able[int(random() * len(able))]
    chosen = among[int(random() * len(among))]
    if kind == _SCAVENGE:
        return Scavenge(chosen, cover(random, ready, POWER, VALUE[chosen]))
    if kind == _RECRUIT:
        return Recruit(chosen)
    if kind == _BRIBE:
        kid, owner = chosen
        bribe = cover(random, toys, VALUE, state.prices[POWER[kid]])
        return Bribe(kid, owner, bribe, parents[int(random() * len(parents))])
    victim = state.victims[-1]
    need = max(1, VALUE[victim] + 1 - POWER[chosen])  # at least one toy, always
    return Trick(victim, chosen, cover(random, toys, VALUE, need))
