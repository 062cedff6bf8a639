"""Why a move is refused, as data: the rule it breaks, and the things and numbers involved.

A game declares each of its rules once as a :class:`Rule`: a name, the sentence in the
record's notation (what records, error lines and the designer's edition print) and, where a
player would say it differently, the sentence in a player's words. A refusal is the rule
applied to its facts, a :class:`Reason`, which each edition renders: ``str(reason)`` in
notation, :meth:`Reason.said` in words. A fact is any value: one that knows its words has a
``said()`` method (a coin, a card, a :class:`Term`, a :class:`Listed`, another reason), and
anything else (a player's name, a number) is the same in both.

>>> from games.core.components import SUITS, Coin
>>> five = Coin(SUITS[0], 5)
>>> NOT_YOURS = Rule("not-yours", "{coin} is {owner}'s coin and it is {player}'s turn")
>>> reason = NOT_YOURS(coin=five, owner="Ben", player="Ann")
>>> print(reason)
S5 is Ben's coin and it is Ann's turn
>>> reason.said()
"the 5 of Suns is Ben's coin and it is Ann's turn"
>>> reason
Reason(not-yours: "S5 is Ben's coin and it is Ann's turn")

A rule whose words differ from its notation beyond the facts gives both sentences:

>>> RING = Rule("ring", "coins go only on the bottom ring; {square} is filled by a vote",
...             words="coins go only on the outer ring; {square} is filled by a vote")
>>> RING(square="mA1").said()
'coins go only on the outer ring; mA1 is filled by a vote'
>>> MUST = Rule("must", "the coin moving up must be {coins}")
>>> print(MUST(coins=Listed((five, Term("C3", "the 3 of Crowns")), "or")))
the coin moving up must be S5 or C3
>>> MUST(coins=Listed((five, Term("C3", "the 3 of Crowns")), "or")).said()
'the coin moving up must be the 5 of Suns or the 3 of Crowns'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


@runtime_checkable
class Said(Protocol):
    """A value with words for a player (``said``) beside its notation (``str``)."""

    def said(self) -> str:
        """The value in a player's words."""
        ...


def say(value: object, player: bool = True) -> str:
    """``value`` as an edition says it: in a player's words (``player``), where it has them,
    else as the notation writes it.

    >>> say(Term("S5", "the 5 of Suns")), say(Term("S5", "the 5 of Suns"), player=False)
    ('the 5 of Suns', 'S5')
    >>> say(3), say("Ann")
    ('3', 'Ann')
    """
    return value.said() if player and isinstance(value, Said) else str(value)


@dataclass(frozen=True)
class Term:
    """A value named two ways, worked out where it is made: as the notation writes it
    (``code``) and in a player's words (``words``): a move as tried, a square, a pile."""

    code: str
    words: str

    def __str__(self) -> str:
        return self.code

    def said(self) -> str:
        return self.words


@dataclass(frozen=True)
class Listed:
    """Several values in one fact: written with ``sep`` between them in the notation (``, ``
    unless the conjunction is ``or``), and listed as a sentence lists them in words.

    >>> squares = Listed(("A2", "A3", "A4"))
    >>> str(squares), squares.said()
    ('A2, A3, A4', 'A2, A3 and A4')
    >>> str(Listed(("C3", "S3"), "or")), Listed((), "or").said()
    ('C3 or S3', 'nothing')
    """

    items: Sequence[object]
    conjunction: str = "and"
    sep: str | None = None

    def __str__(self) -> str:
        sep = self.sep if self.sep is not None else (
            " or " if self.conjunction == "or" else ", ")
        return sep.join(str(item) for item in self.items)

    def said(self) -> str:
        words = [say(item) for item in self.items]
        if not words:
            return "nothing"
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + f" {self.conjunction} " + words[-1]


@dataclass(frozen=True)
class Rule:
    """One rule as a refusal says it: its ``name`` (``"one-pip"``), the sentence in notation,
    with a ``{field}`` for each fact, and the sentence in a player's words where it differs
    beyond its facts (else the notation's sentence, its facts said in words). Calling the rule
    with its facts gives the :class:`Reason`."""

    name: str
    notation: str
    words: str = ""

    def __post_init__(self) -> None:
        fields = self.fields(self.notation)
        if self.words and self.fields(self.words) - fields:
            raise ValueError(f"rule {self.name}: its words name facts its notation lacks")

    @staticmethod
    def fields(template: str) -> set[str]:
        """The facts ``template`` names."""
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    def __call__(self, **facts: object) -> Reason:
        return Reason(self, facts)  # (asked for every refusal: no checks here; see Reason)


class Reason:
    """A refusal: the :class:`Rule` broken, and its facts by name. ``str`` gives it in
    notation, :meth:`said` in a player's words. A search asks the rules of thousands of moves a
    position, so a reason is made cheaply and says itself only when asked; a fact its rule
    names but was not given is an error then, naming the rule.

    >>> Rule("pile", "only {left} left")(lefts=1).said()
    Traceback (most recent call last):
    ...
    TypeError: rule pile needs the fact left
    """

    __slots__ = ("facts", "rule")

    def __init__(self, rule: Rule, facts: Mapping[str, object] | None = None) -> None:
        self.rule = rule
        self.facts: Mapping[str, object] = facts if facts is not None else {}

    def fact(self, name: str) -> object:
        """The value of the fact ``name``."""
        return self.facts[name]

    def _format(self, template: str, render: Callable[[object], str]) -> str:
        try:
            return template.format(**{k: render(v) for k, v in self.facts.items()})
        except KeyError as exc:
            raise TypeError(f"rule {self.rule.name} needs the fact {exc.args[0]}") from None

    def __str__(self) -> str:
        return self._format(self.rule.notation, str)

    def said(self) -> str:
        return self._format(self.rule.words or self.rule.notation, say)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Reason) and other.rule == self.rule
                and dict(other.facts) == dict(self.facts))

    def __hash__(self) -> int:
        return hash((self.rule.name, str(self)))

    def __repr__(self) -> str:
        return f"Reason({self.rule.name}: {str(self)!r})"

