"""Playing cards drawn as cards: face up (rank, suit symbol, a label and a note), face down, and
turned sideways; fans of overlapping cards. Knows cards, not any game's rules.

The look is a configuration (:class:`games.draw.style.CardLook`, the document's look's ``cards``).
Suits use a four-colour deck (spades black, hearts vermillion, diamonds blue, clubs green, after
Okabe and Ito, so colour-blind readers tell them apart), but each suit is also its own *shape*,
drawn as a path (no font needed), and every card carries its rank and a label in words, so nothing
rests on colour, and everything reads in black-and-white print.

>>> from games.core.cards import parse_card
>>> from games.draw.svg import Document
>>> doc = Document(200, 100, "t", "d")
>>> card_face(doc, parse_card("9S"), "kid", "power 3")
'#card-9s-kid-power-3'
>>> card_back(doc, tag="3S")
'#back-3s'

Every suit's ink is dark enough to read as text on a white card, in colour and in grey:

>>> from games.draw.style import grey
>>> from games.draw.style import LOOK
>>> sorted(round(grey(ink)) for ink in LOOK.cards.inks.values())
[0, 82, 87, 104, 119]
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Hashable
from typing import Any

from ..core.cards import JOKER_SUIT, RANK_TEXT, Card
from . import paths
from .style import LOOK, CardLook, Look
from .svg import Document, Element, r


def _num(value: float) -> str:
    return str(r(value))


def suit_path(letter: str, h: float) -> str:
    """The outline of a suit symbol (or a star for a joker) of half-height ``h`` around 0,0."""
    n = _num
    if letter == "D":
        return f"M0,{n(-h)} L{n(h * .72)},0 L0,{n(h)} L{n(-h * .72)},0 Z"
    if letter == "H":
        return (f"M0,{n(h * .9)} C{n(-h * 1.35)},{n(-h * .05)} {n(-h * .85)},{n(-h * 1.1)} "
                f"0,{n(-h * .45)} C{n(h * .85)},{n(-h * 1.1)} {n(h * 1.35)},{n(-h * .05)} "
                f"0,{n(h * .9)} Z")
    if letter == "S":
        return (f"M0,{n(-h)} C{n(-h * 1.35)},{n(-h * .1)} {n(-h * .85)},{n(h * .8)} "
                f"{n(-h * .06)},{n(h * .32)} L{n(-h * .32)},{n(h)} L{n(h * .32)},{n(h)} "
                f"L{n(h * .06)},{n(h * .32)} C{n(h * .85)},{n(h * .8)} {n(h * 1.35)},{n(-h * .1)} "
                f"0,{n(-h)} Z")
    if letter == "C":
        rad = h * .42
        lobes = " ".join(
            f"M{n(x - rad)},{n(y)} a{n(rad)},{n(rad)} 0 1,0 {n(2 * rad)},0 "
            f"a{n(rad)},{n(rad)} 0 1,0 {n(-2 * rad)},0 Z"
            for x, y in ((0, -h * .5), (-h * .5, h * .1), (h * .5, h * .1)))
        return (f"{lobes} M{n(-h * .08)},0 L{n(-h * .3)},{n(h)} L{n(h * .3)},{n(h)} "
                f"L{n(h * .08)},0 Z")
    # A five-pointed star for the joker.
    points = []
    for k in range(10):
        rad = h if k % 2 == 0 else h * .42
        angle = math.pi * (k / 5 - 0.5)
        points.append(f"{n(rad * math.cos(angle))},{n(rad * math.sin(angle) + h * .08)}")
    return "M" + " L".join(points) + " Z"


def _ident(*parts: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", "-".join(parts).lower()).strip("-")


#: The cards made so far, by what they show and the looks (card and document) they were made
#: in: a card drawn again, in the next frame of a play say, is the element made the first time,
#: not made anew (an element is never changed once made, and writes the same bytes in any
#: document). The looks are held with it, so that their ids stay theirs.
_MADE: dict[tuple[Hashable, int, int], tuple[CardLook, Look, Element]] = {}


def _once(doc: Document, shows: Hashable, cards: CardLook,
          make: Callable[[], Element]) -> Callable[[], Element]:
    """``make`` for :meth:`Document.define`, but made only once per ``shows`` and looks."""
    def made() -> Element:
        key = (shows, id(cards), id(doc.look))
        if key not in _MADE:
            _MADE[key] = (cards, doc.look, make())
        return _MADE[key][2]
    return made


def card_face(doc: Document, card: Card, label: str = "", note: str = "",
              look: CardLook | None = None) -> str:
    """The id of ``card`` face up, centred on 0,0, with ``label`` and ``note`` at its foot."""
    ident = _ident("card", card.code.replace("JK", "joker"), label, note)
    cards = look or doc.look.cards

    def make() -> Element:
        dwg, w, h = doc.dwg, cards.width, cards.height
        ink = cards.inks[card.suit]
        g = dwg.g(class_=f"card {card.code.lower()}")
        g.add(dwg.rect((-w / 2, -h / 2), (w, h), rx=cards.corner, fill=cards.face,
                       stroke=cards.edge, stroke_width=1.2))
        rank = RANK_TEXT[card.rank] if card.suit != JOKER_SUIT else "MM"
        left, top = -w / 2 + 4, -h / 2
        g.add(doc.label(left, top + 13, rank, 12.5, anchor="start", weight="bold", fill=ink))
        g.add(dwg.path(suit_path(card.suit, 5), fill=ink,
                       transform=f"translate({_num(left + 5)},{_num(top + 22)})"))
        g.add(dwg.path(suit_path(card.suit, 12), fill=ink, stroke=doc.look.mark,
                       stroke_width=0.6, transform=f"translate({_num(w * .12)},{_num(-h * .06)})"))
        for k, text in enumerate(t for t in (label, note) if t):
            size = min(9.0, w * .92 / (0.58 * max(len(text), 1)))
            g.add(doc.label(0, h / 2 - 15 + 10 * k, text, r(size),
                            weight="bold" if k == 0 else "normal", fill=doc.look.mark))
        return g
    return doc.define(ident, _once(doc, ("face", card, label, note), cards, make))


def card_back(doc: Document, tag: str = "", look: CardLook | None = None) -> str:
    """The id of a face-down card centred on 0,0; ``tag`` (a card code, say) is printed on it
    in a white box, for figures that must say which card lies face down."""
    ident = _ident("back", tag) if tag else "back"
    cards = look or doc.look.cards

    def make() -> Element:
        dwg, w, h = doc.dwg, cards.width, cards.height
        g = dwg.g(class_="card back")
        g.add(dwg.rect((-w / 2, -h / 2), (w, h), rx=cards.corner, fill=cards.back,
                       stroke=cards.edge, stroke_width=1.2))
        inner = dwg.g(stroke=cards.back_line, stroke_width=1)
        step, x0, y0 = 8, -w / 2 + 4, -h / 2 + 4
        iw, ih = w - 8, h - 8
        for k in range(-int(ih // step), int(iw // step) + 1):  # diagonal lines, clipped by hand
            a = (x0 + max(0, k * step), y0 + max(0, -k * step))
            length = min(iw - (a[0] - x0), ih - (a[1] - y0))
            if length > 0:
                inner.add(dwg.line((r(a[0]), r(a[1])), (r(a[0] + length), r(a[1] + length))))
        g.add(inner)
        g.add(dwg.rect((-w / 2 + 4, -h / 2 + 4), (w - 8, h - 8), rx=3, fill="none",
                       stroke=cards.back_line, stroke_width=1))
        if tag:
            paths.tag(doc, 0, 0, tag, cards.tag_size, parent=g, width=cards.tag_width)
        return g
    return doc.define(ident, _once(doc, ("back", tag), cards, make))


def place(doc: Document, parent: Element, href: str, x: float, y: float, sideways: bool = False,
          **extra: Any) -> Element:
    """Put the card ``href`` centred at (``x``, ``y``); ``sideways`` turns it a quarter right."""
    use = doc.dwg.use(href, insert=(r(x), r(y)), **extra)
    if sideways:
        use["transform"] = f"rotate(90,{_num(x)},{_num(y)})"
    return parent.add(use)


def fan_width(count: int, step: float, look: CardLook = LOOK.cards) -> float:
    """The width of ``count`` cards, each ``step`` to the right of the last."""
    return look.width + step * (count - 1) if count else 0
