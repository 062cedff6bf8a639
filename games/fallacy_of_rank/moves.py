"""The moves of The Fallacy of Rank, as small named tuples, and their notation in records.

=================  ==========================================================================
``S3@C9``          setup: place a coin (suit letter, rank: n Null, a Ace, 2-5) on C9
``Sp@C9``          setup: place a pawn (suit letter, ``p``)
``C7-C6``          move a piece one square; ``C7xC6`` when C6 holds an enemy piece (attack)
``T3 C7-C4``       tile action 2-5: move a piece up to 3 squares; ``T3 C7xC4`` attacks
``Ta C7-H2``       tile action Ace: teleport a coin to an empty square
``Tn S4``          tile action Null: take the coin S4 back from your discard pile
``boost T4``       in combat: discard a 4 tile from your hand to add 4
``boost S4``       in combat: discard the coin S4 from your hand to add 4 (``Sa`` adds 1)
``boost none``     in combat: add nothing (the die's Null face; a Null coin or tile pays for
                   nothing, so ``boost Sn`` and ``boost Tn`` are refused)
``pass``           only when nothing else is legal
=================  ==========================================================================

>>> from games.fallacy_of_rank.boards import board_for
>>> board = board_for(4)
>>> parse("T3 C7xC4", board)
TileMove(rank=3, src=62, dst=32, attack=True)
>>> text(parse("boost Sa", board), board), text(parse("sp@b9", board), board)
('boost Sa', 'Sp@B9')
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..core.components import Coin, Pawn, suit_by_letter
from ..core.errors import UserError

RANK_CODES = "na2345"


class Place(NamedTuple):
    """Setup: put ``piece`` (a Coin or a Pawn) on ``square`` in your corner."""

    piece: Coin | Pawn
    square: int


class Step(NamedTuple):
    """Move your piece from ``src`` to the neighbouring ``dst``; ``attack`` if an enemy is
    there."""

    src: int
    dst: int
    attack: bool = False


class TileMove(NamedTuple):
    """Discard a tile of ``rank`` to move a piece: 2-5 up to ``rank`` squares through empty
    squares (``attack`` if it ends on an enemy); 1, the Ace, teleports a coin to an empty
    square."""

    rank: int
    src: int
    dst: int
    attack: bool = False


class Recover(NamedTuple):
    """Discard a Null tile to take ``coin`` back from your discard pile into your hand."""

    coin: Coin


class Boost(NamedTuple):
    """A secret boost in combat: ``rank`` 0 adds nothing; otherwise discard ``coin`` from your
    hand, or a tile of ``rank`` when ``coin`` is None."""

    rank: int
    coin: Coin | None = None


class Pass(NamedTuple):
    """Nothing is legal: the turn passes."""


PASS = Pass()
NO_BOOST = Boost(0)

_SQ = r"([A-Za-z]\d{1,2})"
_PLACE = re.compile(r"^([A-Za-z])([na2345p])@" + _SQ + "$", re.IGNORECASE)
_STEP = re.compile(r"^" + _SQ + r"([-x])" + _SQ + "$", re.IGNORECASE)
_TILE = re.compile(r"^T([a2345])\s+" + _SQ + r"([-x])" + _SQ + "$", re.IGNORECASE)
_RECOVER = re.compile(r"^Tn\s+(\w\w)$", re.IGNORECASE)
_BOOST = re.compile(r"^boost\s+(none|[A-Za-z][na2345])$", re.IGNORECASE)
#: Why a Null coin or tile cannot pay for a boost.
NULL_BOOST = "a Null adds nothing and is not discarded: write boost none"

FORMS = ("S3@C9 or Sp@C9 (setup), C7-C6 or C7xC6 (a move), T3 C7-C4, Ta C7-H2, Tn S4 "
         "(tile actions), boost T4, boost S4 or boost none (in combat), pass")


def _rank(code: str) -> int:
    return RANK_CODES.index(code.lower())


def parse(text: str, board):
    """The move written ``text`` (a UserError naming the forms if it is none of them)."""
    text = " ".join(text.split())
    if text.lower() == "pass":
        return PASS
    if m := _PLACE.match(text):
        suit = suit_by_letter(m.group(1))
        piece = Pawn(suit) if m.group(2).lower() == "p" else Coin(suit, _rank(m.group(2)))
        return Place(piece, board.index(m.group(3)))
    if m := _STEP.match(text):
        return Step(board.index(m.group(1)), board.index(m.group(3)), m.group(2).lower() == "x")
    if m := _TILE.match(text):
        return TileMove(_rank(m.group(1)), board.index(m.group(2)), board.index(m.group(4)),
                        m.group(3).lower() == "x")
    if m := _RECOVER.match(text):
        return Recover(Coin.parse(m.group(1)))
    if m := _BOOST.match(text):
        code = m.group(1)
        if code.lower() == "none":
            return NO_BOOST
        rank = _rank(code[1])
        if rank == 0:  # neither a Null tile nor a Null coin pays for anything
            raise UserError(NULL_BOOST)
        return Boost(rank) if code[0] in "tT" else Boost(rank, Coin.parse(code))
    raise UserError(f"not a move: write {FORMS}")


def _piece_code(piece) -> str:
    return piece.suit.letter + "p" if isinstance(piece, Pawn) else piece.code


def text(move, board) -> str:
    """``move`` in the notation above."""
    name = board.name
    kind = type(move)
    if kind is Place:
        return f"{_piece_code(move.piece)}@{name(move.square)}"
    if kind is Step:
        return f"{name(move.src)}{'x' if move.attack else '-'}{name(move.dst)}"
    if kind is TileMove:
        return (f"T{RANK_CODES[move.rank]} {name(move.src)}{'x' if move.attack else '-'}"
                f"{name(move.dst)}")
    if kind is Recover:
        return f"Tn {move.coin.code}"
    if kind is Boost:
        if not move.rank:
            return "boost none"
        return f"boost {move.coin.code if move.coin else 'T' + RANK_CODES[move.rank]}"
    return "pass"
