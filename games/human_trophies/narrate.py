"""Human Trophies move by move, in words (for the step-through viewer and the figure strips).
Every card is named, as in the figures: the viewer shows every hand.

>>> from games.core.narration import tell
>>> from games.human_trophies import narrate, new_game
>>> game = new_game(["alice", "bernard"], seed=3)
>>> for text in ["decline", "recruit KS", "end"]:
...     print(tell(game, narrate, text))
Bernard does not give Alice detention.
Alice recruits KS (power 4) into the clubhouse, busy.
Alice ends the turn: busy kids are ready again, and Alice draws a card.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Bernard's turn; Alice is asked about Miss Monster. Trophies: Alice 0, Bernard 0. Victim
showing: 8D (8).
"""

from __future__ import annotations

from ..core.cards import codes
from ..core.narration import result, totals
from . import moves as m
from .cards import POWER, VALUE
from .rules import HumanTrophiesState
from .turn import DETENTION, INTERRUPTION


def _won(before: HumanTrophiesState, after: HumanTrophiesState) -> str:
    """What became of the trick on the table, if it was settled by this move."""
    if before.trick is None or after.trick is not None:
        return ""
    seat, victim = before.active, before.trick.victim
    name = before.players[seat]
    if len(after.trophies[seat]) > len(before.trophies[seat]):
        return f" {name} wins {victim.code} ({VALUE[victim]}) as a trophy."
    return f" {victim.code} stays on the victims deck."


def start(state: HumanTrophiesState) -> str:
    top = state.victims[-1]
    hands = ", ".join(f"{p} {len(h)}" for p, h in zip(state.players, state.hands))
    return (f"The deal: {top.code} ({VALUE[top]}) shows on the victims deck; cards in hand: "
            f"{hands}. {state.players[state.active]} starts.")


def describe(before: HumanTrophiesState, move, after: HumanTrophiesState) -> str:
    seat = before.seat()
    name, active = before.players[seat], before.players[before.active]
    kind = type(move)
    if kind is m.Detention:
        return f"{name} plays Miss Monster: {active} is in detention and may not trick this turn."
    if kind is m.Decline:
        if before.phase is DETENTION:
            return f"{name} does not give {active} detention."
        return f"{name} does not interrupt.{_won(before, after)}"
    if kind is m.Interrupt:
        parent = f"{move.parent.code} ({VALUE[move.parent]})"
        if move.punish and before.trick is not None:
            return (f"{name} interrupts with {parent} to punish: {name} takes the toys, "
                    f"{before.trick.kid.code} is grounded.{_won(before, after)}")
        return f"{name} interrupts with {parent} to stop the trick: the toys go to the " \
               f"warehouses.{_won(before, after)}"
    if kind is m.Scavenge:
        team = sum(POWER[kid] for kid in move.team)
        return (f"{name} scavenges the toy {move.toy.code} (worth {VALUE[move.toy]}) with "
                f"{codes(move.team)} (power {team}).")
    if kind is m.Recruit:
        return f"{name} recruits {move.kid.code} (power {POWER[move.kid]}) into the " \
               "clubhouse, busy."
    if kind is m.Bribe:
        paid = sum(VALUE[toy] for toy in move.toys)
        return (f"{name} bribes {before.players[move.owner]}'s {move.kid.code} (power "
                f"{POWER[move.kid]}) with {codes(move.toys)} (worth {paid}), giving "
                f"{move.parent.code}.")
    if kind is m.Trick:
        toys = sum(VALUE[toy] for toy in move.toys)
        text = (f"{name} tricks {move.victim.code} ({VALUE[move.victim]}) with "
                f"{move.kid.code} (power {POWER[move.kid]}) and {codes(move.toys)} "
                f"(worth {toys}): {POWER[move.kid] + toys} beats {VALUE[move.victim]}.")
        if after.trick is None:  # nobody could interrupt
            text += f" Nobody can interrupt: {name} wins {move.victim.code}."
        return text
    drew = "" if len(after.draw) == len(before.draw) else f", and {name} draws a card"
    return f"{name} ends the turn: busy kids are ready again{drew}."


def summary(state: HumanTrophiesState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(t.short() for t in state.tallies()) + "."
    active = state.players[state.active]
    asked = state.players[state.seat()]
    if state.phase is DETENTION:
        doing = f"{active}'s turn; {asked} is asked about Miss Monster"
    elif state.phase is INTERRUPTION:
        doing = f"{active}'s trick on the table; {asked} is asked whether to interrupt"
    else:
        doing = f"{active} to act" + (" (in detention)" if state.detained else "")
    top = state.victims[-1]
    return (f"{doing}. Trophies: {totals(state)}. Victim showing: {top.code} "
            f"({VALUE[top]}).")
