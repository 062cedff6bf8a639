"""The answers to the book's balance questions (:mod:`.studies`), from the results files.

For each :class:`~.studies.Question`, :func:`report` gives a table, a verdict in words and the
same verdicts in a player's words (:mod:`.plain`), and :func:`figure` its chart; all read only
the committed results files, never a typed number. A rate is written with its Wilson 95%
interval. Every verdict decides (:mod:`.verdicts`): ahead or behind by a range of points,
within ±d points, or not decided at N games, with Holm's correction within each question; a
variant study is compared game by game with the study it varies.

>>> from pathlib import Path
>>> from games.sim.studies import question
>>> q = question("subdivision", "skill")
>>> report(q, load(q, Path(__file__).parents[2])).table.header
('matchup', 'games', 'wins', 'win rate (95% interval)', 'even share')
"""

from __future__ import annotations

import gc
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from ..core import worked_cache
from ..core.errors import UserError
from ..core.files import RESULTS, NoSuchFile, read_json
from ..core.worked import Table
from . import ladder, stats
from .phrases import in_100, signed
from .plain import context, plain_seat, plain_seats, plain_skill, player_words
from .stats import spread, wilson
from .studies import Declared, Question, measured_seat
from .verdicts import (
    ALMOST_NONE,
    Row,
    Verdict,
    alpha_of,
    check_margin,
    count_tests,
    decide,
    decided_note,
    ended_level,
    even_share,
    paired_games,
    paired_rows,
    percent,
    seat_rows,
    seat_standings,
    seat_verdicts,
    seat_words,
    unexercised_words,
    with_interval,
)

if TYPE_CHECKING:  # the charts (matplotlib) are loaded only by figure(): the book's pages
    from . import plots  # read the tables alone


@dataclass(frozen=True)
class Answer:
    """A question's answer: a ``table`` and the verdict in words, a line per row or pair, and
    ``plain``: the same verdicts in a player's words (the player's edition shows only them)."""

    table: Table
    lines: tuple[str, ...]
    plain: tuple[str, ...] = ()

    @classmethod
    def of(cls, header: Iterable[str], rows: Iterable[Iterable[str]], lines: Iterable[str],
           plain: Iterable[str] = ()) -> Answer:
        return cls(Table(tuple(header), tuple(tuple(r) for r in rows)), tuple(lines),
                   tuple(plain))

    def data(self) -> dict[str, object]:
        """The answer as JSON data (kept between builds: :mod:`games.core.worked_cache`)."""
        return {"table": worked_cache.to_json(self.table), "lines": list(self.lines),
                "plain": list(self.plain)}


def load(q: Question, root: Path) -> list[dict[str, Any]]:
    """The results file of each of ``q``'s studies, checked against its declaration."""
    found = []
    for s in q.studies:
        try:  # guarded: a device, a named pipe or a file too big is one line
            results = read_results(root / s.path)
        except NoSuchFile:
            raise UserError(f"{s.path}: no results yet; run `make balance`") from None
        except UserError as exc:
            raise UserError(f"{s.path}: {exc.message}") from None
        if not isinstance(results, dict):
            raise UserError(f"{s.path}: not a results file (its JSON is not an object)")
        mismatch = differs(s, results)
        if mismatch:
            raise UserError(f"{s.path}: {mismatch}; run `make balance` again")
        found.append(results)
    return found


#: The results files read so far, by path and the file's identity (device, inode, time and
#: size): a file is parsed again only when it changed. Several questions read the same file,
#: and one process (a book build, a test worker) asks them all: 114 files, about 95 MB of JSON
#: that takes seconds to parse each time, and under 500 MB parsed.
_PARSED: dict[tuple[Path, int, int, int, int], object] = {}


def read_results(path: Path) -> object:
    """The JSON data of the results file ``path`` (guarded: :func:`.files.read_json`), parsed
    once while the file stays the same; callers only read it."""
    try:
        info = path.stat()
    except OSError:
        return read_json(path, RESULTS)  # which says why in one line
    if not stat.S_ISREG(info.st_mode):
        return read_json(path, RESULTS)
    key = (path.resolve(), info.st_dev, info.st_ino, info.st_mtime_ns, info.st_size)
    if key not in _PARSED:
        # Parsed with the collector off (a file's games are millions of small objects, and
        # nothing in them can be garbage; a collection mid-parse walks them all) and kept for
        # good, so kept out of its sight after: statsmodels' Holm correction (stats.holm) runs
        # a full collection each time, which otherwise walks every game.
        was = gc.isenabled()
        gc.disable()
        try:
            _PARSED[key] = read_json(path, RESULTS)
        finally:
            if was:
                gc.enable()
        gc.freeze()
    return _PARSED[key]


def differs(s: Declared, results: dict[str, Any]) -> str | None:
    """What in ``results`` is not what study ``s`` declares (None if it all matches); a
    sequential study (``s.until``) must have stopped at one of its rule's looks."""
    prov = results.get("provenance", {})
    want = {"game": s.game, "players": s.players, "variants": list(s.variants),
            "options": dict(s.options), "seed": s.seed, "max_moves": s.max_moves}
    if not s.until:
        want["games"] = s.games
    for key, value in want.items():
        if prov.get(key) != value:
            return f"{key} is {prov.get(key)!r}, but the study declares {value!r}"
    specs = [a.get("spec") for a in prov.get("agents", [])]
    if specs != list(s.agents):
        return f"agents are {specs}, but the study declares {list(s.agents)}"
    played = len(results.get("games", ()))
    if s.until:
        stop = prov.get("stopping", {})
        rule = (stop.get("look"), stop.get("cap"), stop.get("family"),
                bool(stop.get("paired")))
        if rule != (s.games, s.until, s.family, s.paired):
            return (f"its stopping rule (first look, cap, family, paired) is {rule}, but the "
                    f"study declares {(s.games, s.until, s.family, s.paired)}")
        if played not in stop.get("at", ()) or prov.get("games") != played:
            return f"it holds {played} games, not a look of its rule {stop.get('at')}"
    elif played != s.games:
        return f"it holds {played} games, not {s.games}"
    return None



def design_of(prov: dict[str, Any]) -> tuple[Any, ...]:
    """A results file's design, from its provenance: its stopping rule's (first look, cap,
    family, paired) or its fixed number of games, and its move cap."""
    stop = prov.get("stopping")
    rule = ((stop.get("look"), stop.get("cap"), stop.get("family"), bool(stop.get("paired")))
            if isinstance(stop, dict) and "cap" in stop else prov.get("games"))
    return (rule, prov.get("max_moves"))


def redesigned(s: Declared, results: dict[str, Any]) -> str | None:
    """Why study ``s`` may not be played over the results file ``results`` (None: it may): the
    file's games were played on ``s``'s seed under another design (its stopping rule, number
    of games or move cap), and a changed design starts on new seeds, never on games seen.

    >>> from games.sim.studies import question
    >>> s = question("subdivision", "seats").studies[0]
    >>> old = {"provenance": {"seed": s.seed, "games": 400, "max_moves": s.max_moves}}
    >>> print(redesigned(s, old))
    played on seed 15 under another design (400 games, move cap 5000), but the study now \
declares first look 1600, cap 6400, family 7, unpaired, move cap 5000: a changed design \
starts on new seeds; give the study a new seed
    >>> redesigned(s, {"provenance": {**old["provenance"], "seed": s.seed + 1}}) is None
    True
    """
    prov = results.get("provenance")
    if not isinstance(prov, dict) or prov.get("seed") != s.seed:
        return None
    want = ((s.games, s.until, s.family, s.paired) if s.until else s.games, s.max_moves)
    have = design_of(prov)
    if have == want:
        return None

    def said(design: tuple[Any, ...]) -> str:
        rule, cap = design
        if isinstance(rule, tuple):
            look, most, family, paired = rule
            return (f"first look {look}, cap {most}, family {family}, "
                    f"{'paired' if paired else 'unpaired'}, move cap {cap}")
        return f"{rule} games, move cap {cap}"

    return (f"played on seed {s.seed} under another design ({said(have)}), but the study now "
            f"declares {said(want)}: a changed design starts on new seeds; give the study a "
            "new seed")


def rate(k: int, n: int) -> plots.Rate:
    return (k / n, *wilson(k, n))



def level_columns(found: list[dict[str, Any]]
                  ) -> tuple[list[str], Callable[[dict[str, Any]], list[str]]]:
    """The columns of a seat or variant table for the games won by no seat alone, and the
    cells of one study's row: ``shared wins`` and ``draws`` (:func:`.verdicts.ended_level`),
    each where any of the question's games ended so; ``draws`` alone where none did.

    >>> old = {"summary": {"games": 10, "draws": {"count": 0}, "shared": {"count": 2}}}
    >>> header, cells = level_columns([old])
    >>> header, cells(old)
    (['shared wins'], ['20.0% (5.7 to 51.0%)'])
    """
    counts = [ended_level(r) for r in found]
    kinds = [k for k in (0, 1) if any(c[k] for c in counts)] or [1]

    def cells(r: dict[str, Any]) -> list[str]:
        level = ended_level(r)
        return [with_interval(level[k], r["summary"]["games"]) for k in kinds]

    return [("shared wins", "draws")[k] for k in kinds], cells


# -- the kinds of question --------------------------------------------------------------------

def _seats(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    most = max(len(r["summary"]["seats"]) for r in found)
    level, level_cells = level_columns(found)
    header = ["study", "games", *(f"seat {k + 1}" for k in range(most)), "even share", *level]
    rows, lines = [], []
    verdicts = seat_rows(q, found, margin)
    for label, r, row in zip(q.labels, found, verdicts, strict=True):
        n, seats = r["summary"]["games"], r["summary"]["seats"]
        cells = [with_interval(s["wins"], n) for s in seats] + ["n/a"] * (most - len(seats))
        rows.append([label, str(n), *cells, percent(even_share(r)), *level_cells(r)])
        lines.append(f"{label}: {seat_words(row)} (even share {percent(even_share(r))}).")
    lines.append(decided_note(count_tests(verdicts), margin))
    return Answer.of(header, rows, lines, plain_seats(q, found, verdicts))


def _variants(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    most = max(len(r["summary"]["seats"]) for r in found)
    level, level_cells = level_columns(found)
    header = ["variant", "games", *(f"seat {k + 1}" for k in range(most)), *level,
              "unfinished", "median moves", "games changed"]
    rows, lines = [], []
    verdicts = seat_rows(q, found, margin, pair=True)
    for label, r, row in zip(q.labels, found, verdicts, strict=True):
        summary = r["summary"]
        n, seats = summary["games"], summary["seats"]
        rows.append([label, str(n), *(with_interval(s["wins"], n) for s in seats),
                     *["n/a"] * (most - len(seats)), *level_cells(r),
                     with_interval(summary["unfinished"], n),
                     f"{summary['length']['median']:g}",
                     "n/a" if row.base is None else f"{row.changed} of {row.paired}"])
        stuck = (f"; {summary['unfinished']} of {n} games unfinished after "
                 f"{r['provenance']['max_moves']:,} moves")
        if row.base is None:
            lines.append(f"{label}: {seat_words(row)} (even share {percent(even_share(r))})"
                         f"{stuck}.")
        elif row.unexercised:
            lines.append(f"{label}: {unexercised_words(row, n)}{stuck}.")
        else:
            lines.append(f"{label}: changes {row.changed} of {row.paired} games; against "
                         f"{row.base}: {seat_words(row)}{stuck}.")
    lines += remedies(q, found, verdicts, margin)
    bases = sorted({row.base for row in verdicts if row.base is not None})
    lines.append(decided_note(count_tests(verdicts), margin, " or ".join(bases) or None))
    dealt = [label for label, s, row in zip(q.labels, q.studies, verdicts, strict=True)
             if row.base is not None and s.options != q.studies[q.labels.index(row.base)].options]
    if dealt:  # another header (a smaller deck, say): the same seeds, but other deals
        lines.append("Rows that change the setup itself, not only a rule (here: "
                     f"{'; '.join(dealt)}), share only their seeds with the games they are "
                     "compared with, not their deals: the pairs are independent, so the "
                     "comparison still holds but is no tighter than one between separate "
                     "studies.")
    return Answer.of(header, rows, lines, plain_seats(q, found, verdicts))


def remedies(q: Question, found: list[dict[str, Any]], paired: list[Row],
             margin: float) -> list[str]:
    """What each variant does to the first seat's lead, as a designer asks of a remedy: seat
    1's lead over its even share with the variant (decided against the share, all rows one
    family) and its change from the same games without it (the paired t-interval of the
    change in the lead, game by game: :func:`.stats.paired_leads`, all changes one family):
    it removes the lead (seat 1 within ±``margin`` of its share with it, either side),
    reduces it (the lead is down; "to less than d points" where what is left lies inside the
    margin; "overturns it" where seat 1 is then behind), does not reduce it (the change
    within the margin), increases it (up), or is not decided.
    Only where the game without the variant puts seat 1 ahead; a variant that changes almost
    no game has none."""
    own = seat_verdicts(found, margin)  # every seat of every row against its even share
    asked = [(k, q.labels.index(row.base)) for k, row in enumerate(paired)
             if row.base is not None and not row.unexercised
             and own[q.labels.index(row.base)].verdicts[0].kind == "ahead"]
    changes = []
    for k, base in asked:
        theirs = paired_games(found[k], found[base])
        n = min(len(found[k]["games"]), len(theirs))
        changes.append(stats.paired_leads(_leads(theirs[:n], found[k]),
                                          _leads(found[k]["games"][:n], found[k]), margin))
    kinds = decide(changes, margin, alpha_of(found)) if changes else []
    lines = []
    for (k, base), change, kind in zip(asked, changes, kinds, strict=True):
        lead, before = own[k].verdicts[0], own[base].verdicts[0]
        span = f"{signed(change.low)} to {signed(change.high)} points"
        d = f"{100 * margin:g}"
        if (lead.kind == "within" or lead.slight()) and lead.low > 0:  # small, but still there
            verdict = (f"reduces it to less than {d} points ({span})" if kind == "behind"
                       else f"leaves it under {d} points ({span})")
        elif lead.kind == "within":
            verdict = f"removes the lead (within ±{d} points of its share; {span})"
        elif lead.kind == "behind" and kind == "behind":
            verdict = f"overturns it: seat 1 is behind with it ({span})"
        elif kind == "ahead":
            verdict = f"increases it ({span})"
        elif kind == "behind":
            verdict = f"reduces it ({span})" + (
                ", but seat 1 is still ahead" if lead.kind == "ahead" else "")
        elif kind == "within":
            verdict = f"does not reduce it ({span})"
        else:
            verdict = f"not decided at {change.trials:,} games whether it reduces it ({span})"
        lines.append(f"{q.labels[k]}, seat 1's lead: {signed(lead.low)} to {signed(lead.high)} "
                     f"points over its even share with it, {signed(before.low)} to "
                     f"{signed(before.high)} without ({q.labels[base]}): {verdict}.")
    return lines


def _leads(games: list[dict[str, Any]], r: dict[str, Any]) -> list[float]:
    """Seat 1's lead over its even share in each of ``games`` (of ``r``'s player count)."""
    players = len(r["summary"]["seats"])
    return [(1.0 if g["winners"] == [0] else 0.0) - (1 / players if len(g["winners"]) == 1
                                                     else 0.0) for g in games]


def _changes(pair: tuple[int, int, str] | None) -> str:
    if pair is None:
        return ""
    changed, n, base = pair
    if changed < ALMOST_NONE * n:
        never = "never" if changed == 0 else "almost never"
        return (f"; changes {changed} of {n:,} games of {base}: these players {never} meet "
                "what it rules on")
    return f"; changes {changed} of {n:,} games of {base}"


def _draws(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    """Games that ended level: won by no seat alone, shared wins and draws together."""
    header = ["variant", "games", "ended level", "rate (95% interval)"]
    rows, lines, plain = [], [], []
    for label, s, r, pair in zip(q.labels, q.studies, found, paired_rows(q, found), strict=True):
        n, ended = r["summary"]["games"], sum(ended_level(r))
        rows.append([label, str(n), str(ended), with_interval(ended, n)])
        upper = f" (at most {percent(wilson(ended, n)[1])} of games, at 95%)" if not ended else ""
        lines.append(f"{label}: {ended} of {n} games ended level{upper}{_changes(pair)}.")
        if not set(s.agents) & {"random"}:
            level = "none" if not ended else f"{ended}"
            said = f"{context(s, label)}, {level} of {n:,} games ended level"
            if pair is not None and pair[0] < ALMOST_NONE * pair[1]:
                never = "never" if pair[0] == 0 else "hardly ever"
                said += (f", but the rule {never} came up in these games ({pair[0]} of "
                         f"{pair[1]:,} came out differently), so they cannot say what it does")
            plain.append(said + ".")
    return Answer.of(header, rows, lines, plain)


#: How a rollout cut off before the end is scored (:mod:`.tuning`), in words.
SCORED = {"material": "each side's share of pawns and pieces",
          "score_share": "each player's share of the points"}


def budget_words(agent: str, budget: dict[str, Any]) -> str:
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
    if "words" in budget:  # an agent of a game's own that says what it is
        return f"{agent}: {budget['words']}"
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


def _budgets(q: Question, found: list[dict[str, Any]]) -> list[str]:
    """One line per agent of a skill question other than random: its budget in words."""
    seen: dict[str, str] = {}
    for r in found:
        for a in r["provenance"]["agents"]:
            if a["agent"] != "random" and a["agent"] not in seen:
                seen[a["agent"]] = budget_words(a["agent"], a["budget"])
    return [f"Budget of {line}." for line in seen.values()]


def pair_scores(s: Declared, r: dict[str, Any], s2: Declared, r2: dict[str, Any]) -> list[float]:
    """The measured agent's share of the points of each game pair of a :func:`.studies.matchup`
    (game ``i`` of the first-seat study and of the last-seat one: the same deal, the seats
    swapped), a game won by neither counting half. In team play the measured seat's side is
    measured: a point when its side wins, none when the other side does."""
    def points(study: Declared, results: dict[str, Any], game: dict[str, Any]) -> float:
        seat = measured_seat(study)
        sides = [side["seats"] for side in results["summary"].get("sides", ())]
        mine = next((side for side in sides if seat in side), [seat])
        if game["winners"] == mine:
            return 1.0
        lost = game["winners"] in sides if sides else len(game["winners"]) == 1
        return 0.0 if lost else 0.5

    n = min(len(r["games"]), len(r2["games"]))
    return [(points(s, r, a) + points(s2, r2, b)) / 2
            for a, b in zip(r["games"][:n], r2["games"][:n], strict=True)]


def matchups(q: Question, found: list[dict[str, Any]]) -> list[tuple[str, Declared, list[float]]]:
    """Each matchup of a skill question (its studies in pairs, first seat and last): its name,
    its first study and the measured agent's share of each game pair's points
    (:func:`pair_scores`)."""
    pairs = list(zip(q.labels, q.studies, found, strict=True))
    return [(label.rsplit(",", 1)[0], s, pair_scores(s, r, s2, r2))
            for (label, s, r), (_, s2, r2) in zip(pairs[::2], pairs[1::2], strict=True)]


def _skill(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["matchup", "games", "wins", "win rate (95% interval)", "even share"]
    rows, lines, plain = [], [], []
    pairs = list(zip(q.labels, q.studies, found, strict=True))
    for label, s, r in pairs:
        seat, summary = measured_seat(s), r["summary"]
        sides = summary.get("sides", ())  # team play: the measured seat's side is measured
        wins = next(side["wins"] for side in sides if seat in side["seats"]) if sides \
            else summary["seats"][seat]["wins"]
        n = summary["games"]
        rows.append([label, str(n), str(wins), with_interval(wins, n),
                     percent(1 / (len(sides) or s.players))])
    both = matchups(q, found)
    compared = [stats.game_pairs(scores, margin) for _, _, scores in both]
    kinds = decide(compared, margin, alpha_of(found))
    for (name, s, scores), c, kind in zip(both, compared, kinds, strict=True):
        agent = s.agents[measured_seat(s)]
        n, points = 2 * len(scores), 2 * sum(scores)
        share = f"{percent(0.5 + c.difference)} ({100 * (0.5 + c.low):.1f} to " \
                f"{percent(0.5 + c.high)})"
        rows.append([f"{name}, game pairs", str(n), f"{points:g} points", share, percent(0.5)])
        v = Verdict(agent, kind, c.low, c.high, n, margin)
        lines.append(f"{name}: over {len(scores):,} game pairs (each deal played twice, the "
                     f"seats swapped) {agent} takes {points:g} of the {n:,} games' points, "
                     f"{share}; against half the points: "
                     f"{v.words().removeprefix(agent + ' ')}.")
        theirs = sorted(set(s.agents) - {agent})  # (in team play: the other side's agent)
        among = [a for s2 in q.studies for a in s2.agents]
        other = player_words(theirs[0], among) if len(theirs) == 1 else "the other players"
        plain.append(plain_skill(player_words(agent, among), other, v,
                                 c, n))
    lines.append(decided_note(2 * len(compared), margin))
    lines.append("A game won by neither player counts half a point to each; the interval of a "
                 "matchup is that of its game pairs' mean (a t-interval, widened where needed "
                 "to the Wilson interval of its games' points), as Fishtest scores its pairs.")
    return Answer.of(header, rows, lines + _budgets(q, found), plain)


def threes_split(r: dict[str, Any]) -> dict[str, tuple[int, int]]:
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


def _threes(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["3s on top at the end", "games", "won outright by the seat with more 3s",
              "rate (95% interval)"]
    rows, lines = [], []
    for key, (n, wins) in threes_split(found[0]).items():
        rows.append([key, str(n), str(wins) if key.startswith("one") else "n/a",
                     with_interval(wins, n) if n and key.startswith("one") else "n/a"])
    n, wins = threes_split(found[0])["one seat has more 3s on top"]
    c = stats.against_share(wins, n, 0.5, margin=margin)
    kind = decide([c], margin, alpha_of(found))[0]
    v = Verdict("the seat with more 3s", kind, c.low, c.high, n, margin)
    half = {"ahead": f"more than half of them, by {v.words().split(' by ')[-1]}",
            "behind": f"less than half of them, by {v.words().split(' by ')[-1]}",
            "within": f"half of them, within ±{100 * margin:g} points",
            "open": f"not decided at {n} games whether more or less than half of them"}
    lines.append(f"When one seat got more 3s to the top than the other, it won {wins} of {n} "
                 f"games outright: {with_interval(wins, n)}; {half[v.kind]}.")
    lines.append(decided_note(2, margin))
    low, high = wilson(wins, n)
    plain = [f"When one player gets more 3s to the top than the other, that player wins "
             f"{in_100(low, high)}."]
    return Answer.of(header, rows, lines, plain)


def extra_step(s: Declared) -> int:
    """The cards a Human Trophies study deals each seat more than the seat before."""
    return int(dict(s.options).get("extra-cards", int("extra-cards" in s.variants)))


def smallest_level_step(steps: dict[int, Row]) -> int | None:
    """The fewest extra cards per seat at which every seat is decided within the margin of
    its even share; None if no step tried shows that.

    >>> def row(*kinds):
    ...     return Row(tuple(Verdict(f"seat {k + 1}", kind, 0, 0, 400, 0.03)
    ...                      for k, kind in enumerate(kinds)))
    >>> smallest_level_step({0: row("ahead", "behind"), 1: row("within", "within"),
    ...                      2: row("within", "within")})
    1
    >>> smallest_level_step({0: row("ahead", "behind"), 1: row("open", "within")}) is None
    True
    """
    return next((step for step in sorted(steps)
                 if all(v.kind == "within" for v in steps[step].verdicts)), None)


def _cards(n: int) -> str:
    return f"{n} extra card{'s' if n != 1 else ''} per later seat" if n else "no extra cards"


def _extra_cards(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    table = _seats(q, found, margin).table
    verdicts = seat_rows(q, found, margin)
    lines = []
    rows = list(zip(q.studies, verdicts, strict=True))
    d = f"{100 * margin:g}"
    for players in sorted({s.players for s in q.studies}):
        steps = {extra_step(s): row for s, row in rows if s.players == players}
        tried = f"{min(steps)} to {max(steps)}"
        best = smallest_level_step(steps)
        each = "; ".join(f"+{step}: {seat_words(row)}" for step, row in sorted(steps.items()))
        if best == 0:
            lines.append(f"{players} players: every seat is within ±{d} points of its even "
                         f"share already; no extra cards needed ({each}).")
        elif best is not None:
            lines.append(f"{players} players: deal {_cards(best)}, the smallest step (of "
                         f"{tried}) that puts every seat within ±{d} points of its even share "
                         f"({each}).")
        else:
            lines.append(f"{players} players: no step of {tried} is shown to put every seat "
                         f"within ±{d} points of its even share; {each}.")
    lines.append(decided_note(count_tests(verdicts), margin))
    return Answer(table, tuple(lines), tuple(plain_seats(q, found, verdicts)
                                             + _extra_cards_advice(rows, margin)))


def _extra_cards_advice(rows: list[tuple[Declared, Row]], margin: float) -> list[str]:
    """The extra-cards answer in a player's words: per player count, the smallest step tried
    that puts every player within the margin of an equal share, or that none is shown to."""
    advice = []
    d = f"{100 * margin:g}"
    for players in sorted({s.players for s, _ in rows}):
        steps = {extra_step(s): row for s, row in rows if s.players == players}
        best = smallest_level_step(steps)
        if best == 0:
            advice.append(f"So with {players} players no extra cards are needed: every player "
                          f"already wins within {d} games in 100 of an equal share.")
        elif best is not None:
            more = f"{best} card{'s' if best != 1 else ''}"
            advice.append(f"So with {players} players, deal each player {more} more "
                          "than the one before: the smallest step tried that brings every "
                          f"player within {d} games in 100 of an equal share.")
        else:
            advice.append(f"So with {players} players, none of the steps tried ({min(steps)} to "
                          f"{max(steps)} extra cards for each later player) is shown to bring "
                          f"every player within {d} games in 100 of an equal share.")
    return advice


def _ends(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["variant", "agents", "games", "unfinished (95% interval)", "longest game",
              "move cap"]
    rows, lines, plain = [], [], []
    for label, s, r in zip(q.labels, q.studies, found, strict=True):
        n, stuck = r["summary"]["games"], r["summary"]["unfinished"]
        cap = r["provenance"]["max_moves"]
        rows.append([label, ",".join(sorted(set(s.agents))), str(n), with_interval(stuck, n),
                     f"{r['summary']['length']['max']:,} moves", f"{cap:,}"])
        lines.append(f"{label}: {stuck} of {n} games still running after {cap:,} moves "
                     f"(at most {percent(wilson(stuck, n)[1])} of games, at 95%).")
        if "random" not in s.agents:
            ended = "every one of" if not stuck else f"{n - stuck} of"
            plain.append(f"{context(s, label)}, {ended} {n:,} games came to an end, the "
                         f"longest after {r['summary']['length']['max']:,} moves.")
    return Answer.of(header, rows, lines, plain)


def _turns(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["variant", "games", "finished", "turns: median", "quartiles", "range",
              "seat 1 wins", "games changed"]
    rows, lines, plain = [], [], []
    for label, s, r, pair in zip(q.labels, q.studies, found, paired_rows(q, found), strict=True):
        n = r["summary"]["games"]
        turns = spread(g["turns"] for g in r["games"])
        assert turns is not None, "a study plays at least one game"
        rows.append([label, str(n), str(r["summary"]["finished"]), f"{turns['median']:g}",
                     f"{turns['q1']:g} to {turns['q3']:g}", f"{turns['min']} to {turns['max']}",
                     with_interval(r["summary"]["seats"][0]["wins"], n),
                     "n/a" if pair is None else f"{pair[0]} of {pair[1]}"])
        lines.append(f"{label}: median {turns['median']:g} turns{_changes(pair)}.")
        if pair is not None and pair[0] < ALMOST_NONE * pair[1]:
            never = "never" if not pair[0] else "hardly ever"
            plain.append(f"{context(s, label)}, the rule {never} came up in these games "
                         f"({pair[0]} of {pair[1]:,} came out differently), so they cannot say "
                         "what it does.")
        else:
            plain.append(f"{context(s, label)}, a game takes about {turns['median']:.0f} turns "
                         "in all (every player's turns counted), and half the games take "
                         f"{round(turns['q1'])} to {round(turns['q3'])}.")
    return Answer.of(header, rows, lines, plain)


def first_side_wins(r: dict[str, Any]) -> int:
    """Games seat 1 won, alone or with its side (teammates share a win)."""
    return cast(int, stats.contenders(r["summary"])[0]["wins"])


def side_wins(r: dict[str, Any]) -> int:
    """Games won by one seat alone or, in team play, by one side."""
    return sum(c["wins"] for c in stats.contenders(r["summary"]))


def team_verdicts(found: list[dict[str, Any]], margin: float) -> list[Verdict]:
    """Seat 1's wins, alone or with its side, against the even share of each study (the
    sequential rule's own test: :func:`.stats.shares`)."""
    compared = [stats.shares(r["summary"], margin)[0] for r in found]
    return [Verdict("seat 1 (with its side)", kind, c.low, c.high, r["summary"]["games"],
                    margin, seat=0)
            for r, c, kind in zip(found, compared, decide(compared, margin, alpha_of(found)),
                                  strict=True)]


def _teams(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["game", "games", "seat 1 (with its side) wins", "even share", "median turns"]
    rows, lines, plain = [], [], []
    for label, s, r, v in zip(q.labels, q.studies, found, team_verdicts(found, margin),
                              strict=True):
        n, wins = r["summary"]["games"], first_side_wins(r)
        sides = int(r["provenance"]["options"].get("teams", r["provenance"]["players"]))
        turns = spread(g["turns"] for g in r["games"])
        assert turns is not None, "a study plays at least one game"
        share = side_wins(r) / n / sides
        rows.append([label, str(n), with_interval(wins, n), percent(share),
                     f"{turns['median']:g}"])
        lines.append(f"{label}: seat 1 wins {with_interval(wins, n)}: {v.words()} (even share "
                     f"{percent(share)}).")
        who = "the first player, with any partner," if sides < s.players else "the first player"
        plain.append(f"{context(s, label)}, {plain_seat(v, who)}.")
    lines.append(decided_note(2 * len(found), margin))
    return Answer.of(header, rows, lines, plain)


def ladder_games(q: Question, found: list[dict[str, Any]]) -> list[ladder.Game]:
    """Every two-player game of ``q``'s studies as a ladder game: who sat first and second
    (their specs) and the first seat's score (a shared win or an unfinished game is half)."""
    games = []
    for r in found:
        first, second = (a["spec"] for a in r["provenance"]["agents"])
        for g in r["games"]:
            score = 1.0 if g["winners"] == [0] else 0.0 if g["winners"] == [1] else 0.5
            games.append(ladder.Game(first, second, score))
    return games


def _ladder(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    board = ladder.ladder(ladder_games(q, found))
    rows = [[r.agent, r.words(), str(r.games)] for r in board.ratings]
    lines = [f"{r.agent}: {r.words()}, from {r.games:,} games." for r in board.ratings]
    lines.append(f"The first seat's own edge: {board.first_seat.words()}, fitted apart from "
                 "the ratings.")
    edges = ladder.seat_edges(ladder_games(q, found))
    if edges:  # one edge for every matchup does not fit: each matchup's own, and why
        lines.append("The first seat's edge in each matchup on its own (seats swapped, who is "
                     "stronger cancelling out): " + "; ".join(
                         f"{e.agent} {e.words()}, {e.games:,} games" for e in edges)
                     + ". The one edge above is fitted to all of them at once, so the matchups "
                     "with the most games rule it; the edge differs between matchups (the "
                     "first move is worth more to some players, against some opponents, than "
                     "to others), and the seat studies, where one kind of player sits in "
                     "every seat, answer whether the first seat is ahead.")
    fewest = min(r["summary"]["games"] for r in found)
    lines.append("Rated by a Bradley-Terry model fitted to every game of the skill matchups "
                 "(each played with the seats swapped), a draw half a win, with two virtual "
                 "draws per matchup so that a clean sweep keeps a finite rating; intervals are "
                 f"Wald 95% intervals on the Elo scale, the anchor fixed at 0. The fewest games "
                 f"in one seat order: {fewest:,}.")
    anchor = next(r for r in board.ratings if r.low == r.high)
    among = [r.agent for r in board.ratings]
    def games(r: ladder.Rating) -> str:
        said = in_100(_expected(r.low), _expected(r.high))
        return "nearly every game" if said.startswith("nearly") else said

    plain = [f"Against {player_words(anchor.agent, among)}, {player_words(r.agent, among)} "
             f"would win {games(r)} (a drawn game counting half), by the ratings these games "
             "give." for r in board.ratings if r is not anchor]
    return Answer.of(["player", "rating (Elo, 95% interval)", "games"], rows, lines, plain)


def _expected(elo: float) -> float:
    """The share of the points a player rated ``elo`` above another takes from it."""
    return 1 / (1 + 10 ** (-elo / 400))


@dataclass(frozen=True)
class Kind:
    """A kind of question a game answers its own way: its ``report`` (the table, the verdicts
    in words and in a player's words), its ``figure`` (SVG text) and its ``standings`` (each
    row's answer in words and no number, for the chapter's prose tests). A game declares its
    kinds as ``KINDS`` in ``games/<game>/answers.py``; they are looked up before the kinds
    every game shares (:data:`KINDS`)."""

    report: Callable[[Question, list[dict[str, Any]], float], Answer]
    figure: Callable[[Question, list[dict[str, Any]]], str]
    standings: Callable[[Question, list[dict[str, Any]], float], list[str]]


def game_kind(q: Question) -> Kind | None:
    """The game's own kind of ``q`` (``games/<game>/answers.py``), or None."""
    from .. import registry

    return registry.lab(q.game).answers.get(q.kind)


KINDS: dict[str, Callable[[Question, list[dict[str, Any]], float], Answer]] = {
    "seats": _seats, "variants": _variants, "draws": _draws, "skill": _skill,
    "threes": _threes, "extra-cards": _extra_cards, "ends": _ends, "turns": _turns,
    "teams": _teams, "ladder": _ladder}


def report(q: Question, found: list[dict[str, Any]], margin: float = stats.MARGIN / 100) -> Answer:
    """The table and verdict that answer ``q`` from its results ``found``; a seat is level
    with its even share only within ±``margin`` (a fraction: 0.03 is 3 points). Worked out
    once for the same results (the very objects :func:`load` gives while their files stay the
    same): a book build, its checks and the advice ask the same question several times."""
    check_margin(margin)
    key = (q, margin, tuple(id(r) for r in found))
    known = _REPORTED.get(key)
    if known is not None and all(a is b for a, b in zip(known[0], found, strict=True)):
        return known[1]
    answer = _report(q, found, margin)
    _REPORTED[key] = (list(found), answer)  # the results kept alive with it: ids not reused
    return answer


#: The answers worked out so far, by question, margin and the identity of its results, each
#: with the results it came from.
_REPORTED: dict[tuple[Question, float, tuple[int, ...]], tuple[list[dict[str, Any]], Answer]] = {}


def _report(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    own = game_kind(q)
    answer = own.report(q, found, margin) if own else KINDS[q.kind](q, found, margin)
    lines = [*answer.lines, provenance_line(found)]
    if alpha_of(found) < stats.ALPHA:
        lines.append(f"{DECIDED}a study stopped by its sequential rule is decided at "
                     f"{100 * alpha_of(found):.3g}% a look, the 5% its rule spends over its "
                     "looks, and so is every verdict of this table.")
    return replace(answer, lines=tuple(lines))


DECIDED = "How decided: "


def provenance_line(found: list[dict[str, Any]]) -> str:
    """Where and how the results files were played, as they record it: the stopping rule, the
    CPU seconds, the Python version and the machine (unknown for a file that lacks them)."""
    k = len(found)
    unique = {id(r): r for r in found}.values()
    runs = [r.get("run") for r in unique]
    rules = sorted({str(r["provenance"].get("stopping", {}).get("rule", "unknown"))
                    for r in unique})
    parts = [f"stopping rule {' / '.join(rules)}"]
    known = [run for run in runs if isinstance(run, dict)]
    if len(known) == len(runs):
        parts.append(f"{sum(float(run['cpu_seconds']) for run in known):,.0f} CPU seconds")
    elif known:
        parts.append(f"{sum(float(run['cpu_seconds']) for run in known):,.0f} CPU seconds for "
                     f"{len(known)} of {len(runs)} files, unknown for the others")
    else:
        parts.append("CPU seconds unknown")
    for key, name in (("python", "Python"), ("machine", "machine")):
        seen = sorted({str(run[key]) for run in known})
        unknown = len(runs) - len(known)
        said = ", ".join(seen) if seen else "unknown"
        if seen and unknown:
            said += f" (unknown for {unknown} file{'s' if unknown != 1 else ''})"
        parts.append(f"{name} {said}")
    files = f"{k} results file{'s' if k != 1 else ''}"
    return f"As recorded by the {files}: " + "; ".join(parts) + "."




# -- figures ----------------------------------------------------------------------------------

def _seat_rates(r: dict[str, Any]) -> list[plots.Rate]:
    n = r["summary"]["games"]
    return [rate(s["wins"], n) for s in r["summary"]["seats"]]


def figure(q: Question, found: list[dict[str, Any]]) -> str:
    """The chart of ``q`` (SVG text), titled with the game and the question."""
    from .. import registry
    from . import plots

    own = game_kind(q)
    if own:
        return own.figure(q, found)
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
            same = all(s.options == q.studies[0].options for s in q.studies)
            return plots.rates_and_boxes(title, desc + " Below: game lengths in moves. " + (
                "A variant is played on the same deals as the game it changes: compare the two "
                "by the paired verdict under the table, not by these intervals." if same else
                "Compare each row with the one it changes by the verdict under the table."),
                                         labels, series, rates, even, lengths, "moves")
        if q.kind == "extra-cards":  # many groups: short names, "3p +1" (players, step)
            short = [f"{s.players}p +{extra_step(s)}" for s in q.studies]
            return plots.rate_bars(title, desc + " Under each group, '3p +1' is 3 players with "
                                   "1 card more per seat.", short, series, rates, even)
        return plots.rate_bars(title, desc, labels, series, rates, even)
    if q.kind == "draws":
        rates = [[rate(sum(ended_level(r)), r["summary"]["games"])] for r in found]
        return plots.rate_bars(title, "Share of games that end level, with 95% intervals, for "
                               + ", ".join(labels) + ".", labels, ["draws"], rates,
                               [None] * len(found), "games ending level")
    if q.kind == "skill":  # what the verdicts are decided on: points over game pairs
        both = matchups(q, found)
        shares: list[list[plots.Rate | None]] = []
        for _, _, scores in both:
            c = stats.game_pairs(scores)
            shares.append([(0.5 + c.difference, 0.5 + c.low, 0.5 + c.high)])
        return plots.rate_bars(title, "The measured agent's share of the points over its game "
                               "pairs (each deal played twice, the seats swapped; a game won by "
                               "neither counts half a point to each), with the 95% interval its "
                               "verdict is decided on; a dotted line marks half the points.",
                               [name for name, _, _ in both], ["measured agent"], shares,
                               [0.5] * len(both), "share of the points",
                               even_label="half the points")
    if q.kind == "threes":  # as the table: a rate only where one seat has more 3s on top
        split = [(key, n, wins) for key, (n, wins) in threes_split(found[0]).items() if n]
        shown: list[list[plots.Rate | None]] = [
            [rate(wins, n) if key.startswith("one") else None] for key, n, wins in split]
        return plots.rate_bars(title, "How often the seat with more 3s on top wins outright, "
                               "with its 95% interval, beside the games where no seat has more "
                               "(no rate: n/a); a dotted line marks half the games.",
                               [f"{k} ({n} games)" for k, n, _ in split],
                               ["won outright by the seat with more 3s"], shown,
                               [0.5] + [None] * (len(split) - 1), even_label="half the games")
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
    if q.kind == "ladder":
        board = ladder.ladder(ladder_games(q, found))
        anchor = next(r.agent for r in board.ratings if r.low == r.high)
        return plots.ladder(title, "Each computer player's rating in Elo points with its 95% "
                            f"interval, strongest at the top; the dotted line is the anchor, "
                            f"{anchor}, rated 0.", [r.agent for r in board.ratings],
                            [(r.elo, r.low, r.high) for r in board.ratings])
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


def _standing_words(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    """Each row's answer in words and no number."""
    own = game_kind(q)
    if own:
        return own.standings(q, found, margin)
    first = found[0]
    if q.kind in ("seats", "extra-cards", "variants"):
        rows = seat_rows(q, found, margin, pair=q.kind == "variants")
        out = []
        for r, row in zip(found, rows, strict=True):
            if row.unexercised:
                words = ("changes none of its games" if not row.changed
                         else "changes almost none of its games")
            else:
                words = seat_standings(row)
            if q.kind == "variants" and r["summary"]["unfinished"]:
                words += "; some unfinished"
            out.append(words)
        return out
    if q.kind == "turns":
        out = []
        theirs = spread(g["turns"] for g in first["games"])
        for r, pair in zip(found, paired_rows(q, found), strict=True):
            mine = spread(g["turns"] for g in r["games"])
            assert mine and theirs, "a study plays at least one game"
            order = "longer than" if mine["median"] > theirs["median"] else \
                "shorter than" if mine["median"] < theirs["median"] else "the same as"
            few = pair is not None and pair[0] < ALMOST_NONE * pair[1]
            out.append(f"median turns {order} {q.labels[0]}'s" + (
                f"; changes {'almost none' if pair and pair[0] else 'none'} of its games"
                if few else ""))
        return out
    if q.kind == "draws":
        return ["none ended level" if not sum(ended_level(r)) else "some ended level"
                for r in found]
    if q.kind == "ends":
        return ["none unfinished" if not r["summary"]["unfinished"] else "some unfinished"
                for r in found]
    if q.kind == "threes":
        n, wins = threes_split(first)["one seat has more 3s on top"]
        kind = decide([stats.against_share(wins, n, 0.5, margin=margin)], margin,
                      alpha_of(found))[0]
        share = {"ahead": "more than half", "behind": "less than half",
                 "within": f"half, within ±{100 * margin:g} points,",
                 "open": "not decided whether more or less than half"}[kind]
        return [f"the seat with more 3s on top wins {share} of those games outright"]
    if q.kind == "teams":
        return [v.who + " " + v.word() for v in team_verdicts(found, margin)]
    raise ValueError(f"no standings for kind {q.kind!r}")


def standings(game: str, root: Path | None = None,
              margin: float = stats.MARGIN / 100) -> list[str]:
    """For each question of ``game`` but skill, each row's answer in words and no number
    (what a chapter's prose may say of it): ``seats: 2 players: seat 1 ahead, seat 2 behind``,
    ``draws: jam-tiebreak: none ended level``."""
    from .studies import QUESTIONS

    root = root or Path(__file__).resolve().parents[2]
    lines = []
    for q in QUESTIONS:
        if q.game == game and q.kind not in ("skill", "ladder"):
            found = load(q, root)
            lines += [f"{q.key}: {label}: {words}" for label, words
                      in zip(q.labels, _standing_words(q, found, margin), strict=True)]
    return lines
