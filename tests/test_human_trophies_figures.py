"""Human Trophies figures: the words on them say what the model says."""

import re

from games.human_trophies import figures
from games.human_trophies.examples import replay_example


def test_trick_title_adds_toys_and_kid():
    trick = replay_example("running-example").position("trick")
    assert figures.trick_title(trick) == \
        "Trick: toys worth 11 + the kid's power 1 (3 of spades) = 12"
    other = replay_example("running-example-other-line").position("trick")
    assert figures.trick_title(other) == \
        "Trick: toys worth 10 + the kid's power 4 (queen of spades) = 14"


def test_the_table_shows_only_toys_and_frames_them():
    svg = figures.FIGURES["running-example-trick"]()
    assert "Trick: toys worth 11 + the kid's power 1 (3 of spades) = 12" in svg
    # The 3 of spades is drawn once (busy, in the clubhouse), not again on the table.
    assert svg.count('href="#card-3s-kid-power-1"') == 1
    # Framed: the king, the kid and both toys; the legend explains frames and "asked".
    assert svg.count('class="marked"') == 4
    assert "a card the last move used" in svg and "Asked: answers now" in svg


def test_trophies_give_cards_and_points():
    svg = figures.FIGURES["complete-game-final"]()
    assert "Trophies: 5 cards, 34 points" in svg and "Trophies: 3 cards, 33 points" in svg


def test_busy_and_grounded_kids_carry_their_rank_not_a_code():
    svg = figures.FIGURES["kid-states"]()
    tags = re.findall(r'<g class="tag">.*?>([^<>]*)</text></g>', svg)
    assert sorted(tags) == ["3", "Q"]  # the grounded 3 and the busy queen of spades


def test_scavenging_says_why_the_two_toys_clash():
    svg = figures.FIGURES["scavenging"]()
    assert "impossible: the 6 needs both the 9 and the queen," in svg
    assert "and the 3 left over (power 1) is too weak for the 2" in svg
    assert "Alice's ready kids: 3 of spades (power 1), 9 of spades (power 3)" in svg


def test_descriptions_name_cards_in_words():
    svg = figures.FIGURES["running-example-trick"]()
    assert "Victims deck: the king of diamonds showing" in svg
    assert "toys the 5 and 6 of clubs worth 11" in svg
