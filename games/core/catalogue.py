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
from typing import TypeVar

#: A function that makes an entry's text (an SVG figure, an example box).
Maker = TypeVar("Maker", bound=Callable[[], str])


def catalogue() -> tuple[dict[str, Callable[[], str]],
                         Callable[[str], Callable[[Maker], Maker]]]:
    """An empty catalogue, and a decorator ``entry(name)`` that registers a function in it."""
    entries: dict[str, Callable[[], str]] = {}

    def entry(name: str) -> Callable[[Maker], Maker]:
        """Register the decorated function as ``name``."""
        def register(fn: Maker) -> Maker:
            entries[name] = fn
            return fn
        return register
    return entries, entry
