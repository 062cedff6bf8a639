"""Summary statistics of a study: win rates with Wilson intervals, shared wins and draws,
lengths, margins.

The Wilson score interval for k successes in n trials, at the normal quantile z (1.96 for 95%):

    centre = (k + z^2/2) / (n + z^2),  half = z * sqrt(k (n - k) / n + z^2/4) / (n + z^2).

Unlike the plain normal interval it stays inside 0..1 and keeps close to its stated coverage
for small n and rates near 0 or 1.

>>> [round(x, 4) for x in wilson(5, 10)]
[0.2366, 0.7634]
>>> wilson(0, 10)[0], round(wilson(0, 10)[1], 4)
(0.0, 0.2775)
>>> spread([3, 1, 2, 10])
{'min': 1, 'q1': 1.75, 'median': 2.5, 'q3': 4.75, 'max': 10, 'mean': 4.0}
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

from ..core.protocol import Result

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054
#: The ``outcome`` a game's record has when it ended in a draw (:func:`.study.play_game`).
DRAW = Result.DRAW.value


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials (``k`` may count half
    successes: a game won by neither, half a point)."""
    if not 0 <= k <= n or n == 0:
        raise ValueError(f"need 0 <= k <= n and n > 0, not k={k}, n={n}")
    z2 = z * z
    centre = (k + z2 / 2) / (n + z2)
    half = z * math.sqrt(k * (n - k) / n + z2 / 4) / (n + z2)
    low, high = centre - half, centre + half
    return (0.0 if k == 0 else low, 1.0 if k == n else high)


def quantile(ordered: list[float], q: float) -> float:
    """The ``q`` quantile of sorted numbers, interpolating linearly between ranks."""
    at = (len(ordered) - 1) * q
    below = math.floor(at)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (at - below)


def spread(values: Iterable[float]) -> dict[str, Any] | None:
    """Least, quartiles, median, mean and greatest of ``values`` (None if there are none)."""
    ordered = sorted(values)
    if not ordered:
        return None
    return {"min": ordered[0], "q1": _round(quantile(ordered, 0.25)),
            "median": _round(quantile(ordered, 0.5)), "q3": _round(quantile(ordered, 0.75)),
            "max": ordered[-1], "mean": _round(sum(ordered) / len(ordered))}


def histogram(values: Iterable[float]) -> dict[str, int]:
    """How many times each value occurs, keyed by the value as text, in value order."""
    counts: dict[str, int] = {}
    for value in sorted(values):
        counts[str(value)] = counts.get(str(value), 0) + 1
    return counts


def _round(x: float) -> float:
    return round(x, 4)


def summarize(games: list[dict[str, Any]], players: int,
              sides: list[list[int]] | None = None) -> dict[str, Any]:
    """The summary of a study's ``games`` (as :func:`.study.play_game` returns them).

    A seat wins a game it wins alone; in team play (``sides``: the seats of each side) a side
    wins a game its seats win together, and the summary counts those wins per side
    (``sides``). A finished game that ended in a draw (its ``outcome`` says ``draw``) is one of
    the ``draws``; any other finished game won by no seat alone and no whole side is a shared
    win (``shared``); an unfinished game (stopped at the move cap) is neither. Rates are of all
    games. The margin of a finished game is the best score less the next best.

    >>> won = [{"finished": True, "winners": w, "moves": 9, "scores": [1, 0, 1, 0]}
    ...        for w in ([0, 2], [1, 3], [0, 2], [0, 1])]
    >>> s = summarize(won, 4, sides=[[0, 2], [1, 3]])
    >>> [side["wins"] for side in s["sides"]], s["shared"]["count"], s["draws"]["count"]
    ([2, 1], 1, 0)
    >>> drawn = {"finished": True, "winners": [0, 1], "outcome": "draw", "moves": 9,
    ...          "scores": [0, 0]}
    >>> s = summarize([drawn, won[3]], 2)
    >>> s["draws"]["count"], s["shared"]["count"], s["draws"]["rate"]
    (1, 1, 0.5)
    """
    n = len(games)
    finished = [g for g in games if g["finished"]]
    whole = [sorted(side) for side in sides or []]
    draws = sum(1 for g in finished if g.get("outcome") == DRAW)
    shared = sum(1 for g in finished if g.get("outcome") != DRAW
                 and len(g["winners"]) != 1 and sorted(g["winners"]) not in whole)
    seats = [_rated({"seat": seat}, sum(1 for g in games if g["winners"] == [seat]), n)
             for seat in range(players)]
    margins = [_margin(g["scores"]) for g in finished]
    summary: dict[str, Any] = {
        "games": n, "finished": len(finished), "unfinished": n - len(finished),
        "draws": _counted(draws, n), "shared": _counted(shared, n),
        "seats": seats,
        "length": spread(g["moves"] for g in games),
        "margin": spread(margins), "margins": histogram(margins),
    }
    if sides:
        summary["sides"] = [_rated({"side": k, "seats": side},
                                   sum(1 for g in games if sorted(g["winners"]) == side), n)
                            for k, side in enumerate(whole)]
    return summary


def _rated(entry: dict[str, Any], wins: int, n: int) -> dict[str, Any]:
    low, high = wilson(wins, n)
    return {**entry, "wins": wins, "rate": _round(wins / n), "low": _round(low),
            "high": _round(high)}


def _counted(k: int, n: int) -> dict[str, Any]:
    """``k`` games of ``n`` (the draws, the shared wins): their count, rate and interval."""
    low, high = wilson(k, n)
    return {"count": k, "rate": _round(k / n), "low": _round(low), "high": _round(high)}


def _margin(scores: list[int]) -> int:
    ordered = sorted(scores, reverse=True)
    return ordered[0] - ordered[1] if len(ordered) > 1 else 0


# -- decided verdicts: a lead, a tie within a margin, or not decided ---------------------------

#: The margin, in points of win rate, within which a seat counts as level with its even share.
MARGIN = 3.0
#: The chance of any wrong verdict among one question's tests (Holm's correction keeps it).
ALPHA = 0.05


@dataclass(frozen=True)
class Compared:
    """A difference of rates (as a fraction: 0.05 is 5 points) with its 95% interval, and two
    p-values: ``p_differs`` of "there is no difference", ``p_within`` of "the difference is at
    least the margin" (two one-sided tests, TOST). ``trials`` is None when nothing was
    compared (no game decided, or no game changed)."""

    difference: float
    low: float
    high: float
    p_differs: float
    p_within: float
    trials: int | None


def check_margin(margin: float) -> None:
    """A UserError unless ``margin`` (a fraction) is a sane margin: above 0, at most 25
    points."""
    from ..core.errors import UserError

    if not 0 < margin <= 0.25:
        raise UserError(f"margin {100 * margin:g}: give more than 0 and at most 25 points")


def _one_sided(k: int, n: int, p: float, alternative: str) -> float:
    from scipy.stats import binomtest

    if p <= 0 or p >= 1:  # a bound outside 0..1: that side's null is impossible
        return 0.0
    return float(binomtest(k, n, p, alternative=alternative).pvalue)


def against_share(k: int, n: int, p0: float, scale: float = 1.0,
                  margin: float = MARGIN / 100) -> Compared:
    """``k`` successes in ``n`` trials against the rate ``p0``, by the exact binomial test
    (scipy) and the Wilson 95% interval, the difference counted as ``scale * (rate - p0)``
    (``scale``: the share of all games that the ``n`` trials are, when they are the games won
    outright).

    >>> c = against_share(60, 100, 0.5)
    >>> round(c.difference, 3), round(c.low, 3), round(c.high, 3), round(c.p_differs, 4)
    (0.1, 0.002, 0.191, 0.0569)
    >>> against_share(500, 1000, 0.5).p_within < 0.05 < against_share(50, 100, 0.5).p_within
    True
    """
    from scipy.stats import binomtest  # (loaded only here: playing a study needs none of it)

    if n == 0:
        return Compared(0.0, -scale, scale, 1.0, 1.0, None)
    test = binomtest(k, n, p0)
    ci = test.proportion_ci(confidence_level=0.95, method="wilson")
    delta = margin / scale
    p_within = max(_one_sided(k, n, p0 - delta, "greater"),
                   _one_sided(k, n, p0 + delta, "less"))
    return Compared(scale * (k / n - p0), scale * (float(ci.low) - p0),
                    scale * (float(ci.high) - p0),
                    float(test.pvalue), p_within, n)


def paired(before: list[bool], after: list[bool], margin: float = MARGIN / 100) -> Compared:
    """The change in a rate from ``before`` to ``after``, the same games paired one by one:
    McNemar's exact test (statsmodels) on the games that changed outcome. The interval is the
    wider of two 95% intervals, so that it holds however few games changed: the one given how
    many changed (the Wilson interval of the share of them that went up) and the paired
    t-interval of the change (scipy); the tie is tested both ways too, and the larger p kept.

    >>> c = paired([True] * 30 + [False] * 70, [True] * 20 + [False] * 60 + [True] * 20)
    >>> round(c.difference, 2), c.trials, round(c.p_differs, 3)
    (0.1, 30, 0.099)
    >>> paired([True, False], [True, False]).trials is None
    True
    """
    from scipy.stats import binomtest, ttest_1samp
    from statsmodels.stats.contingency_tables import mcnemar

    if len(before) != len(after) or not before:
        raise ValueError("pair as many games before as after, at least one")
    n = len(before)
    up = sum(1 for b, a in zip(before, after, strict=True) if a and not b)
    down = sum(1 for b, a in zip(before, after, strict=True) if b and not a)
    changed = up + down
    if changed == 0:
        return Compared(0.0, 0.0, 0.0, 1.0, 1.0, None)
    both = sum(1 for b, a in zip(before, after, strict=True) if a and b)
    table = [[both, down], [up, n - changed - both]]
    p_differs = float(mcnemar(table, exact=True).pvalue)
    ci = binomtest(up, changed).proportion_ci(confidence_level=0.95, method="wilson")
    scale = changed / n  # the change is scale * (2 * share_up - 1)
    delta = margin / (2 * scale)
    p_within = max(_one_sided(up, changed, 0.5 - delta, "greater"),
                   _one_sided(up, changed, 0.5 + delta, "less"))
    low, high = scale * (2 * float(ci.low) - 1), scale * (2 * float(ci.high) - 1)
    if n > 1:
        steps = [int(a) - int(b) for b, a in zip(before, after, strict=True)]
        t = ttest_1samp(steps, 0.0).confidence_interval(0.95)
        low, high = min(low, float(t.low)), max(high, float(t.high))
        p_within = max(p_within,
                       float(ttest_1samp(steps, -margin, alternative="greater").pvalue),
                       float(ttest_1samp(steps, margin, alternative="less").pvalue))
    return Compared((up - down) / n, low, high, p_differs, p_within, changed)


def game_pairs(scores: list[float], margin: float = MARGIN / 100) -> Compared:
    """An agent's share of the points over game pairs, each pair one deal played twice with
    the seats swapped, against one half: ``scores`` holds the agent's share of each pair's
    points (a win 1, a game won by neither 1/2, a loss 0: so 0, 1/4, 1/2, 3/4 or 1). As
    Fishtest scores its game pairs (pentanomial), the pair and not the game is the unit, so a
    deal that favours one seat counts for both agents alike: the t-interval of the pairs' mean
    (scipy), widened where needed to the Wilson interval of the games' points, so that it holds
    when every pair scores the same; the tie within ``margin`` by two one-sided t-tests, and
    each test's p the larger of the t-test's and the exact binomial test's on the points.

    >>> c = game_pairs([1.0] * 60 + [0.5] * 30 + [0.0] * 10)
    >>> round(c.difference, 3), round(c.low, 3), round(c.high, 3), c.trials
    (0.25, 0.183, 0.317, 100)
    >>> game_pairs([0.5] * 100).p_differs, round(game_pairs([0.5] * 400).high, 3)
    (1.0, 0.035)
    """
    from scipy.stats import binomtest, ttest_1samp

    n = len(scores)
    if n == 0 or any(s not in (0.0, 0.25, 0.5, 0.75, 1.0) for s in scores):
        raise ValueError("give each pair's share of its points: 0, 1/4, 1/2, 3/4 or 1")
    mean = sum(scores) / n
    points = 2 * sum(scores)  # of 2 n games, a game won by neither half a point
    low, high = (x - 0.5 for x in wilson(points, 2 * n))
    whole = round(points)
    p_differs = float(binomtest(whole, 2 * n, 0.5).pvalue)
    p_within = max(_one_sided(whole, 2 * n, 0.5 - margin, "greater"),
                   _one_sided(whole, 2 * n, 0.5 + margin, "less"))
    if n > 1 and len(set(scores)) > 1:
        test = ttest_1samp(scores, 0.5)
        t = test.confidence_interval(0.95)
        low, high = min(low, float(t.low) - 0.5), max(high, float(t.high) - 0.5)
        p_differs = max(p_differs, float(test.pvalue))
        p_within = max(p_within,
                       float(ttest_1samp(scores, 0.5 - margin, alternative="greater").pvalue),
                       float(ttest_1samp(scores, 0.5 + margin, alternative="less").pvalue))
    # a share lies between none and all of the points, whatever the t-interval says
    return Compared(mean - 0.5, max(low, -0.5), min(high, 0.5), p_differs, p_within, n)


def paired_leads(before: list[float], after: list[float],
                 margin: float = MARGIN / 100) -> Compared:
    """The change in a seat's lead over its even share, game by game on the same deals:
    ``before`` and ``after`` hold the seat's lead in each game (its win, 1 or 0, less its share
    of the games won at all: 1 / players of a game someone won outright). The paired
    t-interval of the mean change (scipy); the tie within ``margin`` by two one-sided t-tests.

    >>> c = paired_leads([0.5] * 50 + [-0.5] * 50, [0.5] * 40 + [-0.5] * 60)
    >>> round(c.difference, 2), c.low < -0.1 < c.high < 0, c.trials
    (-0.1, True, 100)
    """
    from scipy.stats import ttest_1samp

    changes = [b - a for a, b in zip(before, after, strict=True)]
    n = len(changes)
    mean = sum(changes) / n if n else 0.0
    if n < 2 or len(set(changes)) < 2:  # no spread: every game changed alike (or none did)
        exact = 0.0 if mean else 1.0
        return Compared(mean, mean, mean, exact, 0.0 if abs(mean) < margin else 1.0, n)
    test = ttest_1samp(changes, 0.0)
    t = test.confidence_interval(0.95)
    p_within = max(float(ttest_1samp(changes, -margin, alternative="greater").pvalue),
                   float(ttest_1samp(changes, margin, alternative="less").pvalue))
    return Compared(mean, float(t.low), float(t.high), float(test.pvalue), p_within, n)


def holm(pvalues: list[float]) -> list[float]:
    """The p-values adjusted by Holm's step-down correction (statsmodels), which keeps the
    chance of any false finding among them at most the level they are read at.

    >>> [round(p, 3) for p in holm([0.01, 0.04, 0.03])]
    [0.03, 0.06, 0.06]
    """
    from statsmodels.stats.multitest import multipletests

    if not pvalues:
        return []
    return [float(p) for p in multipletests(pvalues, alpha=ALPHA, method="holm")[1]]


def decide(compared: list[Compared], margin: float, alpha: float = ALPHA) -> list[str]:
    """The kind of verdict of each comparison of one family: ``ahead`` or ``behind`` (a
    difference shown, the whole interval clear of 0), ``within`` (a tie within ±``margin``
    shown, the whole interval inside it) or ``open``. Holm's correction is taken over all of
    them at once, each tested both for a difference and for a tie (at most one of the two
    nulls can be true for a comparison), so the chance of any wrong verdict is at most
    ``alpha``.

    >>> decide([against_share(300, 400, 0.5), against_share(50, 100, 0.5)], 0.03)
    ['ahead', 'open']
    """
    tested = [k for k, c in enumerate(compared) if c.trials is not None]
    adjusted = holm([compared[k].p_differs for k in tested]
                    + [compared[k].p_within for k in tested])
    kinds = ["open"] * len(compared)
    for i, k in enumerate(tested):
        c, differs, within = compared[k], adjusted[i], adjusted[len(tested) + i]
        if differs < alpha and (c.low > 0 or c.high < 0):
            kinds[k] = "ahead" if c.low > 0 else "behind"
        elif within < alpha and -margin <= c.low and c.high <= margin:
            kinds[k] = "within"
    return kinds


def contenders(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """Whom a study's verdicts are about, with their ``wins``: its seats, or in team play
    (where no seat wins alone) its sides."""
    return cast("list[dict[str, Any]]", summary.get("sides") or summary["seats"])


def shares(summary: dict[str, Any], margin: float = MARGIN / 100) -> list[Compared]:
    """Each of the :func:`contenders` of a study's ``summary`` against its even share: what
    :func:`seat_shares` is to seats, and in team play the same of the sides.

    >>> s = {"games": 100, "seats": [{"wins": 0}] * 4, "sides": [{"wins": 44}, {"wins": 56}]}
    >>> [round(c.difference, 2) for c in shares(s)]
    [-0.06, 0.06]
    """
    return _shares(contenders(summary), summary["games"], margin)


def seat_shares(summary: dict[str, Any], margin: float = MARGIN / 100) -> list[Compared]:
    """Each seat's win rate in a study's ``summary`` against its even share (its share of the
    games won outright against one in the number of seats, counted in points of all games)."""
    return _shares(summary["seats"], summary["games"], margin)


def _shares(entries: list[dict[str, Any]], n: int, margin: float) -> list[Compared]:
    """Each of ``entries`` (seats or sides, with their ``wins``) of ``n`` games against an
    equal part of the games any of them won."""
    decided = sum(e["wins"] for e in entries)
    return [against_share(e["wins"], decided, 1 / len(entries), decided / n, margin)
            for e in entries]
