"""``rulebook check GAME`` (games/check.py) and ``make check GAME=...``: bad input is one line
and exit 2 before anything runs; the plan runs what concerns the game and nothing of another;
parts run with a line each, in the order their needs allow, a failed part's output shown and
kept, what needs it not run; ``pytest --game`` picks the every-game tests of one game. (The
whole check is run on the skeleton and on a real game by hand: it takes a minute.)"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import check, cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("argv", "said"), [
    (["check", "chess"], "unknown game 'chess'; known games: subdivision"),
    (["check", "../in_crowd"], "unknown game '../in_crowd'"),
    (["check", "in_crowd; rm -rf build"], "unknown game 'in_crowd; rm -rf build'"),
    (["check", "\x1b[31min_crowd"], "unknown game '\\x1b[31min_crowd'"),
    (["check", ""], "unknown game ''"),
    (["check"], "the following arguments are required: game"),
    (["check", "in_crowd", "--jobs", "0"], "--jobs must be 1 to 64, not 0"),
    (["check", "in_crowd", "--jobs", "two"], "--jobs 'two': give a whole number in digits 0-9"),
    (["check", "in_crowd", "--jobs", "\u0663"], "give a whole number in digits 0-9"),
    (["check", "in_crowd", "--jobs", "9" * 40], "give a whole number in digits 0-9"),
])
def test_bad_input_is_one_line_and_status_2_before_anything_runs(capsys, monkeypatch, argv,
                                                                  said):
    monkeypatch.setattr(check, "check", lambda *a, **k: pytest.fail("a check was run"))
    assert cli.main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and said in err, err


def test_the_command_runs_the_plan_of_the_game_it_names(monkeypatch):
    asked = {}

    def run(name, jobs, parts):
        asked.update(name=name, jobs=jobs, parts=[p.name for p in parts],
                     pdf=parts[-2].skipped)
        return 1

    monkeypatch.setattr(check, "check", run)
    assert cli.main(["check", "in_crowd", "--jobs", "1", "--no-pdf"]) == 1
    assert asked["name"] == "in_crowd" and asked["jobs"] == 1
    assert asked["parts"][0] == "declared parts" and "player's PDF" in asked["parts"]
    assert asked["pdf"] == "left out: --no-pdf"


def make(*args: str) -> subprocess.CompletedProcess[str]:
    """``make -n`` (nothing run) in the project."""
    return subprocess.run(["make", "-n", "--no-print-directory", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=False)


def test_make_check_without_a_game_is_one_line():
    done = make("check")
    assert done.returncode == 2 and done.stderr.count("\n") == 1, done.stderr
    assert "make check: give the game, e.g. make check GAME=in_crowd" in done.stderr


def test_make_check_gives_the_name_through_the_environment_not_the_shell():
    done = make("check", "GAME=x; touch hacked")
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip().splitlines()[-1]
    assert line.endswith('-m games.cli check "$RULEBOOK_GAME"') and "hacked" not in line


def test_the_plan_checks_the_game_s_own_files_and_nothing_of_another(monkeypatch):
    monkeypatch.setattr(check.shutil, "which", lambda tool: None)
    parts = {part.name: part for part in check.plan("in_crowd")}
    words = {name: " ".join(" ".join(c.argv) for c in part.commands)
             for name, part in parts.items()}
    own = check.own_tests("in_crowd", ROOT)
    assert own and all(path.startswith("tests/test_in_crowd") for path in own)
    assert words["lint"].endswith("ruff check games/in_crowd " + " ".join(own))
    assert words["types"].endswith("mypy games/in_crowd")
    assert words["chapter examples"].endswith("docs/in-crowd.md docs/aids/in-crowd.md")
    assert words["every-game tests"].endswith("tests/test_sim_cli.py --game in_crowd")
    assert words["player's pages"].endswith("tests/test_player_edition.py --game in_crowd")
    for name in ("designer's pages", "player's pages", "player's PDF"):
        assert parts[name].env == {"RULEBOOK_ONLY": "in_crowd"}
    assert parts["player's PDF"].skipped == (
        "no xelatex or latexmk here: 'make tex' installs TeX (as root)")
    assert "subdivision" not in " ".join(words.values())
    assert all(part.needs == ("declared parts",) for part in list(parts.values())[1:])


def test_tex_makes_the_pdf_from_the_game_s_two_documents(monkeypatch):
    monkeypatch.setattr(check.shutil, "which", lambda tool: f"/usr/bin/{tool}")
    pdf = {part.name: part for part in check.plan("fallacy_of_rank")}["player's PDF"]
    assert pdf.skipped is None
    assert [c.argv[-1] for c in pdf.commands] == [
        str(ROOT / "build/check/fallacy_of_rank/latex-player"), "fallacy-of-rank.tex",
        "fallacy-of-rank-aid.tex"]


def python(code: str) -> check.Command:
    return check.Command((sys.executable, "-c", code))


def test_parts_run_with_a_line_each_and_a_failure_is_shown_and_kept(tmp_path):
    parts = [
        check.Part("first", (python("print('fine')"),)),
        check.Part("broken", (python("print('ok so far')"),
                              python("import sys; print('line 1'); print('the reason'); "
                                     "sys.exit(3)"),
                              python("print('never run')")), needs=("first",)),
        check.Part("after it", (python("print('runs anyway')"),), after=("broken",)),
        check.Part("needs it", (python("print('must not run')"),), needs=("broken",)),
        check.Part("no tool", (), skipped="no tool here", needs=("first",)),
        check.Part("env", (python("import os; assert os.environ['ONE'] == '1'"),),
                   env={"ONE": "1"}, needs=("first",), made="a thing"),
    ]
    out = io.StringIO()
    assert check.check("toy", root=tmp_path, jobs=2, out=out, parts=parts) == 1
    lines = out.getvalue().splitlines()
    assert lines[0] == "rulebook check toy: 6 parts, 2 at a time"
    status = {line[:19].rstrip(): line[20:] for line in lines[1:7]}
    assert set(status) == {p.name for p in parts}
    assert lines[1].startswith("first               ok ")
    assert status["broken"].startswith("failed ") and status["broken"].endswith("s  (exit 3)")
    assert status["needs it"] == "not run             (broken did not pass)"
    assert status["no tool"] == "skipped             (no tool here)"
    assert status["env"].startswith("ok ") and status["env"].endswith(" s  (a thing)")
    assert status["after it"].startswith("ok ")
    order = list(status)  # as they ended: what waits for a part ends after it
    assert order[0] == "first" and order.index("broken") < order.index("after it")
    text = out.getvalue()
    assert "the reason" in text and "never run" not in text and "must not run" not in text
    assert lines[-1].startswith("toy: 1 of 6 parts failed in ")
    log = tmp_path / "build" / "check" / "toy" / "broken.log"
    assert f"all in {log.relative_to(tmp_path).as_posix()}" in text
    assert "ok so far" in log.read_text() and "line 1" in log.read_text()


def test_every_part_passing_is_status_0(tmp_path):
    out = io.StringIO()
    parts = [check.Part(f"part {n}", (python("pass"),)) for n in range(3)]
    assert check.check("toy", root=tmp_path, jobs=1, out=out, parts=parts) == 0
    assert out.getvalue().splitlines()[-1].startswith("toy: all 3 parts passed in ")


def test_pytest_game_keeps_the_every_game_tests_of_one_game():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:xdist", "-p",
                           "no:cacheprovider", "--collect-only", "tests/test_figures.py",
                           "tests/test_player_edition.py", "--game", "croquet"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    assert done.returncode == 0 and ids, done.stdout[-2000:]
    assert all(line.endswith(("[croquet]", "[aids/croquet]")) for line in ids), ids
    assert len(ids) == 5  # three figure tests, the chapter and the aid
