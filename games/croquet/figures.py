"""Tabletop Croquet's figure catalogue: the course, turns with every flick's path, the chart.

The table is seen from above with the course's long axis left to right, as in the rules.
Tiles lie face down (their backs show the 2x2 grid); an endpost is a stack of three tiles,
drawn with two shadows. Paths: the coin of the player whose turn it is leaves a solid line,
each other coin its own dash pattern (a key below the table says whose is which); a numbered
tag starts each flick, just behind where the coin set off, and lettered tags mark what
happened on the way, explained in the legend below the table. A dashed circle is where a coin
lay before the turn, a small dotted one where a coin stopped between flicks.

>>> sorted(FIGURES)
['course', 'course-map', 'faces', 'foul', 'robots', 'rover', 'turn']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable
from statistics import median
from typing import cast

from ..core.catalogue import catalogue
from ..draw import chart
from ..draw.paths import arrow, dimension, polyline, tag
from ..draw.piecepack import coin_symbol, tile_back
from ..draw.style import LOOK
from ..draw.svg import Document, Element, Point, r
from .course import COIN, Course
from .examples import replay_example, robot_turns
from .flicks import Entry, Ruling, flicks_text
from .narrate import as_played, entry_words, flick_story
from .options import Rules
from .players import FACES, Face
from .rules import CroquetState
from .words import where as spot

FIGURES, figure = catalogue()
PAD = 10
LINE = 15  # legend line height
#: The key's and legend's text under a turn's table, and its line height: as large as the
#: figure's names, since the figure prints at little more than half its size.
KEY_SIZE, KEY_LINE = 15, 20
INK = LOOK.mark
OUT, BACK = LOOK.course.out, LOOK.course.back  # the course order (also solid and dashed)
#: Dash patterns for the paths of coins other than the active player's, by seat.
DASHES = ("6,4", "2,3", "10,3,2,3", "4,2,1,2", "8,2", "1,3", "12,4", "3,3", "6,2,2,2", "5,5")


# -- the table from above ----------------------------------------------------------------------
class TableView:
    """The part ``window`` (x0, y0, x1, y1 in tile widths) of the table, drawn at (left, top)
    with ``k`` units to a tile width; y grows upwards on the table, downwards on the page."""

    def __init__(self, doc: Document, course: Course,
                 window: tuple[float, float, float, float], left: float, top: float,
                 k: float):
        self.doc, self.course, self.window = doc, course, window
        self.left, self.top, self.k = left, top, k
        self.width = (window[2] - window[0]) * k
        self.height = (window[3] - window[1]) * k

    def pt(self, x: float, y: float) -> tuple[float, float]:
        """The page point of table point (x, y)."""
        return (r(self.left + (x - self.window[0]) * self.k),
                r(self.top + (self.window[3] - y) * self.k))

    def draw(self, numbers: bool = True, avoid: Collection[Point] = ()) -> TableView:
        """The floor, the table top and its edge, every tile, and the wicket numbers; a
        number moves from below its wicket (above, then beside it) when a coin in ``avoid``
        (table points) lies where it would go."""
        doc, dwg, k = self.doc, self.doc.dwg, self.k
        wx0, wy0, wx1, wy1 = self.window
        corner, size = self.pt(wx0, wy1), (r(self.width), r(self.height))

        def clip() -> Element:
            path = dwg.clipPath()
            path.add(dwg.rect(corner, size))
            return path
        ident = doc.define(f"window-{r(self.left)}-{r(self.top)}", clip)
        group = doc.add(dwg.g(clip_path=f"url({ident})", class_="table-view"))
        group.add(dwg.rect(corner, size, fill=doc.look.paper, class_="floor"))
        tx0, ty0, tx1, ty1 = self.course.table
        group.add(dwg.rect(self.pt(tx0, ty1), (r((tx1 - tx0) * k), r((ty1 - ty0) * k)),
                           fill=doc.look.light, stroke=INK, stroke_width=3, class_="table"))
        back = tile_back(doc, k)
        for cx, cy in self.course.endposts.values():
            for step in (2, 1):  # the stack of three: two tiles' edges show below the top one
                group.add(dwg.rect(self.pt(cx - 0.5 + step * 0.06, cy + 0.5 - step * 0.06),
                                   (r(k), r(k)), fill=doc.look.levels[2 - step],
                                   stroke=doc.look.tile_line, class_="stack"))
        for cx, cy in self.course.tiles():
            group.add(dwg.use(back, insert=self.pt(cx - 0.5, cy + 0.5)))
        for side, (cx, cy) in self.course.endposts.items():
            group.add(doc.label(*self.pt(cx, cy - 0.2), side[0].upper(), r(k * 0.5),
                                weight="bold", fill=INK))
        group.add(dwg.rect(corner, size, fill="none", stroke=doc.look.faint, stroke_width=0.5))
        if numbers:
            for w in self.course.wickets.values():
                spots = [(w.x, w.y - w.half - 0.85), (w.x, w.y + w.half + 0.85),
                         (w.x - 0.95, w.y - w.half), (w.x + 0.95, w.y - w.half)]
                for nx, ny in spots:
                    if wx0 + 0.3 < nx < wx1 - 0.3 and wy0 + 0.3 < ny < wy1 - 0.6 and all(
                            abs(nx - ax) > 0.6 or not -0.9 < ay - ny < 0.7 for ax, ay in avoid):
                        x, y = self.pt(nx, ny)
                        group.add(doc.label(x, y + k * 0.2, str(w.number), r(k * 0.6),
                                            weight="bold", fill=INK, class_="wicket-number"))
                        break
        return self

    def coin(self, face: Face, p: Point, name: str = "", size: float | None = None) -> None:
        """A player's coin at table point ``p``, its face up, with the name beside it."""
        size = size or COIN * self.k
        symbol = coin_symbol(self.doc, face.suit, None, size) if face.suit else \
            coin_symbol(self.doc, "M", face.rank, size)
        self.doc.add(self.doc.dwg.use(symbol, insert=self.pt(*p)))
        if name:
            x, y, anchor = self.name_spot(p, name, size)
            self.doc.add(self.doc.label(x, y, name, 11, anchor=anchor, weight="bold", fill=INK))

    def name_spot(self, p: Point, name: str,
                  size: float | None = None) -> tuple[float, float, str]:
        """Where the name of the coin at table point ``p`` goes: (x, baseline y, anchor), above
        and right of the coin, or below it near the top edge, or left of it near the right."""
        size = size or COIN * self.k
        x, y = self.pt(*p)
        top = self.course.table[3]
        below = p[1] + COIN / 2 + 13 / self.k > min(top, self.window[3]) - 0.05
        left = x + size * 0.6 + 7 * len(name) > self.left + self.width  # no room right
        return (x - size * 0.6 if left else x + size * 0.6,
                y + (size * 0.5 + 9 if below else -size * 0.5), "end" if left else "start")

    def name_points(self, p: Point, name: str) -> list[tuple[float, float]]:
        """Page points along the name of the coin at ``p``, for tags to keep clear of."""
        x, y, anchor = self.name_spot(p, name)
        step = -1 if anchor == "end" else 1
        return [(x + step * d, y - 4) for d in range(6, 7 * len(name), 12)]

    def ghost(self, p: Point) -> None:
        """A dashed outline where a coin lay before the moves drawn."""
        self.doc.add(self.doc.dwg.circle(self.pt(*p), r(COIN * self.k / 2), fill="none",
                                         stroke=INK, stroke_width=1, stroke_dasharray="3,2",
                                         class_="ghost"))

    def stop(self, p: Point) -> None:
        """A small dotted outline where a coin stopped between two flicks."""
        self.doc.add(self.doc.dwg.circle(self.pt(*p), r(COIN * self.k / 3),
                                         fill=self.doc.look.paper, fill_opacity=0.6,
                                         stroke=INK, stroke_width=1,
                                         stroke_dasharray="1,1.5", class_="stop"))


class Tags:
    """Tags placed on a figure, each nudged clear of the ones already there and of the
    ``obstacles`` (page points: coins and ghosts), first along the vertical, which is the
    way a wicket's line runs."""

    def __init__(self, view: TableView, gap: float = 17,
                 obstacles: Iterable[Point] = ()) -> None:
        self.view, self.gap = view, gap
        self.placed: list[Point] = []
        self.obstacles = list(obstacles)

    def free(self, x: float, y: float) -> bool:
        """Whether a tag at (x, y) keeps clear of the tags and obstacles already there."""
        g = self.gap
        return all(abs(x - px) >= g or abs(y - py) >= g for px, py in self.placed) and all(
            abs(x - px) >= g * 0.85 or abs(y - py) >= g * 0.85 for px, py in self.obstacles)

    def put(self, x: float, y: float, text: str, size: float, fill: str,
            prefer: Iterable[Point] = ()) -> None:
        """A tag at the first free spot of ``prefer``, else at (x, y) or the first spot near
        it that keeps ``gap`` from the others."""
        g = self.gap
        spots = list(prefer) + [(x + dx, y + dy) for dx, dy in (
            (0, 0), (0, -g), (0, g), (0, -2 * g), (0, 2 * g), (g, 0), (-g, 0), (g, -g),
            (-g, -g), (g, g), (-g, g), (0, -3 * g), (0, 3 * g))]
        x, y = next((p for p in spots if self.free(*p)), (x, y))
        self.placed.append((x, y))
        tag(self.view.doc, x, y, text, size, fill=fill)


def coin_ink(doc: Document, face: Face) -> str:
    """The colour of a player's paths: the suit's ink, black for value faces."""
    return doc.look.suits[face.suit].ink if face.suit else doc.look.course.value


def path_style(entry_seat: int, coin: int) -> tuple[float, str]:
    """(width, dash pattern) of ``coin``'s path on a flick in ``entry_seat``'s turn."""
    return (2.2, "") if coin == entry_seat else (1.6, DASHES[coin % len(DASHES)])


def stops(entries: list[Entry]) -> list[tuple[float, float]]:
    """Where coins stopped after one flick of ``entries`` and moved again on a later one, and
    where a coin was put next to a coin it hit."""
    result: list[Point] = []
    for n, entry in enumerate(entries):
        if entry.outcome is None:
            if entry.move.startswith("place") and entry.before.get(entry.seat):
                x, y = (float(v) for v in entry.move.split()[1:])
                result.append((x, y))  # moved next
            continue                                                            # to a hit
        for coin, path in entry.outcome.paths.items():
            moved_later = any(later.outcome and len(later.outcome.paths.get(coin, ())) > 1
                              for later in entries[n + 1:])
            if len(path) > 1 and moved_later and path[-1] not in result:
                result.append(path[-1])
    return result


def draw_turn(view: TableView, state: CroquetState, entries: list[Entry], first_letter: int = 0,
              obstacles: Iterable[Point] = (),
              falls: list[tuple[Point, Point | None]] | None = None,
              names: Iterable[Point] = ()) -> list[str]:
    """Every path of ``entries`` on ``view``, flick tags and event tags; returns the legend
    lines (one or more per move). Tags keep clear of ``obstacles`` (table points) and of
    ``names`` (page points along the coins' names); each
    coin's fall from the table, (where it fell, where it went back), is added to ``falls``
    when given, else drawn as a cross and a dotted arrow."""
    doc, rules = view.doc, state.rules
    legend, flick, letter = [], 0, first_letter
    tags = Tags(view, obstacles=[view.pt(*p) for p in obstacles] + list(names))
    for entry in entries:
        if entry.outcome is None:
            if entry.move.startswith("place") and entry.before.get(entry.seat):
                after = tuple(float(v) for v in entry.move.split()[1:])
                a, b = view.pt(*entry.before[entry.seat]), view.pt(*after)
                arrow(doc, a, b, INK, 1.2, "2,3", trim=view.k * 0.2)
                tags.obstacles.append(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))
                legend.append(f"{entry_words(state, entry)} (dotted arrow)")
            else:
                legend.append(entry_words(state, entry))
            continue
        flick += 1
        for coin, path in sorted(entry.outcome.paths.items(), key=lambda c: c[0] == entry.seat):
            if len(path) < 2:
                continue
            face = rules.face(coin)
            width, dash = path_style(entry.seat, coin)
            polyline(doc, [view.pt(*p) for p in path], coin_ink(doc, face), width, dash,
                     arrow=True, class_=f"path {state.players[coin].lower()}")
        if entry.flicked is None or entry.left is None:
            raise ValueError(f"{entry.move}: a flick that moved no coin")
        path = entry.outcome.paths[entry.flicked]
        (x, y), (x2, y2) = view.pt(*path[0]), view.pt(*path[-1])
        length = max(((x2 - x) ** 2 + (y2 - y) ** 2) ** 0.5, 1e-9)
        ux, uy = (x2 - x) / length, (y2 - y) / length
        d = view.k * COIN / 2 + 10  # just behind the coin on the line it set off along, or
        prefer = [(x - ux * d, y - uy * d), (x - uy * d, y + ux * d), (x + uy * d, y - ux * d),
                  (x - (ux + uy) * d, y - (uy - ux) * d), (x - (ux - uy) * d, y - (uy + ux) * d)]
        tags.put(x - ux * d, y - uy * d, str(flick), 10, doc.look.paper, prefer)  # beside it
        for event in entry.outcome.events:
            if event.kind == "off":
                back = _fell(view, event.at, state, entry, event.coin, falls is None)
                if falls is not None:
                    falls.append((event.at, back))
        notes = []
        for count in entry.counts:
            name = chr(ord("a") + letter)
            letter += 1
            x, y = view.pt(*count.at)
            off = count.ruling in (Ruling.FOUL, Ruling.OFF)  # tag it beside the cross, not on it
            tags.put(x + (14 if off else 0), y - (14 if off else 0), name, 9,
                     doc.look.highlight)
            notes.append(f"at {name}, {count.line.said()}")
        said = "; ".join(notes)  # each lettered event, a clause of one sentence
        legend.append(f"{flick}. {entry_words(state, entry)} ({flicks_text(entry.left)} left)."
                      + (f" {said[0].upper()}{said[1:]}." if said else ""))
    return legend


def _fell(view: TableView, at: Point, state: CroquetState, entry: Entry, coin: int,
          put_back: bool = True, size: float = 5) -> Point | None:
    """A cross where a coin left the table and, if ``put_back``, a dotted arrow to where it
    was put back; returns that spot (table point)."""
    doc, (x, y), k = view.doc, view.pt(*at), size
    cross = doc.add(doc.dwg.g(stroke=INK, stroke_width=2.5, class_="fell"))
    cross.add(doc.dwg.line((r(x - k), r(y - k)), (r(x + k), r(y + k))))
    cross.add(doc.dwg.line((r(x - k), r(y + k)), (r(x + k), r(y - k))))
    back = state.pos[coin] if entry is state.log[-1] else None
    for later in state.log[state.log.index(entry) + 1:]:
        back = later.before.get(coin)
        break
    if back and put_back:
        arrow(doc, (x, y), view.pt(*back), INK, 1.2, "2,3", trim=view.k * 0.15)
    return back


def legend_block(doc: Document, lines: list[str], x: float, y: float, width: int,
                 size: float = 11, line_height: float = LINE) -> float:
    """Write ``lines`` from (x, y), wrapped to ``width`` characters, in text of ``size``;
    return the y below."""
    for line in lines:
        words, current = line.split(), ""
        for word in words:
            if len(current) + len(word) + 1 > width and current:
                doc.add(doc.label(x, y, current, size, anchor="start", fill=INK))
                y += line_height
                current = "    " + word
            else:
                current = f"{current} {word}".strip() if current else word
        doc.add(doc.label(x, y, current, size, anchor="start", fill=INK))
        y += line_height
    return y


def wrapped_lines(lines: list[str], width: int) -> int:
    """How many printed lines :func:`legend_block` needs for ``lines``."""
    total = 0
    for line in lines:
        count, length = 1, 0
        for word in line.split():
            if length + len(word) + 1 > width and length:
                count, length = count + 1, 4 + len(word)
            else:
                length += len(word) + 1
        total += count
    return total


def told(state: CroquetState, entries: list[Entry]) -> str:
    """What ``entries`` did, in a player's words (for a figure's description)."""
    return " ".join(flick_story(as_played(state, e), e) for e in entries)


def describe(state: CroquetState) -> str:
    """Where every coin lies and what it needs next, in words."""
    parts = []
    for seat, name in enumerate(state.players):
        p = state.pos[seat]
        target = state.target(seat)
        where = spot(state.course, *p) if p else "not on the table"
        goal = f"next {target.label}" if target and state.status[seat] == "playing" \
            else state.status[seat].words
        parts.append(f"{name}'s {state.rules.face(seat).name} coin {where}, {goal}")
    return "; ".join(parts) + "."


def key_items(state: CroquetState, entries: list[Entry],
              coins_at: CroquetState) -> list[tuple[int, float, str, str]]:
    """The paths' key: (seat, width, dash, text) for each coin that moves in ``entries``,
    the active player's first."""
    if not entries:
        return []
    seat = entries[0].seat
    moved = sorted({c for e in entries if e.outcome for c, path in e.outcome.paths.items()
                    if len(path) > 1}, key=lambda c: (c != seat, c))
    items = []
    for coin in moved:
        width, dash = path_style(seat, coin)
        text = f"{state.players[coin]}'s coin"
        if coins_at.status[coin] == "rover":
            text += " (a rover)"
        items.append((coin, width, dash, text))
    return items


def sides_text(rules: Rules) -> str:
    """``Sides: Ann & Cat v Ben & Dan`` in team play, else an empty string."""
    if not rules.teams:
        return ""
    return "Sides: " + " v ".join(" & ".join(rules.players[s] for s in rules.team_members(t))
                                  for t in range(rules.teams))


def turn_figure(title: str, desc: str, state: CroquetState, entries: list[Entry],
                window: tuple[float, float, float, float], k: float,
                coins_at: CroquetState, inset: float = 0) -> str:
    """A part of the table with the paths of ``entries``, a key to the paths and a legend
    below it; the coins are drawn where they lie in ``coins_at``. With ``inset`` (a zoom),
    a close-up beside the table shows where a coin fell off and where it was put back."""
    view_w, view_h = (window[2] - window[0]) * k, (window[3] - window[1]) * k
    probe = Document(10, 10, "t", "d")
    falls: list[tuple[Point, Point | None]] = []
    lines = draw_turn(TableView(probe, state.course, window, 0, 0, k), state, entries,
                      falls=falls)
    panel = 0.0
    if inset and falls:
        panel = 1.0 * k * inset + PAD
    else:
        falls = []
    items = key_items(state, entries, coins_at)
    sides = sides_text(state.rules)
    width_chars = int((view_w + panel) / (0.56 * KEY_SIZE))  # the legend's line, about
    per_char = 6.2 * KEY_SIZE / 11  # a character of the key's text, about
    items_w = sum(52 + per_char * len(text) for *_, text in items)
    sides_w = 10 + 1.1 * per_char * len(sides) if sides else 0  # (bold)
    two_rows = bool(items) and items_w + sides_w > view_w  # the sides on a row of their own
    key_h = (KEY_LINE * (1 + two_rows) + 6) if items or sides else 0
    height = view_h + 2 * PAD + 8 + key_h + wrapped_lines(lines, width_chars) * KEY_LINE
    doc = Document(view_w + 2 * PAD + panel, height, title, desc)
    coins = [p for s, p in coins_at.on_table().items()
             if window[0] < p[0] < window[2] and window[1] < p[1] < window[3]]
    before = [p for s, p in (entries[0].before.items() if entries else ())
              if coins_at.pos[s] != p]
    view = TableView(doc, state.course, window, PAD, PAD, k).draw(avoid=coins)
    for p in before:
        view.ghost(p)
    halts = [p for p in stops(entries) if p not in coins]
    for p in halts:
        view.stop(p)
    shown = {seat: (p, coins_at.players[seat]
                    + (" (rover)" if coins_at.status[seat] == "rover" else ""))
             for seat, p in coins_at.on_table().items() if p in coins}
    names = [q for p, name in shown.values() for q in view.name_points(p, name)]
    draw_turn(view, state, entries, obstacles=coins + before + halts,
              falls=[] if falls else None, names=names)
    for seat, (p, name) in shown.items():
        view.coin(coins_at.rules.face(seat), p, name)
    if falls:
        close_up(view, state, entries, falls[0], inset, PAD + view_w + PAD)
    y = PAD + view_h + 18
    if key_h:
        x: float = PAD
        for coin, width, dash, text in items:
            polyline(doc, [(x, y - 4), (x + 34, y - 4)], coin_ink(doc, state.rules.face(coin)),
                     width, dash)
            doc.add(doc.label(x + 40, y, text, KEY_SIZE, anchor="start", fill=INK))
            x += 52 + per_char * len(text)
        if sides and two_rows:
            x, y = PAD - 10, y + KEY_LINE
        if sides:
            doc.add(doc.label(x + 10, y, sides, KEY_SIZE, anchor="start", weight="bold",
                              fill=INK))
        y += KEY_LINE + 6
    legend_block(doc, lines, PAD, y, width_chars, KEY_SIZE, KEY_LINE)
    return doc.text()


def close_up(view: TableView, state: CroquetState, entries: list[Entry],
             fall: tuple[Point, Point | None], zoom: float, left: float) -> None:
    """Beside ``view``, the table around a coin's fall (``fall``: where it crossed the edge,
    where it went back) magnified ``zoom`` times: the edge, a cross, the coin put back and an
    arrow from one to the other; a frame on the table shows the part magnified."""
    # A fall drawn close up is one whose coin was put back (the cast only tells mypy so).
    doc, (at, back) = view.doc, cast("tuple[Point, Point]", fall)
    half = 0.5
    cx, cy = (at[0] + back[0]) / 2, (at[1] + back[1]) / 2
    area = (cx - half, cy - half, cx + half, cy + half)
    k = view.k * zoom
    x0, y0 = view.pt(area[0], area[3])
    top = max(PAD, min(y0 - k / 2 + view.k / 2, PAD + view.height - 2 * half * k))
    near = TableView(doc, view.course, area, left, top, k).draw(numbers=False)
    frame = dict(fill="none", stroke=INK, stroke_width=1, stroke_dasharray="4,2",
                 class_="close-up")
    doc.add(doc.dwg.rect((x0, y0), (r(2 * half * view.k), r(2 * half * view.k)), **frame))
    doc.add(doc.dwg.line((r(x0 + 2 * half * view.k), y0), (left, r(top)), **frame))
    doc.add(doc.dwg.rect((left, r(top)), (r(2 * half * k), r(2 * half * k)), **frame))
    seat = entries[0].seat
    near.coin(state.rules.face(seat), back)
    fx, fy = near.pt(*at)
    bx, by = near.pt(*back)
    size = 8
    cross = doc.add(doc.dwg.g(stroke=INK, stroke_width=3, class_="fell"))
    cross.add(doc.dwg.line((r(fx - size), r(fy - size)), (r(fx + size), r(fy + size))))
    cross.add(doc.dwg.line((r(fx - size), r(fy + size)), (r(fx + size), r(fy - size))))
    length = max(((bx - fx) ** 2 + (by - fy) ** 2) ** 0.5, 1e-9)
    ux, uy = (bx - fx) / length, (by - fy) / length
    start, end = size + 3, length - k * COIN / 2 - 4
    polyline(doc, [(fx + ux * start, fy + uy * start), (fx + ux * end, fy + uy * end)], INK, 2,
             "", arrow=True, class_="put-back")
    mid = (start + end) / 2
    doc.add(doc.label(fx + ux * mid + 8, fy + uy * mid + 4, "put back", 11, anchor="start",
                      weight="bold", fill=INK))
    doc.add(doc.label(left + 6, r(top + 2 * half * k - 8), f"close-up, {zoom:g} times", 10,
                      anchor="start", fill=INK))


# -- the catalogue -----------------------------------------------------------------------------
#: Where the course figure draws each measured space: a shift off the tiles (tile widths).
SPACE_SHIFTS = {"inside a wicket": (0.9, 0.0), "the course's length": (0.0, 7.0),
                "the course's width": (11.25, 0.0)}
#: The wicket whose inside the course figure measures (one the course order crosses once).
MEASURED_WICKET = 8


def spaces_text(course: Course) -> str:
    """The rules' distances as the model measures them on ``course``, in words."""
    spaces = course.spaces(MEASURED_WICKET)
    feet = [s.length * 2 / 12 for s in spaces[-2:]]  # length and width; a tile is 2 inches
    how = "between the tiles' edges" if course.reading == "tiles" else "between centres"
    return (f"Spaces in tile widths, measured {how}: "
            + "; ".join(f"{s.name}: {s.length:g}" for s in spaces)
            + f" (that is {feet[0]:g} by {feet[1]:g} feet).")


@figure("course")
def course_figure() -> str:
    """The course to scale, with wicket numbers, the course order, out and back, and the
    spaces the rules ask for, as the model measures them."""
    return _course(measured=True)


@figure("course-map")
def course_map() -> str:
    """The course to scale for the player aid: the same drawing without the measured spaces,
    cut to the tiles and a little room round them."""
    return _course(measured=False)


def _course(measured: bool) -> str:
    course = Course.make()
    k = 22
    if measured:
        window = course.table
    else:
        xs, ys = [x for x, _ in course.tiles()], [y for _, y in course.tiles()]
        window = (min(xs) - 0.6, min(ys) - 0.6, max(xs) + 0.6, max(ys) + 0.6)
    w, h = (window[2] - window[0]) * k, (window[3] - window[1]) * k
    measured_text = spaces_text(course)
    notes = ([measured_text] if measured else []) + [
        "L: left endpost, where every coin starts and finishes. R: right endpost, where the "
        "course turns."]
    width_chars = 108
    table_w, table_h = window[2] - window[0], window[3] - window[1]
    what = (f"The table from above, {table_w:g} by {table_h:g} tile widths, drawn to scale."
            if measured else "The course from above, drawn to scale.")
    below = 40 + wrapped_lines(notes, width_chars) * LINE if measured else 0
    doc = Document(w + 2 * PAD, h + 2 * PAD + below,
                   "The croquet course" if measured else "The croquet course (map)",
                   what + " The left endpost (L) and the right endpost (R) are stacks of three "
                   "tiles; each of the nine wickets is two tiles, numbered below it. Wickets 1, "
                   "2, 4, 6 and 7 lie on the line between the endposts; 3 and 5 below it, 9 "
                   "and 8 above. The solid line with arrows is the way out: from the left "
                   "endpost through wickets 1 to 7, left to right, to the right endpost. The "
                   "dashed line is the way back: 7, 6, 8, 4, 9, 2, 1, right to left, to the "
                   "left endpost. Each arrowhead points the way its wicket must be passed."
                   + (" Thin lines with a tick at each end measure the spaces the rules give, "
                      "each labelled with its length: " + measured_text if measured else ""))
    view = TableView(doc, course, window, PAD, PAD, k).draw(numbers=measured)
    if not measured:  # the map is printed small: large numbers, beside each wicket's outer tile
        for n, wicket in sorted(course.wickets.items()):
            (_, low), (_, high) = wicket.tiles
            x, y = view.pt(wicket.x + 0.62, high if wicket.y > 0 else low)
            doc.add(doc.label(x, y + k * 0.32, str(n), r(k * 0.9), anchor="start",
                              weight="bold", fill=INK, class_="wicket-number"))
    lane = 0.22
    out = [(1.0, -lane)]
    back: list[tuple[float, float]] = []
    for target in course.order:
        if target.kind == "endpost":
            x, y = course.endposts[target.side]
            point = (x - 0.75, y - lane) if target.side == "right" else (x + 0.75, y + lane)
        else:
            wk = course.wickets[target.wicket]
            point = (wk.x, wk.y if wk.y else -lane * target.direction)
        (out if target.direction > 0 or target.side == "right" else back).append(point)
    back.insert(0, (out[-1][0], lane))
    for points, colour, dash in ((out, OUT, ""), (back, BACK, "7,4")):
        polyline(doc, [view.pt(*p) for p in points[:-1]], colour, 2, dash, class_="order")
        arrow(doc, view.pt(*points[-2]), view.pt(*points[-1]), colour, 2, dash, class_="order")
    for target in course.order:  # a short arrow across each wicket's line, the way it is passed
        if target.kind == "wicket":
            wk, d = course.wickets[target.wicket], target.direction
            y = wk.y if wk.y else -lane * d
            arrow(doc, view.pt(wk.x - 0.45 * d, y), view.pt(wk.x + 0.55 * d, y),
                  OUT if d > 0 else BACK, 2.4, class_="passing")
    for space in course.spaces(MEASURED_WICKET) if measured else []:
        sx, sy = SPACE_SHIFTS.get(space.name, (0.0, 0.0))
        dimension(doc, view.pt(*space.a), view.pt(*space.b), f"{space.length:g}",
                  shift=(sx * k, -sy * k))
    if not measured:  # the map: the aid's words say what the lines and letters are
        return doc.text()
    y = PAD + h + 22
    doc.add(doc.dwg.line((PAD, y), (PAD + 2 * k, y), stroke=INK, stroke_width=2))
    doc.add(doc.label(PAD + 2 * k + 6, y + 4, "2 tile widths (4 inches)", 11, anchor="start"))
    for k_, (colour, dash, text) in enumerate(((OUT, "", "out: 1 2 3 4 5 6 7, right endpost"),
                                               (BACK, "7,4", "back: 7 6 8 4 9 2 1, left "
                                                "endpost"))):
        x = PAD + 200 + k_ * 240
        polyline(doc, [(x, y), (x + 30, y)], colour, 2, dash, arrow=True)
        doc.add(doc.label(x + 36, y + 4, text, 11, anchor="start"))
    legend_block(doc, notes, PAD, y + 26, width_chars)
    return doc.text()


@figure("faces")
def faces_figure() -> str:
    """The ten faces a coin can show, in the order players take them."""
    s = 44
    doc = Document(10 * s * 1.3 + 2 * PAD, 2 * PAD + s * 2.2, "Coin faces in playing order",
                   "Ten coins in a row, the order in which players take them and play: the "
                   "suit sides of Moons (black), Suns (red), Arms (blue) and Crowns (green, "
                   "yellow in some packs), then the value sides blank (the Null), ace, 2, 3, 4 "
                   "and 5. The figures draw value sides on Moons coins; any suit will do.")
    for n, face in enumerate(FACES):
        x = PAD + (n + 0.5) * s * 1.3
        symbol = coin_symbol(doc, face.suit, None, s) if face.suit else \
            coin_symbol(doc, "M", face.rank, s)
        doc.add(doc.dwg.use(symbol, insert=(r(x), r(PAD + s * 0.6))))
        doc.add(doc.label(x, PAD + s * 1.45, f"{n + 1}. {face.name}", 11, fill=INK))
        if face.name == "green":  # the rules' "green/yellow": Crowns are yellow in some sets
            doc.add(doc.label(x, PAD + s * 1.45 + 13, "or yellow", 11, fill=INK))
    return doc.text()


@figure("turn")
def turn_fig() -> str:
    """The example turn: a wicket, a hit, the fourth option, two more wickets."""
    played = replay_example("turn")
    state = played.state
    before = played.position("before")
    entries = [e for e in state.log if e.turn == 3]
    desc = ("Ann's whole turn, from the example record. " + told(state, entries)
            + " Before the turn: " + describe(before) + " After it: " + describe(state))
    return turn_figure("An example turn", desc, state, entries, (-0.8, -6.9, 13.0, 2.4), 50, state)


@figure("foul")
def foul_fig() -> str:
    """A coin flicked off the table, and where it comes back."""
    played = replay_example("foul")
    state = played.state
    entries = [e for e in state.log if e.turn == 1]
    desc = ("Ann's first turn, from the example record: " + told(state, entries)
            + " The thick line is the table's edge; the cross marks where her coin's centre "
            "crossed it. A close-up beside the table, six times larger, shows the cross, the "
            "coin put back one coin width in from it, and an arrow from one to the other; a "
            "dashed frame on the table marks the part magnified.")
    svg = turn_figure("Off the table", desc, state, entries, (-1, -2.8, 10.6, 9.8), 36, state,
                      inset=6)
    return svg


@figure("rover")
def rover_fig() -> str:
    """Team play: a turn in which a coin becomes a rover and earns flicks as one."""
    played = replay_example("teams")
    state = played.position("rover")
    turn = state.turn_number - 1
    entries = [e for e in state.log if e.turn == turn]
    rules = state.rules
    teams = "; ".join(f"team {t + 1}: " + " and ".join(state.players[s] for s in
                                                      rules.team_members(t))
                      for t in range(rules.teams))
    rover = [s for s, status in enumerate(state.status) if status == "rover"]
    desc = (f"Team play with four players ({teams}), from the example record, the left half "
            "of the course. " + told(state, entries)
            + " Where the coins lie after the turn: " + describe(state) + " The rover ("
            + " and ".join(state.players[s] for s in rover) + ") is labelled as one; the "
            "key below the table gives each coin's line.")
    return turn_figure("A rover's turn", desc, state, entries, (-0.8, -2.4, 12.6, 6.4), 52, state)


@figure("robots")
def robots_fig() -> str:
    """A chart: turns robots of two skills need to complete the course alone."""
    data = robot_turns()
    series, lowest, highest = [], 99, 0
    for name, rows in data.items():
        turns = [t for _, t in rows if t is not None]
        lowest, highest = min(lowest, *turns), max(highest, *turns)
        series.append((name, turns))
    categories = list(range(lowest, highest + 1))
    bars = []
    summary = []
    for (name, turns), _skill in zip(series, ("steady", "shaky")):
        counts = Counter(turns)
        mid = median(turns)
        bars.append((f"{name} robots", [counts[c] for c in categories], mid))
        summary.append(f"{name} robots ({len(turns)} games) took {min(turns)} to {max(turns)} "
                       f"turns, median {mid:g}")
    desc = ("Bar chart of how many turns a robot playing alone needs to complete the course, "
            "for two skills: steady (aim off by 1.5 degrees and 5 percent of strength, one "
            "standard deviation) and shaky (5 degrees and 15 percent). "
            + "; ".join(summary) + ". A vertical line marks each median at its number of "
            "turns: solid for steady, dashed for shaky, as the legend says.")
    return chart.bar_chart("Turns to complete the course", desc, categories, bars,
                           "turns to complete the course alone", "games")


def render_position(state: CroquetState, title: str, caption: str) -> str:
    """Any position of a record, for ``rulebook render``: the whole table, every coin, and
    the paths of the turn that led to it."""
    course = state.course
    k = 22
    turn = state.log[-1].turn if state.log else 0
    entries = [e for e in state.log if e.turn == turn]
    return turn_figure(title, f"{caption} {describe(state)}".strip(), state, entries,
                       course.table, k, state)
