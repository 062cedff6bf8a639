"""Human Trophies move by move, in words (for the step-through viewer, the figure strips and
the player's edition). Every card is named as a player says it ("the 9 of spades"), and every
move carries the number of its turn, as the book's examples number them. The viewer shows every
hand, so every card is named.

>>> from games.core.narration import tell
>>> from games.human_trophies import narrate, new_game
>>> game = new_game(["alice", "bernard"], seed=3)
>>> for text in ["decline", "recruit KS", "end"]:
...     print(tell(game, narrate, text))
Turn 1: Bernard does not give Alice detention.
Turn 1: Alice recruits the king of spades (power 4) into the clubhouse, busy.
Turn 1: Alice ends the turn: busy kids are ready again, and Alice draws a card.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Turn 2: Alice is asked whether to give Bernard detention. Trophies: Alice 0, Bernard 0.
Victim showing: the 8 of diamonds (worth 8).

A move as tried (allowed or not), and the model's reasons in a player's words:

>>> from games.human_trophies.examples import replay_example
>>> stopped = replay_example("running-example-other-line").position("stopped")
>>> print(attempt(stopped, stopped.parse_move("trick KD with 3S + 2C 5C")))
Alice tricks the king of diamonds with the 3 of spades and the 2 and 5 of clubs
>>> print(attempt(stopped, stopped.parse_move("scavenge 10C with 3S 9S")))
Alice scavenges the 10 of clubs with the 3 and 9 of spades
>>> print(plainly(stopped.why_illegal(stopped.parse_move("trick KD with 3S + 2C 5C"))))
the kid and the toys make 8 (power 1 and toys worth 7), not more than the victim's 11
>>> print(plainly("KS is busy, not ready; AD, JK and 10C 2C"))
the king of spades is busy, not ready; the ace of diamonds, Miss Monster and the 10 and 2 of clubs
"""

from __future__ import annotations

import re
from typing import Any, cast

from ..core.cards import parse_card
from ..core.errors import UserError
from ..core.narration import result, totals
from .cards import VALUE
from .cards import spoken as card
from .cards import spoken_all as cards
from .rules import HumanTrophiesState
from .turn import DETENTION, INTERRUPTION, TURNS, Kind
from .turn import turn_number as turn

# -- cards in words ------------------------------------------------------------------------


_CODE = r"(?:10|[2-9JQKA])[SHDC]|JK"
_CODES = re.compile(rf"(?<![\w-])(?:{_CODE})(?:(?:,? | and | \+ )(?:{_CODE}))*(?![\w-])")
_STRENGTH = re.compile(r"kid and toys make (\d+) \(\S+ (\d+) \+ toys (\d+)\)")
_RENAMED = (
    (re.compile(r"the only moves are interrupt PARENT stop, interrupt PARENT punish and "
                r"decline"), "they may only interrupt with a parent (to stop or to punish) "
                             "or decline"),
    (re.compile(r"the only moves are detention and decline"),
     "they may only play Miss Monster or decline"),
    (re.compile(r"\(starting-kids variant\)"), "(the Starting kids variant)"),
    (re.compile(r"Miss Monster \(joker\)"), "Miss Monster (a joker)"),
    (re.compile(r"too late for (\w+): this turn has reached (\w+) \(scavenging, recruiting, "
                r"bribing and tricking come in that order\)"),
     r"this turn has already reached \2, and \1 comes before it"),
)
#: A tally's sum starts from nothing: ``Alice: 11 = 0 + 11 (KD)`` reads ``Alice: 11 = 11 (...)``.
_NOUGHT = re.compile(r"(: \d+) = 0 \+ ")
#: A refused move as the book's checks write it: ``<attempt>: not allowed: <reason>``.
_REFUSED = re.compile(r"(.+?): not allowed: (.+)", re.DOTALL)


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a tally line) in a player's words: every card code
    spelled out, runs of codes as one list (``5C 6C``: the 5 and 6 of clubs).

    >>> plainly("Alice: 33 = 0 + 11 (AD) + 11 (JD)")
    'Alice: 33 = 11 (the ace of diamonds) + 11 (the jack of diamonds)'
    >>> plainly("Bernard's 6S, for 4C 5C")
    "Bernard's 6 of spades, for the 4 and 5 of clubs"

    A refused move, as the book's checks write it, reads as one sentence:

    >>> plainly("scavenge 10C: not allowed: too late for scavenging: this turn has reached "
    ...         "tricking (scavenging, recruiting, bribing and tricking come in that order)")
    'scavenge the 10 of clubs: not allowed, as this turn has already reached tricking, and \
scavenging comes before it.'
    """
    text = _STRENGTH.sub(r"the kid and the toys make \1 (power \2 and toys worth \3)", text)
    text = _NOUGHT.sub(r"\1 = ", text)
    refused = _REFUSED.fullmatch(text)
    if refused:  # one sentence: "<attempt>: not allowed, as <reason>."
        text = f"{refused[1]}: not allowed, as {refused[2].rstrip('.')}."
    for pattern, words in _RENAMED:
        text = pattern.sub(words, text)

    def spelt(found: re.Match[str]) -> str:
        named = [parse_card(code) for code in re.findall(_CODE, found.group())]
        owned = text[:found.start()].endswith("'s ")
        return cards(named, the=not owned)

    return _CODES.sub(spelt, text)


# -- moves in words ------------------------------------------------------------------------


def attempt(state: HumanTrophiesState, move: Any) -> str:
    """``move`` in a player's words as tried from ``state``, legal or not, without its outcome
    (its kind's :meth:`~.turn.Kind.attempt`); the move made is told by its kind's ``describe``."""
    kind = TURNS.kind_of(move)
    if kind is None:
        raise UserError(f"{move!r} is not a move of this game")
    return cast(Kind, kind).attempt(state, move)


def start(state: HumanTrophiesState) -> str:
    top = state.victims[-1]
    hands = ", ".join(f"{p} {len(h)}" for p, h in zip(state.players, state.hands))
    return (f"The deal: {card(top)} (worth {VALUE[top]}) shows on the victims deck; cards in hand: "
            f"{hands}. {state.players[state.active]} starts.")


def summary(state: HumanTrophiesState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(plainly(t.short()) for t in state.tallies()) \
            + "."
    active = state.players[state.active]
    asked = state.players[state.seat()]
    if state.phase is DETENTION:
        doing = f"{asked} is asked whether to give {active} detention"
    elif state.phase is INTERRUPTION:
        doing = f"{asked} is asked whether to interrupt {active}'s trick"
    else:
        doing = f"{active} to act" + (" (in detention)" if state.detained else "")
    top = state.victims[-1]
    return (f"Turn {turn(state)}: {doing}. Trophies: {totals(state)}. Victim showing: "
            f"{card(top)} (worth {VALUE[top]}).")
