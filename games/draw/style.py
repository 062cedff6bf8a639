"""The look of pieces and boards, kept apart from geometry and rules.

Colours are chosen to be told apart by colour-blind readers (after Okabe and Ito) and to fall on
different greys in black-and-white print (blue darkest, then red, green, yellow); every piece
also carries its colour's letter, and each colour outlines its groups with its own dash pattern,
so no meaning rests on colour alone.

>>> LOOK.colours["R"].text, LOOK.colours["Y"].text
('#FFFFFF', '#000000')
>>> grey("#0072B2") < grey("#D55E00") < grey("#56C8A0") < grey("#F0E442")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class PieceColour:
    """How one player colour is drawn."""

    fill: str  # the piece
    shade: str  # the piece's darker faces
    ink: str  # lines drawn in this colour (group outlines)
    text: str  # letters on the piece
    dash: str  # dash pattern of its outlines ("" solid)


@dataclass(frozen=True)
class SuitLook:
    """How one piecepack suit is drawn: the ink of its symbol, and the coin's rim."""

    ink: str
    paper: str = "#FFFFFF"  # the face of coins, tiles and pawns' symbols


@dataclass(frozen=True)
class Look:
    """Everything about appearance that a figure may want to change."""

    colours: dict[str, PieceColour] = field(default_factory=lambda: {
        "R": PieceColour("#D55E00", "#A84A00", "#A84A00", "#FFFFFF", ""),
        "B": PieceColour("#0072B2", "#005685", "#005685", "#FFFFFF", "9,4"),
        "G": PieceColour("#56C8A0", "#3A9E7A", "#1F6F52", "#000000", "2,3"),
        "Y": PieceColour("#F0E442", "#C8BC22", "#7A7000", "#000000", "9,3,2,3"),
    })
    #: Piecepack suits: their shape (sun, moon, crown, fleur-de-lis) carries the meaning; the
    #: inks are Okabe-Ito colours, told apart by colour-blind readers.
    suits: dict[str, SuitLook] = field(default_factory=lambda: {
        "S": SuitLook("#D55E00"), "M": SuitLook("#1A1A1A"),
        "C": SuitLook("#009E73"), "A": SuitLook("#0072B2"),
    })
    tile: str = "#EDE6D6"  # the back of a tile
    tile_line: str = "#7A7262"
    #: The three levels of a stack of tiles seen from above, lowest first (darker is lower).
    levels: tuple[str, ...] = ("#D9D0BC", "#E9E3D5", "#F8F5EE")
    light: str = "#F4F1EA"
    dark: str = "#DDD6C6"
    grid_line: str = "#8C8678"
    park: str = "#555555"
    park_ink: str = "#FFFFFF"
    label: str = "#333333"
    mark: str = "#000000"  # marks, tags and text drawn in black
    paper: str = "#FFFFFF"  # the page, and what labels are written on
    font: str = "DejaVu Sans, Helvetica, Arial, sans-serif"
    square: float = 48


LOOK = Look()


def grey(colour: str) -> float:
    """The grey level (0 black to 255 white) of a ``#RRGGBB`` colour in black-and-white print."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b
