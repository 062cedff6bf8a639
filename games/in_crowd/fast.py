"""The quick paths of The "In" Crowd, one copy each, beside the rules of :mod:`.turn` they copy:

* :func:`sample`, the random move of the usual phase drawn without listing the placements: the
  ``k``-th of :meth:`.turn.PlaceKind.nth` then :meth:`.turn.VoteKind.nth`, as
  :meth:`.turn.Turns.sample` counts them;
* :func:`rollout` (and :func:`playout`), random moves made as the kinds make them, with the
  same draws (:func:`games.core.rng.randbelow`), without the table's checks and lookups; a
  placement by the kind's own bookkeeping (:meth:`.rules.InCrowdState.place`), a vote by
  :meth:`.turn.VoteKind.count_vote` and :func:`.turn.settle`;
* :func:`rollout_outcome`, a search's rollout played and scored in one go.

The search agents score a random rollout by who wins (or leads) where it stops
(:func:`games.sim.mcts.outcome`) and throw the position away. :func:`rollout` keeps the whole
record, a :class:`~.votes.Ballot` for every vote counted, as the declared kinds do.
:func:`rollout_outcome` draws the same moves with the same random numbers and makes them the
same way, but counts a vote on the coins where they lie, without a record: a tie sends every
voting coin home, a single highest coin of the winner moves up, and two or more wait for the
winner's pick (the next move, drawn as :class:`~.turn.AdvanceKind` is). The position keeps its
coins, hands, counters and whose turn it is, which is all the winners are read from; its record
of votes is left behind. It is the one quick copy of the rules here: its moves
(:func:`_scored_moves`) are made inline, the draw (randbelow's), the placement
(``InCrowdState.place``), the count (``VoteKind.count_vote``, ``votes.highest``) and the
settling (``InCrowdState.lift`` and ``put``) alike. Made by those calls instead, a search's
decision took 47% more instructions (callgrind, the first 12 decisions of ismcts:100 on a
seeded game; the lift's call alone 6%); inline, 3% more than before the kinds were laid out
anew (where :func:`rollout` takes 8% fewer a playout).

tests/test_contract.py holds :func:`sample`, :func:`playout` and :func:`rollout` to the kinds,
made one at a time; tests/test_in_crowd_turns.py all three, on positions from every stage.

>>> from games.core.rng import make_rng
>>> from games.in_crowd.rules import new_game
>>> game = new_game("Ann", "Ben")
>>> rollout_outcome(game.copy(), make_rng("doc"), 1000) in ([1.0, 0.0], [0.0, 1.0], [0.5, 0.5])
True
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING

from ..core.components import Coin
from ..core.rng import BITS, draws_like_random, randbelow
from .moves import ADVANCED, PASS, PLACED, VOTES, Move
from .turn import ADVANCE, PASS_KIND, TURNS, VOTE, settle

if TYPE_CHECKING:
    from .rules import InCrowdState


def sample(state: InCrowdState, rng: random.Random) -> Move:
    """:meth:`.turn.Turns.sample`, the usual phase's draw made inline: the ``k``-th of the
    mover's placements (:meth:`.turn.PlaceKind.nth`) and then of the votes
    (:meth:`.turn.VoteKind.nth`), or a pass without a draw."""
    if state.pending is not None or state.is_terminal():
        return TURNS.sample(state, rng)
    hand, empty, votes = state.hands[state.turn], state.empty, state.open
    places = len(hand) * len(empty)
    if not places and not votes:
        return PASS
    k = rng.randrange(places + len(votes))
    if k < places:
        return PLACED[hand[k // len(empty)]][empty[k % len(empty)]]
    return VOTES[votes[k - places]]


def playout(state: InCrowdState, rng: random.Random, max_moves: int) -> None:
    """Random moves until the game ends, as ``random_playout`` makes them one at a time
    through the table (:func:`rollout`); a RuntimeError if ``max_moves`` are made."""
    if not rollout(state, rng, max_moves):
        raise RuntimeError(f"no end after {max_moves} moves")


def rollout(state: InCrowdState, rng: random.Random, moves: int) -> bool:
    """Random moves until the game ends or ``moves`` are made (False when it made them all,
    even if the last one ended the game), as ``random_moves`` makes them one at a time through
    the table: the moves :func:`sample` draws, with the same draws from ``rng``. A placement
    (most moves) is :meth:`.turn.PlaceKind.apply`'s on the ``k``-th placement; a vote as
    :meth:`.turn.VoteKind.apply` makes it; picks and passes by their kind's ``apply``."""
    hands, empty, opened, place = state.hands, state.empty, state.open, state.place
    count_vote, below = VOTE.count_vote, randbelow(rng)
    for _ in range(moves):
        if state.passes >= 2 or state.top_filled == 4:  # is_terminal
            return True
        vote = state.pending
        if vote is not None:  # sample's draw among the candidates, then the pick
            candidates = vote.candidates()
            ADVANCE.apply(state, ADVANCED[candidates[below(len(candidates))]])
            continue
        hand, spots = hands[state.turn], len(empty)
        places = len(hand) * spots
        n = places + len(opened)
        if not n:
            PASS_KIND.apply(state, PASS)
            continue
        k = below(n)
        state.passes = 0
        if k >= places:  # VoteKind.apply
            vote = count_vote(state, opened[k - places])
            if vote.winner is not None and not vote.advanced:
                state.pending = vote
                continue
            settle(state, vote)
        else:  # PlaceKind.apply on the k-th placement (PlaceKind.nth)
            place(hand, k // spots, k % spots)
        state.turn = 1 - state.turn
    return False


def rollout_outcome(state: InCrowdState, rng: random.Random, moves: int) -> list[float]:
    """Random moves until the game ends or ``moves`` are made, as ``random_moves`` makes them
    (the same draws, the same coins where they lie), then each seat's reward: 1 for the
    winner, 1/2 each when both share the win; ``state`` is spent (see the module text)."""
    if state.pending is not None and moves:  # a vote from before, waiting: the table's pick
        if state.is_terminal():
            moves = 0
        else:
            candidates = state.pending.candidates()
            ADVANCE.apply(state, ADVANCED[candidates[rng.randrange(len(candidates))]])
            moves -= 1
    if draws_like_random(rng):
        _scored_moves(state, rng, moves)
    else:  # a generator with draws of its own: the table's rollout
        rollout(state, rng, moves)
    return _rewards(state)


def _scored_moves(state: InCrowdState, rng: random.Random, moves: int) -> None:
    """:func:`rollout_outcome`'s moves, no record of the votes, inline (see the module text)."""
    hands, empty, opened, board, missing, owner = (state.hands, state.empty, state.open,
                                                   state.board, state.missing, state.owner)
    pyramid = state.pyramid
    dependents, level_of, influencers, at = (pyramid.dependents, pyramid.level_of,
                                             pyramid.influencers, board.__getitem__)
    turn, passes, top_filled, last_top = state.turn, state.passes, state.top_filled, state.last_top
    draw, bits, waiting = rng.randrange, rng.getrandbits, None  # waiting: a won vote's pick
    coins: list[Coin]
    where: tuple[int, ...]  # the squares voting, none for a placement
    for _ in range(moves):
        if passes >= 2 or top_filled == 4:  # is_terminal
            break
        if waiting is not None:  # the winner picks, as AdvanceKind.apply, then the turn passes
            target, where, coins, best = waiting
            waiting, advanced = None, best[draw(len(best))]
        else:
            hand, spots = hands[turn], len(empty)
            places = len(hand) * spots
            n = places + len(opened)
            if not n:  # PassKind.apply
                passes, turn = passes + 1, 1 - turn
                continue
            width = BITS[n]  # randbelow(n), inline (core.rng.draws_like_random; n <= 12 * 20 + 16)
            k = bits(width)
            while k >= n:
                k = bits(width)
            passes = 0
            if k < places:  # InCrowdState.place on the k-th placement, inline
                square = empty.pop(k % spots)
                board[square] = hand.pop(k // spots)
                where = ()
            else:  # VoteKind.count_vote (totals, winner) and votes.highest, inline
                target = opened[k - places]
                where = influencers[target]
                coins = list(map(at, where))  # type: ignore[arg-type]  # (all full: open)
                totals = [0, 0]
                for coin in coins:
                    totals[owner[coin.suit]] += coin.rank
                advanced = None  # a tie: every voting coin goes home
                if totals[0] != totals[1]:
                    winner, value, best = int(totals[1] > totals[0]), -1, []
                    for coin in coins:
                        if owner[coin.suit] == winner:
                            if coin.rank > value:
                                value, best = coin.rank, [coin]
                            elif coin.rank == value:
                                best.append(coin)
                    if len(best) > 1:  # the winner picks: the next move
                        best.sort()
                        waiting = (target, where, coins, best)
                        continue
                    advanced = best[0]
        if where:  # settle, without the record: InCrowdState.lift, inline
            bottom = level_of[target] == 1
            for square in where:
                board[square] = None
                if not bottom and not missing[square]:
                    insort(opened, square)
                for d in dependents[square]:  # the level above: none open with these empty
                    left = missing[d] = missing[d] + 1
                    if left == 1 and board[d] is None:
                        opened.remove(d)
            if bottom:
                empty += where
                empty.sort()
            for coin in coins:
                if coin is not advanced:  # (every coin is one of a kind)
                    insort(hands[owner[coin.suit]], coin)
            if not advanced:
                turn = 1 - turn
                continue
            board[target], square = advanced, target  # InCrowdState.put
            if level_of[target] == 2:  # VoteKind.on_top
                last_top, top_filled = target, top_filled + 1
        for d in dependents[square]:  # the square filled: InCrowdState.filled, inline
            left = missing[d] = missing[d] - 1
            if not left and board[d] is None:
                insort(opened, d)
        turn = 1 - turn
    state.turn, state.passes, state.top_filled, state.last_top = turn, passes, top_filled, last_top


def _rewards(state: InCrowdState) -> list[float]:
    """:func:`games.sim.mcts.outcome` of ``state``: 1 to the winner, 1/2 each to two."""
    names = state.winners()
    if len(names) == 1:
        return [1.0, 0.0] if names[0] == state.players[0] else [0.0, 1.0]
    return [0.5, 0.5]
