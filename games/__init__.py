"""Executable models of tabletop games, and the rulebook figures drawn from them.

The package is layered so that dependencies run one way:

* :mod:`games.core` holds what every game shares (grid geometry, components, the game protocol,
  seeded randomness, the record reader, errors).
* one subpackage per game (:mod:`games.subdivision`, ...) holds its rules model, the records of
  its example plays and its figure catalogue.
* :mod:`games.draw` turns positions into SVG; it knows no game rules beyond what a figure
  catalogue hands it, and nothing of Sphinx.
* :mod:`games.cli` is the ``rulebook`` command.
"""
