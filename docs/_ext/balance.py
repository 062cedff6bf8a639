"""The ``{balance}`` directive: one balance question of a chapter, answered from the committed
results files (``results/<game>/*.json``, written by ``make balance``).

Directive (MyST)::

    ```{balance} human_trophies seats
    ```

gives the claim (quoted), the table of rates with their 95% intervals, the verdict in words,
and, in the designer's edition only, the commands that play its studies again. Every number in
it is read from the results files by :mod:`games.sim.balance`; none is typed in the chapter.
The page is read again when one of those files changes.
"""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from rulebook import player_edition, table_node
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from games.core.errors import UserError
from games.sim import balance, studies


class BalanceDirective(SphinxDirective):
    """``{balance} GAME KEY``: the question ``KEY`` of ``GAME`` (see games/sim/studies.py)."""

    required_arguments = 2

    def run(self) -> list[nodes.Node]:
        root = Path(self.env.srcdir).parent
        try:
            q = studies.question(*self.arguments)
            for s in q.studies:
                self.env.note_dependency(str(root / s.path))
            answer = balance.report(q, balance.load(q, root))
        except UserError as exc:
            raise self.error(exc.message) from None
        claim = nodes.paragraph(classes=["balance-claim"])
        claim += nodes.strong(text="Claim or question: ")
        claim += nodes.emphasis(text=f"“{q.claim}”")
        verdict = nodes.bullet_list(classes=["balance-verdict"])
        for line in answer.lines:
            verdict += nodes.list_item("", nodes.paragraph(text=line))
        out = [claim, table_node(answer.table), verdict]
        if not player_edition(self.env.app):
            commands = "\n".join(s.command() for s in q.studies)
            again = nodes.paragraph(text="To play these games again (")
            again += nodes.literal(text="make balance")
            again += nodes.Text(" plays every study of the book):")
            out.append(again)
            out.append(nodes.literal_block(commands, commands, language="sh"))
        return out


def setup(app: Sphinx) -> dict:
    app.add_directive("balance", BalanceDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
