"""Human Trophies' worked examples for the book's example boxes and its player aid.

Records are named without ``.rec``. A range of moves is given by two marks (``-`` for the
record's start or end) or by turn numbers; the model tells each move of it in words.

>>> print("\\n".join(WORKED["scavenges"]("running-example", "start")))
Alice's ready kids: 3S (power 1), 9S (power 3) and QS (power 4).
2C (worth 2): 9S alone or QS alone.
6C (worth 6): 9S and QS together.
9C (worth 9): no team: all the ready kids together make 8.
2C and 6C together: no, the kids cannot be split into a team for each.
>>> print("\\n".join(WORKED["story"]("running-example-other-line", "scavenged", "stopped")))
Alice tricks KD (worth 11) with QS (power 4) and 10C (worth 10): 14 beats 11.
A parent worth 10 or less may interrupt; asked in turn: Bernard, then Charlie.
Bernard declines (no parent worth 10 or less in hand).
Charlie interrupts with 7H (worth 7) and stops the trick: 10C goes to the warehouses, and KD \
stays showing.
>>> print("\\n".join(WORKED["turns"]("complete-game", "2")))
Turn 2: Bernard bribes Alice's 6S (power 2, so toys worth at least 4) with 10C (worth 10) and \
gives Alice 5H.
Bernard ends the turn: 6S untaps; Bernard draws a card.
>>> WORKED["trophies"]("complete-game")[1]
'Bernard: 34 points (8D 8, 7D 7, 6D 6, 4D 4, 9D 9)'
>>> WORKED["cards"]().rows[0]
('spades (S)', 'kid', 'power 1 for 2, 3, 4; 2 for 5, 6, 7; 3 for 8, 9, 10; 4 for J, Q, K, A')
>>> WORKED["bribe-prices"]().rows[-1]
('4', '8', '12', '9')

The player's edition names every card as a player says it:

>>> print("\\n".join(WORKED["turns"]("complete-game", "2", player=True)))
On turn 2, Bernard bribes Alice's 6 of spades (power 2, so toys worth at least 4) with the 10 of \
clubs (worth 10) and gives Alice the 5 of hearts.
Bernard ends the turn. The 6 of spades untaps, and Bernard draws a card.
>>> WORKED["scavenges"]("running-example", "start", player=True)[2]
'The 6 of clubs (worth 6): the 9 and queen of spades together.'
>>> WORKED["cards"](player=True).rows[0][2], WORKED["cards"](player=True).rows[-1][0]
('power 1 for 2, 3, 4; 2 for 5, 6, 7; 3 for 8, 9, 10; 4 for jack, queen, king, ace', 'joker')
>>> WORKED["trophies"]("complete-game", player=True)[0]
'Alice scores 33 points, from the ace of diamonds (11), the jack of diamonds (11) and the king \
of diamonds (11).'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from ..core.cards import (
    JOKER_SUIT,
    RANK_NAME,
    RANK_TEXT,
    RANKS,
    SUIT_BY_LETTER,
    Card,
    codes,
    parse_card,
    standard_deck,
)
from ..core.catalogue import catalogue
from ..core.errors import UserError
from ..core.protocol import GameState
from ..core.replay import Replay
from ..core.words import listing
from ..core.worked import Table, state_at
from . import moves as m
from .cards import POWER, ROLES, VALUE, is_parent, spoken, spoken_all, total
from .examples import EXAMPLES
from .options import BRIBE_FIVE_PLUS, BRIBE_TRIPLE, Rules
from .rules import HumanTrophiesState, state_from_record
from .teams import assign_teams, smallest_teams
from .turn import BUSY, GROUNDED, INTERRUPTION, READY, TrickKind, against

WORKED, entry = catalogue()


def _ours(state: GameState) -> HumanTrophiesState:
    """A replayed state, as the Human Trophies state it is."""
    assert isinstance(state, HumanTrophiesState)
    return state


class _Say:
    """How an entry names cards: by their codes (the designer's edition) or as a player says
    them (the player's edition: :func:`.cards.spoken`, :func:`.cards.spoken_all`)."""

    def __init__(self, player: bool) -> None:
        self.player = player

    def card(self, c: Card, the: bool = True) -> str:
        return spoken(c, the) if self.player else c.code

    def cards(self, group: Iterable[Card], the: bool = True) -> str:
        """Cards listed, as one group: ``5C 6C`` or ``the 5 and 6 of clubs``."""
        return spoken_all(group, the) if self.player else codes(group)

    def each(self, group: Iterable[Card]) -> str:
        """Cards listed as a sentence does: ``9S and QS`` or ``the 9 and queen of spades``."""
        return spoken_all(group) if self.player else listing([c.code for c in group])

    def kid(self, kid: Card) -> str:
        return f"{self.card(kid)} (power {POWER[kid]})"

    def worth(self, group: Sequence[Card]) -> str:
        return f"{self.cards(group)} (worth {total(group)})"

    def start(self, c: Card) -> str:
        """A card at the start of a sentence."""
        said = self.card(c)
        return said[:1].upper() + said[1:]


# -- the cards -----------------------------------------------------------------------------

def _worth_by_rank(suit: str, player: bool = False) -> str:
    """What the cards of a suit are worth, rank group by rank group (power for kids); the
    jack, queen, king and ace by name for players."""
    said = RANK_NAME if player else RANK_TEXT
    worth = POWER if suit == "S" else VALUE
    groups: dict[int, list[int]] = {}
    for rank in RANKS:
        groups.setdefault(worth[Card(rank, suit)], []).append(rank)
    numbered = [ranks[0] for points, ranks in groups.items() if ranks == [points]]
    parts = [f"{points} for {', '.join(said[r] for r in ranks)}"
             for points, ranks in groups.items() if ranks != [points]]
    if numbered:
        parts.insert(0, f"its number for {RANK_TEXT[numbered[0]]} to {RANK_TEXT[numbered[-1]]}")
    text = "; ".join(parts)
    return "power " + text if suit == "S" else text


@entry("cards")
def cards(*, player: bool = False) -> Table:
    """Human Trophies card roles and values: each suit's role, and what its cards are worth
    (the suit letters and the joker's code only in the designer's edition)."""
    rows = [(SUIT_BY_LETTER[suit].name + ("" if player else f" ({suit})"), role,
             _worth_by_rank(suit, player))
            for suit, role in ROLES.items() if suit != JOKER_SUIT]
    rows.append(("joker" if player else "joker (JK)", ROLES[JOKER_SUIT], "no value"))
    return Table(("Suit", "Role", "Worth"), tuple(rows))


@entry("bribe-prices")
def bribe_prices(prices: str = "rules", *, player: bool = False) -> Table:
    """The least value of toys that bribes a kid, by its power: by the rules; with
    ``variants``, beside the two variants' prices. The player's edition shows the variants'
    prices only where it asks for them, in its Variants section, which names the variants
    first (the designer's edition always shows them, named as a record's header does)."""
    if prices not in ("rules", "variants"):
        raise UserError(f"bribe-prices {prices}: give rules or variants")
    variants = (BRIBE_TRIPLE, BRIBE_FIVE_PLUS) if prices == "variants" or not player else ()
    priced = [Rules.make(2, variants=chosen) for chosen in ((), *((v,) for v in variants))]
    rows = tuple((str(power),) + tuple(str(rules.bribe_price(power)) for rules in priced)
                 for power in sorted(set(POWER.values())))
    rules = "by the rules" if player and variants else "toys worth at least"
    header = ("kid's power", rules) + tuple(
        variant.said() if player else f"{variant} variant" for variant in variants)
    return Table(header, rows)


# -- scavenging ----------------------------------------------------------------------------

@entry("scavenges")
def scavenges(record: str, mark: str, *, player: bool = False) -> list[str]:
    """What the active player at a mark can scavenge: the smallest teams for each toy in the
    warehouses, the toys no team can take, and the pairs that cannot be taken together."""
    say = _Say(player)
    state = _ours(state_at(EXAMPLES, record, mark))
    name = state.players[state.active]
    kids = tuple(sorted(k for k, how in state.clubhouses[state.active].items() if how is READY))
    if not kids:
        return [f"{name} has no ready kid to scavenge with."]
    lines = [f"{name}'s ready kids: {listing([say.kid(k) for k in kids])}."]
    takeable = []
    for toy in sorted(state.warehouses):
        teams = list(smallest_teams(kids, VALUE[toy]))
        if teams:
            takeable.append(toy)
            alone = [say.each(team) + (" alone" if len(team) == 1 else " together")
                     for team in teams]
            lines.append(f"{say.start(toy)} (worth {VALUE[toy]}): {' or '.join(alone)}.")
        else:
            lines.append(f"{say.start(toy)} (worth {VALUE[toy]}): no team: all the ready kids "
                         f"together make {sum(POWER[k] for k in kids)}.")
    for pair in combinations(takeable, 2):
        if assign_teams(kids, pair) is None:
            together = say.each(pair)
            lines.append(f"{together[:1].upper() + together[1:]} together: no, the kids cannot "
                         "be split into a team for each.")
    return lines


# -- the moves of a record, told in words --------------------------------------------------

def _go(say: _Say, cards: Sequence[Card]) -> str:
    return f"{say.cards(cards)} {'goes' if len(cards) == 1 else 'go'} to the warehouses"


# (``move`` is any move, told apart below by its type through ``kind``, which mypy does not
# follow to ``move``: Any, as the state's history holds it)
def _tell(state: HumanTrophiesState, seat: int, move: Any, say: _Say) -> list[str]:
    """``move`` (by ``seat``) in words; the move is played on ``state``."""
    name, active = state.players[seat], state.players[state.active]
    kind, trick = type(move), state.trick
    lines = []
    if kind is m.Scavenge:
        lines.append(f"{name} scavenges {say.card(move.toy)} (worth {VALUE[move.toy]}) with "
                     f"{say.each(move.team)} "
                     f"(power {sum(POWER[k] for k in move.team)}).")
    elif kind is m.Recruit:
        lines.append(f"{name} recruits {say.kid(move.kid)}; it joins the clubhouse busy.")
    elif kind is m.Bribe:
        owner, power = state.players[move.owner], POWER[move.kid]
        lines.append(f"{name} bribes {owner}'s {say.card(move.kid, the=False)} (power {power}, "
                     f"so toys worth at least {state.prices[power]}) with {say.worth(move.toys)} "
                     f"and gives {owner} {say.card(move.parent)}.")
    elif kind is m.Detention:
        lines.append(f"{name} gives {active} detention with Miss Monster: {active} may not "
                     "trick this turn.")
    elif kind is m.Trick:
        victim = VALUE[move.victim]
        lines.append(f"{name} tricks {say.card(move.victim)} (worth {victim}) with "
                     f"{say.kid(move.kid)} and {say.worth(move.toys)}: "
                     f"{against(TrickKind.strength(move.kid, move.toys), victim)}.")
    elif kind is m.Decline and state.phase is INTERRUPTION:
        assert trick is not None
        limit = trick.toy_value
        able = any(is_parent(c) and VALUE[c] <= limit for c in state.hands[seat])
        lines.append(f"{name} declines" + ("" if able else
                                           f" (no parent worth {limit} or less in hand)") + ".")
    elif kind is m.Interrupt:
        assert trick is not None
        said = (f"{name} interrupts with {say.card(move.parent)} (worth {VALUE[move.parent]}) "
                "and ")
        if move.punish:
            said += (f"punishes: {active} wins {say.card(trick.victim)}, {name} takes "
                     f"{say.cards(trick.toys)}, and {say.card(trick.kid)} is grounded.")
        else:
            said += (f"stops the trick: {_go(say, trick.toys)}, and {say.card(trick.victim)} "
                     "stays showing.")
        lines.append(said)
    elif kind is m.EndTurn:
        lines.append(_ending(state, name, say))
    state.apply(move)
    if kind is m.Trick:
        lines += _asked(state, name, move, say)
    elif kind is m.Decline and trick and state.trick is None:
        lines.append(f"Nobody interrupts: {active} wins {say.card(trick.victim)}; "
                     f"{_go(say, trick.toys)}.")
    if state.is_terminal():
        lines.append("No victims are left: the game ends." if not state.victims else
                     "Every player has passed in a row: the game ends.")
    return lines


def _asked(state: HumanTrophiesState, name: str, move: m.Trick, say: _Say) -> list[str]:
    """Who is asked about a trick just made, or why nobody is and what it wins."""
    limit = total(move.toys)
    if state.trick:
        asked = [state.players[s] for s in state.waiting]
        if say.player:  # two sentences: who may, and who is asked when
            then = "".join(f", then {name}" for name in asked[1:])
            return [f"A parent worth {limit} or less may interrupt. {asked[0]} is asked first"
                    f"{then}."]
        return [f"A parent worth {limit} or less may interrupt; asked in turn: "
                f"{', then '.join(asked)}."]
    why = (f"every parent worth {limit} or less is in the lounge" if state.least_parent > limit
           else "no other player has a card in hand")
    return [f"Nobody is asked ({why}): {name} wins {say.card(move.victim)}; "
            f"{_go(say, move.toys)}."]


def _ending(state: HumanTrophiesState, name: str, say: _Say) -> str:
    """The end of a turn: a pass, or what untaps and the draw."""
    if not (state.acted or state.detained):
        return f"{name} passes: a turn with nothing done."
    club = state.clubhouses[state.active]
    parts = []
    busy = [k for k, how in club.items() if how is BUSY]
    grounded = [k for k, how in club.items() if how is GROUNDED]
    if busy:
        parts.append(f"{say.each(busy)} {'untaps' if len(busy) == 1 else 'untap'}")
    if grounded:
        parts.append(f"{say.each(grounded)} {'stays' if len(grounded) == 1 else 'stay'} "
                     "grounded")
    drawn = f"{name} draws a card" if state.draw else "the draw deck is empty"
    if say.player:  # the turn's end, then what comes of it, as sentences
        rest = f"{', '.join(parts)}, and {drawn}" if parts else drawn
        return f"{name} ends the turn. {rest[0].upper()}{rest[1:]}."
    said = f"{name} ends the turn" + (": " + ", ".join(parts) if parts else "")
    return said + f"; {drawn}."


def _told(played: Replay[HumanTrophiesState], first: int, last: int, numbered: bool = False, *,
          say: _Say | None = None) -> list[str]:
    """Moves ``first`` to ``last - 1`` (counting from 0) of a replayed record, in words;
    ``numbered`` starts each turn's first line with the turn's number; cards named by ``say``
    (by their codes when not given)."""
    say = say or _Say(False)
    state = state_from_record(played.record)
    lines, turn, told = [], 1, 0
    for index, (seat, move) in enumerate(_ours(played.state).history[:last]):
        said = _tell(state, seat, move, say)
        if index < first:
            said = []
        if said and numbered and told != turn:  # a player reads a sentence: "On turn 2, ..."
            said[0] = f"On turn {turn}, {said[0]}" if say.player else f"Turn {turn}: {said[0]}"
            told = turn
        lines += said
        turn += type(move) is m.EndTurn
    return lines


def _moves_at(played: Replay[HumanTrophiesState], record: str, mark: str, default: int) -> int:
    """How many moves come before ``mark`` (``-``: ``default``)."""
    if mark == "-":
        return default
    for position in played.positions:
        if position.mark.name == mark:
            return position.mark.moves
    raise UserError(f"no mark {mark!r} in {record}.rec")


@entry("story")
def story(record: str, start: str = "-", stop: str = "-", *, player: bool = False
          ) -> list[str]:
    """The moves of a record from one mark to another (``-``: its start or end), in words."""
    played = EXAMPLES.replay(record)
    moves = len(played.moves)
    return _told(played, _moves_at(played, record, start, 0),
                 _moves_at(played, record, stop, moves), say=_Say(player))


@entry("turns")
def turns(record: str, first: str, last: str | None = None, *, player: bool = False
          ) -> list[str]:
    """The moves of turns ``first`` to ``last`` (or only ``first``) of a record, in words."""
    played = EXAMPLES.replay(record)
    moves = len(played.moves)
    starts = [0] + [i + 1 for i, (_, move) in enumerate(_ours(played.state).history)
                    if type(move) is m.EndTurn and i + 1 < moves]
    numbers = (first, last or first)
    if not all(n.isdigit() and 1 <= int(n) <= len(starts) for n in numbers) or \
            int(numbers[0]) > int(numbers[1]):
        raise UserError(f"{record}.rec has turns 1 to {len(starts)}: give a first and a last "
                        f"turn in that range, not {' '.join(numbers)}")
    stop = starts[int(numbers[1])] if int(numbers[1]) < len(starts) else moves
    return _told(played, starts[int(numbers[0]) - 1], stop, numbered=True, say=_Say(player))


@entry("trophies")
def trophies(record: str, mark: str = "-", *, player: bool = False) -> list[str]:
    """Each player's trophies and their total, at a mark (``-``: the end)."""
    say = _Say(player)
    state = _ours(state_at(EXAMPLES, record, None if mark == "-" else mark))
    if player:  # a sentence each: "Alice scores 33 points, from the ace of diamonds (11), ..."
        return [f"{state.players[seat]} scores "
                + (f"{total(won)} points, from "
                   + listing([f"{say.card(v)} ({VALUE[v]})" for v in won]) if won
                   else "nothing, with no trophies") + "."
                for seat, won in enumerate(state.trophies)]
    return [f"{state.players[seat]}: {total(won)} points"
            + (f" ({', '.join(f'{v.code} {VALUE[v]}' for v in won)})" if won else "")
            for seat, won in enumerate(state.trophies)]


# -- the designer's remarks, asked of the model ---------------------------------------------

@entry("first-hands")
def first_hands(price: str = "rules", *, player: bool = False) -> Table:
    """"(Almost) any first hand can be played": each seat's first turn in seeded deals
    (:func:`.answers.first_turns`, heuristic players before it), by player count, for the
    first seat and the later seats: how many can recruit a kid from hand, how many can only
    bribe one (with ``parent-value``: only bribe one giving a parent worth at least the kid,
    the price the designer imagined), the share that can do either with its 95% interval, and
    the verdict against "almost any" (at least 95 in 100)."""
    from ..sim.verdicts import with_interval
    from .answers import ALMOST_ANY, FIRST_DEALS, almost_any
    from .answers import first_hands as counted

    if price not in ("rules", "parent-value"):
        raise UserError(f"first-hands {price}: give rules or parent-value")
    rows = []
    for players in (2, 3, 4, 5):
        for seats, turns, recruit, bribe, fair in counted(players, FIRST_DEALS):
            played = recruit + (bribe if price == "rules" else fair)
            verdict = almost_any(played, turns)
            rows.append((f"{players} players, {seats}", f"{turns:,}", f"{recruit:,}",
                         f"{played - recruit:,}", with_interval(played, turns),
                         {"almost any": f"yes, at least {100 * ALMOST_ANY:g} in 100",
                          "not almost any": f"no, fewer than {100 * ALMOST_ANY:g} in 100"}.get(
                              verdict, f"not decided at {turns:,} first turns") if player
                         else verdict if verdict != "not decided"
                         else f"not decided at {turns:,} first turns"))
    return Table(("Seats", "First turns", "Recruit a kid", "Only bribe",
                  "Can play" if player else "Can play (95% interval)",
                  "Almost any?"), tuple(rows))


@entry("top-toy")
def top_toy(*, player: bool = False) -> list[str]:
    """Rationale 10: the toys a power-1 kid needs to trick each top victim, by the rules and
    in the trick-at-least variant, beside the top toy's value and the parents that may
    interrupt such a trick (those worth at most the toys)."""
    from .answers import least_toys
    from .cards import TOP_VALUE

    say = _Say(player)
    written, at_least = least_toys(), least_toys(variants=("trick-at-least",))
    lines = []
    for need, less in sorted({(written[c], at_least[c]) for c in written}):
        victims = [parse_card(code) for code in written if (written[code], at_least[code]) ==
                   (need, less)]
        worth = sorted({VALUE[victim] for victim in victims})
        named = say.start(victims[0]) if len(victims) == 1 else "Each of " + say.each(victims)
        lines.append(f"{named} (worth {listing([str(w) for w in worth])}) with a kid of power "
                     f"1: toys worth {need} or more; {less} or more if a trick need only equal the "
                     "victim.")
    top = max(written.values())
    every = [card for card in standard_deck() if is_parent(card)]
    parents = [card for card in every if VALUE[card] <= top]
    lines.append(f"The top toy is worth {TOP_VALUE}; {len(parents)} of the {len(every)} "
                 f"parents are worth {top} or less, so any parent may interrupt such a trick.")
    return lines
