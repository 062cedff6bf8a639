"""The studies declared too big for one machine (played on a cluster by `make balance BIG=1`)
are held to their committed results files here: each file answers its study as declared, and
its first game, played again on this machine, is the same game move for move (a file kept from
before games recorded their outcome read as it would be recorded now)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.sim import balance, studies
from games.sim.run import as_recorded_now, paired_game
from games.sim.study import Study, play_game

#: The slow tier: left out of `make test`, run by `make test-slow` and by CI (.ci/run).
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
BIG = [s for s in studies.all_studies() if s.big]


@pytest.mark.parametrize("declared", BIG, ids=lambda s: f"{s.game}-{s.name}")
def test_a_big_study_s_first_game_replays_on_one_machine(declared):
    results = json.loads((ROOT / declared.path).read_text(encoding="utf-8"))
    assert balance.differs(declared, results) is None, "the file answers the study declared"
    args = declared.arguments()
    study = Study(declared.game, declared.players, declared.variants, declared.options,
                  declared.agents, declared.seed, declared.max_moves)
    assert args["seed"] == study.seed
    played = paired_game(study, 0) if declared.paired else play_game(study, 0)
    assert played == as_recorded_now(declared.game, results["games"][0])


def test_make_balance_leaves_big_studies_out_unless_asked(tmp_path):
    import subprocess
    import sys

    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "balance.py"), "--game",
                           "nonesuch", "--big"], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "nonesuch" in done.stderr
    assert not list(tmp_path.iterdir()), "nothing written"
