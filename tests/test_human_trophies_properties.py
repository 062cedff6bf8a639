"""Property tests over random legal Human Trophies games (hypothesis chooses the games)."""

from collections import Counter
from itertools import product

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from games.core.cards import HIDDEN, Card
from games.core.rng import make_rng
from games.human_trophies import VARIANTS, new_game
from games.human_trophies import moves as m
from games.human_trophies.cards import POWER, VALUE
from games.human_trophies.setup import max_players
from games.human_trophies.teams import assign_teams
from games.human_trophies.turn import GROUNDED

MAX_MOVES = 5000

setups = st.tuples(
    st.integers(2, 5),  # players
    st.integers(0, 2),  # jokers
    st.lists(st.sampled_from(sorted(set(VARIANTS) - {"bribe-five-plus"})), unique=True),
    st.integers(0, 10**6),  # the deal
)


def acting_kids(move) -> list:
    """The kids of the player on turn that ``move`` taps or hands over."""
    if isinstance(move, m.Scavenge):
        return list(move.team)
    if isinstance(move, m.Trick):
        return [move.kid]
    return []


@settings(max_examples=40, deadline=None)
@given(setups, st.integers(0, 10**6))
def test_random_legal_games_keep_every_card_and_end(setup, seed):
    players, jokers, variants, deal_seed = setup
    assume(players <= max_players(jokers, variants))  # else Rules.make refuses (tested apart)
    game = new_game(players, jokers, variants, deal_seed)
    deck = Counter(game.rules.deck())
    rng = make_rng("properties", seed)
    for _ in range(MAX_MOVES):
        if game.is_terminal():
            break
        move = game.random_move(rng)
        assert game.why_illegal(move) is None, game.move_text(move)
        assert game.parse_move(game.move_text(move)) == move
        seat = game.current_player()
        if game.phase != "actions":  # a question goes round every other player with cards
            assert game.waiting == [s for s in game.others(game.active) if game.hands[s]][
                -len(game.waiting):]
        for kid in acting_kids(move):
            assert game.clubhouses[seat][kid] is not GROUNDED, "a grounded kid acted"
        if isinstance(move, m.Bribe):
            assert game.clubhouses[move.owner][move.kid] is not GROUNDED, "grounded kid bribed"
        game.apply(move)
        assert Counter(c for zone in game.zones().values() for c in zone) == deck
    assert game.is_terminal(), "every game ends"
    assert not game.victims or game.passes == players
    won = [v for trophies in game.trophies for v in trophies]
    assert len(won) + len(game.victims) == 13
    assert [t.total for t in game.tallies()] == [
        sum(VALUE[v] for v in trophies) for trophies in game.trophies]


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 4), st.data())
def test_listed_moves_are_legal_and_include_the_random_ones(players, data):
    game = new_game(players, seed=data.draw(st.integers(0, 10**6)))
    rng = make_rng("listed", data.draw(st.integers(0, 10**6)))
    for _ in range(120):
        if game.is_terminal():
            break
        moves = game.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        for move in moves:
            assert game.why_illegal(move) is None, game.move_text(move)
        assert game.random_move(rng) in moves
        game.apply(data.draw(st.sampled_from(moves)))


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6), st.integers(0, 60))
def test_views_hide_hands_and_copies_are_independent(players, seed, steps):
    game, rng = new_game(players, seed=seed), make_rng("views", seed)
    for _ in range(steps):
        if game.is_terminal():
            break
        game.apply(game.random_move(rng))
    for seat in range(players):
        view = game.observation(seat)
        assert view.hands[seat] == game.hands[seat]
        for other in game.others(seat):
            assert view.hands[other] == [HIDDEN] * len(game.hands[other])
        assert view.clubhouses == game.clubhouses and view.warehouses == game.warehouses
    before = game.copy()
    snapshot = game.to_text()
    if not before.is_terminal():
        before.apply(before.random_move(rng))
        before.hands[0].clear()
        before.clubhouses[0].clear()
    assert game.to_text() == snapshot


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(2, 14), min_size=0, max_size=5, unique=True),
       st.lists(st.integers(2, 14), min_size=1, max_size=3, unique=True))
def test_team_search_agrees_with_trying_every_assignment(kid_ranks, toy_ranks):
    kids = [Card(rank, "S") for rank in kid_ranks]
    toys = [Card(rank, "C") for rank in toy_ranks]
    # Every way of sending each kid to one toy (or to none): does one cover every toy?
    possible = any(
        all(sum(POWER[k] for k, t in zip(kids, choice) if t == i) >= VALUE[toy]
            for i, toy in enumerate(toys))
        for choice in product(range(len(toys) + 1), repeat=len(kids)))
    teams = assign_teams(kids, toys)
    assert (teams is not None) == possible
    if teams:
        used = [kid for team in teams for kid in team]
        assert len(used) == len(set(used)) and set(used) <= set(kids)
        assert all(sum(POWER[k] for k in team) >= VALUE[toy] for team, toy in zip(teams, toys))
