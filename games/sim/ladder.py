"""A skill ladder: the agents of a game rated on one Elo scale, each rating with its interval.

Two-player matchups are played in pairs of games with the seats swapped. The ratings are a
Bradley-Terry model fitted to every game at once: agent *a* beats agent *b* from the first
seat with probability ``1 / (1 + 10 ** -((R_a - R_b + F) / 400))``, where ``F`` is the first
seat's own edge, fitted too, so that a rating is not bent by the seat it was earned from. A
draw counts half a win to each side. The fit is a binomial GLM from statsmodels; a rating's
95% interval is its Wald interval there, on the same Elo scale. One agent (``random`` where it
plays) is the anchor at 0: the others are rated against it.

An agent that won every game it played against another would otherwise have no finite
rating; as BayesElo does, every matchup counts two virtual draws (one from each seat) in the
fit, and the games column gives the real games alone.

>>> games = ([Game("search", "random", 1.0)] * 45 + [Game("search", "random", 0.0)] * 5
...          + [Game("random", "search", 0.0)] * 44 + [Game("random", "search", 1.0)] * 6)
>>> board = ladder(games)
>>> [(r.agent, r.games) for r in board.ratings]
[('search', 100), ('random', 100)]
>>> r = board.ratings[0]
>>> 300 < r.elo < 420 and r.low < r.elo < r.high, board.ratings[1].elo
(True, 0.0)
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core.errors import UserError

#: Elo points per unit of the logistic model's scale (a 400-point gap is 10 to 1).
ELO = 400 / math.log(10)
#: Virtual draws per matchup and seat order (BayesElo's prior): ratings stay finite.
VIRTUAL_DRAWS = 1
#: The two-sided normal quantile of a 95% interval.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Game:
    """One two-player game: who sat first, who second, and the first seat's score (1 a win,
    0.5 a draw, 0 a loss)."""

    first: str
    second: str
    score: float

    def __post_init__(self) -> None:
        if self.first == self.second:
            raise UserError(f"a ladder game needs two agents, not {self.first!r} twice")
        if self.score not in (0.0, 0.5, 1.0):
            raise UserError(f"a game's score is 1, 0.5 or 0, not {self.score!r}")


@dataclass(frozen=True)
class Rating:
    """An agent's place on the ladder: Elo against the anchor, its 95% interval, its games."""

    agent: str
    elo: float
    low: float
    high: float
    games: int

    def words(self) -> str:
        """``+312 Elo (248 to 376)``; the anchor is ``0 Elo (the anchor)``."""
        if self.low == self.high:
            return "0 Elo (the anchor)"
        return f"{_signed(self.elo)} Elo ({_signed(self.low)} to {_signed(self.high)})"


def _signed(elo: float) -> str:
    """Whole Elo points with their sign; no "-0"."""
    points = round(elo)
    return f"{points:+d}" if points else "0"


@dataclass(frozen=True)
class Ladder:
    """The agents from strongest to weakest, and the first seat's own edge in Elo."""

    ratings: tuple[Rating, ...]
    first_seat: Rating

    def rating(self, agent: str) -> Rating:
        for rating in self.ratings:
            if rating.agent == agent:
                return rating
        raise UserError(f"no agent {agent!r} on this ladder")


def ladder(games: Iterable[Game], anchor: str | None = None) -> Ladder:
    """Rate every agent of ``games``; ``anchor`` (default ``random``, else the first agent
    named) is fixed at 0. Every agent must be linked to the anchor by matchups."""
    played = list(games)
    agents = sorted({g.first for g in played} | {g.second for g in played})
    if len(agents) < 2:
        raise UserError("a ladder needs games between at least two agents")
    anchor = anchor or ("random" if "random" in agents else agents[0])
    if anchor not in agents:
        raise UserError(f"the anchor {anchor!r} played no game")
    _check_linked(agents, played, anchor)
    rated = [a for a in agents if a != anchor]
    rows, scores, weights = _design(played, rated)

    import numpy as np
    import statsmodels.api as sm

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a lopsided matchup converges slowly: not an error
        fit = sm.GLM(np.array(scores), np.array(rows), family=sm.families.Binomial(),
                     var_weights=np.array(weights)).fit()
    params, errors = fit.params, fit.bse
    counts = {a: sum(1 for g in played if a in (g.first, g.second)) for a in agents}

    def rating(name: str, at: int | None) -> Rating:
        if at is None:
            return Rating(name, 0.0, 0.0, 0.0, counts.get(name, len(played)))
        elo, half = ELO * float(params[at]), Z95 * ELO * float(errors[at])
        return Rating(name, elo, elo - half, elo + half, counts.get(name, len(played)))

    ratings = [rating(a, rated.index(a) if a in rated else None) for a in agents]
    ratings.sort(key=lambda r: (-r.elo, r.agent))
    return Ladder(tuple(ratings), rating("first seat", len(rated)))


def seat_edges(games: Iterable[Game]) -> list[Rating]:
    """The first seat's edge in each matchup on its own, in Elo with its 95% interval: half the
    sum of the logits of the first seat's score in the two seat orders (each with its virtual
    draws), so that who is stronger cancels out; named ``A v B`` (A the agent named first
    in sorted order). A matchup played in one seat order only has none. The one edge
    :func:`ladder` fits is fitted to all of them at once, so the matchups with the most games
    rule it; the edge may differ from matchup to matchup, and from a seat study's, where one
    kind of player sits in every seat.

    >>> games = ([Game("a", "b", 1.0)] * 60 + [Game("a", "b", 0.0)] * 40
    ...          + [Game("b", "a", 1.0)] * 60 + [Game("b", "a", 0.0)] * 40)
    >>> [(e.agent, round(e.elo), e.games) for e in seat_edges(games)]
    [('a v b', 70, 200)]
    """
    totals: dict[tuple[str, str], list[float]] = {}
    for g in games:
        won = totals.setdefault((g.first, g.second), [0.0, 0.0])
        won[0] += g.score
        won[1] += 1
    edges = []
    for (first, second), (score, n) in sorted(totals.items()):
        if first > second or (second, first) not in totals:
            continue
        other, m = totals[second, first]
        logits, variance = 0.0, 0.0
        for scored, count in ((score, n), (other, m)):
            p = (scored + VIRTUAL_DRAWS / 2) / (count + VIRTUAL_DRAWS)
            logits += math.log(p / (1 - p))
            variance += 1 / ((count + VIRTUAL_DRAWS) * p * (1 - p))
        elo, half = ELO * logits / 2, Z95 * ELO * math.sqrt(variance) / 2
        edges.append(Rating(f"{first} v {second}", elo, elo - half, elo + half, int(n + m)))
    return edges


def _design(played: Sequence[Game],
            rated: list[str]) -> tuple[list[list[float]], list[float], list[float]]:
    """One row per matchup and seat order: +1 for the first agent's column, -1 for the
    second's (the anchor has none), and 1 in the last column, the first seat's edge; its
    score with the virtual draws, and its weight (games, virtual ones included)."""
    totals: dict[tuple[str, str], list[float]] = {}
    for g in played:
        won = totals.setdefault((g.first, g.second), [0.0, 0.0])
        won[0] += g.score
        won[1] += 1
    rows, scores, weights = [], [], []
    for (first, second), (score, n) in sorted(totals.items()):
        row = [0.0] * (len(rated) + 1)
        if first in rated:
            row[rated.index(first)] = 1.0
        if second in rated:
            row[rated.index(second)] = -1.0
        row[-1] = 1.0
        rows.append(row)
        scores.append((score + VIRTUAL_DRAWS / 2) / (n + VIRTUAL_DRAWS))
        weights.append(n + VIRTUAL_DRAWS)
    return rows, scores, weights


def _check_linked(agents: list[str], played: Sequence[Game], anchor: str) -> None:
    """Every agent reaches the anchor through matchups (else it has no rating on this scale)."""
    reached, frontier = {anchor}, [anchor]
    while frontier:
        agent = frontier.pop()
        for g in played:
            for a, b in ((g.first, g.second), (g.second, g.first)):
                if a == agent and b not in reached:
                    reached.add(b)
                    frontier.append(b)
    apart = [a for a in agents if a not in reached]
    if apart:
        raise UserError(f"no matchup links {', '.join(apart)} to {anchor}")
