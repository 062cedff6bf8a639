"""The Tabletop Croquet turn: where a turn is (:class:`Phase`), and one class per kind of move,
in the order of a turn.

* :class:`PlaceKind`: a first turn starts by putting the coin down by the left endpost; after a
  hit the coin may be moved next to the coin it hit;
* :class:`FlickKind`: flick your coin, or a coin you have just hit;
* :class:`RoverKind` (team play): a coin that has passed the last wicket may become a rover;
* :class:`HomeKind` (team play): flick a rover at the left endpost to finish it.

Which kinds each :class:`Phase` allows is :data:`TURNS`. The moves are the values of
:mod:`.moves`. The move space is continuous (any direction, any strength, any spot), so each
kind lists a coarse sample of its moves and the random player draws from the whole space
(:class:`Turns`). Each rule a kind refuses by, and each first line it writes in the account of
a move, is a :class:`~games.core.reasons.Rule` declared once beside the kind: a refusal is a
:class:`~games.core.reasons.Reason`, the record's sentence (``str``) and a player's
(``said()``), and each kind words its moves as tried (:meth:`Kind.tried`).

>>> from games.croquet import new_game
>>> game = new_game("Ann", "Ben")
>>> print(game.why_illegal(Flick(0, 0.0, 3.0)))
Ann's first turn starts by placing the coin within one tile width of the left endpost, between \
it and wicket 1 (place X Y)
>>> game.why_illegal(Flick(0, 0.0, 3.0)).said()
"Ann's first turn starts by placing the coin within one tile width of the left endpost, \
between it and wicket 1"
>>> game.play("place 1 0")
>>> print(game.why_illegal(game.parse_move("place 1 0.5")))
Ann may place the coin only at the start of their first turn, or next to a coin it has just hit
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
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.errors import IllegalMove, UserError
from ..core.reasons import Reason, Rule
from ..core.turns import GAME_OVER, NOT_THIS, MoveKind, TurnTable, WordKind
from .course import COIN, RADIUS, num
from .flicks import STOPS, TO_PLAY, account, flicks_text
from .moves import ROVER, Aimed, Flick, Home, Place, Rover
from .physics import STRENGTH, simulate
from .players import Status
from .words import Spot, aim, strength, way, where

if TYPE_CHECKING:
    from .rules import CroquetState


class Phase(StrEnum):
    """The moment of the turn, which decides the moves allowed. A string enum: a member equals
    its plain word (``Phase.OPTION == "option"``), so scripts that compare words still read
    the same."""

    START = "start"  # a first turn: the coin is placed by the left endpost
    FLICK = "flick"  # flicks to make, nothing to settle
    OPTION = "option"  # the last flick hit coins: the choice of what to do about them
    PLACED = "placed"  # the coin was moved next to a coin it hit: that coin may be flicked


_NUMBER = r"(-?[0-9]+(?:\.[0-9]+)?)"
_WHO = r"(?:([A-Za-z][\w'-]*)\s+)?"
_PLACE = re.compile(rf"^place\s+{_NUMBER}\s+{_NUMBER}$", re.IGNORECASE)


#: Every phase but the start allows every kind but the place: any other kind is refused at the
#: start because the coin must first be put down.
START_FIRST = Rule("start-first", "{name}'s first turn starts by placing the coin within one "
                   "tile width of the left endpost, between it and wicket 1 (place X Y)",
                   words="{name}'s first turn starts by placing the coin within one tile width "
                   "of the left endpost, between it and wicket 1")
#: A rover or a home flick waits until the hit the last flick made is settled.
SETTLE_FIRST = Rule("settle-first", "{name} must first settle the hit ({options})")


class Kind(MoveKind):
    """What the kinds of Tabletop Croquet share: a kind not allowed now is refused because the
    player must first place the coin (every phase but the start allows every other kind), and
    each kind tells its moves in a player's words (:meth:`tried`, :meth:`describe`)."""

    def not_now(self, state: CroquetState, move: Any) -> Reason:
        return START_FIRST(name=state.players[state.turn])

    def tried(self, state: CroquetState, move: Any) -> str:
        """``move`` in a player's words as tried from ``state`` (legal or not), without what it
        did."""
        raise NotImplementedError(self.name)

    def describe(self, before: CroquetState, move: Any, after: CroquetState) -> str:
        return self.tried(before, move) + "."


#: Where a coin may be put down, and the account's first line for it. A coin is put down at
#: the start of its player's first turn, or next to a coin it has just hit ...
ONLY_START_OR_HIT = Rule("only-start-or-hit", "{name} may place the coin only at the start of "
                         "their first turn, or next to a coin it has just hit")
#: ... once for that hit ...
MOVED_ALREADY = Rule("moved-already", "{name}'s coin has already been moved next to the coin it "
                     "hit")
#: ... at the start, within one tile width of the left endpost, towards wicket 1 ...
START_SPOT = Rule("start-spot", "{name}'s coin must start within one tile width of the left "
                  "endpost, between it and wicket 1 (not {spot})")
#: ... after a hit, within one coin width of the coin hit ...
TOO_FAR = Rule("too-far", "{name}'s coin may be moved only to within one coin width of the coin "
               "it hit ({hit}); ({x}, {y}) is too far",
               words="{name}'s coin may be moved only to within one coin width of the coin it "
               "hit ({hit}); that is too far")
#: ... and always wholly on the table, on no tile and on no other coin.
OFF_TABLE = Rule("off-table", "a coin {spot} would not lie wholly on the table",
                 words="a coin there would not lie wholly on the table")
ON_TILE = Rule("on-tile", "a coin {spot} would lie on {tile}",
               words="a coin there would lie on {tile}")
ON_COIN = Rule("on-coin", "a coin {spot} would lie on {owner}'s coin",
               words="a coin there would lie on {owner}'s coin")
#: The account's line for a coin put down.
STARTED = Rule("started", "{name}: {move} (start)")
MOVED_NEXT_TO = Rule("moved-next-to", "{name}: {move} (next to {hit})")


class PlaceKind(Kind):
    """Put your coin down: on your first turn, within one tile width of the left endpost and
    between it and wicket 1; after a hit, instead of carrying on, within one coin width of a
    coin it hit (the coin may then be flicked at once). The coin must lie wholly on the table,
    on no tile and on no other coin."""

    name, notation, move_type = "place", "'place X Y'", Place

    def parse(self, state: CroquetState, text: str) -> Any:
        match = _PLACE.match(text)
        return Place(float(match.group(1)), float(match.group(2))) if match else NOT_THIS

    def text(self, state: CroquetState, move: Place) -> str:
        return f"place {num(move.x)} {num(move.y)}"

    def not_now(self, state: CroquetState, move: Any) -> Reason:
        name = state.players[state.turn]
        if state.phase == Phase.PLACED:
            return MOVED_ALREADY(name=name)
        return ONLY_START_OR_HIT(name=name)

    def why_not(self, state: CroquetState, move: Place) -> Reason | None:
        x, y = move
        name, course, spot = state.players[state.turn], state.course, Spot(state.course, *move)
        if state.phase == Phase.START:
            post_x = course.endposts["left"][0]
            if not (x > post_x + 0.5 and x < course.wickets[1].x
                    and course.near_endpost(x, y) - RADIUS <= 1 + 1e-9):
                return START_SPOT(name=name, spot=spot)
        elif not state.next_to_hit(x, y):
            hit = " or ".join(state.players[c] for c in state.pending)
            return TOO_FAR(name=name, hit=hit, x=num(x), y=num(y))
        if not course.fits_on_table(x, y):
            return OFF_TABLE(spot=spot)
        tile = course.blocking_tile(x, y)
        if tile:
            return ON_TILE(spot=spot, tile=course.tile_name(tile))
        for seat, p in state.on_table().items():
            if seat != state.turn and math.dist(p, (x, y)) < COIN - 1e-9:
                return ON_COIN(spot=spot, owner=state.players[seat])
        return None

    def apply(self, state: CroquetState, move: Place) -> None:
        seat, name = state.turn, state.players[state.turn]
        entry = state.begin(move)
        state.pos[seat] = (move.x, move.y)
        if state.phase == Phase.START:
            state.started[seat] = True
            state.phase = Phase.FLICK
            entry.head = STARTED(name=name, move=entry.move)
            return
        state.beside = entry.beside = state.next_to_hit(move.x, move.y)
        state.phase = Phase.PLACED
        entry.head = MOVED_NEXT_TO(name=name, move=entry.move,
                                   hit=" and ".join(state.players[c] for c in state.beside))

    def tried(self, state: CroquetState, move: Place) -> str:
        """Where the coin is put: at the start by the nearest wicket or endpost; after a hit, by
        the coin hit it lies nearest.

        >>> from games.croquet import new_game
        >>> PLACE.tried(new_game("Ann", "Ben"), Place(1, 0))
        'Ann starts with the coin 1 tile width to the right of the left endpost'
        """
        name, (x, y) = state.players[state.turn], move
        if state.phase == Phase.START:
            return f"{name} starts with the coin {where(state.course, x, y)}"
        if state.pending:
            coin = min(state.pending, key=lambda c: math.dist(state.position(c), (x, y)))
            cx, cy = state.position(coin)
            gap = (math.dist((cx, cy), (x, y)) - COIN) / COIN
            other = f"{state.players[coin]}'s coin"
            if gap < 0:
                return f"{name} moves the coin onto {other}"
            side = way(math.degrees(math.atan2(y - cy, x - cx)))
            return (f"{name} moves the coin {num(round(gap, 1))} coin widths {side} of {other}"
                    if round(gap, 1) != 0 else f"{name} moves the coin against {other}, {side}")
        return f"{name} moves the coin {where(state.course, x, y)}"

    def describe(self, before: CroquetState, move: Place, after: CroquetState) -> str:
        if before.phase == Phase.START:
            return self.tried(before, move) + "."
        hit = " and ".join(after.players[c] for c in after.beside)
        return (f"{before.players[before.turn]} moves the coin next to {hit}'s, "
                f"{where(before.course, *move)}.")

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
        return [Place(*p) for p in spots if not self.why_not(state, Place(*p))]


#: A flick's aim out of range, and the account's first line for a flick.
DIRECTION = Rule("direction", "a direction is 0 to 360 degrees (not {direction})")
STRENGTH_RANGE = Rule("strength", "a strength is {low} to {high} tile widths of sliding "
                      "(not {strength})")
FLICKED = Rule("flicked", "{name}: {move} ({left} left)")


class AimKind(Kind):
    """What the two flicks share (:class:`FlickKind`, :class:`HomeKind`): a coin, a direction
    from 0 to 360 degrees and a strength in tile widths of sliding, written ``NAME DIRECTION
    STRENGTH`` after the kind's name; each uses one of the turn's flicks, and what it earns is
    :mod:`.flicks`."""

    move_type: ClassVar[type[Flick] | type[Home]]

    def __init__(self) -> None:
        self._pattern = re.compile(rf"^{self.name}\s+{_WHO}{_NUMBER}\s+{_NUMBER}$",
                                   re.IGNORECASE)

    def parse(self, state: CroquetState, text: str) -> Any:
        match = self._pattern.match(text)
        if not match:
            return NOT_THIS
        return self.move_type(self.coin_named(state, match.group(1)), float(match.group(2)),
                              float(match.group(3)))

    def coin_named(self, state: CroquetState, who: str | None) -> int:
        """The coin a flick's text names (``who``: the name written, if any)."""
        return state.rules.seat(who) if who else state.turn

    def text(self, state: CroquetState, move: Aimed) -> str:
        who = "" if self.own(state, move) else f"{state.players[move.coin]} "
        return f"{self.name} {who}{num(move.direction)} {num(move.strength)}"

    def own(self, state: CroquetState, move: Aimed) -> bool:
        """Whether ``move`` flicks the player's own coin as a plain flick (its text names no
        coin, and it may earn)."""
        return False

    def phrase(self, name: str, other: str | None, towards: str, hard: str) -> str:
        """A flick by ``name`` of ``other``'s coin (None: their own) in words, aimed
        ``towards`` and as ``hard`` as the words given."""
        raise NotImplementedError(self.name)

    def tried(self, state: CroquetState, move: Aimed) -> str:
        """The flick by where it is aimed and how hard (:func:`~.words.aim`)."""
        other = None if move.coin == state.turn else state.players[move.coin]
        return self.phrase(state.players[state.turn], other,
                           aim(state, move.coin, move.direction), strength(move.strength))

    def describe(self, before: CroquetState, move: Aimed, after: CroquetState) -> str:
        """The flick, then what it did (where the coins stopped only if nothing else
        happened)."""
        events = [event for event in after.log[-1].events if event.rule != TO_PLAY]
        happened = [event for event in events if event.rule != STOPS]
        said = "; ".join(event.said() for event in happened or events)
        return f"{self.tried(before, move)}: {said}."

    def aim_fault(self, move: Aimed) -> Reason | None:
        """Why a flick's direction or strength is out of range, or None."""
        if not 0 <= move.direction < 360:
            return DIRECTION(direction=num(move.direction))
        low, high = STRENGTH
        if not low <= move.strength <= high:
            return STRENGTH_RANGE(low=num(low), high=num(high), strength=num(move.strength))
        return None

    def apply(self, state: CroquetState, move: Aimed) -> None:
        """Spend a flick on ``move`` and account for what it did."""
        home = isinstance(move, Home)
        seat, name = state.turn, state.players[state.turn]
        entry = state.begin(move)
        state.flicks -= 1
        entry.flicked, entry.left = move.coin, state.flicks
        entry.head = (SENT_HOME if home else FLICKED)(name=name, move=entry.move,
                                                      left=flicks_text(state.flicks))
        outcome = simulate(state.course, state.on_table(), move.coin, move.direction,
                           move.strength)
        entry.outcome = outcome
        state.phase, state.pending, state.beside = Phase.FLICK, (), ()
        if home:
            state.home_tries.add(move.coin)
        account(state, entry, outcome, self.own(state, move), move.coin if home else None)
        if state.pending:
            state.phase = Phase.OPTION
        if state.over:
            return
        if state.flicks <= 0 or not state.in_play(seat):
            state.next_turn(entry)


#: Directions (every 30 degrees) and strengths of the flicks :meth:`FlickKind.moves` lists.
DIRECTIONS, STRENGTHS = tuple(float(d) for d in range(0, 360, 30)), (1.0, 3.0, 6.0, 12.0)


#: Whose coins a flick may send.
PLACED_ONLY = Rule("placed-only", "{name}'s coin was placed next to {beside}, so only that coin "
                   "may be flicked now")
NOT_HIT = Rule("not-hit", "{name} may flick only their own coin, or a coin they have just hit "
               "({other}'s coin was not hit by {name}'s last flick)")


class FlickKind(AimKind):
    """Flick your own coin, or, right after a hit, the coin hit (after moving next to it, only
    that coin): a direction from 0 to 360 degrees and a strength in tile widths of sliding.
    Each flick uses one of the turn's flicks; what it earns is :mod:`.flicks`."""

    name, move_type = "flick", Flick
    notation = "'flick DIRECTION STRENGTH' or 'flick NAME DIRECTION STRENGTH'"

    def own(self, state: CroquetState, move: Aimed) -> bool:
        return move.coin == state.turn

    def why_not(self, state: CroquetState, move: Flick) -> Reason | None:
        fault = self.aim_fault(move)
        if fault or move.coin in state.flickable():
            return fault
        name, other = state.players[state.turn], state.players[move.coin]
        if state.phase == Phase.PLACED and move.coin in state.pending:
            return PLACED_ONLY(name=name,
                               beside=" and ".join(state.players[c] for c in state.beside))
        return NOT_HIT(name=name, other=other)

    def phrase(self, name: str, other: str | None, towards: str, hard: str) -> str:
        whose = f"{other}'s coin" if other else "the coin"
        return f"{name} flicks {whose} {towards}, {hard}"

    def moves(self, state: CroquetState) -> list[Any]:
        return self.of_coins(state.flickable())

    def of_coins(self, coins: list[int]) -> list[Any]:
        """The flicks :meth:`moves` lists for ``coins``."""
        return [Flick(coin, d, s) for coin in coins for d in DIRECTIONS for s in STRENGTHS]


#: When a coin may become a rover, and the account's line for it.
TEAM_PLAY_ONLY = Rule("team-play-only", "rovers belong to team play")
ROVER_ALREADY = Rule("rover-already", "{name}'s coin is a rover already")
AFTER_LAST_WICKET = Rule("after-last-wicket", "a coin becomes a rover only after passing the "
                         "last wicket; {name}'s next target is {label}")
DECLARED = Rule("declared", "{name}: rover ({name}'s coin now helps the team)")


class RoverKind(WordKind, Kind):
    """Team play: once your coin has passed the last wicket, instead of going for the endpost
    it may become a rover, which helps its team (once a turn for each wicket and each coin)."""

    name, notation, move_type, move = "rover", "'rover'", Rover, ROVER

    def why_not(self, state: CroquetState, move: Rover) -> Reason | None:
        name, seat = state.players[state.turn], state.turn
        if not state.rules.teams:
            return TEAM_PLAY_ONLY()
        if state.status[seat] == Status.ROVER:
            return ROVER_ALREADY(name=name)
        if state.phase != Phase.FLICK:
            return SETTLE_FIRST(name=name, options=state.options_text())
        target = state.target(seat)
        if state.progress[seat] != len(state.course.order) - 1 or target is None:
            return AFTER_LAST_WICKET(name=name, label=target.label if target else "none")
        return None

    def apply(self, state: CroquetState, move: Rover) -> None:
        seat, name = state.turn, state.players[state.turn]
        entry = state.begin(move)
        state.status[seat] = Status.ROVER
        entry.head = DECLARED(name=name)

    #: What a rover does, said after the move.
    effect = "it now helps the team"

    def tried(self, state: CroquetState, move: Rover) -> str:
        return f"{state.players[state.turn]} declares the coin a rover"

    def describe(self, before: CroquetState, move: Rover, after: CroquetState) -> str:
        return f"{self.tried(before, move)}: {self.effect}."

    def moves(self, state: CroquetState) -> list[Any]:
        return [] if self.why_not(state, ROVER) else [ROVER]


#: Which rovers may be sent home, and the account's first line for a home flick.
ONLY_ROVERS_HOME = Rule("only-rovers-home", "only a rover can be sent home, and {other}'s coin "
                        "is not one")
SENT_ALREADY = Rule("sent-already", "{other}'s rover was already sent at the endpost this turn "
                    "(once a turn)")
SENT_HOME = Rule("sent-home", "{name}: {move} (sending the rover home) ({left} left)")


class HomeKind(AimKind):
    """Team play: flick any rover (yours, a teammate's or an opponent's) at the left endpost;
    if it hits it, the rover completes the course. Once a turn for each rover, and a home flick
    earns nothing for anyone."""

    name, notation, move_type = "home", "'home NAME DIRECTION STRENGTH'", Home

    def coin_named(self, state: CroquetState, who: str | None) -> int:
        if not who:
            raise UserError("'home' names the rover to send: home NAME DIRECTION STRENGTH")
        return state.rules.seat(who)

    def why_not(self, state: CroquetState, move: Home) -> Reason | None:
        fault = self.aim_fault(move)
        if fault:
            return fault
        name, coin = state.players[state.turn], move.coin
        other = state.players[coin]
        if state.status[coin] != Status.ROVER:
            return ONLY_ROVERS_HOME(other=other)
        if state.phase != Phase.FLICK:
            return SETTLE_FIRST(name=name, options=state.options_text())
        if coin in state.home_tries:
            return SENT_ALREADY(other=other)
        return None

    def phrase(self, name: str, other: str | None, towards: str, hard: str) -> str:
        whose = f"{other}'s" if other else "the"
        return f"{name} sends {whose} rover home, {towards}, {hard}"

    def listed(self, seat: int) -> Home:
        """The home flick :meth:`moves` lists for ``seat``'s rover: straight back, strength 6."""
        return Home(seat, 180.0, 6.0)

    def moves(self, state: CroquetState) -> list[Any]:
        """One home flick (:meth:`listed`) for each rover that may be sent."""
        return [move for seat, status in enumerate(state.status) if status == Status.ROVER
                if not self.why_not(state, move := self.listed(seat))]

    def candidates(self, state: CroquetState) -> list[Any]:
        """The home flick of :meth:`listed` for every coin, rover or not."""
        return [self.listed(seat) for seat in range(len(state.players))]


class Turns(TurnTable):
    """The table, with the random player of the continuous move space: at the start a uniform
    spot in the area by the left endpost; then, three times in ten, a random other legal kind
    of move (a uniform direction and strength for a flick of a hit coin or a home flick), else
    a flick of the player's own coin in a uniform direction with a strength from 0.5 to 15."""

    def of(self, move: Any) -> Kind:
        """The kind of ``move`` (a UserError if it is not a move of the game)."""
        kind = self.kind_of(move)
        if not isinstance(kind, Kind):
            raise UserError(f"{move!r} is not a move of this game")
        return kind

    def sample(self, state: CroquetState, rng: random.Random) -> Any:
        if state.is_terminal():
            raise IllegalMove(GAME_OVER)
        if state.phase == Phase.START:
            x, y = state.course.endposts["left"]
            while True:
                spot = Place(rng.uniform(x + 0.5, x + 1.5 + RADIUS), rng.uniform(y - 1.5, y + 1.5))
                if not self.why_illegal(state, spot):
                    return spot
        kinds = self.others(state)
        if kinds and rng.random() < 0.3:
            move = kinds[rng.randrange(len(kinds))]
            if isinstance(move, Aimed):
                return type(move)(move.coin, rng.uniform(0, 360), rng.uniform(*STRENGTH))
            return move
        return Flick(state.turn, rng.uniform(0, 360), rng.uniform(0.5, 15.0))

    def others(self, state: CroquetState) -> list[Any]:
        """The legal moves but the flicks of the player's own coin, in the order of
        :meth:`legal` (found without listing those flicks: the random player asks at every
        move)."""
        hit = [coin for coin in state.flickable() if coin != state.turn]
        return [m for kind in self.now(state)
                for m in (FLICK.of_coins(hit) if kind is FLICK else kind.moves(state))]


#: The kinds of move, declared once each.
PLACE, FLICK, ROVER_KIND, HOME = PlaceKind(), FlickKind(), RoverKind(), HomeKind()
#: The kinds of move, and those each phase of the turn allows (in the order they are listed).
TURNS = Turns(
    PLACE, FLICK, ROVER_KIND, HOME,
    phases={Phase.START: ("place",), Phase.FLICK: ("flick", "rover", "home"),
            Phase.OPTION: ("flick", "place", "rover", "home"),
            Phase.PLACED: ("flick", "rover", "home")})

__all__ = ["FLICK", "HOME", "PLACE", "ROVER_KIND", "TURNS", "AimKind", "FlickKind", "HomeKind",
           "Kind", "Phase", "PlaceKind", "RoverKind", "Turns"]
