"""``rulebook new``: the one-line refusals, which write nothing, and a game never left half
written (the whole run, a new game that tests and builds at once, is tests/test_scaffold.py)."""

import ast
import dataclasses
import io
from pathlib import Path
from unittest import mock

import pytest

from games import new
from games.cli import main
from games.core.errors import UserError
from games.core.game import GAP
from games.new import registered, skeleton

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("args", "message"), [
    (["new", "Chess!", "--title", "Chess"], "a game's name is 2 to 30 lower-case letters"),
    (["new", "subdivision", "--title", "Again"], "there is already a game called"),
    (["new", "class", "--title", "Class"], "is a Python keyword"),
    (["new", "core", "--title", "Core"], "'core' is a part of the games package already"),
    (["new", "registry", "--title", "R"], "is a part of the games package already"),
    (["new", "templates", "--title", "T"], "is a part of the games package already"),
    (["new", "json", "--title", "Json"], "is the name of a Python module"),
    (["new", "pytest", "--title", "P"], "is the name of a Python module"),
    (["new", "fine", "--title", ""], "--title: a title may hold"),
    (["new", "fine", "--title", "   "], "--title: a title may hold"),
    (["new", "fine", "--title", "Bell\x07"], "--title: a title may hold"),
    (["new", "fine", "--title", "Tab\there"], "--title: a title may hold"),
    (["new", "fine", "--title", "Line\nbreak"], "--title: a title may hold"),
    (["new", "fine", "--title", "x" * 61], "--title: a title may hold"),
    (["new", "fine", "--title", "Fine", "--designer", ""], "--designer: give 1 to 100"),
    (["new", "fine"], "the following arguments are required: --title"),
    # The cover's facts: digits 0-9 only, within range, the fewest first; words on one line.
    (["new", "fine", "--title", "Fine", "--players", "\u0663"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--players", "2-\u00b2"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--players", "4-2"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--players", "0"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--players", "100"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--players", "2 to 4"], "--players: give a number"),
    (["new", "fine", "--title", "Fine", "--time", "9" * 40], "--time: give the minutes"),
    (["new", "fine", "--title", "Fine", "--time", "-5"], "--time: give the minutes"),
    (["new", "fine", "--title", "Fine", "--time", "\uff13\uff10"], "--time: give the minutes"),
    (["new", "fine", "--title", "Fine", "--components", "a\x07bell"], "--components: what"),
    (["new", "fine", "--title", "Fine", "--components", "two\nlines"], "--components: what"),
    (["new", "fine", "--title", "Fine", "--components", " "], "--components: what"),
    (["new", "fine", "--title", "Fine", "--components", "x" * 201], "--components: what"),
    (["new", "fine", "--title", "Fine", "--components", GAP], "--components: what"),
])
def test_bad_arguments_get_one_line_and_nothing_is_written(capsys, args, message):
    folders = [ROOT / "games", ROOT / "docs", ROOT / "tests", ROOT / "diagrams"]
    before = [sorted(folder.iterdir()) for folder in folders]
    registry_text = (ROOT / "games" / "games.txt").read_text(encoding="utf-8")
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert message in err and err.count("\n") == 1 and out == ""
    assert [sorted(folder.iterdir()) for folder in folders] == before
    assert (ROOT / "games" / "games.txt").read_text(encoding="utf-8") == registry_text


def a_project(tmp_path: Path) -> Path:
    """The least a project needs for ``new_game``: the list of games it extends."""
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "games.txt").write_text("subdivision\n")
    return tmp_path


@pytest.mark.parametrize("failure", [KeyboardInterrupt, UserError])
def test_a_failure_or_an_interruption_while_drawing_leaves_nothing_behind(
        tmp_path, monkeypatch, failure):
    project = a_project(tmp_path)
    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()}
    drawn = []

    def draw(where, step, name):
        assert (where / "games" / name / "rules.py").is_file()  # written before drawing
        (where / "diagrams" / name / "steps").mkdir(parents=True, exist_ok=True)
        (where / "diagrams" / name / "steps" / "001.svg").write_text("<svg/>")
        (where / "games" / name / "__pycache__").mkdir(exist_ok=True)
        drawn.append(step)
        if step == "steps":
            raise failure("the frames could not be drawn")

    monkeypatch.setattr(new, "_draw", draw)
    with pytest.raises(failure):
        new.new_game("fine", "Fine", project=project)
    assert drawn == ["figures", "steps"]
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == before
    assert not (project / "games" / "fine").exists()
    assert not (project / "diagrams" / "fine").exists()


def test_a_folder_in_the_way_is_refused_before_anything_is_written(tmp_path):
    project = a_project(tmp_path)
    (project / "diagrams" / "fine").mkdir(parents=True)
    with pytest.raises(UserError, match="already exists; a new game never overwrites"):
        new.new_game("fine", "Fine", project=project)
    (project / "diagrams" / "fine").rmdir()
    (project / "games" / "fine").mkdir()
    with pytest.raises(UserError, match="'fine' is a part of the games package already"):
        new.new_game("fine", "Fine", project=project)
    assert sorted(p.name for p in (project / "games").iterdir()) == ["fine", "games.txt"]


def test_an_existing_file_is_never_overwritten(tmp_path, capsys):
    files = skeleton("fine", "Fine", "me", "2026")
    a_project(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "fine.md").write_text("mine\n")
    with pytest.raises(UserError, match=r"fine\.md: already exists"):
        new.new_game("fine", "Fine", project=tmp_path)
    assert (tmp_path / "docs" / "fine.md").read_text() == "mine\n"
    assert not (tmp_path / "games" / "fine").exists() and "docs/fine.md" in files


def test_the_skeleton_writes_nothing_under_the_simulation_lab():
    written = skeleton("fine", 'Le "Café"', "Zoë", "2026")
    assert not [path for path in written if path.startswith("games/sim")]
    assert {"games/fine/rules.py", "docs/fine.md", "tests/test_fine.py"} <= set(written)


def test_the_list_of_games_gains_the_game_last_and_the_registry_reads_it():
    from games.registry import _listed

    text = "# the games\na\n\nb  # the second\n"
    assert _listed(registered(text, "c")) == ("a", "b", "c")


def about_of(files: dict[str, str], name: str = "fine") -> dict[str, str]:
    """The cover's facts as the skeleton's ``__init__.py`` writes them (a gap as ``GAP``)."""
    tree = ast.parse(files[f"games/{name}/__init__.py"])
    call = next(node for node in ast.walk(tree) if isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name) and node.func.id == "About")
    return {word.arg: word.value.id if isinstance(word.value, ast.Name)
            else ast.literal_eval(word.value) for word in call.keywords if word.arg}


def test_the_cover_holds_the_facts_given_and_a_marked_gap_for_each_other():
    long = "a river board, " * 12 + "and two canoes"
    files = skeleton("fine", "Fine", "Zoë 'Z' Example", "2026", players="2 to 4",
                     components=long)
    assert about_of(files) == {"designers": "Zoë 'Z' Example", "year": "2026",
                               "players": "2 to 4", "time": "GAP", "components": long,
                               "original": True}  # a game of one's own, not restated
    init = files["games/fine/__init__.py"]
    assert "from ..core.game import GAP, About, GameInfo\n" in init
    assert "about 5 minutes" not in init and "3 x 3 to 9 x 9" not in init  # the skeleton's
    given = skeleton("fine", "Fine", "me", "2026", "2", "about 5 minutes", "a board")
    assert "GAP" not in given["games/fine/__init__.py"]  # nothing to mark, nothing imported
    assert max(len(line) for text in (init, given["games/fine/__init__.py"])
               for line in text.splitlines()) <= 100


def test_rulebook_new_writes_the_facts_it_reads_and_says_which_are_gaps(
        tmp_path, monkeypatch, capsys):
    project = a_project(tmp_path)
    monkeypatch.setattr(new, "_draw", lambda *args: None)
    new.new_game("fine", "Fine", project=project, players=" 2-4 ", time="20-30")
    files = {f"games/fine/{p.name}": p.read_text() for p in (project / "games" / "fine").iterdir()
             if p.is_file()}
    assert about_of(files) == {"designers": "its designer", "year": "unpublished",
                               "players": "2 to 4", "time": "20 to 30 minutes",
                               "components": "GAP", "original": True}
    monkeypatch.setattr(new, "new_game", lambda *args, **kwargs: [])
    assert main(["new", "other", "--title", "Other", "--time", "5"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0] == ("gaps: the cover's players and components (not given: --players, "
                       f"--components) are written as {GAP!r} in games/other/__init__.py: "
                       "write your game's there (the player's edition will not build until "
                       "you do)")


def cover_page(tmp_path: Path, edition: str) -> tuple[str, str]:
    """A one-page book with the In Crowd's cover, its players and time made gaps, built as
    text in ``edition``: (the build's warnings and errors, the page)."""
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    from games import registry

    source, out = tmp_path / "src", tmp_path / edition
    source.mkdir(exist_ok=True)
    (source / "conf.py").write_text(
        f"import sys\nsys.path.insert(0, {str(ROOT / 'docs' / '_ext')!r})\n"
        "extensions = ['myst_parser', 'rulebook']\nrulebook_draw = False\n"
        f"rulebook_diagrams = {str(tmp_path / 'diagrams')!r}\n")
    (source / "index.md").write_text("# A game\n\n```{cover} in_crowd\n```\n")
    real = registry.get("in_crowd")
    gapped = dataclasses.replace(real, about=dataclasses.replace(real.about, players=GAP,
                                                                  time=GAP))
    warnings = io.StringIO()
    with docutils_namespace(), mock.patch.object(registry, "get", lambda name: gapped):
        Sphinx(str(source), str(source), str(out), str(tmp_path / f"{edition}-trees"), "text",
               status=None, warning=warnings, freshenv=True,
               tags=["player"] if edition == "player" else []).build()
    return warnings.getvalue(), (out / "index.txt").read_text(encoding="utf-8")


def test_the_players_edition_refuses_a_gap_in_the_cover_in_one_line(tmp_path):
    said, page = cover_page(tmp_path, "designer")
    assert said == "" and page.count(GAP) == 2  # the designer sees the gaps as they are
    said, page = cover_page(tmp_path, "player")
    errors = [line for line in said.splitlines() if "ERROR" in line]
    assert len(errors) == 1 and "index.md:3: ERROR: in_crowd: the cover's players and time " \
        f"are not written yet ({GAP!r}, left by rulebook new)" in errors[0], said
    assert GAP not in page and "Players" not in page
