"""The HTML book in a real browser: Debian's chromium, driven by Playwright, opening the pages
from ``file://`` (no server).

Every page loads with no console error and no failed request, every image resolves, no page
scrolls sideways on a 390 px wide phone, and each step-through viewer steps forward and back
(buttons, slider and arrow keys) showing the record's moves: in notation and in words in the
designer's edition, in words only in the player's. Skipped, with the reason, where
chromium or Playwright is missing (``make tex`` installs chromium, as root).

The tests are here, and run once for each edition by test_browser_designer.py and
test_browser_player.py: two files, so that ``make test`` (one worker per file) gives each
edition's build and browsing to a worker of its own.
"""

from pathlib import Path

import pytest
from html_book import html_book

from games import registry
from games.core.record import read_record

#: What each edition's test file imports: the fixtures and the tests.
__all__ = [
    "book",
    "browser",
    "tab",
    "test_a_missing_file_is_a_problem_to_the_watcher",
    "test_every_page_loads_cleanly_and_fits_a_phone",
    "test_every_viewer_steps_with_buttons_slider_and_keys",
    "test_the_book_has_pages_and_viewers",
    "test_the_viewer_without_script_shows_the_start",
]

CHROMIUM = "/usr/bin/chromium"
# Nothing is downloaded: no browser of Playwright's own, no updates, no background traffic.
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]
PHONE = 390

if not Path(CHROMIUM).exists():
    pytest.skip(f"browser tests need chromium at {CHROMIUM} (run 'make tex' as root)",
                allow_module_level=True)
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="browser tests need playwright (pip install -e '.[test]')")


@pytest.fixture(scope="module")
def book(tmp_path_factory, request):
    """The HTML book of the edition the test module names (``EDITION``)."""
    built = html_book(tmp_path_factory, request.module.EDITION)
    if built.returncode != 0:
        pytest.fail("the HTML book did not build (see test_docs_build)", pytrace=False)
    return built.out


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def pages(book: Path) -> list[Path]:
    """Every page of a book (the chapters, the player aids in aids/ and the Play pages in
    play/, which from ``file://`` say in one line how to serve the book)."""
    return sorted(book.glob("*.html")) + sorted(book.glob("aids/*.html")) \
        + sorted(book.glob("play/*.html"))


#: How chromium reports a request the page itself called off: a viewer's frame, or the next
#: frame it loads ahead, superseded by a quicker click. Not a fault of the book: a file that is
#: not there fails as ERR_FILE_NOT_FOUND, and every image shown is checked to have loaded.
CALLED_OFF = "net::ERR_ABORTED"


class Watched:
    """A browser tab and what went wrong on the page open in it: console errors, script
    errors, failed requests (but not those the page called off itself)."""

    def __init__(self, browser):
        self.page = browser.new_page()
        self.problems = []
        self.page.on("console", lambda m: m.type == "error" and self.problems.append(
            f"console: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"script: {e}"))
        self.page.on("requestfailed", lambda r: r.failure != CALLED_OFF and self.problems.append(
            f"failed: {r.url} ({r.failure})"))

    def open(self, path: Path, width: int = 1280):
        """Open ``path`` in a window ``width`` px wide, forgetting the problems seen before."""
        self.problems.clear()
        self.page.set_viewport_size({"width": width, "height": 900})
        self.page.goto(path.as_uri(), wait_until="load")
        return self.page


@pytest.fixture
def tab(browser):
    watched = Watched(browser)
    yield watched
    watched.page.close()


def test_a_missing_file_is_a_problem_to_the_watcher(tab, tmp_path):
    """The requests the watcher lets pass (:data:`CALLED_OFF`) do not hide a file that is not
    there."""
    (tmp_path / "here.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')
    page = tmp_path / "page.html"
    page.write_text('<!doctype html><title>t</title>'
                    '<img src="here.svg" alt="here"><img src="gone.svg" alt="gone">')
    tab.open(page)
    assert [p for p in tab.problems if "gone.svg" in p and "ERR_FILE_NOT_FOUND" in p], \
        tab.problems
    assert not [p for p in tab.problems if "here.svg" in p]


def broken_images(page) -> list[str]:
    return page.evaluate("""() => Array.from(document.images)
        .filter(img => !img.complete || img.naturalWidth === 0)
        .map(img => img.getAttribute('src'))""")


def test_the_book_has_pages_and_viewers(book):
    names = {p.name for p in pages(book)}
    assert {"subdivision.html", "croquet.html"} <= names
    assert "index.html" in names or "player.html" in names
    assert any('class="stepper"' in p.read_text(encoding="utf-8") for p in pages(book))


def test_every_page_loads_cleanly_and_fits_a_phone(book, tab):
    found, wide = {}, {}
    for path in pages(book):
        watched = tab
        page = watched.open(path)
        missing = broken_images(page)
        if watched.problems or missing:
            found[path.name] = watched.problems + [f"image not shown: {m}" for m in missing]
        page.set_viewport_size({"width": PHONE, "height": 800})
        width = page.evaluate("document.documentElement.scrollWidth")
        if width > PHONE:
            wide[path.name] = width
    assert not found, found
    assert not wide, f"pages wider than {PHONE} px: {wide}"


def viewers(book: Path):
    """(page, key, the record's moves) for every viewer in the book."""
    found = []
    for path in pages(book):
        text = path.read_text(encoding="utf-8")
        for chunk in text.split('data-steps="')[1:]:
            key = chunk.split('"', 1)[0]
            game, name = key.split("/")
            record = read_record(registry.get(game).records / f"{name}.rec")
            found.append((path, key, [line.text for line in record.moves]))
    return found


class Viewer:
    def __init__(self, page, key: str, words_only: bool = False):
        self.page = page
        self.root = page.locator(f'.stepper[data-steps="{key}"]')
        #: The player's edition: the moves in words only, no notation anywhere in the viewer.
        self.words_only = words_only

    def part(self, name: str):
        return self.root.locator(f".stepper-{name}")

    def shows(self, number: int, moves: list[str]) -> None:
        """The viewer shows the position after move ``number`` (0: the start), and its frame
        has loaded (read in one round trip to the browser)."""
        seen = self.root.evaluate("""async root => {
            const part = name => root.querySelector(".stepper-" + name);
            const frame = part("frame");
            await frame.decode();
            const notation = part("notation");
            return {count: part("count").textContent,
                    notation: notation ? notation.textContent : null,
                    told: Boolean(part("words").textContent && part("summary").textContent),
                    src: frame.getAttribute("src"), alt: frame.alt,
                    zoom: part("zoom").getAttribute("href") === frame.getAttribute("src"),
                    width: frame.naturalWidth, slider: part("slider").value};
        }""")
        count = f"Move {number} of {len(moves)}" if number else f"Start (of {len(moves)} moves)"
        move = moves[number - 1] if number else ""
        notation = None if self.words_only else move
        assert seen == {
            "count": count, "notation": notation, "told": True,
            "src": seen["src"], "alt": seen["alt"], "zoom": True, "width": seen["width"],
            "slider": str(number)}
        where = ", the start." if not number else f", after move {number}" + (
            "." if self.words_only else f" ({move}).")
        assert where in seen["alt"], seen
        assert seen["src"].endswith(f"/{number:03d}.svg") and seen["width"] > 0, seen


def drive_fully(watched, viewer: Viewer, moves: list[str]) -> None:
    """Every control of ``viewer``: the buttons (and their labels and disabled ends), the
    slider, the arrow, Home and End keys (only while the viewer has the focus), and the last
    position on a phone's width."""
    for name, label in [("first", "First position"), ("back", "Back one move"),
                        ("forward", "Forward one move"), ("last", "Last position")]:
        assert viewer.part(name).get_attribute("aria-label") == label
    assert viewer.root.locator("[aria-live]").count() == 1
    viewer.shows(0, moves)
    assert viewer.part("back").get_attribute("aria-disabled") == "true"
    viewer.part("forward").click()
    viewer.shows(1, moves)
    viewer.part("forward").click()
    viewer.shows(2, moves)
    viewer.part("back").click()
    viewer.shows(1, moves)
    viewer.part("last").click()
    viewer.shows(len(moves), moves)
    assert viewer.part("forward").get_attribute("aria-disabled") == "true"
    viewer.part("forward").click(force=True)  # at the end: nothing happens
    viewer.shows(len(moves), moves)
    viewer.part("slider").fill(str(len(moves) // 2))
    viewer.shows(len(moves) // 2, moves)
    viewer.part("first").click()
    viewer.shows(0, moves)

    keyboard = watched.page.keyboard
    watched.page.locator("h1").first.click()  # the focus off the viewer: keys do nothing
    keyboard.press("ArrowRight")
    viewer.shows(0, moves)
    viewer.root.focus()
    keyboard.press("ArrowRight")
    keyboard.press("ArrowRight")
    viewer.shows(2, moves)
    keyboard.press("ArrowLeft")
    viewer.shows(1, moves)
    keyboard.press("End")
    viewer.shows(len(moves), moves)
    keyboard.press("Home")
    viewer.shows(0, moves)
    viewer.part("forward").click()  # the focus on a button: the keys still work
    keyboard.press("ArrowRight")
    viewer.shows(2, moves)

    watched.page.set_viewport_size({"width": PHONE, "height": 800})
    viewer.part("last").click()
    viewer.shows(len(moves), moves)
    assert watched.page.evaluate("document.documentElement.scrollWidth") <= PHONE
    watched.page.set_viewport_size({"width": 1280, "height": 900})


def drive_sample(viewer: Viewer, moves: list[str]) -> None:
    """A sample of ``viewer``'s positions: the start, the end (the last button) and the middle
    (the slider), each checked against the record, its frame loaded."""
    viewer.shows(0, moves)
    viewer.part("last").click()
    viewer.shows(len(moves), moves)
    viewer.part("slider").fill(str(len(moves) // 2))
    viewer.shows(len(moves) // 2, moves)


def test_every_viewer_steps_with_buttons_slider_and_keys(book, tab, request):
    """Each page is opened once. The book's first viewer is driven through every control
    (:func:`drive_fully`); every other viewer through a sample of its positions
    (:func:`drive_sample`): every viewer runs the same script on the same kind of frames, so
    stepping every control of every viewer adds time and no finding."""
    words_only = request.module.EDITION == "player"
    by_page: dict[Path, list[tuple[str, list[str]]]] = {}
    for path, key, moves in viewers(book):
        by_page.setdefault(path, []).append((key, moves))
    assert sum(map(len, by_page.values())) >= len(by_page) >= 5
    for n, (path, found) in enumerate(by_page.items()):
        page = tab.open(path)
        for k, (key, moves) in enumerate(found):
            viewer = Viewer(page, key, words_only)
            assert (viewer.part("notation").count() == 0) == words_only
            if n == k == 0:
                drive_fully(tab, viewer, moves)
            else:
                drive_sample(viewer, moves)
        assert not tab.problems, (path.name, tab.problems)


def test_the_viewer_without_script_shows_the_start(book, browser):
    path, key, _moves = viewers(book)[0]
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(path.as_uri())
    viewer = Viewer(page, key)
    assert viewer.part("controls").is_hidden()
    assert viewer.part("words").inner_text()
    assert viewer.part("frame").evaluate("img => img.naturalWidth") > 0
    context.close()

