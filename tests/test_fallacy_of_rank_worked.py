"""The Fallacy of Rank's worked examples: what the book's boxes show, and one-line errors."""

import pytest
from helpers import refused

from games import registry
from games.core.worked import Table, run
from games.fallacy_of_rank.combat import ORDER, outcome

ENTRIES = registry.get("fallacy_of_rank").worked()


def test_battles_filters_follow_the_record():
    every = run(ENTRIES, "battles combat")
    assert len(every) == 8
    boosted = run(ENTRIES, "battles combat - boosted")
    assert boosted == [line for line in every if " + " in line] and len(boosted) == 4
    assert run(ENTRIES, "battles combat ace-pawn last") == every[:1]
    assert len(run(ENTRIES, "battles complete - out")) == 3


def test_choosing_shows_the_chooser_only_that_a_boost_was_chosen():
    ann, ben, choices = run(ENTRIES, "choosing combat boosting")
    assert "T5" not in ann and "Ben has chosen a boost" in ann
    assert "Ben has chosen boost T5" in ben
    assert choices.startswith("Ann may choose: boost none, ")


def test_played_ends_in_a_draw_of_the_last_pawns():
    lines = run(ENTRIES, 'played "T2 A7-A5" A4xA5 "boost none" "boost none" '
                         '"T2 B7-B5" B4xB5 "boost none" "boost none"')
    assert lines[-1] == "Result: the last pawns fell together: a draw between Ann and Ben"


def test_pawn_boosts_table_agrees_with_outcome():
    table = run(ENTRIES, "pawn-boosts")
    assert isinstance(table, Table) and len(table.rows) == len(ORDER) - 1
    two = {row[0]: row for row in table.rows}["2"]
    assert two[1] == "5" and outcome(2, 7, 5) == "tie" and two[2] == "none"


@pytest.mark.parametrize("spec, message", [
    ("battles combat - some", "which combats: 'some'"),
    ("reach tiles before-move C7 9", "a tile from 2 to 5"),
    ("reach tiles before-move D6 3", "a square with a piece"),
    ("hand setup setup Zed", "no player 'Zed'"),
    ("choosing combat setup", "no combat is waiting for boosts at 'setup'"),
    ("played speed=3 C7-C6", "unknown option 'speed'"),
    ("played limit=many C7-C6", "limit must be a whole number"),
    ("played C7-C5", "a move goes one square across an edge"),
    ("summary nowhere", "nowhere"),
])
def test_bad_specs_give_one_line(spec, message):
    assert message in refused(ENTRIES, spec)
