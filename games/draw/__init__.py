"""Drawing: SVG figures from positions. Knows components and grids, not rules, not Sphinx.

* :mod:`.style` the look: every colour, pattern and size, one configuration apart from geometry
  (pieces, boards, cards, charts, courses, print-and-play sheets);
* :mod:`.svg` deterministic SVG documents with a title and a description;
* :mod:`.paths` lines over a figure: the one arrowhead, paths, arrows, the one tag, dimensions;
* :mod:`.grid` square boards with labels, and what is drawn over them (outlines, marks, badges);
* :mod:`.pyramids` Looney pyramids seen from above;
* :mod:`.piecepack` piecepack suits, coins, tiles, pawns and die faces;
* :mod:`.stack` levels of tiles, from above and from the side;
* :mod:`.cards` playing cards face up, face down and sideways;
* :mod:`.layout` captioned panels;
* :mod:`.chart` matplotlib charts as deterministic SVG;
* :mod:`.sheet` true-scale print-and-play pages in mm, tiled, and their PDF.

The figure catalogue every game's ``figures.py`` fills is :mod:`games.core.catalogue`.

>>> import pkgutil, games.draw
>>> sorted(m.name for m in pkgutil.iter_modules(games.draw.__path__)) == sorted(
...     line.split("`.")[1].split("`")[0] for line in __doc__.splitlines() if line[:7] == "* :mod:")
True
"""
