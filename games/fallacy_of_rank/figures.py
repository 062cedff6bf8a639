"""The Fallacy of Rank's figure catalogue: every figure of the chapter, drawn from the model.

Boards are face-down piecepack tiles; each corner is washed with its owner's suit colour. The
suit inks of Suns, Crowns and Arms fall on nearly the same grey, so colour is not what tells
the armies apart: every piece is ringed, and every corner framed, in its suit's pattern
(:data:`PATTERNS`: Suns a heavy solid line, Moons dashes, Crowns dots, Arms a double line), and
a key under the 4-player positions names the patterns. A coin drawn value side up is one whose
value the viewer knows (in an umpire's view, every coin); value side down, it is hidden.
Pawns are always seen.

>>> sorted(FIGURES)[:3]
['army', 'board-2p', 'board-3p']
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from ..core.catalogue import catalogue
from ..core.components import SUNS, Coin, Pawn
from ..core.words import listing
from ..draw import layout
from ..draw.grid import BoardView
from ..draw.piecepack import coin_symbol, die_face, pawn_symbol, tile_face
from ..draw.svg import Document, r
from .armies import army, tile_hand
from .boards import board_for
from .combat import ORDER, fixed, piece_rank, rank_word, table
from .examples import replay_example
from .options import Rules
from .rules import FallacyState
from .turn import SLIDE, piece_part, square_part
from .words import piece_name

if TYPE_CHECKING:
    from ..core.components import Suit
    from ..draw.svg import Element
    from .boards import Board

    #: A mark on a square of a drawn position (see :func:`draw_position`).
    Marker = bool | Literal["attack"]

FIGURES, figure = catalogue()
PAD = layout.PAD
#: How each suit's pieces and corners are outlined, so that they read without colour.
PATTERNS = {"S": "solid", "M": "dashed", "C": "dotted", "A": "double"}
_PATTERN_WORDS = {"solid": "a heavy solid line", "dashed": "dashes", "dotted": "dots",
                  "double": "a double line"}


# -- the suits' patterns ------------------------------------------------------------------------
def _outline(doc: Document, g: Element, letter: str, shape: Callable[..., Element],
             width: float) -> None:
    """Add to ``g`` the suit's pattern along ``shape(grow, **style)``, an element drawing the
    outline grown outwards by ``grow`` with the given style; ``width`` is the heavy line's."""
    ink = doc.look.suits[letter].ink
    pattern = PATTERNS[letter]
    if pattern == "solid":
        g.add(shape(0, stroke=ink, stroke_width=r(width)))
    elif pattern == "dashed":
        g.add(shape(0, stroke=ink, stroke_width=r(width * 0.45)))
        g.add(shape(0, stroke=ink, stroke_width=r(width), pathLength=48,
                    stroke_dasharray="4,2"))
    elif pattern == "dotted":
        g.add(shape(0, stroke=ink, stroke_width=r(width * 0.45)))
        g.add(shape(0, stroke=ink, stroke_width=r(width * 1.15), stroke_linecap="round",
                    pathLength=48, stroke_dasharray="0,4"))
    else:
        g.add(shape(0, stroke=ink, stroke_width=r(width * 0.45)))
        g.add(shape(width * 0.9, stroke=ink, stroke_width=r(width * 0.45)))


def coin(doc: Document, letter: str, rank: int | None, size: float) -> str:
    """A coin (see :func:`games.draw.piecepack.coin_symbol`) whose rim is drawn in its suit's
    pattern."""
    def make() -> Element:
        g = doc.dwg.g(class_=f"owned {PATTERNS[letter].lower()}")
        g.add(doc.dwg.use(coin_symbol(doc, letter, rank, size)))
        _outline(doc, g, letter, lambda grow, **style: doc.dwg.circle(
            (0, 0), r(size * 0.46 + grow), fill="none", **style), size * 0.12)
        return g
    face = "" if rank is None else "na2345"[rank]
    return doc.define(f"owned-coin-{letter.lower()}{face}-{r(size)}", make)


def pawn(doc: Document, letter: str, size: float) -> str:
    """A pawn (see :func:`games.draw.piecepack.pawn_symbol`), ``size`` tall, standing on a
    disc ringed in its suit's pattern."""
    def make() -> Element:
        g = doc.dwg.g(class_=f"owned {PATTERNS[letter].lower()}")
        radius = size * 0.44
        g.add(doc.dwg.circle((0, 0), r(radius), fill=doc.look.paper))
        _outline(doc, g, letter, lambda grow, **style: doc.dwg.circle(
            (0, 0), r(radius + grow), fill="none", **style), size * 0.11)
        g.add(doc.dwg.use(pawn_symbol(doc, letter, size)))
        return g
    return doc.define(f"owned-pawn-{letter.lower()}-{r(size)}", make)


def frame_corners(doc: Document, view: BoardView, board: Board,
                  suits: Sequence[Sequence[Suit]]) -> None:
    """Frame each corner in the pattern of its owner's (first) suit."""
    s = view.s
    for group, corner in zip(suits, board.corners):
        xs, ys = zip(*(view.corner(q) for q in corner))
        x, y = min(xs), min(ys)
        w, h = max(xs) + s - x, max(ys) + s - y
        inset = s * 0.07

        def rect(grow: float, x: float = x, y: float = y, w: float = w, h: float = h,
                 inset: float = inset, **style: Any) -> Element:
            k = inset - grow
            return doc.dwg.rect((r(x + k), r(y + k)), (r(w - 2 * k), r(h - 2 * k)),
                                fill="none", **style)
        g = view.group.add(doc.dwg.g(class_=f"frame {PATTERNS[group[0].letter]}"))
        _outline(doc, g, group[0].letter, lambda grow, **style: rect(-grow, **style), s * 0.1)


KEY_WIDTH = 7.2  # one entry of the key, in key sizes


def key_rows(width: float, players: int, size: float) -> int:
    """How many rows the key takes in ``width``: one if it fits, else two."""
    return 1 if players * size * KEY_WIDTH <= width else 2


def key(doc: Document, x: float, y: float, width: float, players: Sequence[str],
        suits: Sequence[Sequence[Suit]], places: Sequence[str], size: float = 24) -> None:
    """A key naming each player's suit, corner and pattern, from (x, y), in one row if it fits
    in ``width``, else in two."""
    per_row = -(-len(players) // key_rows(width, len(players), size))
    for seat, (name, group) in enumerate(zip(players, suits)):
        letter = group[0].letter
        cx = x + (seat % per_row) * size * KEY_WIDTH
        y_row = y + (seat // per_row) * size * 1.4
        doc.add(doc.dwg.use(coin(doc, letter, None, size), insert=(r(cx + size / 2),
                                                                  r(y_row + size / 2))))
        doc.add(doc.label(cx + size * 1.2, y_row + size * 0.45, f"{name}: {group[0].name}",
                          r(size * 0.5), anchor="start", weight="bold"))
        doc.add(doc.label(cx + size * 1.2, y_row + size * 1.0,
                          f"{places[seat]}, {PATTERNS[letter]}", r(size * 0.45),
                          anchor="start"))


def key_words(state: FallacyState) -> str:
    """The key in words, for a figure's description."""
    return "Key: " + "; ".join(
        f"{name} plays {group[0].name} from the {state.board.places[seat]} corner, pieces ringed "
        f"and corner framed with {_PATTERN_WORDS[PATTERNS[group[0].letter]]}"
        for seat, (name, group) in enumerate(zip(state.players, state.rules.suits))) + "."


# -- drawing a position ----------------------------------------------------------------------
def corner_tints(doc: Document, board: Board,
                 suits: Sequence[Sequence[Suit]]) -> dict[int, str]:
    """Each corner square washed with the ink of its owner's (first) suit."""
    return {s: doc.look.suits[group[0].letter].ink
            for group, corner in zip(suits, board.corners) for s in corner}


def draw_position(doc: Document, state: FallacyState, x: float, y: float, square: float,
                  seen: Callable[[int], bool] | None = None,
                  markers: Mapping[int, Marker] | None = None,
                  arrows: Iterable[tuple[Sequence[int], bool]] = ()) -> BoardView:
    """The board and its pieces at (x, y). ``seen(square)`` says whether a coin's value is
    known to the viewer (every value by default); ``markers`` maps squares to True (a circle:
    an empty square within reach), False (a cross: an empty square out of reach) or
    ``"attack"`` (a ring round the square: a piece within reach, to attack); ``arrows`` are
    (squares, dashed) pairs, drawn under the pieces, from the edge of an occupied first square
    to the edge of an occupied last one."""
    board = state.board
    view = BoardView(doc, board.grid, x, y, square).draw_tiles(
        board.squares, corner_tints(doc, board, state.rules.suits))
    frame_corners(doc, view, board, state.rules.suits)
    for path, dashed in arrows:
        view.arrow(path, dashed, start=0.5 if state.cells[path[0]] else 0,
                   end=0.6 if state.cells[path[-1]] else 0.3)
    size = square * 0.8
    for s in board.squares:
        piece = state.cells[s]
        if piece is None:
            continue
        letter = piece.suit.letter
        if isinstance(piece, Pawn):
            view.place(pawn(doc, letter, square * 0.85), s)
        else:
            shown = seen is None or seen(s)
            view.place(coin(doc, letter, piece.rank if shown else None, size), s)
    for s, kind in sorted((markers or {}).items()):
        if kind == "attack":
            _ring(view, s)
        else:
            view.marker(s, kind)
    return view


def _ring(view: BoardView, square: int) -> Element:
    """A heavy square ring just inside the edge of ``square``, clear of the piece on it."""
    s, inset = view.s, view.s * 0.04
    x, y = view.corner(square)
    return view.group.add(view.doc.dwg.rect(
        (r(x + inset), r(y + inset)), (r(s - 2 * inset), r(s - 2 * inset)), rx=r(s * 0.1),
        fill="none", stroke=view.look.mark, stroke_width=r(s * 0.06), class_="marker attack"))


def describe(state: FallacyState, seen: Callable[[int], bool] | None = None) -> str:
    """The position in words: each player's pieces with their squares and values; the coins
    whose value ``seen(square)`` hides are listed apart, by square only (every value by
    default)."""
    board, parts = state.board, []
    for seat, name in enumerate(state.players):
        suits = " and ".join(s.name for s in state.rules.suits[seat])
        squares = sorted(state.pieces[seat], key=lambda s: (-board.grid.coords(s)[1], s))
        pawns = [board.name(s) for s in squares if isinstance(state.cells[s], Pawn)]
        coins = [f"{rank_word(cell.rank)} {board.name(s)}" for s in squares
                 if isinstance(cell := state.cells[s], Coin) and (seen is None or seen(s))]
        hidden = [board.name(s) for s in squares
                  if isinstance(state.cells[s], Coin) and seen is not None and not seen(s)]
        out = " (out)" if state.is_out(seat) else ""
        unknown = f"; coins of hidden value {', '.join(hidden)}" if hidden else ""
        parts.append(f"{name}{out}, {suits}, corner {board.places[seat]}: pawns "
                     f"{', '.join(pawns) or 'none'}; coins {', '.join(coins) or 'none'}"
                     f"{unknown}.")
    return " ".join(parts)


def _extent(state: FallacyState, square: float) -> tuple[float, float, float]:
    return BoardView.extent(state.board.grid, square)


def position_panels(title: str, desc: str,
                    items: Iterable[tuple[str, FallacyState, dict[str, Any]]], columns: int,
                    square: float) -> str:
    """Positions side by side, ``columns`` to a row, with the key below: ``items`` are
    (caption, state, options for draw_position). Laid out as :func:`games.draw.layout.panels`
    does."""
    items = list(items)
    first = items[0][1]
    width, height, margin = _extent(first, square)
    cell_w, cell_h = width + 2 * PAD, height + layout.CAPTION + PAD
    rows = -(-len(items) // columns)
    key_size, doc_w = 24, cell_w * min(columns, len(items))
    key_h = key_rows(doc_w - PAD - margin, len(first.players), key_size) * key_size * 1.4
    doc = Document(doc_w, cell_h * rows + key_h + 2 * PAD, title, f"{desc} {key_words(first)}")
    for k, (caption, state, options) in enumerate(items):
        x, y = (k % columns) * cell_w + PAD, (k // columns) * cell_h + PAD
        doc.add(doc.label(x + margin + (width - margin) / 2, y + 13, caption, 12,
                          weight="bold"))
        draw_position(doc, state, x, y + layout.CAPTION, square, **options)
    key(doc, PAD + margin, cell_h * rows + PAD, doc_w - PAD - margin, first.players,
        first.rules.suits, first.board.places, key_size)
    return doc.text()


# -- the boards ------------------------------------------------------------------------------
def _links(doc: Document, view: BoardView, board: Board) -> None:
    """Arcs joining linked edges, about the centre of the board, each end lettered beside
    it."""
    g, s = board.grid, view.s
    cx, cy = view.left + 5 * s, view.top + (g.height - 5) * s
    for k, (a, b) in enumerate(board.links):
        (ac, ar), (bc, br) = g.coords(a), g.coords(b)
        ax, ay = view.left + (ac + 0.5) * s, view.top + (g.height - ar) * s  # a's lower edge
        bx, by = view.left + bc * s, view.top + (g.height - br - 0.5) * s  # b's left edge
        radius = r(math.hypot(ax - cx, ay - cy))
        doc.add(doc.dwg.path(f"M {r(ax)} {r(ay)} A {radius} {radius} 0 0 0 {r(bx)} {r(by)}",
                             fill="none", stroke=doc.look.mark, stroke_width=r(s * 0.05),
                             stroke_dasharray=f"{r(s * 0.12)},{r(s * 0.08)}", class_="link"))
        # Each letter sits beside its arc's end, not on it: an arc leaves a corner square
        # heading down and a little left (letter to its right) and reaches the strip heading
        # right and a little down (letter below it).
        letter = "abcd"[k]
        doc.add(doc.label(ax + s * 0.24, ay + s * 0.4, letter, r(s * 0.34), weight="bold",
                          fill=doc.look.mark))
        doc.add(doc.label(bx - s * 0.2, by + s * 0.34, letter, r(s * 0.34), weight="bold",
                          fill=doc.look.mark))


def _board_words(board: Board, players: int) -> str:
    """A board in words, for a figure's description."""
    recon = "A reconstruction: the rules' own diagram was lost. " if board.reconstruction \
        else ""
    corners = "; ".join(f"corner {seat + 1} ({board.places[seat]}) {board.span(seat)}"
                        for seat in range(players))
    desc = (f"{recon}The {players}-player board, {len(board.squares) // 4} face-down tiles "
            f"of 2x2 squares, {len(board.squares)} squares. Each player's 4x4 corner is "
            f"washed with a suit colour and numbered in seat order: {corners}. The "
            f"{len(board.neutral)} untinted squares are neutral.")
    if board.hole:
        desc += " The 2x2 hole in the centre (E5, F5, E6, F6) has no tile and no squares."
    if board.links:
        pairs = ", ".join(f"{board.name(a)} and {board.name(b)}" for a, b in board.links)
        desc += (f" Dashed arcs a to d link the bottom side of corner 1 to the left side "
                 f"of the bottom strip: {pairs} are neighbours.")
    return desc


def _draw_board(doc: Document, board: Board, players: int, x: float, y: float,
                s: float) -> None:
    """The board for ``players`` with its top left at (``x``, ``y``), squares ``s`` wide:
    tiles, tinted and numbered corners, the hole and the links."""
    view = BoardView(doc, board.grid, x, y, s).draw_tiles(
        board.squares, corner_tints(doc, board, Rules.make(players).suits))
    for seat, corner in enumerate(board.corners):
        xs, ys = zip(*(view.centre(q) for q in corner))
        doc.add(doc.label(sum(xs) / len(xs), sum(ys) / len(ys) + s * 0.4, str(seat + 1),
                          r(s * 1.2), weight="bold", fill=doc.look.mark, fill_opacity=0.55))
    if board.hole:
        hx, hy = view.corner(board.grid.index("E6"))
        doc.add(doc.dwg.rect((hx, hy), (2 * s, 2 * s), fill=doc.look.paper,
                             stroke=doc.look.mark, stroke_width=1, stroke_dasharray="4,3",
                             class_="hole"))
        doc.add(doc.label(hx + s, hy + s + 4, "hole", r(s * 0.32)))
    if board.links:
        _links(doc, view, board)


def _board_figure(players: int) -> Callable[[], str]:
    def draw() -> str:
        board = board_for(players)
        s = 36
        width, height, _ = BoardView.extent(board.grid, s)
        doc = Document(width + 2 * PAD, height + 2 * PAD, board.title.capitalize(),
                       _board_words(board, players))
        _draw_board(doc, board, players, PAD, PAD, s)
        return doc.text()
    return draw


@figure("boards")
def boards_figure() -> str:
    """The three boards side by side, small, for the player aid: 4, 3 and 2 players."""
    s = 15
    counts = (4, 3, 2)
    sizes = [BoardView.extent(board_for(n).grid, s) for n in counts]
    width = sum(w for w, _, _ in sizes) + PAD * (len(counts) + 1)
    height = max(h for _, h, _ in sizes) + layout.CAPTION + 2 * PAD
    desc = " ".join(_board_words(board_for(n), n) for n in counts)
    doc = Document(width, height, "The three boards: 4, 3 and 2 players", desc)
    x: float = PAD
    for n, (w, _, margin) in zip(counts, sizes):
        doc.add(doc.label(x + margin + (w - margin) / 2, PAD + 11, f"{n} players", 12,
                          weight="bold"))
        _draw_board(doc, board_for(n), n, x, PAD + layout.CAPTION, s)
        x += w + PAD
    return doc.text()


for _players in (4, 3, 2):
    figure(f"board-{_players}p")(_board_figure(_players))


# -- the pieces -----------------------------------------------------------------------------
@figure("army")
def army_figure() -> str:
    """One player's pieces: 18 coins, 2 pawns, 12 tiles and a die."""
    s = 40
    doc = Document(9 * s + 2 * PAD, 8.3 * s + 2 * PAD, "One player's army and hand",
                   "Everything one player uses, here in Suns. Top: the 18 coins value side up, "
                   "three each of Null (blank), Ace (A), 2, 3, 4 and 5, and the 2 pawns. "
                   "Middle: the 12 tiles, two of each rank from Null to 5. Bottom: the six "
                   "faces of the die, which a player turns in secret to choose a boost.")
    pieces = army((SUNS,))
    y: float = PAD + 16
    doc.add(doc.label(PAD, y, "18 coins and 2 pawns", 13, anchor="start", weight="bold"))
    for k, piece in enumerate(pieces):
        col, row = k % 9, k // 9
        cx, cy = PAD + (col + 0.5) * s, y + 10 + (row + 0.5) * s
        symbol = pawn(doc, "S", s * 0.85) if isinstance(piece, Pawn) else \
            coin(doc, "S", piece.rank, s * 0.8)
        doc.add(doc.dwg.use(symbol, insert=(r(cx), r(cy))))
    y += 10 + 3 * s + 20
    doc.add(doc.label(PAD, y, "12 tiles, two of each rank", 13, anchor="start",
                      weight="bold"))
    for k, tile in enumerate(tile_hand((SUNS,))):
        face = doc.dwg.use(tile_face(doc, "S", tile.rank, s * 1.1))
        face.translate(r(PAD + (k % 6) * s * 1.45), r(y + 8 + (k // 6) * s * 1.2))
        doc.add(face)
    y += 8 + 2 * s * 1.2 + 16
    doc.add(doc.label(PAD, y + 4, "the die", 13, anchor="start", weight="bold"))
    for rank in range(6):
        doc.add(doc.dwg.use(die_face(doc, "S", rank, s * 0.8),
                            insert=(r(PAD + (rank + 2.5) * s * 1.1), r(y))))
    return doc.text()


# -- setup and views --------------------------------------------------------------------------
@figure("setup")
def setup_figure() -> str:
    """A 4-player setup after the four waves, as its owner and as an opponent sees it."""
    state = replay_example("setup").position("setup")
    ann, ben = state.players[0], state.players[1]
    items = [(f"As {ann} sees it", state, {"seen": lambda s: state.owner[s] == 0}),
             (f"As {ben} sees it", state, {"seen": lambda s: state.owner[s] == 1})]
    desc = (f"The same position twice, after the fourth wave of the setup. Left, as {ann} "
            f"sees it: her Suns coins in the top-left corner value side up, every other coin "
            f"value side down, its value hidden. Right, as {ben} sees it: only his Moons coins in "
            f"the top-right corner show their values. Every pawn is seen by everyone. "
            + describe(state))
    return position_panels("A 4-player setup, as two players see it", desc, items, 2, 30)


# -- combat -----------------------------------------------------------------------------------
_OUTCOMES = ("attacker wins", "defender wins", "tie")  # in the order of the look's outcomes


@figure("combat-table")
def combat_table() -> str:
    """Every attacker against every defender, before boosts, from :func:`combat.table`."""
    cells = table()
    w, h, head = 80, 40, 70
    n = len(ORDER)
    doc = Document(head + n * w + 2 * PAD, head + n * h + 2 * PAD + 40,
                   "The combat table, before boosts",
                   "Rows: the attacking piece; columns: the defending piece (Null, Ace, 2, 3, "
                   "4, 5, Pawn). 'attacker wins': the attacker wins outright (shaded orange); "
                   "'defender wins': the defender wins outright (shaded blue); 'tie': both are "
                   "discarded (shaded grey). A cell such as '3 v 5' is decided by rank plus "
                   "boost: each side may add a discarded coin or tile, and the higher total "
                   "wins. Aces beat Nulls and Pawns; Ace against Ace ties; a Null ties "
                   "everything but an Ace.")
    x0, y0 = PAD + head, PAD + head
    fills = dict(zip(_OUTCOMES, doc.look.outcomes, strict=True))
    doc.add(doc.label(x0 + n * w / 2, PAD + 16, "defender", 13, weight="bold"))
    doc.add(doc.label(PAD + 8, y0 + n * h / 2, "attacker", 13, weight="bold",
                      transform=f"rotate(-90 {PAD + 8} {r(y0 + n * h / 2)})"))
    for k, rank in enumerate(ORDER):
        doc.add(doc.label(x0 + (k + 0.5) * w, y0 - 12, rank_word(rank), 13, weight="bold"))
        doc.add(doc.label(x0 - 8, y0 + (k + 0.5) * h + 5, rank_word(rank), 13,
                          anchor="end", weight="bold"))
    for i, row in enumerate(cells):
        for j, text in enumerate(row):
            x, y = x0 + j * w, y0 + i * h
            doc.add(doc.dwg.rect((x, y), (w, h), fill=fills.get(text, doc.look.paper),
                                 stroke=doc.look.frame, stroke_width=1, class_="cell"))
            lines = text.split(" ", 1) if text.endswith("wins") else [text]
            for k, line in enumerate(lines):
                doc.add(doc.label(x + w / 2, y + h / 2 + 5 + (k - (len(lines) - 1) / 2) * 14,
                                  line, 13, weight="bold" if text in fills else "normal",
                                  fill=doc.look.mark))
    doc.add(doc.label(x0, y0 + n * h + 26, "a v d: the two ranks (Pawn 7), to which the "
                      "boosts are added", 12, anchor="start"))
    return doc.text()


def _piece(doc: Document, piece: Coin | Pawn, x: float, y: float, size: float) -> None:
    symbol = pawn(doc, piece.suit.letter, size * 1.05) if isinstance(piece, Pawn) else \
        coin(doc, piece.suit.letter, piece.rank, size)
    doc.add(doc.dwg.use(symbol, insert=(r(x), r(y))))


@figure("boosts")
def boosts_figure() -> str:
    """Each combat of the combat example that rank and boost decided, with both boosts."""
    played = replay_example("combat")
    battles = [b for b in played.state.battles if not fixed(*b.ranks)]
    suits = {played.state.players[seat]: group[0].letter
             for seat, group in enumerate(played.state.rules.suits)}
    s, row_h, side_w = 40, 84, 7.0
    doc = Document(2 * side_w * s + 130 + 2 * PAD, len(battles) * row_h + 2 * PAD + 10,
                   "Boosts in combat",
                   "Combats from the combat example that rank and boost decided, one a row. "
                   "Each side shows its piece value side up, plus the face its die was turned to "
                   "in secret (labelled 'die'; blank: no boost), equals its total. Beside it, in "
                   "a dashed box labelled 'paid with', is the tile or coin discarded to pay for "
                   "the boost. " + " ".join(b.said() for b in battles))
    for k, battle in enumerate(battles):
        y = PAD + 10 + k * row_h + row_h / 2
        x: float = PAD
        for side, (name, piece, boost) in enumerate(zip(
                (battle.attacker, battle.defender), battle.pieces, battle.boosts)):
            value = boost.rank if boost else 0
            total = piece_rank(piece) + value
            doc.add(doc.label(x, y - 26, ("attacker " if side == 0 else "defender ") + name,
                              11, anchor="start"))
            _piece(doc, piece, x + s * 0.5, y, s * 0.8)
            doc.add(doc.label(x + s * 1.2, y + 6, "+", 18, weight="bold"))
            doc.add(doc.dwg.use(die_face(doc, suits[name], value, s * 0.7),
                                insert=(r(x + s * 1.9), r(y))))
            doc.add(doc.label(x + s * 1.9, y + s * 0.35 + 13, "die", 11))
            doc.add(doc.label(x + s * 2.45, y + 6, f"= {total}", 18, weight="bold",
                              anchor="start"))
            if boost and value:
                bx, bw = x + s * 3.75, s * 1.55
                doc.add(doc.dwg.rect((r(bx), r(y - s * 0.62)), (r(bw), r(s * 1.3)),
                                     rx=r(s * 0.12), fill=doc.look.panel, stroke=doc.look.frame,
                                     stroke_width=1, stroke_dasharray="4,3", class_="paid"))
                doc.add(doc.label(bx + bw / 2, y - s * 0.62 + 12, "paid with", 10))
                if boost.coin is None:  # paid with a tile
                    face = doc.dwg.use(tile_face(doc, suits[name], value, s * 0.62))
                    face.translate(r(bx + bw / 2 - s * 0.31), r(y + s * 0.3 - s * 0.31))
                    doc.add(face)
                else:
                    doc.add(doc.dwg.use(coin(doc, suits[name], value, s * 0.62),
                                        insert=(r(bx + bw / 2), r(y + s * 0.3))))
            x += s * side_w
            if side == 0:
                doc.add(doc.label(x - s * 0.6, y + 5, "against", 12))
        result = {"attacker": f"{battle.attacker} wins", "defender": f"{battle.defender} wins",
                  "tie": "tie: both go"}[battle.outcome]
        doc.add(doc.label(x + s * 0.1, y + 5, result, 14, anchor="start", weight="bold"))
    return doc.text()


# -- tile actions -----------------------------------------------------------------------------
@figure("tiles")
def tiles_figure() -> str:
    """The four tile actions, from the tile example."""
    played = replay_example("tiles")
    before, moved = played.position("before-move"), played.position("after-move")
    teleported = played.position("after-teleport")
    board, s = before.board, 32
    src, dst = board.index("C7"), board.index("D5")
    reach, away = SLIDE.reach(before, src, 3), board.distances([src])
    near = [q for q in board.squares if before.owner[q] < 0 and q not in reach
            and away[q] <= 3]
    markers: dict[int, Marker] = {**{q: "attack" if before.owner[q] >= 0 else True for q in reach},
               **{q: False for q in near}}
    path = [src, board.index("C6"), board.index("D6"), dst]
    attack = [board.index("D5"), board.index("C5"), board.index("C4")]
    width, height, margin = _extent(before, s)

    def recover(doc: Document, x: float, y: float) -> None:
        state_before = played.position("before-recover")
        state_after = played.position("after-recover")
        rows: list[tuple[str, Sequence[Coin | Pawn]]] = [
            ("discards before", state_before.discard[0]), ("hand before", state_before.hand[0]),
            ("hand after", state_after.hand[0])]
        yy = y + 10
        for label, pieces in rows:
            doc.add(doc.label(x + margin, yy + 12, label, 11, anchor="start", weight="bold"))
            for k, piece in enumerate(pieces):
                _piece(doc, piece, x + margin + (k % 4 + 0.5) * s * 1.05,
                       yy + 22 + (k // 4 + 0.5) * s * 1.05, s * 0.85)
            yy += 30 + s * 1.05 * (1 + (len(pieces) - 1) // 4) + 12

    cells = [("3 tile: a move", lambda d, x, y: draw_position(
                d, before, x, y, s, markers=markers, arrows=[(path, False)])),
             ("Ace tile: a jump", lambda d, x, y: draw_position(
                 d, teleported, x, y, s, arrows=[([board.index("A1"), board.index("C6")],
                                                  True)])),
             ("2 tile: an attack", lambda d, x, y: draw_position(
                 d, teleported, x, y, s, arrows=[(attack, False)])),
             ("Null tile: a coin", recover)]
    targets = [q for q in reach if before.owner[q] >= 0]
    empty_names = ", ".join(board.name(q) for q in reach if q not in targets)
    target_names = " and ".join(board.name(q) for q in targets)
    near_names = " and ".join(board.name(q) for q in near)
    desc = ("The four tile actions in a 2-player game. 1: Ann's Ace on C7 with a 3 tile: a "
            f"circle on each empty square it can reach in up to three steps ({empty_names}); "
            f"a square ring round each square with an enemy piece it can reach, {target_names} "
            "(going there is an attack); a cross on each empty square within three steps as "
            f"the crow flies that it cannot reach, {near_names}. The arrow, starting at the "
            "edge of C7, shows the move played: C7 to D5 by C6 and D6. 2: Ben's Ace tile "
            "teleports his 4 from A1 to the empty square C6 (dashed arrow). 3: Ann's 2 tile "
            "takes her Ace from D5 by C5 to Ben's pawn on C4 (arrow from the edge of D5 to the "
            "edge of C4), an attack, which the Ace wins. 4: after losing her 3 on B6, Ann's "
            "Null tile takes it back from her discard pile into her hand. "
            f"Final position: {describe(moved)}")
    # (three of the cells return the BoardView they drew, which layout.Draw leaves out)
    return layout.panels("The four tile actions", desc, cells, 4, width, height,  # type: ignore[arg-type]
                         caption_offset=margin)


# -- the complete game ------------------------------------------------------------------------
#: The marks of the complete game's record its figure draws.
KEY_MOMENTS = ("first-combat", "first-pawn", "out-1", "end")


@figure("complete")
def complete() -> str:
    """The key moments of the complete example game."""
    played = replay_example("complete")
    # Four moments, two to a row at the page's width, so that every value can be read in
    # print: the first combat, the first pawn to fall, the first player out, and the end (the
    # setup has a figure of its own, and the story tells every player going out).
    keys = [p for p in played.positions if p.mark.name in KEY_MOMENTS]
    items: list[tuple[str, FallacyState, dict[str, Any]]] = []
    for pos in keys:
        state = pos.state
        # Labelled by the model's turn count, as the narrator numbers the moves (not by the
        # panel's place, which would read as a second numbering).
        if pos.mark.name == "setup":
            short = "After the setup"
        elif pos.mark.name == "first-combat":
            short = f"Turn {state.turns}: first combat"
        elif pos.mark.name == "first-pawn":
            short = f"Turn {state.turns}: a pawn falls"
        else:
            short = f"Turn {state.turns}: {' and '.join(state.battles[-1].out)} out"
        items.append((short, state, {}))
    final = played.state
    desc = ("The complete 4-player example game at its key moments, every value shown. "
            + " ".join(p.mark.caption for p in keys)
            + f" In the end {final.summary()}. " + describe(final))
    return position_panels("A complete game: its key moments", desc, items, 2, 34)


def render_position(state: FallacyState, title: str, caption: str) -> str:
    """Any position of a record, for ``rulebook render``: every value shown."""
    s = 36
    width, height, _ = _extent(state, s)
    doc = Document(width + 2 * PAD, height + 2 * PAD, title,
                   f"{caption} {describe(state)}".strip())
    draw_position(doc, state, PAD, PAD, s)
    return doc.text()



#: A square of the play figure, in user units (as :func:`render_position`'s).
PLAY_SQUARE = 36


def render_play(state: FallacyState, seat: int | None, title: str, caption: str) -> str:
    """The position as the player at ``seat`` sees it (None: every value), for the Play page:
    their own coins and every coin a combat showed value side up, the others' value side down
    (:meth:`.rules.FallacyState.observation`); every pawn. In the setup, the kinds of piece
    the seat has left to place (for None, the player placing now) are drawn below the board,
    each with how many are left. Every square and every piece left to place is a part to pick
    (:class:`~games.core.turns.Part`), keyed as the moves' parts are
    (:meth:`.turn.PlaceKind.parts`); a tile, a boost or a coin in hand is picked by its words.

    >>> from games.fallacy_of_rank.rules import new_game
    >>> game = new_game(2)
    >>> svg = render_play(game, 0, "Ann to place", "Wave 1.")
    >>> 'data-part="A7"' in svg, 'data-part="coin:S3"' in svg, 'data-part="pawn:S"' in svg
    (True, True, True)
    """
    board, s = state.board, PLAY_SQUARE
    width, height, margin = _extent(state, s)
    seen = None if seat is None else (
        lambda q: state.owner[q] == seat or state.known[q])
    placer = state.to_act() if state.in_setup else None
    shown = placer if seat is None else (seat if state.in_setup else None)
    supply = list(dict.fromkeys(state.supply[shown])) if shown is not None else []
    per_row = max(7, int((width - margin) // s))
    rows = -(-len(supply) // per_row)
    doc_w = max(width, margin + per_row * s) if supply else width
    row_h = s + 14  # a piece, and under it how many are left
    extra = 22 + rows * row_h if shown is not None else 0
    who = "Every value shown" if seat is None else (
        f"As {state.players[seat]} sees it: {state.players[seat]}'s own coins and every coin "
        "a combat showed value side up, every other coin value side down")
    desc = f"{caption} {who}. {describe(state, seen)}"
    if shown is not None:
        left = [piece_name(p) for p in state.supply[shown]]
        desc += (f" {state.players[shown]} has left to place: "
                 f"{listing(left) if left else 'nothing'}.")
    elif seat is not None:
        hand = [piece_name(p) for p in state.hand[seat]]
        tiles = [rank_word(t.rank) for t in sorted(state.tiles[seat], key=lambda t: t.rank)]
        desc += (f" {state.players[seat]}'s hand: {listing(hand) if hand else 'no coins'}; tiles: "
                 f"{listing(tiles) if tiles else 'none'}.")
    if state.pending:
        if seat is None:
            c = state.pending
            desc += (f" {state.players[c.attacker]} has attacked {state.players[c.defender]} "
                     f"on {board.name(c.dst)}; the boosts are being chosen.")
        else:
            combat = state.observation(seat).combat
            desc += f" {combat.said()}." if combat else ""
    doc = Document(doc_w + 2 * PAD, height + extra + 2 * PAD, title, desc.strip())
    markers: dict[int, Marker] = {state.pending.dst: "attack"} if state.pending else {}
    view = draw_position(doc, state, PAD, PAD, s, seen=seen, markers=markers)
    boxes = []  # (part, left, top): added last, over everything drawn
    for q in board.squares:
        x, y = view.corner(q)
        boxes.append((square_part(board, q), x, y, s))
    if shown is not None:
        top = PAD + height
        doc.add(doc.label(PAD + margin, top + 16, f"{state.players[shown]}'s pieces to place"
                          + ("" if supply else ": none"), 12, anchor="start", weight="bold"))
        for k, piece in enumerate(supply):
            x, y = PAD + margin + (k % per_row) * s, top + 22 + (k // per_row) * row_h
            _piece(doc, piece, x + s / 2, y + s / 2, s * 0.8)
            doc.add(doc.label(x + s / 2, y + s + 10, f"{state.supply[shown].count(piece)} left",
                              11))
            boxes.append((piece_part(piece), x, y, row_h))
    for part, x, y, h in boxes:
        doc.part(part.key, part.words, x, y, s, h)
    return doc.text()
