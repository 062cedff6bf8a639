"""Human Trophies' worked examples: the book's boxes and player aid say what the model says,
and a bad spec is one clear error."""

import re
from pathlib import Path

import pytest
from helpers import refused

from games import registry
from games.core.cards import RANK_TEXT, RANKS, Card
from games.core.record import parse_record
from games.core.replay import replay
from games.core.worked import Table, run
from games.human_trophies import Rules, state_from_record
from games.human_trophies.cards import POWER, VALUE
from games.human_trophies.worked import _told

ENTRIES = registry.worked(registry.get("human_trophies"))


def told(header: str, *moves: str) -> list[str]:
    """A made-up record (two players, no jokers unless the header says) replayed and told."""
    text = "game: human_trophies\nplayers: alice bernard\n" + header
    if "jokers:" not in header:
        text += "\njokers: 0"
    played = replay(parse_record(text + "\n" + "\n".join(moves) + "\n", "t.rec"),
                    state_from_record)
    return _told(played, 0, len(played.moves))


def test_card_table_gives_every_rank_of_every_suit_its_worth():
    table = run(ENTRIES, "cards")
    assert [row[1] for row in table.rows] == ["kid", "parent", "victim", "toy", "Miss Monster"]
    for row, suit in zip(table.rows, "SHDC"):
        worth = POWER if suit == "S" else VALUE
        for rank in RANKS:
            points = worth[Card(rank, suit)]
            # Each rank is named once: in its group, or in the range told "its number".
            if "its number for 2 to 10" in row[2] and points == rank:
                continue
            group = row[2].split(f"{points} for ", 1)[1].split(";")[0]
            assert RANK_TEXT[rank] in group.split(", "), (suit, rank, row[2])


def test_bribe_prices_are_the_rules_prices():
    table = run(ENTRIES, "bribe-prices")
    chosen = [(), ("bribe-triple",), ("bribe-five-plus",)]
    for row in table.rows:
        power = int(row[0])
        assert [int(cell) for cell in row[1:]] == [
            Rules.make(2, variants=v).bribe_price(power) for v in chosen]


def test_scavenges_name_the_smallest_teams_and_the_impossible():
    lines = run(ENTRIES, "scavenges running-example start")
    assert "2C (worth 2): 9S alone or QS alone." in lines
    assert "2C and 6C together: no, the kids cannot be split into a team for each." in lines
    # Bernard, to play after Alice's turn, has no kids at all.
    assert run(ENTRIES, "scavenges running-example untapped") == [
        "Bernard has no ready kid to scavenge with."]


def test_story_tells_each_trick_and_its_interruption():
    lines = run(ENTRIES, "story running-example start untapped")
    assert lines[0] == "Alice scavenges 6C (worth 6) with 9S and QS (power 7)."
    assert lines[3] == ("Bernard interrupts with JH (worth 11) and punishes: Alice wins KD, "
                        "Bernard takes 5C 6C, and 3S is grounded.")
    assert lines[-1] == ("Alice ends the turn: 9S and QS untap, 3S stays grounded; Alice draws "
                         "a card.")
    # A range from the start of a record to a mark.
    assert run(ENTRIES, "story running-example - start") == []


def test_turns_tell_detention_uninterruptible_tricks_and_the_end():
    turn6 = run(ENTRIES, "turns complete-game 6")
    assert turn6[0] == ("Turn 6: Bernard gives Charlie detention with Miss Monster: Charlie "
                        "may not trick this turn.")
    turn18 = run(ENTRIES, "turns complete-game 18")
    assert ("Nobody is asked (every parent worth 2 or less is in the lounge): Charlie wins 3D; "
            "2C goes to the warehouses.") in turn18
    assert "Nobody interrupts: Charlie wins 2D; 5C goes to the warehouses." in turn18
    assert run(ENTRIES, "turns complete-game 23")[-1] == "No victims are left: the game ends."
    assert sum(line.startswith("Turn ") for line in run(ENTRIES, "turns complete-game 1 23")) == 23


def test_passes_and_an_empty_table_are_told():
    assert told("", "end", "end") == [
        "Alice passes: a turn with nothing done.",
        "Bernard passes: a turn with nothing done.",
        "Every player has passed in a row: the game ends."]
    lines = told("victims: 5D\nclubhouse-alice: 9S\nhand-alice: 3C\nhand-bernard: -",
                 "trick 5D with 9S + 3C")
    assert lines[-1] == ("Nobody is asked (no other player has a card in hand): Alice wins "
                         "5D; 3C goes to the warehouses.")


def test_trophies_total_the_values():
    assert run(ENTRIES, "trophies running-example") == [
        "Alice: 11 points (KD 11)", "Bernard: 0 points", "Charlie: 0 points"]


@pytest.mark.parametrize("spec, message", [
    ("story running-example start nowhere", "no mark 'nowhere' in running-example.rec"),
    ("turns complete-game 24", "complete-game.rec has turns 1 to 23"),
    ("turns complete-game 5 4", "not 5 4"),
    ("turns complete-game two", "not two two"),
    ("scavenges running-example", "missing a required argument"),
])
def test_bad_specs_are_one_line_errors(spec, message):
    assert message in refused(ENTRIES, spec)


# -- the player's edition: every card named in words ---------------------------------------

#: A card as the records write it (10S, QH, JK): what a player's text must not hold.
CODE = re.compile(r"(?<![\w-])(?:(?:10|[2-9JQKA])[SHDC]|JK)(?![\w-])")
DOCS = Path(__file__).resolve().parents[1] / "docs"


def specs() -> list[str]:
    """Every model answer the chapter and the aid ask for (``:model:`` and ``{model}``)."""
    found = []
    for page in (DOCS / "human-trophies.md", DOCS / "aids" / "human-trophies.md"):
        text = page.read_text(encoding="utf-8")
        found += re.findall(r"^:model: human_trophies (.+)$", text, re.M)
        found += re.findall(r"^```\{model\} human_trophies (.+)$", text, re.M)
    return [spec.strip() for line in found for spec in line.split("; human_trophies ")]


def test_the_chapter_asks_the_model_for_answers():
    assert {"cards", "bribe-prices"} <= {spec.split()[0] for spec in specs()}
    assert any(spec.startswith("checked ") for spec in specs())


@pytest.mark.parametrize("spec", specs())
def test_every_answer_names_cards_in_words_for_players(spec):
    from games.human_trophies import narrate
    answer = run(ENTRIES, "player: " + spec, narrator=narrate)
    lines = [" | ".join(row) for row in (answer.header, *answer.rows)] \
        if isinstance(answer, Table) else answer
    assert not [line for line in lines if CODE.search(line)]
    # ...and the designer's edition keeps the codes where it had them.
    if spec.startswith(("checked", "turns", "story")):
        assert any(CODE.search(line) for line in run(ENTRIES, spec))


def test_a_refused_move_is_told_in_words_with_its_reason():
    from games.human_trophies import narrate
    lines = run(ENTRIES, 'player: checked running-example-other-line stopped '
                '"trick KD with 3S + 2C 5C" "scavenge 10C with 3S 9S"', narrator=narrate)
    assert lines == ["If Alice tricks the king of diamonds with the 3 of spades and the 2 and 5 "
                     "of clubs, that is not allowed, because the kid and the toys make 8 "
                     "(power 1 and toys worth 7), not more than the victim's 11.",
                     "If Alice scavenges the 10 of clubs with the 3 and 9 of spades, that is "
                     "not allowed, because this turn has already reached tricking, and "
                     "scavenging comes before it."]


@pytest.mark.parametrize("record", ["running-example", "running-example-other-line",
                                    "complete-game"])
def test_the_narration_names_cards_in_words_and_numbers_turns(record):
    from games.core.narration import walk
    from games.human_trophies import narrate
    from games.human_trophies.examples import EXAMPLES
    told = list(walk(EXAMPLES.replay(record).record, state_from_record, narrate))
    for step, _ in told:
        assert not CODE.search(step.words) and not CODE.search(step.summary), step
        if step.number:
            assert re.match(r"On turn \d+, ", step.words), step.words
    # The turn a move is told in is the turn the examples give it.
    moves = [step for step, _ in told if step.notation.startswith("bribe 6S from alice")]
    if record == "complete-game":
        assert moves[0].words.startswith("On turn 2, Bernard bribes Alice's 6 of spades")


@pytest.mark.parametrize("record", ["running-example", "running-example-other-line",
                                    "complete-game"])
def test_the_marks_number_turns_as_the_model_does(record):
    """A mark's caption that names a turn names the one its position is in, and names cards
    in words (the captions show in the viewer and under the figures)."""
    from games.human_trophies.examples import EXAMPLES
    from games.human_trophies.narrate import turn
    played = EXAMPLES.replay(record)
    numbered = 0
    for position in played.positions:
        caption = position.mark.caption
        assert not CODE.search(caption), caption
        said = re.match(r"Turn (\d+): ", caption)
        if said:
            numbered += 1
            assert int(said.group(1)) == turn(position.state), caption
    assert numbered >= (5 if record == "complete-game" else 0)
