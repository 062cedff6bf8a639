#!/usr/bin/env python3
"""Write the complete example game of The "In" Crowd: two simple seeded players, every move
checked by the model, marks at each vote that fills a top square.

Each player knows only what the rules let them know: their own coins, and the values of coins
that moved up (everyone saw them at their vote). A hidden coin of the other player is guessed
at 2.5, the average coin. A player calls the vote they expect to win by the widest margin,
top squares first; otherwise they place a coin at random, preferring squares that complete a
vote. Seeds are tried in order until a game fills the top; the same run writes the same bytes.

    python scripts/play_in_crowd.py            # writes games/in_crowd/records/complete.rec
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from games.core.files import write_atomic  # noqa: E402
from games.core.rng import make_rng  # noqa: E402
from games.in_crowd import PASS, Advance, Place, Vote, new_game  # noqa: E402
from games.in_crowd.examples import RECORDS  # noqa: E402

GUESS = 2.5


def expected_margin(game, square: int, seat: int) -> float:
    """How far ``seat`` expects to win a vote on ``square`` (negative: to lose)."""
    margin = 0.0
    for i in game.pyramid.influencers[square]:
        coin = game.board[i]
        mine = game.owner[coin.suit] == seat
        known = mine or game.pyramid.squares[i].level > 0
        value = coin.value if known else GUESS
        margin += value if mine else -value
    return margin


def choose(game, rng):
    seat = game.current_player()
    moves = game.legal_moves()
    if isinstance(moves[0], Advance) or moves == [PASS]:
        return moves[0]
    votes = [(game.pyramid.squares[m.square].level, expected_margin(game, m.square, seat), m)
             for m in moves if isinstance(m, Vote)]
    good = [v for v in votes if v[1] > 0.5]
    places = [m for m in moves if isinstance(m, Place)]
    if good or not places:
        return max(good or votes, key=lambda v: (v[0], v[1]))[2]
    # Prefer squares that would complete a vote, and keep the 3s for the upper levels.
    def weight(move):
        near = sum(1 for d in game.pyramid.dependents[move.square] if game.missing[d] == 1)
        return 1 + 2 * near + (move.coin.rank in (3, 4))
    weights = [weight(m) for m in places]
    return rng.choices(places, weights)[0]


def play(seed: int):
    rng = make_rng("in-crowd-complete", seed)
    game = new_game("Ann", "Ben")
    lines = []
    for _ in range(400):
        if game.is_terminal():
            break
        move = choose(game, rng)
        text = game.move_text(move)
        top_before = game.top_filled
        game.apply(move)
        lines.append(text)
        if isinstance(move, (Vote, Advance)) and game.top_filled > top_before:
            vote = game.votes[-1]
            scores = ", ".join(f"{t.player} {t.total}" for t in game.tallies())
            lines.append(f"mark: top-{game.top_filled} {vote.players[vote.winner]} moves "
                         f"the {vote.advanced.name} up to {vote.square} (scores: {scores}).")
    return game, lines


def main() -> int:
    for seed in range(200):
        game, lines = play(seed)
        ranks = sorted(game.board[s].rank for s in game.pyramid.level_squares(2) if game.board[s])
        if game.top_filled == 4 and 3 in ranks and len(set(ranks)) >= 3:
            break
    else:
        raise SystemExit("no seed gave a finished game")
    head = ['# The "In" Crowd: a complete game between two simple players (see',
            f"# scripts/play_in_crowd.py, which wrote this file; seed {seed}).",
            "game: in_crowd", "title: A complete game", "players: Ann Ben", "suits: SC MA", "",
            "mark: start The empty pyramid; Ann moves first."]
    write_atomic(RECORDS / "complete.rec", "\n".join(head + lines) + "\n")
    print(f"seed {seed}: {len(game.votes)} votes, "
          + ", ".join(str(t) for t in game.tallies()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
