"""The quick paths of Human Trophies: the random player, declared (its odds, kind by kind) and
fused (the same moves from the same draws in one pass); the random playout; the moves made with
each player's holding kept (:func:`make`), which the heuristic's guided rollout
(:func:`.heuristic.rollout`) plays too. Each is held to the kinds of :mod:`.turn` by tests
(tests/test_contract.py and tests/test_human_trophies_properties.py). Nothing here knows an
agent: the heuristic imports this module, never the other way round.

**The random player, declared.** The odds it plays with, declared kind by kind. Random
playouts draw the same moves from the same random numbers through :func:`draw`, fused into one
pass; this declared way is its oracle (a property test plays games both ways and finds them the
same).

Listing every legal move is costly in Human Trophies: each subset of toys in hand is another
trick or bribe. A random playout does not need the list. Each kind of move in :mod:`.turn`
has a sampler in :data:`SAMPLERS`, the random player's odds declared kind by kind: which cards a
move of the kind could be made with now (:meth:`Sampler.options`: none when the rules allow no
move of the kind) and how one is built at random from them (:meth:`Sampler.build`): a random toy
with a random team that covers it, random toys added until a bribe or a trick is paid for.
:func:`sample` (behind ``TURNS.sample``, whose ``uniform`` is False: these odds are not one
in the legal moves) chooses among the kinds. The active player ends the turn when nothing else
is possible, and otherwise with chance :data:`END_CHANCE`; else picks, uniformly, one kind of
move they can make now (scavenge, recruit, bribe, trick). A player asked a question who
holds Miss Monster, or a parent that may interrupt, uses it or declines at even chances; anyone
else declines. Every move it makes is legal (the tests check this against
:meth:`~games.human_trophies.rules.HumanTrophiesState.why_illegal` and ``legal_moves``). Once
the game is over there is no move to choose, and it raises the
:class:`~games.core.errors.IllegalMove` any move would.

**The random player, fused.** :func:`draw` makes the move :func:`sample` makes, in one pass.

Most random moves are made in the active player's actions, and the declared way to draw one
(:func:`sample`: sort the hand into a :class:`Holding`, ask each kind's sampler whether it is
able, then for its options, then build) makes a dozen calls a move. :func:`act` draws the same
move with the same draws of the same random numbers in one pass: the cards each kind could be
made with (what :meth:`Sampler.offers` gives, in the same order), then the end of the turn with
chance :data:`END_CHANCE`, else a kind picked uniformly among the able ones, built as its
:meth:`Sampler.build` does. The declared
kinds stay the oracle: a property test plays hundreds of games both ways and finds them the
same, move for move. A player asked a question is answered by :func:`ask` the same way.

A whole random playout (:func:`playout`, behind
:func:`~games.core.protocol.random_playout`) goes further: each player's holding is sorted
once and kept up to date with every card that comes and goes, and each move is made by its
kind's own effect (the active player's written out beside the holdings' updates), without the
protocol's layers (:func:`make`). Another property test plays whole games this way and the
declared way and finds the same moves and the same end.

**What is asked of the kinds, and what is copied.** Which kids may be bribed is asked of
:meth:`.turn.BribeKind.targets`, the one list of that rule (``why_not``, the listing, the
declared sampler, :func:`act` and the heuristic all ask it), the strength a trick needs of
:meth:`.turn.TrickKind.need`, the one statement of that rule (asked once a move, where a trick
is possible at all), and the toy points a trick with a kid still needs of
:meth:`.turn.TrickKind.shortfall` (the declared :class:`TrickSampler`, the trick :func:`act`
builds, and the heuristic). Asking the bribe's list rather than seeking the
first target in line cost 2.1% of a random playout's instructions (7.46M against 7.31M, by
callgrind on scripts/bench_rates.py's 40 playouts of 3 players) and 1.3% of a search
decision's (173.2M against 170.9M: scripts/bench_decisions.py, 4 of Human Trophies'
``ismcts:16`` decisions). What stays copied, for speed, one copy each, held to the kinds by
tests/test_contract.py (the quick random move is the declared sampler's; the quick playout and
rollout make the slow loop's moves) and by the property tests of
tests/test_human_trophies_properties.py:

* :func:`act` and :func:`ask`: when a kind is able, the samplers' ``offers`` in one pass (a toy
  worth at most the ready kids' power: :class:`ScavengeSampler`; :meth:`.turn.RecruitKind.closed`
  and :meth:`.turn.BribeKind.closed`, the steps' order; :meth:`.turn.InterruptKind.parents`;
  Miss Monster in hand);
* in :func:`act`, the one quick copy of :meth:`.turn.TrickKind.shortfall`: the ready kids that
  trick with the toys in hand are those of power at least the need less the toys' worth (the
  shortfall at most the toys' worth, at least one toy in hand), one subtraction a move instead
  of a call a kid (tests/test_human_trophies_properties.py holds it to the rule, the victim's
  value beaten and, in ``trick-at-least``, matched);
* :func:`make` (and :func:`_bribe`): the effects of the active player's moves
  (:meth:`.turn.ScavengeKind.act`, :meth:`.turn.RecruitKind.act`, :meth:`.turn.BribeKind.act`,
  :meth:`.turn.TrickKind.act`, :meth:`.turn.EndTurnKind.apply` with
  :meth:`~.rules.HumanTrophiesState.untap`, and :meth:`.turn.DeclineKind.apply` while others are
  still asked) written out beside the holdings' updates; the other moves are made by their
  kinds' ``apply``. A :func:`make` that made every move by its kind's ``apply`` and kept only
  the holdings' bookkeeping was tried (issue 27) and measured as above: 8.22M
  instructions a random playout against 7.46M for this one (10.2% more), and 186.7M a search
  decision against 173.2M (7.8% more), so the fused effects stay.

A guided search's rollout (:func:`.heuristic.rollout`, behind
:func:`games.sim.mcts.paired_rewards`) plays the heuristic's quick rule
(:func:`.heuristic.decide` on the holdings kept) and, with a small chance, this random player
(:func:`act`, :func:`ask`), each move made by :func:`make`; a property test holds it to the loop
it replaces.

The fused paths build their lists with loops, not comprehensions: in Python 3.11 a
comprehension that reads a local variable turns it into a cell, made and freed on every call of
the function (3% of a playout's time, for :func:`act` alone).

>>> from games.core.rng import make_rng
>>> from games.human_trophies.rules import new_game
>>> game, rng = new_game(3, seed=5), make_rng("doc")
>>> while not game.is_terminal():
...     game.apply(game.random_move(rng))
>>> sum(len(cards) for cards in game.zones().values())   # every card is still somewhere
54
>>> game = new_game(3, seed=2)
>>> game.play("decline"); game.play("decline")
>>> act(game, make_rng("doc").random) == sample(game, make_rng("doc"))
True
>>> game.playout(make_rng("doc"), 10_000).is_terminal()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.cards import JOKER, Card
from ..core.errors import IllegalMove
from ..core.turns import GAME_OVER, MoveKind
from .cards import (
    KID,
    MONSTER,
    PARENT,
    POWER,
    POWER_BY_RANK,
    ROLES,
    TOP_VALUE,
    TOY,
    VALUE,
    VALUE_BY_RANK,
)
from .moves import DECLINE, DETENTION, END, Bribe, Interrupt, Recruit, Scavenge, Trick
from .turn import (
    ACTIONS,
    BRIBE,
    BRIBE_KIND,
    BUSY,
    DECLINE_KIND,
    DETAIN_KIND,
    END_KIND,
    GROUNDED,
    INTERRUPT_KIND,
    INTERRUPTION,
    OVER,
    READY,
    RECRUIT,
    RECRUIT_KIND,
    SCAVENGE,
    SCAVENGE_KIND,
    TRICK,
    TRICK_KIND,
    TURNS,
    BribeKind,
    InterruptKind,
    Kind,
    Phase,
    RecruitKind,
    ScavengeKind,
    TrickKind,
)

if TYPE_CHECKING:
    from .rules import HumanTrophiesState

# -- the random player, declared ----------------------------------------------------------

#: How often a player who could still do something ends the turn instead.
END_CHANCE = 0.1
#: The chance that a player asked a question who can act on it does.
ACT_CHANCE = 0.5

Random = Callable[[], float]
T = TypeVar("T")


def pick(random: Random, items: Sequence[T]) -> T:
    """One of ``items``, uniformly."""
    return items[int(random() * len(items))]


def cover(random: Random, cards: Sequence[Card], worth: Sequence[int],
          need: int) -> tuple[Card, ...]:
    """Cards drawn at random from ``cards`` until their ``worth`` (by rank:
    :data:`~.cards.VALUE_BY_RANK` or :data:`~.cards.POWER_BY_RANK`) adds up to ``need``."""
    if need <= 0:
        return ()
    # The first card drawn often covers the need alone: then nothing is copied or sorted.
    k = int(random() * len(cards))
    card = cards[k]
    total = worth[card[0]]
    if total >= need:
        return (card,)
    pool, chosen = list(cards), [card]
    pool[k] = pool[-1]
    pool.pop()
    while total < need:
        k = int(random() * len(pool))
        card = pool[k]
        pool[k] = pool[-1]
        pool.pop()
        chosen.append(card)
        total += worth[card[0]]
    chosen.sort()
    return tuple(chosen)


#: The suit of each role a holding sorts cards into.
_SUIT = {role: suit for suit, role in ROLES.items()}
_TOYS, _KIDS, _PARENTS, _MONSTERS = _SUIT[TOY], _SUIT[KID], _SUIT[PARENT], _SUIT[MONSTER]


class Holding:
    """What a player (the active one unless ``seat`` is given) can make a move with: the toys,
    kids and parents in hand (each in hand order) and the toys' total value, and how many
    Miss Monsters are in hand; the ready kids (in clubhouse order) and their total power."""

    __slots__ = ("kids", "monsters", "paid", "parents", "power", "ready", "seat", "toys")

    def __init__(self, state: HumanTrophiesState, seat: int | None = None):
        self.seat = state.active if seat is None else seat
        self.toys: list[Card] = []
        self.kids: list[Card] = []
        self.parents: list[Card] = []
        self.paid = self.monsters = 0
        for card in state.hands[self.seat]:
            self.take(card)
        self.stand(state)

    def take(self, card: Card) -> None:
        """Sort ``card``, come into the hand last, into its pile."""
        suit = card[1]
        if suit == _PARENTS:
            self.parents.append(card)
        elif suit == _TOYS:
            self.toys.append(card)
            self.paid += VALUE_BY_RANK[card[0]]
        elif suit == _KIDS:
            self.kids.append(card)
        elif suit == _MONSTERS:
            self.monsters += 1

    def stand(self, state: HumanTrophiesState) -> None:
        """Count the ready kids and their power afresh from the clubhouse."""
        ready, power = [], 0
        for kid, status in state.clubhouses[self.seat].items():
            if status is READY:
                ready.append(kid)
                power += POWER_BY_RANK[kid[0]]
        self.ready, self.power = ready, power


class Sampler:
    """How the random player makes a move of one kind (``kind``): by default its only move."""

    def __init__(self, kind: Kind):
        self.kind = kind

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> Iterable[Any]:
        """What a move of this kind could be made with now (nothing: no legal move of the
        kind); ``holding`` is given in the active player's actions."""
        return [self.kind.move]

    def options(self, state: HumanTrophiesState, holding: Holding | None) -> Sequence[Any]:
        """:meth:`offers` as a list."""
        offers = self.offers(state, holding)
        return offers if isinstance(offers, list) else list(offers)

    def able(self, state: HumanTrophiesState, holding: Holding | None) -> bool:
        """Whether there is anything to make a move of this kind with (stops at the first)."""
        return next(iter(self.offers(state, holding)), None) is not None

    def build(self, random: Random, among: Sequence[Any], state: HumanTrophiesState,
              holding: Holding | None) -> Any:
        """A legal move of this kind made from ``among`` (what :meth:`options` gave)."""
        return self.kind.move


class DetainSampler(Sampler):
    """Miss Monster, if the player asked holds one."""

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> Sequence[Any]:
        return self.kind.moves(state)


class ScavengeSampler(Sampler):
    """A toy the ready kids together could take, and a random team that covers it."""

    kind: ScavengeKind

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> Iterator[Card]:
        """The toys in the warehouses all the ready kids together could take."""
        if holding is None or not holding.ready or self.kind.closed(state):
            return
        power = holding.power
        for toy in state.warehouses:
            if VALUE[toy] <= power:
                yield toy

    def build(self, random: Random, among: Sequence[Card], state: HumanTrophiesState,
              holding: Holding | None) -> Scavenge:
        assert holding is not None
        toy = pick(random, among)
        return Scavenge(toy, cover(random, holding.ready, POWER_BY_RANK, VALUE[toy]))


class RecruitSampler(Sampler):
    """A kid from hand."""

    kind: RecruitKind

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> list[Card]:
        """The kids in hand."""
        return [] if holding is None or self.kind.closed(state) else holding.kids

    def build(self, random: Random, among: Sequence[Card], state: HumanTrophiesState,
              holding: Holding | None) -> Recruit:
        return Recruit(pick(random, among))


class BribeSampler(Sampler):
    """A kid the toys in hand could bribe, random toys that pay for it, a random parent."""

    kind: BribeKind

    def offers(self, state: HumanTrophiesState,
               holding: Holding | None) -> list[tuple[Card, int]]:
        """The kids all the toys in hand could bribe, as (kid, owner)
        (:meth:`.turn.BribeKind.targets`)."""
        if holding is None or not (holding.toys and holding.parents) or self.kind.closed(state):
            return []
        return self.kind.targets(state, holding.paid)

    def build(self, random: Random, among: Sequence[tuple[Card, int]], state: HumanTrophiesState,
              holding: Holding | None) -> Bribe:
        assert holding is not None
        kid, owner = pick(random, among)
        paid = cover(random, holding.toys, VALUE_BY_RANK, state.prices[POWER[kid]])
        return Bribe(kid, owner, paid, pick(random, holding.parents))


class TrickSampler(Sampler):
    """A ready kid the toys in hand could trick with, and random toys that make it strong
    enough."""

    kind: TrickKind

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> list[Card]:
        """The ready kids that all the toys in hand could trick the victim showing with."""
        if holding is None or not holding.toys or self.kind.closed(state):
            return []
        need, paid, shortfall = self.kind.need(state), holding.paid, self.kind.shortfall
        return [kid for kid in holding.ready if shortfall(need, POWER[kid]) <= paid]

    def build(self, random: Random, among: Sequence[Card], state: HumanTrophiesState,
              holding: Holding | None) -> Trick:
        assert holding is not None
        kid = pick(random, among)
        paid = self.kind.shortfall(self.kind.need(state), POWER[kid])
        return Trick(state.victims[-1], kid, cover(random, holding.toys, VALUE_BY_RANK, paid))


class InterruptSampler(Sampler):
    """A parent that may interrupt, to stop or to punish at even chances."""

    kind: InterruptKind

    def offers(self, state: HumanTrophiesState, holding: Holding | None) -> list[Card]:
        """The parents that may interrupt (:meth:`.turn.InterruptKind.parents`)."""
        return self.kind.parents(state)

    def build(self, random: Random, among: Sequence[Card], state: HumanTrophiesState,
              holding: Holding | None) -> Interrupt:
        return Interrupt(pick(random, among), random() < 0.5)


#: The random player's odds, kind by kind: each kind's sampler.
SAMPLERS: dict[MoveKind, Sampler] = {
    DETAIN_KIND: DetainSampler(DETAIN_KIND), DECLINE_KIND: Sampler(DECLINE_KIND),
    END_KIND: Sampler(END_KIND), SCAVENGE_KIND: ScavengeSampler(SCAVENGE_KIND),
    RECRUIT_KIND: RecruitSampler(RECRUIT_KIND), BRIBE_KIND: BribeSampler(BRIBE_KIND),
    TRICK_KIND: TrickSampler(TRICK_KIND), INTERRUPT_KIND: InterruptSampler(INTERRUPT_KIND)}
#: By phase: the samplers to choose among, and the move to fall back on (the phase's last kind).
DRAWN = {phase: (tuple(SAMPLERS[kind] for kind in kinds[:-1]), SAMPLERS[kinds[-1]].kind.move)
         for phase, kinds in (TURNS.phases or {}).items() if kinds}


def sample(state: HumanTrophiesState, rng: random.Random) -> Any:
    """The random player's move, drawn with the odds the module's text describes
    (``TURNS.sample``)."""
    phase = state.phase
    if phase is OVER:
        raise IllegalMove(GAME_OVER)
    draw = rng.random
    kinds, fallback = DRAWN[phase]
    if phase is ACTIONS:
        holding = Holding(state)
        able = [kind for kind in kinds if kind.able(state, holding)]
        if not able or draw() < END_CHANCE:
            return fallback
        kind = pick(draw, able)
        return kind.build(draw, kind.options(state, holding), state, holding)
    (asked,) = kinds
    among = asked.options(state, None)
    # Both questions are settled by one draw, read from opposite ends (the simulation
    # results were made so): Miss Monster is played below ACT_CHANCE, a parent above.
    if phase is Phase.DETENTION:
        act = bool(among) and draw() < ACT_CHANCE
    else:
        act = bool(among) and draw() >= 1 - ACT_CHANCE
    return asked.build(draw, among, state, None) if act else fallback


# -- the random player, fused, and the playouts ---------------------------------------------

# A card's value and a kid's power, looked up by rank (``card[0]``): quicker than by card.
_VALUE, _POWER = VALUE_BY_RANK, POWER_BY_RANK
# What each kind could be made with is tagged by the kind, in the order of the turn.
_SCAVENGE, _RECRUIT, _BRIBE, _TRICK = range(4)
#: The kind of each type of move.
_KINDS = TURNS.by_type
#: The kids a player may bribe: the bribe's rule, asked (the one list of it).
targets = BRIBE_KIND.targets
#: The strength that tricks the victim showing: the trick's rule, asked (the one statement of it).
trick_need = TRICK_KIND.need
#: The toy points a trick with a kid still needs: the trick's rule, asked.
trick_shortfall = TRICK_KIND.shortfall


def playout(state: HumanTrophiesState, rng: random.Random, max_moves: int) -> HumanTrophiesState:
    """Random moves to the end, as :func:`~games.core.protocol.random_playout` would make them
    (the same draws, the same moves, the same final state), without the protocol's layers:
    each move drawn here and made by :func:`make`, its kind's own effect with the holdings
    kept (:func:`holdings`)."""
    random, kept = rng.random, holdings(state)
    for _ in range(max_moves):
        phase = state.phase
        if phase is ACTIONS:
            seat = state.active
            make(state, kept, seat, act(state, random, kept[seat]))
        elif phase is OVER:
            return state
        else:
            seat = state.waiting[0]
            make(state, kept, seat, ask(state, random, kept[seat]))
    raise RuntimeError(f"no end after {max_moves} moves")


def holdings(state: HumanTrophiesState) -> list[Holding]:
    """Each player's :class:`Holding`, sorted from the hand and the clubhouse, for
    :func:`make` to keep up to date with every card that comes into a hand or leaves it, and
    every kid that comes into a clubhouse, leaves it or is tapped. The kids ready for a
    player's next turn are counted as the player's turn ends, in the loop that untaps them."""
    kept = []
    for seat in range(len(state.players)):  # a loop: see the module's text
        kept.append(Holding(state, seat))
    return kept


def make(state: HumanTrophiesState, kept: list[Holding], seat: int, move: Any) -> None:
    """Make ``move`` of the player in ``seat`` by its kind's own effect (the active player's
    written out beside the holdings' updates), keeping the holdings ``kept``."""
    kind, holding = type(move), kept[seat]
    if move is END:  # what EndTurnKind.apply does: untap, then pass the turn
        club, ready, power = state.clubhouses[seat], [], 0
        for kid, status in club.items():  # untapped, and counted for the next turn
            if status is not GROUNDED:  # (a kid grounded now is busy next turn)
                if status is BUSY:
                    club[kid] = READY
                ready.append(kid)
                power += _POWER[kid[0]]
        holding.ready, holding.power = ready, power
        if state.draw:  # the card the active player is about to draw
            holding.take(state.draw[-1])
        state.pass_turn()
    elif move is DECLINE and len(state.waiting) > 1:
        state.waiting.pop(0)  # what DeclineKind.apply does when others are still asked
    elif kind is Scavenge:  # ScavengeKind.apply, and the holding kept
        state.acted = True
        toy, team = move.toy, move.team
        state.warehouses.remove(toy)
        state.hands[seat].append(toy)
        holding.toys.append(toy)
        holding.paid += _VALUE[toy[0]]
        club, ready = state.clubhouses[seat], holding.ready
        for kid in team:
            club[kid] = BUSY
            holding.power -= _POWER[kid[0]]
            ready.remove(kid)
    elif kind is Bribe:  # BribeKind.apply, and the holdings kept
        _bribe(state, kept, holding, move)
    elif kind is Trick:  # TrickKind.apply, and the holding kept
        state.acted, state.step = True, TRICK
        hand, toys = state.hands[seat], holding.toys
        for toy in move.toys:
            hand.remove(toy)
            toys.remove(toy)
            holding.paid -= _VALUE[toy[0]]
        kid = move.kid
        state.clubhouses[seat][kid] = BUSY
        holding.ready.remove(kid)  # busy, or grounded if punished
        holding.power -= _POWER[kid[0]]
        state.put_trick(move)
    elif kind is Recruit:  # RecruitKind.apply, and the holding kept
        state.acted, state.step, state.recruited = True, BRIBE, True
        kid = move.kid
        state.hands[seat].remove(kid)
        holding.kids.remove(kid)  # recruited busy: not ready
        state.clubhouses[seat][kid] = BUSY
    else:  # detention, the last to decline, an interruption
        if move is DETENTION:
            holding.monsters -= 1
        elif kind is Interrupt:
            holding.parents.remove(move.parent)
            if move.punish:  # the toys on the table come into the interrupter's hand
                for toy in state.table:
                    holding.take(toy)
        _KINDS[kind].apply(state, move)
    state.history.append((seat, move))


def _bribe(state: HumanTrophiesState, kept: list[Holding], holding: Holding, move: Bribe) -> None:
    """BribeKind.apply, and the holdings of both players kept."""
    state.acted = True
    state.step = TRICK if state.one_bribe else BRIBE
    state.bribes += 1
    seat = holding.seat
    hand, toys = state.hands[seat], holding.toys
    for toy in move.toys:
        hand.remove(toy)
        toys.remove(toy)
        holding.paid -= _VALUE[toy[0]]
    state.warehouses += move.toys
    parent, kid, owner = move.parent, move.kid, move.owner
    hand.remove(parent)
    holding.parents.remove(parent)
    state.hands[owner].append(parent)
    del state.clubhouses[owner][kid]
    was = kept[owner]  # the kid was ready there: nobody's kid is busy between turns
    was.parents.append(parent)
    was.ready.remove(kid)
    was.power -= _POWER[kid[0]]
    if state.bribed_ready:  # the bribed kid joins the clubhouse last, ready
        state.clubhouses[seat][kid] = READY
        holding.ready.append(kid)
        holding.power += _POWER[kid[0]]
    else:
        state.clubhouses[seat][kid] = BUSY


def draw(state: HumanTrophiesState, rng: random.Random) -> Any:
    """The random player's move now (an IllegalMove once the game is over)."""
    phase = state.phase
    if phase is ACTIONS:
        return act(state, rng.random)
    if phase is OVER:
        raise IllegalMove(GAME_OVER)
    return ask(state, rng.random)


def ask(state: HumanTrophiesState, random: Random, holding: Holding | None = None) -> Any:
    """The answer of the player asked a question (Miss Monster, or a trick), drawn from
    ``random`` as :func:`sample` draws it: one draw, read from opposite ends;
    ``holding`` is the asked player's, if kept."""
    hand = state.hands[state.waiting[0]]
    if state.phase is INTERRUPTION:
        assert state.trick is not None
        limit = state.trick.toy_value
        parents = holding.parents if holding else [card for card in hand if card[1] == "H"]
        among = []
        for card in parents:
            if _VALUE[card[0]] <= limit:
                among.append(card)
        if among and random() >= 1 - ACT_CHANCE:
            return Interrupt(among[int(random() * len(among))], random() < 0.5)
        return DECLINE
    monster = holding.monsters if holding else JOKER in hand
    return DETENTION if monster and random() < ACT_CHANCE else DECLINE


def act(state: HumanTrophiesState, random: Random, holding: Holding | None = None) -> Any:
    """The random player's move for the active player in their actions (the phase must be
    ``actions``), drawn from ``random`` exactly as :func:`sample` draws it;
    ``holding`` is the active player's :class:`Holding` (sorted afresh if not given)."""
    if holding is None:
        holding = Holding(state)
    step, toys, ready = state.step, holding.toys, holding.ready
    # Which kinds are able: each stops at the first card it could be made with; the chosen
    # kind's full list is made only once it is chosen.
    # (The steps are tested by identity: quicker than comparing IntEnums.)
    able: list[int] = []
    if ready and step is SCAVENGE:
        power = holding.power
        if power >= TOP_VALUE:  # strong enough for any toy
            if state.warehouses:
                able.append(_SCAVENGE)
        else:
            for toy in state.warehouses:
                if _VALUE[toy[0]] <= power:
                    able.append(_SCAVENGE)
                    break
    if holding.kids and (step is SCAVENGE or step is RECRUIT) and not state.recruited:
        able.append(_RECRUIT)
    if toys:
        paid = holding.paid
        # A kid of power 1 costs least: toys that cannot pay for one bribe nobody.
        if (holding.parents and paid >= state.prices[1] and step is not TRICK
                and not (state.one_bribe and state.bribes)):
            offers = targets(state, paid)
            if offers:
                able.append(_BRIBE)
        if ready and not state.detained:
            need = trick_need(state)  # TrickKind.need, the trick's rule
            # TrickKind.shortfall(need, power) <= paid, fused (the one quick copy of it): the
            # toys in hand (at least one) pay a kid's shortfall when its power is this or more
            weakest = need - paid
            for kid in ready:
                if _POWER[kid[0]] >= weakest:
                    able.append(_TRICK)
                    break
    if not able or random() < END_CHANCE:
        return END
    kind = able[int(random() * len(able))]
    if kind == _SCAVENGE:
        # Every toy is worth at most TOP_VALUE: a team as strong takes any of them.
        if power >= TOP_VALUE:
            among = state.warehouses
        else:
            among = []
            for toy in state.warehouses:
                if _VALUE[toy[0]] <= power:
                    among.append(toy)
        toy = among[int(random() * len(among))]
        return Scavenge(toy, cover(random, ready, _POWER, _VALUE[toy[0]]))
    if kind == _RECRUIT:
        kids = holding.kids
        return Recruit(kids[int(random() * len(kids))])
    if kind == _BRIBE:
        kid, owner = offers[int(random() * len(offers))]
        bribe = cover(random, toys, _VALUE, state.kid_prices[kid[0]])
        parents = holding.parents
        return Bribe(kid, owner, bribe, parents[int(random() * len(parents))])
    among = []
    for kid in ready:
        if _POWER[kid[0]] >= weakest:
            among.append(kid)
    kid = among[int(random() * len(among))]
    return Trick(state.victims[-1], kid,
                 cover(random, toys, _VALUE, trick_shortfall(need, _POWER[kid[0]])))

