"""Tabletop Croquet: random legal play (hypothesis picks the seeds) keeps the rules' invariants."""

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.rng import make_rng
from games.croquet import new_game
from games.croquet.course import COIN, RADIUS

SETUPS = [(("Ann", "Ben"), 0, ()), (("Ann", "Ben", "Cat"), 0, ("poison",)),
          (("Ann", "Ben", "Cat", "Dan"), 2, ()), (("Ann", "Ben", "Cat"), 0, ("first-hit-only",)),
          (("Ann", "Ben", "Cat", "Dan"), 2, ("earned-option", "knocked-off-foul")),
          (("Ann", "Ben"), 0, ("centre-distances", "any-endpost-resets"))]


def check(game, before):
    course = game.course
    coins = game.on_table()
    for seat, (x, y) in coins.items():
        assert course.on_table(x, y), f"{game.players[seat]}'s coin is off the table"
        for cx, cy in course.tiles():
            gap = math.hypot(max(abs(x - cx) - 0.5, 0), max(abs(y - cy) - 0.5, 0))
            assert gap > RADIUS - 0.01, f"{game.players[seat]}'s coin is inside a tile"
    seats = sorted(coins)
    for i, a in enumerate(seats):
        for b in seats[i + 1:]:
            assert math.dist(coins[a], coins[b]) > COIN - 0.01, "two coins overlap"
    assert all(p >= q for p, q in zip(game.progress, before)), "progress never goes back"
    assert all(0 <= p <= 16 for p in game.progress)
    for seat, status in enumerate(game.status):
        if status in ("out", "poison"):
            assert game.progress[seat] == 16, "a coin that has left the course went round it"
    if not game.is_terminal():
        assert game.flicks >= 1 and game.in_play(game.turn)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(SETUPS), st.integers(0, 10_000))
def test_random_legal_play_keeps_the_rules(setup, seed):
    players, teams, variants = setup
    game = new_game(*players, teams=teams, variants=variants)
    rng = make_rng("croquet-property", seed)
    for _ in range(40):
        if game.is_terminal():
            break
        move = game.random_move(rng)
        assert game.why_illegal(move) is None, (game.move_text(move), game.why_illegal(move))
        before = list(game.progress)
        game.apply(move)
        check(game, before)
    for move in game.legal_moves():
        assert game.why_illegal(move) is None, game.move_text(move)
