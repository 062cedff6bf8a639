"""What a flick earns: the rules read the events of a simulated flick, in order.

Each event of the path is judged for the coin it happened to: a wicket passed (the next one,
the right way?), an endpost touched, a coin hit (new since the last wicket? a teammate? by a
rover, or by a poison coin?), a coin off the table. The active player's flicks go up as the
events earn them, and every step is written into the move's :class:`Entry`, with the flicks
left after it, so that the book and the figures can show the count after every event.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .course import COIN
from .physics import Outcome


def num(x: float) -> str:
    """A number as records write it: up to four decimals, no trailing zeros."""
    text = f"{x:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def flicks_text(n: int) -> str:
    """``1 flick``, ``3 flicks``."""
    return f"{n} flick{'' if n == 1 else 's'}"


@dataclass
class Entry:
    """One move of the game and what it did: the lines of its account, in order."""

    turn: int
    seat: int
    move: str
    lines: list[str] = field(default_factory=list)
    outcome: Outcome | None = None
    before: dict[int, tuple[float, float]] = field(default_factory=dict)
    flicked: int | None = None
    #: Each event that mattered: (what happened, flicks left after it, where on the table).
    counts: list[tuple[str, int, tuple[float, float]]] = field(default_factory=list)
    #: Extra flicks this move earned for the player whose turn it is.
    earned: int = 0

    def __str__(self) -> str:
        return "\n".join(self.lines)


def note(state, entry: Entry, text: str, at: tuple[float, float] | None = None) -> None:
    """Add ``text`` to the account of ``entry``; an event (``at`` given) also records the
    flicks left after it and where it happened."""
    entry.lines.append(f"  {text}")
    if at is not None:
        entry.counts.append((text, state.flicks, at))


def account(state, entry: Entry, outcome: Outcome, own: bool, home: int | None) -> None:
    """Go through the flick's events in order: progress, extra flicks, hits, fouls."""
    seat, players = state.turn, state.players
    name = players[seat]
    fouled = False
    killed: list[int] = []
    completed: list[int] = []
    hits_this_flick: list[int] = []
    touched: list[int] = []  # coins hit for nothing: they give the option unless earned-option
    returned: list[tuple[float, float]] = []  # coins put back after leaving the table

    def say(text: str) -> None:
        note(state, entry, text, event.at)

    def earn(n: int, text: str) -> bool:
        """Earn ``n`` flicks for ``text``, unless the turn is lost or this is a home flick
        (which earns nothing for anyone); whether the flicks were earned."""
        if fouled:
            say(f"{text}: no flick, the turn is already lost")
        elif home is not None:
            say(f"{text}: no flick, a home flick earns nothing")
        else:
            state.flicks += n
            entry.earned += n
            say(f"{text}: +{n}, {flicks_text(state.flicks)} left")
            return True
        return False

    for event in outcome.events:
        if state.over:
            break
        if event.coin in killed or (event.kind == "hit" and event.other in killed):
            continue  # a coin killed by poison is out of the game from that moment
        if event.kind == "wicket":
            coin, number = event.coin, event.other
            who = players[coin]
            if state.status[coin] == "rover":
                if coin != seat:
                    continue
                if number in state.earned_wickets:
                    say(f"{who}'s rover passes wicket {number} again: nothing this turn")
                elif earn(1, f"{who}'s rover passes wicket {number}"):
                    state.earned_wickets.add(number)
                continue
            target = state.target(coin)
            if state.status[coin] != "playing" or target is None:
                continue
            if target.kind == "wicket" and target.wicket == number \
                    and target.direction == event.direction:
                state.progress[coin] += 1
                if coin == seat:
                    state.hit.clear()
                    if earn(1, f"{who} passes {target.label}"):
                        state.earned_wickets.add(number)
                else:
                    say(f"{who} is knocked through {target.label}: it counts "
                        f"for {who}, no extra flick")
            elif coin == seat:
                way = "the wrong way" if target.kind == "wicket" and \
                    target.wicket == number else "out of order"
                say(f"{who} passes wicket {number} {way}: nothing")
        elif event.kind == "endpost":
            coin, side = event.coin, event.other
            who = players[coin]
            if state.status[coin] == "rover":
                if home == coin and side == "left":
                    state.progress[coin] = len(state.course.order)  # its last target
                    say(f"{who}'s rover hits the left endpost and completes the course")
                    completed.append(coin)
                continue
            target = state.target(coin)
            if state.status[coin] != "playing" or target is None:
                continue
            if target.kind == "endpost" and target.side == side:
                state.progress[coin] += 1
                if side == "left":
                    say(f"{who} hits the left endpost and completes the course")
                    completed.append(coin)
                    complete(state, entry, coin)
                elif coin == seat:
                    state.hit.clear()
                    earn(1, f"{who} hits the right endpost")
                else:
                    say(f"{who} is knocked onto the right endpost: it counts "
                        f"for {who}, no extra flick")
            elif coin == seat:
                if "any-endpost-resets" in state.rules.variants:
                    state.hit.clear()
                say(f"{who} hits the {side} endpost out of order: nothing")
        elif event.kind == "hit":
            if not own or seat not in (event.coin, event.other):
                continue
            other = event.other if event.coin == seat else event.coin
            if other in killed:
                continue
            whom = players[other]
            if state.status[seat] == "poison":
                killed.append(other)
                earn(2, f"{name}'s poison coin hits {whom}: {whom} is out")
            elif state.rules.teammates(seat, other):
                touched.append(other)
                say(f"{name} hits {whom}, a teammate: nothing")
            elif state.status[seat] == "rover":
                if other in state.earned_hits:
                    touched.append(other)
                    say(f"{name}'s rover hits {whom} again: nothing this turn")
                else:
                    state.earned_hits.add(other)
                    hits_this_flick.append(other)
                    earn(2, f"{name}'s rover hits {whom}")
            elif other in state.hit:
                touched.append(other)
                post = "an endpost" if "any-endpost-resets" in state.rules.variants \
                    else "the right endpost in order"
                say(f"{name} hits {whom} again: nothing until {name} passes the next wicket "
                    f"or hits {post}")
            elif hits_this_flick and "first-hit-only" in state.rules.variants:
                touched.append(other)
                say(f"{name} hits {whom} too: only the first hit counts")
            else:
                state.hit.add(other)
                state.earned_hits.add(other)
                hits_this_flick.append(other)
                earn(2, f"{name} hits {whom}")
        elif event.kind == "off":
            coin = event.coin
            back = free_spot(state, outcome, returned, *state.course.back_on_table(*event.at))
            state.pos[coin] = back
            returned.append(back)
            where = f"goes back at ({num(back[0])}, {num(back[1])})"
            if coin == seat and (entry.flicked == seat
                                 or "knocked-off-foul" in state.rules.variants):
                fouled = True
                state.flicks = 0
                say(f"{name}'s coin leaves the table: the turn is over, "
                    f"and the coin {where}")
            else:
                say(f"{players[coin]}'s coin leaves the table and {where}")
    for coin, p in outcome.final.items():
        if p is not None:
            state.pos[coin] = p
    for coin in killed:
        state.status[coin], state.pos[coin] = "dead", None
    for coin in completed:
        if state.status[coin] == "rover":
            state.status[coin] = "out"
            state.finished.append(coin)
    check_end(state)
    flicked = entry.flicked
    for coin in sorted(outcome.paths, key=lambda c: (c != flicked, c)):
        if len(outcome.paths[coin]) > 1 and outcome.final[coin] and state.pos[coin]:
            x, y = state.pos[coin]
            entry.lines.append(f"  {players[coin]}'s coin stops at ({num(x)}, {num(y)})")
    if "earned-option" not in state.rules.variants:
        hits_this_flick += [c for c in touched if c not in hits_this_flick]
    if hits_this_flick and not fouled and state.in_play(seat) and state.flicks > 0:
        state.pending = tuple(c for c in hits_this_flick if state.pos[c] is not None)
        if state.pending:
            state.phase = "option"


def complete(state, entry: Entry, coin: int) -> None:
    """``coin`` has hit the left endpost at the end of the course."""
    state.finished.append(coin)
    if "poison" in state.rules.variants and len(state.players) > 1:
        state.status[coin] = "poison"
        note(state, entry, f"{state.players[coin]}'s coin turns poison")
    elif state.rules.teams:
        state.status[coin] = "out"
    else:
        state.status[coin] = "out"
        state.over = True
        state.winner_seats = [coin]


def check_end(state) -> None:
    """End the game when a team is all out or one coin outlives the poison; in team play
    a coin that completes the course leaves the table."""
    if state.rules.teams:
        for seat, status in enumerate(state.status):
            if status == "out":
                state.pos[seat] = None
    if state.over:
        return
    if state.rules.teams:
        for team in range(state.rules.teams):
            members = state.rules.team_members(team)
            if all(state.status[s] == "out" for s in members):
                state.over, state.winner_seats = True, members
                return
    elif "poison" in state.rules.variants and len(state.players) > 1:
        alive = [s for s in range(len(state.players)) if state.status[s] != "dead"]
        if len(alive) == 1:
            state.over, state.winner_seats = True, alive


def free_spot(state, outcome: Outcome, returned: list, x: float,
              y: float) -> tuple[float, float]:
    """(x, y), or the nearest spot further in from the edge that no tile or coin covers."""
    x0, y0, x1, y1 = state.course.table
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    others = [p for p in outcome.final.values() if p is not None] + returned
    for k in range(200):
        t = k * COIN / 4 / max(math.dist((x, y), (cx, cy)), 1e-9)
        px, py = x + (cx - x) * t, y + (cy - y) * t
        if not state.course.blocking_tile(px, py) and all(
                math.dist(p, (px, py)) >= COIN for p in others):
            return (round(px, 4) + 0.0, round(py, 4) + 0.0)
    return (x, y)
