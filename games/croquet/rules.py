"""The Tabletop Croquet turn: flicks, what they earn, the four options after a hit, fouls, team
play with rovers, and Poison.

A turn starts with one flick. Passing your next wicket the right way earns one more, and so
does hitting the right endpost in order; hitting a coin you have not hit since your last
wicket or endpost earns two. After any hit you choose what to do about the coin hit (carry
on, move next to it, flick it, or both). Every flick earned must be used. Flicking your coin
off the table ends the turn. The first coin round the whole course and onto the left endpost
wins.

Moves, as written in records (directions in degrees, strengths and places in tile widths):
``place 1 0.2`` puts your coin down (at the start, or next to a coin you hit);
``flick 5 4`` flicks your coin; ``flick Ben 90 3`` flicks the coin you hit (Ben's);
``rover`` declares your coin a rover (team play); ``home Cat 180 6`` tries to send Cat's
rover onto the left endpost.

>>> game = new_game("Ann", "Ben")
>>> game.play("place 1 0")
>>> game.play("flick 0 6.5")
>>> print(game.log[-1])
Ann: flick 0 6.5 (0 flicks left)
  Ann passes wicket 1: +1, 1 flick left
  Ann passes wicket 2: +1, 2 flicks left
  Ann's coin stops at (7.5, 0)
>>> game.flicks, game.target(0).label
(2, 'wicket 3')
"""

from __future__ import annotations

import math
import re

from ..core.errors import UserError
from ..core.fields import Decimal, Whole
from ..core.protocol import GameState, Tally, TallyItem
from .course import COIN, RADIUS, Target
from .flicks import Entry, account, flicks_text, num
from .physics import STRENGTH, simulate
from .players import FACES, Rules

ROVER = ("rover",)
#: How each status reads in text.
STATUS = {"playing": "playing", "rover": "a rover", "out": "completed the course",
          "poison": "poison", "dead": "killed by poison"}
_NUMBER = r"(-?[0-9]+(?:\.[0-9]+)?)"
_PLACE = re.compile(rf"^place\s+{_NUMBER}\s+{_NUMBER}$", re.IGNORECASE)
_FLICK = re.compile(rf"^(flick|home)\s+(?:([A-Za-z][\w'-]*)\s+)?{_NUMBER}\s+{_NUMBER}$",
                    re.IGNORECASE)


class CroquetState(GameState):
    """A Tabletop Croquet position and the turn in progress; see the module text."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.course = rules.course
        self.players = rules.players
        n = len(self.players)
        self.pos: list[tuple[float, float] | None] = [None] * n
        self.started = [False] * n
        self.progress = [0] * n  # index of each coin's next target in the course order
        self.status = ["playing"] * n  # playing, rover, out (left the game), poison, dead
        self.turn = 0
        self.turn_number = 1
        self.turns = [0] * n  # turns each seat has begun
        self.turns[0] = 1
        self.flicks = 1
        self.phase = "start"  # start, flick, option (after a hit), placed (moved next to it)
        self.hit: set[int] = set()  # coins hit since the last wicket or endpost in order
        self.pending: tuple[int, ...] = ()  # coins hit by the last flick: the option's choice
        self.beside: tuple[int, ...] = ()  # the hit coins the player's coin was placed next to
        # What has earned this turn, for a rover's once-a-turn limits: the wickets passed for
        # a flick and the coins hit for two, before and after the rover was declared.
        self.earned_wickets: set[int] = set()
        self.earned_hits: set[int] = set()
        self.home_tries: set[int] = set()
        self.finished: list[int] = []  # seats in the order they completed the course
        self.winner_seats: list[int] = []
        self.over = False
        self.log: list[Entry] = []

    # -- what is where -------------------------------------------------------------------
    def target(self, seat: int) -> Target | None:
        """``seat``'s next target on the course (None once it has completed it)."""
        order = self.course.order
        return order[self.progress[seat]] if self.progress[seat] < len(order) else None

    def on_table(self) -> dict[int, tuple[float, float]]:
        """Every coin on the table, by seat."""
        return {s: p for s, p in enumerate(self.pos) if p is not None}

    def arrange(self, seat: int, x: float, y: float, progress: int | None = None) -> None:
        """Put ``seat``'s coin at (x, y) by hand, and optionally set how many course targets
        it has reached: for setting up examples and tests, not a move of the game."""
        self.pos[seat] = (float(x), float(y))
        self.started[seat] = True
        if progress is not None:
            self.progress[seat] = progress
        if seat == self.turn and self.phase == "start":
            self.phase = "flick"

    def in_play(self, seat: int) -> bool:
        """Whether ``seat`` still takes turns."""
        return self.status[seat] in ("playing", "rover", "poison")

    # -- the protocol --------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def legal_moves(self) -> list:
        """A coarse sample of the legal moves: the move space is continuous (any direction,
        any strength, any spot), so this lists directions every 30 degrees, four strengths and
        a ring of spots; :meth:`random_move` draws from the whole space."""
        if self.over:
            return []
        moves = []
        if self.phase == "start":
            x, y = self.course.endposts["left"]
            spots = [(x + 0.5 + RADIUS + 0.2 * i, y + 0.3 * j) for i in range(4)
                     for j in range(-3, 4)]
            return [("place", *p) for p in spots if not self.why_illegal(("place", *p))]
        coins = [self.turn]
        if self.phase in ("option", "placed"):
            coins += list(self.beside if self.phase == "placed" else self.pending)
        for coin in coins:
            for d in range(0, 360, 30):
                for s in (1.0, 3.0, 6.0, 12.0):
                    moves.append(("flick", coin, float(d), s))
        if self.phase == "option":
            for coin in self.pending:
                cx, cy = self.pos[coin]
                for k in range(8):
                    a = k * math.pi / 4
                    spot = (cx + 1.5 * COIN * math.cos(a), cy + 1.5 * COIN * math.sin(a))
                    if not self.why_illegal(("place", *spot)):
                        moves.append(("place", *spot))
        if not self.why_illegal(ROVER):
            moves.append(ROVER)
        for seat, status in enumerate(self.status):
            if status == "rover" and not self.why_illegal(("home", seat, 180.0, 6.0)):
                moves.append(("home", seat, 180.0, 6.0))
        return moves

    def random_move(self, rng):
        """A move drawn from the whole continuous space: a random legal kind of move, then a
        uniform direction and strength, or a uniform spot in the allowed area."""
        if self.phase == "start":
            while True:
                x, y = self.course.endposts["left"]
                spot = (rng.uniform(x + 0.5, x + 1.5 + RADIUS), rng.uniform(y - 1.5, y + 1.5))
                if not self.why_illegal(("place", *spot)):
                    return ("place", *spot)
        kinds = [m for m in self.legal_moves() if m[0] != "flick" or m[1] != self.turn]
        if kinds and rng.random() < 0.3:
            move = kinds[rng.randrange(len(kinds))]
            if move[0] in ("flick", "home"):
                return (move[0], move[1], rng.uniform(0, 360), rng.uniform(*STRENGTH))
            return move
        return ("flick", self.turn, rng.uniform(0, 360), rng.uniform(0.5, 15.0))

    def why_illegal(self, move) -> str | None:
        if self.over:
            return "the game is over"
        kind, name = move[0], self.players[self.turn]
        if self.phase == "start" and kind != "place":
            return (f"{name}'s first turn starts by placing the coin within one tile width of "
                    "the left endpost, between it and wicket 1 (place X Y)")
        if kind == "place":
            return self._why_not_placed(move[1], move[2])
        if kind == "rover":
            return self._why_no_rover()
        direction, strength = move[2], move[3]
        if not 0 <= direction < 360:
            return f"a direction is 0 to 360 degrees (not {num(direction)})"
        low, high = STRENGTH
        if not low <= strength <= high:
            return (f"a strength is {num(low)} to {num(high)} tile widths of sliding "
                    f"(not {num(strength)})")
        coin = move[1]
        other = self.players[coin]
        if kind == "home":
            if self.status[coin] != "rover":
                return f"only a rover can be sent home, and {other}'s coin is not one"
            if self.phase != "flick":
                return f"{name} must first settle the hit ({self._options_text()})"
            if coin in self.home_tries:
                return f"{other}'s rover was already sent at the endpost this turn (once a turn)"
            return None
        if coin == self.turn:
            return None
        if self.phase == "option" and coin in self.pending:
            return None
        if self.phase == "placed" and coin in self.beside:
            return None
        if self.phase == "placed" and coin in self.pending:
            return (f"{name}'s coin was placed next to "
                    f"{' and '.join(self.players[c] for c in self.beside)}, so only that coin "
                    "may be flicked now")
        return (f"{name} may flick only their own coin, or a coin they have just hit "
                f"({other}'s coin was not hit by {name}'s last flick)")

    def _options_text(self) -> str:
        hit = " or ".join(self.players[c] for c in self.pending)
        return f"carry on, move next to {hit}, flick that coin, or both"

    def _why_not_placed(self, x: float, y: float) -> str | None:
        name = self.players[self.turn]
        course = self.course
        if self.phase == "start":
            post_x = course.endposts["left"][0]
            if not (x > post_x + 0.5 and x < course.wickets[1].x
                    and course.near_endpost(x, y) - RADIUS <= 1 + 1e-9):
                return (f"{name}'s coin must start within one tile width of the left endpost, "
                        f"between it and wicket 1 (not at ({num(x)}, {num(y)}))")
        elif self.phase == "option":
            near = [c for c in self.pending if math.dist((x, y), self.pos[c]) <= 2 * COIN + 1e-9]
            if not near:
                hit = " or ".join(self.players[c] for c in self.pending)
                return (f"{name}'s coin may be moved only to within one coin width of the coin "
                        f"it hit ({hit}); ({num(x)}, {num(y)}) is too far")
        elif self.phase == "placed":
            return f"{name}'s coin has already been moved next to the coin it hit"
        else:
            return (f"{name} may place the coin only at the start of their first turn, or next "
                    "to a coin it has just hit")
        if not course.fits_on_table(x, y):
            return f"a coin at ({num(x)}, {num(y)}) would not lie wholly on the table"
        tile = course.blocking_tile(x, y)
        if tile:
            return f"a coin at ({num(x)}, {num(y)}) would lie on {course.tile_name(tile)}"
        for seat, p in self.on_table().items():
            if seat != self.turn and math.dist(p, (x, y)) < COIN - 1e-9:
                return f"a coin at ({num(x)}, {num(y)}) would lie on {self.players[seat]}'s coin"
        return None

    def _why_no_rover(self) -> str | None:
        name = self.players[self.turn]
        if not self.rules.teams:
            return "rovers belong to team play"
        if self.status[self.turn] == "rover":
            return f"{name}'s coin is a rover already"
        if self.phase != "flick":
            return f"{name} must first settle the hit ({self._options_text()})"
        if self.progress[self.turn] != len(self.course.order) - 1:
            target = self.target(self.turn)
            return (f"a coin becomes a rover only after passing the last wicket; {name}'s next "
                    f"target is {target.label}")
        return None

    # -- making moves ---------------------------------------------------------------------
    def apply(self, move) -> None:
        kind = move[0]
        seat, name = self.turn, self.players[self.turn]
        entry = Entry(self.turn_number, seat, self.move_text(move), before=self.on_table())
        self.log.append(entry)
        if kind == "place":
            self.pos[seat] = (move[1], move[2])
            if self.phase == "start":
                self.started[seat] = True
                self.phase = "flick"
                entry.lines.append(f"{name}: {entry.move} (start)")
            else:
                self.beside = tuple(c for c in self.pending
                                    if math.dist(self.pos[seat], self.pos[c]) <= 2 * COIN + 1e-9)
                self.phase = "placed"
                entry.lines.append(f"{name}: {entry.move} (next to "
                                   f"{' and '.join(self.players[c] for c in self.beside)})")
            return
        if kind == "rover":
            self.status[seat] = "rover"
            entry.lines.append(f"{name}: rover ({name}'s coin now helps the team)")
            return
        self.flicks -= 1
        coin = move[1]
        entry.flicked = coin
        what = {"flick": "", "home": " (sending the rover home)"}[kind]
        entry.lines.append(f"{name}: {entry.move}{what} ({flicks_text(self.flicks)} left)")
        outcome = simulate(self.course, self.on_table(), coin, move[2], move[3])
        entry.outcome = outcome
        own = kind == "flick" and coin == seat
        self.phase, self.pending, self.beside = "flick", (), ()
        if kind == "home":
            self.home_tries.add(coin)
        account(self, entry, outcome, own, coin if kind == "home" else None)
        if self.over:
            return
        if self.flicks <= 0 or not self.in_play(seat):
            self._next_turn(entry)

    def _next_turn(self, entry: Entry) -> None:
        n = len(self.players)
        seat = self.turn
        for _ in range(n):
            seat = (seat + 1) % n
            if self.in_play(seat):
                break
        self.turn = seat
        self.turn_number += 1
        self.turns[seat] += 1
        self.flicks = 1
        self.phase = "flick" if self.started[seat] else "start"
        self.hit, self.pending, self.beside = set(), (), ()
        self.earned_wickets, self.earned_hits, self.home_tries = set(), set(), set()
        entry.lines.append(f"  {self.players[seat]} to play")

    # -- scores ---------------------------------------------------------------------------
    def tallies(self) -> list[Tally]:
        """How far each coin has got: the course targets reached (16 is the whole course)."""
        result = []
        total = len(self.course.order)
        for seat, name in enumerate(self.players):
            target = self.target(seat)
            status = self.status[seat]
            where = f"next: {target.label}" if status == "playing" and target else STATUS[status]
            item = TallyItem(self.progress[seat], f"targets reached out of {total}; {where}",
                             f"{self.progress[seat]}/{total}")
            result.append(Tally(name, 0, (item,), {"key": name, "status": status,
                                                   "face": self.rules.face(seat).name}))
        return result

    def winners(self) -> list[str]:
        """Whoever completed the course first (the whole winning team in team play; the last
        coin left in Poison); nobody while the game goes on."""
        return [self.players[s] for s in self.winner_seats]

    # -- notation and text -----------------------------------------------------------------
    def parse_move(self, text: str):
        """``place X Y``, ``flick D S``, ``flick NAME D S``, ``home NAME D S`` or ``rover``."""
        text = text.strip()
        if text.lower() == "rover":
            return ROVER
        match = _PLACE.match(text)
        if match:
            return ("place", float(match.group(1)), float(match.group(2)))
        match = _FLICK.match(text)
        if match:
            kind, who = match.group(1).lower(), match.group(2)
            if kind == "home" and not who:
                raise UserError("'home' names the rover to send: home NAME DIRECTION STRENGTH")
            seat = self.rules.seat(who) if who else self.turn
            return (kind, seat, float(match.group(3)), float(match.group(4)))
        raise UserError("not a move: write 'place X Y', 'flick DIRECTION STRENGTH', "
                        "'flick NAME DIRECTION STRENGTH', 'home NAME DIRECTION STRENGTH' "
                        "or 'rover'")

    def move_text(self, move) -> str:
        kind = move[0]
        if kind == "place":
            return f"place {num(move[1])} {num(move[2])}"
        if kind == "rover":
            return "rover"
        who = "" if kind == "flick" and move[1] == self.turn else f"{self.players[move[1]]} "
        return f"{kind} {who}{num(move[2])} {num(move[3])}"

    def to_text(self) -> str:
        lines = []
        for seat, name in enumerate(self.players):
            p = self.pos[seat]
            where = f"at ({num(p[0])}, {num(p[1])})" if p else "off the course"
            if not self.started[seat]:
                where = "not yet on the table"
            target = self.target(seat)
            nxt = f"next {target.label}" if target and self.status[seat] == "playing" \
                else STATUS[self.status[seat]]
            lines.append(f"{name} ({self.rules.face(seat).name}): {where}, {nxt}")
        if not self.over:
            lines.append(f"{self.players[self.turn]} to play, {flicks_text(self.flicks)} left")
        return "\n".join(lines)

    def copy(self) -> CroquetState:
        other = object.__new__(CroquetState)
        other.__dict__.update(self.__dict__)
        for key in ("pos", "started", "progress", "status", "turns", "finished",
                    "winner_seats", "log"):
            setattr(other, key, list(getattr(self, key)))
        for key in ("hit", "earned_wickets", "earned_hits", "home_tries"):
            setattr(other, key, set(getattr(self, key)))
        return other


def new_game(*players: str, teams: int = 0, variants=(), scale: float = 1.0) -> CroquetState:
    """A new game; players sit in the order given (first: the black coin)."""
    return CroquetState(Rules.make(players or ("First", "Second"), teams, variants, scale))


HEADER_KEYS = ("game", "title", "players", "teams", "variant", "scale")
#: The number fields, before the rules check them: teams (0 for none; two coins a team at
#: least) and the course's scale (the course must still fit the table).
TEAMS, SCALE = Whole(0, len(FACES) // 2, "teams"), Decimal(0.5, 2)


def state_from_record(record) -> CroquetState:
    """The starting position a record's header describes: ``players:`` names in seat order
    (default First Second), ``teams:`` a number of teams (default none), ``variant:`` names
    from :data:`VARIANTS`, ``scale:`` the course's scale (default 1)."""
    record.check_keys(HEADER_KEYS, "Tabletop Croquet")
    players = record.parsed("players", "First Second",
                            lambda text: Rules.make(text.replace(",", " ").split()).players)
    teams = record.parsed("teams", "0", TEAMS)
    variants = tuple(record.get("variant", "").replace(",", " ").split())
    record.parsed("variant", "", lambda _: Rules.make(players, 0, variants))
    scale = record.parsed("scale", "1", SCALE)
    record.parsed("scale", "1", lambda _: Rules.make(players, 0, variants, scale))
    record.parsed("teams", "0", lambda _: Rules.make(players, teams, variants))
    return CroquetState(Rules.make(players, teams, variants, scale))
