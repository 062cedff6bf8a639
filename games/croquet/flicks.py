"""What a flick earns: the rules read the events of a simulated flick, in order.

Each event of the path is judged for the coin it happened to: a wicket passed (the next one,
the right way?), an endpost touched, a coin hit (new since the last wicket? a teammate? by a
rover, or by a poison coin?), a coin off the table. Every way an event can count is one
:class:`Ruling`, declared once with the rule, its effect on the active player's flicks and the
sentence the log writes for it; :class:`Account` picks the ruling of each event in turn. Every
step is written into the move's :class:`Entry` as a :class:`~games.core.reasons.Reason` (its
notation for the record, its words for a player), with the flicks left after it, so that the
book and the figures can show the count after every event.

>>> Ruling.HIT.flicks, str(Ruling.HIT.says(name="Ann", whom="Ben")), Ruling.FOUL.flicks
(2, 'Ann hits Ben', -1)
>>> print(Ruling.WRONG_WICKET.rule)
your coin through a wicket that is not its next one, or the wrong way: nothing
>>> again = Ruling.HIT_AGAIN.says(name="Ann", whom="Ben", post="the right endpost in order")
>>> print(again)
Ann hits Ben again: nothing until Ann passes the next wicket or hits the right endpost in order
>>> again.said()
'Ann hits Ben again: nothing this turn until Ann passes the next wicket or hits the right \
endpost in order'
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple, TypedDict

from ..core.reasons import Reason, Rule, Term
from ..core.words import count
from .course import COIN
from .options import ANY_ENDPOST_RESETS, EARNED_OPTION, FIRST_HIT_ONLY, KNOCKED_OFF_FOUL, POISON
from .physics import Event, EventKind, Outcome
from .players import Status
from .words import Spot

if TYPE_CHECKING:
    from .rules import CroquetState


def flicks_text(n: int) -> str:
    """``1 flick``, ``3 flicks``."""
    return f"{n} flick{'' if n == 1 else 's'}"


#: The lines of a flick's account besides its events' rulings: what an event earned (or why it
#: earned nothing), a coin turning poison, where each coin stopped, and whose turn is next.
EARNED = Rule("earned", "{event}: +{gain}, {left} left", words="{event}, for {gain} ({left} left)")
LOST_ALREADY = Rule("lost-already", "{event}: no flick, the turn is already lost")
HOME_EARNS_NOTHING = Rule("home-earns-nothing", "{event}: no flick, a home flick earns nothing",
                          words="{event}: no flick, a flick sending a rover home earns nothing")
POISONED = Rule("poisoned", "{who}'s coin turns poison")
STOPS = Rule("stops", "{who}'s coin stops {spot}")
TO_PLAY = Rule("to-play", "{who} to play")


class Count(NamedTuple):
    """An event that mattered: its line in the log, the flicks left after it, and where on the
    table it happened."""

    line: Reason
    flicks: int
    at: tuple[float, float]

    @property
    def event(self) -> Reason:
        """The event as its ruling says it, without what it earned."""
        inner = dict(self.line.facts).get("event")
        return inner if isinstance(inner, Reason) else self.line

    @property
    def ruling(self) -> Ruling:
        """The ruling the event was judged by."""
        return _RULINGS[self.event.rule]

    @property
    def gain(self) -> int:
        """The flicks the event earned the player whose turn it is."""
        return self.ruling.flicks if self.line.rule == EARNED else 0

    def deed(self) -> Reason:
        """What happened, as a count of flicks names it (``passes wicket 1``, ``hits Ben``)."""
        return self.ruling.deed(**dict(self.event.facts))


@dataclass
class Entry:
    """One move of the game and what it did: the account's first line (the move, and what it
    leaves to play) and its events' lines, in order."""

    turn: int
    seat: int
    move: str
    head: Reason | None = None
    events: list[Reason] = field(default_factory=list)
    outcome: Outcome | None = None
    before: dict[int, tuple[float, float]] = field(default_factory=dict)
    flicked: int | None = None
    #: Each event that mattered: (its line, flicks left after it, where on the table).
    counts: list[Count] = field(default_factory=list)
    #: Extra flicks this move earned for the player whose turn it is.
    earned: int = 0
    #: The flicks left after a flick (None: the move was no flick).
    left: int | None = None
    #: The coins hit that the player's coin was moved next to (by a ``place`` after a hit).
    beside: tuple[int, ...] = ()

    @property
    def lines(self) -> list[str]:
        """The account in notation: the first line, then each event's, indented."""
        head = [] if self.head is None else [str(self.head)]
        return head + [f"  {event}" for event in self.events]

    def __str__(self) -> str:
        return "\n".join(self.lines)


def note(state: CroquetState, entry: Entry, line: Reason,
         at: tuple[float, float] | None = None) -> None:
    """Add ``line`` to the account of ``entry``; an event (``at`` given) also records the
    flicks left after it and where it happened."""
    entry.events.append(line)
    if at is not None:
        entry.counts.append(Count(line, state.flicks, at))


#: A ruling's flicks when it ends the turn at once (the flicks left drop to none).
TURN_LOST = -1


class Row(NamedTuple):
    """One row of the table of rulings (:class:`Ruling`), each part named: the flicks it earns
    the player whose turn it is, who the log names first, the deed, the rule, and what follows
    in the log (``then``; in a player's words, where they differ, ``said``). A player's story of
    the flick (:func:`~.narrate.flick_story`) names the coin the event happened to (``coin``,
    ``it`` for the coin flicked), its deed in words (``does``, where it differs) and what came
    of it (``comes``: for a ruling that earns, what it earned, from the account)."""

    flicks: int
    who: str
    deed: str
    rule: str
    then: str = ""
    said: str = ""
    coin: str = "{who}'s coin"
    does: str = ""
    comes: str = ""
    merges: bool = True


@dataclass(frozen=True)
class Telling:
    """How a player's story tells a line of a flick's account: the clause (``{coin}`` and the
    facts of the line, ``{earned}`` for what the account says it earned), the fact that names
    the coin's owner, and the coin in words. A clause whose facts differ from the next one's
    in a single fact (``passes wicket 1``, ``passes wicket 2``) may be told with it as one, when
    ``merges``."""

    clause: Rule
    owner: str
    coin: str
    merges: bool = False

    def coin_of(self, line: Reason) -> str:
        """The coin ``line`` happened to, in words (``Ann's coin``)."""
        return self.coin.format(**{self.owner: line.fact(self.owner)})


def _owner(coin: str) -> str:
    """The fact a coin's words name its owner by (``who`` in ``{who}'s coin``)."""
    (owner,) = Rule.fields(coin)
    return owner


class _Follows(TypedDict):
    """What follows an event in the log (``then``) and in a player's story (``comes``)."""

    then: str
    comes: str


#: What follows the events that earn nothing, said once for all of them: any event, or only
#: this turn (a rover earns from each wicket and coin once a turn) ...
_NOTHING = _Follows(then=": nothing", comes=", for nothing")
_NOTHING_THIS_TURN = _Follows(then=": nothing this turn", comes=", for nothing this turn")
#: ... and a coin knocked through its next wicket or onto the right endpost in order: it
#: counts for the coin's owner, and nobody earns a flick.
_FOR_OWNER = _Follows(then=": it counts for {who}, no extra flick",
                      comes=", which counts for {who} but earns no flick")

class Ruling(Enum):
    """Each way an event of a flick can count: the flicks it earns the player whose turn it is
    (:data:`TURN_LOST`: the turn is over), the log's sentence for it (who, the deed, what
    follows; in a player's words, where they differ, what follows said so), the rule and the
    event in a player's story (:class:`Row`). In the order of the turn: wickets, endposts,
    hits, coins off the table."""

    def __init__(self, *fields: object) -> None:
        row = Row(*fields)  # type: ignore[arg-type]
        self.flicks, self.rule = row.flicks, row.rule
        slug = self.name.lower().replace("_", "-")
        #: What happened (``passes {label}``), as a count of flicks names it.
        self.deed = Rule(f"{slug}-deed", row.deed)
        #: The log's sentence for the event.
        self.line = Rule(slug, f"{row.who} {row.deed}{row.then}",
                         words=f"{row.who} {row.deed}{row.said}" if row.said else "")
        #: The event in a player's story of the flick.
        self.telling = Telling(
            Rule(f"{slug}-told", f"{{coin}} {row.does or row.deed}{row.comes}{{earned}}"),
            _owner(row.coin), row.coin, row.merges)

    @property
    def text(self) -> str:
        """The log's sentence, with a ``{field}`` for each name."""
        return self.line.notation

    def says(self, **names: object) -> Reason:
        """The log's line for this ruling, with ``names`` filled in."""
        return self.line(**names)

    WICKET = Row(1, "{who}", "passes {label}",
                 rule="your coin through its next wicket the right way")
    KNOCKED_THROUGH = Row(0, "{who}", "is knocked through {label}", **_FOR_OWNER,
                          rule="a coin knocked through its next wicket: it counts for the "
                          "coin's owner, nobody earns a flick")
    WRONG_WICKET = Row(0, "{who}", "passes wicket {number} {way}", **_NOTHING,
                       rule="your coin through a wicket that is not its next one, or the wrong "
                       "way: nothing")
    ROVER_WICKET = Row(1, "{who}'s rover", "passes wicket {number}", coin="{who}'s rover",
                       rule="your rover through any wicket, either way: once a turn for each "
                       "wicket")
    ROVER_WICKET_AGAIN = Row(0, "{who}'s rover", "passes wicket {number} again",
                             coin="{who}'s rover", **_NOTHING_THIS_TURN,
                             rule="your rover through a wicket it has earned from this turn: "
                             "nothing")
    RIGHT_ENDPOST = Row(1, "{who}", "hits the right endpost",
                        rule="your coin onto the right endpost after wicket 7")
    KNOCKED_ONTO_ENDPOST = Row(0, "{who}", "is knocked onto the right endpost", **_FOR_OWNER,
                               rule="a coin knocked onto the right endpost in order: it counts "
                               "for the coin's owner, nobody earns a flick")
    COMPLETES = Row(0, "{who}", "hits the left endpost and completes the course",
                    rule="a coin onto the left endpost after its last wicket completes the "
                    "course")
    ENDPOST_OUT_OF_ORDER = Row(0, "{who}", "hits the {side} endpost out of order", **_NOTHING,
                               rule="your coin onto an endpost out of order: nothing (in "
                               "any-endpost-resets, it lets you earn from the same coins again)")
    ROVER_HOME = Row(0, "{who}'s rover", "hits the left endpost and completes the course",
                     coin="{who}'s rover",
                     rule="a rover sent home onto the left endpost completes the course")
    POISON_HIT = Row(2, "{name}'s poison coin", "hits {whom}", then=": {whom} is out",
                     coin="{name}'s poison coin", comes=" and puts it out of the game",
                     merges=False,
                     rule="a poison coin hitting any coin kills it")
    TEAMMATE_HIT = Row(0, "{name}", "hits {whom}, a teammate", **_NOTHING,
                       coin="{name}'s coin", does="hits teammate {whom}",
                       rule="your coin hitting a teammate's: nothing")
    ROVER_HIT = Row(2, "{name}'s rover", "hits {whom}", coin="{name}'s rover",
                    rule="your rover hitting an opponent's coin: once a turn for each coin")
    ROVER_HIT_AGAIN = Row(0, "{name}'s rover", "hits {whom} again", **_NOTHING_THIS_TURN,
                          coin="{name}'s rover",
                          rule="your rover hitting a coin it has earned from this turn: "
                          "nothing")
    HIT_AGAIN = Row(0, "{name}", "hits {whom} again",
                    then=": nothing until {name} passes the next wicket or hits {post}",
                    said=": nothing this turn until {name} passes the next wicket or hits "
                    "{post}",
                    coin="{name}'s coin",
                    comes=", for nothing this turn until {name} passes the next wicket or hits "
                    "{post}",
                    rule="your coin hitting a coin it has hit since its last wicket or right "
                    "endpost: nothing")
    HIT_TOO = Row(0, "{name}", "hits {whom} too", then=": only the first hit counts",
                  coin="{name}'s coin", comes=", for nothing (only the first hit counts)",
                  rule="in first-hit-only, a second coin hit by the same flick: nothing")
    HIT = Row(2, "{name}", "hits {whom}", coin="{name}'s coin",
              rule="your coin hitting a coin new since its last wicket or right endpost")
    FOUL = Row(TURN_LOST, "{name}'s coin", "leaves the table",
               then=": the turn is over, and the coin goes back {spot}",
               coin="{name}'s coin", comes=", a foul that ends the turn, and goes back {spot}",
               rule="your coin off the table when you flicked it (in knocked-off-foul, "
               "whatever flicked it): the turn is over, the coin goes back on")
    OFF = Row(0, "{who}'s coin", "leaves the table", then=" and goes back {spot}",
              comes=" and goes back {spot}",
              rule="any other coin off the table goes back on: nothing")


#: Each ruling by the rule of its line.
_RULINGS = {ruling.line: ruling for ruling in Ruling}

#: How a player's story tells each line of a flick's account that is an event (its ruling's
#: telling), where a coin stopped or a coin turning poison.
TELLINGS = {ruling.line: ruling.telling for ruling in Ruling} | {
    STOPS: Telling(Rule("stops-told", "{coin} stops {spot}{earned}"), "who", "{who}'s coin"),
    POISONED: Telling(Rule("poisoned-told", "{coin} turns poison{earned}"), "who",
                      "{who}'s coin")}
#: What the account says an event earned, as a player's story tells it after the event
#: (``{each}``: `` each`` for events told as one).
VERDICTS = {EARNED: ", for {gain}{each}",
            LOST_ALREADY: ", for nothing (the turn is already lost)",
            HOME_EARNS_NOTHING: ", for nothing (a flick sending a rover home earns nothing)"}


def gained(n: int) -> Term:
    """Flicks earned: ``1`` in the notation (``+1``), ``a flick`` in words."""
    return Term(str(n), "a flick" if n == 1 else count(n, "flick"))


def verdict(line: Reason) -> tuple[Reason, str, int]:
    """A line of the account as (the event's own line, what the account says it earned in a
    player's story, as :data:`VERDICTS` has it, and the flicks it earned)."""
    inner = dict(line.facts).get("event")
    if not isinstance(inner, Reason):
        return line, "", 0
    gain = line.fact("gain") if line.rule == EARNED else None
    return inner, VERDICTS[line.rule], int(str(gain)) if gain is not None else 0


class Account:
    """One flick's events read in order against the rulings: progress, extra flicks, hits,
    fouls (``own``: the player flicked their own coin; ``home``: the rover sent home)."""

    def __init__(self, state: CroquetState, entry: Entry, outcome: Outcome, own: bool,
                 home: int | None):
        self.state, self.entry, self.outcome, self.own, self.home = (state, entry, outcome,
                                                                     own, home)
        self.seat = state.turn
        self.name = state.players[self.seat]
        self.fouled = False
        self.killed: list[int] = []
        self.completed: list[int] = []
        self.hits: list[int] = []  # coins this flick hit for flicks: they give the option
        self.touched: list[int] = []  # hit for nothing: the option too, unless earned-option
        self.returned: list[tuple[float, float]] = []  # coins put back after leaving the table
        self.at = (0.0, 0.0)

    def run(self) -> None:
        state = self.state
        judge = {EventKind.WICKET: self.wicket, EventKind.ENDPOST: self.endpost,
                 EventKind.HIT: self.hit, EventKind.OFF: self.off}
        for event in self.outcome.events:
            if state.over:
                break
            if event.coin in self.killed or (event.kind == EventKind.HIT
                                             and event.other in self.killed):
                continue  # a coin killed by poison is out of the game from that moment
            self.at = event.at
            judge[EventKind(event.kind)](event)
        self.settle()

    def rule(self, ruling: Ruling, **names: object) -> bool:
        """Log ``ruling`` and make its effect on the flicks; whether it earned them (not if the
        turn is lost already, nor for a home flick, which earns nothing for anyone)."""
        state = self.state
        line = event = ruling.says(**names)
        earned = False
        if ruling.flicks == TURN_LOST:
            self.fouled, state.flicks = True, 0
        elif not ruling.flicks:
            pass
        elif self.fouled:
            line = LOST_ALREADY(event=event)
        elif self.home is not None:
            line = HOME_EARNS_NOTHING(event=event)
        else:
            state.flicks += ruling.flicks
            self.entry.earned += ruling.flicks
            line = EARNED(event=event, gain=gained(ruling.flicks),
                          left=flicks_text(state.flicks))
            earned = True
        note(state, self.entry, line, self.at)
        return earned

    def wicket(self, event: Event) -> None:
        state, coin, number = self.state, event.coin, event.other
        assert isinstance(number, int), "a wicket event names the wicket's number"
        who = state.players[coin]
        if state.status[coin] == Status.ROVER:
            if coin != self.seat:
                return
            if number in state.earned_wickets:
                self.rule(Ruling.ROVER_WICKET_AGAIN, who=who, number=number)
            elif self.rule(Ruling.ROVER_WICKET, who=who, number=number):
                state.earned_wickets.add(number)
            return
        target = state.target(coin)
        if state.status[coin] != Status.PLAYING or target is None:
            return
        if target.kind == "wicket" and target.wicket == number \
                and target.direction == event.direction:
            state.progress[coin] += 1
            if coin != self.seat:
                self.rule(Ruling.KNOCKED_THROUGH, who=who, label=target.label)
                return
            state.hit.clear()
            if self.rule(Ruling.WICKET, who=who, label=target.label):
                state.earned_wickets.add(number)
        elif coin == self.seat:
            way = "the wrong way" if target.kind == "wicket" and \
                target.wicket == number else "out of order"
            self.rule(Ruling.WRONG_WICKET, who=who, number=number, way=way)

    def endpost(self, event: Event) -> None:
        state, coin, side = self.state, event.coin, event.other
        who = state.players[coin]
        if state.status[coin] == Status.ROVER:
            if self.home == coin and side == "left":
                state.progress[coin] = len(state.course.order)  # its last target
                self.rule(Ruling.ROVER_HOME, who=who)
                self.completed.append(coin)
            return
        target = state.target(coin)
        if state.status[coin] != Status.PLAYING or target is None:
            return
        if target.kind == "endpost" and target.side == side:
            state.progress[coin] += 1
            if side == "left":
                self.rule(Ruling.COMPLETES, who=who)
                self.completed.append(coin)
                complete(state, self.entry, coin)
            elif coin == self.seat:
                state.hit.clear()
                self.rule(Ruling.RIGHT_ENDPOST, who=who)
            else:
                self.rule(Ruling.KNOCKED_ONTO_ENDPOST, who=who)
        elif coin == self.seat:
            if ANY_ENDPOST_RESETS in state.rules.variants:
                state.hit.clear()
            self.rule(Ruling.ENDPOST_OUT_OF_ORDER, who=who, side=side)

    def hit(self, event: Event) -> None:
        state, seat = self.state, self.seat
        if not self.own or seat not in (event.coin, event.other):
            return
        other = event.other if event.coin == seat else event.coin
        assert isinstance(other, int)
        if other in self.killed:
            return
        whom = state.players[other]
        names = {"name": self.name, "whom": Term(whom, f"{whom}'s coin")}
        if state.status[seat] == Status.POISON:
            self.killed.append(other)
            self.rule(Ruling.POISON_HIT, **names)
        elif state.rules.teammates(seat, other):
            self.touched.append(other)
            self.rule(Ruling.TEAMMATE_HIT, **names)
        elif state.status[seat] == Status.ROVER:
            if other in state.earned_hits:
                self.touched.append(other)
                self.rule(Ruling.ROVER_HIT_AGAIN, **names)
            else:
                state.earned_hits.add(other)
                self.hits.append(other)
                self.rule(Ruling.ROVER_HIT, **names)
        elif other in state.hit:
            self.touched.append(other)
            post = "an endpost" if ANY_ENDPOST_RESETS in state.rules.variants \
                else "the right endpost in order"
            self.rule(Ruling.HIT_AGAIN, post=post, **names)
        elif self.hits and FIRST_HIT_ONLY in state.rules.variants:
            self.touched.append(other)
            self.rule(Ruling.HIT_TOO, **names)
        else:
            state.hit.add(other)
            state.earned_hits.add(other)
            self.hits.append(other)
            self.rule(Ruling.HIT, **names)

    def off(self, event: Event) -> None:
        state, coin = self.state, event.coin
        back = free_spot(state, self.outcome, self.returned,
                         *state.course.back_on_table(*event.at))
        state.pos[coin] = back
        self.returned.append(back)
        spot = Spot(state.course, *back)
        if coin == self.seat and (self.entry.flicked == self.seat
                                  or KNOCKED_OFF_FOUL in state.rules.variants):
            self.rule(Ruling.FOUL, name=self.name, spot=spot)
        else:
            self.rule(Ruling.OFF, who=state.players[coin], spot=spot)

    def settle(self) -> None:
        """Where the coins end, who is out, whether the game is over, and the coins hit that
        give the choice of options (``pending``: the turn's phase follows it)."""
        state, outcome, seat = self.state, self.outcome, self.seat
        for coin, p in outcome.final.items():
            if p is not None:
                state.pos[coin] = p
        for coin in self.killed:
            state.status[coin], state.pos[coin] = Status.DEAD, None
        for coin in self.completed:
            if state.status[coin] == Status.ROVER:
                state.status[coin] = Status.OUT
                state.finished.append(coin)
        check_end(state)
        flicked = self.entry.flicked
        for coin in sorted(outcome.paths, key=lambda c: (c != flicked, c)):
            stop = state.pos[coin]
            if len(outcome.paths[coin]) > 1 and outcome.final[coin] and stop:
                note(state, self.entry, STOPS(who=state.players[coin],
                                              spot=Spot(state.course, *stop)))
        hits = self.hits
        if EARNED_OPTION not in state.rules.variants:
            hits += [c for c in self.touched if c not in hits]
        if hits and not self.fouled and state.in_play(seat) and state.flicks > 0:
            state.pending = tuple(c for c in hits if state.pos[c] is not None)


def account(state: CroquetState, entry: Entry, outcome: Outcome, own: bool,
            home: int | None) -> None:
    """Go through the flick's events in order: progress, extra flicks, hits, fouls."""
    Account(state, entry, outcome, own, home).run()


def complete(state: CroquetState, entry: Entry, coin: int) -> None:
    """``coin`` has hit the left endpost at the end of the course."""
    state.finished.append(coin)
    if POISON in state.rules.variants and len(state.players) > 1:
        state.status[coin] = Status.POISON
        note(state, entry, POISONED(who=state.players[coin]))
    elif state.rules.teams:
        state.status[coin] = Status.OUT
    else:
        state.status[coin] = Status.OUT
        state.over = True
        state.winner_seats = [coin]


def check_end(state: CroquetState) -> None:
    """End the game when a team is all out or one coin outlives the poison; in team play
    a coin that completes the course leaves the table."""
    if state.rules.teams:
        for seat, status in enumerate(state.status):
            if status == Status.OUT:
                state.pos[seat] = None
    if state.over:
        return
    if state.rules.teams:
        for team in range(state.rules.teams):
            members = state.rules.team_members(team)
            if all(state.status[s] == Status.OUT for s in members):
                state.over, state.winner_seats = True, members
                return
    elif POISON in state.rules.variants and len(state.players) > 1:
        alive = [s for s in range(len(state.players)) if state.status[s] != Status.DEAD]
        if len(alive) == 1:
            state.over, state.winner_seats = True, alive


def free_spot(state: CroquetState, outcome: Outcome, returned: list[tuple[float, float]],
              x: float, y: float) -> tuple[float, float]:
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
