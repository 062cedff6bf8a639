"""The "In" Crowd: the pyramid, placing, voting, scoring, the end, the views and the records."""

import pytest
from helpers import play

from games.core.components import Coin
from games.core.errors import UserError
from games.core.record import parse_record
from games.core.replay import replay
from games.in_crowd import PASS, Pyramid, new_game, state_from_record
from games.in_crowd.examples import example_names, replay_example
from games.in_crowd.scoring import points


def names(pyramid, squares):
    return sorted(pyramid.name(s) for s in squares)


def test_the_pyramid_has_36_playable_squares_on_three_levels():
    p = Pyramid.make()
    assert [len(p.level_squares(n)) for n in range(3)] == [20, 12, 4]
    assert len({sq.name for sq in p.squares}) == 36
    with pytest.raises(UserError, match="no playable square 'C3'"):
        p.index("C3")  # covered by the middle level


def test_influence_three_below_each_middle_square_five_below_each_top_square():
    p = Pyramid.make()
    for s in p.level_squares(1):
        assert len(p.influencers[s]) == 3
        assert all(p.squares[i].level == 0 for i in p.influencers[s])
    for s in p.level_squares(2):
        assert len(p.influencers[s]) == 5
        assert all(p.squares[i].level == 1 for i in p.influencers[s])
    # Every influencing square touches the square it influences (edge or corner).
    for s in p.upper:
        bx, by = p.squares[s].below()
        for i in p.influencers[s]:
            assert max(abs(p.squares[i].x - bx), abs(p.squares[i].y - by)) == 1


def test_middle_corners_touch_five_in_the_variant():
    five = Pyramid.make(corner_five=True)
    corners = [five.index(n) for n in ("mA1", "mD1", "mA4", "mD4")]
    assert [len(five.influencers[c]) for c in corners] == [5, 5, 5, 5]
    assert names(five, five.influencers[five.index("mD4")]) == ["D6", "E6", "F4", "F5", "F6"]
    assert names(Pyramid.make(), Pyramid.make().influencers[five.index("mD4")]) == [
        "E6", "F5", "F6"]


def test_placing_only_own_coins_from_hand_on_empty_bottom_squares():
    game = new_game("Ann", "Ben")
    def why(move):
        return str(game.why_illegal(move))
    assert why(game.parse_move("M3@A1")) == "M3 is Ben's coin and it is Ann's turn"
    assert why(game.parse_move("S3@mA1")).startswith("coins are placed only on the bottom ring")
    play(game, "S3@A1", "M3@B1")
    assert why(game.parse_move("S3@C1")) == "S3 is not in Ann's hand: it is on the pyramid"
    assert why(game.parse_move("S4@B1")) == "B1 is not empty: it holds Ben's coin"
    assert game.why_illegal(game.parse_move("S3@C1")).said() == (
        "the 3 of Suns is not in Ann's hand: it is on the pyramid")
    assert game.why_illegal(game.parse_move("S4@mA1")).said() == (
        "coins are placed only on the outer ring; mA1 is filled by a vote")


def test_a_vote_needs_every_influencing_square_full():
    game = play(new_game("Ann", "Ben"), "S3@A1", "M3@B1")
    assert str(game.why_illegal(game.parse_move("vote mA1"))) == (
        "a vote on mA1 needs a coin on each of A1, B1, A2 (empty: A2)")
    assert game.why_illegal(game.parse_move("vote mA1")).said() == (
        "a vote on mA1 needs a coin on each of A1, B1 and A2 (empty: A2)")
    assert str(game.why_illegal(game.parse_move("vote B1"))) == (
        "votes are called on middle or top squares; B1 is a bottom square")
    assert game.why_illegal(game.parse_move("vote B1")).said() == (
        "votes are called on the middle ring or the top; B1 is on the outer ring")
    assert str(game.why_illegal(game.parse_move("vote tA1"))) == (
        "a vote on tA1 needs a coin on each of mA1, mB1, mC1, mA2, mA3 "
        "(empty: mA1, mB1, mC1, mA2, mA3)")


def test_the_winner_moves_up_its_highest_coin_and_the_rest_go_home():
    game = play(new_game("Ann", "Ben"), "S2@A1", "M5@B1", "C4@A2", "vote mA1")
    vote = game.votes[-1]
    assert vote.totals == (6, 5) and vote.winner == 0 and vote.advanced == Coin.parse("C4")
    assert game.board[game.pyramid.index("mA1")] == Coin.parse("C4")
    assert Coin.parse("S2") in game.hands[0] and Coin.parse("M5") in game.hands[1]
    assert all(game.board[game.pyramid.index(n)] is None for n in ("A1", "B1", "A2"))
    assert game.current_player() == 0  # Ben called the vote, so Ann moves next

def test_a_tie_sends_everyone_home_even_nothing_against_nothing():
    game = play(new_game("Ann", "Ben"), "Sn@A1", "Mn@B1", "Cn@A2", "vote mA1")
    assert game.votes[-1].winner is None and game.votes[-1].totals == (0, 0)
    assert game.board[game.pyramid.index("mA1")] is None
    assert sum(len(h) for h in game.hands) == 24


def test_a_lone_null_cannot_win_and_a_player_may_vote_without_own_coins():
    game = play(new_game("Ann", "Ben"), "S5@A2", "Ma@A4", "C4@A3", "vote mA2")
    assert game.votes[-1].winner == 0  # Ben called a vote holding only an Ace in it


def test_two_equal_highest_coins_the_winner_chooses():
    game = play(new_game("Ann", "Ben"), "S3@A1", "M2@F1", "C3@B1", "Mn@A2", "vote mA1")
    assert game.pending and game.current_player() == 0
    assert [game.move_text(m) for m in game.legal_moves()] == ["advance C3", "advance S3"]
    assert str(game.why_illegal(game.parse_move("S4@C1"))) == (
        "Ann must first choose which coin moves up to mA1 (C3 or S3)")
    assert game.why_illegal(game.parse_move("S4@C1")).said() == (
        "Ann must first choose which coin moves up to mA1 (the 3 of Crowns or the 3 of Suns)")
    assert str(game.why_illegal(game.parse_move("advance S4"))) == (
        "the coin moving up to mA1 must be C3 or S3")
    assert game.why_illegal(game.parse_move("advance S4")).said() == (
        "the coin moving up to mA1 must be the 3 of Crowns or the 3 of Suns")
    game.play("advance C3")
    assert game.board[game.pyramid.index("mA1")] == Coin.parse("C3")
    assert game.current_player() == 1  # Ann called the vote, so Ben moves next


def test_points_are_the_rules_and_the_variant_doubles_on_to_2s_and_aces():
    assert [points(Coin.parse(c)) for c in ("S5", "S4", "S3", "S2", "Sa")] == [1, 2, 4, 0, 0]
    doubled = [points(Coin.parse(c), {"low-coins-double"}) for c in ("S5", "S4", "S3", "S2", "Sa")]
    assert doubled == [1, 2, 4, 8, 16]


def test_the_complete_game_ends_full_and_its_scores():
    state = replay_example("complete").state
    assert state.is_terminal() and state.top_filled == 4
    assert [t.short() for t in state.tallies()] == [
        "Ann: 5 = 0 + 4 (tA1) + 1 (tA2)", "Ben: 3 = 0 + 2 (tB1) + 1 (tB2)"]
    assert state.winners() == ["Ann"]
    assert state.legal_moves() == [] and str(state.why_illegal(PASS)) == "the game is over"


def finished(top_codes, variants=()):
    """A game whose top squares hold ``top_codes`` (tA1, tB1, tA2, tB2), the last filled last."""
    game = new_game("Ann", "Ben", variants=variants)
    for square, code in zip(game.pyramid.level_squares(2), top_codes):
        game.board[square] = Coin.parse(code)
        game.last_top = square
    game.top_filled = 4
    return game


def test_a_tied_score_goes_to_the_leader_before_the_final_vote():
    game = finished(["S4", "S5", "M3", "C5"])  # Ann 2 + 1 + 1, Ben 4: a tie at 4
    assert [t.total for t in game.tallies()] == [4, 4]
    assert [t.total for t in game.tallies(before_final=True)] == [3, 4]
    assert game.is_terminal() and game.winners() == ["Ben"]


def test_a_draw_needs_a_final_coin_that_scores_nothing():
    game = finished(["S4", "M4", "C2", "A2"])  # by the rules a 2 scores nothing
    assert [t.total for t in game.tallies()] == [2, 2]
    assert [t.total for t in game.tallies(before_final=True)] == [2, 2]
    assert game.winners() == ["Ann", "Ben"]
    game = finished(["S4", "M4", "C2", "A2"], variants=("low-coins-double",))  # each 2 scores 8
    assert [t.total for t in game.tallies(before_final=True)] == [10, 2]
    assert game.winners() == ["Ann"]


def test_passing_only_when_nothing_else_is_possible_and_two_passes_end_the_game():
    game = new_game("Ann", "Ben")
    assert str(game.why_illegal(PASS)) == (
        "Ann may not pass while a move is possible (for example Cn@A1)")
    assert game.why_illegal(PASS).said() == (
        "Ann may not pass while a move is possible (for example placing the Null of Crowns on A1)")
    game.hands = [[], []]
    assert game.legal_moves() == [PASS]
    game.play("pass")
    game.play("pass")
    assert game.is_terminal() and game.winners() == ["Ann", "Ben"]


def test_a_jammed_game_shares_equal_scores_unless_the_jam_tiebreak_variant():
    for variants, expected in (((), ["Ann", "Ben"]), (("jam-tiebreak",), ["Ben"])):
        # Three top coins, C5 last: Ann 1 + 1, Ben 2; then both players pass.
        game = finished(["S5", "M4", "C5"], variants=variants)
        game.top_filled, game.passes = 3, 2
        assert game.is_terminal()
        assert [t.total for t in game.tallies()] == [2, 2]
        assert [t.total for t in game.tallies(before_final=True)] == [1, 2]
        assert game.winners() == expected


def test_the_views_follow_the_peek_rule():
    game = play(new_game("Ann", "Ben"), "S5@A2", "M4@A3", "C3@A4", "M2@F1", "vote mA2",
                "M5@A4", "S4@A3")
    a2, a3 = game.pyramid.index("mA2"), game.pyramid.index("A3")
    ann = game.observation(0)
    assert ann.board[a3] == Coin.parse("S4")  # her own bottom coin: she may look
    assert ann.board[a2] == Coin.parse("S5").suit  # her own middle coin: only its suit
    assert game.observation(1).board[a3] == Coin.parse("S4").suit
    assert game.observation(1).other_hand == len(game.hands[0])
    peek_all = play(new_game("Ann", "Ben", variants=("peek-all",)), "S5@A2")
    assert peek_all.observation(0).board[peek_all.pyramid.index("A2")] == Coin.parse("S5")
    peek_none = play(new_game("Ann", "Ben", variants=("peek-none",)), "S5@A2")
    assert peek_none.observation(0).board[peek_none.pyramid.index("A2")] == Coin.parse(
        "S5").suit
    assert "S?" in peek_none.observation(1).to_text()


def test_rules_and_header_errors():
    with pytest.raises(UserError, match="choose one peeking rule"):
        new_game(variants=("peek-all", "peek-none"))
    with pytest.raises(UserError, match="unknown variant 'x'"):
        new_game(variants=("x",))
    with pytest.raises(UserError, match="two players with different names"):
        new_game("Ann", "Ann")
    record = parse_record("game: in_crowd\nplayers: Ann Ben\nsuits: SC MX\n", "r.rec")
    with pytest.raises(UserError) as info:
        replay(record, state_from_record)
    assert str(info.value) == "r.rec:3: suits: unknown suit 'X'; known suits are " \
        "S (Suns), M (Moons), C (Crowns), A (Arms)"


def test_every_record_replays():
    assert set(example_names()) == {"complete", "votes"}
    for name in example_names():
        assert replay_example(name).moves
