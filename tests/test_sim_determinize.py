"""Determinization: a sampled position looks the same to the player it was drawn for, keeps
what everyone saw, varies what is hidden, and depends on nothing the player cannot see."""

import pytest
from helpers import fields

from games import registry
from games.core.rng import make_rng
from games.sim.study import Study

# (game, players, variants): the hidden-information games, over player counts and variants.
SETUPS = [
    ("in_crowd", 2, ()), ("in_crowd", 2, ("peek-none",)), ("in_crowd", 2, ("peek-all",)),
    ("fallacy_of_rank", 2, ()), ("fallacy_of_rank", 3, ()), ("fallacy_of_rank", 4, ()),
    ("fallacy_of_rank", 2, ("two-packs",)), ("fallacy_of_rank", 4, ("any-piece",)),
    ("human_trophies", 2, ()), ("human_trophies", 4, ("starting-kids",)),
    ("human_trophies", 5, ("extra-cards", "one-bribe")),
]


def positions(game, players, variants, count=12):
    """Positions reached by random play from the start, at random depths (several per game)."""
    found = []
    for k in range(count):
        rng = make_rng("determinize-test", game, k)
        state = Study(game, players, variants).start(k)
        for _ in range(rng.randrange(0, 400)):
            if state.is_terminal():
                break
            state.apply(state.random_move(rng))
        if not state.is_terminal():
            found.append(state)
    return found


def same(a, b) -> bool:
    """Whether two positions or views are equal in every field."""
    return a == b if not hasattr(a, "__dict__") or hasattr(a, "__dataclass_fields__") \
        else fields(a) == fields(b)


@pytest.mark.parametrize("game, players, variants", SETUPS)
def test_a_sample_gives_the_player_the_same_observation(game, players, variants):
    determinize = registry.get(game).determinize
    varied = 0
    for k, state in enumerate(positions(game, players, variants)):
        before = state.to_text()
        for player in range(players):
            sample = determinize(state, player, make_rng("sample", k, player))
            assert same(sample.observation(player), state.observation(player))
            assert state.to_text() == before, "the position itself is left alone"
            if sample.current_player() == player:
                assert sample.legal_moves() == state.legal_moves()
            others = [q for q in range(players) if q != player]
            varied += any(not same(sample.observation(q), state.observation(q)) for q in others)
            play_on = sample.copy()  # the sample is a position the rules can go on from
            rng = make_rng("on", k)
            for _ in range(30):
                if play_on.is_terminal():
                    break
                move = play_on.random_move(rng)
                assert play_on.why_illegal(move) is None
                play_on.apply(move)
    assert varied, "some sample differs from the position in what others see"


@pytest.mark.parametrize("game, players, variants", SETUPS)
def test_a_sample_depends_only_on_what_the_player_sees(game, players, variants):
    # Two positions that look the same to the player give the same samples from the same
    # random numbers: nothing hidden leaks into the sample.
    determinize = registry.get(game).determinize
    for k, state in enumerate(positions(game, players, variants, count=6)):
        for player in range(players):
            other = determinize(state, player, make_rng("other", k))
            a = determinize(state, player, make_rng("same", k))
            b = determinize(other, player, make_rng("same", k))
            assert same(a, b)


def test_in_crowd_keeps_the_coins_everyone_saw_move_up():
    determinize = registry.get("in_crowd").determinize
    for k, state in enumerate(positions("in_crowd", 2, (), count=20)):
        upper = [s for s in state.pyramid.upper if state.board[s]]
        for player in (0, 1):
            sample = determinize(state, player, make_rng("up", k))
            assert [sample.board[s] for s in upper] == [state.board[s] for s in upper]


def test_human_trophies_keeps_cards_taken_openly_in_their_hand():
    from games.human_trophies.determinize import openly_taken

    determinize = registry.get("human_trophies").determinize
    checked = 0
    for k, state in enumerate(positions("human_trophies", 3, (), count=20)):
        for card, seat in openly_taken(state).items():
            if card in state.hands[seat]:
                for player in range(3):
                    assert card in determinize(state, player, make_rng("open", k)).hands[seat]
                checked += 1
    assert checked


def test_fallacy_of_rank_draws_a_chosen_secret_boost_again():
    from games.fallacy_of_rank.rules import new_game

    determinize = registry.get("fallacy_of_rank").determinize
    redrawn = 0
    for k in range(40):
        rng = make_rng("boost", k)
        state = new_game(2)
        while not state.is_terminal() and not (state.pending and any(state.pending.boosts)):
            state.apply(state.random_move(rng))
        if state.is_terminal():
            continue
        chooser = state.current_player()
        chosen = [b for b in state.pending.boosts if b is not None]
        samples = [determinize(state, chooser, make_rng("b", k, j)).pending for j in range(8)]
        assert all(s.attacker == state.pending.attacker for s in samples)
        redrawn += any([b for b in s.boosts if b is not None] != chosen for s in samples)
    assert redrawn
