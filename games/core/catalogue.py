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
from typing import Any, Protocol, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Entry(Protocol):
    """``entry(name)``: a decorator registering a function as ``name``, unchanged."""

    def __call__(self, name: str) -> Callable[[F], F]: ...


def catalogue() -> tuple[dict[str, Callable[..., Any]], Entry]:
    """An empty catalogue, and a decorator ``entry(name)`` that registers a function in it."""
    entries: dict[str, Callable[..., Any]] = {}

    def entry(name: str) -> Callable[[F], F]:
        """Register the decorated function as ``name``."""
        def register(fn: F) -> F:
            entries[name] = fn
            return fn
        return register
    return entries, entry
