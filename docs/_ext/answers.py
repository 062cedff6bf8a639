"""The nodes the book shows the models' answers in: a worked example's lines or table, and a
balance question's claim, table and verdict (docs/_ext/rulebook.py and balance.py).

They are built from the answers as JSON data (:mod:`games.core.worked_cache`: lines, or a
table's ``header`` and ``rows``), and this module imports nothing of the games: the bench's bare
Sphinx (scripts/bench_bare.py) shows the same answers, read from the kept files, with the same
nodes, so that it builds the same pages without the models.
"""

from __future__ import annotations

from docutils import nodes


def worked_nodes(data: list[str] | dict) -> list[nodes.Node]:
    """A worked example: a table (``{"header": ..., "rows": ...}``) or its lines."""
    if isinstance(data, dict):
        return [table_node(data["header"], data["rows"])]
    block = nodes.line_block(classes=["model-result"])
    block += [nodes.line(text=line) for line in data]
    return [block]


def table_node(header, rows) -> nodes.table:
    """A docutils table with a heading row (cells: text)."""
    node = nodes.table(classes=["model-table"])
    group = nodes.tgroup(cols=len(header))
    node += group
    group += [nodes.colspec(colwidth=1) for _ in header]

    def row(cells):
        entries = nodes.row()
        for cell in cells:
            entries += nodes.entry("", nodes.paragraph(text=cell))
        return entries

    group += nodes.thead("", row(header))
    group += nodes.tbody("", *(row(cells) for cells in rows))
    return node


#: The verdict line that says how a table's verdicts were decided (shown under the list).
HOW = "How decided: "


def claim_node(claim: str, label: str = "Claim or question: ") -> nodes.paragraph:
    said = nodes.paragraph(classes=["balance-claim"])
    if label:
        said += nodes.strong(text=label)
    said += nodes.emphasis(text=f"“{claim}”")
    return said


def balance_nodes(claim: str, table: dict, lines: list[str]) -> list[nodes.Node]:
    """A balance question's claim (quoted), its table of rates and its verdict, a line each;
    the line on how the verdicts were decided as a note under them."""
    verdict = nodes.bullet_list(classes=["balance-verdict"])
    notes = []
    for line in lines:
        if line.startswith(HOW):
            note = nodes.paragraph(classes=["balance-how"])
            note += nodes.emphasis(text=HOW.rstrip())
            note += nodes.Text(" " + line.removeprefix(HOW))
            notes.append(note)
        else:
            verdict += nodes.list_item("", nodes.paragraph(text=line))
    return [claim_node(claim), table_node(table["header"], table["rows"]), verdict, *notes]


def plain_nodes(plain: list[str]) -> list[nodes.Node]:
    """A balance question in the player's edition: its verdicts in a player's words, a
    paragraph each (no table, no interval, no agent). No claim in quotes: the chapter says in
    its own words what each question asks, so no question of ours reads as a quotation."""
    return [nodes.paragraph(text=line, classes=["balance-plain"]) for line in plain]


def paragraphs_nodes(paragraphs: list[str]) -> list[nodes.Node]:
    """Paragraphs of text (what a balance section's ranges and verdicts mean)."""
    return [nodes.paragraph(text=text, classes=["balance-about"]) for text in paragraphs]


def commands_nodes(commands: list[str]) -> list[nodes.Node]:
    """The commands that play a balance question's studies again (the designer's edition)."""
    again = nodes.paragraph(text="To play these games again (")
    again += nodes.literal(text="make balance")
    again += nodes.Text(" plays every study of the book):")
    text = "\n".join(commands)
    return [again, nodes.literal_block(text, text, language="sh")]


def balance_data(data: object) -> dict | None:
    """``data`` if it is what :func:`balance_nodes` and :func:`commands_nodes` show (a claim,
    a table, the verdict's lines, the claim and the verdicts in a player's words, and the
    commands), else None."""
    if not isinstance(data, dict) or set(data) != {"claim", "plain_claim", "table", "lines",
                                                   "plain", "commands"}:
        return None
    table = data["table"]
    texts = [data["lines"], data["plain"], data["commands"]]
    if isinstance(table, dict) and set(table) == {"header", "rows"}:
        texts += [table["header"], *table["rows"]] if isinstance(table["rows"], list) else [None]
    else:
        texts.append(None)
    if isinstance(data["claim"], str) and isinstance(data["plain_claim"], str) and all(
            isinstance(t, list) and all(isinstance(s, str) for s in t) for t in texts):
        return data
    return None
