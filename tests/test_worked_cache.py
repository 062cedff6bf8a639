"""The kept answers (diagrams/<game>/worked.json, games/core/worked_cache.py): every answer the
chapters ask for is kept, under the stamp of the sources as they are, and is what the model
answers now; a file that is stale, changed by hand or broken is not believed; two builds that
save at once keep both their answers."""

import dataclasses
import json
import multiprocessing
import re
import sys
from pathlib import Path

import pytest

from games import registry
from games.core import worked_cache
from games.core.files import KEPT
from games.core.worked import PLAYER, Table, run
from games.core.worked_cache import NAME, WorkedCache, read
from games.sheets import sheets_of
from games.sim import advice, studies

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from balance import answered  # noqa: E402 (docs/_ext, above)
from kept import kept_inputs  # noqa: E402

INPUTS = kept_inputs(ROOT)
#: ``:model: A; B`` in an example box, and the fences ```{model} A```, ```{balance} GAME KEY```,
#: ```{cover} GAME```, ```{sheets} GAME``` and ```{advice} GAME```.
ASKED = re.compile(r"^(?::model:|```\{(model|balance|cover|sheets|advice)\})\s*(.+)$", re.M)
#: A file shown as text (```{code-block}, as the designer's chapter shows a game's own chapter):
#: what it asks for is shown, not asked.
SHOWN = re.compile(r"^(`{3,})\{code-block\}.*?^\1[ \t]*$", re.M | re.S)


#: What the player's edition leaves out: a ``{designer}`` block, and a "Check it yourself"
#: section (to the next heading of its level or above); and the pages only the designer's
#: edition has (docs/conf.py).
DESIGNER_ONLY = re.compile(r"^(:{3,})\{designer\}.*?^\1[ \t]*$"
                           r"|^#+ Check it yourself$.*?(?=^#{1,6} |\Z)", re.M | re.S)
DESIGNER_PAGES = {"index.md", "introduction.md", "appendix-formats.md",
                  "write-your-own-game.md"}


def asked() -> dict[str, set[str]]:
    """The keys each game's answers are kept under, as the chapters ask for them: the
    designer's edition asks for every answer, the player's edition (in a player's words, under
    the ``player:`` key) for those on its pages outside designer-only blocks."""
    keys: dict[str, set[str]] = {}
    for page in sorted((ROOT / "docs").rglob("*.md")):
        text = SHOWN.sub("", page.read_text(encoding="utf-8"))
        players = "" if page.name in DESIGNER_PAGES else DESIGNER_ONLY.sub("", text)
        for kind, words in ASKED.findall(text):
            if kind == "balance":
                game, key = words.split()
                keys.setdefault(game, set()).add(f"{{balance}} {key}")
                continue
            if kind in ("cover", "sheets", "advice"):
                keys.setdefault(words.strip(), set()).add(f"{{{kind}}}")
                continue
            for spec in filter(None, (s.strip() for s in words.split(";"))):
                game, _, rest = spec.partition(" ")
                keys.setdefault(game, set()).add(rest)
        for kind, words in ASKED.findall(players):
            if kind in ("", "model"):
                for spec in filter(None, (s.strip() for s in words.split(";"))):
                    game, _, rest = spec.partition(" ")
                    keys[game].add(PLAYER + rest)
    return keys


def kept(game: str) -> dict[str, object]:
    cache = WorkedCache(ROOT / "diagrams", INPUTS)
    return read(ROOT / "diagrams" / game / NAME, cache.stamp(game))


def test_the_chapters_ask_for_answers_of_every_game():
    assert sorted(asked()) == sorted(registry.GAME_NAMES)
    assert sum(map(len, asked().values())) > 80


@pytest.mark.parametrize("game", registry.GAME_NAMES)
def test_every_answer_the_chapters_ask_for_is_kept_for_the_sources_as_they_are(game):
    answers = kept(game)
    missing = sorted(asked()[game] - set(answers))
    assert not missing, (f"diagrams/{game}/{NAME} is stale or lacks {missing}: run `make html` "
                         "and commit it")


@pytest.mark.parametrize("game", registry.GAME_NAMES)
def test_every_kept_answer_is_what_the_model_answers_now(game):
    entries = registry.worked(registry.get(game))
    for key, data in kept(game).items():
        if key.startswith("{balance} "):
            assert data == answered(studies.question(game, key.split()[1]), ROOT), key
        elif key == "{advice}":
            assert data == advice.advice(game, ROOT)
        elif key == "{cover}":
            assert data == dataclasses.asdict(registry.get(game).about)
        elif key == "{sheets}":
            listed = sheets_of(registry.get(game)).sheets()
            assert data == [[s.name, s.title, s.scale] for s in listed]
        else:
            narrator = registry.get(game).narrate
            assert worked_cache.from_json(data) == run(entries, key, narrator=narrator), key


def test_an_answer_is_kept_and_read_back_as_it_was(tmp_path):
    table = Table(("a", "b"), (("1", "2"),))
    cache = WorkedCache(tmp_path)
    assert cache.get("in_crowd", "t", lambda: table) == table
    assert cache.get("in_crowd", "lines", lambda: ["x", "y"]) == ["x", "y"]
    assert cache.save() == ["in_crowd"] and cache.save() == []
    again = WorkedCache(tmp_path)
    assert again.get("in_crowd", "t", lambda: pytest.fail("asked again")) == table
    assert again.get("in_crowd", "lines", lambda: pytest.fail("asked again")) == ["x", "y"]
    text = (tmp_path / "in_crowd" / NAME).read_text()
    assert "date" not in text and str(tmp_path) not in text
    assert text == worked_cache.text(again.stamp("in_crowd"), json.loads(text)["answers"])


def ask_again(tmp_path, change) -> list[str]:
    """Keep an answer, ``change`` the file, and return what a new build had to ask."""
    cache = WorkedCache(tmp_path)
    cache.get("subdivision", "tallies groups", lambda: ["kept"])
    cache.save()
    path = tmp_path / "subdivision" / NAME
    change(path)
    asked_now: list[str] = []
    WorkedCache(tmp_path).get("subdivision", "tallies groups",
                              lambda: asked_now.append("asked") or ["new"])
    return asked_now


@pytest.mark.parametrize("change", [
    lambda p: p.write_text(p.read_text().replace('"kept"', '"typed in"')),  # edited by hand
    lambda p: p.write_text(p.read_text().replace('"stamp": "', '"stamp": "0')),  # other sources
    lambda p: p.write_text("{"),
    lambda p: p.write_bytes(b"\xff\xfe"),
    lambda p: p.write_text('{"stamp": [], "answers": 3}'),
    lambda p: p.write_text("[" * 100_000 + "]" * 100_000),
    lambda p: p.unlink(),
    lambda p: p.write_text(p.read_text()[:-2] + " " * KEPT.limit + "}\n"),
    lambda p: (p.unlink(), p.mkdir()),
], ids=["edited", "stale", "broken", "not-utf8", "wrong-shape", "deep", "missing", "huge",
        "a-folder"])
def test_a_file_not_as_written_for_these_sources_is_not_believed(tmp_path, change):
    assert ask_again(tmp_path, change) == ["asked"]


def test_a_file_that_cannot_be_written_is_left_alone(tmp_path):
    (tmp_path / "croquet" / NAME).mkdir(parents=True)
    cache = WorkedCache(tmp_path)
    assert cache.get("croquet", "x", lambda: ["y"]) == ["y"]
    assert cache.save() == [] and (tmp_path / "croquet" / NAME).is_dir()


def test_an_answer_of_the_wrong_shape_is_asked_again(tmp_path):
    assert worked_cache.from_json({"header": ["a"], "rows": [["1", "2"]]}) is None
    assert worked_cache.from_json({"header": ["a"], "rows": "x"}) is None
    assert worked_cache.from_json([1]) is None


def _save_one(args) -> None:
    folder, spec = args
    cache = WorkedCache(Path(folder))
    cache.get("croquet", spec, lambda: [spec])
    cache.save()


def test_two_builds_saving_at_once_keep_both_answers(tmp_path):
    specs = [f"spec {n}" for n in range(16)]
    with multiprocessing.get_context("fork").Pool(4) as pool:
        pool.map(_save_one, [(str(tmp_path), spec) for spec in specs])
    cache = WorkedCache(tmp_path)
    assert sorted(read(tmp_path / "croquet" / NAME, cache.stamp("croquet"))) == sorted(specs)
