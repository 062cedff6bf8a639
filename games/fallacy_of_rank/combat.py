"""Combat, as a pure function of the two pieces and the two boosts.

A piece's *rank* is its coin's value (Null 0, Ace 1, 2 to 5) or :data:`PAWN` (7). Before any
boost, three rules settle a combat on the spot:

* an Ace beats a Null and a pawn, and ties another Ace;
* a Null ties everything except an Ace (which beats it);
* every other pairing (Ace against 2-5 included) is decided by rank plus boost: each side may
  add the value of one coin or tile it discards (Ace 1); the higher total wins, equal totals tie.

In a tie both pieces are discarded; otherwise the loser is.

>>> fixed(NULL, PAWN), fixed(ACE, PAWN), fixed(ACE, ACE), fixed(ACE, 3), fixed(PAWN, 5)
('tie', 'attacker', 'tie', None, None)
>>> outcome(2, PAWN, 5, 0), outcome(3, PAWN, 5, 0), outcome(ACE, 4, 5, 1)
('tie', 'attacker', 'attacker')
>>> print(table_text())
      Null           Ace            2      3      4      5      Pawn
Null  tie            defender wins  tie    tie    tie    tie    tie
Ace   attacker wins  tie            1 v 2  1 v 3  1 v 4  1 v 5  attacker wins
2     tie            2 v 1          2 v 2  2 v 3  2 v 4  2 v 5  2 v 7
3     tie            3 v 1          3 v 2  3 v 3  3 v 4  3 v 5  3 v 7
4     tie            4 v 1          4 v 2  4 v 3  4 v 4  4 v 5  4 v 7
5     tie            5 v 1          5 v 2  5 v 3  5 v 4  5 v 5  5 v 7
Pawn  tie            defender wins  7 v 2  7 v 3  7 v 4  7 v 5  7 v 7
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.reasons import say

if TYPE_CHECKING:
    from ..core.components import Coin, Pawn
    from .moves import Boost

NULL, ACE, PAWN = 0, 1, 7
#: Every rank a piece can have, in the order tables list them.
ORDER = (0, 1, 2, 3, 4, 5, PAWN)
#: The values a boost may add: a die face from Null (no boost) to 5.
BOOSTS = (0, 1, 2, 3, 4, 5)


def rank_word(rank: int) -> str:
    """``Null``, ``Ace``, ``2`` .. ``5`` or ``Pawn``."""
    return {NULL: "Null", ACE: "Ace", PAWN: "Pawn"}.get(rank, str(rank))


def fixed(attacker: int, defender: int) -> str | None:
    """``'attacker'``, ``'defender'`` or ``'tie'`` when an Ace or a Null settles the combat
    before boosts; None when rank plus boost decides."""
    if ACE in (attacker, defender):
        other = defender if attacker == ACE else attacker
        if other == ACE:
            return "tie"
        if other in (NULL, PAWN):
            return "attacker" if attacker == ACE else "defender"
        return None
    if NULL in (attacker, defender):
        return "tie"
    return None


def outcome(attacker: int, defender: int, attacker_boost: int = 0,
            defender_boost: int = 0) -> str:
    """Who wins: ``'attacker'``, ``'defender'`` or ``'tie'``; boosts count only when
    :func:`fixed` does not settle it."""
    settled = fixed(attacker, defender)
    if settled:
        return settled
    a, d = attacker + attacker_boost, defender + defender_boost
    return "tie" if a == d else ("attacker" if a > d else "defender")


def table() -> list[list[str]]:
    """The combat table before boosts: a row per attacker, a column per defender (both in
    :data:`ORDER`); each cell ``'attacker wins'``, ``'defender wins'``, ``'tie'`` or
    ``'a v d'`` (the two ranks, to which the boosts are added)."""
    words = {"attacker": "attacker wins", "defender": "defender wins", "tie": "tie"}
    return [[words.get(fixed(a, d) or "", f"{a} v {d}") for d in ORDER] for a in ORDER]


def table_text() -> str:
    """:func:`table` as text, attackers down the side, defenders across the top, each column
    as wide as its longest cell."""
    rows = [[""] + [rank_word(d) for d in ORDER]]
    rows += [[rank_word(a)] + cells for a, cells in zip(ORDER, table())]
    widths = [max(len(row[k]) for row in rows) + 2 for k in range(len(rows[0]))]
    return "\n".join("".join(f"{cell:<{w}}" for cell, w in zip(row, widths)).rstrip()
                     for row in rows)


def piece_rank(piece: Coin | Pawn | None) -> int:
    """The rank of a piece: a coin's value, or :data:`PAWN` for a pawn."""
    return getattr(piece, "rank", PAWN)


def piece_word(piece: Coin | Pawn | None) -> str:
    """``pawn``, ``Null``, ``Ace`` or the coin's value."""
    rank = piece_rank(piece)
    return "pawn" if rank == PAWN else rank_word(rank)


_SETTLED = {
    (ACE, NULL): "an Ace beats a Null", (ACE, PAWN): "an Ace beats a pawn",
    (ACE, ACE): "Ace against Ace is a tie",
}


# Battle and Combat are not frozen (``unsafe_hash``): nothing changes one once made, and they
# hash and compare by their fields all the same, but a frozen one takes four times as long to
# make, and a random playout makes one or two for each of its dozens of combats.


@dataclass(slots=True, unsafe_hash=True)
class Battle:
    """One combat as it happened: who attacked whom where, with which pieces and boosts.

    ``boosts`` holds each side's boost (its value, and the tile or coin discarded for it), or
    None when no boost was asked for (a combat settled by an Ace or a Null, or a defender
    already out of the game, who may not boost). ``str`` tells it as the notation writes the
    discards (``T4``, ``Sa``), :meth:`said` in a player's words.
    """

    square: str
    attacker: str
    defender: str
    pieces: tuple[Coin | Pawn, Coin | Pawn]  # the attacking piece, the defending piece
    boosts: tuple[Boost | None, Boost | None]
    outcome: str  # 'attacker', 'defender' or 'tie'
    out: tuple[str, ...] = ()  # players who lost their last pawn in this combat
    mover: str = ""  # the player whose tile moved the attacker, when not its owner (any-piece)

    @property
    def ranks(self) -> tuple[int, int]:
        return piece_rank(self.pieces[0]), piece_rank(self.pieces[1])

    @property
    def totals(self) -> tuple[int, int] | None:
        """Rank plus boost on each side, when rank plus boost decided."""
        if fixed(*self.ranks):
            return None
        (a, d), (a_boost, d_boost) = self.ranks, self.boosts
        return a + (a_boost.rank if a_boost else 0), d + (d_boost.rank if d_boost else 0)

    def __str__(self) -> str:
        return self.told(player=False)

    def said(self) -> str:
        """The combat in a player's words: what each boost was paid with, named."""
        return self.told(player=True)

    def told(self, player: bool) -> str:
        """The combat as an edition tells it (``player``: in a player's words)."""
        a, d = self.ranks
        mine = f"{self.attacker}'s {piece_word(self.pieces[0])}"
        theirs = f"{self.defender}'s {piece_word(self.pieces[1])}"
        if fixed(a, d):
            why = _SETTLED.get((a, d)) or _SETTLED.get((d, a)) or \
                "a Null ties everything but an Ace"
            tie = "both are discarded"
        else:
            sides = []
            for rank, boost in zip((a, d), self.boosts):
                extra = f"{boost.rank} ({say(boost.paid(), player)})" if boost and boost.rank \
                    else "0"
                sides.append(f"{rank} + {extra} = {rank + (boost.rank if boost else 0)}")
            why = " against ".join(sides)
            tie = "a tie, both are discarded"
        result = {"attacker": f"{mine} wins", "defender": f"{theirs} wins",
                  "tie": tie}[self.outcome]
        out = "".join(f"; {name} has no pawn left and is out" for name in self.out)
        moved = f" (moved by {self.mover})" if self.mover else ""
        return f"{mine} attacks {theirs} on {self.square}{moved}: {why}; {result}{out}."


@dataclass(slots=True, unsafe_hash=True)
class Combat:
    """A combat waiting for secret boosts: attacker's piece on ``src``, defender's on ``dst``.
    ``choosers`` are the seats that choose (an owner who is out of the game is left out);
    ``boosts`` holds the attacker's and the defender's choice, None until made."""

    attacker: int
    defender: int
    src: int
    dst: int
    choosers: tuple[int, ...]
    boosts: tuple[Boost | None, Boost | None] = (None, None)

    def waiting(self) -> int | None:
        """The first chooser still to choose, or None."""
        for seat in self.choosers:
            if self.boosts[seat != self.attacker] is None:
                return seat
        return None
