"""Bad input of every kind a user has tried: one line, exit status 2, nothing written.

Each test is named for the behaviour it keeps (issue 11). The property tests that feed random
text to the same readers are in test_fuzz_inputs.py. Paths that are not files (devices, pipes,
sockets, folders, links to them, files too big) are refused by every reader (issue 44).
"""

import contextlib
import io
import json
import os
import re
import signal
import socket
import stat
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import capped, run

from games import registry
from games.cli import main
from games.core import files
from games.core.errors import UserError, quote
from games.core.fields import Whole
from games.core.record import MAX_MARKS, MAX_MOVES, parse_record
from games.core.text import MAX_CHARS, MAX_LINE
from games.draw.svg import Document

ROOT = Path(__file__).resolve().parent.parent
OPENING = str(ROOT / "games/subdivision/records/opening.rec")


@contextlib.contextmanager
def within(seconds: float):
    """Fail (TimeoutError) if the block runs longer than ``seconds``: a generous bound against
    hangs and quadratic work, not a measure of speed."""
    def expire(*_):
        raise TimeoutError(f"still running after {seconds} s")
    old = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def refused(capsys, tmp_path, text: str, *extra) -> str:
    """Replay (or render, with ``extra``) a record holding ``text``: its one error line."""
    record = tmp_path / "r.rec"
    record.write_bytes(text.encode("utf-8", "surrogatepass"))
    argv = ["render", str(record), "--out", str(tmp_path / "out")] if extra else [
        "replay", str(record)]
    code, _out, err = run(capsys, *argv)
    assert code == 2 and err.count("\n") == 1 and err.startswith("rulebook: "), err
    assert not (tmp_path / "out").exists()
    return err


# -- numbers in headers ---------------------------------------------------------------------

@pytest.mark.parametrize("game, field", [
    ("subdivision", "players"), ("fallacy_of_rank", "limit"), ("human_trophies", "players"),
    ("human_trophies", "jokers"), ("human_trophies", "seed"), ("croquet", "teams")])
@pytest.mark.parametrize("digit", ["²", "³", "٣"])
def test_unicode_digits_in_a_header_number_are_refused(capsys, tmp_path, game, field, digit):
    err = refused(capsys, tmp_path, f"game: {game}\n{field}: {digit}\n")
    assert f"r.rec:2: {field}: {digit!r} is not a whole number: give digits 0-9" in err


@pytest.mark.parametrize("game, field", [
    ("subdivision", "players"), ("fallacy_of_rank", "limit"), ("human_trophies", "players"),
    ("human_trophies", "seed"), ("croquet", "teams"), ("croquet", "scale")])
def test_a_5000_digit_header_number_is_out_of_range(capsys, tmp_path, game, field):
    with within(5):
        err = refused(capsys, tmp_path, f"game: {game}\n{field}: {'9' * 5000}\n")
    assert f"r.rec:2: {field}: 9999999999999999999… is out of range" in err


def test_a_billion_human_trophies_players_are_refused_before_any_names_are_made(
        capsys, tmp_path):
    with within(5):
        err = refused(capsys, tmp_path, "game: human_trophies\nplayers: 999999999\n")
    assert err.endswith("r.rec:2: players: 999999999 is out of range: 2 to 8 players\n")


@pytest.mark.parametrize("scale, message", [
    ("nan", "is not a number"), ("inf", "is not a number"), ("1e999", "is not a number"),
    ("-1", "is out of range: 0.5 to 2"), ("1000", "is out of range: 0.5 to 2"),
    ("0.0001", "is out of range: 0.5 to 2")])
def test_a_croquet_scale_must_be_a_plain_number_in_a_sane_range(
        capsys, tmp_path, scale, message):
    err = refused(capsys, tmp_path, f"game: croquet\nscale: {scale}\n")
    assert f"r.rec:2: scale: {scale if 'not' not in message else repr(scale)} {message}" in err


def test_whole_numbers_are_ascii_digits_without_sign():
    field = Whole(0, 10)
    assert field("007") == 7
    for text in ("-1", "+1", "1.0", "1 0", "", "٣", "²"):
        with pytest.raises(UserError, match="is not a whole number"):
            field(text)


# -- text that ends up in a figure ----------------------------------------------------------

@pytest.mark.parametrize("line, where", [
    ("title: A bell\x07", "r.rec:2"), ("players: red\x00 blue", "r.rec:2"),
    ("mark: start The start\x1b[31m", "r.rec:3"), ("title: x\ufffe", "r.rec:2"),
    ("title: x\ud800", "r.rec:2")])
def test_a_control_character_or_non_character_in_a_record_is_refused(
        capsys, tmp_path, line, where):
    text = f"game: subdivision\n{line}\n" if where == "r.rec:2" else \
        f"game: subdivision\nR3@C2\n{line}\n"
    err = refused(capsys, tmp_path, text, "render")
    if "\ud800" in line:  # not UTF-8 at all
        assert "not a UTF-8 text file" in err
    else:
        char = next(c for c in line if not c.isprintable())
        assert f"{where}: character U+{ord(char):04X} is not allowed in a record" in err


@pytest.mark.parametrize("game, line", [
    ("human_trophies", "players: ann b\x07b"), ("croquet", "players: Ann B\x0cen"),
    ("in_crowd", "players: Ann Ben\x85")])
def test_a_player_name_with_a_control_character_is_refused(capsys, tmp_path, game, line):
    err = refused(capsys, tmp_path, f"game: {game}\n{line}\n", "render")
    assert "r.rec:2: character U+" in err and "is not allowed in a record" in err


def test_a_board_with_a_control_character_is_refused(capsys, tmp_path):
    board = tmp_path / "b.txt"
    board.write_text(". . . . .\n. . . . .\n. .\x07 . .\n. . . . .\n. . . . .\n")
    code, _, err = run(capsys, "score", "subdivision", str(board))
    assert code == 2 and err.endswith("b.txt:3: character U+0007 is not allowed in a board "
                                      "(control characters and non-characters cannot be "
                                      "drawn in a figure)\n")


def test_an_svg_document_never_holds_a_character_xml_cannot():
    doc = Document(10, 10, "Title", "A description of a figure.")
    doc.add(doc.label(5, 5, "text\ufffe"))
    with pytest.raises(UserError, match="character U\\+FFFE is not allowed in an SVG figure"):
        doc.text()


def test_a_byte_order_mark_at_the_start_is_accepted(capsys, tmp_path):
    record = tmp_path / "bom.rec"
    record.write_bytes(b"\xef\xbb\xbfgame: subdivision\nR3@C2\n")
    code, out, _ = run(capsys, "replay", str(record))
    assert code == 0 and "1 moves, all legal" in out


def test_a_file_over_the_size_limit_is_one_line_without_reading_it_all(capsys, tmp_path):
    big = tmp_path / "big.rec"
    with open(big, "wb") as handle:
        handle.truncate(50 * MAX_CHARS)  # 50 MB of NUL bytes, without writing them
    with within(5):
        code, _, err = run(capsys, "replay", str(big))
    assert code == 2 and err.endswith(
        f"big.rec: the file is larger than {MAX_CHARS:,} bytes, the most a record may hold\n")


def test_a_line_over_the_length_limit_is_one_line(capsys, tmp_path):
    err = refused(capsys, tmp_path, "game: subdivision\nR3@C2" + "x" * MAX_LINE + "\n")
    assert err.endswith(f"r.rec:2: the line is longer than {MAX_LINE:,} characters\n")


def test_a_record_with_too_many_moves_is_refused_before_replaying(capsys, tmp_path):
    err = refused(capsys, tmp_path, "game: subdivision\n" + "pass\n" * (MAX_MOVES + 1))
    assert err.endswith(f"r.rec:{MAX_MOVES + 2}: a record holds at most {MAX_MOVES:,} moves\n")


def test_mark_names_are_short_and_duplicates_are_found_in_linear_time():
    with pytest.raises(UserError, match="a mark needs a name of 1 to 64 letters"):
        parse_record(f"game: g\nmark: {'m' * 65}\n", "r.rec")
    marks = [f"mark: m{k}\n" for k in range(60_000)]
    with within(5):  # checked against every earlier mark, 60,000 marks took 45 s
        assert len(parse_record("game: g\n" + "".join(marks[:MAX_MARKS])).marks) == MAX_MARKS
        with pytest.raises(UserError, match=f"r.rec:{MAX_MARKS + 2}: a record holds at most"):
            parse_record("game: g\n" + "".join(marks), "r.rec")
    with pytest.raises(UserError, match=re.escape("r.rec:3: mark 'Start' is used twice")):
        parse_record("game: g\nmark: start\nmark: Start\n", "r.rec")


# -- error lines --------------------------------------------------------------------------

def test_an_error_quotes_a_long_move_cut_with_an_ellipsis(capsys, tmp_path):
    err = refused(capsys, tmp_path, "game: subdivision\nR3@C2" + "x" * 9000 + "\n")
    assert f"move 1 {quote('R3@C2' + 'x' * 9000)}: not a move" in err and len(err) < 300


def test_an_error_line_escapes_newlines_and_terminal_escapes_in_paths(capsys):
    for path, shown in [("a\nb.rec", "'a\\nb.rec'"), ("\x1b[2J.rec", "'\\x1b[2J.rec'"),
                        ("", "''")]:
        code, _, err = run(capsys, "replay", path)
        assert code == 2 and err.startswith(f"rulebook: {shown}: ") and err.count("\n") == 1
        assert "\x1b" not in err


def test_a_user_error_is_one_line_whatever_its_message_holds():
    text = str(UserError("bad\nthing\x1b[31m" + "x" * 10_000, "p\r.rec", 3))
    assert text.isprintable() and len(text) < 600 and text.startswith("'p\\r.rec':3: bad\\n")


def test_an_os_error_while_writing_is_one_line_but_a_bug_still_shows(
        capsys, tmp_path, monkeypatch):
    def fail(*_):
        raise PermissionError(13, "Permission denied", "diagrams/x.svg")
    monkeypatch.setattr("games.cli.plan_figures", fail)
    code, _, err = run(capsys, "figures", "--out", str(tmp_path))
    assert code == 2 and err == "rulebook: diagrams/x.svg: Permission denied\n"
    monkeypatch.setattr("games.cli.plan_figures", lambda *_: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        main(["figures", "--out", str(tmp_path)])


# -- where output goes ----------------------------------------------------------------------

def make_places(tmp_path: Path) -> Path:
    """A folder holding a file, a dangling link, and folders named like output files (a
render's, a figure's, a sheet's, a viewer's data)."""
    (tmp_path / "a-file").write_text("x")
    os.symlink(tmp_path / "nowhere", tmp_path / "dangling")
    (tmp_path / "taken" / "start.svg").mkdir(parents=True)
    figure = sorted(registry.figures(registry.get("subdivision")).FIGURES)[0]
    (tmp_path / "taken" / "subdivision" / f"{figure}.svg").mkdir(parents=True)
    (tmp_path / "taken" / "subdivision-board-2p-standard.pdf").mkdir()
    (tmp_path / "taken" / "subdivision" / "steps" / "complete-2p" / "steps.js").mkdir(parents=True)
    return tmp_path


def listing(folder: Path) -> set:
    return {(str(p.relative_to(folder)), p.is_dir()) for p in folder.rglob("*")}


@pytest.mark.parametrize("command", [["render", OPENING], ["figures", "subdivision"],
                                     ["sheets", "subdivision"], ["steps", "subdivision"]])
@pytest.mark.parametrize("out, message", [
    ("", "'': the output folder is empty"),
    ("a-file", "a-file: is a file, not a folder"),
    ("a-file/sub", "a-file is a file, so nothing can be written under it"),
    ("dangling", "dangling: is a symbolic link to nothing, not a folder"),
    ("dangling/sub", "dangling is a symbolic link to nothing, so nothing can be written"),
    ("/proc/rulebook-out", "/proc/rulebook-out: cannot write in /proc"),
    ("taken", "a folder has this name, so the file cannot be written"),
    ("x" * 300, "a folder name in the path is longer than 255 bytes"),
])
def test_a_bad_output_place_is_one_line_and_nothing_is_written(
        capsys, tmp_path, monkeypatch, command, out, message):
    folder = make_places(tmp_path)
    before = listing(folder)
    monkeypatch.chdir(folder)
    code, _, err = run(capsys, *command, "--out", out)
    assert code == 2 and err.count("\n") == 1 and message in err, err
    assert listing(folder) == before


def test_a_file_where_a_game_folder_goes_is_one_line_and_nothing_is_written(capsys, tmp_path):
    (tmp_path / "subdivision").write_text("x")
    before = listing(tmp_path)
    code, _, err = run(capsys, "figures", "subdivision", "--out", str(tmp_path))
    assert code == 2 and err == f"rulebook: {tmp_path / 'subdivision'}: is a file, not a folder\n"
    assert listing(tmp_path) == before


def run_without_root(argv) -> tuple[int, str]:
    """``main(argv)`` as user nobody in a child process (root may write anywhere)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.close(read)
            os.setgid(65534)
            os.setuid(65534)
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                code = main(argv)
            os.write(write, f"{code}\n{err.getvalue()}".encode())
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as handle:
        answer = handle.read()
    os.waitpid(pid, 0)
    code, _, err = answer.partition("\n")
    return int(code), err


@pytest.mark.parametrize("command", [["render", OPENING], ["figures", "subdivision"],
                                     ["sheets", "subdivision"], ["steps", "subdivision"]])
def test_a_folder_without_write_permission_is_one_line(capsys, tmp_path, command):
    with tempfile.TemporaryDirectory() as scratch:  # pytest's own folder is closed to others
        locked = Path(scratch) / "locked"
        locked.mkdir()
        locked.chmod(0o555)
        Path(scratch).chmod(0o755)
        argv = [*command, "--out", str(locked / "out")]
        if os.geteuid() == 0:
            main(["render", OPENING, "--out", str(tmp_path)])  # load what drawing needs
            code, err = run_without_root(argv)
        else:
            code, _, err = run(capsys, *argv)
        assert code == 2 and err == f"rulebook: {locked / 'out'}: cannot write in {locked}: " \
                                    "Permission denied\n"
        assert list(locked.iterdir()) == []


def test_a_render_that_fails_while_moving_files_into_place_changes_nothing(
        capsys, tmp_path, monkeypatch):
    out = tmp_path / "out"
    out.mkdir()
    (out / "start.svg").write_text("old")
    real, calls = os.replace, []

    def flaky(source, target):
        calls.append(target)
        if len(calls) == 4:
            raise OSError(28, "No space left on device")
        real(source, target)
    monkeypatch.setattr(os, "replace", flaky)
    code, _, err = run(capsys, "render", OPENING, "--out", str(out))
    assert code == 2 and err == f"rulebook: {out}: cannot write: No space left on device\n"
    assert [p.name for p in out.iterdir()] == ["start.svg"]
    assert (out / "start.svg").read_text() == "old"


# -- every SVG is XML -----------------------------------------------------------------------

def test_every_committed_figure_parses_as_xml():
    figures = sorted((ROOT / "diagrams").rglob("*.svg"))
    assert figures
    for svg in figures:
        ET.parse(svg)


@pytest.mark.parametrize("record", sorted(ROOT.glob("games/*/records/*.rec")),
                         ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_svg_render_writes_parses_as_xml(capsys, tmp_path, record):
    code, out, _ = run(capsys, "render", str(record), "--out", str(tmp_path))
    written = sorted(tmp_path.iterdir())
    assert code == 0 and [str(p) for p in written] == sorted(out.split())
    for svg in written:
        assert len(svg.name) <= 68 and ET.parse(svg).getroot().tag.endswith("svg")


# -- paths that are not files, or are too big (issue 44) ------------------------------------
# Every reader goes through games.core.files.read_bytes: a device, a pipe, a socket, a folder,
# a link to one of them or a file over its kind's bound is one line naming it, before a byte
# is read, and quickly (reading /dev/zero to the end was a MemoryError).

#: Places a command must refuse, and what its line says of each.
NOT_FILES = {"/dev/zero": "is a character device, not a regular file",
             "/dev/full": "is a character device, not a regular file",
             "/dev/urandom": "is a character device, not a regular file",
             "fifo": "is a pipe (FIFO), not a regular file",
             "socket": "is a socket, not a regular file",
             "link-to-zero": "is a symbolic link to a character device, not a regular file",
             "link-to-fifo": "is a symbolic link to a pipe (FIFO), not a regular file",
             "folder": "folder",
             "huge": "the file is larger than "}
SIMULATE = ["simulate", "subdivision", "--players", "2", "--agents", "random", "--games", "2"]
def limited():
    """A child process's memory limit: 2 GB of address space, as the issue was tried."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (2_000_000_000, 2_000_000_000))


def not_a_file(folder: Path, what: str, writing: bool = False) -> str:
    """The place ``what`` (a key of :data:`NOT_FILES`), made in ``folder`` (the current
    folder, so that a socket's name is short enough). For a command that ``writing`` would
    write there, a device is given as a link to it in ``folder``: should the guard ever fail,
    what the command replaces is that link, never the machine's device (tests may run as
    root)."""
    if what.startswith("/dev/"):
        if not writing:
            return what
        link = folder / f"dev-{Path(what).name}"
        link.symlink_to(what)
        return str(link)
    path = folder / what
    if what == "fifo":
        os.mkfifo(path)
    elif what == "socket":
        server = socket.socket(socket.AF_UNIX)
        server.bind(what)  # relative: a socket's path may hold 107 bytes at most
        server.close()
    elif what == "link-to-zero":
        path.symlink_to("/dev/zero")
    elif what == "link-to-fifo":
        os.mkfifo(folder / "pipe")
        path.symlink_to(folder / "pipe")
    elif what == "folder":
        path.mkdir()
    else:  # over every kind's bound, without writing a byte
        with open(path, "wb") as handle:
            handle.truncate(files.RESULTS.limit + 1)
    return str(path)


@pytest.mark.parametrize("command", ["replay", "score", "render", "simulate --out"])
@pytest.mark.parametrize("what", [*NOT_FILES, "/dev/stdin"])
def test_a_path_that_is_not_a_file_is_one_line_and_nothing_is_written(
        capsys, tmp_path, monkeypatch, command, what):
    monkeypatch.chdir(tmp_path)
    if what == "/dev/stdin" and stat.S_ISREG(os.stat(what).st_mode):
        pytest.skip("standard input is a file here")
    writing = command == "simulate --out"
    path = not_a_file(tmp_path, what, writing)
    argv = {"replay": ["replay", path], "score": ["score", "subdivision", path],
            "render": ["render", path, "--out", str(tmp_path / "out")],
            "simulate --out": [*SIMULATE, "--out", path]}[command]
    before = listing(tmp_path)
    with within(1), capped():
        code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert err.startswith(f"rulebook: {path}: "), err
    assert ("is a symbolic link to " if writing and what.startswith("/dev/")
            else NOT_FILES.get(what, "is a symbolic link to ")) in err
    assert listing(tmp_path) == before


def test_a_path_that_turns_into_a_pipe_after_its_check_does_not_hang(tmp_path, monkeypatch):
    # The path is checked before it is opened, and what was opened is checked again: a pipe
    # swapped in between is opened without blocking and refused.
    fifo, regular = tmp_path / "fifo", tmp_path / "regular.rec"
    os.mkfifo(fifo)
    regular.write_text("game: subdivision\n")
    real = os.stat
    monkeypatch.setattr(files.os, "stat", lambda p, *a, **k: real(
        regular if os.fspath(p) == str(fifo) else p, *a, **k))
    with within(1), pytest.raises(UserError, match=r"is a pipe \(FIFO\), not a regular file"):
        files.read_bytes(fifo, files.RECORD)


@pytest.mark.parametrize("what", NOT_FILES)
def test_the_book_refuses_a_results_file_that_is_not_a_file(tmp_path, monkeypatch, what):
    # games.sim.balance.load (the {balance} directive's reader), the stamp over the results
    # files, and the kept answers (which are not believed, and asked again)
    from games.core import stamp, worked_cache
    from games.sim import balance, studies

    monkeypatch.chdir(tmp_path)
    q = studies.question("subdivision", "variants")
    path = str(tmp_path / q.studies[0].path)
    put(not_a_file(tmp_path, what), path)
    with within(1), capped():
        with pytest.raises(UserError) as caught:
            balance.load(q, tmp_path)
        line = str(caught.value)
        assert line.startswith(f"{q.studies[0].path}: ") and "\n" not in line, line
        with pytest.raises(UserError) as caught:
            stamp.of("subdivision", [path])
        assert "\n" not in str(caught.value)
        assert worked_cache.read(Path(path), stamp.of("subdivision")) == {}


def put(place: str, path: str) -> None:
    """The place ``place`` (from :func:`not_a_file`) at ``path``: moved there, or a device
    linked to."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    if place.startswith("/dev/"):
        os.symlink(place, path)
    else:
        os.rename(place, path)


class Played(Exception):
    """What the balance lab's games are replaced with: raised when it goes on to play."""


def balance_script(root: Path, monkeypatch, *argv) -> tuple[int, str]:
    """scripts/balance.py's main with ``argv``, run as if the script sat in ``root``/scripts
    (so that it reads and writes ``root``/results and ``root``/diagrams): (status, stderr)."""
    script = ROOT / "scripts" / "balance.py"
    spec = {"__name__": "balance_script", "__file__": str(root / "scripts" / "balance.py")}
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(sys, "argv", ["balance.py", *argv])
    err = io.StringIO()
    exec(compile(script.read_text(), str(script), "exec"), spec)
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = spec["main"]()
    return code, err.getvalue()


@pytest.mark.parametrize("what, flags", [
    *((what, flags) for what in NOT_FILES for flags in (["--resume"], [], ["--figures-only"])),
    ("truncated", ["--resume"]), ("nested", ["--resume"]), ("truncated", []), ("nested", [])])
def test_the_balance_lab_refuses_a_results_file_or_chart_before_playing(
        tmp_path, monkeypatch, what, flags):
    from games.sim import studies

    def play(*_, **__):
        raise Played

    monkeypatch.chdir(tmp_path)
    q = studies.question("subdivision", "variants")
    target = q.figure if flags == ["--figures-only"] else q.studies[0].path
    (tmp_path / target).parent.mkdir(parents=True)
    if what == "truncated":  # a results file cut short (a disk that filled, say)
        (tmp_path / target).write_bytes((ROOT / q.studies[0].path).read_bytes()[:5000])
    elif what == "nested":
        (tmp_path / target).write_text("[" * 100_000)
    else:
        put(not_a_file(tmp_path, what), str(tmp_path / target))
    before = listing(tmp_path)
    monkeypatch.setattr("games.sim.run.simulate", play)
    with within(1), capped():
        if what in ("truncated", "nested") and not flags:  # a regular file, not results:
            with pytest.raises(Played):  # played, and then written over
                balance_script(tmp_path, monkeypatch, "--game", "subdivision",
                               "--question", "variants")
            return
        code, err = balance_script(tmp_path, monkeypatch, "--game", "subdivision",
                                   "--question", "variants", *flags)
    assert code == 2 and err.count("\n") == 1 and err.startswith("balance: "), err
    assert str(target) in err and listing(tmp_path) == before


@pytest.mark.parametrize("how, what", [
    ("walk", "fifo"), ("walk", "/dev/zero"), ("walk", "link-to-zero"), ("walk", "folder"),
    ("walk", "huge"), ("still:5", "/dev/urandom"), ("games:1", "fifo"), ("games:1", "/dev/full"),
    ("walk", "truncated")])
def test_the_bench_refuses_kept_games_that_are_not_a_file(tmp_path, how, what):
    import subprocess

    if what == "truncated":
        path = str(tmp_path / "kept.json")
        Path(path).write_text('[["R3@C2", ')
    else:
        path = not_a_file(tmp_path, what, writing=how.startswith("games"))
    before = listing(tmp_path)
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_decisions.py"),
                           str(ROOT), f"{how}:{path}", "subdivision"], capture_output=True,
                          text=True, timeout=30, cwd=tmp_path, preexec_fn=limited)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr.startswith(f"bench_decisions: {path}: ") and done.stderr.count("\n") == 1
    assert ("is a symbolic link to a character device" if how.startswith("games") and
            what.startswith("/dev/") else NOT_FILES.get(what, "not JSON")) in done.stderr
    assert listing(tmp_path) == before


@pytest.mark.parametrize("text", ['{"games": [', "[" * 100_000, "\xff\xfe not UTF-8"])
def test_simulate_writes_over_a_regular_file_that_is_not_results(capsys, tmp_path, text):
    out = tmp_path / "results.json"
    out.write_bytes(text.encode("latin-1"))
    code, _, err = run(capsys, *SIMULATE, "--out", str(out))
    assert code == 0 and err == ""
    assert json.loads(out.read_text())["summary"]["games"] == 2


@pytest.mark.parametrize("command, line", [
    (["replay", "/dev/zero"], "/dev/zero: is a character device, not a regular file"),
    ([*SIMULATE[:-1], "10", "--out", "zero"],  # a link to /dev/zero: see not_a_file
     "zero: is a symbolic link to a character device, not a regular file, so it cannot be "
     "written over")])
def test_under_a_memory_limit_dev_zero_is_one_line_in_a_second(tmp_path, command, line):
    # issue 44 as reported: under a 2 GB limit simulate --out read /dev/zero to a MemoryError
    import subprocess
    import time

    (tmp_path / "zero").symlink_to("/dev/zero")
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from games.cli import main; sys.exit(main())",
         *command], capture_output=True, text=True, timeout=30, preexec_fn=limited,
        cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == "" and done.stderr == f"rulebook: {line}\n"
    assert time.perf_counter() - start < 5  # the interpreter's start and imports included


@pytest.mark.parametrize("command, at", [
    (["figures", "subdivision"], "subdivision/.stamp"),
    (["steps", "subdivision"], "subdivision/steps/.stamp"),
    (["sheets", "subdivision"], ".subdivision-sheets.stamp"),
    (["figures", "subdivision"], "subdivision/groups.svg"),
])
@pytest.mark.parametrize("what", ["fifo", "link-to-zero", "socket"])
def test_a_pipe_or_device_in_an_output_folder_is_one_line_and_nothing_is_written(
        capsys, tmp_path, monkeypatch, command, at, what):
    # a stamp read back, or a file a command would write over: never read, never replaced
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "out"
    (out / at).parent.mkdir(parents=True)
    place = not_a_file(tmp_path, what)
    os.rename(place, out / at)
    before = listing(tmp_path)
    with within(5), capped():  # figures draws its catalogue before it writes
        code, _, err = run(capsys, *command, "--out", str(out))
    assert code == 2 and err == f"rulebook: {out / at}: {NOT_FILES[what]}" + (
        "" if at.endswith(".stamp") else ", so it cannot be written over") + "\n"
    assert listing(tmp_path) == before


def test_a_huge_file_where_a_figure_goes_is_written_over_without_being_read(capsys, tmp_path):
    figure = tmp_path / "subdivision" / "groups.svg"
    figure.parent.mkdir()
    with open(figure, "wb") as handle:
        handle.truncate(8 * 10**9)  # sparse: 8 GB to read, nothing written
    with within(5), capped():
        code, _, err = run(capsys, "figures", "subdivision", "--out", str(tmp_path))
    assert code == 0 and err == "" and "</svg>" in figure.read_text()
