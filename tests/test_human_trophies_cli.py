"""Human Trophies through the rulebook command: replay, and one-line errors with exit 2."""

from games.cli import main

EXAMPLE = ("victims: KD\nwarehouses: 2C 6C 9C\nclubhouse-alice: 3S 9S QS\nhand-alice: 5C 10C\n"
           "hand-bernard: JH\nhand-charlie: 7H\njokers: 0\n")


def test_replay_command_and_illegal_move(capsys, tmp_path):
    assert main(["replay", "games/human_trophies/records/running-example.rec"]) == 0
    out = capsys.readouterr().out
    assert "Alice: 11 = 0 + 11 (king of diamonds)" in out
    record = tmp_path / "bad.rec"
    record.write_text("game: human_trophies\nplayers: alice bernard charlie\n" + EXAMPLE
                      + "\nscavenge 9C with 3S 9S QS\n")
    assert main(["replay", str(record)]) == 2
    err = capsys.readouterr().err
    assert err == (f"rulebook: {record}:11: move 1 'scavenge 9C with 3S 9S QS': the team's "
                   "power, 8, is less than the toy's value, 9\n")
    record.write_text("game: human_trophies\nplayers: 9\n")
    assert main(["replay", str(record)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players: 9 is out of range: 2 to 8 players" in err


def test_a_record_with_no_victims_left_replays_as_a_finished_game(capsys, tmp_path):
    record = tmp_path / "done.rec"
    header = ("game: human_trophies\nplayers: ann bob\ntrophies-ann: 2D 3D 4D 5D 6D 7D 8D\n"
              "trophies-bob: 9D 10D JD QD KD AD\n")
    record.write_text(header)
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert "0 moves, all legal; game over" in out and "Winner: Bob" in out
    record.write_text(header + "\nrecruit 8S\n")
    assert main(["replay", str(record)]) == 2
    err = capsys.readouterr().err
    assert err == f"rulebook: {record}:6: move 1 'recruit 8S': the game is over\n"
