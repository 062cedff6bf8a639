"""The Fallacy of Rank's balance questions: the studies its chapter's "Balance and claims"
section prints (gathered by :mod:`games.sim.studies`).
"""

from __future__ import annotations

from ..sim.studies import GOOD, ask, skill, study

GAME = "fallacy_of_rank"

_SEATS = [(f"{n} players", study(GAME, n, GOOD, g)) for n, g in ((2, 400), (3, 200), (4, 200))]
_RANDOM = ("2 players, random play", study(GAME, 2, "random", 200))
_VARIANTS = [("no variant", _SEATS[0][1])] + [
    (v, study(GAME, 2, GOOD, 300, (v,))) for v in ("ace-any-coin", "straight-moves",
                                                  "any-piece")]

#: The skill matchups, each with the seats swapped: one table each, and one ladder.
_SKILL = skill(GAME, [("heuristic", "random", 50), ("ismcts:8", "random", 15),
                      ("ismcts:8", "heuristic", 40)])

QUESTIONS = (
    ask(GAME, "seats", "are the 4-player board and the reconstructed 2- and 3-player boards "
        "fair?", "seats", [*_SEATS, _RANDOM]),
    ask(GAME, "variants", "draws under the no-combat limit, and the variants", "variants",
        _VARIANTS),
    ask(GAME, "skill", "does the heuristic beat random play, and does searching beat both?",
        "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)
