"""A search's rollout, played and scored in one go: :func:`rollout_outcome`.

The search agents score a random rollout by who wins (or leads) where it stops
(:func:`games.sim.mcts.outcome`) and throw the position away. The rollout of the turn table
(:meth:`.moves.Turns.rollout`) keeps the whole record, a :class:`~.votes.Vote` for every vote
counted, as the declared kinds do. Here the same moves are drawn with the same random numbers
and made the same way, but a vote is counted on the coins where they lie, without a record:
a tie sends every voting coin home, a single highest coin of the winner moves up, and two or
more wait for the winner's pick (the next move, drawn as :class:`~.moves.Advancing` is). The
position keeps its coins, hands, counters and whose turn it is, which is all the winners are
read from; its record of votes is left behind. A property test holds it to the declared kinds,
made one at a time, on positions from every stage, cut short or played out.

>>> from games.core.rng import make_rng
>>> from games.in_crowd.rules import new_game
>>> game = new_game("Ann", "Ben")
>>> rollout_outcome(game.copy(), make_rng("doc"), 1000) in ([1.0, 0.0], [0.0, 1.0], [0.5, 0.5])
True
"""

from __future__ import annotations

import random
from bisect import insort
from typing import TYPE_CHECKING, cast

from ..core.components import Coin
from ..core.rng import draws_like_random
from .moves import ADVANCING, TURNS

if TYPE_CHECKING:
    from .rules import InCrowdState


def rollout_outcome(state: InCrowdState, rng: random.Random, moves: int) -> list[float]:
    """Random moves until the game ends or ``moves`` are made, as ``random_moves`` makes them
    (the same draws, the same coins where they lie), then each seat's reward: 1 for the
    winner, 1/2 each when both share the win; ``state`` is spent (see the module text)."""
    if state.pending is not None and moves:  # a vote from before, waiting: the table's pick
        if state.is_terminal():
            moves = 0
        else:
            candidates = state.pending.candidates()
            ADVANCING.apply(state, ("advance", candidates[rng.randrange(len(candidates))]))
            moves -= 1
    if not draws_like_random(rng):  # a generator with draws of its own: the table's rollout
        TURNS.rollout(state, rng, moves)
        return _rewards(state)
    hands, empty, opened, board, missing, owner = (state.hands, state.empty, state.open,
                                                   state.board, state.missing, state.owner)
    pyramid = state.pyramid
    dependents, influencers, level_of = (pyramid.dependents, pyramid.influencers,
                                         pyramid.level_of)
    draw, bits = rng.randrange, rng.getrandbits
    turn, passes, top_filled, last_top = state.turn, state.passes, state.top_filled, \
        state.last_top
    waiting = None  # a won vote's square, voting squares, coins and the winner's highest
    for _ in range(moves):
        if passes >= 2 or top_filled == 4:  # is_terminal
            break
        if waiting is not None:  # the winner picks, as Advancing.apply, then the turn passes
            target, where, coins, best = waiting
            waiting = None
            advanced = best[draw(len(best))]
        else:
            hand, spots = hands[turn], len(empty)
            places = len(hand) * spots
            n = places + len(opened)
            if not n:  # Passing.apply
                passes += 1
                turn = 1 - turn
                continue
            width = n.bit_length()  # rng.randrange(n), inline (core.rng.draws_like_random)
            k = bits(width)
            while k >= n:
                k = bits(width)
            passes = 0
            if k < places:
                # Placing.apply on the k-th placement, as the table's rollout makes it.
                square = empty.pop(k % spots)
                board[square] = hand.pop(k // spots)
                for d in dependents[square]:
                    left = missing[d] = missing[d] - 1
                    if not left and board[d] is None:
                        insort(opened, d)
                turn = 1 - turn
                continue
            # Voting.count_vote: the coins on the influencing squares, added up by owner.
            target = opened[k - places]
            where = influencers[target]
            coins = cast("list[Coin]", [board[i] for i in where])  # (all full: open)
            first = second = 0
            for coin in coins:
                if owner[coin.suit]:
                    second += coin.rank
                else:
                    first += coin.rank
            if first == second:  # a tie: every voting coin goes home (settle)
                advanced = None
            else:  # votes.highest: the winner's highest coins, in order
                winner, value, best = int(second > first), -1, []
                for coin in coins:
                    if owner[coin.suit] == winner:
                        rank = coin.rank
                        if rank > value:
                            value, best = rank, [coin]
                        elif rank == value:
                            best.append(coin)
                if len(best) > 1:  # the winner picks: the next move
                    best.sort()
                    waiting = (target, where, coins, best)
                    continue
                advanced = best[0]
        # settle: the voting squares are emptied (InCrowdState.lift, inline), every voting
        # coin but the advancing one goes home, and that one fills the square voted on (put).
        for square in where:
            board[square] = None
        if not level_of[where[0]]:  # a vote on the middle level: from the bottom squares
            empty += where
            empty.sort()
        else:
            for square in where:
                if not missing[square]:
                    insort(opened, square)
        for square in where:  # the level above: nothing there is open with these empty
            for d in dependents[square]:
                left = missing[d] = missing[d] + 1
                if left == 1 and board[d] is None:
                    opened.remove(d)
        for coin in coins:
            if coin != advanced:
                insort(hands[owner[coin.suit]], coin)
        if advanced:
            board[target] = advanced  # put: it stays closed, its voting squares now empty
            for d in dependents[target]:
                left = missing[d] = missing[d] - 1
                if not left and board[d] is None:
                    insort(opened, d)
            if level_of[target] == 2:
                last_top = target
                top_filled += 1
        turn = 1 - turn
    state.turn, state.passes, state.top_filled, state.last_top = turn, passes, top_filled, \
        last_top
    return _rewards(state)


def _rewards(state: InCrowdState) -> list[float]:
    """:func:`games.sim.mcts.outcome` of ``state``: 1 to the winner, 1/2 each to two."""
    names = state.winners()
    if len(names) == 1:
        return [1.0, 0.0] if names[0] == state.players[0] else [0.0, 1.0]
    return [0.5, 0.5]
