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

from ...human_trophies import moves as m
from ...human_trophies.cards import POWER, VALUE
from ...human_trophies.turn import READY


def _toys(move) -> int:
    return sum(VALUE[t] for t in move.toys)


def choose(turn, rng):
    from . import pick

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
