"""Scavenging teams: which ready kids can take which toys from the warehouses.

Every toy taken needs a team of its own: ready kids whose powers add up to at least the toy's
value, no kid in two teams. Whether a *set* of toys can be taken is a small search over the
ways of splitting the kids into teams. Taking the biggest toy with the strongest kids first
(greedily) can fail where another split works, so :func:`assign_teams` tries the splits.

The rules' example: the warehouses hold the 2, 6 and 9 of clubs and Alice's kids are the 3, 9
and queen of spades (powers 1, 3 and 4).

>>> from games.core.cards import parse_cards
>>> kids, toys = parse_cards("3S 9S QS"), parse_cards("2C 6C 9C")
>>> [[kid.code for kid in team] for team in assign_teams(kids, parse_cards("6C"))]
[['9S', 'QS']]
>>> print(assign_teams(kids, parse_cards("2C 6C")), assign_teams(kids, parse_cards("9C")))
None None
>>> [" ".join(toy.code for toy in toys) for toys in takeable_sets(kids, toys)]
['2C', '6C']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from ..core.cards import Card
from .cards import POWER, VALUE


def teams_for(kids: Iterable[Card], toy_value: int) -> list[tuple[Card, ...]]:
    """Every team (a non-empty subset of ``kids``, in their order) with power >= ``toy_value``.

    >>> from games.core.cards import parse_cards
    >>> [" ".join(k.code for k in team) for team in teams_for(parse_cards("3S 9S QS"), 6)]
    ['9S QS', '3S 9S QS']
    """
    kids = list(kids)
    found = []
    for size in range(1, len(kids) + 1):
        for team in combinations(kids, size):
            if sum(POWER[kid] for kid in team) >= toy_value:
                found.append(team)
    return found


def smallest_teams(kids: Sequence[Card], need: int) -> Iterator[tuple[Card, ...]]:
    """Teams from ``kids`` with power >= ``need`` from which no kid can be spared (no smaller
    team inside them), smallest first.

    >>> from games.core.cards import parse_cards
    >>> [" ".join(k.code for k in team) for team in smallest_teams(parse_cards("3S 9S QS"), 6)]
    ['9S QS']
    """
    for size in range(1, len(kids) + 1):
        for team in combinations(kids, size):
            powers = [POWER[kid] for kid in team]
            if sum(powers) >= need and sum(powers) - min(powers) < need:
                yield team


def assign_teams(kids: Iterable[Card], toys: Iterable[Card]) -> list[tuple[Card, ...]] | None:
    """A team for each toy (in the order of ``toys``), no kid used twice; None if impossible.

    The search takes the toys from the most valuable down and tries, for each, every team that
    has no kid to spare, backing up when the kids left cannot cover the toys left.
    """
    toys = list(toys)
    order = sorted(range(len(toys)), key=lambda i: -VALUE[toys[i]])
    chosen: dict[int, tuple[Card, ...]] = {}

    def search(k: int, free: tuple[Card, ...]) -> bool:
        if k == len(order):
            return True
        rest = sum(VALUE[toys[i]] for i in order[k:])
        if sum(POWER[kid] for kid in free) < rest:
            return False
        for team in smallest_teams(free, VALUE[toys[order[k]]]):
            chosen[order[k]] = team
            if search(k + 1, tuple(kid for kid in free if kid not in team)):
                return True
        return False

    return [chosen[i] for i in range(len(toys))] if search(0, tuple(kids)) else None


def takeable_sets(kids: Sequence[Card], toys: Iterable[Card]) -> list[tuple[Card, ...]]:
    """The largest sets of ``toys`` the ``kids`` can take together (none contains another)."""
    toys = list(toys)
    possible = [subset for size in range(1, len(toys) + 1)
                for subset in combinations(toys, size) if assign_teams(kids, subset)]
    return [s for s in possible if not any(set(s) < set(other) for other in possible)]
