"""The Fallacy of Rank move by move, in words (for the step-through viewer, the figure strips
and the player's edition). Every value is named, as in the figures: the viewer shows the whole
table. Each move is told with its turn, numbered as the chapter numbers turns (the setup's
placements by wave, then turn 1 onwards; the boosts of a combat belong to the turn of its
attack), and every piece is named as a player says it: the 3 of Arms, Ben's pawn.

>>> from games.core.narration import tell
>>> from games.fallacy_of_rank import narrate
>>> from games.fallacy_of_rank.rules import fill_corners, new_game
>>> game = new_game(2, limit=50)
>>> print(summary(game))
Setup, wave 1 of 4: Ann to place (16 pieces each, four a wave).
>>> print(tell(game, narrate, "S3@A7"))
Setup, wave 1: Ann places the 3 of Suns on A7, value side down.
>>> game = new_game(2, limit=50)
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> for text in ["T2 C7-C5", "A4-A5", "C5xC4"]:
...     print(tell(game, narrate, text))
Turn 1: Ann discards a 2 tile to move the Ace of Suns from C7 to C5.
Turn 2: Ben moves the Ace of Moons from A4 to A5.
Turn 3: Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
>>> print(summary(game))
Turn 4: Ben to move. Pawns: Ann 2, Ben 1. Turns since a combat: 0 (a draw at 50).
>>> print(attempt(game, game.parse_move("Ta B3-A6")))
Ben discards an Ace tile to teleport the 5 of Moons from B3 to A6
>>> print(attempt(game, game.parse_move("T2 A5xC4")))
Ben discards a 2 tile to move the Ace of Moons from A5 onto C4, attacking Ann's coin there
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..core.components import SUITS, Coin, Pawn
from ..core.words import number_word
from .armies import PER_WAVE, WAVES
from .combat import piece_word
from .moves import Boost, Pass, Place, Recover, Step, TileMove
from .rules import FallacyState

_SUITS = {suit.letter: suit.name for suit in SUITS}
_RANKS = {"n": "Null", "a": "Ace", "p": "pawn"}


def _tile(rank: int) -> str:
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
        return _tile("na2345".index(rank))
    if letter not in _SUITS:
        return code
    if rank == "p":
        return f"a pawn of {_SUITS[letter]}"
    return f"the {_RANKS.get(rank, rank)} of {_SUITS[letter]}"


def _whose_piece(state: FallacyState, square: int, seat: int, known: bool) -> str:
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


def _action(state: FallacyState, move, known: bool) -> str:
    """The move as its player makes it, without its turn and outcome."""
    seat = state.to_act()
    name = state.players[seat]
    kind, at = type(move), state.board.name
    if kind is Place:
        if isinstance(move.piece, Pawn):
            return f"{name} places a pawn on {at(move.square)}"
        return f"{name} places {piece_name(move.piece)} on {at(move.square)}, value side down"
    if kind is Recover:
        return f"{name} discards a Null tile to take {piece_name(move.coin)} back into hand"
    if kind is Boost:
        if not move.rank:
            return f"{name} adds no boost"
        paid = piece_name(move.coin) if move.coin else _tile(move.rank)
        return f"{name} boosts by {move.rank}, paid with {paid}"
    if kind in (Step, TileMove):
        src, dst = move.src, move.dst
        piece = state.cells[src]
        if piece is None:
            mover = f"nothing: {at(src)} is empty"
            verb = "move"
        else:
            mover = _whose_piece(state, src, seat, known)
            verb = "teleport" if kind is TileMove and move.rank == 1 else "move"
        if kind is Step:
            text = f"{name} moves {mover}"
        else:
            text = f"{name} discards {_tile(move.rank)} to {verb} {mover}"
        if piece is None:
            return text
        if move.attack:
            target = state.cells[dst]
            if target is None:
                return f"{text} from {at(src)} onto the empty {at(dst)}, attacking nobody"
            defender = _whose_piece(state, dst, seat, known)
            if state.owner[dst] == seat:
                defender = f"{state.players[seat]}'s own {piece_word(target)}"
            return f"{text} from {at(src)} onto {at(dst)}, attacking {defender} there"
        if state.cells[dst] is not None:
            return f"{text} from {at(src)} onto {at(dst)}, where {state.whose(dst)} piece " \
                   "stands, without attacking it"
        return f"{text} from {at(src)} to {at(dst)}"
    if kind is Pass:
        return f"{name} passes"
    return f"{name} plays {move!r}"


def attempt(state: FallacyState, move) -> str:
    """``move`` in a player's words as tried from ``state`` (it may be illegal), without its
    outcome. Another player's coin is named only as a coin: its value is hidden.

    >>> from games.fallacy_of_rank.rules import fill_corners, new_game
    >>> game = new_game(2)
    >>> fill_corners(game, "Sp Sp S5 S5  S5 S4 S4 S4  S3 S3 S3 S2  S2 S2 Sa Sa",
    ...                    "Ma Ma Ma M2  M2 M2 M3 M3  M3 M4 M4 M4  Mp Mp M5 M5")
    >>> for text in ["C7-C6", "Ta A7-A6", "boost none", "boost S5", "Tn S3"]:
    ...     print(attempt(game, game.parse_move(text)))
    Ann moves the 5 of Suns from C7 to C6
    Ann discards an Ace tile to teleport a pawn of Suns from A7 to A6
    Ann adds no boost
    Ann boosts by 5, paid with the 5 of Suns
    Ann discards a Null tile to take the 3 of Suns back into hand
    """
    return _action(state, move, known=False)


def _turn(state: FallacyState) -> str:
    """``Setup, wave 2`` or ``Turn 13``: when a move from ``state`` is made."""
    if state.in_setup:
        return f"Setup, wave {state.wave}"
    return f"Turn {state.turns + 1}"


def describe(before: FallacyState, move, after: FallacyState) -> str:
    fought = [plainly(str(b)) for b in after.battles[len(before.battles):]]
    when = _turn(before)
    kind = type(move)
    if kind is Pass:
        return f"{when}: {before.players[before.to_act()]} has no legal move and passes."
    text = _action(before, move, known=True)
    if kind is Boost:
        text += ", in secret"
        if fought:
            return f"{when}: {text}; both boosts are shown. {fought[0]}"
        return f"{when}: {text}; {after.players[after.to_act()]} chooses next."
    if fought:
        # A combat settled at once: a step's attack is told by the combat alone.
        return f"{when}: {fought[0]}" if kind is Step else f"{when}: {text}. {fought[0]}"
    if kind in (Step, TileMove) and move.attack and after.pending:
        choosers = [after.players[seat] for seat in after.pending.choosers]
        who = "both now choose" if len(choosers) == 2 else f"{choosers[0]} alone chooses"
        return f"{when}: {text}; {who} a boost in secret."
    return f"{when}: {text}."


def start(state: FallacyState) -> str:
    corners = "; ".join(f"{name} ({' and '.join(s.name for s in suits)}) {place}"
                        for name, suits, place in zip(state.players, state.rules.suits,
                                                      state.board.places))
    return f"The empty board. Corners: {corners}."


def summary(state: FallacyState) -> str:
    if state.is_terminal():
        return f"Game over: {state.summary()}."
    name = state.players[state.to_act()]
    if state.in_setup:
        return (f"Setup, wave {state.wave} of {WAVES}: {name} to place "
                f"({WAVES * PER_WAVE} pieces each, {number_word(PER_WAVE)} a wave).")
    pawns = ", ".join(f"{p} {n}" + (" (out)" if state.is_out(s) else "")
                      for s, (p, n) in enumerate(zip(state.players, state.pawns)))
    if state.pending:
        doing = f"combat on {state.board.name(state.pending.dst)}: {name} to choose a boost"
    else:
        doing = f"{name} to move"
    return (f"Turn {state.turns + 1}: {doing}. Pawns: {pawns}. Turns since a combat: "
            f"{state.quiet} (a draw at {state.rules.limit}).")


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
