"""A catalogue: names mapped to the functions that make them.

Each game has two: its figures (names to functions returning SVG text, in ``figures.py``) and
its worked examples (names to functions returning the text of an example box, in ``worked.py``).

>>> FIGURES, figure = catalogue()
>>> @figure("empty")
... def empty():
...     return "<svg/>"
>>> FIGURES["empty"]()
'<svg/>'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


def catalogue() -> tuple[dict[str, Callable[..., Any]], Callable[[str], Callable[[F], F]]]:
    """An empty catalogue, and a decorator ``entry(name)`` that registers a function in it."""
    entries: dict[str, Callable[..., Any]] = {}

    def entry(name: str) -> Callable[[F], F]:
        """Register the decorated function as ``name``."""
        def register(fn: F) -> F:
            entries[name] = fn
            return fn
        return register
    return entries, entry
