"""Human Trophies move by move, in words (for the step-through viewer, the figure strips and
the player's edition). Every card is named as a player says it ("the 9 of spades"), and every
move carries the number of its turn, as the book's examples number them. The viewer shows every
hand, so every card is named.

>>> from games.core.narration import tell
>>> from games.human_trophies import narrate, new_game
>>> game = new_game(["alice", "bernard"], seed=3)
>>> for text in ["decline", "recruit KS", "end"]:
...     print(tell(game, narrate, text))
Turn 1: Bernard does not give Alice detention.
Turn 1: Alice recruits the king of spades (power 4) into the clubhouse, busy.
Turn 1: Alice ends the turn: busy kids are ready again, and Alice draws a card.
>>> print(summary(game))  # doctest: +NORMALIZE_WHITESPACE
Turn 2: Alice is asked whether to give Bernard detention. Trophies: Alice 0, Bernard 0.
Victim showing: the 8 of diamonds (worth 8).

A move as tried (allowed or not), and the model's reasons in a player's words:

>>> from games.human_trophies.examples import replay_example
>>> stopped = replay_example("running-example-other-line").position("stopped")
>>> print(attempt(stopped, stopped.parse_move("trick KD with 3S + 2C 5C")))
Alice tricks the king of diamonds with the 3 of spades and the 2 and 5 of clubs
>>> print(attempt(stopped, stopped.parse_move("scavenge 10C with 3S 9S")))
Alice scavenges the 10 of clubs with the 3 and 9 of spades
>>> print(plainly(stopped.why_illegal(stopped.parse_move("trick KD with 3S + 2C 5C"))))
the kid and the toys make 8 (power 1 and toys worth 7), not more than the victim's 11
>>> print(plainly("KS is busy, not ready; AD, JK and 10C 2C"))
the king of spades is busy, not ready; the ace of diamonds, Miss Monster and the 10 and 2 of clubs
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..core.cards import JOKER_SUIT, RANK_NAME, SUIT_BY_LETTER, Card, parse_card
from ..core.narration import result, totals
from ..core.words import listing
from . import moves as m
from .cards import POWER, VALUE
from .rules import HumanTrophiesState
from .turn import DETENTION, INTERRUPTION

# -- cards in words ------------------------------------------------------------------------


def card(c: Card, the: bool = True) -> str:
    """A card as a player names it: ``the 9 of spades`` (``9 of spades`` without ``the``, as
    after "Alice's"); a joker is Miss Monster.

    >>> card(parse_card("QH")), card(parse_card("10S"), the=False), card(parse_card("JK"))
    ('the queen of hearts', '10 of spades', 'Miss Monster')
    """
    if c.suit == JOKER_SUIT:
        return "Miss Monster"
    return ("the " if the else "") + f"{RANK_NAME[c.rank]} of {SUIT_BY_LETTER[c.suit].name}"


def cards(group: Iterable[Card], the: bool = True) -> str:
    """Cards as a player names them, those of one suit together, in the order given:
    ``the 3 of spades and the 2 and 5 of clubs``; ``none`` for no card.

    >>> from games.core.cards import parse_cards
    >>> cards(parse_cards("3S 2C 5C")), cards(parse_cards("9S QS AS JK")), cards([])
    ('the 3 of spades and the 2 and 5 of clubs', 'the 9, queen and ace of spades and Miss \
Monster', 'none')
    """
    by_suit: dict[str, list[Card]] = {}
    for c in group:
        by_suit.setdefault(c.suit, []).append(c)
    parts = []
    for suit, same in by_suit.items():
        if suit == JOKER_SUIT:
            parts.append("Miss Monster" if len(same) == 1 else f"{len(same)} jokers (Miss "
                         "Monster)")
            continue
        ranks = listing([RANK_NAME[c.rank] for c in same])
        parts.append(("the " if the else "") + f"{ranks} of {SUIT_BY_LETTER[suit].name}")
    return listing(parts) if parts else "none"


_CODE = r"(?:10|[2-9JQKA])[SHDC]|JK"
_CODES = re.compile(rf"(?<![\w-])(?:{_CODE})(?:(?:,? | and | \+ )(?:{_CODE}))*(?![\w-])")
_STRENGTH = re.compile(r"kid and toys make (\d+) \(\S+ (\d+) \+ toys (\d+)\)")
_RENAMED = (
    (re.compile(r"the only moves are interrupt PARENT stop, interrupt PARENT punish and "
                r"decline"), "they may only interrupt with a parent (to stop or to punish) "
                             "or decline"),
    (re.compile(r"the only moves are detention and decline"),
     "they may only play Miss Monster or decline"),
    (re.compile(r"\(starting-kids variant\)"), "(the Starting kids variant)"),
    (re.compile(r"Miss Monster \(joker\)"), "Miss Monster (a joker)"),
    (re.compile(r"too late for (\w+): this turn has reached (\w+) \(scavenging, recruiting, "
                r"bribing and tricking come in that order\)"),
     r"this turn has already reached \2, and \1 comes before it"),
)
#: A tally's sum starts from nothing: ``Alice: 11 = 0 + 11 (KD)`` reads ``Alice: 11 = 11 (...)``.
_NOUGHT = re.compile(r"(: \d+) = 0 \+ ")
#: A refused move as the book's checks write it: ``<attempt>: not allowed: <reason>``.
_REFUSED = re.compile(r"(.+?): not allowed: (.+)", re.DOTALL)


def plainly(text: str) -> str:
    """The model's text (a rule's reason, a tally line) in a player's words: every card code
    spelled out, runs of codes as one list (``5C 6C``: the 5 and 6 of clubs).

    >>> plainly("Alice: 33 = 0 + 11 (AD) + 11 (JD)")
    'Alice: 33 = 11 (the ace of diamonds) + 11 (the jack of diamonds)'
    >>> plainly("Bernard's 6S, for 4C 5C")
    "Bernard's 6 of spades, for the 4 and 5 of clubs"

    A refused move, as the book's checks write it, reads as one sentence:

    >>> plainly("scavenge 10C: not allowed: too late for scavenging: this turn has reached "
    ...         "tricking (scavenging, recruiting, bribing and tricking come in that order)")
    'scavenge the 10 of clubs: not allowed, as this turn has already reached tricking, and \
scavenging comes before it.'
    """
    text = _STRENGTH.sub(r"the kid and the toys make \1 (power \2 and toys worth \3)", text)
    text = _NOUGHT.sub(r"\1 = ", text)
    refused = _REFUSED.fullmatch(text)
    if refused:  # one sentence: "<attempt>: not allowed, as <reason>."
        text = f"{refused[1]}: not allowed, as {refused[2].rstrip('.')}."
    for pattern, words in _RENAMED:
        text = pattern.sub(words, text)

    def spelt(found: re.Match[str]) -> str:
        named = [parse_card(code) for code in re.findall(_CODE, found.group())]
        owned = text[:found.start()].endswith("'s ")
        return cards(named, the=not owned)

    return _CODES.sub(spelt, text)


# -- moves in words ------------------------------------------------------------------------


def turn(state: HumanTrophiesState) -> int:
    """The number of the turn under way in ``state``, counting from 1 (the record's start)."""
    return 1 + sum(type(move) is m.EndTurn for _, move in state.history)


def attempt(state: HumanTrophiesState, move: Any) -> str:
    """``move`` in a player's words as tried from ``state``, legal or not, without its
    outcome."""
    seat = state.current_player()  # None once the game is over: the active player tries
    name = state.players[state.active if seat is None else seat]
    active = state.players[state.active]
    kind = type(move)
    if kind is m.Detention:
        return f"{name} plays Miss Monster on {active}"
    if kind is m.Decline:
        return f"{name} declines"
    if kind is m.Interrupt:
        return (f"{name} interrupts with {card(move.parent)} to "
                f"{'punish' if move.punish else 'stop'} the trick")
    if kind is m.Scavenge:
        return f"{name} scavenges {card(move.toy)} with {cards(move.team)}"
    if kind is m.Recruit:
        return f"{name} recruits {card(move.kid)}"
    if kind is m.Bribe:
        return (f"{name} bribes {state.players[move.owner]}'s {card(move.kid, the=False)} "
                f"with {cards(move.toys)}, giving {card(move.parent)}")
    if kind is m.Trick:
        return f"{name} tricks {card(move.victim)} with {card(move.kid)} and {cards(move.toys)}"
    return f"{name} ends the turn"


def _won(before: HumanTrophiesState, after: HumanTrophiesState) -> str:
    """What became of the trick on the table, if it was settled by this move."""
    if before.trick is None or after.trick is not None:
        return ""
    seat, victim = before.active, before.trick.victim
    name = before.players[seat]
    if len(after.trophies[seat]) > len(before.trophies[seat]):
        return f" {name} wins {card(victim)} (worth {VALUE[victim]}) as a trophy."
    return f" {card(victim).capitalize()} stays on the victims deck."


def start(state: HumanTrophiesState) -> str:
    top = state.victims[-1]
    hands = ", ".join(f"{p} {len(h)}" for p, h in zip(state.players, state.hands))
    return (f"The deal: {card(top)} (worth {VALUE[top]}) shows on the victims deck; cards in hand: "
            f"{hands}. {state.players[state.active]} starts.")


def describe(before: HumanTrophiesState, move, after: HumanTrophiesState) -> str:
    return f"Turn {turn(before)}: {_described(before, move, after)}"


def _described(before: HumanTrophiesState, move, after: HumanTrophiesState) -> str:
    seat = before.seat()
    name, active = before.players[seat], before.players[before.active]
    kind = type(move)
    if kind is m.Detention:
        return f"{name} plays Miss Monster: {active} is in detention and may not trick this turn."
    if kind is m.Decline:
        if before.phase is DETENTION:
            return f"{name} does not give {active} detention."
        return f"{name} does not interrupt.{_won(before, after)}"
    if kind is m.Interrupt:
        parent = f"{card(move.parent)} (worth {VALUE[move.parent]})"
        if move.punish and before.trick is not None:
            return (f"{name} interrupts with {parent} to punish: {name} takes the toys and "
                    f"{card(before.trick.kid)} is grounded.{_won(before, after)}")
        return f"{name} interrupts with {parent} to stop the trick: the toys go to the " \
               f"warehouses.{_won(before, after)}"
    if kind is m.Scavenge:
        team = sum(POWER[kid] for kid in move.team)
        return (f"{name} scavenges {card(move.toy)} (worth "
                f"{VALUE[move.toy]}) with {cards(move.team)} (power {team}).")
    if kind is m.Recruit:
        return f"{name} recruits {card(move.kid)} (power {POWER[move.kid]}) into the " \
               "clubhouse, busy."
    if kind is m.Bribe:
        paid = sum(VALUE[toy] for toy in move.toys)
        return (f"{name} bribes {before.players[move.owner]}'s {card(move.kid, the=False)} "
                f"(power {POWER[move.kid]}) with {cards(move.toys)} (worth {paid}), giving "
                f"{card(move.parent)}.")
    if kind is m.Trick:
        toys = sum(VALUE[toy] for toy in move.toys)
        text = (f"{name} tricks {card(move.victim)} (worth {VALUE[move.victim]}) with "
                f"{card(move.kid)} (power {POWER[move.kid]}) and {cards(move.toys)} "
                f"(worth {toys}): {POWER[move.kid] + toys} beats {VALUE[move.victim]}.")
        if after.trick is None:  # nobody could interrupt
            text += f" Nobody can interrupt: {name} wins {card(move.victim)}."
        return text
    drew = "" if len(after.draw) == len(before.draw) else f", and {name} draws a card"
    return f"{name} ends the turn: busy kids are ready again{drew}."


def summary(state: HumanTrophiesState) -> str:
    if state.is_terminal():
        return f"{result(state)} " + "; ".join(plainly(t.short()) for t in state.tallies()) \
            + "."
    active = state.players[state.active]
    asked = state.players[state.seat()]
    if state.phase is DETENTION:
        doing = f"{asked} is asked whether to give {active} detention"
    elif state.phase is INTERRUPTION:
        doing = f"{asked} is asked whether to interrupt {active}'s trick"
    else:
        doing = f"{active} to act" + (" (in detention)" if state.detained else "")
    top = state.victims[-1]
    return (f"Turn {turn(state)}: {doing}. Trophies: {totals(state)}. Victim showing: "
            f"{card(top)} (worth {VALUE[top]}).")
