"""The turn of The "In" Crowd, one kind of move at a time, in the order of the turn.

On your turn you do exactly one thing: place a coin (:class:`Placing`) or call a vote
(:class:`Voting`); a vote won with two equal highest coins waits for its winner to pick the one
that moves up (:class:`Advancing`); a player who can do neither passes (:class:`Passing`). A
move is a tuple whose first item is its kind's name: ``("place", coin, square)``, ``("vote",
square)``, ``("advance", coin)`` and :data:`PASS`.

>>> from games.in_crowd.rules import new_game
>>> game = new_game("Ann", "Ben")
>>> for move in ["S3@A1", "M2@F1", "C3@B1", "Mn@A2", "vote mA1"]: game.play(move)
>>> game.phase, [game.move_text(m) for m in game.legal_moves()]
(<Phase.CHOOSE: 'choose'>, ['advance C3', 'advance S3'])
>>> game.parse_move("take 3")
Traceback (most recent call last):
...
games.core.errors.UserError: not a move: write a placement like S3@A2, 'vote mA2', \
'advance S5', or 'pass'
"""

from __future__ import annotations

import dataclasses
import random
import re
from bisect import insort
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..core.components import Coin
from ..core.errors import IllegalMove
from ..core.rng import draws_like_random
from ..core.turns import GAME_OVER, NOT_THIS, MoveKind, TurnTable
from .votes import Vote, highest

if TYPE_CHECKING:
    from .rules import InCrowdState

#: A move: its kind's name, then what the kind needs (a coin, a square index).
Move = tuple[Any, ...]
PASS: Move = ("pass",)


class Phase(Enum):
    """Where the turn stands: a player to place or vote, or a vote's winner to pick a coin."""

    PLAY = "play"
    CHOOSE = "choose"


class Kind(MoveKind):
    """A kind of move of this game: a tuple tagged with the kind's name; counted for the random
    player (:meth:`count` moves now, the :meth:`nth` of them) unless ``forced``."""

    #: The kind's only move is made without a draw when nothing else is legal.
    forced: ClassVar[bool] = False

    def owns(self, move: Any) -> bool:
        return isinstance(move, tuple) and move[:1] == (self.name,)

    def count(self, state: InCrowdState) -> int:
        """How many moves of this kind are legal now."""
        return len(self.moves(state))

    def nth(self, state: InCrowdState, k: int) -> Move:
        """The ``k``-th of :meth:`moves`."""
        return self.moves(state)[k]

    def not_now(self, state: InCrowdState, move: Any) -> str:
        """Only the winner's pick may follow a vote won with two equal highest coins."""
        vote = state.pending
        assert vote is not None  # the only phase that allows fewer kinds
        options = " or ".join(c.code for c in vote.candidates())
        return (f"{state.players[state.mover()]} must first choose which coin moves up to "
                f"{vote.square} ({options})")


class Placing(Kind):
    """Place a coin from your hand, suit side up, on an empty square of the bottom ring
    (``S3@A2``)."""

    name, notation = "place", "a placement like S3@A2"
    pattern = re.compile(r"^(\w\w)@(\w+)$")

    def parse(self, state: InCrowdState, text: str) -> Any:
        match = self.pattern.match(text)
        if not match:
            return NOT_THIS
        return ("place", Coin.parse(match.group(1)), state.pyramid.index(match.group(2)))

    def text(self, state: InCrowdState, move: Move) -> str:
        return f"{move[1].code}@{state.pyramid.name(move[2])}"

    def why_not(self, state: InCrowdState, move: Move) -> str | None:
        _, coin, square = move
        player, owner = state.players[state.turn], state.owner[coin.suit]
        if owner != state.turn:
            return f"{coin.code} is {state.players[owner]}'s coin and it is {player}'s turn"
        if coin not in state.hands[state.turn]:
            return f"{coin.code} is not in {player}'s hand: it is on the pyramid"
        if state.pyramid.squares[square].level:
            return (f"coins are placed only on the bottom ring; {state.pyramid.name(square)} "
                    "is filled by a vote")
        return state.full(square)

    def apply(self, state: InCrowdState, move: Move) -> None:
        _, coin, square = move
        state.passes = 0
        state.hands[state.turn].remove(coin)
        state.put(square, coin)
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        empty = state.empty
        return [("place", coin, square) for coin in state.hands[state.turn] for square in empty]

    def count(self, state: InCrowdState) -> int:
        return len(state.hands[state.turn]) * len(state.empty)

    def nth(self, state: InCrowdState, k: int) -> Move:
        empty = state.empty
        return ("place", state.hands[state.turn][k // len(empty)], empty[k % len(empty)])


class Voting(Kind):
    """Call a vote on an empty middle square whose three influencing bottom squares all hold
    coins, or on an empty top square whose five influencing middle squares do (``vote mA2``).

    The influencing coins are shown and each player adds up their own (Null 0, Ace 1). The
    higher total wins: the winner's highest coin moves up into the square (two equal highest:
    the winner picks, :class:`Advancing`) and every other voting coin goes back to its owner's
    hand. Equal totals, 0 against 0 included, send every voting coin home and leave the square
    empty. A player may call a vote in which they have no coin."""

    name, notation = "vote", "'vote mA2'"
    pattern = re.compile(r"^vote\s+(\w+)$", re.IGNORECASE)

    def parse(self, state: InCrowdState, text: str) -> Any:
        match = self.pattern.match(text)
        return ("vote", state.pyramid.index(match.group(1))) if match else NOT_THIS

    def text(self, state: InCrowdState, move: Move) -> str:
        return f"vote {state.pyramid.name(move[1])}"

    def why_not(self, state: InCrowdState, move: Move) -> str | None:
        square, name = move[1], state.pyramid.name
        if not state.pyramid.squares[square].level:
            return f"votes are called on middle or top squares; {name(square)} is a bottom square"
        full = state.full(square)
        if full:
            return full
        needed = state.pyramid.influencers[square]
        empty = [name(i) for i in needed if state.board[i] is None]
        if empty:
            return (f"a vote on {name(square)} needs a coin on each of "
                    f"{', '.join(name(i) for i in needed)} (empty: {', '.join(empty)})")
        return None

    def apply(self, state: InCrowdState, move: Move) -> None:
        state.passes = 0
        vote = self.count_vote(state, move[1])
        if vote.winner is not None and not vote.advanced:
            state.pending = vote  # the winner picks; the turn passes after the pick
            return
        settle(state, vote)
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        return [("vote", square) for square in state.open]

    def count(self, state: InCrowdState) -> int:
        return len(state.open)

    def nth(self, state: InCrowdState, k: int) -> Move:
        return ("vote", state.open[k])

    @staticmethod
    def count_vote(state: InCrowdState, square: int) -> Vote:
        """Show the coins influencing ``square`` and add them up; a single highest coin of the
        winner is already the one that moves up."""
        where, board, owner = state.pyramid.influencers[square], state.board, state.owner
        coins = cast("tuple[Coin, ...]", tuple([board[i] for i in where]))  # all full: open
        owners = tuple([owner[c.suit] for c in coins])
        first = second = 0
        for coin, seat in zip(coins, owners):
            if seat:
                second += coin.rank  # its value
            else:
                first += coin.rank
        winner = None if first == second else int(second > first)
        best = highest(coins, owners, winner)
        return Vote(state.pyramid, state.players, square, where, coins, owners,
                    (first, second), winner, best[0] if len(best) == 1 else None)


class Advancing(Kind):
    """After a vote won with two equal highest coins, its winner picks the one that moves up
    (``advance S5``); the other voting coins go home and the turn passes on from the player who
    called the vote."""

    name, notation = "advance", "'advance S5'"
    pattern = re.compile(r"^advance\s+(\w\w)$", re.IGNORECASE)

    def parse(self, state: InCrowdState, text: str) -> Any:
        match = self.pattern.match(text)
        return ("advance", Coin.parse(match.group(1))) if match else NOT_THIS

    def text(self, state: InCrowdState, move: Move) -> str:
        return f"advance {move[1].code}"

    def why_not(self, state: InCrowdState, move: Move) -> str | None:
        vote = state.pending
        assert vote is not None  # the phase that allows advancing
        if move[1] not in vote.candidates():
            options = " or ".join(c.code for c in vote.candidates())
            return f"the coin moving up to {vote.square} must be {options}"
        return None

    def not_now(self, state: InCrowdState, move: Any) -> str:
        return "'advance' answers a won vote with two equal highest coins; none is open"

    def apply(self, state: InCrowdState, move: Move) -> None:
        vote, state.pending = state.pending, None
        assert vote is not None
        settle(state, dataclasses.replace(vote, advanced=move[1]))
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        assert state.pending is not None
        return [("advance", coin) for coin in state.pending.candidates()]


class Passing(Kind):
    """A player who can neither place nor vote passes (``pass``); two passes in a row end the
    game."""

    name, forced = "pass", True
    notation = "'pass'"

    def parse(self, state: InCrowdState, text: str) -> Any:
        return PASS if text.lower() == "pass" else NOT_THIS

    def text(self, state: InCrowdState, move: Move) -> str:
        return "pass"

    def why_not(self, state: InCrowdState, move: Move) -> str | None:
        moves = state.legal_moves()
        if moves != [PASS]:
            return (f"{state.players[state.turn]} may not pass while a move is possible "
                    f"(for example {state.move_text(moves[0])})")
        return None

    def apply(self, state: InCrowdState, move: Move) -> None:
        state.passes += 1
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        stuck = not any(kind.count(state) for kind in TURNS.kinds_now(state) if not kind.forced)
        return [PASS] if stuck else []


def settle(state: InCrowdState, vote: Vote) -> None:
    """Move the advancing coin up and send every other voting coin home."""
    advanced, hands, owner = vote.advanced, state.hands, state.owner
    state.lift(vote.where)
    for coin in vote.coins:
        if coin != advanced:
            insort(hands[owner[coin.suit]], coin)  # hands are kept in order
    if advanced:
        state.put(vote.target, advanced)
        if state.pyramid.level_of[vote.target] == 2:
            state.last_top = vote.target
            state.top_filled += 1
    state.votes.append(vote)


class Turns(TurnTable):
    """The table, finding a move's kind by its name, and a random player that draws uniformly
    from the legal moves without listing every placement: the ``k``-th of the counted moves
    (:meth:`Kind.nth`), and a forced pass without a draw."""

    def __init__(self, *kinds: Kind, phases: Mapping[Enum, Iterable[str]]):
        super().__init__(*kinds, phases=phases)
        self._tagged = {kind.name: kind for kind in kinds}
        self._now = {phase: tuple(self._tagged[name] for name in names)
                     for phase, names in phases.items()}

    def apply(self, state: Any, move: Any) -> None:
        kind = self.kind_of(move)
        if kind is None or state.is_terminal():
            super().apply(state, move)  # refuses it, with the reason
        else:
            kind.apply(state, move)

    def kind_of(self, move: Any) -> Kind | None:
        if isinstance(move, tuple) and move and isinstance(move[0], str):
            return self._tagged.get(move[0])
        return None

    def kinds_now(self, state: InCrowdState) -> tuple[Kind, ...]:
        """The kinds the present phase allows, as :class:`Kind` (:meth:`TurnTable.now`)."""
        return self._now[state.phase]

    def sample(self, state: Any, rng: random.Random) -> Move:
        if state.is_terminal():
            raise IllegalMove(GAME_OVER)
        if state.pending is None:
            # The fast path of the usual phase: Placing.count and nth, then Voting's, inline
            # (tests/test_in_crowd_turns.py checks it against legal_moves and why_illegal).
            hand, empty, votes = state.hands[state.turn], state.empty, state.open
            places = len(hand) * len(empty)
            if not places and not votes:
                return PASS
            k = rng.randrange(places + len(votes))
            if k < places:
                return ("place", hand[k // len(empty)], empty[k % len(empty)])
            return ("vote", votes[k - places])
        kinds = self.kinds_now(state)
        counts = [0 if kind.forced else kind.count(state) for kind in kinds]
        total = sum(counts)
        if not total:
            return next(m for kind in kinds if kind.forced for m in kind.moves(state))
        k = rng.randrange(total)
        for kind, count in zip(kinds, counts):
            if k < count:
                return kind.nth(state, k)
            k -= count
        raise AssertionError("k is below the total")

    def playout(self, state: InCrowdState, rng: random.Random, max_moves: int) -> None:
        """Random moves until the game ends, as ``random_playout`` makes them one at a time
        through the table (:meth:`rollout`); a RuntimeError if ``max_moves`` are made."""
        if not self.rollout(state, rng, max_moves):
            raise RuntimeError(f"no end after {max_moves} moves")

    def rollout(self, state: InCrowdState, rng: random.Random, moves: int) -> bool:
        """Random moves until the game ends or ``moves`` are made (False when it made them all,
        even if the last one ended the game), as
        ``random_moves`` makes them one at a time through the table: the moves :meth:`sample`
        draws, with the same draws from ``rng``, without the table's checks and lookups. A
        placement (most moves) is made inline, as :meth:`Placing.apply` and ``state.put`` make
        it; a vote as :meth:`Voting.apply` makes it; picks and passes by their kind's
        ``apply``. Property tests check that both ways end in the same state with the same
        draws made, whole or cut short."""
        hands, empty, opened, board, missing = (state.hands, state.empty, state.open,
                                                state.board, state.missing)
        dependents, draw, count_vote = state.pyramid.dependents, rng.randrange, VOTING.count_vote
        # What random.Random.randrange(n) does for n > 0, inline where the generator draws so
        # (core.rng.draws_like_random): the same numbers without two calls a move. Other
        # generators draw by their own randrange. The property test compares the rng after.
        bits = rng.getrandbits if draws_like_random(rng) else None
        for _ in range(moves):
            if state.passes >= 2 or state.top_filled == 4:  # is_terminal
                return True
            vote = state.pending
            if vote is not None:  # sample's draw among the candidates, then the pick
                candidates = vote.candidates()
                ADVANCING.apply(state, ("advance", candidates[draw(len(candidates))]))
                continue
            hand, spots = hands[state.turn], len(empty)
            places = len(hand) * spots
            n = places + len(opened)
            if not n:
                PASSING.apply(state, PASS)
                continue
            if bits is None:
                k = draw(n)
            else:
                width = n.bit_length()
                k = bits(width)
                while k >= n:
                    k = bits(width)
            state.passes = 0
            if k >= places:  # Voting.apply
                vote = count_vote(state, opened[k - places])
                if vote.winner is not None and not vote.advanced:
                    state.pending = vote
                    continue
                settle(state, vote)
            else:
                # Placing.apply on the k-th placement (Placing.nth): the coin leaves the hand
                # for the empty bottom square, and put's bookkeeping for a bottom square filled.
                square = empty.pop(k % spots)
                board[square] = hand.pop(k // spots)
                for d in dependents[square]:
                    left = missing[d] = missing[d] - 1
                    if not left and board[d] is None:
                        insort(opened, d)
            state.turn = 1 - state.turn
        return False


PLACING, VOTING, ADVANCING, PASSING = Placing(), Voting(), Advancing(), Passing()
TURNS = Turns(PLACING, VOTING, ADVANCING, PASSING,
              phases={Phase.PLAY: ("place", "vote", "pass"), Phase.CHOOSE: ("advance",)})
