"""Tabletop Croquet: example records, the robot, the robot-turns data and the command line."""

import json

import pytest
from helpers import run

from games.core.errors import UserError
from games.core.record import parse_record
from games.core.replay import replay
from games.core.words import number_word
from games.croquet import state_from_record
from games.croquet.examples import example_names, replay_example, robot_turns
from games.croquet.robot import SHAKY, STEADY, solo_turns

RECORDS = "games/croquet/records"


def test_every_example_record_replays_the_same_way_twice():
    assert example_names() == ["complete", "foul", "poison", "teams", "turn"]
    for name in ("turn", "foul"):
        first, second = replay_example(name), replay_example(name)
        assert first.state.pos == second.state.pos
        assert [str(e) for e in first.state.log] == [str(e) for e in second.state.log]


def test_the_example_turn_counts_its_flicks_as_its_mark_says():
    played = replay_example("turn")
    turn = [e for e in played.state.log if e.turn == 3]
    made = sum(e.flicked is not None for e in turn)
    assert made == 1 + sum(e.earned for e in turn) == 6
    after = next(m for m in played.record.marks if m.name == "after")
    assert f"{number_word(made)} flicks in all" in after.caption


def test_the_robot_games_end_as_their_marks_say():
    for name, winners in (("complete", ["Ben"]), ("teams", ["Ben", "Dan"]),
                          ("poison", ["Ben"])):
        played = replay_example(name)
        assert played.state.is_terminal() and played.state.winners() == winners
        end = played.record.marks[-1]
        assert end.name == "end" and end.caption.startswith(" and ".join(winners) + " won")


def test_the_robot_turns_data_is_what_the_robots_do():
    data = robot_turns()
    assert sorted(data) == ["shaky", "steady"] and all(len(v) == 200 for v in data.values())
    for skill in (STEADY, SHAKY):
        for seed, turns in data[skill.name][:2]:
            assert solo_turns(skill, seed) == turns


def header_error(text):
    with pytest.raises(UserError) as info:
        replay(parse_record(text, "x.rec"), state_from_record)
    return str(info.value)


@pytest.mark.parametrize("header, message", [
    ("teams: two", "x.rec:3: teams: 'two' is not a whole number: give digits 0-9 (0 to 5 teams)"),
    ("teams: 2", "x.rec:3: teams: 2 players cannot make 2 teams of equal size"),
    ("variant: hoops", "x.rec:3: variant: unknown variant 'hoops'; known variants: poison"),
    ("scale: 0.5", "x.rec:3: scale: scale 0.5 puts wicket 1 1.58 tile widths from the left"),
    ("scale: big", "x.rec:3: scale: 'big' is not a number"),
    ("colour: red", "x.rec:3: unknown header 'colour'; a Tabletop Croquet record may have"),
])
def test_header_errors_name_the_line(header, message):
    assert header_error(f"game: croquet\nplayers: Ann Ben\n{header}\n").startswith(message)


def test_replay_prints_the_coins_and_json(capsys):
    code, out, _ = run(capsys, "replay", f"{RECORDS}/turn.rec")
    assert code == 0 and "Ann (black): at (12.2199, -2.2278), next wicket 4" in out
    code, out, _ = run(capsys, "replay", f"{RECORDS}/complete.rec", "--json")
    data = json.loads(out)
    assert code == 0 and data["over"] and data["winners"] == ["Ben"]
    assert data["scores"]["Ben"]["score"] == 16


@pytest.mark.parametrize("moves, message", [
    ("place 1 0\nflick 0 45\n", ":5: move 2 'flick 0 45': a strength is 0.1 to 30 tile widths "
                                "of sliding (not 45)"),
    ("place 1 0\nflick 0 4.5\nplace 6 0\n", ":6: move 3 'place 6 0': Ann may place the coin "
                                            "only at the start of their first turn"),
    ("place 1 0\nflick north 3\n", ":5: move 2 'flick north 3': not a move: write "),
])
def test_illegal_and_malformed_moves_are_one_line_exit_2(capsys, tmp_path, moves, message):
    record = tmp_path / "bad.rec"
    record.write_text("game: croquet\nplayers: Ann Ben\n\n" + moves)
    code, _, err = run(capsys, "replay", str(record))
    assert code == 2 and err.startswith(f"rulebook: {record}{message}")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_render_draws_each_mark(capsys, tmp_path):
    code, _, _ = run(capsys, "render", f"{RECORDS}/foul.rec", "--out", str(tmp_path))
    assert code == 0 and sorted(p.name for p in tmp_path.iterdir()) == ["after.svg",
                                                                        "before.svg"]
    assert "<title>Off the table: after</title>" in (tmp_path / "after.svg").read_text()
