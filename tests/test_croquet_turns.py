"""Tabletop Croquet's declared turn: the move kinds answer for their own moves, and the
rulings of a flick's events form one table."""

import random

from games.croquet import ROVER, new_game
from games.croquet.flicks import TURN_LOST, Ruling
from games.croquet.moves import Flick, Place
from games.croquet.turn import HOME, ROVER_KIND, TURNS, Phase


def test_every_listed_move_is_legal_and_reads_back_from_its_text():
    game, rng = new_game("Ann", "Ben", "Cat", "Dan", teams=2), random.Random(3)
    seen = set()
    for _ in range(40):
        if game.is_terminal():
            break
        seen.add(game.phase)
        for move in game.legal_moves():
            assert game.why_illegal(move) is None
            assert TURNS.kind_of(move) is not None
            back = game.parse_move(game.move_text(move))
            assert game.move_text(back) == game.move_text(move)
        game.apply(game.random_move(rng))
    assert {Phase.START, Phase.FLICK} <= seen


def test_a_kind_not_allowed_in_the_phase_says_why():
    game = new_game("Ann", "Ben")
    assert str(game.why_illegal(ROVER)).startswith("Ann's first turn starts by placing")
    game.play("place 1 0")
    assert "only at the start of their first turn" in str(game.why_illegal(Place(1.0, 0.5)))


def test_each_ruling_is_declared_once_with_its_flicks():
    assert len({r.text for r in Ruling}) == len(Ruling)
    assert {r.flicks for r in Ruling} == {TURN_LOST, 0, 1, 2}
    earning = {r.name for r in Ruling if r.flicks > 0}
    assert earning == {"WICKET", "ROVER_WICKET", "RIGHT_ENDPOST", "POISON_HIT", "ROVER_HIT", "HIT"}


def test_the_kinds_that_count_their_moves_list_exactly_the_legal_ones():
    # Flicks and places are aims (continuous): only rovers and home flicks count candidates.
    game, rng, kinds = new_game("Ann", "Ben", "Cat", "Dan", teams=2), random.Random(5), (
        ROVER_KIND, HOME)
    assert TURNS.candidates(game) is None
    seen = set()
    for k in range(60):
        if game.is_terminal():
            break
        if k == 30:  # Ann and Cat past the last wicket: rovers to declare and send home
            for seat in (0, 2):
                game.arrange(seat, 3.0, 0.5 * seat, progress=len(game.course.order) - 1)
        for kind in kinds:
            legal = {game.move_text(m) for m in kind.candidates(game)
                     if game.why_illegal(m) is None}
            listed = {game.move_text(m) for m in game.legal_moves() if TURNS.of(m) is kind}
            assert legal == listed, (kind, game.to_text())
            seen |= {kind.name for _ in listed}
        game.apply(game.random_move(rng))
    assert seen == {"rover", "home"}, "rovers were declared and sent home"


def test_the_random_players_other_moves_are_the_legal_ones_but_its_own_flicks():
    # Turns.others, the random player's quick list, against the rule's own listing.
    game, rng = new_game("Ann", "Ben", "Cat", "Dan", teams=2), random.Random(8)
    phases = set()
    for _ in range(80):
        if game.is_terminal():
            break
        legal = [m for m in game.legal_moves()
                 if not (isinstance(m, Flick) and m.coin == game.turn)]
        assert TURNS.others(game) == legal
        phases.add(game.phase)
        game.apply(game.random_move(rng))
    assert {Phase.START, Phase.FLICK, Phase.OPTION} <= phases


def test_every_refusal_is_a_rule_declared_once_in_notation_and_in_words():
    """A refusal is a Reason of a rule turn.py declares at module level; its notation is the
    record's sentence, and its words say spots by the course and leave the codes out."""
    from games.core.reasons import Reason, Rule
    from games.croquet import turn

    declared = {value for value in vars(turn).values() if isinstance(value, Rule)}
    game = new_game("Ann", "Ben")
    first = game.why_illegal(Flick(0, 0.0, 3.0))
    assert isinstance(first, Reason) and first.rule in declared
    assert str(first).endswith("(place X Y)") and not first.said().endswith(")")
    spot = game.why_illegal(Place(9.25, 4.0))
    assert str(spot).endswith("(not at (9.25, 4))")
    assert spot.said().endswith("(not at wicket 9)")
    game.play("place 1 0")
    game.arrange(1, 2.0, 0.0)
    game.play("flick 0 1")  # Ann hits Ben's coin
    assert game.phase == Phase.OPTION
    far = game.why_illegal(Place(6.0, 0.6))
    assert far.rule is turn.TOO_FAR and str(far).endswith("(6, 0.6) is too far")
    assert far.said().endswith("(Ben); that is too far")
    on = game.why_illegal(Place(*game.position(1)))
    assert on.rule is turn.ON_COIN and on.said() == "a coin there would lie on Ben's coin"


def test_each_kind_words_its_own_moves_as_tried():
    game = new_game("Ann", "Ben")
    assert TURNS.tried(game, Place(1.0, 0.0)) == (
        "Ann starts with the coin 1 tile width to the right of the left endpost")
    game.play("place 1 0")
    assert TURNS.tried(game, Flick(0, 0.0, 0.5)) == (
        "Ann flicks the coin towards wicket 1, hard enough to slide about 0.5 tile width")
    assert TURNS.tried(game, ROVER) == "Ann declares the coin a rover"


def test_a_flicks_account_is_data_said_two_ways():
    """Each line of a flick's account is a Reason: the record's notation, a player's words (a
    spot by the course), and what it earned, which the flick count reads without its text."""
    from games.croquet.flicks import EARNED, STOPS, TO_PLAY

    game = new_game("Ann", "Ben")
    game.play("place 1 0")
    game.play("flick 0 6.5")
    entry = game.log[-1]
    assert [event.rule for event in entry.events] == [EARNED, EARNED, STOPS]
    assert str(entry.events[-1]) == "Ann's coin stops at (7.5, 0)"
    assert entry.events[-1].said() == "Ann's coin stops half a tile width to the right of wicket 2"
    assert [(str(count.deed()), count.gain) for count in entry.counts] == [
        ("passes wicket 1", 1), ("passes wicket 2", 1)]
    assert entry.left == 0 and entry.lines[0] == "Ann: flick 0 6.5 (0 flicks left)"
    game.play("flick 90 0.5")
    game.play("flick 90 0.5")
    assert game.log[-1].events[-1].rule is TO_PLAY and game.log[-1].lines[-1] == "  Ben to play"
