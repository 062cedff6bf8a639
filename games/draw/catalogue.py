"""A game's figure catalogue: figure names mapped to functions that return SVG text.

>>> FIGURES, figure = catalogue()
>>> @figure("empty")
... def empty():
...     return "<svg/>"
>>> FIGURES["empty"]()
'<svg/>'
"""

from __future__ import annotations

from typing import Callable


def catalogue() -> tuple[dict[str, Callable[[], str]], Callable]:
    """An empty catalogue, and a decorator ``figure(name)`` that registers a function in it."""
    figures: dict[str, Callable[[], str]] = {}

    def figure(name: str):
        """Register the decorated function as the figure ``name``."""
        def register(fn):
            figures[name] = fn
            return fn
        return register
    return figures, figure
