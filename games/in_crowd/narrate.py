"""The "In" Crowd in words (for the step-through viewer, the figure strips and the player's
edition): the start and a one-line summary. Everything else is said where it is made: a move
as tried and as made by its kind (``tried`` and ``describe`` on each kind of :mod:`.turn`,
beside its rule), a refusal by its rule (:class:`~games.core.reasons.Reason`), a score by its
tally (:class:`~.scoring.Score`), a variant by its own words
(:meth:`~games.core.header.Variant.said`).

Coins are named as a player says them ("the 5 of Crowns"), never by their code (``C5`` looks
like a square); squares are named as the chapter's figures label them (A1-F6 on the outer
ring, mA1-mD4 on the middle ring, tA1-tB2 on top).

>>> from games.core.narration import tell
>>> from games.in_crowd import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> for text in ["S5@A2", "M2@A3", "C3@A4"]:
...     print(tell(game, narrate, text))
Ann places the 5 of Suns on A2.
Ben places the 2 of Moons on A3.
Ann places the 3 of Crowns on A4.
>>> print(tell(game, narrate, "vote mA2"))  # doctest: +NORMALIZE_WHITESPACE
Ben calls a vote on mA2: Ann's 5 of Suns and 3 of Crowns make 8; Ben's 2 of Moons makes 2. Ann
wins: the 5 of Suns moves up from A2 to mA2, and the other voting coins go home.
>>> print(summary(game))
Ann to play. Score: Ann 0, Ben 0. In hand: Ann 11 coins, Ben 12.

A vote won with two equal highest coins waits for its winner's pick:

>>> game = new_game("Ann", "Ben")
>>> for move in ["S3@A1", "M2@F1", "C3@B1", "Mn@A2"]:
...     game.play(move)
>>> print(tell(game, narrate, "vote mA1"))  # doctest: +NORMALIZE_WHITESPACE
Ann calls a vote on mA1: Ann's 3 of Suns and 3 of Crowns make 6; Ben's Null of Moons makes 0.
Ann wins with two equal highest coins and picks the one that moves up.
>>> print(summary(game))
Ann to pick the coin that moves up to mA1: the 3 of Crowns or the 3 of Suns. Score: Ann 0, \
Ben 0. In hand: Ann 10 coins, Ben 10.
>>> print(tell(game, narrate, "advance C3"))
Ann picks the 3 of Crowns, which moves up from B1 to mA1; the other voting coins go home.

A move as tried, allowed or not, is told by its kind; a refusal in a player's words by its
rule:

>>> game = new_game("Ann", "Ben")
>>> [game.TURNS.tried(game, game.parse_move(m)) for m in ["C5@A2", "vote mA2", "pass"]]
['Ann places the 5 of Crowns on A2', 'Ann calls a vote on mA2', 'Ann passes']
>>> game.why_illegal(game.parse_move("pass")).said()
'Ann may not pass while a move is possible (for example placing the Null of Crowns on A1)'
"""

from __future__ import annotations

from ..core import narration
from ..core.protocol import Tally
from ..core.reasons import Listed
from .rules import InCrowdState

__all__ = ["start", "summary"]


def start(state: InCrowdState) -> str:
    suits = "; ".join(f"{name} holds {' and '.join(s.name for s in pair)}"
                      for name, pair in zip(state.players, state.rules.suits))
    return f"An empty pyramid. {suits}; {state.players[state.turn]} moves first."


def _score(tally: Tally) -> str:
    """A player's score in words: ``Ann 5 (4 for a 3 on tA1, 1 for a 5 on tA2)``."""
    items = [f"{item.points} for {item.reason}" for item in tally.items if item.points]
    return f"{tally.player} {tally.total}" + (f" ({', '.join(items)})" if items else "")


def summary(state: InCrowdState) -> str:
    if state.is_terminal():
        return f"{narration.result(state)} " + "; ".join(_score(t) for t in state.tallies()) + "."
    seat = state.mover()
    if state.pending:
        coins = Listed(state.pending.candidates(), "or").said()
        doing = (f"{state.players[seat]} to pick the coin that moves up to "
                 f"{state.pending.square}: {coins}")
    else:
        doing = f"{state.players[seat]} to play"
    hands = [len(h) for h in state.hands]
    return (f"{doing}. Score: {narration.totals(state)}. In hand: {state.players[0]} "
            f"{hands[0]} coins, {state.players[1]} {hands[1]}.")
