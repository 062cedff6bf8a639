"""Human Trophies' heuristic: trick every victim you can, as cheaply as you can.

The rules' own remarks give the hint: "strong kids are strong because they allow using lesser
toys, so are harder to interrupt" (a parent may interrupt only a trick whose toys are worth at
least the parent). The heuristic, step by step through its turn:

1. **Scavenge** the most valuable toy it can, but only with a team that leaves its strongest
   ready kid free for a trick.
2. **Recruit** its strongest kid in hand.
3. **Bribe** while its clubhouse holds fewer than :data:`BRIBE_KIDS` (4) kids: the strongest
   kid it can get, for the least toys.
4. **Trick** the victim showing whenever it can, with the fewest toy points that do it (then the
   strongest kid), and again on the next victim while it can.
5. End the turn.

Asked about another player's turn, it always gives **detention** when it holds Miss Monster,
and interrupts every trick it can with its lowest parent that is allowed to: it **punishes**
when the toys it would take are worth at least :data:`PUNISH_GAIN` (4) more than the victim it
lets go, and otherwise **stops** the trick (the victim stays where anyone, itself included, can
trick it).

Tuned on seed 7 (the studies use 14), the new rule against the earlier one (which bribed only
with an empty clubhouse and never punished), each seat order equally often, 400 games a setting
with 2 players (a share of the points: a win 1, a shared win 1/2): bribing with fewer than 2, 3,
4 or 5 kids took 53.8%, 61.1%, 63.6% and 66.4%, but with 5 the same games took half as much CPU
time again, so 4; with fewer than 4 kids and only when the toys in hand
cover the price and 3 more, 62.1%. Punishing alone, against the rule that never punishes (both
bribing with fewer than 4 kids; 600 games with 2 players, 300 with 3, the new rule in one seat):
with a gain of at least 8, 4 or 0 points it took 50.1%, 50.8% and 41.3% of the points with 2
players, and won 32.7%, 34.7% and 33.7% of the games with 3 (an even share 33.3%); at a gain of
0 it gives too many victims away, and at 4 it gains little but costs nothing, so 4.

The rule chosen, against the earlier one on seed 7: 65.0% of the points with 2 players (600
games), and with 3 players, in one seat against two of the earlier, 57.7% of the games won (300
games; even share 33.3%). Its cost per move in rollouts (:func:`quick`, on every position of 60
games of 3 heuristic players on seed 7): 12.9 microseconds, against 11.4 for the earlier rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from random import Random
from typing import TYPE_CHECKING, Any

from ..core.cards import JOKER, Card
from ..core.rng import BITS, BITS_BELOW
from ..sim.heuristic import pick
from . import fast
from . import moves as m
from .cards import POWER, POWER_BY_RANK, VALUE, VALUE_BY_RANK, least_worth, subsets_worth, worths_of
from .turn import (
    ACTIONS,
    BRIBE_KIND,
    INTERRUPTION,
    OVER,
    READY,
    RECRUIT,
    SCAVENGE,
    TRICK,
    TRICK_KIND,
)

if TYPE_CHECKING:
    from ..sim.heuristic import View
    from .moves import Move
    from .rules import HumanTrophiesState, PendingTrick

# A card's value and a kid's power by rank (``card[0]``): quicker than by card.
_VALUE, _POWER = VALUE_BY_RANK, POWER_BY_RANK


def _toys(move: m.Bribe | m.Trick) -> int:
    return sum(VALUE[t] for t in move.toys)


#: Punish rather than stop when the toys taken are worth at least the victim and this much
#: more (tuned: the module text).
PUNISH_GAIN = 4
#: Bribe while the clubhouse holds fewer kids than this (1: only with an empty clubhouse).
BRIBE_KIDS = 4


def punishes(trick: PendingTrick) -> bool:
    """Whether to punish ``trick`` (a :class:`~.rules.PendingTrick`) rather than stop it: when
    its toys, taken into hand, are worth :data:`PUNISH_GAIN` more than the victim let go."""
    return trick.toy_value - VALUE[trick.victim] >= PUNISH_GAIN


def choose(turn: View, rng: Random) -> Move:
    """The heuristic agent's move: :func:`quick` on what the player sees (its own hand and the
    open cards are all the rule reads), which draws the move :func:`listed` would, with the
    same random numbers, without listing every legal move (a hand of n toys pays in 2**n
    ways: with the bribes of a small clubhouse, the list cost a 2-player game 0.06 CPU seconds,
    the rule alone a tenth of that)."""
    return quick(turn.observation, rng)


def listed(turn: View, rng: Random) -> Move:
    """The rule over the listed legal moves (``turn.moves``), as the module's text says it:
    the oracle :func:`quick` is held to by the tests."""
    moves: Sequence[Move] = turn.moves
    if len(moves) == 1:
        return moves[0]
    # (each kind's moves, Any to mypy, which cannot tie a kind to its list: a move picked from
    # one is returned as Any, hence the ignores of no-any-return)
    by_kind: dict[type, list[Any]] = {}
    for move in moves:
        by_kind.setdefault(type(move), []).append(move)
    if m.Detention in by_kind:
        return m.DETENTION
    view = turn.observation
    if m.Interrupt in by_kind:
        punish = punishes(view.trick)
        return pick([x for x in by_kind[m.Interrupt] if x.punish == punish],  # type: ignore[no-any-return]
                    lambda x: -VALUE[x.parent], rng)
    club = view.clubhouses[turn.player]
    ready = [kid for kid, state in club.items() if state == READY]
    strongest = max(ready, key=lambda k: POWER[k], default=None)
    scavenges: list[m.Scavenge] = [x for x in by_kind.get(m.Scavenge, ())
                                   if strongest not in x.team]
    if scavenges:
        return pick(scavenges, lambda x: (VALUE[x.toy], -len(x.team)), rng)
    if m.Recruit in by_kind:
        return pick(by_kind[m.Recruit], lambda x: POWER[x.kid], rng)  # type: ignore[no-any-return]
    if m.Bribe in by_kind and len(club) < BRIBE_KIDS:
        return pick(by_kind[m.Bribe], lambda x: (POWER[x.kid], -_toys(x), -VALUE[x.parent]),  # type: ignore[no-any-return]
                    rng)
    if m.Trick in by_kind:
        return pick(by_kind[m.Trick], lambda x: (-_toys(x), POWER[x.kid], -len(x.toys)), rng)  # type: ignore[no-any-return]
    return m.END if m.END in moves else moves[rng.randrange(len(moves))]


def quick(state: HumanTrophiesState, rng: Random) -> Move:
    """The same rule, for rollouts: reads the sampled position ``state`` itself and builds only
    the move it draws, from what :func:`listed` would draw among, with the same random numbers
    (the tests check this): :func:`decide` in the active player's actions, :func:`answer` to a
    trick."""
    phase = state.phase
    if phase is ACTIONS:
        return decide(state, rng, fast.Holding(state))
    hand = state.hands[state.waiting[0]]
    if phase is INTERRUPTION:  # (a trick on the table, which mypy cannot see: the ignore)
        return answer(state.trick, [card for card in hand if card[1] == "H"], rng)  # type: ignore[arg-type]
    return m.DETENTION if JOKER in hand else m.DECLINE


def _below(rng: Random, n: int) -> int:
    """``rng.randrange(n)``, drawn inline where ``rng`` is a :class:`random.Random` (the same
    draws; :func:`~games.core.rng.randbelow`)."""
    if type(rng) is not Random:
        return rng.randrange(n)
    bits = BITS[n] if n < BITS_BELOW else n.bit_length()
    k = rng.getrandbits(bits)
    while k >= n:
        k = rng.getrandbits(bits)
    return k


def answer(trick: PendingTrick, parents: Sequence[Card],
           rng: Random) -> m.Interrupt | m.Decline:
    """The answer to ``trick`` of a player with ``parents`` in hand: the lowest parent allowed
    (among equals, in card order), to punish or to stop (:func:`punishes`); decline with
    none."""
    limit, low, best = trick.toy_value, 99, []
    for card in parents:
        value = _VALUE[card[0]]
        if value <= limit:
            if value < low:
                low, best = value, [card]
            elif value == low:
                best.append(card)
    if not best:
        return m.DECLINE
    best.sort()
    return m.Interrupt(best[_below(rng, len(best))], punishes(trick))


def decide(state: HumanTrophiesState, rng: Random, holding: fast.Holding) -> Move:
    """The active player's step (see the module text), as :func:`listed` draws it, from what
    the player holds (:class:`~.fast.Holding`, left as it is): each kind's moves a product
    of lists (:func:`scavenges`, :func:`bribes`, :func:`tricks`), and the move the draw picks
    from them built alone."""
    strongest: Card | None
    step, ready = state.step, holding.ready
    strongest, power = None, 0  # the first of the strongest, as max() finds it
    for kid in ready:
        if _POWER[kid[0]] > power:
            strongest, power = kid, _POWER[kid[0]]
    if step is SCAVENGE and holding.power > power and state.scavenging:  # one kid: none
        # (more power than the strongest's: a kid is ready, so strongest is not None)
        found = scavenges(state, ready, strongest, holding.power - power)  # type: ignore[arg-type]
        if found is not None:
            toys, teams = found
            k = _below(rng, len(toys) * len(teams))
            return m.Scavenge(toys[k // len(teams)], teams[k % len(teams)])
    if holding.kids and not state.recruited and (step is SCAVENGE or step is RECRUIT):
        return m.Recruit(_strongest(holding.kids, rng))
    if not holding.toys:
        return m.END
    toys, parents, ranks = holding.toys, holding.parents, 0
    for toy in toys:  # the ranks of the toys (all clubs) as bits: in the order of the cards
        ranks |= 1 << toy[0]
    if (parents and len(state.clubhouses[state.active]) < BRIBE_KIDS and step is not TRICK
            and not (state.one_bribe and state.bribes)):
        bribing = bribes(state, ranks, holding.paid, parents)
        if bribing is not None:
            targets, pays, lowest = bribing
            k = _below(rng, len(targets) * len(pays) * len(lowest))
            kid, owner = targets[k // (len(pays) * len(lowest))]
            pay = pays[k // len(lowest) % len(pays)]
            return m.Bribe(kid, owner, _paid(toys, pay), lowest[k % len(lowest)])
    if ready and not state.detained:
        tricking = tricks(state, ranks, ready, power)
        if tricking is not None:
            kids, pays = tricking
            k = _below(rng, len(kids) * len(pays))
            return m.Trick(state.victims[-1], kids[k // len(pays)],
                           _paid(toys, pays[k % len(pays)]))
    return m.END


def _paid(toys: Sequence[Card], pay: tuple[int, ...]) -> tuple[Card, ...]:
    """The toys in positions ``pay`` of ``toys`` sorted."""
    toys, paid = sorted(toys), []
    for i in pay:  # (no comprehension in this module's hot functions: see .fast's text)
        paid.append(toys[i])
    return tuple(paid)


def _strongest(kids: Sequence[Card], rng: Random) -> Card:
    """The kid :func:`listed` recruits from ``kids`` in hand: the strongest, in card order."""
    best, power = [], 0
    for kid in kids:
        if _POWER[kid[0]] > power:
            best, power = [kid], _POWER[kid[0]]
        elif _POWER[kid[0]] == power:
            best.append(kid)
    best.sort()
    return best[_below(rng, len(best))]


# The moves listed() would draw among, as products of lists: one move for each pick from each,
# in the order of the kinds' own lists, so that the same draw picks the same move. A payment is
# given by the positions of its toys among the toys in hand, sorted.

def scavenges(state: HumanTrophiesState, ready: Sequence[Card], strongest: Card,
              reach: int) -> tuple[list[Card], list[tuple[Card, ...]]] | None:
    """The toys and teams of the scavenges :func:`listed` draws from (the most valuable toy,
    the fewest kids, the strongest ready kid ``strongest`` kept back: the others' power is
    ``reach``), or None."""
    best, toys = 0, []  # the most valuable toys within reach, in one pass
    for toy in state.warehouses:
        value = _VALUE[toy[0]]
        if value <= reach:
            if value > best:
                best, toys = value, [toy]
            elif value == best:
                toys.append(toy)
    if not best:  # no toy within reach
        return None
    free = sorted(ready)
    free.remove(strongest)
    kids = tuple(free)
    teams = _TEAMS.get((kids, best))
    if teams is None:
        teams = _teams(kids, best)
    toys.sort()
    return toys, teams


_TEAMS: dict[tuple[tuple[Card, ...], int], list[tuple[Card, ...]]] = {}


def _teams(free: tuple[Card, ...], need: int) -> list[tuple[Card, ...]]:
    """The teams of the kids ``free`` (sorted) with the fewest kids that reach ``need``, in the
    order of :func:`itertools.combinations`; worked out once for each question (kept, and
    never changed)."""
    powers, teams = [], []
    for kid in free:
        powers.append(_POWER[kid[0]])
    for team in _positions(tuple(powers), need):
        teams.append(tuple(map(free.__getitem__, team)))
    _TEAMS[free, need] = teams
    return teams


_POSITIONS: dict[tuple[tuple[int, ...], int], list[tuple[int, ...]]] = {}


def _positions(powers: tuple[int, ...], need: int) -> list[tuple[int, ...]]:
    """The teams of :func:`_teams` as positions in ``powers``, worked out once for each
    question too (kids of the same powers make the same teams)."""
    key = (powers, need)
    found = _POSITIONS.get(key)
    if found is None:
        found = _POSITIONS[key] = _fewest(powers, need)
    return found


def _fewest(powers: tuple[int, ...], need: int) -> list[tuple[int, ...]]:
    """:func:`_positions`, worked out."""
    strongest_first = sorted(powers, reverse=True)
    size, strength = 1, strongest_first[0]
    while strength < need:  # the fewest kids, strongest first, that reach the toy
        strength += strongest_first[size]
        size += 1
    return [team for team in combinations(range(len(powers)), size)
            if sum(powers[i] for i in team) >= need]


def bribes(state: HumanTrophiesState, ranks: int, purse: int, parents: Sequence[Card]) -> tuple[
        list[tuple[Card, int]], list[tuple[int, ...]], list[Card]] | None:
    """The (kid, owner) targets, payments and parents of the bribes :func:`listed` draws from
    (the strongest kid, the fewest toy points, the lowest parent), or None; ``ranks`` those of
    the toys in hand as bits (:func:`payments`), worth ``purse`` together."""
    targets, power = [], 0
    for target in BRIBE_KIND.targets(state, purse):  # the strongest of those the rule allows
        kid = target[0]
        if _POWER[kid[0]] > power:
            targets, power = [target], _POWER[kid[0]]
        elif _POWER[kid[0]] == power:
            targets.append(target)
    if not targets:
        return None
    if len(targets) > 1:  # owners in turn order, each one's kids in card order
        _in_turn_order(targets, state.active, len(state.players))
    lowest, low = [], 99
    for parent in parents:
        if _VALUE[parent[0]] < low:
            lowest, low = [parent], _VALUE[parent[0]]
        elif _VALUE[parent[0]] == low:
            lowest.append(parent)
    lowest.sort()
    return targets, payments(ranks, state.prices[power], False), lowest


def _in_turn_order(targets: list[tuple[Card, int]], seat: int, players: int) -> None:
    """Sort (kid, owner) ``targets``: owners in turn order after ``seat``, kids in card order."""
    targets.sort(key=lambda target: ((target[1] - seat) % players, target[0]))


def tricks(state: HumanTrophiesState, ranks: int, ready: Sequence[Card],
           power: int) -> tuple[list[Card], list[tuple[int, ...]]] | None:
    """The kids and payments of the tricks :func:`listed` draws from (the fewest toy points,
    then the strongest kid, then the fewest toys), or None; ``ranks`` those of the toys in
    hand as bits (:func:`payments`), ``power`` the strongest ready kid's: the strongest kid
    needs the fewest toy points."""
    pays = payments(ranks, TRICK_KIND.shortfall(TRICK_KIND.need(state), power), True)
    if not pays:
        return None
    kids = []
    for kid in ready:
        if _POWER[kid[0]] == power:
            kids.append(kid)
    kids.sort()
    return kids, pays


_PAYMENTS: dict[int, list[tuple[int, ...]]] = {}


def payments(ranks: int, at_least: int, fewest: bool) -> list[tuple[int, ...]]:
    """The cheapest ways to pay ``at_least`` (1 or more: a price, or a trick's
    :meth:`.turn.TrickKind.shortfall`) with toys whose ranks are the bits of ``ranks``
    (bit r for rank r: the toys of a hand are all clubs): the positions of the toys (sorted),
    for each set whose total is the least one of ``at_least`` or more, in the order of
    :func:`.cards.subsets_worth` (only those with the fewest toys if ``fewest``); none if all
    of them fall short. Worked out once for each question (the hands of toys are few).

    >>> payments(1 << 2 | 1 << 3 | 1 << 5, 5, False)  # 2C 3C 5C: 2C + 3C or 5C
    [(0, 1), (2,)]
    """
    key = ranks << 7 | at_least << 1 | fewest
    found = _PAYMENTS.get(key)
    if found is None:
        found = _PAYMENTS[key] = _payments(ranks, at_least, fewest)
    return found


def _payments(ranks: int, at_least: int, fewest: bool) -> list[tuple[int, ...]]:
    """:func:`payments`, worked out."""
    values = [_VALUE[rank] for rank in range(ranks.bit_length()) if ranks >> rank & 1]
    worth = least_worth(worths_of(values), at_least)
    found = [] if worth is None else subsets_worth(range(len(values)), worth, values)
    if fewest and found:
        least = min(map(len, found))
        found = [pay for pay in found if len(pay) == least]
    return found


def rollout(state: HumanTrophiesState, rng: Random, epsilon: float, moves: int) -> None:
    """A guided search's rollout (:func:`games.sim.mcts.paired_rewards`): up to ``moves`` moves,
    each the random move with chance ``epsilon`` (one draw), else :func:`quick`'s; the same moves
    and draws as that loop (a property test checks it), quicker: made by :func:`.fast.make` with
    the holdings kept, the random player's drawn by the fused :func:`.fast.act` and
    :func:`.fast.ask` (move by move in a variant the fused player does not know:
    :attr:`.options.Rules.declared_only`)."""
    if state.rules.declared_only:
        for _ in range(moves):
            if state.phase is OVER:
                return
            if epsilon and rng.random() < epsilon:
                state.apply(state.random_move(rng))
            else:
                state.apply(quick(state, rng))
        return
    random, kept = rng.random, fast.holdings(state)
    act, ask, make = fast.act, fast.ask, fast.make
    for _ in range(moves):
        phase = state.phase
        if phase is ACTIONS:
            seat = state.active
            if epsilon and random() < epsilon:
                make(state, kept, seat, act(state, random, kept[seat]))
            else:
                make(state, kept, seat, decide(state, rng, kept[seat]))
        elif phase is OVER:
            return
        else:
            seat = state.waiting[0]
            holding = kept[seat]
            if epsilon and random() < epsilon:
                move = ask(state, random, holding)
            elif phase is INTERRUPTION:  # (a trick on the table, which mypy cannot see)
                move = answer(state.trick, holding.parents, rng)  # type: ignore[arg-type]
            else:
                move = m.DETENTION if holding.monsters else m.DECLINE
            make(state, kept, seat, move)
