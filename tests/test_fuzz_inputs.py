"""Any text in, a parsed result or one UserError out: property tests over the record reader,
every game's header and move parsers, the board reader and the command line (in-process); and
any place in for a file (a device, a pipe, a socket, a folder, links to them, a file too big,
a results file cut short or garbled), a result or one line with nothing changed (issue 44).

Few examples in ``make test``; ``make fuzz`` runs the same tests with thousands
(``HYPOTHESIS_PROFILE=fuzz``, see the conftest.py at the top of the project). Each example
must finish within the profile's deadline (seconds, not milliseconds: a bound against hangs and
runaway work, generous enough for a loaded machine).
"""

import contextlib
import io
import json
import os
import random
import socket
import stat
import tempfile
import xml.etree.ElementTree as ET
from datetime import timedelta
from functools import cache
from pathlib import Path

from helpers import capped
from hypothesis import given, settings
from hypothesis import strategies as st

from games import registry
from games.cli import main
from games.core.errors import UserError
from games.core.files import RESULTS
from games.core.reasons import Reason
from games.core.record import parse_record
from games.core.replay import replay
from games.subdivision.board import parse_board

ROOT = Path(__file__).resolve().parent.parent
GAMES = {game.name: game for game in registry.all_games()}
RECORDS = sorted(ROOT.glob("games/*/records/*.rec"))
TEXTS = [path.read_text(encoding="utf-8") for path in RECORDS]
#: Every header key some game reads.
KEYS = ["game", "title", "players", "set", "variant", "parks", "suits", "limit", "jokers",
        "seed", "victims", "draw", "warehouses", "lounge", "teams", "scale", "hand-p1",
        "clubhouse-p2", "trophies-alice", "mark"]
#: Characters that have broken readers before: Unicode digits, controls, marks, separators.
SPECIAL = list("0123456789²³٣໓-+.,:#@ \t\n\r") + [
    "\x00", "\x07", "\x1b", "\x7f", "\x85", "\ufeff", "\ufffe", "\uffff", "\ud800", "\u2028",
    "\U0001fffe", "é", "\u202e"]

any_char = st.one_of(st.characters(blacklist_categories=()), st.sampled_from(SPECIAL))
hostile = st.text(any_char, max_size=40)
numberish = st.one_of(
    st.integers(-10**12, 10**12).map(str),
    st.sampled_from(["²", "٣", "1e999", "nan", "inf", "-0", "0x10", "1_000", "3.5", "", " 2 ",
                     "9" * 5000, "0" * 300 + "3"]),
    st.text("0123456789.-+²³ ", max_size=30))
value = st.one_of(numberish, hostile, st.sampled_from(
    ["2", "3", "4", "red blue", "Ann Ben", "alice bernard", "SC MA", "S M", "1.2", "poison",
     "two-packs", "KD 5C", "-", "none", "A1 F1", "3house", "private-parks"]))


@st.composite
def mutated_record(draw) -> str:
    """A real record, changed a few times: a line replaced, inserted or dropped, a header
    value set to something odd."""
    lines = draw(st.sampled_from(TEXTS)).split("\n")
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(lines)))
        kind = draw(st.sampled_from(["replace", "insert", "drop", "header", "chars"]))
        if kind == "header":
            game_line = next((i for i, line in enumerate(lines) if line.startswith("game:")), 0)
            lines.insert(game_line + 1, f"{draw(st.sampled_from(KEYS))}: {draw(value)}")
        elif kind == "insert":
            lines.insert(at, draw(hostile))
        elif lines and kind in ("replace", "drop", "chars"):
            at = min(at, len(lines) - 1)
            if kind == "drop":
                del lines[at]
            elif kind == "replace":
                lines[at] = draw(hostile)
            else:
                cut = draw(st.integers(0, len(lines[at])))
                lines[at] = lines[at][:cut] + draw(hostile) + lines[at][cut:]
    return "\n".join(lines)


records = st.one_of(mutated_record(), st.text(any_char, max_size=200))


@given(records)
def test_any_text_is_a_record_or_one_user_error(text):
    try:
        record = parse_record(text, "f.rec")
    except UserError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("f.rec")
        return
    assert record.get("game") is not None


@given(st.sampled_from(sorted(GAMES)),
       st.dictionaries(st.sampled_from(KEYS[1:-1]), value, max_size=4))
def test_any_header_is_a_position_or_one_user_error(game, header):
    text = f"game: {game}\n" + "".join(f"{key}: {text}\n" for key, text in header.items())
    try:
        GAMES[game].state_from_record(parse_record(text, "h.rec"))
    except UserError as exc:
        assert "\n" not in str(exc)


@cache
def positions() -> list:
    """Every marked position (and the end) of every example record."""
    found = []
    for game in GAMES.values():
        for path in sorted(game.records.glob("*.rec")):
            played = replay(parse_record(path.read_text(encoding="utf-8"), str(path)),
                            game.state_from_record)
            found += [p.state for p in played.positions] + [played.state]
    return found


def move_texts(state, seed: int) -> list[str]:
    """A few written moves that are legal in ``state``, to mutate."""
    if state.is_terminal():
        return ["pass"]
    rng = random.Random(seed)
    return [state.move_text(state.random_move(rng)) for _ in range(3)]


# The positions are replayed once, while the first example is drawn (not timed).
@given(st.deferred(lambda: st.sampled_from(positions())), st.integers(0, 10**6), st.data())
def test_any_move_text_is_a_move_or_one_user_error(position, seed, data):
    state = position.copy()
    legal = move_texts(state, seed)
    base = data.draw(st.sampled_from(legal))
    cut = data.draw(st.integers(0, len(base)))
    text = data.draw(st.one_of(
        st.just(base), hostile, st.just(base[:cut] + data.draw(hostile) + base[cut:]),
        numberish.map(lambda n: base.rsplit(" ", 1)[0] + " " + n)))
    try:
        move = state.parse_move(text)
    except UserError as exc:
        assert "\n" not in str(exc)
        return
    reason = state.why_illegal(move)
    assert reason is None or (isinstance(reason, Reason) and str(reason) and reason.said())
    if reason is None:
        state.apply(move)


@given(st.one_of(
    st.text(any_char, max_size=200),
    st.lists(st.lists(st.sampled_from([".", "#", "R3", "b1", "G2", "Y9", "x", "²"]),
                      min_size=5, max_size=8), min_size=5, max_size=8).map(
        lambda rows: "\n".join(" ".join(row) for row in rows))))
def test_any_text_is_a_board_or_one_user_error(text):
    try:
        GAMES["subdivision"].score_board(text, "b.txt", ())
    except UserError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("b.txt")
    else:
        parse_board(text, "b.txt")


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def run_main(argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


out_names = st.one_of(st.sampled_from(["out", "out/deep/er", "", "a-file", "a-file/x",
                                       "dangling", "start.svg", "o\nut", "x" * 300]),
                      # what a command line can carry: any bytes but NUL, as Python reads them
                      st.binary(min_size=1, max_size=12).map(os.fsdecode).filter(
                          lambda name: "\x00" not in name and "/" not in name
                          and name not in (".", "..")))


@settings(deadline=timedelta(seconds=20))  # a render draws every mark
@given(records, out_names, st.sampled_from(["replay", "render", "score"]))
def test_the_command_exits_0_or_2_with_one_line_and_leaves_nothing_on_failure(
        text, out, command):
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        (folder / "a-file").write_text("x")
        os.symlink(folder / "nowhere", folder / "dangling")
        (folder / "in.rec").write_text(text, encoding="utf-8", errors="surrogatepass")
        before = files_under(folder)
        argv = {"replay": ["replay", str(folder / "in.rec")],
                "score": ["score", "subdivision", str(folder / "in.rec")],
                "render": ["render", str(folder / "in.rec"), "--out",
                           str(folder / out) if out else ""]}[command]
        code, _, err = run_main(argv)
        assert code in (0, 2), err
        if code == 2:
            assert err.count("\n") == 1 and err.startswith("rulebook: "), err
            assert files_under(folder) == before
        else:
            assert err == ""
            for svg in set(folder.rglob("*.svg")) - {folder / p for p in before}:
                if svg.is_file():
                    ET.parse(svg)  # every SVG written is well-formed XML


# -- paths that are not files (issue 44) ----------------------------------------------------

#: Places that are not a file a command may read (or write over), or are too big for it.
NOT_FILES = ["/dev/zero", "/dev/full", "/dev/urandom", "fifo", "socket", "link-to-zero",
             "link-to-fifo", "folder", "link-to-folder", "huge", "dangling"]
#: A real results file, cut, nested or garbled below; and the question whose first study it is.
RESULTS_QUESTION = ("subdivision", "variants")


@cache
def results_bytes() -> bytes:
    from games.sim.studies import question

    return (ROOT / question(*RESULTS_QUESTION).studies[0].path).read_bytes()


@st.composite
def places(draw) -> tuple[str, object]:
    """A place to give a command for a file: one of :data:`NOT_FILES`, or a regular file of
    a real results file cut short, deeply nested JSON, or any bytes."""
    kind = draw(st.sampled_from([*NOT_FILES, "cut", "nested", "bytes"]))
    if kind == "cut":
        return kind, draw(st.integers(0, len(results_bytes())))
    if kind == "nested":
        return kind, draw(st.integers(1, 200_000))
    if kind == "bytes":
        return kind, draw(st.binary(max_size=300))
    return kind, None


def make_place(folder: Path, kind: str, detail: object, writing: bool = False) -> str:
    """The place of ``kind`` (with ``detail``) as a path in ``folder``; for a command that
    would be ``writing`` there, a device as a link to it in ``folder`` (should the guard fail,
    the link is what is replaced, never the machine's device)."""
    path = folder / "place"
    if kind.startswith("/dev/"):
        if not writing:
            return kind
        path.symlink_to(kind)
        return str(path)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))  # a temporary folder's path is short enough for a socket
        server.close()
    elif kind in ("link-to-zero", "link-to-fifo", "link-to-folder", "dangling"):
        target = {"link-to-zero": Path("/dev/zero"), "link-to-fifo": folder / "pipe",
                  "link-to-folder": folder, "dangling": folder / "nowhere"}[kind]
        if kind == "link-to-fifo":
            os.mkfifo(target)
        path.symlink_to(target)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with open(path, "wb") as handle:
            handle.truncate(RESULTS.limit + 1)
    else:
        path.write_bytes({"cut": lambda: results_bytes()[:detail],
                          "nested": lambda: b"[" * detail,
                          "bytes": lambda: detail}[kind]())
    return str(path)


def state_of(folder: Path) -> dict[str, object]:
    """What ``folder`` holds, links not followed: each name's type, and a file's bytes."""
    found: dict[str, object] = {}
    for path in sorted(folder.rglob("*")):
        info = os.lstat(path)
        found[str(path.relative_to(folder))] = (
            path.read_bytes() if stat.S_ISREG(info.st_mode) else stat.S_IFMT(info.st_mode))
    return found


@settings(deadline=timedelta(seconds=10))  # simulate plays its game when the place is a file
@given(places(), st.sampled_from(["replay", "score", "render", "simulate --out", "results"]))
def test_a_place_that_is_not_a_file_is_one_line_and_nothing_changes(place, command):
    from games.sim import balance
    from games.sim.studies import question

    kind, detail = place
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        path = make_place(folder, kind, detail, writing=command == "simulate --out")
        before = state_of(folder)
        if command == "results":  # the reader of the book's balance answers
            q = question(*RESULTS_QUESTION)
            (folder / q.studies[0].path).parent.mkdir(parents=True)
            os.replace(path, folder / q.studies[0].path) if not kind.startswith(
                "/dev/") else os.symlink(path, folder / q.studies[0].path)
            try:
                with capped():
                    balance.load(q, folder)
            except UserError as exc:
                assert "\n" not in str(exc)  # it, or (when it was whole) the next, missing
                assert str(exc).startswith(tuple(f"{s.path}: " for s in q.studies[:2]))
            return
        argv = {"replay": ["replay", path], "score": ["score", "subdivision", path],
                "render": ["render", path, "--out", str(folder / "out")],
                "simulate --out": ["simulate", "subdivision", "--players", "2", "--agents",
                                   "random", "--games", "1", "--out", path]}[command]
        with capped():
            code, _, err = run_main(argv)
        assert code in (0, 2), err
        if code == 2:
            assert err.count("\n") == 1 and err.startswith("rulebook: "), err
            assert state_of(folder) == before
        elif command == "simulate --out":  # a regular file or nothing was there: written over
            assert kind in ("cut", "nested", "bytes", "dangling")
            assert json.loads(Path(path).read_text())["summary"]["games"] == 1
