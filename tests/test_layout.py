"""Every game keeps each role in the same file (README, "One layout, every game"), says its
words where they are made (no function rewrites a sentence the model wrote), and its model
knows nothing of the lab: read from the sources, without running them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games import registry

GAMES = Path(__file__).resolve().parent.parent / "games"

#: The files every game has, and the names each must define at its top level.
ROLES = {"__init__.py": {"GAME"}, "moves.py": set(), "turn.py": {"TURNS"},
         "header.py": {"HEADER"}, "rules.py": {"new_game", "state_from_record"},
         "narrate.py": {"summary"}, "figures.py": {"FIGURES", "render_position"}}
#: The lab's files: the model (what ``rules.py`` and ``turn.py`` import, at any depth) imports
#: none of them.
LAB = {"lab", "heuristic", "tuning", "studies", "answers", "agents"}


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def defined(path: Path) -> set[str]:
    """The names ``path`` defines at its top level."""
    names: set[str] = set()
    for node in tree(path).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
            names |= {e.id for t in node.targets if isinstance(t, ast.Tuple)
                      for e in t.elts if isinstance(e, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.ImportFrom):
            names |= {alias.asname or alias.name for alias in node.names}
    return names


def imported(path: Path, at_top: bool = True) -> set[str]:
    """The game's own modules ``path`` imports (``from .x import``, ``from . import x``):
    those run when it is loaded (``at_top``, not under ``if TYPE_CHECKING`` or in a function),
    or all of them."""
    found: set[str] = set()
    nodes = tree(path).body if at_top else list(ast.walk(tree(path)))
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("name", registry.GAME_NAMES)
def test_each_role_sits_in_its_file(name):
    folder = GAMES / name
    for file, names in ROLES.items():
        assert (folder / file).is_file(), f"games/{name}/{file} is missing"
        assert names <= defined(folder / file), f"games/{name}/{file} lacks {names}"
    if registry.get(name).variants.names():
        assert "VARIANTS" in defined(folder / "options.py"), f"games/{name}/options.py"


@pytest.mark.parametrize("name", registry.GAME_NAMES)
def test_no_function_rewrites_the_model_s_text(name):
    for file in ("narrate.py", "words.py"):
        path = GAMES / name / file
        if path.is_file():
            assert "plainly" not in defined(path), path
            assert not any(isinstance(node, ast.Import) and any(a.name == "re" for a in node.names)
                           for node in ast.walk(tree(path))), f"{path} imports re"


@pytest.mark.parametrize("name", registry.GAME_NAMES)
def test_the_model_imports_nothing_of_the_lab_and_no_module_imports_itself_back(name):
    folder = GAMES / name
    graph = {path.stem: imported(path) for path in folder.glob("*.py")}
    model, seen = ["rules", "turn"], set()
    while model:
        module = model.pop()
        if module in seen or module not in graph:
            continue
        seen.add(module)
        model += graph[module]
    assert not seen & LAB, f"games/{name}: the model imports {sorted(seen & LAB)}"

    def cycle(start: str, at: str, path: tuple[str, ...]) -> tuple[str, ...] | None:
        for nxt in graph.get(at, ()):
            if nxt == start:
                return (*path, nxt)
            if nxt not in path and nxt in graph:
                found = cycle(start, nxt, (*path, nxt))
                if found:
                    return found
        return None

    for module in graph:
        loop = cycle(module, module, (module,))
        assert loop is None, f"games/{name}: a loop of imports at load: {' -> '.join(loop)}"


def test_a_game_s_files_are_looked_up_by_name_in_one_place():
    """``importlib.import_module`` is called once in games/, by the registry."""
    calls = [path.relative_to(GAMES).as_posix() for path in GAMES.rglob("*.py")
             for node in ast.walk(tree(path))
             if isinstance(node, ast.Attribute) and node.attr == "import_module"]
    assert calls == ["registry.py"], calls
