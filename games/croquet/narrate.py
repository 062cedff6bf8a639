"""Tabletop Croquet move by move, in words (for the step-through viewer and the figure strips):
what each flick did, read from the account the rules keep of it.

>>> from games.core.narration import tell
>>> from games.croquet import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> print(tell(game, narrate, "place 1 0"))
Ann starts at (1, 0), by the left endpost.
>>> print(tell(game, narrate, "flick 0 6.5"))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks (direction 0°, strength 6.5): Ann passes wicket 1: +1, 1 flick left; Ann passes
wicket 2: +1, 2 flicks left.
>>> print(summary(game))
Ann to play, 2 flicks left. Course: Ann 2/16 (next wicket 3), Ben 0/16 (next wicket 1).
"""

from __future__ import annotations

from ..core.narration import result
from .flicks import flicks_text, num
from .phases import Phase, Status
from .rules import CroquetState


def start(state: CroquetState) -> str:
    teams = f" in {state.rules.teams} teams" if state.rules.teams else ""
    return (f"The course is laid out; {len(state.players)} players{teams}, no coin on the "
            f"table yet. {state.players[state.turn]} plays first.")


def describe(before: CroquetState, move, after: CroquetState) -> str:
    name, kind = before.players[before.turn], move[0]
    if kind == "place":
        at = f"({num(move[1])}, {num(move[2])})"
        if before.phase == Phase.START:
            return f"{name} starts at {at}, by the left endpost."
        hit = " and ".join(after.players[c] for c in after.beside)
        return f"{name} moves the coin next to {hit}'s, at {at}."
    if kind == "rover":
        return f"{name} declares the coin a rover: it now helps the team."
    entry = after.log[-1]
    other = before.players[move[1]]
    what = (f"sends {other}'s rover home" if kind == "home" else "flicks"
            if move[1] == before.turn else f"flicks {other}'s coin")
    text = f"{name} {what} (direction {num(move[2])}°, strength {num(move[3])})"
    events = [line.strip() for line in entry.lines[1:] if not line.endswith(" to play")]
    happened = [e for e in events if " stops at " not in e]
    return f"{text}: {'; '.join(happened or events)}."


def summary(state: CroquetState) -> str:
    course = ", ".join(f"{t.player} {t.items[0].short}" + (
        f" (next {target.label})" if (target := state.target(seat)) and
        state.status[seat] == Status.PLAYING else f" ({state.status[seat].words})")
        for seat, t in enumerate(state.tallies()))
    if state.is_terminal():
        return f"{result(state)} Course: {course}."
    name = state.players[state.turn]
    if state.phase == Phase.OPTION:
        hit = " or ".join(state.players[c] for c in state.pending)
        doing = (f"{name} hit {hit}: carry on, move next to it, flick it, or both "
                 f"({flicks_text(state.flicks)} left)")
    elif state.phase == Phase.PLACED:
        doing = f"{name}'s coin lies next to the coin it hit ({flicks_text(state.flicks)} left)"
    elif state.phase == Phase.START:
        doing = f"{name} to place the coin by the left endpost"
    else:
        doing = f"{name} to play, {flicks_text(state.flicks)} left"
    return f"{doing}. Course: {course}."
