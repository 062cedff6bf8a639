"""Every study the book's "Balance and claims" sections use, declared once.

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
(:func:`_skill`) plays three matchups, seats swapped: the heuristic against random, the search
agent at its documented budget (:mod:`.tuning`) against random, and against the heuristic, each
with just enough games for a clear interval, since the search agents are the costly players.
Adding an agent to a game's skill table is one :func:`matchup` line.

>>> q = question("subdivision", "skill")
>>> [(s.name, s.agents, s.games) for s in q.studies][:2]
[('skill-heuristic-random-first', ('heuristic', 'random'), 50), \
('skill-heuristic-random-last', ('random', 'heuristic'), 50)]
>>> q.studies[-1].command()
'rulebook simulate subdivision --players 2 --agents heuristic,mcts:200 --games 50 --seed 14 \
--out results/subdivision/skill-mcts-200-heuristic-last.json'
>>> len({(s.game, s.name) for s in all_studies()}) == len(all_studies())
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..core.errors import UserError
from .study import MAX_MOVES

#: Where the results files are, from the top of the source tree.
RESULTS = Path("results")
#: The seed of every study (the issue that asked for them), so variant studies of a game share
#: their deals and agents' random numbers game by game.
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
        words.append(f"--out {self.path.as_posix()}")
        return " ".join(words)

    def arguments(self) -> dict:
        """The keyword arguments of :func:`.run.simulate` for this study."""
        return {"game": self.game, "players": self.players, "variants": self.variants,
                "agents": self.agents, "games": self.games, "seed": self.seed,
                "options": self.options, "max_moves": self.max_moves}


@dataclass(frozen=True)
class Question:
    """A claim or question of one game, answered from ``studies`` (one row each, labelled
    ``labels``). ``kind`` says how (:mod:`.balance`): ``seats``, ``variants``, ``draws``,
    ``skill``, ``threes``, ``extra-cards``, ``ends``, ``turns`` or ``teams``."""

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


def study(game: str, players: int, agents, games: int, variants=(), options=(), name="",
          max_moves: int = MAX_MOVES) -> Declared:
    """A study named after what it varies: ``{players}p``, the variants, the options, and
    ``search`` when it is not played by random agents (or ``name`` if given)."""
    agents = tuple(agents) if not isinstance(agents, str) else (agents,) * players
    if not name:
        parts = [f"{players}p", *variants, *(f"{k}-{v}" for k, v in options)]
        if set(agents) != {"random"}:
            parts.append(agents[0].replace(":", "-"))
        name = "-".join(parts)
    return Declared(name, game, players, agents, games, tuple(variants), tuple(options),
                    max_moves=max_moves)


def matchup(game: str, players: int, agent: str, others: str, games: int, variants=(),
            max_moves: int = MAX_MOVES) -> tuple[Declared, Declared]:
    """Two studies of ``agent`` against ``others`` in every other seat: ``agent`` first, then
    last (``games`` each), so that neither seat's advantage decides the result."""
    rest = (others,) * (players - 1)
    base = f"skill-{agent}-{others}".replace(":", "-")
    return (study(game, players, (agent, *rest), games, variants, name=f"{base}-first",
                  max_moves=max_moves),
            study(game, players, (*rest, agent), games, variants, name=f"{base}-last",
                  max_moves=max_moves))


def measured_seat(s: Declared) -> int:
    """The seat of the agent a :func:`matchup` study measures: first, or last."""
    return 0 if s.name.endswith("-first") else s.players - 1


def _q(game, key, claim, kind, rows) -> Question:
    return Question(game, key, claim, kind, tuple(s for _, s in rows), tuple(k for k, _ in rows))


def _pairs(label: str, pair: tuple[Declared, Declared]) -> list:
    return [(f"{label}, first", pair[0]), (f"{label}, last", pair[1])]


def _skill(game: str, search: str, games: tuple[int, int, int],
           max_moves: int = MAX_MOVES) -> list:
    """The three skill matchups of a 2-player game, each played with the seats swapped
    (``games`` per seat): the heuristic against random, the search agent ``search`` (at its
    documented budget, :mod:`.tuning`) against random, and against the heuristic."""
    rows = []
    for (agent, other), n in zip((("heuristic", "random"), (search, "random"),
                                  (search, "heuristic")), games, strict=True):
        rows += _pairs(f"{agent} against {other}", matchup(game, 2, agent, other, n,
                                                           max_moves=max_moves))
    return rows


# -- Subdivision -------------------------------------------------------------------------------
_SD = "subdivision"
_SD_SETS = {"standard": (), "3house": (("set", "3house"),)}
_SD_SEATS = [(f"{n} players, {kit}", study(_SD, n, GOOD, g, options=_SD_SETS[kit]))
             for kit in _SD_SETS for n, g in ((2, 400), (3, 300), (4, 250))]
_SD_RANDOM = ("2 players, standard, random play", study(_SD, 2, "random", 1000))
_SD_VARIANTS = [("the parks printed on the board", _SD_SEATS[0][1])] + [
    (v, study(_SD, 2, GOOD, 400, (v,))) for v in ("park-placement", "private-parks")]

# -- The "In" Crowd ----------------------------------------------------------------------------
_IC = "in_crowd"
_IC_VARIANTS = [("no variant", study(_IC, 2, GOOD, 400))] + [
    (v, study(_IC, 2, GOOD, 400, (v,)))
    for v in ("jam-tiebreak", "corner-five", "low-coins-score-0", "peek-none", "peek-all")]
_IC_RANDOM = ("no variant, random play", study(_IC, 2, "random", 1000))

# -- The Fallacy of Rank -----------------------------------------------------------------------
_FR = "fallacy_of_rank"
_FR_SEATS = [(f"{n} players", study(_FR, n, GOOD, g)) for n, g in ((2, 400), (3, 200),
                                                                   (4, 200))]
_FR_RANDOM = ("2 players, random play", study(_FR, 2, "random", 200))
_FR_VARIANTS = [("no variant", _FR_SEATS[0][1])] + [
    (v, study(_FR, 2, GOOD, 300, (v,))) for v in ("ace-any-coin", "straight-moves",
                                                 "any-piece")]

# -- Human Trophies ----------------------------------------------------------------------------
_HT = "human_trophies"
#: Random agents end every game well within this many moves (about 300 a game).
HT_CAP = 2000
_HT_SEATS = [(f"{n} players", study(_HT, n, GOOD, 400, max_moves=HT_CAP))
             for n in (2, 3, 4, 5)]
_HT_VARIANTS = [("no variant", _HT_SEATS[1][1])] + [
    (v, study(_HT, 3, GOOD, 400, (v,), max_moves=HT_CAP))
    for v in ("bribe-triple", "bribe-five-plus", "one-bribe", "starting-kids")]
#: The steps of ``extra-cards: N`` tried for each player count, up to what the deck deals.
HT_STEPS = {2: 2, 3: 2, 4: 2, 5: 1}
_HT_EXTRA = [(f"{n} players, +{extra} card{'s' if extra != 1 else ''} per seat",
              study(_HT, n, GOOD, 400, options=(("extra-cards", str(extra)),),
                    max_moves=HT_CAP) if extra else _HT_SEATS[n - 2][1])
             for n, most in HT_STEPS.items() for extra in range(most + 1)]
_HT_ENDS = [(f"{label}, heuristic play", s) for label, s in _HT_VARIANTS] + [
    ("no variant, random play", study(_HT, 3, "random", 300, max_moves=HT_CAP))]

# -- Tabletop Croquet --------------------------------------------------------------------------
_CQ = "croquet"
_CQ_SEATS = [(f"{n} players", study(_CQ, n, "robot", g)) for n, g in ((2, 400), (3, 300))]
_CQ_VARIANTS = [("no variant", _CQ_SEATS[0][1])] + [
    (v, study(_CQ, 2, "robot", 150, (v,)))
    for v in ("poison", "first-hit-only", "earned-option", "any-endpost-resets",
              "knocked-off-foul", "centre-distances")]
_CQ_TEAMS = [("4 players, each for themselves", study(_CQ, 4, "robot", 200)),
             ("2 sides of 2, with rovers", study(_CQ, 4, "robot", 200, options=(("teams", "2"),)))]

QUESTIONS: tuple[Question, ...] = (
    _q(_SD, "seats", "does the first player have an advantage, by player count and set?",
       "seats", [*_SD_SEATS, _SD_RANDOM]),
    _q(_SD, "variants", "Park Place-ment and Private Parks against the printed parks",
       "variants", _SD_VARIANTS),
    _q(_SD, "skill", "does the rules' advice beat random play, and does searching beat both?",
       "skill", _skill(_SD, "mcts:200", (50, 20, 50))),
    _q(_IC, "draws", "the tiebreak makes sure the game never ends in a draw", "draws",
       [*_IC_VARIANTS, _IC_RANDOM]),
    _q(_IC, "threes", "if you can get a 3 to the top you may as well just win", "threes",
       _IC_VARIANTS[:1]),
    _q(_IC, "variants", "first-player advantage; corner influence; Ace and 2 scoring; peeking",
       "variants", _IC_VARIANTS),
    _q(_IC, "skill", "does the heuristic beat random play, and does searching beat both?",
       "skill", _skill(_IC, "ismcts:100", (50, 8, 60))),
    _q(_FR, "seats", "are the 4-player board and the reconstructed 2- and 3-player boards fair?",
       "seats", [*_FR_SEATS, _FR_RANDOM]),
    _q(_FR, "variants", "draws under the no-combat limit, and the variants", "variants",
       _FR_VARIANTS),
    _q(_FR, "skill", "does the heuristic beat random play, and does searching beat both?",
       "skill", _skill(_FR, "ismcts:8", (50, 15, 40))),
    _q(_HT, "seats", "the first player obviously enjoys a nice advantage", "seats", _HT_SEATS),
    _q(_HT, "variants", "the bribe price, one bribe, starting kids",
       "variants", _HT_VARIANTS),
    _q(_HT, "extra-cards", "more cards in hand for later seats", "extra-cards", _HT_EXTRA),
    _q(_HT, "ends", "the game will end", "ends", _HT_ENDS),
    _q(_HT, "skill", "does the heuristic beat random play, and does searching beat both?",
       "skill", _skill(_HT, "ismcts:16", (50, 15, 40), HT_CAP)),
    _q(_CQ, "seats", "does the first robot to play have an advantage?", "seats", _CQ_SEATS),
    _q(_CQ, "turns", "how many turns a game takes, by variant", "turns", _CQ_VARIANTS),
    _q(_CQ, "teams", "team play with rovers against every robot for itself", "teams", _CQ_TEAMS),
    _q(_CQ, "skill", "does a steady robot beat a shaky one?", "skill",
       _pairs("steady against shaky robots",
              matchup(_CQ, 2, "robot:steady", "robot:shaky", 40))),
)


def question(game: str, key: str) -> Question:
    """The question ``key`` of ``game`` (a UserError naming the known ones)."""
    for q in QUESTIONS:
        if (q.game, q.key) == (game, key):
            return q
    known = ", ".join(f"{q.game} {q.key}" for q in QUESTIONS)
    raise UserError(f"no balance question {game!r} {key!r}; the book asks: {known}")


def all_studies(game: str | None = None) -> list[Declared]:
    """Every declared study (of ``game``), once each, in the order the questions use them."""
    seen: dict[tuple[str, str], Declared] = {}
    for q in QUESTIONS:
        if game in (None, q.game):
            for s in q.studies:
                if seen.setdefault((s.game, s.name), s) != s:
                    raise ValueError(f"two studies of {s.game} are named {s.name!r}")
    return list(seen.values())
