"""Subdivision's own kind of balance question (:class:`games.sim.balance.Kind`): ``rungs``.

A ``rungs`` question asks whether a seat verdict that depends on skilled play holds at more
than one rung of skill: the same seat study (2 players, standard stash, the same seed) played
by players of each rung in every seat, and by random players for contrast. Its rows are
decided as a seat question's are (each seat against its even share, Holm's correction over the
whole table); its answer adds one line, generated from those verdicts, that says whether the
first player's lead holds at every skilled rung, and whether random players show it too:
the claim "the lead comes from playing the first move well" holds when every skilled rung puts
the first player ahead and random players are within the margin of even.

>>> skilled = [Verdict("seat 1", "ahead", 0.04, 0.12, 1600, 0.03),
...            Verdict("seat 1", "ahead", 0.02, 0.10, 800, 0.03)]
>>> conclusion(["heuristic", "mcts:50"], skilled, Verdict("seat 1", "within", -0.02, 0.01,
...                                                        6400, 0.03))[0]
'claim holds at both rungs'
>>> conclusion(["heuristic", "mcts:50"], skilled[:1] + [Verdict("seat 1", "open", -0.01,
...            0.05, 1600, 0.03)], Verdict("seat 1", "within", -0.02, 0.01, 6400, 0.03))[0]
'claim holds at one rung'
"""

from __future__ import annotations

from typing import Any

from ..sim import balance
from ..sim.balance import Answer
from ..sim.plain import plain_row
from ..sim.studies import Question
from ..sim.verdicts import (
    Row,
    Verdict,
    count_tests,
    decided_note,
    even_share,
    percent,
    seat_rows,
    seat_standings,
    seat_words,
)

#: A rung of skill as a player would say it: who sits in every seat.
RUNG_WORDS = {"heuristic": "who both follow a few plain rules of thumb",
              "random": "who both move at random"}


def rung_words(agent: str) -> str:
    return RUNG_WORDS.get(agent, "who both look a little ahead before each move"
                          if agent == "mcts:50" else "who both look ahead before each move")


def _split(q: Question, rows: list[Row]) -> tuple[list[str], list[Verdict], Verdict | None]:
    """The skilled rungs' agents and first-seat verdicts, and random play's (None if absent)."""
    agents, firsts, chance = [], [], None
    for s, row in zip(q.studies, rows, strict=True):
        if set(s.agents) == {"random"}:
            chance = row.verdicts[0]
        else:
            agents.append(s.agents[0])
            firsts.append(row.verdicts[0])
    return agents, firsts, chance


def conclusion(agents: list[str], firsts: list[Verdict],
               chance: Verdict | None) -> tuple[str, str, str]:
    """Whether the claim "the lead comes from playing the first move well" holds: a few words
    (``claim holds at both rungs``, ``claim holds at one rung``, ``claim not shown: ...``), the
    designer's
    sentence and a player's. It holds at a skilled rung whose first seat is ahead when random
    players' first seat is within the margin of even."""
    margin = firsts[0].margin if firsts else 0.03
    d, both = f"{100 * margin:g}", f"{200 * margin:g}"
    ahead = [a for a, v in zip(agents, firsts, strict=True) if v.kind == "ahead"]
    said = ", ".join(f"{a}: seat 1 {v.word()}" for a, v in zip(agents, firsts, strict=True))
    level = chance is not None and chance.kind == "within"
    random_said = ("random play: seat 1 " + chance.word()) if chance else "no random play"
    if len(ahead) == len(agents):
        skilled = f"The first player's lead holds at every rung of skill tried ({said})"
        plain = "Both kinds of skilled player win more often when they move first"
    elif ahead:
        skilled = f"The first player's lead holds at one rung of skill only ({said})"
        others = " or ".join(plain_rung(a) for a in agents if a not in ahead)
        plain = (plain_rung(ahead[0]).capitalize() + " win more often when they move first; "
                 f"these games do not show whether {others} do too")
    else:
        return ("claim not shown: no lead at any rung",
                f"No rung of skill tried shows a lead for the first player ({said}; "
                f"{random_said}).",
                "These games do not show that skilled players win more often when they move "
                "first.")
    if level:
        where = "at both rungs" if len(ahead) == len(agents) else "at that rung alone"
        return (f"claim holds {'at both rungs' if len(ahead) == len(agents) else 'at one rung'}",
                f"{skilled}, and random players are within ±{d} points of an even share "
                f"({random_said}): the lead comes from playing the first move well, {where}.",
                f"{plain}, and players who move at random do not (within {both} games in 100 "
                "of each other): the edge comes from making good use of the first move.")
    if chance is not None and chance.kind == "ahead":
        return ("claim not shown: random play leads too",
                f"{skilled}; random players' first seat is ahead too ({random_said}): the seat "
                "itself gives a lead, so the lead does not come from playing the first move "
                "well alone.",
                f"{plain}. Players who move at random win more often when they move first too: "
                "part of the edge comes with moving first, however well one plays.")
    return ("claim not shown: random play not decided",
            f"{skilled}; random play does not show whether the seat alone gives a lead "
            f"({random_said}).",
            f"{plain}. These games do not show whether players who move at random do too.")


def plain_rung(agent: str) -> str:
    """The skilled players of a rung, as a player would name them."""
    return ("players who follow a few plain rules of thumb" if agent == "heuristic" else
            "players who look a little ahead before each move" if agent == "mcts:50" else
            "players who look ahead before each move")


def _report(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    table = balance.KINDS["seats"](q, found, margin).table
    rows = seat_rows(q, found, margin)
    lines = [f"{label}: {seat_words(row)} (even share "
             f"{percent(even_share(r))})."
             for label, r, row in zip(q.labels, found, rows, strict=True)]
    _, sentence, plain = conclusion(*_split(q, rows))
    lines += [sentence, decided_note(count_tests(rows), margin)]
    said = []
    for s, label, r, row in zip(q.studies, q.labels, found, rows, strict=True):
        words = plain_row(s, label, r, row)[0]
        head = f"With {s.players} players"
        said.append(words.replace(head, f"{head} (standard stash) {rung_words(s.agents[0])}",
                                  1))
    return Answer.of(table.header, table.rows, lines, [*said, plain])


def _figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    title = f"{registry.get(q.game).title}: {q.claim}"
    rates = [[balance.rate(s["wins"], r["summary"]["games"]) for s in r["summary"]["seats"]]
             for r in found]
    return plots.rate_bars(title, "Win rate of each seat with its 95% interval, for "
                           f"{', '.join(q.labels)}; a dotted line marks each group's even "
                           "share.", list(q.labels), ["seat 1", "seat 2"], rates,
                           [even_share(r) for r in found])


def _standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    rows = seat_rows(q, found, margin)
    words = [seat_standings(row) for row in rows]
    return [*words[:-1], f"{words[-1]}; {conclusion(*_split(q, rows))[0]}"]


KINDS = {"rungs": balance.Kind(_report, _figure, _standings)}
