"""The "In" Crowd's options: the variants a game may be played with, their table and their
words (the header, :data:`~.header.HEADER`, reads them from a record).

>>> sorted(VARIANTS.names()) == sorted(v.name for v in VARIANT_WORDS)
True
"""

from __future__ import annotations

from ..core.header import Variant, Variants

CORNER_FIVE = Variant(
    "corner-five", "a middle corner square is influenced by all five bottom squares it touches")
LOW_COINS_SCORE_0 = Variant(
    "low-coins-score-0",
    "a 2 or an Ace on top scores nothing (this book's own reading gives them 8 and 16)")
PEEK_NONE = Variant("peek-none", "nobody may look at their own coins once placed")
PEEK_ALL = Variant("peek-all", "you may look at your own coins on every level")
JAM_TIEBREAK = Variant(
    "jam-tiebreak", "in a jammed game, equal scores go to whoever led before the last top vote")

#: The variants, by name.
VARIANTS = Variants(CORNER_FIVE, LOW_COINS_SCORE_0, PEEK_NONE, PEEK_ALL, JAM_TIEBREAK)
#: Each variant as a player names it (the chapter's and the aid's words).
VARIANT_WORDS = {
    CORNER_FIVE: "five-square corners",
    LOW_COINS_SCORE_0: "Aces and 2s score nothing",
    PEEK_NONE: "no peeking",
    PEEK_ALL: "peeking at every coin",
    JAM_TIEBREAK: "the tiebreak for jammed games",
}
