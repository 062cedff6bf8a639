"""The Fallacy of Rank's own kinds of question (:class:`games.sim.balance.Kind`), read from what
its studies record of each game (:mod:`.studies`: ``facts`` and ``watch``).

* :func:`holds`: whether the seat question's 2-player verdict is the same at both rungs of
  skill that play it (the heuristic, and the search agent at a small budget).
* ``endings``: how the games ended, the rules' draw (the last pawns fell together) counted
  apart from ours (no combat for 100 turns: a stalled game).
* ``lone``: the epilogue's "lone attacking units tend to be stopped very quickly": of the attacks
  by a coin with no other piece of its side next to the square attacked, how many had lost that
  coin from the square a round later; more than half of them, and more than of the supported
  attacks?
* ``rank``: the epilogue's "rank itself plays less of a role in combat than bulk": a round after
  an attack, how often the side with the higher rank holds the square, against how often the
  side with more pieces next to it does.

Attacks within one game are not independent draws, so every rate of ``lone`` and ``rank`` is a
ratio over games, its 95% interval by the delta method with games as the units (a normal
approximation; :func:`ratio`), and so is each comparison (:func:`compared`).

>>> games = [{"lone": [4, 3], "supported": [2, 0]}, {"lone": [2, 2], "supported": [4, 1]},
...          {"lone": [3, 1], "supported": [3, 1]}]
>>> [round(x, 3) for x in ratio(games, "lone")]
[0.667, 0.334, 0.999]
>>> c = compared(games, "lone", "supported", 0.03)
>>> round(c.difference, 3), c.trials
(0.444, 3)
"""

from __future__ import annotations

import math
from typing import Any

from ..sim import balance, stats
from ..sim.balance import Answer, Kind
from ..sim.phrases import in_100, rough_span, signed
from ..sim.studies import Declared, Question
from ..sim.verdicts import Row, Verdict, alpha_of, decide, percent, seat_rows, with_interval

#: How a game may end (the ``ending`` fact), in the table's words and a player's.
ENDS = (("last pawn", "won by the last pawn", "a last pawn standing"),
        ("draw", "last pawns fell together", "the last pawns falling together"),
        ("limit", "stalled (no combat for 100 turns)", "nobody attacking for 100 turns"))


def _counts(r: dict[str, Any]) -> dict[str, int]:
    found = {key: 0 for key, *_ in ENDS}
    for g in r["games"]:
        if g.get("ending") in found:
            found[g["ending"]] += 1
    return found


def _endings(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["study", "games", *(words for _, words, _ in ENDS), "unfinished"]
    rows, lines, plain = [], [], []
    for label, s, r in zip(q.labels, q.studies, found, strict=True):
        n, counts = r["summary"]["games"], _counts(r)
        rows.append([label, str(n), *(with_interval(counts[key], n) for key, *_ in ENDS),
                     with_interval(r["summary"]["unfinished"], n)])
        lines.append(f"{label}: " + "; ".join(
            f"{words} {counts[key]} of {n}" + (
                f" (at most {percent(stats.wilson(0, n)[1])} of games, at 95%)"
                if not counts[key] else "") for key, words, _ in ENDS) + ".")
        parts = []
        for key, _, said in ENDS[1:]:
            low, high = stats.wilson(counts[key], n)
            parts.append(f"{in_100(low, high, verb='end')} with {said}" if counts[key]
                         else f"none of these {n:,} games ended with {said} (at most about "
                              f"{math.ceil(100 * high)} in 100)")
        plain.append(f"{said_of(s)}, " + ", and ".join(parts) + ".")
    lines.append("Each rate with its 95% interval (Wilson's). The rules' own draw, the last pawns "
                 "falling in one combat, is counted apart from ours, a game ended by the "
                 "no-combat limit (decision 9); the seat tables count both as games won by no "
                 "seat.")
    return Answer.of(header, rows, lines, plain)


def said_of(s: Declared) -> str:
    """Who played a study, in a player's words: ``With 2 players who search before each
    move`` (not "look ahead": at this budget the search plays worse than the rules of thumb)."""
    who = "search before each move" if "ismcts" in s.agents[0] else \
        "follow a few plain rules of thumb" \
        if s.agents[0] == "heuristic" else "move at random"
    return f"With {s.players} players who {who}"


def _endings_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    rates = [[balance.rate(_counts(r)[key], r["summary"]["games"]) for key, *_ in ENDS]
             for r in found]
    return plots.rate_bars(f"{registry.get(q.game).title}: {q.claim}",
                           "Share of games ending each way, with 95% intervals, for "
                           + ", ".join(q.labels) + ".", list(q.labels),
                           [words for _, words, _ in ENDS], rates, [None] * len(found),
                           "share of games", even_label="")


def _endings_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    out = []
    for r in found:
        counts = _counts(r)
        out.append("none stalled" if not counts["limit"] else "some stalled")
    return out


# -- attacks watched: lone and supported, rank and bulk ---------------------------------------

def _sums(games: list[dict[str, Any]], key: str) -> tuple[list[int], list[int]]:
    return [g[key][0] for g in games], [g[key][1] for g in games]


def _influence(games: list[dict[str, Any]], key: str) -> tuple[float, list[float]]:
    """A ratio of sums over games (``key``'s events and successes) and each game's influence
    on it (the delta method)."""
    n, k = _sums(games, key)
    total = sum(n)
    if not total:
        return 0.0, [0.0] * len(games)
    r = sum(k) / total
    return r, [(ki - r * ni) / total for ni, ki in zip(n, k, strict=True)]


def _se(influence: list[float]) -> float:
    g = len(influence)
    return math.sqrt(g / (g - 1) * sum(u * u for u in influence)) if g > 1 else 0.0


def ratio(games: list[dict[str, Any]], key: str) -> tuple[float, float, float]:
    """The share of ``key``'s events that succeeded, over all ``games``, with its 95% interval
    (delta method over games; clipped to 0 and 1)."""
    r, u = _influence(games, key)
    half = stats.Z95 * _se(u)
    return r, max(0.0, r - half), min(1.0, r + half)


def _test(d: float, se: float, margin: float, trials: int) -> stats.Compared:
    half = stats.Z95 * se
    if se == 0:
        return stats.Compared(d, d, d, 1.0, 1.0, None)
    from scipy.stats import norm  # loaded only when a comparison is made

    p_differs = 2 * norm.sf(abs(d) / se)
    p_within = max(norm.sf((d + margin) / se), norm.cdf((d - margin) / se))
    return stats.Compared(d, d - half, d + half, float(p_differs), float(p_within), trials)


def compared(games: list[dict[str, Any]], key: str, other: str | None, margin: float,
             share: float = 0.5) -> stats.Compared:
    """``key``'s share of successes less ``other``'s (or less ``share`` when ``other`` is
    None), with its 95% interval and the two p-values of :class:`~games.sim.stats.Compared`
    (normal, the delta method over games)."""
    r, u = _influence(games, key)
    if other is None:
        d, v = r - share, u
    else:
        r2, u2 = _influence(games, other)
        d, v = r - r2, [a - b for a, b in zip(u, u2, strict=True)]
    events = sum(_sums(games, key)[0]) + (sum(_sums(games, other)[0]) if other else 0)
    return _test(d, _se(v), margin, len(games) if events else 0)


#: Each watched question: its two groups (key, words), the test of the first against half,
#: and how its verdicts read.
WATCHED = {
    "lone": (("lone", "lone attacks: attacker stopped"),
             ("supported", "supported attacks: attacker stopped")),
    "rank": (("rank", "higher rank holds the square"),
             ("bulk", "more pieces around hold the square")),
}


def _watched_compared(q: Question, found: list[dict[str, Any]],
                      margin: float) -> list[stats.Compared]:
    (a, _), (b, _) = WATCHED[q.kind]
    out = []
    for r in found:
        games = r["games"]
        if q.kind == "lone":
            out += [compared(games, a, None, margin), compared(games, a, b, margin)]
        else:
            out += [compared(games, b, a, margin)]
    return out


def watched_kinds(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    """The verdicts of a watched question, decided together as its table decides them: per
    row of ``lone``, the lone attackers stopped against half, then against supported ones; per
    row of ``rank``, bulk against rank."""
    return decide(_watched_compared(q, found, margin), margin, alpha_of(found))


def _watched(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    (a, a_words), (b, b_words) = WATCHED[q.kind]
    header = ["study", "games", "attacks" if q.kind == "lone" else "combats", a_words,
              "attacks" if q.kind == "lone" else "combats", b_words]
    cs = _watched_compared(q, found, margin)
    kinds = decide(cs, margin, alpha_of(found))
    per = 2 if q.kind == "lone" else 1
    rows, lines, plain = [], [], []
    for i, (label, s, r) in enumerate(zip(q.labels, q.studies, found, strict=True)):
        games = r["games"]
        na, nb = sum(_sums(games, a)[0]), sum(_sums(games, b)[0])
        ra, rb = ratio(games, a), ratio(games, b)
        rows.append([label, str(len(games)), str(na), _rated(ra), str(nb), _rated(rb)])
        mine = list(zip(cs[per * i: per * i + per], kinds[per * i: per * i + per], strict=True))
        if q.kind == "lone":
            (half, k_half), (diff, k_diff) = mine
            v_half = Verdict("lone attackers stopped", k_half, half.low, half.high, len(games),
                             margin)
            v_diff = Verdict("against supported ones", k_diff, diff.low, diff.high,
                             len(games), margin)
            lines.append(f"{label}: of {na:,} lone attacks, {_rated(ra)} lost the attacker "
                         f"within a round; against half: {_said(v_half)}; against the "
                         f"{nb:,} supported attacks ({_rated(rb)}): {_said(v_diff)}.")
            plain.append(f"{said_of(s)}, "
                         + _plain_lone(ra, rb, k_half, k_diff, margin) + ".")
        else:
            ((diff, k_diff),) = mine
            v = Verdict("bulk against rank", k_diff, diff.low, diff.high, len(games), margin)
            lines.append(f"{label}: the higher rank holds the square in {_rated(ra)} of {na:,} "
                         f"combats, the side with more pieces around it in {_rated(rb)} of "
                         f"{nb:,}; bulk against rank: {_said(v)}.")
            plain.append(f"{said_of(s)}, "
                         + _plain_rank(ra, rb, k_diff, margin) + ".")
    lines.append(
        f"How decided: the intervals take games as the units (the delta method for a ratio "
        f"over games, a normal approximation), since the attacks of one game are alike; "
        f"{len(cs)} comparisons, each tested for a difference and for a tie within "
        f"\u00b1{100 * margin:g} points, with Holm's correction over all of them, so that the "
        "chance of any wrong verdict in this table is at most 5%. An attack is looked at again "
        "once every other player has had a turn after it (or at the end of the game); " + (
            "it is lone when no other piece of the attacker's stood next to the square "
            "attacked, and its attacker (a coin) is stopped if it no longer stands there."
            if q.kind == "lone" else
            "each side's rank is its piece's (a pawn 7, an Ace 1, a Null 0), and its bulk the "
            "number of its other pieces next to the square; the square is held by the side "
            "with a piece on it."))
    return Answer.of(header, rows, lines, plain)


def _rated(r: tuple[float, float, float]) -> str:
    return f"{percent(r[0])} ({100 * r[1]:.1f} to {percent(r[2])})"


def _said(v: Verdict) -> str:
    """A verdict's words without its subject."""
    if v.kind in ("ahead", "behind"):
        more = "more" if v.kind == "ahead" else "less"
        low, high = sorted((abs(v.low), abs(v.high)))
        return f"{more} by {100 * low:.1f} to {100 * high:.1f} points"
    if v.kind == "within":
        return (f"within \u00b1{100 * v.margin:g} points ({signed(v.low)} to "
                f"{signed(v.high)})")
    return (f"not decided at {v.games:,} games ({signed(v.low)} to "
            f"{signed(v.high)} points)")


def _plain_lone(ra: tuple[float, float, float], rb: tuple[float, float, float], k_half: str,
                k_diff: str, margin: float) -> str:
    said = ("a piece that attacks alone is gone by its owner's next turn "
            f"{in_100(ra[1], ra[2], 'time')}")
    if k_diff == "ahead":
        said += f", more often than one that attacks beside others ({rough_span(rb[1], rb[2])})"
    elif k_diff == "behind":
        said += f", less often than one that attacks beside others ({rough_span(rb[1], rb[2])})"
    elif k_diff == "within":
        said += (f", about as often as one that attacks beside others (within {100 * margin:g} "
                 "in 100)")
    else:
        said += ("; these games do not show whether that is more or less often than for one "
                 "that attacks beside others")
    return said


def _plain_rank(ra: tuple[float, float, float], rb: tuple[float, float, float], k: str,
                margin: float) -> str:
    said = (f"after a fight the side with more pieces around the square holds it "
            f"{in_100(rb[1], rb[2], 'time')}, the side with the higher piece "
            f"{in_100(ra[1], ra[2], 'time')}")
    if k == "ahead":
        return said + ": numbers count for more than rank"
    if k == "behind":
        return said + ": rank counts for more than numbers"
    if k == "within":
        return said + f": the two count about the same (within {100 * margin:g} in 100)"
    return said + "; these games do not show which counts for more"


def _watched_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    (a, a_words), (b, b_words) = WATCHED[q.kind]
    rates = [[ratio(r["games"], a), ratio(r["games"], b)] for r in found]
    return plots.rate_bars(f"{registry.get(q.game).title}: {q.claim}",
                           f"For {', '.join(q.labels)}: {a_words} and {b_words}, with 95% "
                           "intervals (games as the units); a dotted line marks half.",
                           list(q.labels), [a_words, b_words], rates, [0.5] * len(found),
                           "share", even_label="half")


def _watched_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    cs = _watched_compared(q, found, margin)
    kinds = decide(cs, margin, alpha_of(found))
    word = {"ahead": "more", "behind": "less", "within": f"within \u00b1{100 * margin:g} "
            "points", "open": "not decided"}
    if q.kind == "lone":
        return [f"lone attackers stopped: against half {word[kinds[2 * i]]}, against "
                f"supported ones {word[kinds[2 * i + 1]]}" for i in range(len(found))]
    return [f"bulk against rank: {word[k]}" for k in kinds]


# -- the seats at two rungs of skill -----------------------------------------------------------

def _two_player_rows(q: Question, found: list[dict[str, Any]],
                     margin: float) -> list[tuple[str, Declared, Row]]:
    """The 2-player rows not played by random agents: (label, study, row of verdicts)."""
    rows = seat_rows(q, found, margin)
    return [(label, s, row) for label, s, row in zip(q.labels, q.studies, rows, strict=True)
            if s.players == 2 and "random" not in s.agents]


def holds(q: Question, found: list[dict[str, Any]], margin: float) -> str:
    """Whether the 2-player seat verdict is the same at every rung of skill that played it:
    ``holds`` (every seat's verdict the same, and decided), ``differs`` (decided at each,
    not the same) or ``open`` (not decided at one at least)."""
    rows = [row for *_, row in _two_player_rows(q, found, margin)]
    kinds = [tuple(v.kind for v in row.verdicts) for row in rows]
    if any("open" in k for k in kinds):
        return "open"
    return "holds" if len(set(kinds)) == 1 else "differs"


KINDS = {
    "endings": Kind(_endings, _endings_figure, _endings_standings),
    "lone": Kind(_watched, _watched_figure, _watched_standings),
    "rank": Kind(_watched, _watched_figure, _watched_standings),
}
