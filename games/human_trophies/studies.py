"""Human Trophies' balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`).
"""

from __future__ import annotations

from ..sim.studies import GOOD, ask, skill, study

GAME = "human_trophies"

#: Random agents end every game well within this many moves (about 300 a game).
CAP = 2000
_SEATS = [(f"{n} players", study(GAME, n, GOOD, 400, max_moves=CAP)) for n in (2, 3, 4, 5)]
_VARIANTS = [("no variant", _SEATS[1][1])] + [
    (v, study(GAME, 3, GOOD, 400, (v,), max_moves=CAP))
    for v in ("bribe-triple", "bribe-five-plus", "one-bribe", "starting-kids")]
#: The steps of ``extra-cards: N`` tried for each player count, up to what the deck deals.
STEPS = {2: 2, 3: 2, 4: 2, 5: 1}
_EXTRA = [(f"{n} players, +{extra} card{'s' if extra != 1 else ''} per seat",
           study(GAME, n, GOOD, 400, options=(("extra-cards", str(extra)),), max_moves=CAP)
           if extra else _SEATS[n - 2][1])
          for n, most in STEPS.items() for extra in range(most + 1)]
_ENDS = [(f"{label}, heuristic play", s) for label, s in _VARIANTS] + [
    ("no variant, random play", study(GAME, 3, "random", 300, max_moves=CAP))]

#: The skill matchups, each with the seats swapped: one table each, and one ladder.
_SKILL = skill(GAME, [("heuristic", "random", 50), ("ismcts:16", "random", 15),
                      ("ismcts:16", "heuristic", 40)], max_moves=CAP)

QUESTIONS = (
    ask(GAME, "seats", "the first player obviously enjoys a nice advantage", "seats", _SEATS),
    ask(GAME, "variants", "the bribe price, one bribe, starting kids", "variants", _VARIANTS),
    ask(GAME, "extra-cards", "more cards in hand for later seats", "extra-cards", _EXTRA),
    ask(GAME, "ends", "the game will end", "ends", _ENDS),
    ask(GAME, "skill", "does the heuristic beat random play, and does searching beat both?",
        "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)
