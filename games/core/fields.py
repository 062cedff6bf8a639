"""Numbers in header fields, read one way and in one place.

A whole number is ASCII digits only (no sign, no ``²`` or other Unicode digits); a decimal may
have a ``-`` and one decimal point. Each field has the range its rule allows, checked before the
number is used, and text too long for that range is refused without converting it. A field is
called on the text and raises a :class:`UserError` without a place, which
:meth:`Header.read <games.core.header.Header.read>` locates at the header line.

>>> players = Whole(2, 8, "players")
>>> players("3"), players(" 08 ")
(3, 8)
>>> players("999999999")
Traceback (most recent call last):
...
games.core.errors.UserError: 999999999 is out of range: 2 to 8 players
>>> players("³")
Traceback (most recent call last):
...
games.core.errors.UserError: '³' is not a whole number: give digits 0-9 (2 to 8 players)
>>> Decimal(0.5, 2)("1.2"), Decimal(-360, 360)("-45")
(1.2, -45.0)
>>> Decimal(0.5, 2)("nan")
Traceback (most recent call last):
...
games.core.errors.UserError: 'nan' is not a number: give digits 0-9, a '-' or a '.' (0.5 to 2)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .errors import UserError, one_line, quote

#: The most characters a decimal may have (digits, sign and point).
_DECIMAL_LENGTH = 24


def looks_numeric(text: str) -> bool:
    """Whether ``text`` is meant as a number (it starts with a digit of any script, or a sign):
    such text goes to a number field, which says what is wrong with it, rather than being read
    as names.

    >>> looks_numeric("3"), looks_numeric("²"), looks_numeric("-1"), looks_numeric("red blue")
    (True, True, True, False)
    """
    text = text.strip()
    return bool(text) and (text[0].isnumeric() or text[0] in "+-")


def _span(lo: float, hi: float, unit: str) -> str:
    show = [str(int(v)) if v == int(v) else str(v) for v in (lo, hi)]
    return f"{show[0]} to {show[1]}" + (f" {unit}" if unit else "")


@dataclass(frozen=True)
class Number:
    """A number field from ``lo`` to ``hi`` (``unit`` names what it counts); the subclasses
    say how it is written."""

    lo: float
    hi: float
    unit: str = ""
    pattern = re.compile("")
    kind = "a number"
    digits = "digits 0-9"

    def __call__(self, text: str) -> Any:
        text = text.strip()
        span = _span(self.lo, self.hi, self.unit)
        if not self.pattern.fullmatch(text):
            raise UserError(f"{quote(text)} is not {self.kind}: give {self.digits} ({span})")
        if self.too_long(text) or not self.lo <= self.convert(text) <= self.hi:
            raise UserError(f"{one_line(text, 20)} is out of range: {span}")
        return self.convert(text)

    def too_long(self, text: str) -> bool:
        """Whether ``text`` is too long for the range (it is then never converted)."""
        return len(text) > _DECIMAL_LENGTH

    def convert(self, text: str) -> float:
        return float(text)


class Whole(Number):
    """A whole-number field: ASCII digits only."""

    pattern = re.compile(r"[0-9]+")
    kind = "a whole number"

    def too_long(self, text: str) -> bool:
        return len(text.lstrip("0")) > len(str(self.hi))

    def convert(self, text: str) -> int:
        return int(text)


class Decimal(Number):
    """A decimal field: never NaN, infinite or in exponent form."""

    pattern = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
    digits = "digits 0-9, a '-' or a '.'"
