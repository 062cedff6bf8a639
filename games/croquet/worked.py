"""Tabletop Croquet's worked examples for the book's example boxes and its player aid.

A turn as the model logs it, flick by flick, with what each event earned (indented lines are
the flick's events; ``-`` for a mark means the record's final position):

>>> for line in WORKED["turn"]("turn", "-", "3")[:3]:
...     print(line.strip())
Ann: flick 6 6 (0 flicks left)
Ann passes wicket 1: +1, 1 flick left
Ann hits Ben: +2, 3 flicks left
>>> print("\\n".join(WORKED["flick-count"]("turn", "-", "3")))  # doctest: +NORMALIZE_WHITESPACE
Flicks made: 6
Flicks to make: 6 = 1 free + 1 (passes wicket 1) + 2 (hits Ben) + 1 (passes wicket 2)
    + 1 (passes wicket 3)

A position set up by hand (``at=NAME:X,Y`` puts a coin down), then moves:

>>> print("\\n".join(WORKED["played"]("at=Ann:2.5,0", "at=Ben:3,0.1", "show=events,status",
...                                   "flick 0 1.2", "flick 0 2")))
Ann hits Ben: +2, 2 flicks left
Ann hits Ben again: nothing until Ann passes the next wicket or hits the right endpost in order
Ann passes wicket 1: +1, 2 flicks left
Ann to play, 2 flicks left, with the choice of options for Ben

Lengths in inches take a tile as 2 inches, so that a coin is 3/4 inch across:

>>> from games.croquet.course import COIN
>>> COIN * TILE_INCHES, inches(3.04), inches(24)
(0.75, '6.1 in', '48 in (4 feet)')

The player aid's tables:

>>> WORKED["order"]().rows[7]
('8', 'the right endpost', '16', 'the left endpost')
>>> for what, flicks in WORKED["earnings"]().rows[:3]:
...     print(f"{what}: {flicks}")
Each turn begins with: 1 flick (free)
Your coin passes its next wicket the right way: +1
Your coin hits the right endpost after wicket 7: +1
>>> WORKED["spaces"]().rows[1]
('the left endpost to wicket 1', '3.04', '6.1 in')
"""

from __future__ import annotations

from functools import cache
from statistics import median

from ..core.catalogue import catalogue
from ..core.components import SUITS
from ..core.errors import UserError
from ..core.fields import Whole
from ..core.reasons import Listed
from ..core.story import story
from ..core.words import count, listing
from ..core.worked import Table, state_at
from .course import Course, num
from .examples import EXAMPLES, robot_turns
from .flicks import STOPS, Entry, flicks_text
from .narrate import flick_story, standing
from .options import Rules
from .players import FACES
from .robot import SHAKY, STEADY
from .rules import CroquetState, new_game
from .turn import Phase

#: The highest turn and team count an example may name (past any game the book plays).
_MOST_TURNS, _MOST_TEAMS = 10_000, 10

WORKED, entry = catalogue()

#: A piecepack tile's side in inches; the model's unit, the tile width, is one tile (a coin is
#: 3/4 inch across, which is :data:`~.course.COIN` tile widths).
TILE_INCHES = 2

#: How an event's line is indented under its move: non-breaking spaces, which typesetting keeps.
_INDENT = "\u00a0" * 4


def _indented(entry_: Entry, stops: bool = True) -> list[str]:
    """An entry's lines in the notation, its events indented (:data:`_INDENT`); without
    ``stops``, leaving out where each coin stopped."""
    kept = [event for event in entry_.events if stops or event.rule != STOPS]
    return entry_.lines[:1] + [_INDENT + str(event) for event in kept]


@cache
def _befores(record: str) -> tuple[CroquetState, ...]:
    """The position before each move of a record (its log holds one entry a move)."""
    played = EXAMPLES.replay(record)
    state = EXAMPLES.state_from_record(played.record)
    states = []
    for text in played.moves:
        states.append(state.copy())
        state.apply(state.parse_move(text))
    return tuple(states)


def _turn_entries(state: CroquetState, number: str) -> list[Entry]:
    """The log entries of turn ``number`` (``last``: the last turn logged)."""
    if not state.log:
        raise UserError("nothing has been played yet")
    if number == "last":
        wanted = state.log[-1].turn
    else:
        wanted = Whole(0, _MOST_TURNS, "turns, or 'last'")(number)
    entries = [e for e in state.log if e.turn == wanted]
    if not entries:
        raise UserError(f"no turn {wanted} was played")
    return entries


def _at(record: str, mark: str) -> CroquetState:
    state = state_at(EXAMPLES, record, None if mark == "-" else mark)
    assert isinstance(state, CroquetState), "the croquet examples replay croquet"
    return state


def inches(tile_widths: float) -> str:
    """A length in tile widths in inches (to a tenth), with feet for whole feet."""
    length = tile_widths * TILE_INCHES
    text = f"{num(round(length, 1))} in"
    return text + (f" ({num(length / 12)} feet)" if length >= 12 and length % 12 == 0 else "")


# -- the course ---------------------------------------------------------------------------------
@entry("spaces")
def spaces(reading: str = "tiles") -> Table:
    """The distances the rules give, measured on the course built with ``reading``: between
    its tiles, in tile widths and inches (``tiles``, the default); or for the variant
    centre-distances (``centres``), between centres, as it is built, and between its tiles."""
    course = Course.make(reading=reading)
    between = course.spaces(reading="tiles")
    if reading == "centres":
        return Table(("space", "centre to centre", "between the tiles"),
                     tuple((c.name, num(c.length), num(t.length))
                           for c, t in zip(course.spaces(), between)))
    return Table(("space", "tile widths", f"with {TILE_INCHES}-inch tiles"),
                 tuple((s.name, num(s.length), inches(s.length)) for s in between))


@entry("placing")
def placing() -> Table:
    """Where each piece of the course goes, for laying it out with a ruler: the middle of each
    endpost and wicket, measured from the middle of the left endpost along the line between the
    endposts, and off that line up or down (as the course figure shows it), in tile widths and
    inches.

    >>> rows = placing().rows
    >>> for row in rows[:1] + rows[3:5]:
    ...     print(row)
    ('the left endpost', '0', 'on the line')
    ('wicket 9', '9.25 (18.5 in)', '4 up (8 in)')
    ('wicket 3', '9.25 (18.5 in)', '4 down (8 in)')
    """
    course = Course.make()
    lx, ly = course.endposts["left"]

    def row(name: str, x: float, y: float) -> tuple[str, str, str]:
        along, side = x - lx, y - ly
        off = ("on the line" if abs(side) < 1e-9 else
               f"{num(abs(side))} {'up' if side > 0 else 'down'} ({inches(abs(side))})")
        return (name, f"{num(along)} ({inches(along)})" if along else "0", off)

    wickets = sorted(course.wickets.values(), key=lambda w: (w.x, -w.y))
    return Table(("the middle of", "along the line from the left endpost", "off the line"),
                 (row("the left endpost", lx, ly),
                  *(row(f"wicket {w.number}", w.x, w.y) for w in wickets),
                  row("the right endpost", *course.endposts["right"])))


@entry("table")
def table() -> list[str]:
    """The size of the model's table round the course."""
    x0, y0, x1, y1 = Course.make().table
    width, depth = x1 - x0, y1 - y0
    return [f"The table: {num(width)} by {num(depth)} tile widths, "
            f"{num(width * TILE_INCHES / 12)} by {num(depth * TILE_INCHES / 12)} feet "
            f"with {TILE_INCHES}-inch tiles"]


@entry("order")
def order() -> Table:
    """The sixteen targets of the course, the way out beside the way back."""
    targets = Course.make().order
    half = len(targets) // 2
    return Table(("", "the way out (left to right)", "", "the way back (right to left)"),
                 tuple((str(i + 1), targets[i].label, str(i + half + 1), targets[i + half].label)
                       for i in range(half)))


@entry("faces")
def faces(*players: str) -> list[str]:
    """The coins in playing order; given players' names, the coin each one takes."""
    def face(seat: int) -> str:
        f = FACES[seat]
        # The rules' "green/yellow": the fourth suit's colour differs between sets.
        colour = "green or yellow" if f.name == "green" else f.name
        return f"{colour} ({SUITS.named(f.suit).name})" if f.suit else f.name
    if not players:
        return [", ".join(face(seat) for seat in range(len(FACES)))]
    rules = Rules.make(players)
    return [", ".join(f"{name} {face(seat)}" for seat, name in enumerate(rules.players))]


# -- turns and flicks ---------------------------------------------------------------------------
@entry("tallies")
def tallies(record: str, mark: str = "-", *, player: bool = False) -> list[str]:
    """Each player's tally at a mark of a record (``-``, the default: its end); for a player,
    how far each coin has got, in words (:func:`~.narrate.standing`)."""
    state = _at(record, mark)
    if player:
        return [standing(state, seat) for seat in range(len(state.players))]
    return [str(tally) for tally in state.tallies()]


@entry("turn")
def turn(record: str, mark: str = "-", number: str = "last", *, player: bool = False
         ) -> list[str]:
    """Every move of one turn of a record (up to a mark), as the model logs it; for a player,
    every move in words."""
    state = _at(record, mark)
    entries = _turn_entries(state, number)
    if not player:
        return [line for e in entries for line in _indented(e)]
    befores = _befores(record)
    return [flick_story(befores[state.log.index(e)], e,
                        over=state.is_terminal() and e is state.log[-1]) for e in entries]


def earned(entries: list[Entry]) -> list[tuple[str, int]]:
    """What earned flicks in these moves, in order: (what happened, flicks earned); checked
    against the flicks the model added up."""
    found = [(str(count.deed()), count.gain) for e in entries for count in e.counts
             if count.gain]
    if sum(n for _, n in found) != sum(e.earned for e in entries):
        raise AssertionError("the log's earned flicks do not add up")
    return found


@entry("flick-count")
def flick_count(record: str, mark: str = "-", number: str = "last", *,
                player: bool = False) -> list[str]:
    """The flicks a turn made, and the free one plus those earned, event by event (for a
    player, in a sentence: ``Ann made six flicks: the free one, and 5 earned as Ann passes
    wicket 1 (1), hits Ben (2) ...``)."""
    state = _at(record, mark)
    entries = _turn_entries(state, number)
    made = sum(e.flicked is not None for e in entries)
    free = new_game().flicks
    items = earned(entries)
    total = free + sum(n for _, n in items)
    if player:
        name = state.players[entries[0].seat]
        said = f"{name} made {count(made, 'flick')}"
        if made != total:
            said += f" of the {total} {name} had"
        said += ": the free one"
        if items:
            said += (f", and {total - free} earned as {name} "
                     + listing([f"{what} ({n})" for what, n in items]))
        return [said + "."]
    return [f"Flicks made: {made}",
            f"Flicks to make: {total} = {free} free"
            + "".join(f" + {n} ({what})" for what, n in items)]


def _setting(state: CroquetState, text: str) -> None:
    """``at=NAME:X,Y[,TARGETS]``: put NAME's coin at (X, Y), optionally with TARGETS reached."""
    name, _, where = text.partition(":")
    parts = where.split(",")
    try:
        x, y = float(parts[0]), float(parts[1])
        progress = int(parts[2]) if len(parts) == 3 else None
    except (ValueError, IndexError):
        raise UserError(f"at={text}: write at=NAME:X,Y or at=NAME:X,Y,TARGETS") from None
    if len(parts) > 3:
        raise UserError(f"at={text}: write at=NAME:X,Y or at=NAME:X,Y,TARGETS")
    state.arrange(state.rules.seat(name), x, y, progress)


def play(*words: str, befores: list[CroquetState] | None = None
         ) -> tuple[CroquetState, list[Entry], set[str]]:
    """Play ``words`` (options, then moves) from a new game: the state, the entries the moves
    logged and what to show. Options: ``players=Ann,Ben`` (the default), ``teams=N``,
    ``variant=A,B``, ``at=NAME:X,Y[,TARGETS]`` (repeatable), ``show=log,moves,events,status``.
    Given ``befores``, the position before each move is added to it."""
    options: dict[str, str] = {"players": "Ann,Ben", "teams": "0", "variant": "",
                               "show": "log,status"}
    places: list[str] = []
    moves: list[str] = []
    for word in words:
        key, eq, value = word.partition("=")
        if eq and not moves and key == "at":
            places.append(value)
        elif eq and not moves and key in options:
            options[key] = value
        elif eq and not moves:
            raise UserError(f"unknown option {key!r}; give players, teams, variant, at or show")
        else:
            moves.append(word)
    teams = Whole(0, _MOST_TEAMS, "teams")(options["teams"])
    shown = set(filter(None, options["show"].split(",")))
    if shown - {"log", "moves", "events", "status"}:
        raise UserError(f"show={options['show']}: give log, moves, events or status")
    state = new_game(*options["players"].split(","), teams=teams,
                     variants=tuple(filter(None, options["variant"].split(","))))
    for text in places:
        _setting(state, text)
    start = len(state.log)
    for move in moves:
        if befores is not None:
            befores.append(state.copy())
        state.play(move)
    return state, state.log[start:], shown


@entry("played")
def played(*words: str, player: bool = False) -> list[str]:
    """Moves from a new game (see :func:`play`): the log (``log``), the log without the
    lines that say where each coin stopped (``moves``), or only the events that matter
    (``events``), then who is to play with how many flicks (``status``); for a player, every
    move in words."""
    befores: list[CroquetState] = []
    state, entries, shown = play(*words, befores=befores)
    lines = []
    moves = "log" in shown or "moves" in shown
    for e, before in zip(entries, befores, strict=True):
        if player and (moves or ("events" in shown and e.counts)):
            # a sentence or two a move; the flicks left said once, by the status, if shown
            lines.append(flick_story(before, e, move=moves, stops="log" in shown,
                                     tail=e is not entries[-1] or "status" not in shown,
                                     over=state.is_terminal() and e is entries[-1]))
        elif moves:
            lines += _indented(e, stops="log" in shown)
        elif "events" in shown:
            lines += [str(count.line) for count in e.counts]
    if "status" in shown:
        lines.append(_status(state, entries[-1].seat if entries else state.turn, player))
    return lines


def _status(state: CroquetState, last: int, player: bool) -> str:
    """Who is to play with how many flicks, and any choice of options to make (the outcome,
    at the end); for a player, a sentence (``last``: the seat that made the last move)."""
    if state.is_terminal():
        if player:
            said = state.outcome().words(state.players)
            return said[0].upper() + said[1:] + "."
        names = state.winners()
        return ("Winners: " if len(names) > 1 else "Winner: ") + listing(names)
    name, flicks = state.players[state.turn], flicks_text(state.flicks)
    if not player:
        return (f"{name} to play, {flicks} left"
                + (", with the choice of options for "
                   + " or ".join(state.players[c] for c in state.pending)
                   if state.phase == Phase.OPTION else ""))
    if state.turn != last:
        return f"{name} plays next, with {flicks}."
    options = Listed([f"{state.players[c]}'s coin" for c in state.pending], "or").said() \
        if state.phase == Phase.OPTION else ""
    return f"{name} now has {flicks} to make" + (
        f", and a choice of options for {options}." if options else ".")


#: A team game where Ann's coin, through its last wicket, becomes a rover and flicks through
#: wicket 2 into Ben's coin.
_ROVER = ("players=Ann,Ben,Cat,Dan", "teams=2", "at=Ann:5,0,15", "at=Ben:8,0.1", "rover",
          "flick 0 4")
#: What earns flicks, each shown by a position played through the model: the row's words, the
#: moves (as for :func:`play`), and a piece of the log line of the event the row is about.
EVENTS = (
    ("Your coin passes its next wicket the right way", ("place 1 0", "flick 0 3.5"),
     "passes wicket 1"),
    ("Your coin hits the right endpost after wicket 7",
     ("at=Ann:21,0,7", "flick 0 3"), "hits the right endpost"),
    ("Your coin hits a coin it has not hit this turn, or not since its last wicket (or the "
     "right endpost)",
     ("at=Ann:2.5,0", "at=Ben:3,0.1", "flick 0 1.2"), "hits Ben"),
    ("Your coin hits that coin again before then",
     ("at=Ann:2.5,0", "at=Ben:3,0.1", "flick 0 1.2", "flick 0 2"), "hits Ben again"),
    ("Your coin hits a teammate's coin",
     ("players=Ann,Ben,Cat,Dan", "teams=2", "at=Ann:2.5,0", "at=Cat:3,0.1", "flick 0 1.2"),
     "a teammate"),
    ("Your coin passes a wicket out of order or the wrong way",
     ("at=Ann:5,0", "flick 180 2"), "the wrong way"),
    ("You knock another coin through its next wicket (it counts for that coin)",
     ("at=Ann:5.4,0,2", "at=Ben:6,0,1", "flick 0 2"), "knocked through"),
    ("A rover passes a wicket, either way (once a turn for each wicket)", _ROVER,
     "rover passes wicket 2"),
    ("A rover hits an opponent's coin (once a turn for each coin)", _ROVER, "rover hits Ben"),
    ("A poison coin hits a coin (that coin is out)",
     ("variant=poison", "at=Ann:5,0,14", "at=Ben:2,1.5", "flick 180 6", "flick 45 2"),
     "hits Ben"),
    ("You flick your own coin off the table (flicks left are lost)",
     ("place 1 0", "flick 0 7", "flick 95 12"),
     "leaves the table"),
)


@entry("earnings")
def earnings() -> Table:
    """The flicks each event earns, as the model counts them in a position that shows it."""
    free = new_game().flicks
    rows = [("Each turn begins with", f"{flicks_text(free)} (free)")]
    for label, words, piece in EVENTS:
        state, entries, _ = play(*words)
        last = entries[-1]
        events = [count for count in last.counts if piece in str(count.line)]
        if not events:
            raise AssertionError(f"{label}: the model logged no event with {piece!r}")
        before, _, _ = play(*words[:-1])
        if events[0].gain:
            value = f"+{events[0].gain}"
        elif state.turn != last.seat and before.flicks > 1:
            value = "none; the turn ends"
        else:
            value = "none"
        rows.append((label, value))
    return Table(("what happens", "flicks"), tuple(rows))


# -- robots ------------------------------------------------------------------------------------
@entry("robots")
def robots(*, player: bool = False) -> Table:
    """How far each robot's flicks stray, and the turns it needed to play the course alone
    (for players, a robot is a computer player)."""
    data = robot_turns()
    rows = []
    for skill in (STEADY, SHAKY):
        turns = [t for _, t in data[skill.name] if t is not None]
        unfinished = len(data[skill.name]) - len(turns)
        rows.append((skill.name, f"{num(skill.direction)} degrees",
                     f"{num(skill.strength * 100)} percent", str(len(data[skill.name])),
                     num(median(turns)), f"{min(turns)} to {max(turns)}"
                     + (f" ({unfinished} unfinished)" if unfinished else "")))
    return Table(("computer player" if player else "robot", "direction strays by",
                  "strength strays by", "games", "median turns", "turns, fewest to most"),
                 tuple(rows))


def endposts(before: CroquetState, after: CroquetState) -> list[str]:
    """The story's own moments: a coin reaching an endpost (the turn of the course, and its
    end)."""
    return [f"{name}'s coin reaches {after.course.order[k].label}."
            for seat, name in enumerate(after.players)
            for k in range(before.progress[seat], after.progress[seat])
            if "endpost" in after.course.order[k].label]


@entry("story")
def told(record: str) -> list[str]:
    """A complete game's story (:func:`games.core.story.story`): who leads on targets reached,
    each coin reaching an endpost, and the end."""
    return story(EXAMPLES, record, "target", turn=lambda s: s.turn_number,
                 moments=endposts)
