"""The "In" Crowd's options: the variants a game may be played with, their table and their
words (the header, :data:`~.header.HEADER`, reads them from a record).

>>> [variant.said() for variant in VARIANTS][:2]
['five-square corners', 'doubling for 2s and Aces']
"""

from __future__ import annotations

from ..core.header import Variant, Variants

CORNER_FIVE = Variant(
    "corner-five", "a middle corner square is influenced by all five bottom squares it touches",
    "five-square corners")
DOUBLING = Variant(
    "low-coins-double",
    "a 2 on top scores 8, the rules' doubling carried on (this book's extension; no Ace ever "
    "reaches the top)",
    "doubling for 2s and Aces")
PEEK_NONE = Variant("peek-none", "nobody may look at their own coins once placed", "no peeking")
PEEK_ALL = Variant("peek-all", "you may look at your own coins on every level",
                   "peeking at every coin")
JAM_TIEBREAK = Variant(
    "jam-tiebreak", "in a jammed game, equal scores go to whoever led before the last top vote",
    "the tiebreak for jammed games")

#: The variants, by name (each with its name in the chapter's and the aid's words).
VARIANTS = Variants(CORNER_FIVE, DOUBLING, PEEK_NONE, PEEK_ALL, JAM_TIEBREAK)
