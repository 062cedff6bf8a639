"""The "In" Crowd's worked examples: what the book's boxes and player aid show comes from the
model, and a bad spec is one clear error."""

import pytest
from helpers import refused

from games import registry
from games.core.components import Coin
from games.core.worked import run
from games.in_crowd import points
from games.in_crowd.examples import replay_example
from games.in_crowd.worked import listing

ENTRIES = registry.worked(registry.get("in_crowd"))


def test_votes_are_the_models_votes_in_order():
    played = replay_example("votes")
    assert run(ENTRIES, "votes votes") == [str(v) for v in played.state.votes]
    for mark in ("after-3", "tie-after", "after-5"):
        assert run(ENTRIES, f"vote votes {mark}") == [str(played.position(mark).votes[-1])]


def test_scoring_table_matches_points_for_every_coin_and_the_variant():
    assert len(run(ENTRIES, "scoring").rows) == 1  # the rules' points alone
    table = run(ENTRIES, "scoring doubling")
    names = {"Ace": "a"}
    for column, heading in enumerate(table.header[1:], 1):
        coin = Coin.parse("M" + names.get(heading, heading))
        assert table.rows[0][column] == str(points(coin))
        assert table.rows[1][column] == str(points(coin, {"low-coins-double"}))
    # Only the values that can reach the top: never a Null, and never an Ace.
    assert table.header[1:] == ("5", "4", "3", "2")


def test_views_follow_the_peek_rule():
    state = replay_example("complete").position("top-2")
    lines = run(ENTRIES, "views complete top-2")
    assert len(lines) == 2
    for seat, line in enumerate(lines):
        looked_at = [s for s in range(len(state.board)) if state.may_look(seat, s)]
        assert line.startswith(f"{state.players[seat]} sees the values of ")
        for s in looked_at:
            assert f"the {state.board[s].name} on {state.pyramid.name(s)}" in line
        # By default nobody sees the value of a coin above the outer ring.
        values_seen = line.split(", and only the suits of")[0]
        for s in state.pyramid.upper:
            if state.board[s]:
                assert f"on {state.pyramid.name(s)}" not in values_seen


def test_eligible_lists_the_models_open_squares():
    state = replay_example("votes").position("eligible")
    lines = run(ENTRIES, "eligible votes eligible")
    assert [line.split(":")[0] for line in lines] == [state.pyramid.name(s)
                                                      for s in state.eligible()]


def test_listing():
    assert listing(["A1"]) == "A1"
    assert listing(["A1", "B1"]) == "A1 and B1"
    assert listing(["A1", "B1", "C1"]) == "A1, B1 and C1"


@pytest.mark.parametrize("spec, message", [
    ("vote complete start", "no vote has been taken by mark 'start' of complete.rec"),
    ("vote votes nowhere", "no mark 'nowhere' in votes.rec"),
    ("choice votes after-3", "at mark 'after-3' of votes.rec nobody has a coin to choose"),
    ("influence A1", "A1 is a bottom square: nothing influences it"),
    ("influence zz9", "no playable square 'zz9'"),
])
def test_bad_specs_name_the_problem(spec, message):
    assert message in refused(ENTRIES, spec)
