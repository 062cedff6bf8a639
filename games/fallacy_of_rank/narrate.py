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
In wave 1 of the setup, Ann places the 3 of Suns on A7, value side down.
>>> game = new_game(2, limit=50)
>>> fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
...                    "M4 M4 Mn M2  Mp M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mp M5")
>>> for text in ["T2 C7-C5", "A4-A5", "C5xC4"]:
...     print(tell(game, narrate, text))
On turn 1, Ann discards a 2 tile to move the Ace of Suns from C7 to C5.
On turn 2, Ben moves the Ace of Moons from A4 to A5.
On turn 3, Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
>>> print(summary(game))
Turn 4: Ben to move. Pawns: Ann 2, Ben 1. Turns since a combat: 0 (a draw at 50).

A move as tried, allowed or not, is told by its kind (:meth:`.turn.Kind.tried`, another
player's coin named only as a coin: its value is hidden), a refusal by its rule:

>>> from games.fallacy_of_rank.turn import TURNS
>>> print(TURNS.tried(game, game.parse_move("Ta B3-A6")))
Ben discards an Ace tile to teleport the 5 of Moons from B3 to A6
>>> print(TURNS.tried(game, game.parse_move("T2 A5xC4")))
Ben discards a 2 tile to move the Ace of Moons from A5 onto C4, attacking Ann's coin there
>>> print(game.why_illegal(game.parse_move("A5-A7")).said())
A7 cannot be reached from A5: a move goes one square up, down, left or right

Everything else is said where it is made, too: a combat by its :class:`~.combat.Battle`
(:meth:`~.combat.Battle.said`), a boost's payment by the boost (:meth:`~.moves.Boost.paid`), a
combat waiting for boosts by what each player sees of it (:class:`~.views.CombatSeen`), a
variant by its own words (:meth:`~games.core.header.Variant.said`). Nothing here rewrites the
model's text.
"""

from __future__ import annotations

from ..core.words import number_word
from .armies import PER_WAVE, WAVES
from .rules import FallacyState


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
