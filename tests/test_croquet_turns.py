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
    assert game.why_illegal(ROVER).startswith("Ann's first turn starts by placing")
    game.play("place 1 0")
    assert "only at the start of their first turn" in game.why_illegal(Place(1.0, 0.5))


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
