"""Bad input of every kind a user has tried: one line, exit status 2, nothing written.

Each test is named for the behaviour it keeps (issue 11). The property tests that feed random
text to the same readers are in test_fuzz_inputs.py.
"""

import contextlib
import io
import os
import re
import signal
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import run

from games import registry
from games.cli import main
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
    figure = sorted(registry.get("subdivision").figures().FIGURES)[0]
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
