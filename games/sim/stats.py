"""Summary statistics of a study: win rates with Wilson intervals, draws, lengths, margins.

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

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials."""
    if not 0 <= k <= n or n == 0:
        raise ValueError(f"need 0 <= k <= n and n > 0, not k={k}, n={n}")
    z2 = z * z
    centre = (k + z2 / 2) / (n + z2)
    half = z * math.sqrt(k * (n - k) / n + z2 / 4) / (n + z2)
    low, high = centre - half, centre + half
    return (0.0 if k == 0 else low, 1.0 if k == n else high)


def quantile(ordered: list, q: float) -> float:
    """The ``q`` quantile of sorted numbers, interpolating linearly between ranks."""
    at = (len(ordered) - 1) * q
    below = math.floor(at)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (at - below)


def spread(values) -> dict | None:
    """Least, quartiles, median, mean and greatest of ``values`` (None if there are none)."""
    ordered = sorted(values)
    if not ordered:
        return None
    return {"min": ordered[0], "q1": _round(quantile(ordered, 0.25)),
            "median": _round(quantile(ordered, 0.5)), "q3": _round(quantile(ordered, 0.75)),
            "max": ordered[-1], "mean": _round(sum(ordered) / len(ordered))}


def histogram(values) -> dict[str, int]:
    """How many times each value occurs, keyed by the value as text, in value order."""
    counts: dict = {}
    for value in sorted(values):
        counts[str(value)] = counts.get(str(value), 0) + 1
    return counts


def _round(x: float) -> float:
    return round(x, 4)


def summarize(games: list[dict], players: int) -> dict:
    """The summary of a study's ``games`` (as :func:`.study.play_game` returns them).

    A seat wins a game it wins alone; a finished game with several winners is a draw; an
    unfinished game (stopped at the move cap) is neither. Rates are of all games. The margin of
    a finished game is the best score less the next best."""
    n = len(games)
    finished = [g for g in games if g["finished"]]
    draws = sum(1 for g in finished if len(g["winners"]) != 1)
    seats = []
    for seat in range(players):
        wins = sum(1 for g in games if g["winners"] == [seat])
        low, high = wilson(wins, n)
        seats.append({"seat": seat, "wins": wins, "rate": _round(wins / n),
                      "low": _round(low), "high": _round(high)})
    low, high = wilson(draws, n)
    margins = [_margin(g["scores"]) for g in finished]
    return {
        "games": n, "finished": len(finished), "unfinished": n - len(finished),
        "draws": {"count": draws, "rate": _round(draws / n), "low": _round(low),
                  "high": _round(high)},
        "seats": seats,
        "length": spread(g["moves"] for g in games),
        "margin": spread(margins), "margins": histogram(margins),
    }


def _margin(scores: list[int]) -> int:
    ordered = sorted(scores, reverse=True)
    return ordered[0] - ordered[1] if len(ordered) > 1 else 0
