"""How a game of The Fallacy of Rank is set up: the players, their suits, the variants and
the limit, declared once as the header a record may have.

>>> from games.core.record import parse_record
>>> rules = rules_from(HEADER.read(parse_record("game: fallacy_of_rank\\nplayers: Ann Ben\\n")))
>>> rules.players, rules.limit == DEFAULT_LIMIT
(('Ann', 'Ben'), True)
"""

from __future__ import annotations

from ..core.fields import Whole
from ..core.header import Field, Header, Values, words
from .options import (
    DEFAULT_LIMIT,
    DEFAULT_NAMES,
    VARIANTS,
    Rules,
    check_variants_for,
    player_names,
    suits_for,
)

#: A record's header: ``players``, ``suits``, ``variant`` and ``limit`` (turns in a row
#: without combat before a draw).
HEADER = Header(
    "Fallacy of Rank",
    Field("players", lambda text: player_names(words(text)), " ".join(DEFAULT_NAMES),
          "2 to 4 different names in seat order, the first to start"),
    Field("suits", str, "", "each player's suit letter in seat order (S M C A; two each, "
          "SC MA, with two-packs)"),
    VARIANTS,
    Field("limit", Whole(1, 10_000, "turns"), str(DEFAULT_LIMIT),
          "turns in a row without combat before a draw, 1 to 10000"))


def rules_from(values: Values) -> Rules:
    """The rules a header's values describe, each error located at its field."""
    players = values["players"]
    with values.at("variant"):
        variants = check_variants_for(len(players), values.variants)
    with values.at("suits"):
        suits = suits_for(len(players), values["suits"] if values.given("suits") else None,
                          variants)
    return Rules(players, suits, variants, values["limit"])
