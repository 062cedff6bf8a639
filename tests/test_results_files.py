"""Every committed results file game by game and byte by byte: each game's own fields, the
file as :func:`games.sim.run.results_json` writes it (keys sorted, one game a line) and no date
in it. The declarations and summaries of the same files are checked in `make test`
(tests/test_balance.py); these walk all of their 138 MB, so they are in the slow tier, and so
is the check that each balance chart is the one its results files draw."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games.sim import balance, studies
from games.sim.run import results_json

#: The slow tier: left out of `make test`, run by `make test-slow` and by CI (.ci/run).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
GAME_KEYS = {"index", "seed", "finished", "moves", "turns", "winners", "scores"}


@pytest.mark.parametrize("study", studies.all_studies(), ids=lambda s: f"{s.game}/{s.name}")
def test_each_results_file_is_written_as_results_json_writes_it(study):
    path = ROOT / study.path
    if not path.is_file():
        pytest.skip(f"{study.path} is not played yet: run `make balance`")
    text = path.read_text(encoding="utf-8")
    results = balance.read_results(path)
    assert text == results_json(results), "keys sorted, one game a line, as results_json writes"
    assert not re.search(r"20\d\d-\d\d-\d\d", text), "no dates"
    for k, game in enumerate(results["games"]):
        assert GAME_KEYS <= set(game) and game["index"] == k
        assert len(game["scores"]) == study.players
        assert 1 <= game["turns"] <= game["moves"] <= study.max_moves
        assert game["finished"] == bool(game["winners"])


@pytest.mark.parametrize("q", studies.QUESTIONS, ids=lambda q: f"{q.game}/{q.key}")
def test_each_balance_chart_is_drawn_from_the_committed_results(q):
    """The chart a chapter shows is the one its results files draw now (``scripts/balance.py
    --figures-only`` redraws them): a study played again by its question alone leaves the
    charts of other questions that share its files stale otherwise."""
    path = ROOT / q.figure
    assert path.is_file(), f"{q.figure} is missing: run scripts/balance.py --figures-only"
    svg = balance.figure(q, balance.load(q, ROOT))
    assert path.read_text(encoding="utf-8") == svg, \
        f"{q.figure} is stale: run scripts/balance.py --figures-only"
