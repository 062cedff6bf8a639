"""The Fallacy of Rank's worked examples: what the book's boxes show, and one-line errors."""

import re
from pathlib import Path

import pytest
from helpers import refused

from games import registry
from games.core.components import SUNS, Coin
from games.core.worked import PLAYER, Table, run
from games.fallacy_of_rank import Place, board_for, new_game
from games.fallacy_of_rank.combat import ORDER, outcome

ENTRIES = registry.worked(registry.get("fallacy_of_rank"))
ROOT = Path(__file__).resolve().parent.parent
PAGES = (ROOT / "docs" / "fallacy-of-rank.md", ROOT / "docs" / "aids" / "fallacy-of-rank.md")


def test_battles_filters_follow_the_record():
    every = run(ENTRIES, "battles combat")
    assert len(every) == 8
    boosted = run(ENTRIES, "battles combat - boosted")
    assert boosted == [line for line in every if " + " in line] and len(boosted) == 4
    assert run(ENTRIES, "battles combat ace-pawn last") == every[:1]
    assert len(run(ENTRIES, "battles complete - out")) == 3


def test_choosing_shows_the_chooser_only_that_a_boost_was_chosen():
    ann, ben, choices = run(ENTRIES, "choosing combat boosting")
    assert "T5" not in ann and "Ben has chosen a boost" in ann
    assert "Ben has chosen boost T5" in ben
    assert choices.startswith("Ann may choose: boost none, ")


def test_played_ends_in_a_draw_of_the_last_pawns():
    lines = run(ENTRIES, 'played "T2 A7-A5" A4xA5 "boost none" "boost none" '
                         '"T2 B7-B5" B4xB5 "boost none" "boost none"')
    assert lines[-1] == "Result: the last pawns fell together: a draw between Ann and Ben"


def test_pawn_boosts_table_agrees_with_outcome():
    table = run(ENTRIES, "pawn-boosts")
    assert isinstance(table, Table) and len(table.rows) == len(ORDER) - 1
    two = {row[0]: row for row in table.rows}["2"]
    assert two[1] == "5" and outcome(2, 7, 5) == "tie" and two[2] == "none"


@pytest.mark.parametrize("spec, message", [
    ("battles combat - some", "which combats: 'some'"),
    ("reach tiles before-move C7 9", "a tile from 2 to 5"),
    ("reach tiles before-move D6 3", "a square with a piece"),
    ("hand setup setup Zed", "no player 'Zed'"),
    ("choosing combat setup", "no combat is waiting for boosts at 'setup'"),
    ("played speed=3 C7-C6", "unknown option 'speed'"),
    ("played limit=many C7-C6", "limit must be a whole number"),
    ("played limit=٣ C7-C6", "'٣' is not a whole number"),
    ("reach tiles before-move C7 ³", "'³' is not a whole number"),
    ("played C7-C5", "a move goes one square across an edge"),
    ("summary nowhere", "nowhere"),
])
def test_bad_specs_give_one_line(spec, message):
    assert message in refused(ENTRIES, spec)


# -- the player's edition: the same answers in a player's words ------------------------------
GAME = registry.get("fallacy_of_rank")
#: A coin or tile code (``S3``, ``Tn``, ``Mp``) standing alone, a move code (``C7-C6``,
#: ``C5xC4``, ``A3@A4``), or a boost code: none of these may reach a player.
#: (C2 to C5 and A2 to A5 are squares too: as coins they are found only after "boost" and in
#: brackets.)
CODES = re.compile(r"(?<![\w-])(?:[SMCA][nap]|[SM][2-5]|T[na2-5])(?![\w-])"
                   r"|\([SMCA][na2-5p]\)"
                   r"|\b[A-J]\d+[-x@][A-J]?\d+\b|\bboost (?:none|T\w|[SMCA]\w)\b|\b[a-z]+_[a-z_]+")


def asked_by_the_chapter() -> list[str]:
    """Every ``:model:`` / ``{model}`` spec of the chapter and the aid for this game."""
    specs = []
    for page in PAGES:
        for words in re.findall(r"^(?::model:|```\{model\})\s*(.+)$", page.read_text(), re.M):
            specs += [s.strip().partition(" ")[2] for s in words.split(";")
                      if s.strip().startswith("fallacy_of_rank ")]
    return specs


def player(spec: str):
    return run(ENTRIES, PLAYER + spec, narrator=GAME.narrate)


@pytest.mark.parametrize("spec", asked_by_the_chapter())
def test_every_answer_the_player_reads_is_in_words(spec):
    answer = player(spec)
    cells = [c for row in (answer.header,) + answer.rows for c in row] \
        if isinstance(answer, Table) else answer
    for text in cells:
        assert not CODES.search(text), f"{spec!r} shows a code to a player: {text!r}"


def test_the_code_pattern_finds_what_a_player_must_not_read():
    for text in ("boost T5", "A3@A4", "T3 C7xC4", "coins Sn Sa S2 S3", "(T5)", "C7-C6",
                 "(C3)", "boost A2"):
        assert CODES.search(text), text
    for text in ("A4 is not in Ann's corner (A7 to D10)", "a 5 tile", "the 3 of Arms on A4"):
        assert not CODES.search(text), text
    reason = new_game(2).why_illegal(Place(Coin(SUNS, 3), board_for(2).index("A4")))
    assert CODES.search(str(reason)) and not CODES.search(reason.said()), reason


def test_the_player_reads_the_same_combats_as_the_designer():
    """The same combats, each told by its Battle: the notation names the discards by code,
    the player's words name them."""
    designer, plain = run(ENTRIES, "battles combat"), player("battles combat")
    fought = GAME.examples().replay("combat").state.battles
    assert designer == [str(b) for b in fought] and plain == [b.said() for b in fought]
    assert designer[3] == ("Ben's Ace attacks Ann's 2 on A6: 1 + 5 (T5) = 6 against "
                           "2 + 3 (S3) = 5; Ben's Ace wins.")
    assert plain[3] == ("Ben's Ace attacks Ann's 2 on A6: 1 + 5 (a 5 tile) = 6 against "
                        "2 + 3 (the 3 of Suns) = 5; Ben's Ace wins.")
    assert [len(line.split(";")) for line in designer] == [len(line.split(";")) for line in plain]


def test_the_narrator_rewrites_no_sentence():
    """Every player's text is made in words where it is made: the narrator has no hook that
    rewrites the model's notation, and none that words a move as tried (each kind does)."""
    assert not hasattr(GAME.narrate, "plainly") and not hasattr(GAME.narrate, "attempt")


def test_a_players_hand_counts_the_same_coins_in_words():
    assert run(ENTRIES, "hand tiles after-recover Ann")[0] == \
        "Ann's hand: coins Sn Sa S2 S3 S3 and nine tiles"
    assert player("hand tiles after-recover Ann")[0] == \
        "Ann's hand: a Null, an Ace, a 2 and two 3s of Suns, and nine tiles"


def test_the_players_choices_are_the_legal_boosts():
    *_, choices = player("choosing combat boosting")
    designer = run(ENTRIES, "choosing combat boosting")[-1]
    paid = designer.removeprefix("Ann may choose: boost none, ").split(", ")
    assert choices.startswith("Ann may choose no boost, or a boost paid with ")
    assert choices.count(" tile") + choices.count(" of Suns") == len(paid)


def test_the_player_reads_each_move_with_its_turn():
    lines = player("played limit=3 C7-C6 C4-C5 C6-B6")
    assert [line.split(",")[0] for line in lines[:3]] == ["On turn 1", "On turn 2", "On turn 3"]
    assert lines[3] == "Three turns without combat: a draw between Ann and Ben."


def test_the_turns_the_narrator_counts_are_the_turns_of_the_complete_figure():
    """The figure labels its moments by the model's turn count; the narrator tells the move
    that made each moment with the same number."""
    from games import steps
    _, positions = steps.steps(GAME, "complete")
    marked = {mark: step.words for step, _ in positions for mark, _ in step.marks}
    played = GAME.examples().replay("complete")
    for name in ("first-combat", "first-pawn", "out-1", "out-2", "end"):
        turn = played.position(name).turns
        assert marked[name].startswith(f"On turn {turn}, "), (name, marked[name])


def test_the_chapter_and_aid_say_value_side_down():
    for page in PAGES:
        text = " ".join(page.read_text().split())
        assert "suit side up" not in text and "face down again" not in text, page
        assert "value side down" in text, page
