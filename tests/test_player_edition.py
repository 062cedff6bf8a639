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
  and coordinates to four decimals; and, for every game, a move written exactly as one of its
  records writes it.

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
PAGES = CHAPTERS + [f"aids/{c}" for c in CHAPTERS]


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


@cache
def record_moves(game: str) -> re.Pattern | None:
    """Every move the records of ``game`` (by its chapter's name) write, that holds a digit or
    an ``@`` (a move that is one English word, ``end`` or ``decline``, is not a code; nor is a
    move that is a square's name alone): found anywhere as written, between non-word
    characters."""
    info = registry.get(game.replace("-", "_"))
    moves = {line.text for path in info.records.glob("*.rec")
             for line in read_record(path).moves
             if re.search(r"[\d@]", line.text) and not SQUARE.fullmatch(line.text)}
    if not moves:
        return None
    return re.compile(r"(?<![\w@.])(?:"
                      + "|".join(re.escape(m) for m in sorted(moves, key=len, reverse=True))
                      + r")(?![\w@]|\.\d)")


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


def texts(book: Path, page: str) -> list[tuple[str, str]]:
    """(where, text) for everything a player reads on ``page``: each block of its main text,
    each picture's description, and, for each viewer, every position's words, summary and
    caption."""
    source = (book / f"{page}.html").read_text(encoding="utf-8")
    main = source.split('id="furo-main-content"', 1)[1].split("</article>", 1)[0]
    found = [("text", line) for line in lines_of(main)]
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


def findings(book: Path, page: str) -> list[str]:
    """What ``page`` holds that a player must not read: ``where [what]: “…quoted…”``."""
    moves = record_moves(page.removeprefix("aids/"))
    found = []
    for where, text in texts(book, page):
        plain = URL.sub(" ", text)
        hits = [(p.name, m) for p in patterns(page) for m in p.regex.finditer(plain)]
        if moves:
            hits += [("record's move", m) for m in moves.finditer(plain)]
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


def test_a_move_as_a_record_writes_it_is_found():
    moves = record_moves("subdivision")
    assert moves is not None
    assert moves.search("In records a park is written R3@B2, then")
    assert not moves.search("Red places a 3-pip on B2.")
    # A move that is a square's name alone (claiming a square) is how a player names it too.
    assert SQUARE.fullmatch("B2") and SQUARE.fullmatch("mA4") and not SQUARE.fullmatch("R3@B2")
    # One-word moves are English: "end" and "decline" are not codes.
    hearts = record_moves("human-trophies")
    assert hearts is not None and not hearts.search("Charlie may decline; at the end")


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
