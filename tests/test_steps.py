"""Every record told move by move (games.core.narration) and drawn frame by frame
(games.steps, ``rulebook steps``)."""

import contextlib
import html
import io
import json
import re
import shutil

import pytest
from helpers import run

from games import registry, steps
from games.cli import main
from games.core.errors import IllegalMove
from games.core.narration import walk
from games.core.record import parse_record, read_record

RECORDS = [(game, path.stem) for game in registry.all_games()
           for path in sorted(game.records.glob("*.rec"))]


@pytest.mark.parametrize("game,name", RECORDS, ids=[f"{g.name}/{n}" for g, n in RECORDS])
def test_every_move_of_every_record_is_told(game, name):
    record = read_record(game.records / f"{name}.rec")
    told = list(walk(record, game.state_from_record, game.narrate))
    assert [s.number for s, _ in told] == list(range(len(record.moves) + 1))
    assert [s.notation for s, _ in told] == [""] + [line.text for line in record.moves]
    for step, state in told:
        assert step.words.endswith(".") and step.summary.endswith("."), step
        assert "None" not in step.words + step.summary, step
        assert step.summary.startswith("Game over") == state.is_terminal(), step
    # consecutive moves are told apart (the words name what happened, not just who moved)
    words = [s.words for s, _ in told]
    assert len(set(words)) > len(words) // 2
    marks = {name for s, _ in told for name, _ in s.marks}
    assert marks == {m.name for m in record.marks}


def test_a_step_names_the_winner_and_the_tally_at_the_end():
    game = registry.get("subdivision")
    record = read_record(game.records / "complete-2p.rec")
    last, state = list(walk(record, game.state_from_record, game.narrate))[-1]
    assert last.summary == ("Game over: Red wins. "
                            + "; ".join(t.short() for t in state.tallies()) + ".")


def test_an_illegal_move_stops_the_walk_with_its_line():
    game = registry.get("subdivision")
    record = parse_record("game: subdivision\nR3@C2\nB3@C2\n", "bad.rec")
    with pytest.raises(IllegalMove, match=re.escape("bad.rec:3: move 2 'B3@C2': C2 is not empty")):
        list(walk(record, game.state_from_record, game.narrate))


@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    """Subdivision's frames drawn by ``rulebook steps``: (folder, what it printed)."""
    out = tmp_path_factory.mktemp("steps")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["steps", "subdivision", "--out", str(out)])
    assert code == 0
    return out, printed.getvalue()


def test_rulebook_steps_draws_a_frame_for_every_position(drawn):
    out, printed = drawn
    game = registry.get("subdivision")
    frames = sum(len(read_record(p).moves) + 1 for p in game.records.glob("*.rec"))
    assert printed == f"subdivision: drew {frames} frames into {out}/subdivision/steps\n"
    assert len(list((out / "subdivision" / "steps").rglob("*.svg"))) == frames


def test_the_data_file_holds_every_step(drawn):
    folder = drawn[0] / "subdivision" / "steps" / "opening"
    script = (folder / "steps.js").read_text(encoding="utf-8")
    first, second = script.splitlines()
    assert first == "window.rulebookSteps = window.rulebookSteps || {};"
    prefix = 'window.rulebookSteps["subdivision/opening"] = '
    assert second.startswith(prefix) and second.endswith(";")
    data = json.loads(second[len(prefix):-1])
    assert data["title"] == "An opening, move by move"
    assert [s["notation"] for s in data["steps"][1:]] == [
        "R3@B2", "B3@E5", "R1@D5", "B1@C1", "R2@B3", "B1@A3"]
    assert sorted(p.name for p in folder.iterdir()) == [
        f"{n:03d}.svg" for n in range(7)] + ["steps.js"]
    svg = (folder / "003.svg").read_text(encoding="utf-8")
    # The frame's title names the move by its number, not its notation (the player's edition
    # opens the same frame); its description tells the move in words.
    assert "<title>An opening, move by move: after move 3</title>" in svg
    assert "R1@D5" not in svg
    assert html.escape(data["steps"][3]["words"], quote=False) in svg


def test_frames_are_redrawn_only_when_stale_and_always_the_same(drawn, capsys, tmp_path):
    game = registry.get("subdivision")
    a, b = drawn[0] / "subdivision" / "steps", tmp_path / "subdivision" / "steps"
    shutil.copytree(a, b)
    assert run(capsys, "steps", "subdivision", "--out", str(tmp_path)) == (
        0, "subdivision: frames up to date\n", "")

    def stray_frame():
        (b / "opening" / "999.svg").write_text("old")

    def record_gone():
        (b / "no-such-record").mkdir()
        (b / "no-such-record" / "000.svg").write_text("old")

    def frame_changed():
        (b / "opening" / "003.svg").write_text("old")

    def frame_lost():
        (b / "opening" / "003.svg").unlink()

    def sources_changed():
        (b / ".stamp").write_text("stale" + (b / ".stamp").read_text()[64:])

    files = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    for spoil in (stray_frame, record_gone, frame_changed, frame_lost, sources_changed):
        spoil()
        assert steps.build(game, tmp_path), spoil.__name__  # drawn again, put back as it was
        assert files == sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
        assert all((a / f).read_bytes() == (b / f).read_bytes() for f in files)
    assert steps.build(game, tmp_path) is None


def test_the_stamp_follows_the_sources():
    game = registry.get("in_crowd")
    assert steps.stamp(game) == steps.stamp(game)
    assert steps.stamp(game) != steps.stamp(registry.get("subdivision"))


def test_rulebook_steps_names_an_unknown_game(capsys, tmp_path):
    code, _out, err = run(capsys, "steps", "chess", "--out", str(tmp_path))
    assert code == 2 and err.startswith("rulebook: unknown game 'chess'")
