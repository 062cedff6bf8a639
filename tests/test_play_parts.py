"""The Play page's moves, as the model declares them (games.web, MoveKind.parts): in positions
of seeded random games of every turn-based game, each legal move has parts; no two legal moves
are picked alike; a move's parts are each picked once; a part on the table is drawn where the
seat to move can pick it (a ``data-part`` box of the game's play figure), and nothing of
another seat's hidden hand is; and every candidate move, legal or not, names its parts, so
that a refused pick is answered with its rule."""

import json
import random
import re

import pytest

from games import registry
from games.sim.study import Study
from games.web import Page, Table

#: The turn-based games and the player counts tried (each game's smallest and largest).
GAMES = [("subdivision", 2), ("subdivision", 4), ("in_crowd", 2), ("fallacy_of_rank", 2),
         ("fallacy_of_rank", 4), ("human_trophies", 2), ("human_trophies", 5)]
DRAWN = re.compile(r'data-part="([^"]+)"')


def positions(game, players, seed, most=40):
    """Every 7th position of one seeded random game (and its last); in a long game (a random
    4-player Fallacy of Rank stalls for hundreds of moves) every n-th, about ``most`` of them
    spread over the whole game."""
    every = max(7, len(list(_played(game, players, seed))) // most)
    for count, state in enumerate(_played(game, players, seed)):
        if count % every == 0 or state.is_terminal():
            yield state


def _played(game, players, seed):
    """Each position of one seeded random game in turn, the last one too (one state, moved on
    after each is yielded)."""
    info = registry.get(game)
    state = Study(info.name, players, (), (), ("random",) * players, seed).start(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state
        state.apply(state.random_move(rng))
    yield state


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_legal_move_is_picked_by_parts_of_its_own(game, players):
    figures = registry.figures(registry.get(game))
    seen = 0
    for state in positions(game, players, seed=players):
        if state.is_terminal():
            figures.render_play(state, None, "The end", "")
            continue
        seat = state.current_player()
        drawn = set(DRAWN.findall(figures.render_play(state, seat, "A position", "")))
        picked = {}
        for move in state.legal_moves():
            parts = state.TURNS.parts(state, move)
            keys = [part.key for part in parts]
            assert parts and len(set(keys)) == len(keys), (state.move_text(move), keys)
            for part in parts:  # on the board where the seat sees it, else a button in words
                on_board = part.key in drawn
                assert on_board or (part.words != part.key
                                    and not part.words.startswith("square ")), part
            assert frozenset(keys) not in picked, (
                state.move_text(move), state.move_text(picked[frozenset(keys)]))
            picked[frozenset(keys)] = move
            seen += 1
        for move in state.TURNS.candidates(state) or ():  # a refusal asks these
            assert state.TURNS.parts(state, move)
    assert seen


def test_the_page_refuses_with_the_rule_and_changes_nothing():
    page = Page("fallacy_of_rank")
    page.call("new", '{"players": 2, "agents": ["human", "heuristic"], "seed": 4}')
    before = page.call("view", "")
    answer = page.call("refusal", '{"keys": ["A1"]}')
    assert answer.startswith('{"message": "Not allowed: ') and "corner" in answer
    assert page.call("load", '{"text": "game: in_crowd\\nplayers: Ann Ben\\n"}') == (
        '{"error": "the record is a game of in_crowd, not fallacy_of_rank"}')
    assert page.call("pick", '{"keys": "B1"}').startswith('{"error": "a malformed pick')
    assert json.loads(page.call("pick", '{"key": "A1"}'))["message"].startswith("Not allowed")
    assert page.call("new", '{"players": "٣"}').startswith('{"error": "players: give a whole')
    assert page.call("new", '{"players": 2, "options": [["limit", "0"]]}') == (
        '{"error": "study header: limit: 0 is out of range: 1 to 10000 turns"}')
    assert page.call("view", "") == before


@pytest.mark.parametrize("game", ["subdivision", "in_crowd", "fallacy_of_rank",
                                  # 135 computer moves, each view drawn: the slow tier
                                  pytest.param("human_trophies", marks=pytest.mark.slow)])
def test_a_whole_game_by_parts_saves_a_record_that_replays(game):
    """Every move picked part by part, as the page picks them; the record it saves is the
    game again, move for move."""
    table = Table.new(game, 2, ("human", "heuristic"), seed=2)
    rng = random.Random(2)
    view = table.view()
    while not view["over"]:
        if view["choice"] is None:
            view = table.computer()
            continue
        answer = {"choice": view["choice"]}
        while "choice" in answer and "svg" not in answer:  # pick until the move is made
            targets = answer["choice"]["targets"]
            if not targets:  # what was picked makes a move that others hold: choose it
                answer = table.choose(answer["choice"]["listed"][0][0])
                break
            answer = table.pick(rng.choice(targets)[0])
            assert "message" not in answer, answer["message"]
        view = answer
    again = Table.load(table.record(), ("human", "heuristic"))
    assert again.view()["tallies"] == view["tallies"] and again.record() == table.record()
