"""``rulebook simulate``: its arguments, and the summary table it prints.

>>> parser = argparse.ArgumentParser()
>>> add_arguments(parser)
>>> args = parser.parse_args(["subdivision", "--players", "2", "--agents", "random,random",
...                           "--games", "6", "--seed", "3"])
>>> run(args)  # doctest: +NORMALIZE_WHITESPACE
Subdivision: 2 players, 6 games, seed 3
seat  player  agent   wins  win rate  95% interval
1     Red     random     5     83.3%  43.6% to 97.0%
2     Blue    random     1     16.7%  3.0% to 56.4%
draws: 0 (0.0%, 95% interval 0.0% to 39.0%); shared wins: 0 (0.0%, 95% interval 0.0% to
  39.0%); unfinished: 0
length in moves: min 30, median 30.5, mean 30.67, max 32
margin (best score less the next): min 2, median 2.5, mean 3.33, max 7
0
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import registry
from ..core.errors import UserError, quote
from ..core.files import RESULTS, check_targets, read_existing, write_all
from .study import MAX_MOVES, NAMES


def whole_flag(flag: str) -> Callable[[str], int]:
    """An argparse type for ``flag``: a whole number in ASCII digits, with an optional sign
    (``int`` would take ``'١٢'`` or ``'²'``); the ranges are checked where the numbers are used."""
    def read(text: str) -> int:
        if not re.fullmatch(r"[-+]?[0-9]{1,30}", text.strip()):
            raise UserError(f"{flag} {quote(text, 30)}: give a whole number in digits 0-9")
        return int(text)
    return read


def points_flag(flag: str) -> Callable[[str], float]:
    """An argparse type for ``flag``: points of win rate, a plain decimal number (``3``,
    ``2.5``); the range is checked where it is used."""
    def read(text: str) -> float:
        if not re.fullmatch(r"[-+]?[0-9]{1,6}(\.[0-9]{1,6})?", text.strip()):
            raise UserError(f"{flag} {quote(text, 30)}: give points as a number, e.g. 3 or 2.5")
        return float(text)
    return read


#: The agents a seat may be, for a command's help.
AGENTS = ("random, heuristic, mcts[:N], ismcts[:N], pimc[:N[:D]], robot[:steady|shaky], search "
          "(the game's search at its budget)")


def setup_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments that set a game up beyond its players, as a record's header would:
    ``--variant`` and ``--option`` (``rulebook simulate`` and ``rulebook play``)."""
    parser.add_argument("--variant", action="append", default=[],
                        help="a variant (may be repeated)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="another record header line, e.g. set=3house (may be repeated)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``rulebook simulate``."""
    parser.add_argument("game", help="the game, e.g. subdivision")
    parser.add_argument("--players", type=whole_flag("--players"), required=True,
                        help="the number of players")
    setup_arguments(parser)
    parser.add_argument("--agents", required=True,
                        help="one agent per seat, in seat order, separated by commas, or one "
                        f"agent for every seat: {AGENTS}")
    parser.add_argument("--games", type=whole_flag("--games"), required=True,
                        help="how many games to play")
    parser.add_argument("--seed", type=whole_flag("--seed"), default=0,
                        help="the study's seed (default 0)")
    parser.add_argument("--jobs", type=whole_flag("--jobs"), default=1,
                        help="worker processes (default 1); the results do not depend on it")
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="a Dask scheduler, e.g. tcp://10.0.0.5:8786, instead of --jobs")
    parser.add_argument("--max-moves", type=whole_flag("--max-moves"), default=MAX_MOVES,
                        help=f"stop a game unfinished after this many moves (default "
                        f"{MAX_MOVES:,})")
    parser.add_argument("--until-decided", type=whole_flag("--until-decided"), metavar="CAP",
                        help="play --games games, then double the games played at each "
                        "look, until every seat (in team play every side) is decided (ahead, "
                        "behind, or within --margin of its even share), at most CAP games; "
                        "the rule is written into the results file")
    parser.add_argument("--margin", type=points_flag("--margin"), default=None,
                        metavar="POINTS", help="with --until-decided: the margin of a tie, in "
                        "points of win rate (default 3)")
    parser.add_argument("--family", type=whole_flag("--family"), default=None, metavar="K",
                        help="with --until-decided: the study is one of K that answer one "
                        "question; it stops when decided at 1/K of its level (default 1)")
    parser.add_argument("--paired", action="store_true",
                        help="with --until-decided and --variant: play each game again without "
                        "the variants (the same deal and random numbers), record both, and stop "
                        "only when every seat's change is decided too")
    parser.add_argument("--out", help="write the results file (JSON) here")


def run(args: argparse.Namespace) -> int:
    """Check the arguments, play the study, write the results, print the summary."""
    from . import stats
    from .run import Until, results_text, simulate  # loaded only to play

    registry.get(args.game)
    options = []
    for text in args.option:
        key, sep, value = text.partition("=")
        if not sep or not key.strip():
            raise UserError(f"--option {text!r}: write KEY=VALUE, e.g. set=3house")
        options.append((key.strip().lower(), value.strip()))
    agents = tuple(a.strip() for a in args.agents.split(","))
    if len(agents) == 1 and 1 <= args.players <= len(NAMES):  # one spec: that agent in every seat
        agents *= args.players
    until = None
    if args.until_decided is not None:
        margin = (stats.MARGIN if args.margin is None else args.margin) / 100
        if not 0 < margin <= 0.25:
            raise UserError(f"--margin {100 * margin:g}: give more than 0 and at most 25 points")
        until = Until(args.games, args.until_decided, margin,
                      1 if args.family is None else args.family, args.paired)
        until.check()
    elif args.paired:
        raise UserError("--paired needs --until-decided (the rule it stops by)")
    elif args.margin is not None:
        raise UserError("--margin needs --until-decided (the margin of its stopping rule)")
    elif args.family is not None:
        raise UserError("--family needs --until-decided (the family of its stopping rule)")
    before = None
    if args.out is not None:  # before the games, not after: the place, and the file there
        check_targets([args.out])
        before = read_existing(args.out, RESULTS)  # guarded: a device or a pipe is one line
    results = simulate(args.game, args.players, tuple(args.variant), agents, args.games,
                       args.seed, args.jobs, args.cluster, tuple(options), args.max_moves,
                       progress=True, until=until)
    if args.out is not None:
        out = Path(args.out)
        try:
            kept = None if before is None else before.decode("utf-8")
        except UnicodeDecodeError:  # not a results file: written over
            kept = None
        write_all(out.parent, {out: results_text(results, kept)})
    print(table(results))
    return 0


def table(results: dict[str, Any]) -> str:
    """The summary as text: one line per seat, then draws and shared wins (counted apart),
    lengths and margins."""
    prov, summary = results["provenance"], results["summary"]
    title = registry.get(prov["game"]).title
    extra = "".join(f", {v}" for v in prov["variants"]) + "".join(
        f", {k}={v}" for k, v in prov["options"].items())
    lines = [f"{title}: {prov['players']} players{extra}, {summary['games']} games, "
             f"seed {prov['seed']}"]
    rows = [("seat", "player", "agent", "wins", "win rate", "95% interval")]
    for seat in summary["seats"]:
        rows.append((str(seat["seat"] + 1), prov["names"][seat["seat"]],
                     prov["agents"][seat["seat"]]["agent"], str(seat["wins"]),
                     _percent(seat["rate"]),
                     f"{_percent(seat['low'])} to {_percent(seat['high'])}"))
    widths = [max(len(row[i]) for row in rows) for i in range(6)]
    for row in rows:
        cells = [row[i].ljust(widths[i]) if i < 3 else row[i].rjust(widths[i]) for i in range(5)]
        lines.append("  ".join(cells + [row[5]]).rstrip())
    for side in summary.get("sides", ()):  # team play: a side's wins
        seats = " and ".join(str(seat + 1) for seat in side["seats"])
        lines.append(f"side {side['side'] + 1} (seats {seats}): {side['wins']} "
                     f"win{'s' if side['wins'] != 1 else ''}, "
                     f"{_percent(side['rate'])} ({_percent(side['low'])} to "
                     f"{_percent(side['high'])})")
    lines.append("; ".join(f"{name}: {part['count']} ({_percent(part['rate'])}, 95% interval "
                           f"{_percent(part['low'])} to {_percent(part['high'])})"
                           for name, part in (("draws", summary["draws"]),
                                              ("shared wins", summary["shared"])))
                 + f"; unfinished: {summary['unfinished']}")
    lines.append("length in moves: " + _spread(summary["length"]))
    if summary["margin"]:
        lines.append("margin (best score less the next): " + _spread(summary["margin"]))
    stopping = prov.get("stopping", {})
    if "cap" in stopping:
        lines.append(f"stopping rule: {stopping['rule']} (within ±{100 * stopping['margin']:g} "
                     f"points), {stopping['look']} games a look, at most {stopping['cap']:,}: "
                     f"stopped after {summary['games']:,}")
    return "\n".join(lines)


def _percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def _spread(found: dict[str, Any]) -> str:
    return ", ".join(f"{key} {_number(found[key])}" for key in ("min", "median", "mean", "max"))


def _number(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")

