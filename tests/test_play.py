"""``rulebook play`` (issue 42, at the terminal): scripted games through standard input, the
rules' refusals in a player's words, undo, a saved record that ``rulebook replay`` accepts,
hidden information kept from the other seats, and bad command lines refused in one line."""

import dataclasses
import io
import subprocess
import sys
from pathlib import Path

import pytest

from games import registry
from games.core.record import parse_record
from games.core.replay import replay
from games.play import Session

ROOT = Path(__file__).resolve().parent.parent


def played(game, agents, lines, players=2, seed=1, **options):
    session = Session(game, players, agents, seed=seed, **options)
    out = io.StringIO()
    assert session.run(io.StringIO("".join(f"{line}\n" for line in lines)), out) == 0
    return session, out.getvalue()


def test_a_refused_move_is_answered_with_the_rule_the_book_prints_and_the_game_goes_on():
    session, out = played("subdivision", ("human", "heuristic"), ["R3@B1", "R3@C2", "R2@C2"])
    refused = session.played[0].before.copy()
    refused.apply(session.played[0].move)
    refused.apply(session.played[1].move)
    reason = refused.why_illegal(refused.parse_move("R3@C2"))
    assert f"Red> R3@C2\nNot allowed: {reason.said()}.\n" in out
    assert [p.text for p in session.played if p.seat == 0] == ["R3@B1", "R2@C2"]
    assert "Red played: Red places a 2-pip on C2." in out


def test_a_move_by_its_number_or_its_words_and_one_that_is_no_move():
    session, out = played("subdivision", ("human", "human"),
                          ["7", "moves", "31", "moves", "blue places a 2-pip on C1",
                           "X9@Z9"])
    assert "Not a move: type moves first" in out
    assert "1. Red places a 2-pip on B1. [R2@B1]" in out
    assert [p.text for p in session.played] == ["R3@B1", "B2@C1"]
    assert "Red> X9@Z9\nNot a move: " in out and "Traceback" not in out


def test_undo_goes_back_to_the_persons_last_move_past_the_computers():
    session, out = played("subdivision", ("human", "heuristic"), ["R3@B1", "R2@C2", "undo"])
    assert [(p.text, p.seat) for p in session.played][:1] == [("R3@B1", 0)]
    assert len(session.played) == 2 and session.state.current_player() == 0  # Blue's answer
    assert "Red> undo\nBack to Red's move." in out
    _, nothing = played("subdivision", ("human", "human"), ["undo"])
    assert "Nothing to undo" in nothing


def test_a_saved_game_is_a_record_that_replay_accepts_to_the_same_position(tmp_path):
    target = tmp_path / "game.rec"
    session, out = played("in_crowd", ("human", "heuristic"),
                          ["moves", "1", "moves", "2", f"save {target}"])
    assert f"Saved 4 moves to {target}." in out
    record = parse_record(target.read_text(encoding="utf-8"), str(target))
    again = replay(record, registry.get("in_crowd").state_from_record).state
    assert again.to_text() == session.state.to_text()
    assert [t.total for t in again.tallies()] == [t.total for t in session.state.tallies()]
    done = subprocess.run([sys.executable, "-m", "games.cli", "replay", str(target)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr


def test_a_whole_game_against_the_computer_ends_with_its_outcome():
    session, out = played("subdivision", ("human", "heuristic"), ["moves", "1"] * 40)
    assert session.state.is_terminal()
    assert f"The game is over: {session.state.outcome().words(session.state.players)}." in out


def test_hidden_information_stays_hidden_from_the_other_seat_at_the_same_screen():
    _, out = played("in_crowd", ("human", "human"), ["Cn@A1", "show"])
    for_ben = out.split("-- the screen is Ben's now --")[1]
    assert "Ann played: Ann places a coin of Crowns on A1." in for_ben
    assert "Null" not in for_ben and "Cn" not in for_ben.split("Ben>")[0]
    assert "Ann played: Ann places the Null of Crowns on A1." in out  # told to Ann herself


def test_the_fallacys_hidden_values_are_told_to_the_other_player_as_suits():
    from games.core.components import Coin

    session, out = played("fallacy_of_rank", ("heuristic", "human"), [])
    coins = [p.move.piece for p in session.played if type(p.move.piece) is Coin]
    assert coins and all(coin.name not in out for coin in coins)  # "the 5 of Suns"
    assert ("Ann (heuristic) played: In wave 1 of the setup, Ann places a coin of "
            f"{coins[0].suit.name} on ") in out


def run_cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "games.cli", "play", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


@pytest.mark.parametrize("args, said", [
    (("chess",), "unknown game 'chess'"),
    (("subdivision", "--agents", "human,human,human"), "--agents gives 3 agents for 2"),
    (("subdivision", "--agents", "human,genius"), "genius"),
    (("subdivision", "--seed", "١٢"), "--seed"),
    (("subdivision", "--seed", "99999999999999999999"), "--seed"),
    (("subdivision", "--players", "9"), "players"),
    (("subdivision", "--players", "99999999999999999999999"), "--players"),
    (("subdivision", "--save", "/proc/no-such-place.rec"), "cannot write the record"),
    (("subdivision", "--save", "."), "folder"),
    (("subdivision", "--save", "a\x07b.rec"), "cannot be printed"),
])
def test_a_bad_command_line_is_one_line_and_exit_2(args, said):
    done = run_cli(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert said in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


def test_the_command_reads_moves_from_standard_input_and_saves_at_the_end(tmp_path):
    target = tmp_path / "out.rec"
    done = run_cli("subdivision", "--agents", "human,random", "--seed", "4", "--save",
                   str(target), stdin="R3@B1\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "Red played: Red places a 3-pip on B1." in done.stdout
    assert target.read_text(encoding="utf-8").splitlines()[-2:][0] == "R3@B1"


@pytest.mark.parametrize("game, players", [("in_crowd", 2), ("human_trophies", 3),
                                           ("fallacy_of_rank", 2)])
def test_moves_that_look_the_same_to_a_seat_are_told_to_it_in_the_same_words(game, players):
    """What a kind tells another seat (MoveKind.seen) gives away nothing hidden from it: two
    legal moves after which a seat sees the same position are told to it alike."""
    from games.core.rng import make_rng
    from games.sim.study import Study

    state, rng = Study(game, players).start(3), make_rng("seen", game)
    for _ in range(40):
        if state.is_terminal():
            break
        mover = state.current_player()
        for seat in set(range(players)) - {mover}:
            told = {}
            for move in state.legal_moves()[:60]:
                after = state.copy()
                after.apply(move)
                words = state.TURNS.seen(state, move, after, seat)
                if words is not None:
                    seen = after.observation(seat)  # (a view compares whole; a state by text)
                    key = seen if dataclasses.is_dataclass(seen) else seen.to_text()
                    told.setdefault(key, set()).add(words)
            assert all(len(said) == 1 for said in told.values()), told
        state.apply(state.random_move(rng))


def by_agent(session, spec="heuristic", seed=5):
    """The lines a person would type to play ``spec``'s moves at every turn of theirs."""
    from games.core.rng import make_rng
    from games.sim.agents import make_agent, turn_of

    agent = make_agent(spec, session.info.name, make_rng("person", seed))
    while True:
        yield session.state.move_text(agent.choose(turn_of(session.info, session.state)))


@pytest.mark.parametrize("game, players, person, other", [
    ("subdivision", 3, "heuristic", "random"), ("in_crowd", 2, "heuristic", "heuristic"),
    ("fallacy_of_rank", 2, "heuristic", "heuristic"),
    ("human_trophies", 3, "heuristic", "random"), ("croquet", 2, "robot", "robot")])
def test_a_person_plays_a_whole_game_of_each_and_its_record_replays(tmp_path, game, players,
                                                                    person, other):
    session = Session(game, players, ("human",) + (other,) * (players - 1), seed=2)
    out = io.StringIO()
    assert session.run(by_agent(session, person), out) == 0
    assert session.state.is_terminal(), out.getvalue()[-500:]
    said = out.getvalue()
    assert f"The game is over: {session.state.outcome().words(session.state.players)}." in said
    target = tmp_path / "game.rec"
    assert session.save(str(target)).startswith("Saved")
    again = replay(parse_record(target.read_text(encoding="utf-8"), str(target)),
                   registry.get(game).state_from_record).state
    assert again.outcome() == session.state.outcome()
    assert [t.total for t in again.tallies()] == [t.total for t in session.state.tallies()]


def test_a_game_goes_on_from_a_record_and_undo_goes_back_into_it(tmp_path):
    source = ROOT / "games" / "subdivision" / "records" / "opening.rec"
    done = run_cli("--record", str(source), "--agents", "human", stdin="moves\nundo\nshow\n"
                   "undo\nquit\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Back to") == 2


@pytest.mark.parametrize("text, said", [
    ("game: subdivision\nplayers: 2\nR3@C2\nR3@C3\n", "move 2 'R3@C3'"),
    ("game: chess\nplayers: 2\n", "unknown game 'chess'"),
    ("players: 2\nR3@C2\n", "no 'game:' header"),
    ("game: subdivision\nplayers: ²\n", "players"),
])
def test_a_damaged_record_is_one_line_and_exit_2(tmp_path, text, said):
    damaged = tmp_path / "bad.rec"
    damaged.write_text(text, encoding="utf-8")
    done = run_cli("--record", str(damaged))
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert said in done.stderr and done.stderr.count("\n") == 1, done.stderr
    assert done.stdout == ""


def test_saved_games_are_summarized_as_a_studys_games_and_a_mixed_folder_is_refused(tmp_path):
    from games.sim.records import summary, text

    for seed in (1, 2, 3):
        session, _ = played("subdivision", ("heuristic", "random"), [], seed=seed)
        assert session.save(str(tmp_path / f"game{seed}.rec")).startswith("Saved 30 moves")
    found = summary(tmp_path)
    assert found["summary"]["games"] == 3 and found["players"] == 2
    wins = [seat["wins"] for seat in found["summary"]["seats"]]
    assert sum(wins) + found["summary"]["shared"]["count"] == 3
    assert text(found).splitlines()[1].split() == ["seat", "wins", "win", "rate", "95%",
                                                   "interval"]
    (tmp_path / "other.rec").write_text("game: subdivision\nplayers: 3\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "games.cli", "summarize", str(tmp_path)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and "Subdivision for 3 players" in done.stderr
    assert done.stderr.count("\n") == 1
