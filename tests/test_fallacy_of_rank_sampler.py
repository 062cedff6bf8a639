"""The random player's quick path (games/fallacy_of_rank/fast.py) against the obviously-right
listing, as oracle: on thousands of positions from random games (every board, every variant),
each kind's count (:data:`~games.fallacy_of_rank.fast.COUNTS`) counts exactly the moves the kind
lists and picks the k-th of them without listing, and the quick copy of the movement rule
(the step counts, the pieces with a step, the steps onto a set of squares, the tile's reach
counts) agrees with the rule itself, :meth:`~games.fallacy_of_rank.turn.Travel.reach`."""

from collections import Counter

import pytest

from games.core.rng import make_rng
from games.fallacy_of_rank import new_game
from games.fallacy_of_rank.fast import COUNTS, held, movers, steps_onto, within
from games.fallacy_of_rank.turn import TURNS, Kind, Phase, Travel

SETUPS = [(2, ()), (3, ()), (4, ()), (2, ("two-packs",)), (3, ("straight-moves",)),
          (4, ("ace-any-coin",)), (3, ("any-piece",)),
          (4, ("any-piece", "ace-any-coin", "straight-moves"))]


def positions(players, variants, seed, every=3, phases=(Phase.TURN,)):
    """Every ``every``-th position in ``phases`` of random games with these rules, until 400
    are seen."""
    rng, seen, k = make_rng("fallacy-sampler-oracle", players, *variants, seed), 0, 0
    game = new_game(players, variants=variants)
    while seen < 400:
        if game.is_terminal():
            game = new_game(players, variants=variants)
        if k % every == 0 and game.phase in phases:
            yield game
            seen += 1
        game.apply(game.random_move(rng))
        k += 1


@pytest.mark.parametrize("players, variants", SETUPS)
def test_each_kind_counts_and_picks_what_it_lists(players, variants):
    rng, kinds = make_rng("fallacy-sampler-picks"), Counter()
    for game in positions(players, variants, 1):
        for kind in TURNS.now(game):
            assert isinstance(kind, Kind)
            if kind.only_if_stuck:
                continue
            listed = kind.moves(game)
            n, pick = COUNTS[kind.name](game, held(game, game.turn))
            assert n == len(listed), (kind.name, game.to_text())
            for k in {0, n - 1, *(rng.randrange(n) for _ in range(3))} if n else ():
                assert pick(k) == listed[k], (kind.name, k)
                assert game.why_illegal(listed[k]) is None
            kinds[kind.name] += bool(n)
        # the step counts kept as the moves go, for every army, and the squares in order; the
        # pieces with a step, and the steps onto the other armies' squares
        for seat in range(len(game.players)):
            pieces = game.pieces[seat]
            pairs = [(s, t) for s in pieces for t in Travel.reach(game, s, 1)]
            assert game.steps[seat] == len(pairs), seat
            assert movers(game, pieces) == list(dict.fromkeys(s for s, _ in pairs)), seat
            others = game.filled & ~game.mine[seat]
            assert steps_onto(game, pieces, others) == [
                (s, t) for s, t in pairs if others >> t & 1], seat
            assert game.pieces[seat] == sorted(game.pieces[seat])
            assert game.mine[seat] == sum(1 << s for s in game.pieces[seat])
        assert game.filled == sum(1 << s for s, o in enumerate(game.owner) if o >= 0)
    assert kinds["step"] and kinds["slide"] and kinds["teleport"] and kinds["recover"]


@pytest.mark.parametrize("players, variants", SETUPS)
def test_the_fast_reach_counts_agree_with_reach(players, variants):
    for game in positions(players, variants, 2, every=5):
        sources = TURNS.by_name["slide"].movable(game)
        for limit in (2, 5):
            totals, each = within(game, sources, limit)
            want = [[len([d for d in Travel.reach(game, src, limit).values() if d <= steps])
                     for src in sources] for steps in range(1, limit + 1)]
            assert [list(each(steps)) for steps in range(1, limit + 1)] == want, limit
            assert totals == [sum(counts) for counts in want], limit


def test_the_board_bits_are_the_neighbours():
    """Each square's neighbours as bits, and spreading from it, are its neighbours, alone or
    beside copies of itself (:meth:`Board.lanes`)."""
    from games.fallacy_of_rank.boards import board_for

    for players in (2, 3, 4):
        board = board_for(players)
        size, copies = board.grid.size, 1 + (1 << board.grid.size) + (1 << 2 * board.grid.size)
        for s in board.squares:
            assert board.near[s] == sum(1 << t for t in board.adjacent[s])
            assert board.around(1 << s) == board.near[s]
            assert board.around((1 << s) * copies, 3) == board.near[s] * copies, size


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_quick_playout_plays_the_protocols_games(players):
    import random

    from games.fallacy_of_rank import new_game

    for seed in range(12):
        quick, slow = new_game(players), new_game(players)
        fast_rng, rng = random.Random(seed), random.Random(seed)
        quick.playout(fast_rng, 5_000)
        while not slow.is_terminal():
            slow.apply(slow.random_move(rng))
        assert quick.to_text() == slow.to_text() and quick.result == slow.result
        assert (quick.turns, fast_rng.random()) == (slow.turns, rng.random())
        assert [str(t) for t in quick.tallies()] == [str(t) for t in slow.tallies()]
