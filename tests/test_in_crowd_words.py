"""The "In" Crowd in a player's words: the narrator names coins, never codes them (``C5``, the
5 of Crowns, looks like a square), tells where a coin moves up from and to as the position
has it, and the model's reasons and answers come out in the words the chapter uses, each
said where it is made (nothing rewrites the model's sentences)."""

import random
import re

import pytest

from games import registry
from games.core.components import SUITS, Coin
from games.core.reasons import Reason
from games.core.worked import run
from games.in_crowd import narrate, new_game
from games.in_crowd.examples import EXAMPLES
from games.in_crowd.moves import PASS, Advance, Place, Vote
from games.in_crowd.options import VARIANTS
from games.in_crowd.rules import InCrowdState
from games.in_crowd.turn import TURNS

ENTRIES = registry.worked(registry.get("in_crowd"))
COINS = [Coin(suit, rank) for suit in SUITS for rank in range(6)]
#: A coin's code; one with a digit could also be a square's name. Not the word "An" that
#: starts a sentence ("An empty pyramid"): a code is followed by a verb of the rules or nothing.
CODE = re.compile(r"(?<![\w-])[SMCA][na2-5](?![\w-])(?! (?!is\b|or\b)[a-z])")
#: What comes just before a square's name in the model's words and in the narrator's.
SQUARE_BEFORE = ("on ", "from ", "to ", "of ", ", ", "and ", "empty: ", "(")
SQUARE_AFTER = (" is not empty", " is a bottom square", " is on the outer ring", " all hold",
                ":")
MOVED_UP = re.compile(r"the (\w+ of \w+)(?:, which)? moves up from (\S+) to (\S+?)[;.,]")


def codes_left(text: str) -> list[str]:
    """The codes in ``text`` that stand where a coin would, not where a square's name does."""
    left = []
    for match in CODE.finditer(text):
        before, after = text[:match.start()], text[match.end():]
        square = match[0][1].isdigit() and (before.endswith(SQUARE_BEFORE)
                                            or after.startswith(SQUARE_AFTER))
        if not square:
            left.append(match[0])
    return left


def notation_left(text: str) -> bool:
    return bool(re.search(r"@|\badvance\b|\bvote [mt][A-F][1-6]", text))


def by_name(name: str) -> Coin:
    return next(c for c in COINS if c.name == name)


@pytest.mark.parametrize("record", EXAMPLES.names())
def test_every_step_of_the_examples_is_told_in_words(record):
    played = EXAMPLES.replay(record)
    state = new_game(*played.state.players)
    said = [narrate.start(state), narrate.summary(state)]
    for text in played.moves:
        before = state.copy()
        move = before.parse_move(text)
        state.play(text)
        words = TURNS.describe(before, move, state)
        said += [words, narrate.summary(state)]
        for name, source, target in MOVED_UP.findall(words):
            coin = by_name(name)
            index = state.pyramid.index
            assert before.board[index(source)] == coin, words
            assert state.board[index(target)] == coin, words
        voted = len(state.votes) > len(before.votes)  # settled now (not waiting for a pick)
        if voted and state.votes[-1].advanced:
            assert MOVED_UP.search(words), words
    for line in said:
        assert not notation_left(line) and not codes_left(line), line


def reasons(state: InCrowdState, rng: random.Random) -> list[Reason]:
    """The model's reasons for refusing a spread of moves from ``state``."""
    squares = range(len(state.board))
    tries = [Place(coin, square) for coin in rng.sample(COINS, 6)
             for square in rng.sample(squares, 6)]
    tries += [Vote(square) for square in squares] + [PASS]
    tries += [Advance(coin) for coin in rng.sample(COINS, 4)]
    found = []
    for move in tries:
        reason = state.why_illegal(move)
        if reason:
            assert isinstance(reason, Reason), (move, reason)
            found.append(reason)
    return found


def test_every_reason_the_rules_give_is_said_with_coins_named():
    rng = random.Random(24)
    seen = 0
    for _ in range(30):
        state = new_game("Ann", "Ben")
        while not state.is_terminal():
            if rng.random() < 0.15:
                for reason in reasons(state, rng):
                    plain = reason.said()
                    assert not notation_left(plain) and not codes_left(plain), (reason, plain)
                    assert "bottom ring" not in plain, plain
                    seen += 1
            state.apply(state.random_move(rng))
    assert seen > 1000


def test_attempts_name_the_coin_and_the_square():
    state = new_game("Ann", "Ben")
    for coin in COINS:
        said = TURNS.tried(state, Place(coin, state.pyramid.index("C6")))
        assert said == f"Ann places the {coin.name} on C6"
        assert not codes_left(said)


def test_the_players_answers_name_the_variants_in_words():
    spellings = [v.name for v in VARIANTS]
    for spec in ("scoring", "influence corner-five mA1 mD4", "views complete top-2",
                 "choice votes choice", "tallies complete", "lead complete", "votes votes",
                 "votes complete", "vote votes tie-after"):
        answer = run(ENTRIES, "player: " + spec, narrator=narrate)
        lines = answer if isinstance(answer, list) else \
            [" ".join(answer.header)] + [" ".join(row) for row in answer.rows]
        for line in lines:
            assert not any(s in line for s in spellings), line
            assert not notation_left(line) and not codes_left(line), line


def test_the_narrator_rewrites_no_sentence():
    assert not hasattr(narrate, "plainly") and not hasattr(narrate, "attempt")
