"""The turn of The "In" Crowd, one kind of move at a time, in the order of the turn.

On your turn you do exactly one thing: place a coin (:class:`PlaceKind`) or call a vote
(:class:`VoteKind`); a vote won with two equal highest coins waits for its winner to pick the
one that moves up (:class:`AdvanceKind`); a player who can do neither passes
(:class:`PassKind`). The moves themselves are the named tuples of :mod:`.moves`. Each kind
states its rule once, as predicates (:meth:`PlaceKind.on_bottom`, :meth:`VoteKind.voters`, ...)
that its reasons, its listing, its words and the heuristic all ask. Each refusal is a
:class:`~games.core.reasons.Rule` declared once, beside its kind, and applied to its facts (the
coins, squares and players involved): a record prints it in notation, a player reads it in
words.

>>> from games.in_crowd.rules import new_game
>>> game = new_game("Ann", "Ben")
>>> reason = game.why_illegal(game.parse_move("M5@A1"))
>>> print(reason)
M5 is Ben's coin and it is Ann's turn
>>> reason.said()
"the 5 of Moons is Ben's coin and it is Ann's turn"

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

import random
import re
from bisect import insort
from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..core.components import Coin, suit_coins
from ..core.errors import IllegalMove
from ..core.reasons import Listed, Reason, Rule, Term
from ..core.turns import GAME_OVER, NOT_THIS, CoinKind, MoveKind, Part, TurnTable, WordKind
from .moves import ADVANCED, PASS, PLACED, VOTES, Advance, Move, Pass, Place, Vote
from .pyramid import Pyramid
from .votes import Ballot, highest

if TYPE_CHECKING:
    from .rules import InCrowdState


#: A square that holds a coin takes no other (placed, or moved up by a vote).
FULL = Rule("full", "{square} is not empty: it holds {owner}'s coin")
#: After a vote won with two equal highest coins, only its winner's pick may follow.
PICK_FIRST = Rule("pick-first", "{player} must first choose which coin moves up to {square} "
                  "({coins})")


def square_part(pyramid: Pyramid, square: int) -> Part:
    """A square as a person picks it on the Play page: keyed by its name (``A2``, ``mA2``), as
    the play figure marks it (:func:`.figures.render_play`).

    >>> square_part(Pyramid.make(), 24)
    Part(key='mA2', words='square mA2')
    """
    name = pyramid.name(square)
    return Part(name, f"square {name}")


def coin_part(coin: Coin) -> Part:
    """A coin in hand as a person picks it: keyed ``coin:`` and its code, since an Arms coin's
    code can be a square's name (``A2``).

    >>> coin_part(Coin.parse("A2"))
    Part(key='coin:A2', words='the 2 of Arms')
    """
    return Part(f"coin:{coin.code}", coin.said())


class Phase(Enum):
    """Where the turn stands: a player to place or vote, or a vote's winner to pick a coin."""

    PLAY = "play"
    CHOOSE = "choose"


class Kind(MoveKind):
    """A kind of move of this game, counted for the random player (:meth:`count` moves now,
    the :meth:`nth` of them) unless ``forced``, and said in words as its :attr:`verbs` and
    what follows them (:meth:`what`)."""

    #: The kind's only move is made without a draw when nothing else is legal.
    forced: ClassVar[bool] = False
    #: The kind's verb as its player makes the move and as a move one could make: ``places``
    #: and ``placing``.
    verbs: ClassVar[tuple[str, str]] = ("", "")

    def count(self, state: InCrowdState) -> int:
        """How many moves of this kind are legal now."""
        return len(self.moves(state))

    def nth(self, state: InCrowdState, k: int) -> Move:
        """The ``k``-th of :meth:`moves`."""
        return cast("Move", self.moves(state)[k])  # (each kind lists Moves)

    def what(self, state: InCrowdState, move: Any) -> str:
        """What follows the verb in the move's words (``the 5 of Crowns on A2``); nothing by
        default."""
        return ""

    def seen(self, before: InCrowdState, move: Any, after: InCrowdState, player: int) -> str:
        """A vote, a pick and a pass are made in the open: every player is told them alike
        (a placement says otherwise: :meth:`PlaceKind.seen`)."""
        return self.describe(before, move, after)

    def tried(self, state: InCrowdState, move: Any) -> str:
        """The move in words as tried from ``state``, allowed or not, without its outcome
        (``Ann places the 5 of Crowns on A2``)."""
        return f"{state.players[state.mover()]} {self.phrase(state, move, self.verbs[0])}"

    def named(self, state: InCrowdState, move: Any) -> str:
        """The move in words as one a player could make, without who makes it (``placing the
        5 of Crowns on A2``): the example a refused pass gives (:meth:`MoveKind.named`)."""
        return self.phrase(state, move, self.verbs[1])

    def phrase(self, state: InCrowdState, move: Any, verb: str) -> str:
        """``verb`` and what follows it (:meth:`what`)."""
        what = self.what(state, move)
        return f"{verb} {what}" if what else verb

    def not_now(self, state: InCrowdState, move: Any) -> Reason:
        """Only the winner's pick may follow a vote won with two equal highest coins."""
        vote = state.pending
        assert vote is not None  # the only phase that allows fewer kinds
        return PICK_FIRST(player=state.players[state.mover()], square=vote.square,
                          coins=Listed(vote.candidates(), "or"))

    @staticmethod
    def coins(state: InCrowdState) -> list[Coin]:
        """Every coin of the game, both players' (the candidates' coins)."""
        return [c for pair in state.rules.suits for s in pair for c in suit_coins(s)]


#: A player places only their own coins ...
NOT_YOURS = Rule("not-yours", "{coin} is {owner}'s coin and it is {player}'s turn")
#: ... from their hand ...
NOT_IN_HAND = Rule("not-in-hand", "{coin} is not in {player}'s hand: it is on the pyramid")
#: ... and only on the bottom ring (the outer ring, as a player sees it from above).
BOTTOM_ONLY = Rule("bottom-only",
                   "coins are placed only on the bottom ring; {square} is filled by a vote",
                   words="coins are placed only on the outer ring; {square} is filled by a vote")


class PlaceKind(Kind):
    """Place a coin from your hand, suit side up, on an empty square of the bottom ring
    (``S3@A2``)."""

    name, notation, move_type = "place", "a placement like S3@A2", Place
    verbs = ("places", "placing")
    pattern = re.compile(r"^(\w\w)@(\w+)$")

    @staticmethod
    def on_bottom(pyramid: Pyramid, square: int) -> bool:
        """Whether ``square`` is on the bottom ring, the only one coins are placed on."""
        return not pyramid.level_of[square]

    @staticmethod
    def above(pyramid: Pyramid, square: int) -> tuple[int, ...]:
        """The middle squares a coin on the bottom ``square`` votes for (those it influences)."""
        return pyramid.dependents[square]

    def parse(self, state: InCrowdState, text: str) -> Any:
        match = self.pattern.match(text)
        if not match:
            return NOT_THIS
        return Place(Coin.parse(match.group(1)), state.pyramid.index(match.group(2)))

    def text(self, state: InCrowdState, move: Place) -> str:
        return f"{move.coin.code}@{state.pyramid.name(move.square)}"

    def why_not(self, state: InCrowdState, move: Place) -> Reason | None:
        coin, square = move
        player, owner = state.players[state.turn], state.owner[coin.suit]
        if owner != state.turn:
            return NOT_YOURS(coin=coin, owner=state.players[owner], player=player)
        if coin not in state.hands[state.turn]:
            return NOT_IN_HAND(coin=coin, player=player)
        if not self.on_bottom(state.pyramid, square):
            return BOTTOM_ONLY(square=state.pyramid.name(square))
        return state.full(square)

    def apply(self, state: InCrowdState, move: Place) -> None:
        hand = state.hands[state.turn]
        state.passes = 0
        state.place(hand, hand.index(move.coin), state.empty.index(move.square))
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        """Each coin of the mover's hand (in order) on each empty bottom square (in order):
        ``state.empty`` is kept to the rule by :meth:`~.rules.InCrowdState.place`."""
        empty, rows = state.empty, [PLACED[coin] for coin in state.hands[state.turn]]
        return [row[square] for row in rows for square in empty]

    def count(self, state: InCrowdState) -> int:
        return len(state.hands[state.turn]) * len(state.empty)

    def nth(self, state: InCrowdState, k: int) -> Move:
        empty = state.empty
        return PLACED[state.hands[state.turn][k // len(empty)]][empty[k % len(empty)]]

    def candidates(self, state: InCrowdState) -> list[Place]:
        return [move for coin in self.coins(state) for move in PLACED[coin]]

    def what(self, state: InCrowdState, move: Place) -> str:
        return f"{move.coin.said()} on {state.pyramid.name(move.square)}"

    def parts(self, state: InCrowdState, move: Place) -> tuple[Part, ...]:
        """The coin, in the mover's hand, and the square it goes on.

        >>> from games.in_crowd.rules import new_game
        >>> game = new_game("Ann", "Ben")
        >>> TURNS.parts(game, game.parse_move("S3@A2"))
        (Part(key='coin:S3', words='the 3 of Suns'), Part(key='A2', words='square A2'))
        """
        return coin_part(move.coin), square_part(state.pyramid, move.square)

    def describe(self, before: InCrowdState, move: Place, after: InCrowdState) -> str:
        return f"{self.tried(before, move)}."

    def seen(self, before: InCrowdState, move: Place, after: InCrowdState, player: int) -> str:
        """The others see the coin's suit and where it goes, not its value."""
        mover = before.mover()
        if player == mover:
            return self.describe(before, move, after)
        return (f"{before.players[mover]} {self.verbs[0]} a coin of {move.coin.suit.name} on "
                f"{before.pyramid.name(move.square)}.")


#: Votes are called above the bottom ring ...
ABOVE_ONLY = Rule("above-only",
                  "votes are called on middle or top squares; {square} is a bottom square",
                  words="votes are called on the middle ring or the top; {square} is on the "
                  "outer ring")
#: ... on a square whose influencing squares all hold coins.
NEEDS_VOTERS = Rule("needs-voters",
                    "a vote on {square} needs a coin on each of {voters} (empty: {empty})")


class VoteKind(Kind):
    """Call a vote on an empty middle square whose three influencing bottom squares all hold
    coins, or on an empty top square whose five influencing middle squares do (``vote mA2``).

    The influencing coins are shown and each player adds up their own (Null 0, Ace 1). The
    higher total wins: the winner's highest coin moves up into the square (two equal highest:
    the winner picks, :class:`AdvanceKind`) and every other voting coin goes back to its
    owner's hand. Equal totals, 0 against 0 included, send every voting coin home and leave the
    square empty. A player may call a vote in which they have no coin."""

    name, notation, move_type = "vote", "'vote mA2'", Vote
    verbs = ("calls a vote on", "calling a vote on")
    pattern = re.compile(r"^vote\s+(\w+)$", re.IGNORECASE)

    @staticmethod
    def voters(pyramid: Pyramid, square: int) -> tuple[int, ...]:
        """The squares whose coins vote on ``square`` (those influencing it)."""
        return pyramid.influencers[square]

    @staticmethod
    def on_top(pyramid: Pyramid, square: int) -> bool:
        """Whether ``square`` is on the top level, where coins score."""
        return pyramid.level_of[square] == 2

    @staticmethod
    def totals(coins: Sequence[Coin], owners: Sequence[int]) -> tuple[int, int]:
        """Each seat's total of the voting ``coins`` (owned by ``owners``): a coin's value is
        its rank, Null 0, Ace 1."""
        first = second = 0
        for coin, seat in zip(coins, owners):
            if seat:
                second += coin.rank
            else:
                first += coin.rank
        return first, second

    @staticmethod
    def winner(first: int, second: int) -> int | None:
        """The seat whose coins add up to more, or None for equal totals (a tie)."""
        return None if first == second else int(second > first)

    def parse(self, state: InCrowdState, text: str) -> Any:
        match = self.pattern.match(text)
        return Vote(state.pyramid.index(match.group(1))) if match else NOT_THIS

    def text(self, state: InCrowdState, move: Vote) -> str:
        return f"vote {state.pyramid.name(move.square)}"

    def why_not(self, state: InCrowdState, move: Vote) -> Reason | None:
        square, name = move.square, state.pyramid.name
        if PlaceKind.on_bottom(state.pyramid, square):
            return ABOVE_ONLY(square=name(square))
        full = state.full(square)
        if full:
            return full
        needed = self.voters(state.pyramid, square)
        empty = [name(i) for i in needed if state.board[i] is None]
        if empty:
            return NEEDS_VOTERS(square=name(square), voters=Listed([name(i) for i in needed]),
                                empty=Listed(empty))
        return None

    def apply(self, state: InCrowdState, move: Vote) -> None:
        state.passes = 0
        vote = self.count_vote(state, move.square)
        if vote.winner is not None and not vote.advanced:
            state.pending = vote  # the winner picks; the turn passes after the pick
            return
        settle(state, vote)
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        """A vote on each empty square whose :meth:`voters` are all full (in order):
        ``state.open``, kept so by :meth:`~.rules.InCrowdState.place`, ``put`` and ``lift``."""
        return [VOTES[square] for square in state.open]

    def count(self, state: InCrowdState) -> int:
        return len(state.open)

    def nth(self, state: InCrowdState, k: int) -> Move:
        return VOTES[state.open[k]]

    def candidates(self, state: InCrowdState) -> list[Vote]:
        return list(VOTES)

    def what(self, state: InCrowdState, move: Vote) -> str:
        return state.pyramid.name(move.square)

    def parts(self, state: InCrowdState, move: Vote) -> tuple[Part, ...]:
        """The square voted on: only a vote picks a middle or top square."""
        return (square_part(state.pyramid, move.square),)

    def describe(self, before: InCrowdState, move: Vote, after: InCrowdState) -> str:
        vote = after.pending or after.votes[-1]  # pending: two equal highest coins
        return f"{self.tried(before, move)}: {vote.words()}."

    @classmethod
    def count_vote(cls, state: InCrowdState, square: int) -> Ballot:
        """Show the coins influencing ``square`` and add them up; a single highest coin of the
        winner is already the one that moves up."""
        where, board, owner = cls.voters(state.pyramid, square), state.board, state.owner
        coins = cast("tuple[Coin, ...]", tuple([board[i] for i in where]))  # all full: open
        owners = tuple([owner[c.suit] for c in coins])
        totals = cls.totals(coins, owners)
        winner = cls.winner(*totals)
        best = highest(coins, owners, winner)
        return Ballot(state.pyramid, state.players, square, where, coins, owners,
                      totals, winner, best[0] if len(best) == 1 else None)


#: The coin that moves up is one of the winner's equal highest ...
MUST_BE = Rule("must-be", "the coin moving up to {square} must be {coins}")
#: ... and is picked only when such a vote waits for it.
NO_PICK = Rule("no-pick", "'advance' answers a won vote with two equal highest coins; none is "
               "open", words="no vote is waiting for its winner to pick the coin that moves up")


class AdvanceKind(CoinKind, Kind):
    """After a vote won with two equal highest coins, its winner picks the one that moves up
    (``advance S5``); the other voting coins go home and the turn passes on from the player who
    called the vote."""

    name, notation, word, move_type = "advance", "'advance S5'", "advance", Advance
    verbs = ("picks", "picking")

    def why_not(self, state: InCrowdState, move: Advance) -> Reason | None:
        vote = state.pending
        assert vote is not None  # the phase that allows advancing
        if move.coin not in vote.candidates():
            return MUST_BE(square=vote.square, coins=Listed(vote.candidates(), "or"))
        return None

    def not_now(self, state: InCrowdState, move: Any) -> Reason:
        return NO_PICK()

    def apply(self, state: InCrowdState, move: Advance) -> None:
        vote, state.pending = state.pending, None
        assert vote is not None
        settle(state, vote._replace(advanced=move.coin))
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        assert state.pending is not None
        return [ADVANCED[coin] for coin in state.pending.candidates()]

    def candidates(self, state: InCrowdState) -> list[Advance]:
        return [ADVANCED[coin] for coin in self.coins(state)]

    def what(self, state: InCrowdState, move: Advance) -> str:
        return f"{move.coin.said()} to move up{self.where(state)}"

    @staticmethod
    def where(state: InCrowdState) -> str:
        """Where the picked coin moves up to, if a vote waits for the pick."""
        return f" to {state.pending.square}" if state.pending else ""

    def parts(self, state: InCrowdState, move: Advance) -> tuple[Part, ...]:
        """The square the picked coin votes from: the coins of the vote are still on the
        pyramid, shown value side up."""
        vote = state.pending
        if vote is None or move.coin not in vote.coins:  # (a refusal asks of any coin)
            return (coin_part(move.coin),)
        return (square_part(state.pyramid, vote.where[vote.coins.index(move.coin)]),)

    def describe(self, before: InCrowdState, move: Advance, after: InCrowdState) -> str:
        return (f"{before.players[before.mover()]} picks {move.coin.said()}, which moves up "
                f"{after.votes[-1].moved_up()}; the other voting coins go home.")


#: A player passes only when they can neither place nor vote.
STUCK_ONLY = Rule("stuck-only", "{player} may not pass while a move is possible "
                  "(for example {example})")


class PassKind(WordKind, Kind):
    """A player who can neither place nor vote passes (``pass``); two passes in a row end the
    game."""

    name, forced, move_type, move = "pass", True, Pass, PASS
    notation, verbs = "'pass'", ("passes", "passing")

    def why_not(self, state: InCrowdState, move: Pass) -> Reason | None:
        moves = state.legal_moves()
        if moves != [PASS]:
            example = moves[0]
            kind = TURNS.kind_of(example)
            assert isinstance(kind, Kind), example
            return STUCK_ONLY(player=state.players[state.turn],
                              example=Term(state.move_text(example), kind.named(state, example)))
        return None

    def apply(self, state: InCrowdState, move: Pass) -> None:
        state.passes += 1
        state.turn = 1 - state.turn

    def moves(self, state: InCrowdState) -> list[Move]:
        stuck = not any(kind.count(state) for kind in TURNS.kinds_now(state) if not kind.forced)
        return [PASS] if stuck else []

    def describe(self, before: InCrowdState, move: Pass, after: InCrowdState) -> str:
        return f"{before.players[before.mover()]} can do nothing and passes."

    def parts(self, state: InCrowdState, move: Pass) -> tuple[Part, ...]:
        return (Part("pass", "pass"),)


def settle(state: InCrowdState, vote: Ballot) -> None:
    """Move the advancing coin up and send every other voting coin home."""
    advanced, hands, owner = vote.advanced, state.hands, state.owner
    state.lift(vote.where)
    for coin in vote.coins:
        if coin != advanced:
            insort(hands[owner[coin.suit]], coin)  # hands are kept in order
    if advanced:
        state.put(vote.target, advanced)
        if VoteKind.on_top(state.pyramid, vote.target):
            state.last_top = vote.target
            state.top_filled += 1
    state.votes.append(vote)


class Turns(TurnTable):
    """The table, and its random player, which draws uniformly from the legal moves without
    listing every placement: the ``k``-th of the counted moves (:meth:`Kind.nth`), and a forced
    pass without a draw (:func:`.fast.sample`, the quick copy of the usual phase)."""

    def kinds_now(self, state: InCrowdState) -> tuple[Kind, ...]:
        """The kinds the present phase allows, as :class:`Kind` (:meth:`TurnTable.now`)."""
        return cast("tuple[Kind, ...]", self.now(state))

    def sample(self, state: Any, rng: random.Random) -> Move:
        if state.is_terminal():
            raise IllegalMove(GAME_OVER)
        kinds = self.kinds_now(state)
        counts = [0 if kind.forced else kind.count(state) for kind in kinds]
        total = sum(counts)
        if not total:  # (each kind lists Moves: the cast only tells mypy so)
            return cast("Move", next(m for kind in kinds if kind.forced
                                     for m in kind.moves(state)))
        k = rng.randrange(total)
        for kind, count in zip(kinds, counts):
            if k < count:
                return kind.nth(state, k)
            k -= count
        raise AssertionError("k is below the total")


PLACE, VOTE, ADVANCE, PASS_KIND = PlaceKind(), VoteKind(), AdvanceKind(), PassKind()
TURNS = Turns(PLACE, VOTE, ADVANCE, PASS_KIND,
              phases={Phase.PLAY: ("place", "vote", "pass"), Phase.CHOOSE: ("advance",)})
