"""The Human Trophies rules model: the zones, the turn, the end.

**Zones.** The victims deck (top card showing), the draw deck, each player's hand, clubhouse
(kids, each *ready*, *busy* or *grounded*) and trophies, the lounge (used parents and Miss
Monster) and the warehouses (used toys). While other players decide whether to interrupt a
trick, its toys lie on the table.

**The turn** of the active player, in this order (a step may be skipped, never gone back to):

1. another player holding Miss Monster may give the active player detention (no tricks);
2. the active player's grounded kids become busy;
3. scavenge: each toy taken from the warehouses needs its own team of ready kids;
4. recruit: at most one kid, from hand into the clubhouse, busy;
5. bribe: take a ready kid from another player for toys and a parent;
6. trick: one ready kid and at least one toy beat the victim showing; each trick may be
   interrupted once by another player with a parent worth at most the toys, to stop or punish;
7. untap every busy kid; 8. draw a card.

**Who is asked.** At the start of each turn (Miss Monster) and after each trick (a parent),
every other player is asked in seat order after the active player, and one who cannot or will
not act answers ``decline``: being asked tells nobody what is in a hand. Only the open cards
can settle a question in advance: nobody is asked about Miss Monster once every joker in play
is in the lounge, nobody about a trick once every parent worth at most its toys is there, and a
player with no cards in hand is not asked.

**The end:** the victims deck is empty (every victim is tricked, or a scripted table leaves
none), or every player passes (does nothing, and is not in detention) in a row. The highest
trophy total wins.

>>> game = new_game(["alice", "bernard"], seed=3)
>>> print(game.to_text())
Victims: 8D showing, 12 below. Draw deck: 31 cards.
Warehouses: -. Lounge: -.
Alice (active): hand 6C 3C KS 5H 2C; clubhouse -; trophies -
Bernard (asked): hand 10S JC 8S KH 8H; clubhouse -; trophies -
>>> print(game.why_illegal(game.parse_move("detention")))
Bernard has no Miss Monster (joker) in hand
>>> game.play("decline")
>>> game.play("recruit KS")
>>> print(game.why_illegal(game.parse_move("trick 8D with KS + 6C")))
KS is busy, not ready
>>> game.play("end")
>>> game.clubhouses[0], game.players[game.active], game.players[game.current_player()]
({Card(rank=13, suit='S'): 'ready'}, 'Bernard', 'Alice')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.cards import DIAMONDS, HEARTS, HIDDEN, JOKER, Card, codes, suit_cards
from ..core.errors import IllegalMove, UserError, quote
from ..core.protocol import Tally, TallyItem
from ..core.record import Record
from ..core.turns import GAME_OVER, TableState
from .cards import VALUE, VALUE_BY_RANK, spoken
from .fast import draw, playout
from .header import CARD_KEYS, HEADER
from .moves import Trick
from .options import Rules, one_price, per_seat
from .setup import Fixed, Table, deal
from .turn import (
    ACTIONS,
    BUSY,
    DETENTION,
    GROUNDED,
    INTERRUPTION,
    OVER,
    READY,
    SCAVENGE,
    TURNS,
    Phase,
)

if TYPE_CHECKING:
    from ..core.header import Variant

#: The parents, 2 to ace: lowest value first (made once: every new game looks for the least one
#: out).
PARENTS = tuple(suit_cards(HEARTS))
#: The tally line of each victim won (made once: its text is the same in every game).
_ITEMS = {v: TallyItem(VALUE[v], v.name, v.code) for v in suit_cards(DIAMONDS)}
#: The same line in a player's words: the victim named as a player names it.
_SAID = {item: TallyItem(item.points, spoken(v), item.short) for v, item in _ITEMS.items()}


class Trophies(Tally):
    """A player's score: the value of each victim won, in the order won (from 0).

    >>> from games.core.cards import parse_card
    >>> won = Trophies("Alice", 0, tuple(_ITEMS[parse_card(code)] for code in ("AD", "3D")))
    >>> print(won)
    Alice: 14 = 0 + 11 (ace of diamonds) + 3 (3 of diamonds)
    >>> won.said()
    'Alice scores 14: 11 for the ace of diamonds and 3 for the 3 of diamonds'
    """

    def said(self) -> str:
        """The score in a player's words (:meth:`Tally.said`), each victim named as a player
        names it ("the ace of diamonds")."""
        return Tally(self.player, self.base, tuple(_SAID[item] for item in self.items)).said()
#: The kind of each type of move (looked up on every move).
_KINDS = TURNS.by_type


@dataclass(slots=True, unsafe_hash=True)  # not frozen: quicker to make, as the moves are
class PendingTrick:
    """A trick made and waiting for the other players: interrupt, or let it happen."""

    victim: Card
    kid: Card
    toys: tuple[Card, ...]
    toy_value: int  # what the toys are worth together

    @classmethod
    def of(cls, move: Trick) -> PendingTrick:
        """The trick ``move`` lays on the table."""
        value = 0
        for toy in move.toys:
            value += VALUE_BY_RANK[toy[0]]
        return cls(move.victim, move.kid, move.toys, value)


class HumanTrophiesState(TableState):
    """A Human Trophies position and the turn; see the module text for the rules, and
    :mod:`.turn` for each kind of move."""

    TURNS = TURNS
    #: Every attribute, each in a slot of its own: read and written many times a move in a
    #: search's rollouts, a slot is quicker than the dict of an object with this many.
    __slots__ = ("acted", "active", "after", "beat", "bribed_ready", "bribes", "clubhouses",
                 "detained", "draw", "hands", "history", "kid_prices", "last_kid_safe",
                 "least_parent", "lounge", "monsters_out", "names", "one_bribe", "passes",
                 "phase", "players", "prices", "recruited", "rules", "scavenging", "step",
                 "table", "trick", "trophies", "victims", "waiting", "warehouses")

    def __init__(self, rules: Rules, table: Table):
        self.rules = rules
        self.names = rules.players
        self.players = tuple(name.capitalize() for name in rules.players)
        self.victims = list(table.victims)  # top card last
        self.draw = list(table.draw)  # top card last
        self.hands = [list(hand) for hand in table.hands]
        self.clubhouses = [dict.fromkeys(kids, READY) for kids in table.clubhouses]
        self.trophies = [list(won) for won in table.trophies]
        self.warehouses = list(table.warehouses)
        self.lounge = list(table.lounge)
        self.table: list[Card] = []  # the toys of a trick waiting for interruptions
        self.trick: PendingTrick | None = None
        self.passes = 0  # players in a row who passed
        self.history: list[tuple[int, Any]] = []  # (seat, move)
        #: By seat, the other seats in turn order, starting with the next (:meth:`others`).
        self.after = rules.after
        # What the rules work out once, kept here too: the random player reads them often.
        self.prices, self.kid_prices = rules.prices, rules.kid_prices
        self.one_bribe, self.last_kid_safe = rules.one_bribe, rules.last_kid_safe
        self.bribed_ready = rules.bribed_ready
        self.scavenging, self.beat = rules.scavenging, rules.beat
        #: Open knowledge that settles the questions: jokers in play not yet in the lounge, and
        #: the least value of a parent not yet in the lounge (99 when all are there).
        self.monsters_out = rules.jokers - self.lounge.count(JOKER)
        self.least_parent = self.least_parent_out()
        self.phase: Phase = ACTIONS
        self.waiting: list[int] = []  # the players still to be asked, in order
        self._begin_turn(0)

    # -- the turn --------------------------------------------------------------------------
    def others(self, seat: int) -> tuple[int, ...]:
        """The other seats, in turn order starting after ``seat``."""
        return self.after[seat]

    def ready_kids(self, seat: int) -> list[Card]:
        """The ready kids in ``seat``'s clubhouse, in clubhouse order."""
        return [kid for kid, status in self.clubhouses[seat].items() if status is READY]

    def _begin_turn(self, seat: int) -> None:
        self.active, self.step = seat, SCAVENGE
        self.detained = self.acted = self.recruited = False
        self.bribes = 0
        if not self.victims:  # a table dealt with every victim already won
            self._over()
            return
        asked = self.to_ask() if self.monsters_out else []
        if asked:  # step 1: the other players are asked in turn, starting after the active one
            self.phase, self.waiting = DETENTION, asked
        elif GROUNDED in self.clubhouses[seat].values():
            self.start_actions()
        else:  # what start_actions does when no kid is grounded (most turns: no call made)
            self.phase, self.waiting = ACTIONS, []

    def start_actions(self) -> None:
        """The active player acts: step 2, grounded kids leave the house, busy."""
        self.phase, self.waiting = ACTIONS, []
        club = self.clubhouses[self.active]
        if GROUNDED in club.values():  # seldom: looked for at C speed first
            for kid, status in club.items():
                if status is GROUNDED:
                    club[kid] = BUSY

    def put_trick(self, move: Trick) -> None:
        """Lay a trick's toys on the table and ask about it, or let it succeed at once."""
        self.table = list(move.toys)
        self.trick = PendingTrick.of(move)
        self.waiting = self.to_ask() if self.least_parent <= self.trick.toy_value else []
        if self.waiting:
            self.phase = INTERRUPTION
        else:
            self.resolve_trick()

    def resolve_trick(self, interrupter: int | None = None, punish: bool = False) -> None:
        """Settle the trick on the table: it succeeds unless stopped; punishing grounds the
        kid and gives the interrupter the toys, which otherwise go to the warehouses."""
        trick, toys, seat = self.trick, self.table, self.active
        assert trick is not None
        self.trick, self.table, self.phase, self.waiting = None, [], ACTIONS, []
        if interrupter is None or punish:
            self.trophies[seat].append(self.victims.pop())
        if interrupter is not None and punish:
            self.hands[interrupter] += toys
            self.clubhouses[seat][trick.kid] = GROUNDED
        else:
            self.warehouses += toys
        if not self.victims:  # the last victim is won
            self._over()

    def _over(self) -> None:
        """End the game: nobody moves or is asked any more."""
        self.phase, self.waiting = OVER, []

    def end_turn(self) -> None:
        """Steps 7 and 8: :meth:`untap`, then :meth:`pass_turn`."""
        self.untap()
        self.pass_turn()

    def untap(self) -> None:
        """Step 7: the active player's busy kids are ready again."""
        club = self.clubhouses[self.active]
        for kid, status in club.items():
            if status is BUSY:
                club[kid] = READY

    def pass_turn(self) -> None:
        """Step 8, draw (an empty draw deck is skipped), and the turn passes on; the game ends
        when every player has passed in a row."""
        seat = self.active
        if self.draw:
            self.hands[seat].append(self.draw.pop())
        self.passes = self.passes + 1 if not (self.acted or self.detained) else 0
        if self.passes >= len(self.players):
            self.phase = OVER
        else:
            self._begin_turn((seat + 1) % len(self.players))

    def to_ask(self) -> list[int]:
        """The players asked a question (Miss Monster, or a trick), in the order they are
        asked: every other player in seat order after the active player, except those with no
        card in hand. Nothing secret decides it, so being asked reveals nothing."""
        hands, asked = self.hands, []
        for seat in self.after[self.active]:  # no comprehension: hands would need a cell
            if hands[seat]:
                asked.append(seat)
        return asked

    def least_parent_out(self) -> int:
        """The least value of a parent not in the lounge (99 if every parent is there)."""
        lounge = self.lounge
        for card in PARENTS:  # lowest value first
            if card not in lounge:
                return VALUE[card]
        return 99

    # -- the protocol ----------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        return self.waiting[0] if self.waiting else self.active

    def seat(self) -> int:
        """The seat that moves now (an IllegalMove once the game is over)."""
        if self.phase is OVER:
            raise IllegalMove(GAME_OVER)
        return self.waiting[0] if self.waiting else self.active

    def is_terminal(self) -> bool:
        return self.phase is OVER

    def apply(self, move: Any) -> None:
        if self.phase is OVER:
            raise IllegalMove(GAME_OVER)
        seat = self.waiting[0] if self.waiting else self.active
        kind = _KINDS.get(type(move)) or self.TURNS.kind_of(move)
        if kind is None:
            raise IllegalMove(f"{move!r} is not a move of this game")
        kind.apply(self, move)
        self.history.append((seat, move))

    def random_move(self, rng: random.Random) -> Any:
        """The random player's move (:mod:`.fast`), drawn by the fused :func:`.fast.draw`,
        which draws the same move as the table would (the table itself in a variant the fused
        player does not know: :attr:`.options.Rules.declared_only`)."""
        if self.rules.declared_only:
            return TURNS.sample(self, rng)
        return draw(self, rng)

    def playout(self, rng: random.Random, max_moves: int) -> HumanTrophiesState:
        """Random moves to the end (:func:`~games.core.protocol.random_playout`), quicker:
        :func:`.fast.playout` (move by move in a variant it does not know)."""
        if self.rules.declared_only:
            for _ in range(max_moves):
                if self.is_terminal():
                    return self
                self.apply(self.random_move(rng))
            raise RuntimeError(f"no end after {max_moves} moves")
        return playout(self, rng, max_moves)

    def parse_move(self, text: str) -> Any:
        """A move in record notation (see :mod:`.turn`)."""
        if self.phase is OVER:
            raise UserError(GAME_OVER)
        return super().parse_move(text)

    # -- scores, views, text ---------------------------------------------------------------
    def tallies(self) -> list[Tally]:
        """Each player's trophies, victim by victim, in the order they were won."""
        return [Trophies(self.players[seat], 0, tuple([_ITEMS[v] for v in won]),
                      {"key": self.names[seat], "trophies": [_ITEMS[v].short for v in won]})
                for seat, won in enumerate(self.trophies)]

    def scores(self) -> list[int]:
        """Each player's total: the values of their trophies (what :meth:`tallies` adds up)."""
        found = []
        for won in self.trophies:  # (no comprehension: a search asks after every rollout)
            total = 0
            for victim in won:
                total += VALUE_BY_RANK[victim[0]]
            found.append(total)
        return found

    def observation(self, player: int) -> HumanTrophiesState:
        """What ``player`` sees: their own hand and the open zones; other hands, the draw deck
        and the victims under the top one only as backs (:data:`HIDDEN`). Who is being asked
        stays in the view: it follows from hand sizes and the lounge, never from a hand's cards."""
        view = self.copy()
        for seat, hand in enumerate(view.hands):
            if seat != player:
                view.hands[seat] = [HIDDEN] * len(hand)
        view.draw = [HIDDEN] * len(view.draw)
        view.victims = [HIDDEN] * (len(view.victims) - 1) + view.victims[-1:]
        return view

    def copy(self) -> HumanTrophiesState:
        """An independent copy: what moves change copied, the rest shared, each slot set by
        name (a search copies once a rollout)."""
        other = object.__new__(type(self))
        other.rules, other.names, other.players, other.trick, other.passes = (
            self.rules, self.names, self.players, self.trick, self.passes)
        other.after, other.prices, other.kid_prices, other.one_bribe = (
            self.after, self.prices, self.kid_prices, self.one_bribe)
        other.last_kid_safe, other.bribed_ready, other.scavenging, other.beat = (
            self.last_kid_safe, self.bribed_ready, self.scavenging, self.beat)
        other.monsters_out, other.least_parent, other.phase, other.active, other.step = (
            self.monsters_out, self.least_parent, self.phase, self.active, self.step)
        other.detained, other.acted, other.recruited, other.bribes = (
            self.detained, self.acted, self.recruited, self.bribes)
        other.victims, other.draw, other.warehouses = self.victims[:], self.draw[:], \
            self.warehouses[:]
        other.lounge, other.table, other.history, other.waiting = self.lounge[:], \
            self.table[:], self.history[:], self.waiting[:]
        other.hands, other.trophies = list(map(list, self.hands)), list(map(list, self.trophies))
        other.clubhouses = list(map(dict, self.clubhouses))
        return other

    def zones(self) -> dict[str, list[Card]]:
        """Every zone and the cards in it; together they hold every card of the game."""
        found = {"victims": self.victims, "draw": self.draw, "warehouses": self.warehouses,
                 "lounge": self.lounge, "table": self.table}
        for seat, name in enumerate(self.names):
            found[f"hand-{name}"] = self.hands[seat]
            found[f"clubhouse-{name}"] = list(self.clubhouses[seat])
            found[f"trophies-{name}"] = self.trophies[seat]
        return found

    def to_text(self) -> str:
        top = f"{self.victims[-1].code} showing, {len(self.victims) - 1} below" \
            if self.victims else "none left"
        lines = [f"Victims: {top}. Draw deck: {len(self.draw)} cards.",
                 f"Warehouses: {codes(sorted(self.warehouses))}. "
                 f"Lounge: {codes(sorted(self.lounge))}."]
        if self.trick:
            lines.append(f"On the table: {self.trick.kid.code} + {codes(self.table)}")
        for seat, name in enumerate(self.players):
            club = " ".join(kid.code + ("" if status is READY else f" ({status})")
                            for kid, status in self.clubhouses[seat].items()) or "-"
            mark = _mark(seat, self.active, self.current_player())
            lines.append(f"{name}{mark}: hand {codes(self.hands[seat])}; clubhouse {club}; "
                         f"trophies {codes(self.trophies[seat])}")
        return "\n".join(lines)


def _mark(seat: int, active: int, current: int | None) -> str:
    """How :meth:`~HumanTrophiesState.to_text` marks a player: to play, or active while
    another player is asked a question."""
    if current is None or (seat != active and seat != current):
        return ""
    if seat == active:
        return " (to play)" if current == active else " (active)"
    return " (asked)"


def new_game(players: int | Sequence[str] = 3, jokers: int = 2,
             variants: Iterable[str | Variant] = (), seed: int | str = 0,
             fixed: Fixed | None = None) -> HumanTrophiesState:
    """A new game: ``players`` a count or names in seat order; see :func:`.setup.deal`."""
    rules = Rules.make(players, jokers, variants)
    return HumanTrophiesState(rules, deal(rules, seed, fixed))


def state_from_record(record: Record) -> HumanTrophiesState:
    """The starting position a record's header describes (UserErrors name the header line)."""
    values = HEADER.read(record)
    with values.at("variant"):
        one_price(values.variants)
    with values.at("extra-cards"):
        step = per_seat(values.variants,
                        values["extra-cards"] if values.given("extra-cards") else None)
    with values.at("players"):
        rules = Rules.make(values["players"], values["jokers"], values.variants, step)
    fixed = Fixed(**{key: values[key] for key in CARD_KEYS})
    seats = {name: seat for seat, name in enumerate(rules.players)}
    for field, part in (("hand", fixed.hands), ("clubhouse", fixed.clubhouses),
                        ("trophies", fixed.trophies)):
        for name, cards in values.each(field).items():
            if name not in seats:
                raise record.error(f"{field}-{name}", (
                    f"unknown header {quote(f'{field}-{name}')}: no player called "
                    f"{quote(name)}; the players are " + ", ".join(rules.players)))
            part[seats[name]] = cards
    with values.at("players"):
        table = deal(rules, values["seed"], fixed, where=values.at)
    return HumanTrophiesState(rules, table)
