"""The rulebook command with The Fallacy of Rank: replay, JSON, render, one-line errors."""

import json

from helpers import run

RECORDS = "games/fallacy_of_rank/records"


def test_replay_prints_the_board_the_pawns_and_the_winner(capsys):
    code, out, _ = run(capsys, "replay", f"{RECORDS}/complete.rec")
    assert code == 0 and "all legal; game over" in out
    assert "Ben: 1 = 0 + 1 (a pawn on J10)" in out and "Winner: Ben" in out
    assert " 1 " in out and "A  B  C  D  E  F  G  H  I  J" in out


def test_replay_json_is_keyed_by_suit(capsys):
    code, out, _ = run(capsys, "replay", f"{RECORDS}/complete.rec", "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["winners"] == ["Ben"]
    assert {k: (v["score"], v["out"]) for k, v in data["scores"].items()} == {
        "S": (0, True), "M": (1, False), "C": (0, True), "A": (0, True)}


def test_an_illegal_move_is_one_line_naming_file_line_move_and_rule(capsys, tmp_path):
    record = tmp_path / "bad.rec"
    lines = ["game: fallacy_of_rank", "players: Ann Ben", "Sa@A7", "Sa@B7", "Sa@C7", "Sa@D7"]
    record.write_text("\n".join(lines) + "\n")
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2
    assert err == f"rulebook: {record}:6: move 4 'Sa@D7': Ann has no Sa left to place\n"


def test_a_malformed_move_or_header_is_one_line(capsys, tmp_path):
    record = tmp_path / "bad.rec"
    record.write_text("game: fallacy_of_rank\nplayers: Ann Ben\nSa@A7\nSa to B7\n")
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2 and err.startswith(f"rulebook: {record}:4: move 2 'Sa to B7': not a move:")
    assert err.count("\n") == 1
    record.write_text("game: fallacy_of_rank\nplayers: Ann Ben\nlimit: never\n")
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2 and err == (f"rulebook: {record}:3: limit: 'never' is not a whole number: "
                                 "give digits 0-9 (1 to 10000 turns)\n")


def test_render_draws_each_mark_and_nothing_on_failure(capsys, tmp_path):
    code, out, _ = run(capsys, "render", f"{RECORDS}/tiles.rec", "--out", str(tmp_path / "ok"))
    assert code == 0
    assert sorted(p.name for p in (tmp_path / "ok").iterdir()) == sorted(
        f"{m}.svg" for m in ("before-move", "after-move", "after-teleport", "after-attack",
                             "before-recover", "after-recover"))
    bad = tmp_path / "bad.rec"
    bad.write_text("game: fallacy_of_rank\nplayers: Ann Ben\nmark: start\nSa@A7\nSa@A7\n")
    code, _, err = run(capsys, "render", str(bad), "--out", str(tmp_path / "none"))
    assert code == 2 and "A7 already holds a piece" in err
    assert not (tmp_path / "none").exists()
