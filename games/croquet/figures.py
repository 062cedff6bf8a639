"""Tabletop Croquet's figure catalogue: the course, turns with every flick's path, the chart.

The table is seen from above with the course's long axis left to right, as in the rules.
Tiles lie face down (their backs show the 2x2 grid); an endpost is a stack of three tiles,
drawn with two shadows. Paths: the coin of the player whose turn it is leaves a solid line,
other coins a dashed one; a numbered tag starts each flick and lettered tags mark what
happened on the way, explained in the legend below the table.

>>> sorted(FIGURES)
['course', 'faces', 'foul', 'robots', 'rover', 'turn']
"""

from __future__ import annotations

from collections import Counter
from statistics import median

from ..draw import chart
from ..draw.catalogue import catalogue
from ..draw.paths import arrow, polyline, tag
from ..draw.piecepack import coin_symbol, tile_back
from ..draw.svg import Document, r
from .course import COIN, Course
from .examples import replay_example, robot_turns
from .flicks import Entry, num
from .players import FACES, Face
from .rules import STATUS, CroquetState

FIGURES, figure = catalogue()
PAD = 10
LINE = 15  # legend line height
INK = "#000000"
OUT, BACK = "#0072B2", "#D55E00"  # the course order: out and back (also solid and dashed)


# -- the table from above ----------------------------------------------------------------------
class TableView:
    """The part ``window`` (x0, y0, x1, y1 in tile widths) of the table, drawn at (left, top)
    with ``k`` units to a tile width; y grows upwards on the table, downwards on the page."""

    def __init__(self, doc: Document, course: Course, window, left: float, top: float,
                 k: float):
        self.doc, self.course, self.window = doc, course, window
        self.left, self.top, self.k = left, top, k
        self.width = (window[2] - window[0]) * k
        self.height = (window[3] - window[1]) * k

    def pt(self, x: float, y: float) -> tuple[float, float]:
        """The page point of table point (x, y)."""
        return (r(self.left + (x - self.window[0]) * self.k),
                r(self.top + (self.window[3] - y) * self.k))

    def draw(self, numbers: bool = True) -> "TableView":
        """The floor, the table top and its edge, every tile, and the wicket numbers."""
        doc, dwg, k = self.doc, self.doc.dwg, self.k
        wx0, wy0, wx1, wy1 = self.window
        corner, size = self.pt(wx0, wy1), (r(self.width), r(self.height))

        def clip():
            path = dwg.clipPath()
            path.add(dwg.rect(corner, size))
            return path
        ident = doc.define("window", clip)
        group = doc.add(dwg.g(clip_path=f"url({ident})", class_="table-view"))
        group.add(dwg.rect(corner, size, fill="#FFFFFF", class_="floor"))
        tx0, ty0, tx1, ty1 = self.course.table
        group.add(dwg.rect(self.pt(tx0, ty1), (r((tx1 - tx0) * k), r((ty1 - ty0) * k)),
                           fill=doc.look.light, stroke=INK, stroke_width=3, class_="table"))
        back = tile_back(doc, k)
        for side, (cx, cy) in self.course.endposts.items():
            for step in (2, 1):  # the stack of three: two tiles' edges show below the top one
                group.add(dwg.rect(self.pt(cx - 0.5 + step * 0.06, cy + 0.5 - step * 0.06),
                                   (r(k), r(k)), fill=doc.look.levels[2 - step],
                                   stroke=doc.look.tile_line, class_="stack"))
        for cx, cy in self.course.tiles():
            group.add(dwg.use(back, insert=self.pt(cx - 0.5, cy + 0.5)))
        for side, (cx, cy) in self.course.endposts.items():
            group.add(doc.label(*self.pt(cx, cy - 0.2), side[0].upper(), r(k * 0.5),
                                weight="bold", fill=INK))
        group.add(dwg.rect(corner, size, fill="none", stroke="#999999", stroke_width=0.5))
        if numbers:
            for w in self.course.wickets.values():
                if not (wx0 < w.x < wx1 and wy0 + 0.3 < w.y - w.half - 0.85 < wy1 - 0.6):
                    continue
                x, y = self.pt(w.x, w.y - w.half - 0.85)
                group.add(doc.label(x, y + k * 0.2, str(w.number), r(k * 0.6), weight="bold",
                                    fill=INK, class_="wicket-number"))
        return self

    def coin(self, face: Face, p, name: str = "", size: float | None = None) -> None:
        """A player's coin at table point ``p``, its face up, with the name beside it."""
        size = size or COIN * self.k
        symbol = coin_symbol(self.doc, face.suit, None, size) if face.suit else \
            coin_symbol(self.doc, "M", face.rank, size)
        self.doc.add(self.doc.dwg.use(symbol, insert=self.pt(*p)))
        if name:
            x, y = self.pt(*p)
            self.doc.add(self.doc.label(x + size * 0.6, y - size * 0.5, name, 11,
                                        anchor="start", weight="bold", fill=INK))

    def ghost(self, p) -> None:
        """A dashed outline where a coin lay before the moves drawn."""
        self.doc.add(self.doc.dwg.circle(self.pt(*p), r(COIN * self.k / 2), fill="none",
                                         stroke=INK, stroke_width=1, stroke_dasharray="3,2",
                                         class_="ghost"))


class Tags:
    """Tags placed on a figure, each nudged clear of the ones already there."""

    def __init__(self, view: TableView, gap: float = 15):
        self.view, self.gap, self.placed = view, gap, []

    def put(self, x: float, y: float, text: str, size: float, fill: str) -> None:
        """A tag at (x, y), or at the first spot near it that keeps ``gap`` from the others."""
        g = self.gap
        for dx, dy in ((0, 0), (0, g), (0, -g), (g, 0), (-g, 0), (g, g), (-g, g), (g, -g),
                       (-g, -g), (0, 2 * g), (0, -2 * g)):
            if all(abs(x + dx - px) >= g or abs(y + dy - py) >= g for px, py in self.placed):
                break
        self.placed.append((x + dx, y + dy))
        tag(self.view.doc, x + dx, y + dy, text, size, fill=fill)


def coin_ink(doc: Document, face: Face) -> str:
    """The colour of a player's paths: the suit's ink, black for value faces."""
    return doc.look.suits[face.suit].ink if face.suit else "#1A1A1A"


def draw_turn(view: TableView, state: CroquetState, entries: list[Entry], first_letter=0):
    """Every path of ``entries`` on ``view``, flick tags and event tags; returns the legend
    lines (one or more per move)."""
    doc, rules = view.doc, state.rules
    legend, flick, letter = [], 0, first_letter
    tags = Tags(view)
    for entry in entries:
        who = state.players[entry.seat]
        if entry.outcome is None:
            if entry.move.startswith("place") and entry.before.get(entry.seat):
                after = tuple(float(v) for v in entry.move.split()[1:])
                arrow(doc, view.pt(*entry.before[entry.seat]), view.pt(*after), INK, 1.2,
                      "2,3", trim=view.k * 0.2)
                legend.append(f"{who}: {entry.move}, next to the coin hit (dotted arrow)")
            elif entry.move.startswith("place"):
                legend.append(f"{who}: {entry.move}, the coin's start")
            else:
                legend.append(f"{who}: {entry.move}")
            continue
        flick += 1
        for coin, path in sorted(entry.outcome.paths.items(), key=lambda c: c[0] == entry.seat):
            if len(path) < 2:
                continue
            face = rules.face(coin)
            polyline(doc, [view.pt(*p) for p in path], coin_ink(doc, face),
                     2.2 if coin == entry.seat else 1.6, "" if coin == entry.seat else "6,4",
                     arrow=True, class_=f"path {state.players[coin].lower()}")
        x, y = view.pt(*entry.before[entry.flicked])
        tags.put(x - view.k * 0.3, y + view.k * 0.3, str(flick), 10, "#FFFFFF")
        for event in entry.outcome.events:
            if event.kind == "off":
                _fell(view, event.at, state, entry, event.coin)
        notes = []
        for text, flicks, at in entry.counts:
            name = chr(ord("a") + letter)
            letter += 1
            x, y = view.pt(*at)
            off = "leaves the table" in text  # tag it beside the cross, not on it
            tags.put(x + (14 if off else 0), y - (14 if off else 0), name, 9, "#FFF4C2")
            notes.append(f"{name}: {text}")
        left = entry.lines[0].split("(")[-1].rstrip(")")
        legend.append(f"{flick}. {who}: {entry.move} ({left})" + (": " if notes else "")
                      + "; ".join(notes))
    return legend


def _fell(view: TableView, at, state: CroquetState, entry: Entry, coin: int) -> None:
    """A cross where a coin left the table, and a dotted arrow to where it was put back."""
    doc, (x, y), k = view.doc, view.pt(*at), 5
    cross = doc.add(doc.dwg.g(stroke=INK, stroke_width=2.5, class_="fell"))
    cross.add(doc.dwg.line((r(x - k), r(y - k)), (r(x + k), r(y + k))))
    cross.add(doc.dwg.line((r(x - k), r(y + k)), (r(x + k), r(y - k))))
    back = state.pos[coin] if entry is state.log[-1] else None
    for later in state.log[state.log.index(entry) + 1:]:
        back = later.before.get(coin)
        break
    if back:
        arrow(doc, (x, y), view.pt(*back), INK, 1.2, "2,3", trim=view.k * 0.15)


def legend_block(doc: Document, lines: list[str], x: float, y: float, width: int) -> float:
    """Write ``lines`` from (x, y), wrapped to ``width`` characters; return the y below."""
    for line in lines:
        words, current = line.split(), ""
        for word in words:
            if len(current) + len(word) + 1 > width and current:
                doc.add(doc.label(x, y, current, 11, anchor="start", fill=INK))
                y += LINE
                current = "    " + word
            else:
                current = f"{current} {word}".strip() if current else word
        doc.add(doc.label(x, y, current, 11, anchor="start", fill=INK))
        y += LINE
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


def describe(state: CroquetState) -> str:
    """Where every coin lies and what it needs next, in words."""
    parts = []
    for seat, name in enumerate(state.players):
        p = state.pos[seat]
        target = state.target(seat)
        where = f"at ({num(p[0])}, {num(p[1])})" if p else "not on the table"
        goal = f"next {target.label}" if target and state.status[seat] == "playing" \
            else STATUS[state.status[seat]]
        parts.append(f"{name}'s {state.rules.face(seat).name} coin {where}, {goal}")
    return "; ".join(parts) + "."


def turn_figure(title: str, desc: str, state: CroquetState, entries, window, k: float,
                coins_at: CroquetState, width_chars: int = 92) -> str:
    """A part of the table with the paths of ``entries`` and a legend below it; the coins are
    drawn where they lie in ``coins_at``."""
    view_w, view_h = (window[2] - window[0]) * k, (window[3] - window[1]) * k
    probe = Document(10, 10, "t", "d")
    lines = draw_turn(TableView(probe, state.course, window, 0, 0, k), state, entries)
    height = view_h + 2 * PAD + 8 + wrapped_lines(lines, width_chars) * LINE
    doc = Document(view_w + 2 * PAD, height, title, desc)
    view = TableView(doc, state.course, window, PAD, PAD, k).draw()
    if entries:
        for seat, p in entries[0].before.items():
            if coins_at.pos[seat] != p:
                view.ghost(p)
    for seat, p in coins_at.on_table().items():
        if window[0] < p[0] < window[2] and window[1] < p[1] < window[3]:
            view.coin(coins_at.rules.face(seat), p, coins_at.players[seat])
    draw_turn(view, state, entries)
    legend_block(doc, lines, PAD, PAD + view_h + 18, width_chars)
    return doc.text()


# -- the catalogue -----------------------------------------------------------------------------
@figure("course")
def course_figure() -> str:
    """The course to scale, with wicket numbers and the course order, out and back."""
    course = Course.make()
    k = 22
    window = course.table
    w, h = (window[2] - window[0]) * k, (window[3] - window[1]) * k
    doc = Document(w + 2 * PAD, h + 2 * PAD + 58, "The croquet course",
                   "The table from above, 30 by 18 tile widths (5 by 3 feet with 2-inch "
                   "tiles), drawn to scale. The left endpost (L) and the right endpost (R) "
                   "are stacks of three tiles 22 tile widths apart; each of the nine wickets is "
                   "two tiles with a one-tile gap, numbered below it. Wickets 1, 2, 4, 6 and 7 "
                   "lie on the line between the endposts; 3 and 5 are four tile widths below "
                   "it, 9 and 8 four above. The solid line with arrows is the way out: from "
                   "the left endpost through wickets 1 to 7, left to right, to the right "
                   "endpost. The dashed line is the way back: 7, 6, 8, 4, 9, 2, 1, right to "
                   "left, to the left endpost. Each arrowhead points the way its wicket must "
                   "be passed.")
    view = TableView(doc, course, window, PAD, PAD, k).draw()
    lane = 0.22
    out = [(1.0, -lane)]
    back = []
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
        for a, b in zip(points, points[1:]):
            arrow(doc, view.pt(*a), view.pt(*b), colour, 2, dash, class_="order")
    y = PAD + h + 22
    doc.add(doc.dwg.line((PAD, y), (PAD + 2 * k, y), stroke=INK, stroke_width=2))
    doc.add(doc.label(PAD + 2 * k + 6, y + 4, "2 tile widths (4 inches)", 11, anchor="start"))
    for k_, (colour, dash, text) in enumerate(((OUT, "", "out: 1 2 3 4 5 6 7, right endpost"),
                                               (BACK, "7,4", "back: 7 6 8 4 9 2 1, left "
                                                "endpost"))):
        x = PAD + 200 + k_ * 240
        polyline(doc, [(x, y), (x + 30, y)], colour, 2, dash, arrow=True)
        doc.add(doc.label(x + 36, y + 4, text, 11, anchor="start"))
    doc.add(doc.label(PAD, y + 26, "L: left endpost, where every coin starts and finishes. "
                      "R: right endpost, where the course turns.", 11, anchor="start"))
    return doc.text()


@figure("faces")
def faces_figure() -> str:
    """The ten faces a coin can show, in the order players take them."""
    s = 44
    doc = Document(10 * s * 1.3 + 2 * PAD, 2 * PAD + s * 1.9, "Coin faces in playing order",
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
    return doc.text()


@figure("turn")
def turn_fig() -> str:
    """The example turn: a wicket, a hit, the fourth option, two more wickets."""
    played = replay_example("turn")
    state = played.state
    before = played.position("before")
    entries = [e for e in state.log if e.turn == 3]
    desc = ("Ann's whole turn, from the example record. " + " ".join(
        str(e).replace("\n", " ") for e in entries) + " Before the turn: " + describe(before)
            + " After it: " + describe(state))
    return turn_figure("An example turn", desc, state, entries, (-0.8, -6.3, 12.2, 2.2), 52,
                       state, width_chars=106)


@figure("foul")
def foul_fig() -> str:
    """A coin flicked off the table, and where it comes back."""
    played = replay_example("foul")
    state = played.state
    entries = [e for e in state.log if e.turn == 1]
    desc = ("Ann's first turn, from the example record: " + " ".join(
        str(e).replace("\n", " ") for e in entries) + " The thick line is the table's edge; "
            "the cross marks where her coin's centre crossed it.")
    svg = turn_figure("Off the table", desc, state, entries, (-1, -1.6, 11, 9.8), 36, state,
                      width_chars=74)
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
    desc = (f"Team play with four players ({teams}), from the example record, part of the "
            "course. " + " ".join(str(e).replace("\n", " ") for e in entries)
            + " Where the coins lie after the turn: " + describe(state))
    return turn_figure("A rover's turn", desc, state, entries, (-0.7, -2.3, 6.6, 3.9), 80, state,
                       width_chars=92)


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
    for (name, turns), skill in zip(series, ("steady", "shaky")):
        counts = Counter(turns)
        mid = median(turns)
        bars.append((f"{name}: median {mid:g} turns", [counts[c] for c in categories],
                     int(mid) if mid == int(mid) else None))
        summary.append(f"{name} robots ({len(turns)} games) took {min(turns)} to {max(turns)} "
                       f"turns, median {mid:g}")
    desc = ("Bar chart of how many turns a robot playing alone needs to complete the course, "
            "for two skills: steady (aim off by 1.5 degrees and 5 percent of strength, one "
            "standard deviation) and shaky (5 degrees and 15 percent). "
            + "; ".join(summary) + ". Vertical lines mark the medians.")
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
                       course.table, k, state, width_chars=110)
