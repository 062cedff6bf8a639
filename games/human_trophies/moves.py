"""The moves of Human Trophies and how records write them.

Every step of a turn a player chooses is one move; the cards in a move are written as codes
(``10S``, ``QH``, ``JK``), in any order and case.

=========================================  =================================================
``detention``                              play Miss Monster on the active player
``decline``                                let the chance to give detention or interrupt pass
``scavenge 6C with 9S QS``                 take a toy from the warehouses with a team of kids
``recruit 9S``                             put a kid from your hand into your clubhouse
``bribe 5S from bernard with 6C QC give 4H``  take another player's kid for toys and a parent
``trick KD with 3S + 5C 6C``               trick the top victim with one kid and some toys
``interrupt JH stop``, ``... punish``       answer another player's trick with a parent
``end``                                    untap, draw a card, and pass the turn on
=========================================  =================================================

>>> move = parse("trick kd with 3s + 6c 5c", ("alice", "bernard"))
>>> move
Trick(victim=Card(rank=13, suit='D'), kid=Card(rank=3, suit='S'), toys=(Card(rank=5, suit='C'), \
Card(rank=6, suit='C')))
>>> text(move, ("alice", "bernard"))
'trick KD with 3S + 5C 6C'
>>> names = ("alice", "bernard")
>>> text(parse("bribe 5S from Bernard with QC 6C give 4H", names), names)
'bribe 5S from bernard with 6C QC give 4H'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.cards import Card, codes, parse_card, parse_cards
from ..core.errors import UserError, quote


@dataclass(frozen=True, slots=True)
class Detention:
    """The player asked plays Miss Monster: the active player may not trick this turn."""


@dataclass(frozen=True, slots=True)
class Decline:
    """The player asked lets the chance pass (no detention, or no interruption)."""


@dataclass(frozen=True, slots=True)
class Scavenge:
    """Tap ``team`` (ready kids, power at least the toy's value) and take ``toy`` into hand."""

    toy: Card
    team: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Recruit:
    """Put ``kid`` from hand into the clubhouse, busy."""

    kid: Card


@dataclass(frozen=True, slots=True)
class Bribe:
    """Discard ``toys`` to the warehouses and give ``parent`` to ``owner`` (a seat) for ``kid``."""

    kid: Card
    owner: int
    toys: tuple[Card, ...]
    parent: Card


@dataclass(frozen=True, slots=True)
class Trick:
    """Tap ``kid`` and play ``toys`` so that kid and toys together beat ``victim``."""

    victim: Card
    kid: Card
    toys: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Interrupt:
    """Play ``parent`` against the trick on the table, to stop it or (``punish``) to punish."""

    parent: Card
    punish: bool


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Untap the busy kids, draw a card, and pass the turn to the next player."""


DETENTION, DECLINE, END = Detention(), Decline(), EndTurn()

_FORMS = {
    "scavenge": re.compile(r"^scavenge\s+(\S+)\s+with\s+(.+)$", re.I),
    "recruit": re.compile(r"^recruit\s+(\S+)$", re.I),
    "bribe": re.compile(r"^bribe\s+(\S+)\s+from\s+(\S+)\s+with\s+(.+?)\s+give\s+(\S+)$", re.I),
    "trick": re.compile(r"^trick\s+(\S+)\s+with\s+(\S+)\s*\+\s*(.+)$", re.I),
    "interrupt": re.compile(r"^interrupt\s+(\S+)\s+(stop|punish)$", re.I),
}
_WORDS = {"detention": DETENTION, "decline": DECLINE, "end": END}
HELP = ("write detention, decline, end, scavenge 6C with 9S QS, recruit 9S, "
        "bribe 5S from NAME with 6C QC give 4H, trick KD with 3S + 5C 6C, "
        "or interrupt JH stop (or punish)")


def _several(text: str) -> tuple[Card, ...]:
    cards = parse_cards(text)
    for card in cards:
        if cards.count(card) > 1:
            raise UserError(f"{card.code} is named twice")
    return tuple(sorted(cards))


def parse(text: str, players: tuple[str, ...]):
    """The move written ``text``; ``players`` are the names in seat order (for bribes)."""
    line = " ".join(text.split())
    if line.lower() in _WORDS:
        return _WORDS[line.lower()]
    verb = line.split(" ", 1)[0].lower()
    match = _FORMS[verb].fullmatch(line) if verb in _FORMS else None
    if not match:
        raise UserError(f"not a move: {HELP}")
    groups = match.groups()
    if verb == "scavenge":
        return Scavenge(parse_card(groups[0]), _several(groups[1]))
    if verb == "recruit":
        return Recruit(parse_card(groups[0]))
    if verb == "bribe":
        owner = groups[1].lower()
        if owner not in players:
            raise UserError(f"no player called {quote(groups[1])}; the players are "
                            + ", ".join(players))
        return Bribe(parse_card(groups[0]), players.index(owner), _several(groups[2]),
                     parse_card(groups[3]))
    if verb == "trick":
        return Trick(parse_card(groups[0]), parse_card(groups[1]), _several(groups[2]))
    return Interrupt(parse_card(groups[0]), groups[1].lower() == "punish")


def text(move, players: tuple[str, ...]) -> str:
    """``move`` in record notation."""
    if isinstance(move, Scavenge):
        return f"scavenge {move.toy.code} with {codes(move.team)}"
    if isinstance(move, Recruit):
        return f"recruit {move.kid.code}"
    if isinstance(move, Bribe):
        return (f"bribe {move.kid.code} from {players[move.owner]} with {codes(move.toys)} "
                f"give {move.parent.code}")
    if isinstance(move, Trick):
        return f"trick {move.victim.code} with {move.kid.code} + {codes(move.toys)}"
    if isinstance(move, Interrupt):
        return f"interrupt {move.parent.code} {'punish' if move.punish else 'stop'}"
    return {Detention: "detention", Decline: "decline", EndTurn: "end"}[type(move)]
