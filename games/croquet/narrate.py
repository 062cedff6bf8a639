"""Tabletop Croquet move by move, in words (for the step-through viewer, the figure strips and the
player's edition): what each flick did, read from the account the rules keep of it.

Each kind of move tells its own moves (``tried`` and ``describe`` of the kinds in
:mod:`.turn`, in the words of :mod:`.words`: no coordinates, no degrees), and each line of a
flick's account says itself in a player's words (:mod:`.flicks`); this module tells the rest:
the start, the position after each move, a logged move told from the position it was played
from, and each player's standing.

>>> from games.core.narration import tell
>>> from games.croquet import narrate, new_game
>>> game = new_game("Ann", "Ben")
>>> print(tell(game, narrate, "place 1 0"))
Ann starts with the coin 1 tile width to the right of the left endpost.
>>> print(TURNS.tried(game, game.parse_move("flick 0 6.5")))
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths
>>> print(tell(game, narrate, "flick 0 6.5"))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths: Ann passes
wicket 1, for a flick (1 flick left); Ann passes wicket 2, for a flick (2 flicks left).
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Ann to play, 2 flicks left. Course: Ann 2 of 16 targets (next wicket 3), Ben 0 of 16
targets (next wicket 1).

A logged move as a player reads it aloud, from the position it was played from: the move,
then what it did, in a sentence or two (events of one kind told as one):

>>> entry = game.log[-1]
>>> print(flick_story(as_played(game, entry), entry))  # doctest: +NORMALIZE_WHITESPACE
Ann flicks the coin towards wicket 1, hard enough to slide about 6.5 tile widths. It passes
wicket 1 and wicket 2, for a flick each, then stops half a tile width to the right of wicket 2:
Ann has 2 flicks left.
>>> standing(game, 0)
"Ann's coin has reached 2 of the 16 targets, and plays for wicket 3 next."
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import narration
from ..core.reasons import Listed, say
from .flicks import STOPS, TELLINGS, TO_PLAY, Entry, Ruling, Telling, flicks_text, gained, verdict
from .players import Status
from .rules import CroquetState
from .turn import ROVER_KIND, STARTED, TURNS, Phase


@dataclass
class _Clause:
    """An event of a flick as a player's story tells it: how (its telling), the coin it
    happened to in words, the event's facts, and what the account says it earned."""

    telling: Telling
    coin: str
    facts: dict[str, object]
    verdict: str
    gain: int
    each: bool = False

    def joins(self, other: _Clause) -> str | None:
        """The one fact ``other`` differs in, if the two may be told as one clause
        (``passes wicket 1 and wicket 2``), else None."""
        if other.telling != self.telling or not self.telling.merges or other.coin != self.coin \
                or (other.verdict, other.gain) != (self.verdict, self.gain):
            return None
        differ = [k for k in self.facts if other.facts.get(k) != self.facts[k]]
        return differ[0] if len(differ) == 1 and differ[0] != self.telling.owner else None

    def said(self, subject: str) -> str:
        earned = self.verdict.format(gain=say(gained(self.gain)),
                                     each=" each" if self.each else "")
        return self.telling.clause(coin=subject, earned=earned, **self.facts).said()


def _clauses(entry: Entry, stops: bool) -> list[_Clause]:
    """The events of ``entry``'s account as a player's story tells them, in order (without
    whose turn is next; without where each coin stopped, unless ``stops``), events told as one
    where they may be (:meth:`_Clause.joins`)."""
    clauses: list[_Clause] = []
    for line in entry.events:
        if line.rule == TO_PLAY or (line.rule == STOPS and not stops):
            continue
        event, said, gain = verdict(line)
        telling = TELLINGS[event.rule]
        clause = _Clause(telling, telling.coin_of(event), dict(event.facts), said, gain)
        fact = clauses[-1].joins(clause) if clauses else None
        if fact is None:
            clauses.append(clause)
            continue
        last = clauses[-1]
        before = last.facts[fact]
        items = list(before.items) if isinstance(before, Listed) else [before]
        last.facts[fact], last.each = Listed((*items, clause.facts[fact])), True
    return clauses


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def flick_story(before: CroquetState, entry: Entry, *, move: bool = True, stops: bool = True,
                tail: bool = True, over: bool = False) -> str:
    """A logged move as a player reads it aloud, in a sentence or two: the move told from
    ``before`` (the position it was played from), then what it did, each coin named once (the
    coin flicked is ``it``), and the flicks left or whose turn is next (not with ``tail``;
    nothing after the game's last move, ``over``). Without ``move``, only what it did; without
    ``stops``, not where each coin stopped. Each part is worded where it is declared: the move
    by its kind, each event by its ruling's telling and what it earned by the account's
    verdict (:mod:`.flicks`)."""
    name = before.players[entry.seat]
    sentences = []
    if move:
        said = TURNS.tried(before, before.parse_move(entry.move))
        if TURNS.of(before.parse_move(entry.move)) is ROVER_KIND:
            said += f": {ROVER_KIND.effect}"
        sentences.append(said + ".")
    flicked = None if entry.flicked is None else before.players[entry.flicked]
    clauses = _clauses(entry, stops)
    told: list[str] = []
    subject = None
    for clause in clauses:
        owner = clause.facts[clause.telling.owner]  # a player has one coin: it names the coin
        if owner == subject:
            told[-1] += ", then " + clause.said("").lstrip()
            continue
        first = move and not told and owner == flicked
        told.append(clause.said("it" if first else clause.coin))
        subject = owner
    events = "; ".join(told)
    after = [line for line in entry.events if line.rule == TO_PLAY]
    fouled = any(verdict(line)[0].rule == Ruling.FOUL.line for line in entry.events)
    left = entry.counts[-1].flicks if entry.counts else entry.left
    ending = ""
    if not tail or over:
        pass
    elif after:
        ending = (f"{after[0].fact('who')} plays next." if fouled else
                  f"That was {name}'s last flick: {after[0].fact('who')} plays next.")
    elif left is not None:
        if events:
            events += f": {name} has {flicks_text(left)} left"
        else:
            ending = f"{name} has {flicks_text(left)} left."
    if events:
        sentences.append(_capital(events) + ".")
    if ending:
        sentences.append(ending)
    return " ".join(sentences)


def as_played(state: CroquetState, entry: Entry) -> CroquetState:
    """The position ``entry`` was played from, as far as telling its move needs: ``state``
    (any later position of the same game) with the coins where they lay before the move, the
    mover to play and, for a coin moved next to one it hit, that coin hit."""
    before = state.copy()
    before.turn = entry.seat
    before.pos = [entry.before.get(seat) for seat in range(len(state.players))]
    if entry.head is not None and entry.head.rule == STARTED:
        before.phase, before.pending = Phase.START, ()
    elif entry.beside:
        before.phase, before.pending = Phase.OPTION, entry.beside
    else:
        before.phase, before.pending = Phase.FLICK, ()
    return before


def entry_words(state: CroquetState, entry: Entry) -> str:
    """A logged move in a player's words, told from the position it was played from (see
    :func:`as_played`), without what it did.

    >>> from games.croquet.examples import EXAMPLES
    >>> final = EXAMPLES.replay("turn").state
    >>> [entry_words(final, e) for e in final.log if e.turn == 3][:2]
    ['Ann flicks the coin towards wicket 1, hard enough to slide about 6 tile widths', \
"Ann moves the coin 0.5 coin widths to the left of Ben's coin"]
    """
    before = as_played(state, entry)
    return TURNS.tried(before, before.parse_move(entry.move))


def standing(state: CroquetState, seat: int) -> str:
    """How far ``seat``'s coin has got, in a sentence: the targets reached of the course's, and
    its next target (or how it stands, once it has none to play for)."""
    target, status = state.target(seat), state.status[seat]
    said = (f"{state.players[seat]}'s coin has reached {state.progress[seat]} of the "
            f"{len(state.course.order)} targets")
    if status == Status.PLAYING and target:
        return f"{said}, and plays for {target.label} next."
    return f"{said}: {status.words}."


def start(state: CroquetState) -> str:
    teams = f" in {state.rules.teams} teams" if state.rules.teams else ""
    return (f"The course is laid out; {len(state.players)} players{teams}, no coin on the "
            f"table yet. {state.players[state.turn]} plays first.")


def summary(state: CroquetState) -> str:
    course = ", ".join(f"{t.player} {t.items[0].points} of 16 targets" + (
        f" (next {target.label})" if (target := state.target(seat)) and
        state.status[seat] == Status.PLAYING else f" ({state.status[seat].words})")
        for seat, t in enumerate(state.tallies()))
    if state.is_terminal():
        return f"{narration.result(state)} Course: {course}."
    name = state.players[state.turn]
    if state.phase == Phase.OPTION:
        hit = " or ".join(state.players[c] for c in state.pending)
        doing = (f"{name} hit {hit}: carry on, move next to it, flick it, or both "
                 f"({flicks_text(state.flicks)} left)")
    elif state.phase == Phase.PLACED:
        doing = f"{name}'s coin lies next to the coin it hit ({flicks_text(state.flicks)} left)"
    elif state.phase == Phase.START:
        doing = f"{name} to place the coin by the left endpost"
    else:
        doing = f"{name} to play, {flicks_text(state.flicks)} left"
    return f"{doing}. Course: {course}."
