"""The "In" Crowd in words (for the step-through viewer, the figure strips and the player's
edition): the start, a one-line summary, a move as tried, the model's reasons said plainly. A
move made is told by its kind (``describe`` on each kind of :mod:`.turn`, beside its rule).

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
Ben calls a vote on mA2: Ann 5 of Suns + 3 of Crowns = 8, Ben 2 of Moons = 2; Ann wins and
the 5 of Suns moves up from A2 to mA2; the other voting coins go home.
>>> print(summary(game))
Ann to play. Score: Ann 0, Ben 0. In hand: Ann 11 coins, Ben 12.

A vote won with two equal highest coins waits for its winner's pick:

>>> game = new_game("Ann", "Ben")
>>> for move in ["S3@A1", "M2@F1", "C3@B1", "Mn@A2"]:
...     game.play(move)
>>> print(tell(game, narrate, "vote mA1"))  # doctest: +NORMALIZE_WHITESPACE
Ann calls a vote on mA1: Ann 3 of Suns + 3 of Crowns = 6, Ben Null of Moons = 0; Ann wins
with two equal highest coins and picks the one that moves up.
>>> print(summary(game))
Ann to pick the coin that moves up to mA1: the 3 of Crowns or the 3 of Suns. Score: Ann 0, \
Ben 0. In hand: Ann 10 coins, Ben 10.
>>> print(tell(game, narrate, "advance C3"))
Ann picks the 3 of Crowns, which moves up from B1 to mA1; the other voting coins go home.
"""

from __future__ import annotations

import re

from ..core.components import Coin
from ..core.narration import result, totals
from ..core.protocol import Tally
from ..core.words import listing
from .moves import Move
from .rules import InCrowdState
from .turn import TURNS, Kind

#: Each variant as a player names it (the chapter's and the aid's words), by its header spelling.
VARIANT_WORDS = {
    "corner-five": "five-square corners",
    "low-coins-score-0": "Aces and 2s score nothing",
    "peek-none": "no peeking",
    "peek-all": "peeking at every coin",
    "jam-tiebreak": "the tiebreak for jammed games",
}


def start(state: InCrowdState) -> str:
    suits = "; ".join(f"{name} holds {' and '.join(s.name for s in pair)}"
                      for name, pair in zip(state.players, state.rules.suits))
    return f"An empty pyramid. {suits}; {state.players[state.turn]} moves first."


def attempt(state: InCrowdState, move: Move) -> str:
    """The move in words as tried from ``state``, allowed or not, without its outcome (its
    kind's :meth:`~.turn.Kind.attempt`); the move made is told by its kind's ``describe``.

    >>> from games.in_crowd import new_game
    >>> game = new_game("Ann", "Ben")
    >>> [attempt(game, game.parse_move(m)) for m in ["C5@A2", "vote mA2", "pass"]]
    ['Ann places the 5 of Crowns on A2', 'Ann calls a vote on mA2', 'Ann passes']
    >>> attempt(game, game.parse_move("advance C5"))
    'Ann picks the 5 of Crowns to move up'
    """
    kind = TURNS.kind_of(move)
    assert isinstance(kind, Kind), move
    return kind.attempt(state, move)


_CODE = r"[SMCAsmca][NnAa2-5]"
_SQUARE = r"(?:[mt]?[A-F][1-6])"
_PLACEMENT = re.compile(rf"\b({_CODE})@({_SQUARE})\b")
_VOTE = re.compile(rf"\bvote ({_SQUARE})\b")
_ADVANCE = re.compile(rf"\badvance ({_CODE})\b")
#: A coin's code where the model's reasons put one: at the start, after "(" or "must be ", or
#: on either side of " or ". Anywhere else, a letter and a digit is a square's name.
_COIN = re.compile(rf"(?:(?<=\()|(?<=must be )|(?<=\bor ))({_CODE})\b|\b({_CODE})(?= or )"
                   rf"|^({_CODE})(?= is (?:not in|\S+'s coin))")


#: A score line as the model prints it: ``Ann: 5 = 0 + 4 (a 3 on tA1) + 1 (a 5 on tA2)``.
_TALLY = re.compile(r"(\w+): (\d+) = 0((?: \+ \d+ \([^()]*\))*)")
_EARNED = re.compile(r" \+ (\d+) \(([^()]*)\)")


def _coin(code: str) -> str:
    return f"the {Coin.parse(code).name}"


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a tally line, a table cell) in a player's words:
    moves and coins spelled out, the variants named as the chapter names them.

    >>> plainly("S5 is Ben's coin and it is Ann's turn")
    "the 5 of Suns is Ben's coin and it is Ann's turn"
    >>> plainly("the coin moving up to mA3 must be C3 or S3")
    'the coin moving up to mA3 must be the 3 of Crowns or the 3 of Suns'
    >>> plainly("Ann must first choose which coin moves up to mA3 (C3 or S3)")
    'Ann must first choose which coin moves up to mA3 (the 3 of Crowns or the 3 of Suns)'
    >>> plainly("Ann may not pass while a move is possible (for example S3@A2)")
    'Ann may not pass while a move is possible (for example placing the 3 of Suns on A2)'
    >>> plainly("a vote on mA2 needs a coin on each of A2, A3, A4 (empty: A4)")
    'a vote on mA2 needs a coin on each of A2, A3 and A4 (empty: A4)'
    >>> plainly("An is not in Ben's hand: it is on the pyramid")
    "the Null of Arms is not in Ben's hand: it is on the pyramid"
    >>> plainly("A2 is not empty: it holds Ben's coin")
    "A2 is not empty: it holds Ben's coin"
    >>> plainly("coins are placed only on the bottom ring; mA1 is filled by a vote")
    'coins are placed only on the outer ring; mA1 is filled by a vote'
    >>> plainly("mA1 is influenced by A1, B1, C1, A2 and A3 (variant corner-five)")
    'mA1 is influenced by A1, B1, C1, A2 and A3 (variant: five-square corners)'

    A score line drops the model's base of 0 and says what each coin on top earns:

    >>> plainly("Ann: 5 = 0 + 4 (a 3 on tA1) + 1 (a 5 on tA2)")
    'Ann scores 5: 4 for a 3 on tA1 and 1 for a 5 on tA2'
    >>> plainly("Ben: 0 = 0")
    'Ben scores 0: no coin on top'
    """
    if tally := _TALLY.fullmatch(text):
        earned = [f"{m[1]} for {m[2]}" for m in _EARNED.finditer(tally[3])]
        return f"{tally[1]} scores {tally[2]}: " + (listing(earned) if earned else "no coin on top")
    text = text.replace("'advance' answers a won vote with two equal highest coins; none is "
                        "open", "no vote is waiting for its winner to pick the coin that moves "
                        "up")
    text = _PLACEMENT.sub(lambda m: f"placing {_coin(m[1])} on {m[2]}", text)
    text = _VOTE.sub(lambda m: f"a vote on {m[1]}", text)
    text = _ADVANCE.sub(lambda m: f"moving up {_coin(m[1])}", text)
    text = _COIN.sub(lambda m: _coin(m[1] or m[2] or m[3]), text)
    text = re.sub(r"each of ((?:\w+, )*)(\w+), (\w+)",
                  lambda m: f"each of {m[1]}{m[2]} and {m[3]}", text)
    text = text.replace("bottom ring", "outer ring")
    for spelling, words in VARIANT_WORDS.items():
        text = re.sub(rf"\bvariant {re.escape(spelling)}(?![\w-])", f"variant: {words}", text)
        text = re.sub(rf"(?<![\w-]){re.escape(spelling)}(?![\w-])", words, text)
    return text


def _score(tally: Tally) -> str:
    """A player's score in words: ``Ann 5 (4 for a 3 on tA1, 1 for a 5 on tA2)``."""
    items = [f"{item.points} for {item.reason}" for item in tally.items if item.points]
    return f"{tally.player} {tally.total}" + (f" ({', '.join(items)})" if items else "")


def summary(state: InCrowdState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(_score(t) for t in state.tallies()) + "."
    seat = state.mover()
    if state.pending:
        coins = " or ".join(f"the {c.name}" for c in state.pending.candidates())
        doing = (f"{state.players[seat]} to pick the coin that moves up to "
                 f"{state.pending.square}: {coins}")
    else:
        doing = f"{state.players[seat]} to play"
    hands = [len(h) for h in state.hands]
    return (f"{doing}. Score: {totals(state)}. In hand: {state.players[0]} {hands[0]} coins, "
            f"{state.players[1]} {hands[1]}.")
