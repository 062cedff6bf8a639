"""``rulebook new``: the one-line refusals, which write nothing, and a game never left half
written (the whole run, a new game that tests and builds at once, is tests/test_scaffold.py)."""

from pathlib import Path

import pytest

from games import new
from games.cli import main
from games.core.errors import UserError
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
