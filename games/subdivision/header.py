"""Subdivision's record header: the players (a count, or the colours in seat order), the set,
the parks and the variants."""

from __future__ import annotations

from ..core.components import PYRAMID_COLOURS, Colour
from ..core.fields import Whole, looks_numeric
from ..core.header import Field, Header, words
from .options import PLAYERS, VARIANTS, pyramid_set, seat_colours


def read_players(text: str) -> int | tuple[Colour, ...]:
    """A player count, or colours in seat order (``red blue``; a colour by its first letter)."""
    if looks_numeric(text):
        return int(Whole(PLAYERS.start, PLAYERS.stop - 1, "players")(text))
    return seat_colours(tuple(PYRAMID_COLOURS.named(w) for w in words(text)))


def read_parks(text: str) -> tuple[str, ...] | None:
    """``default`` (None: the set's pattern), ``none``, or the squares."""
    text = text.lower()
    return None if text == "default" else () if text == "none" else words(text)


HEADER = Header(
    "Subdivision",
    Field("players", read_players, "2", "2 to 4, or the colours in seat order (red blue)"),
    Field("set", lambda text: pyramid_set(text.lower()).name, "standard",
          "standard or 3house"),
    Field("parks", read_parks, "default",
          "default (the set's pattern), none, or the squares of the parks"),
    variants=VARIANTS)
