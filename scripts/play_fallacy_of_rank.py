#!/usr/bin/env python3
"""Write the complete example game of The Fallacy of Rank: four simple seeded players, every
move checked by the model, marks at its key moments (the first combat, each pawn lost, the end).

Each player decides from its own view (``observation``): its own values, every pawn, and the
coins shown in earlier combats; a hidden coin is guessed at 2.5, the average coin. In the setup
a player puts its pawns at the back of its corner and the rest at random. On its turn it
attacks where it expects to gain most (a pawn is worth far more than a coin), and otherwise
brings a coin closer to the nearest enemy pawn, by a step, a tile or a teleport, keeping the
coins beside its own pawns where they are. In combat it
boosts with the smallest tile or coin that beats the other piece as it knows it, if any. Seeds
are tried in order until a game ends with a winner; the same run writes the same bytes.

    python scripts/play_fallacy_of_rank.py   # writes games/fallacy_of_rank/records/complete.rec
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.components import Coin, Pawn  # noqa: E402
from games.core.files import write_atomic  # noqa: E402
from games.core.rng import make_rng  # noqa: E402
from games.fallacy_of_rank.combat import PAWN, outcome, piece_rank  # noqa: E402
from games.fallacy_of_rank.examples import RECORDS  # noqa: E402
from games.fallacy_of_rank.moves import Boost, Place, Recover, Step, TileMove  # noqa: E402
from games.fallacy_of_rank.rules import new_game  # noqa: E402

GUESS_RANKS = (0, 1, 2, 3, 4, 5)


def worth(rank: int) -> float:
    return 10.0 if rank == PAWN else 1.0 + rank / 5


def attack_value(mine: int, target) -> float:
    """What attacking ``target`` (a piece, or a Suit when hidden) with rank ``mine`` is
    expected to gain, before boosts."""
    ranks = [piece_rank(target)] if isinstance(target, (Coin, Pawn)) else GUESS_RANKS
    total = 0.0
    for theirs in ranks:
        result = outcome(mine, theirs)
        gain = {"attacker": worth(theirs), "defender": -worth(mine),
                "tie": worth(theirs) - worth(mine)}[result]
        total += gain
    return total / len(ranks)


def distances(board, targets) -> dict[int, int]:
    """Steps from every square to the nearest of ``targets``, over the board's squares."""
    return board.distances(targets)


def setup_move(game, seat, rng):
    moves = game.legal_moves()
    corner = game.board.corners[seat]
    far = max(corner, key=lambda s: min(distances(game.board, game.board.neutral).get(s, 99),
                                        99))
    back = distances(game.board, [far])
    pawns = [m for m in moves if isinstance(m.piece, Pawn)]
    if pawns:  # pawns go to the emptiest back squares
        return min(pawns, key=lambda m: (back[m.square], m.square))
    return moves[rng.randrange(len(moves))]


def boost_move(game, seat, rng):
    combat = game.pending
    mine_sq, theirs_sq = ((combat.src, combat.dst) if seat == combat.attacker
                          else (combat.dst, combat.src))
    mine, theirs = piece_rank(game.cells[mine_sq]), piece_rank(game.cells[theirs_sq])
    need = theirs - mine + 1  # to win if the other side adds nothing
    options = sorted((m for m in game.legal_moves() if m.rank >= need),
                     key=lambda m: (m.rank, m.coin is not None))
    return options[0] if options and need > 0 else Boost(0)


def turn_move(game, seat, rng):
    view = game.observation(seat)
    board = game.board
    enemy_pawns = [s for s in board.squares
                   if isinstance(view.cells[s], Pawn) and game.owner[s] != seat]
    near = distances(board, enemy_pawns)
    guards = {t for s in game.pieces[seat] if isinstance(game.cells[s], Pawn)
              for t in board.adjacent[s]}
    best, best_score = None, -99.0
    for move in game.legal_moves():
        if isinstance(move, Recover):
            score = 0.2
        elif isinstance(move, (Step, TileMove)):
            rank = piece_rank(game.cells[move.src])
            cost = 0.3 if isinstance(move, TileMove) else 0.0
            if move.attack:
                score = attack_value(rank, view.cells[move.dst]) - cost
            elif rank == PAWN:
                score = -1.0
            else:
                gain = near.get(move.src, 30) - near.get(move.dst, 30)
                score = 0.35 * gain - cost + (0.5 if gain and rank in (0, 1) else 0.0)
                score -= 1.0 if move.src in guards else 0.0  # it leaves a pawn's side open
        else:
            score = -5.0
        score += rng.random() * 0.1
        if score > best_score:
            best, best_score = move, score
    return best


def play(seed: int):
    rng = make_rng("fallacy-complete", seed)
    game = new_game(["Ann", "Ben", "Cat", "Dan"])
    lines, fought, lost, outs = [], False, 0, 0
    for _ in range(3000):
        if game.is_terminal():
            break
        seat = game.current_player()
        if game.in_setup:
            move = setup_move(game, seat, rng)
        elif game.pending:
            move = boost_move(game, seat, rng)
        else:
            move = turn_move(game, seat, rng)
        before = len(game.battles)
        lines.append(game.move_text(move))
        game.apply(move)
        if isinstance(move, Place) and not game.in_setup:
            lines.append("mark: setup The setup is over: every corner is full.")
        if len(game.battles) > before:
            battle = game.battles[-1]
            pawns_lost = sum(2 - p for p in game.pawns)
            if not fought:
                lines.append(f"mark: first-combat Turn {game.turns}, the first combat: "
                             f"{battle}")
            elif battle.out:
                outs += len(battle.out)
                lines.append(f"mark: out-{outs} Turn {game.turns}: {battle}")
            elif pawns_lost and not lost:
                lines.append(f"mark: first-pawn Turn {game.turns}: {battle}")
            fought, lost = True, pawns_lost
    return game, lines


def main() -> int:
    for seed in range(100):
        game, lines = play(seed)
        if game.ending == "last pawn":
            break
    else:
        raise SystemExit("no seed gave a game with a winner")
    head = ["# The Fallacy of Rank: a complete 4-player game between simple players (see",
            f"# scripts/play_fallacy_of_rank.py, which wrote this file; seed {seed}).",
            "game: fallacy_of_rank", "title: A complete game", "players: Ann Ben Cat Dan",
            "suits: S M C A", "", "mark: start The empty board; Ann places first."]
    caption = lines[-1].split(" ", 2)[2]  # the last elimination ends the game
    lines[-1] = f"mark: end {caption}"
    write_atomic(RECORDS / "complete.rec", "\n".join(head + lines) + "\n")
    print(f"seed {seed}: {game.turns} turns, {len(game.battles)} combats; {game.summary()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
