"""What the search agents know of each game: their default budget, how far a rollout goes,
and how a position is scored when the rollout stops before the end.

The default budgets keep a decision to a few tenths of a second on one core (measured with the
models of late 2026): ``iterations`` UCT iterations per decision, spread over ``samples``
sampled positions where the game hides information.

A rollout plays random moves to the end of the game, or for at most ``rollout`` moves. A game
that has ended scores by its winners (:func:`.mcts.outcome`); a rollout stopped before the end
scores by ``evaluate``, each seat's share of a reward of 1. The long games (Human Trophies, The
Fallacy of Rank) stop early so that a decision is searched in a fraction of a second; their
evaluations read only the tallies every player can see.

In those two games random play is too poor a guide (with uniform rollouts and 100 iterations
the search lost almost every game to The Fallacy of Rank's heuristic, and only tied Human
Trophies'), so their search is **guided by the game's heuristic** (:mod:`.guided`): ``epsilon``
sets rollouts of heuristic moves (a random move with that chance); the root compares the
heuristic's own choice with the moves ``widen`` draws of the rollout policy and ``widen``
uniform draws come to. (Unpaired, the heuristic's choice starts with ``prior`` virtual visits
worth 1/2, and ``depth=1`` keeps only the root in the tree: flat Monte Carlo with UCB1 over
those moves, since a few dozen iterations cannot grow a useful tree below it.) The search thus
leaves the heuristic's move only where its rollouts find another one better: a rollout-based
improvement of the heuristic.

Both long games' searches are also **paired** (:func:`.mcts.search_paired`): every candidate
is played on from the same ``iterations`` sampled positions with the same rollout chances, and
the best average wins. Unpaired, the few iterations spread evenly over moves whose rewards differ
by less than the noise of the hidden cards, and the search nearly always played the
heuristic's own move; paired, the cards and draws are common to all the candidates, so their
difference is mostly the moves' own. How far each search gets ahead of the heuristic is the
book's skill table.

The Fallacy of Rank's search is a **rollout improvement** of its heuristic: its rollouts go on
for up to 60 moves, most of them to the end of the game (``material`` scores the rest), and it
leaves the heuristic's move only for a candidate whose gain over it, position by position,
exceeds ``margin`` standard errors (:func:`.mcts.improve_paired`). It places its army as the
heuristic does, unsearched (``plain``): a rollout from the setup would place the rest of both
armies at random, as no player does. Its earlier tuning, a UCB1 tree over 12-move rollouts with
``prior=10`` (30 iterations), was the heuristic in disguise: it left the heuristic's move in
about 1 decision in 80; given 90 iterations it left it in 3 decisions of 5 and won none of 10
trial games against the heuristic. Two flaws, measured on trial seeds: material after 12 moves
differs between moves by a few hundredths, so UCB1's exploration spread the visits almost
evenly and the most visited move was chance's; and the rollouts could not see what decides
the game, since their quick heuristic (:func:`.guided.hunt`) never teleported a hunter next to
a pawn and boosted at random. With those two moves in the rollouts, longer rollouts and the
paired comparison, the search won 79 of 80 trial games against the heuristic (seeds 101 to
103, seats swapped).

Human Trophies' search is the same kind of rollout improvement: 16 deals, rollouts of up to
60 moves by the quick heuristic (a few turns; ``score_share`` scores where the game goes on),
the heuristic's move against those ``widen=8`` draws of the rollout policy and 8 uniform draws
come to, and a margin of one standard error. Its earlier tuning (8 deals, 12-move rollouts,
4 and 4 candidates, the best average) was barely ahead of the heuristic (a Wilson interval
reaching below 1/2 in the book's run). On trial seeds (101 and 102, seats swapped) 16 deals
with 60-move rollouts won about 6 games in 10 at a margin of two standard errors with 4 and 4
candidates, and about 8 in 10 at one standard error with 8 and 8, the setting chosen; the
book's run is the skill table.

>>> from games.fallacy_of_rank import new_game
>>> material(new_game(2))   # nothing placed yet: no pawn, no share
[0.5, 0.5]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.protocol import GameState
from .mcts import outcome


def score_share(state: GameState) -> list[float]:
    """Each seat's share of the points (one point added to every score, so all-zero is even)."""
    totals = [t.total + 1 for t in state.tallies()]
    return [total / sum(totals) for total in totals]


def material(state: GameState) -> list[float]:
    """The Fallacy of Rank: each seat's share of pawns and pieces on the board, a pawn counting
    as four pieces more; a seat with no pawn left has nothing."""
    tallies = state.tallies()
    values = [4 * t.total + t.details["pieces"] if t.total else 0 for t in tallies]
    if not any(values):
        return [1 / len(values)] * len(values)
    return [v / sum(values) for v in values]


@dataclass(frozen=True)
class Tuning:
    """How the search agents play one game."""

    iterations: int = 200
    samples: int = 8
    rollout: int = 200
    evaluate: Callable[[GameState], list[float]] = outcome
    #: For ismcts: compete among the moves this many random moves come to, not all legal
    #: moves (0: all; see :func:`.mcts.search_sampled`).
    widen: int = 0
    #: For ismcts: rollouts guided by the game's heuristic, which plays every rollout move
    #: but a random one with this chance (None: random rollouts; see :mod:`.guided`).
    epsilon: float | None = None
    #: For guided ismcts: the virtual visits (worth 1/2 each) the heuristic's own choice
    #: starts with at the root.
    prior: int = 0
    #: For ismcts: the plies the tree holds (0: no limit); rollouts play below them.
    depth: int = 0
    #: For guided ismcts: compare the root moves on common sampled positions and rollouts
    #: (:func:`.mcts.search_paired`), ``iterations`` positions each.
    paired: bool = False
    #: For guided and paired ismcts: keep the heuristic's move unless another's gain over it,
    #: on the same positions and chances, exceeds this many standard errors
    #: (:func:`.mcts.improve_paired`; None: the best average wins).
    margin: float | None = None
    #: For guided ismcts: where every legal move is of these kinds (their class names), the
    #: heuristic plays unsearched.
    plain: tuple[str, ...] = ()


TUNING = {
    "subdivision": Tuning(),  # a game is about 30 moves a player
    "in_crowd": Tuning(100, 4),  # about 100 moves in all
    # Guided, paired, with a margin (see the module text): random rollouts never reach a pawn,
    # and up to 337 legal moves (mostly Ace teleports) leave 100 iterations nothing to learn.
    "fallacy_of_rank": Tuning(8, rollout=60, evaluate=material, widen=4, epsilon=0.1,
                              paired=True, margin=2.0, plain=("Place",)),
    # Guided, paired, with a margin: up to thousands of legal moves (every team of kids for
    # every toy); the heuristic's move and up to 16 others compared on the same 16 deals.
    "human_trophies": Tuning(16, rollout=60, evaluate=score_share, widen=8, epsilon=0.1,
                             paired=True, margin=1.0),
}


def tuning(game: str) -> Tuning:
    return TUNING.get(game, Tuning())
