"""scripts/check_pages.py (issue 41, "no wasted paper"), on small PDFs written here: each rule
seen firing and not firing, and the command's exit statuses. No TeX and no book needed.

The PDFs are written by hand (:func:`write_pdf`): text in Times (bold Times for a term's
definition, bold Helvetica for a heading), filled rectangles and an image, and an outline, on
a 420 x 600 pt page whose text area, with the check's 72 pt margins, runs from 72 to 528 pt
from the top (456 pt high).
"""

import importlib.util
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("check_pages", ROOT / "scripts" / "check_pages.py")
assert _spec and _spec.loader
check_pages = importlib.util.module_from_spec(_spec)
sys.modules["check_pages"] = check_pages  # for the process pool's pickling of its function
_spec.loader.exec_module(check_pages)

WIDTH, HEIGHT = 420, 600
TOP, BOTTOM = 72, 528  # the text area
FONTS = {"F1": "Times-Roman", "F2": "Times-Bold", "F3": "Helvetica-Bold"}


# -- a small PDF writer ------------------------------------------------------------------------

def text(top, words, font="F1", size=10, x=72):
    """A line of text whose top is ``top`` pt from the page's top."""
    return ("text", x, top, words, font, size)


def rect(top, height, x=72, width=276):
    """A filled rectangle (a figure, a table's rule, a box)."""
    return ("rect", x, top, width, height)


def image(top, height, x=72, width=200):
    """An image (one red pixel, stretched)."""
    return ("image", x, top, width, height)


def paragraph(top, count, words="Words of the rules run on here as a paragraph does"):
    """``count`` lines 12 pt apart from ``top``."""
    return [text(top + 12 * n, words) for n in range(count)]


def _escape(words):
    return words.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def _content(items):
    ops = []
    for item in items:
        if item[0] == "text":
            _, x, top, words, font, size = item
            baseline = HEIGHT - top - 0.8 * size
            ops.append(f"BT /{font} {size} Tf {x} {baseline:.2f} Td ({_escape(words)}) Tj ET")
        elif item[0] == "rect":
            _, x, top, width, height = item
            ops.append(f"0.5 g {x} {HEIGHT - top - height} {width} {height} re f 0 g")
        else:
            _, x, top, width, height = item
            ops.append(f"q {width} 0 0 {height} {x} {HEIGHT - top - height} cm /Im1 Do Q")
    return "\n".join(ops).encode("latin-1")


def write_pdf(path, pages, outline=()):
    """A PDF of ``pages`` (each a list of items above) with ``outline``: (title, page index)
    for each top-level entry."""
    objects = {}  # number -> bytes

    def stream(head, data):
        return head + b"/Length %d>>stream\n" % len(data) + data + b"\nendstream"

    first_page = 10
    page_numbers = [first_page + 2 * n for n in range(len(pages))]
    objects[1] = (b"<</Type/Catalog/Pages 2 0 R"
                  + (b"/Outlines 3 0 R/PageMode/UseOutlines" if outline else b"") + b">>")
    objects[2] = (b"<</Type/Pages/Count %d/Kids[" % len(pages)
                  + b" ".join(b"%d 0 R" % n for n in page_numbers) + b"]>>")
    for number, base in enumerate(FONTS.values(), 4):
        objects[number] = b"<</Type/Font/Subtype/Type1/BaseFont/%s>>" % base.encode()
    objects[7] = stream(b"<</Type/XObject/Subtype/Image/Width 1/Height 1/ColorSpace/DeviceRGB"
                        b"/BitsPerComponent 8/Filter/FlateDecode",
                        zlib.compress(b"\xff\x00\x00"))
    resources = (b"<</Font<<" + b"".join(b"/%s %d 0 R" % (name.encode(), number)
                                          for number, name in enumerate(FONTS, 4))
                 + b">>/XObject<</Im1 7 0 R>>>>")
    for number, items in zip(page_numbers, pages):
        objects[number] = (b"<</Type/Page/Parent 2 0 R/MediaBox[0 0 %d %d]/Resources "
                           % (WIDTH, HEIGHT) + resources + b"/Contents %d 0 R>>" % (number + 1))
        objects[number + 1] = stream(b"<<", _content(items))
    if outline:
        items = [100 + n for n in range(len(outline))]
        objects[3] = b"<</Type/Outlines/First %d 0 R/Last %d 0 R/Count %d>>" % (
            items[0], items[-1], len(items))
        for n, (title, index) in enumerate(outline):
            links = (b"/Prev %d 0 R" % items[n - 1] if n else b"") + (
                b"/Next %d 0 R" % items[n + 1] if n + 1 < len(items) else b"")
            objects[items[n]] = (b"<</Title(%s)/Parent 3 0 R/Dest[%d 0 R/XYZ 0 %d 0]"
                                 % (_escape(title).encode(), page_numbers[index], HEIGHT)
                                 + links + b">>")
    data, offsets = bytearray(b"%PDF-1.4\n"), {}
    for number in sorted(objects):
        offsets[number] = len(data)
        data += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    size = max(objects) + 1
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % size
    for number in range(1, size):
        data += (b"%010d 00000 n \n" % offsets[number] if number in offsets
                 else b"0000000000 65535 f \n")
    data += b"trailer\n<</Size %d/Root 1 0 R>>\nstartxref\n%d\n%%%%EOF\n" % (size, xref)
    Path(path).write_bytes(bytes(data))
    return path


def book(tmp_path, pages, outline=(), name="book.pdf"):
    return check_pages.read_pdf(write_pdf(tmp_path / name, pages, outline))


FULL = paragraph(TOP, 38)  # 38 lines: down to 528, the text area's foot


# -- 1. blank area -----------------------------------------------------------------------------

def test_a_page_more_than_a_third_blank_is_found_and_a_full_one_is_not(tmp_path):
    read = book(tmp_path, [paragraph(TOP, 10), FULL, paragraph(TOP, 2)])
    assert [round(page.blank, 2) for page in read.pages] == [0.74, 0.0, 0.95]
    found = check_pages.blank_findings(read)
    # the last page is the last chapter's last page
    assert [str(f) for f in found] == [
        f"{tmp_path}/book.pdf p1: 74% blank (aim: at most 33%, not a chapter's last page)"]


def test_a_drawing_fills_a_page_as_text_does(tmp_path):
    read = book(tmp_path, [paragraph(TOP, 3) + [image(120, 400)], FULL])
    assert read.pages[0].blank < 0.02
    assert check_pages.blank_findings(read) == []


def test_a_drawing_running_off_the_page_is_left_to_its_figures_clip(tmp_path):
    # an SVG's background as big as its drawing board, clipped to its figure in the PDF
    read = book(tmp_path, [paragraph(TOP, 10) + [rect(100, 3000, x=-500, width=1500)], FULL])
    assert round(read.pages[0].blank, 2) == 0.74


def test_the_header_and_page_number_in_the_margins_are_no_content(tmp_path):
    margins = [text(30, "Running header"), rect(50, 0.5), text(560, "1")]
    read = book(tmp_path, [margins + paragraph(TOP, 10), margins + FULL])
    assert round(read.pages[0].blank, 2) == 0.74
    assert len(check_pages.blank_findings(read)) == 1


def test_a_chapters_last_page_may_be_blank(tmp_path):
    pages = [[text(TOP, "Cover", "F3")],
             [text(TOP, "First chapter", "F3", 14)] + paragraph(TOP + 24, 10),
             [text(TOP, "Second chapter", "F3", 14)] + paragraph(TOP + 24, 36)]
    outline = [("First chapter", 1), ("Second chapter", 2)]
    read = book(tmp_path, pages, outline)
    assert read.chapters == ((2, "First chapter"), (3, "Second chapter"))
    # p1 (the cover) ends where the first chapter starts, p2 where the second does
    assert check_pages.blank_findings(read) == []


def test_a_chapter_that_starts_low_on_the_next_page_leaves_no_excuse(tmp_path):
    # the outline says the second chapter starts on p2, but p2 opens with more of the first
    pages = [paragraph(TOP, 10),
             paragraph(TOP, 5) + [text(TOP + 72, "Second chapter", "F3", 14)]
             + paragraph(TOP + 96, 30)]
    read = book(tmp_path, pages, [("First chapter", 0), ("Second chapter", 1)])
    assert [f.page for f in check_pages.blank_findings(read)] == [1]


# -- 2. a lead split from its figure -----------------------------------------------------------

def lead_pages(last_line, next_page, below=()):
    return [paragraph(TOP, 35) + [text(TOP + 35 * 12 + 6, last_line)] + list(below),
            next_page, FULL]


def test_a_colon_at_a_pages_foot_and_a_figure_at_the_next_pages_top_are_found(tmp_path):
    read = book(tmp_path, lead_pages("The board after the opening:",
                                     [image(TOP, 200), text(TOP + 210, "Fig. 2: The board")]
                                     + paragraph(TOP + 240, 20)))
    found = check_pages.lead_findings(read)
    assert [f.page for f in found] == [1]
    assert "starts p2: the paragraph ends with a colon" in str(found[0])
    assert "The board after the opening:" in str(found[0])


def test_a_paragraph_naming_the_next_pages_figure_or_pointing_at_it_leads_in(tmp_path):
    figure = [rect(TOP, 150), text(TOP + 160, "Fig. 3: The opening")] + paragraph(TOP + 190, 25)
    named = book(tmp_path, lead_pages("The opening is drawn in Fig. 3.", figure), name="a.pdf")
    assert "names Fig. 3" in str(check_pages.lead_findings(named)[0])
    pointed = book(tmp_path, lead_pages("Here is an opening, one board a round.", figure),
                   name="b.pdf")
    assert "says 'here is'" in str(check_pages.lead_findings(pointed)[0])
    other = book(tmp_path, lead_pages("The opening is drawn in Fig. 2.", figure), name="c.pdf")
    assert check_pages.lead_findings(other) == []


def test_no_lead_when_the_next_page_starts_with_text_or_the_page_ends_with_a_drawing(
        tmp_path):
    text_first = book(tmp_path, lead_pages("Two words carry the game:",
                                           paragraph(TOP, 10) + [image(TOP + 130, 100)]),
                      name="a.pdf")
    assert check_pages.lead_findings(text_first) == []
    plain = book(tmp_path, lead_pages("The game ends when nobody can move.",
                                      [image(TOP, 200)] + paragraph(TOP + 220, 20)),
                 name="b.pdf")
    assert check_pages.lead_findings(plain) == []
    # the colon's line is in a box whose frame runs below it: the page ends with the box
    boxed = book(tmp_path, lead_pages("Inside an example box:", [image(TOP, 200)],
                                      below=[rect(TOP + 35 * 12 + 18, 4)]), name="c.pdf")
    assert check_pages.lead_findings(boxed) == []


def test_a_colon_at_a_pages_foot_and_a_list_at_the_next_pages_top_are_found(tmp_path):
    listed = [text(TOP, "1. Stick together."), text(TOP + 12, "2. Keep out the riff raff.")]
    read = book(tmp_path, lead_pages("The rules close with three keys:",
                                     listed + paragraph(TOP + 36, 30)), name="a.pdf")
    found = check_pages.lead_findings(read)
    assert [f.page for f in found] == [1]
    assert "(a list) starts p2: the paragraph ends with a colon" in str(found[0])
    # a list after a paragraph that does not lead in, or text after a colon, is no finding
    plain = book(tmp_path, lead_pages("The rules close with three keys.",
                                      listed + paragraph(TOP + 36, 30)), name="b.pdf")
    prose = book(tmp_path, lead_pages("The rules close with three keys:",
                                      paragraph(TOP, 30)), name="c.pdf")
    assert check_pages.lead_findings(plain) == check_pages.lead_findings(prose) == []


# -- 3. terms used before the page that defines them -------------------------------------------

TERMS = [check_pages.Term("variant", "First hit only"),
         check_pages.Term("glossary term", "Wicket")]


def test_a_variant_used_before_its_bold_definition_is_found_with_both_pages(tmp_path):
    pages = [[text(TOP, "Cover: a game of wickets", "F3")],
             [text(TOP, "Under our variant First hit only, the first coin pays.")] + FULL[1:],
             FULL,
             [text(TOP, "Variants", "F3", 14), text(TOP + 24, "First hit only", "F2"),
              text(TOP + 24, ": when one flick hits several coins, only the first pays.",
                   x=140)]]
    read = book(tmp_path, pages, [("Rules", 1), ("Variants", 3)])
    assert check_pages.term_pages(read, TERMS[0]) == ([2, 4], [4])
    found = check_pages.term_findings(read, TERMS)
    assert [str(f) for f in found] == [
        f"{tmp_path}/book.pdf p2: variant 'First hit only' used before the page that defines "
        "it (p4): \u201cUnder our variant First hit only, the first coin pays.\u201d"]


def test_a_term_defined_first_or_set_in_no_definition_is_not_found(tmp_path):
    pages = [[text(TOP, "Rules", "F3", 14), text(TOP + 24, "A"),
              text(TOP + 24, "wicket", "F2", x=84), text(TOP + 24, "is two tiles.", x=115)],
             # a heading in bold sans and a longer bold run define nothing
             [text(TOP, "First hit only", "F3"), text(TOP + 24, "First hit only rules", "F2"),
              text(TOP + 48, "Wickets are passed and first hit only pays.")]]
    read = book(tmp_path, pages, [("Rules", 0)])
    assert check_pages.term_pages(read, TERMS[1]) == ([1, 2], [1])
    assert check_pages.term_pages(read, TERMS[0]) == ([2], [])
    assert check_pages.term_findings(read, TERMS) == []


def test_words_are_matched_whole_with_case_hyphens_and_line_breaks_ignored():
    assert check_pages.normal("Park Place-\nment") == "park placement"
    assert check_pages.normal("Five-plus  bribe\u2019s") == "fiveplus bribe's"
    pattern = check_pages._pattern(check_pages.Term("glossary term", "Tie"))
    assert pattern.search("two ties") and not pattern.search("a tier of coins")


def test_a_games_terms_are_its_variants_in_words_and_its_glossary(tmp_path):
    chapter = tmp_path / "game.md"
    chapter.write_text("## Rules\n\nText\n: not a glossary\n\n## Glossary\n\nKid\n: A spade.\n\n"
                       "Miss Monster\n: A joker.\n\n## Balance and claims\n\nWord\n: no.\n")
    assert check_pages.glossary(chapter) == ["Kid", "Miss Monster"]
    terms = check_pages.terms_for("human_trophies")
    assert check_pages.Term("variant", "Starting kids") in terms  # the variant's words
    assert check_pages.Term("glossary term", "Kid") in terms
    croquet = check_pages.terms_for("croquet")
    assert check_pages.Term("variant", "First hit only") in croquet  # its words too
    subdivision = check_pages.terms_for("subdivision")  # its words: the chapter's names
    assert check_pages.Term("variant", "Private Parks") in subdivision
    assert check_pages.book_terms(Path("build/pdf/croquet-aid.pdf")) == []


# -- the command -------------------------------------------------------------------------------

def test_the_command_exits_0_when_clean_1_with_a_line_a_finding(tmp_path, capsys):
    clean = write_pdf(tmp_path / "clean.pdf", [FULL, paragraph(TOP, 3)])
    assert check_pages.main([str(clean)]) == 0
    assert capsys.readouterr().out == ""
    blank = write_pdf(tmp_path / "blank.pdf", [paragraph(TOP, 3), FULL])
    assert check_pages.main([str(clean), str(blank)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{tmp_path}/blank.pdf p1: 93% blank (aim: at most 33%, not a chapter's "
                   "last page)"]


@pytest.mark.parametrize("kind", ["missing", "not a PDF"])
def test_the_command_exits_2_with_one_line_for_a_pdf_it_cannot_read(tmp_path, capsys, kind):
    path = tmp_path / "book.pdf"
    if kind == "not a PDF":
        path.write_text("hello\n")
    assert check_pages.main([str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1 and str(path) in err


def test_no_argument_means_every_players_pdf():
    names = [path.name for path in check_pages.player_pdfs()]
    assert names[:2] == ["subdivision.pdf", "subdivision-aid.pdf"]
    assert len(names) == 2 * len(check_pages.game_names())
