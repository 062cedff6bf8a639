"""Reading the header of a Human Trophies record: the players, the deal, any fixed cards.

=====================  ===============================================================
``players:``           names in seat order (``alice bernard charlie``) or a count
``jokers:``            0, 1 or 2 (default 2)
``variant:``           variant names, separated by spaces or commas
``seed:``              the shuffle (default 0)
``victims:``           the top cards of the victims deck, top first
``draw:``              the top cards of the draw deck, top first
``warehouses:``        toys already discarded
``lounge:``            parents and jokers already discarded
``hand-NAME:``         NAME's whole hand (``-`` for none); others are dealt as usual
``clubhouse-NAME:``    NAME's kids, all ready
``trophies-NAME:``     victims NAME has already won
=====================  ===============================================================

>>> from games.core.record import parse_record
>>> record = parse_record("game: human_trophies\\nplayers: ann bob\\nhand-ann: 5C 10C\\n")
>>> state_from_record(record).hands[0]
[Card(rank=5, suit='C'), Card(rank=10, suit='C')]
"""

from __future__ import annotations

from functools import partial

from ..core.cards import parse_cards
from ..core.errors import UserError, quote
from ..core.fields import Whole, looks_numeric
from ..core.record import Record
from .rules import HumanTrophiesState
from .setup import Fixed, Rules, deal, max_players

#: Keys naming the cards already in a shared zone (see :class:`.setup.Fixed`).
CARD_KEYS = ("victims", "draw", "warehouses", "lounge")
HEADER_KEYS = ("game", "title", "players", "jokers", "variant", "seed", *CARD_KEYS)
#: The number fields: a count of players (at most what a deck with two jokers can deal), the
#: jokers in the deck, the shuffle.
PLAYERS = Whole(2, max_players(2, ()), "players")
JOKERS, SEED = Whole(0, 2, "jokers"), Whole(0, 999_999_999)
#: Per-player keys (``hand-alice``) and the part of :class:`.setup.Fixed` each fills.
SEAT_KEYS = {"hand": "hands", "clubhouse": "clubhouses", "trophies": "trophies"}


def state_from_record(record: Record) -> HumanTrophiesState:
    """The starting position a record's header describes (UserErrors name the header line)."""

    def located(key, fn):
        try:
            return fn()
        except UserError as exc:
            raise record.error(key, f"{key}: {exc.message}") from None

    players = record.parsed("players", "3", lambda text: (
        PLAYERS(text) if looks_numeric(text) else text.replace(",", " ").split()))
    variants = record.get("variant", "").replace(",", " ").split()
    rules = located("players", lambda: Rules.make(players))
    jokers = record.parsed("jokers", "2", JOKERS)
    rules = located("jokers", lambda: Rules.make(players, jokers))
    rules = located("variant", lambda: Rules.make(players, rules.jokers, variants))
    seeds = {f"{part}-{name}": (part, seat) for seat, name in enumerate(rules.players)
             for part in SEAT_KEYS}
    fixed = Fixed()
    for key, entry in record.header.items():
        if key in CARD_KEYS:
            setattr(fixed, key, located(key, partial(parse_cards, entry.text)))
        elif key in seeds:
            part, seat = seeds[key]
            text = "" if entry.text.strip() == "-" else entry.text
            getattr(fixed, SEAT_KEYS[part])[seat] = located(key, partial(parse_cards, text))
        elif key not in HEADER_KEYS:
            raise UserError(f"unknown header {quote(key)}; a Human Trophies record may have "
                            + ", ".join(HEADER_KEYS) + ", and hand-NAME, clubhouse-NAME, "
                            "trophies-NAME for each player's NAME", record.path, entry.line)
    seed = record.parsed("seed", "0", SEED)
    try:
        table = deal(rules, seed, fixed)
    except UserError as exc:  # the message starts with the header key it is about
        key = exc.message.split(":", 1)[0]
        raise record.error(key if key in record.header else "players", exc.message) from None
    return HumanTrophiesState(rules, table)
