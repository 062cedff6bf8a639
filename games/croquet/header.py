"""How a game of Tabletop Croquet is set up, declared once as the header a record may have
(:data:`HEADER`): the players in seat order, teams, variants, the course's scale and the
table; :func:`~.rules.state_from_record` builds the starting position from it.
"""

from __future__ import annotations

import re

from ..core.errors import UserError, quote
from ..core.fields import Decimal, Whole
from ..core.header import Field, Header
from .options import VARIANTS
from .players import FACES, player_names

#: A side of the table, in tile widths (1 to 20 feet of 2-inch tiles).
_SIDE = Decimal(6, 120)


def table_size(text: str) -> tuple[float, float]:
    """The ``table:`` field: the table's length and depth in tile widths, two numbers with a
    space or an ``x`` between them (the rules name no table, only a course that "tends to
    fit" on one; a bigger course needs a bigger table).

    >>> table_size("44 26"), table_size("44x26")
    ((44.0, 26.0), (44.0, 26.0))
    >>> table_size("44")
    Traceback (most recent call last):
    ...
    games.core.errors.UserError: give the table's length and depth in tile widths, two numbers \
(such as 30 18 or 30x18), not '44'
    """
    sides = re.split(r"\s*x\s*|\s+", text.strip())
    if len(sides) != 2:
        raise UserError("give the table's length and depth in tile widths, two numbers (such "
                        f"as 30 18 or 30x18), not {quote(text)}")
    length, depth = (_SIDE(side) for side in sides)
    return length, depth


HEADER = Header(
    "Tabletop Croquet",
    Field("players", player_names, "First Second",
          "1 to 10 different names in seat order (the first takes the black coin)"),
    Field("teams", Whole(0, len(FACES) // 2, "teams"), "0",
          "0 for none, or a number of teams of two or more coins each"),
    Field("scale", Decimal(0.5, 2), "1", "the course's scale; the course must fit the table"),
    Field("table", table_size, "30 18",
          "the table's length and depth in tile widths (6 to 120 each); the course must fit"),
    variants=VARIANTS)
