"""Worked examples as text the model writes: what an example box in the book shows.

A worked example is the result of replaying a record (a tally, a vote, a combat, a flick),
written as plain lines, or a :class:`Table` (for player aids). The book asks for one by name
(``tallies complete-2p``); the model answers at build time, so no number is typed by hand.
Every game has the :func:`standard` entries; a game adds its own in ``<game>/worked.py``
(a ``WORKED`` catalogue, see :func:`games.core.catalogue.catalogue`).

>>> from games.subdivision.examples import EXAMPLES
>>> entries = standard(EXAMPLES)
>>> entries["tallies"]("groups")
['Red: 6 = 7 - 1 (one group)', 'Blue: 5 = 7 - 2 (two groups)']
>>> entries["winners"]("complete-2p")
['Winner: Red']
>>> entries["checked"]("opening", "-", "R3@C2", "R1@B1")  # doctest: +NORMALIZE_WHITESPACE
['R3@C2: not allowed: a 3-pip may not be placed Near another 3-pip of its own colour
  (Red 3-pip at B2)', 'R1@B1: allowed']
>>> run(entries, "tallies groups nowhere")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
games.core.errors.UserError: worked example 'tallies groups nowhere': no mark 'nowhere'
  in groups.rec
"""

from __future__ import annotations

import inspect
import shlex
from collections.abc import Callable
from dataclasses import dataclass

from .errors import UserError
from .protocol import GameState
from .reasons import say
from .replay import Examples, S


@dataclass(frozen=True)
class Table:
    """A small table: column headings and rows of cells (all text)."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        for row in self.rows:
            if len(row) != len(self.header):
                raise ValueError(f"row {row!r} has {len(row)} cells, not {len(self.header)}")


#: What a worked example is: lines of text, or a table.
Worked = list[str] | Table


def state_at(examples: Examples[S], record: str, mark: str | None = None) -> S:
    """The state of ``record`` at ``mark`` (the final state when no mark is given)."""
    played = examples.replay(record)
    if mark is None:
        return played.state
    try:
        return played.position(mark)
    except KeyError:
        raise UserError(f"no mark {mark!r} in {record}.rec") from None


def standard(examples: Examples[GameState]) -> dict[str, Callable[..., Worked]]:
    """The entries every game has: a record's tallies (final or at a mark), its outcome
    (``winners``: the winner, the winners of a shared win, or a draw; for a player, a sentence),
    and whether moves are allowed at a mark (``-`` for the final position), with the rule's
    reason: labelled by the move's notation, or for a player one sentence each ("If Red places
    a 3-pip on C2, that is not allowed, because ...")."""

    def tallies(record: str, mark: str | None = None, *, player: bool = False) -> list[str]:
        return [t.said() if player else str(t)
                for t in state_at(examples, record, mark).tallies()]

    def winners(record: str, *, player: bool = False) -> list[str]:
        state = state_at(examples, record)
        if not state.is_terminal():
            raise UserError(f"{record}.rec does not reach the end of the game")
        if player:  # a sentence: "Bernard wins."
            said = state.outcome().words(state.players)
            return [said[0].upper() + said[1:] + "."]
        return [state.outcome().line(state.players)]

    def checked(record: str, mark: str, *moves: str, player: bool = False) -> list[str]:
        state = state_at(examples, record, None if mark == "-" else mark)
        lines = []
        for text in moves:
            move = state.parse_move(text)
            reason = state.why_illegal(move)
            if not player:  # notation, labelled: "R3@C2: not allowed: ..."
                lines.append(f"{text}: " + (f"not allowed: {reason}" if reason else "allowed"))
                continue
            # A player reads one sentence, the move as its kind tells it tried ("Red places a
            # 3-pip on C2") and the refusal's words after "because", so that no colon follows
            # another: "If Red places a 3-pip on C2, that is not allowed, because ...".
            verdict = f"not allowed, because {say(reason, True)}" if reason else "allowed"
            lines.append(f"If {attempt(state, move, text)}, that is {verdict}.")
        return lines

    return {"tallies": tallies, "winners": winners, "checked": checked}


#: The prefix of a spec asked for the player's edition (and the key its answer is kept under).
PLAYER = "player: "


def attempt(state: GameState, move: object, notation: str) -> str:
    """``move`` in a player's words as tried from ``state`` (legal or not), by its kind
    (:meth:`~games.core.turns.MoveKind.tried`); its ``notation`` for a state that has no table
    of kinds."""
    turns = getattr(type(state), "TURNS", None)
    return turns.tried(state, move) if turns is not None else notation


def run(entries: dict[str, Callable[..., Worked]], spec: str, *,
        narrator: object = None) -> Worked:
    """Run the entry a spec names: ``NAME ARG...`` (shell-style words).

    A spec that starts with :data:`PLAYER` asks for the player's edition: the entry gets
    ``player=True`` when it takes that keyword (and ``narrator``, the game's narrator, when it
    takes that one), and answers in a player's words, made where each is made (a refusal's
    :meth:`~games.core.reasons.Reason.said`, a tally's, a move's kind's ``tried``): nothing
    rewrites its text afterwards.

    >>> from games.subdivision import narrate
    >>> from games.subdivision.examples import EXAMPLES
    >>> run(standard(EXAMPLES), "player: checked opening - R1@B1", narrator=narrate)
    ['If Red places a 1-pip on B1, that is allowed.']
    """
    player = spec.startswith(PLAYER)
    words = shlex.split(spec.removeprefix(PLAYER))
    if not words or words[0] not in entries:
        known = ", ".join(sorted(entries))
        raise UserError(f"unknown worked example {spec!r}; this game has {known}")
    entry = entries[words[0]]
    declared = inspect.signature(entry).parameters
    extra = {key: value for key, value in (("player", player), ("narrator", narrator))
             if key in declared and declared[key].kind is inspect.Parameter.KEYWORD_ONLY}
    try:
        inspect.signature(entry).bind(*words[1:], **extra)
    except TypeError as exc:
        raise UserError(f"worked example {spec!r}: {exc}") from None
    try:
        answer = entry(*words[1:], **extra)
    except UserError as exc:
        raise UserError(f"worked example {spec!r}: {exc.message}") from None
    return answer
