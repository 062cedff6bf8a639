"""What a study records of each game beyond winners, scores and length: the game's own facts.

Every game gets ``turns``: how many turns the game took, a turn being a run of moves by the same
seat (a croquet turn is several flicks; a Human Trophies turn several actions). Some games add a
fact that one of the book's claims is about, read from the final position through the public
protocol only (its tallies), so that it survives a rewrite of the rules:

================  ==============================================================================
``in_crowd``      ``threes_on_top``: per seat, how many of its 3s ended on the top level (a coin
                  on top never leaves it). A 3 is the only coin that scores 4 points there, in
                  every scoring variant.
================  ==============================================================================

>>> from games.in_crowd import new_game
>>> game = new_game("Ann", "Ben")
>>> final_facts("in_crowd", game)
{'threes_on_top': [0, 0]}
>>> final_facts("subdivision", game)
{}
>>> counter = TurnCounter()
>>> for seat in [0, 0, 1, 0, 0, 0, 1]:
...     counter.moved(seat)
>>> counter.turns
4
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.protocol import GameState


class TurnCounter:
    """Counts turns: a move by a different seat from the last move's starts a new turn."""

    def __init__(self):
        self.turns, self._last = 0, None

    def moved(self, seat: int | None) -> None:
        if seat != self._last:
            self.turns += 1
            self._last = seat


def threes_on_top(state: GameState) -> dict:
    """The "In" Crowd: how many 3s each seat has on the top level (each scores 4 points)."""
    from ..core.components import Coin
    from ..in_crowd.scoring import points

    three = points(Coin.parse("S3"))
    assert all(points(Coin.parse(f"S{rank}")) != three for rank in "a245")
    return {"threes_on_top": [sum(1 for item in tally.items if item.points == three)
                              for tally in state.tallies()]}


#: Per game: the facts read from its final position.
FINAL: dict[str, Callable[[GameState], dict]] = {"in_crowd": threes_on_top}


def final_facts(game: str, state: GameState) -> dict:
    """The facts :data:`FINAL` reads from ``state`` for ``game`` (none for most games)."""
    read = FINAL.get(game)
    return read(state) if read else {}
