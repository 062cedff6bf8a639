"""The "In" Crowd's balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`), and the fact its ``threes`` claim is about,
recorded for every game a study plays (:func:`facts`).

>>> from games.in_crowd import new_game
>>> facts(new_game("Ann", "Ben"))
{'threes_on_top': [0, 0]}
"""

from __future__ import annotations

from ..core.components import Coin
from ..core.protocol import GameState
from ..sim.studies import GOOD, ask, skill, study
from .scoring import points

GAME = "in_crowd"

_VARIANTS = [("no variant", study(GAME, 2, GOOD, 400))] + [
    (v, study(GAME, 2, GOOD, 400, (v,)))
    for v in ("jam-tiebreak", "corner-five", "low-coins-score-0", "peek-none", "peek-all")]
_RANDOM = ("no variant, random play", study(GAME, 2, "random", 1000))

#: The skill matchups, each with the seats swapped: one table each, and one ladder.
_SKILL = skill(GAME, [("heuristic", "random", 50), ("ismcts:100", "random", 8),
                      ("ismcts:100", "heuristic", 60)])

QUESTIONS = (
    ask(GAME, "draws", "the tiebreak makes sure the game never ends in a draw", "draws",
        [*_VARIANTS, _RANDOM]),
    ask(GAME, "threes", "if you can get a 3 to the top you may as well just win", "threes",
        _VARIANTS[:1]),
    ask(GAME, "variants", "first-player advantage; corner influence; Ace and 2 scoring; peeking",
        "variants", _VARIANTS),
    ask(GAME, "skill", "does the heuristic beat random play, and does searching beat both?",
        "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)


def facts(state: GameState) -> dict:
    """``threes_on_top``: per seat, how many of its 3s ended on the top level (a coin on top
    never leaves it). A 3 is the only coin that scores 4 points there, in every scoring
    variant, so they are read from the tallies alone."""
    three = points(Coin.parse("S3"))
    assert all(points(Coin.parse(f"S{rank}")) != three for rank in "a245")
    return {"threes_on_top": [sum(1 for item in tally.items if item.points == three)
                              for tally in state.tallies()]}
