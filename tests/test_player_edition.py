"""The player's edition speaks a player's words: no software in its chapters and aids.

Read from the built HTML of the player's edition (tests/html_book.py builds it once a session):
each chapter and player aid, its text, the descriptions of its pictures, and what its
step-through viewers tell (each move in words, the position after it, the record's captions;
not the notation, which the player's viewer never shows). Each finding names the page and
quotes the offending text.

What a player must not meet (COMMON standards, issue 24):

- paths and file names (``scripts/...``, ``games/...``, ``opening.rec``, ``.py``, ``.json``);
- a record's header as it writes it (``variant: poison``, ``players: red blue``, ``teams: 2``,
  ``extra-cards: N``): the keys each game's header declares, with a value a record would give;
- agents and their specs (``mcts:200``, ``ismcts``, ``pimc``, ``heuristic`` or ``random`` as the
  name of a player);
- internal names with underscores, "results file", library names (pymunk, Sphinx);
- per game, the move codes a player cannot read: Human Trophies' card codes (``KD``, ``10C``,
  ``3S + 2C``), the In Crowd's ``advance C5`` and ``S4@A3``, the Fallacy's ``A3@A4``,
  ``T3 C7xC4``, ``Sn Sa S2``, Subdivision's ``R3@B2`` and ``park@C3``, croquet's ``flick 0 6.5``
  and coordinates to four decimals;
- for every game in the registry, a move as its records write it, with or without a digit: each
  record of ``games/<game>/records`` is replayed through the model and every move's
  ``state.move_text(move)`` is kept (:func:`written_moves`); any of those standing alone (not
  part of a longer word or code) in the game's chapter, its aid, a caption, a picture's
  description or what its viewers tell is a finding (:func:`move_patterns`).

How the player's edition says a move decides what counts. It tells every move in words
("Ann passes.", "Charlie declines.", "Ben's coin becomes a rover."), so a move that the records
write as one word of English (``pass``, ``end``, ``decline``, ``detention``, ``rover``; or
``A`` or ``I``) is English wherever it sits in a sentence, and is a finding only where the page
sets it apart as notation: as a block of its own (a table cell, an item), as the label that
opens a block (``pass: not allowed ...``, the way the designer's edition lists a move it
checks), or as code (``<code>pass</code>``). Quoted, it is left alone: a player may be told to
say "pass". Every other move (``D``, ``Tn Ca``, ``boost none``, ``A1-B1``, ``R3@B2``) is a code
wherever it stands alone. A move that is a square's name and nothing else (claiming ``B2``) is
how the board's own edges name that square, so a player reads it as a place, not as a code.

Each pattern is tried on words it must find and on ordinary English it must leave alone
(``test_a_pattern_finds_...``), so that the check can fail and does not cry wolf.
"""

from __future__ import annotations

import html
import importlib
import json
import pkgutil
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from html_book import html_book

from games import registry
from games.core.header import Header
from games.core.record import read_record

CHAPTERS = [name.replace("_", "-") for name in registry.GAME_NAMES]
#: The player's edition's pages: its front page, and each game's chapter and aid.
PAGES = ["player"] + CHAPTERS + [f"aids/{c}" for c in CHAPTERS]


@dataclass(frozen=True)
class Pattern:
    """What a player must not read: a name for the finding, the expression, and examples it
    must find (``finds``) and must leave alone (``passes``)."""

    name: str
    regex: re.Pattern
    finds: tuple[str, ...]
    passes: tuple[str, ...]


def pattern(name: str, expression: str, finds, passes, flags: int = 0) -> Pattern:
    return Pattern(name, re.compile(expression, flags), tuple(finds), tuple(passes))


#: Text that is a web address (a licence's, say) is not a path: taken out before the search.
URL = re.compile(r"\bhttps?://\S+")

AGENTS = "heuristic|random|robot|guided|mcts|ismcts|pimc|uct"
#: Nouns that make "heuristic" or "random" an adjective of ordinary English.
PLAIN_NOUNS = r"players?|play|army|armies|opponents?|moves?|error|errors|games?|rule|rules"

#: What no page of the player's edition may hold, whatever the game.
COMMON = [
    pattern("path", r"\b(?:scripts|games|docs|diagrams|results|tests|aids|records)/[\w.-]",
            ["see scripts/find_subdivision_examples.py", "in games/croquet/records",
             "the player aid (aids/human-trophies)"],
            ["and/or", "wins 3/4 of the games", "A1/B2"]),
    pattern("file name", r"\b[\w-]+\.(?:rec|py|json|svg|md|toml|txt|csv|tex|js|yaml)\b"
            r"|(?<![\w.])\.(?:rec|py|json)\b",
            ["record opening.rec", "x.rec", "the .py files", "a .json file", "worked.json"],
            ["e.g. a pass", "a coin 3.5 wide", "the recruit. Then", "i.e. twice"]),
    pattern("internal name", r"\b[A-Za-z]\w*_\w+\b",
            ["render_position draws it", "the fallacy_of_rank model", "low_coins"],
            ["low-coins-score-0", "a snake case", "2_000"]),
    pattern("results file", r"\bresults? files?\b",
            ["committed results files", "the results file", "a result file"],
            ["the results of the file", "results: a file"], re.IGNORECASE),
    pattern("library", r"\b(?:[Pp]ymunk|[Mm]atplotlib|[Nn]um[Pp]y|[Ss]vgwrite|[Cc]airosvg"
            r"|[Pp]ytest|Dask|Playwright|Sphinx|MyST|Sybil|Python)\b",
            ["The library pymunk", "built with Sphinx", "a Python model"],
            ["a sphinx-like smile", "pythons and sphinxes", "a numpad"]),
    pattern("agent spec", r"\b(?:is)?mcts\b|\bpimc\b|\buct\b|\b(?:" + AGENTS + r"):\w",
            ["mcts:200 against random", "Budget of ismcts:16", "pimc", "robot:steady",
             "heuristic:4"],
            ["a robot: it aims", "muct", "the heuristic: a rule of thumb"], re.IGNORECASE),
    pattern("agent name", r"\b(?:heuristic|random)\s+(?:against|vs\.?|versus)\b"
            r"|\b(?:against|vs\.?|versus)\s+(?:heuristic|random)\b(?!\s+(?:" + PLAIN_NOUNS
            + r")\b)"
            r"|\b[Tt]he heuristic\b(?![\s-]+(?:" + PLAIN_NOUNS + r"|idea)\b)"
            r"|^(?:heuristic|random|robot)$",
            ["heuristic against random", "random vs heuristic", "The heuristic is ahead",
             "the heuristic\u2019s own move", "heuristic"],
            ["a heuristic player against random players", "moves at random", "a random error",
             "the heuristic player wins", "against random play", "a random heuristic",
             "a steady robot against a shaky one"]),
]


@cache
def headers() -> list[Header]:
    """Every game's header, as its model declares it (a module's ``HEADER``)."""
    found = []
    for name in registry.GAME_NAMES:
        package = importlib.import_module(f"games.{name}")
        for module in pkgutil.iter_modules(package.__path__):
            loaded = importlib.import_module(f"games.{name}.{module.name}")
            if isinstance(getattr(loaded, "HEADER", None), Header):
                found.append(loaded.HEADER)
                break
    return found


@cache
def header_pattern() -> Pattern:
    """A record's header line as the records write it: a key a game declares, then a value as
    a record gives it: a number for a key whose default is one (``teams: 2``, ``N`` for a
    count in general), a variant's name, or a lower-case word a record or a default gives
    (``red blue``, ``poison``, ``standard``); a per-player key (``hand-alice``) with anything."""
    keys, numeric, per_player = set(), set(), set()
    values = set(registry.GAME_NAMES)
    for header in headers():
        for key in header.keys():
            (per_player if key.endswith("-NAME") else keys).add(key.removesuffix("-NAME"))
        for field in header.fields:
            if re.fullmatch(r"\d+(?:\.\d+)?", field.default):
                numeric.add(field.key)
            values |= {w for w in field.default.split() if w.islower()}
        values |= set(header.variants.names()) if header.variants else set()
    keys.discard("title")  # a title is free text: "title: ..." cannot be told from English
    for game in registry.all_games():
        for path in game.records.glob("*.rec"):
            record = read_record(path)
            for key in keys - {"game"}:
                values |= {w for w in str(record.get(key, "")).split() if w.islower()}

    def either(words) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))

    return pattern(
        "header syntax",
        rf"\b(?:{either(numeric)}): (?:\d[\d.]*|N)\b"
        rf"|\b(?:{either(keys)}): (?:{either(values)})(?![\w-])"
        rf"|\b(?:{either(per_player)})-[a-z]+: \S",
        ["a record says variant: poison", "(players: red blue)", "teams: 2",
         "The header line extra-cards: N", "jokers: 1, jokers: 0", "hand-alice: KD 3S",
         "scale: 1.5", "set: standard", "parks: default"],
        ["two players: each takes a colour", "the variant: a middle corner square",
         "Claim or question: \u201cif you", "Players: 2 to 4", "Variant: poison",
         "the teams: two sides of two", "3House set: 5 x 5", "the game: a race",
         "jam the game: the top is scored", "by variant: the box holds"])


#: The move codes of each game (by its chapter's name) that a player cannot read.
GAME_CODES = {
    "human-trophies": [
        pattern("card code", r"\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b",
                ["trick KD with 3S + 2C 5C", "scavenge 10C with 3S 9S", "bribe 6S",
                 "Alice wins AD (11)", "interrupt 3H punish"],
                ["the king of diamonds", "a 10 of clubs", "2 cards", "ADC", "10 CDs"]),
    ],
    "in-crowd": [
        pattern("coin placed", r"\b[SMCA][2-5anAN]@[a-z]?[A-F]\d\b",
                ["S4@A3", "Sn@C6", "M3@mA2"], ["the 4 of Suns on A3", "A3", "mail@home"]),
        pattern("vote or advance", r"\b(?:vote|advance)\s+[a-z]?[A-F]\d\b",
                ["advance C5", "vote tB1", "vote mA3"],
                ["a vote on tB1", "advance the 5 of Crowns", "they vote to"]),
        # "An" is English: the Null of Arms is left to the other patterns.
        pattern("coin code", r"\b(?:[SMC][na]|Aa)\b", ["Sn", "Ma", "Cn and Aa"],
                ["a Null of Suns", "San Marino", "Ann and Ben", "An Ace"]),
    ],
    "fallacy-of-rank": [
        pattern("piece placed", r"\b[SMCAT][2-5anp]@[A-J]\d{1,2}\b",
                ["A3@A4", "Sp@B7", "Sa@C7"], ["a 3 of Arms on A4", "A4", "x@y"]),
        pattern("attack", r"\b[A-J]\d{1,2}x[A-J]\d{1,2}\b",
                ["T3 C7xC4", "A9xA10"], ["C7 attacks C4", "a 2x2 block", "3x3"]),
        pattern("tile move", r"\bT[2-5an]\s+[A-J]\d{1,2}[-x][A-J]\d{1,2}\b|\bT[2-5an]\b",
                ["T3 C7xC4", "T4 J6-I8", "boost T5", "Tn S3"],
                ["a 3 tile", "T-shaped", "Turn 13"]),
        pattern("coin code", r"\b(?:[SM][2-5an]|C[an]|Aa)\b",
                ["Sn Sa S2 S3", "M4", "Ca", "1 + 1 (Aa)"],
                ["a 4 of Moons", "C7", "A3", "an", "An Ace beats a Null"]),
        pattern("no boost", r"\bboost none\b", ["boost none"], ["no boost", "none boosts"]),
    ],
    "subdivision": [
        pattern("pyramid placed", r"\b[A-Z][1-3]@[A-Z]\d{1,2}\b",
                ["R3@B2", "B1@A3", "G2@F7"], ["a red 3-pip on B2", "B2", "R3"]),
        pattern("park placed", r"\bpark@[A-Z]\d{1,2}\b", ["park@C3"], ["a park on C3"]),
    ],
    "croquet": [
        pattern("flick or place", r"\b(?:flick|place)\s+-?\d+(?:\.\d+)?\s+-?\d+(?:\.\d+)?\b",
                ["flick 0 6.5", "flick 177.72 2.87", "place 6.72 -0.06"],
                ["flick it 2 times", "place 2 coins", "flick 1 coin"]),
        pattern("four decimals", r"\b\d+\.\d{4,}\b", ["(1.2345, 0.5000)", "x = 12.00001"],
                ["2.5 tile widths", "177.72°", "0.125"]),
    ],
}


#: A square's name, as a board's edges label it (A1, mB2): a move that is only that (claiming
#: a square) is said as a player says it.
SQUARE = re.compile(r"[a-z]?[A-Z]{1,2}\d{1,2}")
#: A move written as one word of English: found only where a page sets it apart as notation.
WORD = re.compile(r"[a-z]+|[AI]")


@cache
def written_moves(game: str) -> frozenset[str]:
    """Every move the records of ``game`` (by its chapter's name) write, as the model writes it:
    each record replayed through the model, ``state.move_text(move)`` of every move (and the
    record's own line, should it differ)."""
    info = registry.get(game.replace("-", "_"))
    moves = set()
    for path in sorted(info.records.glob("*.rec")):
        record = read_record(path)
        state = info.state_from_record(record)
        for line in record.moves:
            move = state.parse_move(line.text)
            moves |= {state.move_text(move), line.text}
            state.apply(move)
    return frozenset(moves)


def move_patterns(moves) -> list[Pattern]:
    """What finds ``moves`` (as the records write them) in a player's text: the codes
    wherever one stands alone, between characters that cannot extend it; the moves that are
    English words only as a block of their own, as the label that opens a block (``pass:``)
    or as code (see the module's docstring). A square's name alone is left out."""
    def either(words) -> str:
        return "|".join(r"\s+".join(re.escape(part) for part in word.split())
                        for word in sorted(words, key=lambda w: (-len(w), w)))

    codes = {m for m in moves if not WORD.fullmatch(m) and not SQUARE.fullmatch(m)}
    words = {m for m in moves if WORD.fullmatch(m)}
    found = []
    if codes:
        found.append(pattern("record's move", rf"(?<![\w@.])(?:{either(codes)})(?![\w@]|\.\d)",
                             [], []))
    if words:
        found.append(pattern("record's move as notation", rf"^(?:{either(words)})(?=:|$)",
                             [], [], re.MULTILINE))
    return found


def patterns(page: str) -> list[Pattern]:
    game = page.removeprefix("aids/")
    return COMMON + [header_pattern()] + GAME_CODES.get(game, [])


# -- the text of a page ---------------------------------------------------------------------
BLOCK_END = re.compile(r"</(?:p|li|td|th|dt|dd|h[1-6]|caption|figcaption|div|pre|tr|summary"
                       r"|blockquote)>|<br\s*/?>", re.IGNORECASE)


def lines_of(fragment: str) -> list[str]:
    """The text of an HTML fragment, a line per block (a paragraph, an item, a table cell)."""
    fragment = re.sub(r"<(script|style)\b.*?</\1>", "", fragment, flags=re.S | re.I)
    fragment = re.sub(r'<a class="headerlink"[^>]*>.*?</a>', "", fragment, flags=re.S)
    fragment = BLOCK_END.sub("\n", fragment)
    text = html.unescape(re.sub(r"<[^>]+>", " ", fragment))
    return [line for line in (re.sub(r"\s+", " ", raw).strip() for raw in text.split("\n"))
            if line]


#: Text set apart as code, keyboard input or a program's output.
CODE = re.compile(r"<(code|kbd|samp|tt|var)\b[^>]*>(.*?)</\1>", re.S | re.I)


def texts(book: Path, page: str) -> list[tuple[str, str]]:
    """(where, text) for everything a player reads on ``page``: each block of its main text,
    each piece of it set apart as code, each picture's description, and, for each viewer,
    every position's words, summary and caption."""
    source = (book / f"{page}.html").read_text(encoding="utf-8")
    main = source.split('id="furo-main-content"', 1)[1].split(">", 1)[1]  # after the tag
    main = main.split("</article>", 1)[0]
    found = [("text", line) for line in lines_of(main)]
    found += [("code", " ".join(lines_of(code))) for _, code in CODE.findall(main)]
    found += [("picture description", html.unescape(alt))
              for alt in re.findall(r'<img\b[^>]*\balt="([^"]*)"', main)]
    for key in re.findall(r'data-steps="([^"]+)"', main):
        script = (book / "_steps" / key / "steps.js").read_text(encoding="utf-8")
        line = script.splitlines()[1]
        data = json.loads(line[line.index(" = ") + 3:-1])
        for step in data["steps"]:
            where = f"viewer {data['title']!r}, " + (
                f"move {step['number']}" if step["number"] else "start")
            found += [(where, step["words"]), (where, step["summary"])]
            found += [(where, caption) for _, caption in step["marks"]]
    return found


def page_moves(page: str) -> frozenset[str]:
    """The moves the records write of the game whose chapter or aid ``page`` is (of every game
    for the edition's front page)."""
    game = page.removeprefix("aids/")
    return written_moves(game) if game in CHAPTERS else frozenset().union(
        *(written_moves(chapter) for chapter in CHAPTERS))


def findings(book: Path, page: str, moves=None) -> list[str]:
    """What ``page`` holds that a player must not read: ``where [what]: “…quoted…”``.
    ``moves``: the moves as records write them (by default, :func:`page_moves`)."""
    rules = patterns(page) + move_patterns(page_moves(page) if moves is None else moves)
    found = []
    for where, text in texts(book, page):
        plain = URL.sub(" ", text)
        hits = [(p.name, m) for p in rules for m in p.regex.finditer(plain)]
        for name, match in hits:
            start, end = max(0, match.start() - 40), min(len(plain), match.end() + 40)
            quoted = ("…" if start else "") + plain[start:end] + ("…" if end < len(plain) else "")
            found.append(f"{page} ({where}) [{name}] {match.group(0)!r}: “{quoted}”")
    return sorted(set(found))


@pytest.fixture(scope="session")
def player_book(tmp_path_factory) -> Path:
    built = html_book(tmp_path_factory, "player")
    if built.returncode != 0:
        pytest.fail(f"sphinx-build exited {built.returncode}:\n{built.output}", pytrace=False)
    return built.out


@pytest.mark.parametrize("page", PAGES)
def test_the_player_reads_no_software_and_no_move_codes(player_book, page):
    found = findings(player_book, page)
    assert not found, f"{len(found)} in {page}:\n" + "\n".join(found)


# -- the patterns themselves --------------------------------------------------------------------
ALL = COMMON + [p for group in GAME_CODES.values() for p in group]


@pytest.mark.parametrize("rule", ALL + ["header"], ids=[p.name for p in ALL] + ["header"])
def test_a_pattern_finds_what_it_must_and_leaves_english_alone(rule):
    rule = header_pattern() if rule == "header" else rule
    assert rule.finds and rule.passes
    missed = [text for text in rule.finds if not rule.regex.search(text)]
    wrong = [text for text in rule.passes if rule.regex.search(text)]
    assert not missed and not wrong, (rule.name, missed, wrong)


def test_every_game_gives_the_moves_its_records_write():
    """The moves looked for are the records' own, replayed through each game's model: the
    one-word moves and the moves with no digit among them, which a check for digits missed."""
    assert all(written_moves(chapter) for chapter in CHAPTERS)
    assert {"pass", "advance C5", "S4@A3"} <= written_moves("in-crowd")
    assert {"Tn Ca", "boost none", "A3-A4"} <= written_moves("fallacy-of-rank")
    assert {"end", "decline", "detention"} <= written_moves("human-trophies")
    assert "rover" in written_moves("croquet")
    assert page_moves("player") == frozenset().union(*map(written_moves, CHAPTERS))


MOVES = {"D", "pass", "A", "B2", "A1-B1", "boost none", "R3@B2"}


@pytest.mark.parametrize(("text", "found"), [
    ("D: not allowed, the river runs the other way.", ["D"]),
    ("Ben tried D, which the river forbids.", ["D"]),
    ("In records a park is written R3@B2, then", ["R3@B2"]),
    ("Then A1-B1 takes the ford.", ["A1-B1"]),
    ("Ben writes boost  none.", ["boost  none"]),
    ("pass: not allowed while you lead", ["pass"]),
    ("pass", ["pass"]),
    ("A: the river", ["A"]),
    # English, or a square named as the board names it.
    ("Ann may pass; Ben passes too.", []),
    ("A player may pass when behind.", []),
    ("Pass: you may, while behind.", []),
    ('Say "pass" aloud.', []),
    ("Red places a 3-pip on B2.", []),
    ("DD and ID and a 3D view; A1-B10; mR3@B2", []),
])
def test_a_move_as_a_record_writes_it_is_found_and_english_is_not(text, found):
    rules = move_patterns(MOVES)
    assert [m.group(0) for rule in rules for m in rule.regex.finditer(text)] == found


def test_a_planted_bare_move_is_found_on_a_page(tmp_path):
    """The whole check on small built pages: a bare code with no digit (``D``) and a one-word
    move set apart as notation, each found with its page; the same words in a sentence not."""
    (tmp_path / "river-race.html").write_text(
        '<article role="main" id="furo-main-content">'
        "<ul><li>D: not allowed, the river runs the other way.</li></ul>"
        "<p>Ann may pass; Ben claims B2.</p></article>", encoding="utf-8")
    found = findings(tmp_path, "river-race", moves={"D", "pass", "B2"})
    assert found == ["river-race (text) [record's move] 'D': “D: not allowed, the river runs "
                     "the other …”"], found
    (tmp_path / "in-crowd.html").write_text(
        '<article role="main" id="furo-main-content">'
        "<p>Ann may pass when she cannot place or vote.</p>"
        "<table><tr><td>pass</td><td>Ann has nothing to place</td></tr></table>"
        '<p>Write <code class="literal">pass</code> to pass.</p></article>', encoding="utf-8")
    found = findings(tmp_path, "in-crowd")
    assert [f.split("]")[0] for f in found] == [
        "in-crowd (code) [record's move as notation",
        "in-crowd (text) [record's move as notation"], found


def test_the_text_of_a_page_is_read_block_by_block_without_markup():
    fragment = ('<p>A <code class="literal">R3@B2</code> move<a class="headerlink" href="#x">'
                '¶</a></p><table><tr><td>heuristic</td><td>400</td></tr></table>'
                '<script>var scripts_path = "games/x.py";</script>')
    assert lines_of(fragment) == ["A R3@B2 move", "heuristic", "400"]
    found = [p.name for p in COMMON for line in lines_of(fragment) if p.regex.search(line)]
    assert found == ["agent name"]


def test_a_page_with_software_words_is_found(tmp_path):
    """The whole check on a small built page: a chapter with a path, a header line, a card code
    and a viewer whose caption codes a card, each found and quoted with its page."""
    (tmp_path / "_steps" / "human_trophies" / "x").mkdir(parents=True)
    steps = {"title": "T", "steps": [
        {"number": 0, "notation": "", "words": "The deal.", "summary": "Alice to act.",
         "marks": []},
        {"number": 1, "notation": "recruit 6S", "words": "Alice recruits the 6 of spades.",
         "summary": "Bernard to act.", "marks": [["m", "Alice recruits 6S."]]}]}
    (tmp_path / "_steps" / "human_trophies" / "x" / "steps.js").write_text(
        "window.rulebookSteps = window.rulebookSteps || {};\n"
        f'window.rulebookSteps["human_trophies/x"] = {json.dumps(steps)};\n')
    (tmp_path / "human-trophies.html").write_text(
        '<nav>games/sidebar.py</nav><article role="main" id="furo-main-content">'
        "<p>See scripts/play.py. A record says variant: poison.</p>"
        "<p>Alice tricks KD with the 3 of spades.</p>"
        '<div class="stepper" data-steps="human_trophies/x"></div>'
        '<img src="a.svg" alt="Alice holds 10C.">'
        "</article><aside>results file</aside>", encoding="utf-8")
    found = findings(tmp_path, "human-trophies")
    text = "\n".join(found)
    assert {f.split(" [")[1].split("]")[0] for f in found} == {
        "path", "file name", "header syntax", "card code"}, found
    for expected in ["scripts/play.py", "variant: poison", "'KD'", "'10C'",
                     "viewer 'T', move 1", "Alice recruits 6S."]:
        assert expected in text, (expected, found)
    assert "sidebar" not in text and "results file" not in text  # only the page's own text
    assert "recruit 6S" not in text.replace("recruits 6S", "")  # the notation is not read
