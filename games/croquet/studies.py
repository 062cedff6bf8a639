"""Tabletop Croquet's balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`), played by its robots.

The seat and variant studies are sequential (:class:`games.sim.run.Until`): each plays its
first look, then doubles its games until every seat is decided (ahead, behind, or within ±3
points of its even share) or its cap is reached. The caps are set by the CPU they cost (two
steady robots play about 19 games a CPU second, ten about 4): 1,600 games for two players,
12,800 for three and for four, and for two with shaky hands; the variants (some paired game by
game with the plain 2-player game) and five to ten players as :data:`VARIANT_CAPS` and
:data:`PLAN` say. Croquet has no search agent, so the skill ladder's rungs are the agents there
are: random flicks, the heuristic (straight at the next target, with a steady hand), and the
robot with a shaky and with a steady hand; the 2-player seat question is answered at both of
the robot's rungs. Three and four players, shaky hands, the six variant studies, five to ten
players (up to about 2,700 CPU seconds each) and team play are declared too big for one
machine's ``make balance`` (:attr:`~games.sim.studies.Declared.big`): they are played once
with ``scripts/balance.py --big`` and their results committed.

The course-size question plays the plain 2-player game on a course of 4 feet (scale 1), 5
feet (1.25) and 6 feet (1.5) long, on one table big enough for all three (``table: 44x26``
tile widths, about 7 feet by 4), so that only the course changes; each game of a bigger course
is paired with the 4-foot game of the same seed.
"""

from __future__ import annotations

from statistics import median

from ..sim.advice import Findings, Said, even, share, size
from ..sim.phrases import in_100
from ..sim.studies import ask, ladder_matchups, pairs, skill, study

GAME = "croquet"

STEADY, SHAKY = "robot:steady", "robot:shaky"

#: The seed of the seat studies of 2 to 6, 8 and 10 players, the variant studies (some paired
#: with the 2-player study, so they share its seed) and the skill ladder. They were first
#: played on the book's seed (14), where 16 of their 24 files had also been played under an
#: earlier design (a first look, cap or pairing changed after the games were seen). A changed
#: design starts on new seeds, so they moved to 15, which no croquet study had used, and were
#: played again under their declared designs. Team play (:data:`TEAM_PLAN`) was also played
#: on 14 under an earlier design and is still to be played again on new seeds; the studies of
#: 7 and 9 players, rovers and course sizes keep 14 (none was played there under another
#: design).
SEED = 15

_TWO = study(GAME, 2, "robot", 400, until=1600, seed=SEED)
_FOUR = study(GAME, 4, "robot", 200, until=12800, big=True, seed=SEED)
_SEATS = [("2 players", _TWO),
          ("3 players", study(GAME, 3, "robot", 300, until=12800, big=True, seed=SEED)),
          ("4 players", _FOUR),
          ("2 players, shaky hands", study(GAME, 2, SHAKY, 400, until=12800, big=True,
                                           seed=SEED))]
#: Five to ten players (the rules allow up to ten): too big for one machine's make balance.
#: The (first look, cap) of each: 5 and 10 players sequential up to 6,400 games; 6 players up
#: to 12,800; 8 players from 200 up to 12,800 (2,700 CPU seconds to play it whole).
PLAN = {5: (400, 6400), 6: (400, 12800), 8: (200, 12800), 10: (400, 6400)}
_MORE = [(f"{n} players", study(GAME, n, "robot", PLAN[n][0], until=PLAN[n][1], big=True,
                                seed=SEED))
         for n in (5, 6, 8, 10)]
#: Seven and nine players, asked apart so that the studies above keep the design they were
#: played under: each from 400 games doubling to 6,400 (about 0.2 CPU seconds a game), big.
ODD_PLAN = {7: (400, 6400), 9: (400, 6400)}
_ODD = [(f"{n} players", study(GAME, n, "robot", ODD_PLAN[n][0], until=ODD_PLAN[n][1],
                               big=True))
        for n in (7, 9)]
#: The variants the robots never meet on purpose change (almost) none of the plain game's
#: games, so more games cannot judge the change; their seats are decided like any study's,
#: up to 6,400 games. Poison up to 12,800, centre distances 6,400, earned option 1,600.
UNMET = ("first-hit-only", "any-endpost-resets", "knocked-off-foul")
VARIANT_CAPS = {**dict.fromkeys(UNMET, 6400), "poison": 12800, "earned-option": 1600,
                "centre-distances": 6400}
#: The variants that change most games, played paired (each game also without the variant)
#: until every seat's change is decided as well.
PAIRED = ("poison", "centre-distances")
_VARIANTS = [("no variant", _TWO)] + [
    (v, study(GAME, 2, "robot", 400, (v,), until=VARIANT_CAPS.get(v, 800), big=True,
              paired=v in PAIRED, seed=SEED))
    for v in ("poison", "first-hit-only", "earned-option", "any-endpost-resets",
              "knocked-off-foul", "centre-distances")]
#: Team play's (first look, cap) by player count, every one sequential: sides of 2 up to
#: 12,800 games, of 3 up to 6,400, and of 4 and 5 (about 0.5 and 0.6 CPU seconds a game) up
#: to 6,400.
TEAM_PLAN = {4: (200, 12800), 6: (100, 6400), 8: (100, 6400), 10: (100, 6400)}
_TEAMS = [("4 players, each for themselves", _FOUR),
          *((f"2 sides of {n // 2}, with rovers",
             study(GAME, n, "robot", TEAM_PLAN[n][0], options=(("teams", "2"),),
                   until=TEAM_PLAN[n][1], big=True))
            for n in (4, 6, 8, 10))]

#: Do rovers help their side? In team play (sides of two and of three), robots that turn rover
#: against robots that never do (``robot:steady:home``): the rover side holds seat 1 in the
#: first study and the last seat in the second (the same seeds, the sides swapped), 300 game
#: pairs each; declared before any was played, big.
ROVER_PAIRS = 300
_HOME = f"{STEADY}:home"
_ROVERS = [row for n in (4, 6) for row in pairs(
    f"{n} players, 2 sides, rovers against none",
    (study(GAME, n, [STEADY if k % 2 == 0 else _HOME for k in range(n)], ROVER_PAIRS,
           options=(("teams", "2"),), name=f"{n}p-teams-2-rovers-first", big=True),
     study(GAME, n, [_HOME if k % 2 == 0 else STEADY for k in range(n)], ROVER_PAIRS,
           options=(("teams", "2"),), name=f"{n}p-teams-2-rovers-last", big=True)))]

#: The table of the course-size question, in tile widths: big enough for a 6-foot course.
BIG_TABLE = "44x26"
_COURSES = [(f"{feet} feet long (scale {scale})",
             study(GAME, 2, "robot", 300, options=(("scale", scale), ("table", BIG_TABLE)),
                   name=f"2p-scale-{scale}-robot"))
            for feet, scale in ((4, "1"), (5, "1.25"), (6, "1.5"))]

#: The skill ladder: random, the heuristic, the shaky robot and the steady one, 100 game pairs
#: a matchup (seats swapped); the same rows answer the skill question and the ladder.
_SKILL = skill(GAME, ladder_matchups(SHAKY, STEADY), seed=SEED)

QUESTIONS = (
    ask(GAME, "seats", "does the first robot to play have an advantage?", "seat-rungs", _SEATS),
    ask(GAME, "more-players", "and with five to ten robots?", "seats", _MORE),
    ask(GAME, "odd-players", "and with seven or nine robots?", "seats", _ODD),
    ask(GAME, "turns", "how many turns a game takes, by variant", "paired-turns",
        _VARIANTS),
    ask(GAME, "variant-seats", "does a variant change who wins?", "variants", _VARIANTS),
    ask(GAME, "teams", "team play with rovers against every robot for itself", "teams", _TEAMS),
    ask(GAME, "rovers", "does turning rover help a side?", "skill", _ROVERS),
    ask(GAME, "course", "is a course about 4 feet long a good size?", "course", _COURSES),
    ask(GAME, "skill", "does the more skilful player win?", "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)


# -- what a group at the table can take from the answers (games.sim.advice) ------------------
def _two(found: Findings) -> Said | None:
    """Who gains at two players, steady and shaky."""
    first = found.seats("seats", "2 players")[0]
    if first.kind != "behind":
        return None
    said = ("With two players who flick steadily, going second helps: the second player wins "
            f"{in_100(-2 * first.high, -2 * first.low, more='more')} than the first")
    if even(found.seats("seats", "2 players, shaky hands")):
        said += ", while between shakier hands it evens out"
    return Said(said + ". Take turns starting.")


def _crowds(found: Findings) -> Said | None:
    """The table sizes at which every seat is even, or within the margin of it."""
    tables = [(4, found.seats("seats", "4 players")),
              (5, found.seats("more-players", "5 players"))]
    close = [(n, seats) for n, seats in tables
             if all(v.kind == "within" or v.slight() for v in seats)]
    if not close:
        return None
    seats = [v for _, vs in close for v in vs]
    larger = [v for label in found.question("more-players").labels if label != "5 players"
              for v in found.seats("more-players", label) if v.kind in ("ahead", "behind")]
    return Said("With " + " or ".join(str(n) for n, _ in close) + " players every seat " + (
        "has an even chance" if not any(v.slight() for v in seats) else
        f"wins within {round(100 * seats[0].margin)} games in 100 of an even share") + (
            "; with more, a seat's edge is slight at most." if all(
                size(v) == "slight" for v in larger) else "."))


def _course(found: Findings) -> Said | None:
    """Whether the course's size changes the game's length."""
    from .answers import feet

    q = found.question("course")
    medians = [median(g["turns"] for g in found.results("course", label)["games"])
               for label in q.labels]
    if max(medians) - min(medians) > 1:
        return None
    lengths = [feet(s) for s in q.studies]
    return Said(f"Any course from {min(lengths):g} to {max(lengths):g} feet long plays about "
                "the same: on each, a game of two takes about "
                f"{round(median(medians))} turns in all, so lay out what your table allows.")


def _steady(found: Findings) -> Said | None:
    """What a steady hand is worth."""
    v = found.matchup("skill", "robot:steady", "robot:shaky")
    if v.kind != "ahead":
        return None
    return Said(f"A steady hand decides the game: a steady flicker beats a shaky one "
                f"{share(v)}. Practise your flick before you practise tactics.")


#: The advice the chapter's "Balance and advice" gives, in its order.
ADVICE = (_two, _crowds, _course, _steady)
