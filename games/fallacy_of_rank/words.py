"""The Fallacy of Rank's words, shared by the kinds of :mod:`.turn` (each tells its own moves)
and :mod:`.narrate` (the rest of the game): pieces and tiles as a player names them, the turn a
move is made in, where a step or a tile takes a piece, and the model's text (a reason, a
combat) in a player's words.

>>> from games.fallacy_of_rank.rules import fill_corners, new_game
>>> game = new_game(2)
>>> when(game), tile_word(1), tile_word(3)
('Setup, wave 1', 'an Ace tile', 'a 3 tile')
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> ben = game.board.index("A4")
>>> when(game), whose_piece(game, ben, 0, False), whose_piece(game, ben, 0, True)
('Turn 1', "Ben's coin", "Ben's Ace")
>>> before = game.copy()
>>> for text in ["T2 C7-C5", "A4-A5", "C5xC4"]:
...     game.apply(game.parse_move(text))
>>> battle_words(before, game)
"Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins."
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.components import SUITS, Coin, Pawn
from .combat import piece_word

if TYPE_CHECKING:
    from .moves import Step, TileMove
    from .rules import FallacyState

_SUITS = {suit.letter: suit.name for suit in SUITS}
_RANKS = {"n": "Null", "a": "Ace", "p": "pawn"}


def tile_word(rank: int) -> str:
    """``a 3 tile``, ``an Ace tile``, ``a Null tile``."""
    return {0: "a Null tile", 1: "an Ace tile"}.get(rank, f"a {rank} tile")


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


def code_words(code: str) -> str:
    """A coin, pawn or tile as written in a record, in words: ``S3`` the 3 of Suns, ``Mn`` the
    Null of Moons, ``Ap`` a pawn of Arms, ``T4`` a 4 tile, ``Ta`` an Ace tile. Anything else is
    left as it is.

    >>> [code_words(c) for c in ("S3", "Mn", "Ap", "T4", "Ta", "E5")]
    ['the 3 of Suns', 'the Null of Moons', 'a pawn of Arms', 'a 4 tile', 'an Ace tile', 'E5']
    """
    if len(code) != 2 or code[1] not in "na2345p":
        return code
    letter, rank = code[0], code[1]
    if letter == "T" and rank != "p":
        return tile_word("na2345".index(rank))
    if letter not in _SUITS:
        return code
    if rank == "p":
        return f"a pawn of {_SUITS[letter]}"
    return f"the {_RANKS.get(rank, rank)} of {_SUITS[letter]}"


def whose_piece(state: FallacyState, square: int, seat: int, known: bool) -> str:
    """The piece on ``square`` as ``seat`` names it: their own by value, another player's by
    value when ``known`` (the narrator sees the whole table), else only as a coin or pawn."""
    piece = state.cells[square]
    if piece is None:
        return "nothing"
    owner = state.owner[square]
    if owner == seat:
        return piece_name(piece)
    word = piece_word(piece) if known or isinstance(piece, Pawn) else "coin"
    return f"{state.players[owner]}'s {word}"


def when(state: FallacyState) -> str:
    """``Setup, wave 2`` or ``Turn 13``: when a move from ``state`` is made."""
    if state.in_setup:
        return f"Setup, wave {state.wave}"
    return f"Turn {state.turns + 1}"


def travel_words(state: FallacyState, move: Step | TileMove, known: bool, doing: str) -> str:
    """A step's or a tile's words: ``doing`` (``Ann moves``, ``Ann discards a 3 tile to
    move``), the piece it moves (whose, by value when ``known``), and where to."""
    seat, at, src, dst = state.to_act(), state.board.name, move.src, move.dst
    if state.cells[src] is None:
        return f"{doing} nothing: {at(src)} is empty"
    text = f"{doing} {whose_piece(state, src, seat, known)}"
    if move.attack:
        target = state.cells[dst]
        if target is None:
            return f"{text} from {at(src)} onto the empty {at(dst)}, attacking nobody"
        defender = whose_piece(state, dst, seat, known)
        if state.owner[dst] == seat:
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
    return plainly(str(fought[0])) if fought else None


# -- the model's text in a player's words -------------------------------------------------------
_CODE = r"[SMCAT][na2-5p]"
_VARIANTS = {
    "ace-any-coin": "the Ace moves any coin",
    "any-piece": "tiles move any piece",
    "straight-moves": "straight moves",
    "two-packs": "two packs",
}
#: The model's wordings that hold notation, and what a player reads instead (in this order).
_PLAIN: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    (r"\(variant ace-any-coin: any coin\)",
     f"(the variant “{_VARIANTS['ace-any-coin']}” allows it)"),
    (r"\(variant any-piece: a 2-5 tile moves any piece\)",
     f"(the variant “{_VARIANTS['any-piece']}” allows it)"),
    (r": write (?:T\w )?\w+x\w+ to attack it", ": moving onto it is an attack"),
    (r": write (?:T\w )?\w+-\w+ \(x marks an attack\)", ": there is nothing there to attack"),
    (r"never attacks: write Ta \w+-\w+", "never attacks"),
    (r"\(boost none, a tile or a coin\)", "(no boost, or a boost paid with a tile or a coin)"),
    (r"a move goes one square across an edge( or a link)?",
     lambda m: "a move goes one square up, down, left or right" + (
         " or across a link" if m[1] else "")),
    (r" \(for example [^)]*\)", ""),
    (r"\(([A-J]\d+)-([A-J]\d+)\)", r"(\1 to \2)"),
    (r"\bno ([NA2-5]) tile\b", lambda m: "no " + code_words("T" + m[1].lower()).split(" ", 1)[1]),
    (r"\bno coin (" + _CODE + r")\b", lambda m: "no " + code_words(m[1]).removeprefix("the ")),
    (r"\bboost none\b", "no boost"),
    (r"\bboost (" + _CODE + r")\b", lambda m: "a boost paid with " + code_words(m[1])),
    (r"(\d \()(" + _CODE + r")\)", lambda m: f"{m[1]}{code_words(m[2])})"),
    (r"^(" + _CODE + r")( is (?:\w+'s|nobody's) piece and)",
     lambda m: code_words(m[1]).capitalize() + m[2]),
    (r"\bhas no (" + _CODE + r") left", lambda m: f"has no {code_words(m[1])[4:]} left"),
    (r"\bvariant (" + "|".join(_VARIANTS) + r")\b",
     lambda m: f"variant “{_VARIANTS[m[1]]}”"),
)


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a combat, a table cell) in a player's words: codes of
    coins, tiles and moves spelt out. A square keeps its name (A4: column A, row 4, as on the
    board figures); a code is read as a coin only where a coin must stand, so the square A4 is
    never taken for the 4 of Arms.

    >>> print(plainly("1 + 5 (T5) = 6 against 2 + 3 (S3) = 5; Ben's Ace wins."))
    1 + 5 (a 5 tile) = 6 against 2 + 3 (the 3 of Suns) = 5; Ben's Ace wins.
    >>> print(plainly("C4 holds Ben's piece: write T3 C7xC4 to attack it"))
    C4 holds Ben's piece: moving onto it is an attack
    >>> print(plainly("Ben attacks Ann on A6; Ben has chosen boost T5; Ann is choosing a boost"))
    Ben attacks Ann on A6; Ben has chosen a boost paid with a 5 tile; Ann is choosing a boost
    >>> print(plainly("Ann has no coin S5 in hand to pay for this boost"))
    Ann has no 5 of Suns in hand to pay for this boost
    >>> print(plainly("Ann holds no A tile"))
    Ann holds no Ace tile
    >>> print(plainly("an Ace teleports only Ann's own coins (variant ace-any-coin: any coin)"))
    an Ace teleports only Ann's own coins (the variant “the Ace moves any coin” allows it)
    >>> print(plainly("a boost for the combat on A6 (boost none, a tile or a coin)"))
    a boost for the combat on A6 (no boost, or a boost paid with a tile or a coin)
    >>> print(plainly("C5 cannot be reached from C7: a move goes one square across an edge"))
    C5 cannot be reached from C7: a move goes one square up, down, left or right
    >>> plainly("A4 is not in Ann's corner (A7-D10)")
    "A4 is not in Ann's corner (A7 to D10)"
    """
    for pattern, plain in _PLAIN:
        text = re.sub(pattern, plain, text)
    return text


def variant_words(name: str) -> str:
    """A variant's name in a player's words (the record's spelling when it has none).

    >>> variant_words("ace-any-coin"), variant_words("two-packs")
    ('the Ace moves any coin', 'two packs')
    """
    return _VARIANTS.get(name, name)
