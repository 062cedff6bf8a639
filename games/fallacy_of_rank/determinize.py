"""Sampling what a player cannot see: a whole position that looks the same to them.

A player of The Fallacy of Rank sees their own pieces, every pawn, the suit of every other coin
and the value of any coin shown in combat, every discard pile and tile, and the size of every
hand (:meth:`~games.fallacy_of_rank.rules.FallacyState.observation`). What an opponent has
chosen as a secret boost is hidden too. :func:`determinize` deals each opponent's unaccounted
coins at random: each hidden coin on the board gets a coin of its suit, the rest make the hand
(or, during the setup, the pieces still to place); an opponent's boost already chosen is drawn
again from the boosts open to them. Every deal of the coins is equally likely.

>>> from games.core.rng import make_rng
>>> from games.fallacy_of_rank.rules import new_game
>>> game, rng = new_game(2), make_rng("doc")
>>> for _ in range(20): game.apply(game.random_move(rng))
>>> determinize(game, 1, rng).observation(1) == game.observation(1)
True
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..core.components import Coin, Suit
from ..core.protocol import GameState
from .armies import army, sort_key
from .rules import FallacyState
from .turn import BOOST


def determinize(state: GameState, player: int, rng: random.Random) -> FallacyState:
    """A copy of ``state`` (a Fallacy of Rank position) with everything ``player`` cannot see
    drawn at random."""
    if not isinstance(state, FallacyState):
        raise TypeError(f"not a Fallacy of Rank position: {type(state).__name__}")
    view = state.observation(player)
    sample = state.copy()
    for seat, suits in enumerate(state.rules.suits):
        if seat == player:
            continue
        pool = army(suits)  # in the army's order, which is also the supply's
        for piece in state.discard[seat]:
            pool.remove(piece)
        hidden = []
        for square, seen in enumerate(view.cells):
            if seen is None or state.owner[square] != seat:
                continue
            if type(seen) is Suit:
                hidden.append(square)
            else:  # (a piece: mypy narrows ``type(seen) is`` in its own branch only)
                pool.remove(seen)  # type: ignore[arg-type]
        for square in hidden:
            suit = view.cells[square]
            fits = [i for i, p in enumerate(pool) if type(p) is Coin and p.suit == suit]
            coin = sample.cells[square] = pool.pop(fits[rng.randrange(len(fits))])
            bit, was = 1 << square, state.cells[square]
            assert isinstance(coin, Coin) and isinstance(was, Coin)
            sample.ranked[was.rank] ^= bit  # (the coin's rank as dealt, in the bits too)
            sample.ranked[coin.rank] ^= bit
        if len(pool) != len(state.supply[seat]) + len(state.hand[seat]):
            raise AssertionError(f"{state.players[seat]}'s pieces do not add up")
        # what is left is the supply in the setup, the hand after it (both in listing order;
        # after the setup, coins only: every pawn was placed, hence the ignore)
        (sample.supply if state.in_setup else sample.hand)[seat] = sorted(pool, key=sort_key)  # type: ignore[arg-type]
    combat = state.pending
    if combat:
        boosts = list(combat.boosts)
        for side, seat in enumerate((combat.attacker, combat.defender)):
            if seat != player and boosts[side] is not None:
                options = BOOST.open_to(sample, seat)
                boosts[side] = options[rng.randrange(len(options))]
        sample.pending = replace(combat, boosts=(boosts[0], boosts[1]))
    return sample
