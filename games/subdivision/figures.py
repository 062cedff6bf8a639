"""Subdivision's figure catalogue: every figure of the chapter, drawn from the model.

Each entry of :data:`FIGURES` is a function returning the SVG text of one figure; ``rulebook
figures subdivision`` writes them to ``diagrams/subdivision/NAME.svg``.

>>> sorted(FIGURES)[:3]
['complete-2p', 'complete-3p', 'groups']
>>> FIGURES["groups"]().startswith('<?xml')
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..core.catalogue import catalogue
from ..core.components import PYRAMID_COLOURS, Pyramid
from ..core.grid import Grid
from ..core.words import count
from ..draw import layout
from ..draw.grid import BoardView
from ..draw.paths import tag, tag_width
from ..draw.pyramids import pyramid_symbol
from ..draw.style import LOOK
from ..draw.svg import Document
from .board import Board
from .examples import replay_example
from .moves import PASS
from .options import SETS
from .rules import new_game
from .scoring import colour_groups, three_pips
from .turn import PLACE

if TYPE_CHECKING:
    from .rules import SubdivisionState

FIGURES, figure = catalogue()
PAD = layout.PAD


# -- drawing a position ----------------------------------------------------------------------
def draw_board(doc: Document, board: Board, x: float, y: float, square: float | None = None,
               outline: bool = False, badges: dict[int, str] | None = None,
               markers: dict[int, bool] | None = None) -> BoardView:
    """``board`` at (x, y): squares, parks, pyramids; group outlines, badges (text by square)
    and markers (a circle where True, a cross where False) if asked."""
    view = BoardView(doc, board.grid, x, y, square).draw(board.parks)
    for s in board.order:
        piece = board.cells[s]
        assert isinstance(piece, Pyramid), "the order lists the squares pyramids were put on"
        view.place(pyramid_symbol(doc, piece.colour.letter, piece.pips, view.s), s)
    if outline:
        for colour in board.colours():
            for group in colour_groups(board, colour):
                view.outline(group, colour.letter)
    for s, allowed in sorted((markers or {}).items()):
        view.marker(s, allowed)
    for s, text in (badges or {}).items():
        view.badge(s, text)
    return view


def describe(board: Board) -> str:
    """The position in words: board, parks, and each colour's pyramids by size."""
    g = board.grid
    parts = [f"A {g.width}x{g.height} board, columns A to {chr(64 + g.width)} from the left, "
             f"rows 1 to {g.height} from the bottom."]
    if board.parks:
        parts.append("Parks at " + ", ".join(g.name(p) for p in board.parks) + ".")
    for colour in board.colours():
        sizes = []
        for pips in (3, 2, 1):
            squares = sorted(board.pyramids(colour, pips), key=g.name)
            if squares:
                sizes.append(f"{pips}-pips at " + ", ".join(g.name(s) for s in squares))
        parts.append(f"{colour.name}: " + "; ".join(sizes) + ".")
    return " ".join(parts)


def board_figure(board: Board, title: str, desc: str, **options: Any) -> str:
    """A figure of one board."""
    width, height, _ = BoardView.extent(board.grid, LOOK.square)
    doc = Document(width + 2 * PAD, height + 2 * PAD, title,
                   f"{desc} {describe(board)}")
    draw_board(doc, board, PAD, PAD, **options)
    return doc.text()


def panels(title: str, desc: str, items: Iterable[tuple[str, Board, dict[str, Any]]],
           columns: int, square: float | None = None) -> str:
    """Boards side by side, each with a caption: ``items`` are (caption, board, options)."""
    items = list(items)
    width, height, margin = BoardView.extent(items[0][1].grid, square or LOOK.square)

    # A cell's drawing returns its BoardView, which the layout never uses: typed as returning
    # Any, it passes for a layout.Draw (which returns None).
    def cell(board: Board, options: dict[str, Any]) -> Callable[[Document, float, float], Any]:
        return lambda doc, x, y: draw_board(doc, board, x, y, square, **options)
    return layout.panels(title, desc, [(caption, cell(board, options))
                                       for caption, board, options in items],
                         columns, width, height, caption_offset=margin)


def deduction_badges(board: Board) -> dict[int, str]:
    """A badge on each 3-pip that loses points, with what it loses."""
    return {board.grid.index(tp.square): f"\u2212{tp.deduction}"
            for tp in three_pips(board) if tp.deduction}


# -- the catalogue -----------------------------------------------------------------------------
@figure("setups")
def setups() -> str:
    """Every default setup on one figure: a row for each set of pyramids, a board for each
    player count, all drawn to one scale (small boards, so the six fit a third of a page)."""
    square = LOOK.square * 0.6
    def parks(board: Board) -> str:
        return count(len(board.parks), "park") if board.parks else "no parks"
    boards = [(f"{players} players, {SETS[name].title.split()[0]}: {parks(board)}", board)
              for name in SETS for players in SETS[name].layouts
              for board in [new_game(players, name).board()]]
    extents = [BoardView.extent(board.grid, square) for _, board in boards]
    width, height = max(e[0] for e in extents), max(e[1] for e in extents)
    columns = max(len(SETS[name].layouts) for name in SETS)

    def cell(board: Board) -> Callable[[Document, float, float], Any]:
        return lambda doc, x, y: draw_board(doc, board, x, y, square)
    desc = ("The default boards and parks for 2, 3 and 4 players, the standard stash above and "
            "the 3House set below: " + "; ".join(
                f"{caption}, {board.grid.width}x{board.grid.height}" for caption, board in boards)
            + ".")
    return layout.panels("Subdivision: the default setups", desc,
                         [(caption, cell(board)) for caption, board in boards], columns,
                         width, height, caption_offset=extents[0][2])


@figure("pyramids")
def pyramids() -> str:
    """The pieces: each colour's three sizes, seen from above."""
    s = 48
    doc = Document(PAD * 2 + 80 + 3 * s * 1.4, PAD * 2 + 24 + 4 * s * 1.2,
                   "Looney pyramids seen from above",
                   "Pyramids of the four player colours (Red, Blue, Green, Yellow; each marked "
                   "with its letter) in the three sizes: small 1-pip, medium 2-pip and large "
                   "3-pip. The pips are the dots along the near edge.")
    for col, pips in enumerate((1, 2, 3)):
        doc.add(doc.label(PAD + 80 + (col + 0.5) * s * 1.4, PAD + 14, f"{pips}-pip", 13,
                          weight="bold"))
    for row, colour in enumerate(PYRAMID_COLOURS):
        y = PAD + 24 + (row + 0.5) * s * 1.2
        doc.add(doc.label(PAD, y + 5, colour.name, 13, anchor="start"))
        for col, pips in enumerate((1, 2, 3)):
            doc.add(doc.dwg.use(pyramid_symbol(doc, colour.letter, pips),
                                insert=(PAD + 80 + (col + 0.5) * s * 1.4, y)))
    return doc.text()


@figure("near-neighbouring")
def near_neighbouring() -> str:
    """Near, Neighbouring and groups, each on a small board (the chapter and the player aid)."""
    g = Grid(3, 3)
    centre = g.index("B2")

    def board(pieces: dict[str, int]) -> Board:
        position = Board(g, [None] * g.size)
        for name, pips in pieces.items():
            position.cells[g.index(name)] = Pyramid(PYRAMID_COLOURS[0], pips)
            position.order.append(g.index(name))
        return position

    lone = board({"B2": 2})
    near = {s: True for s in g.near[centre]}
    neighbouring = {s: s in g.orthogonal[centre] for s in g.near[centre]}
    linked = board({"B2": 2, "B3": 3, "C1": 1})
    groups = colour_groups(linked, PYRAMID_COLOURS[0])
    names = "; ".join(", ".join(sorted(g.name(s) for s in group)) for group in
                      sorted(groups, key=lambda group: sorted(g.name(s) for s in group)))
    desc = (f"Three 3x3 boards. Left, Near: a red pyramid on B2 with circles on all "
            f"{len(near)} squares around it. Middle, Neighbouring: circles on the "
            f"{sum(neighbouring.values())} squares sharing an edge with B2 and crosses on the "
            f"diagonal squares, which are Near but not Neighbouring. Right: red pyramids on "
            f"B2, B3 and C1 make {count(len(groups), 'group')} ({names}), outlined: C1 touches "
            "B2 only at a corner.")
    return panels("Near, Neighbouring and groups", desc,
                  [(f"Near: {len(near)} squares", lone, {"markers": near}),
                   (f"Neighbouring: {sum(neighbouring.values())}", lone,
                    {"markers": neighbouring}),
                   (count(len(groups), "group").capitalize(), linked, {"outline": True})],
                  columns=3)


@figure("placement")
def placement() -> str:
    """Where the player to move may place a 3-pip and a 1-pip after the opening: the legal
    moves, and in the description the pyramids that forbid or allow them, as the kind's
    predicates of the two rules find them (:meth:`.turn.PlaceKind.crowding`,
    :meth:`.turn.PlaceKind.anchors`)."""
    position = replay_example("opening").state
    board, g = position.board(), position.grid
    empty = [s for s in g.squares if board.cells[s] is None]
    legal = set(position.legal_moves())
    panel = {}
    for pips in (3, 1):
        panel[pips] = {s: (pips, s) in legal for s in empty}
    yes = {p: [g.name(s) for s in empty if panel[p][s]] for p in panel}
    no = {p: [g.name(s) for s in empty if not panel[p][s]] for p in panel}
    mover = position.current_colour.name
    crowding = sorted({g.name(n) for s in empty if not panel[3][s]
                       for n in PLACE.crowding(position, s)})
    letting = sorted({cell for s in empty if panel[1][s] for n in PLACE.anchors(position, s)
                      if isinstance(cell := position.cells[n], Pyramid)})
    sizes = {colour: [f"{p.pips}-pip" for p in letting if p.colour == colour]
             for colour in position.rules.colours}
    anchors = " or ".join(f"a {colour.name} " + " or ".join(pips)
                          for colour, pips in sizes.items() if pips)
    desc = (f"The position after the six opening moves, {mover} to move. Left: {mover} may place "
            f"a 3-pip on the circled squares; the crosses ({', '.join(no[3])}) are Near "
            f"{mover}'s 3-pip{'s' if len(crowding) > 1 else ''} at {', '.join(crowding)}. "
            f"Right: {mover} may place a 1-pip only on the circled squares "
            f"({', '.join(yes[1])}), which are Near {anchors}. " + describe(board))
    return panels("Where Red may place a 3-pip and a 1-pip", desc,
                          [("Red 3-pip: where it may go", board, {"markers": panel[3]}),
                           ("Red 1-pip: where it may go", board, {"markers": panel[1]})],
                  columns=2)


@figure("three-pip-scoring")
def three_pip_scoring() -> str:
    board = replay_example("three-pip-scoring").state.board()
    badges = {board.grid.index(tp.square): f"= {tp.worth}" for tp in three_pips(board)}
    worth = "; ".join(f"{tp.colour.name} 3-pip at {tp.square}: {count(tp.ones_near, '1-pip')} "
                      f"Near it, worth {tp.worth}" for tp in three_pips(board))
    return board_figure(board, "The 3-pip scoring example (a reconstruction)",
                        f"Groups are outlined; each 3-pip's badge gives what it is worth. {worth}.",
                        outline=True, badges=badges)


@figure("groups")
def groups_figure() -> str:
    board = replay_example("groups").state.board()
    found = "; ".join(
        f"{c.name}: {count(len(colour_groups(board, c)), 'group')}" for c in board.colours())
    return board_figure(board, "The group example (a reconstruction)",
                        f"Groups are outlined, each colour with its own line. {found}.",
                        outline=True)


def _complete(name: str, players: int) -> Callable[[], str]:
    def draw() -> str:
        final = replay_example(name).state
        board = final.board()
        tallies = " ".join(t.short() + "." for t in final.tallies())
        return board_figure(
            board, f"The complete {players}-player game: final board (a reconstruction)",
            "Groups are outlined, each colour with its own line; each 3-pip that loses points "
            f"has a badge with its deduction. Final scores: {tallies}",
            outline=True, badges=deduction_badges(board))
    return draw


figure("complete-2p")(_complete("complete-2p", 2))
figure("complete-3p")(_complete("complete-3p", 3))


@figure("opening")
def opening() -> str:
    """The opening record, one board per round: each board shows the position after every
    player has moved once more, a badge on each new pyramid giving its move number, and the
    moves in words above it (two lines for two players)."""
    played = replay_example("opening")
    players = len(played.positions[0].state.rules.colours)
    words: list[str] = []
    badges: dict[int, str] = {}
    rounds: list[tuple[list[str], Board, dict[int, str]]] = []
    for number, (before, pos) in enumerate(zip(played.positions, played.positions[1:]), 1):
        pips, square = before.state.parse_move(played.moves[number - 1])
        words.append(f"{number}. {before.state.current_colour.name} {pips}-pip on "
                     f"{before.state.grid.name(square)}")
        badges[square] = str(number)
        if number % players == 0 or number == len(played.moves):
            rounds.append((words, pos.state.board(), badges))
            words, badges = [], {}
    square = 36
    width, height, margin = BoardView.extent(rounds[0][1].grid, square)
    lines = max(len(caption) for caption, _, _ in rounds)
    top = 16 * lines + 4
    cell_w, cell_h = width + 2 * PAD, height + top + PAD
    desc = ("The first six moves of a 2-player game, one board per round of moves, a small "
            "number on each new pyramid giving its move: " + "; ".join(
                f"{number}. {pos.mark.caption}"
                for number, pos in enumerate(played.positions[1:], 1)))
    doc = Document(cell_w * len(rounds), cell_h + PAD, "An opening, round by round", desc)
    for k, (caption, board, marks) in enumerate(rounds):
        x, y = k * cell_w + PAD, PAD
        for n, line in enumerate(caption):
            doc.add(doc.label(x + margin + (width - margin) / 2, y + 13 + 16 * n, line, 12,
                              weight="bold"))
        view = draw_board(doc, board, x, y + top, square)
        for at, move in marks.items():  # a move number, larger than a board's usual badge
            left, upper = view.corner(at)
            size = view.s * 0.3
            tag(doc, left + view.s - tag_width(move, size) / 2, upper + size * 0.72, move,
                size, parent=view.group, class_="badge")
    return doc.text()


def render_position(state: SubdivisionState, title: str, caption: str) -> str:
    """Any position of a record, for ``rulebook render``: groups and deductions are shown once
    the game is over."""
    board = state.board()
    over = state.is_terminal()
    moves = [m for m in state.history if m is not PASS]
    desc = f"{caption} " if caption else ""
    desc += f"After {count(len(moves), 'placement')}."
    if over:
        desc += " Final scores: " + " ".join(t.short() + "." for t in state.tallies())
    return board_figure(board, title, desc, outline=over,
                        badges=deduction_badges(board) if over else None)


def render_play(state: SubdivisionState, seat: int | None, title: str, caption: str) -> str:
    """The position for the Play page (nothing is hidden, so every seat sees it alike): as
    :func:`render_position` draws it, with a box to pick over every square (keyed by its
    name, as :meth:`.turn.PlaceKind.parts` names it).

    >>> from games.subdivision.rules import new_game
    >>> svg = render_play(new_game(2), 0, "Subdivision", "The start.")
    >>> svg.count('class="part"'), 'data-part="A1"' in svg
    (36, True)
    """
    board = state.board()
    over = state.is_terminal()
    width, height, _ = BoardView.extent(board.grid, LOOK.square)
    doc = Document(width + 2 * PAD, height + 2 * PAD, title,
                   f"{caption} {describe(board)}".strip())
    view = draw_board(doc, board, PAD, PAD, outline=over,
                      badges=deduction_badges(board) if over else None)
    for square in board.grid.squares:
        name = board.grid.name(square)
        doc.part(name, f"square {name}", *view.corner(square), view.s, view.s)
    return doc.text()
