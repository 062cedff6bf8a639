"""The "In" Crowd's own kinds of balance question (:class:`games.sim.balance.Kind`): the claims
its rule text makes about the top of the pyramid, each answered from the studies of its
question, one row of studies per rung of the skill ladder (the heuristic players, the searching
players).

* ``threes-any``: "if you can get a 3 to the top you may as well just win", on the text's own
  condition: how often a player with **at least one** 3 on top wins outright, against half of
  those games.
* ``tops``: "it's not much of a challenge" to get a 5 to the top, and a 4 that gets there
  "deserves some credit": how often each value reaches the top, and whether 5s get there more
  often than 4s, and 4s more often than 3s.

Both read the facts each game records (``threes_on_top`` and ``top_ranks``: :func:`.studies
.facts`). Each verdict decides (ahead, behind, within ±3 points, or not decided), with Holm's
correction over all the tests of its table (:func:`games.sim.balance.decide`).

>>> split = threes_split({"games": [
...     {"threes_on_top": [1, 0], "winners": [0]}, {"threes_on_top": [1, 1], "winners": [1]},
...     {"threes_on_top": [0, 0], "winners": [0, 1]}, {"threes_on_top": [0, 2], "winners": [0]}]})
>>> split["at least one"], split["only one"], split["both"], split["neither"]
((4, 2), (2, 1), (1, 1), (1, 0))
>>> [round(x, 3) for x in top_shares({"games": [{"top_ranks": [[5, 3], [5, 4]]},
...                                             {"top_ranks": [[5, 5], [4, 4]]}]}, 5)]
[0.5, 0.5]
"""

from __future__ import annotations

from typing import Any

from ..sim import balance, stats
from ..sim.balance import Answer, Kind
from ..sim.phrases import in_100, rough_span, signed
from ..sim.plain import player_words
from ..sim.studies import Question
from ..sim.verdicts import Verdict, alpha_of, decide, decided_note, with_interval

#: The values whose coins the ``tops`` question follows up the pyramid (a Null never leaves
#: the bottom ring and an Ace never reaches the top).
RANKS = (5, 4, 3, 2)
#: The comparisons of the ``tops`` question: the first value against the second.
PAIRS = ((5, 4), (4, 3))
#: Squares on the top level.
TOP = 4


def _who(q: Question, k: int) -> str:
    """The players of row ``k`` in a player's words: ``players who ...``."""
    said = player_words(q.studies[k].agents[0])
    for one, many in (("a player who follows", "players who follow"),
                      ("a player who moves", "players who move"),
                      ("a player who", "players who"),
                      ("a computer player that looks", "computer players that look")):
        said = said.replace(one, many)
    return said


# -- threes-any --------------------------------------------------------------------------------

def threes_split(r: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """(count, wins outright) by who got a 3 to the top: ``at least one`` counts each player
    with at least one 3 on top once per game (player-games) and their wins; ``only one``
    counts the games where one player alone has a 3 there, and that player's wins; ``both``
    the games where both have one (and wins by either); ``neither`` the others (and games won
    outright at all)."""
    cells = {"at least one": [0, 0], "only one": [0, 0], "both": [0, 0], "neither": [0, 0]}
    for g in r["games"]:
        have = [seat for seat, n in enumerate(g["threes_on_top"]) if n]
        won = [seat for seat in have if g["winners"] == [seat]]
        cells["at least one"][0] += len(have)
        cells["at least one"][1] += len(won)
        cell = cells[{0: "neither", 1: "only one"}.get(len(have), "both")]
        cell[0] += 1
        cell[1] += len(won) if have else len(g["winners"]) == 1
    return {key: (n, k) for key, (n, k) in cells.items()}


def threes_compared(found: list[dict[str, Any]],
                     margin: float) -> tuple[list[stats.Compared], list[str]]:
    compared = []
    for r in found:
        n, wins = threes_split(r)["at least one"]
        compared.append(stats.against_share(wins, n, 0.5, margin=margin))
    return compared, decide(compared, margin, alpha_of(found))


HALF = {"ahead": "wins more than half of those games outright",
        "behind": "wins less than half of those games outright",
        "within": "wins half of those games outright, within the margin",
        "open": "wins: not decided whether more or less than half of those games"}


SHORT = {"ahead": "more than half", "behind": "less than half", "within": "about half",
         "open": "not decided"}


def _threes(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["players", "3s on top at the end", "games", "won outright", "rate (95% interval)"]
    rows, lines, plain = [], [], []
    compared, kinds = threes_compared(found, margin)
    for k, (label, r, c, kind) in enumerate(zip(q.labels, found, compared, kinds, strict=True)):
        split = threes_split(r)
        names = {"at least one": "a player with at least one 3 (counted per player)",
                 "only one": "one player only: that player",
                 "both": "both players: either one", "neither": "neither player"}
        for key, (n, wins) in split.items():
            shown = n and key in ("at least one", "only one")
            rows.append([label, names[key], str(n), str(wins) if shown else "n/a",
                         with_interval(wins, n) if shown else "n/a"])
        n, wins = split["at least one"]
        v = Verdict("a player with a 3 on top", kind, c.low, c.high, n, margin)
        detail = (v.words().removeprefix(v.who + " ") if kind != "open" else
                  f"not decided at {n:,} player-games")
        lines.append(f"{label}: a player with at least one 3 on top won {wins} of {n} such "
                     f"games outright, {with_interval(wins, n) if n else 'n/a'}; against half "
                     f"of them: {detail}.")
        if n:
            low, high = stats.wilson(wins, n)
            plain.append(f"Between {_who(q, k)}, a player who gets at least one 3 to the top "
                         f"wins {in_100(low, high)}"
                         + ("" if kind != "open" else
                            " (these games do not show whether that is more than half)") + ".")
    said = {HALF[kind] for kind in kinds}
    if len(found) > 1:
        lines.append("The verdict holds at every rung: a player with a 3 on top "
                     f"{said.pop()}." if len(said) == 1 else
                     "The verdict differs between the rungs: "
                     + "; ".join(f"{label}: {SHORT[kind]}" for label, kind
                                 in zip(q.labels, kinds, strict=True)) + ".")
    lines.append("A game in which both players have a 3 on top counts once for each of them "
                 "(at most one of the two wins it), so the counts are player-games, not games.")
    lines.append(decided_note(2 * len(compared), margin))
    return Answer.of(header, rows, lines, plain)


def _threes_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    _, kinds = threes_compared(found, margin)
    return [f"a player with a 3 on top {HALF[kind]}" for kind in kinds]


def _threes_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    series = ["a player with at least one 3 on top", "one player only"]
    rates: list[list[plots.Rate | None]] = []
    for r in found:
        split = threes_split(r)
        rates.append([balance.rate(wins, n) if n else None
                      for n, wins in (split["at least one"], split["only one"])])
    return plots.rate_bars(f"{registry.get(q.game).title}: {q.claim}",
                           "How often a player with a 3 on top wins outright, with its 95% "
                           "interval, by rung (who plays); a dotted line marks half the games.",
                           list(q.labels), series, rates, [0.5] * len(found),
                           even_label="half the games")


# -- tops --------------------------------------------------------------------------------------

def top_shares(r: dict[str, Any], rank: int) -> list[float]:
    """Game by game, the share of the four top squares held by a coin of ``rank`` (there are
    four coins of each value, two a player: so it is also the chance that a given coin of that
    value reaches the top)."""
    return [sum(ranks.count(rank) for ranks in g["top_ranks"]) / TOP for g in r["games"]]


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% t-interval (scipy); a point when they are all alike.

    >>> mean_interval([0.25, 0.25, 0.5, 0.0])
    (0.25, -0.0748..., 0.5748...)
    """
    from scipy.stats import ttest_1samp

    mean = sum(values) / len(values)
    if len(values) < 2 or len(set(values)) == 1:
        return mean, mean, mean
    ci = ttest_1samp(values, 0.0).confidence_interval(0.95)
    return mean, float(ci.low), float(ci.high)


def compare_shares(more: list[float], fewer: list[float], margin: float) -> stats.Compared:
    """The difference of two shares of the top, game by game (paired): its mean with the 95%
    t-interval, the t-test of no difference and the two one-sided tests of a difference of at
    least ``margin`` (scipy)."""
    from scipy.stats import ttest_1samp

    steps = [a - b for a, b in zip(more, fewer, strict=True)]
    mean, low, high = mean_interval(steps)
    if len(set(steps)) <= 1:
        return stats.Compared(mean, low, high, 0.0 if mean else 1.0,
                              0.0 if abs(mean) < margin else 1.0, len(steps))
    return stats.Compared(mean, low, high, float(ttest_1samp(steps, 0.0).pvalue),
                          max(float(ttest_1samp(steps, -margin, alternative="greater").pvalue),
                              float(ttest_1samp(steps, margin, alternative="less").pvalue)),
                          len(steps))


def _tops_compared(found: list[dict[str, Any]],
                   margin: float) -> tuple[list[stats.Compared], list[str]]:
    compared = [compare_shares(top_shares(r, a), top_shares(r, b), margin)
                for r in found for a, b in PAIRS]
    return compared, decide(compared, margin, alpha_of(found))


OFTEN = {"ahead": "more often than", "behind": "less often than",
         "within": "about as often as, within the margin,"}


def _few(values: list[float], low: float, high: float) -> str:
    """A share of 100 in a player's words: ``about 3 to 9``, ``up to 4``, ``none``."""
    if not any(values):
        return "none"
    return rough_span(max(low, 0), min(high, 1))


def _percent_interval(values: list[float]) -> str:
    mean, low, high = mean_interval(values)
    return f"{100 * mean:.1f}% ({100 * max(low, 0):.1f} to {100 * min(high, 1):.1f}%)"


def _tops(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["players", "value", "games", "share of the top (95% interval)",
              "games with one on top (95% interval)"]
    rows, lines, plain = [], [], []
    compared, kinds = _tops_compared(found, margin)
    for k, (label, r) in enumerate(zip(q.labels, found, strict=True)):
        n = len(r["games"])
        shares = {rank: top_shares(r, rank) for rank in RANKS}
        for rank in RANKS:
            some = sum(1 for x in shares[rank] if x)
            rows.append([label, f"{rank}s", str(n), _percent_interval(shares[rank]),
                         with_interval(some, n)])
        said = []
        for (a, b), c, kind in zip(PAIRS, compared[2 * k:2 * k + 2], kinds[2 * k:2 * k + 2],
                                   strict=True):
            span = f"{signed(c.low)} to {signed(c.high)} points of the top"
            said.append(f"{_often(a, b, kind)} ({span}"
                        + (f", at {n:,} games)" if kind == "open" else ")"))
        lines.append(f"{label}: " + "; ".join(said) + ".")
        parts = []
        for rank in RANKS:
            _, low, high = mean_interval(shares[rank])
            parts.append(f"{rank}s take {_few(shares[rank], low, high)}")
        plain.append(f"Between {_who(q, k)}, of every 100 places at the top "
                     + ", ".join(parts[:-1]) + f" and {parts[-1]}; a coin has that chance "
                     "in 100 of reaching the top.")
        plain.append(f"Between {_who(q, k)}, " + "; ".join(
            _plain_often(a, b, kind, margin)
            for (a, b), kind in zip(PAIRS, kinds[2 * k:2 * k + 2], strict=True)) + ".")
    if len(found) > 1:
        for j, (a, b) in enumerate(PAIRS):
            at = [kinds[2 * k + j] for k in range(len(found))]
            lines.append(f"{a}s against {b}s: the verdict holds at every rung ("
                         f"{_often(a, b, at[0])})." if len(set(at)) == 1 else
                         f"{a}s against {b}s: the verdict differs between the rungs: "
                         + "; ".join(f"{label}: {_often(a, b, kind)}" for label, kind
                                     in zip(q.labels, at, strict=True)) + ".")
    lines.append("Each share is the mean, game by game, of the top squares a coin of that value "
                 "holds at the end (there are four coins of each value, so it is also the "
                 "chance that a given one gets there), with its t-interval; each comparison is "
                 "the mean difference of two shares in the same games (a paired t-test), in "
                 "points of the top.")
    lines.append(decided_note(2 * len(compared), margin))
    return Answer.of(header, rows, lines, plain)


def _often(a: int, b: int, kind: str) -> str:
    if kind == "open":
        return f"not decided whether {a}s reach the top more or less often than {b}s"
    return f"{a}s reach the top {OFTEN[kind]} {b}s"


def _plain_often(a: int, b: int, kind: str, margin: float) -> str:
    if kind == "open":
        return f"these games do not show whether {a}s get to the top more or less often than {b}s"
    if kind == "within":
        return (f"{a}s get to the top about as often as {b}s (within {100 * margin:g} places "
                "in 100)")
    return f"{a}s get to the top {OFTEN[kind]} {b}s"


def _tops_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    _, kinds = _tops_compared(found, margin)
    return ["; ".join(_often(a, b, kind)
                      for (a, b), kind in zip(PAIRS, kinds[2 * k:2 * k + 2], strict=True))
            for k in range(len(found))]


def _tops_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    rates: list[list[plots.Rate | None]] = []
    for r in found:
        rates.append([mean_interval(top_shares(r, rank)) for rank in RANKS])
    return plots.rate_bars(f"{registry.get(q.game).title}: {q.claim}",
                           "Share of the four top squares held at the end by a coin of each "
                           "value, with its 95% interval, by rung (who plays): also the chance "
                           "that a given coin of that value reaches the top.", list(q.labels),
                           [f"{rank}s" for rank in RANKS], rates, [None] * len(found),
                           ylabel="share of the top")


KINDS = {"threes-any": Kind(_threes, _threes_figure, _threes_standings),
         "tops": Kind(_tops, _tops_figure, _tops_standings)}
