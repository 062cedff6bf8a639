"""What coins on top of the pyramid score.

The rules score a 5 at 1 point, a 4 at 2 and a 3 at 4: the lower the coin, the harder it was to
get it there. They give no points for any other coin, so a 2 (or an Ace) on top scores nothing;
the ``low-coins-double`` variant, this book's extension, carries the doubling on (a 2 scores 8,
an Ace 16). (A Null never gets past the bottom level and an Ace never reaches the top; see the
chapter.)

>>> from games.core.components import Coin
>>> print(tally("Ann", [("tA1", Coin.parse("S3")), ("tB2", Coin.parse("C5"))]))
Ann: 5 = 0 + 4 (a 3 on tA1) + 1 (a 5 on tB2)
>>> tally("Ben", [("tA2", Coin.parse("M2"))]).short()
'Ben: 0 = 0 + 0 (tA2)'
>>> tally("Ben", [("tA2", Coin.parse("M2"))], {"low-coins-double"}).short()
'Ben: 8 = 0 + 8 (tA2)'

A player reads a score in words (:meth:`Score.said`):

>>> tally("Ann", [("tA1", Coin.parse("S3")), ("tB2", Coin.parse("C5"))]).said()
'Ann scores 5: 4 for a 3 on tA1 and 1 for a 5 on tB2'
>>> tally("Ben", []).said()
'Ben scores 0: no coin on top'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ..core.components import Coin, rank_name
from ..core.header import Variant
from ..core.protocol import Tally, TallyItem
from .options import DOUBLING, VARIANTS

#: Points for a coin on top, by rank: the rules give 5, 4 and 3 points and nothing else.
POINTS = {5: 1, 4: 2, 3: 4, 2: 0, 1: 0, 0: 0}
#: The same with the doubling carried on to 2s and Aces (the ``low-coins-double`` variant).
DOUBLED = {**POINTS, 2: 8, 1: 16}


def points(coin: Coin, variants: Iterable[str | Variant] = ()) -> int:
    """What ``coin`` scores on top of the pyramid (``variants`` by name or as Variants)."""
    return worth(VARIANTS.check(variants))[coin.rank]


@cache
def worth(variants: frozenset[Variant]) -> dict[int, int]:
    """What a coin of each rank scores on top under ``variants`` (checked, as a game's rules
    hold them): a search scores every rollout by it (:meth:`.rules.InCrowdState.scores`).

    >>> worth(VARIANTS.check([]))
    {5: 1, 4: 2, 3: 4, 2: 0, 1: 0, 0: 0}
    >>> worth(VARIANTS.check(["low-coins-double"]))[2]
    8
    """
    return DOUBLED if DOUBLING in variants else POINTS


@dataclass(frozen=True)
class Score(Tally):
    """A player's score: a line for each of their coins on top (from 0)."""

    def said(self) -> str:
        """The score in a player's words, which say so when no coin of theirs is on top."""
        return super().said() if self.items else f"{super().said()}: no coin on top"


def tally(player: str, top: list[tuple[str, Coin]],
          variants: Iterable[str | Variant] = ()) -> Score:
    """``player``'s score from their coins on top, one line per coin."""
    return Score(player, 0, tuple([item(square, coin, points(coin, variants))
                                   for square, coin in top]))


@cache
def item(square: str, coin: Coin, worth: int) -> TallyItem:
    """The line of a tally for ``coin`` on ``square``, scoring ``worth`` (written once: a few
    hundred lines in all, each immutable)."""
    article = "an" if coin.rank == 1 else "a"
    return TallyItem(worth, f"{article} {rank_name(coin.rank)} on {square}", square)
