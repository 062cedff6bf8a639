"""A record's frames as one SVG file: the definitions they share written once, then each frame
as a nested ``<svg id="sNNN" class="step">`` shown only when the file is opened at its
fragment (``frames.svg#s003``, CSS ``:target``; with no fragment, the first frame). A page
shows a frame with ``<img src="frames.svg#s003">``; stepping changes the fragment only, so the
browser loads the record once.

The frames come in as the SVG documents :mod:`games.draw.svg` writes (one ``<defs>`` each, ids
given by hand). A definition with the same id and the same text in several frames is kept
once; the same id with other text makes that frame's ids its own (``-sNNN`` added to each),
so nothing a frame shows changes. What frames repeat in their bodies is drawn once too (see
:func:`_shared`). Every frame keeps its own size: the file is as wide and as tall as the
largest, each frame centred across it at the top, all at one scale.

:func:`standalone` gives one frame back as a document of its own (the printed strips).

>>> one = _doc(40, 20, "One", "First.", '<rect id="a" width="1" />', '<use href="#a" />')
>>> two = _doc(60, 20, "Two", "Second.", '<rect id="a" width="2" />', '<use href="#a" />')
>>> text = combine([one, two], "A record", "Two positions.")
>>> text.count('id="a"'), text.count('id="a-s001"'), 'href="#a-s001"' in text
(1, 1, True)
>>> 'viewBox="0 0 60 20"' in text.splitlines()[1], count(text)
(True, 2)
>>> print(standalone(text, 1).splitlines()[1])  # doctest: +ELLIPSIS
<svg ... viewBox="0 0 60 20" width="60" height="20"><title>Two</title><desc>Second.</desc>...
>>> standalone(text, 2)
Traceback (most recent call last):
...
ValueError: no frame 2 in this file
"""

from __future__ import annotations

import html
import re
from collections import Counter

HEAD = '<?xml version="1.0" encoding="utf-8" ?>\n'
NAMESPACES = ('xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events" '
              'xmlns:xlink="http://www.w3.org/1999/xlink"')
# Each frame hidden, but the one the fragment names (or the first, when none is named).
STYLE = ("<style>.step{display:none}.step:target{display:inline}"
         "svg:not(:has(.step:target))>.step:first-of-type{display:inline}</style>")
_OPEN = re.compile(r"<svg ([^>]*)>")
_ATTR = re.compile(r'([\w:-]+)="([^"]*)"')
_TAG = re.compile(r"<!\[CDATA\[.*?\]\]>|<!--.*?-->|<(/?)[^>]*?(/?)>", re.S)


def step_id(number: int) -> str:
    """The fragment of the frame after move ``number`` (0: the start)."""
    return f"s{number:03d}"


class Frame:
    """The parts of one drawn document: size, title, description, definitions, body."""

    def __init__(self, text: str):
        start = _OPEN.search(text)
        if not start or "<title>" not in text or "</desc>" not in text:
            raise ValueError("not a figure of games.draw.svg")
        self.attrs = dict(_ATTR.findall(start.group(1)))
        self.width, self.height = float(self.attrs["width"]), float(self.attrs["height"])
        rest = text[start.end():text.rindex("</svg>")]
        self.label, rest = rest.split("</desc>", 1)
        self.label += "</desc>"
        if rest.startswith("<defs />"):
            self.defs, self.body = [], rest[len("<defs />"):]
        elif rest.startswith("<defs>"):
            inner, self.body = rest[len("<defs>"):].split("</defs>", 1)
            self.defs = _elements(inner)
        else:
            self.defs, self.body = [], rest


def _elements(text: str) -> list[str]:
    """The top-level elements of ``text`` (XML with no text between them)."""
    found, depth, start = [], 0, 0
    for tag in _TAG.finditer(text):
        if tag.group(0).startswith("<!") or tag.group(0).startswith("<?"):
            continue
        closing, empty = tag.group(1), tag.group(2)
        if not closing and not depth:
            start = tag.start()
        depth += -1 if closing else 0 if empty else 1
        if not depth:
            found.append(text[start:tag.end()])
    return found


def _ident(element: str) -> str | None:
    match = re.match(r'<[^>]*?\bid="([^"]*)"', element)
    return match.group(1) if match else None


def _renamed(defs: list[str], body: str, suffix: str) -> tuple[list[str], str]:
    """Every id the frame defines, and every reference to one, with ``-suffix`` added."""
    idents = [i for i in map(_ident, defs) if i is not None]
    if not idents:
        return defs, body
    pattern = re.compile('(id="|#)(' + "|".join(map(re.escape, idents)) + ')(?=["\\)])')

    def rename(text: str) -> str:
        return pattern.sub(lambda m: f"{m.group(1)}{m.group(2)}-{suffix}", text)

    return [rename(e) for e in defs], rename(body)


def _number(value: float) -> str:
    return f"{round(value, 2):g}"


def combine(frames: list[str], title: str, desc: str) -> str:
    """One SVG file holding ``frames`` (documents of :mod:`games.draw.svg`), frame ``n`` at
    ``#sNNN``; same input, same bytes."""
    parts = [Frame(text) for text in frames]
    width, height = max(p.width for p in parts), max(p.height for p in parts)
    kept: dict[str, str] = {}
    lines = []
    for number, part in enumerate(parts):
        defs, body = part.defs, part.body
        if any(kept.get(_ident(e) or e, e) != e for e in defs):
            defs, body = _renamed(defs, body, step_id(number))
        for element in defs:
            kept.setdefault(_ident(element) or element, element)
        a = part.attrs
        lines.append(f'<svg id="{step_id(number)}" class="step" '
                     f'x="{_number((width - part.width) / 2)}" y="0" '
                     f'width="{a["width"]}" height="{a["height"]}" viewBox="{a["viewBox"]}">'
                     f"{part.label}{body}</svg>")
    lines = _shared(lines, kept)
    first = parts[0].attrs
    head = (f'<svg {NAMESPACES} baseProfile="full" version="1.1" '
            f'font-family="{first.get("font-family", "sans-serif")}" role="img" '
            f'viewBox="0 0 {_number(width)} {_number(height)}" width="{_number(width)}" '
            f'height="{_number(height)}"><title>{html.escape(title, quote=False)}</title>'
            f"<desc>{html.escape(desc, quote=False)}</desc>{STYLE}"
            f"<defs>{''.join(kept.values())}</defs>")
    return HEAD + head + "\n" + "".join(line + "\n" for line in lines) + "</svg>\n"


def _pieces(element: str) -> tuple[str, list[str], str] | None:
    """A group's opening tag, its children and its closing tag; None for anything else."""
    if not element.startswith("<g") or element.endswith("/>"):
        return None
    opening = element.index(">") + 1
    return element[:opening], _elements(element[opening:-len("</g>")]), "</g>"


def _shared(lines: list[str], kept: dict[str, str]) -> list[str]:
    """Draw once what frames repeat: an element of a frame's body (or a child of one of its
    groups) found more than once in the record becomes a definition (``#same-1``, ``#same-2``,
    ... in order of first use), and each frame places it with ``<use>``."""
    split = []
    for line in lines:
        opening, rest = line.split("</desc>", 1)
        split.append((opening + "</desc>", _elements(rest[:-len("</svg>")])))
    whole = Counter(e for _, elements in split for e in elements)
    parts = Counter(c for _, elements in split for e in elements if whole[e] == 1
                    for c in (_pieces(e) or ("", [], ""))[1])
    names: dict[str, str] = {}

    def place(element: str, times: int) -> str:
        if times < 2 or len(element) < 64 or element.startswith("<use") or " id=" in element:
            return element  # drawn once, or no longer than the <use> that would place it
        if element not in names:
            names[element] = next(name for n in range(len(names) + 1, len(names) + len(kept) + 2)
                                  if (name := f"same-{n}") not in kept)
            kept[names[element]] = re.sub(r"^<([\w:-]+)", rf'<\1 id="{names[element]}"',
                                          element, count=1)
        return f'<use xlink:href="#{names[element]}" />'

    result = []
    for opening, elements in split:
        body = []
        for element in elements:
            pieces = _pieces(element) if whole[element] == 1 else None
            if pieces is None:
                body.append(place(element, whole[element]))
            else:
                head, children, tail = pieces
                body.append(head + "".join(place(c, parts[c]) for c in children) + tail)
        result.append(opening + "".join(body) + "</svg>")
    return result


def count(text: str) -> int:
    """How many frames a file :func:`combine` wrote holds."""
    return sum(1 for line in text.splitlines() if line.startswith('<svg id="s'))


def standalone(text: str, number: int) -> str:
    """Frame ``number`` of a file :func:`combine` wrote, as a document of its own (with every
    definition of the file)."""
    lines = text.splitlines()
    marker = f'<svg id="{step_id(number)}" class="step" '
    step = next((line for line in lines if line.startswith(marker)), None)
    if step is None:
        raise ValueError(f"no frame {number} in this file")
    attrs = dict(_ATTR.findall(_OPEN.match(step).group(1)))
    outer = dict(_ATTR.findall(_OPEN.match(lines[1]).group(1)))
    defs = lines[1][lines[1].index("<defs>"):]
    label, body = step[_OPEN.match(step).end():-len("</svg>")].split("</desc>", 1)
    return (f'{HEAD}<svg {NAMESPACES} baseProfile="full" version="1.1" '
            f'font-family="{outer["font-family"]}" role="img" viewBox="{attrs["viewBox"]}" '
            f'width="{attrs["width"]}" height="{attrs["height"]}">{label}</desc>{defs}{body}'
            "</svg>\n")


def _doc(width, height, title, desc, defs, body) -> str:
    """A document shaped as :mod:`games.draw.svg` writes them (for the examples above)."""
    return (f'{HEAD}<svg font-family="sans-serif" height="{height}" role="img" '
            f'viewBox="0 0 {width} {height}" width="{width}" {NAMESPACES}><title>{title}</title>'
            f"<desc>{desc}</desc><defs>{defs}</defs>{body}</svg>\n")
