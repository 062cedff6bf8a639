"""Every study the book's "Balance and claims" sections use, declared once.

A game's studies are its own: ``QUESTIONS`` in ``games/<game>/studies.py`` (found through the
game's :class:`~games.core.game.GameInfo`), built with the helpers here (:func:`study`,
:func:`matchup`, :func:`skill`, :func:`ask`); this module gathers them (:data:`QUESTIONS`, in
the registry's order) and lists no game. A game without a ``studies.py`` asks no question, and
its chapter has no balance section.

A :class:`Declared` study is what ``rulebook simulate`` plays: game, players, variants, other
header lines, agents (one per seat), number of games, seed and move cap. Its results live in
``results/<game>/<name>.json``, written by ``make balance`` (``scripts/balance.py``) and read
by the book. A :class:`Question` is one claim of a designer or one question of ours, answered
from one or more studies (several questions may share a study's file); how its answer is put
in a table and a figure is its ``kind`` (:mod:`.balance`).

The seat and variant studies are played by agents that play well: each game's heuristic
(:mod:`.heuristic`) in every seat or, in Tabletop Croquet, its robots; a study by random agents
stays only where it is a contrast (how much the answer owes to good play). The game counts are
chosen so that a seat's rate has a 95% interval of about 5 to 7 points either side and the
whole of ``make balance`` but its skill studies costs about 14 CPU minutes (7 on two cores;
``scripts/balance.py`` prints each study's CPU seconds). Each game's skill question
(:func:`skill`) plays three matchups, seats swapped: the heuristic against random, the search
agent at its documented budget (:mod:`.tuning`) against random, and against the heuristic, each
with just enough games for a clear interval, since the search agents are the costly players.
Adding an agent to a game's skill table is one :func:`matchup` line.

>>> q = question("subdivision", "skill")
>>> [(s.name, s.agents, s.games) for s in q.studies][:2]
[('skill-heuristic-random-first', ('heuristic', 'random'), 100), \
('skill-heuristic-random-last', ('random', 'heuristic'), 100)]
>>> q.studies[-1].command()
'rulebook simulate subdivision --players 2 --agents mcts:50,mcts:200 --games 100 --seed 15 \
--out results/subdivision/skill-mcts-200-mcts-50-last.json'
>>> len({(s.game, s.name) for s in all_studies()}) == len(all_studies())
True
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import UserError
from .study import MAX_MOVES

#: Where the results files are, from the top of the source tree.
RESULTS = Path("results")
#: The seed of every study (the issue that asked for them), so variant studies of a game share
#: their deals and agents' random numbers game by game. A game whose studies were played on it
#: under an earlier design moves all of them to a new seed of its own (its studies.py passes
#: ``seed=``): its paired studies share their base's seed, so they move together.
SEED = 14


@dataclass(frozen=True)
class Declared:
    """One study: what ``rulebook simulate`` plays, and the results file it writes."""

    name: str
    game: str
    players: int
    agents: tuple[str, ...]
    games: int
    variants: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    seed: int = SEED
    max_moves: int = MAX_MOVES
    #: The cap of a sequential study (:class:`.run.Until`): ``games`` is its first look, and
    #: it plays on, doubling, until every seat (in team play every side) is decided or
    #: ``until`` games are played; 0 for a study of exactly ``games`` games.
    until: int = 0
    #: Too big for one machine in ``make balance``'s time: played only with ``--big``, on a
    #: Dask cluster (``--cluster``); a test replays its first games on one machine.
    big: bool = False
    #: A sequential variant study played paired (:attr:`.run.Until.paired`): each game also
    #: without the variants, until every seat's change is decided too.
    paired: bool = False

    @property
    def family(self) -> int:
        """How many studies answer the largest question this one answers (its stopping rule
        decides at 1/family of its level: :class:`.run.Until`)."""
        return max([len(q.studies) for q in __getattr__("QUESTIONS") if self in q.studies]
                   or [1])

    @property
    def path(self) -> Path:
        """The results file, relative to the top of the source tree."""
        return RESULTS / self.game / f"{self.name}.json"

    def command(self) -> str:
        """The one command that plays this study again and writes its results file."""
        words = [f"rulebook simulate {self.game} --players {self.players}"]
        words += [f"--variant {v}" for v in self.variants]
        words += [f"--option {k}={v}" for k, v in self.options]
        words.append(f"--agents {','.join(self.agents)} --games {self.games} --seed {self.seed}")
        if self.max_moves != MAX_MOVES:
            words.append(f"--max-moves {self.max_moves}")
        if self.until:
            words.append(f"--until-decided {self.until}")
            if self.family > 1:
                words.append(f"--family {self.family}")
            if self.paired:
                words.append("--paired")
        words.append(f"--out {self.path.as_posix()}")
        return " ".join(words)

    def arguments(self) -> dict[str, Any]:
        """The keyword arguments of :func:`.run.simulate` for this study."""
        from .run import Until  # (the declarations load nothing that plays)

        return {"game": self.game, "players": self.players, "variants": self.variants,
                "agents": self.agents, "games": self.games, "seed": self.seed,
                "options": self.options, "max_moves": self.max_moves,
                "until": Until(self.games, self.until, family=self.family, paired=self.paired)
                if self.until else None}


@dataclass(frozen=True)
class Question:
    """A claim or question of one game, answered from ``studies`` (one row each, labelled
    ``labels``). ``kind`` says how (:mod:`.balance`): ``seats``, ``variants``, ``draws``,
    ``skill``, ``threes``, ``extra-cards``, ``ends``, ``turns``, ``teams`` or ``ladder``, or a
    kind the game declares itself (``games/<game>/answers.py``: :class:`.balance.Kind`)."""

    game: str
    key: str
    claim: str
    kind: str
    studies: tuple[Declared, ...]
    labels: tuple[str, ...]

    @property
    def figure(self) -> Path:
        return Path("diagrams") / self.game / f"balance-{self.key}.svg"


#: The agents that play the seat and variant studies of a game that is not Tabletop Croquet.
GOOD = "heuristic"


def study(game: str, players: int, agents: str | Iterable[str], games: int,
          variants: Sequence[str] = (), options: Sequence[tuple[str, str]] = (), name: str = "",
          max_moves: int = MAX_MOVES, until: int = 0, big: bool = False,
          paired: bool = False, seed: int = SEED) -> Declared:
    """A study named after what it varies: ``{players}p``, the variants, the options, and
    the first seat's agent when it is not played by random agents (or ``name`` if given).
    With ``until``, ``games`` is the first look of a sequential study capped at ``until``
    games (:class:`Declared`), ``paired`` with the same games without its variants. ``seed``
    is the study's (:data:`SEED` unless a game moved its studies to a new one)."""
    agents = tuple(agents) if not isinstance(agents, str) else (agents,) * players
    if not name:
        parts = [f"{players}p", *variants, *(f"{k}-{v}" for k, v in options)]
        if set(agents) != {"random"}:
            parts.append(agents[0].replace(":", "-"))
        name = "-".join(parts)
    return Declared(name, game, players, agents, games, tuple(variants), tuple(options),
                    seed=seed, max_moves=max_moves, until=until, big=big, paired=paired)


def matchup(game: str, players: int, agent: str, others: str, games: int,
            variants: Sequence[str] = (), max_moves: int = MAX_MOVES,
            big: bool = False, seed: int = SEED, tag: str = "") -> tuple[Declared, Declared]:
    """Two studies of ``agent`` against ``others`` in every other seat: ``agent`` first, then
    last (``games`` each), so that neither seat's advantage decides the result. Both share
    their seed, so game ``i`` of one and of the other are a pair: the same deal, the seats
    swapped. ``tag`` names a second matchup of the same two agents apart from the first
    (``skill-ismcts-2-heuristic-confirm-first``)."""
    rest = (others,) * (players - 1)
    base = f"skill-{agent}-{others}{'-' + tag if tag else ''}".replace(":", "-")
    return (study(game, players, (agent, *rest), games, variants, name=f"{base}-first",
                  max_moves=max_moves, big=big, seed=seed),
            study(game, players, (*rest, agent), games, variants, name=f"{base}-last",
                  max_moves=max_moves, big=big, seed=seed))


def measured_seat(s: Declared) -> int:
    """The seat of the agent a :func:`matchup` study measures: first, or last."""
    return 0 if s.name.endswith("-first") else s.players - 1


def ask(game: str, key: str, claim: str, kind: str,
        rows: Sequence[tuple[str, Declared]]) -> Question:
    """The question ``key`` of ``game``, answered from ``rows``: (label, study) pairs."""
    return Question(game, key, claim, kind, tuple(s for _, s in rows), tuple(k for k, _ in rows))


def pairs(label: str, pair: tuple[Declared, Declared]) -> list[tuple[str, Declared]]:
    """The rows of a :func:`matchup`: ``label, first`` and ``label, last``."""
    return [(f"{label}, first", pair[0]), (f"{label}, last", pair[1])]


#: Game pairs (a game each way round) per skill matchup, at least.
PAIRS = 100


def skill(game: str, matchups: Iterable[tuple[str, str, int]], big: Collection[str] = (),
          max_moves: int = MAX_MOVES, seed: int = SEED,
          tag: str = "") -> list[tuple[str, Declared]]:
    """The rows of a 2-player game's skill matchups, each played with the seats swapped:
    ``matchups`` are (agent, other, pairs) triples, ``pairs`` games with ``agent`` first and as
    many with it last. A matchup in which an agent of ``big`` plays is declared too big for
    one machine (:attr:`Declared.big`); ``seed`` and ``tag`` as :func:`matchup` takes them."""
    rows = []
    for agent, other, n in matchups:
        rows += pairs(f"{agent} against {other}",
                      matchup(game, 2, agent, other, n, max_moves=max_moves,
                              big=agent in big or other in big, seed=seed, tag=tag))
    return rows


def ladder_matchups(low: str, high: str, pairs: int = PAIRS,
                    longer: dict[tuple[str, str], int] | None = None
                    ) -> list[tuple[str, str, int]]:
    """The matchups of a skill ladder with the search agent at two budgets, ``low`` and
    ``high``: the heuristic against random, ``low`` against random and against the heuristic,
    ``high`` against the heuristic and against ``low``; ``pairs`` game pairs each, or as many
    as ``longer`` gives a matchup (agent, other) that needs more to be decided.

    >>> ladder_matchups("mcts:50", "mcts:200", 100, {("mcts:50", "heuristic"): 800})[2]
    ('mcts:50', 'heuristic', 800)
    """
    longer = longer or {}
    found = [("heuristic", "random"), (low, "random"), (low, "heuristic"), (high, "heuristic"),
             (high, low)]
    return [(agent, other, longer.get((agent, other), pairs)) for agent, other in found]


def _gathered() -> tuple[Question, ...]:
    """Every game's questions, in the registry's order (each game's ``QUESTIONS``)."""
    from .. import registry

    found: list[Question] = []
    for name in registry.GAME_NAMES:
        for q in registry.lab(name).questions:
            if q.game != name:
                raise ValueError(f"games/{name}/studies.py asks a question of {q.game}")
            found.append(q)
    return tuple(found)


_QUESTIONS: list[tuple[Question, ...]] = []


def __getattr__(name: str) -> tuple[Question, ...]:
    """``QUESTIONS``: every question of every game, gathered when first asked for."""
    if name == "QUESTIONS":
        if not _QUESTIONS:
            _QUESTIONS.append(_gathered())
        return _QUESTIONS[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def question(game: str, key: str) -> Question:
    """The question ``key`` of ``game`` (a UserError naming the known ones)."""
    asked = __getattr__("QUESTIONS")
    for q in asked:
        if (q.game, q.key) == (game, key):
            return q
    known = ", ".join(f"{q.game} {q.key}" for q in asked)
    raise UserError(f"no balance question {game!r} {key!r}; the book asks: {known}")


def all_studies(game: str | None = None) -> list[Declared]:
    """Every declared study (of ``game``), once each, in the order the questions use them."""
    seen: dict[tuple[str, str], Declared] = {}
    for q in __getattr__("QUESTIONS"):
        if game in (None, q.game):
            for s in q.studies:
                if seen.setdefault((s.game, s.name), s) != s:
                    raise ValueError(f"two studies of {s.game} are named {s.name!r}")
    return list(seen.values())
