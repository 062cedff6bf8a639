"""The "In" Crowd move by move, in words (for the step-through viewer and the figure strips).

>>> from games.core.narration import tell
>>> from games.in_crowd import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> for text in ["S5@A2", "M2@A3", "C3@A4"]:
...     print(tell(game, narrate, text))
Ann places the 5 of Suns on A2.
Ben places the 2 of Moons on A3.
Ann places the 3 of Crowns on A4.
>>> print(tell(game, narrate, "vote mA2"))  # doctest: +NORMALIZE_WHITESPACE
Ben calls a vote on mA2: Ann 5 of Suns + 3 of Crowns = 8, Ben 2 of Moons = 2; Ann wins and
the 5 of Suns moves up.
>>> print(summary(game))
Ann to play. Score: Ann 0, Ben 0. In hand: Ann 11 coins, Ben 12.
"""

from __future__ import annotations

from ..core.narration import result, totals
from .moves import ADVANCING, PLACING, TURNS, VOTING, Move
from .rules import InCrowdState


def start(state: InCrowdState) -> str:
    suits = "; ".join(f"{name} holds {' and '.join(s.name for s in pair)}"
                      for name, pair in zip(state.players, state.rules.suits))
    return f"An empty pyramid. {suits}; {state.players[state.turn]} moves first."


def describe(before: InCrowdState, move: Move, after: InCrowdState) -> str:
    name, kind = before.players[before.mover()], TURNS.kind_of(move)
    if kind is PLACING:
        return f"{name} places the {move[1].name} on {before.pyramid.name(move[2])}."
    if kind is VOTING:
        vote = after.pending or after.votes[-1]  # pending: two equal highest coins
        return f"{name} calls a v{str(vote)[1:]}."
    if kind is ADVANCING:
        vote = after.votes[-1]
        return (f"{name} picks the {move[1].name} to move up to {vote.square}; the other "
                "voting coins go home.")
    return f"{name} can do nothing and passes."


def summary(state: InCrowdState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(t.short() for t in state.tallies()) + "."
    seat = state.mover()
    doing = (f"{state.players[seat]} to pick the coin that moves up to {state.pending.square}"
             if state.pending else f"{state.players[seat]} to play")
    hands = [len(h) for h in state.hands]
    return (f"{doing}. Score: {totals(state)}. In hand: {state.players[0]} {hands[0]} coins, "
            f"{state.players[1]} {hands[1]}.")
