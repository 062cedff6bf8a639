"""The look of pieces, boards, cards and charts, kept apart from geometry and rules: one
configuration (:class:`Look`) that every figure reads its colours from.

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

from ..core.cards import JOKER_SUIT


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
class CardLook:
    """Sizes and colours of playing cards; ``inks`` maps a suit letter (``*`` the joker) to its
    colour: a four-colour deck (spades black, hearts vermillion, diamonds blue, clubs green)."""

    width: float = 52
    height: float = 76
    corner: float = 5
    face: str = "#FFFFFF"
    edge: str = "#333333"
    back: str = "#3F4F6B"
    back_line: str = "#8FA0BD"
    tag_size: float = 10.5  # the letters of a card's code in a tag (face down, sideways)
    inks: dict[str, str] = field(default_factory=lambda: {
        "S": "#000000", "H": "#D55E00", "D": "#0072B2", "C": "#007A5A", JOKER_SUIT: "#9A4A7E",
    })

    @property
    def tag_width(self) -> float:
        """The width of a card's tag, the same for every card."""
        return self.width * 0.72


@dataclass(frozen=True)
class ChartLook:
    """Charts: each series in turn a (fill, hatch, median line style), so that series differ in
    colour (Okabe-Ito), in hatching and in line style, and read in greyscale too."""

    series: tuple[tuple[str, str, str], ...] = (
        ("#0072B2", "", "-"), ("#E69F00", "//", "--"), ("#009E73", "..", ":"),
        ("#CC79A7", "xx", "-."), ("#56B4E9", "\\\\", "-"), ("#D55E00", "--", "--"))
    edge: str = "#000000"  # bar edges and median lines


@dataclass(frozen=True)
class CourseLook:
    """A course laid out on a table, from above and as a mat: the way round (out solid in
    Okabe-Ito blue, back dashed in vermillion), the start area and the mat's tiles."""

    out: str = "#0072B2"
    back: str = "#D55E00"
    start: str = "#EAF2F8"
    mat_tile: str = "#F6F6F6"
    value: str = "#1A1A1A"  # the path of a coin that shows its value, not a suit


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
    faint: str = "#999999"  # hairlines of little weight: a frame round a view, an empty place
    muted: str = "#777777"  # what says "nothing here"; hatching
    frame: str = "#555555"  # the lines of tables, boxes and mats
    dim: str = "#666666"  # words printed faintly on a mat, under the play
    note: str = "#444444"  # small print beside a mat's marks
    panel: str = "#F4F4F4"  # a box set apart (what a boost was paid with)
    highlight: str = "#FFF4C2"  # a tag that points at a note in the legend
    #: Outcomes of a contest: the first side wins, the second side wins, a tie.
    outcomes: tuple[str, str, str] = ("#F7C8A0", "#A9CFEA", "#D6D6D6")
    edge: str = "#222222"  # the edges of pyramids
    #: Boards on print-and-play sheets: light ink, to play on.
    print_dark: str = "#EEEEEE"
    print_line: str = "#888888"
    font: str = "DejaVu Sans, Helvetica, Arial, sans-serif"
    square: float = 48
    cards: CardLook = field(default_factory=CardLook)
    chart: ChartLook = field(default_factory=ChartLook)
    course: CourseLook = field(default_factory=CourseLook)


LOOK = Look()


def grey(colour: str) -> float:
    """The grey level (0 black to 255 white) of a ``#RRGGBB`` colour in black-and-white print."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b
