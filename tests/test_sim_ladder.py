"""The skill ladder (games/sim/ladder.py): Bradley-Terry ratings on an Elo scale, with the
first seat's edge fitted apart and intervals that cover the truth."""

import random

import pytest

from games.core.errors import UserError
from games.sim.ladder import ELO, Game, ladder


def played(strength: dict[str, float], pairs: int, edge: float, seed: int) -> list[Game]:
    """``pairs`` game pairs (seats swapped) of every matchup, won at the model's odds."""
    rng = random.Random(seed)
    games = []
    names = sorted(strength)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            for _ in range(pairs):
                for first, second in ((a, b), (b, a)):
                    gap = (strength[first] - strength[second] + edge) / ELO
                    won = rng.random() < 1 / (1 + pow(2.718281828459045, -gap))
                    games.append(Game(first, second, 1.0 if won else 0.0))
    return games


def test_ratings_recover_known_strengths_within_their_intervals():
    truth = {"random": 0.0, "heuristic": 200.0, "search": 450.0}
    board = ladder(played(truth, 400, edge=60.0, seed=3))
    assert [r.agent for r in board.ratings] == ["search", "heuristic", "random"]
    for rating in board.ratings:
        assert rating.low <= truth[rating.agent] <= rating.high, rating
    assert board.first_seat.low <= 60.0 <= board.first_seat.high
    assert board.rating("random").words() == "0 Elo (the anchor)"


def test_the_seat_edge_does_not_bend_the_ratings():
    truth = {"random": 0.0, "search": 300.0}
    plain = ladder(played(truth, 300, edge=0.0, seed=5)).rating("search").elo
    leaning = ladder(played(truth, 300, edge=150.0, seed=5)).rating("search").elo
    assert abs(plain - leaning) < 60


def test_an_agent_that_won_every_game_has_a_finite_rating():
    games = [Game("search", "random", 1.0), Game("random", "search", 0.0)] * 50
    rating = ladder(games).rating("search")
    assert 500 < rating.elo < 2000 and rating.low < rating.elo < rating.high


@pytest.mark.parametrize("games, message", [
    ([Game("a", "b", 1.0), Game("c", "d", 0.0)], "no matchup links"),
    ([], "at least two agents"),
])
def test_a_ladder_that_cannot_be_rated_says_why(games, message):
    with pytest.raises(UserError, match=message):
        ladder(games)


@pytest.mark.parametrize("first, second, score", [("a", "a", 1.0), ("a", "b", 0.7)])
def test_a_game_that_cannot_be_is_refused(first, second, score):
    with pytest.raises(UserError):
        Game(first, second, score)
