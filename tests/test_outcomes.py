"""Outcomes the tools know (games/core/protocol.py: Outcome, GameState.outcome): a win, a shared
win, a draw, or no result; said as they are by replay, the narration and simulate, and draws
counted apart from shared wins in results, old results files included."""

import json
from pathlib import Path

import pytest

from games.cli import main
from games.core import narration
from games.core.protocol import GameState, Outcome, Result, Tally
from games.core.record import parse_record
from games.core.replay import replay
from games.fallacy_of_rank import narrate as fallacy_narrate
from games.fallacy_of_rank.rules import fill_corners, new_game, state_from_record
from games.fallacy_of_rank.worked import CORNERS
from games.sim import mcts
from games.sim.command import table
from games.sim.run import simulate
from games.sim.studies import question
from games.sim.verdicts import ended_level

ROOT = Path(__file__).resolve().parent.parent
#: The Fallacy's two draws from the chapter's corners: the last pawns falling in one combat
#: each, and two turns without combat at ``limit: 2``.
TOGETHER = ["T2 A7-A5", "A4xA5", "boost none", "boost none",
            "T2 B7-B5", "B4xB5", "boost none", "boost none"]
STALLED = ["C7-C6", "C4-C5"]


class Points(GameState):
    """A game won on points whose totals and end are set by hand: the protocol's default."""

    players = ("Ann", "Ben", "Cat")

    def __init__(self, totals, over):
        self.totals, self.over = list(totals), over

    def current_player(self):
        return None if self.over else 0

    def legal_moves(self):
        return []

    def why_illegal(self, move):
        return "no moves"

    def apply(self, move):
        raise AssertionError("no moves")

    def is_terminal(self):
        return self.over

    def tallies(self):
        return [Tally(name, total) for name, total in zip(self.players, self.totals)]

    def parse_move(self, text):
        return text

    def move_text(self, move):
        return str(move)

    def copy(self):
        return Points(self.totals, self.over)


class Drawn(Points):
    """The same, but a game whose rules call a level finish a draw."""

    def outcome(self):
        won = super().outcome()
        if won.kind is Result.SHARED:
            return Outcome(Result.DRAW, won.seats)
        return won


def test_by_default_the_highest_total_wins_and_a_tie_at_the_top_shares_the_win():
    assert Points([5, 9, 2], over=True).outcome() == Outcome(Result.WIN, (1,))
    assert Points([7, 3, 7], over=True).outcome() == Outcome(Result.SHARED, (0, 2))
    assert Points([7, 3, 7], over=True).winners() == ["Ann", "Cat"]
    before = Points([1, 4, 4], over=False)  # not over (or stopped at a move cap): no result
    assert before.outcome() == Outcome(Result.UNFINISHED, (1, 2))
    assert before.winners() == ["Ben", "Cat"], "the leaders, as a search scores them"


def test_the_narration_says_a_draw_and_a_shared_win_as_they_are():
    assert narration.result(Points([5, 9, 2], True)) == "Game over: Ben wins."
    assert narration.result(Points([7, 3, 7], True)) == "Game over: Ann and Cat share the win."
    said = narration.result(Drawn([7, 3, 7], True))
    assert said == "Game over: a draw between Ann and Cat." and "share" not in said


def test_a_search_counts_a_draw_as_an_even_share():
    assert mcts.outcome(Drawn([7, 3, 7], True)) == mcts.outcome(Points([7, 3, 7], True)) \
        == [0.5, 0.0, 0.5]


def fallacy(moves, limit=100):
    game = new_game(2, limit=limit)
    fill_corners(game, *CORNERS)
    for move in moves:
        game.play(move)
    return game


def test_the_fallacy_of_rank_ends_in_a_win_or_a_draw():
    together, stalled = fallacy(TOGETHER), fallacy(STALLED, limit=2)
    assert (together.ending, stalled.ending) == ("draw", "limit")
    for game in (together, stalled):
        assert game.outcome() == Outcome(Result.DRAW, (0, 1))
        assert game.winners() == ["Ann", "Ben"], "winners() names those in the draw, as before"
        assert narration.result(game) == "Game over: a draw between Ann and Ben."
        assert mcts.outcome(game) == [0.5, 0.5]
    under_way = fallacy(TOGETHER[:4])
    assert under_way.outcome() == Outcome(Result.UNFINISHED, (0, 1))
    won = fallacy(["T2 A7-A5", "A4xA5", "boost T5", "boost none",
                   "C7-C6", "Ta A1-B6", "D7-D6", "B6xB7"])
    assert won.ending == "last pawn" and won.outcome() == Outcome(Result.WIN, (1,))


def test_the_seed_games_keep_their_shared_wins():
    from games.croquet.rules import new_game as croquet_game
    from games.in_crowd.rules import new_game as in_crowd_game

    jammed = in_crowd_game("Ann", "Ben")
    jammed.hands = [[], []]
    jammed.play("pass")
    jammed.play("pass")
    assert jammed.outcome() == Outcome(Result.SHARED, (0, 1))
    assert narration.result(jammed) == "Game over: Ann and Ben share the win."
    assert croquet_game("Ann", "Ben").outcome() == Outcome(Result.UNFINISHED, ())


def record_text(moves, limit=100) -> str:
    """A Fallacy of Rank record of the chapter's corners and then ``moves``."""
    game, placed = new_game(2, limit=limit), []
    play = game.play
    game.play = lambda text: (placed.append(text), play(text))  # type: ignore[method-assign]
    fill_corners(game, *CORNERS)
    return "\n".join(["game: fallacy_of_rank", "title: A draw", "players: Ann Ben",
                      "suits: S M", f"limit: {limit}", "", *placed, *moves, ""])


@pytest.mark.parametrize("moves, limit", [(TOGETHER, 100), (STALLED, 2)],
                         ids=["together", "stalled"])
def test_replay_says_a_draw(tmp_path, capsys, moves, limit):
    path = tmp_path / "draw.rec"
    path.write_text(record_text(moves, limit))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "Draw: Ann and Ben"
    assert "Winner" not in out and "share" not in out
    assert main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["over"] and data["outcome"] == "draw" and data["winners"] == ["Ann", "Ben"]
    steps = list(narration.walk(parse_record(path.read_text(), str(path)), state_from_record,
                                fallacy_narrate))
    assert "a draw between Ann and Ben" in steps[-1][0].summary
    assert not any("share the win" in step.summary for step, _ in steps)


def test_replay_says_a_win_as_before(tmp_path, capsys):
    path = tmp_path / "won.rec"
    path.write_text(record_text(["T2 A7-A5", "A4xA5", "boost T5", "boost none",
                                 "C7-C6", "Ta A1-B6", "D7-D6", "B6xB7"]))
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "Winner: Ben"
    assert main(["replay", "--json", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] == "win" and data["winners"] == ["Ben"]
    played = replay(parse_record(path.read_text(), str(path)), state_from_record)
    assert played.state.is_terminal()


def test_simulate_counts_draws_apart_from_shared_wins():
    drawn = simulate("fallacy_of_rank", 2, agents=("random", "random"), games=6, seed=2,
                     options=(("limit", "3"),))
    assert all(g["outcome"] == "draw" and g["ending"] == "limit" and g["winners"] == [0, 1]
               for g in drawn["games"])
    summary = drawn["summary"]
    assert (summary["draws"]["count"], summary["shared"]["count"]) == (6, 0)
    assert [s["wins"] for s in summary["seats"]] == [0, 0]
    assert "\ndraws: 6 (100.0%" in table(drawn) and "; shared wins: 0 (0.0%" in table(drawn)
    tied = simulate("subdivision", 2, agents=("random", "random"), games=8, seed=6)
    assert not any("outcome" in g for g in tied["games"]), "no draw: recorded as before"
    assert sum(len(g["winners"]) == 2 for g in tied["games"]) == 3
    assert (tied["summary"]["draws"]["count"], tied["summary"]["shared"]["count"]) == (0, 3)
    stuck = simulate("fallacy_of_rank", 2, agents=("random", "random"), games=2, max_moves=10)
    assert (stuck["summary"]["unfinished"], stuck["summary"]["draws"]["count"],
            stuck["summary"]["shared"]["count"]) == (2, 0, 0), "a stall at the cap is neither"
    assert not any("outcome" in g for g in stuck["games"])


@pytest.mark.parametrize("game, drawn", [("fallacy_of_rank", True), ("subdivision", False)])
def test_old_results_files_tell_their_draws_from_their_shared_wins(game, drawn):
    """Files written before draws were counted apart have no ``shared`` in their summary and
    counted both as draws; their games tell them apart. A committed file, written back in that
    old form, gives the counts its own summary gives."""
    s = question(game, "seats").studies[0]
    results = json.loads((ROOT / s.path).read_text(encoding="utf-8"))
    summary = results["summary"]
    counts = summary["shared"]["count"], summary["draws"]["count"]
    assert counts[drawn] > 0 and counts[not drawn] == 0  # the Fallacy draws; Subdivision shares
    old = dict(summary)
    del old["shared"]
    old["draws"] = {"count": sum(counts)}
    assert ended_level({**results, "summary": old}) == counts
