"""Human Trophies' search (:class:`games.sim.tuning.Tuning`): guided, paired, with a margin.
A turn may have thousands of legal moves (every team of kids for every toy); the heuristic's
move and up to 16 others are compared on the same 16 deals.

Human Trophies' search is the same kind of rollout improvement: 16 deals, rollouts of up to
60 moves by the quick heuristic (a few turns; ``score_share`` scores where the game goes on),
the heuristic's move against those ``widen=8`` draws of the rollout policy and 8 uniform draws
come to, and a margin of one standard error. Its earlier tuning (8 deals, 12-move rollouts,
4 and 4 candidates, the best average) was barely ahead of the heuristic (a Wilson interval
reaching below 1/2 in the book's run). On trial seeds (101 and 102, seats swapped) 16 deals
with 60-move rollouts won about 6 games in 10 at a margin of two standard errors with 4 and 4
candidates, and about 8 in 10 at one standard error with 8 and 8, the setting chosen; the
book's run is the skill table.

It is not raced (:func:`games.sim.mcts.improve_paired`'s ``race``, as the Fallacy of Rank's
search is): a race after six deals would have played about half the rollouts (0.47 of them, on
300 decisions of seed 14 with every rollout played, against 0.67 with the exact bounds alone),
but it changed 22 of those 300 choices, and on seed 101, 500 game pairs (seats swapped) of the
raced search against the unraced scored 47.1% for the raced (45.0% to 49.2% at 95%, pairs as
the unit): a cost in play.
"""

from ..sim.tuning import Tuning, score_share

TUNING = Tuning(16, rollout=60, evaluate=score_share, widen=8, epsilon=0.1, paired=True,
                margin=1.0)
