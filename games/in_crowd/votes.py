"""A vote as it was shown: the square voted on, the voting coins, the totals and the outcome.

>>> from games.core.components import Coin
>>> from games.in_crowd.pyramid import Pyramid
>>> pyramid = Pyramid.make()
>>> coins = tuple(Coin.parse(c) for c in ("S3", "M2", "C3"))
>>> vote = Ballot(pyramid, ("Ann", "Ben"), pyramid.index("mA1"), pyramid.influencers[0], coins,
...               (0, 1, 0), (6, 2), 0)
>>> [c.code for c in vote.candidates()]
['C3', 'S3']
>>> print(vote)
Vote on mA1: Ann 3 of Suns + 3 of Crowns = 6, Ben 2 of Moons = 2; Ann wins and one of the \
highest coins moves up
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..core.components import Coin
from ..core.words import listing
from .pyramid import Pyramid


class Ballot(NamedTuple):
    """A vote as it was shown: the square, the voting coins, the totals and the outcome (the
    move that calls it is a :class:`~.moves.Vote`). A named tuple, not a frozen dataclass:
    every vote of a playout makes one, and a frozen dataclass takes 15% more instructions a
    playout (callgrind, 100 random playouts)."""

    pyramid: Pyramid
    players: tuple[str, ...]
    target: int  # the square voted on
    where: tuple[int, ...]  # the influencing squares, and the coin on each
    coins: tuple[Coin, ...]
    owners: tuple[int, ...]  # the seat owning each voting coin
    totals: tuple[int, int]
    winner: int | None  # None for a tie
    advanced: Coin | None = None

    @property
    def square(self) -> str:
        return self.pyramid.name(self.target)

    def candidates(self) -> list[Coin]:
        """The winner's highest voting coins, one of which moves up (none after a tie)."""
        return highest(self.coins, self.owners, self.winner)

    def sides(self) -> str:
        """Each player's voting coins and their total: ``Ann 5 of Suns + 3 of Crowns = 8, Ben
        2 of Moons = 2`` (the same in the record's words and a player's)."""
        sides = []
        for seat, name in enumerate(self.players):
            mine = [c.name for c, o in zip(self.coins, self.owners) if o == seat]
            sides.append(f"{name} {' + '.join(mine)} = {self.totals[seat]}" if mine
                         else f"{name} no coins = 0")
        return ", ".join(sides)

    def __str__(self) -> str:
        if self.winner is None:
            outcome = "a tie, so every voting coin goes home"
        else:
            moved = (f"the {self.advanced.name}" if self.advanced
                     else "one of the highest coins")
            outcome = f"{self.players[self.winner]} wins and {moved} moves up"
        return f"Vote on {self.square}: {self.sides()}; {outcome}"

    def moved_up(self) -> str:
        """Where the coin that moved up came from and went: ``from A2 to mA2``."""
        assert self.advanced is not None
        source = self.where[self.coins.index(self.advanced)]
        return f"from {self.pyramid.name(source)} to {self.square}"

    def said_sides(self) -> str:
        """Each player's voting coins and what they make, as a player says it: ``Ann's 5 of
        Suns and 3 of Crowns make 8; Ben's 2 of Moons makes 2``."""
        sides = []
        for seat, name in enumerate(self.players):
            mine = [c.name for c, o in zip(self.coins, self.owners) if o == seat]
            if not mine:
                sides.append(f"{name} has no coin in it")
                continue
            verb = "makes" if len(mine) == 1 else "make"
            sides.append(f"{name}'s {listing(mine)} {verb} {self.totals[seat]}")
        return "; ".join(sides)

    def words(self) -> str:
        """The vote in a player's words, as sentences: what each side's coins make
        (:meth:`said_sides`), then what happened.

        >>> from games.in_crowd import new_game
        >>> game = new_game("Ann", "Ben")
        >>> for move in ["S5@A2", "M2@A3", "C3@A4", "vote mA2"]: game.play(move)
        >>> game.votes[-1].words()
        "Ann's 5 of Suns and 3 of Crowns make 8; Ben's 2 of Moons makes 2. Ann wins: the 5 of \
Suns moves up from A2 to mA2, and the other voting coins go home"
        """
        if self.winner is None:
            outcome = "A tie: every voting coin goes home, and the square stays empty"
        elif self.advanced is None:
            outcome = (f"{self.players[self.winner]} wins with two equal highest coins and "
                       "picks the one that moves up")
        else:
            outcome = (f"{self.players[self.winner]} wins: the {self.advanced.name} moves up "
                       f"{self.moved_up()}, and the other voting coins go home")
        return f"{self.said_sides()}. {outcome}"


def highest(coins: Sequence[Coin], owners: Sequence[int], winner: int | None) -> list[Coin]:
    """The winner's highest coins among ``coins`` (owned by ``owners``), in order; none after
    a tie."""
    best: list[Coin] = []
    if winner is None:
        return best
    value = -1
    for coin, seat in zip(coins, owners):
        if seat == winner:
            if coin.rank > value:  # a coin's value is its rank
                value, best = coin.rank, [coin]
            elif coin.rank == value:
                best.append(coin)
    best.sort()
    return best
