"""The rulebook command with The Fallacy of Rank: replay, JSON, render, one-line errors."""

import json

from helpers import run
from test_fallacy_of_rank_rules import BOTTOM, TOP

from games.fallacy_of_rank import new_game
from games.fallacy_of_rank.rules import fill_corners

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
    code, _out, _ = run(capsys, "render", f"{RECORDS}/tiles.rec", "--out", str(tmp_path / "ok"))
    assert code == 0
    assert sorted(p.name for p in (tmp_path / "ok").iterdir()) == sorted(
        f"{m}.svg" for m in ("before-move", "after-move", "after-teleport", "after-attack",
                             "before-recover", "after-recover"))
    bad = tmp_path / "bad.rec"
    bad.write_text("game: fallacy_of_rank\nplayers: Ann Ben\nmark: start\nSa@A7\nSa@A7\n")
    code, _, err = run(capsys, "render", str(bad), "--out", str(tmp_path / "none"))
    assert code == 2 and "A7 already holds a piece" in err
    assert not (tmp_path / "none").exists()


def test_a_boost_that_cannot_be_paid_is_one_line_naming_the_move(capsys, tmp_path):
    game, placed = new_game(2), []
    play = game.play
    game.play = lambda text: placed.append(text) or play(text)  # fill_corners plays through it
    fill_corners(game, *(" ".join(suit + c for c in layout.split())
                         for suit, layout in zip("SM", (TOP, BOTTOM))))  # as started() does
    start = ["game: fallacy_of_rank", "players: Ann Ben", *placed,
             "C7-C6", "T4 C4-C5", "D7-D6", "T4 D4-D5",  # Ben spends both his 4 tiles
             "C6xC5", "boost none"]  # Ann's 2 attacks Ben's 2; Ann chooses, then Ben
    record = tmp_path / "boost.rec"
    for boost, reason in [("boost T4", "Ben has no 4 tile in hand to pay for this boost"),
                          ("boost Ma", "Ben has no coin Ma in hand to pay for this boost"),
                          ("boost Tn", "a Null adds nothing and is not discarded: write "
                                       "boost none")]:
        record.write_text("\n".join([*start, boost]) + "\n")
        code, _, err = run(capsys, "replay", str(record))
        assert code == 2
        assert err == (f"rulebook: {record}:{len(start) + 1}: move {len(start) - 1} "
                       f"{boost!r}: {reason}\n")
    record.write_text("\n".join([*start, "boost M4"]) + "\n")
    assert run(capsys, "replay", str(record))[0] == 0
