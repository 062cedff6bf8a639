"""Both editions of the book build from clean with no warnings, and the player's has no code."""

import html
import re
from pathlib import Path

import pytest
from html_book import html_book

from games import registry

#: Every game's chapter (its name with '-' for '_'), in the registry's order.
CHAPTERS = [name.replace("_", "-") for name in registry.GAME_NAMES]


def built(tmp_path_factory, edition: str) -> Path:
    """An edition's HTML book, the build the browser tests share (tests/html_book.py)."""
    book = html_book(tmp_path_factory, edition)
    if book.returncode != 0:
        pytest.fail(f"sphinx-build exited {book.returncode}:\n{book.output}", pytrace=False)
    return book.out


@pytest.fixture(scope="session")
def designer_html(tmp_path_factory) -> Path:
    return built(tmp_path_factory, "designer")


@pytest.fixture(scope="session")
def player_html(tmp_path_factory) -> Path:
    return built(tmp_path_factory, "player")


def test_designer_edition_builds_with_checks_folded_under_examples(designer_html):
    page = (designer_html / "subdivision.html").read_text(encoding="utf-8")
    boxes = page.count('class="example-box"')
    assert boxes >= 4
    # Every doctest sits in a folded "How this is checked".
    assert page.count("<details class=\"example-checks\">") >= boxes
    assert "&gt;&gt;&gt;" in page


@pytest.mark.parametrize("chapter", CHAPTERS + [f"aids/{c}" for c in CHAPTERS])
def test_player_edition_has_no_code(player_html, chapter):
    page = (player_html / f"{chapter}.html").read_text(encoding="utf-8")
    body = page.split('id="furo-main-content"', 1)[1]
    assert ">>>" not in body and "&gt;&gt;&gt;" not in body
    assert "<pre" not in body and "How this is checked" not in body
    assert "Check it yourself" not in body


#: What may follow a paragraph that ends with a colon in the player's edition: something it
#: introduces (a list, a table, a figure, a box, the model's lines), not the next paragraph.
DANGLING = re.compile(r":</p>\s*(<p\b|</li>|<section\b|</section>|<h[1-6]\b)")


@pytest.mark.parametrize("chapter", CHAPTERS + [f"aids/{c}" for c in CHAPTERS])
def test_player_edition_leaves_no_colon_hanging(player_html, chapter):
    """A sentence that led into a check left out of the player's edition ends the paragraph
    with a full stop, not with a colon that introduces nothing."""
    page = (player_html / f"{chapter}.html").read_text(encoding="utf-8")
    body = page.split('id="furo-main-content"', 1)[1]
    hanging = [re.sub(r"<[^>]+>|\s+", " ", body[max(0, m.start() - 80):m.start()]).strip()
               for m in DANGLING.finditer(body)]
    assert not hanging, hanging


def test_player_edition_example_boxes_carry_model_text(player_html):
    page = (player_html / "subdivision.html").read_text(encoding="utf-8")
    # The tally in the box is the model's, said in a player's words at build time.
    from games.subdivision.examples import replay_example
    from games.subdivision.scoring import said
    text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))
    for tally in replay_example("complete-2p").state.tallies():
        assert said(tally) in text and str(tally) not in text


def test_the_player_viewer_tells_moves_in_words_only(player_html, designer_html):
    """The player's viewer has no place for the notation (the designer's has one), and its
    frame's description names a move by its number alone."""
    for chapter in CHAPTERS:
        player = (player_html / f"{chapter}.html").read_text(encoding="utf-8")
        designer = (designer_html / f"{chapter}.html").read_text(encoding="utf-8")
        assert player.count('class="stepper"') == designer.count('class="stepper"') > 0
        assert 'class="stepper-notation"' not in player
        assert player.count("data-words-only") == player.count('class="stepper"')
        assert designer.count('class="stepper-notation"') == designer.count('class="stepper"')
        assert "data-words-only" not in designer


# -- the stepper directive in a small book of its own ------------------------------------------
ROOT = Path(__file__).resolve().parent.parent


def small_book(tmp_path: Path, text: str, *args: str) -> tuple[int, str, Path]:
    """A one-page book of ``text`` (MyST) with the stepper, built to LaTeX with ``args``:
    (exit status, what Sphinx printed, the .tex written)."""
    import subprocess
    import sys

    src, out = tmp_path / "src", tmp_path / "out"
    src.mkdir(parents=True)
    (src / "conf.py").write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(ROOT / 'docs' / '_ext')!r})\n"
        'extensions = ["myst_parser", "stepper"]\n'
        f"rulebook_diagrams = {str(ROOT / 'diagrams')!r}\n"
        "rulebook_draw = False\n"
        'latex_documents = [("index", "small.tex", "Small", "Us", "howto")]\n',
        encoding="utf-8")
    (src / "index.md").write_text("# Small\n\n" + text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-E", "-b", "latex", *args,
                           str(src), str(out)], capture_output=True, text=True)
    tex = out / "small.tex"
    return done.returncode, done.stderr + done.stdout, tex


def test_a_bad_stepper_option_is_a_clear_build_error(tmp_path):
    """Each bad value is an error at its line, naming the option and what it allows, and the
    book (built with -W, as make builds it) fails; nothing is printed for it."""
    code, printed, tex = small_book(tmp_path, "".join(
        f"```{{stepper}} subdivision complete-2p\n:{option}: {value}\n```\n\n"
        for option, value in [("print", "both"), ("frames", "0"), ("frames", "many"),
                              ("columns", "3"), ("print", ""), ("strip", "5")]),
        "-W", "--keep-going")
    assert code != 0
    for line, message in [(3, ":print: must be strip or none, not 'both'"),
                          (7, ":frames: must be a whole number from 1 up, not '0'"),
                          (11, ":frames: must be a whole number from 1 up, not 'many'"),
                          (15, ":columns: must be 1 or 2, not '3'"),
                          (19, ":print: must be strip or none, not ''")]:
        assert f"index.md:{line}: ERROR: stepper subdivision complete-2p: {message}" \
            in printed, (message, printed)
    assert "Unknown option key: 'strip'" in printed
    assert printed.count("index.md:") == 6, printed
    # Only the last (its bad option left out by MyST) is drawn.
    assert not tex.exists() or tex.read_text(encoding="utf-8").count("Step by step") <= 1


def strip_of(tex: str) -> str:
    """The print strip of a .tex, from its heading on, with LaTeX's hyphens and Sphinx's
    curly apostrophes as the model writes them."""
    tex = tex.replace("\\sphinxhyphen{}", "-").replace("\u2019", "'")
    return tex[tex.index("Step by step"):] if "Step by step" in tex else ""


def test_print_shows_a_few_large_frames_captioned_in_words(tmp_path):
    """The complete 2-player game of Subdivision: 30 moves, its end marked; four frames (the
    end and three spread over the game), two a row, each with its move in words; the
    player's edition writes no notation, the designer's does."""
    from games.steps import read_data

    _title, steps = read_data(ROOT / "diagrams", "subdivision", "complete-2p")
    page = "```{stepper} subdivision complete-2p\n```\n"
    code, printed, tex = small_book(tmp_path / "player", page, "-t", "player")
    assert code == 0, printed
    player = strip_of(tex.read_text(encoding="utf-8"))
    assert "four positions from its 30 moves" in player
    assert player.count("\\begin{minipage}[t]{0.48\\linewidth}") == 4
    for number in (10, 20, 30):
        step = steps[number]
        assert f"Move {number}.}} {step.words}" in player, (number, player)
        assert step.notation not in player
    assert steps[0].words in player and steps[-1].summary.split(":")[0] in player

    code, printed, tex = small_book(tmp_path / "designer", page)
    assert code == 0, printed
    designer = strip_of(tex.read_text(encoding="utf-8"))
    assert f"Move 30: {steps[30].notation}.}} {steps[30].words}" in designer


def test_print_options_frames_columns_and_none(tmp_path):
    page = ("```{stepper} subdivision complete-2p\n:frames: 2\n:columns: 1\n```\n\n"
            "```{stepper} subdivision opening\n:print: none\n```\n")
    code, printed, tex = small_book(tmp_path, page, "-t", "player")
    assert code == 0, printed
    text = tex.read_text(encoding="utf-8")
    assert text.count("Step by step") == 1  # the opening is left out of print
    strip = strip_of(text)
    assert "two positions from its 30 moves" in strip
    assert strip.count("\\begin{minipage}[t]{\\linewidth}") == 2
    assert "\\sphinxstylestrong{Start.}" in strip and "Move 30." in strip


def test_a_heading_that_leads_into_a_table_keeps_room_for_it():
    """docs/conf.py asks LaTeX to keep a heading with its short text and the table or figure
    it leads into; a heading followed by a long text asks for nothing more than the usual."""
    import runpy

    from docutils.core import publish_doctree
    from docutils.nodes import section

    conf = runpy.run_path(str(ROOT / "docs" / "conf.py"),
                          init_globals={"tags": type("Tags", (), {"has": lambda self, t: False})()})
    lead = conf["lead_lines"]
    rows = "\n".join(f"   * - variant {i}\n     - 400\n     - {'54.5% (49.6 to 59.3%) ' * 2}"
                     for i in range(7))
    doc = publish_doctree(
        "Short\n=====\n\nA few words.\n\n.. list-table::\n\n" + rows + "\n\n"
        "Long\n====\n\n" + "\n\n".join(["Many words. " * 40] * 4) + "\n\n"
        ".. list-table::\n\n   * - a\n\n"
        "Plain\n=====\n\nNo table here.\n")
    short, long, plain = list(doc.findall(section))
    need = lead(short, ROOT)
    assert need is not None and 10 < need <= conf["LEAD_MOST"]
    assert lead(long, ROOT) is None  # the table is not among the first blocks
    assert lead(plain, ROOT) is None
    # An example box (it breaks across pages) after a short text: room for the box's start
    # only, at most LEAD_MOST lines.
    from docutils import nodes

    box = type("example_box", (nodes.General, nodes.Element), {})()
    box += nodes.paragraph(text="Turn 23: Bernard tricks 6D. " * 30)
    plain += box
    assert 8 < lead(plain, ROOT) <= conf["LEAD_MOST"]
    assert "\\rulebook@room{8\\baselineskip}" in conf["_PREAMBLE"]


def test_the_positions_a_strip_prints():
    """Every position of a short game; else the marked ones and the end, spread over them, or
    filled up with positions spread over the game (docs/_ext/stepper.py's examples, run)."""
    import doctest
    import sys

    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    import stepper

    assert doctest.testmod(stepper).failed == 0
    assert stepper.chosen(4, [0, 59, 63, 101], 128) == [0, 59, 101, 128]
    assert stepper.chosen(3, [0, 7, 24, 57, 60, 66], 95) == [0, 57, 95]
    assert stepper.chosen(4, [10, 16], 47) == [0, 10, 16, 47]
    assert stepper.chosen(2, [], 0) == [0]
