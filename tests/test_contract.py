"""One contract for every game of the registry, with the same random numbers on both sides:

* the quick random move (``state.random_move``) is the declared sampler's: for a table that
  declares odds of its own (``uniform`` False), its ``sample`` draw for draw; else uniform over
  the legal moves, either draw for draw with the table's own draw or, for a sampler that counts
  the moves another way, exactly in distribution: every sequence of draws it can ask for is
  followed (:func:`odds`), and each legal move must come out with chance one in their number;
* the quick playout (``state.playout``, where a game has one) and the quick rollout
  (``state.rollout``) make the same moves as the slow loop of random moves, checked and applied
  one by one: the same final position and the same generator state;
* every listed move is legal, listed once, and the sampled move is among them; and of every
  kind's candidates, exactly those ``why_illegal`` allows are listed.

It is parametrised over the registry, so a new game is held to it with no line of its own:
every game at every player count its header accepts, and (with fewer seeds) each variant its
header declares, the variants together, and the header options of :data:`OPTIONS`. The games'
own tests keep only what this does not check.
"""

from __future__ import annotations

import copy
import random
from typing import NamedTuple

import pytest
from helpers import fields

from games import registry
from games.core.errors import UserError
from games.core.turns import TurnTable
from games.sim.study import Study

#: Moves after which a game is cut short here (croquet and long games stay quick).
STEPS = 400
#: The candidates not listed that the completeness test asks of the rules at one position, at
#: most: all of them where there are fewer, else as many drawn at random (the Fallacy of Rank
#: at four players has ten thousand a position, most of them refused).
ASKED = 1000
#: Header options a game's own tests play with, beyond its variants (one setup each, alone
#: and with each variant): Subdivision's other set; Human Trophies without jokers, and with
#: one victim left to win (the other twelve already won).
ONE_LEFT = " ".join(f"{rank}D" for rank in (*range(2, 11), "J", "Q", "K"))
OPTIONS = {"subdivision": ((("set", "3house"),),),
           "human_trophies": ((("jokers", "0"),), (("trophies-p2", ONE_LEFT),))}

class Setup(NamedTuple):
    """One way to start a game: its players, and the variants and header options chosen."""

    name: str
    players: int
    variants: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        chosen = [*self.variants, *(f"{key}={value}" if len(value) < 9 else key
                                   for key, value in self.options)]
        return "-".join([self.name, str(self.players), *chosen])

    def study(self) -> Study:
        return Study(self.name, self.players, self.variants, self.options)


def accepted(setup: Setup) -> bool:
    """Whether the game's header accepts ``setup``."""
    try:
        setup.study().start(1)
    except UserError:
        return False
    return True


def together(name: str, players: int, variants) -> tuple[str, ...]:
    """As many of ``variants`` as the header accepts together, in their order."""
    chosen: tuple[str, ...] = ()
    for variant in variants:
        if accepted(Setup(name, players, (*chosen, variant.name))):
            chosen += (variant.name,)
    return chosen


def setups() -> tuple[list[Setup], list[Setup]]:
    """Every game at every player count its header accepts (2 to 5 tried); and, for the games
    of discrete moves, at every player count that accepts it, each variant its header declares
    (one at a time), as many as it accepts together, and each option of :data:`OPTIONS`, alone,
    with each variant and with as many as it accepts together."""
    plain, chosen = [], []
    for name in registry.GAME_NAMES:
        info = registry.get(name)
        declared = tuple(info.variants)
        for players in range(2, 6):
            if not accepted(Setup(name, players)):
                continue
            plain.append(Setup(name, players))
            if info.continuous:
                continue
            ways = [(v,) for v in declared] + [together(name, players, declared)]
            found = [Setup(name, players, tuple(v.name for v in way)) for way in ways[:-1]]
            found.append(Setup(name, players, ways[-1]))
            for options in OPTIONS.get(name, ()):
                found += [Setup(name, players, s.variants, options)
                          for s in [Setup(name, players), *found[:len(declared) + 1]]]
            chosen += [s for s in dict.fromkeys(found) if len(s.variants) or s.options]
    return plain, [s for s in chosen if accepted(s)]

PLAIN, CHOSEN = setups()


def cases(seeds: tuple[int, ...]) -> list:
    """The plain setups with every seed, and the chosen ones (variants, options) with the
    last seed only, to keep the file quick."""
    return [pytest.param(setup, seed, id=f"{seed}-{setup}")
            for setup in PLAIN + CHOSEN for seed in (seeds if setup in PLAIN else seeds[-1:])]


def start(setup: Setup, seed: int):
    return setup.study().start(seed)


def picture(state) -> tuple:
    """What two positions must share to be the same: the text picture, the tallies, whose
    turn, the end and the winners, and the legal moves' notation."""
    over = state.is_terminal()
    return (state.to_text(), [str(t) for t in state.tallies()], over,
            state.winners() if over else None,
            None if over else state.current_player(),
            None if over else sorted(state.move_text(m) for m in state.legal_moves()))


class Unscripted(Exception):
    """The sampler asked for a draw :class:`Scripted` cannot follow."""


class Scripted(random.Random):
    """A generator whose ``randrange`` answers are scripted (0 past the script), and which
    records every range it was asked for."""

    def __init__(self, script: tuple[int, ...]):
        super().__init__(0)
        self.script, self.asked = script, []

    def randrange(self, start, stop=None, step=1):
        n = start if stop is None else stop - start
        k = self.script[len(self.asked)] if len(self.asked) < len(self.script) else 0
        self.asked.append(n)
        return k if stop is None else start + k

    def random(self):
        raise Unscripted("random()")

    def getrandbits(self, k):
        raise Unscripted("getrandbits()")


def odds(sample, state, most: int = 50_000) -> dict[str, float] | None:
    """The exact chance of each move (by notation) that ``sample(rng)`` draws from ``state``,
    every branch of its ``randrange`` draws followed; None past ``most`` branches."""
    found: dict[str, float] = {}
    stack: list[tuple[int, ...]] = [()]
    while stack:
        if len(found) > most or len(stack) > most:
            return None
        script = stack.pop()
        rng = Scripted(script)
        move = sample(state.copy(), rng)
        chance = 1.0
        for n in rng.asked:
            chance /= n
        text = state.move_text(move)
        found[text] = found.get(text, 0.0) + chance
        for j in range(len(script), len(rng.asked)):
            stack += [script + (0,) * (j - len(script)) + (v,) for v in range(1, rng.asked[j])]
    return found


def slow(state, rng: random.Random, limit: int):
    for _ in range(limit):
        if state.is_terminal():
            break
        move = state.random_move(rng)
        assert state.why_illegal(move) is None, state.move_text(move)
        state.apply(move)
    return state


@pytest.mark.parametrize(("setup", "seed"), cases((1, 2)))
def test_the_quick_random_move_is_the_declared_sampler_s(setup, seed):
    name, state, rng = setup.name, start(setup, seed), random.Random(seed)
    table = getattr(type(state), "TURNS", None)
    if not isinstance(table, TurnTable) or registry.get(name).continuous:
        pytest.skip(f"{name}: no table of discrete moves")
    declared = TurnTable.sample if table.uniform else type(table).sample
    for _ in range(STEPS):
        if state.is_terminal():
            break
        draw = rng.randrange(2**32)
        ours, theirs = random.Random(draw), random.Random(draw)
        move = state.random_move(ours)
        listed = state.legal_moves()
        if move != declared(table, state, theirs) or ours.getstate() != theirs.getstate():
            assert table.uniform, f"{name}: random_move is not the draw its table declares"
            chances = odds(lambda s, r: s.random_move(r), state)
            if chances is not None:
                texts = {state.move_text(m) for m in listed}
                assert set(chances) == texts, f"{name}: drawn and listed moves differ"
                assert max(chances.values()) - min(chances.values()) < 1e-9, \
                    f"{name}: not every legal move is as likely"
        assert move in listed, f"{name}: the drawn move is not listed"
        assert state.why_illegal(move) is None, f"{name}: the drawn move is not legal"
        state.apply(move)


@pytest.mark.parametrize(("setup", "seed"), cases((3, 4, 5)))
def test_the_quick_playout_and_rollout_make_the_slow_loop_s_moves(setup, seed):
    name, first = setup.name, start(setup, seed)
    if registry.get(name).continuous:
        pytest.skip(f"{name}: its moves are continuous")
    # from the start (seed 3), and from positions 10 and 20 moves in
    slow(first, random.Random(seed * 7), (seed - 3) * 10)
    for method, limit in (("playout", 100_000), ("rollout", 37)):
        quick = getattr(first, method, None)
        if quick is None:
            continue
        a, b = first.copy(), first.copy()
        ra, rb = random.Random(seed), random.Random(seed)
        getattr(a, method)(ra, limit)
        slow(b, rb, limit)
        assert picture(a) == picture(b), f"{name} {method}"
        assert ra.getstate() == rb.getstate(), f"{name} {method}: the generator"


@pytest.mark.parametrize(("setup", "seed"), cases((6, 7)))
def test_every_legal_move_is_listed_and_every_listed_move_legal(setup, seed):
    """Completeness as well as soundness: of every candidate move of every kind
    (:meth:`~games.core.turns.MoveKind.candidates`, whatever the phase), exactly those the
    rules allow (``why_illegal`` None) are listed by ``legal_moves``, each once: on every other
    one of the first 50 positions of a plain setup (its two seeds take turns, one the even
    positions, the other the odd), and on every 32nd position of a longer game with variants
    or options; of the candidates not listed, at most :data:`ASKED` a position, drawn at random
    (asking the rules of every candidate is slow: ten thousand a position in the Fallacy of Rank
    at four players)."""
    name, state, rng = setup.name, start(setup, seed), random.Random(seed)
    pick = random.Random(seed + 1)  # which candidates are asked, apart from the game's draws
    table = getattr(type(state), "TURNS", None)
    if not isinstance(table, TurnTable) or registry.get(name).continuous:
        pytest.skip(f"{name}: its moves are continuous")
    if table.candidates(state) is None:
        pytest.skip(f"{name}: its kinds do not count their candidates yet")
    every, first, steps = (2, seed % 2, STEPS // 8) if setup in PLAIN else (32, 0, STEPS * 4)
    for step in range(steps):
        if state.is_terminal():
            break
        if step % every != first:
            state.apply(state.random_move(rng))
            continue
        candidates = table.candidates(state)
        moves = state.legal_moves()
        listed = [state.move_text(m) for m in moves]
        assert len(set(listed)) == len(listed), f"{name}: a move listed twice"
        unknown = set(moves) - set(candidates)
        assert not unknown, f"{name}: a listed move is no candidate: {unknown}"
        # Every listed move, and every candidate or (where there are more than ASKED) as many
        # drawn at random among them: each asked move is listed exactly when it is legal.
        known = set(moves)
        others = [m for m in candidates if m not in known]
        asked = moves + (others if len(others) <= ASKED else pick.sample(others, ASKED))
        allowed = {state.move_text(m) for m in asked if state.why_illegal(m) is None}
        assert allowed == set(listed), (
            f"{name}: legal but not listed {sorted(allowed - set(listed))[:3]}, "
            f"listed but not legal {sorted(set(listed) - allowed)[:3]}")
        state.apply(state.random_move(rng))


@pytest.mark.parametrize(("setup", "seed"), cases((8,)))
def test_a_copy_is_whole_and_apart_and_the_scores_are_the_tallies_totals(setup, seed):
    """Along a random game, at every position, ``scores`` (which a game may answer quicker
    than its tallies, for a search) is each player's total as the tallies give it; and every
    few moves, ``copy`` (which most games write attribute by attribute, see
    :meth:`~games.core.protocol.GameState.shallow`) has every attribute of the position, each
    equal, and the moves then played on the copy leave the position as it was."""
    name, state, rng = setup.name, start(setup, seed), random.Random(seed)
    for step in range(STEPS // 4):
        assert state.scores() == [t.total for t in state.tallies()], name
        if state.is_terminal():
            break
        if step % 5 == 0:
            other = state.copy()
            assert type(other) is type(state) and fields(other) == fields(state), name
            before = copy.deepcopy(fields(state))
            for _ in range(5):
                if not other.is_terminal():
                    other.apply(other.random_move(rng))
            assert fields(state) == before, f"{name}: a move on a copy changed the position"
        state.apply(state.random_move(rng))


@pytest.mark.parametrize("name", registry.GAME_NAMES)
def test_the_declared_information_is_what_the_state_shows(name):
    """A game declares whether anything is hidden (GameInfo.information), and its state agrees:
    a game of imperfect information gives each player an observation of its own, and a game of
    perfect information shows everyone the whole position."""
    from games.core.game import Information
    from games.core.protocol import GameState

    start = Study(name, min(p.players for p in setups()[0] if p.name == name)).start(1)
    own = type(start).observation is not GameState.observation
    assert own == (registry.get(name).information is Information.IMPERFECT), (
        f"{name}: declare information=Information.IMPERFECT in its GAME"
        if own else f"{name}: declares hidden information but its state shows everything")
