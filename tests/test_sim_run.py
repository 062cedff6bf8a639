"""Studies: the results do not depend on the number of jobs, on the engine (worker processes,
a Dask cluster) or on Python's hash seed; game i depends only on (seed, i); the results file."""

import io
import json
import os
import subprocess
import sys

import pytest

from games.sim.run import code_version, results_json, results_text, same_results, simulate
from games.sim.tuning import tuning

STUDIES = [  # a perfect-information search, a hidden-information search with a shuffle
    dict(game="subdivision", players=3, agents=("mcts:10", "random", "random"), games=4),
    dict(game="human_trophies", players=3, agents=("pimc:6:2", "random", "random"), games=4,
         variants=("one-bribe",)),
]


@pytest.fixture(scope="module")
def serial():
    return [simulate(seed=5, **study) for study in STUDIES]


@pytest.mark.parametrize("k", range(len(STUDIES)))
def test_two_worker_processes_give_the_same_results(serial, k):
    results = simulate(seed=5, jobs=2, **STUDIES[k])
    assert same_results(results, serial[k])


def test_a_dask_cluster_gives_the_same_results(serial):
    from dask.distributed import LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                      dashboard_address=None) as cluster:
        for study, expected in zip(STUDIES, serial):
            results = simulate(seed=5, cluster=cluster.scheduler_address, **study)
            assert same_results(results, expected)


def test_game_i_depends_only_on_the_seed_and_i(serial):
    more = simulate(seed=5, **{**STUDIES[0], "games": 6})
    assert more["games"][:4] == serial[0]["games"]
    other = simulate(seed=6, **STUDIES[0])
    assert [g["seed"] for g in other["games"]] != [g["seed"] for g in serial[0]["games"]]


def test_the_hash_seed_changes_nothing(tmp_path):
    outputs = []
    for hash_seed in ("1", "2"):
        out = tmp_path / f"h{hash_seed}.json"
        subprocess.run([sys.executable, "-m", "games.cli", "simulate", "in_crowd", "--players",
                        "2", "--agents", "pimc:8:2,random", "--games", "2", "--seed", "3",
                        "--out", str(out)], check=True, capture_output=True,
                       env={**os.environ, "PYTHONHASHSEED": hash_seed})
        outputs.append(json.loads(out.read_bytes()))
    assert same_results(outputs[0], outputs[1])


def test_the_results_file(serial):
    results = serial[1]
    text = results_json(results)
    assert json.loads(text) == results
    loaded = json.loads(text)  # keeps the file's order of keys: sorted at every level
    assert json.dumps(loaded) == json.dumps(loaded, sort_keys=True)
    again = simulate(seed=5, **STUDIES[1])
    assert same_results(again, results) and results_text(again, text) == text, \
        "same study, same results: the file is kept as it is"
    changed = simulate(seed=6, **STUDIES[1])
    assert results_text(changed, text) == results_json(changed)
    assert results_text(changed, "not json") == results_json(changed)
    run = results["run"]  # what only this run knows: its cost and where it ran
    assert set(run) == {"cpu_seconds", "python", "machine", "processor"}
    assert run["cpu_seconds"] > 0 and run["python"] == ".".join(map(str, sys.version_info[:3]))
    assert results["format"] == 1
    prov = results["provenance"]
    assert prov["code"]["package"] == "0.1.0"
    assert (prov["game"], prov["players"], prov["variants"], prov["seed"], prov["games"]) == \
        ("human_trophies", 3, ["one-bribe"], 5, 4)
    assert prov["stopping"] == {"rule": "a fixed number of games", "games": 4}
    assert "sides" not in prov and "sides" not in results["summary"]
    assert prov["names"] == ["P1", "P2", "P3"]
    rollout = tuning("human_trophies").rollout  # the game's rollout length (games/sim/tuning.py)
    assert prov["agents"][0] == {"seat": 0, "spec": "pimc:6:2", "agent": "pimc:6:2",
                                 "budget": {"iterations": 6, "samples": 2, "rollout": rollout}}
    assert [g["index"] for g in results["games"]] == [0, 1, 2, 3]
    for game in results["games"]:
        # and the game's own facts (its studies.py: facts() and watch())
        assert set(game) == {"index", "seed", "finished", "moves", "winners", "scores", "turns",
                             "victims_left", "tricks", "open", "interrupted"}
        assert 1 <= game["turns"] <= game["moves"]
        assert len(game["scores"]) == 3 and all(0 <= w < 3 for w in game["winners"])
        assert game["finished"] == bool(game["winners"])
    summary = results["summary"]
    assert summary["games"] == 4 and len(summary["seats"]) == 3
    assert sum(s["wins"] for s in summary["seats"]) + summary["shared"]["count"] + \
        summary["draws"]["count"] + summary["unfinished"] == 4
    for key in ("jobs", "cluster", "date", "time"):
        assert key not in text


def test_team_wins_are_stored_as_team_wins():
    results = simulate("croquet", 4, agents=("robot",) * 4, games=2, seed=3,
                       options=(("teams", "2"),))
    assert results["provenance"]["sides"] == [[0, 2], [1, 3]]
    sides = results["summary"]["sides"]
    assert [s["seats"] for s in sides] == [[0, 2], [1, 3]]
    won = [g["winners"] for g in results["games"] if g["finished"]]
    assert sum(s["wins"] for s in sides) == sum(w in ([0, 2], [1, 3]) for w in won) > 0
    assert results["summary"]["shared"]["count"] == len(won) - sum(s["wins"] for s in sides)
    assert results["summary"]["draws"]["count"] == 0  # croquet has no draws
    from games.sim.command import table

    assert "\nside 1 (seats 1 and 3): " in table(results)


def test_a_move_cap_leaves_games_unfinished():
    results = simulate("fallacy_of_rank", 2, agents=("random", "random"), games=2,
                       max_moves=10)
    assert results["summary"]["unfinished"] == 2
    assert all(g["moves"] == 10 and g["winners"] == [] for g in results["games"])


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_a_progress_bar_only_on_a_terminal(monkeypatch):
    study = dict(game="subdivision", players=2, agents=("random", "random"), games=3)
    for stream, drawn in ((io.StringIO(), False), (Terminal(), True)):
        monkeypatch.setattr(sys, "stderr", stream)
        simulate(progress=True, **study)
        assert ("0/3 [" in stream.getvalue()) == drawn


def test_code_version_is_dirty_only_when_the_code_changed(tmp_path):
    """A make balance run rewrites results files as it goes: they must not mark later
    studies' provenance dirty, while an edit to games/ or pyproject.toml must."""
    def git(*args):
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    (tmp_path / "games").mkdir()
    (tmp_path / "results").mkdir()
    (tmp_path / "games" / "rules.py").write_text("RULE = 1\n")
    (tmp_path / "results" / "study.json").write_text("{}\n")
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    git("init", "-q")
    git("add", ".")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    def version():
        code_version.cache_clear()  # one answer per process otherwise
        return code_version(tmp_path)["git"]

    clean = version()
    assert not clean.endswith("-dirty")
    (tmp_path / "results" / "study.json").write_text('{"games": []}\n')
    (tmp_path / "results" / "new.json").write_text("{}\n")
    assert version() == clean
    (tmp_path / "games" / "new.py").write_text("")
    assert version() == clean + "-dirty"
    (tmp_path / "games" / "new.py").unlink()
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    assert version() == clean + "-dirty"
