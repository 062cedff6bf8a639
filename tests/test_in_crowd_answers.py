"""The "In" Crowd's own balance answers (games/in_crowd/answers.py) and its heuristic's rule
against placing a coin where it could never vote again (games/in_crowd/heuristic.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import registry
from games.core.rng import make_rng
from games.in_crowd import Place, answers
from games.in_crowd.studies import facts
from games.sim import balance, studies
from games.sim.agents import make_agent, turn_of
from games.sim.stats import summarize
from games.sim.study import Study, game_seed

#: What the player's edition never says (as tests/test_balance.py checks every shared kind).
JARGON = re.compile(r"even share|heuristic|random play|mcts|ismcts|robot|budget|interval|"
                    r"Holm|seat \d|player-game")


def fake(rows: list[tuple[list[int], list[int], list[list[int]]]]) -> dict:
    """Results of games given as (winners, threes_on_top, top_ranks)."""
    games = [{"index": k, "seed": k, "finished": True, "moves": 100, "turns": 90,
              "winners": w, "scores": [0, 0], "threes_on_top": t, "top_ranks": r}
             for k, (w, t, r) in enumerate(rows)]
    return {"games": games, "summary": summarize(games, 2),
            "provenance": {"stopping": {"rule": "a fixed number of games"}}}


def question(key: str) -> studies.Question:
    return studies.question("in_crowd", key)


def test_a_player_with_at_least_one_three_on_top_is_counted_per_player():
    r = fake([([0], [1, 0], [[5, 3], [5, 4]]), ([1], [1, 1], [[3], [3, 5, 5]]),
              ([0, 1], [0, 0], [[5], [5]]), ([0], [0, 2], [[5, 5], [3, 3]])])
    split = answers.threes_split(r)
    assert split["at least one"] == (4, 2)  # seat 0 (won), both of game 1 (one won), seat 1
    assert split["only one"] == (2, 1) and split["both"] == (1, 1) and split["neither"][0] == 1


@pytest.mark.parametrize("wins, kind", [(95, "ahead"), (5, "behind"), (52, "open")])
def test_the_threes_verdict_decides_against_half_at_every_rung(wins, kind):
    many = [([0], [1, 0], [[3], [5]])] * wins + [([1], [1, 0], [[3], [5, 5]])] * (100 - wins)
    q = question("threes")
    found = [fake(many), fake(many)]
    answer = answers.KINDS["threes-any"].report(q, found, 0.03)
    said = answers.KINDS["threes-any"].standings(q, found, 0.03)
    assert said == [f"a player with a 3 on top {answers.HALF[kind]}"] * 2
    assert any(line.startswith("The verdict holds at every rung") for line in answer.lines)
    for line in answer.plain:
        assert not JARGON.search(line), line
        assert line[0].isupper() and line.endswith("."), line
    other = [fake(many), fake([([1], [1, 0], [[3], [5]])] * 100)]
    if kind != "behind":
        assert any(line.startswith("The verdict differs between the rungs")
                   for line in answers.KINDS["threes-any"].report(q, other, 0.03).lines)


def test_tops_counts_each_value_as_a_share_of_the_four_top_squares():
    r = fake([([0], [0, 0], [[5, 4], [5, 3]]), ([1], [0, 0], [[5], [5, 5, 4]])])
    assert answers.top_shares(r, 5) == [0.5, 0.75]
    assert answers.top_shares(r, 4) == [0.25, 0.25] and answers.top_shares(r, 2) == [0, 0]


def test_tops_decides_five_against_four_and_four_against_three_game_by_game():
    rows = [([0], [1, 0], [[5, 3], [5, 4]])] * 50 + [([1], [0, 0], [[5, 4], [5, 5]])] * 50
    q = question("tops")
    found = [fake(rows), fake(rows)]
    said = answers.KINDS["tops"].standings(q, found, 0.03)
    assert said == ["5s reach the top more often than 4s; 4s reach the top more often than "
                    "3s"] * 2
    answer = answers.KINDS["tops"].report(q, found, 0.03)
    assert "5s against 4s: the verdict holds at every rung (5s reach the top more often than " \
        "4s)." in answer.lines
    assert [row[1] for row in answer.table.rows[:4]] == ["5s", "4s", "3s", "2s"]
    assert answer.table.rows[0][3].startswith("62.5% (")
    for line in answer.plain:
        assert not JARGON.search(line), line
    assert "2s take none" in answer.plain[0]
    even = [([0], [0, 0], [[5], [4]]), ([1], [0, 0], [[4], [5]])] * 200
    assert answers.KINDS["tops"].standings(q, [fake(even)] * 2, 0.03)[0].startswith(
        "5s reach the top about as often as, within the margin, 4s")


def test_the_committed_answers_load_and_draw():
    root = Path(__file__).resolve().parents[1]
    for key in ("threes", "tops"):
        q = question(key)
        found = balance.load(q, root)
        answer = balance.report(q, found)
        assert answer.table.rows and answer.plain
        svg = balance.figure(q, found)
        assert svg == balance.figure(q, found) and "<title>The" in svg


def test_facts_read_the_ranks_on_top_from_the_final_position():
    study = Study("in_crowd", 2, agents=("heuristic", "heuristic"), seed=5)
    info = registry.get("in_crowd")
    seed = game_seed(5, 0)
    state = study.start(seed)
    agents = [make_agent("heuristic", "in_crowd", make_rng("agent", seed, k)) for k in (0, 1)]
    while not state.is_terminal():
        state.apply(agents[state.current_player()].choose(turn_of(info, state)))
    found = facts(state)
    tops = [state.board[t] for t in state.pyramid.level_squares(2) if state.board[t]]
    assert sorted(r for ranks in found["top_ranks"] for r in ranks) == sorted(
        c.rank for c in tops)
    assert [ranks.count(3) for ranks in found["top_ranks"]] == found["threes_on_top"]


def test_the_heuristic_places_where_a_coin_could_never_vote_again_only_as_a_last_resort():
    info = registry.get("in_crowd")
    checked = 0
    for index in range(6):
        seed = game_seed(21, index)
        state = Study("in_crowd", 2, agents=("heuristic", "random")).start(seed)
        agents = [make_agent(spec, "in_crowd", make_rng("agent", seed, k))
                  for k, spec in enumerate(("heuristic", "random"))]
        while not state.is_terminal():
            seat = state.current_player()
            move = agents[seat].choose(turn_of(info, state))
            if seat == 0 and isinstance(move, Place):
                dead = {s for s in state.empty
                        if all(state.board[m] is not None for m in state.pyramid.dependents[s])}
                if move.square in dead:
                    checked += 1
                    assert all(m.square in dead for m in state.legal_moves()
                               if isinstance(m, Place))
            state.apply(move)
    assert checked, "the games met a dead square"
