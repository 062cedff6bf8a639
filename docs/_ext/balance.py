"""The ``{balance}`` directive: one balance question of a chapter, answered from the committed
results files (``results/<game>/*.json``, written by ``make balance``).

Directive (MyST)::

    ```{balance} human_trophies seats
    ```

gives the claim (quoted), the table of rates with their 95% intervals, the verdict in words,
and, in the designer's edition only, the commands that play its studies again. Every number in
it is read from the results files by :mod:`games.sim.balance`; none is typed in the chapter.
The page is read again when one of those files changes. The answer is kept with the game's
worked examples (:mod:`games.core.worked_cache`), under a stamp that covers the results files
and ``games/sim`` too.
"""

from __future__ import annotations

from pathlib import Path

from answers import balance_data, balance_nodes, commands_nodes
from kept import worked_cache
from rulebook import player_edition
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from games.core.errors import UserError
from games.sim import studies


def answered(q: studies.Question, root: Path) -> dict:
    """What the book shows of question ``q``, worked out from the results files under
    ``root`` (:mod:`games.sim.balance` is loaded only here)."""
    from games.sim import balance

    return {"claim": q.claim, **balance.report(q, balance.load(q, root)).data(),
            "commands": [s.command() for s in q.studies]}


class BalanceDirective(SphinxDirective):
    """``{balance} GAME KEY``: the question ``KEY`` of ``GAME`` (see games/sim/studies.py)."""

    required_arguments = 2

    def run(self) -> list:
        root = Path(self.env.srcdir).parent
        try:
            q = studies.question(*self.arguments)
            for s in q.studies:
                self.env.note_dependency(str(root / s.path))
            shown = worked_cache(self.env.app).get_data(
                q.game, f"{{balance}} {q.key}", lambda: answered(q, root), dict, balance_data)
        except UserError as exc:
            raise self.error(exc.message) from None
        out = balance_nodes(shown["claim"], shown["table"], shown["lines"])
        if not player_edition(self.env.app):
            out += commands_nodes(shown["commands"])
        return out


def setup(app: Sphinx) -> dict:
    app.add_directive("balance", BalanceDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
