"""The "In" Crowd's balance questions: the studies its chapter's "Balance and claims" section
prints (gathered by :mod:`games.sim.studies`), and the facts its claims about the top are
about, recorded for every game a study plays (:func:`facts`).

The seat and variant studies are sequential (:class:`games.sim.run.Until`): 1,600 games at the
first look, doubling to at most 12,800 (random play: 1,000 to 4,000), stopping once every seat
is decided; past one machine's ``make balance`` budget, the heuristic's are big. The claims
about the top (``threes``, ``tops``) are answered at two rungs of the skill ladder: by the
heuristic players of the plain game's study, and by searching players at the lower budget
(:data:`SEARCH`), 400 games. The skill ladder sets the search agent at two budgets (:data:`LOW`,
:data:`HIGH`) against the heuristic, and the lower against random play, 100 game pairs a
matchup (200 for the higher budget against the heuristic); every study of a searching player is
too big for ``make balance`` (:attr:`Declared.big`).

>>> from games.in_crowd import new_game
>>> facts(new_game("Ann", "Ben"))
{'threes_on_top': [0, 0], 'top_ranks': [[], []]}
>>> from games.sim.studies import question
>>> [s.name for s in question(GAME, "threes").studies]
['2p-heuristic', '2p-ismcts-2']
"""

from __future__ import annotations

from ..core.components import Coin
from ..core.protocol import GameState
from ..sim.advice import Findings, Said, gap, how_often, seat_name, size, span
from ..sim.studies import GOOD, ask, ladder_matchups, skill, study
from .scoring import points

GAME = "in_crowd"
#: The search agent at its two rungs of the ladder, and the one that plays the claims' second
#: rung (self-play) in :data:`_SEARCHED`.
LOW, HIGH = "ismcts:2", "ismcts:4"
SEARCH = LOW

#: First look and cap of the sequential seat and variant studies.
LOOK, CAP = 1600, 12800
#: The seed of the seat and variant studies, of random play's and of the heuristic's matchup
#: against random play. They were first played on the book's seed (14), where each had also
#: been played under an earlier design (a first look, a cap or a number of games changed after
#: the games were seen). A changed design starts on new seeds, so they moved together to 15,
#: never used by this game before (the variants are paired with the plain game's games, so
#: they share its seed), and were played again under their declared designs. The searching
#: players' studies keep seed 14: none of them was played there under another design.
SEED = 15

#: The variant whose change was still not decided when paired with the plain game's own games
#: (that study stops sooner): played paired, each game also without it, until its change is
#: decided too.
PAIRED = ("peek-none",)
_VARIANTS = [("no variant", study(GAME, 2, GOOD, LOOK, until=CAP, big=True, seed=SEED))] + [
    (v, study(GAME, 2, GOOD, LOOK, (v,), until=CAP, big=True, paired=v in PAIRED, seed=SEED))
    for v in ("jam-tiebreak", "corner-five", "low-coins-double", "peek-none", "peek-all")]
_RANDOM = ("no variant, random play", study(GAME, 2, "random", 1000, until=4000, seed=SEED))
#: The plain game played by searching players in both seats: the claims' second rung.
_SEARCHED = ("searching players", study(GAME, 2, SEARCH, 400, big=True))
_RUNGS = [("heuristic players", _VARIANTS[0][1]), _SEARCHED]

#: The skill matchups, each with the seats swapped (100 game pairs each, but 200 for the
#: higher budget against the heuristic): one table, and one ladder. The two budgets meet the
#: heuristic, not each other (the machine's time; changed before that matchup was played):
#: they are rated on one scale through it.
_MATCHUPS = [m for m in ladder_matchups(LOW, HIGH, longer={(HIGH, "heuristic"): 200})
             if m[:2] != (HIGH, LOW)]
_SKILL = (skill(GAME, _MATCHUPS[:1], seed=SEED)  # the heuristic against random (SEED)
          + skill(GAME, _MATCHUPS[1:], big=(LOW, HIGH)))

QUESTIONS = (
    ask(GAME, "draws", "the tiebreak makes sure the game never ends in a draw", "draws",
        [*_VARIANTS, _RANDOM]),
    ask(GAME, "threes", "if you can get a 3 to the top you may as well just win",
        "threes-any", _RUNGS),
    ask(GAME, "tops", "5s reach the top easily; a 4 that gets there deserves some credit",
        "tops", _RUNGS),
    ask(GAME, "variants", "first-player advantage; corner influence; Ace and 2 scoring; peeking",
        "variants", _VARIANTS),
    ask(GAME, "skill", "does the heuristic beat random play, and does searching beat both?",
        "skill", _SKILL),
    ask(GAME, "ladder", "how well do the computer players play?", "ladder", _SKILL),
)


def facts(state: GameState) -> dict[str, list[int] | list[list[int]]]:
    """``threes_on_top``: per seat, how many of its 3s ended on the top level (a coin on top
    never leaves it). A 3 is the only coin that scores 4 points there, in every scoring
    variant, so they are read from the tallies alone. ``top_ranks``: per seat, the ranks of
    its coins on the top level, highest first (the position's own coins: a 2 may score nothing
    in a variant, and still be a 2)."""
    three = points(Coin.parse("S3"))
    assert all(points(Coin.parse(f"S{rank}")) != three for rank in "a245")
    board, pyramid, owner = state.board, state.pyramid, state.owner  # type: ignore[attr-defined]
    ranks: list[list[int]] = [[] for _ in state.players]
    for square in pyramid.level_squares(2):
        coin = board[square]
        if coin is not None:
            ranks[owner[coin.suit]].append(coin.rank)
    return {"threes_on_top": [sum(1 for item in tally.items if item.points == three)
                              for tally in state.tallies()],
            "top_ranks": [sorted(r, reverse=True) for r in ranks]}


# -- what a group at the table can take from the answers (games.sim.advice) ------------------
def _seats(found: Findings) -> Said | None:
    """Whether either seat has an edge."""
    first = found.seats("variants", "no variant")[0]
    if first.kind == "within":
        return Said("Neither seat has a real edge: the first and the second player win about "
                    "as often as each other, so who starts does not matter.")
    if first.kind in ("ahead", "behind"):
        return Said(f"The first player wins {gap(first)}; take turns starting.")
    return None


def _threes(found: Findings) -> Said | None:
    """What a 3 on top is worth, between players who follow the rules of thumb."""
    from .answers import threes_compared, threes_split

    r = found.results("threes", "heuristic players")
    n, wins = threes_split(r)["at least one"]
    if threes_compared([r], found.margin)[1][0] != "ahead":
        return None
    return Said(f"A 3 on top is worth chasing: a player who gets one there wins "
                f"{how_often(wins, n)}, not the half an even game would give.")


def _corner(found: Findings) -> Said | None:
    """What the five-square corner rule does to the seats."""
    row = found.change("variants", "corner-five")
    gainers = [k for k, v in enumerate(row.verdicts) if v.kind == "ahead"]
    if row.unexercised or not gainers:
        return None
    v = row.verdicts[gainers[0]]
    return Said(f"The variant that lets a middle corner square take all five bottom squares "
                f"into account tilts the game: {seat_name(gainers[0])} wins {span(v)} than "
                "without it. Leave it out for an even game.")


def _peeking(found: Findings) -> Said | None:
    """What the two peeking variants change."""
    none, every = found.change("variants", "peek-none"), found.change("variants", "peek-all")
    if none.unexercised or not all(v.kind == "within" for v in none.verdicts):
        return None
    said = ("Play with or without peeking as your group likes: never looking at your own "
            "coins once placed changes nothing about who wins")
    gainers = [k for k, v in enumerate(every.verdicts) if v.kind == "ahead"]
    if gainers and not every.unexercised:
        said += (f", and looking at them on every level gives {seat_name(gainers[0])} only a "
                 f"{size(every.verdicts[gainers[0]])} lift")
    return Said(said + ".")


def _level(found: Findings) -> Said | None:
    """How rarely a game ends level."""
    level, n = found.level("draws", "no variant")
    if level > n // 100:
        return None
    return Said("Trust the tiebreak: a game almost never ends level (only "
                f"{level} of {n:,} did).")


#: The advice the chapter's "Balance and advice" gives, in its order.
ADVICE = (_seats, _threes, _corner, _peeking, _level)
