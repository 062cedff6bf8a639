"""Human Trophies' heuristic: trick every victim you can, as cheaply as you can.

The rules' own remarks give the hint: "strong kids are strong because they allow using lesser
toys, so are harder to interrupt" (a parent may interrupt only a trick whose toys are worth at
least the parent). The heuristic, step by step through its turn:

1. **Scavenge** the most valuable toy it can, but only with a team that leaves its strongest
   ready kid free for a trick.
2. **Recruit** its strongest kid in hand.
3. **Bribe** only when its clubhouse is empty: the strongest kid it can get, for the least toys.
4. **Trick** the victim showing whenever it can, with the fewest toy points that do it (then the
   strongest kid), and again on the next victim while it can.
5. End the turn.

Asked about another player's turn, it always gives **detention** when it holds Miss Monster,
and **stops** every trick it can with its lowest parent that is allowed to (the victim stays
where anyone, itself included, can trick it).
"""

from __future__ import annotations

from itertools import combinations

from ..sim.heuristic import pick
from . import moves as m
from .cards import POWER, VALUE, is_parent, is_toy
from .turn import READY, Phase


def _toys(move) -> int:
    return sum(VALUE[t] for t in move.toys)


def choose(turn, rng):
    moves = turn.moves
    if len(moves) == 1:
        return moves[0]
    by_kind: dict[type, list] = {}
    for move in moves:
        by_kind.setdefault(type(move), []).append(move)
    if m.Detention in by_kind:
        return m.DETENTION
    if m.Interrupt in by_kind:
        return pick([x for x in by_kind[m.Interrupt] if not x.punish],
                    lambda x: -VALUE[x.parent], rng)
    view = turn.observation
    club = view.clubhouses[turn.player]
    ready = [kid for kid, state in club.items() if state == READY]
    strongest = max(ready, key=lambda k: POWER[k], default=None)
    scavenges = [x for x in by_kind.get(m.Scavenge, ()) if strongest not in x.team]
    if scavenges:
        return pick(scavenges, lambda x: (VALUE[x.toy], -len(x.team)), rng)
    if m.Recruit in by_kind:
        return pick(by_kind[m.Recruit], lambda x: POWER[x.kid], rng)
    if m.Bribe in by_kind and not club:
        return pick(by_kind[m.Bribe], lambda x: (POWER[x.kid], -_toys(x), -VALUE[x.parent]),
                    rng)
    if m.Trick in by_kind:
        return pick(by_kind[m.Trick], lambda x: (-_toys(x), POWER[x.kid], -len(x.toys)), rng)
    return m.END if m.END in moves else moves[rng.randrange(len(moves))]


def quick(state, rng):
    """The same rule, for rollouts: reads the sampled position ``state`` itself and lists only
    the moves the rule looks at, in the order :func:`choose` sees them, so it draws the same
    move with the same random numbers (the tests check this). The costly list is that of
    every scavenging team for every toy: here only the most valuable toy's smallest teams
    are built, and only when no kind before it has decided."""
    kinds = _named(state.TURNS.now(state))
    phase = state.phase
    if phase is Phase.DETENTION:
        return m.DETENTION if kinds["detention"].moves(state) else m.DECLINE
    if phase is Phase.INTERRUPTION:
        stops = [x for x in kinds["interrupt"].moves(state) if not x.punish]
        return pick(stops, lambda x: -VALUE[x.parent], rng) if stops else m.DECLINE
    seat = state.active
    club = state.clubhouses[seat]
    strongest, power = None, 0  # the first of the strongest ready kids, as max() finds it
    for kid, status in club.items():
        if status == READY and (strongest is None or POWER[kid] > power):
            strongest, power = kid, POWER[kid]
    if strongest is not None and not kinds["scavenge"].closed(state):
        found = _best_scavenges(state, strongest)
        if found:
            return found[rng.randrange(len(found))]
    recruits = kinds["recruit"].moves(state)
    if recruits:
        return pick(recruits, lambda x: POWER[x.kid], rng)
    if not club:
        bribes = _best_bribes(state, kinds["bribe"])
        if bribes:
            return bribes[rng.randrange(len(bribes))]  # pick() among equals
    tricks = _best_tricks(state, kinds["trick"])
    if tricks:
        return tricks[rng.randrange(len(tricks))]
    return m.END


_NAMED: dict = {}


def _named(kinds: tuple) -> dict:
    """The kinds a phase allows (a tuple the turn table keeps) by name, gathered once."""
    found = _NAMED.get(kinds)
    if found is None:
        found = _NAMED[kinds] = {kind.name: kind for kind in kinds}
    return found


# A hand of n toys pays in 2**n ways: the kinds list them all, which a rollout cannot afford
# with a hand of twenty. Below, the moves choose() would draw from are found without that list,
# in the kind's own order (m.subsets_worth), so pick() would draw the same one.

def _best_bribes(state, kind) -> list:
    """The bribes :func:`choose` would draw from: the strongest kid, the fewest toy points, the
    lowest parent."""
    hand = state.hands[state.active]
    toys, parents = sorted(filter(is_toy, hand)), sorted(filter(is_parent, hand))
    if kind.closed(state) or not (toys and parents):
        return []
    purse = m.total(toys)  # all of them: the most the toys can pay
    targets = [(kid, owner) for kid, owner in kind.targets(state, ordered=True)
               if state.prices[POWER[kid]] <= purse]
    if not targets:
        return []
    power = max(POWER[kid] for kid, _ in targets)
    worth = m.least_total(toys, state.prices[power])
    assert worth is not None  # (the targets are those the toys can pay for)
    lowest = min(VALUE[parent] for parent in parents)
    return [m.Bribe(kid, owner, paid, parent) for kid, owner in targets if POWER[kid] == power
            for paid in m.subsets_worth(toys, worth)
            for parent in parents if VALUE[parent] == lowest]


def _best_tricks(state, kind) -> list:
    """The tricks :func:`choose` would draw from: the fewest toy points, then the strongest
    kid, then the fewest toys."""
    if kind.closed(state):
        return []
    toys = sorted(filter(is_toy, state.hands[state.active]))
    if not toys:
        return []
    top = state.victims[-1]
    kids = sorted(state.ready_kids(state.active))
    sums, need = m.worths(toys), VALUE[top] + 1
    least = {kid: m.least_worth(sums, need - POWER[kid]) for kid in kids}
    worths = [w for w in least.values() if w is not None]
    if not worths:
        return []
    worth = min(worths)
    power = max(POWER[kid] for kid in kids if least[kid] == worth)
    pays = m.subsets_worth(toys, worth)
    fewest = min(len(paid) for paid in pays)
    return [m.Trick(top, kid, paid) for kid in kids
            if least[kid] == worth and POWER[kid] == power
            for paid in pays if len(paid) == fewest]


def _best_scavenges(state, strongest) -> list:
    """The scavenges :func:`choose` would draw from (the most valuable toy, the fewest kids,
    the strongest ready kid kept back), in the order of the kind's own list."""
    ready = state.ready_kids(state.active)
    reach = sum(POWER[kid] for kid in ready if kid != strongest)
    best = max((VALUE[toy] for toy in state.warehouses if VALUE[toy] <= reach), default=None)
    if best is None:  # no toy within reach
        return []
    free = [kid for kid in sorted(ready) if kid != strongest]
    powers = sorted((POWER[kid] for kid in free), reverse=True)
    size, strength = 1, powers[0]
    while strength < best:  # the fewest kids, strongest first, that reach the best toy
        strength += powers[size]
        size += 1
    teams = [team for team in combinations(free, size)
             if sum(POWER[kid] for kid in team) >= best]
    return [m.Scavenge(toy, team) for toy in sorted(state.warehouses) if VALUE[toy] == best
            for team in teams]
