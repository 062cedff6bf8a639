#!/usr/bin/env python3
"""No wasted paper (issue 41): the player's PDFs checked page by page.

``scripts/check_pages.py [PDF...]`` (``make check-pages``): with no argument, every player's
PDF in build/pdf (``<game>.pdf`` and ``<game>-aid.pdf`` for each game of games/games.txt).
One line per finding, naming the file, the page, the rule and the figure; the exit status is
1 when something is found, 0 when every page is clean, and 2, with one line, for a PDF that
is missing or cannot be read. ``--terms`` also prints, for each book, every term checked and
the pages it is used on and defined on.

The rules:

1. **Blank area.** The text area is the page less Sphinx's margins (its geometry's default,
   1 inch on every side, which docs/conf.py keeps: :data:`MARGIN`); whatever lies wholly
   outside it is the running header or the page number. A page's blank share is the height
   from the bottom of its lowest object in the text area (a character, a line, a rectangle,
   a curve or an image: text, figures, rules, example-box frames; a drawing that runs off the
   page, clipped by its figure, is left out) down to the bottom of the text area, over the
   text area's height: 0 for a full page, 1 for an empty one. A page more than a third blank
   (:data:`MOST_BLANK`) is a finding, unless it is a chapter's last page: the document's last
   page, or a page followed by a page whose first line of text is the heading of a chapter
   (a top-level section, as the PDF's outline lists them). The pages before the first
   chapter (the cover) end with a chapter's start too, so they pass.
2. **A lead split from its figure.** A page that ends with text (nothing drawn below its
   last line) whose last paragraph leads into something, when the next page starts with a
   drawing (its topmost object in the text area is a line, rectangle, curve or image: a
   figure, a table's rule or an example box's frame). A paragraph leads in when its last line
   ends with a colon, when it names the figure captioned on the next page ("Fig. 9"), or when
   its last sentence points at it in words (:data:`POINTING`: "below", "here is", ...). So is
   a page ending with a paragraph whose last line ends with a colon when the next page
   starts with a list's first item (a bullet, a dash or a number).
3. **A term used before the page that defines it.** The terms are each game's variants (in a
   player's words, as its ``GameInfo.variants`` names them: ``Variant.said``) and the entries of
   its chapter's glossary (the terms of the "## Glossary" section of docs/<chapter>.md). A term
   is *defined* on the first page where a run of bold type in the body's typeface (not the
   headings' bold sans) is the term itself, give or take a plural and the punctuation round it:
   the way the books introduce a term (a Variants list's **First hit only**, a glossary's entry,
   a rule's first **Near**). It is *used* on any page from the first chapter on (the cover is
   left out) where it appears in any type, matched as whole words, case and hyphens ignored, a
   plural (s, es) allowed. A finding is a term used on a page before the page that defines it,
   given once, at its first use. The aids are not checked for terms: an aid recalls a book's
   terms and defines none, and a term its book never sets in bold is not checked either
   (``--terms`` shows them). The match is by words, so a common word among the terms (a
   glossary's "Out" or "Pass") may be found in its everyday sense: the line quotes the words
   round the use.

The logic (:func:`read_pdf`, then :func:`blank_findings`, :func:`lead_findings` and
:func:`term_findings` over what it read) needs no TeX and no book: tests/test_check_pages.py
gives it small PDFs of its own.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.errors import quote

ROOT = Path(__file__).resolve().parent.parent
#: Sphinx's LaTeX geometry: ``hmargin`` and ``vmargin`` default to 1 in (72 pt) round the text
#: area; the running header and the page number sit in the margins.
MARGIN = 72.0
#: The most of a page's text area that may be left blank (a chapter's last page aside).
MOST_BLANK = 1 / 3
#: Words by which a paragraph points at the figure after it.
POINTING = ("below", "here is", "here are", "as follows", "the following", "this figure")
#: How far apart (in points) two objects' edges may be and still count as level.
SLACK = 2.0
#: Words apart within a line (pdfplumber's x tolerance): XeTeX leaves no space characters, and
#: the default (3 pt) runs some words of 10 pt type together.
X_TOLERANCE = 1.5
CAPTION = re.compile(r"^\s*Fig(?:ure|\.)\s*(\d+)", re.IGNORECASE)


class Unreadable(Exception):
    """A PDF that is missing or cannot be read: the one line to print."""


@dataclass(frozen=True)
class Finding:
    """One broken rule: the page it is on and the line that says so."""

    page: int
    line: str

    def __str__(self) -> str:
        return self.line


@dataclass(frozen=True)
class Line:
    """A line of text in the text area: its top and bottom (points from the page's top), its
    left edge and its words."""

    top: float
    bottom: float
    x0: float
    text: str


#: The start of a list's item: a bullet, a dash or a number with a full stop.
_ITEM = re.compile(r"(?:[\u2022\u2013\u2014\u25e6*-]|\d{1,2}\.)\s")


@dataclass(frozen=True)
class Page:
    """What the checks need of one page: its number (from 1), its text area's top and bottom,
    its lines of text and its drawn objects (top, bottom) in the text area, the words of its
    text area and its runs of bold body type (both as :func:`normal`)."""

    number: int
    area_top: float
    area_bottom: float
    lines: tuple[Line, ...]
    drawings: tuple[tuple[float, float], ...]
    words: str
    bold_runs: frozenset[str]

    @property
    def lowest(self) -> float | None:
        """The bottom of the lowest object in the text area (None on an empty page)."""
        bottoms = [line.bottom for line in self.lines] + [bottom for _, bottom in self.drawings]
        return min(max(bottoms), self.area_bottom) if bottoms else None

    @property
    def blank(self) -> float:
        """The share of the text area's height left blank below its lowest object."""
        lowest = self.lowest
        height = self.area_bottom - self.area_top
        if lowest is None:
            return 1.0
        return max(0.0, (self.area_bottom - max(lowest, self.area_top)) / height)

    def starts_with_drawing(self) -> bool:
        """Whether the topmost object in the text area is drawn, not text."""
        if not self.drawings:
            return False
        top = min(top for top, _ in self.drawings)
        return not self.lines or top <= self.lines[0].top + SLACK

    def starts_with_list(self) -> bool:
        """Whether the first line of text in the text area is a list's item (a bullet, a
        dash or a number with a full stop), with nothing drawn above it."""
        if not self.lines or (self.drawings and min(top for top, _ in self.drawings)
                              < self.lines[0].top - SLACK):
            return False
        return _ITEM.match(self.lines[0].text) is not None

    def ends_with_text(self) -> bool:
        """Whether the lowest object in the text area is a line of text."""
        if not self.lines:
            return False
        return all(bottom <= self.lines[-1].bottom + SLACK for _, bottom in self.drawings)

    def last_paragraph(self) -> list[Line]:
        """The lines of the page's last paragraph: its last line and those above it with no
        more than a line's gap between them (a paragraph's space is more)."""
        if not self.lines:
            return []
        paragraph = [self.lines[-1]]
        for line in reversed(self.lines[:-1]):
            below = paragraph[0]
            height = below.bottom - below.top
            if below.top - line.bottom > 0.45 * height:
                break
            paragraph.insert(0, line)
        return paragraph

    def first_caption(self) -> int | None:
        """The number of the first figure captioned on the page ("Fig. 9: ..."), if any."""
        for line in self.lines:
            found = CAPTION.match(line.text)
            if found:
                return int(found.group(1))
        return None


@dataclass(frozen=True)
class Book:
    """A PDF read: its path as given, its pages, and the numbers of the pages each chapter
    (a top-level entry of its outline) starts on, with the chapters' titles."""

    path: str
    pages: tuple[Page, ...]
    chapters: tuple[tuple[int, str], ...]

    def first_chapter_page(self) -> int:
        """The page the first chapter starts on (1 when the PDF has no outline)."""
        return min((page for page, _ in self.chapters), default=1)

    def chapter_ends(self, page: Page) -> bool:
        """Whether ``page`` is a chapter's last page: the document's last page, or a page
        followed by one whose first line is a chapter's heading."""
        if page.number == len(self.pages):
            return True
        after = self.pages[page.number]  # the next page (numbers count from 1)
        titles = [title for number, title in self.chapters if number == after.number]
        if not after.lines or not titles:
            return False
        first = _letters(after.lines[0].text)
        return any(first and (_letters(title).startswith(first)
                              or first.startswith(_letters(title))) for title in titles)


@dataclass(frozen=True)
class Term:
    """A term the book must define before it uses it: what it is ("variant", "glossary
    term") and its words as the book prints them."""

    kind: str
    words: str


def normal(text: str) -> str:
    """``text`` for matching: lower case, straight quotes, hyphens dropped (a word broken at a
    line's end is whole again; "Place-ment" is "placement") and white space single."""
    text = text.replace("\u00ad", "").replace("\u2019", "'").replace("\u2018", "'")
    text = re.sub(r"[-\u2010\u2011]\s*", "", text)
    return re.sub(r"\s+", " ", text.lower()).strip()


def _letters(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", normal(text))


def _family(fontname: str) -> str:
    """A font's family: its name less the subset tag and the weight or style ("AYOCKH+
    FreeSerifBold" and "FreeSerif" are both "FreeSerif"; "Times-Bold" is "Times")."""
    name = fontname.split("+", 1)[-1]
    return re.sub(r"[-,]?(?:Bold|Italic|Oblique|Roman|Regular|Medium|Book).*$", "", name)


def _bold(fontname: str) -> bool:
    return "bold" in fontname.lower()


# -- reading ----------------------------------------------------------------------------------

def read_pdf(path: str | Path, margin: float = MARGIN) -> Book:
    """Read the PDF at ``path`` (:class:`Unreadable` if it cannot be): every page's lines,
    drawings and words in its text area (the page less ``margin`` on every side), and the
    chapters of its outline."""
    import pdfplumber
    import pypdfium2  # type: ignore[import-untyped]  # (no type information)

    shown = _shown(Path(path))
    if not Path(path).is_file():
        raise Unreadable(f"{shown}: no such PDF (make pdf builds the player's PDFs)")
    try:
        document = pypdfium2.PdfDocument(str(path))
        try:
            chapters = _chapters(document)
        finally:
            document.close()
        pages = []
        with pdfplumber.open(str(path)) as pdf:
            family = _body_family(pdf.pages)
            for number, page in enumerate(pdf.pages, 1):
                pages.append(_read_page(page, number, margin, family))
    except Unreadable:
        raise
    except Exception as exc:  # pdfium and pdfminer raise their own kinds for a broken file
        raise Unreadable(f"{shown}: not a readable PDF ({type(exc).__name__}: "
                         f"{str(exc).splitlines()[0] if str(exc) else 'no detail'})") from None
    return Book(shown, tuple(pages), chapters)


def _chapters(document: Any) -> tuple[tuple[int, str], ...]:
    """(page number, title) of each top-level entry of the outline."""
    found = []
    for mark in document.get_toc():
        dest = mark.get_dest()
        index = dest.get_index() if dest is not None else None
        if mark.level == 0 and index is not None:
            found.append((index + 1, mark.get_title()))
    return tuple(found)


def _body_family(pages: Iterable[Any]) -> str:
    """The family of the type most of the document is set in."""
    counts: Counter[str] = Counter()
    for page in pages:
        counts.update(_family(char["fontname"]) for char in page.chars)
    return counts.most_common(1)[0][0] if counts else ""


def _read_page(page: Any, number: int, margin: float, family: str) -> Page:
    top, bottom = margin, float(page.height) - margin

    def inside(obj: dict[str, Any]) -> bool:
        return float(obj["top"]) < bottom and float(obj["bottom"]) > top

    def on_page(obj: dict[str, Any]) -> bool:
        """Whether a drawing lies on the page: one that runs off it (a figure's background
        as big as its drawing board) shows only what its figure's clip leaves, which the
        PDF's objects do not say; the figure's other objects show where it ends."""
        return (float(obj["x0"]) >= -SLACK and float(obj["x1"]) <= float(page.width) + SLACK
                and float(obj["top"]) >= -SLACK
                and float(obj["bottom"]) <= float(page.height) + SLACK)

    lines = sorted((Line(float(line["top"]), float(line["bottom"]), float(line["x0"]),
                         line["text"])
                    for line in page.extract_text_lines(x_tolerance=X_TOLERANCE)
                    if inside(line)), key=lambda line: (line.top, line.x0))
    drawings = tuple(sorted((float(obj["top"]), float(obj["bottom"]))
                            for kind in ("line", "rect", "curve", "image")
                            for obj in page.objects.get(kind, [])
                            if inside(obj) and on_page(obj)))
    words = [word for word in page.extract_words(x_tolerance=X_TOLERANCE,
                                                 extra_attrs=["fontname"]) if inside(word)]
    runs, run = [], []
    for word in words:
        if _bold(word["fontname"]) and _family(word["fontname"]) == family:
            run.append(word["text"])
        elif run:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    return Page(number, top, bottom, tuple(lines), drawings,
                normal(" ".join(word["text"] for word in words)),
                frozenset(normal(" ".join(run)).strip(".,:;!?()'\"\u201c\u201d ")
                          for run in runs))


# -- the rules ---------------------------------------------------------------------------------

def blank_findings(book: Book, most: float = MOST_BLANK) -> list[Finding]:
    """Rule 1: each page other than a chapter's last more than ``most`` blank."""
    return [Finding(page.number, f"{book.path} p{page.number}: {page.blank:.0%} blank (aim: "
                                 f"at most {most:.0%}, not a chapter's last page)")
            for page in book.pages if page.blank > most and not book.chapter_ends(page)]


def leads_in(paragraph: Sequence[Line], figure: int | None) -> str | None:
    """How ``paragraph`` leads into what follows it (None if it does not): a colon at its
    end, the number of the figure after it, or a word pointing at it."""
    if not paragraph:
        return None
    text = " ".join(line.text for line in paragraph)
    if paragraph[-1].text.rstrip().endswith(":"):
        return "ends with a colon"
    if figure is not None and re.search(rf"\bFig(?:ure|\.)\s*{figure}\b", text, re.IGNORECASE):
        return f"names Fig. {figure}"
    # (pointing words count in the paragraph's last sentence only: a "(below)" in passing
    # points at a later section, not at what follows)
    said = normal(re.split(r"(?<=[.!?])\s+", text.strip())[-1])
    for words in POINTING:
        if re.search(rf"(?<![a-z]){re.escape(words)}(?![a-z])", said):
            return f"says {words!r}"
    return None


def lead_findings(book: Book) -> list[Finding]:
    """Rule 2: a page ending with a paragraph that leads into the drawing that starts the next
    page (a figure, a table or an example box)."""
    found = []
    for page, after in zip(book.pages, book.pages[1:]):
        if not page.ends_with_text() or book.chapter_ends(page):
            continue
        paragraph = page.last_paragraph()
        if after.starts_with_drawing():
            how, what = leads_in(paragraph, after.first_caption()), "figure, table or box"
        elif after.starts_with_list() and paragraph[-1].text.rstrip().endswith(":"):
            how, what = "ends with a colon", "a list"
        else:
            continue
        if how:
            quoted = _quote(" ".join(line.text for line in paragraph), end=True)
            found.append(Finding(page.number, (
                f"{book.path} p{page.number}: a lead-in ends the page and what it leads into "
                f"({what}) starts p{after.number}: the paragraph {how} ({quoted})")))
    return found


def _pattern(term: Term) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z0-9])" + re.escape(normal(term.words)) + r"(?:s|es)?(?![a-z0-9])")


def term_pages(book: Book, term: Term) -> tuple[list[int], list[int]]:
    """The pages ``term`` is used on (from the first chapter on) and the pages it is defined
    on (a run of bold body type that is the term)."""
    pattern, words = _pattern(term), normal(term.words)
    forms = {words, words + "s", words + "es"}
    first = book.first_chapter_page()
    used = [page.number for page in book.pages
            if page.number >= first and pattern.search(page.words)]
    defined = [page.number for page in book.pages if forms & page.bold_runs]
    return used, defined


def term_findings(book: Book, terms: Iterable[Term]) -> list[Finding]:
    """Rule 3: each term used on a page before the page that defines it, given at its first
    use (the later pages it is used on before then are named too)."""
    found = []
    for term in terms:
        used, defined = term_pages(book, term)
        early = [number for number in used if number < defined[0]] if defined else []
        if not early:
            continue
        also = f"; also used on {', '.join(f'p{n}' for n in early[1:])}" if early[1:] else ""
        found.append(Finding(early[0], (
            f"{book.path} p{early[0]}: {term.kind} {term.words!r} used before the page that "
            f"defines it (p{defined[0]}{also}): {_use(book.pages[early[0] - 1], term)}")))
    return found


def _use(page: Page, term: Term) -> str:
    """The words round the first use of ``term`` on ``page``, quoted as printed."""
    pattern = _pattern(term)
    texts = [line.text for line in page.lines]
    for index, text in enumerate(texts):
        for shown in (text, " ".join(texts[index:index + 2])):
            found = pattern.search(normal(shown))
            if found:
                start = max(0, found.start() - 35)
                return _quote(("\u2026" if start else "") + shown[start:found.end() + 35]
                              + ("\u2026" if found.end() + 35 < len(shown) else ""), most=90)
    return "\u201c\u201d"


def _quote(text: str, end: bool = False, most: int = 70) -> str:
    text = " ".join(text.split())
    if len(text) > most:
        text = "\u2026" + text[-most:] if end else text[:most] + "\u2026"
    return f"\u201c{text}\u201d"


# -- the books ---------------------------------------------------------------------------------

def game_names(root: Path = ROOT) -> list[str]:
    """The games, in games/games.txt's order."""
    text = (root / "games" / "games.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def player_pdfs(root: Path = ROOT) -> list[Path]:
    """Every player's PDF in build/pdf: a book and an aid per game."""
    folder = root / "build" / "pdf"
    return [folder / f"{name.replace('_', '-')}{tail}.pdf"
            for name in game_names(root) for tail in ("", "-aid")]


def glossary(chapter: Path) -> list[str]:
    """The terms of the "## Glossary" section of a chapter (MyST definition lists: a term's
    line, then its definition's line starting ': ')."""
    if not chapter.is_file():
        return []
    lines = chapter.read_text(encoding="utf-8").splitlines()
    terms, inside = [], False
    for index, line in enumerate(lines):
        if line.startswith("#"):
            inside = line.strip() == "## Glossary"
        elif (inside and line.strip() and index + 1 < len(lines)
              and lines[index + 1].startswith(": ")):
            terms.append(line.strip())
    return terms


def terms_for(game: str, root: Path = ROOT) -> list[Term]:
    """A game's variants (as its chapter names them) and its glossary's terms."""
    from games import registry

    terms = [Term("variant", variant.said()) for variant in registry.get(game).variants]
    chapter = root / "docs" / f"{game.replace('_', '-')}.md"
    return terms + [Term("glossary term", term) for term in glossary(chapter)]


def book_terms(path: Path, root: Path = ROOT) -> list[Term]:
    """The terms to check in the PDF at ``path``: its game's, for a game's book (named
    ``<game>.pdf``); none for an aid or another PDF."""
    game = path.stem.replace("-", "_")
    if game not in game_names(root):
        return []
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return terms_for(game, root)


def check(book: Book, terms: Iterable[Term] = ()) -> list[Finding]:
    """Every finding in ``book``, page by page."""
    found = blank_findings(book) + lead_findings(book) + term_findings(book, terms)
    return sorted(found, key=lambda finding: finding.page)


def _shown(path: Path) -> str:
    """``path`` as the finding lines name it: from the working folder when it lies in it;
    quoted (one line, control characters escaped) when it holds anything but printable text."""
    try:
        shown = str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        shown = str(path)
    return shown if shown.isprintable() else quote(shown, 200)


def examine(path: Path, listing: bool = False) -> list[str]:
    """The lines to print for the PDF at ``path``: its findings, then with ``listing`` its
    terms and their pages (:class:`Unreadable` if it cannot be read)."""
    book, terms = read_pdf(_shown(path)), book_terms(path)
    lines = [str(finding) for finding in check(book, terms)]
    if listing:
        for term in terms:
            used, defined = term_pages(book, term)
            lines.append(f"  {book.path}: {term.kind} {term.words!r}: used on "
                         f"{used or 'no page'}, defined on {defined or 'no page'}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Check the player's PDFs for wasted paper, leads split from their "
                    "figures and terms used before they are defined.")
    parser.add_argument("pdfs", nargs="*", type=Path,
                        help="the PDFs (default: every player's PDF in build/pdf)")
    parser.add_argument("--terms", action="store_true",
                        help="also list each book's terms with the pages they are used and "
                             "defined on")
    args = parser.parse_args(argv)
    paths: list[Path] = args.pdfs or player_pdfs()
    missing = next((path for path in paths if not path.is_file()), None)
    if missing is not None:
        print(f"{_shown(missing)}: no such PDF (make pdf builds the player's PDFs)",
              file=sys.stderr)
        return 2
    # Reading a PDF's objects is most of the time (pdfminer, about 0.4 s a page): a file a
    # process, on every core.
    workers = min(len(paths), os.cpu_count() or 1)
    try:
        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                results = list(pool.map(examine, paths, [args.terms] * len(paths)))
        else:
            results = [examine(path, args.terms) for path in paths]
    except Unreadable as exc:
        print(exc, file=sys.stderr)
        return 2
    found = 0
    for lines in results:
        for line in lines:
            print(line)
            found += not line.startswith("  ")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
