"""Setting up Human Trophies: the deal.

The 13 diamonds, shuffled, are the **victims deck**, top card showing. Everything else (spades,
hearts, clubs and the jokers in play) is shuffled into the **draw deck**, and each player is
dealt five cards from it, one at a time round the table starting with the first player. A seed
makes the shuffle repeatable.

A scripted example may also fix any part of the table (:class:`Fixed`): the top cards of either
deck, the warehouses, the lounge, and any player's hand, clubhouse or trophies. The cards it
does not place are shuffled and dealt as usual.

>>> rules = Rules.make(["alice", "bernard", "charlie"])
>>> table = deal(rules, seed=1)
>>> [len(hand) for hand in table.hands], len(table.draw), len(table.victims)
([5, 5, 5], 26, 13)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field

from ..core.cards import DIAMONDS, JOKER, Card
from ..core.errors import UserError
from ..core.rng import make_rng, shuffle
from .cards import POWER, is_kid, is_monster, is_parent, is_toy, is_victim
from .options import DECK, STARTING_KIDS, Rules

_VICTIMS = tuple(c for c in DECK if c.suit == DIAMONDS.letter)
_OTHERS = tuple(c for c in DECK if c.suit != DIAMONDS.letter)


@dataclass
class Fixed:
    """Parts of the table a scripted example fixes; the rest is shuffled and dealt."""

    victims: list[Card] = field(default_factory=list)  # top first
    draw: list[Card] = field(default_factory=list)  # top first
    warehouses: list[Card] = field(default_factory=list)
    lounge: list[Card] = field(default_factory=list)
    hands: dict[int, list[Card]] = field(default_factory=dict)
    clubhouses: dict[int, list[Card]] = field(default_factory=dict)
    trophies: dict[int, list[Card]] = field(default_factory=dict)


#: A table with nothing fixed (only read: :func:`deal` fixes nothing from it).
_NOTHING_FIXED = Fixed()


@dataclass
class Table:
    """Where every card is at the start. Decks and piles list their top card last."""

    victims: list[Card]
    draw: list[Card]
    hands: list[list[Card]]
    clubhouses: list[list[Card]]
    trophies: list[list[Card]]
    warehouses: list[Card]
    lounge: list[Card]


# Which cards each zone may hold, for checking a Fixed table: (test, what the zone holds).
ZONE_RULES = {
    "victims": (is_victim, "diamonds (victims)"),
    "draw": (lambda c: not is_victim(c), "spades, hearts, clubs and jokers"),
    "warehouses": (is_toy, "clubs (toys)"),
    "lounge": (lambda c: is_parent(c) or is_monster(c), "hearts (parents) and jokers"),
    "hands": (lambda c: not is_victim(c), "spades, hearts, clubs and jokers"),
    "clubhouses": (is_kid, "spades (kids)"),
    "trophies": (is_victim, "diamonds (victims)"),
}


@contextmanager
def named(key: str) -> Iterator[None]:
    """Start any UserError raised inside with the header ``key`` it is about."""
    try:
        yield
    except UserError as exc:
        raise UserError(f"{key}: {exc.message}") from None


Where = Callable[[str], AbstractContextManager[None]]


def _check_fixed(rules: Rules, fixed: Fixed, where: Where) -> None:
    """Every fixed card is of the right suit for its zone, and no card is placed twice; an
    error is raised under ``where(key)``, the record header the zone comes from
    (``hand-alice``)."""
    left = rules.deck()
    for zone, (allowed, holds) in ZONE_RULES.items():
        value = getattr(fixed, zone)
        if isinstance(value, dict):
            places = [(f"{zone.rstrip('s') if zone != 'trophies' else zone}-{rules.players[s]}",
                       cards) for s, cards in value.items()]
        else:
            places = [(zone, value)]
        for key, cards in places:
            with where(key):
                for card in cards:
                    if not allowed(card):
                        raise UserError(f"{card.code} cannot be there; it holds {holds}")
                    if card not in left:
                        what = "a joker too many" if card == JOKER else \
                            f"{card.code} is placed twice"
                        raise UserError(f"{what} (each card of the deck has one place)")
                    left.remove(card)


def deal(rules: Rules, seed: int | str = 0, fixed: Fixed | None = None,
         where: Where = named) -> Table:
    """The table at the start: shuffle (seeded), place the fixed cards, deal the rest. An
    error about a fixed zone is raised under ``where(key)``, its record header (by default
    the message starts with it)."""
    fixed = fixed or _NOTHING_FIXED
    placed = set(fixed.victims) | set(fixed.draw) | set(fixed.warehouses) | set(fixed.lounge)
    for group in (fixed.hands, fixed.clubhouses, fixed.trophies):
        for cards in group.values():
            placed |= set(cards)
    rng = make_rng("human-trophies", seed)
    if placed:
        _check_fixed(rules, fixed, where)
        victims = [c for c in _VICTIMS if c not in placed]
        draw = [c for c in _OTHERS if c not in placed]
        jokers_placed = sum(1 for group in (fixed.draw, fixed.lounge, *fixed.hands.values())
                            for c in group if c == JOKER)
    else:  # nothing fixed (every random game): nothing to check or leave out
        victims, draw, jokers_placed = list(_VICTIMS), list(_OTHERS), 0
    shuffle(rng, victims)
    victims += reversed(fixed.victims)
    draw += [JOKER] * (rules.jokers - jokers_placed)
    shuffle(rng, draw)
    draw += reversed(fixed.draw)
    seats = range(len(rules.players))
    clubhouses = [list(fixed.clubhouses.get(seat, [])) for seat in seats]
    if STARTING_KIDS in rules.variants:
        for seat in seats:
            if seat not in fixed.clubhouses:
                want = min(seat + 1, 4)
                kid = next((c for c in reversed(draw) if c in POWER and POWER[c] == want), None)
                if kid is None:
                    raise UserError(f"no kid of power {want} left for player {seat + 1}")
                draw.remove(kid)
                clubhouses[seat].append(kid)
    hands = [list(fixed.hands.get(seat, [])) for seat in seats]
    sizes = rules.hand_sizes
    needs = {seat: sizes[seat] for seat in seats if seat not in fixed.hands}
    if sum(needs.values()) > len(draw):
        raise UserError(f"not enough cards to deal: {sum(needs.values())} needed, "
                        f"{len(draw)} in the draw deck")
    for round_ in range(max(needs.values(), default=0)):
        for seat, need in needs.items():
            if round_ < need:
                hands[seat].append(draw.pop())
    return Table(victims, draw, hands, clubhouses,
                 [list(fixed.trophies.get(seat, [])) for seat in seats],
                 list(fixed.warehouses), list(fixed.lounge))

