"""Heuristic agents: legal moves only in whole games of every game, seeded, shown only what
their player may see, and better than random play (Subdivision, a sample large enough to be
stable); a game without its own heuristic is played one move ahead on its tallies."""

import dataclasses

import pytest

from games import registry
from games.core.errors import UserError
from games.core.rng import make_rng
from games.sim import heuristic
from games.sim.agents import Turn, make_agent, turn_of
from games.sim.study import Study, play_game

# (game, players, variants, move cap): a few whole games of each, heuristic against random.
GAMES = [
    ("subdivision", 2, ()), ("subdivision", 3, ("park-placement", "private-parks")),
    ("in_crowd", 2, ()), ("in_crowd", 2, ("corner-five", "peek-none")),
    ("fallacy_of_rank", 2, ()), ("fallacy_of_rank", 4, ("any-piece",)),
    ("human_trophies", 2, ()), ("human_trophies", 3, ()),
    ("croquet", 2, ()),
]


@pytest.mark.parametrize("game, players, variants", GAMES)
def test_heuristics_play_whole_games_with_legal_moves_only(game, players, variants):
    agents = tuple("heuristic" if seat % 2 == 0 else "random" for seat in range(players))
    cap = 120 if game == "croquet" else 3000
    study = Study(game, players, variants, agents=agents, seed=5, max_moves=cap)
    for index in range(2):
        played = play_game(study, index)  # raises if any agent chose an illegal move
        assert played["moves"] > 0
        assert played["finished"] or game == "croquet"


@pytest.mark.parametrize("game", registry.GAME_NAMES)
def test_heuristics_are_deterministic_for_a_seed(game):
    study = Study(game, 2, agents=("heuristic", "heuristic"), seed=9,
                  max_moves=60 if game == "croquet" else 3000)
    assert play_game(study, 0) == play_game(study, 0)


def _positions(game, players, count):
    """(state, turn) at positions reached by random play, the sampler taken away: an agent
    that looked beyond the observation and the moves would fail."""
    for k in range(count):
        rng = make_rng("heuristic-test", game, k)
        state = Study(game, players).start(k)
        for _ in range(rng.randrange(0, 150)):
            if state.is_terminal():
                break
            state.apply(state.random_move(rng))
        if not state.is_terminal():
            seat = state.current_player()
            yield state, Turn(seat, lambda s=state, p=seat: s.observation(p), state.legal_moves,
                              None)


@pytest.mark.parametrize("game, players", [("in_crowd", 2), ("fallacy_of_rank", 2),
                                           ("fallacy_of_rank", 3), ("human_trophies", 3)])
def test_heuristics_see_only_the_observation(game, players):
    # A position redealt to look the same to the player to move gets the same move from the
    # same seed: what the player cannot see does not change the choice.
    info = registry.get(game)
    tried = 0
    for k, (state, turn) in enumerate(_positions(game, players, 12)):
        other = info.determinize(state, turn.player, make_rng("redeal", k))
        other_turn = Turn(turn.player, lambda o=other, p=turn.player: o.observation(p),
                          other.legal_moves, None)
        choices = [make_agent("heuristic", game, make_rng("same", k)).choose(t)
                   for t in (turn, other_turn)]
        assert choices[0] == choices[1]
        assert state.why_illegal(choices[0]) is None
        tried += 1
    assert tried >= 6


def test_subdivision_heuristic_beats_random():
    # 30 games, the heuristic in each seat for half of them. Measured over 80 games it wins
    # about 90% (random play wins about 45% against random): fewer than 20 of 30 would be
    # far outside the one, and more than 19 far outside the other.
    wins = 0
    for seat, agents in enumerate((("heuristic", "random"), ("random", "heuristic"))):
        study = Study("subdivision", 2, agents=agents, seed=21)
        for index in range(15):
            wins += play_game(study, index)["winners"] == [seat]
    assert wins >= 20


@pytest.mark.parametrize("game", registry.GAME_NAMES)
def test_every_game_has_a_heuristic_its_own_or_the_default(game):
    agent = make_agent("heuristic", game, make_rng(0))
    own = registry.lab(game).heuristic
    assert agent.rule is (heuristic.greedy if own is None else own.choose)
    assert agent.budget == {"rule": heuristic.source(registry.lab(game))}
    assert heuristic.source(registry.lab(game)) == (f"games.{game}.heuristic" if own
                                      else "games.sim.heuristic.greedy")


def test_a_game_without_a_heuristic_plays_one_move_ahead_on_its_tallies(monkeypatch):
    # Subdivision with its own heuristic taken away: the default rule plays whole games of
    # legal moves, the same for the same seed, and each move leads the tallies most.
    monkeypatch.setitem(registry._LABS, "subdivision",
                        dataclasses.replace(registry.lab("subdivision"), heuristic=None))
    assert heuristic.rule_for(registry.lab("subdivision")) is heuristic.greedy
    study = Study("subdivision", 2, agents=("heuristic", "random"), seed=3)
    played = play_game(study, 0)
    assert played["finished"] and played == play_game(study, 0)
    state = Study("subdivision", 2).start(0)
    rng = make_rng("greedy")
    for _ in range(6):
        turn = turn_of(registry.get("subdivision"), state)
        move = make_agent("heuristic", "subdivision", rng).choose(turn)

        def lead(m, seat=turn.player):
            after = state.copy()
            after.apply(m)
            totals = [t.total for t in after.tallies()]
            return totals[seat] - max(t for i, t in enumerate(totals) if i != seat)

        assert lead(move) == max(map(lead, turn.moves))
        state.apply(move)


def test_the_default_heuristic_plays_hidden_information_from_a_sampled_position(monkeypatch):
    monkeypatch.setitem(registry._LABS, "in_crowd",
                        dataclasses.replace(registry.lab("in_crowd"), heuristic=None))
    study = Study("in_crowd", 2, agents=("heuristic", "random"), seed=3, max_moves=1000)
    played = play_game(study, 0)
    assert played["moves"] > 0 and played == play_game(study, 0)


def test_heuristic_is_an_agent_spec():
    agent = make_agent("heuristic", "subdivision", make_rng(0))
    assert agent.label == "heuristic"
    with pytest.raises(UserError, match="takes at most 0"):
        make_agent("heuristic:5", "subdivision", make_rng(0))
    state = Study("subdivision", 2).start(0)
    assert state.why_illegal(agent.choose(turn_of(registry.get("subdivision"), state))) is None


def test_human_trophies_quick_rule_is_the_heuristic():
    # The rollouts' quick form lists only what the rule looks at, yet draws the same move with
    # the same random numbers as the heuristic agent, in dealt and in sampled positions.
    import random

    from games.human_trophies import heuristic as rule
    from games.human_trophies.determinize import determinize
    from games.sim.guided import _View

    checked = 0
    for k in range(12):
        state = Study("human_trophies", 2 + k % 3).start(k)
        rng = make_rng("quick", k)
        while not state.is_terminal():
            here = determinize(state, state.current_player(), rng) if k % 2 else state
            seed = rng.randrange(1 << 30)
            one, two = random.Random(seed), random.Random(seed)
            move = rule.choose(_View(here, here.current_player()), one)
            assert rule.quick(here, two) == move and one.random() == two.random()
            checked += 1
            state.apply(move if rng.random() < 0.6 else state.random_move(rng))
    assert checked > 500


def test_in_crowd_heuristics_leave_a_circle_of_tied_votes():
    """Game 50 of the book's 2-player heuristic study: Ann misjudges Ben's last coin, sets up
    the same tied vote, every voting coin goes home, and round it goes. The agents vary their
    move when a view comes back, so the game ends."""
    study = Study("in_crowd", 2, agents=("heuristic", "heuristic"), seed=14, max_moves=1000)
    played = play_game(study, 50)
    assert played["finished"] and played["moves"] < 400, played


def test_varying_on_a_repeated_view_leaves_other_games_as_the_rule_plays_them():
    study = Study("in_crowd", 2, agents=("heuristic", "heuristic"), seed=14, max_moves=1000)
    plain = Study("in_crowd", 2, agents=("heuristic", "heuristic"), seed=14, max_moves=1000)
    from games.in_crowd import heuristic as rule
    assert heuristic.varies(registry.lab("in_crowd"))
    saved = rule.VARY
    try:
        with_vary = [play_game(study, i) for i in range(6)]
        rule.VARY = False
        without = [play_game(plain, i) for i in range(6)]
    finally:
        rule.VARY = saved
    assert with_vary == without


def test_human_trophies_rollouts_find_the_cheapest_payments_without_listing_them():
    # A hand of n toys pays in 2**n ways; the quick rule finds the tricks and bribes the
    # heuristic would draw from without that list (rule.tricks, rule.bribes). Checked against
    # the list, in positions whose active player is handed up to ten extra toys, and the
    # helpers against brute force.
    import random
    from itertools import product

    from games.human_trophies import cards as c
    from games.human_trophies import heuristic as rule
    from games.human_trophies import moves as m
    from games.human_trophies.cards import POWER, VALUE
    from games.human_trophies.turn import Phase

    def best(moves, key):
        top = max(map(key, moves), default=None)
        return [x for x in moves if key(x) == top]

    def made(found, move):  # the moves a product of lists found by the quick rule stands for
        return [] if found is None else [move(*picks) for picks in product(*found)]

    # 12 games check about 150 positions of each kind (40 checked about 450, for four times
    # the time)
    rng, checked = random.Random(5), {"trick": 0, "bribe": 0}
    for k in range(12):
        state = Study("human_trophies", 2 + k % 3).start(k)
        while not state.is_terminal():
            if state.phase is Phase.ACTIONS and rng.random() < 0.3:
                extra = rng.sample(state.warehouses, min(len(state.warehouses), rng.randrange(11)))
                for toy in extra:
                    state.warehouses.remove(toy)
                    state.hands[state.active].append(toy)
                kinds = {kind.name: kind for kind in state.TURNS.now(state)}
                tricks = best(kinds["trick"].moves(state),
                              lambda x: (-c.total(x.toys), POWER[x.kid], -len(x.toys)))
                bribes = best(kinds["bribe"].moves(state),
                              lambda x: (POWER[x.kid], -c.total(x.toys), -VALUE[x.parent]))
                hand, seat = state.hands[state.active], state.active
                toys = sorted(filter(c.is_toy, hand))
                ranks = sum(1 << toy.rank for toy in toys)
                parents = list(filter(c.is_parent, hand))
                ready = state.ready_kids(seat)
                found = rule.tricks(state, ranks, ready, max(map(POWER.get, ready))) \
                    if toys and ready and not kinds["trick"].closed(state) else None
                top = state.victims[-1]
                assert made(found, lambda kid, pay, top=top, toys=toys: m.Trick(
                    top, kid, tuple(toys[i] for i in pay))) == tricks
                found = rule.bribes(state, ranks, c.total(toys), parents) \
                    if toys and parents and not kinds["bribe"].closed(state) else None
                assert made(found, lambda kid_owner, pay, parent, toys=toys: m.Bribe(
                    *kid_owner, tuple(toys[i] for i in pay), parent)) == bribes
                checked["trick"] += bool(tricks)
                checked["bribe"] += bool(bribes)
            state.apply(state.random_move(rng))
    assert min(checked.values()) > 100, checked

    deck = [card for card in VALUE if c.is_toy(card)]
    for _ in range(300):
        toys = sorted(rng.sample(deck, rng.randrange(1, 11)))
        sums = [c.total(s) for s in c.subsets(toys)]
        at_least = rng.randrange(1, 40)
        want = min((t for t in sums if t >= at_least), default=None)
        assert c.least_total(toys, at_least) == want
        worth = rng.choice(sums)
        assert c.subsets_worth(toys, worth) == [s for s in c.subsets(toys) if c.total(s) == worth]
