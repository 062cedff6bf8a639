"""A computer player: it aims at its next target and flicks with an adjustable error.

The robot plans in straight lines. For a wicket it shoots through the gap when a straight shot
clears the tiles and its teammates' coins (an opponent's coin in the way is worth hitting),
trying a few lines across the gap; otherwise it rolls to a free spot in front of the wicket,
one no other coin covers, going round tiles by one waypoint if need be. For an endpost it
shoots at the stack. After a hit it moves next to
the hit coin when that gives a better start, and flicks an opponent's coin away when it lies
near the robot's next wicket. In team play it turns rover while a teammate is still on the
course, hunts opponents' coins, and sends rovers home when that helps. A poison coin hunts.

Skill is the spread of the error added to a planned flick: a standard deviation in degrees
for the direction, and a fraction of the strength. Planned flicks are rounded to 0.01, as a
record writes them, so a robot's game replays exactly from its record.

>>> from games.croquet import new_game
>>> from games.core.rng import make_rng
>>> game = new_game("Ann")
>>> robot = Robot(STEADY, make_rng("doc"))
>>> turns = play(game, {0: robot})
>>> game.is_terminal(), game.winners(), turns <= 40
(True, ['Ann'], True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

from .course import COIN, RADIUS, Course, Target
from .moves import ROVER, Aimed, Flick, Home, Move, Place, Rover
from .physics import STRENGTH
from .players import Status
from .rules import CroquetState
from .turn import Phase

#: Clearance a planned path keeps from tiles, beyond the coin's radius.
MARGIN = 0.06


@dataclass(frozen=True)
class Skill:
    """How far a robot's flicks stray: degrees of direction, fraction of strength (one s.d.)."""

    name: str
    direction: float
    strength: float


STEADY = Skill("steady", 1.5, 0.05)
SHAKY = Skill("shaky", 5.0, 0.15)


# -- straight lines among the tiles -------------------------------------------------------------
def _segment_hits_box(a: tuple[float, float], b: tuple[float, float],
                      box: tuple[float, float, float, float]) -> bool:
    """Whether the segment a-b meets the box (x0, y0, x1, y1) (slab test)."""
    (ax, ay), (bx, by) = a, b
    t0, t1 = 0.0, 1.0
    for p, d, lo, hi in ((ax, bx - ax, box[0], box[2]), (ay, by - ay, box[1], box[3])):
        if abs(d) < 1e-12:
            if p < lo or p > hi:
                return False
            continue
        u, v = (lo - p) / d, (hi - p) / d
        if u > v:
            u, v = v, u
        t0, t1 = max(t0, u), min(t1, v)
        if t0 > t1:
            return False
    return True


#: A segment whose bounding box falls short of a box by more than this cannot meet it: the
#: slab test's rounding is far smaller, so skipping such boxes changes no answer.
_SLACK = 1e-9


class _Tiles:
    """What the robot works out once per course: the tiles as padded boxes (for each set of
    tiles a plan ignores), the corners it may steer round, and the spots in front of each
    wicket."""

    def __init__(self, course: Course):
        self.course = course
        self.boxes: dict[tuple[tuple[float, float], ...],
                         tuple[tuple[float, float, float, float], ...]] = {}
        self.fronts: dict[Target, list[tuple[float, float]]] = {}
        pad = RADIUS + MARGIN + 0.2
        self.corners = [(x, y) for x0, y0, x1, y1 in _boxes(course, pad=pad)
                        for x in (x0, x1) for y in (y0, y1) if course.fits_on_table(x, y)]

    def clear(self, a: tuple[float, float], b: tuple[float, float],
              skip: tuple[tuple[float, float], ...]) -> bool:
        boxes = self.boxes.get(skip)
        if boxes is None:
            boxes = self.boxes[skip] = tuple(_boxes(self.course, skip))
        (ax, ay), (bx, by) = a, b
        left, right = (ax, bx) if ax < bx else (bx, ax)
        low, high = (ay, by) if ay < by else (by, ay)
        for box in boxes:
            if right < box[0] - _SLACK or left > box[2] + _SLACK or high < box[1] - _SLACK \
                    or low > box[3] + _SLACK:
                continue
            if _segment_hits_box(a, b, box):
                return False
        return True


def _tiles(course: Course) -> _Tiles:
    return course.derived("robot's tiles", _Tiles)


def _boxes(course: Course, skip: tuple[tuple[float, float], ...] = (),
           pad: float = RADIUS + MARGIN) -> list[tuple[float, float, float, float]]:
    return [(cx - 0.5 - pad, cy - 0.5 - pad, cx + 0.5 + pad, cy + 0.5 + pad)
            for cx, cy in course.tiles() if (cx, cy) not in skip]


def clear(course: Course, a: tuple[float, float], b: tuple[float, float],
          skip: Iterable[tuple[float, float]] = ()) -> bool:
    """Whether a coin can slide straight from ``a`` to ``b`` without touching a tile (tiles
    centred at a point in ``skip`` are ignored)."""
    return _tiles(course).clear(a, b, tuple(skip))


def route(course: Course, start: tuple[float, float], goal: tuple[float, float],
          skip: Iterable[tuple[float, float]] = ()) -> tuple[float, float]:
    """Where to aim to get from ``start`` toward ``goal``: the goal itself when the way is
    clear, else the corner of a tile that can be reached and sees the goal (the nearest such
    detour), else the reachable corner nearest the goal."""
    if clear(course, start, goal, skip):
        return goal
    best, best_cost = None, math.inf
    fallback, fallback_cost = goal, math.inf
    for corner in _tiles(course).corners:
        if math.dist(corner, start) < 0.1 or not clear(course, start, corner, skip):
            continue
        if clear(course, corner, goal, skip):
            cost = math.dist(start, corner) + math.dist(corner, goal)
            if cost < best_cost:
                best, best_cost = corner, cost
        elif math.dist(corner, goal) < fallback_cost:
            fallback, fallback_cost = corner, math.dist(corner, goal)
    return best or fallback


# -- the plan --------------------------------------------------------------------------------
def _heading(a: tuple[float, float], b: tuple[float, float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360


def _passes_near(a: tuple[float, float], b: tuple[float, float], p: tuple[float, float],
                 gap: float) -> bool:
    """Whether a coin sliding from ``a`` to ``b`` comes within ``gap`` (centre to centre) of
    a coin at ``p``."""
    (ax, ay), (bx, by) = a, b
    length2 = (bx - ax) ** 2 + (by - ay) ** 2
    t = 0.0 if length2 < 1e-12 else max(0.0, min(1.0, ((p[0] - ax) * (bx - ax)
                                                        + (p[1] - ay) * (by - ay)) / length2))
    return math.dist(p, (ax + t * (bx - ax), ay + t * (by - ay))) < gap


#: Lines across a wicket's gap the robot tries, as offsets from its centre (tile widths).
ACROSS = (0.0, 0.12, -0.12, 0.24, -0.24, 0.32, -0.32)
#: Spots in front of a wicket: (distance before its line, offset across it), best first.
FRONTS = tuple((f, o) for f in (1.0, 1.35, 0.75, 1.7) for o in (0.0, 0.22, -0.22, 0.44, -0.44))


def _fronts(course: Course, target: Target) -> list[tuple[float, float]]:
    """The spots in front of ``target``'s wicket, best first, that lie on the table and see a
    line through its gap (worked out once per course and target)."""
    known = _tiles(course).fronts
    if target in known:
        return known[target]
    w, d = course.wickets[target.wicket], target.direction
    spots = []
    for f, o in FRONTS:
        p = (w.x - d * f, w.y + o)
        if course.fits_on_table(*p) and not course.blocking_tile(*p) and any(
                clear(course, p, (w.x + d * 1.2, w.y + a)) for a in ACROSS):
            spots.append(p)
    known[target] = spots
    return spots


def shot(course: Course, coin: tuple[float, float], target: Target,
         blockers: Iterable[tuple[float, float]] = (),
         others: Iterable[tuple[float, float]] = ()) -> tuple[float, float]:
    """(direction, strength) that would reach ``target`` from ``coin`` with a perfect flick.

    ``blockers`` are coins a shot through a wicket must not touch (teammates'), ``others``
    every other coin on the table: a spot in front of a wicket must be free of them all.

    >>> course = Course.make()
    >>> wicket_4 = course.order[3]
    >>> shot(course, (7.5, 0.0), wicket_4)                  # straight through wicket 4
    (0.0, 5.5)
    >>> d, s = shot(course, (7.5, 0.0), wicket_4, blockers=[(9.0, 0.35)])
    >>> round(d, 2), s                                      # past a teammate: another line
    (357.36, 5.5055)
    >>> d, s = shot(course, (10.5, 2.6), wicket_4)          # to the spot in front, (10.5, 0)
    >>> round(d, 2), round(s, 2)
    (270.0, 2.6)
    >>> d, s = shot(course, (10.5, 2.6), wicket_4, others=[(10.5, 0.0)])
    >>> round(d, 2), round(s, 2)                  # taken: the next free one, (10.15, 0.44)
    (260.8, 2.19)
    """
    if target.kind == "endpost":
        post = course.endposts[target.side]
        aim = route(course, coin, post, skip=(post,))
        if aim == post:
            return _heading(coin, post), math.dist(coin, post) + 0.5
        return _heading(coin, aim), math.dist(coin, aim)
    w = course.wickets[target.wicket]
    d = target.direction
    if d * (w.x - coin[0]) > 0.5:
        for offset in ACROSS:
            through = (w.x + d * 1.2, w.y + offset)
            if clear(course, coin, through) and not any(
                    _passes_near(coin, through, p, COIN + 0.02) for p in blockers):
                return _heading(coin, through), round(math.dist(coin, through) + 0.3, 4)
    taken = [p for p in others if math.dist(p, coin) > 1e-9]
    fronts = _fronts(course, target)
    free = [p for p in fronts if all(math.dist(p, q) >= COIN + 0.1 for q in taken)]
    front = free[0] if free else fronts[0]
    aim = route(course, coin, front)
    if aim == front and math.dist(coin, front) < 0.3:  # already in front: go through gently
        through = (w.x + d * 1.2, front[1] * 0.5)
        return _heading(coin, through), math.dist(coin, through) + 0.3
    return _heading(coin, aim), max(math.dist(coin, aim), 0.2)


def _distance_to_go(course: Course, spot: tuple[float, float], target: Target | None) -> float:
    if target is None:
        return 0.0
    if target.kind == "endpost":
        return math.dist(spot, course.endposts[target.side])
    w = course.wickets[target.wicket]
    front = (w.x - target.direction * 1.0, w.y)
    if target.direction * (w.x - spot[0]) > 0.5 and clear(course, spot,
                                                           (w.x + target.direction, w.y)):
        return 0.0
    return math.dist(spot, front) + (0 if clear(course, spot, front) else 3.0)


class Robot:
    """A player that plans with :func:`shot` and flicks with the errors of ``skill``."""

    def __init__(self, skill: Skill, rng: random.Random, rovers: bool = True):
        self.skill, self.rng, self.rovers = skill, rng, rovers

    def flick(self, coin: int, direction: float, strength: float,
              kind: type[Flick] | type[Home] = Flick) -> Flick | Home:
        """The planned flick (or home flick), with this robot's error, rounded as a record
        writes it."""
        d = (direction + self.rng.gauss(0, self.skill.direction)) % 360
        s = strength * (1 + self.rng.gauss(0, self.skill.strength))
        low, high = STRENGTH
        return kind(coin, round(d, 2) % 360, round(min(max(s, low), high), 2))

    def choose(self, state: CroquetState) -> Move:
        """The robot's move in ``state`` (it must be the robot's turn)."""
        seat, course = state.turn, state.course
        if state.phase == Phase.START:
            return self._start(state)
        me = state.position(seat)
        if state.phase == Phase.OPTION:
            move = self._option(state)
            if move is not None:
                return move
        if state.phase == Phase.PLACED and state.beside:
            away = self._push_away(state, state.beside)
            if away:
                return away
        if state.phase == Phase.FLICK:
            special = self._team_move(state)
            if special is not None:  # (ROVER, an empty tuple, is false)
                return special
        if state.status[seat] in (Status.POISON, Status.ROVER):
            prey = self._prey(state)
            if prey is not None:
                aim = route(course, me, state.position(prey))
                return self.flick(seat, _heading(me, aim), math.dist(me, aim) + 1.0)
            goal = (course.endposts["left"][0] + 1.2, course.endposts["left"][1])
            aim = route(course, me, goal)
            return self.flick(seat, _heading(me, aim), max(math.dist(me, aim), 0.2))
        others = [p for c, p in state.on_table().items() if c != seat]
        mates = [state.position(c) for c in others_of(state, seat, mates=True)]
        target = state.target(seat)
        assert target is not None, "a coin still playing has a next target"
        direction, strength = shot(course, me, target, mates, others)
        return self.flick(seat, direction, strength)

    def _start(self, state: CroquetState) -> Move:
        x, y = state.course.endposts["left"]
        for k in range(40):
            spot = (round(x + 0.5 + RADIUS + 0.3 + 0.25 * (k % 3), 2),
                    round(y + 0.45 * ((k // 3 + 1) // 2) * (-1) ** (k // 3), 2))
            if not state.why_illegal(Place(*spot)):
                return Place(*spot)
        return cast(Move, state.random_move(self.rng))

    def _option(self, state: CroquetState) -> Place | Aimed | None:
        """Move next to a hit coin when that is a better start, or push an opponent away."""
        seat, course = state.turn, state.course
        target = state.target(seat) if state.status[seat] == Status.PLAYING else None
        best, best_cost = None, _distance_to_go(course, state.position(seat), target) - 0.5
        for coin in state.pending:
            cx, cy = state.position(coin)
            for k in range(12):
                a = k * math.pi / 6
                spot = (round(cx + (COIN + 0.05) * math.cos(a), 3),
                        round(cy + (COIN + 0.05) * math.sin(a), 3))
                if state.why_illegal(Place(*spot)):
                    continue
                cost = _distance_to_go(course, spot, target)
                if cost < best_cost:
                    best, best_cost = Place(*spot), cost
        return best or self._push_away(state, state.pending)

    def _push_away(self, state: CroquetState, coins: Iterable[int]) -> Aimed | None:
        """Flick a hit opponent's coin away from the robot's next wicket, if it is near it."""
        seat, course = state.turn, state.course
        target = state.target(seat)
        if target is None or target.kind != "wicket" or state.flicks < 2:
            return None
        w = course.wickets[target.wicket]
        for coin in coins:
            p = state.position(coin)
            if not state.rules.teammates(seat, coin) and math.dist(p, (w.x, w.y)) < 3:
                return self.flick(coin, _heading((w.x, w.y), p), 5.0)
        return None

    def _prey(self, state: CroquetState) -> int | None:
        """The nearest coin worth hitting: any live coin for poison, an opponent not yet hit
        this turn for a rover."""
        seat = state.turn
        me = state.position(seat)
        best, best_d = None, math.inf
        for coin, p in state.on_table().items():
            if coin == seat or state.rules.teammates(seat, coin):
                continue
            if state.status[seat] == Status.ROVER and coin in state.earned_hits:
                continue
            d = math.dist(me, p)
            if d < best_d:
                best, best_d = coin, d
        return best

    def _team_move(self, state: CroquetState) -> Rover | Aimed | None:
        """Turn rover (unless this robot never does: it then plays on to the endpost), or send
        a rover home: its own team's when the rest are done, an opponent's while its team still
        has others on the course."""
        seat, rules, course = state.turn, state.rules, state.course
        if not rules.teams:
            return None
        team = rules.mates_of(seat)
        if self.rovers and not state.why_illegal(ROVER) and any(
                state.status[s] == Status.PLAYING for s in team if s != seat):
            return ROVER
        post = course.endposts["left"]
        for coin, status in enumerate(state.status):
            if status != Status.ROVER or coin in state.home_tries:
                continue
            mates = rules.mates_of(coin)
            others_done = all(state.status[s] == Status.OUT for s in mates if s != coin)
            if (coin in team) == others_done:
                p = state.position(coin)
                if clear(course, p, post, skip=(post,)):
                    return self.flick(coin, _heading(p, post), math.dist(p, post) + 0.5, Home)
        return None


def others_of(state: CroquetState, seat: int, mates: bool) -> list[int]:
    """The coins on the table of ``seat``'s teammates (``mates``) or of everyone else."""
    return [c for c in state.on_table() if c != seat
            and state.rules.teammates(seat, c) == mates]


def play(state: CroquetState, robots: dict[int, Robot], max_turns: int = 400,
         moves: list[str] | None = None) -> int:
    """Let ``robots`` (by seat) play ``state`` to the end, or for ``max_turns`` turns; return
    the number of turns played. Each move's text is appended to ``moves`` if given."""
    while not state.is_terminal() and state.turn_number <= max_turns:
        move = robots[state.turn].choose(state)
        if moves is not None:
            moves.append(state.move_text(move))
        state.apply(move)
    return state.turn_number


def solo_turns(skill: Skill, seed: int, max_turns: int = 200) -> int | None:
    """How many turns a robot of ``skill`` (seeded with ``seed``) playing alone needs to
    complete the course; None if it has not within ``max_turns``."""
    from ..core.rng import make_rng
    from .rules import new_game

    state = new_game("Solo")
    play(state, {0: Robot(skill, make_rng("croquet-solo", skill.name, seed))}, max_turns)
    return state.turns[0] if state.is_terminal() else None
