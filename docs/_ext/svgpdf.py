"""SVG figures as PDF for the LaTeX builder, converted only when the SVG changed.

Sphinx's LaTeX builder writes every document on every build and asks for each image to be
converted again. Here a figure is converted (by :func:`games.draw.sheet.pdf`, which writes no
date, so the same SVG gives the same bytes) only when no PDF of it exists or the SVG's bytes
differ from those it was made from (a hash kept beside it, ``<name>.pdf.svg-sha256``). An
unchanged figure thus keeps its PDF untouched, and latexmk sees nothing new.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import ClassVar

from sphinx.transforms.post_transforms.images import ImageConverter

from games.core.files import write_atomic


class SVGToPDF(ImageConverter):
    conversion_rules: ClassVar[list[tuple[str, str]]] = [("image/svg+xml", "application/pdf")]

    def is_available(self) -> bool:
        return True

    def convert(self, _from, _to) -> bool:
        source, target = Path(_from), Path(_to)
        data = source.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        mark = target.with_name(target.name + ".svg-sha256")
        if target.is_file() and mark.is_file() and mark.read_text() == digest:
            return True
        from games.draw.sheet import pdf  # the drawing kit, loaded only when converting

        converted = pdf([data.decode("utf-8")], "")
        if not target.is_file() or target.read_bytes() != converted:
            tmp = target.with_name(f".{target.name}.tmp")
            tmp.write_bytes(converted)
            tmp.replace(target)
        write_atomic(mark, digest)
        return True


def setup(app):
    app.add_post_transform(SVGToPDF)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
