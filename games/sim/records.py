"""``rulebook summarize FOLDER``: a folder of records (games played at the table and saved with
``rulebook play --save``, or any others) counted as a study's games are, so that playtests by
people can be set beside the agents' studies: each seat's wins and win rate with its 95%
interval, draws and shared wins apart, unfinished games, lengths and margins.

The records must all be of one game, at one player count and with the same variants; each is
replayed through the model, so a record with an illegal move is refused in one line naming
its file and line, as ``rulebook replay`` refuses it.

>>> from pathlib import Path
>>> print(text(summary(Path("games/subdivision/records"), "complete-*.rec")))
... # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
games.core.errors.UserError: games/subdivision/records/complete-3p.rec: Subdivision for 3 \
players, where the first record, complete-2p.rec, is Subdivision for 2 players: summarize \
records of one game, player count and set of variants
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .. import registry
from ..core.errors import UserError
from ..core.protocol import Result
from ..core.record import read_record
from ..core.replay import replay
from .stats import summarize

#: The most records a folder may hand in.
MOST = 10_000


def summary(folder: Path, pattern: str = "*.rec") -> dict[str, Any]:
    """The records in ``folder`` matching ``pattern``, replayed and summarized (a UserError
    for an empty or mixed folder, or a record the model refuses)."""
    if not folder.is_dir():
        raise UserError("no such folder", str(folder))
    paths = sorted(folder.glob(pattern))
    if not paths:
        raise UserError(f"no records ({pattern}) in this folder", str(folder))
    if len(paths) > MOST:
        raise UserError(f"more than {MOST:,} records: summarize a smaller folder", str(folder))
    games, first = [], None
    for path in paths:
        record = read_record(path)
        name = registry.known(record.get("game") or "")
        state = replay(record, registry.get(name).state_from_record).state
        kind = (name, len(state.players), record.get("variant") or "")
        if first is None:
            first = (path, kind)
        elif kind != first[1]:
            raise UserError(f"{said(kind)}, where the first record, {first[0].name}, is "
                            f"{said(first[1])}: summarize records of one game, player count "
                            "and set of variants", str(path))
        outcome, over = state.outcome(), state.is_terminal()
        games.append({"record": path.name, "finished": over, "moves": len(record.moves),
                      "winners": sorted(outcome.seats) if over else [],
                      **({"outcome": "draw"} if outcome.kind is Result.DRAW else {}),
                      "scores": [t.total for t in state.tallies()],
                      "players": list(state.players)})
    assert first is not None
    game, players, variants = first[1]
    return {"game": game, "players": players, "variants": variants, "folder": str(folder),
            "games": games, "summary": summarize(games, players)}


def text(found: dict[str, Any]) -> str:
    """The summary as lines: a line a seat, then draws, shared wins and unfinished games."""
    s = found["summary"]
    title = registry.get(found["game"]).title
    variants = f", {found['variants']}" if found["variants"] else ""
    lines = [f"{title}: {found['players']} players{variants}, {s['games']} records in "
             f"{found['folder']}"]
    rows = [("seat", "wins", "win rate", "95% interval")] + [
        (str(seat["seat"] + 1), str(seat["wins"]), percent(seat["rate"]),
         f"{percent(seat['low'])} to {percent(seat['high'])}") for seat in s["seats"]]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines += ["  ".join([row[0].ljust(widths[0]), row[1].rjust(widths[1]),
                         row[2].rjust(widths[2]), row[3]]) for row in rows]
    lines.append("; ".join(f"{name}: {part['count']} ({percent(part['rate'])}, 95% interval "
                           f"{percent(part['low'])} to {percent(part['high'])})"
                           for name, part in (("draws", s["draws"]),
                                              ("shared wins", s["shared"])))
                 + f"; unfinished: {s['unfinished']}")
    return "\n".join(lines)


def said(kind: tuple[str, int, str]) -> str:
    """A record's game, player count and variants: ``Subdivision for 3 players``."""
    game, players, variants = kind
    return f"{registry.get(game).title} for {players} players" + (
        f" with {variants}" if variants else "")


def percent(rate: float) -> str:
    return f"{100 * rate:.1f}%"
