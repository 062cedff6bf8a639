"""The ``rulebook`` command: replay and score example plays, draw positions, regenerate figures.

Bad input (a missing file, a malformed line, an illegal move, a wrong-sized board) is reported
in one line naming the file, line or move and the rule broken, with exit status 2; nothing is
left half-written.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, cast

from . import registry
from .core import stamp
from .core.errors import UserError
from .core.files import (
    BOARD,
    OUTPUT,
    check_targets,
    existing_text,
    holds,
    output_folder,
    read_text,
    write_all,
)
from .core.record import Record, read_record
from .core.replay import Replay, replay

if TYPE_CHECKING:
    from .core.game import GameInfo
    from .core.protocol import GameState, Tally


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line and exit status 2, like every other error."""

    def error(self, message: str) -> NoReturn:
        raise UserError(f"{message} (see '{self.prog} --help')")


def _replay(record: Record) -> tuple[GameInfo, Replay[GameState]]:
    try:
        game = registry.get(record.get("game") or "")
    except UserError as exc:
        raise record.error("game", exc.message) from None
    return game, replay(record, game.state_from_record)


def _scores_json(tallies: Iterable[Tally]) -> dict[str, dict[str, Any]]:
    return {t.key: t.as_dict() for t in tallies}


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay RECORD, checking every move against the rules, and print the final position and each
    player's itemised tally."""
    game, played = _replay(read_record(args.record))
    state = played.state
    outcome = state.outcome()
    if args.json:  # "winners": those the outcome names at the end (in a draw, those drawn)
        print(json.dumps({
            "game": game.name, "record": args.record, "moves": len(played.moves),
            "over": state.is_terminal(), "scores": _scores_json(state.tallies()),
            "outcome": outcome.kind.value,
            "winners": outcome.names(state.players) if state.is_terminal() else [],
        }, indent=2))
        return 0
    status = "game over" if state.is_terminal() else "game not over"
    print(f"{args.record}: {len(played.moves)} moves, all legal; {status}")
    if state.to_text():
        print(state.to_text())
    for tally in state.tallies():
        print(tally)
    if state.is_terminal():
        print(outcome.line(state.players))
    return 0


def cmd_score(args: argparse.Namespace) -> int:
    """Score a board given in the game's board format, with an itemised tally per player."""
    game = registry.get(args.game)
    if game.score_board is None:
        raise UserError(f"{game.title} has no board format to score")
    tallies = game.score_board(read_text(args.board, BOARD), args.board, tuple(args.variant))
    if args.json:
        print(json.dumps(_scores_json(tallies), indent=2))
    else:
        for tally in tallies:
            print(tally)
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    """Replay RECORD and draw each position marked with 'mark: NAME' as OUT/NAME.svg (the final
    position if nothing is marked)."""
    out = output_folder(args.out)
    record = read_record(args.record)
    names = [mark.name for mark in record.marks] or ["final"]
    check_targets(out / f"{name}.svg" for name in names)
    game, played = _replay(record)
    figures = registry.figures(game)
    title = record.get("title", game.title)
    if played.positions:
        shots = [(p.mark.name, p.state, p.mark.caption) for p in played.positions]
    else:
        shots = [("final", played.state, "The final position.")]
    drawn = {out / f"{name}.svg": figures.render_position(state, f"{title}: {name}", caption)
             for name, state, caption in shots}
    write_all(out, drawn)
    for path in drawn:
        print(path)
    return 0


#: Figures in a game's folder that ``make balance`` draws from the results files
#: (scripts/balance.py), not the game's catalogue: left alone here.
BALANCE_PREFIX = "balance-"


def _catalogue_files(folder: Path) -> list[Path]:
    """The SVG files of ``folder`` that the figure catalogue owns (all but the balance lab's),
    and any link named so (never followed: a figure is a file, so a link is taken away)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.svg") if not p.name.startswith(BALANCE_PREFIX)
                  and (p.is_symlink() or p.is_file()))


def plan_figures(game: GameInfo, folder: Path, inputs: str | None = None
                 ) -> tuple[dict[Path, str], list[Path]]:
    """What bringing ``folder`` in line with the game's figure catalogue takes: the files to
    write (new or changed, with their text) and the files to remove: each figure no longer in
    the catalogue (a figure of a record that is gone, say), never the balance lab's charts nor
    anything but an SVG file (or a link, which is never followed) in ``folder`` itself.
    With ``inputs`` (the game's stamp) the stamp file is among the writes when it changed."""
    catalogue = registry.figures(game).FIGURES
    writes, drawn = {}, {}
    for name in sorted(catalogue):
        path = folder / f"{name}.svg"
        drawn[path.name] = svg = catalogue[name]()
        if path.is_symlink() or not holds(path, svg):
            writes[path] = svg
    if inputs is not None:
        text = stamp.listing(inputs, drawn)
        if stamp.read(folder) != text:
            writes[folder / stamp.NAME] = text
    extras = _catalogue_files(folder)
    return writes, [p for p in extras if p.stem not in catalogue]


def figures_fresh(folder: Path, inputs: str) -> bool:
    """Whether ``folder`` holds the figures its stamp (``diagrams/<game>/.stamp``, committed)
    says were drawn from ``inputs``, and no other figure."""
    return stamp.fresh(folder, inputs, (p.name for p in _catalogue_files(folder)))


def _changes(writes: Iterable[Path], remove: list[Path], check: bool) -> list[str]:
    writes = [p for p in writes if p.name != stamp.NAME]
    if check:
        return ([f"{p} is {'stale' if p.exists() else 'missing'}" for p in writes]
                + [f"{p} is not in the catalogue" for p in remove])
    return [f"wrote {p}" for p in writes] + [f"removed {p}" for p in remove]


def _plan(name: str, folder: Path, check: bool) -> tuple[dict[Path, str], list[Path]]:
    """``plan_figures`` for the game ``name``, or nothing to do when its stamp says its
    figures are fresh (its model is then not even loaded); ``--check`` always draws and
    compares every figure."""
    if check:
        return plan_figures(registry.get(name), folder)
    inputs = stamp.of(name)
    if figures_fresh(folder, inputs):
        return {}, []
    return plan_figures(registry.get(name), folder, inputs)


def regenerate(game: GameInfo | str, folder: Path, check: bool = False) -> list[str]:
    """Bring ``folder`` in line with the figure catalogue of ``game`` (the game or its name);
    return what changed.

    With ``check`` nothing is written: the result lists what is stale, missing or extra.
    """
    writes, remove = _plan(stamp.name_of(game), folder, check)
    if not check:
        write_all(folder, writes, remove)
    return _changes(writes, remove, check)


def cmd_figures(args: argparse.Namespace) -> int:
    """Regenerate diagrams/GAME/*.svg from the models; a file is rewritten only when its content
    changed, and a game whose sources and figures are unchanged since it was drawn is skipped."""
    names = [registry.known(args.game)] if args.game else list(registry.GAME_NAMES)
    out = Path(args.out) if args.check else output_folder(args.out)
    writes, remove, lines = {}, [], []
    for name in names:  # every game's figures are drawn before anything is written
        game_writes, game_remove = _plan(name, out / name, args.check)
        writes.update(game_writes)
        remove += game_remove
        lines += (_changes(game_writes, game_remove, args.check)
                  or [f"{name}: figures up to date"])
    if not args.check:
        write_all(out, writes, remove)
    print("\n".join(lines))
    if args.check and _changes(writes, remove, True):
        print("run 'make figures' to regenerate them", file=sys.stderr)
        return 1
    return 0


def cmd_sheets(args: argparse.Namespace) -> int:
    """Write each true-scale print-and-play sheet (Subdivision's boards, the croquet course) as
    OUT/<game>-<sheet>.pdf."""
    from . import sheets

    out = output_folder(args.out)
    games = [registry.get(args.game)] if args.game else sheets.games_with_sheets()
    files: dict[Path, str | bytes] = {}
    lines: list[str] = []
    for game in games:  # a game's sheets are drawn again only when its sources or paper changed
        mark = out / f".{game.name}-sheets.stamp"
        inputs = f"{stamp.of(game)} {args.paper}"
        written = existing_text(mark, OUTPUT)  # guarded: a pipe there is one line
        if stamp.matches(out, written, inputs) is not None:
            lines.append(f"{game.name}: sheets up to date")
            continue
        drawn = dict(sheets.build(game, args.paper))
        files.update({out / name: data for name, data in drawn.items()
                      if not holds(out / name, data)})
        files[mark] = stamp.listing(inputs, drawn)
        lines += [str(out / name) for name in drawn]
    write_all(out, files)
    print("\n".join(lines))
    return 0


def cmd_steps(args: argparse.Namespace) -> int:
    """Draw a frame per position of each record of GAME (all games by default) with the move in
    words, as OUT/GAME/steps/RECORD/*.svg and steps.js, stamped like the figures
    (OUT/GAME/steps/.stamp); a game whose sources and frames are unchanged since they were drawn is
    skipped. 'make figures' runs this and 'rulebook figures'."""
    # the drawing code is loaded only here
    from .steps import build_all, folder, gone_records, records_drawn
    out = output_folder(args.out)
    names = [registry.known(args.game)] if args.game else registry.GAME_NAMES
    before = {name: records_drawn(folder(out, name)) for name in names}
    for name, drawn in build_all(names, out, args.force).items():
        print(f"{name}: frames up to date" if drawn is None
              else f"{name}: drew {drawn} frames into {folder(Path(args.out), name)}"
              + gone_records(before[name], folder(out, name), folder(Path(args.out), name)))
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    """Write the skeleton of a new game NAME: its rules model (one declared move kind, a declared
    header), one record, one figure (drawn at once), a chapter with doctests, a player aid, its
    tests and its registry entry. Nothing is overwritten. The cover's facts are yours to give; one
    not given is a marked gap that the player's edition will not build with."""
    from .core.game import GAP
    from .core.words import listing
    from .new import new_game

    for path in new_game(args.name, args.title, args.designer, args.year, players=args.players,
                         time=args.time, components=args.components):
        print(f"wrote {path}")
    gaps = [option for option in ("players", "time", "components")
            if getattr(args, option) is None]
    if gaps:
        print(f"gaps: the cover's {listing(gaps)} (not given: --{', --'.join(gaps)}) "
              f"{'is' if len(gaps) == 1 else 'are'} written as {GAP!r} in games/{args.name}/"
              "__init__.py: write your game's there (the player's edition will not build "
              "until you do)")
    print(f"next: make test; make rulebook (the chapter is docs/{args.name.replace('_', '-')}"
          ".md; 'Adding a game' in the README says what to change)")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play GAME many times with the given agents and print each seat's win rate with a 95%
    interval, draws, lengths and margins."""
    from .sim import command  # loaded only here: the agents and the runners

    return command.run(args)


def cmd_play(args: argparse.Namespace) -> int:
    """Play GAME at the terminal. Each seat is a person (human) or any agent simulate knows. Give a
    move in the game's notation, or its number or words from 'moves'; a move the rules refuse is
    answered with the rule, and the game goes on. Commands: moves, show, undo, save FILE, help,
    quit. The moves may come from standard input, one a line."""
    from . import play  # loaded only here: the agents

    return play.command(args, sys.stdin, sys.stdout)


def cmd_summarize(args: argparse.Namespace) -> int:
    """Replay every record (*.rec) in FOLDER, all of one game, player count and set of variants
    (games played with 'rulebook play --save', say), and print each seat's wins and win rate with
    its 95% interval, draws, shared wins and unfinished games, as simulate does for the agents'
    games."""
    from .sim import records  # loaded only here: the statistics

    print(records.text(records.summary(Path(args.folder))))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """Check GAME: lint and types over its files, its tests and doctests, its chapter's and aid's
    examples, the tests every game must pass, its pages in both editions (the player's-edition word
    checks on them), its figures and frames (drawn where stale) and its player's PDF where TeX is
    installed. A line per part: its name, ok, failed or skipped, and its seconds. Exit 0 when all
    passed, 1 when one failed."""
    from . import check  # loaded only here: the parts are commands of their own

    name = registry.known(args.game)  # an unknown or hostile name: one line, exit 2
    if not 1 <= args.jobs <= 64:
        raise UserError(f"--jobs must be 1 to 64, not {args.jobs}")
    return check.check(name, jobs=args.jobs,
                       parts=check.plan(name, tex=not args.no_pdf))


def _diagrams_arguments(p: argparse.ArgumentParser) -> None:
    """The arguments of a command that draws into the diagrams folder (figures, steps): one
    game or all, and the folder."""
    p.add_argument("game", nargs="?", help="one game (default: all)")
    p.add_argument("--out", default="diagrams", help="the diagrams folder (default: diagrams)")


def _command(sub: Any, run: Callable[[argparse.Namespace], int],
             summary: str) -> argparse.ArgumentParser:
    """The subcommand that ``run`` (``cmd_NAME``) carries out, named NAME: ``summary`` is its
    line in the list of commands, ``run``'s docstring its description."""
    p: argparse.ArgumentParser = sub.add_parser(
        run.__name__.removeprefix("cmd_"), help=summary,
        description=inspect.cleandoc(run.__doc__ or ""))
    p.set_defaults(run=run)
    return p


def build_parser() -> argparse.ArgumentParser:
    from .sim.command import AGENTS, add_arguments, setup_arguments, whole_flag

    parser = _Parser(prog="rulebook", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    p = _command(sub, cmd_replay, "check every move of a record; print the position and the tally")
    p.add_argument("record", help="a record file (see the docs appendix for the format)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")

    p = _command(sub, cmd_score, "score a board file")
    p.add_argument("game", help="the game, e.g. subdivision")
    p.add_argument("board", help="a board file (see the docs appendix for the format)")
    p.add_argument("--json", action="store_true",
                   help="print JSON: an object keyed by colour letter, each with 'score'")
    p.add_argument("--variant", action="append", default=[],
                   help="a scoring variant, e.g. private-parks (may be repeated)")

    p = _command(sub, cmd_render, "draw the marked positions of a record")
    p.add_argument("record")
    p.add_argument("--out", required=True, help="the folder to write the SVG files to")

    p = _command(sub, cmd_figures, "regenerate the rulebook figures")
    _diagrams_arguments(p)
    p.add_argument("--check", action="store_true",
                   help="write nothing; exit 1 if any figure is stale, missing or extra")

    p = _command(sub, cmd_sheets, "write the print-and-play sheets as PDFs")
    p.add_argument("game", nargs="?", help="one game (default: every game with sheets)")
    p.add_argument("--out", required=True, help="the folder to write the PDF files to")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4",
                   help="the paper size (default: a4)")

    p = _command(sub, cmd_steps, "draw the viewers' frames: every position of every record")
    _diagrams_arguments(p)
    p.add_argument("--force", action="store_true", help="draw even when up to date")

    p = _command(sub, cmd_new, "start a new game of your own, ready to test and build")
    p.add_argument("name", help="the game's package name: lower-case letters, digits and _")
    p.add_argument("--title", required=True, help="the game's title, e.g. 'River Race'")
    p.add_argument("--designer", default="its designer", help="who designed it (the cover)")
    p.add_argument("--year", default="unpublished", help="when it was published (the cover)")
    p.add_argument("--players", help="how many play, for the cover: 3, or a range such as 2-4 "
                   "(not given: a marked gap, which the player's edition refuses)")
    p.add_argument("--time", help="the minutes a game takes, for the cover: 30, or a range such "
                   "as 20-30 (not given: a marked gap)")
    p.add_argument("--components", help="what you need to play, in words, for the cover "
                   "(not given: a marked gap)")

    p = _command(sub, cmd_check, "run everything that concerns one game, and time it")
    p.add_argument("game", help="the game, e.g. in_crowd")
    p.add_argument("--jobs", type=whole_flag("--jobs"), default=min(2, os.cpu_count() or 1),
                   help="parts run at once (default: 2, or 1 on one core)")
    p.add_argument("--no-pdf", action="store_true", help="leave out the player's PDF")

    p = _command(sub, cmd_simulate, "play many games by agents; print seat win rates")
    add_arguments(p)

    p = _command(sub, cmd_play, "play a game at the terminal: against the computer, or hot-seat")
    p.add_argument("game", nargs="?", help="the game, e.g. subdivision (not needed with "
                   "--record)")
    p.add_argument("--players", type=whole_flag("--players"), default=2,
                   help="the number of players (default 2)")
    p.add_argument("--record", metavar="FILE", help="go on from the last position of this "
                   "record (its game, players, variants and moves); undo goes back into it")
    p.add_argument("--agents", default="human",
                   help="one seat each, in seat order, separated by commas, or one for every "
                   f"seat (default: human, hot-seat): human, {AGENTS}")
    setup_arguments(p)
    p.add_argument("--seed", type=whole_flag("--seed"), default=0,
                   help="the seed of the deal and of the computer players (default 0)")
    p.add_argument("--save", metavar="FILE",
                   help="write the game as a record when it ends (rulebook replay reads it)")

    p = _command(sub, cmd_summarize, "count a folder of records as a study's games")
    p.add_argument("folder", help="the folder of records")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        return cast(int, args.run(args))
    except UserError as exc:
        print(f"rulebook: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:  # reading or writing failed in a way no check foresaw
        where = None if exc.filename is None else os.fsdecode(exc.filename)
        print(f"rulebook: {UserError(exc.strerror or str(exc), where)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
