"""Sampling what a player cannot see: a whole position that looks the same to them.

A player of The "In" Crowd sees every coin on the pyramid by its suit, the values of their own
coins where the peek rule lets them look, their own hand, and the size of the other hand
(:meth:`~games.in_crowd.rules.InCrowdState.observation`). Both players also saw every vote: the
coin on a middle or top square is the one shown moving up in the last vote on that square, and
the coins of a vote being settled are on show. :func:`determinize` keeps those, and deals every
other coin at random: each hidden bottom square gets a coin of its suit from those its owner
has not accounted for, and the rest of the other player's coins make their hand. Every such
position is equally likely.

>>> from games.core.rng import make_rng
>>> from games.in_crowd.rules import new_game
>>> game = new_game("Ann", "Ben")
>>> for move in ["S5@A2", "M2@A3", "C3@A4"]: game.play(move)
>>> sample = determinize(game, 0, make_rng("doc"))
>>> sample.observation(0) == game.observation(0)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.components import Coin, Suit, suit_coins
from ..core.protocol import GameState
from .rules import InCrowdState


def determinize(state: GameState, player: int, rng: random.Random) -> InCrowdState:
    """A copy of ``state`` (an "In" Crowd position, as the registry passes any game's) with
    everything ``player`` cannot see drawn at random."""
    return prepare(state, player)(rng)


def prepare(state: GameState, player: int) -> Callable[[random.Random], InCrowdState]:
    """:func:`determinize` for one position and player, ``draw(rng)``: what the player sees
    and the coins left to deal are worked out once, and each draw deals them (a search agent
    draws many positions for one decision, while the position stays as it is)."""
    if not isinstance(state, InCrowdState):
        raise TypeError(f"not an \"In\" Crowd position: {type(state).__name__}")
    view = state.observation(player)
    shown: dict[int, Coin | None] = {v.target: v.advanced for v in state.votes if v.advanced}
    if state.pending:  # the coins of a vote being settled are on show
        shown.update((square, state.board[square]) for square in state.pending.where)
    # Per seat: the coins not accounted for, and the hidden bottom squares to deal them to.
    deals: list[tuple[int, list[Coin], list[int]]] = []
    for seat, suits in enumerate(state.rules.suits):
        pool = sorted(c for suit in suits for c in suit_coins(suit))
        hidden = []
        for square, seen in enumerate(view.board):
            coin = shown.get(square, seen) if seen is not None else None
            if isinstance(coin, Coin):
                if state.owner[coin.suit] == seat:
                    pool.remove(coin)
            elif isinstance(seen, Suit) and state.owner[seen] == seat:
                hidden.append(square)
        if seat == player:
            for coin in view.hand:
                pool.remove(coin)
        deals.append((seat, pool, hidden))
    board = view.board
    # Each hidden square gets a coin of its suit drawn from those of the suit still left, in
    # the pool's order: per seat, the squares with the index of their suit, and the pool split
    # by suit (in order) once here, so that a draw only copies the short lists.
    dealt: list[tuple[int, list[list[Coin]], list[tuple[int, int]]]] = []
    for seat, pool, hidden in deals:
        order: list[object] = list(dict.fromkeys([c.suit for c in pool]
                                                 + [board[s] for s in hidden]))
        by_suit = [[c for c in pool if c.suit == suit] for suit in order]
        dealt.append((seat, by_suit, [(square, order.index(board[square]))
                                      for square in hidden]))
        if seat == player and len(pool) != len(hidden):
            raise AssertionError(f"{len(pool) - len(hidden)} of {state.players[seat]}'s "
                                 "coins are nowhere")

    def draw(rng: random.Random) -> InCrowdState:
        sample = state.copy()
        on_board = sample.board
        for seat, by_suit, hidden in dealt:
            left = [list(coins) for coins in by_suit]
            for square, suit in hidden:
                fits = left[suit]
                on_board[square] = fits.pop(rng.randrange(len(fits)))
            if seat != player:
                sample.hands[seat] = sorted([c for coins in left for c in coins])  # as kept
        return sample

    return draw
