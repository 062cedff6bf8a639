"""Tabletop Croquet's own kinds of balance question (games/croquet/answers.py): the seat
question at two rungs of skill, and the course-size question."""

import pytest

from games.croquet import answers
from games.croquet.studies import QUESTIONS
from games.sim.studies import question
from games.sim.verdicts import Row, Verdict


def row(*kinds):
    return Row(tuple(Verdict(f"seat {k + 1}", kind, -0.01, 0.01, 400, 0.03, seat=k)
                     for k, kind in enumerate(kinds)))


def test_the_shaky_row_is_set_beside_the_steady_row_of_as_many_players():
    q = question("croquet", "seats")
    pairs = answers.rung_pairs(q)
    assert len(pairs) == 1
    steady, shaky = (q.studies[k] for k in pairs[0])
    assert (steady.players, answers.rung(steady)) == (2, "steady")
    assert (shaky.players, answers.rung(shaky)) == (2, "shaky")


@pytest.mark.parametrize("a, b, held", [
    (("behind", "ahead"), ("behind", "ahead"), "same"),
    (("behind", "ahead"), ("open", "open"), "unshown"),
    (("behind", "ahead"), ("ahead", "behind"), "differs"),
    (("within", "within"), ("within", "open"), "unshown"),
    (("open", "open"), ("open", "open"), "open"),
    (("within", "within"), ("within", "within"), "same"),
])
def test_a_verdict_holds_at_both_rungs_only_when_every_seat_agrees(a, b, held):
    assert answers._holds(row(*a), row(*b)) == held


def game(turns, scores, finished=True):
    return {"turns": turns, "scores": scores, "finished": finished,
            "winners": [scores.index(max(scores))] if finished else []}


def test_the_winners_lead_is_in_course_targets():
    assert answers.lead(game(30, [16, 11])) == 5
    assert answers.lead(game(30, [9, 16, 15])) == 1


def test_the_change_in_turns_is_paired_game_by_game():
    base = {"games": [game(t, [16, 10]) for t in (20, 30, 40, 50)]}
    longer = {"games": [game(t + d, [16, 10]) for t, d in zip((20, 30, 40, 50), (4, 6, 5, 5),
                                                               strict=True)]}
    mean, low, high = answers.turn_change(longer, base)
    assert mean == 5 and 0 < low < 5 < high
    assert answers.turn_change(base, base) == (0, 0, 0)


def test_the_course_question_pairs_bigger_courses_with_the_4_foot_one():
    q = question("croquet", "course")
    assert [answers.feet(s) for s in q.studies] == [4, 5, 6]
    assert len({dict(s.options)["table"] for s in q.studies}) == 1
    base = {"games": [game(t, [16, 10]) for t in (20, 30, 40, 50)]}
    longer = {"games": [game(t + 9 + k % 2, [16, 10]) for k, t in enumerate((20, 30, 40, 50))]}
    same = {"games": [game(t + (-1) ** k, [16, 10]) for k, t in enumerate((20, 30, 40, 50))]}
    words = answers.course_standings(q, [base, longer, same], 0.03)
    assert words[1] == "games longer than on 4 feet long (scale 1)"
    assert words[2] == "games not shown longer or shorter than on 4 feet long (scale 1)"


def test_every_question_of_its_own_kind_is_known():
    own = {q.kind for q in QUESTIONS} - {"seats", "turns", "variants", "teams", "skill",
                                         "ladder"}
    assert own <= set(answers.KINDS)
