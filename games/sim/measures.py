"""What a study records of each game beyond winners, scores and length: the game's own facts.

Every game gets ``turns``: how many turns the game took, a turn being a run of moves by the same
seat (a croquet turn is several flicks; a Human Trophies turn several actions). A game may add
a fact that one of its book's claims is about: ``facts(state)`` in its ``studies.py``, read from
the final position through the public protocol only (its tallies), so that it survives a
rewrite of the rules (The "In" Crowd's ``threes_on_top``, for one). A claim about what happens
during play (how soon an attack is stopped) is read by a watcher: ``watch()`` in the game's
``studies.py`` returns an object whose ``see(state, move)`` is shown every move before it is
made, and whose ``facts(state)`` gives its facts from the final position (:func:`watcher`).

>>> from games.in_crowd import new_game
>>> game = new_game("Ann", "Ben")
>>> final_facts("in_crowd", game)
{'threes_on_top': [0, 0], 'top_ranks': [[], []]}
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
from typing import Any, Protocol

from ..core.protocol import GameState
from .stats import DRAW


class Watcher(Protocol):
    """What a game's ``watch()`` returns (:func:`watcher`)."""

    # (Any: a game's watcher is shown positions of its own game only)
    def see(self, state: Any, move: Any) -> None: ...

    def facts(self, state: Any) -> dict[str, Any]: ...


class TurnCounter:
    """Counts turns: a move by a different seat from the last move's starts a new turn."""

    def __init__(self) -> None:
        self._last: int | None  # (the seat of the last move)
        self.turns, self._last = 0, None

    def moved(self, seat: int | None) -> None:
        if seat != self._last:
            self.turns += 1
            self._last = seat


def final_facts(game: str, state: GameState) -> dict[str, Any]:
    """The facts ``game``'s studies read from its final position ``state``: ``facts(state)``
    in the game's ``studies.py``, where it has one (none for most games)."""
    from .. import registry

    read = registry.lab(game).facts
    return dict(read(state)) if read else {}


def drawn(game: str, played: dict[str, Any]) -> bool:
    """Whether ``played``, a game of ``game`` as a study recorded it
    (:func:`.study.play_game`), ended in a draw: its ``outcome`` says so. A results file
    written before games recorded their ``outcome`` counted draws and shared wins together;
    a game with draws tells its own old records apart with ``drawn(played)`` in its
    ``studies.py``, from the facts it records (The Fallacy of Rank's ``ending``).

    >>> drawn("subdivision", {"finished": True, "winners": [0, 1], "outcome": "draw"})
    True
    >>> drawn("fallacy_of_rank", {"finished": True, "winners": [0, 1], "ending": "draw"})
    True
    >>> drawn("subdivision", {"finished": True, "winners": [0, 1]})
    False
    """
    return draw_test(game)(played)


def draw_test(game: str) -> Callable[[dict[str, Any]], bool]:
    """:func:`drawn` for the games of ``game``, its own test looked up once (a study's
    results are read a game at a time: a million games across the book's files).

    >>> test = draw_test("fallacy_of_rank")
    >>> test({"ending": "limit"}), test({"ending": "last pawn"}), test({"outcome": "draw"})
    (True, False, True)
    """
    from .. import registry

    read = registry.lab(game).drawn

    def test(played: dict[str, Any]) -> bool:
        if "outcome" in played:
            return bool(played["outcome"] == DRAW)
        return bool(read(played)) if read else False

    return test


def watcher(game: str) -> Watcher | None:
    """A new watcher of one game of ``game`` (``watch()`` in its ``studies.py``), or None."""
    from .. import registry

    make = registry.lab(game).watch
    return make() if make else None
