"""The moves of Human Trophies: what a record's move says, apart from how it is written, when it
is legal and what it does (all three in :mod:`.turn`, one class per kind).

The moves are dataclasses, not named tuples: a move's fields are read by name on every move of
a random playout, and the kinds tell the moves by ``type(move)``. The moves with cards in them are
not frozen (``unsafe_hash``): nothing changes a move once made, and they hash and compare by their
fields all the same, but a frozen one takes twice as long to make, and random playouts make
hundreds a game. The moves with no fields (detention, decline, end) are made once each
(:data:`DETENTION`, :data:`DECLINE`, :data:`END`) and told apart by type.

>>> from games.core.cards import parse_card
>>> Recruit(parse_card("9S")), END
(Recruit(kid=Card(rank=9, suit='S')), EndTurn())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.cards import Card


@dataclass(frozen=True, slots=True)
class Detention:
    """The player asked plays Miss Monster: the active player may not trick this turn."""


@dataclass(frozen=True, slots=True)
class Decline:
    """The player asked lets the chance pass (no detention, or no interruption)."""


DETENTION, DECLINE = Detention(), Decline()


@dataclass(slots=True, unsafe_hash=True)  # not frozen: see the module's text
class Scavenge:
    """Tap ``team`` (ready kids, power at least the toy's value) and take ``toy`` into hand."""

    toy: Card
    team: tuple[Card, ...]


@dataclass(slots=True, unsafe_hash=True)  # not frozen: see the module's text
class Recruit:
    """Put ``kid`` from hand into the clubhouse, busy."""

    kid: Card


@dataclass(slots=True, unsafe_hash=True)  # not frozen: see the module's text
class Bribe:
    """Discard ``toys`` to the warehouses and give ``parent`` to ``owner`` (a seat) for ``kid``."""

    kid: Card
    owner: int
    toys: tuple[Card, ...]
    parent: Card


@dataclass(slots=True, unsafe_hash=True)  # not frozen: see the module's text
class Trick:
    """Tap ``kid`` and play ``toys`` so that kid and toys together beat ``victim``."""

    victim: Card
    kid: Card
    toys: tuple[Card, ...]


@dataclass(slots=True, unsafe_hash=True)  # not frozen: see the module's text
class Interrupt:
    """Play ``parent`` against the trick on the table, to stop it or (``punish``) to punish."""

    parent: Card
    punish: bool


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Untap the busy kids, draw a card, and pass the turn to the next player."""


END = EndTurn()

if TYPE_CHECKING:
    #: Any move of the game.
    Move = Detention | Decline | Scavenge | Recruit | Bribe | Trick | Interrupt | EndTurn
