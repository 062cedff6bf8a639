"""The answers to the book's balance questions (:mod:`.studies`), from the results files.

For each :class:`~.studies.Question`, :func:`report` gives a table and a verdict in words, and
:func:`figure` its chart; both read only the committed results files, never a typed number.
A rate is written with its Wilson 95% interval. A seat's **even share** is the win rate every
seat would have if the seats were alike: the games won outright, shared equally among the
seats. A seat is *ahead* or *behind* when its interval lies wholly above or below that share,
and *even* otherwise.

>>> from pathlib import Path
>>> from games.sim.studies import question
>>> q = question("subdivision", "skill")
>>> report(q, load(q, Path(__file__).parents[2])).table.header
('matchup', 'games', 'wins', 'win rate (95% interval)', 'even share')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..core import worked_cache
from ..core.errors import UserError
from ..core.worked import Table
from .stats import spread, wilson
from .studies import Declared, Question, measured_seat

if TYPE_CHECKING:  # the charts (matplotlib) are loaded only by figure(): the book's pages
    from . import plots  # read the tables alone


@dataclass(frozen=True)
class Answer:
    """A question's answer: a ``table`` and the verdict in words, a line per row or pair."""

    table: Table
    lines: tuple[str, ...]

    @classmethod
    def of(cls, header, rows, lines) -> Answer:
        return cls(Table(tuple(header), tuple(tuple(r) for r in rows)), tuple(lines))

    def data(self) -> dict[str, object]:
        """The answer as JSON data (kept between builds: :mod:`games.core.worked_cache`)."""
        return {"table": worked_cache.to_json(self.table), "lines": list(self.lines)}


def load(q: Question, root: Path) -> list[dict]:
    """The results file of each of ``q``'s studies, checked against its declaration."""
    found = []
    for s in q.studies:
        path = root / s.path
        try:
            results = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise UserError(f"{s.path}: no results yet; run `make balance`") from None
        except json.JSONDecodeError as exc:
            raise UserError(f"{s.path}: not a results file ({exc.msg}, line {exc.lineno})"
                            ) from None
        mismatch = differs(s, results)
        if mismatch:
            raise UserError(f"{s.path}: {mismatch}; run `make balance` again")
        found.append(results)
    return found


def differs(s: Declared, results: dict) -> str | None:
    """What in ``results`` is not what study ``s`` declares (None if it all matches)."""
    prov = results.get("provenance", {})
    want = {"game": s.game, "players": s.players, "variants": list(s.variants),
            "options": dict(s.options), "seed": s.seed, "games": s.games,
            "max_moves": s.max_moves}
    for key, value in want.items():
        if prov.get(key) != value:
            return f"{key} is {prov.get(key)!r}, but the study declares {value!r}"
    specs = [a.get("spec") for a in prov.get("agents", [])]
    if specs != list(s.agents):
        return f"agents are {specs}, but the study declares {list(s.agents)}"
    if len(results.get("games", ())) != s.games:
        return f"it holds {len(results.get('games', ()))} games, not {s.games}"
    return None


# -- words and numbers ------------------------------------------------------------------------

def percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def with_interval(k: int, n: int) -> str:
    """``k`` of ``n`` as a rate and its 95% interval: ``47.3% (44.2 to 50.4%)``."""
    low, high = wilson(k, n)
    return f"{percent(k / n)} ({100 * low:.1f} to {percent(high)})"


def rate(k: int, n: int) -> plots.Rate:
    return (k / n, *wilson(k, n))


def even_share(results: dict) -> float:
    """The win rate each seat would have if the seats were alike."""
    summary = results["summary"]
    return sum(s["wins"] for s in summary["seats"]) / summary["games"] / len(summary["seats"])


def standing(k: int, n: int, share: float) -> str:
    low, high = wilson(k, n)
    return "ahead" if low > share else "behind" if high < share else "even"


def seat_standings(results: dict) -> str:
    """Each seat that is not even, without numbers, or that every seat is."""
    summary, share = results["summary"], even_share(results)
    odd = [f"seat {s['seat'] + 1} {standing(s['wins'], summary['games'], share)}"
           for s in summary["seats"] if standing(s["wins"], summary["games"], share) != "even"]
    return ", ".join(odd) if odd else "every seat even"


def seat_words(results: dict) -> str:
    """Each seat that is not even, or that every seat is."""
    summary, share = results["summary"], even_share(results)
    odd = [f"seat {s['seat'] + 1} {standing(s['wins'], summary['games'], share)} at "
           f"{with_interval(s['wins'], summary['games'])}" for s in summary["seats"]
           if standing(s["wins"], summary["games"], share) != "even"]
    return ", ".join(odd) if odd else "every seat even"


# -- the kinds of question --------------------------------------------------------------------

def _seats(q: Question, found: list[dict]) -> Answer:
    most = max(len(r["summary"]["seats"]) for r in found)
    header = ["study", "games", *(f"seat {k + 1}" for k in range(most)), "even share",
              "draws"]
    rows, lines = [], []
    for label, r in zip(q.labels, found, strict=True):
        n, seats = r["summary"]["games"], r["summary"]["seats"]
        cells = [with_interval(s["wins"], n) for s in seats] + ["n/a"] * (most - len(seats))
        rows.append([label, str(n), *cells, percent(even_share(r)),
                     with_interval(r["summary"]["draws"]["count"], n)])
        lines.append(f"{label}: {seat_words(r)} (even share {percent(even_share(r))}).")
    return Answer.of(header, rows, lines)


def _variants(q: Question, found: list[dict]) -> Answer:
    most = max(len(r["summary"]["seats"]) for r in found)
    header = ["variant", "games", *(f"seat {k + 1}" for k in range(most)), "draws",
              "unfinished", "median moves"]
    rows, lines = [], []
    for label, r in zip(q.labels, found, strict=True):
        summary = r["summary"]
        n, seats = summary["games"], summary["seats"]
        rows.append([label, str(n), *(with_interval(s["wins"], n) for s in seats),
                     *["n/a"] * (most - len(seats)),
                     with_interval(summary["draws"]["count"], n),
                     with_interval(summary["unfinished"], n),
                     f"{summary['length']['median']:g}"])
        lines.append(f"{label}: {seat_words(r)}; {summary['unfinished']} of {n} games "
                     f"unfinished after {r['provenance']['max_moves']:,} moves.")
    return Answer.of(header, rows, lines)


def _draws(q: Question, found: list[dict]) -> Answer:
    header = ["variant", "games", "ended level", "rate (95% interval)"]
    rows, lines = [], []
    for label, r in zip(q.labels, found, strict=True):
        n, draws = r["summary"]["games"], r["summary"]["draws"]["count"]
        rows.append([label, str(n), str(draws), with_interval(draws, n)])
        lines.append(f"{label}: {draws} of {n} games ended level" +
                     (" (none, at most 3 in 1,000 at this count)." if draws == 0 and n >= 1000
                      else "."))
    return Answer.of(header, rows, lines)


#: How a rollout cut off before the end is scored (:mod:`.tuning`), in words.
SCORED = {"material": "each side's share of pawns and pieces",
          "score_share": "each player's share of the points"}


def budget_words(agent: str, budget: dict) -> str:
    """An agent's search effort in words, from the ``budget`` its results file records.

    >>> budget_words("mcts:200", {"iterations": 200, "rollout": 200})
    'mcts:200: tree search (UCT), 200 iterations per decision, each played out by random moves \
(200 at most)'
    """
    if "skill" in budget:
        return (f"{agent}: the robot, aiming with errors of {budget['direction_sd_degrees']:g} "
                f"degrees and {100 * budget['strength_sd_fraction']:g}% of the strength "
                "(standard deviations)")
    if "rule" in budget:
        return f"{agent}: the game's heuristic, one fixed rule, no search"
    n, rollout = budget["iterations"], budget["rollout"]
    if "guided" not in budget:
        hidden = "on a new sampled position each, " if agent.startswith("ismcts") else ""
        return (f"{agent}: tree search ({'ISMCTS' if hidden else 'UCT'}), {n} iterations per "
                f"decision, {hidden}each played out by random moves ({rollout} at most)")
    moves = (f"the heuristic's own move and the moves {budget['widen']} draws of the rollout "
             f"policy and {budget['widen']} uniform draws of a legal move come to")
    rollouts = (f"played on for up to {rollout} moves by the heuristic (a random move with "
                f"chance {100 * budget['epsilon']:g}%) and scored by the result, or by "
                f"{SCORED.get(budget['evaluate'], budget['evaluate'])} if the game goes on")
    plain = (f"; a position with only {' or '.join(budget['unsearched'])} moves is played by "
             "the heuristic, unsearched" if budget.get("unsearched") else "")
    if budget.get("paired") and "margin" in budget:
        return (f"{agent}: flat Monte Carlo over {moves}, each tried on the same {n} sampled "
                f"positions with the same random numbers, {rollouts}; another move replaces "
                f"the heuristic's only if its gain over it exceeds "
                f"{budget['margin']:g} standard error{'' if budget['margin'] == 1 else 's'}"
                f"{plain}")
    if budget.get("paired"):
        return (f"{agent}: flat Monte Carlo over {moves}, each tried on the same {n} sampled "
                f"positions with the same random numbers, {rollouts}; the best average wins")
    return (f"{agent}: flat Monte Carlo with UCB1, {n} iterations per decision over {moves} "
            f"(the heuristic's move starting with {budget['prior']} virtual visits), each on "
            f"a new sampled position, {rollouts}; the most visited move wins")


def _budgets(q: Question, found: list[dict]) -> list[str]:
    """One line per agent of a skill question other than random: its budget in words."""
    seen: dict[str, str] = {}
    for r in found:
        for a in r["provenance"]["agents"]:
            if a["agent"] != "random" and a["agent"] not in seen:
                seen[a["agent"]] = budget_words(a["agent"], a["budget"])
    return [f"Budget of {line}." for line in seen.values()]


def _skill(q: Question, found: list[dict]) -> Answer:
    header = ["matchup", "games", "wins", "win rate (95% interval)", "even share"]
    rows, lines = [], []
    pairs = list(zip(q.labels, q.studies, found, strict=True))
    for label, s, r in pairs:
        seat = measured_seat(s)
        n, wins = r["summary"]["games"], r["summary"]["seats"][seat]["wins"]
        rows.append([label, str(n), str(wins), with_interval(wins, n), percent(1 / s.players)])
    for k in range(0, len(pairs), 2):
        (label, s, r), (_, s2, r2) = pairs[k], pairs[k + 1]
        wins = (r["summary"]["seats"][measured_seat(s)]["wins"]
                + r2["summary"]["seats"][measured_seat(s2)]["wins"])
        n = r["summary"]["games"] + r2["summary"]["games"]
        name = label.rsplit(",", 1)[0]
        rows.append([f"{name}, both", str(n), str(wins), with_interval(wins, n),
                     percent(1 / s.players)])
        lines.append(f"{name}: {s.agents[measured_seat(s)]} wins {wins} of {n} games, "
                     f"{with_interval(wins, n)}; even share {percent(1 / s.players)}: "
                     f"{standing(wins, n, 1 / s.players)}.")
    return Answer.of(header, rows, lines + _budgets(q, found))


def threes_split(r: dict) -> dict[str, tuple[int, int]]:
    """The "In" Crowd: (games, wins of the seat with more 3s on top) by who got 3s there."""
    split = {"one seat has more 3s on top": [0, 0], "both have as many, at least one": [0, 0],
             "no 3 on top": [0, 0]}
    for g in r["games"]:
        threes = g["threes_on_top"]
        if threes[0] != threes[1]:
            cell = split["one seat has more 3s on top"]
            cell[1] += g["winners"] == [threes.index(max(threes))]
        else:
            cell = split["both have as many, at least one" if threes[0] else "no 3 on top"]
            cell[1] += len(g["winners"]) == 1
        cell[0] += 1
    return {key: (n, wins) for key, (n, wins) in split.items()}


def _threes(q: Question, found: list[dict]) -> Answer:
    header = ["3s on top at the end", "games", "won outright by the seat with more 3s",
              "rate (95% interval)"]
    rows, lines = [], []
    for key, (n, wins) in threes_split(found[0]).items():
        rows.append([key, str(n), str(wins) if key.startswith("one") else "n/a",
                     with_interval(wins, n) if n and key.startswith("one") else "n/a"])
    n, wins = threes_split(found[0])["one seat has more 3s on top"]
    lines.append(f"When one seat got more 3s to the top than the other, it won {wins} of {n} "
                 f"games outright: {with_interval(wins, n)}.")
    return Answer.of(header, rows, lines)


def fair(r: dict) -> bool:
    """Whether every seat is even (its interval holds the even share)."""
    return seat_words(r) == "every seat even"


def extra_step(s: Declared) -> int:
    """The cards a Human Trophies study deals each seat more than the seat before."""
    return int(dict(s.options).get("extra-cards", int("extra-cards" in s.variants)))


def gap(r: dict) -> float:
    """How far the seat furthest from its even share is from it (a rate, 0 when all are)."""
    n, share = r["summary"]["games"], even_share(r)
    return max(abs(s["wins"] / n - share) for s in r["summary"]["seats"])


def smallest_fair_step(steps: dict[int, dict]) -> int | None:
    """The fewest extra cards per seat at which every seat is even (:func:`fair`), from the
    results of each step tried; None if no step tried makes every seat even.

    >>> def won(*wins):
    ...     return {"summary": {"games": 100, "seats": [{"seat": k, "wins": w}
    ...                                                 for k, w in enumerate(wins)]}}
    >>> smallest_fair_step({0: won(70, 30), 1: won(55, 45), 2: won(48, 52)})
    1
    >>> smallest_fair_step({0: won(70, 30), 1: won(30, 70)}) is None
    True
    """
    return next((step for step in sorted(steps) if fair(steps[step])), None)


def _cards(n: int) -> str:
    return f"{n} extra card{'s' if n != 1 else ''} per later seat" if n else "no extra cards"


def _extra_cards(q: Question, found: list[dict]) -> Answer:
    table = _seats(q, found).table
    lines = []
    rows = list(zip(q.studies, found, strict=True))
    for players in sorted({s.players for s in q.studies}):
        steps = {extra_step(s): r for s, r in rows if s.players == players}
        tried = f"{min(steps)} to {max(steps)}"
        best = smallest_fair_step(steps)
        if best == 0:
            lines.append(f"{players} players: every seat is even already; no extra cards "
                         "needed.")
        elif best is not None:
            lines.append(f"{players} players: deal {_cards(best)}, the smallest step (of "
                         f"{tried}) that makes every seat even.")
        else:
            near = min(steps, key=lambda step: gap(steps[step]))
            lines.append(f"{players} players: no step of {tried} makes every seat even; "
                         f"the nearest to it is {_cards(near)}, its furthest seat "
                         f"{100 * gap(steps[near]):.1f} points from the even share.")
    return Answer(table, tuple(lines))


def _ends(q: Question, found: list[dict]) -> Answer:
    header = ["variant", "agents", "games", "unfinished (95% interval)", "longest game",
              "move cap"]
    rows, lines = [], []
    for label, s, r in zip(q.labels, q.studies, found, strict=True):
        n, stuck = r["summary"]["games"], r["summary"]["unfinished"]
        cap = r["provenance"]["max_moves"]
        rows.append([label, ",".join(sorted(set(s.agents))), str(n), with_interval(stuck, n),
                     f"{r['summary']['length']['max']:,} moves", f"{cap:,}"])
        lines.append(f"{label}: {stuck} of {n} games still running after {cap:,} moves "
                     f"(at most {percent(wilson(stuck, n)[1])} of games, at 95%).")
    return Answer.of(header, rows, lines)


def _turns(q: Question, found: list[dict]) -> Answer:
    header = ["variant", "games", "finished", "turns: median", "quartiles", "range",
              "seat 1 wins"]
    rows, lines = [], []
    for label, r in zip(q.labels, found, strict=True):
        n = r["summary"]["games"]
        turns = spread(g["turns"] for g in r["games"])
        assert turns is not None, "a study plays at least one game"
        rows.append([label, str(n), str(r["summary"]["finished"]), f"{turns['median']:g}",
                     f"{turns['q1']:g} to {turns['q3']:g}", f"{turns['min']} to {turns['max']}",
                     with_interval(r["summary"]["seats"][0]["wins"], n)])
        lines.append(f"{label}: median {turns['median']:g} turns.")
    return Answer.of(header, rows, lines)


def first_side_wins(r: dict) -> int:
    """Games seat 1 won, alone or with its side (teammates share a win)."""
    return sum(1 for g in r["games"] if 0 in g["winners"] and
               (len(g["winners"]) == 1 or r["provenance"]["options"].get("teams")))


def _teams(q: Question, found: list[dict]) -> Answer:
    header = ["game", "games", "seat 1 (with its side) wins", "even share", "median turns"]
    rows, lines = [], []
    for label, r in zip(q.labels, found, strict=True):
        n, wins = r["summary"]["games"], first_side_wins(r)
        sides = int(r["provenance"]["options"].get("teams", r["provenance"]["players"]))
        turns = spread(g["turns"] for g in r["games"])
        assert turns is not None, "a study plays at least one game"
        rows.append([label, str(n), with_interval(wins, n), percent(1 / sides),
                     f"{turns['median']:g}"])
        lines.append(f"{label}: seat 1 wins {with_interval(wins, n)}: "
                     f"{standing(wins, n, 1 / sides)} (even share {percent(1 / sides)}).")
    return Answer.of(header, rows, lines)


KINDS: dict[str, Callable[[Question, list[dict]], Answer]] = {
    "seats": _seats, "variants": _variants, "draws": _draws, "skill": _skill,
    "threes": _threes, "extra-cards": _extra_cards, "ends": _ends, "turns": _turns,
    "teams": _teams}


def report(q: Question, found: list[dict]) -> Answer:
    """The table and verdict that answer ``q`` from its results ``found``."""
    return KINDS[q.kind](q, found)


# -- figures ----------------------------------------------------------------------------------

def _seat_rates(r: dict) -> list[plots.Rate]:
    n = r["summary"]["games"]
    return [rate(s["wins"], n) for s in r["summary"]["seats"]]


def figure(q: Question, found: list[dict]) -> str:
    """The chart of ``q`` (SVG text), titled with the game and the question."""
    from .. import registry
    from . import plots

    title = f"{registry.get(q.game).title}: {q.claim}"
    labels = list(q.labels)
    if q.kind in ("seats", "extra-cards", "variants"):
        most = max(len(r["summary"]["seats"]) for r in found)
        series = [f"seat {k + 1}" for k in range(most)]
        rates = [_seat_rates(r) for r in found]
        even = [even_share(r) for r in found]
        desc = (f"Win rate of each seat with its 95% interval, for {', '.join(labels)}; a "
                "dotted line marks each group's even share.")
        if q.kind == "variants":
            lengths = [[g["moves"] for g in r["games"]] for r in found]
            return plots.rates_and_boxes(title, desc + " Below: game lengths in moves.",
                                         labels, series, rates, even, lengths, "moves")
        if q.kind == "extra-cards":  # many groups: short names, "3p +1" (players, step)
            short = [f"{s.players}p +{extra_step(s)}" for s in q.studies]
            return plots.rate_bars(title, desc + " Under each group, '3p +1' is 3 players with "
                                   "1 card more per seat.", short, series, rates, even)
        return plots.rate_bars(title, desc, labels, series, rates, even)
    if q.kind == "draws":
        rates = [[rate(r["summary"]["draws"]["count"], r["summary"]["games"])] for r in found]
        return plots.rate_bars(title, "Share of games that end level, with 95% intervals, for "
                               + ", ".join(labels) + ".", labels, ["draws"], rates,
                               [None] * len(found), "games ending level")
    if q.kind == "skill":
        rates = [[rate(r["summary"]["seats"][measured_seat(s)]["wins"], r["summary"]["games"])]
                 for s, r in zip(q.studies, found, strict=True)]
        return plots.rate_bars(title, "Win rate of the measured agent, with 95% intervals, "
                               "in the first and in the last seat; a dotted line marks the "
                               "even share.", labels, ["measured agent"], rates,
                               [1 / s.players for s in q.studies])
    if q.kind == "threes":
        split = [(key, n, wins) for key, (n, wins) in threes_split(found[0]).items() if n]
        rates = [[rate(wins, n)] for _, n, wins in split]
        return plots.rate_bars(title, "How often the game is won outright, by how the 3s on "
                               "top are split, with 95% intervals.", [k for k, _, _ in split],
                               ["won outright (by the seat with more 3s when there is one)"],
                               rates, [0.5] + [None] * (len(split) - 1))
    if q.kind == "ends":
        cap = max(r["provenance"]["max_moves"] for r in found)
        return plots.boxes(title, "Moves per game, by variant and agents: box from the lower to "
                           f"the upper quartile, the median as a line; a game still running "
                           f"after {cap:,} moves would count as unfinished.", labels,
                           [[g["moves"] for g in r["games"]] for r in found], "moves")
    if q.kind == "turns":
        return plots.boxes(title, "Turns per game, by variant: box from the lower to the upper "
                           "quartile, the median as a line.", labels,
                           [[g["turns"] for g in r["games"]] for r in found], "turns")
    if q.kind == "teams":
        rates = [[rate(first_side_wins(r), r["summary"]["games"])] for r in found]
        even = [1 / int(r["provenance"]["options"].get("teams", r["provenance"]["players"]))
                for r in found]
        return plots.rate_bars(title, "How often seat 1 wins, alone or with its side, with "
                               "95% intervals; a dotted line marks the even share.", labels,
                               ["seat 1 (with its side)"], rates, even)
    raise ValueError(f"no figure for kind {q.kind!r}")


def checked(game: str, root: Path | None = None) -> list[str]:
    """Load every question of ``game`` (checking each results file against its study) and say
    how many studies and games answer each."""
    from .studies import QUESTIONS

    root = root or Path(__file__).resolve().parents[2]
    lines = []
    for q in QUESTIONS:
        if q.game == game:
            found = load(q, root)
            lines.append(f"{q.key}: {len(found)} stud{'y' if len(found) == 1 else 'ies'}, "
                         f"{sum(r['summary']['games'] for r in found):,} games")
    return lines


def _standing_words(q: Question, r: dict, first: dict) -> str:
    summary = r["summary"]
    if q.kind == "turns":
        mine, theirs = (spread(g["turns"] for g in x["games"]) for x in (r, first))
        assert mine and theirs, "a study plays at least one game"
        order = "longer than" if mine["median"] > theirs["median"] else \
            "shorter than" if mine["median"] < theirs["median"] else "the same as"
        return f"median turns {order} {q.labels[0]}'s"
    if q.kind == "draws":
        return "none ended level" if not summary["draws"]["count"] else "some ended level"
    if q.kind == "ends":
        return "none unfinished" if not summary["unfinished"] else "some unfinished"
    if q.kind == "threes":
        n, wins = threes_split(r)["one seat has more 3s on top"]
        share = {"ahead": "more than", "behind": "less than", "even": "about"}
        return (f"the seat with more 3s on top wins {share[standing(wins, n, 0.5)]} half of "
                "those games outright")
    if q.kind == "teams":
        sides = int(r["provenance"]["options"].get("teams", r["provenance"]["players"]))
        return f"seat 1 (with its side) {standing(first_side_wins(r), summary['games'], 1 / sides)}"
    if q.kind == "variants" and summary["unfinished"]:  # what the unfinished column shows
        return f"{seat_standings(r)}; some unfinished"
    return seat_standings(r)


def standings(game: str, root: Path | None = None) -> list[str]:
    """For each question of ``game`` but skill, each row's answer in words and no number
    (what a chapter's prose may say of it): ``seats: 2 players: seat 1 ahead, seat 2 behind``,
    ``draws: jam-tiebreak: none ended level``."""
    from .studies import QUESTIONS

    root = root or Path(__file__).resolve().parents[2]
    lines = []
    for q in QUESTIONS:
        if q.game == game and q.kind != "skill":
            found = load(q, root)
            lines += [f"{q.key}: {label}: {_standing_words(q, r, found[0])}"
                      for label, r in zip(q.labels, found, strict=True)]
    return lines
