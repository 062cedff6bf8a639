"""The Fallacy of Rank move by move, in words (for the step-through viewer and the figure
strips). Every value is named, as in the figures: the viewer shows the whole table.

>>> from games.core.narration import tell
>>> from games.fallacy_of_rank import narrate
>>> from games.fallacy_of_rank.rules import fill_corners, new_game
>>> game = new_game(2, limit=50)
>>> print(summary(game))
Setup, wave 1 of 4: Ann to place (16 pieces each, four a wave).
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> for text in ["T2 C7-C5", "A4-A5", "C5xC4"]:
...     print(tell(game, narrate, text))
Ann discards a 2 tile to move the Ace on C7 to C5.
Ben moves the Ace on A4 to A5.
Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
>>> print(summary(game))
Turn 4: Ben to move. Pawns: Ann 2, Ben 1. Turns since a combat: 0 (a draw at 50).
"""

from __future__ import annotations

from ..core.words import number_word
from .armies import PER_WAVE, WAVES
from .combat import piece_word
from .moves import Boost, Place, Recover, Step, TileMove
from .rules import FallacyState


def _tile(rank: int) -> str:
    return {0: "a Null tile", 1: "an Ace tile"}.get(rank, f"a {rank} tile")


def _piece(state: FallacyState, square: int) -> str:
    return f"the {piece_word(state.cells[square])} on {state.board.name(square)}"


def start(state: FallacyState) -> str:
    corners = "; ".join(f"{name} ({' and '.join(s.name for s in suits)}) {place}"
                        for name, suits, place in zip(state.players, state.rules.suits,
                                                      state.board.places))
    return f"The empty board. Corners: {corners}."


def describe(before: FallacyState, move, after: FallacyState) -> str:
    name = before.players[before.to_act()]
    kind, to = type(move), before.board.name
    fought = after.battles[len(before.battles):]
    if kind is Place:
        word = piece_word(move.piece)
        if word == "pawn":
            return f"{name} places a pawn on {to(move.square)}."
        return f"{name} places {'an' if word == 'Ace' else 'a'} {word} on {to(move.square)}, " \
               "value side down."
    if kind is Recover:
        return f"{name} discards a Null tile to take the {move.coin.name} back into hand."
    if kind is Boost:
        boost = ("adds no boost" if not move.rank else
                 f"boosts with the {move.coin.name}, adding {move.rank}" if move.coin else
                 f"boosts with {_tile(move.rank)}")
        text = f"{name} {boost}, in secret"
        if fought:
            return f"{text}; both boosts are shown. {fought[0]}"
        return f"{text}; the other side chooses next."
    if kind in (Step, TileMove):
        if kind is Step:
            text = f"{name} moves {_piece(before, move.src)} to {to(move.dst)}"
        elif move.rank == 1:
            text = (f"{name} discards an Ace tile to teleport {_piece(before, move.src)} "
                    f"to {to(move.dst)}")
        else:
            text = (f"{name} discards {_tile(move.rank)} to move {_piece(before, move.src)} "
                    f"to {to(move.dst)}")
        if fought:
            return f"{text}: {fought[0]}" if kind is TileMove else str(fought[0])
        if move.attack:
            defender = before.players[before.owner[move.dst]]
            return (f"{text}, attacking {defender}'s {piece_word(before.cells[move.dst])}; "
                    "both now choose a boost in secret.")
        return text + "."
    return f"{name} has no legal move and passes."


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
