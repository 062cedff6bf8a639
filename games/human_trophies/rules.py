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
>>> game.why_illegal(game.parse_move("detention"))
'Bernard has no Miss Monster (joker) in hand'
>>> game.play("decline")
>>> game.play("recruit KS")
>>> game.why_illegal(game.parse_move("trick 8D with KS + 6C"))
'KS is busy, not ready'
>>> game.play("end")
>>> game.clubhouses[0], game.players[game.active], game.players[game.current_player()]
({Card(rank=13, suit='S'): 'ready'}, 'Bernard', 'Alice')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from ..core.cards import HEARTS, HIDDEN, JOKER, Card, codes, suit_cards
from ..core.errors import IllegalMove, UserError
from ..core.protocol import GameState, Tally, TallyItem
from . import moves as m
from .cards import POWER, VALUE, is_kid, is_parent, is_toy, role
from .playout import random_move
from .setup import Fixed, Rules, Table, deal
from .teams import teams_for
from .turn import (
    ACTIONS,
    BRIBE,
    BUSY,
    DETENTION,
    GAME_OVER,
    GROUNDED,
    INTERRUPTION,
    OVER,
    READY,
    RECRUIT,
    SCAVENGE,
    STEP_NAMES,
    TRICK,
)


@dataclass(frozen=True)
class PendingTrick:
    """A trick made and waiting for the other players: interrupt, or let it happen."""

    victim: Card
    kid: Card
    toys: tuple[Card, ...]

    @property
    def toy_value(self) -> int:
        return sum(VALUE[toy] for toy in self.toys)


class HumanTrophiesState(GameState):
    """A Human Trophies position and the turn; see the module text for the rules."""

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
        self.history: list[tuple[int, object]] = []  # (seat, move)
        n = len(self.players)
        self._others = tuple(tuple((s + k) % n for k in range(1, n)) for s in range(n))
        #: The bribe price of a kid, by power (looked up often by the random player).
        self.prices = tuple(rules.bribe_price(power) for power in range(5))
        self.one_bribe = "one-bribe" in rules.variants
        self.last_kid_safe = "starting-kids" in rules.variants
        #: Open knowledge that settles the questions: jokers in play not yet in the lounge, and
        #: the least value of a parent not yet in the lounge (99 when all are there).
        self.monsters_out = rules.jokers - self.lounge.count(JOKER)
        self.least_parent = _least_parent(self.lounge)
        self._begin_turn(0)

    # -- the turn --------------------------------------------------------------------------
    def others(self, seat: int) -> tuple[int, ...]:
        """The other seats, in turn order starting after ``seat``."""
        return self._others[seat]

    def _begin_turn(self, seat: int) -> None:
        self.active, self.step = seat, SCAVENGE
        self.detained = self.acted = self.recruited = False
        self.bribes = 0
        if self._no_victims_left():  # a table dealt with every victim already won
            return
        asked = self.to_ask() if self.monsters_out else []
        if asked:  # step 1: the other players are asked in turn, starting after the active one
            self.phase, self.waiting = DETENTION, asked
        else:
            self._start_actions()

    def _start_actions(self) -> None:
        self.phase, self.waiting = ACTIONS, []
        club = self.clubhouses[self.active]
        for kid, state in club.items():  # step 2: grounded kids leave the house, busy
            if state is GROUNDED:
                club[kid] = BUSY

    def _resolve_trick(self, interrupter: int | None = None, punish: bool = False) -> None:
        trick, toys, seat = self.trick, self.table, self.active
        self.trick, self.table, self.phase, self.waiting = None, [], ACTIONS, []
        if interrupter is None or punish:
            self.trophies[seat].append(self.victims.pop())
        if interrupter is not None and punish:
            self.hands[interrupter] += toys
            self.clubhouses[seat][trick.kid] = GROUNDED
        else:
            self.warehouses += toys
        self._no_victims_left()

    def _no_victims_left(self) -> bool:
        """End the game if the victims deck is empty, however it came to be; say whether."""
        if self.victims:
            return False
        self.phase, self.waiting = OVER, []
        return True

    def _end_turn(self) -> None:
        seat = self.active
        club = self.clubhouses[seat]
        for kid, state in club.items():  # step 7: untap
            if state is BUSY:
                club[kid] = READY
        if self.draw:  # step 8: draw (an empty draw deck is skipped)
            self.hands[seat].append(self.draw.pop())
        self.passes = self.passes + 1 if not (self.acted or self.detained) else 0
        if self.passes >= len(self.players):
            self.phase = OVER
        else:
            self._begin_turn((seat + 1) % len(self.players))

    # -- the protocol ----------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.phase is OVER:
            return None
        return self.waiting[0] if self.waiting else self.active

    def is_terminal(self) -> bool:
        return self.phase is OVER

    def apply(self, move) -> None:
        seat = self.current_player()
        if seat is None:
            raise IllegalMove(GAME_OVER)
        self.history.append((seat, move))
        kind = type(move)
        if kind is m.Detention:
            self.hands[seat].remove(JOKER)
            self.lounge.append(JOKER)
            self.monsters_out -= 1
            self.detained = True
            self._start_actions()
        elif kind is m.Decline:
            self.waiting.pop(0)
            if not self.waiting:
                if self.phase is DETENTION:
                    self._start_actions()
                else:
                    self._resolve_trick()
        elif kind is m.Interrupt:
            self.hands[seat].remove(move.parent)
            self.lounge.append(move.parent)
            if VALUE[move.parent] == self.least_parent:
                self.least_parent = _least_parent(self.lounge)
            self._resolve_trick(seat, move.punish)
        elif kind is m.EndTurn:
            self._end_turn()
        else:
            self.acted = True
            self._ACTIONS[kind](self, move, self.hands[seat], self.clubhouses[seat])

    def _apply_scavenge(self, move: m.Scavenge, hand, club) -> None:
        self.warehouses.remove(move.toy)
        hand.append(move.toy)
        for kid in move.team:
            club[kid] = BUSY

    def _apply_recruit(self, move: m.Recruit, hand, club) -> None:
        self.step, self.recruited = BRIBE, True
        hand.remove(move.kid)
        club[move.kid] = BUSY

    def _apply_bribe(self, move: m.Bribe, hand, club) -> None:
        self.step = TRICK if self.one_bribe else BRIBE
        self.bribes += 1
        for toy in move.toys:
            hand.remove(toy)
        self.warehouses += move.toys
        hand.remove(move.parent)
        self.hands[move.owner].append(move.parent)
        del self.clubhouses[move.owner][move.kid]
        club[move.kid] = READY if "bribed-ready" in self.rules.variants else BUSY

    def _apply_trick(self, move: m.Trick, hand, club) -> None:
        self.step = TRICK
        for toy in move.toys:
            hand.remove(toy)
        club[move.kid] = BUSY
        self.table = list(move.toys)
        self.trick = PendingTrick(move.victim, move.kid, move.toys)
        self.waiting = self.to_ask() if self.least_parent <= self.trick.toy_value else []
        if self.waiting:
            self.phase = INTERRUPTION
        else:
            self._resolve_trick()

    _ACTIONS: ClassVar[dict[type, Callable[..., None]]] = {
        m.Scavenge: _apply_scavenge, m.Recruit: _apply_recruit, m.Bribe: _apply_bribe,
                m.Trick: _apply_trick}

    def to_ask(self) -> list[int]:
        """The players asked a question (Miss Monster, or a trick), in the order they are
        asked: every other player in seat order after the active player, except those with no
        card in hand. Nothing secret decides it, so being asked reveals nothing."""
        hands = self.hands
        return [s for s in self._others[self.active] if hands[s]]

    # -- legality --------------------------------------------------------------------------
    def why_illegal(self, move) -> str | None:
        if self.phase is OVER:
            return GAME_OVER
        seat = self.current_player()
        name, active = self.players[seat], self.players[self.active]
        kind = type(move)
        if self.phase is DETENTION:
            if kind is m.Decline:
                return None
            if kind is m.Detention:
                if JOKER not in self.hands[seat]:
                    return f"{name} has no Miss Monster (joker) in hand"
                return None
            return (f"{name} is asked whether to give {active} detention with Miss Monster: "
                    "the only moves are detention and decline")
        if self.phase is INTERRUPTION:
            if kind is m.Decline:
                return None
            if kind is m.Interrupt:
                return self._why_not_interrupt(move, seat)
            return (f"{name} is asked whether to interrupt {active}'s trick: the only moves "
                    "are interrupt PARENT stop, interrupt PARENT punish and decline")
        if kind is m.EndTurn:
            return None
        if kind in (m.Detention, m.Decline, m.Interrupt):
            return f"nobody is being asked anything: it is {active}'s turn to act"
        check = getattr(self, f"_why_not_{kind.__name__.lower()}")
        return check(move, self.hands[seat], self.clubhouses[seat])

    def _too_late(self, step: int) -> str | None:
        if self.step > step:
            return (f"too late for {STEP_NAMES[step]}: this turn has reached "
                    f"{STEP_NAMES[self.step]} (scavenging, recruiting, bribing and tricking "
                    "come in that order)")
        return None

    def _not_role(self, card: Card, wanted: str) -> str | None:
        got = role(card) if card.suit in "SHDC*" else "card"
        return None if got == wanted else f"{card.code} is a {got}, not a {wanted}"

    def _kid_reason(self, kid: Card, club: dict, owner: int) -> str | None:
        """Why ``kid`` cannot act for ``owner`` (not theirs, or not ready), or None."""
        reason = self._not_role(kid, "kid")
        if reason:
            return reason
        state = club.get(kid)
        if state is None:
            return f"{kid.code} is not in {self.players[owner]}'s clubhouse"
        if state is not READY:
            return f"{kid.code} is {state}, not ready"
        return None

    def _cards_in_hand(self, cards, hand, wanted: str) -> str | None:
        for card in cards:
            reason = self._not_role(card, wanted)
            if reason:
                return reason
            if card not in hand:
                return f"{card.code} is not in {self.players[self.active]}'s hand"
        return None

    def _why_not_scavenge(self, move: m.Scavenge, hand, club) -> str | None:
        reason = self._too_late(SCAVENGE) or self._not_role(move.toy, "toy")
        if reason:
            return reason
        if move.toy not in self.warehouses:
            return f"{move.toy.code} is not in the warehouses"
        for kid in move.team:
            reason = self._kid_reason(kid, club, self.active)
            if reason:
                return reason
        team = sum(POWER[kid] for kid in move.team)
        if team < VALUE[move.toy]:
            return (f"the team's power, {team}, is less than the toy's value, "
                    f"{VALUE[move.toy]}")
        return None

    def _why_not_recruit(self, move: m.Recruit, hand, club) -> str | None:
        if self.recruited:
            return "only one kid may be recruited a turn"
        reason = self._too_late(RECRUIT) or self._cards_in_hand([move.kid], hand, "kid")
        return reason

    def _why_not_bribe(self, move: m.Bribe, hand, club) -> str | None:
        if self.one_bribe and self.bribes:
            return "only one bribe a turn (one-bribe variant)"
        reason = self._too_late(BRIBE) or self._not_role(move.kid, "kid")
        if reason:
            return reason
        owner = self.players[move.owner]
        if move.owner == self.active:
            return "a player cannot bribe their own kid"
        state = self.clubhouses[move.owner].get(move.kid)
        if state is None:
            return f"{move.kid.code} is not in {owner}'s clubhouse"
        if state is GROUNDED:
            return f"{move.kid.code} is grounded, and a grounded kid cannot be bribed"
        if self.last_kid_safe and len(self.clubhouses[move.owner]) == 1:
            return f"{move.kid.code} is {owner}'s last kid (starting-kids variant)"
        reason = (self._cards_in_hand(move.toys, hand, "toy")
                  or self._cards_in_hand([move.parent], hand, "parent"))
        if reason:
            return reason
        price = self.prices[POWER[move.kid]]
        paid = sum(VALUE[toy] for toy in move.toys)
        if paid < price:
            return (f"toys worth {paid} do not bribe {move.kid.code}: a kid of power "
                    f"{POWER[move.kid]} costs toys worth at least {price}")
        return None

    def _why_not_trick(self, move: m.Trick, hand, club) -> str | None:
        if self.detained:
            return f"{self.players[self.active]} is in detention this turn and cannot trick"
        top = self.victims[-1]
        if move.victim != top:
            return f"the victim showing is {top.code}, not {move.victim.code}"
        reason = self._kid_reason(move.kid, club, self.active)
        if reason:
            return reason
        if not move.toys:
            return "a trick needs at least one toy"
        reason = self._cards_in_hand(move.toys, hand, "toy")
        if reason:
            return reason
        toys = sum(VALUE[toy] for toy in move.toys)
        strength = POWER[move.kid] + toys
        if strength <= VALUE[top]:
            return (f"kid and toys make {strength} ({move.kid.code} {POWER[move.kid]} + toys "
                    f"{toys}), not more than the victim's {VALUE[top]}")
        return None

    def _why_not_interrupt(self, move: m.Interrupt, seat: int) -> str | None:
        reason = self._not_role(move.parent, "parent")
        if reason:
            return reason
        if move.parent not in self.hands[seat]:
            return f"{move.parent.code} is not in {self.players[seat]}'s hand"
        limit = self.trick.toy_value
        if VALUE[move.parent] > limit:
            return (f"{move.parent.code} is worth {VALUE[move.parent]}, more than the toys "
                    f"played ({limit})")
        return None

    # -- every legal move ------------------------------------------------------------------
    def legal_moves(self) -> list:
        if self.phase is OVER:
            return []
        if self.phase is DETENTION:
            return [m.DETENTION, m.DECLINE] if JOKER in self.hands[self.current_player()] else [
                m.DECLINE]
        if self.phase is INTERRUPTION:
            seat, limit = self.waiting[0], self.trick.toy_value
            parents = sorted(c for c in self.hands[seat] if is_parent(c) and VALUE[c] <= limit)
            return [m.Interrupt(p, punish) for p in parents for punish in (False, True)] + [
                m.DECLINE]
        seat, hand, club = self.active, self.hands[self.active], self.clubhouses[self.active]
        ready = sorted(kid for kid, state in club.items() if state is READY)
        toys = sorted(c for c in hand if is_toy(c))
        found: list = []
        if self.step <= SCAVENGE:
            for toy in sorted(self.warehouses):
                found += [m.Scavenge(toy, team) for team in teams_for(ready, VALUE[toy])]
        if self.step <= RECRUIT and not self.recruited:
            found += [m.Recruit(kid) for kid in sorted(c for c in hand if is_kid(c))]
        parents = sorted(c for c in hand if is_parent(c))
        if self.step <= BRIBE and parents and toys:
            found += [move for move in self._bribes(toys, parents)
                      if self._why_not_bribe(move, hand, club) is None]
        if not self.detained and toys:
            top = self.victims[-1]
            for kid in ready:
                need = VALUE[top] + 1 - POWER[kid]
                found += [m.Trick(top, kid, subset) for subset in _subsets(toys)
                          if sum(VALUE[t] for t in subset) >= need]
        return found + [m.END]

    def _bribes(self, toys, parents):
        for owner in self.others(self.active):
            for kid in sorted(self.clubhouses[owner]):
                price = self.prices[POWER[kid]]
                for subset in _subsets(toys):
                    if sum(VALUE[t] for t in subset) >= price:
                        for parent in parents:
                            yield m.Bribe(kid, owner, subset, parent)

    def random_move(self, rng):
        """A random legal move, chosen quickly (see :mod:`.playout`)."""
        return random_move(self, rng)

    # -- scores, views, text ---------------------------------------------------------------
    def tallies(self) -> list[Tally]:
        """Each player's trophies, victim by victim, in the order they were won."""
        return [Tally(self.players[seat], 0,
                      tuple(TallyItem(VALUE[v], v.name, v.code) for v in self.trophies[seat]),
                      {"key": self.names[seat], "trophies": [v.code for v in won]})
                for seat, won in enumerate(self.trophies)]

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
        other = object.__new__(HumanTrophiesState)
        other.__dict__.update(self.__dict__)
        for key in ("victims", "draw", "warehouses", "lounge", "table", "history", "waiting"):
            setattr(other, key, list(getattr(self, key)))
        other.hands = [list(h) for h in self.hands]
        other.trophies = [list(t) for t in self.trophies]
        other.clubhouses = [dict(c) for c in self.clubhouses]
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
            club = " ".join(kid.code + ("" if state is READY else f" ({state})")
                            for kid, state in self.clubhouses[seat].items()) or "-"
            mark = _mark(seat, self.active, self.current_player())
            lines.append(f"{name}{mark}: hand {codes(self.hands[seat])}; clubhouse {club}; "
                         f"trophies {codes(self.trophies[seat])}")
        return "\n".join(lines)

    # -- notation --------------------------------------------------------------------------
    def parse_move(self, text: str):
        """A move in record notation (see :mod:`.moves`)."""
        if self.phase is OVER:
            raise UserError(GAME_OVER)
        return m.parse(text, self.names)

    def move_text(self, move) -> str:
        return m.text(move, self.names)


def _mark(seat: int, active: int, current: int | None) -> str:
    """How :meth:`~HumanTrophiesState.to_text` marks a player: to play, or active while
    another player is asked a question."""
    if current is None or (seat != active and seat != current):
        return ""
    if seat == active:
        return " (to play)" if current == active else " (active)"
    return " (asked)"


def _least_parent(lounge) -> int:
    """The least value of a parent not in ``lounge`` (99 if every parent is there)."""
    return min((VALUE[c] for c in suit_cards(HEARTS) if c not in lounge), default=99)


def _subsets(cards) -> list[tuple[Card, ...]]:
    """Every non-empty subset of ``cards``, each in the order of ``cards``."""
    found: list[tuple[Card, ...]] = [()]
    for card in cards:
        found += [subset + (card,) for subset in found]
    return found[1:]


def new_game(players=3, jokers: int = 2, variants=(), seed: int | str = 0,
             fixed: Fixed | None = None) -> HumanTrophiesState:
    """A new game: ``players`` a count or names in seat order; see :func:`.setup.deal`."""
    rules = Rules.make(players, jokers, variants)
    return HumanTrophiesState(rules, deal(rules, seed, fixed))
