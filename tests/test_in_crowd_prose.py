"""The "In" Crowd's chapter and player aid say the rules as the model plays them: the numbers
and rules their sentences state are read from the text and checked against the model, so that
the prose cannot drift from it."""

import random
import re
from itertools import pairwise
from pathlib import Path

import pytest

from games.core.components import SUITS, Coin, rank_name
from games.core.protocol import random_playout
from games.in_crowd import Pyramid, new_game, points
from games.in_crowd.examples import replay_example
from games.in_crowd.options import DOUBLING, VARIANTS

DOCS = Path(__file__).resolve().parent.parent / "docs"


def text(name: str) -> str:
    """A page's text with its lines joined, so that a sentence may wrap anywhere."""
    return re.sub(r"\s+", " ", (DOCS / name).read_text(encoding="utf-8"))


CHAPTER, AID = text("in-crowd.md"), text("aids/in-crowd.md")
PYRAMID = Pyramid.make()


def found(pattern: str, page: str) -> re.Match:
    match = re.search(pattern, page)
    assert match, f"the text no longer says {pattern!r}"
    return match


def test_the_levels_and_their_squares_are_as_the_text_counts_them():
    sizes = [len(PYRAMID.level_squares(level)) for level in range(3)]
    aid = found(r"outer ring \((\d+) squares\), the middle ring \((\d+)\) and the top \((\d+)\)",
                AID)
    assert [int(n) for n in aid.groups()] == sizes
    tiles = found(r"Pyramid: (\d+) tiles \(3x3\), (\d+) on top \(2x2\), (\d+) on top", AID)
    assert [int(n) for n in tiles.groups()] == [9, 4, 1] == [(6 - 2 * level) ** 2 // 4
                                                              for level in range(3)]
    for level, pattern in enumerate([r"outer ring\*\* of the bottom level: (\d+) squares, named "
                                     r"(\w+) to (\w+);",
                                     r"middle ring\*\*: the (\d+) squares .*? named (\w+) to "
                                     r"(\w+);",
                                     r"the \*\*top\*\* \(the \*\*Inner Circle\*\*\): (\d+) "
                                     r"squares, named (\w+) to (\w+)\."]):
        count, first, last = found(pattern, CHAPTER).groups()
        names = sorted(PYRAMID.name(s) for s in PYRAMID.level_squares(level))
        assert int(count) == len(names)
        assert (first, last) == (names[0], names[-1])


def test_each_player_starts_with_the_coins_the_text_lists():
    game = new_game("Ann", "Ben")
    held = int(found(r"takes the (\d+) coins of two suits", AID)[1])
    assert [len(hand) for hand in game.hands] == [held, held]
    listed = found(r"\(twelve coins: ([^)]*) of each\)", CHAPTER)[1]
    assert listed.replace(" and", ",").split(", ") == [rank_name(r) for r in range(6)]
    assert held == 12


def test_values_and_influence_are_as_the_aid_says():
    null, ace = (int(n) for n in found(r"\(Null (\d), Ace (\d)\)", AID).groups())
    assert (Coin(SUITS[0], 0).value, Coin(SUITS[0], 1).value) == (null, ace)
    words = {"three": 3, "five": 5}
    middle = words[found(r"middle square whose (\w+) influencing outer squares", AID)[1]]
    top = words[found(r"top square whose (\w+) influencing middle squares", AID)[1]]
    assert {len(PYRAMID.influencers[s]) for s in PYRAMID.level_squares(1)} == {middle}
    assert {len(PYRAMID.influencers[s]) for s in PYRAMID.level_squares(2)} == {top}
    corner = Pyramid.make(corner_five=True).influencers[PYRAMID.index("mA1")]
    assert words[found(r"influenced by all (\w+) outer squares it touches", AID)[1]] == \
        len(corner)


def test_the_rules_score_only_5_4_and_3_and_the_extension_doubles_on():
    stated = found(r"The rules (?:give points|score) only (?:for )?a (\d), a (\d) or a (\d)",
                   CHAPTER).groups()
    assert found(r"The rules score only a (\d), a (\d) or a (\d)", AID).groups() == stated
    scoring = [r for r in range(6) if points(Coin(SUITS[0], r))]
    assert sorted(scoring, reverse=True) == [int(n) for n in stated]
    two = int(found(r"with\s+the variant \*doubling for 2s and Aces\* a 2 there scores (\d+)\.",
                    CHAPTER)[1])
    extended = {DOUBLING.name}
    assert points(Coin(SUITS[0], 2), extended) == two
    # No Ace reaches the top, so no page gives one a score (it would be 16 with the doubling).
    assert found(r"No Ace ever gets there", CHAPTER)
    assert "Ace 16" not in CHAPTER and "Ace at 16" not in AID
    doubled = [points(Coin(SUITS[0], r), extended) for r in (5, 4, 3, 2, 1)]
    assert all(b == 2 * a for a, b in pairwise(doubled))
    assert "this book's extension" in AID and "this book's extension" in CHAPTER


def test_the_turn_passes_after_a_vote_and_after_a_pick():
    assert "After the vote the other player takes their turn." in CHAPTER
    assert "the winner picks which moves up; then the other player's turn" in CHAPTER
    played = replay_example("votes")
    state = new_game(*played.state.players)
    for line in played.moves:
        before = state.copy()
        state.play(line)
        if len(state.votes) > len(before.votes):  # a vote settled (by itself or by a pick)
            caller = before.turn
            assert state.turn == 1 - caller and state.pending is None


def test_peeking_by_default_only_at_your_own_coins_on_the_outer_ring():
    assert "you may look at your own coins on the outer ring only" in AID
    state = replay_example("complete").position("top-2")
    for seat in (0, 1):
        for square, coin in enumerate(state.board):
            own = coin is not None and state.owner[coin.suit] == seat
            outer = PYRAMID.squares[square].level == 0
            assert state.may_look(seat, square) == (own and outer)


def test_two_passes_end_a_jammed_game_with_the_top_scored_as_it_stands():
    assert "Two passes in a row also end the game, with the top scored as it stands." in AID
    rng = random.Random(24)
    jammed = [g for g in (random_playout(new_game(), rng) for _ in range(40))
              if g.top_filled < 4]
    assert jammed
    for game in jammed:
        assert game.passes == 2 and game.is_terminal()
        assert not any(game.hands) and not game.open  # every coin placed, no vote open


@pytest.mark.parametrize("words", ["Five-square corners", "Doubling for 2s and Aces",
                                   "No peeking", "peeking at every coin",
                                   "The tiebreak for jammed games"])
def test_the_chapter_lists_every_variant_in_the_words_the_narrator_uses(words):
    assert words.lower() in {v.said().lower() for v in VARIANTS}
    assert f"**{words}**" in CHAPTER
