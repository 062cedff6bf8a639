"""Drawing: SVG figures from positions. Knows components and grids, not rules, not Sphinx.

* :mod:`.style` the look: colours, patterns, sizes (a configuration, apart from geometry);
* :mod:`.svg` deterministic SVG documents with a title and a description;
* :mod:`.grid` square boards with labels, and what is drawn over them (outlines, marks, badges);
* :mod:`.pyramids` Looney pyramids seen from above.
"""
