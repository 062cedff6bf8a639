"""The Fallacy of Rank: boards, setup, moves, tile actions, combat, the end, views, records."""

import pytest
from helpers import play

from games.core.components import SUITS, Coin, Pawn
from games.core.errors import IllegalMove, UserError
from games.core.reasons import Reason
from games.core.record import parse_record
from games.core.replay import replay
from games.core.rng import make_rng
from games.fallacy_of_rank import PASS, Boost, board_for, new_game, state_from_record
from games.fallacy_of_rank.boards import DOWN, LEFT, RIGHT, UP
from games.fallacy_of_rank.combat import ACE, NULL, PAWN, fixed, outcome
from games.fallacy_of_rank.examples import example_names, replay_example
from games.fallacy_of_rank.options import STRAIGHT_MOVES, TWO_PACKS
from games.fallacy_of_rank.rules import fill_corners
from games.fallacy_of_rank.turn import Travel

TOP = "n a 2 3  4 5 n a  2 3 4 5  p p n a"  # a corner in square order: bottom row first
BOTTOM = "p p n a  2 3 4 5  4 5 n a  n a 2 3"
# The 2-player start:   10 Sp Sp Sn Sa      4 Mn Ma M2 M3
#                        9 S2 S3 S4 S5      3 M4 M5 Mn Ma
#                        8 S4 S5 Sn Sa      2 M2 M3 M4 M5
#                        7 Sn Sa S2 S3      1 Mp Mp Mn Ma
# Each hand: the 2, 3, 4 and 5 coins.
S, M = SUITS.named("S"), SUITS.named("M")


def started(players=2, variants=(), limit=100):
    """A game with the setup done, every corner filled from TOP (Ben's from BOTTOM in 2p)."""
    game = new_game(players, variants=variants, limit=limit)
    layouts = [TOP, BOTTOM] if players == 2 else [TOP] * players
    fill_corners(game, *(" ".join(group[0].letter + c for c in layout.split())
                         for group, layout in zip(game.rules.suits, layouts)))
    return game


def names(board, squares):
    return sorted(board.name(s) for s in squares)


def refusal(game, player=False):
    """``why(move)``: the reason ``game`` refuses ``move`` as the notation writes it (as a
    player reads it, for ``player``), None for a legal move."""
    def why(move):
        reason = game.why_illegal(move)
        if reason is None:
            return None
        assert isinstance(reason, Reason), (move, reason)
        return reason.said() if player else str(reason)
    return why


# -- boards ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players, squares, neutral", [(2, 40, 8), (3, 72, 24), (4, 96, 32)])
def test_boards_are_whole_tiles_with_16_square_corners(players, squares, neutral):
    board = board_for(players)
    assert len(board.squares) == squares and len(board.neutral) == neutral
    assert [len(c) for c in board.corners] == [16] * players
    corner_squares = [s for c in board.corners for s in c]
    assert len(set(corner_squares)) == len(corner_squares)
    g = board.grid
    for s in board.squares:  # every square belongs to a whole tile of 2x2 squares
        col, row = g.coords(s)
        tile = {g.at(col - col % 2 + dc, row - row % 2 + dr) for dc in (0, 1) for dr in (0, 1)}
        assert tile <= set(board.squares)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_neighbours_are_mutual_and_on_the_board(players):
    board = board_for(players)
    on = set(board.squares)
    for s in board.squares:
        assert set(board.adjacent[s]) <= on
        for t in board.adjacent[s]:
            assert s in board.adjacent[t]
    if players > 2:
        assert not {board.grid.index(n) for n in ("E5", "F5", "E6", "F6")} & on


def test_the_three_player_links_join_corner_1_to_the_bottom_strip():
    board = board_for(3)
    assert [(board.name(a), board.name(b)) for a, b in board.links] == [
        ("A7", "E1"), ("B7", "E2"), ("C7", "E3"), ("D7", "E4")]
    d7, e4 = board.index("D7"), board.index("E4")
    assert board.ahead[d7][DOWN] == (e4, RIGHT) and board.ahead[e4][LEFT] == (d7, UP)
    with pytest.raises(UserError, match="B3 is not a square of the 3-player board"):
        board.index("B3")
    with pytest.raises(UserError, match="the hole in the centre"):
        board_for(4).index("f6")
    with pytest.raises(UserError, match="2 to 4 players"):
        board_for(5)


# -- setup ------------------------------------------------------------------------------------
def test_setup_goes_in_four_waves_of_four_pieces_each():
    game, rng = new_game(3), make_rng("waves")
    order = []
    while game.in_setup:
        order.append(game.current_player())
        game.apply(game.random_move(rng))
    assert order == ([0] * 4 + [1] * 4 + [2] * 4) * 4
    assert all(len(game.pieces[s]) == 16 and len(game.hand[s]) == 4 for s in range(3))
    assert game.pawns == [2, 2, 2] and game.current_player() == 0 and not game.supply[0]


def test_placing_rules():
    game = new_game(2)
    why = refusal(game)
    assert why(game.parse_move("M3@A1")) == "M3 is Ben's piece and Ann is placing"
    assert why(game.parse_move("C3@A7")) == "C3 is nobody's piece and Ann is placing"
    assert why(game.parse_move("S3@A4")) == "A4 is not in Ann's corner (A7-D10)"
    assert why(game.parse_move("A7-A6")) == (
        "the setup is not over: Ann places a piece (wave 1 of 4)")
    play(game, "S3@A7", "S3@B7", "S3@C7")
    assert why(game.parse_move("S3@D7")) == "Ann has no S3 left to place"
    assert why(game.parse_move("Sp@A7")) == "A7 already holds a piece"


def test_each_refusal_in_a_players_words():
    """The same rules, as the player's edition says them: pieces, tiles and variants in
    words, never a code."""
    game = new_game(2)
    said = refusal(game, player=True)
    assert said(game.parse_move("M3@A1")) == "the 3 of Moons is Ben's piece and Ann is placing"
    assert said(game.parse_move("Cp@A7")) == "a pawn of Crowns is nobody's piece and Ann is placing"
    assert said(game.parse_move("S3@A4")) == "A4 is not in Ann's corner (A7 to D10)"
    play(game, "Sp@A7", "Sp@B7")
    assert said(game.parse_move("Sp@C7")) == "Ann has no pawn of Suns left to place"
    game = started()
    said = refusal(game, player=True)
    assert said(game.parse_move("A7-A5")) == (
        "A5 cannot be reached from A7: a move goes one square up, down, left or right")
    assert said(game.parse_move("A7xA6")) == "A6 is empty: there is nothing there to attack"
    assert said(game.parse_move("T3 D4xD7")) == (
        "D4 holds Ben's piece, not Ann's (a variant allows it)")
    assert said(game.parse_move("Ta A4-A6")) == (
        "A4 holds Ben's coin: an Ace teleports only Ann's own coins (a variant allows it)")
    assert said(game.parse_move("Ta A7xA6")) == "an Ace teleport never attacks"
    game.tiles[0] = [t for t in game.tiles[0] if t.rank != 1]
    assert said(game.parse_move("Ta A7-A6")) == "Ann holds no Ace tile"
    play(game, "A7-A6", "A4-A5")
    assert said(game.parse_move("A6-A5")) == "A5 holds Ben's piece: moving onto it is an attack"
    play(game, "T2 D7-D5", "D4xD5")  # Ben's 3 attacks Ann's 3: rank and boost decide
    assert said(Boost(0, Coin(M, 0))) == (  # (a Null coin is refused as written, too)
        "a Null adds nothing and is not discarded: choose no boost")
    assert said(game.parse_move("boost Ma")) == (
        "Ben has no Ace of Moons in hand to pay for this boost")
    assert said(game.parse_move("A5-A4")) == (
        "Ben must first choose a boost for the combat on D5 (no boost, or a boost paid with a "
        "tile or a coin)")
    three = started(3)
    assert refusal(three, player=True)(three.parse_move("A7-E3")) == (
        "E3 cannot be reached from A7: a move goes one square up, down, left or right or "
        "across a link")


def test_both_pawns_must_be_down_by_the_end_of_the_setup():
    game, rng = new_game(2), make_rng("pawns")
    coins = iter("n n n a a a 2 2 2 3 3 3 4 4".split())
    while game.in_setup and not (game.current_player() == 0 and len(game.pieces[0]) == 14):
        seat = game.current_player()
        if seat == 0:
            square = game.board.corners[0][len(game.pieces[0])]
            game.play(f"S{next(coins)}@{game.board.name(square)}")
        else:
            game.apply(game.random_move(rng))
    assert str(game.why_illegal(game.parse_move("S5@C10"))) == (
        "both pawns must be on the board by the end of the setup: Ann has two placements left")
    assert {type(m.piece) for m in game.legal_moves()} == {Pawn}
    assert all(type(game.random_move(rng).piece) is Pawn for _ in range(20))


# -- moves and tile actions --------------------------------------------------------------------
def test_moves_go_one_square_onto_empty_or_enemy_squares_with_the_right_sign():
    game = started()
    why = refusal(game)
    assert why(game.parse_move("A8-A7")) == "A7 holds one of Ann's own pieces"
    assert why(game.parse_move("A6-A5")) == "A6 is empty"
    assert why(game.parse_move("A4-A5")) == "A4 holds Ben's piece, not Ann's"
    assert why(game.parse_move("A7-A5")) == (
        "A5 cannot be reached from A7: a move goes one square across an edge")
    assert why(game.parse_move("A7xA6")) == "A6 is empty: write A7-A6 (x marks an attack)"
    play(game, "A7-A6", "A4-A5")
    assert why(game.parse_move("A6-A5")) == "A5 holds Ben's piece: write A6xA5 to attack it"
    assert why(game.parse_move("A6xA5")) is None
    assert why(game.parse_move("Sa@B6")) == (
        "the setup is over: pieces are placed only before the first turn")
    assert why(game.parse_move("boost none")) == (
        "a boost is chosen only in a combat that rank and boost decide; none is on")
    with pytest.raises(UserError, match="not a move"):
        game.parse_move("A6>A5")
    with pytest.raises(UserError, match="no square 'E6' on a 4x10 board"):
        game.parse_move("E6-E5")


def test_tile_moves_pass_only_through_empty_squares():
    game = started()
    assert names(game.board, Travel.reach(game, game.board.index("C7"), 2)) == [
        "B6", "C5", "C6", "D6"]
    assert Travel.reach(game, game.board.index("B9"), 5) == {}  # boxed in by its own pieces
    assert str(game.why_illegal(game.parse_move("T3 B9-B6"))) == (
        "B6 cannot be reached from B9: no path of at most 3 steps through empty squares "
        "leads there")
    play(game, "T2 C7-C5", "B4-B5")
    # From C5, B5 and C4 hold Ben's pieces: attacks, but no way through, so A5 and B4 are
    # out of reach of a 2 tile; D4 (Ben's) is reached by D5.
    assert names(game.board, Travel.reach(game, game.board.index("C5"), 2)) == [
        "B5", "B6", "C4", "C6", "C7", "D4", "D5", "D6"]
    assert str(game.why_illegal(game.parse_move("T2 C5-C4"))) == (
        "C4 holds Ben's piece: write T2 C5xC4 to attack it")
    assert [t.rank for t in game.tiles[0]].count(2) == 1 and game.spent[0][0].rank == 2
    game.tiles[0] = [t for t in game.tiles[0] if t.rank != 5]
    assert str(game.why_illegal(game.parse_move("T5 C5-A6"))) == "Ann holds no 5 tile"


def test_straight_moves_variant_goes_in_lines_and_bends_across_a_link():
    game = started(variants=("straight-moves",))
    assert names(game.board, Travel.reach(game, game.board.index("C7"), 2)) == ["C5", "C6"]
    three = started(3, variants=("straight-moves",))
    assert names(three.board, Travel.reach(three, three.board.index("D7"), 3)) == [
        "E4", "E7", "F4", "F7", "G4", "G7"]


def test_the_ace_tile_teleports_own_coins_or_any_coin_in_the_variant():
    game = started()
    why = refusal(game)
    assert why(game.parse_move("Ta A4-A6")) == (
        "A4 holds Ben's coin: an Ace teleports only Ann's own coins (variant ace-any-coin: any "
        "coin)")
    assert why(game.parse_move("Ta A10-A6")) == "A10 holds a pawn: an Ace teleports coins only"
    assert why(game.parse_move("Ta A7-A8")) == (
        "A8 is not empty: an Ace teleports to an empty square")
    assert why(game.parse_move("Ta A7xA6")) == "an Ace teleport never attacks: write Ta A7-A6"
    play(game, "Ta C9-B5")  # a coin from the back to the front line
    assert game.cells[game.board.index("B5")] == Coin(S, 4)
    anyone = started(variants=("ace-any-coin",))
    play(anyone, "Ta D4-D6")  # Ann moves Ben's 3 next to her own pieces
    assert anyone.cells[anyone.board.index("D6")] == Coin(M, 3)
    assert anyone.owner[anyone.board.index("D6")] == 1  # still Ben's


def test_a_2_to_5_tile_moves_own_pieces_or_any_piece_in_the_variant():
    game = started()
    why = refusal(game)
    assert why(game.parse_move("T3 D4xD7")) == (
        "D4 holds Ben's piece, not Ann's (variant any-piece: a 2-5 tile moves any piece)")
    assert why(game.parse_move("D4-D5")) == "D4 holds Ben's piece, not Ann's"
    anyone = started(variants=("any-piece",))
    why = refusal(anyone)
    assert why(anyone.parse_move("D4-D5")) == "D4 holds Ben's piece, not Ann's"  # a step: own
    assert why(anyone.parse_move("T2 C4-C3")) == "C3 holds one of Ben's own pieces"
    movable = {anyone.board.name(m.src) for m in anyone.legal_moves()
               if type(m).__name__ == "TileMove" and m.rank >= 2}
    assert movable == {"A7", "B7", "C7", "D7", "A4", "B4", "C4", "D4"}  # both front rows
    play(anyone, "T3 D4xD7")  # Ann sends Ben's 3 onto her own 3: Ben attacks, Ann defends
    assert anyone.pending.choosers == (1, 0) and anyone.current_player() == 1
    play(anyone, "boost none", "boost none")
    assert str(anyone.battles[-1]) == (
        "Ben's 3 attacks Ann's 3 on D7 (moved by Ann): 3 + 0 = 3 against 3 + 0 = 3; a tie, "
        "both are discarded.")
    assert anyone.turn == 1 and [t.rank for t in anyone.spent[0]] == [3]


def test_with_any_piece_a_piece_of_a_player_who_is_out_attacks_without_a_boost():
    rng = make_rng("fallacy-any-piece")
    for _ in range(200):
        game = new_game(3, variants=("any-piece",))
        while not game.is_terminal():
            before = len(game.battles)
            game.play(game.move_text(game.random_move(rng)))
            if len(game.battles) > before and game.battles[-1].mover:
                battle = game.battles[-1]
                if not game.pawns[game.players.index(battle.attacker)] and \
                        battle.attacker not in battle.out:
                    assert battle.boosts[0] is None, str(battle)
                    return
    pytest.fail("no random game moved the piece of a player who was out into combat")


def test_the_null_tile_takes_a_coin_back_from_the_discard_pile():
    game = started()
    assert str(game.why_illegal(game.parse_move("Tn S3"))) == "S3 is not in Ann's discard pile"
    assert game.why_illegal(game.parse_move("Tn S3")).said() == (
        "the 3 of Suns is not in Ann's discard pile")
    assert not any(type(m).__name__ == "Recover" for m in game.legal_moves())
    play(game, "T2 C7-C5", "C4xC5", "boost none", "boost none")  # 2 against 2: a tie
    assert game.discard[0] == [Coin(S, 2)] and game.discard[1] == [Coin(M, 2)]
    play(game, "Tn S2")
    assert game.discard[0] == [] and game.hand[0].count(Coin(S, 2)) == 2
    assert [t.rank for t in game.spent[0]] == [2, 0]


# -- combat -------------------------------------------------------------------------------------
def test_the_combat_rules_before_and_after_boosts():
    assert fixed(ACE, NULL) == fixed(ACE, PAWN) == "attacker"
    assert fixed(NULL, ACE) == fixed(PAWN, ACE) == "defender"
    assert fixed(ACE, ACE) == "tie"
    for other in (NULL, 2, 3, 4, 5, PAWN):
        assert fixed(NULL, other) == fixed(other, NULL) == "tie"
    for a in (2, 3, 4, 5, PAWN):
        for d in (2, 3, 4, 5, PAWN):
            assert fixed(a, d) is None and outcome(a, d) == (
                "tie" if a == d else "attacker" if a > d else "defender")
        if a != PAWN:
            assert fixed(ACE, a) is None and fixed(a, ACE) is None
    assert outcome(ACE, 5, 5, 0) == "attacker" and outcome(2, 5, 5, 1) == "attacker"
    assert outcome(PAWN, 5, 0, 2) == "tie" and outcome(ACE, PAWN, 0, 5) == "attacker"


def test_settled_combats_ask_for_no_boost():
    game = started()
    play(game, "T2 B7-B5", "A4-A5", "B5xB4")  # Ann's Ace meets Ben's Ace: both go
    assert game.pending is None and game.current_player() == 1
    assert str(game.battles[-1]) == (
        "Ann's Ace attacks Ben's Ace on B4: Ace against Ace is a tie; both are discarded.")
    assert game.cells[game.board.index("B4")] is None


def test_boosts_are_chosen_in_secret_then_paid_and_added():
    game = started()
    play(game, "T2 D7-D5", "D4xD5")  # Ben's 3 attacks Ann's 3
    assert game.current_player() == 1 and game.pending  # the attacker chooses first
    assert game.why_illegal(game.parse_move("boost M5")) is None  # from his hand
    assert str(game.why_illegal(game.parse_move("boost Ma"))) == (
        "Ben has no coin Ma in hand to pay for this boost")
    play(game, "boost T4")
    assert game.current_player() == 0
    assert str(game.observation(0).combat) == (
        "Ben attacks Ann on D5; Ben has chosen a boost; Ann is choosing a boost")
    assert game.observation(1).combat.said() == (
        "Ben has attacked Ann on D5. Ben has chosen a boost paid with a 4 tile and Ann has still "
        "to choose a boost")
    assert len(game.tiles[1]) == 12  # nothing is paid before both have chosen
    play(game, "boost S5")
    battle = game.battles[-1]
    assert battle.totals == (3 + 4, 3 + 5) and battle.outcome == "defender"
    assert len(game.tiles[1]) == 11 and Coin(S, 5) not in game.hand[0]
    assert Coin(S, 5) in game.discard[0] and Coin(M, 3) in game.discard[1]
    assert game.known[game.board.index("D5")]  # the winner's value stays known
    assert game.current_player() == 0  # Ben's turn is over


def test_a_boost_the_chooser_cannot_pay_is_refused_tile_or_coin_alike():
    game = started()
    play(game, "C7-C6", "T4 C4-C5", "D7-D6", "T4 D4-D5")  # Ben spends both his 4 tiles
    play(game, "C6xC5", "boost none")  # Ann's 2 attacks Ben's 2; Ben chooses
    assert game.current_player() == 1 and Coin(M, 1) not in game.hand[1]
    with pytest.raises(IllegalMove) as tile:
        game.play("boost T4")
    assert str(tile.value) == "'boost T4': Ben has no 4 tile in hand to pay for this boost"
    with pytest.raises(IllegalMove) as coin:
        game.play("boost Ma")
    assert str(coin.value) == "'boost Ma': Ben has no coin Ma in hand to pay for this boost"
    assert game.pending and game.current_player() == 1  # nothing was taken as no boost
    play(game, "boost M4")
    assert game.battles[-1].boosts == (Boost(0), Boost(4, Coin(M, 4)))
    assert [str(boost.paid()) for boost in game.battles[-1].boosts] == ["none", "M4"]


@pytest.mark.parametrize("code", ["Tn", "tn", "Sn", "Mn"])
def test_a_null_tile_or_coin_pays_for_no_boost(code):
    game = started()
    play(game, "T2 D7-D5", "D4xD5")  # Ben holds both Null tiles and no Null coin
    with pytest.raises(UserError, match=r"^a Null adds nothing and is not discarded: write "
                                        "boost none$"):
        game.play(f"boost {code}")
    assert game.pending.boosts == (None, None)


def test_a_player_who_is_out_skips_turns_and_does_not_boost():
    game = started(3)
    for s in sorted(game.pieces[1]):  # Ben loses both pawns (as if in earlier combats)
        if game.cells[s] == Pawn(M):
            game.remove(s)
    assert game.is_out(1) and game.winners() == ["Ann", "Cat"]
    play(game, "T3 D7-F8")  # Ann, through E7 and F7
    assert game.current_player() == 2  # Ben is skipped
    play(game, "I4-I5", "F8xG8")  # Cat; then Ann's 3 attacks Ben's 4
    assert game.pending.choosers == (0,)  # only Ann chooses a boost
    assert "Ben is out and may not boost" in str(game.observation(2).combat)
    play(game, "boost none")
    battle = game.battles[-1]
    assert battle.boosts == (Boost(0), None) and battle.outcome == "defender"
    assert game.current_player() == 2


# -- the end ------------------------------------------------------------------------------------
PAWNS_FIRST = ("Sp Sp S5 S5  S5 S4 S4 S4  S3 S3 S3 S2  S2 S2 Sa Sa",
               "Ma Ma Ma M2  M2 M2 M3 M3  M3 M4 M4 M4  Mp Mp M5 M5")


def test_the_last_two_pawns_falling_together_is_a_draw():
    game = new_game(2)
    fill_corners(game, *PAWNS_FIRST)
    play(game, "T2 A7-A5", "A4xA5", "boost none", "boost none")
    assert game.pawns == [1, 1] and not game.is_terminal()
    play(game, "T2 B7-B5", "B4xB5", "boost none")
    assert not game.is_terminal()
    play(game, "boost none")
    assert game.ending == "draw" and game.winners() == ["Ann", "Ben"]
    assert game.current_player() is None and game.legal_moves() == []
    assert str(game.why_illegal(PASS)) == "the game is over"


def test_the_last_player_with_a_pawn_wins_at_once():
    game = new_game(2)
    fill_corners(game, *PAWNS_FIRST)
    play(game, "T2 A7-A5", "A4xA5", "boost T5", "boost none")  # 12 against 7
    assert game.pawns == [1, 2] and game.cells[game.board.index("A5")] == Pawn(M)
    play(game, "C7-C6", "Ta A1-B6", "D7-D6", "B6xB7")  # Ben's Ace takes Ann's last pawn
    assert game.ending == "last pawn" and game.winners() == ["Ben"]
    assert game.battles[-1].out == ("Ann",)
    assert game.summary() == "Ben has the last pawn and wins"
    assert [t.total for t in game.tallies()] == [0, 2]


def test_turns_without_combat_end_in_a_draw_at_the_limit():
    game = started(limit=3)
    play(game, "C7-C6", "C4-C5")
    assert not game.is_terminal() and game.quiet == 2
    play(game, "C6xC5", "boost none", "boost none")  # a combat resets the count
    assert game.quiet == 0
    play(game, "D4-D5", "D7-D6")
    assert not game.is_terminal()
    play(game, "A4-A5")  # the third turn in a row without combat
    assert game.ending == "limit" and game.winners() == ["Ann", "Ben"]
    assert game.summary() == "three turns without combat: a draw between Ann and Ben"


def test_pass_only_when_nothing_else_is_legal():
    game = started()
    assert str(game.why_illegal(PASS)) == (
        "Ann may not pass while a move is possible (for example A7-A6)")
    assert game.why_illegal(PASS).said() == "Ann may not pass while a move is possible"


# -- views ----------------------------------------------------------------------------------------
def test_each_player_sees_own_values_every_pawn_and_coins_shown_in_combat():
    played = replay_example("tiles")
    state = played.position("after-attack")
    c4, c10, a4 = (state.board.index(n) for n in ("C4", "C10", "A4"))
    ann, ben = state.observation(0), state.observation(1)
    assert ann.cells[c10] == ben.cells[c10] == Pawn(S)
    assert ann.cells[a4] == M and ben.cells[a4] == Coin(M, 1)  # hidden from Ann only
    assert ben.cells[c4] == Coin(S, 1)  # Ann's Ace was shown when it attacked
    assert ann.hand == tuple(state.hand[0]) and ann.hand_sizes == (4, 4)
    assert ann.tiles == ben.tiles and ann.discards == ben.discards
    assert ben.spent[0] == (3, 2)
    later = played.state  # the Ace has not moved since, so Ben still knows it
    assert later.observation(1).cells[c4] == Coin(S, 1)


def test_a_remembered_coin_stays_known_when_it_moves():
    game = replay_example("tiles").state  # Ann's Ace on C4 was shown in its combat
    play(game, "A4-A5", "C4-C5")
    c5 = game.board.index("C5")
    assert game.observation(1).cells[c5] == Coin(S, 1)
    assert game.observation(1).cells[game.board.index("D9")] == S  # never shown


# -- notation, records, sampling ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["S3@C9", "Sp@C9", "C7-C6", "C7xC6", "T3 C7-C4", "T3 C7xC4",
                                  "Ta C7-H2", "Tn S4", "boost T4", "boost S4", "boost Sa",
                                  "boost none", "pass"])
def test_notation_round_trips(text):
    game = new_game(4)
    assert game.move_text(game.parse_move(text)) == text


@pytest.mark.parametrize("header, message", [
    ("players: Ann", "players: The Fallacy of Rank is for 2 to 4 players with different names, "
                     "not Ann"),
    ("suits: S S", "suits: each suit may be held by one player only: 'S S'"),
    ("suits: S", "suits: give each of the 2 players one suit letter, separated by spaces: 'S'"),
    ("variant: two-packs, nope", "variant: unknown variant 'nope'; known variants: "
                                 "ace-any-coin, any-piece, straight-moves, two-packs"),
    ("limit: soon", "limit: 'soon' is not a whole number: give digits 0-9 (1 to 10000 turns)"),
    ("limit: 0", "limit: 0 is out of range: 1 to 10000 turns"),
    ("colour: red", "unknown header 'colour'; a Fallacy of Rank record may have game, title, "
                    "players, suits, variant, limit"),
])
def test_header_errors_name_the_line(header, message):
    players = "" if header.startswith("players") else "players: Ann Ben\n"
    record = parse_record(f"game: fallacy_of_rank\n{players}{header}\n", "r.rec")
    with pytest.raises(UserError) as info:
        replay(record, state_from_record)
    line = 3 if players else 2
    assert str(info.value) == f"r.rec:{line}: {message}"


def test_headers_set_players_suits_variants_and_limit():
    record = parse_record("game: fallacy_of_rank\nplayers: Ann Ben\nsuits: SC MA\n"
                          "variant: two-packs straight-moves\nlimit: 40\n", "r.rec")
    state = state_from_record(record)
    assert state.rules.limit == 40 and state.rules.variants == {TWO_PACKS, STRAIGHT_MOVES}
    assert [[s.letter for s in g] for g in state.rules.suits] == [["S", "C"], ["M", "A"]]
    assert sorted(p.suit.letter for p in state.supply[0] if type(p) is Pawn) == ["C", "S"]


def test_every_record_replays_and_the_complete_game_has_a_winner():
    assert set(example_names()) == {"combat", "complete", "setup", "tiles"}
    for name in example_names():
        assert replay_example(name).moves
    final = replay_example("complete").state
    assert final.is_terminal() and final.winners() == ["Ben"] and final.ending == "last pawn"


def test_the_sampler_draws_every_legal_move_and_nothing_else():
    state = replay_example("tiles").position("before-move")
    moves = state.legal_moves()
    kinds = {type(m).__name__ for m in moves}
    assert kinds == {"Step", "TileMove"} and len(moves) == len(set(moves))
    assert {m.rank for m in moves if type(m).__name__ == "TileMove"} == {1, 2, 3, 4, 5}
    rng = make_rng("fallacy-sampler")
    seen = [state.random_move(rng) for _ in range(25 * len(moves))]
    assert set(seen) == set(moves)


def test_the_sampler_draws_every_move_of_any_piece_and_nothing_else():
    state = started(variants=("any-piece",))
    moves = state.legal_moves()
    assert any(type(m).__name__ == "TileMove" and state.owner[m.src] == 1 for m in moves)
    rng = make_rng("fallacy-sampler-any-piece")
    seen = [state.random_move(rng) for _ in range(25 * len(moves))]
    assert set(seen) == set(moves)
