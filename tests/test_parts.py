"""What a game must or may give is declared once (games/core/parts.py) and checked when the
registry loads it: every game of the registry passes; a small game with none of the optional
parts passes; and a missing or wrong part is refused in one line that names the game, the part,
what to add and in which file."""

from __future__ import annotations

import dataclasses
import re
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from games import registry
from games.core.errors import UserError
from games.core.game import About, GameInfo
from games.core.header import Header, Variant, Variants
from games.core.parts import FIELDS, PARTS, loaded, registered

FIGURES = "from games.core.catalogue import catalogue\nFIGURES, figure = catalogue()\n" \
          "def render_position(state, title, caption):\n    return '<svg/>'\n"


@pytest.mark.parametrize("name", registry.GAME_NAMES)
def test_every_game_of_the_registry_gives_its_parts_as_declared(name):
    info = registry.get(name)
    found = registry.check_all(info)
    assert found[0] == "figures" and "header" in found
    assert set(found) <= set(PARTS)
    lab = registry.lab(name)
    assert set(lab.agents) == set(info.agents)
    assert (lab.prepare is None) or info.determinize is not None
    header = registry.part(info, "header")
    assert header is not None
    assert set(info.variants.names()) == set(header.HEADER.variants.names())


def test_every_field_of_gameinfo_is_declared_with_what_it_is_for():
    assert {f.name for f in dataclasses.fields(GameInfo)} == set(FIELDS)
    assert all(hook.doc and hook.add for hook in FIELDS.values())
    required = {name for name, hook in FIELDS.items() if hook.required}
    assert required == {"name", "title", "state_from_record", "records", "figures_module",
                        "narrate", "about"}


def toy(tmp_path: Path, monkeypatch, files: dict[str, str] | None = None,
        **changes) -> ModuleType:
    """A small game ``toy`` in ``tmp_path``: its package with the given files (its figures
    module by default) and a GAME with ``changes``."""
    folder = tmp_path / "toy"
    (folder / "records").mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    for name, text in ({"figures.py": FIGURES} | (files or {})).items():
        (folder / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    for loaded_before in [key for key in sys.modules if key.split(".")[0] == "toy"]:
        monkeypatch.delitem(sys.modules, loaded_before)  # another test's toy
    fields = dict(name="toy", title="Toy", state_from_record=lambda record: None,
                  records=folder / "records", figures_module="toy.figures",
                  about=About("Ann", "2026", "2", "5 minutes", "a pencil"),
                  narrate=SimpleNamespace(summary=lambda state: ""))
    package = ModuleType("toy")
    package.__file__ = str(folder / "__init__.py")
    package.GAME = GameInfo(**(fields | changes))  # type: ignore[attr-defined]
    return package


def refusal(package: ModuleType) -> str:
    with pytest.raises(UserError) as caught:
        registered("toy", package)
    line = str(caught.value)
    assert "\n" not in line and line.startswith("game 'toy': "), line
    return line


def test_a_simple_game_needs_no_variants_and_no_optional_part(tmp_path, monkeypatch):
    info = registered("toy", toy(tmp_path, monkeypatch))
    assert info.variants.names() == () and info.agents == ()


@pytest.mark.parametrize(("changes", "files", "said"), [
    ({"narrate": None}, {}, "GAME in games/toy/__init__.py gives no narrate: add "
     "narrate=narrate to its GameInfo"),
    ({"about": None}, {}, "gives no about: add about=About("),
    ({"title": ""}, {}, "title in GAME (games/toy/__init__.py) is the string '', not a string "
     "that is not empty"),
    ({"records": Path("nowhere")}, {}, "records in GAME (games/toy/__init__.py) is the path "
     "'nowhere', where there is no folder"),
    ({"name": "other"}, {}, "GAME in games/toy/__init__.py is named 'other': make it "
     'name="toy"'),
    ({"players_by": "seats"}, {}, "is the string 'seats', not 'names' or 'count'"),
    ({"variants": ("fast",)}, {}, "variants in GAME (games/toy/__init__.py) is a tuple, not a "
     "Variants table (games.core.header): make it variants=VARIANTS"),
    ({"narrate": SimpleNamespace(summary=len, describe="move")}, {},
     "describe in the narrator is the string 'move', not a function: make it def describe("),
    ({"figures_module": "toy.pictures"}, {}, "names the figures module 'toy.pictures', which "
     "is not there: add games/toy/figures.py"),
    ({}, {"figures.py": "FIGURES = {}\n"}, "games/toy/figures.py has no render_position: add "
     "def render_position(state, title, caption) -> str to games/toy/figures.py"),
    ({}, {"lab.py": "from games.sim.lab import Lab\nLABS = Lab()\n"}, "games/toy/lab.py has "
     "no LAB: add LAB = Lab(heuristic=Heuristic(choose), questions=QUESTIONS, ...) to "
     "games/toy/lab.py"),
    ({"agents": ("robot",)}, {}, "names the agents robot, but games/toy/lab.py is not "
     "there: add it, with LAB = Lab(agents="),
])
def test_a_missing_or_wrong_part_is_refused_in_one_line_saying_what_to_add_where(
        tmp_path, monkeypatch, changes, files, said):
    assert said in refusal(toy(tmp_path, monkeypatch, files, **changes))


def test_the_header_and_gameinfo_give_the_same_variants(tmp_path, monkeypatch):
    fast = Variant("fast", "ten turns")
    package = toy(tmp_path, monkeypatch)
    header = ModuleType("toy.header")
    header.HEADER = Header("Toy", variants=Variants(fast))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "toy.header", header)
    info = package.GAME
    with pytest.raises(UserError, match=re.escape(
            "the header (games/toy/header.py) declares the variants fast, but GAME in "
            "games/toy/__init__.py gives none: give both the one table")):
        loaded(info, "header", header)
    loaded(dataclasses.replace(info, variants=Variants(fast)), "header", header)


@pytest.mark.parametrize(("part", "module", "said"), [
    ("lab", SimpleNamespace(LAB={"tuning": 9}), "LAB in games/toy/lab.py is a dict, not a "
     "Lab (games.sim.lab): make it LAB = Lab("),
    ("worked", SimpleNamespace(), "games/toy/worked.py has no WORKED: add WORKED, entry = "
     "catalogue()"),
])
def test_a_part_of_the_wrong_shape_is_refused_when_it_is_loaded(tmp_path, monkeypatch, part,
                                                                module, said):
    info = registered("toy", toy(tmp_path, monkeypatch))
    with pytest.raises(UserError) as caught:
        loaded(info, part, module)
    assert said in str(caught.value) and "\n" not in str(caught.value)


def test_a_wrong_part_is_refused_by_the_registry_and_asked_again(monkeypatch):
    info = registry.get("in_crowd")
    import games.in_crowd.lab as lab

    monkeypatch.delitem(registry._PARTS, "games.in_crowd.lab", raising=False)
    right = lab.LAB
    monkeypatch.setattr(lab, "LAB", 100)
    with pytest.raises(UserError, match=re.escape(
            "LAB in games/in_crowd/lab.py is an int, not a Lab")):
        registry.part(info, "lab")
    assert "games.in_crowd.lab" not in registry._PARTS
    monkeypatch.undo()
    assert registry.part(info, "lab").LAB is right


def test_the_registry_gives_the_lab_typed_and_refuses_a_wrong_one(monkeypatch):
    import games.in_crowd.lab as lab

    assert registry.lab("in_crowd") is lab.LAB and registry.lab("fallacy_of_rank").agents == {}
    monkeypatch.delitem(registry._LABS, "in_crowd")
    monkeypatch.setattr(lab, "LAB", None)
    with pytest.raises(UserError, match=re.escape(
            "game 'in_crowd': games/in_crowd/lab.py makes no LAB, a Lab: add LAB = Lab(...)")):
        registry.lab("in_crowd")
