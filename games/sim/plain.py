"""The player's edition's words for the balance answers (:mod:`.balance`): the same verdicts
(:mod:`.verdicts`) with no jargon, no agent names and no notation, and what a range means.

>>> plain_seat(Verdict("seat 1", "ahead", 0.031, 0.089, 1600, 0.03), "the first player")
'the first player wins about 3 to 9 more games in 100 than an equal share'
>>> plain_seat(Verdict("seat 1", "within", 0.003, 0.015, 6400, 0.03), "the first player")
'the first player wins a few more games than an equal share, fewer than 3 in 100 (up to 2 \
more games in 100)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from . import stats
from .phrases import in_100, phrase, rough_span, say
from .stats import wilson
from .studies import Declared, Question
from .verdicts import ORDINALS, Row, Verdict, check_margin, ended_level

#: Agents in a player's words (the player's edition names no agent).
PLAYERS_WORDS = {"random": "a player who moves at random",
                 "heuristic": "a player who follows a few plain rules of thumb"}


def player_words(agent: str, among: Iterable[str] = ()) -> str:
    """``agent`` as a player would name it; a search agent beside others of its kind at other
    budgets (``among``: the specs of one table) is told apart by how long it searches. A
    search is not said to "look ahead": in some games it plays worse than the rules of thumb
    (the ladders), and a game's own words may say so only where it plays better.

    >>> player_words("mcts:50"), player_words("mcts:50", ["mcts:50", "mcts:200"])
    ('a computer player that searches before each move', \
'a computer player that searches briefly before each move')
    >>> player_words("mcts:200", ["heuristic", "mcts:50", "mcts:200"])
    'a computer player that searches longer before each move'
    """
    if agent in PLAYERS_WORDS:
        return PLAYERS_WORDS[agent]
    own = _own_words(agent)
    if own is not None:
        return own
    name = agent.partition(":")[0]
    budgets = sorted({_budget(a) for a in among if a.partition(":")[0] == name} | {_budget(agent)})
    how = "" if len(budgets) < 2 else " briefly" if _budget(agent) == budgets[0] else \
        " longer" if _budget(agent) == budgets[-1] else " a while"
    return f"a computer player that searches{how} before each move"


def _own_words(agent: str) -> str | None:
    """How a player names an agent of a game's own (its class's ``said``), or None."""
    from .. import registry

    name, _, params = agent.partition(":")
    for info in registry.all_games():
        if name in info.agents:
            return registry.lab(info.name).agents[name][0].said(params)
    return None


def _budget(spec: str) -> int:
    """A search spec's iterations (``mcts:200`` is 200; the game's own budget, unknown here,
    counts as 0)."""
    first = spec.split(":")[1] if ":" in spec else ""
    return int(first) if first.isdigit() else 0


def _games(n: float) -> str:
    return f"{n:g} game{'s' if n != 1 else ''}"


def plain_seat(v: Verdict, who: str) -> str:
    """One seat's verdict as a player would say it (:data:`.phrases.PHRASES`)."""
    return say(v, "player", who=who)


class Label(str):
    """A row's label declared with a player's words for it: the text itself, as the designer's
    table prints it, and ``words``, what :func:`context` says of the row after its players.

    >>> label = Label("2 players, +1 card per seat", "each player dealt 1 card more")
    >>> label == "2 players, +1 card per seat", f"{label}", label.words
    (True, '2 players, +1 card per seat', 'each player dealt 1 card more')
    """

    words: str

    def __new__(cls, text: str, words: str) -> Label:
        made = super().__new__(cls, text)
        made.words = words
        return made

    def __reduce__(self) -> tuple[type[Label], tuple[str, str]]:
        return Label, (str(self), self.words)


def context(s: Declared, label: str) -> str:
    """A row in a player's words: ``With 2 players``, and a variant by what it does, or the
    row's own words (a :class:`Label`'s)."""
    said = f"With {s.players} players"
    if s.variants:
        said += " and the rule that " + " and that ".join(variant_text(s.game, v)
                                                          for v in s.variants)
    elif isinstance(label, Label):
        said += f" ({label.words})"
    elif label.startswith(f"{s.players} players, "):
        said += f" ({label.split(', ', 1)[1]})"
    elif s.options:
        said += f" ({label})"
    return said


def variant_text(game: str, name: str) -> str:
    """What variant ``name`` changes, in the game's own words (its name if none is found): the
    variants its ``GameInfo`` declares."""
    from .. import registry

    variant = registry.get(game).variants.by_name.get(name)
    return name.replace("-", " ") if variant is None else str(variant.summary)


def _who(seats: list[int], players: int) -> str:
    names = [ORDINALS[k] for k in seats]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"the {joined} player{'s' if len(names) > 1 else ''}"


def _alike(verdicts: list[Verdict]) -> list[list[Verdict]]:
    """``verdicts`` gathered into groups a player would say in one breath: those whose words
    are the same but for the seat, in the order of each group's first seat."""
    groups: dict[str, list[Verdict]] = {}
    for v in verdicts:
        groups.setdefault(plain_seat(v, "\0"), []).append(v)
    return list(groups.values())


def said_together(group: list[Verdict], players: int) -> str:
    """One verdict for the seats of ``group`` (alike by :func:`_alike`), named together, or
    ``every player`` when they are all the seats.

    >>> same = [Verdict(f"seat {k + 1}", "within", -0.02, 0.02, 6400, 0.03, seat=k)
    ...         for k in range(3)]
    >>> said_together(same, 8)
    'the first, second and third players each win about an equal share (within 3 games in 100)'
    >>> said_together(same[:1], 8), said_together(same, 3)
    ('the first player wins about an equal share (within 3 games in 100)', \
'every player wins about an equal share (within 3 games in 100)')
    """
    one = plain_seat(group[0], "\0")
    seats = [v.seat or 0 for v in group]
    if len(seats) == players:
        return one.replace("\0", "every player", 1)
    if len(seats) > 1:
        one = one.replace("\0 wins ", "\0 each win ", 1)
    return one.replace("\0", _who(seats, players), 1)


def plain_row(s: Declared, label: str, r: dict[str, Any], row: Row) -> list[str]:
    """A row of a seat or variant question as a player would say it."""
    said = context(s, label)
    n = r["summary"]["games"]
    if row.unexercised:
        never = "never" if row.changed == 0 else "hardly ever"
        return [f"{said}, the rule {never} came up in these games ({row.changed} of "
                f"{row.paired:,} came out differently), so they cannot say what it does."]
    verdicts = row.verdicts
    duel = phrase(verdicts[0]).duel if s.players == 2 and not row.paired else ""
    if duel:  # the first seat against the second
        sentence = f"{said}, " + say(verdicts[0], "duel")
    else:
        parts = [said_together(group, s.players)
                 for kind in ("ahead", "behind", "within")
                 for group in _alike([v for v in verdicts if v.kind == kind])]
        still = [v.seat or 0 for v in verdicts if v.kind in ("open", "unchanged")]
        if still and len(still) == len(verdicts):
            after = " with this rule than without it" if row.paired else " than the others"
            parts.append(f"these {n:,} games do not show whether any player wins more or less "
                         f"often{after}" if s.players > 2 or row.paired else
                         f"these {n:,} games do not show whether the first or the second "
                         "player wins more often")
        elif still:
            parts.append(plain_seat(replace(verdicts[still[0]], kind="open"),
                                    _who(still, s.players)).replace(" wins ", " win ")
                         if len(still) > 1 else
                         plain_seat(verdicts[still[0]], _who(still, s.players)))
        sentence = f"{said}, " + "; ".join(parts)
    shared, draws = ended_level(r)
    level = shared + draws + r["summary"]["unfinished"]
    if level >= 0.05 * n and not row.paired:
        low, high = wilson(level, n)
        drawn = "is drawn" if rough_span(low, high).endswith(" 1") else "are drawn"
        sentence += (f"; {in_100(low, high)} {drawn}" if level == draws else
                     f"; {in_100(low, high, verb='end')} with no single winner")
    return [sentence + "."]


def plain_seats(q: Question, found: list[dict[str, Any]], rows: list[Row]) -> list[str]:
    """Every row of a seat or variant question but those of random play, in a player's
    words."""
    out = []
    for s, label, r, row in zip(q.studies, q.labels, found, rows, strict=True):
        if "random" not in s.agents:
            out += plain_row(s, label, r, row)
    return out


def plain_claim(q: Question) -> str:
    """The claim or question as the player's edition asks it: a skill question in a player's
    words (the designer's names its agents), any other as it is."""
    if q.kind == "skill":
        return "does the more skilful player win, and how often?"
    return re.sub(r"\brobots?\b", lambda m: m.group(0).replace("robot", "player"), q.claim)


def plain_skill(agent: str, other: str, v: Verdict, c: stats.Compared, n: int) -> str:
    """A skill matchup as a player would say it."""
    said = (f"Against {other}, {agent} takes {rough_span(0.5 + c.low, 0.5 + c.high)} of every "
            "100 games (a game nobody wins counting half)")
    if v.kind == "open":
        said += f" (these {n:,} games do not show whether that is more or less than half)"
    return said + "."


def about(player: bool = False, margin: float = stats.MARGIN / 100,
          sequential: bool = True) -> list[str]:
    """What the balance sections' ranges and verdicts mean, a paragraph each: for the
    designer's edition, or (``player``) for players; the last paragraph, how a study stops,
    only where some study is ``sequential`` (a study of a fixed number of games plays them all).

    >>> len(about(player=True)), len(about(player=True, sequential=False))
    (4, 3)
    """
    check_margin(margin)
    d = f"{100 * margin:g}"
    paragraphs = _about(player, d)
    return paragraphs if sequential else paragraphs[:-1]


def _about(player: bool, d: str) -> list[str]:
    if player:
        return [
            "Each answer below comes from many games played out by computer players, and is "
            "given as a range, such as \u201cabout 3 to 9 games in 100\u201d. The range is "
            "worked out so that, 95 times in 100, it holds the figure that endless games "
            "between such players would give; figures outside it fit these games badly. More "
            "games would narrow it.",
            "An equal share is what each player would win if it made no difference where they "
            "sit: the games that someone won, split evenly among the players. A player is said "
            "to win more or fewer games than that only when the whole range is above or below "
            f"it, and to win about as often only when the whole range is within {d} games in "
            "100 of it. Where neither holds, we say so: these games do not show it.",
            "Computer players cannot say how long a game takes at a real table, nor how well a "
            "bluff works on a person: the games here count moves and turns, not minutes, and "
            "the playing time on the cover is the designer's. Only groups of people, timed at "
            "the table, would answer that.",
            "For the questions about where players sit and about the variants, the games were "
            "played in rounds, each round as long as all before it, and stopped once every "
            "answer was clear or a set limit was reached. The answers allow for that, and for "
            "the many questions asked at once: each is held to a stricter standard than one "
            "look at one question would need. The ranges do not: each is the plain range for "
            "its own figure, so a range that only just clears the mark can still come with "
            "\u201cthese games do not show it\u201d. For some questions the limit was raised "
            "after earlier rounds had been seen, and the allowance does not cover that.",
        ]
    return [
        "Each rate is given with its 95% interval (Wilson's). The interval is made by a method "
        "that, in 95 of 100 studies, catches the rate these players would have over endless "
        "games; it is the range of true rates that these games cannot rule out at that level. "
        "It does not say that another run of as many games would land inside it (a repeat run "
        "falls inside only about 83% of the time).",
        "A seat's even share is the rate every seat would have if the seats were alike: the "
        "games won outright, shared equally among the seats. Each verdict is one of three: "
        "ahead or behind by a range of points, when the whole interval of the seat's "
        "difference from its even share clears it; within "
        f"\u00b1{d} points, when that whole interval lies inside the margin; or not decided at "
        "the number of games played. A variant is compared game by game with the game it "
        "changes, on the same deals, and its verdict is the change in each seat's rate; a "
        "variant that changes almost none of those games gets no verdict, only the count of "
        "games it changed. Within "
        "each table, Holm's correction keeps the chance of any wrong verdict at 5%: where a table "
        "makes many tests, an interval that only just clears the mark is not enough, and the "
        "seat is not decided. The intervals printed are the plain 95% intervals of each rate "
        "or change on its own (Wilson's, or the paired one), not widened for the looks or for "
        "Holm's correction; the verdicts are decided at the stricter levels.",
        "Playing time in minutes, and how well deception works on people, are not measured: "
        "the agents' games count moves and turns (the tables' median moves), and the cover's "
        "playing time is the designer's own. Timed games of real groups would answer both.",
        "A seat or variant study is sequential: it plays a first "
        "batch of games, looks, and doubles the games played at each further look until every "
        "seat is decided or its cap is reached; a variant study played paired also plays each "
        "game without the variant and waits until every seat's change is decided too. Each "
        "look spends an equal part of the 5% "
        "(and, for a study that is one of several in its table, that part again divided among "
        "them), so stopping once the verdicts are decided does not make a wrong one more "
        "likely; the rule, its looks and its level are in each table's notes and in the "
        "results file. Some studies' first look, cap or pairing was changed after earlier "
        "results had been seen, and played on over the games seen (before the rule was fixed "
        "in advance); each results file records the rule its games were played under. A "
        "study declared since is played once under its declared rule, and the balance script "
        "refuses to play a changed rule on the seed of games already seen.",
    ]
