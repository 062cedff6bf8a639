"""rulebook simulate: the summary table, the results file, and one-line errors (exit 2)."""

import json

import pytest
from helpers import run

from games import registry
from games.sim import run as sim_run
from games.sim import verdicts


def test_simulate_prints_a_summary_and_writes_the_results(capsys, tmp_path):
    out_file = tmp_path / "results.json"
    code, out, err = run(capsys, "simulate", "croquet", "--players", "2", "--agents",
                         "robot,random", "--games", "3", "--seed", "4", "--out", str(out_file))
    assert code == 0 and err == ""  # no progress bar: standard error is not a terminal
    lines = out.splitlines()
    assert lines[0] == "Tabletop Croquet: 2 players, 3 games, seed 4"
    assert lines[1].split() == ["seat", "player", "agent", "wins", "win", "rate", "95%",
                                "interval"]
    assert lines[2].split()[:4] == ["1", "Ann", "robot:steady", "3"]
    assert "100.0%  43.9% to 100.0%" in lines[2]
    assert lines[4].startswith("draws: 0 (0.0%") and lines[5].startswith("length in moves")
    results = json.loads(out_file.read_text())
    assert results["summary"]["seats"][0]["wins"] == 3
    assert sim_run.results_json(results) == out_file.read_text()


def test_options_and_variants_reach_the_game(capsys, tmp_path):
    out_file = tmp_path / "r.json"
    code, out, _ = run(capsys, "simulate", "subdivision", "--players", "3", "--option",
                       "set=3house", "--variant", "private-parks", "--agents",
                       "random,random,random", "--games", "2", "--out", str(out_file))
    assert code == 0 and out.startswith("Subdivision: 3 players, private-parks, set=3house")
    prov = json.loads(out_file.read_text())["provenance"]
    assert prov["options"] == {"set": "3house"} and prov["variants"] == ["private-parks"]


ARGS = ["--players", "2", "--agents", "random,random", "--games", "2"]


@pytest.mark.parametrize("argv, message", [
    (["subdivision", "--players", "2", "--agents", "random,chess", "--games", "2"],
     "unknown agent 'chess'; known agents: random, mcts, pimc, ismcts, planner, robot, search"),
    (["subdivision", "--players", "2", "--agents", "random,random", "--games", "0"],
     "--games 0: play 1 to 1,000,000 games"),
    (["subdivision", "--players", "2", "--agents", "random,random", "--games", "1000000000"],
     "--games 1000000000: play 1 to 1,000,000 games"),
    (["in_crowd", "--players", "3", "--agents", "random,random,random", "--games", "2"],
     "players: the game is for two players with different names, not Ann Ben Cat"),
    (["subdivision", "--players", "5", "--agents", "random," * 4 + "random", "--games", "2"],
     "players:"),
    (["subdivision", "--players", "0", "--agents", "random", "--games", "2"],
     "--players 0: give 1 to 10 players"),
    (["subdivision", "--players", "3", "--agents", "random,random", "--games", "2"],
     "--agents gives 2 agents for 3 players (one per seat, in seat order)"),
    (["chess", *ARGS], "unknown game 'chess'"),
    (["subdivision", *ARGS, "--variant", "fast"], "variant: unknown variant 'fast'"),
    (["subdivision", *ARGS, "--option", "set"], "--option 'set': write KEY=VALUE"),
    (["subdivision", *ARGS, "--option", "players=3"], "the study sets 'players' itself"),
    (["human_trophies", *ARGS, "--option", "seed=4"], "the study sets 'seed' itself"),
    (["subdivision", *ARGS, "--option", "colour=red"], "unknown header 'colour'"),
    (["subdivision", *ARGS, "--jobs", "0"], "--jobs 0: use 1 to 256 worker processes"),
    (["subdivision", *ARGS, "--max-moves", "0"], "--max-moves 0: give 1 to 50,000"),
    (["in_crowd", "--players", "2", "--agents", "mcts,random", "--games", "2"],
     "hides information: use ismcts or pimc (or search)"),
    (["subdivision", "--players", "2", "--games", "2"], "the following arguments are required: "
                                                        "--agents"),
    (["subdivision", *ARGS[:-1], "many"], "--games 'many': give a whole number in digits 0-9"),
    (["subdivision", *ARGS[:-1], "\u0661\u0662"], "--games '\u0661\u0662': give a whole number"),
    (["subdivision", *ARGS, "--seed", "\u00b2"], "--seed '\u00b2': give a whole number"),
    (["subdivision", *ARGS, "--jobs", "9" * 40], "--jobs '999"),
    (["subdivision", *ARGS, "--cluster", "no:port"], "--cluster no:port: no Dask scheduler"),
])
def test_bad_arguments_give_one_line_and_status_2(capsys, tmp_path, argv, message):
    out_file = tmp_path / "results.json"
    code, out, err = run(capsys, "simulate", *argv, "--out", str(out_file))
    assert code == 2 and out == ""
    assert err.startswith("rulebook: ") and message in err, err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert not out_file.exists()


def test_an_unreachable_cluster_is_one_line(capsys, monkeypatch):
    monkeypatch.setattr(sim_run, "CONNECT_TIMEOUT", "1s")
    code, _, err = run(capsys, "simulate", "subdivision", *ARGS, "--cluster",
                       "tcp://127.0.0.1:9")
    assert code == 2 and err.startswith("rulebook: --cluster tcp://127.0.0.1:9: no Dask "
                                        "scheduler answers") and err.count("\n") == 1


def test_an_output_name_with_a_control_character_is_refused_before_any_game(
        capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(sim_run, "play_game", lambda *a: pytest.fail("a game was played"))
    code, out, err = run(capsys, "simulate", "subdivision", *ARGS, "--out",
                         str(tmp_path / "a\x1b[2Jb.json"))
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "a\\x1b[2Jb.json: the path has a character that cannot be printed" in err, err
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_out_fails_before_any_game(capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(sim_run, "play_game", lambda *a: pytest.fail("a game was played"))
    (tmp_path / "taken").mkdir()
    code, out, err = run(capsys, "simulate", "subdivision", *ARGS, "--out",
                         str(tmp_path / "taken"))
    assert code == 2 and out == "" and "a folder has this name" in err


def _every_variant():
    """(game, variant) for every variant of every game in the registry (the variants its
    ``GameInfo`` declares; a game without variants has none)."""
    return [(game, v) for game in registry.GAME_NAMES for v in registry.get(game).variants.names()]


@pytest.mark.parametrize("game, variant", _every_variant())
def test_simulate_plays_every_variant_of_every_game(capsys, tmp_path, game, variant):
    agent = "robot" if game == "croquet" else "random"
    out_file = tmp_path / "results.json"
    code, out, err = run(capsys, "simulate", game, "--players", "2", "--agents",
                         f"{agent},{agent}", "--games", "2", "--variant", variant,
                         "--max-moves", "40" if game == "croquet" else "3000", "--out",
                         str(out_file))
    assert code == 0 and err == "", err
    results = json.loads(out_file.read_text())
    assert results["provenance"]["variants"] == [variant]
    assert results["summary"]["games"] == 2 and out.count("\n") > 2


def test_one_agent_spec_plays_every_seat(capsys, tmp_path):
    out = tmp_path / "r.json"
    code, _, err = run(capsys, "simulate", "subdivision", "--players", "3", "--agents",
                             "random", "--games", "2", "--out", str(out))
    assert code == 0 and err == ""
    assert [a["spec"] for a in json.loads(out.read_text())["provenance"]["agents"]] == \
        ["random"] * 3
    first = out.read_bytes()
    assert run(capsys, "simulate", "subdivision", "--players", "3", "--agents", "random",
               "--games", "2", "--out", str(out))[0] == 0
    assert out.read_bytes() == first, "the same results again: the file is kept as it is"


def test_until_decided_plays_looks_until_every_seat_is_decided(capsys, tmp_path):

    out = tmp_path / "r.json"
    code, printed, err = run(capsys, "simulate", "croquet", "--players", "2", "--agents",
                             "robot,random", "--games", "10", "--until-decided", "100",
                             "--margin", "3", "--out", str(out))
    assert code == 0 and err == ""
    results = json.loads(out.read_text())
    stopping = results["provenance"]["stopping"]
    assert stopping == {"rule": "until every seat is decided", "margin": 0.03, "look": 10,
                        "cap": 100, "looks": 5, "at": [10, 20, 40, 80, 100],
                        "alpha_per_look": 0.01, "family": 1,
                        "games": results["summary"]["games"]}
    assert results["summary"]["games"] in (10, 20, 40, 80), "stopped at a look, early"
    assert results["provenance"]["games"] == len(results["games"])
    assert printed.splitlines()[-1].startswith("stopping rule: until every seat is decided")
    # the book decides such a study at the level its rule spends a look
    assert verdicts.alpha_of([results]) == 0.01


@pytest.mark.parametrize("extra, message", [
    (["--margin", "3"], "--margin needs --until-decided"),
    (["--until-decided", "1"], "--until-decided 1: give a cap of 2 (the games of the first"),
    (["--family", "2"], "--family needs --until-decided"),
    (["--until-decided", "10", "--family", "0"], "--family 0: give 1 to 1000 studies"),
    (["--until-decided", "10", "--margin", "0"], "--margin 0: give more than 0 and at most 25"),
    (["--until-decided", "10", "--margin", "26"], "--margin 26: give more than 0"),
    (["--until-decided", "10", "--margin", "three"], "--margin 'three': give points as a"),
    (["--until-decided", "x"], "--until-decided 'x': give a whole number"),
])
def test_a_bad_stopping_rule_is_one_line_and_exit_2(capsys, extra, message):
    code, printed, err = run(capsys, "simulate", "subdivision", *ARGS, *extra)
    assert code == 2 and printed == "" and message in err and err.count("\n") == 1


def test_team_play_is_decided_by_its_sides():
    """In team play no seat wins alone, so the rule judges the sides' wins (as the book's team
    verdict does): a 50:50 split of 10,000 games is decided, of 100 is not."""
    rule = sim_run.Until(100, 12800)

    def teams(n: int) -> dict:
        return {"games": n, "seats": [{"seat": k, "wins": 0} for k in range(4)],
                "sides": [{"side": 0, "seats": [0, 2], "wins": n // 2},
                          {"side": 1, "seats": [1, 3], "wins": n // 2}]}

    assert rule.decided(teams(10_000)) and not rule.decided(teams(100))
    alone = {"games": 10_000, "seats": [{"seat": k, "wins": 0} for k in range(4)]}
    assert not rule.decided(alone), "seats that never win alone decide nothing"
    assert rule.words(800, teams=True)["rule"] == "until every side is decided"
    assert rule.words(800)["rule"] == "until every seat is decided"


def test_a_resumed_study_keeps_its_games_and_equals_a_whole_run(monkeypatch):
    """--resume: a longer cap plays only the games after the kept ones, and gives the same
    results as playing the whole study again (game i depends only on the study and i)."""
    short = sim_run.simulate("subdivision", 2, games=4, seed=3,
                             until=sim_run.Until(4, 8, margin=0.001))
    assert short["summary"]["games"] == 8, "not decided at a margin of 0.1 point: the cap"
    whole = sim_run.simulate("subdivision", 2, games=4, seed=3,
                             until=sim_run.Until(4, 16, margin=0.001))
    cpu: list[float] = []
    resumed = sim_run.simulate("subdivision", 2, games=4, seed=3, cpu=cpu, kept=short,
                               until=sim_run.Until(4, 16, margin=0.001))
    assert len(cpu) == 8, "only the 8 new games were played"
    assert sim_run.same_results(resumed, whole)
    fewer = sim_run.simulate("subdivision", 2, games=4, seed=3, kept=whole)
    assert fewer["games"] == whole["games"][:4], "a shorter run keeps only what it plays"
    # A rule that decides at its first look keeps only that look's games, and their share
    # of the kept file's CPU seconds.
    whole["run"]["cpu_seconds"] = 16.0
    monkeypatch.setattr(sim_run.Until, "decided", lambda self, summary, games=None: True)
    early = sim_run.simulate("subdivision", 2, games=4, seed=3, kept=whole,
                             until=sim_run.Until(4, 16, margin=0.001))
    assert early["games"] == whole["games"][:4] and early["run"]["cpu_seconds"] == 4.0
    whole["run"]["cpu_seconds"] = float("inf")  # damaged: its CPU seconds counted as none
    assert sim_run.kept_games(whole, sim_run.Study("subdivision", 2, seed=3), 16)[1] == 0.0


def test_a_paired_study_plays_each_game_without_its_variants_too(capsys, tmp_path):
    """--paired: each game's ``base`` is the same game without the variants (the plain study's
    game of that index), and the rule stops only when the seats' changes are decided too."""
    out = tmp_path / "p.json"
    code, _, err = run(capsys, "simulate", "in_crowd", "--players", "2", "--variant",
                             "peek-all", "--agents", "heuristic", "--games", "8",
                             "--until-decided", "16", "--paired", "--out", str(out))
    assert code == 0 and err == ""
    results = json.loads(out.read_text())
    stopping = results["provenance"]["stopping"]
    assert stopping["paired"] is True and "every seat's change" in stopping["rule"]
    assert results["summary"]["games"] == 16, "8 or 16 pairs cannot decide a change"
    plain = sim_run.simulate("in_crowd", 2, agents=("heuristic", "heuristic"), games=16, seed=0)
    assert [g["base"] for g in results["games"]] == [
        {k: v for k, v in g.items() if k not in ("index", "seed")} for g in plain["games"]]
    resumed = sim_run.simulate("in_crowd", 2, ("peek-all",), ("heuristic", "heuristic"), 8,
                               kept=results, until=sim_run.Until(8, 16, paired=True))
    assert sim_run.same_results(resumed, results), "--resume keeps paired games as they are"
    unpaired = sim_run.simulate("in_crowd", 2, ("peek-all",), ("heuristic", "heuristic"), 8,
                                kept=results, until=sim_run.Until(8, 16))
    assert "base" not in unpaired["games"][0], "paired games are not kept for a plain rule"


@pytest.mark.parametrize("args, message", [
    (["--paired"], "--paired needs --until-decided"),
    (["--paired", "--until-decided", "8"], "--paired needs --variant"),
])
def test_paired_without_its_rule_or_a_variant_is_one_clear_error(capsys, args, message):
    code, out, err = run(capsys, "simulate", "in_crowd", "--players", "2", "--agents",
                         "random", "--games", "4", *args)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1
