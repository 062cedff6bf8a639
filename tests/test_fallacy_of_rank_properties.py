"""Property tests over random legal games of The Fallacy of Rank (hypothesis chooses every
move): pieces are never lost or doubled, no square holds two pieces, a player who is out never
acts, and every game ends."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.core.components import Coin, Pawn, Tile
from games.core.protocol import random_playout
from games.core.rng import make_rng
from games.fallacy_of_rank import Boost, new_game
from games.fallacy_of_rank.armies import army, tile_hand

setups = st.sampled_from([
    (2, ()), (3, ()), (4, ()), (2, ("two-packs",)), (3, ("straight-moves",)),
    (4, ("ace-any-coin",)), (2, ("two-packs", "straight-moves", "ace-any-coin")),
    (3, ("any-piece",)), (4, ("any-piece", "ace-any-coin", "straight-moves")),
])


def check(game):
    board = game.board
    owners = Counter()
    for s, piece in enumerate(game.cells):
        if piece is None:
            assert game.owner[s] == -1
            continue
        assert s in board.squares, "pieces stand on the board only"
        assert game.owner[s] == game.seat_of[piece.suit]
        owners[game.owner[s]] += 1
    for seat, suits in enumerate(game.rules.suits):
        mine = [game.cells[s] for s in game.pieces[seat]]
        assert len(mine) == owners[seat], "each square holds at most one piece"
        everything = Counter(mine + game.supply[seat] + game.hand[seat] + game.discard[seat])
        assert everything == Counter(army(suits)), "18 coins and 2 pawns, each in one place"
        assert Counter(game.tiles[seat] + game.spent[seat]) == Counter(tile_hand(suits))
        assert all(type(c) is Coin for c in game.hand[seat])
        assert all(type(t) is Tile for t in game.spent[seat])
        pawns = sum(1 for p in mine if type(p) is Pawn)
        assert pawns == game.pawns[seat]
    seat = game.current_player()
    if seat is not None and not game.in_setup:
        assert not game.is_out(seat), "a player who is out never acts"


@settings(max_examples=12, deadline=None)
@given(setups, st.data())
def test_random_legal_games_keep_every_piece_and_end(setup, data):
    players, variants = setup
    game = new_game(players, variants=variants, limit=12)
    for _ in range(1500):
        if game.is_terminal():
            break
        check(game)
        moves = game.legal_moves()
        move = data.draw(st.sampled_from(moves))
        assert game.why_illegal(move) is None
        if type(move) is Boost:
            assert game.pending and game.current_player() in game.pending.choosers
        game.apply(move)
    assert game.is_terminal(), "every game ends"
    check(game)
    assert game.winners() and all(not game.is_out(game.players.index(p))
                                  for p in game.winners() if game.ending != "draw")


@settings(max_examples=20, deadline=None)
@given(setups, st.integers(0, 10**6))
def test_whole_random_games_keep_the_rules_after_every_move(setup, seed):
    """Hypothesis picks the seed; the sampler plays a whole game, so eliminations and the
    ends by last pawn and by draw come up as well as the limit."""
    players, variants = setup
    game, rng = new_game(players, variants=variants), make_rng("fallacy-property", seed)
    for _ in range(20_000):
        if game.is_terminal():
            break
        game.apply(game.random_move(rng))
        check(game)
    assert game.is_terminal(), "every game ends"


def test_many_random_games_end_in_one_of_the_three_ways():
    rng, endings = make_rng("fallacy-ends"), Counter()
    for k in range(60):
        game = random_playout(new_game(2 + k % 3), rng, max_moves=20_000)
        check(game)
        endings[game.ending] += 1
        if game.ending == "last pawn":
            assert len(game.result) == 1 and sum(1 for p in game.pawns if p) == 1
        elif game.ending == "draw":
            assert not any(game.pawns) and len(game.result) == 2
        else:
            assert game.quiet == game.rules.limit
    assert set(endings) == {"last pawn", "draw", "limit"}


def test_the_sampler_only_draws_legal_moves_of_every_kind():
    rng, kinds = make_rng("fallacy-kinds"), Counter()
    game = new_game(4)
    for _ in range(6000):
        if game.is_terminal():
            game = new_game(3, variants=("ace-any-coin", "straight-moves"))
        move = game.random_move(rng)
        assert game.why_illegal(move) is None, game.move_text(move)
        kinds[type(move).__name__ + ("x" if getattr(move, "attack", False) else "")] += 1
        game.apply(move)
    assert set(kinds) >= {"Place", "Step", "Stepx", "TileMove", "TileMovex", "Recover", "Boost"}
