"""Charts drawn with matplotlib, written as deterministic SVG with a title and a description.

The same data always gives the same bytes: no date or creator in the metadata, a fixed salt
for matplotlib's generated ids, and text kept as text. Series differ in colour (Okabe-Ito
colours, told apart by colour-blind readers), in hatching and in line style, so the chart also
reads in greyscale.

>>> svg = bar_chart("Test", "A test chart with two series of three bars and their medians.",
...                 [1, 2, 3], [("one", [1, 2, 1], 2), ("two", [0, 1, 3], 3)], "x", "y")
>>> svg.count("<title>Test</title>"), "<desc>A test chart" in svg, svg == bar_chart(
...     "Test", "A test chart with two series of three bars and their medians.",
...     [1, 2, 3], [("one", [1, 2, 1], 2), ("two", [0, 1, 3], 3)], "x", "y")
(1, True, True)
"""

from __future__ import annotations

import io
import itertools
import re
from collections.abc import Sequence
from html import escape
from typing import Any

from matplotlib import rc_context
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure
from matplotlib.typing import RcKeyType

from .style import LOOK, ChartLook

#: matplotlib's settings for every chart: a fixed hash salt (the same chart gives the same bytes),
#: text kept as text, our font.
SVG_RC: dict[RcKeyType, Any] = {
    "svg.hashsalt": "tabletop-rulebooks", "svg.fonttype": "none", "font.size": 10,
    "font.family": "DejaVu Sans", "hatch.linewidth": 1.0}

#: One series of a bar chart: its label, a count for each category, and its median (or None).
Series = tuple[str, list[int], float | None]


def bar_chart(title: str, desc: str, categories: list[int], series: Sequence[Series],
              xlabel: str, ylabel: str, width: float = 6.4, height: float = 3.4,
              look: ChartLook = LOOK.chart) -> str:
    """Grouped bars: one bar per series for each category, and a vertical line at each
    series' median (the third item of a series; None for no line), drawn at the median's
    value on the category axis (between two categories for a half), each in its series' line
    style and named in the legend; series take the ``look``'s styles in turn. Returns SVG
    text."""
    with rc_context(SVG_RC):
        figure = Figure(figsize=(width, height))
        FigureCanvasSVG(figure)
        axes = figure.add_subplot()
        n = len(series)
        bar = 0.8 / n
        positions = list(range(len(categories)))
        for k, (label, counts, median) in enumerate(series):
            fill, hatch, style = look.series[k % len(look.series)]
            offset = (k - (n - 1) / 2) * bar
            axes.bar([p + offset for p in positions], counts, bar, label=label, color=fill,
                     hatch=hatch, edgecolor=look.edge, linewidth=0.6)
            at = _position(categories, median)
            if at is not None:
                axes.axvline(at, ymax=0.78, color=look.edge, linestyle=style, linewidth=1.4,
                             label=f"{label.split(':')[0]}: median {median:g}")
        axes.set_xticks(positions, [str(c) for c in categories])
        axes.set_xlabel(xlabel)
        axes.set_ylabel(ylabel)
        axes.spines[["top", "right"]].set_visible(False)
        tallest = max((max(counts) for _, counts, _ in series if counts), default=1)
        axes.set_ylim(0, tallest * 1.35)  # room for the legend above the bars
        axes.legend(frameon=False, ncols=2, loc="upper right")
        figure.tight_layout()
        out = io.StringIO()
        figure.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    return titled(out.getvalue(), title, desc)


def _position(categories: list[int], value: float | None) -> float | None:
    """Where ``value`` falls on the axis of numeric ``categories`` (bar centres at 0, 1, ...),
    interpolating between neighbours; None if it is None or outside them."""
    if value is None:
        return None
    for i, (a, b) in enumerate(itertools.pairwise(categories)):
        if a <= value <= b:
            return i + (value - a) / (b - a)
    return 0.0 if categories and value == categories[0] else None


def titled(svg: str, title: str, desc: str) -> str:
    """Put ``<title>`` and ``<desc>`` first inside the ``<svg>`` element, and mark it an image."""
    svg = re.sub(r"<metadata>.*?</metadata>\s*", "", svg, flags=re.S)
    opening = re.search(r"<svg\b[^>]*>", svg)
    if opening is None:
        raise ValueError("matplotlib wrote no <svg> element")
    head = opening.group(0).replace("<svg ", '<svg role="img" ', 1)
    inner = f"\n <title>{escape(title)}</title>\n <desc>{escape(desc)}</desc>"
    return svg[:opening.start()] + head + inner + svg[opening.end():]
