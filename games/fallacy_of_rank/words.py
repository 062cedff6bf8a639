"""The Fallacy of Rank's words, shared by the kinds of :mod:`.turn` (each tells its own moves)
and :mod:`.narrate` (the rest of the game): pieces as a player names them, the turn a move is
made in, where a step or a tile takes a piece. Nothing here rewrites the model's text: each
sentence is made in words where it is made (a refusal by its rule, a combat by
:meth:`~.combat.Battle.said`, a boost's payment by :meth:`~.moves.Boost.paid`).

>>> from games.fallacy_of_rank.rules import fill_corners, new_game
>>> game = new_game(2)
>>> when(game)
'In wave 1 of the setup'
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> ben = game.board.index("A4")
>>> when(game), whose_piece(game, ben, 0, False), whose_piece(game, ben, 0, True)
('On turn 1', "Ben's coin", "Ben's Ace")
>>> before = game.copy()
>>> for text in ["T2 C7-C5", "A4-A5", "C5xC4"]:
...     game.apply(game.parse_move(text))
>>> battle_words(before, game)
"Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.components import Coin, Pawn
from ..core.reasons import Term
from .combat import piece_word
from .views import cell_code

if TYPE_CHECKING:
    from .moves import Step, TileMove
    from .rules import FallacyState


def piece_name(piece: Coin | Pawn) -> str:
    """A piece as a player names it: ``the 3 of Arms``, ``the Null of Moons``, ``a pawn of
    Suns``.

    >>> from games.core.components import ARMS
    >>> piece_name(Coin(ARMS, 3)), piece_name(Pawn(ARMS))
    ('the 3 of Arms', 'a pawn of Arms')
    """
    if isinstance(piece, Pawn):
        return f"a pawn of {piece.suit.name}"
    return f"the {piece.name}"


def piece_term(piece: Coin | Pawn) -> Term:
    """A piece as a record writes it (``S3``, ``Sp``) and as a player names it
    (:func:`piece_name`)."""
    return Term(cell_code(piece), piece_name(piece))


def piece_kind(piece: Coin | Pawn) -> Term:
    """A kind of piece, as a record writes it and in words without an article: ``3 of Suns``,
    ``pawn of Suns`` (``Ann has no 3 of Suns left``).

    >>> from games.core.components import SUNS
    >>> [piece_kind(p).said() for p in (Coin(SUNS, 3), Pawn(SUNS))]
    ['3 of Suns', 'pawn of Suns']
    """
    words = f"pawn of {piece.suit.name}" if isinstance(piece, Pawn) else piece.name
    return Term(cell_code(piece), words)


def whose_piece(state: FallacyState, square: int, seat: int, known: bool,
                viewer: int | None = None) -> str:
    """The piece on ``square`` as ``seat`` names it: their own by value, another player's by
    value when ``known`` (the narrator sees the whole table), else only as a coin or pawn. Told
    to another player, the ``viewer``, a coin is named by value only where the viewer sees it
    (their own, or one a combat showed): :meth:`.rules.FallacyState.observation`."""
    piece = state.cells[square]
    if piece is None:
        return "nothing"
    owner = state.owner[square]
    if viewer is not None and viewer != seat:
        seen = owner == viewer or state.known[square] or isinstance(piece, Pawn)
        word = piece_word(piece) if seen else "coin"
        return f"{'its' if owner == seat else state.players[owner] + chr(39) + 's'} {word}"
    if owner == seat:
        return piece_name(piece)
    word = piece_word(piece) if known or isinstance(piece, Pawn) else "coin"
    return f"{state.players[owner]}'s {word}"


def when(state: FallacyState) -> str:
    """``In wave 2 of the setup`` or ``On turn 13``: when a move from ``state`` is made, to
    open a sentence (a comma follows)."""
    if state.in_setup:
        return f"In wave {state.wave} of the setup"
    return f"On turn {state.turns + 1}"


def travel_words(state: FallacyState, move: Step | TileMove, known: bool, doing: str,
                 viewer: int | None = None) -> str:
    """A step's or a tile's words: ``doing`` (``Ann moves``, ``Ann discards a 3 tile to
    move``), the piece it moves (whose, by value when ``known``, or as ``viewer`` sees it:
    :func:`whose_piece`), and where to."""
    seat, at, src, dst = state.to_act(), state.board.name, move.src, move.dst
    if state.cells[src] is None:
        return f"{doing} nothing: {at(src)} is empty"
    text = f"{doing} {whose_piece(state, src, seat, known, viewer)}"
    if move.attack:
        target = state.cells[dst]
        if target is None:
            return f"{text} from {at(src)} onto the empty {at(dst)}, attacking nobody"
        defender = whose_piece(state, dst, seat, known, viewer)
        if state.owner[dst] == seat and viewer in (None, seat):
            defender = f"{state.players[seat]}'s own {piece_word(target)}"
        return f"{text} from {at(src)} onto {at(dst)}, attacking {defender} there"
    if state.cells[dst] is not None:
        return f"{text} from {at(src)} onto {at(dst)}, where {state.whose(dst)} piece " \
               "stands, without attacking it"
    return f"{text} from {at(src)} to {at(dst)}"


def choosers_words(move: Step | TileMove, after: FallacyState) -> str:
    """Who chooses a boost in secret after an attack that rank alone did not settle."""
    if not (move.attack and after.pending):
        return ""
    choosers = [after.players[seat] for seat in after.pending.choosers]
    who = "both now choose" if len(choosers) == 2 else f"{choosers[0]} alone chooses"
    return f"; {who} a boost in secret"


def battle_words(before: FallacyState, after: FallacyState) -> str | None:
    """The first combat fought between ``before`` and ``after`` in a player's words, if any."""
    fought = after.battles[len(before.battles):]
    return fought[0].said() if fought else None
