"""The shared core: grid geometry, records, tallies, atomic writes."""

import pytest

from games.core.errors import UserError
from games.core.files import write_atomic
from games.core.grid import Grid, groups
from games.core.protocol import Tally, TallyItem
from games.core.record import parse_record


def test_names_run_from_a1_bottom_left():
    g = Grid(8, 8)
    assert g.name(0) == "A1" and g.name(7) == "H1" and g.name(63) == "H8"
    assert g.coords(g.index("c5")) == (2, 4)


def test_corner_and_middle_neighbour_counts():
    g = Grid(6, 6)
    assert len(g.orthogonal[g.index("A1")]) == 2 and len(g.near[g.index("A1")]) == 3
    assert len(g.orthogonal[g.index("A3")]) == 3 and len(g.near[g.index("A3")]) == 5
    assert len(g.orthogonal[g.index("C3")]) == 4 and len(g.near[g.index("C3")]) == 8


def test_orthogonal_neighbours_are_near_but_not_the_reverse():
    g = Grid(5, 7)
    for s in g.squares:
        assert set(g.orthogonal[s]) <= set(g.near[s])
        assert all(s in g.near[n] for n in g.near[s])


def test_unknown_square_names_the_board():
    with pytest.raises(UserError, match="no square 'G1' on a 6x6 board"):
        Grid(6, 6).index("G1")


def test_diagonal_squares_are_separate_groups():
    g = Grid(3, 3)
    members = {g.index(n) for n in ("A1", "B2", "C3", "C2")}
    assert [[g.name(s) for s in grp] for grp in groups(g, members)] == [["A1"], ["B2", "C2", "C3"]]


def test_tally_signs_and_totals():
    t = Tally("Red", 10, (TallyItem(-2, "two groups"), TallyItem(3, "private park @ C3", "C3")))
    assert t.total == 11
    assert str(t) == "Red: 11 = 10 - 2 (two groups) + 3 (private park @ C3)"
    assert t.as_dict()["score"] == 11


@pytest.mark.parametrize("text, message", [
    ("players: 2\nR3@C2\n", "no 'game:' header"),
    ("game: x\nR3@C2\nplayers: 2\n", "header line 'players' after the moves began"),
    ("game: x\ngame: y\n", "header 'game' given twice"),
    ("game: x\nmark: bad/name\n", "a mark needs a name"),
    ("game: x\nmark: a\nmark: a\n", "mark 'a' is used twice"),
])
def test_malformed_records_name_the_line(text, message):
    with pytest.raises(UserError, match=message) as info:
        parse_record(text, "r.rec")
    assert str(info.value).startswith("r.rec")


def test_record_comments_marks_and_moves():
    rec = parse_record("# c\ngame: g  # the game\n\nmark: start\nA # x\nB\nmark: end The end.\n")
    assert [m.text for m in rec.moves] == ["A", "B"] and [m.line for m in rec.moves] == [5, 6]
    assert [(m.name, m.moves, m.caption) for m in rec.marks] == [("start", 0, ""),
                                                                 ("end", 2, "The end.")]


def test_write_atomic_leaves_no_temporary_file(tmp_path):
    write_atomic(tmp_path / "x" / "f.txt", "text")
    assert [p.name for p in (tmp_path / "x").iterdir()] == ["f.txt"]


def test_write_atomic_gives_a_new_files_mode(tmp_path):
    """The temporary file is its owner's alone; the file written is readable as any other."""
    (tmp_path / "plain.txt").write_text("text")
    write_atomic(tmp_path / "f.txt", "text")
    assert (tmp_path / "f.txt").stat().st_mode == (tmp_path / "plain.txt").stat().st_mode
