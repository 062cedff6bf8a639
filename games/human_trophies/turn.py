"""The turn of Human Trophies: its words (phases, steps, how a kid stands), and the kinds of
move (:mod:`.moves` holds the moves) in the order of the turn, each declared once with the rule
it follows, how records write it, when it is legal (else the rule it breaks, a
:class:`~games.core.reasons.Rule` declared beside it, applied to its cards and numbers), what it
does, how a player says it (as tried, ``tried``, and as made, ``describe``), and every legal
move of the kind. :data:`TURNS` lists the kinds and what each phase allows; the random player's
odds are its own table (:mod:`.fast`).

The cards in a move are written as codes (``10S``, ``QH``, ``JK``), in any order and case.

=========================================  =================================================
``detention``                              play Miss Monster on the active player
``decline``                                let the chance to give detention or interrupt pass
``scavenge 6C with 9S QS``                 take a toy from the warehouses with a team of kids
``recruit 9S``                             put a kid from your hand into your clubhouse
``bribe 5S from bernard with 6C QC give 4H``  take another player's kid for toys and a parent
``trick KD with 3S + 5C 6C``               trick the top victim with one kid and some toys
``interrupt JH stop``, ``... punish``       answer another player's trick with a parent
``end``                                    untap, draw a card, and pass the turn on
=========================================  =================================================

>>> from games.human_trophies import new_game
>>> game = new_game(["alice", "bernard"])
>>> move = game.parse_move("trick kd with 3s + 6c 5c")
>>> move
Trick(victim=Card(rank=13, suit='D'), kid=Card(rank=3, suit='S'), toys=(Card(rank=5, suit='C'), \
Card(rank=6, suit='C')))
>>> game.move_text(move)
'trick KD with 3S + 5C 6C'
>>> game.move_text(game.parse_move("bribe 5S from Bernard with QC 6C give 4H"))
'bribe 5S from bernard with 6C QC give 4H'

A refusal is its rule applied to the cards and numbers involved: written in the record's
notation, and said in a player's words; a move as tried is said by its kind:

>>> game = new_game(["alice", "bernard"], seed=3)
>>> reason = game.why_illegal(game.parse_move("detention"))
>>> reason.rule is NO_MONSTER, str(reason)
(True, 'Bernard has no Miss Monster (joker) in hand')
>>> reason.said()
'Bernard has no Miss Monster (a joker) in hand'
>>> game.play("decline")
>>> move = game.parse_move("trick 8D with KS + 6C")
>>> print(game.why_illegal(move))
KS is not in Alice's clubhouse
>>> game.why_illegal(move).said(), TURNS.tried(game, move)
("the king of spades is not in Alice's clubhouse", 'Alice tricks the 8 of diamonds with the king \
of spades and the 6 of clubs')

The words of the turn, shared by the rules, the moves and the random player.

A kid in a clubhouse is **ready** (upright), **busy** (tapped: turned sideways) or
**grounded** (face down). The steps the active player chooses come in a fixed order, and a
turn is always in one **phase**: someone is asked about Miss Monster, the active player acts,
someone is asked about interrupting a trick, or the game is over.

Each is a word of the rules: it equals its text and shows as it, so a clubhouse prints as the
rules say it.

>>> Status.BUSY, str(Status.BUSY), Phase.DETENTION == "detention", Step.BRIBE.doing
('busy', 'busy', True, 'bribing')
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.cards import JOKER, Card, codes, parse_card, parse_cards
from ..core.errors import UserError, quote
from ..core.reasons import Reason, Rule, Term
from ..core.turns import NOT_THIS, MoveKind, Part, TurnTable
from .cards import (
    MONSTER,
    POWER,
    ROLES,
    VALUE,
    VALUE_BY_RANK,
    is_kid,
    is_parent,
    is_toy,
    named,
    spoken,
    spoken_all,
    subsets,
    total,
)
from .moves import (
    DECLINE,
    END,
    Bribe,
    Decline,
    Detention,
    EndTurn,
    Interrupt,
    Recruit,
    Scavenge,
    Trick,
)
from .moves import DETENTION as DETENTION_MOVE
from .options import NO_SCAVENGING, ONE_BRIBE, STARTING_KIDS
from .teams import teams_for

if TYPE_CHECKING:
    from .rules import HumanTrophiesState as State


class Word(StrEnum):
    """A word of the rules, shown as its text."""

    def __repr__(self) -> str:
        return repr(self.value)


class Status(Word):
    """How a kid stands in its clubhouse."""

    READY = "ready"
    BUSY = "busy"
    GROUNDED = "grounded"


class Step(IntEnum):
    """The steps of a turn the active player chooses, in the order they must come."""

    SCAVENGE = 0
    RECRUIT = 1
    BRIBE = 2
    TRICK = 3

    @property
    def doing(self) -> str:
        """The step as an activity: ``scavenging``, ``recruiting``..."""
        return ("scavenging", "recruiting", "bribing", "tricking")[self]


class Phase(Word):
    """What the turn is waiting for."""

    DETENTION = "detention"  # the other players are asked about Miss Monster
    ACTIONS = "actions"  # the active player acts
    INTERRUPTION = "interruption"  # the other players are asked about a trick
    OVER = "over"


READY, BUSY, GROUNDED = Status.READY, Status.BUSY, Status.GROUNDED
SCAVENGE, RECRUIT, BRIBE, TRICK = Step.SCAVENGE, Step.RECRUIT, Step.BRIBE, Step.TRICK
DETENTION, ACTIONS, INTERRUPTION, OVER = (Phase.DETENTION, Phase.ACTIONS, Phase.INTERRUPTION,
                                          Phase.OVER)


# -- what every kind shares ----------------------------------------------------------------

#: Out of its phase a move is refused with what the turn waits for: an answer about Miss
#: Monster ...
ASKED_DETENTION = Rule(
    "asked-detention", "{asked} is asked whether to give {active} detention with Miss Monster: "
    "the only moves are detention and decline",
    words="{asked} is asked whether to give {active} detention with Miss Monster: they may "
    "only play Miss Monster or decline")
#: ... an answer about a trick ...
ASKED_INTERRUPT = Rule(
    "asked-interrupt", "{asked} is asked whether to interrupt {active}'s trick: the only moves "
    "are interrupt PARENT stop, interrupt PARENT punish and decline",
    words="{asked} is asked whether to interrupt {active}'s trick: they may only interrupt "
    "with a parent (to stop or to punish) or decline")
#: ... or the active player's actions.
NOBODY_ASKED = Rule("nobody-asked", "nobody is being asked anything: it is {active}'s turn to act")


class Kind(MoveKind):
    """A kind of move written as a line starting with its name (``pattern`` reads the rest);
    out of its phase, it is refused with what the turn is waiting for."""

    pattern: ClassVar[re.Pattern[str]]
    #: The kind's only move, for a kind that has one (decline, detention, end).
    move: ClassVar[Any] = None

    def parse(self, state: State, text: str) -> Any:
        line = " ".join(text.split())
        if line.split(" ", 1)[0].lower() != self.name:
            return NOT_THIS
        match = self.pattern.fullmatch(line)
        return self.read(state, *match.groups()) if match else NOT_THIS

    def read(self, state: State, *words: str) -> Any:
        """The move the words ``pattern`` found write."""
        return self.move

    def text(self, state: State, move: Any) -> str:
        return self.name

    def moves(self, state: State) -> Sequence[Any]:
        return [self.move] if self.why_not(state, self.move) is None else []

    def candidates(self, state: State) -> list[Any]:
        """The kind's only move (a kind with cards in its moves lists its own)."""
        return [self.move]

    def not_now(self, state: State, move: Any) -> Reason:
        name, active = state.players[state.seat()], state.players[state.active]
        if state.phase is Phase.DETENTION:
            return ASKED_DETENTION(asked=name, active=active)
        if state.phase is INTERRUPTION:
            return ASKED_INTERRUPT(asked=name, active=active)
        return NOBODY_ASKED(active=active)

    def describe(self, before: State, move: Any, after: State) -> str:
        """The move in a player's words, numbered with its turn (:func:`turn_number`)."""
        return numbered(before, self.told(before, move, after))

    def told(self, before: State, move: Any, after: State) -> str:
        """:meth:`describe` without the turn's number; ``name`` below is the mover's."""
        raise NotImplementedError(self.name)

    def seen(self, before: State, move: Any, after: State, player: int) -> str:
        """Every move is made in the open (a card drawn at the end of a turn is not named), so
        every player is told it in the same words."""
        return self.describe(before, move, after)


def numbered(before: State, told: str) -> str:
    """A move's words, ``told``, numbered with the turn it is made in."""
    return f"On turn {turn_number(before)}, {told}"


def turn_number(state: State) -> int:
    """The number of the turn under way in ``state``, counting from 1 (the record's start)."""
    return 1 + sum(type(move) is EndTurn for _, move in state.history)


def names(state: State) -> tuple[str, str]:
    """The names of the player who moves now and of the active player."""
    return state.players[state.seat()], state.players[state.active]


def trier(state: State) -> str:
    """The name of the player who tries a move now (the active player once the game is over)."""
    seat = state.current_player()
    return state.players[state.active if seat is None else seat]


def settled(before: State, after: State) -> str:
    """What became of the trick on the table, if this move settled it (else nothing)."""
    if before.trick is None or after.trick is not None:
        return ""
    seat, victim = before.active, before.trick.victim
    if len(after.trophies[seat]) > len(before.trophies[seat]):
        return (f" {before.players[seat]} wins {spoken(victim)} (worth {VALUE[victim]}) as a "
                "trophy.")
    return f" {spoken(victim).capitalize()} stays on the victims deck."


#: A move names each card in the role it plays (a kid, a toy, a parent) ...
NOT_A = Rule("not-a", "{card} is a {got}, not a {wanted}")
#: ... from the mover's hand ...
NOT_IN_HAND = Rule("not-in-hand", "{card} is not in {player}'s hand")
#: ... and, for a kid, from a clubhouse, where it acts only when ready.
NOT_IN_CLUBHOUSE = Rule("not-in-clubhouse", "{kid} is not in {player}'s clubhouse")
NOT_READY = Rule("not-ready", "{kid} is {status}, not ready")


def not_a(card: Card, wanted: str) -> Reason | None:
    """Why ``card`` is not a ``wanted`` (kid, toy...), or None."""
    got = ROLES.get(card.suit, "card")
    if got == wanted:
        return None
    # (Miss Monster is a joker, to a player: "Miss Monster is a joker, not a kid")
    return NOT_A(card=named(card), got=Term(got, "joker") if got == MONSTER else got,
                 wanted=wanted)


def in_hand(state: State, cards: Sequence[Card], wanted: str,
            seat: int | None = None) -> Reason | None:
    """Why ``cards`` are not all ``wanted`` cards in the hand of the player in ``seat`` (the
    active player's if not given), or None."""
    seat = state.active if seat is None else seat
    hand = state.hands[seat]
    for card in cards:
        reason = not_a(card, wanted)
        if reason:
            return reason
        if card not in hand:
            return NOT_IN_HAND(card=named(card), player=state.players[seat])
    return None


def ready_kid(state: State, kid: Card) -> Reason | None:
    """Why ``kid`` cannot act for the active player (not theirs, or not ready), or None."""
    reason = not_a(kid, "kid")
    if reason:
        return reason
    status = state.clubhouses[state.active].get(kid)
    if status is None:
        return NOT_IN_CLUBHOUSE(kid=named(kid), player=state.players[state.active])
    if status is not READY:
        return NOT_READY(kid=named(kid), status=status)
    return None


def card_parts(*cards: Card) -> tuple[Part, ...]:
    """The cards a move uses as the parts a person picks to make it (the Play page), each
    keyed by its code, the same in every move (only Miss Monster, whose move is a word,
    comes twice in a deck), and called as a player names it.

    >>> from games.core.cards import parse_cards
    >>> card_parts(*parse_cards("9S 6C"))
    (Part(key='9S', words='the 9 of spades'), Part(key='6C', words='the 6 of clubs'))
    """
    return tuple(Part(card.code, spoken(card)) for card in cards)


def several(text: str) -> tuple[Card, ...]:
    """Cards written in a move, sorted; each may be named once."""
    cards = parse_cards(text)
    for card in cards:
        if cards.count(card) > 1:
            raise UserError(f"{card.code} is named twice")
    return tuple(sorted(cards))



# -- 1. Miss Monster -----------------------------------------------------------------------

#: Only a player holding Miss Monster gives detention.
NO_MONSTER = Rule("no-monster", "{player} has no Miss Monster (joker) in hand",
                  words="{player} has no Miss Monster (a joker) in hand")


class DetainKind(Kind):
    """At the start of a turn each other player in turn, while Miss Monster is still out, may
    play a joker from hand on the active player, who may not trick this turn."""

    name, notation, move, move_type = "detention", "detention", DETENTION_MOVE, Detention
    pattern = re.compile("detention", re.I)

    def why_not(self, state: State, move: Detention) -> Reason | None:
        seat = state.seat()
        if JOKER not in state.hands[seat]:
            return NO_MONSTER(player=state.players[seat])
        return None

    def apply(self, state: State, move: Detention) -> None:
        state.hands[state.seat()].remove(JOKER)
        state.lounge.append(JOKER)
        state.monsters_out -= 1
        state.detained = True
        state.start_actions()

    def told(self, before: State, move: Detention, after: State) -> str:
        name, active = names(before)
        return f"{name} plays Miss Monster: {active} is in detention and may not trick this turn."

    def tried(self, state: State, move: Detention) -> str:
        return f"{trier(state)} plays Miss Monster on {state.players[state.active]}"

    def parts(self, state: State, move: Detention) -> tuple[Part, ...]:
        """A button: which joker plays Miss Monster makes no difference."""
        return (Part("detention", f"detention: play Miss Monster on "
                                  f"{state.players[state.active]}"),)


class DeclineKind(Kind):
    """A player asked a question may always let it pass; when the last one asked has, the
    turn goes on (the active player acts, or the trick succeeds)."""

    name, notation, move, move_type = "decline", "decline", DECLINE, Decline
    pattern = re.compile("decline", re.I)

    def apply(self, state: State, move: Decline) -> None:
        state.waiting.pop(0)
        if not state.waiting:
            if state.phase is INTERRUPTION:
                state.resolve_trick()
            else:
                state.start_actions()

    def told(self, before: State, move: Decline, after: State) -> str:
        name, active = names(before)
        if before.phase is DETENTION:
            return f"{name} does not give {active} detention."
        return f"{name} does not interrupt.{settled(before, after)}"

    def tried(self, state: State, move: Decline) -> str:
        return f"{trier(state)} declines"

    def parts(self, state: State, move: Decline) -> tuple[Part, ...]:
        """A button, saying what is declined."""
        what = "no detention" if state.phase is DETENTION else "no interruption"
        return (Part("decline", f"decline ({what})"),)


# -- 2. to 6. the active player's steps ----------------------------------------------------

#: The steps come in order, and none is gone back to.
TOO_LATE = Rule("too-late", "too late for {doing}: this turn has reached {reached} (scavenging, "
                "recruiting, bribing and tricking come in that order)",
                words="this turn has already reached {reached}, and {doing} comes before it")


class ActionKind(Kind):
    """A step the active player chooses: steps come in order, none is gone back to."""

    step: ClassVar[Step]

    def closed(self, state: State) -> Reason | None:
        """Why no move of this kind may be made any more this turn, or None."""
        if state.step > self.step:
            return TOO_LATE(doing=self.step.doing, reached=state.step.doing)
        return None

    def apply(self, state: State, move: Any) -> None:
        state.acted = True
        self.act(state, move, state.hands[state.active], state.clubhouses[state.active])

    def act(self, state: State, move: Any, hand: list[Card], club: dict[Card, Status]) -> None:
        raise NotImplementedError(self.name)


#: Toys are scavenged, unless the variant says never ...
NEVER_SCAVENGED = Rule("never-scavenged", "toys are never scavenged ({variant} variant)",
                       words="toys are never scavenged (the {variant} variant)")
#: ... from the warehouses ...
NOT_IN_WAREHOUSES = Rule("not-in-warehouses", "{toy} is not in the warehouses")
#: ... by a team of kids whose powers add up to the toy's value.
TEAM_TOO_WEAK = Rule("team-too-weak",
                     "the team's power, {power}, is less than the toy's value, {value}")


class ScavengeKind(ActionKind):
    """Take a toy from the warehouses into hand with a team of ready kids whose powers add up
    to at least its value; the team turns busy. Each toy needs a team of its own. Never in
    the no-scavenging variant."""

    name, notation, move_type, step = "scavenge", "scavenge 6C with 9S QS", Scavenge, \
        SCAVENGE
    pattern = re.compile(r"scavenge\s+(\S+)\s+with\s+(.+)", re.I)

    def read(self, state: State, *words: str) -> Scavenge:
        return Scavenge(parse_card(words[0]), several(words[1]))

    def text(self, state: State, move: Scavenge) -> str:
        return f"scavenge {move.toy.code} with {codes(move.team)}"

    def closed(self, state: State) -> Reason | None:
        if not state.scavenging:
            return NEVER_SCAVENGED(variant=NO_SCAVENGING)
        return super().closed(state)

    def why_not(self, state: State, move: Scavenge) -> Reason | None:
        reason = self.closed(state) or not_a(move.toy, "toy")
        if reason:
            return reason
        if move.toy not in state.warehouses:
            return NOT_IN_WAREHOUSES(toy=named(move.toy))
        for kid in move.team:
            reason = ready_kid(state, kid)
            if reason:
                return reason
        team = sum(POWER[kid] for kid in move.team)
        if team < VALUE[move.toy]:
            return TEAM_TOO_WEAK(power=team, value=VALUE[move.toy])
        return None

    def act(self, state: State, move: Scavenge, hand: list[Card], club: dict[Card, Status]) -> None:
        state.warehouses.remove(move.toy)
        hand.append(move.toy)
        for kid in move.team:
            club[kid] = BUSY

    def told(self, before: State, move: Scavenge, after: State) -> str:
        team = sum(POWER[kid] for kid in move.team)
        return (f"{names(before)[0]} scavenges {spoken(move.toy)} (worth {VALUE[move.toy]}) "
                f"with {spoken_all(move.team)} (power {team}).")

    def tried(self, state: State, move: Scavenge) -> str:
        return f"{trier(state)} scavenges {spoken(move.toy)} with {spoken_all(move.team)}"

    def parts(self, state: State, move: Scavenge) -> tuple[Part, ...]:
        """The toy in the warehouses and each kid of the team."""
        return card_parts(move.toy, *move.team)

    def moves(self, state: State) -> list[Scavenge]:
        if self.closed(state):
            return []
        ready = sorted(state.ready_kids(state.active))
        return [Scavenge(toy, team) for toy in sorted(state.warehouses)
                for team in teams_for(ready, VALUE[toy])]

    def candidates(self, state: State) -> list[Scavenge]:
        """Each toy in the warehouses with each team of the active player's kids, ready or
        not."""
        kids = sorted(state.clubhouses[state.active])
        return [Scavenge(toy, team) for toy in sorted(state.warehouses)
                for team in subsets(kids)]


#: A kid is recruited from hand, one a turn.
ONE_RECRUIT = Rule("one-recruit", "only one kid may be recruited a turn")


class RecruitKind(ActionKind):
    """Put one kid from hand into the clubhouse, busy: at most one a turn."""

    name, notation, move_type, step = "recruit", "recruit 9S", Recruit, RECRUIT
    pattern = re.compile(r"recruit\s+(\S+)", re.I)

    def read(self, state: State, *words: str) -> Recruit:
        return Recruit(parse_card(words[0]))

    def text(self, state: State, move: Recruit) -> str:
        return f"recruit {move.kid.code}"

    def closed(self, state: State) -> Reason | None:
        if state.recruited:
            return ONE_RECRUIT()
        return super().closed(state)

    def why_not(self, state: State, move: Recruit) -> Reason | None:
        return self.closed(state) or in_hand(state, [move.kid], "kid")

    def act(self, state: State, move: Recruit, hand: list[Card], club: dict[Card, Status]) -> None:
        state.step, state.recruited = BRIBE, True
        hand.remove(move.kid)
        club[move.kid] = BUSY

    def told(self, before: State, move: Recruit, after: State) -> str:
        return (f"{names(before)[0]} recruits {spoken(move.kid)} (power {POWER[move.kid]}) into "
                "the clubhouse, busy.")

    def tried(self, state: State, move: Recruit) -> str:
        return f"{trier(state)} recruits {spoken(move.kid)}"

    def parts(self, state: State, move: Recruit) -> tuple[Part, ...]:
        """The kid in hand."""
        return card_parts(move.kid)

    def moves(self, state: State) -> list[Recruit]:
        if self.closed(state):
            return []
        return [Recruit(kid) for kid in sorted(filter(is_kid, state.hands[state.active]))]

    def candidates(self, state: State) -> list[Recruit]:
        """Each card in the active player's hand, a kid or not."""
        return [Recruit(card) for card in sorted(state.hands[state.active])]


#: One bribe a turn in the One bribe variant ...
ONE_BRIBE_A_TURN = Rule("one-bribe", "only one bribe a turn ({variant} variant)",
                        words="only one bribe a turn (the {variant} variant)")
#: ... of another player's kid ...
OWN_KID = Rule("own-kid", "a player cannot bribe their own kid")
#: ... that is not grounded ...
GROUNDED_KID = Rule("grounded-kid", "{kid} is grounded, and a grounded kid cannot be bribed")
#: ... nor, in the Starting kids variant, its owner's last ...
LAST_KID = Rule("last-kid", "{kid} is {owner}'s last kid ({variant} variant)",
                words="{kid} is {owner}'s last kid (the {variant} variant)")
#: ... for toys worth its price.
UNDERPAID = Rule("underpaid", "toys worth {paid} do not bribe {kid}: a kid of power {power} "
                 "costs toys worth at least {price}")


class BribeKind(ActionKind):
    """Take a kid, not grounded, from another player's clubhouse: discard toys worth at least
    its price (by its power) to the warehouses and give its owner a parent from hand. The kid
    joins the clubhouse busy (ready in the bribed-ready variant); at most one bribe a turn in
    the one-bribe variant, and a player's last kid is safe in the starting-kids variant."""

    name, notation, move_type, step = ("bribe", "bribe 5S from NAME with 6C QC give 4H", Bribe,
                                       BRIBE)
    pattern = re.compile(r"bribe\s+(\S+)\s+from\s+(\S+)\s+with\s+(.+?)\s+give\s+(\S+)", re.I)

    def read(self, state: State, *words: str) -> Bribe:
        kid, owner, toys, parent = words
        if owner.lower() not in state.names:
            raise UserError(f"no player called {quote(owner)}; the players are "
                            + ", ".join(state.names))
        return Bribe(parse_card(kid), state.names.index(owner.lower()), several(toys),
                     parse_card(parent))

    def text(self, state: State, move: Bribe) -> str:
        return (f"bribe {move.kid.code} from {state.names[move.owner]} with "
                f"{codes(move.toys)} give {move.parent.code}")

    def closed(self, state: State) -> Reason | None:
        if state.one_bribe and state.bribes:
            return ONE_BRIBE_A_TURN(variant=ONE_BRIBE)
        return super().closed(state)

    def target(self, state: State, kid: Card, owner: int) -> Reason | None:
        """Why ``owner``'s ``kid`` cannot be bribed by the active player (at any price), in
        words: why it is not one of the :meth:`targets`, which state the rule."""
        if (kid, owner) in self.targets(state):
            return None
        name = state.players[owner]
        if owner == state.active:
            return OWN_KID()
        status = state.clubhouses[owner].get(kid)
        if status is None:
            return NOT_IN_CLUBHOUSE(kid=named(kid), player=name)
        if status is GROUNDED:
            return GROUNDED_KID(kid=named(kid))
        return LAST_KID(kid=named(kid), owner=name, variant=STARTING_KIDS)

    def targets(self, state: State, purse: int | None = None,
                ordered: bool = False) -> list[tuple[Card, int]]:
        """The kids the active player may bribe, as (kid, owner): another player's kid, not
        grounded, and not a player's last kid in the starting-kids variant; owners in turn
        order, each one's kids in clubhouse order (or ``ordered`` by card); only those whose
        price toys worth ``purse`` pay, if given. The rule stated once: :meth:`target` (and so
        ``why_not``) says why a kid is not listed, and :meth:`moves`, the random player
        (:mod:`.fast`) and the heuristic ask this list.

        >>> from games.human_trophies import new_game
        >>> game = new_game(2, seed=3)
        >>> game.clubhouses[1].update({parse_card("9S"): GROUNDED, parse_card("5S"): READY,
        ...                            parse_card("3S"): BUSY})
        >>> [(kid.code, owner) for kid, owner in BRIBE_KIND.targets(game)]
        [('5S', 1), ('3S', 1)]
        >>> [(kid.code, owner) for kid, owner in BRIBE_KIND.targets(game, ordered=True)]
        [('3S', 1), ('5S', 1)]
        >>> [(kid.code, owner) for kid, owner in BRIBE_KIND.targets(game, purse=2)]
        [('3S', 1)]
        >>> print(BRIBE_KIND.target(game, parse_card("9S"), 1))
        9S is grounded, and a grounded kid cannot be bribed
        """
        prices, safe, clubhouses, found = (state.kid_prices, state.last_kid_safe,
                                           state.clubhouses, [])
        if purse is None:
            purse = max(prices)
        for owner in state.after[state.active]:  # (no comprehension: see .fast's text)
            club = clubhouses[owner]
            if club and not (safe and len(club) == 1):
                for kid, status in (sorted(club.items()) if ordered else club.items()):
                    if status is not GROUNDED and prices[kid[0]] <= purse:
                        found.append((kid, owner))
        return found

    def why_not(self, state: State, move: Bribe) -> Reason | None:
        reason = (self.closed(state) or not_a(move.kid, "kid")
                  or self.target(state, move.kid, move.owner)
                  or in_hand(state, move.toys, "toy") or in_hand(state, [move.parent], "parent"))
        if reason:
            return reason
        price, paid = state.prices[POWER[move.kid]], total(move.toys)
        if paid < price:
            return UNDERPAID(paid=paid, kid=named(move.kid), power=POWER[move.kid], price=price)
        return None

    def act(self, state: State, move: Bribe, hand: list[Card], club: dict[Card, Status]) -> None:
        state.step = TRICK if state.one_bribe else BRIBE
        state.bribes += 1
        for toy in move.toys:
            hand.remove(toy)
        state.warehouses += move.toys
        hand.remove(move.parent)
        state.hands[move.owner].append(move.parent)
        del state.clubhouses[move.owner][move.kid]
        club[move.kid] = READY if state.bribed_ready else BUSY

    def told(self, before: State, move: Bribe, after: State, parent: str = "") -> str:
        return (f"{names(before)[0]} bribes {before.players[move.owner]}'s "
                f"{spoken(move.kid, the=False)} (power {POWER[move.kid]}) with "
                f"{spoken_all(move.toys)} (worth {total(move.toys)}), giving "
                f"{parent or spoken(move.parent)}.")

    def seen(self, before: State, move: Bribe, after: State, player: int) -> str:
        """The parent goes from hand to hand: only the two players see which it is."""
        if player in (before.active, move.owner):
            return self.describe(before, move, after)
        return numbered(before, self.told(before, move, after,
                                          f"{before.players[move.owner]} a parent"))

    def tried(self, state: State, move: Bribe) -> str:
        return (f"{trier(state)} bribes {state.players[move.owner]}'s "
                f"{spoken(move.kid, the=False)} with {spoken_all(move.toys)}, giving "
                f"{spoken(move.parent)}")

    def parts(self, state: State, move: Bribe) -> tuple[Part, ...]:
        """The kid in its owner's clubhouse, the toys and the parent: a kid is in one
        clubhouse only, so it names the owner too."""
        return card_parts(move.kid, *move.toys, move.parent)

    def moves(self, state: State) -> list[Bribe]:
        hand = state.hands[state.active]
        toys, parents = sorted(filter(is_toy, hand)), sorted(filter(is_parent, hand))
        if self.closed(state) or not (toys and parents):
            return []
        return [Bribe(kid, owner, paid, parent)
                for kid, owner in self.targets(state, ordered=True)
                for paid in subsets(toys) if total(paid) >= state.prices[POWER[kid]]
                for parent in parents]

    def candidates(self, state: State) -> list[Bribe]:
        """Each kid in each clubhouse (the active player's own too), for each set of toys and
        each parent in the active player's hand, at any price."""
        hand = state.hands[state.active]
        toys, parents = sorted(filter(is_toy, hand)), sorted(filter(is_parent, hand))
        return [Bribe(kid, owner, paid, parent) for owner, club in enumerate(state.clubhouses)
                for kid in sorted(club) for paid in subsets(toys) for parent in parents]


#: No trick in detention ...
IN_DETENTION = Rule("in-detention", "{player} is in detention this turn and cannot trick")
#: ... and only the victim showing, ...
NOT_SHOWING = Rule("not-showing", "the victim showing is {top}, not {victim}")
#: ... with at least one toy ...
NO_TOY = Rule("no-toy", "a trick needs at least one toy")
#: ... and a kid and toys strong enough (:meth:`TrickKind.need`: more than the victim's value,
#: at least it in the Trick at least variant).
TOO_WEAK = Rule("too-weak", "kid and toys make {strength} ({kid} {power} + toys {toys}), not "
                "{than} the victim's {value}",
                words="the kid and the toys make {strength} (power {power} and toys worth "
                "{toys}), not {than} the victim's {value}")


def against(strength: int, worth: int) -> str:
    """A trick's strength against its victim's worth, in words: ``12 beats 11``, or, where
    the trick-at-least variant lets a tie win, ``11 matches 11``."""
    return f"{strength} {'beats' if strength > worth else 'matches'} {worth}"


class TrickKind(ActionKind):
    """Trick the victim showing with one ready kid and at least one toy from hand: the kid's
    power and the toys' values together must be more than the victim's value (at least it in
    the trick-at-least variant). The kid turns
    busy, the toys wait on the table while the other players are asked whether to interrupt
    (:class:`InterruptKind`). Not in detention."""

    name, notation, move_type, step = "trick", "trick KD with 3S + 5C 6C", Trick, TRICK
    pattern = re.compile(r"trick\s+(\S+)\s+with\s+(\S+)\s*\+\s*(.+)", re.I)

    def read(self, state: State, *words: str) -> Trick:
        return Trick(parse_card(words[0]), parse_card(words[1]), several(words[2]))

    def text(self, state: State, move: Trick) -> str:
        return f"trick {move.victim.code} with {move.kid.code} + {codes(move.toys)}"

    def closed(self, state: State) -> Reason | None:
        if state.detained:
            return IN_DETENTION(player=state.players[state.active])
        return None

    def need(self, state: State) -> int:
        """The strength (the kid's power and the toys' values together) that tricks the victim
        showing: more than its value, at least it in the trick-at-least variant. The rule is
        written here once, and asked everywhere: the legality check (with its reason,
        :data:`TOO_WEAK`), the list, the random player (declared and fused: :func:`.fast.act`)
        and the heuristic, each with what the toys must pay past a kid (:meth:`shortfall`).

        >>> from games.human_trophies import new_game
        >>> game = new_game(2, seed=3)
        >>> game.victims[-1].code, TURNS.by_name["trick"].need(game)
        ('8D', 9)
        """
        return VALUE_BY_RANK[state.victims[-1][0]] + state.beat  # (by rank: asked in rollouts)

    @staticmethod
    def strength(kid: Card, toys: Sequence[Card]) -> int:
        """A trick's strength: the kid's power and the toys' values together."""
        return POWER[kid] + total(toys)

    @staticmethod
    def shortfall(need: int, power: int) -> int:
        """The toy points a trick still needs (:meth:`need`) past a kid of ``power``: what its
        toys must be worth together, at least one (a trick plays a toy, always). The one
        statement of what the toys must pay, which the random player (declared:
        :meth:`.fast.TrickSampler.offers` and :meth:`~.fast.TrickSampler.build`; fused:
        :func:`.fast.act`), the heuristic (:func:`.heuristic.tricks`) and :meth:`enough` ask.

        >>> TrickKind.shortfall(9, 4), TrickKind.shortfall(9, 12)
        (5, 1)
        """
        short = need - power
        return short if short > 1 else 1  # (not max(): asked in playouts, a call fewer)

    def enough(self, need: int, kid: Card, toys: Sequence[Card]) -> bool:
        """Whether ``kid`` and ``toys`` (at least one) reach ``need`` (:meth:`need`, asked once
        by the caller for every trick it weighs): whether the toys pay the kid's
        :meth:`shortfall`, the one test of a trick's strength, which the check
        (:meth:`why_not`) and the list (:meth:`moves`) both ask."""
        return total(toys) >= self.shortfall(need, POWER[kid])

    def why_not(self, state: State, move: Trick) -> Reason | None:
        reason = self.closed(state)
        if reason:
            return reason
        top = state.victims[-1]
        if move.victim != top:
            return NOT_SHOWING(top=named(top), victim=named(move.victim))
        reason = ready_kid(state, move.kid)
        if reason:
            return reason
        if not move.toys:
            return NO_TOY()
        reason = in_hand(state, move.toys, "toy")
        if reason:
            return reason
        if not self.enough(self.need(state), move.kid, move.toys):
            return TOO_WEAK(strength=self.strength(move.kid, move.toys), kid=named(move.kid),
                            power=POWER[move.kid], toys=total(move.toys),
                            than="more than" if state.beat else "at least", value=VALUE[top])
        return None

    def act(self, state: State, move: Trick, hand: list[Card], club: dict[Card, Status]) -> None:
        state.step = TRICK
        for toy in move.toys:
            hand.remove(toy)
        club[move.kid] = BUSY
        state.put_trick(move)

    def told(self, before: State, move: Trick, after: State) -> str:
        name, worth = names(before)[0], VALUE[move.victim]
        text = (f"{name} tricks {spoken(move.victim)} (worth {worth}) with {spoken(move.kid)} "
                f"(power {POWER[move.kid]}) and {spoken_all(move.toys)} (worth "
                f"{total(move.toys)}): {against(self.strength(move.kid, move.toys), worth)}.")
        if after.trick is None:  # nobody could interrupt
            text += f" Nobody can interrupt: {name} wins {spoken(move.victim)}."
        return text

    def tried(self, state: State, move: Trick) -> str:
        return (f"{trier(state)} tricks {spoken(move.victim)} with {spoken(move.kid)} and "
                f"{spoken_all(move.toys)}")

    def parts(self, state: State, move: Trick) -> tuple[Part, ...]:
        """The victim showing, the kid and the toys."""
        return card_parts(move.victim, move.kid, *move.toys)

    def moves(self, state: State) -> list[Trick]:
        toys = sorted(filter(is_toy, state.hands[state.active]))
        if self.closed(state) or not toys:
            return []
        top, need = state.victims[-1], self.need(state)
        return [Trick(top, kid, paid) for kid in sorted(state.ready_kids(state.active))
                for paid in subsets(toys) if self.enough(need, kid, paid)]

    def candidates(self, state: State) -> list[Trick]:
        """The victim showing, with each of the active player's kids (ready or not) and each
        set of toys in hand, however weak."""
        toys = sorted(filter(is_toy, state.hands[state.active]))
        return [Trick(state.victims[-1], kid, paid)
                for kid in sorted(state.clubhouses[state.active]) for paid in subsets(toys)]


#: A parent interrupts a trick only if it is worth at most the toys played.
PARENT_TOO_DEAR = Rule("parent-too-dear",
                       "{parent} is worth {value}, more than the toys played ({toys})")


class InterruptKind(Kind):
    """After a trick each other player in turn may play a parent from hand worth at most the
    toys played, once a trick: to **stop** it (the toys go to the warehouses, the victim stays)
    or to **punish** (the trick succeeds, the interrupter takes the toys into hand and the kid
    is grounded). The parent goes to the lounge."""

    name, notation, move_type = "interrupt", "interrupt JH stop (or punish)", Interrupt
    pattern = re.compile(r"interrupt\s+(\S+)\s+(stop|punish)", re.I)

    def read(self, state: State, *words: str) -> Interrupt:
        return Interrupt(parse_card(words[0]), words[1].lower() == "punish")

    def text(self, state: State, move: Interrupt) -> str:
        return f"interrupt {move.parent.code} {'punish' if move.punish else 'stop'}"

    def why_not(self, state: State, move: Interrupt) -> Reason | None:
        trick = state.trick
        assert trick is not None
        reason = in_hand(state, [move.parent], "parent", state.seat())
        if reason:
            return reason
        if VALUE[move.parent] > trick.toy_value:
            return PARENT_TOO_DEAR(parent=named(move.parent), value=VALUE[move.parent],
                                   toys=trick.toy_value)
        return None

    def apply(self, state: State, move: Interrupt) -> None:
        seat = state.seat()
        state.hands[seat].remove(move.parent)
        state.lounge.append(move.parent)
        if VALUE[move.parent] == state.least_parent:
            state.least_parent = state.least_parent_out()
        state.resolve_trick(seat, move.punish)

    def told(self, before: State, move: Interrupt, after: State) -> str:
        name, parent = names(before)[0], f"{spoken(move.parent)} (worth {VALUE[move.parent]})"
        if move.punish and before.trick is not None:
            return (f"{name} interrupts with {parent} to punish: {name} takes the toys and "
                    f"{spoken(before.trick.kid)} is grounded.{settled(before, after)}")
        return (f"{name} interrupts with {parent} to stop the trick: the toys go to the "
                f"warehouses.{settled(before, after)}")

    def tried(self, state: State, move: Interrupt) -> str:
        return (f"{trier(state)} interrupts with {spoken(move.parent)} to "
                f"{'punish' if move.punish else 'stop'} the trick")

    def parts(self, state: State, move: Interrupt) -> tuple[Part, ...]:
        """The parent, and a button: to stop the trick or to punish it."""
        aim = (Part("punish", "punish: take the toys and ground the kid") if move.punish
               else Part("stop", "stop the trick: the toys go to the warehouses"))
        return (*card_parts(move.parent), aim)

    def parents(self, state: State) -> list[Card]:
        """The parents in the asked player's hand worth at most the toys on the table (in hand
        order): those that may interrupt."""
        assert state.trick is not None
        limit = state.trick.toy_value
        return [card for card in state.hands[state.seat()]
                if is_parent(card) and VALUE[card] <= limit]

    def moves(self, state: State) -> list[Interrupt]:
        return [Interrupt(parent, punish) for parent in sorted(self.parents(state))
                for punish in (False, True)]

    def candidates(self, state: State) -> list[Interrupt]:
        """Each parent in the hand of the player who moves now, worth what it may, to stop or
        to punish."""
        return [Interrupt(parent, punish)
                for parent in sorted(filter(is_parent, state.hands[state.seat()]))
                for punish in (False, True)]


class EndTurnKind(Kind):
    """The active player may end the turn at any time: busy kids turn ready, and the player
    draws a card (none if the draw deck is empty). A turn with nothing done (and no detention)
    is a pass; when every player has passed in a row the game ends."""

    name, notation, move, move_type = "end", "end", END, EndTurn
    pattern = re.compile("end", re.I)

    def apply(self, state: State, move: EndTurn) -> None:
        state.end_turn()

    def told(self, before: State, move: EndTurn, after: State) -> str:
        name = names(before)[0]
        drew = "" if len(after.draw) == len(before.draw) else f", and {name} draws a card"
        return f"{name} ends the turn: busy kids are ready again{drew}."

    def tried(self, state: State, move: EndTurn) -> str:
        return f"{trier(state)} ends the turn"

    def parts(self, state: State, move: EndTurn) -> tuple[Part, ...]:
        """A button."""
        return (Part("end", "end your turn"),)


class Turns(TurnTable):
    """The turn table; its random player draws with odds of its own, not uniformly among the
    legal moves: the sampler table of :mod:`.fast` (:func:`.fast.sample`) states them."""

    uniform = False

    def sample(self, state: State, rng: random.Random) -> Any:
        from .fast import sample  # the sampler table is keyed by the kinds declared here

        return sample(state, rng)


DETAIN_KIND, DECLINE_KIND, END_KIND = DetainKind(), DeclineKind(), EndTurnKind()
SCAVENGE_KIND, RECRUIT_KIND, BRIBE_KIND = ScavengeKind(), RecruitKind(), BribeKind()
TRICK_KIND, INTERRUPT_KIND = TrickKind(), InterruptKind()

#: The kinds (in the order an error lists their notation) and what each phase allows; the
#: random player falls back on the last kind of a phase.
TURNS = Turns(
    DETAIN_KIND, DECLINE_KIND, END_KIND, SCAVENGE_KIND, RECRUIT_KIND, BRIBE_KIND, TRICK_KIND,
    INTERRUPT_KIND,
    phases={Phase.DETENTION: ("detention", "decline"),
            Phase.ACTIONS: ("scavenge", "recruit", "bribe", "trick", "end"),
            Phase.INTERRUPTION: ("interrupt", "decline"),
            Phase.OVER: ()})
