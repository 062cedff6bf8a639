"""What the code-comparing bench scripts share: how long a measure runs (bench_rates.py), the
``games`` package of the code being measured (bench_rates.py, bench_decisions.py), and this
project's guarded reader for the files they read and write (bench_decisions.py).

>>> budget("bench_x", "2.5"), budget("bench_x", "count:40")
((None, 2.5), (40, 0.0))
>>> budget("bench_x", "\u0661")  # an Arabic-Indic one: not a number here
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

#: This project's ``games/core`` (the one the bench scripts sit beside).
CORE = Path(__file__).resolve().parent.parent / "games" / "core"


def budget(script: str, how: str) -> tuple[int | None, float] | None:
    """``SECONDS`` (CPU seconds) or ``count:N`` (exactly N) as (N or None, seconds); None
    after one line on stderr when ``how`` is neither."""
    number = how.removeprefix("count:")
    if not (number.isascii() and (number.isdigit() if number != how
                                  else number.replace(".", "", 1).isdigit())):
        print(f"{script}: {how!r}: give SECONDS (a number) or count:N (a whole number)",
              file=sys.stderr)
        return None
    fixed = int(number) if number != how else None
    return fixed, 0.0 if fixed is not None else float(how)


def games_of(script: str, root: str) -> ModuleType:
    """The ``games`` package under ``root`` (the code being measured), never another copy."""
    sys.path.insert(0, root)
    import games

    if not games.__file__ or not games.__file__.startswith(root):
        raise SystemExit(f"{script}: games loaded from {games.__file__}, not {root}")
    return games


def guarded_files() -> ModuleType:
    """This project's :mod:`games.core.files` (its one guarded reader, ``read_bytes`` and its
    forms, with their kinds, and ``check_targets`` and ``write_atomic``), loaded as
    ``_bench_core.files``, apart from the ``games`` package measured (an older one may lack
    them): a kept-games file that is a device, a pipe or too big is one line there too."""
    if "_bench_core.files" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "_bench_core", CORE / "__init__.py", submodule_search_locations=[str(CORE)])
        assert spec is not None and spec.loader is not None
        package = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = package
        spec.loader.exec_module(package)
    return importlib.import_module("_bench_core.files")
