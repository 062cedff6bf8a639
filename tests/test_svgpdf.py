"""The LaTeX builder's figure PDFs: the same SVG gives the same bytes, an unchanged SVG is not
converted again, and a changed one always is (docs/_ext/svgpdf.py)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "docs" / "_ext"))

from svgpdf import SVGToPDF  # noqa: E402


def convert(source: Path, target: Path) -> None:
    assert SVGToPDF.convert(None, source, target)  # convert uses nothing of the instance


def test_a_figure_is_converted_once_without_a_date_and_again_when_it_changes(tmp_path):
    source, target = tmp_path / "f.svg", tmp_path / "out" / "f.pdf"
    target.parent.mkdir()
    svg = (ROOT / "diagrams" / "in_crowd" / "views.svg").read_text()
    source.write_text(svg)
    convert(source, target)
    first = target.read_bytes()
    assert first.startswith(b"%PDF") and b"CreationDate" not in first
    target.write_bytes(first + b"%")  # marked: a reconversion would remove it
    convert(source, target)
    assert target.read_bytes() == first + b"%"
    source.write_text(svg.replace("As Ann sees it", "As Ann saw it"))
    convert(source, target)
    assert target.read_bytes() not in (first, first + b"%")
    source.write_text(svg)
    convert(source, target)
    assert target.read_bytes() == first
