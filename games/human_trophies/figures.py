"""Human Trophies' figure catalogue: the cards, the table with every zone, and the example
plays, all drawn from the model.

Each entry of :data:`FIGURES` returns the SVG text of one figure; ``rulebook figures
human_trophies`` writes them to ``diagrams/human_trophies/NAME.svg``.

>>> "table" in FIGURES and "running-example-trick" in FIGURES
True
>>> FIGURES["kid-states"]().startswith('<?xml')
True
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from ..core.cards import (
    HIDDEN,
    JOKER,
    RANK_NAME,
    SPADES,
    Card,
    parse_card,
    parse_cards,
    suit_cards,
)
from ..core.catalogue import catalogue
from ..core.record import read_record
from ..draw.cards import card_back, card_face, fan_width, place
from ..draw.paths import tag
from ..draw.style import LOOK
from ..draw.svg import Document, r
from .cards import KID, MONSTER, POWER, VALUE, role, spoken, spoken_all
from .examples import RECORDS, replay_example
from .moves import DETENTION as DETENTION_MOVE
from .rules import HumanTrophiesState, new_game
from .teams import assign_teams, smallest_teams
from .turn import BUSY, DETENTION, GROUNDED, INTERRUPTION, READY, TrickKind

if TYPE_CHECKING:
    from ..core.record import Mark
    from .turn import Status

    #: A zone's cards as drawn, (symbol, sideways, card) each, and the step between them.
    Fan = tuple[list[tuple[str, bool, Card]], float]
    #: Where a card is drawn face up: (card, x, y, width, height) of its box.
    Spot = tuple[Card, float, float, float, float]

FIGURES, figure = catalogue()
W, H = LOOK.cards.width, LOOK.cards.height
PAD = 10
GAP = 16  # between zones
TITLE = 22  # room above a zone's cards for its name (a frame round a card stays below it)
LEGEND = 22  # room under the table for each line of the legend
NAME_COLUMN = 92
SPREAD = W + 10  # cards side by side, room for a frame between them
#: The widest a zone's cards may spread before they overlap in a fan.
ROOM = {"hand": 6 * SPREAD, "trophies": 3 * SPREAD, "warehouses": 4 * SPREAD,
        "lounge": 3 * SPREAD, "table": 5 * SPREAD}


def face(doc: Document, card: Card, labelled: bool = True) -> str:
    """A card face up with its role and value (a back for a hidden card). Unlabelled faces are
    for fanned cards, of which only the left strip (rank and suit) shows."""
    if card == HIDDEN:
        return card_back(doc)
    if not labelled:
        return card_face(doc, card)
    what = role(card)
    if what == KID:
        return card_face(doc, card, "kid", f"power {POWER[card]}")
    if what == MONSTER:
        return card_face(doc, card, "Miss", "Monster")
    return card_face(doc, card, what, f"value {VALUE[card]}")


def _text_width(text: str, size: float = 11) -> float:
    return len(text) * size * 0.6


class Layout:
    """Zones placed left to right in rows, each a title over its cards; where each card is
    drawn face up is noted in ``spots``, if given (for the boxes a player picks cards by:
    :func:`render_play`), and ``bottom`` is the lowest y drawn on."""

    def __init__(self, doc: Document, spots: list[Spot] | None = None):
        self.doc, self.group = doc, doc.add(doc.dwg.g(class_="table"))
        self.spots, self.bottom = spots, 0.0

    def spot(self, card: Card, cx: float, cy: float, sideways: bool = False) -> None:
        """Note that ``card`` is drawn face up centred on (cx, cy), if spots are noted. Miss
        Monster is not: a move never picks a joker (detention is a word), and two are alike."""
        if self.spots is not None and card not in (HIDDEN, JOKER):
            w, h = (H, W) if sideways else (W, H)
            self.spots.append((card, cx - w / 2, cy - h / 2, w, h))

    def zone(self, x: float, y: float, title: str, fan: Fan,
             marked: Collection[Card] = frozenset()) -> float:
        """Cards fanned from (x, y + TITLE); returns the zone's width. Empty: a dashed slot."""
        doc, g = self.doc, self.group
        cards, step = fan
        g.add(doc.label(x, y + 12, title, 11, anchor="start", weight="bold"))
        top = y + TITLE
        self.bottom = max(self.bottom, top + H)
        if not cards:
            g.add(doc.dwg.rect((r(x), r(top)), (W, H), rx=5, fill="none", stroke=doc.look.faint,
                               stroke_dasharray="4,3"))
            g.add(doc.label(x + W / 2, top + H / 2 + 4, "none", 10, fill=doc.look.muted))
            return max(W, _text_width(title))
        for k, (href, _sideways, card) in enumerate(cards):
            cx = x + k * step + W / 2
            place(doc, g, href, cx, top + H / 2)
            self.spot(card, cx, top + H / 2)
            if card in marked:
                self.mark(cx, top + H / 2)
        return max(fan_width(len(cards), step), _text_width(title))

    def kids(self, x: float, y: float, title: str, club: dict[Card, Status],
             marked: Collection[Card] = frozenset(), room: float | None = None) -> float:
        """A clubhouse: ready kids upright, busy kids sideways, grounded kids face down; busy
        and grounded kids carry their rank in a box, since their corner is hard to read (every
        kid is a spade, so the rank names the card: ``Q`` is the queen of spades). Kids that
        would run past ``room``, if given, go on in a row below."""
        doc, g = self.doc, self.group
        if not club:
            return self.zone(x, y, title, ([], 0))
        g.add(doc.label(x, y + 12, title, 11, anchor="start", weight="bold"))
        cx, cy, right = x, y + TITLE + H / 2, x
        for kid, state in club.items():
            wide, rank = (H if state is BUSY else W), kid.code[:-1]
            if room is not None and cx > x and cx + wide > x + room:
                cx, cy = x, cy + H + 30
            right = max(right, cx + wide)
            self.bottom = max(self.bottom, cy + H / 2 + 20)
            if state is GROUNDED:
                place(doc, g, card_back(doc, tag=rank), cx + wide / 2, cy)
            else:
                place(doc, g, face(doc, kid), cx + wide / 2, cy, sideways=state is BUSY)
                self.spot(kid, cx + wide / 2, cy, sideways=state is BUSY)
            if state is BUSY:
                tag(doc, cx + wide / 2, cy + W / 2 - 12, rank, doc.look.cards.tag_size,
                    parent=g, width=doc.look.cards.tag_width)
            g.add(doc.label(cx + wide / 2, cy + H / 2 + 16, state, 10, fill=doc.look.mark))
            if kid in marked:
                self.mark(cx + wide / 2, cy, sideways=state is BUSY)
            cx += wide + 10
        return max(right - x, _text_width(title))

    def pile(self, x: float, y: float, title: str, cards: Sequence[Card], top_face: bool,
             marked: Collection[Card] = frozenset()) -> float:
        """A deck: a few backs offset to show its thickness, the top card face up or down."""
        doc, g = self.doc, self.group
        if not cards:
            return self.zone(x, y, title, ([], 0))
        g.add(doc.label(x, y + 12, title, 11, anchor="start", weight="bold"))
        layers = min(3, len(cards) - 1)
        self.bottom = max(self.bottom, y + TITLE + H + 2 * layers)
        for k in range(layers, 0, -1):
            place(doc, g, card_back(doc), x + W / 2 + 2 * k, y + TITLE + H / 2 + 2 * k)
        href = face(doc, cards[-1]) if top_face else card_back(doc)
        place(doc, g, href, x + W / 2, y + TITLE + H / 2)
        if top_face:
            self.spot(cards[-1], x + W / 2, y + TITLE + H / 2)
        if top_face and cards[-1] in marked:
            self.mark(x + W / 2, y + TITLE + H / 2)
        return max(W + 2 * layers, _text_width(title))

    def mark(self, cx: float, cy: float, sideways: bool = False) -> None:
        """A thick dashed frame around a card: the cards a step is about."""
        w, h = (H, W) if sideways else (W, H)
        self.group.add(self.doc.dwg.rect(
            (r(cx - w / 2 - 4), r(cy - h / 2 - 4)), (r(w + 8), r(h + 8)), rx=7, fill="none",
            stroke=self.doc.look.mark, stroke_width=2.5, stroke_dasharray="7,4", class_="marked"))


def _fan(doc: Document, cards: Iterable[Card], zone: str) -> Fan:
    """The cards of a zone and the step between them: side by side when they fit in the zone's
    room, else fanned, with only the top (last) card's label showing."""
    cards = list(cards)
    if len(cards) <= 1 or fan_width(len(cards), SPREAD) <= ROOM[zone]:
        return [(face(doc, c), False, c) for c in cards], SPREAD
    step = max(24.0, (ROOM[zone] - W) / (len(cards) - 1))
    last = len(cards) - 1
    return [(face(doc, c, k == last), False, c) for k, c in enumerate(cards)], step


def player_status(state: HumanTrophiesState, seat: int) -> str:
    """What the player in ``seat`` is doing now, in a few words."""
    if state.is_terminal():
        return ""
    if seat == state.active:
        return "in detention" if state.detained else "active"
    if seat == state.current_player():
        return {DETENTION: "asked: Miss Monster?", INTERRUPTION: "asked: interrupt?"}[
            state.phase]
    return ""


def draw_table(state: HumanTrophiesState, title: str, desc: str,
               marked: Collection[Card] = frozenset()) -> str:
    """The whole table: the shared zones on top, then one row per player, in columns."""
    return _draw_table(state, title, desc, marked).text()


def _draw_table(state: HumanTrophiesState, title: str, desc: str, marked: Collection[Card],
                spots: list[Spot] | None = None) -> Document:
    """:func:`draw_table`'s drawing, noting where each card is face up in ``spots`` if given."""
    row_h = TITLE + H + 30
    rows = 1 + len(state.players)
    # Draw twice: first to measure the zones, then for real, in columns that fit them.
    widths = _table(Document(10, 10, "", ""), state, marked, row_h, None)
    columns = [max(w[k] for w in widths[1:]) for k in range(3)]
    width = max(widths[0][0], NAME_COLUMN + sum(columns) + 2 * GAP)
    asked = state.current_player() not in (None, state.active)
    legend = (bool(marked) + asked) * LEGEND
    doc = Document(width + 2 * PAD, rows * row_h + PAD + legend, title,
                   f"{desc} {describe(state)}".strip())
    _table(doc, state, marked, row_h, columns, spots)
    _legend(doc, rows * row_h + 2, bool(marked), asked)
    return doc


def _legend(doc: Document, y: float, framed: bool, asked: bool) -> None:
    """The key under a table, a line each: what a dashed frame means, what "asked" means."""
    if framed:
        doc.add(doc.dwg.rect((PAD, r(y)), (22, 15), rx=4, fill="none", stroke=doc.look.mark,
                             stroke_width=2.5, stroke_dasharray="7,4"))
        doc.add(doc.label(PAD + 30, y + 12, "a card the last move used", 11, anchor="start",
                          fill=doc.look.mark))
        y += LEGEND
    if asked:
        doc.add(doc.label(PAD, y + 12, "Asked: answers now. The others are asked after, in "
                          "turn; one who cannot or will not act says no.", 12,
                          anchor="start", fill=doc.look.mark))


def _table(doc: Document, state: HumanTrophiesState, marked: Collection[Card], row_h: float,
           columns: list[float] | None, spots: list[Spot] | None = None
           ) -> list[tuple[float, ...]]:
    """Draw the table; return the widths: of the shared row, then of each player's zones."""
    lay = Layout(doc, spots)
    x: float = PAD
    y: float = PAD
    x += lay.pile(x, y, f"Victims: {len(state.victims)}", state.victims, True, marked) + GAP
    x += lay.pile(x, y, f"Draw deck: {len(state.draw)}", state.draw, False) + GAP
    x += lay.zone(x, y, "Warehouses", _fan(doc, sorted(state.warehouses), "warehouses"),
                  marked) + GAP
    x += lay.zone(x, y, "Lounge", _fan(doc, state.lounge, "lounge"), marked) + GAP
    if state.trick:
        x += lay.zone(x, y, trick_title(state), _fan(doc, state.table, "table"), marked) + GAP
    widths: list[tuple[float, ...]] = [(x - GAP - PAD,)]
    for seat, name in enumerate(state.players):
        y = PAD + (seat + 1) * row_h
        status = player_status(state, seat)
        doc.add(doc.label(PAD, y + TITLE + 14, name, 13, anchor="start", weight="bold",
                          fill=doc.look.mark))
        for k, line in enumerate(status.replace(": ", ":\n").splitlines() if status else []):
            doc.add(doc.label(PAD, y + TITLE + 30 + 13 * k, line, 10.5, anchor="start"))
        x = PAD + NAME_COLUMN
        hand, won = state.hands[seat], state.trophies[seat]
        points = sum(VALUE[v] for v in won)
        trophies = (f"Trophies: {_count(len(won), 'card')}, {_count(points, 'point')}" if won
                    else "Trophies: none yet")

        # Each zone is drawn at the x its left neighbour leaves, so each is a function of x.
        def hand_zone(x: float, y: float = y, hand: list[Card] = hand) -> float:
            return lay.zone(x, y, f"Hand: {_count(len(hand), 'card')}", _fan(doc, hand, "hand"),
                            marked)

        def club_zone(x: float, y: float = y, seat: int = seat) -> float:
            return lay.kids(x, y, "Clubhouse", state.clubhouses[seat], marked)

        def trophy_zone(x: float, y: float = y, won: list[Card] = won,
                        title: str = trophies) -> float:
            return lay.zone(x, y, title, _fan(doc, won, "trophies"), marked)

        zones: list[Callable[[float], float]] = [hand_zone, club_zone, trophy_zone]
        drawn = []
        for k, draw in enumerate(zones):
            drawn.append(draw(x))
            x += (columns[k] if columns else drawn[-1]) + GAP
        widths.append(tuple(drawn))
    return widths


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def trick_title(state: HumanTrophiesState) -> str:
    """The toys on the table, titled with the sum a trick must win: toys plus kid."""
    trick = state.trick
    if trick is None:
        raise ValueError("no trick on the table")
    return (f"Trick: toys worth {trick.toy_value} + the kid's power {POWER[trick.kid]} "
            f"({spoken(trick.kid, the=False)}) = {TrickKind.strength(trick.kid, trick.toys)}")


def _said(cards: Sequence[Card]) -> str:
    """Cards in a zone, as a player names them (``-`` for none)."""
    return spoken_all(cards) if cards else "-"


def _capital(text: str) -> str:
    """``text`` starting with a capital, as a sentence does."""
    return text[:1].upper() + text[1:]


def describe(state: HumanTrophiesState) -> str:
    """The position in words, zone by zone, every card named as a player names it (for the
    figure's description)."""
    parts = []
    if state.victims:
        top = state.victims[-1]
        parts.append(f"Victims deck: {spoken(top)} showing, "
                     f"{len(state.victims) - 1} below.")
    else:
        parts.append("Victims deck: empty.")
    parts.append(f"Draw deck: {len(state.draw)} cards, face down.")
    parts.append(f"Warehouses: {_said(sorted(state.warehouses))}. "
                 f"Lounge: {_said(state.lounge)}.")
    if state.trick:
        trick = state.trick
        parts.append(f"On the table, a trick on {spoken(trick.victim)}: toys "
                     f"{_said(state.table)} worth {trick.toy_value}, with the kid "
                     f"{spoken(trick.kid)} (power {POWER[trick.kid]}, busy in the clubhouse): "
                     f"{trick_title(state)[7:]}.")
    for seat, name in enumerate(state.players):
        club = ", ".join(f"{spoken(kid)} {s}" for kid, s in state.clubhouses[seat].items())
        hand = state.hands[seat]
        shown = _said(hand) if HIDDEN not in hand else f"{len(hand)} cards, face down"
        status = player_status(state, seat)
        parts.append(f"{name}{f' ({status})' if status else ''}: hand {shown}; clubhouse "
                     f"{club or 'empty'}; trophies {_said(state.trophies[seat])}.")
    return " ".join(parts)


# -- the cards -----------------------------------------------------------------------------------
@figure("cards")
def cards_figure() -> str:
    """One card of each role, with its label and value."""
    shown = parse_cards("9S QH KD 10C JK")
    names = ["Kid (spades)", "Parent (hearts)", "Victim (diamonds)", "Toy (clubs)",
             "Miss Monster (joker)"]
    step = 128
    doc = Document(step * len(shown), H + 2 * PAD + 24, "The cards of Human Trophies",
                   "Five cards, one per role, each marked with its rank, its suit symbol, its "
                   "role and its value: the 9 of spades is a kid of power 3; the queen of "
                   "hearts a parent worth 11; the king of diamonds a victim worth 11; the 10 of "
                   "clubs a toy worth 10; the joker is Miss Monster.")
    for k, (card, name) in enumerate(zip(shown, names)):
        cx = step * k + step / 2
        place(doc, doc.dwg, face(doc, card), cx, PAD + H / 2)
        doc.add(doc.label(cx, PAD + H + 18, name, 11, weight="bold"))
    return doc.text()


@figure("kid-powers")
def kid_powers() -> str:
    """The thirteen spades in their four power bands."""
    bands: dict[int, list[Card]] = {}
    for kid in suit_cards(SPADES):
        bands.setdefault(POWER[kid], []).append(kid)
    step, gap = 26, 22
    widths = [fan_width(len(kids), step) for kids in bands.values()]
    doc = Document(sum(widths) + gap * (len(widths) - 1) + 2 * PAD, H + 2 * PAD + 24,
                   "A kid's power",
                   "The thirteen spades in four groups: 2, 3 and 4 have power 1; 5, 6 and 7 "
                   "power 2; 8, 9 and 10 power 3; jack, queen, king and ace power 4.")
    x: float = PAD
    for (power, kids), width in zip(bands.items(), widths):
        for k, kid in enumerate(kids):
            place(doc, doc.dwg, face(doc, kid), x + W / 2 + k * step, PAD + H / 2)
        doc.add(doc.label(x + width / 2, PAD + H + 18, f"power {power}", 12, weight="bold"))
        x += width + gap
    return doc.text()


@figure("kid-states")
def kid_states() -> str:
    """Ready, busy and grounded kids."""
    doc = Document(3 * 120, H + 2 * PAD + 40, "A kid's three states",
                   "Three kids in a clubhouse: the 9 of spades ready, standing upright; the "
                   "queen of spades busy (tapped), turned on its long side; the 3 of spades "
                   "grounded, face down.")
    lay = Layout(doc)
    lay.kids(PAD + 30, PAD - TITLE + 4, "", {parse_card("9S"): READY})
    lay.kids(PAD + 140, PAD - TITLE + 4, "", {parse_card("QS"): BUSY})
    lay.kids(PAD + 270, PAD - TITLE + 4, "", {parse_card("3S"): GROUNDED})
    return doc.text()


# -- the table -----------------------------------------------------------------------------------
TABLE_SEED = 11


def table_game() -> HumanTrophiesState:
    """The 3-player deal the table figures show."""
    return new_game(["alice", "bernard", "charlie"], seed=TABLE_SEED)


@figure("table")
def table_figure() -> str:
    return draw_table(table_game(), "The table at the start of a 3-player game",
                      "Every zone of the game, named: the victims deck with its top card "
                      "showing, the draw deck, the warehouses and the lounge (both empty at "
                      "the start), and for each player a hand, a clubhouse and trophies. "
                      "Hands are shown face up here; at the table each is secret.")


@figure("view-bernard")
def view_figure() -> str:
    return draw_table(table_game().observation(1), "The same table as Bernard sees it",
                      "Bernard sees his own hand, the open zones and the top victim; the "
                      "other hands, the draw deck and the victims below the top are backs.")


# -- the running example ---------------------------------------------------------------------
@figure("scavenging")
def scavenging() -> str:
    """Which toys Alice's kids can take, one team per toy."""
    state = replay_example("running-example").positions[0].state
    kids = list(state.clubhouses[0])
    rows = []
    for toy in sorted(state.warehouses):
        minimal = list(smallest_teams(kids, VALUE[toy]))
        rows.append(([toy], minimal))
    both = parse_cards("2C 6C")
    if assign_teams(kids, both):
        raise ValueError("the rules' example says the 2 and the 6 cannot both be taken")
    rows.append((both, []))
    row_h = H + 34
    top = 26
    doc = Document(640, top + row_h * len(rows) + PAD, "What Alice can scavenge",
                   _scavenging_desc(kids, rows))
    doc.add(doc.label(PAD, PAD + 12, "Alice's ready kids: " + ", ".join(
        f"{spoken(k, the=False)} (power {POWER[k]})" for k in kids), 12, anchor="start",
        fill=doc.look.mark))
    lay = Layout(doc)
    for k, (toys, teams) in enumerate(rows):
        y = top + PAD + k * row_h
        title = "Toy" if len(toys) == 1 else "Both toys"
        x = PAD + lay.zone(PAD, y, title, _fan(doc, toys, "table")) + 40
        if not teams:
            reason = (_why_not_together(kids, toys) if len(toys) > 1 else
                      [f"impossible: all her kids together make only "
                       f"{sum(POWER[c] for c in kids)}"])
            for j, line in enumerate(reason):
                doc.add(doc.label(x, y + TITLE + H / 2 + 4 + 16 * (j - (len(reason) - 1) / 2),
                                  line, 12, anchor="start", fill=doc.look.mark))
        for j, team in enumerate(teams):
            if j:
                doc.add(doc.label(x - 20, y + TITLE + H / 2 + 4, "or", 12, weight="bold"))
            width = lay.zone(x, y, f"team of power {sum(POWER[c] for c in team)}",
                             _fan(doc, team, "table"))
            x += width + 40
    return doc.text()


def _the(card: Card) -> str:
    return f"the {RANK_NAME[card.rank]}"


def _why_not_together(kids: Sequence[Card], toys: Sequence[Card]) -> list[str]:
    """Why ``toys`` cannot all be taken, in two lines, for two toys the biggest of which has a
    single smallest team (the rules' example): that team, and what it leaves for the other."""
    small, big = sorted(toys, key=lambda toy: VALUE[toy])
    teams = list(smallest_teams(kids, VALUE[big]))
    if len(teams) != 1:
        raise ValueError("only a toy with one smallest team is explained")
    left = [kid for kid in kids if kid not in teams[0]]
    power = sum(POWER[kid] for kid in left)
    return [f"impossible: {_the(big)} needs both {' and '.join(map(_the, teams[0]))},",
            f"and {' and '.join(map(_the, left)) or 'nothing'} left over (power {power}) "
            f"is too weak for {_the(small)}"]


def _scavenging_desc(kids: Sequence[Card],
                     rows: Iterable[tuple[Sequence[Card], Sequence[tuple[Card, ...]]]]) -> str:
    parts = ["Alice's ready kids are " + ", ".join(f"{spoken(k)} (power {POWER[k]})"
                                                   for k in kids) + "."]
    for toys, teams in rows:
        if teams:
            parts.append(f"{spoken(toys[0])} (value {VALUE[toys[0]]}): can be taken by "
                         + " or by ".join(spoken_all(team) for team in teams) + ".")
        elif len(toys) == 1:
            parts.append(f"{spoken(toys[0])} (value {VALUE[toys[0]]}): cannot be taken.")
        else:
            parts.append(f"{spoken_all(toys)} together: "
                         + " ".join(_why_not_together(kids, toys)) + ".")
    return " ".join(map(_capital, parts))


def _marked_cards(state: HumanTrophiesState) -> frozenset[Card]:
    """The cards the last move was about, to frame in the figure."""
    if not state.history:
        return frozenset()
    _, move = state.history[-1]
    found = {JOKER} if move == DETENTION_MOVE else set()
    for name in ("toy", "team", "kid", "toys", "parent", "victim"):
        value = getattr(move, name, None)
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, tuple):
            found |= set(value)
    return frozenset(found)


def _marks(record: str) -> None:
    def register(mark: Mark) -> Callable[[], str]:
        def draw() -> str:
            played = replay_example(record)
            title = played.record.get("title")
            return render_position(played.position(mark.name), f"{title}: {mark.name}",
                                   mark.caption)
        return draw
    for mark in read_record(RECORDS / f"{record}.rec").marks:
        figure(f"{record}-{mark.name}")(register(mark))


for _record in ("running-example", "running-example-other-line", "complete-game"):
    _marks(_record)


def render_position(state: HumanTrophiesState, title: str, caption: str) -> str:
    """Any position of a record, for ``rulebook render``: every zone, every hand face up; the
    cards of the last move framed."""
    desc = f"{caption} " if caption else ""
    if state.history:
        desc += "Cards framed with a dashed line are those the last move used. "
    if state.current_player() not in (None, state.active):
        desc += ("The player marked asked must answer now: every other player is asked in "
                 "turn, and one who cannot or will not act declines. ")
    if state.is_terminal():
        desc += "The game is over. Final scores: " + " ".join(
            t.said() + "." for t in state.tallies())
    return draw_table(state, title, desc, _marked_cards(state))


def render_play(state: HumanTrophiesState, seat: int | None, title: str, caption: str) -> str:
    """The position as the player at ``seat`` sees it (None: every hand face up), for the Play
    page: drawn as :func:`render_position` draws it, from what that player sees (the other
    hands, the draw deck and the victims under the top one as backs:
    :meth:`~.rules.HumanTrophiesState.observation`), with a box over each card face up that
    the player may pick, keyed by its code as the moves' parts are (:meth:`.turn.Kind.parts`).

    >>> game = new_game(["alice", "bernard"], seed=3)
    >>> svg = render_play(game, 1, "Your turn", "")
    >>> all(f'data-part="{card.code}"' in svg for card in game.hands[1])
    True
    >>> any(f'data-part="{card.code}"' in svg for card in game.hands[0] if card != JOKER)
    False
    """
    view = state if seat is None else state.observation(seat)
    desc = f"{caption} " if caption else ""
    if seat is None:
        desc += "Every hand is shown face up. "
    else:
        desc += (f"The table as {state.players[seat]} sees it: their own hand face up, the "
                 "other hands, the draw deck and the victims under the top one face down. ")
    if state.history:
        desc += "Cards framed with a dashed line are those the last move used. "
    if state.is_terminal():
        desc += "The game is over. Final scores: " + " ".join(
            t.said() + "." for t in state.tallies())
    marked = _marked_cards(state)
    width, height = _play_table(Document(10, 10, "", ""), view, marked, seat)
    legend = LEGEND if marked else 0
    doc = Document(width + PAD, height + legend + PAD, title,
                   f"{desc}{describe(view)}".strip())
    spots: list[Spot] = []
    _play_table(doc, view, marked, seat, spots)
    _legend(doc, height + 2, bool(marked), False)  # (the Play page says who is asked)
    for card, x, y, w, h in spots:
        doc.part(card.code, spoken(card), x, y, w, h)
    return doc.text()


#: The widest the rows of a figure for play run before they wrap: a phone's screen, 390 px
#: wide, shows its cards at three quarters of their size or more.
PLAY_WIDTH = 500

#: A zone as :class:`Layout` draws it at (x, y), returning its width.
Zone = Callable[[Layout, float, float], float]


def _play_table(doc: Document, state: HumanTrophiesState, marked: Collection[Card],
                you: int | None, spots: list[Spot] | None = None) -> tuple[float, float]:
    """The table for play (:func:`render_play`): the shared zones, then each player's name
    over their hand, clubhouse and trophies, in rows that wrap at :data:`PLAY_WIDTH`; the
    player at ``you`` is called "you". Returns the width and the height drawn."""
    lay, scratch = Layout(doc, spots), Layout(Document(10, 10, "", ""))
    right: float = PAD

    def flow(zones: list[Zone], y: float) -> float:
        """Draw ``zones`` left to right from (PAD, y), wrapping; return the y below them."""
        nonlocal right
        x, line = float(PAD), 0.0
        for zone in zones:
            scratch.bottom = 0.0
            width = zone(scratch, 0, 0)
            if x > PAD and x + width > PAD + PLAY_WIDTH:
                x, y, line = PAD, y + line + GAP, 0.0
            zone(lay, x, y)
            line = max(line, scratch.bottom)
            right = max(right, x + width)
            x += width + GAP
        return y + line

    shared: list[Zone] = [
        lambda at, x, y: at.pile(x, y, f"Victims: {len(state.victims)}", state.victims, True,
                                 marked),
        lambda at, x, y: at.pile(x, y, f"Draw deck: {len(state.draw)}", state.draw, False),
        lambda at, x, y: at.zone(x, y, "Warehouses", _fan(doc, sorted(state.warehouses),
                                                          "warehouses"), marked),
        lambda at, x, y: at.zone(x, y, "Lounge", _fan(doc, state.lounge, "lounge"), marked)]
    if state.trick:
        shared.append(lambda at, x, y: at.zone(x, y, trick_title(state),
                                               _fan(doc, state.table, "table"), marked))
    y = flow(shared, PAD) + GAP
    for seat, name in enumerate(state.players):
        status = ", ".join(filter(None, ("you" if seat == you else "",
                                         player_status(state, seat))))
        doc.add(doc.label(PAD, y + 14, f"{name} ({status})" if status else name, 13,
                          anchor="start", weight="bold", fill=doc.look.mark))
        hand, won = state.hands[seat], state.trophies[seat]
        points = sum(VALUE[v] for v in won)
        trophies = (f"Trophies: {_count(len(won), 'card')}, {_count(points, 'point')}" if won
                    else "Trophies: none yet")

        # Each zone is drawn at the (x, y) the flow gives it, so each is a function of both.
        def hand_zone(at: Layout, x: float, y: float, hand: list[Card] = hand) -> float:
            return at.zone(x, y, f"Hand: {_count(len(hand), 'card')}", _fan(doc, hand, "hand"),
                           marked)

        def club_zone(at: Layout, x: float, y: float, seat: int = seat) -> float:
            return at.kids(x, y, "Clubhouse", state.clubhouses[seat], marked, PLAY_WIDTH)

        def trophy_zone(at: Layout, x: float, y: float, won: list[Card] = won,
                        title: str = trophies) -> float:
            return at.zone(x, y, title, _fan(doc, won, "trophies"), marked)

        y = flow([hand_zone, club_zone, trophy_zone], y + 22) + GAP
    return right, y - GAP
