"""The Tabletop Croquet turn: one class per kind of move, in the order of a turn.

* :class:`PlaceCoin`: a first turn starts by putting the coin down by the left endpost; after a
  hit the coin may be moved next to the coin it hit;
* :class:`FlickCoin`: flick your coin, or a coin you have just hit;
* :class:`Rover` (team play): a coin that has passed the last wicket may become a rover;
* :class:`Home` (team play): flick a rover at the left endpost to finish it.

Which kinds each :class:`~.phases.Phase` allows is :data:`TURNS`. Moves are tuples led by their
kind's name: ``("place", x, y)``, ``("flick", coin, direction, strength)``, ``("home", coin,
direction, strength)`` and :data:`ROVER`. The move space is continuous (any direction, any
strength, any spot), so each kind lists a coarse sample of its moves and the random player
draws from the whole space (:class:`CroquetTurns`).

>>> from games.croquet import new_game
>>> game = new_game("Ann", "Ben")
>>> game.why_illegal(("flick", 0, 0.0, 3.0))
"Ann's first turn starts by placing the coin within one tile width of the left endpost, \
between it and wicket 1 (place X Y)"
>>> game.play("place 1 0")
>>> game.why_illegal(game.parse_move("place 1 0.5"))
'Ann may place the coin only at the start of their first turn, or next to a coin it has just hit'
>>> game.parse_move("jump")
Traceback (most recent call last):
...
games.core.errors.UserError: not a move: write 'place X Y', 'flick DIRECTION STRENGTH' or \
'flick NAME DIRECTION STRENGTH', 'rover', or 'home NAME DIRECTION STRENGTH'
"""

from __future__ import annotations

import math
import random
import re
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove, UserError
from ..core.turns import GAME_OVER, NOT_THIS, MoveKind, TurnTable
from .course import COIN, RADIUS
from .flicks import account, flicks_text, num
from .phases import Phase, Status
from .physics import STRENGTH, simulate

if TYPE_CHECKING:
    from .rules import CroquetState

#: The move that declares the player's coin a rover.
ROVER = ("rover",)
_NUMBER = r"(-?[0-9]+(?:\.[0-9]+)?)"
_WHO = r"(?:([A-Za-z][\w'-]*)\s+)?"
_PLACE = re.compile(rf"^place\s+{_NUMBER}\s+{_NUMBER}$", re.IGNORECASE)


class _Tagged(MoveKind):
    """A kind whose moves are tuples led by its name."""

    def owns(self, move: object) -> bool:
        return isinstance(move, tuple) and len(move) > 0 and move[0] == self.name

    def not_now(self, state: CroquetState, move: Any) -> str:
        return (f"{state.players[state.turn]}'s first turn starts by placing the coin within "
                "one tile width of the left endpost, between it and wicket 1 (place X Y)")


class PlaceCoin(_Tagged):
    """Put your coin down: on your first turn, within one tile width of the left endpost and
    between it and wicket 1; after a hit, instead of carrying on, within one coin width of a
    coin it hit (the coin may then be flicked at once). The coin must lie wholly on the table,
    on no tile and on no other coin."""

    name, notation = "place", "'place X Y'"

    def parse(self, state: CroquetState, text: str) -> Any:
        match = _PLACE.match(text)
        return ("place", float(match.group(1)), float(match.group(2))) if match else NOT_THIS

    def text(self, state: CroquetState, move: Any) -> str:
        return f"place {num(move[1])} {num(move[2])}"

    def not_now(self, state: CroquetState, move: Any) -> str:
        name = state.players[state.turn]
        if state.phase == Phase.PLACED:
            return f"{name}'s coin has already been moved next to the coin it hit"
        return (f"{name} may place the coin only at the start of their first turn, or next "
                "to a coin it has just hit")

    def why_not(self, state: CroquetState, move: Any) -> str | None:
        x, y = move[1], move[2]
        name, course = state.players[state.turn], state.course
        if state.phase == Phase.START:
            post_x = course.endposts["left"][0]
            if not (x > post_x + 0.5 and x < course.wickets[1].x
                    and course.near_endpost(x, y) - RADIUS <= 1 + 1e-9):
                return (f"{name}'s coin must start within one tile width of the left endpost, "
                        f"between it and wicket 1 (not at ({num(x)}, {num(y)}))")
        elif not state.next_to_hit(x, y):
            hit = " or ".join(state.players[c] for c in state.pending)
            return (f"{name}'s coin may be moved only to within one coin width of the coin "
                    f"it hit ({hit}); ({num(x)}, {num(y)}) is too far")
        if not course.fits_on_table(x, y):
            return f"a coin at ({num(x)}, {num(y)}) would not lie wholly on the table"
        tile = course.blocking_tile(x, y)
        if tile:
            return f"a coin at ({num(x)}, {num(y)}) would lie on {course.tile_name(tile)}"
        for seat, p in state.on_table().items():
            if seat != state.turn and math.dist(p, (x, y)) < COIN - 1e-9:
                return f"a coin at ({num(x)}, {num(y)}) would lie on {state.players[seat]}'s coin"
        return None

    def apply(self, state: CroquetState, move: Any) -> None:
        seat, name = state.turn, state.players[state.turn]
        entry = state.begin(move)
        state.pos[seat] = (move[1], move[2])
        if state.phase == Phase.START:
            state.started[seat] = True
            state.phase = Phase.FLICK
            entry.lines.append(f"{name}: {entry.move} (start)")
            return
        state.beside = state.next_to_hit(move[1], move[2])
        state.phase = Phase.PLACED
        entry.lines.append(f"{name}: {entry.move} (next to "
                           f"{' and '.join(state.players[c] for c in state.beside)})")

    def moves(self, state: CroquetState) -> list[Any]:
        """At the start, a grid of spots by the left endpost; after a hit, a ring of eight spots
        round each coin hit."""
        if state.phase == Phase.START:
            x, y = state.course.endposts["left"]
            spots = [(x + 0.5 + RADIUS + 0.2 * i, y + 0.3 * j) for i in range(4)
                     for j in range(-3, 4)]
        else:
            spots = []
            for coin in state.pending:
                cx, cy = state.position(coin)
                for k in range(8):
                    a = k * math.pi / 4
                    spots.append((cx + 1.5 * COIN * math.cos(a), cy + 1.5 * COIN * math.sin(a)))
        return [("place", *p) for p in spots if not self.why_not(state, ("place", *p))]


def aim_fault(move: Any) -> str | None:
    """Why a flick's direction or strength is out of range, or None."""
    direction, strength = move[2], move[3]
    if not 0 <= direction < 360:
        return f"a direction is 0 to 360 degrees (not {num(direction)})"
    low, high = STRENGTH
    if not low <= strength <= high:
        return (f"a strength is {num(low)} to {num(high)} tile widths of sliding "
                f"(not {num(strength)})")
    return None


def flick(state: CroquetState, move: Any) -> None:
    """Spend a flick on ``move`` (a flick or a home flick) and account for what it did."""
    kind, coin = move[0], move[1]
    seat, name = state.turn, state.players[state.turn]
    entry = state.begin(move)
    state.flicks -= 1
    entry.flicked = coin
    what = " (sending the rover home)" if kind == Home.name else ""
    entry.lines.append(f"{name}: {entry.move}{what} ({flicks_text(state.flicks)} left)")
    outcome = simulate(state.course, state.on_table(), coin, move[2], move[3])
    entry.outcome = outcome
    state.phase, state.pending, state.beside = Phase.FLICK, (), ()
    if kind == Home.name:
        state.home_tries.add(coin)
    account(state, entry, outcome, kind == FlickCoin.name and coin == seat,
            coin if kind == Home.name else None)
    if state.over:
        return
    if state.flicks <= 0 or not state.in_play(seat):
        state.next_turn(entry)


def _flick_text(state: CroquetState, move: Any) -> str:
    who = "" if move[0] == FlickCoin.name and move[1] == state.turn \
        else f"{state.players[move[1]]} "
    return f"{move[0]} {who}{num(move[2])} {num(move[3])}"


#: Directions (every 30 degrees) and strengths of the flicks :meth:`FlickCoin.moves` lists.
DIRECTIONS, STRENGTHS = tuple(float(d) for d in range(0, 360, 30)), (1.0, 3.0, 6.0, 12.0)


class FlickCoin(_Tagged):
    """Flick your own coin, or, right after a hit, the coin hit (after moving next to it, only
    that coin): a direction from 0 to 360 degrees and a strength in tile widths of sliding.
    Each flick uses one of the turn's flicks; what it earns is :mod:`.flicks`."""

    name = "flick"
    notation = "'flick DIRECTION STRENGTH' or 'flick NAME DIRECTION STRENGTH'"
    _pattern = re.compile(rf"^flick\s+{_WHO}{_NUMBER}\s+{_NUMBER}$", re.IGNORECASE)

    def parse(self, state: CroquetState, text: str) -> Any:
        match = self._pattern.match(text)
        if not match:
            return NOT_THIS
        who = match.group(1)
        seat = state.rules.seat(who) if who else state.turn
        return (self.name, seat, float(match.group(2)), float(match.group(3)))

    def text(self, state: CroquetState, move: Any) -> str:
        return _flick_text(state, move)

    def why_not(self, state: CroquetState, move: Any) -> str | None:
        fault = aim_fault(move)
        if fault or move[1] in state.flickable():
            return fault
        name, other = state.players[state.turn], state.players[move[1]]
        if state.phase == Phase.PLACED and move[1] in state.pending:
            return (f"{name}'s coin was placed next to "
                    f"{' and '.join(state.players[c] for c in state.beside)}, so only that coin "
                    "may be flicked now")
        return (f"{name} may flick only their own coin, or a coin they have just hit "
                f"({other}'s coin was not hit by {name}'s last flick)")

    def apply(self, state: CroquetState, move: Any) -> None:
        flick(state, move)

    def moves(self, state: CroquetState) -> list[Any]:
        return [(self.name, coin, d, s) for coin in state.flickable() for d in DIRECTIONS
                for s in STRENGTHS]


class Rover(_Tagged):
    """Team play: once your coin has passed the last wicket, instead of going for the endpost
    it may become a rover, which helps its team (once a turn for each wicket and each coin)."""

    name, notation = "rover", "'rover'"

    def parse(self, state: CroquetState, text: str) -> Any:
        return ROVER if text.lower() == "rover" else NOT_THIS

    def text(self, state: CroquetState, move: Any) -> str:
        return "rover"

    def why_not(self, state: CroquetState, move: Any) -> str | None:
        name, seat = state.players[state.turn], state.turn
        if not state.rules.teams:
            return "rovers belong to team play"
        if state.status[seat] == Status.ROVER:
            return f"{name}'s coin is a rover already"
        if state.phase != Phase.FLICK:
            return f"{name} must first settle the hit ({state.options_text()})"
        target = state.target(seat)
        if state.progress[seat] != len(state.course.order) - 1 or target is None:
            label = target.label if target else "none"
            return (f"a coin becomes a rover only after passing the last wicket; {name}'s next "
                    f"target is {label}")
        return None

    def apply(self, state: CroquetState, move: Any) -> None:
        seat, name = state.turn, state.players[state.turn]
        entry = state.begin(move)
        state.status[seat] = Status.ROVER
        entry.lines.append(f"{name}: rover ({name}'s coin now helps the team)")

    def moves(self, state: CroquetState) -> list[Any]:
        return [] if self.why_not(state, ROVER) else [ROVER]


class Home(_Tagged):
    """Team play: flick any rover (yours, a teammate's or an opponent's) at the left endpost;
    if it hits it, the rover completes the course. Once a turn for each rover, and a home flick
    earns nothing for anyone."""

    name, notation = "home", "'home NAME DIRECTION STRENGTH'"
    _pattern = re.compile(rf"^home\s+{_WHO}{_NUMBER}\s+{_NUMBER}$", re.IGNORECASE)

    def parse(self, state: CroquetState, text: str) -> Any:
        match = self._pattern.match(text)
        if not match:
            return NOT_THIS
        if not match.group(1):
            raise UserError("'home' names the rover to send: home NAME DIRECTION STRENGTH")
        return (self.name, state.rules.seat(match.group(1)), float(match.group(2)),
                float(match.group(3)))

    def text(self, state: CroquetState, move: Any) -> str:
        return _flick_text(state, move)

    def why_not(self, state: CroquetState, move: Any) -> str | None:
        fault = aim_fault(move)
        if fault:
            return fault
        name, coin = state.players[state.turn], move[1]
        other = state.players[coin]
        if state.status[coin] != Status.ROVER:
            return f"only a rover can be sent home, and {other}'s coin is not one"
        if state.phase != Phase.FLICK:
            return f"{name} must first settle the hit ({state.options_text()})"
        if coin in state.home_tries:
            return f"{other}'s rover was already sent at the endpost this turn (once a turn)"
        return None

    def apply(self, state: CroquetState, move: Any) -> None:
        flick(state, move)

    def moves(self, state: CroquetState) -> list[Any]:
        """One home flick for each rover that may be sent: straight back, strength 6."""
        return [move for seat, status in enumerate(state.status) if status == Status.ROVER
                if not self.why_not(state, move := (self.name, seat, 180.0, 6.0))]


class CroquetTurns(TurnTable):
    """The table, with the random player of the continuous move space: at the start a uniform
    spot in the area by the left endpost; then, three times in ten, a random other legal kind
    of move (a uniform direction and strength for a flick of a hit coin or a home flick), else
    a flick of the player's own coin in a uniform direction with a strength from 0.5 to 15."""

    def sample(self, state: CroquetState, rng: random.Random) -> Any:
        if state.is_terminal():
            raise IllegalMove(GAME_OVER)
        if state.phase == Phase.START:
            x, y = state.course.endposts["left"]
            while True:
                spot = (rng.uniform(x + 0.5, x + 1.5 + RADIUS), rng.uniform(y - 1.5, y + 1.5))
                if not self.why_illegal(state, ("place", *spot)):
                    return ("place", *spot)
        own = FlickCoin.name
        kinds = [m for m in self.legal(state) if m[0] != own or m[1] != state.turn]
        if kinds and rng.random() < 0.3:
            move = kinds[rng.randrange(len(kinds))]
            if move[0] in (own, Home.name):
                return (move[0], move[1], rng.uniform(0, 360), rng.uniform(*STRENGTH))
            return move
        return (own, state.turn, rng.uniform(0, 360), rng.uniform(0.5, 15.0))


#: The kinds of move, and those each phase of the turn allows (in the order they are listed).
TURNS = CroquetTurns(
    PlaceCoin(), FlickCoin(), Rover(), Home(),
    phases={Phase.START: ("place",), Phase.FLICK: ("flick", "rover", "home"),
            Phase.OPTION: ("flick", "place", "rover", "home"),
            Phase.PLACED: ("flick", "rover", "home")})

__all__ = ["ROVER", "TURNS", "FlickCoin", "Home", "PlaceCoin", "Rover"]
