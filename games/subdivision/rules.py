"""The Subdivision rules model: whose turn it is, where a pyramid may go, when the game ends.

On your turn you place one pyramid from your stash on an empty square:

* a 3-pip may not go Near (orthogonally or diagonally next to) a 3-pip of your own colour;
* a 1-pip must go Near a 1-pip or a 3-pip of another colour;
* a 2-pip may go on any empty square.

A player with no legal placement (or nothing left to place) passes. The game ends when every
pyramid is placed, or when every player has passed in a row. Moves are ``(pips, square)`` pairs;
``pips`` 0 places a park (Park Place-ment variant) and :data:`PASS` is a pass.

>>> game = new_game(players=2)
>>> game.play("R3@C2"); game.play("B3@B4")
>>> game.why_illegal(game.parse_move("R3@D2"))
'a 3-pip may not be placed Near another 3-pip of its own colour (Red 3-pip at C2)'
>>> game.why_illegal(game.parse_move("R1@E5"))
'a 1-pip must be placed Near a 1-pip or a 3-pip of another colour'
>>> game.play("R1@A5"); print(game.current_colour.name)
Blue
"""

from __future__ import annotations

import re

from ..core.components import Colour, Pyramid, colour_by_letter
from ..core.errors import UserError
from ..core.fields import Whole, looks_numeric
from ..core.protocol import GameState, Tally
from ..core.record import Record
from .board import PARK, Board, format_board
from .scoring import tally
from .sets import PLAYERS, Rules

PASS = None
PARK_MOVE = 0
_PLACE = re.compile(r"^([A-Za-z])([123])@([A-Za-z][0-9]+)$")
_PARK = re.compile(r"^park@([A-Za-z][0-9]+)$", re.IGNORECASE)


class SubdivisionState(GameState):
    """A Subdivision position and the turn; see the module text for the rules."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.grid = g = rules.grid
        self.players = tuple(c.name for c in rules.colours)
        self.cells: list = [None] * g.size
        for park in rules.parks:
            self.cells[park] = PARK
        per = rules.per_size
        self.stash = [[0, per, per, per] for _ in rules.colours]  # indexed by pips
        self.turn = 0
        self.passes = 0
        self.parks_left = rules.parks_to_place
        self.history: list = []
        self.order: list[int] = []
        # Counters kept up to date on every placement, so legality is a lookup:
        # own_threes[c][s]: 3-pips of seat c Near square s;
        # anchors[c][s]: 1-pips and 3-pips of seat c Near s; anchors_all[s]: of any colour.
        self.own_threes = [[0] * g.size for _ in rules.colours]
        self.anchors = [[0] * g.size for _ in rules.colours]
        self.anchors_all = [0] * g.size

    # -- the protocol --------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.is_terminal() else self.turn

    @property
    def current_colour(self) -> Colour:
        return self.rules.colours[self.turn]

    def is_terminal(self) -> bool:
        if self.passes >= len(self.players):
            return True
        return self.parks_left == 0 and not any(sum(s) for s in self.stash)

    def legal_moves(self) -> list:
        if self.is_terminal():
            return []
        empty = [s for s, cell in enumerate(self.cells) if cell is None]
        if self.parks_left:
            return [(PARK_MOVE, s) for s in empty]
        seat, stash = self.turn, self.stash[self.turn]
        moves = []
        if stash[1]:
            mine, every = self.anchors[seat], self.anchors_all
            moves += [(1, s) for s in empty if every[s] > mine[s]]
        if stash[2]:
            moves += [(2, s) for s in empty]
        if stash[3]:
            threes = self.own_threes[seat]
            moves += [(3, s) for s in empty if not threes[s]]
        return moves or [PASS]

    def why_illegal(self, move) -> str | None:
        if self.is_terminal():
            return "the game is over"
        colour, name = self.current_colour, self.grid.name
        if move is PASS:
            moves = self.legal_moves()
            if moves != [PASS]:
                return (f"{colour.name} may not pass while a legal placement exists "
                        f"(for example {self.move_text(moves[0])})")
            return None
        pips, square = move
        if pips == PARK_MOVE and not self.parks_left:
            return ("parks are placed only before play, in the Park Place-ment variant"
                    if "park-placement" in self.rules.variants
                    else "parks are placed as moves only in the Park Place-ment variant")
        if pips != PARK_MOVE and self.parks_left:
            return f"every park must be placed before the first pyramid ({self.parks_left} left)"
        cell = self.cells[square]
        if cell is not None:
            held = "a park" if cell == PARK else f"{cell.colour.name}'s {cell.pips}-pip"
            return f"{name(square)} is not empty: it holds {held}"
        if pips == PARK_MOVE:
            return None
        if not self.stash[self.turn][pips]:
            return f"{colour.name} has no {pips}-pip left to place"
        if pips == 3 and self.own_threes[self.turn][square]:
            near = next(n for n in self.grid.near[square]
                        if self.cells[n] == Pyramid(colour, 3))
            return ("a 3-pip may not be placed Near another 3-pip of its own colour "
                    f"({colour.name} 3-pip at {name(near)})")
        if pips == 1 and self.anchors_all[square] <= self.anchors[self.turn][square]:
            return "a 1-pip must be placed Near a 1-pip or a 3-pip of another colour"
        return None

    def apply(self, move) -> None:
        seat = self.turn
        self.history.append(move)
        self.turn = (seat + 1) % len(self.players)
        if move is PASS:
            self.passes += 1
            return
        pips, square = move
        if pips == PARK_MOVE:
            self.cells[square] = PARK
            self.parks_left -= 1
            return
        self.passes = 0
        self.cells[square] = Pyramid(self.rules.colours[seat], pips)
        self.stash[seat][pips] -= 1
        self.order.append(square)
        if pips != 2:
            anchors, threes = self.anchors[seat], self.own_threes[seat]
            for near in self.grid.near[square]:
                anchors[near] += 1
                self.anchors_all[near] += 1
                if pips == 3:
                    threes[near] += 1

    def tallies(self) -> list[Tally]:
        board = self.board()
        return [tally(board, c, self.rules.variants) for c in self.rules.colours]

    def to_text(self) -> str:
        return format_board(self.board())

    def board(self) -> Board:
        """The position as a :class:`Board` (a copy)."""
        return Board(self.grid, list(self.cells), list(self.order))

    def copy(self) -> SubdivisionState:
        other = object.__new__(SubdivisionState)
        other.__dict__.update(self.__dict__)
        for key in ("cells", "history", "order", "anchors_all"):
            setattr(other, key, list(getattr(self, key)))
        for key in ("stash", "own_threes", "anchors"):
            setattr(other, key, [list(row) for row in getattr(self, key)])
        return other

    # -- notation --------------------------------------------------------------------------
    def parse_move(self, text: str):
        """``R3@C2`` places a red 3-pip on C2; ``park@C3`` a park; ``pass`` passes."""
        text = text.strip()
        if text.lower() == "pass":
            return PASS
        match = _PARK.match(text)
        if match:
            return (PARK_MOVE, self.grid.index(match.group(1)))
        match = _PLACE.match(text)
        if not match:
            raise UserError("not a move: write a placement like R3@C2, park@C3 or pass")
        colour = colour_by_letter(match.group(1))
        if self.is_terminal():
            raise UserError("the game is over")
        if colour != self.current_colour:
            raise UserError(f"it is {self.current_colour.name}'s turn, not {colour.name}'s")
        return (int(match.group(2)), self.grid.index(match.group(3)))

    def move_text(self, move) -> str:
        if move is PASS:
            return "pass"
        pips, square = move
        if pips == PARK_MOVE:
            return f"park@{self.grid.name(square)}"
        return f"{self.current_colour.letter}{pips}@{self.grid.name(square)}"


def new_game(players=2, set_name: str = "standard", variants=(), parks=None) -> SubdivisionState:
    """A new game; see :meth:`Rules.make` for the arguments."""
    return SubdivisionState(Rules.make(players, set_name, variants, parks))


HEADER_KEYS = ("game", "title", "players", "set", "variant", "parks")


def state_from_record(record: Record) -> SubdivisionState:
    """The starting position a record's header describes.

    ``players:`` a count or colours in seat order (``red blue``); ``set:`` standard or 3house;
    ``variant:`` names separated by spaces or commas; ``parks:`` default, none, or squares.
    """
    record.check_keys(HEADER_KEYS, "Subdivision")
    count = Whole(PLAYERS.start, PLAYERS.stop - 1, "players")
    players = record.parsed("players", "2", lambda text: (
        count(text) if looks_numeric(text)
        else tuple(colour_by_letter(w) for w in text.replace(",", " ").split())))
    record.parsed("players", "", lambda _: Rules.make(players))
    set_name = record.get("set", "standard").lower()
    record.parsed("set", "", lambda _: Rules.make(2, set_name))
    variants = tuple(record.get("variant", "").replace(",", " ").split())
    record.parsed("variant", "", lambda _: Rules.make(2, "standard", variants))
    parks_text = record.get("parks", "default").strip().lower()
    parks = None if parks_text == "default" else (
        () if parks_text == "none" else tuple(parks_text.replace(",", " ").split()))
    rules = record.parsed("parks", "", lambda _: Rules.make(players, set_name, variants, parks))
    return SubdivisionState(rules)
