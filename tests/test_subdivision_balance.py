"""Subdivision's balance questions: how its studies are declared, and its own kind of answer
(``rungs``: does a seat verdict that depends on skilled play hold at two rungs of skill?)."""

from __future__ import annotations

from dataclasses import replace

from games.sim import studies, verdicts
from games.sim.stats import summarize
from games.subdivision import answers


def fake(players: int, winners: list[list[int]]) -> dict:
    games = [{"index": k, "seed": k, "finished": True, "moves": 30, "turns": 30, "winners": w,
              "scores": [0] * players} for k, w in enumerate(winners)]
    return {"games": games, "summary": summarize(games, players),
            "provenance": {"players": players, "options": {}, "max_moves": 5000}}


def test_every_seat_study_is_sequential_and_the_variants_pair_with_the_printed_parks():
    seats = studies.question("subdivision", "seats").studies
    assert all(s.until >= s.games for s in seats)
    variants = studies.question("subdivision", "variants").studies
    base = variants[0]
    assert base is seats[0] and base.until
    for s in variants[1:]:
        assert verdicts.paired_with(s, [base]) == 0, f"{s.name} is paired with the printed parks"
        assert s.games == base.games, "as many games as the baseline's first look"


def test_the_first_move_question_asks_the_same_study_at_two_rungs_and_at_random():
    q = studies.question("subdivision", "first-move")
    heuristic, searching, chance = q.studies
    assert heuristic is studies.question("subdivision", "seats").studies[0]
    assert {a for s in q.studies for a in s.agents} == {"heuristic", "mcts:50", "random"}
    assert len({(s.players, s.options, s.variants, s.seed) for s in q.studies}) == 1
    assert all(len(set(s.agents)) == 1 for s in q.studies), "one agent in every seat"
    assert searching.until and chance.until


def test_the_skill_ladder_has_two_search_budgets_and_a_hundred_pairs_a_matchup():
    q = studies.question("subdivision", "ladder")
    assert {a for s in q.studies for a in s.agents} == {"random", "heuristic", "mcts:50",
                                                        "mcts:200"}
    assert all(s.games >= 100 for s in q.studies)
    assert all(s.big == any(a == "mcts:200" for a in s.agents) for s in q.studies)


def _answer(first: list[list[int]], second: list[list[int]], chance: list[list[int]]):
    q = studies.question("subdivision", "first-move")
    found = [fake(2, first), fake(2, second), fake(2, chance)]
    return q, found, answers.KINDS["rungs"].report(q, found, 0.03)


def test_a_lead_at_both_rungs_and_none_at_random_says_the_claim_holds():
    lead = [[0]] * 700 + [[1]] * 300
    level = [[0], [1]] * 3000
    q, found, answer = _answer(lead, lead, level)
    assert any("holds at every rung of skill tried" in line and "at both rungs" in line
               for line in answer.lines)
    assert answer.plain[-1].startswith("Both kinds of skilled player win more often")
    assert answers.KINDS["rungs"].standings(q, found, 0.03)[-1].endswith(
        "; claim holds at both rungs")


def test_a_lead_at_one_rung_only_says_so():
    lead = [[0]] * 700 + [[1]] * 300
    unclear = [[0]] * 52 + [[1]] * 48
    level = [[0], [1]] * 3000
    q, found, answer = _answer(lead, unclear, level)
    assert any("holds at one rung of skill only" in line and "at that rung alone" in line
               for line in answer.lines)
    assert answer.plain[-1].startswith("Players who follow a few plain rules of thumb win more "
                                       "often when they move first; these games do not show "
                                       "whether players who look a little ahead before each "
                                       "move do too")
    words = answers.KINDS["rungs"].standings(q, found, 0.03)
    assert words[1] == "no seat decided" and words[-1].endswith("; claim holds at one rung")


def test_random_play_that_does_not_show_a_level_seat_is_not_read_as_one():
    lead = [[0]] * 700 + [[1]] * 300
    _, _, answer = _answer(lead, lead, [[0]] * 52 + [[1]] * 48)
    assert any("random play does not show whether the seat alone" in line
               for line in answer.lines)
    assert "do not show whether players who move at random do too" in answer.plain[-1]


def test_the_player_s_words_name_no_agent():
    lead = [[0]] * 700 + [[1]] * 300
    _, _, answer = _answer(lead, lead, [[0], [1]] * 3000)
    text = " ".join(answer.plain)
    assert "mcts" not in text and "heuristic" not in text
    assert "who both look a little ahead before each move" in text


def test_the_figure_draws_each_rung():
    q, found, _ = _answer([[0], [1]] * 50, [[0], [1]] * 50, [[0], [1]] * 50)
    svg = answers.KINDS["rungs"].figure(replace(q), found)
    assert svg.startswith("<?xml") or svg.lstrip().startswith("<svg")
    assert all(label in svg for label in q.labels)


def test_a_lead_at_random_too_says_the_seat_gives_one():
    lead = [[0]] * 700 + [[1]] * 300
    _, _, answer = _answer(lead, lead, [[0]] * 5400 + [[1]] * 4600)
    assert any("random players' first seat is ahead too" in line for line in answer.lines)
    assert answer.plain[-2].startswith("With 2 players (standard stash) who both move at random")
    assert answer.plain[-1].endswith("part of the edge comes with moving first, however well "
                                     "one plays.")
