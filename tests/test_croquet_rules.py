"""Tabletop Croquet: extra flicks, the options after a hit, fouls, teams, rovers and Poison."""

import math

import pytest
from helpers import play

from games.core.errors import UserError
from games.croquet import new_game
from games.croquet.course import COIN


def why(game, text):
    """The rule the move written ``text`` breaks now, in notation (None if it is legal)."""
    reason = game.why_illegal(game.parse_move(text))
    return None if reason is None else str(reason)


# -- the start and the free flick ---------------------------------------------------------------
def test_players_sit_in_coin_face_order():
    game = new_game(*"Ann Ben Cat Dan Eve Fay Gus Hal Ivy Jo".split())
    assert [game.rules.face(s).name for s in range(10)] == [
        "black", "red", "blue", "green", "blank", "ace", "2", "3", "4", "5"]
    with pytest.raises(UserError, match="2 to 10 players"):
        new_game(*[f"P{i}" for i in range(11)])


def test_first_turn_starts_with_a_placement_near_the_left_endpost():
    game = new_game("Ann", "Ben")
    assert why(game, "flick 0 3").startswith("Ann's first turn starts by placing the coin")
    assert why(game, "place 2.4 0").startswith("Ann's coin must start within one tile width")
    assert why(game, "place -1 0").startswith("Ann's coin must start within one tile width")
    assert why(game, "place 0.6 0") == "a coin at (0.6, 0) would lie on the left endpost"
    assert why(game, "place 1.2 0.3") is None
    play(game, "place 1.2 0.3")
    assert why(game, "place 1.2 0.3").startswith("Ann may place the coin only at the start")


def test_one_free_flick_then_the_turn_passes():
    game = play(new_game("Ann", "Ben"), "place 1 0.8", "flick 90 0.5")
    assert game.turn == 1 and game.flicks == 1 and game.phase == "start"
    assert game.turns == [1, 1]


@pytest.mark.parametrize("move, message", [
    ("flick 0 0.05", "a strength is 0.1 to 30 tile widths of sliding (not 0.05)"),
    ("flick 0 31", "a strength is 0.1 to 30 tile widths of sliding (not 31)"),
    ("flick 360 2", "a direction is 0 to 360 degrees (not 360)"),
    ("flick Ben 0 2", "Ann may flick only their own coin, or a coin they have just hit"),
    ("rover", "rovers belong to team play"),
    ("home Ben 0 2", "only a rover can be sent home, and Ben's coin is not one"),
])
def test_illegal_flicks_say_which_rule_they_break(move, message):
    game = play(new_game("Ann", "Ben"), "place 1 0")
    assert why(game, move).startswith(message)


@pytest.mark.parametrize("text", ["flick", "flick 0", "flick x y", "place 1", "jump 3 4",
                                  "flick Zed 10 2"])
def test_malformed_moves(text):
    with pytest.raises(UserError):
        new_game("Ann", "Ben").parse_move(text)


def test_the_book_lists_every_variant_the_model_knows():
    import re
    from pathlib import Path

    from games.croquet import VARIANTS
    docs = Path(__file__).resolve().parent.parent / "docs"
    row = next(line for line in (docs / "appendix-formats.md").read_text().splitlines()
               if line.startswith("| `variant` |") and "`poison`" in line)
    assert set(re.findall(r"`([a-z-]+)`", row)) - {"variant"} == set(VARIANTS.names())
    chapter = (docs / "croquet.md").read_text().split("(croquet-variants)=")[1]
    section = chapter.split("## Decisions")[0]
    # The player's list names each variant in words (Poison has its own section above it);
    # the designer's note spells each as a record does, in the same order.
    named = re.findall(r"^- \*\*([A-Z][a-z ]+)\*\*:", section, re.M)
    spelt = " ".join(section.split("A record chooses them with `variant:`, spelt ")[1]
                     .split(".")[0].split())
    codes = re.findall(r"`([a-z-]+)`", spelt)
    assert sorted(codes) == sorted(VARIANTS.names()) and codes[0] == "poison"
    assert len(named) == len(codes) - 1
    words = [name.lower().split() for name in named]
    for code, name in zip(codes[1:], words, strict=True):  # a word of the code in the name
        assert set(code.split("-")) & set(name) or code == "earned-option", (code, name)


# -- extra flicks -------------------------------------------------------------------------------
def test_each_correct_wicket_earns_one_two_in_one_flick_earn_two():
    game = play(new_game("Ann", "Ben"), "place 1 0", "flick 0 6.5")
    assert game.flicks == 2 and game.progress[0] == 2
    assert [str(text) for text, *_ in game.log[-1].counts] == [
        "Ann passes wicket 1: +1, 1 flick left", "Ann passes wicket 2: +1, 2 flicks left"]


def test_wrong_way_and_out_of_order_earn_nothing():
    game = new_game("Ann", "Ben")
    game.arrange(0, 10.5, -4.0, progress=2)
    play(game, "flick 180 3")  # Ann, beyond wicket 3, comes back through it
    assert str(game.log[-1].counts[0][0]) == "Ann passes wicket 3 the wrong way: nothing"
    assert game.progress[0] == 2 and game.turn == 1
    other = new_game("Ann", "Ben")
    other.arrange(0, 5.0, 0.0, progress=1)
    play(other, "flick 180 2")  # next is wicket 2, but wicket 1 comes first, backwards
    assert str(other.log[-1].counts[0][0]) == "Ann passes wicket 1 out of order: nothing"


def test_the_right_endpost_earns_one_in_order_only():
    game = new_game("Ann", "Ben")
    game.arrange(0, 20.5, 0, progress=7)
    play(game, "flick 0 2")
    assert game.flicks == 1 and game.target(0).label == "wicket 7 back"
    early = new_game("Ann", "Ben")
    early.arrange(0, 20.5, 0, progress=3)
    play(early, "flick 0 2")
    assert early.turn == 1 and early.progress[0] == 3


def test_a_hit_earns_two_once_until_the_next_wicket():
    game = new_game("Ann", "Ben")
    game.arrange(0, 2.5, 0)
    game.arrange(1, 3.0, 0.1)
    play(game, "flick 0 1.2")
    assert game.flicks == 2 and game.phase == "option" and game.pending == (1,)
    play(game, "flick 0 2")  # hits Ben again, then passes wicket 1
    assert [str(text) for text, *_ in game.log[-1].counts] == [
        "Ann hits Ben again: nothing until Ann passes the next wicket or hits the right "
        "endpost in order",
        "Ann passes wicket 1: +1, 2 flicks left"]
    play(game, "flick 122.4 1")  # after the wicket, hitting Ben earns two again
    assert str(game.log[-1].counts[0][0]) == "Ann hits Ben: +2, 3 flicks left"


@pytest.mark.parametrize("variants, flicks, pending", [
    ((), 4, (2, 1)), (("first-hit-only",), 2, (2, 1)),
    (("first-hit-only", "earned-option"), 2, (2,))])
def test_several_coins_hit_by_one_flick(variants, flicks, pending):
    game = new_game("Ann", "Ben", "Cat", variants=variants)
    game.arrange(0, 1.4, 0)
    game.arrange(1, 2.0, 0.2)
    game.arrange(2, 2.0, -0.2)
    play(game, "flick 0 1.5")
    assert game.flicks == flicks and game.pending == pending


def test_any_endpost_resets_variant():
    for variants, again in (((), "nothing"), (("any-endpost-resets",), "+2")):
        game = new_game("Ann", "Ben", variants=variants)
        game.arrange(0, 2.0, 0.0, progress=3)
        game.arrange(1, 1.4, -0.8)
        play(game, "flick 235 1.5")  # into Ben
        assert str(game.log[-1].counts[0][0]).startswith("Ann hits Ben: +2")
        play(game, "flick 180 3")  # the left endpost, out of order
        assert "left endpost out of order" in str(game.log[-1].counts[0][0])
        bx, by = game.pos[1]
        ax, ay = game.pos[0]
        direction = math.degrees(math.atan2(by - ay, bx - ax)) % 360
        play(game, f"flick {direction:.2f} 1.5")
        assert again in str(game.log[-1].counts[0][0])


# -- the four options ---------------------------------------------------------------------------
def hit_game():
    game = play(new_game("Ann", "Ben"), "place 1 -0.6", "flick 20 0.5", "place 1 0.3",
                "flick 0 4", "flick 270 0.4", "flick 6 6")
    assert game.phase == "option" and game.flicks == 3 and game.pending == (1,)
    return game


def test_option_one_carry_on():
    game = play(hit_game(), "flick 320 2")
    assert game.phase == "flick" and game.pending == ()
    assert why(game, "flick Ben 0 3").startswith("Ann may flick only their own coin")


def test_option_two_and_four_place_within_one_coin_width():
    game = hit_game()
    bx, by = game.pos[1]
    assert why(game, f"place {bx - 2 * COIN - 0.01:.4f} {by}").startswith(
        "Ann's coin may be moved only to within one coin width of the coin it hit (Ben)")
    assert why(game, f"place {bx - COIN + 0.05:.4f} {by}").startswith(
        "a coin at") and "would lie on Ben's coin" in why(game, f"place {bx - 0.3} {by}")
    play(game, "place 6.72 -0.06")
    assert game.phase == "placed" and game.flicks == 3 and game.beside == (1,)
    assert why(game, "place 6.5 0").endswith("has already been moved next to the coin it hit")
    play(game, "flick Ben 30 3")  # option 4: the placed coin, then a flick of Ben's
    assert game.flicks == 2 and game.phase == "flick"
    assert why(game, "flick Ben 15 5").startswith("Ann may flick only their own coin")


def test_a_coin_moved_next_to_the_coin_it_hit_may_not_lie_on_a_tile():
    game = new_game("Ann", "Ben")
    game.arrange(0, 5.5, 0.75)
    game.arrange(1, 6.2, 0.75)
    play(game, "flick 0 1")
    assert game.phase == "option"
    bx, by = game.pos[1]
    assert why(game, f"place {bx} {by + 0.5}").endswith("would lie on a tile of wicket 2")


def test_option_three_flick_the_hit_coin_and_every_flick_must_be_used():
    game = play(hit_game(), "flick Ben 90 1")
    assert game.turn == 0 and game.flicks == 2
    play(game, "flick 90 0.2", "flick 270 0.2")
    assert game.turn == 1, "the turn passes only when every earned flick is used"


# -- fouls and knocks ---------------------------------------------------------------------------
def test_flicking_off_the_table_ends_the_turn_and_the_coin_comes_back_in():
    game = play(new_game("Ann", "Ben"), "place 1 0", "flick 0 7")
    assert game.flicks == 2
    play(game, "flick 95 12")
    assert game.turn == 1 and game.flicks == 1
    x, y = game.pos[0]
    assert y == pytest.approx(9 - COIN) and 7 < x < 7.5


def test_a_coin_knocked_off_the_table_comes_back_without_penalty():
    game = new_game("Ann", "Ben")
    game.arrange(0, 10.0, 7.6)
    game.arrange(1, 10.0, 8.3)
    play(game, "flick 90 6")
    assert "Ben's coin leaves the table" in str(game.log[-1].counts[-1][0])
    assert game.pos[1][1] == pytest.approx(9 - COIN) and game.turn == 0 and game.flicks == 2


@pytest.mark.parametrize("variants", [(), ("knocked-off-foul",)])
def test_your_own_coin_knocked_off_by_the_coin_you_flick_is_put_back(variants):
    game = new_game("Ann", "Ben", variants=variants)
    game.arrange(0, 10.0, 8.0)
    game.arrange(1, 10.0, 7.0)
    play(game, "flick 270 1.2", "flick Ben 90 6")  # option 3: Ben's coin knocks Ann's off
    assert game.pos[0] == (10, 9 - COIN)
    first = str(game.log[-1].counts[0][0])
    if variants:  # the variant: a foul, as if Ann had flicked her own coin off
        assert first.startswith("Ann's coin leaves the table: the turn is over")
        assert game.turn == 1
    else:  # the rules: only flicking your own coin off is a foul
        assert first == f"Ann's coin leaves the table and goes back at (10, {9 - COIN:g})"
        assert game.turn == 0 and game.flicks == 1 and game.phase == "flick"


def test_a_home_flick_of_your_own_rover_off_the_table_is_a_foul():
    game = team_game()
    game.arrange(0, 10.0, 8.0, progress=15)
    game.flicks = 2
    play(game, "rover", "home Ann 90 5")
    assert str(game.log[-1].counts[0][0]).startswith(
        "Ann's coin leaves the table: the turn is over")
    assert game.turn == 1


def test_a_coin_knocked_through_its_wicket_counts_for_its_owner_without_a_flick():
    game = hit_game()
    assert game.progress[1] == 2, "Ben was knocked through wicket 2, his next"
    assert game.flicks == 3, "Ann's three: one left of hers, +1 wicket, +2 hit"


def test_knocked_onto_the_left_endpost_wins_for_its_owner():
    game = new_game("Ann", "Ben")
    game.arrange(0, 1.9, 0.0)
    game.arrange(1, 1.2, 0.05, progress=15)
    play(game, "flick 180 1.5")
    assert game.is_terminal() and game.winners() == ["Ben"]


def test_completing_the_course_wins():
    game = new_game("Ann", "Ben")
    game.arrange(0, 1.5, 0.1, progress=15)
    play(game, "flick 180 2")
    assert game.is_terminal() and game.winners() == ["Ann"]
    assert why(game, "flick 0 1") == "the game is over"


# -- team play ----------------------------------------------------------------------------------
def team_game():
    return new_game("Ann", "Ben", "Cat", "Dan", teams=2)


def test_teams_alternate_and_teammates_earn_nothing():
    game = team_game()
    assert [game.rules.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    game.arrange(0, 1.5, 0)
    game.arrange(2, 2.0, 0.1)
    play(game, "flick 0 1.2")
    assert str(game.log[-1].counts[0][0]) == "Ann hits Cat, a teammate: nothing"
    assert game.turn == 1


@pytest.mark.parametrize("variants, phase", [((), "option"), (("earned-option",), "flick")])
def test_a_hit_for_nothing_gives_the_options_unless_the_variant_says_so(variants, phase):
    game = new_game("Ann", "Ben", "Cat", "Dan", teams=2, variants=variants)
    game.arrange(0, 1.5, 0)
    game.arrange(2, 2.0, 0.1)
    game.flicks = 2  # as if Ann had earned one
    play(game, "flick 0 1.2")
    assert str(game.log[-1].counts[0][0]) == "Ann hits Cat, a teammate: nothing"
    assert game.turn == 0 and game.flicks == 1 and game.phase == phase
    assert (why(game, "flick Cat 0 1") is None) == (phase == "option")


def test_a_rover_is_declared_after_the_last_wicket_and_earns_once_per_wicket():
    game = team_game()
    game.arrange(0, 2.0, 0.0, progress=14)
    assert why(game, "rover").startswith("a coin becomes a rover only after passing the last")
    game.arrange(0, 2.0, 0.0, progress=15)
    play(game, "rover")
    assert game.status[0] == "rover" and game.flicks == 1
    play(game, "flick 0 2")  # through wicket 1 the "wrong" way: a rover may
    assert str(game.log[-1].counts[0][0]) == "Ann's rover passes wicket 1: +1, 1 flick left"
    play(game, "flick 180 2")  # back through it: once per wicket per turn
    assert game.turn == 1 and game.progress[0] == 15


def test_rover_hits_earn_once_per_coin_per_turn():
    game = team_game()
    game.arrange(0, 2.0, 0.0, progress=15)
    game.arrange(1, 2.5, 0.1)
    play(game, "rover", "flick 0 1")
    assert str(game.log[-1].counts[0][0]) == "Ann's rover hits Ben: +2, 2 flicks left"
    ax, ay = game.pos[0]
    bx, by = game.pos[1]
    play(game, f"flick {math.degrees(math.atan2(by - ay, bx - ax)) % 360:.2f} 1")
    assert str(game.log[-1].counts[0][0]) == "Ann's rover hits Ben again: nothing this turn"


def test_a_rover_counts_what_the_coin_earned_earlier_in_the_turn():
    game = team_game()
    game.arrange(0, 4.0, 0.0, progress=14)
    play(game, "flick 180 2")  # wicket 1 back, the last wicket: +1
    assert str(game.log[-1].counts[0][0]) == "Ann passes wicket 1 back: +1, 1 flick left"
    play(game, "rover", "flick 0 2")  # through wicket 1 again, now as a rover
    assert str(game.log[-1].counts[0][0]) == "Ann's rover passes wicket 1 again: nothing this turn"
    assert game.turn == 1 and game.earned_wickets == set()
    hits = team_game()
    hits.arrange(0, 2.0, 0.0, progress=15)
    hits.arrange(1, 2.5, 0.1)
    play(hits, "flick 0 1")  # into Ben before the rover is declared: +2
    assert str(hits.log[-1].counts[0][0]) == "Ann hits Ben: +2, 2 flicks left"
    play(hits, "flick 180 0.3", "rover")
    ax, ay = hits.pos[0]
    bx, by = hits.pos[1]
    play(hits, f"flick {math.degrees(math.atan2(by - ay, bx - ax)) % 360:.2f} 1")
    assert str(hits.log[-1].counts[0][0]) == "Ann's rover hits Ben again: nothing this turn"
    assert hits.turn == 1


def test_a_home_flick_earns_nothing_even_for_the_rovers_owner():
    game = team_game()
    game.arrange(0, 4.0, 0.0, progress=15)
    play(game, "rover", "home Ann 180 5")  # through wicket 1 and onto the left endpost
    assert [str(text) for text, *_ in game.log[-1].counts] == [
        "Ann's rover passes wicket 1: no flick, a home flick earns nothing",
        "Ann's rover hits the left endpost and completes the course"]
    assert game.log[-1].earned == 0 and game.status[0] == "out" and game.turn == 1


def test_a_rover_does_not_finish_on_its_own_but_goes_home_when_sent():
    game = team_game()
    game.arrange(0, 1.5, 0.0, progress=15)
    play(game, "rover", "flick 180 2")
    assert game.status[0] == "rover" and game.turn == 1, "its own flick onto the endpost"
    game.arrange(1, 10.0, 5.0)
    assert why(game, "home Ann 0 1") is None  # Ben, an opponent, sends Ann's rover home
    play(game, "home Ann 180 2")
    assert str(game.log[-1].counts[0][0]) == ("Ann's rover hits the left endpost and completes "
                                         "the course")
    assert game.status[0] == "out" and game.pos[0] is None
    game.arrange(2, 10.0, -5.0)
    assert why(game, "home Ann 180 2").startswith("only a rover can be sent home")


def test_a_rover_may_be_sent_home_once_a_turn():
    game = team_game()
    game.arrange(0, 5.0, 5.0, progress=15)
    play(game, "rover", "flick 90 0.3")
    game.arrange(1, 10.0, 5.0)
    game.arrange(0, 4.0, 6.0)
    play(game, "flick 0 0.1")  # Ben's first turn: one flick
    assert game.turn == 2
    game.arrange(2, 10.0, -5.0)
    game.flicks = 2  # as if Cat had earned a flick
    play(game, "home Ann 90 1")
    assert why(game, "home Ann 90 1") == ("Ann's rover was already sent at the endpost this "
                                          "turn (once a turn)")


def test_a_team_wins_when_all_its_members_are_out():
    game = team_game()
    game.arrange(0, 1.5, 0.1, progress=15)
    play(game, "flick 180 2")
    assert game.status[0] == "out" and not game.is_terminal() and game.turn == 1
    game.arrange(2, 1.5, 0.1, progress=15)
    game.arrange(1, 10, 6)
    play(game, "flick 90 0.3")
    play(game, "flick 180 2")  # Cat
    assert game.is_terminal() and game.winners() == ["Ann", "Cat"]


def test_team_sizes_and_poison_need_the_right_numbers():
    with pytest.raises(UserError, match="5 players cannot make 2 teams"):
        new_game("A", "B", "C", "D", "E", teams=2)
    with pytest.raises(UserError, match="Poison is played without teams"):
        new_game("A", "B", "C", "D", teams=2, variants=["poison"])


# -- Poison -------------------------------------------------------------------------------------
def test_poison_kills_and_the_last_coin_wins():
    game = new_game("Ann", "Ben", "Cat", variants=["poison"])
    game.arrange(0, 1.5, 0.1, progress=15)
    game.arrange(1, 6.0, -7.0)
    game.arrange(2, 10.0, -7.0)
    play(game, "flick 180 2")
    assert game.status[0] == "poison" and not game.is_terminal() and game.turn == 1
    play(game, "flick 90 0.2", "flick 90 0.2")  # Ben and Cat
    game.arrange(0, 5.0, -7.0)
    play(game, "flick 0 2")
    assert str(game.log[-1].counts[0][0]) == (
        "Ann's poison coin hits Ben: Ben is out: +2, 2 flicks left")
    assert game.status[1] == "dead" and game.pos[1] is None
    ax, ay = game.pos[0]
    cx, cy = game.pos[2]
    play(game, f"flick {math.degrees(math.atan2(cy - ay, cx - ax)) % 360:.2f} "
               f"{math.dist((ax, ay), (cx, cy)) + 1:.2f}")
    assert game.is_terminal() and game.winners() == ["Ann"]


# -- round the course: every way of finishing tallies 16 of 16 --------------------------------
def tally_of(game, name):
    return next(str(t) for t in game.tallies() if t.player == name)


def finished_by_own_flick(teams):
    game = team_game() if teams else new_game("Ann", "Ben")
    game.arrange(0, 1.5, 0.1, progress=15)
    play(game, "flick 180 2")
    return game, "Ann"


def finished_by_a_knock(teams):
    game = team_game() if teams else new_game("Ann", "Ben")
    game.arrange(0, 1.9, 0.0)
    game.arrange(1, 1.2, 0.05, progress=15)
    play(game, "flick 180 1.5")  # Ann knocks Ben's coin onto the left endpost
    return game, "Ben"


def rover_sent_home(sender):
    """Ann's rover sent home by Ann herself, by Ben (an opponent) or by Cat (her teammate)."""
    game = team_game()
    game.arrange(0, 5.0, 0.0, progress=15)
    play(game, "rover")
    if sender != "Ann":
        play(game, "flick 90 0.3")  # Ann's turn ends; the rover waits at (5, 0.3)
        game.arrange(1, 10.0, 5.0)
        if sender == "Cat":
            play(game, "flick 90 0.1")
            game.arrange(2, 10.0, -5.0)
    assert game.players[game.turn] == sender
    play(game, f"home Ann 180 {6 if sender == 'Ann' else 6.5}")
    assert str(game.log[-1].counts[-1][0]) == ("Ann's rover hits the left endpost and completes "
                                          "the course")
    return game, "Ann"


@pytest.mark.parametrize("finish", [
    lambda: finished_by_own_flick(False), lambda: finished_by_own_flick(True),
    lambda: finished_by_a_knock(False), lambda: finished_by_a_knock(True),
    lambda: rover_sent_home("Ann"), lambda: rover_sent_home("Ben"),
    lambda: rover_sent_home("Cat")],
    ids=["own flick", "own flick, teams", "knocked on", "knocked on, teams",
         "rover sent home by its owner", "by an opponent", "by a teammate"])
def test_every_way_round_the_course_tallies_16_of_16(finish):
    game, name = finish()
    seat = game.players.index(name)
    assert game.status[seat] == "out" and game.progress[seat] == 16
    assert tally_of(game, name) == (f"{name}: 16 = 0 + 16 (targets reached out of 16; "
                                    "completed the course)")


def test_a_coin_that_turns_poison_has_gone_round_the_course():
    game = new_game("Ann", "Ben", "Cat", variants=["poison"])
    game.arrange(0, 1.5, 0.1, progress=15)
    play(game, "flick 180 2")
    assert tally_of(game, "Ann") == "Ann: 16 = 0 + 16 (targets reached out of 16; poison)"


def test_a_rover_still_roving_has_reached_15_targets():
    game = team_game()
    game.arrange(0, 5.0, 0.0, progress=15)
    play(game, "rover")
    assert tally_of(game, "Ann") == "Ann: 15 = 0 + 15 (targets reached out of 16; a rover)"
