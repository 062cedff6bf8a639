#!/usr/bin/env python3
"""The Play pages' figures of merit (issue 42), printed beside their aims by `make bench`.

For each turn-based game, in Debian's chromium through Playwright, a fresh browser (nothing
cached) opening the built book's Play page served on 127.0.0.1:

* the time to the first move: from the page's start to the first game's table shown, ready
  for a click (Pyodide loaded, the games unpacked and imported, the game set up and drawn;
  aim: under 5 s), beside the same start in this machine's own Python, measured in the same
  run (importing games.web, setting the game up and drawing its first view, in a new process);
* a computer move at the page's budget: the "search" seat (the game's search at its
  budget) against a person who clicks legal targets, the slowest of its first moves (aim:
  under 2 s), beside the same agent's slowest move over the same game in this machine's Python.

The book is the one `make html` builds (it is brought up to date first).
"""

from __future__ import annotations

import functools
import http.server
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "build" / "html"
GAMES = ("subdivision", "in-crowd", "fallacy-of-rank", "human-trophies")
#: The computer's moves timed per game.
MOVES = 6
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]

NATIVE = """
import json, sys, time
began = time.perf_counter()
from games.web import Page
page = Page(sys.argv[1])
page.call("chapter", "")
page.call("new", json.dumps({"players": 2, "agents": ["human", "heuristic"], "seed": 1}))
first = time.perf_counter() - began
from games.web import Table
table = Table.new(sys.argv[1], 2, ("search", "human"), seed=1)
slowest, moves = 0.0, 0
view = table.view()
while not view["over"] and moves < int(sys.argv[2]):
    if view["choice"] is None:
        began = time.perf_counter()
        view = table.computer()
        slowest, moves = max(slowest, time.perf_counter() - began), moves + 1
    else:
        view = table.choose(view["choice"]["listed"][0][0])
print(json.dumps([first, slowest]))
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def native(game: str) -> tuple[float, float]:
    """The first view and the slowest computer move in this machine's Python (new process)."""
    out = subprocess.run([sys.executable, "-c", NATIVE, game.replace("-", "_"), str(MOVES)],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    first, slowest = json.loads(out)
    return first, slowest


def browser_figures(chromium: object, base: str, game: str) -> tuple[float, float, int]:
    """The time to the first move and the slowest computer move on ``game``'s Play page."""
    context = chromium.new_context(viewport={"width": 390, "height": 800})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(f"{base}/play/{game}.html")
    page.wait_for_selector(".rulebook-play.play-ready", timeout=120_000)
    page.locator(".play-seat").nth(0).select_option("search")
    page.locator(".play-seat").nth(1).select_option("human")
    page.click(".play-start")
    page.wait_for_selector(".play-table:not([hidden])")
    times = page.evaluate("document.querySelector('.rulebook-play').playTimes")
    first = times["table"] / 1000
    for _ in range(2000):
        times = page.evaluate("document.querySelector('.rulebook-play').playTimes")
        if len(times.get("computer", [])) >= MOVES or page.locator(
                ".play-table .play-heading").inner_text().startswith("The game is over"):
            break
        targets = page.locator(".play-board [data-part].target")
        buttons = page.locator(".play-choices button.play-part:not(.picked)")
        if targets.count():
            targets.first.dispatch_event("click")
        elif buttons.count():
            buttons.first.click()
        else:
            page.wait_for_timeout(50)
    computer = times.get("computer", [])
    context.close()
    return first, max(computer, default=0) / 1000, len(computer)


def main() -> int:
    if not Path("/usr/bin/chromium").exists():
        print("play: no chromium here (make tex installs it): the Play pages are not timed")
        return 0
    if not (ROOT / "scripts/web/node_modules/pyodide/pyodide.js").is_file():
        print("play: Pyodide is not installed (make tex installs it): not timed")
        return 0
    subprocess.run(["make", "--no-print-directory", "-s", "html"], cwd=ROOT, check=True)
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(BOOK)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    print("play pages (chromium, a fresh browser each, the book served on 127.0.0.1):")
    with sync_playwright() as playwright:
        for game in GAMES:
            chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                  args=ARGS)
            began = time.perf_counter()
            first, slowest, moves = browser_figures(chromium, base, game)
            chromium.close()
            here_first, here_slowest = native(game)
            print(f"  {game}: first move after {first:.2f} s (aim < 5 s; this machine's "
                  f"Python {here_first:.2f} s); the computer's search, slowest of {moves} "
                  f"moves {slowest:.2f} s (aim < 2 s; this machine's Python "
                  f"{here_slowest:.2f} s) [{time.perf_counter() - began:.0f} s]")
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
