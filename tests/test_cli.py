"""The rulebook command: output, JSON, and one-line errors with exit status 2."""

import json
import xml.etree.ElementTree as ET

import pytest
from helpers import run

from games.cli import main

RECORDS = "games/subdivision/records"


def test_replay_prints_board_and_tallies(capsys):
    code, out, _ = run(capsys, "replay", f"{RECORDS}/complete-2p.rec")
    assert code == 0
    assert "Red: 24 = 30 - 4 (four groups)" in out and "Winner: Red" in out


def test_replay_json(capsys):
    code, out, _ = run(capsys, "replay", f"{RECORDS}/complete-3p.rec", "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["winners"] == ["Red"]
    assert {k: v["score"] for k, v in data["scores"].items()} == {"R": 20, "B": 17, "G": 14}


def test_score_json_is_keyed_by_colour_letter(capsys, tmp_path):
    board = tmp_path / "b.txt"
    board.write_text("# R2 . . . #\nR2 R2 . . . .\n. . . # . .\n. . # . . .\n"
                     ". . . . . .\n# . . . . b3\n")
    code, out, _ = run(capsys, "score", "subdivision", str(board), "--json",
                       "--variant", "private-parks")
    assert code == 0
    data = json.loads(out)
    assert data["R"]["score"] == 6 - 1 + 3 and data["B"]["score"] == 3 - 1


@pytest.mark.parametrize("argv, message", [
    (["replay", "no/such.rec"], "no/such.rec: no such file"),
    (["score", "subdivision", "no/such.txt"], "no/such.txt: no such file"),
    (["score", "chess", "x"], "unknown game 'chess'"),
    (["frobnicate"], "invalid choice"),
    (["render", f"{RECORDS}/opening.rec"], "required: --out"),
])
def test_bad_invocations_are_one_line_and_exit_2(capsys, argv, message):
    code, _out, err = run(capsys, *argv)
    assert code == 2 and message in err and err.count("\n") == 1 and "Traceback" not in err


def test_illegal_move_names_file_line_move_and_rule(capsys, tmp_path):
    record = tmp_path / "bad.rec"
    record.write_text("game: subdivision\nplayers: red blue\n\nR3@C2\nB3@B4\nR1@E5\n")
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2
    assert err == (f"rulebook: {record}:6: move 3 'R1@E5': a 1-pip must be placed Near a "
                   "1-pip or a 3-pip of another colour\n")


def test_a_failing_render_writes_nothing(capsys, tmp_path):
    record = tmp_path / "bad.rec"
    record.write_text("game: subdivision\nR3@C2\nmark: one\nB3@C2\n")
    code, _, err = run(capsys, "render", str(record), "--out", str(tmp_path / "out"))
    assert code == 2 and "C2 is not empty" in err
    assert not (tmp_path / "out").exists()


def test_render_draws_each_mark(capsys, tmp_path):
    code, _out, _ = run(capsys, "render", f"{RECORDS}/opening.rec", "--out", str(tmp_path))
    assert code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["start.svg"] + [f"move{i}.svg" for i in range(1, 7)])
    assert "<title>An opening, move by move: move6</title>" in (tmp_path / "move6.svg").read_text()
    for svg in tmp_path.iterdir():
        ET.parse(svg)  # well-formed XML


def test_every_command_has_help(capsys):
    for command in ("replay", "score", "render", "figures"):
        with pytest.raises(SystemExit) as info:
            main([command, "--help"])
        assert info.value.code == 0
    assert "usage: rulebook" in capsys.readouterr().out


def test_in_crowd_records_replay_and_errors_name_the_move(capsys, tmp_path):
    code, out, _ = run(capsys, "replay", "games/in_crowd/records/complete.rec", "--json")
    assert code == 0 and json.loads(out)["winners"] == ["Ann"]
    record = tmp_path / "bad.rec"
    record.write_text("game: in_crowd\nplayers: Ann Ben\nS5@A2\nM4@A3\nS4@mA1\n")
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2
    assert err == (f"rulebook: {record}:5: move 3 'S4@mA1': coins are placed only on the "
                   "bottom ring; mA1 is filled by a vote\n")
