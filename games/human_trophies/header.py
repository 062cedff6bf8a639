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

from ..core.cards import parse_cards
from ..core.errors import UserError
from ..core.record import Record
from .rules import HumanTrophiesState
from .setup import Fixed, Rules, deal

#: Keys naming the cards already in a shared zone (see :class:`.setup.Fixed`).
CARD_KEYS = ("victims", "draw", "warehouses", "lounge")
HEADER_KEYS = ("game", "title", "players", "jokers", "variant", "seed", *CARD_KEYS)
#: Per-player keys (``hand-alice``) and the part of :class:`.setup.Fixed` each fills.
SEAT_KEYS = {"hand": "hands", "clubhouse": "clubhouses", "trophies": "trophies"}


def state_from_record(record: Record) -> HumanTrophiesState:
    """The starting position a record's header describes (UserErrors name the header line)."""

    def located(key, fn):
        try:
            return fn()
        except UserError as exc:
            raise record.error(key, f"{key}: {exc.message}") from None

    def number(key: str, default: int) -> int:
        text = record.get(key, str(default))
        if not text.isdigit():
            raise record.error(key, f"{key}: {text!r} is not a whole number")
        return int(text)

    players_text = record.get("players", "3")
    players = int(players_text) if players_text.isdigit() else players_text.replace(
        ",", " ").split()
    variants = record.get("variant", "").replace(",", " ").split()
    rules = located("players", lambda: Rules.make(players))
    rules = located("jokers", lambda: Rules.make(players, number("jokers", 2)))
    rules = located("variant", lambda: Rules.make(players, rules.jokers, variants))
    seeds = {f"{part}-{name}": (part, seat) for seat, name in enumerate(rules.players)
             for part in SEAT_KEYS}
    fixed = Fixed()
    for key, entry in record.header.items():
        if key in CARD_KEYS:
            setattr(fixed, key, located(key, lambda: parse_cards(entry.text)))
        elif key in seeds:
            part, seat = seeds[key]
            text = "" if entry.text.strip() == "-" else entry.text
            getattr(fixed, SEAT_KEYS[part])[seat] = located(key, lambda: parse_cards(text))
        elif key not in HEADER_KEYS:
            raise UserError(f"unknown header {key!r}; a Human Trophies record may have "
                            + ", ".join(HEADER_KEYS) + ", and hand-NAME, clubhouse-NAME, "
                            "trophies-NAME for each player's NAME", record.path, entry.line)
    seed = number("seed", 0)
    try:
        table = deal(rules, seed, fixed)
    except UserError as exc:  # the message starts with the header key it is about
        key = exc.message.split(":", 1)[0]
        raise record.error(key if key in record.header else "players", exc.message) from None
    return HumanTrophiesState(rules, table)
