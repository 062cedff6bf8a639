"""The "In" Crowd's declared turn and header: the table answers the protocol, the random player
draws as uniformly from legal_moves() as it always did, and header errors are located."""

import random

import pytest
from helpers import slow_moves

from games.core.components import suit_coins
from games.core.errors import UserError
from games.core.protocol import random_moves, random_playout
from games.core.record import parse_record
from games.core.rng import make_rng
from games.in_crowd import new_game, state_from_record
from games.in_crowd.header import HEADER
from games.in_crowd.moves import PASS, Advance, Place, Vote
from games.in_crowd.options import PEEK_ALL, VARIANTS
from games.in_crowd.turn import TURNS, Phase


def test_phases_and_the_kinds_each_allows():
    game = new_game("Ann", "Ben")
    assert game.phase is Phase.PLAY
    assert [k.name for k in TURNS.now(game)] == ["place", "vote", "pass"]
    for move in ["S3@A1", "M2@F1", "C3@B1", "Mn@A2", "vote mA1"]:
        game.play(move)
    assert game.phase is Phase.CHOOSE and [k.name for k in TURNS.now(game)] == ["advance"]
    assert str(game.why_illegal(PASS)).startswith("Ann must first choose")
    assert str(game.why_illegal(("fly", 3))) == "('fly', 3) is not a move of this game"
    assert game.why_illegal(game.parse_move("vote mA2")).said().startswith("Ann must first")
    other = new_game("Ann", "Ben")
    assert str(other.why_illegal(game.parse_move("advance S3"))) == (
        "'advance' answers a won vote with two equal highest coins; none is open")
    assert other.why_illegal(game.parse_move("advance S3")).said() == (
        "no vote is waiting for its winner to pick the coin that moves up")


def test_the_sampler_draws_what_a_uniform_draw_from_legal_moves_draws():
    """Same rng state, same move: the k-th placement without listing them, and a pass (the
    only move when stuck) without a draw."""
    rng, passes = make_rng("in-crowd-sampler-oracle"), 0
    game = new_game(variants=("corner-five",))
    for _ in range(6000):
        if game.is_terminal():
            game = new_game(variants=rng.choice([(), ("corner-five",)]))
        legal, state = game.legal_moves(), rng.getstate()
        move = game.random_move(rng)
        twin = random.Random()
        twin.setstate(state)
        if legal == [PASS]:
            passes += 1
            assert move == PASS and twin.random() == rng.random()  # no draw was made
        else:
            assert move == legal[twin.randrange(len(legal))]
        game.apply(move)
    assert passes


def test_the_header_is_declared_once_and_its_errors_are_located():
    assert [row[0] for row in HEADER.table()] == ["players", "suits", "variant"]
    assert set(VARIANTS.names()) >= {"peek-all", "peek-none"}
    state = state_from_record(parse_record("game: in_crowd\nvariant: peek-all, corner-five\n"))
    assert PEEK_ALL in state.rules.variants and state.pyramid.corner_five
    for text, message in [
        ("players: Ann, Ann\n", "r.rec:2: players: the game is for two players with different "
         "names, not Ann Ann"),
        ("suits: SC\n", "r.rec:2: suits: give each player two suit letters, like 'SC MA': "
         "'SC'"),
        ("players: Ann Ben\nvariant: peek-all peek-none\n", "r.rec:3: variant: choose one "
         "peeking rule"),
        ("variant: corner-six\n", "r.rec:2: variant: unknown variant 'corner-six'"),
        ("colour: red\n", "r.rec:2: unknown header 'colour'; a The \"In\" Crowd record may "
         "have game, title, players, suits, variant"),
    ]:
        with pytest.raises(UserError) as info:
            state_from_record(parse_record("game: in_crowd\n" + text, "r.rec"))
        assert str(info.value).startswith(message)


def in_order(game):
    """The legal moves in the order the draw counts them, from the rules as worded: each coin
    of the hand (in order) on each empty bottom square, then a vote on each empty square above
    whose influencing squares all hold coins, squares in index order."""
    board, p = game.board, game.pyramid
    if game.pending:
        return [Advance(c) for c in game.pending.candidates()]
    places = [Place(c, s) for c in sorted(game.hands[game.turn]) for s in p.bottom
              if board[s] is None]
    votes = [Vote(s) for s in p.upper if board[s] is None
             and all(board[i] for i in p.influencers[s])]
    return places + sorted(votes) or [PASS]


def check_position(game):
    """The kinds' lists (and the counts and lists behind the draws) against why_illegal (on
    every candidate of every kind), the rule as worded, and in the order the draw relies on."""
    legal = game.legal_moves()
    allowed = [m for m in TURNS.candidates(game) if game.why_illegal(m) is None]
    assert set(legal) == set(allowed) and len(set(legal)) == len(legal)
    assert legal == in_order(game)


def test_legal_moves_are_exactly_the_moves_the_rules_allow():
    """Positions of random games, reached one move at a time through the table."""
    rng, checked = make_rng("in-crowd-legal-oracle"), 0
    for k in range(12):
        game = new_game(variants=[(), ("corner-five",)][k % 2])
        while not game.is_terminal():
            if rng.random() < 0.3:
                check_position(game)
                checked += 1
            game.apply(game.random_move(rng))
    assert checked > 300


def quick_moves(game, rng, limit):
    """The rollout hook (random_moves' quick way, behind the playout hook too), stopped after
    ``limit`` moves; the playout hook itself refuses to stop short."""
    if limit == 100_000:
        return random_playout(game, rng, limit)
    return random_moves(game, rng, limit)


def test_the_quick_playout_keeps_the_move_limit():
    with pytest.raises(RuntimeError, match="no end after 5 moves"):
        random_playout(new_game(), random.Random(1), max_moves=5)


def snapshot(game):
    return (game.board, game.hands, game.missing, game.empty, game.open, game.votes,
            game.pending, game.turn, game.passes, game.last_top, game.top_filled,
            [(t, str(t), t.short()) for t in game.tallies()], game.winners())


class OwnRandom(random.Random):
    """A generator of another type: the playout draws through its randrange."""


@pytest.mark.parametrize("variants, rng_type", [
    ((), random.Random), (("corner-five",), random.Random), (("jam-tiebreak",), OwnRandom)])
def test_the_quick_playout_makes_the_tables_moves(variants, rng_type):
    """Same seed, same game: the playout hook against random moves made through the table one by
    one, to the end and stopped part way (a pending vote included); where it stops, the lists
    it kept up to date are the rules' (legal moves against why_illegal)."""
    checked, picks = 0, 0
    for k in range(150):
        limit = 100_000 if k % 3 else 5 + k % 60
        slow, quick = new_game("Ann", "Ben", variants=variants), new_game(
            "Ann", "Ben", variants=variants)
        slow_rng, quick_rng = random.Random(k), rng_type(k)
        slow_moves(slow, slow_rng, limit)
        quick_moves(quick, quick_rng, limit)
        assert snapshot(quick) == snapshot(slow)
        assert quick_rng.random() == slow_rng.random()  # the same draws, no more
        if limit < 100_000 and not quick.is_terminal():
            check_position(quick)
            picks += quick.pending is not None
            # and on from there: a playout from a position it did not start
            slow_moves(slow, slow_rng, 100_000)
            quick_moves(quick, quick_rng, 100_000)
            assert snapshot(quick) == snapshot(slow) and quick.is_terminal()
            checked += 1
    assert checked > 30 and picks, "some stopped with a pick to make"


class OwnDraws(random.Random):
    """A generator with a draw of its own (the last of every choice of three or more): the
    scored rollout must ask it, as the table does."""

    def randrange(self, n, *args):
        return n - 1 if not args and n >= 3 else super().randrange(n, *args)


def kept(game):
    """What a search's scored rollout keeps: the coins where they lie and the counters."""
    return (game.board, game.hands, game.missing, game.empty, game.open, game.turn,
            game.passes, game.last_top, game.top_filled)


@pytest.mark.parametrize("variants, rng_type", [
    ((), random.Random), (("corner-five",), random.Random), (("jam-tiebreak",), OwnRandom),
    ((PEEK_ALL,), OwnDraws), (("low-coins-double",), random.Random)])
def test_a_scored_rollout_gives_the_outcome_of_the_slow_moves(variants, rng_type):
    """A search's rollout played and scored in one go (rollout_outcome, quick.py: votes counted
    without a record): from positions at every stage (a pick waiting among them), cut short or
    played out, the rewards mcts.outcome gives for the table's moves made one by one, with the
    same draws, and the same coins, hands and counters left."""
    from games.sim.mcts import outcome

    starts_waiting = ends_waiting = 0
    for k in range(400):
        start, prefix = new_game("Ann", "Ben", variants=variants), random.Random(-k)
        for _ in range(prefix.randrange(140)):
            if not start.is_terminal():
                start.apply(start.random_move(prefix))
        limit = 200 if k % 4 == 0 else 1 + k % 16
        if k % 4 == 1:  # stopped just as a won vote waits for its pick, if one comes
            probe, probe_rng, limit = start.copy(), rng_type(k), 0
            while limit < 60 and probe.pending is None and not probe.is_terminal():
                slow_moves(probe, probe_rng, 1)
                limit += 1
            limit = max(limit, 1)
        slow, quick = start.copy(), start.copy()
        slow_rng, quick_rng = rng_type(k), rng_type(k)
        reward = quick.rollout_outcome(quick_rng, limit)
        slow_moves(slow, slow_rng, limit)
        assert reward == outcome(slow)
        for before in (False, True):  # the scores the rewards are read from, without the lines
            assert slow.scores(before) == [t.total for t in slow.tallies(before)]
        assert kept(quick) == kept(slow)
        assert quick_rng.getstate() == slow_rng.getstate(), "the same draws"
        starts_waiting += start.pending is not None
        ends_waiting += slow.pending is not None
    assert starts_waiting and ends_waiting, "some start, and some stop, with a pick to make"


def plain_draw(state, player, rng):
    """The sampler in its plain words (what in_crowd.determinize draws quicker): a copy of
    ``state``; each hidden square, in order, gets a coin of its suit drawn uniformly from
    those its owner has not accounted for (in order), and the other player's hand is the rest."""
    from games.core.components import Coin, Suit

    view = state.observation(player)
    shown = {v.target: v.advanced for v in state.votes if v.advanced}
    if state.pending:
        shown.update((square, state.board[square]) for square in state.pending.where)
    sample = state.copy()
    for seat, suits in enumerate(state.rules.suits):
        pool = sorted(c for suit in suits for c in suit_coins(suit))
        hidden = []
        for square, seen in enumerate(view.board):
            coin = shown.get(square, seen) if seen is not None else None
            if isinstance(coin, Coin):
                if state.owner[coin.suit] == seat:
                    pool.remove(coin)
            elif isinstance(seen, Suit) and state.owner[seen] == seat:
                hidden.append(square)
        if seat == player:
            for coin in view.hand:
                pool.remove(coin)
        for square in hidden:
            fits = [c for c in pool if c.suit == view.board[square]]
            coin = fits[rng.randrange(len(fits))]
            pool.remove(coin)
            sample.board[square] = coin
        if seat != player:
            sample.hands[seat] = pool
    return sample


@pytest.mark.parametrize("variants", [(), ("peek-none",), (PEEK_ALL,), ("corner-five",)])
def test_the_sampler_draws_as_its_plain_words_say(variants):
    """determinize (the pool split by suit once a turn, prepare) draws the same positions with
    the same random numbers as the plain way, from positions at every stage."""
    from games.in_crowd.determinize import prepare

    for k in range(60):
        state, prefix = new_game("Ann", "Ben", variants=variants), random.Random(k)
        for _ in range(prefix.randrange(150)):
            if not state.is_terminal():
                state.apply(state.random_move(prefix))
        if state.is_terminal():
            continue
        for player in (0, 1):
            draw = prepare(state, player)
            for j in range(3):
                quick_rng, plain_rng = random.Random(j), random.Random(j)
                quick, plain = draw(quick_rng), plain_draw(state, player, plain_rng)
                assert (quick.board, quick.hands) == (plain.board, plain.hands)
                assert quick_rng.getstate() == plain_rng.getstate()
