"""The balance lab's charts: rates with 95% interval bars, and distributions as box plots.

Drawn with matplotlib in the figure style of :mod:`games.draw.chart` (deterministic SVG, a
title and a description, no date): series differ in Okabe-Ito colour and in hatching, so they
read in greyscale and for colour-blind readers; every bar carries its Wilson interval.

>>> svg = rate_bars("Test", "Two groups of two rates.", ["a", "b"], ["one", "two"],
...                 [[(0.5, 0.4, 0.6), (0.3, 0.2, 0.4)], [(0.6, 0.5, 0.7), None]], [0.4, 0.6])
>>> svg.count("<title>Test</title>"), svg == rate_bars(
...     "Test", "Two groups of two rates.", ["a", "b"], ["one", "two"],
...     [[(0.5, 0.4, 0.6), (0.3, 0.2, 0.4)], [(0.6, 0.5, 0.7), None]], [0.4, 0.6])
(1, True)
"""

from __future__ import annotations

import io
import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

from matplotlib import rc_context
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from ..draw.chart import SVG_RC, titled
from ..draw.style import LOOK

if TYPE_CHECKING:
    from matplotlib.axes import Axes

#: (fill, hatch) per series: Okabe-Ito colours, and a hatch each for greyscale.
#: (fill, hatch) of each series in turn, and the ink of edges and lines: the chart look.
STYLES = tuple((fill, hatch) for fill, hatch, _ in LOOK.chart.series)
INK = LOOK.chart.edge

Rate = tuple[float, float, float]  # rate, low, high


def _figure(width: float, height: float) -> Figure:
    figure = Figure(figsize=(width, height))
    FigureCanvasSVG(figure)
    return figure


def _svg(figure: Figure, title: str, desc: str) -> str:
    figure.tight_layout()
    out = io.StringIO()
    figure.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
    return titled(out.getvalue(), title, desc)


def _ticks(axes: Axes, at: Sequence[float], labels: list[str]) -> None:
    """The group labels under the axis: slanted when there are many, else wrapped to lines of
    at most a sixth of the width each, so that no two overlap; a word longer than that (an
    agent's name, ``planner:together``) keeps to one line, never broken inside."""
    if len(labels) > 4:
        axes.set_xticks(list(at), labels, rotation=20, ha="right")
    else:
        width = max(12, 48 // max(1, len(labels)))
        axes.set_xticks(list(at), ["\n".join(textwrap.wrap(label, width, break_long_words=False))
                                   or label
                                   for label in labels], ha="center")
    at = list(at)
    axes.set_xlim(at[0] - 0.6, at[-1] + 0.6)  # every group in view, drawn or n/a


def _rates_on(axes: Axes, groups: list[str], series: list[str],
              rates: Sequence[Sequence[Rate | None]], even: Sequence[float | None],
              ylabel: str, even_label: str = "even share") -> None:
    n = max(len(row) for row in rates)
    bar = 0.8 / n if n > 1 else 0.5
    for k in range(n):
        fill, hatch = STYLES[k % len(STYLES)]
        xs: list[float] = []
        ys: list[float] = []
        errors: list[list[float]] = [[], []]
        for g, row in enumerate(rates):
            cell = row[k] if k < len(row) else None
            if cell is not None:
                rate, low, high = cell
                xs.append(g + (k - (n - 1) / 2) * bar)
                ys.append(rate)
                errors[0].append(rate - low)
                errors[1].append(high - rate)
        axes.bar(xs, ys, bar, yerr=errors, label=series[k], color=fill, hatch=hatch,
                 edgecolor=INK, linewidth=0.6, capsize=2,
                 error_kw={"elinewidth": 0.9, "ecolor": INK})
    for g, row in enumerate(rates):  # a group with no rate at all: said, not drawn
        if all(cell is None for cell in row):
            axes.text(g, 0.02, "n/a", ha="center", va="bottom", fontsize=8, color=INK)
    for g, share in enumerate(even):
        if share is not None:
            # (label None: no legend entry, as matplotlib takes it; its stubs say str only)
            axes.hlines(share, g - 0.45, g + 0.45, colors=INK, linestyles=":",
                        linewidth=1.4,
                        label=even_label if g == 0 else None)  # type: ignore[arg-type]
    _ticks(axes, range(len(groups)), groups)
    axes.set_ylabel(ylabel)
    axes.yaxis.set_major_formatter(PercentFormatter(1.0, decimals=0))
    tallest = max((r[2] for row in rates for r in row if r), default=0.5)
    axes.set_ylim(0, min(1.0, tallest + 0.05))  # (the legend is above: no room kept for it)
    axes.spines[["top", "right"]].set_visible(False)
    # above the plot, never over a bar: a rate near 100% leaves no room inside it
    axes.legend(frameon=False, ncols=min(4, n + 1), loc="lower right", bbox_to_anchor=(1, 1),
                fontsize=8)


def rate_bars(title: str, desc: str, groups: list[str], series: list[str],
              rates: Sequence[Sequence[Rate | None]], even: Sequence[float | None],
              ylabel: str = "win rate", width: float = 6.4, height: float = 3.4,
              even_label: str = "even share") -> str:
    """Grouped bars: for each group, one bar per series (a rate with its interval, or None:
    a group with none says n/a), and a dotted line at the group's ``even`` share (None for
    none), labelled ``even_label``. Returns SVG text."""
    with rc_context(SVG_RC):
        figure = _figure(width, height)
        _rates_on(figure.add_subplot(), groups, series, rates, even, ylabel, even_label)
        return _svg(figure, title, desc)


def _boxes_on(axes: Axes, labels: list[str], samples: list[list[float]], ylabel: str) -> None:
    parts = axes.boxplot(samples, patch_artist=True, widths=0.55,
                         medianprops={"color": INK, "linewidth": 1.6},
                         flierprops={"marker": "o", "markersize": 2.5,
                                     "markerfacecolor": INK})
    for k, box in enumerate(parts["boxes"]):
        fill, hatch = STYLES[k % len(STYLES)]
        box.set(facecolor=fill, hatch=hatch, edgecolor=INK, linewidth=0.6)
    _ticks(axes, range(1, len(labels) + 1), labels)
    axes.set_ylabel(ylabel)
    axes.spines[["top", "right"]].set_visible(False)


def boxes(title: str, desc: str, labels: list[str], samples: list[list[float]], ylabel: str,
          width: float = 6.4, height: float = 3.4) -> str:
    """A box plot per label (quartiles, whiskers to 1.5 times the spread, outliers as dots)."""
    with rc_context(SVG_RC):
        figure = _figure(width, height)
        _boxes_on(figure.add_subplot(), labels, samples, ylabel)
        return _svg(figure, title, desc)


def rates_and_boxes(title: str, desc: str, groups: list[str], series: list[str],
                    rates: Sequence[Sequence[Rate | None]], even: Sequence[float | None],
                    samples: list[list[float]], box_label: str) -> str:
    """:func:`rate_bars` above, and a box plot of ``samples`` per group below."""
    with rc_context(SVG_RC):
        figure = _figure(6.4, 6.2)
        top, bottom = figure.subplots(2, 1)
        _rates_on(top, groups, series, rates, even, "win rate")
        _boxes_on(bottom, groups, samples, box_label)
        return _svg(figure, title, desc)


def ladder(title: str, desc: str, agents: list[str], ratings: Sequence[Rate]) -> str:
    """A skill ladder: each agent's rating (Elo) as a marker with its 95% interval, strongest at
    the top, the anchor's line at 0 dotted. Markers differ in shape as well as colour."""
    with rc_context(SVG_RC):
        figure = _figure(6.4, 0.6 + 0.45 * len(agents))
        axes = figure.add_subplot()
        shapes = ("o", "s", "D", "^", "v", "P")
        if len(agents) != len(ratings):
            raise ValueError(f"{len(agents)} agents but {len(ratings)} ratings")
        for k, (elo, low, high) in enumerate(ratings):
            y = len(agents) - 1 - k
            fill, _ = STYLES[k % len(STYLES)]
            axes.errorbar([elo], [y], xerr=[[elo - low], [high - elo]], fmt=shapes[k % 6],
                          color=INK, markerfacecolor=fill, markersize=7, capsize=3,
                          linewidth=1)
        axes.axvline(0, color=INK, linestyle=":", linewidth=1)
        axes.set_yticks(range(len(agents)), list(reversed(agents)))
        axes.set_ylim(-0.6, len(agents) - 0.4)
        axes.set_xlabel("rating (Elo points above the anchor), with 95% interval")
        axes.spines[["top", "right"]].set_visible(False)
        return _svg(figure, title, desc)
