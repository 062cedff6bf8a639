"""The balance lab: declared studies, the committed results files, their answers and charts."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from games.core.errors import UserError
from games.sim import balance, plain, studies, verdicts
from games.sim.run import results_json, simulate
from games.sim.study import MAX_MOVES

ROOT = Path(__file__).resolve().parent.parent


def played(q: studies.Question) -> bool:
    """Whether ``q``'s results are committed; a question not yet played is skipped, loudly."""
    return all((ROOT / s.path).is_file() for s in q.studies)


@cache
def answered() -> tuple[tuple[studies.Question, list[dict], balance.Answer], ...]:
    """Every played question, its committed results (checked against its declaration) and its
    answer: read and worked out once for this file's tests, which only read them (about 95 MB
    of results, and the verdicts' counts over every game: several seconds each time)."""
    found = []
    for q in filter(played, studies.QUESTIONS):
        results = balance.load(q, ROOT)
        found.append((q, results, balance.report(q, results)))
    return tuple(found)


@pytest.mark.parametrize("study", studies.all_studies(), ids=lambda s: f"{s.game}/{s.name}")
def test_each_results_file_is_what_its_study_declares(study):
    path = ROOT / study.path
    if not path.is_file():
        pytest.skip(f"{study.path} is not played yet: run `make balance`")
    results = balance.read_results(path)  # parsed once for the file's tests (the book's reader)
    assert balance.differs(study, results) is None
    prov = results["provenance"]
    assert set(prov["code"]) <= {"package", "git"} and prov["code"]["package"]
    assert [a["seat"] for a in prov["agents"]] == list(range(study.players))
    assert all(a["budget"] is not None and a["agent"] for a in prov["agents"])
    # Each game's own fields, and the file's bytes: tests/test_results_files.py (slow tier).
    summary = results["summary"]
    assert summary["games"] == prov["games"] == len(results["games"])
    if study.until:  # a sequential study stops at one of its looks
        assert summary["games"] in prov["stopping"]["at"]
    else:
        assert summary["games"] == study.games
    decided = sum(s["wins"] for s in summary.get("sides", summary["seats"]))
    shared = summary["shared"]["count"] if "shared" in summary else 0  # (a file's own count)
    assert decided + shared + summary["draws"]["count"] + summary["unfinished"] == \
        summary["games"]


def test_no_results_file_is_left_over():
    """Every committed results file belongs to a declared study (a study renamed or dropped
    takes its file with it)."""
    declared = {s.path.as_posix() for s in studies.all_studies()}
    committed = {p.relative_to(ROOT).as_posix() for p in (ROOT / "results").glob("*/*.json")}
    assert committed <= declared, sorted(committed - declared)


def test_every_question_answers_from_its_files():
    for q, _results, answer in answered():
        assert answer.lines and answer.table.rows
        assert len(q.labels) == len(q.studies)
        assert (ROOT / q.figure).is_file(), f"{q.figure} is missing: run `make balance`"


def test_a_chapter_shows_each_question_and_its_figure():
    for q in filter(played, studies.QUESTIONS):
        chapter = (ROOT / "docs" / f"{q.game.replace('_', '-')}.md").read_text()
        assert f"{{balance}} {q.game} {q.key}" in chapter
        assert f"../{q.figure.as_posix()}" in chapter


def test_the_book_results_replay(tmp_path):
    """Game i of a study depends only on (seed, i): the first games, played again here at
    --jobs 1 and --jobs 2, are byte for byte the committed ones."""
    declared = studies.question("subdivision", "seats").studies[0]
    tiny = replace(declared, games=6, until=0)
    one = simulate(jobs=1, **tiny.arguments())
    two = simulate(jobs=2, **tiny.arguments())
    assert results_json(one) == results_json(dict(two, run=one["run"])), "all but the run facts"
    committed = json.loads((ROOT / declared.path).read_text())
    assert one["games"] == committed["games"][:6], "the model changed: run `make balance`"


def test_a_stale_or_missing_file_is_one_clear_error(tmp_path):
    q = studies.question("in_crowd", "skill")  # (a study of a fixed number of games)
    with pytest.raises(UserError, match=r"no results yet; run `make balance`"):
        balance.load(q, tmp_path)
    path = tmp_path / q.studies[0].path
    path.parent.mkdir(parents=True)
    results = json.loads((ROOT / q.studies[0].path).read_text())
    results["provenance"]["games"] = 7
    path.write_text(json.dumps(results))
    with pytest.raises(UserError, match=f"games is 7, but the study declares {q.studies[0].games}"):
        balance.load(q, tmp_path)


def fake(players: int, winners: list[list[int]], **extra) -> dict:
    """Results of games with the given winners, summarised as the simulator does."""
    from games.sim.stats import summarize

    games = [{"index": k, "seed": k, "finished": True, "moves": 10, "turns": 5, "winners": w,
              "scores": [0] * players, **{key: v[k] for key, v in extra.items()}}
             for k, w in enumerate(winners)]
    return {"games": games, "summary": summarize(games, players),
            "provenance": {"players": players, "options": {}, "max_moves": MAX_MOVES}}


def test_a_seat_verdict_decides_or_says_it_is_not_decided():
    lopsided = fake(2, [[0]] * 80 + [[1]] * 20)
    assert verdicts.even_share(lopsided) == 0.5
    row, = verdicts.seat_verdicts([lopsided])
    assert verdicts.seat_words(row) == ("seat 1 ahead by 21.1 to 36.7 points, "
                                       "seat 2 behind by 21.1 to 36.7 points")
    close, = verdicts.seat_verdicts([fake(2, [[0]] * 55 + [[1]] * 45)])
    assert verdicts.seat_words(close).startswith("seat 1 not decided at 100 games (")
    assert verdicts.seat_standings(close) == "no seat decided"
    level, = verdicts.seat_verdicts([fake(2, [[0]] * 2500 + [[1]] * 2500)])
    assert verdicts.seat_standings(level) == "every seat within ±3 points"
    assert all(-0.03 <= v.low and v.high <= 0.03 for v in level.verdicts)
    # a wider margin decides what a narrower one cannot
    near, = verdicts.seat_verdicts([fake(2, [[0]] * 520 + [[1]] * 480)])
    assert verdicts.seat_standings(near) == "no seat decided"
    wide, = verdicts.seat_verdicts([fake(2, [[0]] * 520 + [[1]] * 480)], margin=0.06)
    assert verdicts.seat_standings(wide) == "every seat within ±6 points"
    with_draws = fake(3, [[0]] * 10 + [[1]] * 10 + [[2]] * 10 + [[0, 1]] * 30)
    assert verdicts.even_share(with_draws) == 0.5 / 3


def test_no_verdict_word_calls_an_undecided_seat_even_or_fair():
    for _q, _results, answer in answered():
        for line in answer.lines + answer.plain:
            assert not re.search(r"\b(even|fair)\b(?! share)", line), line


def test_holms_correction_takes_back_a_lead_that_many_tests_would_find_by_chance():
    # 65 of 100: alone (2 tests), seat 1 is ahead (p about 0.004); among 20 tests it is not
    one = fake(2, [[0]] * 65 + [[1]] * 35)
    alone, = verdicts.seat_verdicts([one])
    assert alone.verdicts[0].kind == "ahead"
    many = verdicts.seat_verdicts([one] + [fake(2, [[0]] * 50 + [[1]] * 50)] * 9)
    assert many[0].verdicts[0].kind == "open"
    assert verdicts.count_tests(many) == 20  # a two-seat row is one hypothesis, two tests


def test_the_tests_agree_with_an_independent_count():
    from scipy.stats import binomtest

    from games.sim.stats import against_share, paired, wilson

    c = against_share(230, 400, 0.5)
    low, high = wilson(230, 400)  # our own Wilson interval, written out in stats.py
    assert abs(c.low - (low - 0.5)) < 1e-9 and abs(c.high - (high - 0.5)) < 1e-9
    before = [True] * 100 + [False] * 300
    after = [True] * 80 + [False] * 20 + [True] * 50 + [False] * 250
    p = paired(before, after)
    assert p.trials == 70 and abs(p.difference - 30 / 400) < 1e-12
    assert abs(p.p_differs - binomtest(50, 70, 0.5).pvalue) < 1e-12  # McNemar, exact
    assert p.low < p.difference < p.high


def pair_question(base: dict, variant: dict) -> tuple[studies.Question, list[dict]]:
    b = studies.Declared("2p", "in_crowd", 2, ("heuristic",) * 2, len(base["games"]))
    v = replace(b, name="2p-x", variants=("peek-all",))
    return studies.Question("in_crowd", "x", "claim", "variants", (b, v),
                            ("no variant", "peek-all")), [base, variant]


def test_a_variant_is_paired_game_by_game_and_says_when_it_changes_nothing():
    base = fake(2, [[0]] * 70 + [[1]] * 30)
    same = fake(2, [[0]] * 70 + [[1]] * 30)
    q, found = pair_question(base, same)
    answer = balance.report(q, found)
    assert answer.lines[1].startswith("peek-all: changes 0 of 100 games of no variant: these "
                                      "players never meet what it rules on")
    assert answer.table.rows[1][-1] == "0 of 100"
    assert "the rule never came up in these games" in answer.plain[1]
    flipped = fake(2, [[1]] * 70 + [[0]] * 30)  # every game's winner changes
    q, found = pair_question(base, flipped)
    answer = balance.report(q, found)
    assert answer.lines[1].startswith("peek-all: changes 100 of 100 games; against no variant: "
                                      "seat 1 down ")
    assert "McNemar" in answer.lines[-2] and "Holm" in answer.lines[-2]
    other_deal = dict(flipped, games=[dict(g, seed=g["seed"] + 1) for g in flipped["games"]])
    with pytest.raises(UserError, match="not played on the baseline's deal"):
        balance.report(q, [base, other_deal])


def test_a_paired_variant_pairs_with_its_own_records_of_the_baseline_games():
    """A variant played paired holds each game's baseline (``base``): the book pairs with
    those, so more pairs than the baseline's own file holds are compared."""
    base = fake(2, [[0]] * 70 + [[1]] * 30)
    flipped = fake(2, [[1]] * 70 + [[0]] * 30 + [[1]] * 100)
    flipped["games"] = [dict(g, base={k: v for k, v in b.items() if k not in ("index", "seed")})
                        for g, b in zip(flipped["games"], fake(2, [[0]] * 200)["games"],
                                        strict=True)]
    q, found = pair_question(base, flipped)
    answer = balance.report(q, found)
    assert answer.lines[1].startswith("peek-all: changes 170 of 200 games; against no variant: ")


@pytest.mark.parametrize("study", [s for s in studies.all_studies() if s.paired],
                         ids=lambda s: f"{s.game}/{s.name}")
def test_a_paired_files_baseline_games_are_its_baselines_own(study):
    """The ``base`` records of a paired study's games are the games of the study it is paired
    with in its question, game for game where both were played."""
    q = next(q for q in studies.QUESTIONS if study in q.studies and q.kind == "variants")
    k = q.studies.index(study)
    base = q.studies[verdicts.paired_with(study, list(q.studies[:k]))]
    mine = json.loads((ROOT / study.path).read_text())["games"]
    theirs = json.loads((ROOT / base.path).read_text())["games"]
    assert mine and all("base" in g for g in mine)
    n = min(len(mine), len(theirs))
    assert [{"index": g["index"], "seed": g["seed"], **g["base"]} for g in mine[:n]] == \
        theirs[:n]


def test_the_provenance_line_says_unknown_for_what_a_file_does_not_record():
    old = fake(2, [[0], [1]])
    old["provenance"]["stopping"] = {"rule": "a fixed number of games", "games": 2}
    assert balance.provenance_line([old]) == (
        "As recorded by the 1 results file: stopping rule a fixed number of games; CPU seconds "
        "unknown; Python unknown; machine unknown.")
    new = dict(old, run={"cpu_seconds": 12.6, "python": "3.11.2", "machine": "Linux x86_64",
                         "processor": "unknown"})
    line = balance.provenance_line([new, fake(2, [[0]])])
    assert "13 CPU seconds for 1 of 2 files, unknown for the others" in line
    assert "Python 3.11.2 (unknown for 1 file)" in line and "stopping rule a fixed" in line


def test_a_bad_margin_is_one_clear_error():
    q = studies.question("in_crowd", "threes")
    found = balance.load(q, ROOT)
    for margin in (0, -0.01, 0.3):
        with pytest.raises(UserError, match=r"^margin .*: give more than 0 and at most 25"):
            balance.report(q, found, margin)
    with pytest.raises(UserError):
        plain.about(margin=0)


#: What the player's edition never says (issue 24: no jargon, agents, budgets or intervals).
JARGON = re.compile(r"even share|heuristic|random play|mcts|ismcts|robot|budget|interval|"
                    r"seat|%|±|Holm|\bp\b|[a-z]+-[a-z]+-|_|\.json|results")


def test_the_players_words_come_from_the_same_verdicts_without_jargon():
    for q, _results, answer in answered():
        assert answer.plain, f"{q.game} {q.key} says nothing to players"
        claim = plain.plain_claim(q)
        assert not JARGON.search(claim.replace("later seats", "")), claim
        for line in answer.plain:
            assert not JARGON.search(line), line
            assert line[0].isupper() and line.endswith("."), line
    for player in (False, True):
        text = " ".join(plain.about(player=player))
        assert "nineteen times in twenty" not in text
        assert "3" in text
    assert not JARGON.search(" ".join(plain.about(player=True)).replace("±", ""))
    two = verdicts.seat_verdicts([fake(2, [[0]] * 80 + [[1]] * 20)])
    s = studies.Declared("2p", "in_crowd", 2, ("heuristic",) * 2, 100)
    said = plain.plain_row(s, "2 players", fake(2, [[0]] * 80 + [[1]] * 20), two[0])
    assert said == ["With 2 players, the first player wins about 42 to 73 more games in 100 "
                    "than the second."]
    # A span that ends at 1 is said in the singular, as every "in 100" of the answers is.
    near = verdicts.Verdict("seat 1", "ahead", 0.004, 0.012, 90_000, 0.03)
    assert plain.plain_seat(near, "the first player") == (
        "the first player wins a few more games than an equal share, fewer than 3 in 100 (up to "
        "1 more game in 100)")
    assert plain.in_100(0.2, 0.3, "time") == "about 20 to 30 times in 100"


def test_the_three_seat_verdicts_are_counted_from_the_committed_results():
    kinds: dict[str, int] = {}
    for q, results, _answer in answered():
        if q.kind in ("seats", "variants", "extra-cards"):
            for row in verdicts.seat_rows(q, results, 0.03,
                                         pair=q.kind == "variants"):
                for v in row.verdicts:
                    kinds[v.kind] = kinds.get(v.kind, 0) + 1
    assert set(kinds) <= {"ahead", "behind", "within", "open", "unchanged"}
    assert sum(kinds.values()) > 100


def test_threes_are_split_by_who_got_more_to_the_top():
    r = fake(2, [[0], [1], [0, 1], [1]],
             threes_on_top=[[1, 0], [1, 0], [1, 1], [0, 0]])
    split = balance.threes_split(r)
    assert split == {"one seat has more 3s on top": (2, 1),
                     "both have as many, at least one": (1, 0), "no 3 on top": (1, 1)}


def test_the_extra_cards_recommendation_takes_the_smallest_level_step():
    q = studies.question("human_trophies", "extra-cards")
    level = {p: fake(p, [[k % p] for k in range(3000 * p)]) for p in (2, 3, 4, 5)}
    odd = {p: fake(p, [[0]] * 80 + [[k % p] for k in range(20)]) for p in (2, 3, 4, 5)}
    found = []
    for s in q.studies:
        step, p = balance.extra_step(s), s.players
        fair = {2: step >= 1, 3: True, 4: False, 5: step == 1}[p]
        found.append(level[p] if fair else odd[p])
    lines = balance.report(q, found).lines
    assert lines[0].startswith("2 players: deal 1 extra card per later seat, the smallest step")
    assert lines[1].startswith("3 players: every seat is within ±3 points of its even share "
                               "already; no extra cards needed")
    assert lines[2].startswith("4 players: no step of 0 to 2 is shown to put every seat within")
    assert lines[3].startswith("5 players: deal 1 extra card per later seat")
    assert [balance.extra_step(s) for s in q.studies if s.players == 2] == [0, 1, 2]


def test_the_game_will_end_counts_the_unfinished_games():
    q = studies.question("human_trophies", "ends")
    done = fake(3, [[0], [1], [2]] * 10)
    stuck = fake(3, [[0]] * 29 + [[]])
    stuck["games"][-1]["finished"] = False
    from games.sim.stats import summarize
    stuck["summary"] = summarize(stuck["games"], 3)
    found = [done] * (len(q.studies) - 1) + [stuck]
    lines = balance.report(q, found).lines
    assert lines[0].startswith("no variant, heuristic play: 0 of 30 games still running after")
    assert lines[-2].startswith("no variant, random play: 1 of 30 games still running")


def test_charts_are_deterministic_and_titled():
    for key in ("seats", "variants"):
        q = studies.question("fallacy_of_rank", key)
        found = balance.load(q, ROOT)
        svg = balance.figure(q, found)
        assert svg == balance.figure(q, found)
        assert "<title>The Fallacy of Rank: " in svg and "<desc>Win rate of each seat" in svg
        assert not re.search(r"20\d\d-\d\d-\d\d", svg)
        assert svg == (ROOT / q.figure).read_text(), f"{q.figure} is stale: run make balance"


def test_commands_reproduce_the_declared_study():
    for s in studies.all_studies():
        words = s.command().split()
        assert words[:3] == ["rulebook", "simulate", s.game]
        assert words[words.index("--agents") + 1].split(",") == list(s.agents)
        assert int(words[words.index("--games") + 1]) == s.games
        assert words[-1] == s.path.as_posix()


def test_balance_script_plays_one_question_or_says_why_not():
    import subprocess
    import sys

    script = ROOT / "scripts" / "balance.py"
    spec = {"__name__": "balance_script", "__file__": str(script)}
    exec(compile(script.read_text(), str(script), "exec"), spec)
    chosen = spec["chosen_studies"]("croquet", "skill")
    assert chosen == list(studies.question("croquet", "skill").studies)
    assert chosen_names(spec["chosen_studies"]("croquet", None)) == chosen_names(
        studies.all_studies("croquet"))
    for text, said in (("{\"games\": [", "results/x.json: not JSON (Expecting value"),
                       ("[1, 2]", "results/x.json: not a results object")):
        with pytest.raises(UserError, match=re.escape(said)):
            spec["earlier"]("results/x.json", text)
    for args, message in ((["--question", "skill"], "--question needs --game"),
                          (["--game", "croquet", "--question", "nope"],
                           "no balance question 'croquet' 'nope'"),
                          (["--jobs", "\u0662"], "--jobs '\u0662': give a whole number"),
                          (["--jobs", "0"], "--jobs 0: use 1 to")):
        done = subprocess.run([sys.executable, str(script), *args], capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.startswith("balance: ") and message in done.stderr
        assert done.stderr.count("\n") == 1


def chosen_names(found) -> list[str]:
    return [s.name for s in found]


def test_skill_answers_name_every_players_budget():
    for q in filter(played, studies.QUESTIONS):
        if q.kind != "skill":
            continue
        found = balance.load(q, ROOT)
        budgets = [line for line in balance.report(q, found).lines
                   if line.startswith("Budget of ")]
        agents = {a["agent"] for r in found for a in r["provenance"]["agents"]} - {"random"}
        assert len(budgets) == len(agents)
        assert all(any(line.startswith(f"Budget of {a}: ") for line in budgets)
                   for a in agents)


def test_every_committed_results_file_belongs_to_a_declared_study():
    # A study renamed or retuned leaves its old file behind; the book never reads it, so a
    # reader of results/ would take stale numbers for current ones.
    declared = {s.path.as_posix() for q in studies.QUESTIONS for s in q.studies}
    committed = {p.relative_to(ROOT).as_posix() for p in (ROOT / "results").glob("*/*.json")}
    assert committed - declared == set(), "delete the files no study declares"


@pytest.mark.parametrize("player", [False, True])
def test_balance_about_says_what_the_ranges_mean_in_each_editions_words(tmp_path, player):
    """``{balance-about}`` (docs/_ext/balance.py) prints :func:`plain.about` for its
    edition: a one-page book with the book's extension, built as text."""
    import subprocess
    import sys

    (tmp_path / "conf.py").write_text(
        "import sys\n"
        f"sys.path[:0] = [{str(ROOT / 'docs' / '_ext')!r}, {str(ROOT)!r}]\n"
        "extensions = ['myst_parser', 'balance']\n")
    (tmp_path / "index.md").write_text("# Balance\n\n```{balance-about}\n```\n")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-q", "-W", "-b", "text",
                           *(["-t", "player"] if player else []), str(tmp_path),
                           str(tmp_path / "out")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    text = " ".join((tmp_path / "out" / "index.txt").read_text().split())
    for paragraph in plain.about(player=player):
        assert " ".join(paragraph.split()) in text
    assert ("equal share" in text) == player and ("Holm" in text) != player


def test_every_game_rates_its_computer_players_on_one_ladder():
    """The ladder question of each game reads its skill studies' games: one anchor at 0, every
    other player with an interval around its rating, and the same rating as a fit of those
    games made here (games/sim/ladder.py)."""
    from games.sim import ladder

    for q in filter(lambda q: q.kind == "ladder", studies.QUESTIONS):
        found = balance.load(q, ROOT)
        # the skill table's matchups, and any other skill question's (a matchup played again)
        skill = {s.name for s in studies.question(q.game, "skill").studies}
        matchups = {s.name for other in studies.QUESTIONS if other.game == q.game
                    and other.kind == "skill" for s in other.studies}
        assert skill <= {s.name for s in q.studies} <= matchups
        rows = balance.report(q, found).table.rows
        assert sum(row[1] == "0 Elo (the anchor)" for row in rows) == 1, rows
        board = ladder.ladder(balance.ladder_games(q, found))
        assert [(r.agent, r.words()) for r in board.ratings] == [tuple(row[:2]) for row in rows]
        assert all(r.low < r.elo < r.high for r in board.ratings if r.low != r.high)


#: What a player's advice never says: no statistics, no computer player by its kind, no rating.
STATISTICS = re.compile(r"interval|confiden|signific|p-value|percent|%|\belo\b|rating|agent|"
                        r"heuristic|search|mcts|\bround|verdict|sample|study|studies|simulat|"
                        r"computer|holm|wilson|margin of error", re.IGNORECASE)


@pytest.mark.parametrize("game", sorted({q.game for q in studies.QUESTIONS}))
def test_each_game_gives_three_to_five_pieces_of_advice_in_a_players_words(game):
    """Half a page a game: three to five pieces, about 250 words at most, none of them
    statistics; advice that rests on strong play says so, and the note after it says once what
    that means."""
    from games.sim import advice

    said = advice.advice(game, ROOT)
    pieces = [line for line in said if line != advice.STRONG]
    assert advice.FEWEST <= len(pieces) <= advice.MOST
    assert len(" ".join(said).split()) <= 250, said
    for line in said:
        assert not STATISTICS.search(line), line
        assert line[0].isupper() and line.endswith("."), line
    assert (advice.STRONG in said) == any("in strong play" in line for line in pieces)


def test_advice_rests_on_verdicts_and_leaves_out_what_they_no_longer_support(monkeypatch):
    """A piece of advice is written from the verdict it rests on: turn that verdict round and
    the piece goes (and too few pieces is one clear error)."""
    from games.sim import advice

    found = advice.Findings("human_trophies", ROOT)
    assert advice.advice("human_trophies", ROOT)[0].startswith("With two players the first")
    real = advice.Findings.seats

    def even(self, key, label):
        return tuple(replace(v, kind="within") for v in real(self, key, label))

    monkeypatch.setattr(advice.Findings, "seats", even)
    assert not any(line.startswith("With two players the first")
                   for line in advice.advice("human_trophies", ROOT))
    with pytest.raises(UserError, match="no balance question 'nope'"):
        found.question("nope")
    from games import registry
    from games.sim.lab import Lab

    monkeypatch.setattr(registry, "lab", lambda game: Lab(advice=(lambda found: None,) * 4))
    with pytest.raises(UserError, match="support 0 pieces of advice; give 3 to 5"):
        advice.advice("fallacy_of_rank", ROOT)


def test_each_remedy_says_what_it_does_to_the_first_seats_lead():
    """Issue 43: a remedy is answered as the designer asks it, seat 1's lead with it and
    without, and one of the verdicts (games/sim/balance.py, remedies), from the same paired
    games as its seat verdicts."""
    q = studies.question("human_trophies", "variants")
    found = balance.load(q, ROOT)
    said = [line for line in balance.report(q, found).lines if "seat 1's lead" in line]
    assert len(said) == len(q.studies) - 1  # every variant against the game as written
    verdicts = ("removes the lead", "reduces it", "leaves it under", "overturns it",
                "does not reduce it", "increases it", "not decided at")
    assert all(any(f": {v}" in line for v in verdicts) for line in said), said
    assert any(line.startswith("starting-kids") and (": reduces it" in line
                                                      or ": removes the lead" in line)
               for line in said)


def test_a_changed_design_is_refused_on_the_seed_its_games_were_played_on():
    """Issue 43: a study's design (first look, cap, family, pairing, games, move cap) is
    fixed before play; changed, it starts on new seeds: scripts/balance.py refuses to play it
    over a file of the same seed, before any game, and the same design or a new seed passes."""
    script = ROOT / "scripts" / "balance.py"
    spec = {"__name__": "balance_script", "__file__": str(script)}
    exec(compile(script.read_text(), str(script), "exec"), spec)
    declared = studies.question("subdivision", "seats").studies[0]
    spec["check_files"]([declared], [], False)
    for changed in (replace(declared, until=2 * declared.until),
                    replace(declared, games=declared.games // 2),
                    replace(declared, max_moves=declared.max_moves + 1)):
        with pytest.raises(UserError, match="a changed design starts on new seeds"):
            spec["check_files"]([changed], [], False)
        spec["check_files"]([replace(changed, seed=declared.seed + 1)], [], False)
