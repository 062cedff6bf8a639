"""How a game of The "In" Crowd is set up: the players, their suits and the variants, declared
once as the header a record may have.

>>> from games.core.record import parse_record
>>> values = HEADER.read(parse_record("game: in_crowd\\nsuits: MA SC\\nvariant: peek-all\\n"))
>>> values["players"], [s.name for pair in values["suits"] for s in pair]
(('First', 'Second'), ['Moons', 'Arms', 'Suns', 'Crowns'])
>>> PEEK_ALL in values.variants, sorted(v.name for v in chosen_variants(["jam-tiebreak"]))
(True, ['jam-tiebreak'])
>>> HEADER.read(parse_record("game: in_crowd\\nplayers: Ann\\n", "g.rec"))
Traceback (most recent call last):
...
games.core.errors.UserError: g.rec:2: players: the game is for two players with different \
names, not Ann
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core.components import SUITS, Suit
from ..core.errors import UserError, quote
from ..core.header import Field, Header, Variant, words
from .options import PEEK_ALL, PEEK_NONE, VARIANTS

#: Each player's two suits, first player first.
SuitPairs = tuple[tuple[Suit, Suit], tuple[Suit, Suit]]


def two_players(names: str | Iterable[str]) -> tuple[str, str]:
    """Two different names, the first to move first (written with spaces or commas)."""
    players = words(names) if isinstance(names, str) else tuple(names)
    if len(players) != 2 or players[0] == players[1]:
        raise UserError(f"the game is for two players with different names, "
                        f"not {' '.join(players) or 'none'}")
    return players[0], players[1]


def suit_pairs(text: str) -> SuitPairs:
    """Each player's two suit letters, in seat order (``SC MA``); no suit held twice."""
    pairs = text.split()
    if len(pairs) != 2 or any(len(p) != 2 for p in pairs):
        raise UserError(f"give each player two suit letters, like 'SC MA': {quote(text)}")
    first, second = ((SUITS.named(p[0]), SUITS.named(p[1])) for p in pairs)
    if len({*first, *second}) != 4:
        raise UserError(f"each suit may be held by one player only: {quote(text)}")
    return first, second


def chosen_variants(chosen: Iterable[str | Variant]) -> frozenset[Variant]:
    """The chosen variants (names or Variants), known and compatible."""
    variants = VARIANTS.check(chosen)
    if {PEEK_NONE, PEEK_ALL} <= variants:
        raise UserError("choose one peeking rule: peek-none or peek-all (default: your "
                        "own coins on the bottom level)")
    return variants


HEADER = Header(
    'The "In" Crowd',
    Field("players", two_players, "First Second",
          "two different names, the first to move first"),
    Field("suits", suit_pairs, "SC MA",
          "each player's two suit letters in seat order; no suit held twice"),
    variants=VARIANTS)


@dataclass(frozen=True)
class Rules:
    """Who plays which suits (first player first) and which variants are in force."""

    players: tuple[str, str]
    suits: SuitPairs
    variants: frozenset[Variant] = frozenset()

    @staticmethod
    def make(players: Iterable[str] = ("First", "Second"), suits: str = "SC MA",
             variants: Iterable[str | Variant] = ()) -> Rules:
        """Check and build the rules; a UserError says what is wrong.

        >>> Rules.make(suits="SS MA")
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: each suit may be held by one player only: 'SS MA'
        """
        return Rules(two_players(players), suit_pairs(suits), chosen_variants(variants))
