"""Subdivision in a player's words: the narration, the model's answers asked for the player's
edition, the reasons a move is refused and the figures' captions name pyramids and squares,
never a move code (R3@B2, park@C3), each made in words where it is made. A tally's "3-pip @ F2"
is the original rules' own way of writing it and stays in the designer's edition; the player
reads "the 3-pip on F2"."""

import random
import re
from pathlib import Path

import pytest

from games import registry
from games.core.narration import walk
from games.core.protocol import random_playout
from games.core.reasons import Reason, Rule
from games.core.record import read_record
from games.core.worked import PLAYER, run
from games.registry import get
from games.subdivision import PASS, narrate, new_game, turn
from games.subdivision.examples import RECORDS, example_names
from games.subdivision.figures import FIGURES
from games.subdivision.rules import state_from_record
from games.subdivision.scoring import said
from games.subdivision.turn import PLACE, TURNS

ROOT = Path(__file__).resolve().parent.parent
CODE = re.compile(r"\b[RBGY][123]@|park@", re.IGNORECASE)


@pytest.mark.parametrize("name", example_names())
def test_every_step_of_every_example_is_told_in_words(name):
    record = read_record(RECORDS / f"{name}.rec")
    told = 0
    for step, _ in walk(record, state_from_record, narrate):
        assert not CODE.search(step.words), (name, step.words)
        assert not CODE.search(step.summary), (name, step.summary)
        told += 1
    assert told == len(record.moves) + 1


@pytest.mark.parametrize("spec", ["tallies complete-2p", "tallies complete-3p",
                                  "checked opening - R3@C1 R3@C2 R1@B6 R1@B1",
                                  "three-pips three-pip-scoring", "winners complete-3p"])
def test_player_answers_hold_no_move_code(spec):
    game = get("subdivision")
    designer = run(registry.worked(game), spec, narrator=narrate)
    player = run(registry.worked(game), PLAYER + spec, narrator=narrate)
    assert isinstance(player, list) and len(player) == len(designer)
    for line in player:
        assert not CODE.search(line), line


def test_checked_tells_each_try_and_the_reason_in_words():
    answer = run(registry.worked(get("subdivision")),
                 PLAYER + "checked opening - R3@C1 R3@C2 R1@B6 R1@B1", narrator=narrate)
    assert answer == [
        "If Red places a 3-pip on C1, that is not allowed, because C1 already holds Blue's "
        "1-pip.",
        "If Red places a 3-pip on C2, that is not allowed, because a 3-pip may not be placed "
        "Near another 3-pip of its own colour (Red's 3-pip on B2).",
        "If Red places a 1-pip on B6, that is not allowed, because a 1-pip must be placed Near "
        "another player's 1-pip or 3-pip.",
        "If Red places a 1-pip on B1, that is allowed."]


def test_the_narrator_rewrites_no_sentence():
    """The words are made where the text is: no plainly, no attempt hook, no pattern."""
    source = Path(narrate.__file__).read_text()
    assert not hasattr(narrate, "plainly") and not hasattr(narrate, "attempt")
    assert not re.search(r"plainly|\bre\.(compile|sub|match|search|fullmatch|finditer)"
                         r"|^import re$", source, re.M)


def test_every_reason_the_model_gives_reads_plainly():
    """Every illegal placement in many random positions, of every size and player count: the
    reason is a rule declared once in turn.py, the same in notation as the record's line, and
    in a player's words it has no code; the 1-pip rule names another player's 1-pip or 3-pip
    (not "a 1-pip or a 3-pip of another colour", where the colour reads as the 3-pip's)."""
    declared = {value for value in vars(turn).values() if isinstance(value, Rule)}
    rng = random.Random(7)
    seen = set()
    for players in (2, 3, 4):
        game = new_game(players=players)
        while not game.is_terminal():
            for text in (f"{game.current_colour.letter}{pips}@{game.grid.name(s)}"
                         for pips in (1, 2, 3) for s in rng.sample(game.grid.squares, 5)):
                move = game.parse_move(text)
                reason = game.why_illegal(move)
                if reason:
                    assert isinstance(reason, Reason) and reason.rule in declared, reason
                    plain = reason.said()
                    assert not CODE.search(plain) and "of another colour" not in plain, plain
                    assert plain.count(":") <= str(reason).count(":") and "not empty:" not in plain
                    assert TURNS.tried(game, move).startswith(game.current_colour.name)
                    seen.add(plain.split(" (")[0].split(":")[0])
            game.play(game.move_text(rng.choice(game.legal_moves())))
    assert "a 1-pip must be placed Near another player's 1-pip or 3-pip" in seen
    assert any(text.endswith(" already holds a park") for text in seen)


def test_parks_and_passes_are_words():
    game = new_game(players=2, variants=["park-placement"])
    assert TURNS.tried(game, game.parse_move("park@C3")) == "Red places a park on C3"
    refused = game.why_illegal(PASS)
    assert str(refused) == "Red may not pass while a legal placement exists (for example park@A1)"
    assert refused.said() == ("Red may not pass while a legal placement exists "
                              "(for example a park on A1)")
    assert game.why_illegal(game.parse_move("R2@C3")).said() == (
        "every park must be placed before the first pyramid (6 left)")
    game = new_game(players=2)
    game.play("R2@B2")
    assert game.why_illegal(PASS).said() == ("Blue may not pass while a legal placement exists "
                                             "(for example Blue's 2-pip on B1)")
    assert game.why_illegal(game.parse_move("park@C2")).said() == (
        "parks are placed as moves only in the Park Place-ment variant")


def test_the_one_pip_rule_is_asked_in_one_place():
    """The 1-pip rule is one predicate (PlaceKind.lets_in): the squares the state keeps for it
    (anchored, read by the reason and the listing) are those Near a pyramid it lets in
    (anchors, read by the words and the figures), at every step of random games."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        game = new_game(players=players)
        while not game.is_terminal():
            for square in game.grid.squares:
                assert bool(PLACE.anchored(game) >> square & 1) == bool(
                    PLACE.anchors(game, square)), (players, game.grid.name(square))
            game.apply(game.random_move(rng))


def test_the_opening_figure_names_each_move_in_words():
    svg = FIGURES["opening"]()
    assert not CODE.search(svg)
    assert "1. Red 3-pip on B2" in svg and "6. Blue 1-pip on A3" in svg
    # One board per round of two moves, each new pyramid with its move number.
    assert svg.count('class="badge"') == 6
    numbers = re.findall(r'class="badge">.*?>(\d+)</text>', svg)
    assert sorted(numbers, key=int) == [str(n) for n in range(1, 7)]


def test_the_near_picture_agrees_with_the_grid_and_the_groups():
    svg = FIGURES["near-neighbouring"]()
    assert "Near: 8 squares" in svg and "Neighbouring: 4" in svg and "Two groups" in svg
    assert "two groups (B2, B3; C1)" in svg


def test_the_cover_gives_no_time_the_rules_do_not_and_the_chapter_sources_its_year():
    about = get("subdivision").about
    assert about is not None
    assert "minutes" not in about.time and about.time.startswith("not stated in the rules")
    placements = [int(n) for n in re.findall(r"\b\d+\b", about.time)]
    counts = []
    for set_name in ("standard", "3house"):
        for players in (2, 3, 4):
            game = new_game(players=players, set_name=set_name)
            counts.append(sum(1 for cell in game.cells if cell is None))
    assert placements == counts
    # The year is not in the rules text: the chapter says where it comes from.
    assert about.year == "2007"
    chapter = " ".join((ROOT / "docs" / "subdivision.md").read_text().split())
    assert ("designed Subdivision for Looney Pyramids in 2007" in chapter
            and "The rules text itself carries no date: the year on the cover comes from our "
            "research into the game's history." in chapter)


def test_each_kind_tells_its_own_moves():
    """The words of a move are its kind's (turn.py): a park, a pyramid with what lets a 1-pip
    go there, and a pass; the narrator has no switch of its own on the move's type."""
    from games.core.narration import tell

    assert not hasattr(narrate, "describe")
    game = new_game(players=2, variants=["park-placement"])
    assert tell(game, narrate, "park@C3") == "Red places a park on C3."
    game = new_game(players=2)
    for text in ("R3@C2", "B3@D2", "R1@E3", "B3@B2"):
        game.play(text)
    assert tell(game, narrate, "R1@C1") == ("Red places a 1-pip on C1, Near Blue's 3-pips on B2 "
                                            "and D2.")
    stuck = new_game(players=2)
    stuck.stash = [[0, 0, 0, 0], [0, 1, 0, 0]]  # Blue's last 1-pip has nothing to go Near
    stuck.turn = 1
    assert stuck.legal_moves() == [game.parse_move("pass")]
    assert tell(stuck, narrate, "pass") == "Blue has no legal placement and passes."


def test_a_tally_in_words_adds_up_to_the_model_s():
    """The player's tally (scoring.said, from the tally's numbers) names every square without
    the record's "@", and what it takes away and adds comes to the model's total, in every
    variant."""
    for variants in ((), ("private-parks",)):
        for seed in range(12):
            game = random_playout(new_game(2 + seed % 3, variants=variants), random.Random(seed))
            for tally in game.tallies():
                words = said(tally)
                assert words.startswith(f"{tally.player} scores {tally.total}: {tally.base} pip")
                assert "@" not in words and ";" not in words, words
                less, _, plus = words.partition(", plus ")
                taken = sum(map(int, re.findall(r"(\d+)(?: \([^)]*\))? for ", less)))
                added = sum(map(int, re.findall(r"(\d+) for ", plus)))
                assert tally.base - taken + added == tally.total, words
                assert (", plus " in words) == any(t.points > 0 for t in tally.items)
