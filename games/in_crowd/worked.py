"""The "In" Crowd's worked examples for the book's example boxes and its player aid.

Each entry replays an example record (or asks the pyramid) and writes the result as the model
words it: votes as the model prints them, the squares open to a vote, what each player may
look at, and the scoring by coin as a table.

>>> print(WORKED["vote"]("votes", "tie-after"))  # doctest: +NORMALIZE_WHITESPACE
['Vote on mA1: Ann 4 of Crowns = 4, Ben Ace of Arms + 3 of Moons = 4; a tie,
  so every voting coin goes home']
>>> print(WORKED["vote"]("votes", "after-3", player=True)[0])  # doctest: +NORMALIZE_WHITESPACE
The vote on mA2: Ann's 5 of Suns and 3 of Crowns make 8; Ben's 4 of Moons makes 4. Ann wins: the
5 of Suns moves up from A2 to mA2, and the other voting coins go home.
>>> print("\\n".join(WORKED["influence"]("mA2", "tA1")))
mA2 is influenced by A2, A3 and A4
tA1 is influenced by mA1, mB1, mC1, mA2 and mA3
>>> print("\\n".join(WORKED["eligible"]("votes", "eligible")))
mD1: E1, F1 and F2 all hold coins
mA4: A5, A6 and B6 all hold coins
tA1: mA1, mB1, mC1, mA2 and mA3 all hold coins
>>> WORKED["choice"]("votes", "choice")
['Ann chooses which coin moves up to mA3: the 3 of Crowns or the 3 of Suns']
>>> WORKED["lead"]("complete")
['Before the last vote that put a coin on top: Ann 1, Ben 3']
>>> table = WORKED["scoring"]("doubling")
>>> table.header
('Coin on top', '5', '4', '3', '2')
>>> table.rows
(('Points', '1', '2', '4', '0'), ('Variant low-coins-double', '1', '2', '4', '8'))
>>> WORKED["scoring"]("doubling", player=True).rows[1][0]
'Variant: doubling for 2s and Aces'
>>> WORKED["influence"]("corner-five", "mA1", player=True)  # doctest: +NORMALIZE_WHITESPACE
['mA1 is influenced by A1, B1, C1, A2 and A3 (with five-square corners, a variant).']
>>> WORKED["vote"]("complete", "start")
Traceback (most recent call last):
...
games.core.errors.UserError: no vote has been taken by mark 'start' of complete.rec
"""

from __future__ import annotations

from ..core.catalogue import catalogue
from ..core.components import RANKS, SUITS, Coin, rank_name
from ..core.errors import UserError
from ..core.reasons import Listed
from ..core.words import listing
from ..core.worked import Table, state_at
from .examples import EXAMPLES
from .options import CORNER_FIVE, DOUBLING
from .pyramid import Pyramid
from .rules import InCrowdState
from .scoring import POINTS, points
from .votes import Ballot

WORKED, entry = catalogue()


def _state(record: str, mark: str | None = None) -> InCrowdState:
    state = state_at(EXAMPLES, record, mark)
    assert isinstance(state, InCrowdState)  # the examples replay through this game's model
    return state


def _told(vote: Ballot, player: bool) -> str:
    """A vote as the model prints it; for ``player``, in sentences, with where the coin moved
    up from."""
    return f"The vote on {vote.square}: {vote.words()}." if player else str(vote)


@entry("votes")
def votes(record: str, *, player: bool = False) -> list[str]:
    """Every vote of a record, in the order they were called."""
    return [_told(vote, player) for vote in _state(record).votes]


@entry("vote")
def vote(record: str, mark: str, *, player: bool = False) -> list[str]:
    """The vote last taken when a record reaches ``mark``."""
    taken = _state(record, mark).votes
    if not taken:
        raise UserError(f"no vote has been taken by mark {mark!r} of {record}.rec")
    return [_told(taken[-1], player)]


@entry("influence")
def influence(*names: str, player: bool = False) -> list[str]:
    """Which squares influence each named square (``corner-five`` first: with that variant,
    named in words for ``player``, each a sentence with its full stop)."""
    variant = bool(names) and names[0] == CORNER_FIVE.name
    pyramid = Pyramid.make(corner_five=variant)
    lines = []
    for name in names[variant:]:
        square = pyramid.index(name)
        if not pyramid.squares[square].level:
            raise UserError(f"{name} is a bottom square: nothing influences it")
        who = listing([pyramid.name(i) for i in pyramid.influencers[square]])
        named = f"with {CORNER_FIVE.said()}, a variant" if player else \
            f"variant {CORNER_FIVE.name}"
        lines.append(f"{pyramid.name(square)} is influenced by {who}"
                     + (f" ({named})" if variant else "") + ("." if player else ""))
    return lines


@entry("eligible")
def eligible(record: str, mark: str, *, player: bool = False) -> list[str]:
    """The squares open to a vote at ``mark``, each with the full squares that influence it
    (for ``player``, a sentence each)."""
    state = _state(record, mark)
    name = state.pyramid.name
    held = {s: listing([name(i) for i in state.pyramid.influencers[s]]) for s in state.eligible()}
    if player:
        return [f"{name(s)} is open to a vote: {who} all hold coins." for s, who in held.items()]
    return [f"{name(s)}: {who} all hold coins" for s, who in held.items()]


@entry("choice")
def choice(record: str, mark: str, *, player: bool = False) -> list[str]:
    """The winner's choice after a vote won with two equal highest coins."""
    state = _state(record, mark)
    if not state.pending:
        raise UserError(f"at mark {mark!r} of {record}.rec nobody has a coin to choose")
    vote = state.pending
    coins = Listed(vote.candidates(), "or").said()
    return [f"{state.players[state.mover()]} chooses which coin moves up to {vote.square}: "
            f"{coins}" + ("." if player else "")]


@entry("lead")
def lead(record: str, *, player: bool = False) -> list[str]:
    """The scores before the last vote that put a coin on top (the tiebreak); as a sentence
    for ``player``."""
    state = _state(record)
    if state.last_top is None:
        raise UserError(f"no coin reaches the top in {record}.rec")
    tallies = state.tallies(before_final=True)
    if player:
        had = [f"{t.player} had {t.total} point{'' if t.total == 1 else 's'}"
               for t in tallies[:1]] + [
            f"{t.player} {t.total}" for t in tallies[1:]]
        return [f"Before the last vote that put a coin on top, {' and '.join(had)}."]
    scores = ", ".join(f"{t.player} {t.total}" for t in tallies)
    return [f"Before the last vote that put a coin on top: {scores}"]


@entry("views")
def views(record: str, mark: str) -> list[str]:
    """What each player sees at ``mark``: the values they may look at, and the coins they see
    only by suit (the peek rule of the record's variants)."""
    state = _state(record, mark)
    name = state.pyramid.name
    lines = []
    for seat, player in enumerate(state.players):
        view = state.observation(seat)
        seen = [f"the {c.name} on {name(s)}" for s, c in enumerate(view.board)
                if isinstance(c, Coin)]
        hidden = [s for s, c in enumerate(view.board) if c is not None and not isinstance(c, Coin)]
        own = [name(s) for s in hidden if state.owner[state.coin(s).suit] == seat]
        others = len(hidden) - len(own)
        suits_only = ([f"{player}'s own coin{'s' if len(own) > 1 else ''} on {listing(own)}"]
                      if own else [])
        if others:
            suits_only.append(f"{'of ' if own else ''}{state.players[1 - seat]}'s {others} "
                              f"coin{'s' if others > 1 else ''}")
        line = f"{player} sees the values of " + (listing(seen) if seen else "no coin")
        if suits_only:
            line += f", and only the suits of {listing(suits_only)}"
        lines.append(line + ".")
    return lines


#: The values a coin on top can have: a Null never leaves the outer ring and an Ace never
#: reaches the top (the chapter proves both; tests/test_in_crowd_properties.py checks them in
#: random games), so the scoring table gives no points for either, which could never be scored.
NULL, ACE = RANKS[:2]
ON_TOP = tuple(rank for rank in sorted(POINTS, reverse=True) if rank not in (NULL, ACE))


@entry("scoring")
def scoring(*which: str, player: bool = False) -> Table:
    """What a coin on top scores, by its value, for each value that can get there; with
    ``doubling``, a row for the variant that carries the doubling on too (named in words for
    ``player``)."""
    if set(which) - {"doubling"}:
        raise UserError(f"scoring {' '.join(which)}: give nothing, or doubling")
    coins = [Coin(SUITS[0], rank) for rank in ON_TOP]
    rows = [("Points",) + tuple(str(points(c)) for c in coins)]
    if which:
        label = f"Variant: {DOUBLING.said()}" if player else f"Variant {DOUBLING.name}"
        rows.append((label,) + tuple(str(points(c, {DOUBLING.name})) for c in coins))
    return Table(("Coin on top",) + tuple(rank_name(c.rank) for c in coins), tuple(rows))
