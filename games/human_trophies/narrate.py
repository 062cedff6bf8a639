"""Human Trophies move by move, in words (for the step-through viewer, the figure strips and
the player's edition): the deal and a one-line summary. Every card is named as a player says it
("the 9 of spades"), and every move carries the number of its turn, as the book's examples
number them. The viewer shows every hand, so every card is named.

Everything else is said where it is made: a move as tried and as made by its kind (``tried``
and ``describe`` on each kind of :mod:`.turn`, beside its rule), a refusal by its rule (a
:class:`~games.core.reasons.Reason`, whose cards say themselves: :class:`.cards.Named`), a
score by its tally (:class:`.rules.Trophies`).

>>> from games.core.narration import tell
>>> from games.human_trophies import narrate, new_game
>>> game = new_game(["alice", "bernard"], seed=3)
>>> for text in ["decline", "recruit KS", "end"]:
...     print(tell(game, narrate, text))
On turn 1, Bernard does not give Alice detention.
On turn 1, Alice recruits the king of spades (power 4) into the clubhouse, busy.
On turn 1, Alice ends the turn: busy kids are ready again, and Alice draws a card.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
On turn 2, Alice is asked whether to give Bernard detention. Nobody has a trophy yet; the victim
showing is the 8 of diamonds, worth 8.
>>> print(start(new_game(["alice", "bernard"], seed=3)))  # doctest: +NORMALIZE_WHITESPACE
The 8 of diamonds, worth 8, shows on the victims deck. Alice holds 5 cards and Bernard 5.
Alice starts.

A move as tried (allowed or not) is said by its kind, and a refusal in a player's words by its
rule:

>>> from games.human_trophies.examples import EXAMPLES
>>> stopped = EXAMPLES.replay("running-example-other-line").position("stopped")
>>> trick = stopped.parse_move("trick KD with 3S + 2C 5C")
>>> print(stopped.TURNS.tried(stopped, trick))
Alice tricks the king of diamonds with the 3 of spades and the 2 and 5 of clubs
>>> print(stopped.TURNS.tried(stopped, stopped.parse_move("scavenge 10C with 3S 9S")))
Alice scavenges the 10 of clubs with the 3 and 9 of spades
>>> print(stopped.why_illegal(trick).said())
the kid and the toys make 8 (power 1 and toys worth 7), not more than the victim's 11
"""

from __future__ import annotations

from ..core import narration
from ..core.words import listing
from .cards import VALUE
from .cards import spoken as card
from .cards import spoken_all as cards
from .rules import HumanTrophiesState
from .turn import DETENTION, INTERRUPTION
from .turn import turn_number as turn

__all__ = ["card", "cards", "start", "summary", "turn"]


def start(state: HumanTrophiesState) -> str:
    top = state.victims[-1]
    first = len(state.hands[0])
    hands = listing([f"{state.players[0]} holds {first} card{'' if first == 1 else 's'}"]
                    + [f"{p} {len(h)}" for p, h in zip(state.players[1:], state.hands[1:])])
    return (f"{card(top)[:1].upper()}{card(top)[1:]}, worth {VALUE[top]}, shows on the victims "
            f"deck. {hands}. {state.players[state.active]} starts.")


def trophies(state: HumanTrophiesState) -> str:
    """Each player's trophies so far, in a sentence's words (``nobody has a trophy yet``)."""
    tallies = state.tallies()
    if not any(t.total for t in tallies):
        return "nobody has a trophy yet"
    return "trophies so far: " + listing([f"{t.player} {t.total}" for t in tallies])


def summary(state: HumanTrophiesState) -> str:
    if state.is_terminal():
        return f"{narration.result(state)} " + "; ".join(t.said() for t in state.tallies()) + "."
    active = state.players[state.active]
    asked = state.players[state.seat()]
    if state.phase is DETENTION:
        doing = f"{asked} is asked whether to give {active} detention"
    elif state.phase is INTERRUPTION:
        doing = f"{asked} is asked whether to interrupt {active}'s trick"
    else:
        doing = f"{active} is to act" + (", in detention" if state.detained else "")
    top = state.victims[-1]
    return (f"On turn {turn(state)}, {doing}. {trophies(state)[:1].upper()}"
            f"{trophies(state)[1:]}; the victim showing is {card(top)}, worth {VALUE[top]}.")
