"""Human Trophies: cards, the deal, every step of the turn, the end, records and views."""

import functools
import operator

import pytest
from helpers import play

from games.core.cards import HIDDEN, JOKER, parse_card, parse_cards, standard_deck
from games.core.errors import IllegalMove, UserError
from games.core.protocol import random_playout
from games.core.record import parse_record
from games.core.rng import make_rng
from games.human_trophies import moves as m
from games.human_trophies import new_game, state_from_record
from games.human_trophies.cards import power, value
from games.human_trophies.examples import example_names, replay_example
from games.human_trophies.teams import assign_teams, takeable_sets, teams_for
from games.human_trophies.turn import BUSY, GROUNDED, READY

C = parse_card


def why(game, text):
    """Why the move written ``text`` is illegal now, in the record's notation (None if it is
    legal): the reason's ``str``, which records, error lines and the designer's edition print."""
    reason = game.why_illegal(game.parse_move(text))
    return None if reason is None else str(reason)


def table(header: str, variant: str = ""):
    """A position from record header lines (three players alice, bernard, charlie), played
    without jokers unless the header says otherwise, so that Alice acts at once."""
    text = "game: human_trophies\nplayers: alice bernard charlie\n" + header
    if variant:
        text += f"\nvariant: {variant}"
    if "jokers:" not in header:
        text += "\njokers: 0"
    return state_from_record(parse_record(text, "t.rec"))


# -- cards and the deal ------------------------------------------------------------------------
def test_values_and_powers():
    assert [value(C(x)) for x in "2H 10H JH QC KD AD".split()] == [2, 10, 11, 11, 11, 11]
    assert [power(C(f"{r}S")) for r in "2 3 4 5 6 7 8 9 10 J Q K A".split()] == [
        1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4]


def test_the_deal():
    game = new_game(3, seed=7)
    assert len(game.victims) == 13 and all(c.suit == "D" for c in game.victims)
    assert [len(h) for h in game.hands] == [5, 5, 5] and len(game.draw) == 39 + 2 - 15
    assert sorted(c for zone in game.zones().values() for c in zone) == sorted(
        standard_deck(jokers=2))
    assert new_game(3, seed=7).hands == game.hands and new_game(3, seed=8).hands != game.hands
    zones = new_game(3, jokers=0, seed=1).zones().values()
    assert JOKER not in functools.reduce(operator.iadd, zones, [])


def test_extra_cards_and_starting_kids_variants():
    assert [len(h) for h in new_game(4, variants=["extra-cards"]).hands] == [5, 6, 7, 8]
    game = new_game(5, variants=["starting-kids"], seed=2)
    assert [[power(k) for k in club] for club in game.clubhouses] == [[1], [2], [3], [4], [4]]
    assert all(s == READY for club in game.clubhouses for s in club.values())
    assert [len(h) for h in game.hands] == [5, 5, 5, 5, 6]


@pytest.mark.parametrize("seed", range(4))
def test_starting_kids_are_the_first_of_their_power_from_the_top(seed):
    """The chapter's Starting kids: before the deal, each player in turn takes out of the
    shuffled draw deck the first kid of their power from the top; the deal then goes on."""
    from games.human_trophies.options import Rules
    from games.human_trophies.setup import deal
    players = 5
    plain = deal(Rules.make(players), seed=seed)  # the same shuffle, dealt without the variant
    deck = [hand[r] for r in range(5) for hand in plain.hands] + plain.draw[::-1]  # top first
    kids = []
    for seat in range(players):
        kid = next(c for c in deck if c.suit == "S" and power(c) == min(seat + 1, 4))
        deck.remove(kid)
        kids.append([kid])
    dealt = deal(Rules.make(players, variants=["starting-kids"]), seed=seed)
    assert dealt.clubhouses == kids
    sizes = [5, 5, 5, 5, 6]
    assert dealt.hands == [[deck[r * players + s - (r == 5) * 4] for r in range(sizes[s])]
                           for s in range(players)]


def test_setup_errors():
    with pytest.raises(UserError, match="at least 2 players"):
        new_game(1)
    with pytest.raises(UserError, match="unknown variant 'nope'"):
        new_game(3, variants=["nope"])
    with pytest.raises(UserError, match="choose one bribe price"):
        new_game(3, variants=["bribe-triple", "bribe-five-plus"])
    with pytest.raises(UserError, match="not enough cards to deal"):
        table("warehouses: " + " ".join(f"{r}C" for r in "2 3 4 5 6 7 8 9 10 J Q K A".split())
              + "\nlounge: " + " ".join(f"{r}H" for r in "2 3 4 5 6 7 8 9 10 J Q K".split()))


def test_extra_cards_header_deals_n_more_per_seat():
    record = parse_record("game: human_trophies\nplayers: 4\nextra-cards: 3\n")
    assert [len(h) for h in state_from_record(record).hands] == [5, 8, 11, 14]
    same = parse_record("game: human_trophies\nplayers: 3\nvariant: extra-cards\n"
                        "extra-cards: 1\n")
    assert [len(h) for h in state_from_record(same).hands] == [5, 6, 7]


@pytest.mark.parametrize("lines, message", [
    ("players: 3\nextra-cards: two\n", "t.rec:3: extra-cards: 'two' is not a whole number"),
    ("players: 3\nextra-cards: 40\n", "t.rec:3: extra-cards: 40 is out of range: 0 to 39"),
    ("players: 3\nvariant: extra-cards\nextra-cards: 2\n",
     "t.rec:4: extra-cards: the extra-cards variant deals 1 card more per seat, not 2"),
    ("players: 5\nextra-cards: 2\n",
     "t.rec:2: players: Human Trophies takes 2 to 4 players with 2 jokers and extra-cards: 2"),
])
def test_extra_cards_header_errors_are_one_line(lines, message, capsys):
    from games.cli import main

    with pytest.raises(UserError) as info:
        state_from_record(parse_record("game: human_trophies\n" + lines, "t.rec"))
    assert str(info.value).startswith(message) and "\n" not in str(info.value)
    option = lines.splitlines()[-1].replace(": ", "=")
    players = lines.split()[1]
    variant = ["--variant", "extra-cards"] if "variant:" in lines else []
    assert main(["simulate", "human_trophies", "--players", players, "--agents",
                 ",".join(["random"] * int(players)), "--games", "1", "--option", option,
                 *variant]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("rulebook: study header: ")


@pytest.mark.parametrize("players, jokers, variants, limit", [
    (9, 2, [], "2 to 8 players with 2 jokers (the draw deck of 41 cards"),
    (9, 1, [], "2 to 8 players with 1 joker (the draw deck of 40 cards"),
    (8, 0, [], "2 to 7 players with 0 jokers (the draw deck of 39 cards"),
    (6, 2, ["extra-cards"], "2 to 5 players with 2 jokers and the extra-cards variant"),
    (7, 2, ["starting-kids"], "2 to 6 players with 2 jokers and the starting-kids variant"),
])
def test_too_many_players_are_refused_up_front(players, jokers, variants, limit):
    with pytest.raises(UserError, match=limit.replace("(", r"\(")) as info:
        new_game(players, jokers, variants)
    assert "\n" not in str(info.value)
    new_game(players - 1, jokers, variants)  # one fewer is dealt


# -- scavenging teams --------------------------------------------------------------------------
def test_the_rules_scavenging_example():
    kids, toys = parse_cards("3S 9S QS"), parse_cards("2C 6C 9C")
    assert [t for t in teams_for(kids, 2) if len(t) == 1] == [(C("9S"),), (C("QS"),)]
    assert teams_for(kids, 9) == []
    assert assign_teams(kids, parse_cards("2C 6C")) is None
    assert takeable_sets(kids, toys) == [(C("2C"),), (C("6C"),)]


def test_team_search_is_not_greedy():
    # Powers 3, 2, 2 against toys 4 and 3: giving the strongest kid to the biggest toy
    # leaves 2 for the 3; the search finds 2 + 2 for the 4 and the 3 alone for the 3.
    kids = parse_cards("8S 5S 6S")
    teams = assign_teams(kids, parse_cards("4C 3C"))
    assert teams == [(C("5S"), C("6S")), (C("8S"),)]


# -- the turn ------------------------------------------------------------------------------------
EXAMPLE = ("victims: KD\nwarehouses: 2C 6C 9C\nclubhouse-alice: 3S 9S QS\nhand-alice: 5C 10C\n"
           "hand-bernard: JH\nhand-charlie: 7H\n")


def test_scavenge_rules():
    game = table(EXAMPLE)
    assert why(game, "scavenge 9C with 3S 9S QS") == "the team's power, 8, is less than the " \
                                                     "toy's value, 9"
    assert why(game, "scavenge 5C with 9S") == "5C is not in the warehouses"
    assert why(game, "scavenge 9S with QS") == "9S is a kid, not a toy"
    assert why(game, "scavenge 2C with 4S") == "4S is not in Alice's clubhouse"
    play(game, "scavenge 6C with 9S QS")
    assert why(game, "scavenge 2C with 9S") == "9S is busy, not ready"
    assert why(game, "scavenge 2C with 3S") == (
        "the team's power, 1, is less than the toy's value, 2")


def test_steps_come_in_order_and_one_recruit():
    game = table(EXAMPLE.replace("hand-alice: 5C 10C", "hand-alice: 5C 10C 6S 5S"))
    play(game, "recruit 6S")
    assert why(game, "recruit 5S") == "only one kid may be recruited a turn"
    assert why(game, "scavenge 2C with 9S").startswith("too late for scavenging: this turn has "
                                                       "reached bribing")
    play(game, "trick KD with QS + 10C", "decline", "decline")  # Bernard, Charlie let it be
    assert game.trophies[0] == [C("KD")] and game.clubhouses[0][C("6S")] == BUSY


def test_bribes():
    game = table("hand-alice: 5C 6C QH 4C\nclubhouse-bernard: 9S 2S\nclubhouse-charlie: KS\n"
                 "hand-bernard: 3H\nhand-charlie: -")
    assert why(game, "bribe 9S from bernard with 4C give QH") == (
        "toys worth 4 do not bribe 9S: a kid of power 3 costs toys worth at least 6")
    assert why(game, "bribe 9S from charlie with 6C give QH") == "9S is not in Charlie's clubhouse"
    assert why(game, "bribe 9S from bernard with 6C give 3H") == "3H is not in Alice's hand"
    assert why(game, "bribe 9S from bernard with 6C give 5C") == "5C is a toy, not a parent"
    play(game, "bribe 9S from bernard with 6C give QH")
    assert game.clubhouses[0] == {C("9S"): BUSY} and C("9S") not in game.clubhouses[1]
    assert C("QH") in game.hands[1] and C("6C") in game.warehouses
    assert why(game, "bribe KS from charlie with 5C 4C give QH") == "QH is not in Alice's hand"


def test_bribe_price_variants_and_one_bribe():
    header = ("hand-alice: 5C 6C QH 2H 4C\nclubhouse-bernard: 9S 2S\nclubhouse-charlie: KS\n"
              "hand-bernard: -\nhand-charlie: -")
    assert "at least 9" in why(table(header, "bribe-triple"),
                               "bribe 9S from bernard with 6C give QH")
    assert "at least 8" in why(table(header, "bribe-five-plus"),
                               "bribe 9S from bernard with 6C give QH")
    game = play(table(header, "one-bribe"), "bribe 2S from bernard with 4C give 2H")
    assert why(game, "bribe 9S from bernard with 6C give QH") == (
        "only one bribe a turn (one-bribe variant)")
    game = play(table(header, "bribed-ready"), "bribe 2S from bernard with 4C give 2H")
    assert game.clubhouses[0][C("2S")] == READY


def test_last_kid_is_safe_with_starting_kids():
    game = table("hand-alice: 5C 6C QH\nclubhouse-alice: 2S\nclubhouse-bernard: 9S\n"
                 "clubhouse-charlie: 5S\nhand-bernard: -\nhand-charlie: -", "starting-kids")
    assert why(game, "bribe 9S from bernard with 6C give QH") == (
        "9S is Bernard's last kid (starting-kids variant)")


def test_grounded_kids_miss_a_turn_and_cannot_be_bribed():
    game = replay_example("running-example").state  # Bernard's turn; Alice's 3S grounded
    assert game.clubhouses[0][C("3S")] == GROUNDED
    play(game, "decline", "decline")  # no Miss Monster for Bernard, from Charlie or Alice
    game.hands[1] += [C("10C"), C("2H")]
    assert why(game, "bribe 3S from alice with 10C give 2H") == (
        "3S is grounded, and a grounded kid cannot be bribed")
    play(game, "end", "decline", "decline", "end")  # Bernard and Charlie pass
    play(game, "decline", "decline")  # Alice's turn: her grounded kid is now busy
    assert game.clubhouses[0][C("3S")] == BUSY
    assert why(game, "trick 8D with 3S + 10C") == "3S is busy, not ready"
    play(game, "end")
    assert game.clubhouses[0][C("3S")] == READY


def test_trick_rules():
    game = table(EXAMPLE)
    assert why(game, "trick QD with QS + 10C") == "the victim showing is KD, not QD"
    assert why(game, "trick KD with 3S + 10C") == (
        "kid and toys make 11 (3S 1 + toys 10), not more than the victim's 11")
    assert why(game, "trick KD with 3S + 9C") == "9C is not in Alice's hand"
    game.hands[0].append(C("2H"))
    assert why(game, "trick KD with QS + 2H") == "2H is a parent, not a toy"


def test_a_refusal_is_its_rule_applied_to_its_cards_and_numbers():
    """Each refusal is a rule declared once beside its kind (:mod:`.turn`), applied to the
    cards and numbers involved: the record's notation (``str``) and a player's words (``said``),
    every card named as a player says it."""
    from games.human_trophies import turn

    game = table(EXAMPLE)
    said = {}
    for text in ["trick KD with 3S + 10C", "trick QD with QS + 10C", "scavenge 2C with 4S",
                 "scavenge 9S with QS", "scavenge 9C with 3S 9S QS"]:
        reason = game.why_illegal(game.parse_move(text))
        said[reason.rule] = reason.said()
    assert said == {
        turn.TOO_WEAK: "the kid and the toys make 11 (power 1 and toys worth 10), not more than "
                       "the victim's 11",
        turn.NOT_SHOWING: "the victim showing is the king of diamonds, not the queen of diamonds",
        turn.NOT_IN_CLUBHOUSE: "the 4 of spades is not in Alice's clubhouse",
        turn.NOT_A: "the 9 of spades is a kid, not a toy",
        turn.TEAM_TOO_WEAK: "the team's power, 8, is less than the toy's value, 9"}
    assert game.why_illegal(game.parse_move("decline")).said() == (
        "nobody is being asked anything: it is Alice's turn to act")
    game.hands[0].append(JOKER)
    assert game.why_illegal(game.parse_move("trick KD with QS + JK")).said() == (
        "Miss Monster is a joker, not a toy")
    header = ("hand-alice: 5C 6C QH 2H 4C\nclubhouse-bernard: 9S 2S\nhand-bernard: -\n"
              "hand-charlie: -")
    game = play(table(header, "one-bribe"), "bribe 2S from bernard with 4C give 2H")
    reason = game.why_illegal(game.parse_move("bribe 9S from bernard with 6C give QH"))
    assert reason.rule is turn.ONE_BRIBE_A_TURN
    assert reason.said() == "only one bribe a turn (the One bribe variant)"
    game = play(table(EXAMPLE), "scavenge 6C with 9S QS", "trick KD with 3S + 5C 6C")
    assert game.why_illegal(m.END).said() == (
        "Bernard is asked whether to interrupt Alice's trick: they may only interrupt with a "
        "parent (to stop or to punish) or decline")


def test_interruptions_go_in_seat_order_after_the_trickster():
    game = play(table(EXAMPLE), "scavenge 6C with 9S QS", "trick KD with 3S + 5C 6C")
    assert [game.players[s] for s in game.waiting] == ["Bernard", "Charlie"]
    assert game.current_player() == 1
    assert why(game, "end").startswith("Bernard is asked whether to interrupt Alice's trick")
    play(game, "decline")
    assert game.current_player() == 2
    play(game, "interrupt 7H stop")
    assert game.victims[-1] == C("KD") and C("7H") in game.lounge
    assert set(parse_cards("5C 6C")) <= set(game.warehouses)
    assert game.clubhouses[0][C("3S")] == BUSY and game.current_player() == 0


def test_a_parent_worth_more_than_the_toys_cannot_interrupt():
    game = play(table(EXAMPLE), "scavenge 2C with 9S", "trick KD with QS + 10C")
    assert game.waiting == [1, 2]  # Bernard is asked all the same, and can only decline
    assert why(game, "interrupt JH punish") == "JH is worth 11, more than the toys played (10)"
    assert game.legal_moves() == [m.DECLINE]
    play(game, "decline")
    assert game.current_player() == 2 and m.Interrupt(C("7H"), False) in game.legal_moves()


def test_everyone_is_asked_whatever_their_hand_holds():
    """Who is asked depends on open facts only (hand sizes, the lounge), never on a hand."""
    game = table("hand-alice: 5C 10C\nclubhouse-alice: QS\nhand-bernard: 4S\n"
                 "hand-charlie: -\njokers: 2\nvictims: 9D")
    assert game.phase == "detention" and game.waiting == [1]  # Charlie has no cards at all
    assert game.legal_moves() == [m.DECLINE]
    assert why(game, "detention") == "Bernard has no Miss Monster (joker) in hand"
    play(game, "decline", "trick 9D with QS + 10C")
    assert game.waiting == [1]  # Bernard holds no parent, but is asked
    play(game, "decline")
    assert game.trophies[0] == [C("9D")]
    # Once every parent worth at most the toys is in the lounge, nobody is asked.
    game = table("hand-alice: 2C 3C\nclubhouse-alice: QS\nhand-bernard: 4S\n"
                 "hand-charlie: 9H\nlounge: 2H 3H\nvictims: 4D")
    play(game, "trick 4D with QS + 3C")
    assert game.trophies[0] == [C("4D")] and game.phase == "actions"
    # Once every joker is in the lounge, nobody is asked about Miss Monster.
    game = table("hand-alice: 2C\nhand-bernard: 4S\nhand-charlie: 9H\nlounge: JK\n"
                 "jokers: 1")
    assert game.phase == "actions" and game.current_player() == 0


def test_views_do_not_tell_who_holds_what():
    """Two deals that differ only in Bernard's secret cards give Alice the same view."""
    base = ("hand-alice: 5C 10C\nclubhouse-alice: QS\nhand-charlie: 2S\nvictims: 9D\n"
            "jokers: 2\n")
    games = [table(base + f"hand-bernard: {cards}") for cards in ("JK 3H", "4S 8S")]
    for moves in ([], ["decline", "decline", "trick 9D with QS + 10C"]):
        views = [play(game, *moves).observation(0) for game in games]
        assert views[0].waiting == views[1].waiting
        assert views[0].to_text() == views[1].to_text()


def test_detention():
    game = table("hand-alice: 5C 10C\nclubhouse-alice: QS\nhand-bernard: JK\nhand-charlie: JK\n"
                 "victims: 9D\njokers: 2")
    assert game.phase == "detention" and game.current_player() == 1
    assert why(game, "end").startswith("Bernard is asked whether to give Alice detention")
    play(game, "detention")
    assert game.phase == "actions" and game.current_player() == 0 and JOKER in game.lounge
    assert why(game, "trick 9D with QS + 10C") == (
        "Alice is in detention this turn and cannot trick")
    play(game, "end")  # a detained turn with nothing done is not a pass
    assert game.passes == 0


def test_the_game_ends_when_everyone_passes_in_a_row():
    game = new_game(2, jokers=0, seed=1)
    play(game, "end")
    assert game.passes == 1 and not game.is_terminal()
    play(game, "end")
    assert game.is_terminal() and game.current_player() is None
    with pytest.raises(UserError, match="the game is over"):
        game.parse_move("end")


def test_the_game_ends_when_the_last_victim_is_tricked():
    game = table("victims: 3D\nclubhouse-alice: 2S\nhand-alice: 4C\nhand-bernard: -\n"
                 "hand-charlie: -\ntrophies-bernard: " + " ".join(
                     f"{r}D" for r in "2 4 5 6 7 8 9 10 J Q K A".split()))
    play(game, "trick 3D with 2S + 4C")
    assert game.is_terminal()
    assert [t.total for t in game.tallies()] == [3, 2 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 44, 0]
    assert game.winners() == ["Bernard"]


ALL_VICTIMS = "trophies-alice: 2D 3D 4D 5D 6D\ntrophies-bernard: 7D 8D 9D 10D\n" \
    "trophies-charlie: JD QD KD AD"


def assert_over(game):
    """Nothing can be played in ``game``: every way of asking for a move says the game is over."""
    assert game.is_terminal() and game.current_player() is None and game.legal_moves() == []
    assert str(game.why_illegal(m.END)) == "the game is over"
    with pytest.raises(UserError, match=r"^the game is over$"):
        game.parse_move("end")
    with pytest.raises(IllegalMove, match=r"^the game is over$"):
        game.random_move(make_rng("over"))
    with pytest.raises(IllegalMove, match=r"^the game is over$"):
        game.apply(m.END)


@pytest.mark.parametrize("jokers", [0, 2])
def test_a_table_dealt_with_no_victims_left_is_over_before_the_first_turn(jokers):
    game = table(f"{ALL_VICTIMS}\njokers: {jokers}")
    assert game.victims == [] and game.waiting == []  # nobody is asked about Miss Monster
    assert_over(game)
    assert random_playout(game, make_rng("none left")) is game and game.history == []
    assert [t.total for t in game.tallies()] == [2 + 3 + 4 + 5 + 6, 7 + 8 + 9 + 10, 44]
    assert "Victims: none left." in game.to_text()
    assert game.observation(1).victims == [] and game.copy().is_terminal()


def test_no_move_is_accepted_after_the_last_victim_is_tricked():
    game = table("victims: 3D\nclubhouse-alice: 2S\nhand-alice: 4C 5C\n"
                 "hand-bernard: 2H\nhand-charlie: -\ntrophies-bernard: "
                 + " ".join(f"{r}D" for r in "2 4 5 6 7 8 9 10 J Q K A".split()))
    play(game, "trick 3D with 2S + 4C")  # Bernard's 2 of hearts could interrupt
    assert not game.is_terminal() and game.current_player() == 1
    play(game, "decline")
    assert_over(game)
    with pytest.raises(UserError, match=r"^the game is over$"):
        game.play("end")


def test_empty_draw_deck_is_skipped():
    game = new_game(2, jokers=0, seed=1)
    game.draw.clear()
    hand = list(game.hands[0])
    play(game, "end")
    assert game.hands[0] == hand


def test_observation_hides_other_hands_and_the_decks():
    game = new_game(3, seed=4)
    view = game.observation(1)
    assert view.hands[1] == game.hands[1]
    assert view.hands[0] == [HIDDEN] * 5 and set(view.draw) == {HIDDEN}
    assert view.victims[-1] == game.victims[-1] and view.victims[0] == HIDDEN
    assert game.hands[0] != view.hands[0]  # the game itself is untouched


def test_move_notation_round_trips_and_errors():
    game = new_game(3, seed=4)
    for text in ("scavenge 6C with 9S QS", "recruit 9S", "bribe 5S from p2 with 6C QC give 4H",
                 "trick KD with 3S + 5C 6C", "interrupt JH punish", "detention", "decline",
                 "end"):
        assert game.move_text(game.parse_move(text)) == text
    with pytest.raises(UserError, match="not a move"):
        game.parse_move("steal KD")
    with pytest.raises(UserError, match="not a card: '1S'"):
        game.parse_move("recruit 1S")
    with pytest.raises(UserError, match="no player called 'zed'"):
        game.parse_move("bribe 5S from zed with 6C give 4H")
    with pytest.raises(UserError, match="6C is named twice"):
        game.parse_move("trick KD with 3S + 6C 6C")


@pytest.mark.parametrize("header, message", [
    ("hand-dora: 5C", "t.rec:3: unknown header 'hand-dora'"),
    ("warehouses: 5C 5S", "t.rec:3: warehouses: 5S cannot be there; it holds clubs (toys)"),
    ("hand-alice: 5C\nhand-bernard: 5C", "t.rec:4: hand-bernard: 5C is placed twice"),
    ("jokers: 3", "t.rec:3: jokers: 3 is out of range: 0 to 2 jokers"),
    ("seed: x", "t.rec:3: seed: 'x' is not a whole number"),
    ("victims: 1D", "t.rec:3: victims: not a card: '1D'"),
])
def test_header_errors_name_the_line(header, message):
    with pytest.raises(UserError) as info:
        table(header)
    assert str(info.value).startswith(message)


# -- records and the command line ---------------------------------------------------------------
def test_every_record_replays():
    assert {"running-example", "running-example-other-line"} <= set(example_names())
    for name in example_names():
        assert replay_example(name).positions, f"{name} marks no position to draw"
