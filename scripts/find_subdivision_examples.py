#!/usr/bin/env python3
"""Rebuild the Subdivision rules' worked examples as records of legal games.

The rules' example pictures are lost; only their tallies survive. For each example this script
finds a final board that scores exactly as the rules say, then a legal order of placements that
reaches it from the empty board (every move checked by the model), and writes the record to
``games/subdivision/records/NAME.rec``.

* Small examples are given as the position to reach; only the move order is searched.
* Complete games are given as targets (groups per colour, the 3-pips that lose points and how
  many 1-pips are Near each; every other 3-pip must lose nothing). A board is found by simulated
  annealing over where each pyramid stands; then the move order is searched depth first.

Usage: ``python scripts/find_subdivision_examples.py [NAME ...]`` (all examples by default).
The search is seeded, so the same script writes the same records.
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.core.components import PYRAMID_COLOURS
from games.core.files import write_atomic
from games.core.grid import groups
from games.core.rng import make_rng
from games.subdivision import PASS, new_game, parse_board
from games.subdivision.examples import RECORDS, replay_example
from games.subdivision.moves import Place


@dataclass
class Target:
    """A complete game to find: per colour letter, its group count and its losing 3-pips
    as (square, 1-pips Near it), in the order the rules' tally lists them."""

    players: int
    groups: dict[str, int]
    threes: dict[str, list[tuple[str, int]]]
    tallies: list[str]
    seed: int = 1


@dataclass
class Example:
    name: str
    title: str
    comment: list[str]
    mark: str
    target: Target | None = None
    position: str | None = None  # board text of the position to reach
    tallies: list[str] = field(default_factory=list)


EXAMPLES = [
    Example(
        "three-pip-scoring", "The 3-pip scoring example",
        ["The 3-pips at A2 and F2 are Red's, C2 is Blue's. A2 has one 1-pip Near it (worth 3),",
         "C2 has four (worth 0), F2 has two (worth 2)."],
        "scored Red's 3-pips at A2 (worth 3) and F2 (worth 2); Blue's at C2 (worth 0)",
        position="""
            #  .  .  .  .  #
            .  B2 B2 .  .  .
            .  .  .  #  .  .
            B1 .  #  R1 B1 .
            R3 .  B3 R1 .  R3
            #  .  R1 R1 B1 #
        """),
    Example(
        "groups", "The group example",
        ["Red's three pyramids form one group; Blue's form two, because D3 touches E4 only",
         "at a corner (Near, not Neighbouring)."],
        "one red group, two blue groups",
        position="""
            #  .  .  .  .  #
            .  .  R2 .  B3 .
            .  R3 R2 #  B2 .
            .  .  #  B2 .  .
            .  .  .  .  .  .
            #  .  .  .  .  #
        """),
    Example(
        "complete-2p", "The complete 2-player game",
        ["The rules' complete 2-player game on 6x6: only its final tally survives, so this is",
         "one legal game that ends with exactly that tally."],
        "the final board",
        target=Target(2, {"R": 4, "B": 3},
                      {"R": [("F2", 2), ("E4", 2)], "B": [("C2", 5), ("B4", 2)]},
                      ["Red: 24 = 30 - 4 - 1 (F2) - 1 (E4)",
                       "Blue: 23 = 30 - 3 - 3 (C2, five 1-pips) - 1 (B4)"], seed=3)),
    Example(
        "complete-3p", "The complete 3-player game",
        ["The rules' complete 3-player game on 7x7: only its final tally survives, so this is",
         "one legal game that ends with exactly that tally."],
        "the final board",
        target=Target(3, {"R": 6, "B": 7, "G": 6},
                      {"R": [("D4", 2), ("B7", 2), ("C2", 3)],
                       "B": [("E6", 4), ("G6", 2), ("D3", 2), ("D1", 2)],
                       "G": [("E2", 4), ("E4", 4), ("A2", 3), ("E7", 2), ("B6", 2)]},
                      ["Red: 20 = 30 - 6 - 1 (D4) - 1 (B7) - 2 (C2)",
                       "Blue: 17 = 30 - 7 - 3 (E6) - 1 (G6) - 1 (D3) - 1 (D1)",
                       "Green: 14 = 30 - 6 - 3 (E2) - 3 (E4) - 2 (A2) - 1 (E7) - 1 (B6)"],
                      seed=5)),
]


# -- step 1: a final board that scores as wanted ---------------------------------------------
def anneal(target: Target, attempt: int) -> list:
    """A full board (cells: None or (seat, pips)) meeting ``target``, or [] if none was found."""
    state = new_game(target.players)
    grid, rng = state.grid, make_rng("subdivision-examples", target.seed, attempt)
    letters = [c.letter for c in state.rules.colours]
    fixed = {}
    for seat, letter in enumerate(letters):
        for square, ones in target.threes[letter]:
            fixed[grid.index(square)] = ((seat, 3), ones)
    pieces = []
    for seat, letter in enumerate(letters):
        spare_threes = state.rules.per_size - len(target.threes[letter])
        pieces += [(seat, 1)] * state.rules.per_size + [(seat, 2)] * state.rules.per_size
        pieces += [(seat, 3)] * spare_threes
    free = [s for s in grid.squares if state.cells[s] is None and s not in fixed]
    assert len(free) == len(pieces), "targets do not fit the board"
    rng.shuffle(pieces)
    cells: list = [None] * grid.size
    for square, (piece, _) in fixed.items():
        cells[square] = piece
    for square, piece in zip(free, pieces):
        cells[square] = piece

    def cost() -> float:
        total = 0
        for s in grid.squares:
            piece = cells[s]
            if piece is None:
                continue
            seat, pips = piece
            near = [cells[n] for n in grid.near[s] if cells[n] is not None]
            if pips == 3:
                total += 5 * sum(1 for p in near if p == (seat, 3))
                ones = sum(1 for p in near if p[1] == 1)
                want = fixed[s][1] if s in fixed else None
                total += 2 * (abs(ones - want) if want is not None else max(0, ones - 1))
            elif pips == 1 and not any(p[0] != seat and p[1] != 2 for p in near):
                total += 5
        for seat, letter in enumerate(letters):
            mine = {s for s in grid.squares if cells[s] is not None and cells[s][0] == seat}
            total += 2 * abs(len(groups(grid, mine)) - target.groups[letter])
        return total

    current = cost()
    steps = 60_000
    for step in range(steps):
        if current == 0:
            return cells
        heat = 2.0 * (0.01 / 2.0) ** (step / steps)
        a, b = rng.sample(free, 2)
        if cells[a] == cells[b]:
            continue
        cells[a], cells[b] = cells[b], cells[a]
        new = cost()
        if new <= current or rng.random() < math.exp((current - new) / heat):
            current = new
        else:
            cells[a], cells[b] = cells[b], cells[a]
    return []


# -- step 2: a legal order of placements that reaches a board -----------------------------------
def find_order(state, goal: list, first_threes: dict[int, list[int]], rng, budget=50_000):
    """Moves (as text) that reach ``goal`` (cells: None or (seat, pips)) from ``state``, with
    each seat's listed 3-pips placed in the listed order; None if the search gives up."""
    todo = {seat: [Place(cell[1], s) for s, cell in enumerate(goal)
                   if cell is not None and cell[0] == seat and state.cells[s] is None]
            for seat in range(len(state.players))}
    nodes = [0]

    def rank(seat, move):
        pips, square = move
        listed = first_threes.get(seat, [])
        if square in listed:  # listed 3-pips go down in the listed order
            waiting = [s for s in listed if state.cells[s] is None]
            return 0 if square == waiting[0] else None
        return {3: 1, 1: 2, 2: 3}[pips] + rng.random()

    def search(moves):
        nodes[0] += 1
        if nodes[0] > budget:
            return None
        if not any(todo.values()):
            return moves
        seat = state.turn
        legal = set(state.legal_moves())
        options = [(rank(seat, m), m) for m in todo[seat] if m in legal]
        options = sorted((r, m) for r, m in options if r is not None)
        if not options:
            if legal != {PASS}:
                return None
            options = [(0, PASS)]
        for _, move in options:
            saved = state.copy()
            text = state.move_text(move)
            state.apply(move)
            if move is not PASS:
                todo[seat].remove(move)
            found = search(moves + [text])
            if found is not None:
                return found
            if move is not PASS:
                todo[seat].append(move)
            state.__dict__.update(saved.__dict__)
        return None

    return search([])


# -- writing and checking the records ------------------------------------------------------------
def record_text(example: Example, state, moves: list[str], note: str) -> str:
    names = " ".join(p.lower() for p in state.players)
    lines = [f"# Subdivision: {example.title.lower()}, rebuilt.", "#"]
    lines += [f"# {line}" for line in example.comment]
    lines += ["#",
              "# A reconstruction: the rules' pictures are lost. Every move below was found by",
              f"# scripts/find_subdivision_examples.py ({note}) and is checked by the model.",
              "game: subdivision", f"title: {example.title}", f"players: {names}",
              "set: standard", "parks: default", ""]
    lines += moves
    lines += [f"mark: final {example.mark[0].upper()}{example.mark[1:]}.", ""]
    return "\n".join(lines)


def solve(example: Example) -> str:
    if example.position is not None:
        board = parse_board(example.position, example.name)
        colours = list(PYRAMID_COLOURS[:2])
        goal = [None if not hasattr(c, "colour") else (colours.index(c.colour), c.pips)
                for c in board.cells]
        state = new_game(2)
        moves = find_order(state, goal, {}, make_rng("order", example.name))
        if moves is None:
            raise SystemExit(f"{example.name}: no legal order reaches the position")
        return record_text(example, new_game(2), moves, "a legal order of the position's moves")
    target = example.target
    for attempt in range(200):
        goal = anneal(target, attempt)
        if not goal:
            continue
        state = new_game(target.players)
        letters = [c.letter for c in state.rules.colours]
        queues = {seat: [state.grid.index(sq) for sq, _ in target.threes[letter]]
                  for seat, letter in enumerate(letters)}
        moves = find_order(state, goal, queues, make_rng("order", example.name, attempt))
        if moves is not None:
            print(f"{example.name}: found on attempt {attempt}")
            note = f"seed {target.seed}, attempt {attempt}"
            return record_text(example, new_game(target.players), moves, note)
        print(f"{example.name}: attempt {attempt}: a board, but no legal order")
    raise SystemExit(f"{example.name}: nothing found")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="examples to search (default: all)")
    args = parser.parse_args(argv)
    chosen = [e for e in EXAMPLES if not args.names or e.name in args.names]
    for example in chosen:
        text = solve(example)
        path = RECORDS / f"{example.name}.rec"
        write_atomic(path, text)
        final = replay_example(example.name).state
        shorts = [t.short() for t in final.tallies()]
        wanted = example.target.tallies if example.target else shorts
        if shorts != wanted:
            raise SystemExit(f"{example.name}: tallies {shorts} are not {wanted}")
        print(f"wrote {path}: " + "; ".join(shorts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
