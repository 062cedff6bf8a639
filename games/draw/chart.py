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
import re
from html import escape

from matplotlib import rc_context
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure

#: (fill, hatch, median line style) for each series in turn.
SERIES_STYLES = (("#0072B2", "", "-"), ("#E69F00", "//", "--"), ("#009E73", "..", ":"))
_RC = {"svg.hashsalt": "tabletop-rulebooks", "svg.fonttype": "none", "font.size": 10,
       "font.family": "DejaVu Sans", "hatch.linewidth": 1.0}


def bar_chart(title: str, desc: str, categories: list, series: list[tuple[str, list, float]],
              xlabel: str, ylabel: str, width: float = 6.4, height: float = 3.4) -> str:
    """Grouped bars: one bar per series for each category, and a vertical line at each
    series' median (the third item of a series; None for no line). Returns SVG text."""
    with rc_context(_RC):
        figure = Figure(figsize=(width, height))
        FigureCanvasSVG(figure)
        axes = figure.add_subplot()
        n = len(series)
        bar = 0.8 / n
        positions = list(range(len(categories)))
        for k, (label, counts, median) in enumerate(series):
            fill, hatch, style = SERIES_STYLES[k % len(SERIES_STYLES)]
            offset = (k - (n - 1) / 2) * bar
            axes.bar([p + offset for p in positions], counts, bar, label=label, color=fill,
                     hatch=hatch, edgecolor="#000000", linewidth=0.6)
            if median is not None:
                at = categories.index(median) + offset if median in categories else None
                if at is not None:
                    axes.axvline(at, color="#000000", linestyle=style, linewidth=1.2)
        axes.set_xticks(positions, [str(c) for c in categories])
        axes.set_xlabel(xlabel)
        axes.set_ylabel(ylabel)
        axes.spines[["top", "right"]].set_visible(False)
        axes.legend(frameon=False)
        figure.tight_layout()
        out = io.StringIO()
        figure.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    return _titled(out.getvalue(), title, desc)


def _titled(svg: str, title: str, desc: str) -> str:
    """Put ``<title>`` and ``<desc>`` first inside the ``<svg>`` element, and mark it an image."""
    svg = re.sub(r"<metadata>.*?</metadata>\s*", "", svg, flags=re.S)
    opening = re.search(r"<svg\b[^>]*>", svg)
    head = opening.group(0).replace("<svg ", '<svg role="img" ', 1)
    inner = f"\n <title>{escape(title)}</title>\n <desc>{escape(desc)}</desc>"
    return svg[:opening.start()] + head + inner + svg[opening.end():]
