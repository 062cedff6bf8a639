"""Subdivision's worked examples for the book's example boxes and its player aid.

>>> print("\\n".join(WORKED["three-pips"]("three-pip-scoring")))
Red's 3-pip at A2: one 1-pip Near it, worth 3
Blue's 3-pip at C2: four 1-pips Near it, worth 0
Red's 3-pip at F2: two 1-pips Near it, worth 2
>>> WORKED["deductions"]().rows[:3]
(('0 or 1', '0', '3'), ('2', '1', '2'), ('3', '2', '1'))
>>> WORKED["tallies"]("groups")
['Red: 6 = 7 - 1 (one group)', 'Blue: 5 = 7 - 2 (two groups)']
>>> WORKED["tallies"]("groups", player=True)
['Red scores 6: 7 pips, less 1 for one group', 'Blue scores 5: 7 pips, less 2 for two groups']
"""

from __future__ import annotations

from ..core.catalogue import catalogue
from ..core.words import count
from ..core.worked import Table, state_at
from .examples import EXAMPLES, replay_example
from .options import SETS
from .rules import SubdivisionState
from .scoring import MAX_DEDUCTION, deduction, said, three_pips

WORKED, entry = catalogue()


@entry("tallies")
def tallies(record: str, mark: str | None = None, *, player: bool = False) -> list[str]:
    """A record's tallies (final, or at a mark), as the model writes them, or for a player in
    words (:func:`.scoring.said`): the standard entry's, told Subdivision's way."""
    return [said(tally) if player else str(tally)
            for tally in state_at(EXAMPLES, record, mark).tallies()]


@entry("three-pips")
def three_pip_worth(record: str) -> list[str]:
    """What each 3-pip on a record's final board is worth, in reading order of its square."""
    final = replay_example(record).state
    assert isinstance(final, SubdivisionState)
    board = final.board()
    return [f"{tp.colour.name}'s 3-pip at {tp.square}: {count(tp.ones_near, '1-pip')} Near it, "
            f"worth {tp.worth}"
            for tp in sorted(three_pips(board), key=lambda tp: tp.square)]


@entry("deductions")
def deductions() -> Table:
    """What a 3-pip loses for the 1-pips Near it, up to the most it can lose."""
    rows = []
    for near in range(0, MAX_DEDUCTION + 2):
        if near == 1:
            continue
        lost = deduction(near)
        label = "0 or 1" if near == 0 else (f"{near} or more" if lost == MAX_DEDUCTION
                                            else str(near))
        rows.append((label, str(lost), str(3 - lost)))
    return Table(("1-pips Near a 3-pip", "points lost", "the 3-pip is worth"), tuple(rows))


@entry("boards")
def boards() -> Table:
    """Board size and parks for every player count, with each set."""
    header = ("players",) + tuple(f"{s.title}: {part}" for s in SETS.values()
                                  for part in ("board", "parks"))
    rows = []
    for players in (2, 3, 4):
        row = [str(players)]
        for pyramid_set in SETS.values():
            layout = pyramid_set.layouts[players]
            row += [f"{layout.side} x {layout.side}", str(len(layout.parks))]
        rows.append(tuple(row))
    return Table(header, tuple(rows))
