"""The "In" Crowd's figure catalogue: every figure of the chapter, drawn from the model.

Coins on the pyramid are drawn suit side up, as they lie; a small white tag gives the value
where the figure shows it (everything in an umpire's view, only what the peek rule allows in a
player's view). Coins turned over for a vote are drawn value side up.

>>> sorted(FIGURES)[:3]
['complete', 'eligible', 'pieces']
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from typing import Any

from ..core.catalogue import catalogue
from ..core.components import SUITS, Coin, rank_name
from ..core.turns import Part
from ..core.words import count, listing
from ..draw import layout
from ..draw.paths import arrowhead, tag
from ..draw.piecepack import coin_symbol, pawn_symbol, suit_symbol, tile_back, tile_face
from ..draw.stack import StackView, side_view
from ..draw.svg import Document, r
from .examples import replay_example
from .pyramid import Pyramid
from .rules import InCrowdState, new_game
from .turn import coin_part, square_part

FIGURES, figure = catalogue()
PAD = layout.PAD
SQUARE = 44
#: A panel of a figure: its caption, the position, and options for draw_pyramid.
Item = tuple[str, InCrowdState, dict[str, Any]]


# -- drawing a position ----------------------------------------------------------------------
def _owner_name(state: InCrowdState, coin: Coin) -> str:
    return state.players[state.owner[coin.suit]]


def draw_pyramid(doc: Document, state: InCrowdState, x: float, y: float, square: float,
                 seen: Callable[[int], bool] | None = None, face_up: Collection[int] = (),
                 eligible: Iterable[int] = (), arrows: Iterable[tuple[int, int]] = (),
                 names: bool = False) -> StackView:
    """The pyramid with its coins. ``seen(square)`` says whether a coin's value is shown (all
    by default); coins on ``face_up`` squares are drawn value side up; ``eligible`` squares get a
    question mark; ``arrows`` are (from, to) squares."""
    pyramid = state.pyramid
    view = StackView(doc, 3, x, y, square).draw()
    size = square * 0.78
    for i, coin in enumerate(state.board):
        sq = pyramid.squares[i]
        if coin is None:
            continue
        if i in face_up:
            view.place(coin_symbol(doc, coin.suit.letter, coin.rank, size), sq.level, sq.x, sq.y)
            continue
        view.place(coin_symbol(doc, coin.suit.letter, None, size), sq.level, sq.x, sq.y)
        if seen is None or seen(i):
            cx, cy = view.centre(sq.level, sq.x, sq.y)
            _tag(doc, cx + square * 0.3, cy + square * 0.3, rank_name(coin.rank)[0], square)
    for i in eligible:
        sq = pyramid.squares[i]
        cx, cy = view.centre(sq.level, sq.x, sq.y)
        doc.add(doc.dwg.circle((cx, cy), r(square * 0.36), fill=doc.look.paper,
                               stroke=doc.look.mark, stroke_width=1.5, stroke_dasharray="4,3",
                               class_="eligible"))
        doc.add(doc.label(cx, cy + square * 0.16, "?", r(square * 0.46), weight="bold",
                          fill=doc.look.mark))
    for a, b in arrows:
        _arrow(doc, view, pyramid, a, b)
    if names:
        playable = {(sq.level, sq.x, sq.y): sq.name for sq in pyramid.squares}
        view.name_squares(lambda level, col, row: playable.get((level, col, row)))
    return view


def _tag(doc: Document, x: float, y: float, text: str, square: float) -> None:
    """A value tag: the letter of a coin's value, sized to the squares it lies on."""
    tag(doc, x, y, text, r(square * 0.22), class_="value-tag")


def _arrow(doc: Document, view: StackView, pyramid: Pyramid, a: int, b: int) -> None:
    head = arrowhead(doc, doc.look.mark)
    sa, sb = pyramid.squares[a], pyramid.squares[b]
    (x1, y1), (x2, y2) = view.centre(sa.level, sa.x, sa.y), view.centre(sb.level, sb.x, sb.y)
    length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
    trim = view.s * 0.3 / length
    doc.add(doc.dwg.line((r(x1 + (x2 - x1) * trim), r(y1 + (y2 - y1) * trim)),
                         (r(x2 - (x2 - x1) * trim * 1.2), r(y2 - (y2 - y1) * trim * 1.2)),
                         stroke=doc.look.mark, stroke_width=r(view.s * 0.045),
                         marker_end=f"url({head})",
                         class_="influence"))


def describe(state: InCrowdState, seen: Callable[[int], bool] | None = None) -> str:
    """The position in words, level by level, each coin with its value and owner; a coin whose
    value ``seen(square)`` hides is told by its suit alone (every value by default)."""
    parts = []
    for level, label in ((2, "Top"), (1, "Middle ring"), (0, "Outer ring")):
        coins = [f"{state.pyramid.name(i)} "
                 f"{coin.name if seen is None or seen(i) else 'a coin of ' + coin.suit.name} "
                 f"({_owner_name(state, coin)})"
                 for i in state.pyramid.level_squares(level) if (coin := state.board[i])]
        parts.append(f"{label}: {', '.join(coins) if coins else 'empty'}.")
    return " ".join(parts)


def _extent(square: float) -> float:
    return 6 * square


def position_cells(states_and_captions: Iterable[Item], square: float,
                   **options: Any) -> list[tuple[str, layout.Draw]]:
    """Panel cells for :func:`layout.panels`: (caption, state, per-panel options)."""
    # A cell's drawing returns its StackView, which the layout never uses: typed as returning
    # Any, it passes for a layout.Draw (which returns None).
    def cell(state: InCrowdState,
             extra: dict[str, Any]) -> Callable[[Document, float, float], Any]:
        return lambda doc, x, y: draw_pyramid(doc, state, x, y, square, **{**options, **extra})
    return [(caption, cell(state, extra)) for caption, state, extra in states_and_captions]


def owner_key(state: InCrowdState, tags: bool = True) -> tuple[float, layout.Draw]:
    """A key strip: each player's suits (symbol and name) and, if ``tags``, what a white tag
    means. Returns (height, draw) for :func:`layout.panels`."""
    def draw(doc: Document, x: float, y: float) -> None:
        at = x
        for seat, name in enumerate(state.players):
            doc.add(doc.label(at, y + 14, f"{name}:", 12, anchor="start", weight="bold"))
            at += 8 * len(name) + 14
            for suit, seat_of in state.owner.items():
                if seat_of != seat:
                    continue
                mark = doc.dwg.use(suit_symbol(doc, suit.letter, 16))
                mark.translate(r(at + 8), y + 10)
                doc.add(mark)
                doc.add(doc.label(at + 19, y + 14, suit.name, 12, anchor="start"))
                at += 26 + 7.5 * len(suit.name)
            at += 10
        if tags:
            _tag(doc, x + 8, y + 34, "5", 36)
            doc.add(doc.label(x + 20, y + 38, "a value tag: what the coin under it is worth "
                              "(the coin lies suit side up)", 11, anchor="start"))
    return (46 if tags else 24), draw


def _panels(title: str, desc: str, items: Iterable[Item], columns: int, square: float = SQUARE,
            key: tuple[float, layout.Draw] | None = None) -> str:
    """Panels of positions, every square named as in Fig. 1 (the text names squares)."""
    return layout.panels(title, desc, position_cells(items, square, names=True), columns,
                         _extent(square), _extent(square), footer=key)


# -- the catalogue -----------------------------------------------------------------------------
@figure("pieces")
def pieces() -> str:
    """Every kind of piecepack piece the games use, in each suit."""
    s = 56
    doc = Document(8 * s + 2 * PAD, 2 * PAD + 110 + 3.25 * s, "Piecepack pieces",
                   "The pieces of a piecepack in its four suits: Suns (a sun), Moons (a "
                   "crescent), Crowns (a crown) and Arms (a fleur-de-lis). Top row: the back of "
                   "a tile, a 2x2 grid of squares, and tile faces. Second row: each suit's coin "
                   "suit side up, and its pawn. Third row: the value sides of the coins of one "
                   "suit, from the Null (blank) and the Ace (A) to 5.")
    y: float = PAD
    doc.add(doc.label(PAD, y + 12, "Tiles: the back, and a face of each suit", 13,
                      anchor="start", weight="bold"))
    back = doc.dwg.use(tile_back(doc, s * 1.3))
    back.translate(PAD, y + 20)
    doc.add(back)
    for k, suit in enumerate(SUITS):
        face = doc.dwg.use(tile_face(doc, suit.letter, k + 2, s * 1.3))
        face.translate(r(PAD + (k + 1) * s * 1.6), y + 20)
        doc.add(face)
    y += 20 + s * 1.3 + 14
    doc.add(doc.label(PAD, y + 12, "Coins, suit side up, and pawns", 13, anchor="start",
                      weight="bold"))
    for k, suit in enumerate(SUITS):
        for symbol, dx in ((coin_symbol(doc, suit.letter, None, s * 0.8), 0.45),
                           (pawn_symbol(doc, suit.letter, s * 0.95), 1.2)):
            use = doc.dwg.use(symbol)
            use.translate(r(PAD + (k * 2 + dx) * s), r(y + 22 + s * 0.5))
            doc.add(use)
    y += 22 + s + 16
    doc.add(doc.label(PAD, y + 12, "The value sides of the Suns coins: Null, Ace, 2, 3, 4, 5",
                      13, anchor="start", weight="bold"))
    for rank in range(6):
        use = doc.dwg.use(coin_symbol(doc, "S", rank, s * 0.8))
        use.translate(r(PAD + (rank + 0.45) * s * 1.1), r(y + 22 + s * 0.45))
        doc.add(use)
    return doc.text()


@figure("pyramid")
def pyramid_figure() -> str:
    """Figure 1 of the rules, rebuilt: the pyramid from above and from the side."""
    s, thick = 52, 16
    state = new_game()
    width = 6 * s + 2 * PAD + 190
    doc = Document(width, 6 * s + 3 * thick + 70, "The Popularity Pyramid, from above and "
                   "from the side",
                   "Above: nine tiles in a 3x3 square make the bottom level, four tiles on them "
                   "the middle level, one tile the top, each level set one square in from the "
                   "level below. Coins stand only on the squares seen from above, which are "
                   "named: the outer ring A1 to F6 (20 squares), the middle ring mA1 to mD4 "
                   "(12 squares) and the top tA1 to tB2 (4 squares). Below: the same pyramid "
                   "from the side, three levels of tiles stacked.")
    draw_pyramid(doc, state, PAD, PAD, s, names=True)
    legend = [("top: 1 tile, 4 squares", 2), ("middle: 4 tiles, a ring of 12", 1),
              ("bottom: 9 tiles, a ring of 20", 0)]
    for k, (text, level) in enumerate(legend):
        y = PAD + 20 + k * 24
        doc.add(doc.dwg.rect((6 * s + 2 * PAD, y - 12), (16, 16), fill=doc.look.levels[level],
                             stroke=doc.look.tile_line))
        doc.add(doc.label(6 * s + 2 * PAD + 22, y + 1, text, 12, anchor="start"))
    base = 6 * s + PAD + 3 * thick + 30
    side_view(doc, 3, PAD, base, s, thick)
    for level, label in enumerate(("bottom", "middle", "top")):
        doc.add(doc.label(6 * s + 2 * PAD, base - level * thick - 4, label, 12, anchor="start"))
    doc.add(doc.label(PAD + 3 * s, base + 18, "from the side", 12))
    return doc.text()


@figure("eligible")
def eligible_figure() -> str:
    """Figure 2 of the rules, rebuilt: where a vote can be called, and who influences it."""
    state = replay_example("votes").position("eligible")
    squares = state.eligible()
    arrows = [(a, b) for b in squares for a in state.pyramid.influencers[b]]
    names = ", ".join(state.pyramid.name(s) for s in squares)
    s = SQUARE
    doc = Document(6 * s + 2 * PAD, 6 * s + 2 * PAD, "Where a vote can be called",
                   f"A position from the example of votes. A question mark is on every square "
                   f"that could be called to a vote now ({names}); arrows run from each "
                   f"influencing coin to the square it influences. {describe(state)}")
    draw_pyramid(doc, state, PAD, PAD, s, seen=lambda i: False, eligible=squares,
                 arrows=arrows, names=True)
    return doc.text()


def _vote_figure(record: str, before: str, after: str, title: str) -> Callable[[], str]:
    def draw() -> str:
        played = replay_example(record)
        first, second = played.position(before), played.position(after)
        vote = second.votes[-1]
        captions = {p.mark.name: p.mark.caption for p in played.positions}
        items = [(f"Before: the vote on {vote.square}", first,
                  {"face_up": vote.where, "eligible": [vote.target],
                   "arrows": [(a, vote.target) for a in vote.where]}),
                 ("After", second, {})]
        desc = (f"{captions[before]} {captions[after]} The coins are shown value side up "
                f"while they vote. {vote}. After the vote: {describe(second)}")
        return _panels(title, desc, items, columns=2, square=36, key=owner_key(first))
    return draw


figure("vote-3")(_vote_figure("votes", "before-3", "after-3", "A vote with three coins"))
figure("vote-tie")(_vote_figure("votes", "tie-before", "tie-after", "A tied vote"))
figure("vote-5")(_vote_figure("votes", "before-5", "after-5", "A vote with five coins"))


@figure("views")
def views() -> str:
    """One position as each player sees it, and as it is."""
    state = replay_example("complete").position("top-2")
    items: list[Item] = [("As it is", state, {})]
    for seat, name in enumerate(state.players):
        items.append((f"As {name} sees it", state,
                      {"seen": lambda i, seat=seat: state.may_look(seat, i)}))
    desc = ("The same position three times. Left: every value shown. Middle and right: as "
            "each player sees it under the default peek rule, which lets a player look at "
            "their own coins on the bottom level only; a tag gives a value the player may "
            "look at, every other coin shows only its suit. "
            f"{state.players[0]} holds Suns and Crowns, {state.players[1]} Moons and Arms. "
            + describe(state))
    return _panels("What each player sees", desc, items, columns=3, square=30,
                   key=owner_key(state))


@figure("complete")
def complete() -> str:
    """The key moments of the complete example game: each vote that fills a top square."""
    played = replay_example("complete")
    items: list[Item] = []
    for p in played.positions[1:]:  # numbered by the moves played, as the step-by-step is
        vote = p.state.votes[-1]
        if vote.winner is None or vote.advanced is None:
            raise ValueError(f"the complete example's mark {p.mark.name} follows no won vote")
        scores = ", ".join(f"{t.player} {t.total}" for t in p.state.tallies())
        who = vote.players[vote.winner]
        items.append((f"{p.mark.moves}. {who}'s {rank_name(vote.advanced.rank)} to "
                      f"{vote.square}: {scores}",
                      p.state, {}))
    final = played.state
    desc = ("The complete example game at the four votes that fill the top: "
            + " ".join(f"{p.mark.caption}" for p in played.positions[1:])
            + " Final scores: " + "; ".join(str(t) for t in final.tallies())
            + f". {final.outcome().words(final.players)}.")
    return _panels("A complete game: the four top votes", desc, items, columns=2, square=38,
                   key=owner_key(final))


def render_position(state: InCrowdState, title: str, caption: str) -> str:
    """Any position of a record, for ``rulebook render``: every value shown."""
    doc = Document(6 * SQUARE + 2 * PAD, 6 * SQUARE + 2 * PAD, title,
                   f"{caption} {describe(state)}".strip())
    draw_pyramid(doc, state, PAD, PAD, SQUARE, names=True)
    return doc.text()


#: Hand coins to a row in the play figure (the pyramid's width in squares).
HAND_ROW = 6


def render_play(state: InCrowdState, seat: int | None, title: str, caption: str) -> str:
    """The position as the player at ``seat`` sees it (None: every value), for the Play page:
    the pyramid, with a value tag only where the peek rule lets ``seat`` look (the coins of a
    vote waiting for its winner's pick lie value side up, as they are shown); below it the
    seat's own hand, value side up, and how many coins the other player holds. Every square
    and every coin of the seat's hand (both hands for None) is a part to pick
    (:class:`~games.core.turns.Part`), keyed as the moves' parts are
    (:meth:`.turn.PlaceKind.parts`).

    >>> game = new_game("Ann", "Ben")
    >>> game.play("S3@A2")
    >>> svg = render_play(game, 1, "Ben to move", "Move 2.")
    >>> 'data-part="coin:M5"' in svg, 'data-part="coin:S5"' in svg, 'data-part="mA2"' in svg
    (True, False, True)
    >>> "Ann holds eleven coins" in svg
    True
    """
    pyramid, s = state.pyramid, SQUARE
    seen = None if seat is None else (lambda i: state.may_look(seat, i))
    vote = state.pending
    shown = [seat] if seat is not None else list(range(len(state.players)))
    rows = [max(1, -(-len(state.hands[k]) // HAND_ROW)) for k in shown]
    hidden = [] if seat is None else [k for k in range(len(state.players)) if k != seat]
    height = 6 * s + 2 * PAD + sum(22 + n * s for n in rows) + 22 * len(hidden)
    hands = []
    for k in shown:
        coins = [c.said() for c in state.hands[k]]
        hands.append(f"{state.players[k]}'s hand: {listing(coins) if coins else 'empty'}.")
    for k in hidden:
        hands.append(f"{state.players[k]} holds {count(len(state.hands[k]), 'coin')}.")
    who = "Every value shown" if seat is None else (
        f"As {state.players[seat]} sees it: a value only where the peek rule lets "
        f"{state.players[seat]} look, every other coin by its suit")
    waiting = f" Vote on {vote.square}: {vote.words()}." if vote else ""
    doc = Document(6 * s + 2 * PAD, height, title,
                   f"{caption} {who}. {describe(state, seen)}{waiting} {' '.join(hands)}"
                   .strip())
    view = draw_pyramid(doc, state, PAD, PAD, s, seen=seen,
                        face_up=vote.where if vote else (),
                        eligible=[vote.target] if vote else (), names=True)
    boxes: list[tuple[Part, float, float]] = []  # added last, over everything drawn
    for i, sq in enumerate(pyramid.squares):
        cx, cy = view.centre(sq.level, sq.x, sq.y)
        boxes.append((square_part(pyramid, i), cx - s / 2, cy - s / 2))
    y: float = PAD + 6 * s
    for k, n in zip(shown, rows):
        hand = state.hands[k]
        doc.add(doc.label(PAD, y + 16, f"{state.players[k]}'s hand"
                          + ("" if hand else ": empty"), 12, anchor="start", weight="bold"))
        y += 22
        for j, coin in enumerate(hand):
            x, top = PAD + (j % HAND_ROW) * s, y + (j // HAND_ROW) * s
            use = doc.dwg.use(coin_symbol(doc, coin.suit.letter, coin.rank, s * 0.78))
            use.translate(r(x + s / 2), r(top + s / 2))
            doc.add(use)
            boxes.append((coin_part(coin), x, top))
        y += n * s
    for k in hidden:
        doc.add(doc.label(PAD, y + 16, f"{state.players[k]} holds "
                          f"{count(len(state.hands[k]), 'coin')}", 12, anchor="start"))
        y += 22
    for part, left, top in boxes:
        doc.part(part.key, part.words, left, top, s, s)
    return doc.text()
