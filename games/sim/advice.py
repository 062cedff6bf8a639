"""Balance as advice: what a group at the table can take from a game's balance answers.

The player's edition gives each game half a page, "Balance and advice": three to five pieces of
advice in a player's words, with no statistics, no agent and no rating. Each is written by the
game (``ADVICE`` in its ``studies.py``, held by its :class:`~games.sim.lab.Lab`) as a function
of the same verdicts the designer's tables print (:class:`Findings`), so advice cannot drift
from the results: when a verdict changes, the advice it rests on changes or is left out.

A piece of advice is a :class:`Said`: its sentence, and whether it rests on strong play (games
between players that look well ahead); the book says once, after the advice, what that means
(:func:`advice`).

>>> from pathlib import Path
>>> found = Findings("subdivision", Path(__file__).resolve().parents[2])
>>> [v.kind for v in found.seats("seats", "2 players, standard stash")]
['ahead', 'behind']
>>> size(found.seats("seats", "2 players, standard stash")[0])
'clear'
>>> size(found.seats("seats", "2 players, standard stash")[0], players=2)
'wide'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from ..core.errors import UserError
from . import stats
from .phrases import in_100
from .studies import Question, measured_seat
from .verdicts import ORDINALS, Row, Verdict, ended_level, seat_rows, seat_verdicts

#: How many pieces of advice a game gives: enough to be worth a section, few enough for half
#: a page.
FEWEST, MOST = 3, 5
#: Said once after advice that rests on strong play.
STRONG = ("Advice marked “in strong play” comes from games between opponents that look "
          "several moves ahead; the rest holds between players who follow the rules' plain "
          "advice.")


@dataclass(frozen=True)
class Said:
    """One piece of advice: its sentence, and whether it rests on strong play."""

    text: str
    strong: bool = False


#: A game's piece of advice: the sentence the verdicts support, or None where they support
#: none (the book then leaves it out).
Advice = Callable[["Findings"], Said | None]


@dataclass
class Findings:
    """The verdicts of one game's balance questions, read from its committed results files
    under ``root`` as the designer's tables decide them (one family per question)."""

    game: str
    root: Path
    margin: float = stats.MARGIN / 100
    _found: dict[str, list[dict[str, Any]]] = field(default_factory=dict, repr=False)

    @cached_property
    def questions(self) -> dict[str, Question]:
        from .studies import QUESTIONS

        return {q.key: q for q in QUESTIONS if q.game == self.game}

    def question(self, key: str) -> Question:
        """The question ``key`` of this game (a UserError naming it when there is none)."""
        if key not in self.questions:
            raise UserError(f"advice of {self.game}: no balance question {key!r} "
                            f"(games/{self.game}/studies.py)")
        return self.questions[key]

    def found(self, key: str) -> list[dict[str, Any]]:
        """The results files of question ``key``, in its rows' order."""
        if key not in self._found:
            from .balance import load

            self._found[key] = load(self.question(key), self.root)
        return self._found[key]

    def _row(self, key: str, label: str) -> int:
        labels = self.question(key).labels
        if label not in labels:
            raise UserError(f"advice of {self.game}: question {key!r} has no row {label!r} "
                            f"(its rows: {', '.join(labels)})")
        return labels.index(label)

    def rows(self, key: str, paired: bool = False) -> list[Row]:
        """Every row's seat verdicts of question ``key``, decided together as its table decides
        them: against the even share, or with ``paired`` each variant against its baseline."""
        return seat_rows(self.question(key), self.found(key), self.margin, pair=paired)

    def seats(self, key: str, label: str) -> tuple[Verdict, ...]:
        """The seat verdicts of row ``label`` of question ``key`` against the even share."""
        return self.rows(key)[self._row(key, label)].verdicts

    def change(self, key: str, label: str) -> Row:
        """Row ``label`` of a variants question ``key``: each seat's change against the game
        without the variant, played on the same deals (``unexercised`` where it hardly ever
        comes up)."""
        return self.rows(key, paired=True)[self._row(key, label)]

    def alone(self, key: str, label: str) -> tuple[Verdict, ...]:
        """Row ``label``'s seats against the even share, every row of question ``key`` decided
        together so: how even the game is with that variant, not how the variant changes it."""
        return seat_verdicts(self.found(key), self.margin)[self._row(key, label)].verdicts

    def results(self, key: str, label: str) -> dict[str, Any]:
        """The results file of row ``label`` of question ``key``."""
        return self.found(key)[self._row(key, label)]

    def level(self, key: str, label: str) -> tuple[int, int]:
        """How many games of row ``label`` of question ``key`` ended with no single winner
        (shared wins and draws, and games left unfinished), and how many it played."""
        r = self.results(key, label)
        return sum(ended_level(r)) + r["summary"]["unfinished"], r["summary"]["games"]

    def matchup(self, key: str, agent: str, other: str) -> Verdict:
        """The verdict of skill question ``key`` on ``agent`` against ``other``: its share of
        the points over the game pairs, against half (``low`` and ``high``: the share less
        one half)."""
        from .balance import matchups
        from .verdicts import decide

        q = self.question(key)
        both = matchups(q, self.found(key))
        compared = [stats.game_pairs(scores, self.margin) for _, _, scores in both]
        kinds = decide(compared, self.margin)
        for (_, s, scores), c, kind in zip(both, compared, kinds, strict=True):
            mine = s.agents[measured_seat(s)]
            theirs = {a for k, a in enumerate(s.agents) if k != measured_seat(s)}
            if mine == agent and theirs == {other}:
                return Verdict(agent, kind, c.low, c.high, 2 * len(scores), self.margin)
        raise UserError(f"advice of {self.game}: question {key!r} has no matchup of {agent} "
                        f"against {other}")


def size(v: Verdict, players: int = 0) -> str:
    """How big a decided lead or change is, in a player's words, by the middle of its range
    (with ``players`` 2, of the gap between the two players, twice a seat's lead over its even
    share): ``slight`` (under 4 games in 100), ``clear`` (4 to 10) or ``wide``."""
    middle = 50 * abs(v.low + v.high) * (2 if players == 2 else 1)
    return "slight" if middle < 4 else "clear" if middle <= 10 else "wide"


def span(v: Verdict, more: str = "more") -> str:
    """A verdict's range as games in 100: ``about 3 to 9 more games in 100``."""
    return in_100(v.low, v.high, more=more)


def gap(v: Verdict) -> str:
    """The first of two players' lead over the second (twice its lead over the even share),
    as games in 100: ``about 8 to 17 more games in 100 than the second``."""
    more = "more" if v.low > 0 else "fewer"
    return f"{in_100(2 * v.low, 2 * v.high, more=more)} than the second"


def share(v: Verdict) -> str:
    """A skill verdict's share of the games: ``about 88 to 96 games in 100``."""
    return in_100(0.5 + v.low, 0.5 + v.high)


def how_often(k: int, n: int, noun: str = "game", verb: str = "") -> str:
    """``k`` of ``n`` as a rate in 100 with its range: ``about 19 to 21 games in 100``."""
    low, high = stats.wilson(k, n)
    return in_100(low, high, noun, verb=verb)


def seat_name(seat: int) -> str:
    """``the first player``."""
    return f"the {ORDINALS[seat]} player"


def leaders(verdicts: tuple[Verdict, ...]) -> list[int]:
    """The seats decided ahead of their even share."""
    return [k for k, v in enumerate(verdicts) if v.kind == "ahead"]


def even(verdicts: tuple[Verdict, ...]) -> bool:
    """Whether every seat is decided within the margin of its even share."""
    return all(v.kind == "within" for v in verdicts)


def advice(game: str, root: Path | None = None) -> list[str]:
    """The advice of ``game``'s :class:`~games.sim.lab.Lab`, in its order, each a sentence,
    with :data:`STRONG` last where any rests on strong play; a UserError of one line when the
    verdicts support fewer than :data:`FEWEST` or more than :data:`MOST` pieces."""
    from .. import registry

    root = root or Path(__file__).resolve().parents[2]
    found = Findings(game, root)
    said = [s for s in (each(found) for each in registry.lab(game).advice) if s is not None]
    for s in said:
        if s.strong != ("in strong play" in s.text):
            raise UserError(f"advice of {game}: {s.text!r}: advice that rests on strong play "
                            "says “in strong play”, and only such advice does")
    if not FEWEST <= len(said) <= MOST:
        raise UserError(f"advice of {game}: the verdicts support {len(said)} pieces of advice; "
                        f"give {FEWEST} to {MOST} (ADVICE in games/{game}/studies.py)")
    lines = [s.text for s in said]
    return lines + ([STRONG] if any(s.strong for s in said) else [])
