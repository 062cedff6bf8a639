"""Print-and-play sheets: true scale measured in the PDFs, margins, joins, same bytes, errors."""

import io
import itertools
import re
from functools import cache

import pdfplumber
import pypdfium2
import pytest
from helpers import run

from games import registry
from games.croquet.course import Course
from games.croquet.sheets import TILE, Mat, bounds, course_sheet
from games.draw.sheet import BOTTOM, CHECK, MARGIN, OVERLAP, PAPERS, layout, pages
from games.draw.svg import Document
from games.sheets import build
from games.subdivision.options import SETS, Rules
from games.subdivision.sheets import LARGE_BASE, SQUARE, board_sheet, sheets

SIZES = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}  # the page in points, portrait
#: The PDFs measured here (the course on Letter, 18 pages, is checked as SVG pages only, to keep
#: the tests quick; it is drawn by the same code).
BUILDS = [("subdivision", "a4"), ("subdivision", "letter"), ("croquet", "a4")]


@cache
def built(game: str, paper: str) -> dict[str, bytes]:
    return dict(build(registry.get(game), paper))


@cache
def pdf_pages(data: bytes):
    """(MediaBox, rectangles, characters) of every page."""
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        return [(page.mediabox, page.rects, page.chars) for page in pdf.pages]


def mm_per_point(mediabox, paper: str) -> float:
    """Millimetres per PDF unit, from the page's own MediaBox and the paper asked for."""
    width, height = mediabox[2] - mediabox[0], mediabox[3] - mediabox[1]
    short = min(PAPERS[paper].width, PAPERS[paper].height)
    return short / min(width, height)


def stroked(rects, grey: float):
    """The rectangles outlined in the grey ``grey`` (0 to 1)."""
    return [r for r in rects if r["stroke"] and r["stroking_color"]
            and all(abs(c - grey) < 0.004 for c in r["stroking_color"])]


@pytest.mark.parametrize("game, paper", BUILDS)
def test_every_page_is_the_paper_asked_for(game, paper):
    for name, data in built(game, paper).items():
        for mediabox, _, _ in pdf_pages(data):
            size = sorted((round(float(mediabox[2] - mediabox[0]), 2),
                           round(float(mediabox[3] - mediabox[1]), 2)))
            assert size == sorted(SIZES[paper]), name


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_printed_square_is_32_mm(paper):
    boards = built("subdivision", paper)
    assert len(boards) == 6
    for name, data in boards.items():
        squares = 0
        for mediabox, rects, _ in pdf_pages(data):
            k = mm_per_point(mediabox, paper)
            found = stroked(rects, 0x88 / 255)  # the squares' outline ink
            assert found, name
            for rect in found:
                assert rect["width"] * k == pytest.approx(SQUARE, abs=0.2), name
                assert rect["height"] * k == pytest.approx(SQUARE, abs=0.2), name
            squares += len(found)
        side = int(re.search(r"(\d)p", name).group(1))
        rules = Rules.make(side, name.rsplit("-", 1)[1].removesuffix(".pdf"))
        assert squares >= rules.grid.size, name  # every square printed (some on two pages)


def test_a_printed_croquet_tile_is_two_inches():
    paper = "a4"
    data = built("croquet", paper)["croquet-course.pdf"]
    tiles = 0
    for mediabox, rects, _ in pdf_pages(data):
        k = mm_per_point(mediabox, paper)
        for rect in stroked(rects, 0x55 / 255):
            if rect["width"] * k > 30:  # tiles, not the small map of the pages
                assert rect["width"] * k == pytest.approx(50.8, abs=0.2)
                assert rect["height"] * k == pytest.approx(50.8, abs=0.2)
                tiles += 1
    assert tiles >= len(Course.make().tiles())


@pytest.mark.parametrize("game, paper", BUILDS)
def test_every_page_prints_a_true_50_mm_check_bar_and_the_scale(game, paper):
    for name, data in built(game, paper).items():
        for mediabox, rects, chars in pdf_pages(data):
            k = mm_per_point(mediabox, paper)
            bars = [r for r in rects if r["fill"] and r["non_stroking_color"] in
                    ((0,), (0, 0, 0), [0], [0, 0, 0]) and r["height"] * k < 2]
            assert [round(b["width"] * k, 1) for b in bars] == [CHECK], name
            text = "".join(c["text"] for c in chars if c["text"] != " ")  # as printed
            assert "Truescale:" in text and f"Check:thisbaris{CHECK}mmlong" in text


@pytest.mark.parametrize("game, paper", BUILDS)
def test_the_pages_leave_the_paper_edges_blank(game, paper):
    """Rendered, no page has a dark pixel within its margins (less 1 mm for smoothing)."""
    dpi = 40
    px = dpi / 25.4
    for name, data in built(game, paper).items():
        document = pypdfium2.PdfDocument(data)
        for index in range(len(document)):
            image = document[index].render(scale=dpi / 72).to_pil().convert("L")
            w, h = image.size
            side, top, bottom = (int((m - 1) * px) for m in (MARGIN, MARGIN, BOTTOM))
            pixels = image.load()
            edge = [pixels[x, y] for x in range(w) for y in range(h)
                    if x < side or x >= w - side or y < top or y >= h - bottom]
            assert min(edge) > 250, f"{name} page {index + 1} on {paper}"
        document.close()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tiled_pages_cover_the_drawing_and_overlap(paper):
    for sheet in sheets() + [course_sheet()]:
        plan = layout(sheet, PAPERS[paper])
        x0, y0, _, _ = plan.shown(0, 0)
        _, _, x1, y1 = plan.shown(plan.rows - 1, plan.columns - 1)
        assert x0 <= 0 and y0 <= 0 and x1 >= sheet.width and y1 >= sheet.height
        if plan.columns > 1:
            assert plan.shown(0, 0)[2] - plan.shown(0, 1)[0] == pytest.approx(OVERLAP)
        if plan.rows > 1:
            assert plan.shown(0, 0)[3] - plan.shown(1, 0)[1] == pytest.approx(OVERLAP)
        w, h = plan.page
        wx0, wy0, wx1, wy1 = plan.window
        assert MARGIN <= wx0 and wx1 <= w - MARGIN and MARGIN < wy0 and wy1 < h - BOTTOM
        svgs = pages(sheet, PAPERS[paper])
        assert len(svgs) == plan.count
        if plan.count > 1:
            assert "sheet 2 of" in svgs[1]
            assert any("cut along the dashed line" in svg for svg in svgs[1:])
            assert all("goes over the grey strip" in svg or "cut along" in svg for svg in svgs)
            assert svgs[0].count('class="registration"') >= 2


def test_leaving_out_what_lies_off_a_page_changes_nothing_printed(monkeypatch):
    """Pages leave out the parts of the drawing that lie wholly off them; drawn with every
    part kept, they look the same, pixel for pixel."""
    import cairosvg

    from games.draw import sheet as module

    course = course_sheet()
    trimmed = pages(course, PAPERS["a4"])
    monkeypatch.setattr(module, "_box", lambda element: None)  # keep everything
    whole = pages(course, PAPERS["a4"])
    assert sum(map(len, trimmed)) < sum(map(len, whole)) / 2
    for index in (3, 4, 6, 10):  # the left endpost, wickets 1 and 2, wicket 4, wicket 3
        a, b = (cairosvg.svg2png(p[index].encode(), dpi=30) for p in (trimmed, whole))
        assert a == b, f"page {index + 1}"


def _course_ink(course: Course, step: float = 1.0) -> dict[str, list]:
    """What the course mat shows, in drawing mm, worked out here from the model: each tile's
    box, and the way out and back as points ``step`` mm apart."""
    x0, _, _, y1 = bounds(course)

    def pt(x, y):
        return (x - x0) * TILE, (y1 - y) * TILE
    tiles = [(*pt(x - 0.5, y + 0.5), *pt(x + 0.5, y - 0.5)) for x, y in course.tiles()]
    route = []
    for way in Mat(course).ways():
        for a, b in itertools.pairwise(way):
            (ax, ay), (bx, by) = pt(*a), pt(*b)
            n = max(1, int(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 / step))
            route += [(ax + (bx - ax) * k / n, ay + (by - ay) * k / n) for k in range(n + 1)]
    return {"tiles": tiles, "route": route}


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_course_prints_no_blank_page_and_all_of_the_course(paper):
    """The mat's corners round the diamond hold nothing: those pages are left out (the first
    sheet of the mat was blank). Every page printed shows a tile or a stretch of the route;
    every tile's corners and every point of the route lie on a page printed."""
    course = Course.make()
    plan = layout(course_sheet(course), PAPERS[paper])
    ink = _course_ink(course)
    assert plan.blank and plan.count == plan.rows * plan.columns - len(plan.blank)

    def on(point, box):
        return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]
    for row, column in plan.cells:
        shown = plan.shown(row, column)
        inner = (shown[0] + OVERLAP, shown[1] + OVERLAP, shown[2] - OVERLAP,
                 shown[3] - OVERLAP)
        assert any(on(p, inner) for p in ink["route"]) or any(
            t[0] < inner[2] and inner[0] < t[2] and t[1] < inner[3] and inner[1] < t[3]
            for t in ink["tiles"]), (row, column)
    printed = [plan.shown(*cell) for cell in plan.cells]
    corners = [(t[i], t[j]) for t in ink["tiles"] for i in (0, 2) for j in (1, 3)]
    for point in corners + ink["route"]:
        assert any(on(point, box) for box in printed), point
    svgs = pages(course_sheet(course), PAPERS[paper])
    assert len(svgs) == plan.count and f"sheet 1 of {plan.count}" in svgs[0]
    assert "goes over the grey strip" in svgs[0]


def test_the_course_sheet_follows_the_model():
    """Every tile outline, read back into tile widths on the table, is a tile of the model's
    course; every wicket is numbered."""
    course = Course.make()
    sheet = course_sheet(course)
    doc = Document(sheet.width, sheet.height, "t", "d")
    sheet.draw(doc)
    text = doc.text()
    x0, _, _, y1 = bounds(course)
    corners = re.findall(r'<rect fill="#F6F6F6" height="50.8" stroke="#555555" '
                         r'stroke-width="0.5" width="50.8" x="([-\d.]+)" y="([-\d.]+)"', text)
    drawn = sorted((round(x0 + (float(x) + TILE / 2) / TILE, 6),
                    round(y1 - (float(y) + TILE / 2) / TILE, 6)) for x, y in corners)
    assert drawn == sorted(course.tiles())
    numbers = re.findall(r'class="wicket-number"[^>]*>(\d+)</text>', text)
    assert sorted(map(int, numbers)) == sorted(course.wickets)


def test_the_start_area_is_one_tile_width_from_the_left_endpost():
    """The dashed start line's ends and corners lie one tile width from the endpost's stack,
    measured the way the rules model does (a coin may start touching the area)."""
    course = Course.make()
    sheet = course_sheet(course)
    doc = Document(sheet.width, sheet.height, "t", "d")
    sheet.draw(doc)
    d = re.search(r'<path class="start" d="([^"]+)"', doc.text()).group(1)
    x0, _, _, y1 = bounds(course)
    numbers = [float(n) for n in re.findall(r"-?[\d.]+", d)]
    # M a A r r 0 0 1 b L c A r r 0 0 1 e: the points a, b, c and e.
    points = [numbers[i:i + 2] for i in (0, 7, 9, 16)]
    for x, y in points:
        assert course.near_endpost(x0 + x / TILE, y1 - y / TILE) == pytest.approx(1, abs=1e-3)


@pytest.mark.parametrize("set_name", list(SETS))
def test_boards_mark_the_default_parks_and_name_every_square(set_name):
    for players in SETS[set_name].layouts:
        rules = Rules.make(players, set_name)
        sheet = board_sheet(players, set_name)
        doc = Document(sheet.width, sheet.height, "t", "d")
        sheet.draw(doc)
        text = doc.text()
        assert text.count(">PARK</text>") == len(rules.parks)
        names = re.findall(r'class="square-name"[^>]*>(\w+)</text>', text)
        assert sorted(names) == sorted(rules.grid.name(q) for q in rules.grid.squares)
        assert sheet.width == pytest.approx(rules.grid.width * SQUARE + 1)
        assert any(f"{LARGE_BASE:g} mm" in note for note in sheet.notes)


def test_same_input_same_bytes_and_no_date():
    again = dict(build(registry.get("subdivision"), "a4"))
    assert again == built("subdivision", "a4")
    for data in again.values():
        assert b"CreationDate" not in data and b"ModDate" not in data


def test_every_page_has_a_title_and_a_description():
    for sheet in sheets() + [course_sheet()]:
        for svg in pages(sheet, PAPERS["letter"]):
            title = re.search(r"<title>(.+?)</title>", svg).group(1)
            desc = re.search(r"<desc>(.+?)</desc>", svg).group(1)
            assert title.startswith(sheet.title) and "True scale on US Letter paper" in desc
    for _name, data in built("croquet", "a4").items():
        with pdfplumber.open(io.BytesIO(data)) as pdf:
            assert pdf.metadata["Title"] == "Tabletop Croquet: the course"


def test_the_command_writes_one_pdf_per_sheet(capsys, tmp_path):
    out = tmp_path / "pdf"
    code, printed, _ = run(capsys, "sheets", "subdivision", "--out", str(out), "--paper",
                           "letter")
    assert code == 0
    assert sorted(p.name for p in out.iterdir()) == sorted(
        [*built("subdivision", "letter"), ".subdivision-sheets.stamp"])
    assert printed.splitlines()[0] == str(out / "subdivision-board-2p-standard.pdf")
    assert (out / "subdivision-board-2p-standard.pdf").read_bytes() == \
        built("subdivision", "letter")["subdivision-board-2p-standard.pdf"]
    assert [p.name for p in tmp_path.iterdir()] == ["pdf"]  # no temporary folder left


@pytest.mark.parametrize("argv, message", [
    (["sheets", "--out", "OUT", "--paper", "a5"], "argument --paper: invalid choice: 'a5'"),
    (["sheets", "--out", "FILE"], "FILE: is a file, not a folder"),
    (["sheets", "--out", "FILE/sub"], "FILE is a file, so nothing can be written under it"),
    (["sheets", "in_crowd", "--out", "OUT"], "needs no print-and-play sheets"),
    (["sheets", "chess", "--out", "OUT"], "unknown game 'chess'"),
    (["sheets"], "required: --out"),
])
def test_bad_sheets_invocations_are_one_line_and_exit_2(capsys, tmp_path, argv, message):
    (tmp_path / "FILE").write_text("not a folder\n")
    argv = [a.replace("OUT", str(tmp_path / "out")).replace("FILE", str(tmp_path / "FILE"))
            for a in argv]
    message = message.replace("FILE", str(tmp_path / "FILE"))
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and err.count("\n") == 1 and "Traceback" not in err
    assert out == "" and sorted(p.name for p in tmp_path.iterdir()) == ["FILE"]


def test_a_failed_write_leaves_nothing(tmp_path, monkeypatch):
    from games.core.errors import UserError
    from games.core.files import write_all

    def fail(*_):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("os.replace", fail)
    target = tmp_path / "pdf"
    with pytest.raises(UserError, match="cannot write: No space left on device"):
        write_all(target, {target / "a.pdf": b"%PDF", target / "b.pdf": b"%PDF"})
    assert list(tmp_path.iterdir()) == []


def test_sheets_are_drawn_again_only_when_their_inputs_changed(capsys, tmp_path):
    """A second run writes nothing; another paper, or a sheet changed by hand, draws again."""
    out = tmp_path / "pdf"
    assert run(capsys, "sheets", "subdivision", "--out", str(out))[0] == 0
    sheet = out / "subdivision-board-2p-standard.pdf"
    times = {p: p.stat().st_mtime_ns for p in out.iterdir()}
    assert run(capsys, "sheets", "subdivision", "--out", str(out)) == (
        0, "subdivision: sheets up to date\n", "")
    assert {p: p.stat().st_mtime_ns for p in out.iterdir()} == times
    sheet.write_bytes(b"%PDF changed")
    code, printed, _ = run(capsys, "sheets", "subdivision", "--out", str(out))
    assert code == 0 and str(sheet) in printed.splitlines()
    assert sheet.read_bytes() == built("subdivision", "a4")[sheet.name]
    code, printed, _ = run(capsys, "sheets", "subdivision", "--out", str(out), "--paper",
                           "letter")
    assert code == 0 and sheet.read_bytes() == built("subdivision", "letter")[sheet.name]
