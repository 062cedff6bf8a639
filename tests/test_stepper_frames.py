"""The viewers' frames put into the HTML output (docs/_ext/stepper.py): linked, never stale. A
frame redrawn in diagrams/ (written as a new file, as games.core.files writes) reaches the
output at the next build; one unchanged is left alone."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from stepper import place  # noqa: E402

from games.core.files import write_all  # noqa: E402


def test_a_frame_is_linked_and_a_redrawn_one_replaces_it(tmp_path):
    drawn, out = tmp_path / "diagrams", tmp_path / "html"
    out.mkdir()
    write_all(drawn, {drawn / "000.svg": "<svg>first</svg>"})
    place(drawn / "000.svg", out / "000.svg")
    assert (out / "000.svg").read_text() == "<svg>first</svg>"
    assert os.path.samefile(drawn / "000.svg", out / "000.svg")  # a link, not a copy
    place(drawn / "000.svg", out / "000.svg")  # unchanged: left as it is
    assert os.path.samefile(drawn / "000.svg", out / "000.svg")

    write_all(drawn, {drawn / "000.svg": "<svg>redrawn</svg>"})
    assert (out / "000.svg").read_text() == "<svg>first</svg>"  # the old file, until placed
    place(drawn / "000.svg", out / "000.svg")
    assert (out / "000.svg").read_text() == "<svg>redrawn</svg>"
    assert not list(out.glob(".*"))  # nothing half-placed left behind


def test_a_copy_with_the_same_bytes_is_left_alone_and_a_different_one_replaced(tmp_path):
    (tmp_path / "a.svg").write_text("<svg>a</svg>")
    (tmp_path / "copy.svg").write_text("<svg>a</svg>")
    before = (tmp_path / "copy.svg").stat().st_ino
    place(tmp_path / "a.svg", tmp_path / "copy.svg")
    assert (tmp_path / "copy.svg").stat().st_ino == before
    (tmp_path / "other.svg").write_text("<svg>b</svg>")
    place(tmp_path / "a.svg", tmp_path / "other.svg")
    assert (tmp_path / "other.svg").read_text() == "<svg>a</svg>"
