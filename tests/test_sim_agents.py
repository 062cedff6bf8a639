"""Agents: legal moves only, from many random positions of every game; seeded; shown only
what their player may see; clean errors for unknown or unsuitable agents."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import registry
from games.core.errors import UserError
from games.core.protocol import Outcome, Result
from games.core.rng import make_rng
from games.sim.agents import make_agent, turn_of
from games.sim.study import Study

# (game, players, variants, agents to try): small budgets keep the suite fast.
SETUPS = [
    ("subdivision", 2, (), ("random", "mcts:16")),
    ("subdivision", 4, ("park-placement",), ("random", "mcts:8")),
    ("in_crowd", 2, (), ("random", "pimc:12:3", "ismcts:2")),
    ("fallacy_of_rank", 2, (), ("random", "pimc:8:2", "ismcts:8")),
    ("fallacy_of_rank", 3, (), ("random", "pimc:6:2")),
    ("human_trophies", 3, (), ("random", "pimc:8:2", "ismcts:8")),
    ("croquet", 2, (), ("random", "robot", "robot:shaky")),
    ("croquet", 4, (), ("robot",)),
]


def turns(game, players, variants, count=10):
    """(state, turn) at random positions reached by random play."""
    info = registry.get(game)
    for k in range(count):
        rng = make_rng("agent-test", game, players, k)
        state = Study(game, players, variants).start(k)
        for _ in range(rng.randrange(0, 120)):
            if state.is_terminal():
                break
            state.apply(state.random_move(rng))
        if state.is_terminal():
            continue
        yield state, turn_of(info, state)


@pytest.mark.parametrize("game, players, variants, specs", SETUPS)
def test_agents_choose_legal_moves_and_leave_the_position_alone(game, players, variants,
                                                                specs):
    for k, (state, turn) in enumerate(turns(game, players, variants)):
        before = (state.to_text(), state.legal_moves())
        for spec in specs:
            move = make_agent(spec, game, make_rng("agent", k)).choose(turn)
            assert state.why_illegal(move) is None, (spec, state.move_text(move))
            if game != "croquet":  # croquet's moves are continuous: legal_moves is a sample
                assert move in turn.moves
            assert (state.to_text(), state.legal_moves()) == before


@pytest.mark.parametrize("game, players, spec", [
    ("subdivision", 3, "mcts:12"), ("in_crowd", 2, "pimc:12:3"), ("in_crowd", 2, "ismcts:2"),
    ("human_trophies", 3, "pimc:8:2"), ("croquet", 3, "robot"),
    ("fallacy_of_rank", 2, "search:6"), ("human_trophies", 2, "search:6")])
def test_agents_are_seeded(game, players, spec):
    for k, (_state, turn) in enumerate(turns(game, players, (), count=4)):
        first = make_agent(spec, game, make_rng("seeded", k)).choose(turn)
        assert make_agent(spec, game, make_rng("seeded", k)).choose(turn) == first


@pytest.mark.parametrize("game, players", [("in_crowd", 2), ("fallacy_of_rank", 2),
                                           ("human_trophies", 3)])
def test_search_sees_only_the_observation(game, players):
    # A position redealt to look the same to the player to move gets the same move from the
    # same seed: what the player cannot see does not change the choice.
    info = registry.get(game)
    for k, (state, turn) in enumerate(turns(game, players, (), count=5)):
        other = info.determinize(state, turn.player, make_rng("redeal", k))
        other_turn = turn_of(info, other)
        for spec in ("pimc:8:2", "ismcts:8"):
            choices = [make_agent(spec, game, make_rng("same", k)).choose(t)
                       for t in (turn, other_turn)]
            assert choices[0] == choices[1]


def test_search_finds_a_winning_move():
    # Subdivision, two players, Blue to make the last move: a search of a few hundred
    # iterations picks the placement that scores best, as trying each one shows.
    from games.subdivision import new_game

    rng = make_rng("endgame")
    for _ in range(40):
        game = new_game(2)
        while len(game.history) < 29:
            game.apply(game.random_move(rng))
        moves = game.legal_moves()
        if len(moves) < 2:
            continue
        best = set()
        for move in moves:
            after = game.copy()
            after.apply(move)
            if after.winners() == ["Blue"]:
                best.add(move)
        if best and len(best) < len(moves):
            info = registry.get("subdivision")
            turn = turn_of(info, game)
            assert make_agent("mcts:300", "subdivision", make_rng("e")).choose(turn) in best
            return
    pytest.fail("no endgame with a choice that matters was found")


@pytest.mark.parametrize("spec, game, message", [
    ("minimax", "subdivision", "unknown agent 'minimax'; known agents: random, mcts, pimc"),
    ("mcts", "in_crowd", "agent 'mcts' searches the whole position, but The \"In\" Crowd "
                         "hides information: use ismcts or pimc (or search)"),
    ("mcts", "croquet", "Tabletop Croquet is played by random or robot agents"),
    ("robot", "subdivision", "the robot plays Tabletop Croquet only"),
    ("robot:wobbly", "croquet", "robot skill 'wobbly': choose steady or shaky"),
    ("mcts:0", "subdivision", "the iterations must be a whole number from 1 to 1,000,000"),
    ("mcts:lots", "subdivision", "not 'lots'"),
    ("mcts:\u0661\u0660", "subdivision", "the iterations must be a whole number"),  # unicode 10
    ("pimc:10:\u0663", "in_crowd", "the samples must be a whole number"),
    ("pimc:10:0", "in_crowd", "the samples must be a whole number"),
    ("random:5", "subdivision", "agent 'random:5' takes at most 0 ':' parameters"),
    ("mcts:5:5", "subdivision", "takes at most 1 ':' parameter"),
])
def test_unsuitable_agents_are_refused(spec, game, message):
    with pytest.raises(UserError) as caught:
        make_agent(spec, game, make_rng(0))
    assert message in caught.value.message


@pytest.mark.parametrize("game", registry.GAME_NAMES)
def test_search_means_each_games_search_agent_at_its_own_budget(game):
    from games.sim.agents import has_hidden_information
    from games.sim.tuning import tuning

    label = make_agent("search", game, make_rng(0)).label
    kind = "ismcts" if has_hidden_information(game) else "mcts"
    assert label == "robot:steady" if game == "croquet" else \
        label == f"{kind}:{tuning(game).iterations}"


def test_search_means_the_documented_agent_of_the_books_games():
    labels = {game: make_agent("search", game, make_rng(0)).label
              for game in ("subdivision", "in_crowd", "fallacy_of_rank", "human_trophies",
                           "croquet")}
    assert labels == {"subdivision": "mcts:200", "in_crowd": "ismcts:4",
                      "fallacy_of_rank": "ismcts:8", "human_trophies": "ismcts:16",
                      "croquet": "robot:steady"}


@pytest.mark.parametrize("game, players", [("fallacy_of_rank", 2), ("fallacy_of_rank", 4),
                                           ("human_trophies", 3)])
def test_guided_search_plays_legal_moves_and_rollouts_stay_legal(game, players):
    # The guided search (the documented search agent of these games) and its rollout policy
    # make only legal moves; the root moves it compares are legal and start with the
    # heuristic's own choice.
    from games.sim import guided

    policy = guided.rollout_policy(registry.lab(game), 0.1)
    for k, (state, turn) in enumerate(turns(game, players, (), count=6)):
        rng = make_rng("guided", k)
        moves = guided.candidates(registry.lab(game), turn, policy, 3, rng)
        assert moves[0] == make_agent("heuristic", game, make_rng("guided", k)).choose(turn)
        assert all(state.why_illegal(m) is None for m in moves)
        here = turn.sample(rng)
        for _ in range(30):
            if here.is_terminal():
                break
            move = policy(here, rng)
            assert here.why_illegal(move) is None, here.move_text(move)
            here.apply(move)
        move = make_agent("search:6", game, make_rng("guided", k)).choose(turn)
        assert move in turn.moves


def test_paired_search_compares_moves_on_common_positions_and_chances():
    # Human Trophies' search (paired: Tuning.paired) plays legal moves, and each root move's
    # reward depends only on that move and the random numbers, not on which other moves it is
    # compared with: every move is tried on the same sampled positions with the same chances.
    from games.sim import guided, mcts
    from games.sim.tuning import tuning

    how = tuning("human_trophies")
    assert how.paired
    policy = guided.rollout_policy(registry.lab("human_trophies"), how.epsilon)
    tried = 0
    for k, (state, turn) in enumerate(turns("human_trophies", 2, (), count=8)):
        agent = make_agent("search", "human_trophies", make_rng("paired", k))
        assert agent.budget["paired"] and "prior" not in agent.budget
        assert state.why_illegal(agent.choose(turn)) is None
        moves = list(turn.moves)[:4]
        if len(moves) < 2:
            continue
        both = mcts.search_paired(turn.sample, moves, 3, make_rng("p", k), how.rollout,
                                  how.evaluate, policy)
        alone = mcts.search_paired(turn.sample, moves[-1:], 3, make_rng("p", k), how.rollout,
                                   how.evaluate, policy)
        assert list(both) == moves and all(n == 3 for n, _ in both.values())
        assert alone[moves[-1]] == both[moves[-1]]
        tried += 1
    assert tried >= 3


@pytest.mark.parametrize("game, players", [("fallacy_of_rank", 2), ("fallacy_of_rank", 3),
                                           ("human_trophies", 2), ("human_trophies", 3)])
def test_paired_rollouts_make_the_policys_moves_inline_as_it_makes_them(game, players):
    # mcts.paired_rewards makes a guided policy's moves inline (its parts, typed: mcts.Guided)
    # and a table game's moves by their kind (kinds_apply), or has the heuristic's own loop
    # make them (Guided.rollout, from the Lab): the same rewards, and the same random numbers
    # drawn, as the policy called and its moves made by state.apply, move by move.
    from games.sim import guided, mcts
    from games.sim.tuning import tuning

    how, lab = tuning(game), registry.lab(game)
    policy = guided.rollout_policy(lab, 0.3)
    assert isinstance(policy, mcts.Guided) and lab.heuristic is not None
    assert (policy.epsilon, policy.quick, policy.rollout) == (
        0.3, guided.heuristic.quick_for(lab), lab.heuristic.rollout)
    assert policy.rollout is not None
    inline = mcts.Guided(policy.epsilon, policy.quick)  # no loop of its own: made inline

    def plain(state, rng):  # the same policy, with nothing to make inline
        return policy(state, rng)

    tried = 0
    for k, (_state, turn) in enumerate(turns(game, players, (), count=10)):
        moves = list(dict.fromkeys(turn.moves))[:5]
        found = []
        for made in (policy, inline, plain):
            rng = make_rng("inline", k)
            found.append((mcts.paired_rewards(turn.sample, moves, 3, rng, how.rollout,
                                              how.evaluate, made), rng.getstate()))
        assert found[0] == found[1] == found[2]
        tried += len(moves) > 1
    assert tried >= 3


@pytest.mark.parametrize("game, iterations, prior", [("in_crowd", 40, 0), ("in_crowd", 400, 0),
                                                     ("in_crowd", 300, 5),
                                                     ("subdivision", 300, 0)])
def test_sampled_search_at_the_root_keeps_its_look_at_every_move(game, iterations, prior):
    # search_sampled keeps the root's look at its moves (untried, one more chance) instead of
    # taking it at every visit; with the root's moves left to the sampled position (moves=None)
    # it takes the look at every visit. The player's own moves are the same in every sampled
    # position, so both ways must give the same statistics with the same random numbers: before
    # and after every root move has been tried (many iterations, few moves), and with virtual
    # visits for a first move.
    from games.sim import mcts

    compared = switched = 0
    for k, (_state, turn) in enumerate(turns(game, 2, (), count=12)):
        moves = list(turn.moves)
        if len(moves) < 2 or moves != turn.sample(make_rng("order", k)).legal_moves():
            continue
        first = moves[-1] if prior else None
        kept_rng, looked_rng = make_rng("root", k), make_rng("root", k)
        kept = mcts.search_sampled(turn.sample, moves, iterations, kept_rng, first=first,
                                   prior=prior)
        looked = mcts.search_sampled(turn.sample, None, iterations, looked_rng, first=first,
                                     prior=prior)
        assert kept == {move: looked.get(move, (0, 0.0)) for move in moves}
        assert kept_rng.getstate() == looked_rng.getstate()
        compared += 1
        switched += all(kept[move][0] > (prior if move == first else 0) for move in moves)
    assert compared >= 3 and (switched or iterations < 100)


class _Duel:
    """A one-move game for the paired improvement: the move is a chance of winning, and the
    rollout's one random number decides (the same number for every move compared)."""

    players = ("A", "B")

    def __init__(self, chance=None, won=None):
        self.chance, self.won = chance, won

    def current_player(self):
        return 0

    def copy(self):
        return _Duel(self.chance, self.won)

    def apply(self, move):
        self.chance = move if self.chance is None else self.chance
        self.won = move if isinstance(move, bool) else None

    def is_terminal(self):
        return self.won is not None

    def outcome(self):
        return Outcome(Result.WIN, (0,) if self.won else (1,))


def test_paired_improvement_keeps_the_first_move_unless_another_is_clearly_better():
    from games.sim import mcts

    def policy(state, rng):
        return rng.random() < state.chance

    def choose(moves, samples=40):
        return mcts.improve_paired(lambda rng: _Duel(), moves, samples, make_rng("duel"), 5,
                                   mcts.outcome, policy, 2.0)

    assert choose([0.5, 0.9, 0.7]) == 0.9  # the largest clear gain
    assert choose([0.5, 0.5, 0.5]) == 0.5  # ties (same chances): the first stays
    assert choose([0.9, 0.5]) == 0.9  # worse: the first stays
    assert choose([0.5, 0.56], samples=20) == 0.5  # a gain too small for 20 positions


def _unpruned(found: dict, moves: list, samples: int, margin: float, race: int = 0):
    """improve_paired's choice from every rollout played (``found``: paired_rewards'), as it
    chose before its rollouts could stop early: the test's own copy of the rule (and of the
    race: a move whose gains on its first k positions add up to nothing or less, for some k
    from ``race`` on, is out)."""
    first, best, best_gain = found[moves[0]], moves[0], 0.0
    for move in moves[1:]:
        gains = [a - b for a, b in zip(found[move], first, strict=True)]
        if race and any(sum(gains[:k]) <= 0.0 for k in range(race, samples)):
            continue
        mean = sum(gains) / samples
        spread = sum((g - mean) ** 2 for g in gains) / max(1, samples - 1)
        if mean > best_gain and mean > margin * math.sqrt(spread / samples):
            best, best_gain = move, mean
    return best


@pytest.mark.parametrize("game, players", [("fallacy_of_rank", 2), ("fallacy_of_rank", 3),
                                           ("human_trophies", 2), ("human_trophies", 4)])
def test_paired_improvement_chooses_as_if_every_rollout_were_played(game, players):
    # improve_paired stops a candidate's rollouts once it can no longer win (a reward is at
    # most 1): the same move as from every rollout played, and the same random numbers drawn,
    # with the margin the game's search has and with others.
    from games.sim import guided, mcts
    from games.sim.tuning import tuning

    how = tuning(game)
    policy = guided.rollout_policy(registry.lab(game), how.epsilon)
    compared, played = 0, {"n": 0}

    def counted(state, rng):  # the policy, counting its calls (no inline loop)
        played["n"] += 1
        return policy(state, rng)

    for k, (_state, turn) in enumerate(turns(game, players, (), count=14)):
        moves = list(dict.fromkeys(turn.moves))[:6]
        if len(moves) < 2:
            continue
        for margin in (0.0, how.margin, 3.0):
            played["n"] = 0
            every_rng, pruned_rng = make_rng("prune", k), make_rng("prune", k)
            found = mcts.paired_rewards(turn.sample, moves, 4, every_rng, how.rollout,
                                        how.evaluate, counted)
            every, played["n"] = played["n"], 0
            chosen = mcts.improve_paired(turn.sample, moves, 4, pruned_rng, how.rollout,
                                         how.evaluate, counted, margin)
            assert chosen == _unpruned(found, moves, 4, margin)
            assert pruned_rng.getstate() == every_rng.getstate()
            assert played["n"] <= every
            compared += 1
    assert compared >= 9


def test_paired_improvement_stops_the_rollouts_of_a_move_that_cannot_win():
    # Where the first move wins on every position, no other move can gain on it: none of
    # theirs is played, and the first move stays. Where it loses on a few, another move's
    # rollouts stop once the gains it still could make there are too few to lift its mean.
    from games.sim import mcts

    played = {"n": 0}

    def policy(state, rng):
        played["n"] += 1
        return rng.random() < state.chance

    moves = [1.0, 0.9, 0.5, 1.0 - 1e-12]
    assert mcts.improve_paired(lambda rng: _Duel(), moves, 10, make_rng("sure"), 5,
                               mcts.outcome, policy, 0.0) == 1.0
    assert played["n"] == 10  # the first move's ten only
    played["n"] = 0
    assert mcts.improve_paired(lambda rng: _Duel(), [0.8, 0.0], 10, make_rng("sure"), 5,
                               mcts.outcome, policy, 0.0) == 0.8
    assert 10 < played["n"] < 20  # a move that never wins: stopped part way


class _Table:
    """A position whose every move's reward is read from a row: the move is made, and the
    rollout (of no moves) scores it by the row (``_row_reward``)."""

    def __init__(self, row):
        self.row, self.move = row, None

    def current_player(self):
        return 0

    def copy(self):
        return _Table(self.row)

    def apply(self, move):
        self.move = move

    def is_terminal(self):
        return False


def _rows_in_turn(rows):
    """A sampler of :class:`_Table` positions: one for each row, in order."""
    drawn = iter(rows)
    return lambda rng: _Table(next(drawn))


def _row_reward(state):
    return [state.row[state.move], 1.0 - state.row[state.move]]


_REWARD = st.sampled_from([0.0, 0.25, 0.5, 0.75, 1.0]) | st.floats(0.0, 1.0)


@settings(max_examples=300, deadline=None)
@given(st.integers(1, 8).flatmap(lambda n: st.integers(2, 6).flatmap(
           lambda m: st.lists(st.lists(_REWARD, min_size=m, max_size=m), min_size=n,
                              max_size=n))),
       st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0]), st.integers(0, 9))
def test_paired_improvement_chooses_as_every_rollout_would_whatever_the_rewards(rows, margin,
                                                                                race):
    # Any rewards from 0 to 1, wins and losses among them: the choice of improve_paired, whose
    # rollouts stop early, is the choice from every rollout played, raced or not (a race of
    # as many positions as there are, or more, changes nothing).
    from games.sim import mcts

    moves, samples = list(range(len(rows[0]))), len(rows)
    drawn = iter(rows)
    chosen = mcts.improve_paired(lambda rng: _Table(next(drawn)), moves, samples,
                                 make_rng("rows"), 0, _row_reward, None, margin, race)
    found = {move: [row[move] for row in rows] for move in moves}
    assert chosen == _unpruned(found, moves, samples, margin, race)
    if race >= samples:
        assert chosen == _unpruned(found, moves, samples, margin)


def test_paired_improvement_keeps_a_move_that_clears_the_margin_by_a_hair():
    # The bound on the spread is tight here: gains of 1 and 0.2 on the first two positions,
    # then on eight more the first move scores 0.4 and the other 1, a gain of 0.6 each, their
    # mean: the most it can gain there, adding nothing to the spread. Its mean (0.6) clears
    # a margin of 10 standard errors (0.596) by under 1%, so it must be played on to the end
    # and chosen; at 10.1 it falls short.
    from games.sim import mcts

    rows = [[0.0, 1.0], [0.0, 0.2]] + [[0.4, 1.0]] * 8
    for margin, chosen in ((10.0, 1), (10.1, 0)):
        assert mcts.improve_paired(_rows_in_turn(rows), [0, 1], 10, make_rng("hair"), 0,
                                   _row_reward, None, margin) == chosen


def test_a_race_drops_a_move_that_starts_level_and_is_recorded_where_it_acts():
    # Gains of 0, then +1 on every position after: clearly ahead over all ten, but level
    # after the first, so a race of 1 drops it and a race of 2 does not. The budget of the
    # game's search names its race only at a budget the race acts at.
    from games.sim import mcts
    from games.sim.tuning import tuning

    rows = [[1.0, 1.0]] + [[0.0, 1.0]] * 9
    for race, chosen in ((0, 1), (1, 0), (2, 1), (10, 1)):
        assert mcts.improve_paired(_rows_in_turn(rows), [0, 1], 10, make_rng("race"), 0,
                                   _row_reward, None, 2.0, race) == chosen
    race = tuning("fallacy_of_rank").race
    assert race > 0
    assert "race" not in make_agent(f"ismcts:{race}", "fallacy_of_rank", make_rng(0)).budget
    assert make_agent(f"ismcts:{race + 1}", "fallacy_of_rank",
                      make_rng(0)).budget["race"] == race
    assert "race" not in make_agent("ismcts:16", "human_trophies", make_rng(0)).budget


def test_fallacy_rollouts_teleport_hunters_and_boost_like_the_heuristic():
    # The Fallacy of Rank's quick rollout heuristic (its heuristic.quick) makes only legal moves,
    # teleports hunters next to enemy pawns with its Ace tiles, and in a combat over a pawn
    # boosts by the most it can (else not at all), as the heuristic does.
    from games.fallacy_of_rank.heuristic import quick
    from games.fallacy_of_rank.moves import TileMove
    from games.fallacy_of_rank.turn import BOOST
    from games.sim import guided

    # with random moves: more fights
    policy = guided.rollout_policy(registry.lab("fallacy_of_rank"), 0.1)
    seen = {"teleport": 0, "boost": 0}
    for k in range(40):
        rng = make_rng("hunt", k)
        state = Study("fallacy_of_rank", 2).start(k)
        while not state.is_terminal():
            move = quick(state, rng)
            assert state.why_illegal(move) is None, state.move_text(move)
            if state.pending:
                options = BOOST.open_to(state, state.current_player())
                pawn = type(state.cells[state.pending.dst]).__name__ == "Pawn"
                assert move.rank == (max(b.rank for b in options) if pawn else 0)
                seen["boost"] += pawn
            elif type(move) is TileMove:
                assert move.rank == 1 and any(
                    type(state.cells[t]).__name__ == "Pawn" and state.owner[t] != state.turn
                    for t in state.board.adjacent[move.dst])
                seen["teleport"] += 1
            state.apply(policy(state, rng))
    assert seen["teleport"] and seen["boost"]


def test_fallacy_search_places_its_army_as_the_heuristic_does():
    # The Fallacy of Rank's search plays the setup unsearched (Tuning.plain): the heuristic's
    # placements, with the same random numbers.
    from games.fallacy_of_rank.moves import Place

    info = registry.get("fallacy_of_rank")
    state = Study("fallacy_of_rank", 2).start(0)
    while state.in_setup:
        turn = turn_of(info, state)
        assert type(turn.moves[0]) is Place
        move = make_agent("search", "fallacy_of_rank", make_rng("setup")).choose(turn)
        assert move == make_agent("heuristic", "fallacy_of_rank", make_rng("setup")).choose(turn)
        state.apply(move)
