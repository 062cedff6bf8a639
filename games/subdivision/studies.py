"""Subdivision's balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`).
"""

from __future__ import annotations

from ..sim.studies import GOOD, ask, skill, study

GAME = "subdivision"

#: The two sets, by the name a player knows them by, and the header line that picks each.
_SETS = {"standard stash": (), "3House set": (("set", "3house"),)}
_SEATS = [(f"{n} players, {kit}", study(GAME, n, GOOD, g, options=_SETS[kit]))
          for kit in _SETS for n, g in ((2, 400), (3, 300), (4, 250))]
_RANDOM = ("2 players, standard stash, random play", study(GAME, 2, "random", 1000))
_VARIANTS = [("the parks printed on the board", _SEATS[0][1])] + [
    (v, study(GAME, 2, GOOD, 400, (v,))) for v in ("park-placement", "private-parks")]

#: The skill matchups, each with the seats swapped: one table each, and one ladder.
_SKILL = skill(GAME, [("heuristic", "random", 50), ("mcts:200", "random", 20),
                      ("mcts:200", "heuristic", 50)])

QUESTIONS = (
    ask(GAME, "seats", "does the first player have an advantage, by player count and set?",
        "seats", [*_SEATS, _RANDOM]),
    ask(GAME, "variants", "Park Place-ment and Private Parks against the printed parks",
        "variants", _VARIANTS),
    ask(GAME, "skill", "does the rules' advice beat random play, and does searching beat both?",
        "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)
