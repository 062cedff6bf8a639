"""What each player brings to The Fallacy of Rank: one suit from the three piecepacks, 18
coins (Null, Ace, 2, 3, 4 and 5, three of each), 2 pawns, 12 tiles (two of each rank) and a die;
the setup's waves. The options a game is played with are in :mod:`.options`.

>>> from games.core.components import SUNS
>>> len(army((SUNS,))), len(tile_hand((SUNS,)))
(20, 12)
"""

from __future__ import annotations

from functools import cache

from ..core.components import RANKS, Coin, Pawn, Suit, Tile
from .combat import piece_rank

WAVES, PER_WAVE = 4, 4
def army(suits: tuple[Suit, ...]) -> list[Coin | Pawn]:
    """A player's 18 coins and 2 pawns. With two suits (two-packs): two coins of each rank in
    the first suit and one in the second, and a pawn of each."""
    first, last = suits[0], suits[-1]
    return [Coin(s, rank) for rank in RANKS for s in (first, first, last)] + \
        [Pawn(first), Pawn(last)]


def tile_hand(suits: tuple[Suit, ...]) -> list[Tile]:
    """A player's 12 tiles: two of each rank (one of each suit with two suits)."""
    return [Tile(s, rank) for rank in RANKS for s in (suits[0], suits[-1])]


@cache
def starting(suits: tuple[Suit, ...]) -> tuple[tuple[Coin | Pawn, ...], tuple[Tile, ...]]:
    """A player's supply at the start (their :func:`army` in listing order, :func:`sort_key`)
    and their tiles (:func:`tile_hand`): made once for each group of suits."""
    return tuple(sorted(army(suits), key=sort_key)), tuple(tile_hand(suits))


def sort_key(piece: Coin | Pawn) -> tuple[str, int]:
    """The order pieces are listed in: by suit letter, then rank (Null first, pawns last)."""
    return (piece.suit.letter, piece_rank(piece))
