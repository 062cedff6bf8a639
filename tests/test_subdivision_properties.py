"""Property tests over random legal Subdivision games (hypothesis chooses every move)."""

import pickle
import random

import pytest
from helpers import slow_moves
from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.grid import Grid
from games.core.protocol import GameState, Tally, random_moves, random_playout
from games.core.rng import draws_like_random
from games.core.turns import TurnTable
from games.sim.mcts import outcome
from games.subdivision import SETS, new_game, tally
from games.subdivision.board import PARK, SIDES
from games.subdivision.masks import group_count, groups, squares
from games.subdivision.moves import Place

MAX_SCORE = {"standard": 29, "3house": 17}


def placement_allowed(cells, grid, colour, pips, square) -> bool:
    """The placement rules, straight from their wording, with no counters: a reference."""
    if cells[square] is not None:
        return False
    near = [cells[n] for n in grid.near[square] if cells[n] not in (None, PARK)]
    if pips == 3:
        return not any(p.colour == colour and p.pips == 3 for p in near)
    if pips == 1:
        return any(p.colour != colour and p.pips in (1, 3) for p in near)
    return True


games = st.tuples(st.sampled_from(sorted(SETS)), st.sampled_from([2, 3, 4]),
                  st.sampled_from([(), ("private-parks",), ("park-placement",)]))


@settings(max_examples=60, deadline=None)
@given(games, st.data())
def test_random_legal_games_keep_the_rules(setup, data):
    set_name, players, variants = setup
    game = new_game(players, set_name, variants)
    per = SETS[set_name].per_size
    limit = game.grid.size * 2 + 10
    for _ in range(limit):
        if game.is_terminal():
            break
        moves = game.legal_moves()
        assert moves, "a player always has a move, if only a pass"
        # The incremental legality agrees with the rules' wording on every square and size.
        if game.parks_left == 0:
            colour = game.current_colour
            for pips in (1, 2, 3):
                if game.stash[game.turn][pips]:
                    for square in game.grid.squares:
                        assert ((pips, square) in moves) == placement_allowed(
                            game.cells, game.grid, colour, pips, square)
        move = data.draw(st.sampled_from(moves))
        if type(move) is Place:
            assert placement_allowed(game.cells, game.grid, game.current_colour, *move)
        game.apply(move)
    assert game.is_terminal(), "every game ends"
    board = game.board()
    pyramids = [c for c in board.cells if c not in (None, PARK)]
    assert len(pyramids) == len(board.order) == len(set(board.order)), "one pyramid a square"
    for colour in game.rules.colours:
        for pips in (1, 2, 3):
            assert sum(1 for p in pyramids if p.colour == colour and p.pips == pips) <= per
    for score in game.tallies():
        without_bonus = score.total - sum(i.points for i in score.items if i.points > 0)
        assert without_bonus <= MAX_SCORE[set_name]
        assert all(tp["worth"] >= 0 for tp in score.details["three_pips"])


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.data())
def test_copies_are_independent(players, data):
    game = new_game(players)
    for _ in range(data.draw(st.integers(0, 20))):
        game.apply(data.draw(st.sampled_from(game.legal_moves())))
    before = game.copy()
    snapshot = (list(game.cells), [list(s) for s in game.stash], game.turn)
    if not before.is_terminal():
        before.apply(before.legal_moves()[0])
    assert (game.cells, game.stash, game.turn) == snapshot


SETUPS = [(set_name, players, variants) for set_name in sorted(SETS) for players in (2, 3, 4)
          for variants in ((), ("private-parks",), ("park-placement",),
                           ("private-parks", "park-placement"))]


def slow_playout(game, rng):
    """The obviously-right playout: the table's random move, checked and applied, one by one."""
    while not game.is_terminal():
        move = game.random_move(rng)
        assert game.why_illegal(move) is None
        game.apply(move)
    return game


def readable_tallies(game):
    """The tallies of the readable scoring, from the position as a board."""
    board = game.board()
    return [tally(board, colour, game.rules.variants) for colour in game.rules.colours]


def snapshot(game):
    return (game.cells, game.order, game.history, game.stash, game.turn, game.passes,
            game.parks_left, game.empty, game.own, game.threes_near, game.ones_near,
            [(t.total, t, t.details, str(t), t.short()) for t in game.tallies()])


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s[0]}-{s[1]}-{'+'.join(s[2])}")
def test_the_quick_playout_plays_the_same_games(setup):
    """``random_playout`` plays Subdivision on masks in one loop (fast.rollout) and scores it
    on masks (tally_on_masks): from the same position with the same seed it makes the same
    moves with the same draws as the table's slow path, ends in the same state and gives the
    readable scoring's tallies, item for item."""
    set_name, players, variants = setup
    for seed in range(15):
        start, prefix = new_game(players, set_name, variants), random.Random(seed)
        for _ in range(prefix.randrange(start.grid.size)):  # sometimes from a game under way
            if not start.is_terminal():
                start.apply(start.random_move(prefix))
        quick_rng, slow_rng = random.Random(seed), random.Random(seed)
        quick = random_playout(start.copy(), quick_rng)
        slow = slow_playout(start.copy(), slow_rng)
        assert quick_rng.getstate() == slow_rng.getstate(), "the same draws"
        assert snapshot(quick) == snapshot(slow)
        assert quick.outcome() == GameState.outcome(quick), "the winners, as by the tallies"
        ours = [(t.total, t, t.details, str(t)) for t in quick.tallies()]
        assert ours == [(t.total, t, t.details, str(t)) for t in readable_tallies(slow)]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s[0]}-{s[1]}-{'+'.join(s[2])}")
def test_the_quick_rollout_plays_the_same_moves_cut_short(setup):
    """A search's rollout (``random_moves``, fast.rollout on masks) stopped after a few
    moves: the same moves with the same draws as the table's slow path stopped there, and
    on to the end from there."""
    set_name, players, variants = setup
    for seed in range(15):
        limit = 1 + seed * 7 % 40
        quick_rng, slow_rng = random.Random(seed), random.Random(seed)
        quick = random_moves(new_game(players, set_name, variants), quick_rng, limit)
        slow = slow_moves(new_game(players, set_name, variants), slow_rng, limit)
        assert quick_rng.getstate() == slow_rng.getstate(), "the same draws"
        assert snapshot(quick) == snapshot(slow)
        assert quick.outcome() == GameState.outcome(quick), "the leaders, as by the tallies"
        random_moves(quick, quick_rng, 10_000)
        assert snapshot(quick) == snapshot(slow_playout(slow, slow_rng)) and quick.is_terminal()
        assert quick_rng.getstate() == slow_rng.getstate()


def scored(game):
    """What a search's scored rollout must leave right: the masks, stashes and counters that
    the scores and the end are read from, and the 1-pip rule's squares (``ones_near``), which
    the rollout keeps as the kind does."""
    return (game.stash, game.turn, game.passes, game.parks_left, game.empty, game.own,
            game.threes_near, game.ones_near)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s[0]}-{s[1]}-{'+'.join(s[2])}")
def test_a_scored_rollout_gives_the_outcome_of_the_slow_moves(setup):
    """A search's rollout played and scored in one go (rollout_outcome, for mcts): from
    positions at every stage, cut short or played out, the rewards mcts.outcome gives for
    the table's slow moves, with the same draws, and the same masks left."""
    set_name, players, variants = setup
    for seed in range(20):
        start, prefix = new_game(players, set_name, variants), random.Random(seed)
        for _ in range(prefix.randrange(start.grid.size + 4)):
            if not start.is_terminal():
                start.apply(start.random_move(prefix))
        limit = (1 + seed * 7 % 40) if seed % 2 else 200
        quick, slow = start.copy(), start.copy()
        quick_rng, slow_rng = random.Random(seed), random.Random(seed)
        reward = quick.rollout_outcome(quick_rng, limit)
        slow_moves(slow, slow_rng, limit)
        assert reward == outcome(slow)
        assert quick_rng.getstate() == slow_rng.getstate(), "the same draws"
        assert scored(quick) == scored(slow)


class OwnDraws(random.Random):
    """A generator with a draw of its own (the last of every choice of three or more), which the
    quick playout cannot make inline: it must ask it."""

    def randrange(self, n, *args):
        return n - 1 if not args and n >= 3 else super().randrange(n, *args)


@pytest.mark.parametrize("players", [2, 3])
def test_the_quick_playout_asks_a_generator_with_draws_of_its_own(players):
    quick_rng, slow_rng = OwnDraws(5), OwnDraws(5)
    assert not draws_like_random(quick_rng)
    quick = random_playout(new_game(players), quick_rng)
    slow = slow_playout(new_game(players), slow_rng)
    assert snapshot(quick) == snapshot(slow)
    assert quick_rng.getstate() == slow_rng.getstate()
    cut, cut_rng, slow_rng = new_game(players), OwnDraws(5), OwnDraws(5)
    random_moves(cut, cut_rng, 9)
    assert snapshot(cut) == snapshot(slow_moves(new_game(players), slow_rng, 9))
    assert cut_rng.getstate() == slow_rng.getstate()
    cut, cut_rng, slow_rng = new_game(players), OwnDraws(5), OwnDraws(5)
    reward = cut.rollout_outcome(cut_rng, 9)
    assert reward == outcome(slow_moves(new_game(players), slow_rng, 9))
    assert cut_rng.getstate() == slow_rng.getstate()


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SIDES), st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1),
       st.sampled_from([None, "B2", "C3", "D4"]))
def test_groups_are_counted_as_traced(side, bits, more, ring):
    """group_count (Euler's formula, holes looked for) counts the groups groups() traces, on
    dense and sparse masks, and round holes (a ring of Near squares, its centre left out)."""
    grid = Grid(side, side)
    mask = bits & more & (1 << grid.size) - 1
    if ring is not None:
        centre = grid.index(ring)
        mask |= sum(1 << s for s in grid.near[centre])
        mask &= ~(1 << centre)
    assert group_count(grid, mask) == len(groups(grid, mask))


def test_the_quick_playout_keeps_the_move_limit():
    with pytest.raises(RuntimeError, match="no end after 5 moves"):
        random_playout(new_game(2), random.Random(1), max_moves=5)


def test_a_quick_tally_keeps_its_words_and_pickles():
    """A tally's words are written when first read: they are those of the position it was
    made in, even after more moves; pickled, it comes back as the plain tally it equals."""
    game, rng = new_game(3, variants=["private-parks"]), random.Random(7)
    for _ in range(20):
        game.apply(game.random_move(rng))
    early, expected = game.tallies(), readable_tallies(game)
    random_playout(game, rng)
    assert [(t.total, t, t.details) for t in early] == [(t.total, t, t.details) for t in expected]
    again = pickle.loads(pickle.dumps(early))
    assert [(type(t), t, t.details) for t in again] == [(Tally, t, t.details) for t in expected]


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**100 - 1))
def test_squares_are_the_bits_of_the_mask(mask):
    """squares (read 12 squares at a time from tables) lists the set bits, lowest first."""
    assert squares(mask) == [s for s in range(mask.bit_length()) if mask >> s & 1]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: f"{s[0]}-{s[1]}-{'+'.join(s[2])}")
def test_the_tables_quick_list_and_apply_are_the_tables_own(setup):
    """Turns.legal (the placements or the pass, listed at once) and Turns.apply (a pyramid's
    placement made by its kind at once) give what TurnTable's own legal and apply give, at
    every move of random games, passes and parks included."""
    set_name, players, variants = setup
    for seed in range(4):
        game, rng = new_game(players, set_name, variants), random.Random(seed)
        while True:
            assert game.TURNS.legal(game) == TurnTable.legal(game.TURNS, game)
            if game.is_terminal():
                break
            move = game.random_move(rng)
            table = game.copy()
            TurnTable.apply(table.TURNS, table, move)
            game.apply(move)
            assert snapshot(game) == snapshot(table)
