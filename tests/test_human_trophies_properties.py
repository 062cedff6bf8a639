"""Property tests over random legal Human Trophies games (hypothesis chooses the games)."""

from collections import Counter
from itertools import product

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from test_human_trophies_rules import assert_over

from games.core.cards import DIAMONDS, HIDDEN, Card, suit_cards
from games.core.protocol import random_playout
from games.core.rng import make_rng
from games.human_trophies import VARIANTS, Fixed, new_game
from games.human_trophies import moves as m
from games.human_trophies.cards import POWER, VALUE
from games.human_trophies.fast import DRAWN, SAMPLERS, Holding, act, sample
from games.human_trophies.options import max_players
from games.human_trophies.teams import assign_teams
from games.human_trophies.turn import ACTIONS, BRIBE_KIND, GROUNDED, TRICK_KIND, TrickKind

MAX_MOVES = 5000


@st.composite
def starts(draw, most_players: int = 5):
    """How a game starts, for :func:`start`: players, jokers, variants, the deal, and the
    victims already won (seat: cards).

    The victims deck starts with all 13 diamonds or fewer, down to none: a record's header may
    hand any of them out as trophies (``trophies-NAME:``), and the game must end properly
    however few are left, even before the first turn."""
    jokers = draw(st.integers(0, 2))
    variants = draw(st.lists(st.sampled_from(sorted(set(VARIANTS.names()) - {"bribe-five-plus"})),
                             unique=True))
    players = draw(st.integers(2, min(most_players, max_players(jokers, variants))))
    won = draw(st.one_of(st.integers(0, 13), st.integers(10, 13)))  # often few left
    victims = draw(st.permutations(suit_cards(DIAMONDS)))[:won]
    trophies: dict[int, list[Card]] = {}
    for victim in victims:
        trophies.setdefault(draw(st.integers(0, players - 1)), []).append(victim)
    return players, jokers, variants, draw(st.integers(0, 10**6)), trophies


def start(setup):
    """The game :func:`starts` describes."""
    players, jokers, variants, deal, trophies = setup
    return new_game(players, jokers, variants, deal, Fixed(trophies=trophies))


NONE_LEFT = (2, 2, [], 0, {1: suit_cards(DIAMONDS)})
ONE_LEFT = (3, 0, [], 0, {0: suit_cards(DIAMONDS)[1:]})


def acting_kids(move) -> list:
    """The kids of the player on turn that ``move`` taps or hands over."""
    if isinstance(move, m.Scavenge):
        return list(move.team)
    if isinstance(move, m.Trick):
        return [move.kid]
    return []


@settings(max_examples=40, deadline=None)
@given(starts(), st.integers(0, 10**6))
@example(NONE_LEFT, 0)
@example(ONE_LEFT, 0)
def test_random_legal_games_keep_every_card_and_end(setup, seed):
    game = start(setup)
    players = len(game.players)
    deck = Counter(game.rules.deck())
    rng = make_rng("properties", seed)
    for _ in range(MAX_MOVES):
        assert game.is_terminal() or game.victims, "a victim shows while the game goes on"
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
    assert_over(game)
    won = [v for trophies in game.trophies for v in trophies]
    assert len(won) + len(game.victims) == 13
    assert [t.total for t in game.tallies()] == [
        sum(VALUE[v] for v in trophies) for trophies in game.trophies]


@settings(max_examples=20, deadline=None)
@given(starts(most_players=4), st.integers(0, 10**6), st.integers(0, 60))
def test_views_hide_hands_and_copies_are_independent(setup, seed, steps):
    game, rng = start(setup), make_rng("views", seed)
    players = len(game.players)
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


@settings(max_examples=15, deadline=None)
@given(starts(most_players=4), st.integers(0, 10**6))
def test_the_random_players_options_agree_with_the_declared_kinds(setup, seed):
    """The random player asks each kind what a move could be made with (``offers``, quick);
    the oracle is the kind's own list of legal moves, each checked by ``why_not``. Every
    position of a whole game is tried (hundreds a game)."""
    game, rng = start(setup), make_rng("offers", seed)
    while not game.is_terminal():
        samplers, _ = DRAWN[game.phase]
        holding = Holding(game) if game.phase == "actions" else None
        for sampler in samplers:
            kind = sampler.kind
            moves = kind.moves(game)
            assert all(kind.why_not(game, move) is None for move in moves)
            options = sampler.options(game, holding)
            assert sampler.able(game, holding) == bool(moves) == bool(options)
        if holding is not None and game.hands[game.active]:
            paid = holding.paid
            oracle = [(kid, owner) for kid, owner in BRIBE_KIND.targets(game)
                      if game.prices[POWER[kid]] <= paid]
            if BRIBE_KIND.closed(game) is None and holding.toys and holding.parents:
                assert SAMPLERS[BRIBE_KIND].options(game, holding) == oracle
        game.apply(game.random_move(rng))


@settings(max_examples=200, deadline=None)
@given(starts(), st.integers(0, 10**6), st.integers(0, 40))
@example(NONE_LEFT, 0, 0)
@example(ONE_LEFT, 0, 0)
def test_the_quick_playout_plays_the_same_games_as_the_declared_kinds(setup, seed, first):
    """:func:`~games.human_trophies.fast.playout` (the state's ``playout``, behind
    ``random_playout``) keeps each hand sorted as it goes and makes the moves itself; the
    oracle is the turn table's own draw and each kind's own effect. From the same start (after
    ``first`` declared moves, so a playout may begin in any phase), with equally seeded
    generators, both reach the same end by the same moves, with the same cards everywhere."""
    fast, slow = start(setup), start(setup)
    opening = make_rng("opening", seed)
    for _ in range(first):
        if slow.is_terminal():
            break
        move = slow.TURNS.sample(slow, opening)
        fast.apply(move)
        slow.apply(move)
    fast_rng, slow_rng = make_rng("playout", seed), make_rng("playout", seed)
    assert random_playout(fast, fast_rng, MAX_MOVES) is fast
    while not slow.is_terminal():
        seat = slow.seat()
        move = slow.TURNS.sample(slow, slow_rng)
        slow.TURNS.apply(slow, move)
        slow.history.append((seat, move))
        assert len(slow.history) < MAX_MOVES
    assert fast.history == slow.history and fast.zones() == slow.zones()
    assert fast.tallies() == slow.tallies() and fast.passes == slow.passes
    assert fast.clubhouses == slow.clubhouses
    assert fast_rng.getstate() == slow_rng.getstate()


@settings(max_examples=200, deadline=None)
@given(starts(), st.integers(0, 10**6), st.integers(0, 40), st.sampled_from([0.0, 0.1, 0.5, 1.0]),
       st.integers(1, 300), st.booleans())
@example(NONE_LEFT, 0, 0, 0.1, 60, False)
@example(ONE_LEFT, 0, 0, 0.1, 60, True)
def test_the_guided_rollout_plays_the_heuristic_s_and_the_random_player_s_moves(
        setup, seed, first, epsilon, moves, sampled):
    """:func:`~games.human_trophies.heuristic.rollout` (the ``rollout`` of its Lab's
    heuristic, behind a guided search's rollouts) keeps the holdings and makes the moves
    itself; the oracle is the loop it replaces, of the heuristic's quick rule and, with chance
    ``epsilon``, the turn table's own draw, each move made by its kind. From the same position
    (after ``first`` declared moves, in a position sampled for the player to move if
    ``sampled``), with equally seeded generators, both make the same moves and leave the same
    cards everywhere."""
    from games.human_trophies import heuristic as rule
    from games.human_trophies.determinize import determinize

    game = start(setup)
    opening = make_rng("opening", seed)
    for _ in range(first):
        if game.is_terminal():
            break
        game.apply(game.TURNS.sample(game, opening))
    if sampled and not game.is_terminal():
        game = determinize(game, game.seat(), opening)
    fast, slow = game.copy(), game.copy()
    fast_rng, slow_rng = make_rng("rollout", seed), make_rng("rollout", seed)
    rule.rollout(fast, fast_rng, epsilon, moves)
    for _ in range(moves):
        if slow.is_terminal():
            break
        seat = slow.seat()
        if epsilon and slow_rng.random() < epsilon:
            move = slow.TURNS.sample(slow, slow_rng)
        else:
            move = rule.quick(slow, slow_rng)
        slow.TURNS.apply(slow, move)
        slow.history.append((seat, move))
    assert fast.history == slow.history and fast.zones() == slow.zones()
    assert fast.tallies() == slow.tallies() and fast.passes == slow.passes
    assert fast.clubhouses == slow.clubhouses and fast.phase == slow.phase
    assert fast_rng.getstate() == slow_rng.getstate()


@pytest.mark.parametrize("variants", [(), ("trick-at-least",)])
def test_the_fused_trick_test_is_the_trick_s_shortfall(variants):
    """:func:`~games.human_trophies.fast.act` fuses :meth:`.turn.TrickKind.shortfall` (the toy
    points a trick with a kid still needs) into one test, the least power that tricks with the
    toys in hand: its one quick copy. Held to the rule with the victim's value beaten and
    matched (``trick-at-least``): in every position of the actions of whole random games, the
    declared sampler (which asks the rule) offers exactly the ready kids whose tricks the kind
    lists, and the fused move is the declared one, draw for draw."""
    shortfall = TrickKind.shortfall
    assert [shortfall(9, power) for power in range(12)] == [9, 8, 7, 6, 5, 4, 3, 2, 1, 1, 1, 1]
    tricks = 0
    for k in range(12):
        game, rng = new_game(2 + k % 3, variants=variants, seed=k), make_rng("shortfall", k)
        while not game.is_terminal():
            if game.phase is ACTIONS:
                holding = Holding(game)
                offered = SAMPLERS[TRICK_KIND].options(game, holding)
                listed = sorted({move.kid for move in TRICK_KIND.moves(game)})
                assert sorted(offered) == listed
                tricks += bool(listed)
                for j in range(3):
                    drawn = make_rng("draw", k, j)
                    assert act(game, drawn.random) == sample(game, make_rng("draw", k, j))
            game.apply(game.random_move(rng))
    assert tricks > 100  # (the test sees many tricks)
