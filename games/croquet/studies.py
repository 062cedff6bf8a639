"""Tabletop Croquet's balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`), played by its robots.
"""

from __future__ import annotations

from ..sim.studies import ask, matchup, pairs, study

GAME = "croquet"

_SEATS = [(f"{n} players", study(GAME, n, "robot", g)) for n, g in ((2, 400), (3, 300))]
_VARIANTS = [("no variant", _SEATS[0][1])] + [
    (v, study(GAME, 2, "robot", 150, (v,)))
    for v in ("poison", "first-hit-only", "earned-option", "any-endpost-resets",
              "knocked-off-foul", "centre-distances")]
_TEAMS = [("4 players, each for themselves", study(GAME, 4, "robot", 200)),
          ("2 sides of 2, with rovers", study(GAME, 4, "robot", 200, options=(("teams", "2"),)))]

#: The skill matchup, played with the seats swapped: one table, and one ladder.
_SKILL = pairs("steady against shaky robots", matchup(GAME, 2, "robot:steady", "robot:shaky", 40))

QUESTIONS = (
    ask(GAME, "seats", "does the first robot to play have an advantage?", "seats", _SEATS),
    ask(GAME, "turns", "how many turns a game takes, by variant", "turns", _VARIANTS),
    ask(GAME, "teams", "team play with rovers against every robot for itself", "teams", _TEAMS),
    ask(GAME, "skill", "does a steady robot beat a shaky one?", "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)
