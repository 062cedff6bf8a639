"""Statistics: Wilson intervals against published and exact binomial cases; the summary."""

import math
import statistics

import pytest

from games.sim.stats import quantile, spread, summarize, wilson


@pytest.mark.parametrize("k, n, low, high", [
    # R: prop.test(k, n, correct = FALSE)$conf.int
    (5, 10, 0.2365931, 0.7634069),
    (0, 10, 0.0, 0.2775328),
    (10, 10, 0.7224672, 1.0),
    # Newcombe (1998), Statistics in Medicine 17: 857-872, table I, method 3 (Wilson score)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_matches_published_intervals(k, n, low, high):
    got = wilson(k, n)
    places = 7 if (k, n) in ((5, 10), (0, 10), (10, 10)) else 4
    assert (round(got[0], places), round(got[1], places)) == (low, high)


def coverage(p: float, n: int) -> float:
    """The exact chance that the interval from a Binomial(n, p) count contains p."""
    total = 0.0
    for k in range(n + 1):
        low, high = wilson(k, n)
        if low <= p <= high:
            total += math.comb(n, k) * p ** k * (1 - p) ** (n - k)
    return total


@pytest.mark.parametrize("p, n", [(0.5, 50), (0.3, 100), (0.25, 200), (0.1, 400)])
def test_wilson_covers_about_95_percent(p, n):
    assert 0.93 <= coverage(p, n) <= 0.97


def test_wilson_is_symmetric_and_shrinks_with_more_games():
    for n in (1, 7, 30):
        for k in range(n + 1):
            low, high = wilson(k, n)
            mirror = wilson(n - k, n)
            assert 0 <= low <= k / n <= high <= 1
            assert math.isclose(low, 1 - mirror[1]) and math.isclose(high, 1 - mirror[0])
    widths = [wilson(n // 2, n)[1] - wilson(n // 2, n)[0] for n in (10, 100, 1000)]
    assert widths == sorted(widths, reverse=True)


@pytest.mark.parametrize("k, n", [(1, 0), (-1, 5), (6, 5)])
def test_wilson_refuses_impossible_counts(k, n):
    with pytest.raises(ValueError):
        wilson(k, n)


def test_quantiles_agree_with_the_standard_library():
    values = sorted([7, 1, 4, 4, 9, 12, 3, 8, 8, 2, 5])
    assert [quantile(values, q) for q in (0.25, 0.5, 0.75)] == \
        statistics.quantiles(values, n=4, method="inclusive")
    assert spread([]) is None and spread([4])["median"] == 4


def test_summary_counts_wins_shared_wins_and_unfinished_games():
    games = [
        {"finished": True, "winners": [0], "scores": [10, 7], "moves": 30},
        {"finished": True, "winners": [0], "scores": [9, 8], "moves": 32},
        {"finished": True, "winners": [1], "scores": [5, 11], "moves": 31},
        {"finished": True, "winners": [0, 1], "scores": [6, 6], "moves": 30},
        {"finished": False, "winners": [], "scores": [2, 1], "moves": 99},
    ]
    s = summarize(games, 2)
    assert (s["games"], s["finished"], s["unfinished"]) == (5, 4, 1)
    assert [seat["wins"] for seat in s["seats"]] == [2, 1]
    assert s["seats"][0]["rate"] == 0.4 and s["shared"]["count"] == 1
    assert s["draws"] == {"count": 0, "rate": 0.0, "low": 0.0, "high": round(wilson(0, 5)[1], 4)}
    assert (s["seats"][0]["low"], s["seats"][0]["high"]) == tuple(round(x, 4)
                                                                for x in wilson(2, 5))
    assert s["margins"] == {"0": 1, "1": 1, "3": 1, "6": 1}
    assert s["length"]["max"] == 99 and s["margin"]["median"] == 2.0
    assert "sides" not in s


def test_summary_counts_draws_apart_from_shared_wins():
    """A game recorded as a draw (its ``outcome``) is a draw, whoever it names; several winners
    without it share the win; a whole side's win is neither; an unfinished game is neither."""
    drawn = {"finished": True, "winners": [0, 1], "outcome": "draw", "scores": [1, 1], "moves": 9}
    shared = {"finished": True, "winners": [0, 1], "scores": [3, 3], "moves": 9}
    side = {"finished": True, "winners": [0, 2], "scores": [1, 0, 1, 0], "moves": 9}
    stuck = {"finished": False, "winners": [], "scores": [0, 0], "moves": 99}
    s = summarize([drawn, drawn, shared, stuck], 2)
    assert (s["draws"]["count"], s["shared"]["count"], s["unfinished"]) == (2, 1, 1)
    assert [seat["wins"] for seat in s["seats"]] == [0, 0]
    assert (s["draws"]["low"], s["draws"]["high"]) == tuple(round(x, 4) for x in wilson(2, 4))
    teams = summarize([side, {**side, "winners": [0, 1]}], 4, sides=[[0, 2], [1, 3]])
    assert (teams["draws"]["count"], teams["shared"]["count"]) == (0, 1)
    assert [side["wins"] for side in teams["sides"]] == [1, 0]


def test_a_rate_against_a_share_leads_ties_or_stays_open():
    from games.sim.stats import against_share

    lead = against_share(300, 400, 0.5)
    assert lead.p_differs < 1e-20 and lead.low > 0.2 and lead.p_within == 1.0
    tie = against_share(5000, 10000, 0.5)
    assert tie.p_within < 1e-6 and -0.03 < tie.low < 0 < tie.high < 0.03
    # the games won outright as a share of all: the difference is counted in all games
    half = against_share(60, 100, 0.5, scale=0.5)
    assert half.difference == pytest.approx(0.05)
    assert against_share(0, 0, 0.5).trials is None
    # a margin wider than the share leaves that side's null impossible (p 0), not an error
    assert against_share(3, 10, 0.1, margin=0.2).p_within <= against_share(3, 10, 0.1).p_within


def test_paired_changes_count_only_the_games_whose_outcome_changed():
    from games.sim.stats import holm, paired

    same = [True, False] * 50
    assert paired(same, same).trials is None
    up = paired([False] * 100, [True] * 20 + [False] * 80)
    assert up.difference == pytest.approx(0.2) and up.trials == 20 and up.p_differs < 1e-5
    assert 0 < up.low < 0.2 < up.high
    # few changed games: the interval is no narrower than the paired t-interval
    from scipy.stats import ttest_1samp

    few = paired([False] * 400, [True] * 3 + [False] * 397)
    t = ttest_1samp([1] * 3 + [0] * 397, 0.0).confidence_interval(0.95)
    assert few.low <= t.low and few.high >= t.high
    with pytest.raises(ValueError):
        paired([True], [True, False])
    assert holm([]) == [] and holm([0.5]) == [0.5]
    assert holm([0.01, 0.02, 0.04]) == pytest.approx([0.03, 0.04, 0.04])
