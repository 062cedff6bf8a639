"""The ``{balance}`` directive: one balance question of a chapter, answered from the committed
results files (``results/<game>/*.json``, written by ``make balance``).

Directive (MyST)::

    ```{balance} human_trophies seats
    ```

gives the claim (quoted), the table of rates with their 95% intervals, the verdict in words,
and, in the designer's edition only, the commands that play its studies again. In the
player's edition it gives the claim and the same verdicts in a player's words instead (no
table, no interval, no agent). ``{balance-about}`` (no arguments) says what the ranges and
verdicts mean, in the words of each edition: a chapter shows it once, before its first
``{balance}``. ``{advice} GAME`` gives the game's balance as advice a group can use, three to
five pieces in a player's words, each written from the verdicts it rests on
(:mod:`games.sim.advice`), in both editions. Every number in
it is read from the results files by :mod:`games.sim.balance`; none is typed in the chapter.
The page is read again when one of those files changes. The answer is kept with the game's
worked examples (:mod:`games.core.worked_cache`), under a stamp that covers the results files
and ``games/sim`` too.
"""

from __future__ import annotations

from pathlib import Path

from answers import balance_data, balance_nodes, commands_nodes, paragraphs_nodes, plain_nodes
from kept import note_kept, worked_cache
from rulebook import player_edition
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from games.core.errors import UserError
from games.sim import studies


def answered(q: studies.Question, root: Path) -> dict:
    """What the book shows of question ``q``, worked out from the results files under
    ``root`` (:mod:`games.sim.balance` is loaded only here)."""
    from games.sim import balance, plain

    return {"claim": q.claim, "plain_claim": plain.plain_claim(q),
            **balance.report(q, balance.load(q, root)).data(),
            "commands": [s.command() for s in q.studies]}


class BalanceDirective(SphinxDirective):
    """``{balance} GAME KEY``: the question ``KEY`` of ``GAME`` (games/<game>/studies.py)."""

    required_arguments = 2

    def run(self) -> list:
        root = Path(self.env.srcdir).parent
        try:
            q = studies.question(*self.arguments)
            note_kept(self, q.game)
            for s in q.studies:
                self.env.note_dependency(str(root / s.path))
            shown = worked_cache(self.env.app).get_data(
                q.game, f"{{balance}} {q.key}", lambda: answered(q, root), dict, balance_data)
        except UserError as exc:
            raise self.error(str(exc)) from None  # with the file, when it has one
        if player_edition(self.env.app):
            if not shown["plain"]:
                raise self.error(
                    f"{{balance}} {q.game} {q.key}: nothing to say in the player's edition, which "
                    "leaves out random play: give the question a study played by the heuristic "
                    f"(games/{q.game}/studies.py)")
            return plain_nodes(shown["plain"])
        return (balance_nodes(shown["claim"], shown["table"], shown["lines"])
                + commands_nodes(shown["commands"]))


def texts(data: object) -> list[str] | None:
    """``data`` if it is a list of strings (kept advice), else None."""
    if isinstance(data, list) and all(isinstance(s, str) for s in data):
        return data
    return None


class AdviceDirective(SphinxDirective):
    """``{advice} GAME``: the game's balance as advice (:func:`games.sim.advice.advice`), a
    bullet each, and, where any rests on strong play, what that means, after them."""

    required_arguments = 1

    def run(self) -> list:
        from docutils import nodes

        from games.sim import advice

        root = Path(self.env.srcdir).parent
        game = self.arguments[0]
        try:
            note_kept(self, game)
            for q in studies.QUESTIONS:
                if q.game == game:
                    for s in q.studies:
                        self.env.note_dependency(str(root / s.path))
            said = worked_cache(self.env.app).get_data(
                game, "{advice}", lambda: advice.advice(game, root), list, texts)
        except UserError as exc:
            raise self.error(str(exc)) from None
        pieces = [line for line in said if line != advice.STRONG]
        items = nodes.bullet_list(classes=["balance-advice"])
        for line in pieces:
            items += nodes.list_item("", nodes.paragraph(text=line))
        out: list = [items]
        if len(pieces) < len(said):
            out.append(nodes.paragraph(text=advice.STRONG, classes=["balance-advice-note"]))
        return out


class BalanceAboutDirective(SphinxDirective):
    """``{balance-about}``: what a balance section's ranges and verdicts mean."""

    def run(self) -> list:
        from games.sim import plain

        game = self.env.docname.rsplit("/", 1)[-1].replace("-", "_")
        mine = [s for q in studies.QUESTIONS if q.game == game for s in q.studies]
        sequential = not mine or any(s.until for s in mine)
        return paragraphs_nodes(plain.about(player=player_edition(self.env.app),
                                            sequential=sequential))


def setup(app: Sphinx) -> dict:
    app.add_directive("balance", BalanceDirective)
    app.add_directive("balance-about", BalanceAboutDirective)
    app.add_directive("advice", AdviceDirective)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
