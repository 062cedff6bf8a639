"""Tabletop Croquet's own kinds of balance question (:class:`games.sim.balance.Kind`).

``seat-rungs``: the seat question, answered as every seat question is (:mod:`games.sim.balance`),
and at two rungs of skill: a row played by shaky robots is set beside the row of steady robots
with as many players, and the answer says whether each seat's verdict is the same at both.

``paired-turns``: how many turns a game takes under each variant (the table every turns
question gives), and each variant's games against their twins in the game it varies: the mean
change in turns per game with its paired 95% t-interval, on the paired games only (a
sequential variant study may stop at fewer games than the game it varies).

``course``: the plain 2-player game on courses of several sizes, each game of a bigger course
paired with the game of the first (smallest) course played from the same seed: how many turns
a game takes (median and quartiles, and the mean change per game with its paired 95%
t-interval), and how close the games are: the winner's lead, in course targets, over the
coin nearest to finishing when the game ends (median and quartiles).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..sim import balance, stats
from ..sim.balance import Answer, Kind
from ..sim.studies import Declared, Question
from ..sim.verdicts import (
    ALMOST_NONE,
    Row,
    changed_games,
    paired_with,
    seat_rows,
    seat_standings,
    with_interval,
)

#: The rungs of skill in words, by the agents' spec.
RUNGS = {"robot": "steady", "robot:steady": "steady", "robot:shaky": "shaky"}
#: How the players of each rung flick, in words.
FLICKING = {"steady": "steadily", "shaky": "shakily"}


def rung(s: Declared) -> str:
    """The rung of skill a study is played at (``steady`` or ``shaky``)."""
    return RUNGS.get(s.agents[0], s.agents[0])


def rung_pairs(q: Question) -> list[tuple[int, int]]:
    """The rows of ``q`` played at another rung than the first row with as many players, each
    with that row: (first row, other row)."""
    found = []
    for k, s in enumerate(q.studies):
        for j, t in enumerate(q.studies[:k]):
            if (t.players, t.variants, t.options) == (s.players, s.variants, s.options) \
                    and rung(t) != rung(s):
                found.append((j, k))
                break
    return found


def _holds(a: Row, b: Row) -> str:
    """How the verdicts of two rungs compare: ``same`` (every seat's verdict alike, some
    decided), ``open`` (no seat decided at either), ``unshown`` (decided at one rung, not
    decided at the other, and nowhere contrary) or ``differs`` (a seat decided one way at one
    rung and another way at the other)."""
    kinds = [(v.kind, w.kind) for v, w in zip(a.verdicts, b.verdicts, strict=True)]
    if all(x == "open" and y == "open" for x, y in kinds):
        return "open"
    if all(x == y for x, y in kinds):
        return "same"
    if all(x == y or "open" in (x, y) for x, y in kinds):
        return "unshown"
    return "differs"


def _rung_words(q: Question, rows: list[Row]) -> list[tuple[int, str, str]]:
    """For each rung pair: the other row, the designer's line and the player's line."""
    out = []
    for j, k in rung_pairs(q):
        a, b = q.studies[j], q.studies[k]
        held = _holds(rows[j], rows[k])
        n = a.players
        first, second = rung(a), rung(b)
        both = (f"{first} robots: {seat_standings(rows[j])}; {second} robots: "
                f"{seat_standings(rows[k])}")
        if held == "same":
            line = (f"{n} players: every seat's verdict is the same with {first} and with "
                    f"{second} robots ({seat_standings(rows[j])}): it holds at both "
                    "rungs of skill.")
            plain = (f"With {n} players, the answer is the same whether the players flick "
                     f"{FLICKING[first]} or {FLICKING[second]}.")
        elif held == "open":
            line = f"{n} players: no seat is decided with either {first} or {second} robots."
            plain = (f"With {n} players, neither {first} nor {second} flickers show an "
                     "advantage either way in these games.")
        elif held == "unshown":
            line = (f"{n} players: {both}; the verdict is decided at one rung of skill and not "
                    "at the other, so it is not shown to hold at both.")
            plain = (f"With {n} players, these games show an answer for one kind of flicker "
                     "only; for the other they do not show it, so it is not shown to hold "
                     "whatever the players' skill.")
        else:
            line = (f"{n} players: {both}; the verdicts contradict each other: it does not "
                    "hold at both rungs of skill.")
            plain = (f"With {n} players, the answer depends on how steadily the players "
                     "flick.")
        out.append((k, line, plain))
    return out


def seat_rungs_report(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    answer = balance.KINDS["seats"](replace(q, kind="seats"), found, margin)
    rows = seat_rows(q, found, margin)
    extra = _rung_words(q, rows)
    lines = list(answer.lines)
    note = lines.pop()  # the line on how it was decided stays last
    return replace(answer, lines=(*lines, *(line for _, line, _ in extra), note),
                   plain=(*answer.plain, *(plain for _, _, plain in extra)))


def seat_rungs_figure(q: Question, found: list[dict[str, Any]]) -> str:
    return balance.figure(replace(q, kind="seats"), found)


def seat_rungs_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    words = balance._standing_words(replace(q, kind="seats"), found, margin)
    rows = seat_rows(q, found, margin)
    for k, _, _ in _rung_words(q, rows):
        j = next(j for j, kk in rung_pairs(q) if kk == k)
        held = _holds(rows[j], rows[k])
        words[k] += {"same": f"; as with {rung(q.studies[j])} robots",
                     "open": f"; as with {rung(q.studies[j])} robots, none decided",
                     "unshown": f"; {rung(q.studies[j])} robots' verdict not shown here",
                     "differs": f"; contrary to {rung(q.studies[j])} robots"}[held]
    return words


# -- course size -----------------------------------------------------------------------------

def feet(s: Declared) -> float:
    """The course's length in feet (2-inch tiles): 4 feet at scale 1."""
    return 4 * float(dict(s.options).get("scale", "1"))


def lead(g: dict[str, Any]) -> int:
    """The winner's lead in course targets when the game ends."""
    ordered: list[int] = sorted(g["scores"], reverse=True)
    return ordered[0] - ordered[1]


def turn_change(r: dict[str, Any], base: dict[str, Any]) -> tuple[float, float, float]:
    """The mean change in turns per game from ``base`` to ``r`` (paired by game) with its 95%
    t-interval."""
    from scipy.stats import ttest_1samp

    n = min(len(r["games"]), len(base["games"]))
    steps = [g["turns"] - b["turns"] for g, b in zip(r["games"][:n], base["games"][:n],
                                                      strict=True)]
    mean = sum(steps) / n
    if all(x == steps[0] for x in steps):
        return mean, mean, mean
    ci = ttest_1samp(steps, 0.0).confidence_interval(0.95)
    return mean, float(ci.low), float(ci.high)


def _ft(x: float) -> str:
    return f"{x:g} feet"


def course_report(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["course", "games", "turns: median", "quartiles", "change in turns per game "
              "(95% interval)", "winner's lead: median", "quartiles", "seat 1 wins"]
    rows, lines, plain = [], [], []
    base = found[0]
    for label, s, r in zip(q.labels, q.studies, found, strict=True):
        n = r["summary"]["games"]
        turns = stats.spread(g["turns"] for g in r["games"])
        leads = stats.spread(lead(g) for g in r["games"] if g["finished"])
        assert turns is not None and leads is not None, "a study plays finished games"
        if r is base:
            change = "n/a"
        else:
            mean, low, high = turn_change(r, base)
            change = f"{mean:+.1f} ({low:+.1f} to {high:+.1f})"
        rows.append([label, str(n), f"{turns['median']:g}", f"{turns['q1']:g} to {turns['q3']:g}",
                     change, f"{leads['median']:g}", f"{leads['q1']:g} to {leads['q3']:g}",
                     with_interval(r["summary"]["seats"][0]["wins"], n)])
        said = (f"{label}: median {turns['median']:g} turns (quartiles {turns['q1']:g} to "
                f"{turns['q3']:g})")
        if r is not base:
            said += (f", {change} turns a game against {q.labels[0]} on the same seeds "
                     "(paired t-interval)")
        lines.append(said + f"; the winner leads by a median {leads['median']:g} targets "
                     f"(quartiles {leads['q1']:g} to {leads['q3']:g}).")
        behind = (f"in at least half the games the other coin is {round(leads['q1'])} steps "
                  if round(leads["q1"]) == round(leads["q3"]) else
                  f"in half the games the other coin is {round(leads['q1'])} to "
                  f"{round(leads['q3'])} steps ")
        plain.append(f"On a course {_ft(feet(s))} long, a game of two takes about "
                     f"{turns['median']:.0f} turns in all, half the games {round(turns['q1'])} "
                     f"to {round(turns['q3'])}; {behind}of the course behind when the winner "
                     "finishes.")
    table = " by ".join(dict(q.studies[0].options).get("table", "30 18").replace(
        "x", " ").split())
    lines.append(f"Courses are {', '.join(_ft(feet(s)) for s in q.studies)} long (scale "
                 f"{', '.join(dict(s.options).get('scale', '1') for s in q.studies)}), all on "
                 f"a table of {table} tile widths; the winner's lead is the course targets it "
                 "reached less those of the coin nearest to finishing (16 is the whole course). "
                 "The change in turns is the mean of each game's turns less those of its twin "
                 f"on {q.labels[0]}, played from the same seed.")
    return Answer.of(header, rows, lines, plain)


def course_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots  # matplotlib, loaded only to draw

    title = f"{registry.get(q.game).title}: {q.claim}"

    return plots.boxes(title, "Turns per game on each course: box from the lower to the "
                       "upper quartile, the median as a line.", list(q.labels),
                       [[g["turns"] for g in r["games"]] for r in found], "turns")


def course_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    out = []
    base = found[0]
    for r in found:
        if r is base:
            out.append("the course the others are compared with")
            continue
        _, low, high = turn_change(r, base)
        longer = ("longer" if low > 0 else "shorter" if high < 0
                  else "not shown longer or shorter")
        out.append(f"games {longer} than on {q.labels[0]}")
    return out


# -- turns by variant, each variant against its twins ------------------------------------------

def _paired_change(q: Question, found: list[dict[str, Any]]
                   ) -> list[tuple[int, int, tuple[float, float, float]] | None]:
    """For each row paired with an earlier one (:func:`games.sim.verdicts.paired_with`): the
    games changed, the games paired, and the mean change in turns per game against the twins
    with its 95% t-interval; None for a row paired with none. A sequential variant study may
    stop at fewer games than the game it varies: only the paired games are compared."""
    out: list[tuple[int, int, tuple[float, float, float]] | None] = []
    for k, (s, r) in enumerate(zip(q.studies, found, strict=True)):
        base = paired_with(s, list(q.studies[:k]))
        if base is None:
            out.append(None)
            continue
        changed, n = changed_games(r, found[base])
        out.append((changed, n, turn_change(r, found[base])))
    return out


def turns_report(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    answer = balance.KINDS["turns"](replace(q, kind="turns"), found, margin)
    extra = []
    for label, pair in zip(q.labels, _paired_change(q, found), strict=True):
        if pair is not None and pair[0] >= ALMOST_NONE * pair[1]:
            mean, low, high = pair[2]
            extra.append(f"{label} against its {pair[1]:,} twins in {q.labels[0]}: "
                         f"{mean:+.1f} turns a game ({low:+.1f} to {high:+.1f}, paired 95% "
                         "t-interval).")
    return replace(answer, lines=(*answer.lines, *extra))


def turns_figure(q: Question, found: list[dict[str, Any]]) -> str:
    return balance.figure(replace(q, kind="turns"), found)


def turns_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    out = []
    for pair in _paired_change(q, found):
        if pair is None:
            out.append("the game the variants are compared with")
        elif pair[0] < ALMOST_NONE * pair[1]:
            out.append(f"changes {'almost none' if pair[0] else 'none'} of its games")
        else:
            _, low, high = pair[2]
            out.append("games longer than their twins" if low > 0 else
                       "games shorter than their twins" if high < 0 else
                       "games not shown longer or shorter than their twins")
    return out


KINDS = {"seat-rungs": Kind(seat_rungs_report, seat_rungs_figure, seat_rungs_standings),
         "course": Kind(course_report, course_figure, course_standings),
         "paired-turns": Kind(turns_report, turns_figure, turns_standings)}

