"""Reading the header of a Human Trophies record: the players, the deal, any fixed cards.

:data:`HEADER` declares every field once (``HEADER.table()`` lists them with their defaults);
``hand-NAME``, ``clubhouse-NAME`` and ``trophies-NAME`` are written once for each player who
has them, and fix that part of the table (a player without ``hand-NAME`` is dealt as usual).

>>> from games.core.record import parse_record
>>> from games.human_trophies.rules import state_from_record
>>> record = parse_record("game: human_trophies\\nplayers: ann bob\\nhand-ann: 5C 10C\\n")
>>> state_from_record(record).hands[0]
[Card(rank=5, suit='C'), Card(rank=10, suit='C')]
>>> state_from_record(parse_record("game: human_trophies\\nplayers: ann bob\\nhand-cy: 5C\\n",
...                                "t.rec"))
Traceback (most recent call last):
...
games.core.errors.UserError: t.rec:3: unknown header 'hand-cy': no player called 'cy'; the \
players are ann, bob
"""

from __future__ import annotations

from ..core.cards import Card, parse_cards
from ..core.fields import Whole, looks_numeric
from ..core.header import Field, Header, words
from .options import DRAW_CARDS, VARIANTS, max_players

#: The most players: what a deck with two jokers can deal to.
PLAYERS = Whole(2, max_players(2, ()), "players")
#: The fields naming the cards already in a shared zone (see :class:`.setup.Fixed`).
CARD_KEYS = ("victims", "draw", "warehouses", "lounge")


def players(text: str) -> int | tuple[str, ...]:
    """A count of players, or their names in seat order."""
    return PLAYERS(text) if looks_numeric(text) else words(text)


def cards_or_none(text: str) -> list[Card]:
    """Cards, or none written ``-``."""
    return [] if text.strip() == "-" else parse_cards(text)


HEADER = Header(
    "Human Trophies",
    Field("players", players, "3", "names in seat order (alice bernard charlie) or a count, "
          f"2 to {PLAYERS.hi}"),
    Field("jokers", Whole(0, 2, "jokers"), "2", "0, 1 or 2"),
    Field("extra-cards", Whole(0, DRAW_CARDS, "cards more per seat"), "0",
          "cards each seat is dealt more than the seat before (the extra-cards variant is 1)"),
    Field("seed", Whole(0, 999_999_999), "0", "the shuffle, a whole number"),
    Field("victims", parse_cards, "", "the top cards of the victims deck, top first"),
    Field("draw", parse_cards, "", "the top cards of the draw deck, top first"),
    Field("warehouses", parse_cards, "", "toys already discarded"),
    Field("lounge", parse_cards, "", "parents and jokers already discarded"),
    Field("hand", cards_or_none, "", "NAME's whole hand (- for none)", per_player=True),
    Field("clubhouse", cards_or_none, "", "NAME's kids, all ready", per_player=True),
    Field("trophies", cards_or_none, "", "victims NAME has already won", per_player=True),
    variants=VARIANTS)
