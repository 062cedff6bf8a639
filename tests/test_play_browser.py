"""The Play pages in a real browser: Debian's chromium driven by Playwright, the built book
served on 127.0.0.1 (Pyodide will not run from ``file://``, where the page says so in one line).

For each turn-based game, on a 390 px phone: the page starts; a whole game is played against the
computer by clicking legal targets only (a box the figure marks, or a button when the move's
part is not on the board); a click on a square no legal move uses is answered with the rule in
words; the record saved replays in ``rulebook replay`` to the same result; a damaged record
loaded gets one line and changes nothing; there is no console error and no request leaves
127.0.0.1. Hot-seat play hides a hand until its player takes the screen. Skipped, with the
reason, where chromium, Playwright or Pyodide (``make tex`` installs all three) is missing.
"""

import functools
import http.server
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from browser_checks import ARGS, CHROMIUM, PHONE, book, browser  # noqa: F401 (fixtures)

pytestmark = pytest.mark.slow
EDITION = "designer"
ROOT = Path(__file__).resolve().parent.parent
if not (ROOT / "scripts/web/node_modules/pyodide/pyodide.js").is_file():
    pytest.skip("the Play pages need Pyodide (run 'make tex', which installs it with npm)",
                allow_module_level=True)

#: The four turn-based games' pages, and the player count each is played with here.
GAMES = [("subdivision", 2), ("in-crowd", 2), ("fallacy-of-rank", 3), ("human-trophies", 3)]
#: How many clicks a whole game may take at most (a game that does not end fails).
MOST = 3000


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # (the test reports what matters)
        pass

    def do_GET(self):  # a browser asks for /favicon.ico unbidden; the book has none
        if self.path == "/favicon.ico":
            self.send_response(204)
            self.end_headers()
            return
        super().do_GET()


@pytest.fixture(scope="module")
def served(book):  # noqa: F811 (the fixture imported above)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(book)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


class Table:
    """A Play page open in a tab, and what went wrong on it."""

    def __init__(self, browser, base, game, query=""):  # noqa: F811
        self.page = browser.new_page(viewport={"width": PHONE, "height": 800})
        self.problems, self.base = [], base
        self.page.on("console", lambda m: m.type == "error" and self.problems.append(m.text))
        self.page.on("pageerror", lambda e: self.problems.append(str(e)))
        self.page.on("request", lambda r: r.url.startswith((base, "blob:", "data:"))
                     or self.problems.append(f"outside: {r.url}"))
        self.page.goto(f"{base}/play/{game}.html{query}")
        self.page.wait_for_selector(".rulebook-play.play-ready", timeout=60_000)

    def heading(self) -> str:
        return self.page.locator(".play-table .play-heading").inner_text()

    def status(self) -> str:
        return self.page.locator(".play-status").inner_text()

    def start(self, players, seats=None):
        self.page.select_option(".play-count", str(players))
        for seat, agent in enumerate(seats or ()):
            self.page.locator(".play-seat").nth(seat).select_option(agent)
        self.page.click(".play-start")
        self.page.wait_for_selector(".play-table:not([hidden])")

    def click_a_legal_target(self) -> bool:
        """Click the first target on the board, else the first choice button; False if there
        is none yet (the computer is thinking)."""
        if self.page.is_visible(".play-cover"):
            self.page.click(".play-cover button")
            return True
        targets = self.page.locator(".play-board [data-part].target")
        if targets.count():
            targets.first.dispatch_event("click")
            return True
        buttons = self.page.locator(".play-choices button.play-part:not(.picked)")
        if buttons.count():
            buttons.first.click()
            return True
        self.page.wait_for_timeout(50)
        return False

    def play_out(self):
        for _ in range(MOST):
            if self.heading().startswith("The game is over"):
                return
            self.click_a_legal_target()
        pytest.fail(f"the game did not end in {MOST} clicks: {self.heading()}")

    def save(self, to: Path) -> Path:
        with self.page.expect_download() as saved:
            self.page.click(".play-save")
        saved.value.save_as(to)
        return to

    def width(self) -> int:
        return self.page.evaluate("document.documentElement.scrollWidth")


@pytest.fixture
def opened(browser, served):  # noqa: F811
    tables = []

    def open_(game, query=""):
        tables.append(Table(browser, served, game, query))
        return tables[-1]
    yield open_
    for table in tables:
        table.page.close()


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_whole_game_against_the_computer_by_clicks(opened, game, players, tmp_path):
    table = opened(game)
    table.start(players)
    assert table.width() <= PHONE
    # a click on a box that no legal move uses: the rule, in words, and the game goes on
    idle = table.page.locator(".play-board [data-part]:not(.target)")
    if idle.count():
        idle.first.dispatch_event("click")
        said = table.page.locator(".play-message").inner_text()
        assert said.startswith(("Not allowed: ", "That is not part")), said
        assert not re.search(r"\b[A-Z][0-9]@|\b[RBGY][123]@", said)  # words, not notation
    table.play_out()
    assert table.width() <= PHONE
    over = table.heading()
    record = table.save(tmp_path / "game.rec")
    replayed = subprocess.run([sys.executable, "-m", "games.cli", "replay", str(record)],
                              capture_output=True, text=True, cwd=ROOT)
    assert replayed.returncode == 0, replayed.stderr
    for name, total in re.findall(r"([A-Z][a-z]+) (-?\d+)[,.]", over.split(":", 1)[1]):
        assert re.search(rf"\b{name}\b.*\b{total}\b", replayed.stdout), (name, total)
    # a damaged record: one line, and the game shown is unchanged
    board = table.page.locator(".play-board").inner_html()
    table.page.click(".play-new")
    damaged = tmp_path / "damaged.rec"
    damaged.write_text(record.read_text().replace("\n\n", "\n\nno such move here\n", 1))
    table.page.set_input_files(".play-file", str(damaged))
    table.page.wait_for_function("document.querySelector('.play-status').textContent.length")
    assert "\n" not in table.status() and "the record:" in table.status(), table.status()
    assert table.page.locator(".play-board").inner_html() == board
    assert not table.problems, table.problems


def test_play_from_here_opens_the_example_position(browser, served, opened):  # noqa: F811
    table = opened("subdivision", "?record=opening&at=2")
    table.page.wait_for_selector(".play-table:not([hidden])")
    assert len(table.page.locator(".play-log li").all()) == 2
    assert table.page.locator(".play-board [data-part].target").count()
    assert not table.problems, table.problems


def test_hot_seat_hides_a_hand_until_its_player_takes_the_screen(opened):
    table = opened("in-crowd")
    table.start(2, ["human", "human"])
    while table.page.is_visible(".play-board") and not table.page.is_visible(".play-cover"):
        table.click_a_legal_target()
    assert table.page.is_hidden(".play-board") and table.page.is_hidden(".play-log")
    assert "Pass the screen to" in table.page.locator(".play-cover").inner_text()
    table.page.click(".play-cover button")
    assert table.page.is_visible(".play-board")
    assert not table.problems, table.problems


def test_the_players_edition_plays_too(browser, tmp_path_factory):  # noqa: F811
    """The same page in the player's edition: it starts, and a first move is made by clicks."""
    from html_book import html_book

    built = html_book(tmp_path_factory, "player")
    assert built.returncode == 0
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(built.out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        table = Table(browser, f"http://127.0.0.1:{server.server_address[1]}", "in-crowd")
        table.start(2)
        while not table.page.locator(".play-log li").count():
            table.click_a_legal_target()
        assert not table.problems, table.problems
        table.page.close()
    finally:
        server.shutdown()


def test_a_move_is_made_by_keyboard(opened):
    """Every target on the board is a button in the tab order: Enter picks it, and the
    choices that follow are buttons too."""
    table = opened("subdivision")
    table.start(2, ["human", "human"])
    target = table.page.locator(".play-board [data-part].target").first
    assert target.get_attribute("tabindex") == "0" and target.get_attribute("role") == "button"
    target.focus()
    table.page.keyboard.press("Enter")
    choice = table.page.locator(".play-choices button.play-part:not(.picked)").first
    choice.focus()
    table.page.keyboard.press("Enter")
    table.page.wait_for_selector(".play-log li")
    assert table.page.locator(".play-log li").count() == 1
    assert not table.problems, table.problems
