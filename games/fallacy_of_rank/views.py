"""What a player sees, and positions as text.

A coin on the board lies suit side up: the others see whose it is, not its value. A player's
:class:`View` holds their own values, every pawn, and the values of coins shown in combat, and
a combat waiting for boosts as they see it (:class:`CombatSeen`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.components import Coin, Pawn, Suit
from ..core.reasons import Term
from .boards import Board


def cell_code(piece: Coin | Pawn | Suit | None) -> str:
    """Two characters: a coin's code, ``Sp`` for a pawn, ``S?`` for a hidden coin, ``..``."""
    if piece is None:
        return ".."
    if type(piece) is Suit:
        return piece.letter + "?"
    # (a coin after the else: mypy narrows ``type(piece) is`` in its own branch only)
    return piece.suit.letter + "p" if type(piece) is Pawn else piece.code  # type: ignore[union-attr]


def picture(board: Board, cell: Callable[[int], str]) -> str:
    """The board as text, top row first, with row numbers and column letters."""
    g, on = board.grid, set(board.squares)
    lines = []
    for row in reversed(range(g.height)):
        cells = [cell(g.at(c, row)) if g.at(c, row) in on else "  " for c in range(g.width)]
        lines.append(f"{row + 1:>2} " + " ".join(cells).rstrip())
    lines.append("   " + " ".join(f"{chr(65 + c)} " for c in range(g.width)).rstrip())
    return "\n".join(lines)


@dataclass(frozen=True)
class CombatSeen:
    """A combat waiting for boosts, as one player sees it: who attacks whom on which square
    (``dst``, named ``square``), and where each side stands (``sides``: out and may not boost,
    choosing, or has chosen: the boost itself only to the one who chose it), each as the
    notation writes it and in a player's words.

    >>> seen = CombatSeen("Ben", "Ann", 5, "A6", (Term("Ben has chosen boost T5",
    ...     "Ben has chosen a boost paid with a 5 tile"), Term("Ann is choosing a boost",
    ...     "Ann is choosing a boost")))
    >>> print(seen)
    Ben attacks Ann on A6; Ben has chosen boost T5; Ann is choosing a boost
    >>> print(seen.said())  # doctest: +NORMALIZE_WHITESPACE
    Ben has attacked Ann on A6. Ben has chosen a boost paid with a 5 tile and Ann is choosing
    a boost
    """

    attacker: str
    defender: str
    dst: int
    square: str
    sides: tuple[Term, Term]

    def __str__(self) -> str:
        return "; ".join([self.opening(), *map(str, self.sides)])

    def said(self) -> str:
        """In a player's sentences (the last without its full stop, for the sentence it ends)."""
        return (f"{self.attacker} has attacked {self.defender} on {self.square}. "
                + " and ".join(side.said() for side in self.sides))

    def opening(self) -> str:
        return f"{self.attacker} attacks {self.defender} on {self.square}"


@dataclass(frozen=True)
class View:
    """One player's view. ``cells`` holds, per grid square, None, a Coin or Pawn (seen) or a
    Suit (a coin whose value this player does not know); ``hand`` the player's own coins (in
    the setup: the pieces still to place); ``tiles`` each player's tile ranks; ``hand_sizes``
    the coins in each hand; ``discards`` each discard pile of coins and pawns; ``spent`` the
    ranks of each player's used tiles; ``combat`` a combat under way."""

    player: str
    board: Board
    cells: tuple[Coin | Pawn | Suit | None, ...]
    hand: tuple[Coin | Pawn, ...]
    tiles: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    discards: tuple[tuple[Coin | Pawn, ...], ...]
    spent: tuple[tuple[int, ...], ...]
    combat: CombatSeen | None = None

    def to_text(self) -> str:
        text_ = picture(self.board, lambda s: cell_code(self.cells[s]))
        return text_ + (f"\n{self.combat}" if self.combat else "")
