"""Tabletop Croquet move by move, in words (for the step-through viewer, the figure strips and the
player's edition): what each flick did, read from the account the rules keep of it.

A player reads no coordinates and no degrees. A flick is told by where it was aimed (at a
wicket, an endpost or a coin straight ahead, else a way across the table as the figures show it:
right is toward the right endpost, up toward wickets 9 and 8) and how hard (how far the coin would
slide on an open table, rounded); a spot by the wicket or endpost it lies nearest, rounded to half
a tile width.

>>> from games.core.narration import tell
>>> from games.croquet import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> print(tell(game, narrate, "place 1 0"))
Ann starts with the coin 1 tile width to the right of the left endpost.
>>> print(attempt(game, game.parse_move("flick 0 6.5")))
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths
>>> print(tell(game, narrate, "flick 0 6.5"))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths: Ann passes
wicket 1: +1, 1 flick left; Ann passes wicket 2: +1, 2 flicks left.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Ann to play, 2 flicks left. Course: Ann 2 of 16 targets (next wicket 3), Ben 0 of 16
targets (next wicket 1).

The model's own lines, in a player's words:

>>> print(plainly("Ann: flick 95 12 (1 flick left)"))
Ann flicks the coin up, hard enough to slide about 12 tile widths (1 flick left)
>>> print(plainly("  Ann's coin stops at (7.5, 0)"))
  Ann's coin stops half a tile width to the right of wicket 2
>>> print(plainly("Ann: 12 = 0 + 12 (targets reached out of 16; next: wicket 9)"))
Ann: 12 of 16 targets reached; next: wicket 9
"""

from __future__ import annotations

import math
import re

from ..core.narration import result
from .course import COIN, Course
from .flicks import Entry, flicks_text, num
from .phases import Phase, Status
from .rules import CroquetState

#: The eight ways across the table, as the figures show it, from 0 degrees (right) round
#: counter-clockwise.
WAYS = ("to the right", "up and to the right", "up", "up and to the left", "to the left",
        "down and to the left", "down", "down and to the right")
#: The same eight ways for where a spot lies from a wicket or an endpost.
SIDES = ("to the right of", "above and to the right of", "above", "above and to the left of",
         "to the left of", "below and to the left of", "below", "below and to the right of")
#: A flick counts as aimed at a wicket, an endpost or a coin this close to its line (degrees).
AIM = 6.0


def way(degrees: float) -> str:
    """One of :data:`WAYS` for a direction in degrees.

    >>> way(0), way(95), way(200), way(350)
    ('to the right', 'up', 'to the left', 'to the right')
    """
    return WAYS[round((degrees % 360) / 45) % 8]


def amount(tile_widths: float) -> str:
    """A length in tile widths, rounded to half a tile width (a tenth below one).

    >>> amount(0.19), amount(0.5), amount(1.04), amount(6.5), amount(12.2)
    ('0.2 tile widths', 'half a tile width', '1 tile width', '6.5 tile widths', '12 tile widths')
    """
    if tile_widths < 0.75 and round(tile_widths, 1) != 0.5:
        return f"{num(round(tile_widths, 1))} tile widths"
    halves = round(tile_widths * 2) / 2
    if halves == 0.5:
        return "half a tile width"
    return f"{num(halves)} tile width{'' if halves == 1 else 's'}"


def strength(tile_widths: float) -> str:
    """How hard a flick is: how far the coin would slide on an open table, rounded."""
    return f"hard enough to slide about {amount(tile_widths).replace('half a', '0.5')}"


def _landmarks(course: Course) -> list[tuple[str, tuple[float, float]]]:
    marks = [(f"wicket {n}", (w.x, w.y)) for n, w in sorted(course.wickets.items())]
    return marks + [(f"the {side} endpost", p) for side, p in course.endposts.items()]


def where(course: Course, x: float, y: float) -> str:
    """A spot on the table in words: by the nearest wicket or endpost, or by the table's edge.

    >>> course = Course.make()
    >>> where(course, 7.5, 0), where(course, 11.4, 0.1)
    ('half a tile width to the right of wicket 2', 'at wicket 4')
    >>> where(course, 7.2126, 8.625)
    'by the top edge of the table, across from wicket 2'
    >>> top, bottom = where(course, 9.3, 8.6), where(course, 9.3, -8.6)  # wickets 9 and 3
    >>> print(top, bottom, sep="; ")  # doctest: +NORMALIZE_WHITESPACE
    by the top edge of the table, across from wicket 9; by the bottom edge of the table, across
    from wicket 3
    """
    x0, y0, x1, y1 = course.table
    edges = [("top", y1 - y), ("bottom", y - y0), ("left", x - x0), ("right", x1 - x)]
    edge, gap = min(edges, key=lambda e: e[1])
    if gap <= 2 * COIN:
        marks = _landmarks(course)
        # Along the edge first; of two marks as far along (wickets 3 and 9 share a line across
        # the course), the one on this edge's side.
        across = min(marks, key=lambda m: (round(abs((m[1][0] - x) if edge in ("top", "bottom")
                                                     else (m[1][1] - y)), 6),
                                           math.dist(m[1], (x, y))))
        return f"by the {edge} edge of the table, across from {across[0]}"
    name, (mx, my) = min(_landmarks(course), key=lambda m: math.dist(m[1], (x, y)))
    distance = math.dist((mx, my), (x, y))
    if distance < 0.25:
        return f"at {name}"
    side = SIDES[WAYS.index(way(math.degrees(math.atan2(y - my, x - mx))))]
    return f"{amount(distance)} {side} {name}"


def aim(state: CroquetState, coin: int, direction: float) -> str:
    """Where a flick of ``coin`` in ``direction`` is aimed: the nearest wicket, endpost or coin
    straight ahead, else a way across the table."""
    x, y = state.position(coin) if state.pos[coin] is not None else (0.0, 0.0)
    marks = _landmarks(state.course) + [
        (f"{state.players[seat]}'s coin", p) for seat, p in state.on_table().items()
        if seat != coin]
    ahead = []
    for name, (mx, my) in marks:
        distance = math.dist((mx, my), (x, y))
        bearing = math.degrees(math.atan2(my - y, mx - x))
        off = abs((bearing - direction + 180) % 360 - 180)
        if distance > 0.3 and off <= AIM:
            ahead.append((distance, name))
    return f"towards {min(ahead)[1]}" if ahead else way(direction)


def attempt(state: CroquetState, move) -> str:
    """``move`` in a player's words as tried from ``state`` (legal or not)."""
    name, kind = state.players[state.turn], move[0]
    if kind == "rover":
        return f"{name} declares the coin a rover"
    if kind == "place":
        x, y = move[1], move[2]
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
    coin = move[1]
    aimed, hard = aim(state, coin, move[2]), strength(move[3])
    if kind == "home":
        whose = "the" if coin == state.turn else f"{state.players[coin]}'s"
        return f"{name} sends {whose} rover home, {aimed}, {hard}"
    whose = "the coin" if coin == state.turn else f"{state.players[coin]}'s coin"
    return f"{name} flicks {whose} {aimed}, {hard}"


def entry_lines(before: CroquetState, entry: Entry) -> list[str]:
    """A logged move's lines in a player's words: the move told from ``before`` (the position
    it was played from), then its events, each through :func:`plainly`."""
    move = before.parse_move(entry.move)
    head = entry.lines[0]
    left = head[head.rfind(" ("):] if head.endswith("left)") else ""
    first = attempt(before, move) + left
    if move[0] == "rover":
        first += ": it now helps the team"
    return [first] + [plainly(line) for line in entry.lines[1:]]


def as_played(state: CroquetState, entry: Entry) -> CroquetState:
    """The position ``entry`` was played from, as far as telling its move needs: ``state``
    (any later position of the same game) with the coins where they lay before the move, the
    mover to play and, for a coin moved next to one it hit, that coin hit."""
    before = state.copy()
    before.turn = entry.seat
    before.pos = [entry.before.get(seat) for seat in range(len(state.players))]
    head = entry.lines[0]
    if head.endswith("(start)"):
        before.phase, before.pending = Phase.START, ()
    elif entry.move.startswith("place"):
        named = head[head.rfind("(next to ") + len("(next to "):-1].split(" and ")
        before.phase = Phase.OPTION
        before.pending = tuple(state.players.index(name) for name in named)
    else:
        before.phase, before.pending = Phase.FLICK, ()
    return before


def entry_words(state: CroquetState, entry: Entry) -> str:
    """A logged move in a player's words, told from the position it was played from (see
    :func:`as_played`), without what it did.

    >>> from games.croquet.examples import replay_example
    >>> final = replay_example("turn").state
    >>> [entry_words(final, e) for e in final.log if e.turn == 3][:2]
    ['Ann flicks the coin towards wicket 1, hard enough to slide about 6 tile widths', \
"Ann moves the coin 0.5 coin widths to the left of Ben's coin"]
    """
    return attempt(as_played(state, entry), as_played(state, entry).parse_move(entry.move))


_XY = r"\((-?[\d.]+), (-?[\d.]+)\)"
_FLICK = re.compile(r"^(\S+): (flick|home) (?:(\S+) )?(-?[\d.]+) ([\d.]+)"
                    r"(?: \(sending the rover home\))?(?: \((\d+ flicks? left)\))?$")
_TALLY = re.compile(r"^(\S+): (\d+) = 0 \+ \d+ \(targets reached out of (\d+); (.*)\)$")


def plainly(text: str) -> str:
    """The model's text in a player's words: a flick told by its way and strength, every spot
    by the wicket or endpost it lies nearest (on the default course), a tally in words."""
    course = Course.make()
    match = _FLICK.match(text.strip())
    if match:
        name, kind, other, direction, hard, left = match.groups()
        hard_text = strength(float(hard))
        if kind == "home":
            whose = "the" if other == name else f"{other}'s"
            said = f"{name} sends {whose} rover home, {way(float(direction))}, {hard_text}"
        else:
            whose = f"{other}'s coin" if other else "the coin"
            said = f"{name} flicks {whose} {way(float(direction))}, {hard_text}"
        return said + (f" ({left})" if left else "")
    match = _TALLY.match(text)
    if match:
        name, reached, of, rest = match.groups()
        return f"{name}: {reached} of {of} targets reached; {rest}"
    text = text.replace(" again: nothing until ", " again: nothing this turn until ")
    text = text.replace("a home flick earns nothing", "a flick sending a rover home earns nothing")
    text = re.sub(r"a coin at " + _XY + " would", "a coin there would", text)
    text = re.sub(r"goes back at " + _XY, lambda m: "goes back " + where(
        course, float(m[1]), float(m[2])), text)
    text = re.sub(r"(stops|at) " + _XY, lambda m: (m[1] + " " if m[1] == "stops" else "")
                  + where(course, float(m[1 + 1]), float(m[3])), text)
    text = re.sub(r"\(not " + _XY + r"\)", "(not there)", text)
    return re.sub(_XY + " is too far", "that is too far", text)


def start(state: CroquetState) -> str:
    teams = f" in {state.rules.teams} teams" if state.rules.teams else ""
    return (f"The course is laid out; {len(state.players)} players{teams}, no coin on the "
            f"table yet. {state.players[state.turn]} plays first.")


def describe(before: CroquetState, move, after: CroquetState) -> str:
    name, kind = before.players[before.turn], move[0]
    if kind == "place":
        if before.phase == Phase.START:
            return attempt(before, move) + "."
        hit = " and ".join(after.players[c] for c in after.beside)
        return f"{name} moves the coin next to {hit}'s, {where(before.course, *move[1:3])}."
    if kind == "rover":
        return f"{name} declares the coin a rover: it now helps the team."
    entry = after.log[-1]
    events = [plainly(line.strip()) for line in entry.lines[1:]
              if not line.endswith(" to play")]
    happened = [e for e in events if " stops " not in e]
    return f"{attempt(before, move)}: {'; '.join(happened or events)}."


def summary(state: CroquetState) -> str:
    course = ", ".join(f"{t.player} {t.items[0].points} of 16 targets" + (
        f" (next {target.label})" if (target := state.target(seat)) and
        state.status[seat] == Status.PLAYING else f" ({state.status[seat].words})")
        for seat, t in enumerate(state.tallies()))
    if state.is_terminal():
        return f"{result(state)} Course: {course}."
    name = state.players[state.turn]
    if state.phase == Phase.OPTION:
        hit = " or ".join(state.players[c] for c in state.pending)
        doing = (f"{name} hit {hit}: carry on, move next to it, flick it, or both "
                 f"({flicks_text(state.flicks)} left)")
    elif state.phase == Phase.PLACED:
        doing = f"{name}'s coin lies next to the coin it hit ({flicks_text(state.flicks)} left)"
    elif state.phase == Phase.START:
        doing = f"{name} to place the coin by the left endpost"
    else:
        doing = f"{name} to play, {flicks_text(state.flicks)} left"
    return f"{doing}. Course: {course}."
