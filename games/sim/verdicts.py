"""Verdicts that decide, from the results files of the balance studies (:mod:`.balance`).

A seat's **even share** is the win rate every seat would have if the seats were alike: the
games won outright, shared equally among the seats. Every verdict decides (:class:`Verdict`): a
seat is *ahead* or *behind* by a range of points when its difference from the even share is
shown at 95% (the exact binomial test on the games won outright); *within ±d points* (d = 3
unless told) when the whole interval of that difference lies inside the margin (and two
one-sided tests agree); otherwise it is *not decided at N games*. Within one question Holm's
correction (statsmodels, :func:`.stats.decide`) keeps the chance of any wrong verdict at 5%. A
variant study is compared game by game with the study it varies (same deals, same random
numbers: :func:`paired_with`), by McNemar's exact test, and says how many of its games differ
from the paired ones; one that changes almost none gets no verdict but that.

>>> v = Verdict("seat 1", "ahead", 0.021, 0.064, 1600, 0.03)
>>> v.words(), v.word()
('seat 1 ahead by 2.1 to 6.4 points', 'ahead')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, cast

from ..core.errors import UserError
from . import stats
from .measures import draw_test
from .phrases import say
from .stats import wilson
from .studies import Declared, Question


def percent(rate: float) -> str:
    """A rate in percent to a tenth of a point; a rate above 0 that would print as 0.0% (an
    upper bound of an interval, say) to two figures instead.

    >>> percent(0.4731), percent(0.0), percent(0.000299)
    ('47.3%', '0.0%', '0.030%')
    """
    if 0 < rate < 0.0005:
        return f"{100 * rate:#.2g}%"
    return f"{100 * rate:.1f}%"


def with_interval(k: int, n: int) -> str:
    """``k`` of ``n`` as a rate and its 95% interval: ``47.3% (44.2 to 50.4%)``."""
    low, high = wilson(k, n)
    return f"{percent(k / n)} ({100 * low:.1f} to {percent(high)})"


def ended_level(results: dict[str, Any]) -> tuple[int, int]:
    """The games of a study won by no seat alone (nor a whole side): its shared wins and its
    draws, counted apart. A results file written before they were counted apart has no
    ``shared`` in its summary, and its ``draws`` counted both; its games tell them apart
    (:func:`.measures.drawn`).

    >>> games = [{"finished": True, "winners": [0, 1], "ending": e} for e in ("draw", "limit")]
    >>> old = {"provenance": {"game": "fallacy_of_rank"}, "games": games,
    ...        "summary": {"draws": {"count": 2}}}
    >>> ended_level(old)
    (0, 2)
    >>> ended_level({"summary": {"draws": {"count": 1}, "shared": {"count": 3}}})
    (3, 1)
    """
    summary = results["summary"]
    if "shared" in summary:
        return summary["shared"]["count"], summary["draws"]["count"]
    games = results["games"]
    known = _ENDED.get(id(games))
    if known is not None and known[0] is games:  # the same file's games, counted before
        return known[1]
    drawn = draw_test(results["provenance"]["game"])
    draws = sum(1 for g in games if g["finished"] and drawn(g))
    _ENDED[id(games)] = (games, (summary["draws"]["count"] - draws, draws))
    return _ENDED[id(games)][1]


#: The draws counted in an older results file's games, by the games' list (kept alive here, so
#: that its id is not reused): a report asks for them several times a file.
_ENDED: dict[int, tuple[list[dict[str, Any]], tuple[int, int]]] = {}


def even_share(results: dict[str, Any]) -> float:
    """The win rate each seat would have if the seats were alike."""
    summary = results["summary"]
    return cast(float, sum(s["wins"] for s in summary["seats"]) / summary["games"]
                / len(summary["seats"]))


#: A variant that changes fewer than this share of its paired games gets no verdict of its own.
ALMOST_NONE = 0.01


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth")


@dataclass(frozen=True)
class Verdict:
    """One decided (or undecided) statement: ``who`` (``seat 1``, an agent) against ``against``
    (the even share, or a baseline study played on the same deals), by ``low`` to ``high``
    (a fraction: 0.05 is 5 points). ``kind``: ``ahead``, ``behind``, ``within`` (the whole
    interval inside ±``margin``), ``open`` (not decided at ``games`` games) or ``unchanged``
    (a paired study whose games are the baseline's)."""

    who: str
    kind: str
    low: float
    high: float
    games: int
    margin: float
    paired: bool = False
    seat: int | None = None

    def words(self) -> str:
        """The verdict in the designer's words, with its numbers (:data:`.phrases.PHRASES`)."""
        return say(self, "designer")

    def slight(self) -> bool:
        """Whether the whole interval is on one side of 0 and inside ±``margin``: a verdict
        said the same way (``behind by less than 3 points``) whether its family of tests
        showed the difference (``behind``) or the tie (``within``), so that one seat under
        one rule reads alike in every table that prints it.

        >>> Verdict("seat 3", "behind", -0.021, -0.006, 6400, 0.03).words()
        'seat 3 behind by less than 3 points (0.6 to 2.1)'
        >>> Verdict("seat 3", "within", -0.021, -0.006, 6400, 0.03).word()
        'behind by less than 3 points'
        """
        return self.kind in ("ahead", "behind", "within") and (self.low > 0 or self.high < 0) \
            and -self.margin <= self.low and self.high <= self.margin

    def word(self) -> str:
        """The verdict without numbers: ``ahead``, ``within ±3 points``, ``not decided``."""
        return say(self, "word")


def decide(compared: list[stats.Compared], margin: float,
           alpha: float = stats.ALPHA) -> list[str]:
    """The kind of verdict of each comparison of one question (:func:`.stats.decide`: Holm's
    correction over all of them, each tested for a lead and for a tie)."""
    return stats.decide(compared, margin, alpha)


def alpha_of(found: list[dict[str, Any]]) -> float:
    """The level a question's verdicts are decided at: 5%, or less where a study stopped by a
    sequential rule, which spends its 5% over its looks (``alpha_per_look`` of its stopping
    rule, :mod:`.run`)."""
    return min([stats.ALPHA, *(float(r["provenance"].get("stopping", {}).get(
        "alpha_per_look", stats.ALPHA)) for r in found)])


def decided_note(count: int, margin: float, paired: str | None = None) -> str:
    """The line under a table that says how its verdicts were decided."""
    d = f"{100 * margin:g}"
    note = (f"How decided: at 95%, with Holm's correction over the {count} tests of this table "
            "(each comparison tested for a lead and for a tie), so that the chance of any wrong "
            f"verdict in it is at most 5%; ahead or behind when the whole interval clears the "
            f"mark, within ±{d} points when the whole interval lies inside that margin, and "
            "otherwise not decided at the games played.")
    if paired:
        note += (f" Each variant is compared game by game with {paired}, played on the same "
                 "deals with the same random numbers (McNemar's exact test on the games whose "
                 "winner changed); its interval is that of the change in the seat's win rate "
                 "(the wider of the interval given the games that changed and the paired "
                 "t-interval).")
    return note


def won_outright(games: list[dict[str, Any]], seat: int) -> list[bool]:
    """Game by game, whether ``seat`` won alone."""
    return [g["winners"] == [seat] for g in games]


def paired_games(r: dict[str, Any], base: dict[str, Any]) -> list[dict[str, Any]]:
    """The games of ``base`` paired with ``r``'s: those ``r`` played itself when it was played
    paired (``--paired``: each of its games holds its ``base``, :func:`.run.paired_game`),
    else ``base``'s own."""
    if r["games"] and all("base" in g for g in r["games"]):
        return [{"index": g["index"], "seed": g["seed"], **g["base"]} for g in r["games"]]
    return cast("list[dict[str, Any]]", base["games"])


def changed_games(r: dict[str, Any], base: dict[str, Any]) -> tuple[int, int]:
    """How many of ``r``'s games differ from the paired game of ``base`` (same index and
    seed: :func:`paired_games`) in anything recorded but the index, and how many were
    paired."""
    theirs = paired_games(r, base)
    n = min(len(r["games"]), len(theirs))
    changed = 0
    for g, b in zip(r["games"][:n], theirs[:n], strict=True):
        if g["seed"] != b["seed"]:
            raise UserError(f"game {g['index']} was not played on the baseline's deal")
        changed += {k: v for k, v in g.items() if k not in ("index", "base")} != \
            {k: v for k, v in b.items() if k != "index"}
    return changed, n


def paired_with(s: Declared, earlier: list[Declared]) -> int | None:
    """The index in ``earlier`` of the study ``s`` is paired with: the first played by the
    same agents on the same deals (same game, players, seed and move cap) that differs only
    in its variants or options; None if there is none."""
    for k, b in enumerate(earlier):
        if (b.game, b.players, b.agents, b.seed, b.max_moves) == \
                (s.game, s.players, s.agents, s.seed, s.max_moves) and b != s:
            return k
    return None


def seat_compared(r: dict[str, Any], margin: float) -> list[stats.Compared]:
    """Each seat's win rate against the even share: its share of the games won outright
    against one in ``players`` (the exact binomial test), counted in points of all games."""
    return stats.seat_shares(r["summary"], margin)


def pair_compared(r: dict[str, Any], base: dict[str, Any],
                  margin: float) -> list[stats.Compared]:
    """Each seat's change in win rate from the paired ``base`` (the same games one by one)."""
    theirs = paired_games(r, base)
    n = min(len(r["games"]), len(theirs))
    return [stats.paired(won_outright(theirs, seat)[:n], won_outright(r["games"], seat)[:n],
                         margin) for seat in range(len(r["summary"]["seats"]))]


@dataclass(frozen=True)
class Row:
    """A row's verdicts, and for a paired row the games it changed (``changed`` of
    ``paired``) against ``base`` (a label); ``tests``: how many tests its verdicts took."""

    verdicts: tuple[Verdict, ...]
    changed: int = 0
    paired: int = 0
    base: str | None = None
    tests: int = 0

    @property
    def unexercised(self) -> bool:
        return self.base is not None and self.changed < ALMOST_NONE * self.paired


def seat_rows(q: Question, found: list[dict[str, Any]], margin: float,
              pair: bool = False) -> list[Row]:
    """The verdicts of every row of a seat question, decided together: each seat against the
    even share or, with ``pair``, a study paired with an earlier one (:func:`paired_with`)
    against that one; a paired study that changes almost none of its games gets none."""
    plans: list[tuple[list[stats.Compared], int | None, int, int]] = []
    for k, (s, r) in enumerate(zip(q.studies, found, strict=True)):
        base = paired_with(s, list(q.studies[:k])) if pair else None
        if base is None:
            plans.append((seat_compared(r, margin), None, 0, 0))
            continue
        changed, n = changed_games(r, found[base])
        compared = pair_compared(r, found[base], margin)
        if changed < ALMOST_NONE * n:
            compared = [replace(c, trials=None) for c in compared]
        plans.append((compared, base, changed, n))
    return _decided(plans, found, list(q.labels), margin)


def seat_verdicts(found: list[dict[str, Any]],
                  margin: float = stats.MARGIN / 100) -> list[Row]:
    """The verdicts of each seat of several studies against its even share, decided together
    (one family: Holm's correction over all of them)."""
    return _decided([(seat_compared(r, margin), None, 0, 0) for r in found], found,
                    [""] * len(found), margin)


MIRROR = {"ahead": "behind", "behind": "ahead"}


def _decided(plans: list[tuple[list[stats.Compared], int | None, int, int]],
             found: list[dict[str, Any]], labels: list[str], margin: float) -> list[Row]:
    """Rows of verdicts from each row's comparisons, decided together. In a two-seat row
    against the even share the second seat's difference is the first's with its sign turned
    (the even share is half the games won outright), so it is one hypothesis, tested once."""
    mirrored = [base is None and len(compared) == 2 for compared, base, *_ in plans]
    flat = [c for (compared, *_), m in zip(plans, mirrored, strict=True)
            for c in (compared[:1] if m else compared)]
    kinds = iter(decide(flat, margin, alpha_of(found)))
    rows = []
    for (compared, base, changed, n), r, m in zip(plans, found, mirrored, strict=True):
        games = r["summary"]["games"] if base is None else n
        verdicts: list[Verdict] = []
        for seat, c in enumerate(compared):
            first = verdicts[0].kind if verdicts else ""
            kind = MIRROR.get(first, first) if m and seat else next(kinds)
            if base is not None and c.trials is None:
                kind = "unchanged" if changed < ALMOST_NONE * n else kind
            verdicts.append(Verdict(f"seat {seat + 1}", kind, c.low, c.high, games, margin,
                                    paired=base is not None, seat=seat))
        tests = 2 * sum(1 for c in (compared[:1] if m else compared) if c.trials is not None)
        rows.append(Row(tuple(verdicts), changed, n, None if base is None else labels[base],
                        tests))
    return rows


def count_tests(rows: list[Row]) -> int:
    """How many tests a question's verdicts took (two per comparison made: a lead, a tie)."""
    return sum(row.tests for row in rows)


def seat_words(row: Row) -> str:
    """Each seat's verdict in words, with its numbers."""
    return ", ".join(v.words() for v in row.verdicts)


def seat_standings(row: Row) -> str:
    """Each seat's verdict without numbers, or one phrase when every seat shares it."""
    words = {v.word() for v in row.verdicts}
    if len(words) == 1 and len(row.verdicts) > 1:
        only = words.pop()
        return ("no seat decided" if only == "not decided" else f"every seat {only}")
    return ", ".join(f"{v.who} {v.word()}" for v in row.verdicts)


def unexercised_words(row: Row, n: int) -> str:
    never = "never" if row.changed == 0 else "almost never"
    return (f"changes {row.changed} of {row.paired:,} games of {row.base}: these players "
            f"{never} meet what it rules on, so these games cannot judge it")


def paired_rows(q: Question, found: list[dict[str, Any]]) -> list[tuple[int, int, str] | None]:
    """For each row, (games changed, games paired, the baseline's label) when it is paired
    with an earlier row (:func:`paired_with`), else None."""
    out: list[tuple[int, int, str] | None] = []
    for k, (s, r) in enumerate(zip(q.studies, found, strict=True)):
        base = paired_with(s, list(q.studies[:k]))
        out.append(None if base is None else (*changed_games(r, found[base]), q.labels[base]))
    return out


def check_margin(margin: float) -> None:
    """A UserError unless ``margin`` (a fraction) is a sane margin (:func:`.stats.check_margin`)."""
    stats.check_margin(margin)
