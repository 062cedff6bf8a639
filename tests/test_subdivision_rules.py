"""Subdivision: setup, placement rules, passing, the end, scoring and the board format."""

import pytest
from helpers import play

from games.core.components import BLUE, RED
from games.core.errors import UserError
from games.core.protocol import random_playout
from games.core.rng import make_rng
from games.subdivision import PASS, SETS, format_board, new_game, parse_board, score_board, tally
from games.subdivision.board import PARK
from games.subdivision.examples import example_names, replay_example


def why(game, text):
    """Why the move written ``text`` is illegal now, in notation (None if it is legal)."""
    reason = game.why_illegal(game.parse_move(text))
    return None if reason is None else str(reason)


@pytest.mark.parametrize("set_name", sorted(SETS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_open_squares_match_the_pyramids(set_name, players):
    game = new_game(players, set_name)
    open_squares = sum(1 for c in game.cells if c is None)
    assert open_squares == players * 3 * SETS[set_name].per_size


def test_setup_table_of_the_rules():
    sides = {(s, p): SETS[s].layouts[p].side for s in SETS for p in (2, 3, 4)}
    assert sides == {("standard", 2): 6, ("standard", 3): 7, ("standard", 4): 8,
                     ("3house", 2): 5, ("3house", 3): 6, ("3house", 4): 6}
    parks = {(s, p): len(SETS[s].layouts[p].parks) for s in SETS for p in (2, 3, 4)}
    assert parks == {("standard", 2): 6, ("standard", 3): 4, ("standard", 4): 4,
                     ("3house", 2): 7, ("3house", 3): 9, ("3house", 4): 0}


def test_three_pip_not_near_own_three_pip_but_near_other_colours():
    game = play(new_game(2), "R3@C2", "B3@D2")  # Blue's 3-pip Near Red's is fine
    assert "Near another 3-pip of its own colour (Red 3-pip at C2)" in why(game, "R3@B1")
    assert why(game, "R3@E2") is None  # two squares away from C2


def test_one_pip_needs_another_colours_one_or_three_pip_near():
    game = new_game(2)
    assert why(game, "R1@C2") is not None  # the first 1-pip is not exempt
    play(game, "R2@B2", "B2@E5")
    assert why(game, "R1@E4") is not None  # a 2-pip does not allow a 1-pip
    play(game, "R3@B5", "B3@E2")
    assert why(game, "R1@D3") is None  # Near Blue's 3-pip at E2
    assert why(game, "R1@A4") is not None  # Near only Red's own 3-pip
    play(game, "R1@D3", "B1@C4")  # Blue's 1-pip Near Red's 3-pip at B5
    assert why(game, "R1@C5") is None  # Near Blue's 1-pip at C4


def test_occupied_squares_parks_and_empty_stash():
    game = new_game(2)
    assert why(game, "R2@A1") == "A1 is not empty: it holds a park"
    play(game, "R2@B2")
    assert why(game, "B2@B2") == "B2 is not empty: it holds Red's 2-pip"
    for red, blue in (("B3", "E3"), ("B4", "E4"), ("B5", "E5"), ("C5", "E2")):
        play(game, "B2@" + blue, "R2@" + red)
    play(game, "B3@D5")
    assert why(game, "R2@C4") == "Red has no 2-pip left to place"


def test_moves_name_the_player_whose_turn_it_is():
    game = new_game(2)
    with pytest.raises(UserError, match="it is Red's turn, not Blue's"):
        game.parse_move("B3@C2")
    with pytest.raises(UserError, match="not a move"):
        game.parse_move("R4@C2")
    with pytest.raises(UserError, match="no square 'G7'"):
        game.parse_move("R3@G7")


def test_pass_only_when_nothing_is_legal_and_the_game_ends_when_all_pass():
    game = new_game(2)
    assert "may not pass while a legal placement exists" in str(game.why_illegal(PASS))
    # Leave both players with only 1-pips and no 3-pip on the board: no legal placement.
    for seat in range(2):
        game.stash[seat] = [0, 1, 0, 0]
    assert game.legal_moves() == [PASS]
    game.apply(PASS)
    assert not game.is_terminal()
    game.apply(PASS)
    assert game.is_terminal() and str(game.why_illegal(PASS)) == "the game is over"


def test_a_player_with_nothing_left_passes_while_others_play_on():
    game = new_game(2)
    game.stash[0] = [0, 0, 0, 0]
    assert game.legal_moves() == [PASS]
    game.apply(PASS)
    assert game.current_player() == 1 and not game.is_terminal()


def test_random_games_end_with_full_boards_mostly():
    rng = make_rng("end-test")
    for players in (2, 3, 4):
        game = random_playout(new_game(players), rng)
        assert game.is_terminal()


def test_park_placement_variant():
    game = new_game(2, variants=["park-placement"])
    assert game.parks_left == 6 and all(c is None for c in game.cells)
    assert "every park must be placed" in why(game, "R3@C2")
    for square in ("A1", "F6", "C3", "D4", "A6", "F1"):
        game.play(f"park@{square}")
    assert game.cells[game.grid.index("C3")] == PARK
    assert "parks are placed only before play" in why(game, "park@B2")
    game.play("R3@C2")
    assert "Park Place-ment" in why(new_game(2), "park@B2")


def test_rules_reject_bad_setups():
    with pytest.raises(UserError, match="2 to 4 players"):
        new_game(5)
    with pytest.raises(UserError, match="need 6 parks"):
        new_game(2, parks=("A1", "F6"))
    with pytest.raises(UserError, match="unknown variant 'nope'"):
        new_game(2, variants=["nope"])


BOARD_3PIPS = """
#  .  .  .  .  #
.  .  .  .  .  .
.  .  .  #  .  .
R1 B1 #  .  .  .
R3 .  .  .  .  .
#  B1 R1 .  .  #
"""


def test_three_pip_deductions_start_after_the_first_one_pip_and_stop_at_three():
    board = parse_board(BOARD_3PIPS, "b")
    # Near A2: A3, B3 and B1 hold 1-pips (C1 is too far): three, so 2 points off.
    assert str(tally(board, RED)) == (
        "Red: 1 = 5 - 2 (two groups) - 2 (3-pip @ A2 with three 1-pips Near it)")
    crowded = parse_board("""
        #  .  .  .  .  #
        .  .  .  .  .  .
        .  .  .  #  .  .
        B1 B1 B1 .  .  .
        B1 R3 B1 .  .  .
        #  B1 B1 .  .  #""", "b")
    t = tally(crowded, RED)
    assert t.total == 3 - 1 - 3
    assert t.items[-1].reason == (
        "3-pip @ B2 with seven 1-pips Near it; maximum deduction is 3 points")
    assert t.items[-1].short == "B2, seven 1-pips"


def test_a_one_pip_near_two_three_pips_counts_against_both():
    board = parse_board("""
        #  .  .  .  .  #
        .  .  .  .  .  .
        .  .  .  #  .  .
        .  .  #  .  .  .
        R3 B1 R3 .  .  .
        #  B1 .  .  .  #""", "b")
    assert [i.short for i in tally(board, RED).items] == ["", "A2", "C2"]


def test_private_parks_variant():
    board = parse_board("""
        #  R2 .  .  .  #
        R2 R2 .  .  .  .
        .  .  .  #  .  .
        .  .  #  .  .  .
        .  .  .  .  .  .
        #  .  .  .  .  #""", "b")
    plain = tally(board, RED)
    bonus = tally(board, RED, {"private-parks"})
    assert bonus.total == plain.total + 3 and bonus.items[-1].short == "A6"


def test_board_format_round_trip_and_errors():
    board = parse_board(BOARD_3PIPS, "b")
    assert parse_board(format_board(board), "again").cells == board.cells
    with pytest.raises(UserError, match=r"b:3: this row has 5 cells"):
        parse_board("# . . . . #\n. . . . . .\n. . . . .\n", "b")
    with pytest.raises(UserError, match="square"):
        parse_board("\n".join([". . . . . ."] * 5), "b")
    with pytest.raises(UserError, match=r"b:1: square A6: unknown colour 'P'"):
        parse_board("P3 . . . . .\n" + "\n".join([". . . . . ."] * 5), "b")
    with pytest.raises(UserError, match=r"b:1: unknown cell 'R'"):
        parse_board("R . . . . .\n" + "\n".join([". . . . . ."] * 5), "b")
    with pytest.raises(UserError, match="empty"):
        parse_board("\n\n", "b")


def test_score_board_orders_colours_and_checks_variants():
    text = BOARD_3PIPS.replace("R3", "G3")
    assert [t.player for t in score_board(text, "b")] == ["Red", "Blue", "Green"]
    with pytest.raises(UserError, match="unknown variant"):
        score_board(text, "b", ("big-parks",))


EXPECTED = {
    "complete-2p": ["Red: 24 = 30 - 4 - 1 (F2) - 1 (E4)",
                    "Blue: 23 = 30 - 3 - 3 (C2, five 1-pips) - 1 (B4)"],
    "complete-3p": ["Red: 20 = 30 - 6 - 1 (D4) - 1 (B7) - 2 (C2)",
                    "Blue: 17 = 30 - 7 - 3 (E6) - 1 (G6) - 1 (D3) - 1 (D1)",
                    "Green: 14 = 30 - 6 - 3 (E2) - 3 (E4) - 2 (A2) - 1 (E7) - 1 (B6)"],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rebuilt_complete_games_end_with_the_rules_tallies(name):
    final = replay_example(name).state
    assert final.is_terminal() and all(c is not None for c in final.cells)
    assert [t.short() for t in final.tallies()] == EXPECTED[name]


def test_every_record_replays():
    assert set(example_names()) >= {"complete-2p", "complete-3p", "groups", "opening",
                                    "three-pip-scoring"}
    for name in example_names():
        assert replay_example(name).positions, f"{name} marks no position to draw"


def test_three_pip_example_values():
    board = replay_example("three-pip-scoring").state.board()
    from games.subdivision import three_pips
    assert [(tp.square, tp.colour, tp.ones_near, tp.worth) for tp in three_pips(board)] == [
        ("F2", RED, 2, 2), ("C2", BLUE, 4, 0), ("A2", RED, 1, 3)]
