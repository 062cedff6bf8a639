"""The Fallacy of Rank's chapter and aid against the model: each number or rule the prose
states where the model can say it too, so a test fails if the two drift apart."""

import re
from pathlib import Path

import pytest

from games.core.components import SUITS, SUNS
from games.fallacy_of_rank import board_for, new_game
from games.fallacy_of_rank.armies import PER_WAVE, WAVES, army, tile_hand
from games.fallacy_of_rank.combat import ACE, NULL, PAWN, fixed, piece_rank
from games.fallacy_of_rank.options import DEFAULT_LIMIT
from games.fallacy_of_rank.rules import fill_corners

ROOT = Path(__file__).resolve().parent.parent
CHAPTER = " ".join((ROOT / "docs" / "fallacy-of-rank.md").read_text().split())
AID = " ".join((ROOT / "docs" / "aids" / "fallacy-of-rank.md").read_text().split())
WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def test_the_setup_as_the_prose_tells_it():
    pieces, tiles = army((SUNS,)), tile_hand((SUNS,))
    coins = [p for p in pieces if piece_rank(p) != PAWN]
    placed = WAVES * PER_WAVE
    on_board = placed - 2
    assert f"Set up in {WORDS[WAVES]} **waves**" in CHAPTER
    assert f"places {WORDS[PER_WAVE]} pieces in their own corner" in CHAPTER
    assert f"each corner holds {on_board} coins and 2 pawns" in CHAPTER
    assert f"the {len(coins) - on_board} coins left over join the {len(tiles)} tiles" in CHAPTER
    assert f"**{len(coins)} coins**" in CHAPTER and f"**{len(tiles)} tiles**" in CHAPTER
    assert f"{WORDS[WAVES].capitalize()} waves" in AID and f"places {WORDS[PER_WAVE]} pieces" in AID
    assert f"Left over: {len(coins) - on_board} coins, which with the {len(tiles)} tiles" in AID


def test_a_corner_is_four_by_four_and_a_strip_two_by_four():
    board = board_for(4)
    assert all(len(corner) == 16 for corner in board.corners)
    assert len(board.neutral) == 4 * 8  # four strips of 2x4
    assert "Each player owns a 4x4 **corner**" in CHAPTER
    assert "a strip of 2x4 **neutral squares**" in CHAPTER


def test_the_no_combat_limit_the_prose_names():
    assert new_game(2).rules.limit == DEFAULT_LIMIT
    assert f"after {DEFAULT_LIMIT} turns in a row without a combat" in CHAPTER
    assert f"After {DEFAULT_LIMIT} turns in a row without a combat" in AID


@pytest.mark.parametrize("text", [CHAPTER, AID], ids=["chapter", "aid"])
def test_what_aces_and_nulls_settle_at_once(text):
    assert fixed(ACE, NULL) == fixed(ACE, PAWN) == "attacker" and fixed(ACE, ACE) == "tie"
    assert all(fixed(NULL, other) == "tie" for other in (NULL, 2, 3, 4, 5, PAWN))
    assert all(fixed(ACE, other) is None for other in (2, 3, 4, 5))
    assert re.search(r"An Ace beats a Null and a pawn; (two Aces tie|Ace against Ace is a "
                     r"tie)\. A Null ties (with )?everything (except|but) an Ace", text)


def test_a_pawn_counts_seven():
    assert PAWN == 7
    assert "pawn counts 7" in CHAPTER and "(Ace 1, pawn 7)" in CHAPTER
    assert "(Ace 1, pawn 7)" in AID


def test_a_boost_you_cannot_pay_is_refused_as_the_prose_says():
    game = new_game(2)
    fill_corners(game, "Sp Sp S5 S5  S5 S4 S4 S4  S3 S3 S3 S2  S2 S2 Sa Sa",
                 "Ma Ma Ma M2  M2 M2 M3 M3  M3 M4 M4 M4  Mp Mp M5 M5")
    game.play("T2 C7-C5")
    game.play("C4xC5")
    reason = game.why_illegal(game.parse_move("boost M2"))  # Ben holds no 2 of Moons
    assert reason and "to pay for this boost" in str(reason)
    assert reason.said() == "Ben has no 2 of Moons in hand to pay for this boost"
    assert "A boost you cannot pay is refused" in CHAPTER
    assert "a boost you cannot pay is not allowed" in AID


def test_the_boards_the_aid_and_chapter_tell_a_player_to_lay():
    counts = {n: len(board_for(n).squares) // 4 for n in (4, 3, 2)}
    assert f"{counts[4]} for 4 players, {counts[3]} for 3, {counts[2]} for 2" in AID
    three = board_for(3)
    linked = [(three.name(a), three.name(b)) for a, b in reversed(three.links)]
    assert all(three.index(b) in three.adjacent[three.index(a)] for a, b in linked)
    assert ", ".join(f"{a} and {b}" for a, b in linked) in AID
    assert ", ".join(f"{a} with {b}" for a, b in linked) in CHAPTER


def test_two_packs_leave_enough_tiles_for_the_two_player_board():
    packs, per_pack = 2, len(SUITS) * 6            # each pack: a tile of each rank per suit
    game = new_game(2, suits="SC MA", variants=["two-packs"])
    taken = sum(len(tile_hand(suits)) for suits in game.rules.suits)
    left = packs * per_pack - taken
    assert left >= len(board_for(2).squares) // 4
    assert f"The board's {len(board_for(2).squares) // 4} tiles come from the {left} tiles" \
        in CHAPTER
    assert f"with two packs, {len(board_for(2).squares) // 4} of the tiles the players leave" \
        in AID


def test_a_secret_boost_names_who_chooses_next():
    from games.fallacy_of_rank.worked import WORKED
    told = WORKED["played"]("T2 A7-A5", "A4xA5", "boost none", player=True)
    assert told[-1] == "On turn 2, Ben adds no boost, in secret, and Ann chooses next."
