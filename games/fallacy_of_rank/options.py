"""The Fallacy of Rank's options: who plays with which suits, the variants and the no-combat
limit (:class:`Rules`), and each variant as a player names it.

>>> Rules.make(2).players, Rules.make(3).limit
(('Ann', 'Ben'), 100)
>>> [variant.said() for variant in VARIANTS]
['the Ace moves any coin', 'tiles move any piece', 'straight moves', 'two packs']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..core.components import SUITS, Suit
from ..core.errors import UserError, quote
from ..core.header import Variant, Variants
from ..core.words import count
from .boards import Board, board_for

#: Turns in a row without a combat after which the game is a draw (header ``limit:``).
DEFAULT_LIMIT = 100
DEFAULT_NAMES = ("Ann", "Ben", "Cat", "Dan")

ACE_ANY_COIN = Variant("ace-any-coin",
                       "the Ace tile may teleport any coin on the board, an opponent's too",
                       "the Ace moves any coin")
ANY_PIECE = Variant("any-piece",
                    "a 2-5 tile may move any coin or pawn on the board, an opponent's too",
                    "tiles move any piece")
STRAIGHT_MOVES = Variant("straight-moves",
                         "a 2-5 tile moves a piece in a straight line only, without turning",
                         "straight moves")
TWO_PACKS = Variant("two-packs",
                    "2 players with two piecepacks: each player's army mixes two suits",
                    "two packs")
#: The variants, in the order error messages list them, each with its name in a player's
#: words (the chapter's and the aid's): what the rules' reasons say where a record writes the
#: variant's name.
VARIANTS = Variants(ACE_ANY_COIN, ANY_PIECE, STRAIGHT_MOVES, TWO_PACKS)


@dataclass(frozen=True)
class Rules:
    """Who plays (in seat order, the first player first), with which suits, which variants are
    in force, and the no-combat limit."""

    players: tuple[str, ...]
    suits: tuple[tuple[Suit, ...], ...]
    variants: frozenset[Variant] = frozenset()
    limit: int = DEFAULT_LIMIT

    @staticmethod
    def make(players: int | Iterable[str] = 4, suits: str | None = None,
             variants: Iterable[str | Variant] = (), limit: int = DEFAULT_LIMIT) -> Rules:
        """Check and build the rules: ``players`` a count or names; ``suits`` each player's
        suit letter (two letters each in the two-packs variant), separated by spaces.

        >>> Rules.make(3, "S M S")
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: each suit may be held by one player only: 'S M S'
        """
        names = player_names(players)
        chosen = check_variants_for(len(names), variants)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise UserError(f"the no-combat limit must be a whole number of turns, at least 1: "
                            f"{limit!r}")
        return Rules(names, suits_for(len(names), suits, chosen), chosen, limit)

    @property
    def board(self) -> Board:
        return board_for(len(self.players))


def player_names(players: int | Iterable[str]) -> tuple[str, ...]:
    """The players' names: ``players`` names, or a count of the default names."""
    names = DEFAULT_NAMES[:players] if isinstance(players, int) else tuple(players)
    if not 2 <= len(names) <= 4 or len(set(names)) != len(names):
        raise UserError("The Fallacy of Rank is for 2 to 4 players with different names, "
                        f"not {' '.join(names) or 'none'}")
    return names


def check_variants_for(players: int, variants: Iterable[str | Variant]) -> frozenset[Variant]:
    """The variants named (each known, and two-packs only for 2 players)."""
    chosen = VARIANTS.check(variants)
    if TWO_PACKS in chosen and players != 2:
        raise UserError("the two-packs variant is for 2 players")
    return chosen


def suits_for(players: int, suits: str | None,
              variants: frozenset[Variant]) -> tuple[tuple[Suit, ...], ...]:
    """Each player's suits from ``suits`` (suit letters, one group a player separated by
    spaces; None for the defaults)."""
    per = 2 if TWO_PACKS in variants else 1
    if suits is None:
        suits = "SC MA" if per == 2 else " ".join("SMCA"[:players])
    groups = suits.split()
    if len(groups) != players or any(len(g) != per for g in groups):
        raise UserError(f"give each of the {players} players {count(per, 'suit letter')}"
                        f", separated by spaces: {quote(suits)}")
    chosen = tuple(tuple(SUITS.named(letter) for letter in g) for g in groups)
    if len({s for g in chosen for s in g}) != per * players:
        raise UserError(f"each suit may be held by one player only: {quote(suits)}")
    return chosen
