"""The Play page's side in Python: a game at a table of clicks, made by the same model and the
same session as ``rulebook play`` (:mod:`games.play`), run in the browser by Pyodide.

The page's JavaScript only draws what this module returns and sends back what was clicked: every
call takes and returns plain values (a JSON text for a whole view), so nothing of the rules is
written twice. A person makes a move by picking its parts (:class:`~games.core.turns.Part`: a
square, a coin, a card, or a choice offered as a button) in any order; the page offers the legal
moves whose parts hold everything picked, makes the one whose parts are exactly those picked,
and asks :meth:`Table.refusal` why a pick that no legal move holds is not allowed, which answers
with the rule in the player's words.

>>> table = Table.new("subdivision", 2, ("human", "heuristic"), seed=1)
>>> view = table.view()
>>> view["toMove"], view["people"], view["choice"]["open"], view["choice"]["listed"][0]
(0, [0], 60, [0, 'Red places a 2-pip on B1.'])
>>> table.pick("B1")["choice"]["targets"]
[['pips:2', 'a 2-pip'], ['pips:3', 'a 3-pip']]
>>> 'data-part="B1"' in view["svg"]
True
>>> print(table.refusal(["pips:1", "A5"]))
Not allowed: a 1-pip must be placed Near another player's 1-pip or 3-pip.
>>> table.pick("pips:3")["log"]
['Red places a 3-pip on B1.']
>>> table.computer()["log"][-1]
'Blue places a 3-pip on E3.'
>>> table.undo()["log"], Table.load(table.record(), ("human", "human")).view()["log"]
([], [])
>>> Table.load("game: chess\\n", ("human",))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
games.core.errors.UserError: unknown game 'chess'; known games: subdivision, in_crowd, ...
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, cast

from . import registry
from .core.errors import UserError, one_line, quote
from .core.record import parse_record
from .core.turns import Part, TableState
from .play import HUMAN, MAX_SEED, Played, Session
from .sim.agents import turn_of
from .sim.study import NAMES, Study, check

#: The legal moves a choice lists in words at most (the board narrows them).
SHOWN = 12
#: The player counts a Play page offers to try (each is asked of the game: :func:`counts`).
COUNTS = range(1, 9)


def counts(game: str) -> list[int]:
    """The player counts ``game`` is played with, as its setup allows them.

    >>> counts("fallacy_of_rank"), counts("human_trophies")
    ([2, 3, 4], [2, 3, 4, 5, 6, 7, 8])
    """
    allowed = []
    for n in COUNTS:
        try:
            check(Study(registry.known(game), n, (), (), ("random",) * n, 0))
        except UserError:
            continue
        allowed.append(n)
    return allowed


def chapter(game: str) -> str:
    """What the page's form offers for ``game``, as JSON: its title, player counts, variants
    (name and summary) and the rest of its setup (each field's key, default and what it
    allows: :attr:`~games.core.game.GameInfo.setup`)."""
    info = registry.get(registry.known(game))
    return json.dumps({"title": info.title, "counts": counts(info.name),
                       "variants": [[v.name, v.summary] for v in info.variants],
                       "setup": [[f.key, f.default, f.allows] for f in info.setup]})


class Option(NamedTuple):
    """A legal move and the parts a person picks to make it."""

    keys: frozenset[str]
    parts: tuple[Part, ...]
    move: Any


class Table:
    """One game on the page: a :class:`~games.play.Session` and what the page needs of it."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.picked: list[str] = []  # the keys of the parts picked so far, in order
        self._options: tuple[Any, int, list[Option]] | None = None
        if not isinstance(session.state, TableState):
            raise UserError(f"{session.info.title} is not played by picking parts here")

    @classmethod
    def new(cls, game: str, players: int, agents: Sequence[str], variants: Iterable[str] = (),
            seed: int = 0, options: Iterable[tuple[str, str]] = ()) -> Table:
        """A new game: ``agents`` gives each seat's agent, or ``human``; ``options``, header
        fields of its setup as ``(key, text)`` (a UserError naming the field if one is
        wrong)."""
        return cls(Session(game, players, agents, variants, options, seed=seed))

    @classmethod
    def load(cls, text: str, agents: Sequence[str] | None = None, seed: int = 0,
             upto: int | None = None) -> Table:
        """The game a record's ``text`` holds, on from its last position (or from the position
        after ``upto`` moves); by default every seat a person (a UserError of one line, the
        one ``rulebook play --record`` gives, for a record the rules refuse)."""
        record = parse_record(text, "the record")
        if upto is not None:
            record = dataclasses.replace(record, moves=record.moves[:max(upto, 0)])
        game = registry.known(record.get("game") or "")
        players = len(registry.get(game).state_from_record(record).players)
        seats = tuple(agents) if agents else (HUMAN,) * players
        return cls(Session(game, players, seats, seed=seed, record=record))

    @classmethod
    def example(cls, game: str, name: str, upto: int, agents: Sequence[str] | None = None,
                seed: int = 0) -> Table:
        """The position after ``upto`` moves of the chapter's record ``name`` ("play from
        here" on a viewer's frame); by default a person takes the seat to move there and the
        computer's rules of thumb every other."""
        info = registry.get(registry.known(game))
        path = info.records / f"{name}.rec"
        if not name.replace("-", "").replace("_", "").isalnum() or not path.is_file():
            raise UserError(f"{info.title} has no example record {name!r}")
        text = path.read_text(encoding="utf-8")
        if agents is None:
            table = cls.load(text, None, seed, upto)
            mover = table.session.state.current_player()
            agents = [HUMAN if seat == mover else "heuristic"
                      for seat in range(len(table.session.state.players))]
        return cls.load(text, agents, seed, upto)

    # -- what the page shows ---------------------------------------------------------------
    def viewer(self) -> int | None:
        """Whose eyes the page shows the table through: the person to move, else the person
        who moved last; None (everything) where nothing is hidden or nobody plays."""
        s = self.session
        people = s.people()
        if not s.hidden or not people:
            return None
        seat = s.state.current_player()
        if seat in people:
            return seat
        for made in reversed(s.played):
            if made.seat in people:
                return made.seat
        return people[0]

    def view(self) -> dict[str, Any]:
        """The page's whole picture of the game (see :meth:`view_json`)."""
        s = self.session
        state = s.state
        seat = self.viewer()
        mover = None if state.is_terminal() else state.current_player()
        person = mover is not None and s.agents[mover] == HUMAN
        shown = seat if seat is not None else (mover if s.hidden and person else None)
        title = f"{s.info.title}: " + ("the end" if mover is None else
                                       f"{state.players[mover]} to move")
        figures = registry.figures(s.info)
        self.picked = []
        view: dict[str, Any] = {
            "players": list(state.players), "agents": list(s.agents), "people": s.people(),
            "toMove": mover, "viewer": shown, "hidden": s.hidden,
            "svg": figures.render_play(state, shown, title, s.hooks.summary(state)),
            "summary": s.hooks.summary(state),
            "choice": self.choice() if person else None,
            "log": [self.told(i, shown) for i in range(len(s.played))],
            "over": state.is_terminal(), "outcome": None, "tallies": [],
        }
        if state.is_terminal():
            view["outcome"] = state.outcome().words(state.players)
            view["tallies"] = [[t.player, t.total] for t in state.tallies()]
        return view

    def view_json(self) -> str:
        """:meth:`view` as JSON: the players, their agents and which seats people play; who is
        to move and whose eyes the table is drawn through; the SVG (with a ``data-part`` box
        over each thing a move may pick); the summary; for a person to move, the choice so
        far (:meth:`choice`); the moves so far in words; and at the end the outcome and the
        totals."""
        return json.dumps(self.view(), ensure_ascii=False)

    def told(self, index: int, seat: int | None) -> str:
        """Move ``index`` of the game in words, as ``seat`` may be told it (None: as made)."""
        s = self.session
        made = s.played[index]
        after = s.played[index + 1].before if index + 1 < len(s.played) else s.state
        if seat is None:
            return s.told(made.before, made.move, after, made.seat)
        return s.told(made.before, made.move, after, seat)

    # -- picking a move --------------------------------------------------------------------
    def options(self) -> list[Option]:
        """Every legal move of the position with its parts, found once a position (a hand of
        Human Trophies can bribe in many thousand ways)."""
        s = self.session
        if self._options is None or self._options[0] is not s.state \
                or self._options[1] != len(s.played):
            turns = s.state.TURNS  # type: ignore[attr-defined]
            found = []
            for move in s.state.legal_moves():
                parts = turns.parts(s.state, move)
                found.append(Option(frozenset(p.key for p in parts), parts, move))
            self._options = (s.state, len(s.played), found)
        return self._options[2]

    def choice(self) -> dict[str, Any]:
        """What the page offers now, from the parts picked so far: ``picked`` (each key with
        its words), ``targets`` (every part a legal move holding those picked adds, key and
        words: the page marks it on the board, or gives it a button), ``open`` (how many such
        moves) and ``listed`` (the first :data:`SHOWN` of them in words, those made of just
        what was picked first, each with its number to :meth:`choose` it)."""
        picked = set(self.picked)
        open_ = [(n, o) for n, o in enumerate(self.options()) if picked <= o.keys]
        targets: dict[str, str] = {}
        words: dict[str, str] = {}
        for _, option in open_:
            for part in option.parts:
                words[part.key] = part.words
                if part.key not in picked:
                    targets.setdefault(part.key, part.words)
        open_.sort(key=lambda item: len(item[1].keys) != len(picked))
        return {"picked": [[k, words.get(k, k)] for k in self.picked],
                "targets": [[k, w] for k, w in targets.items()], "open": len(open_),
                "listed": [[n, self.session.words(o.move)] for n, o in open_[:SHOWN]]}

    def pick(self, key: str) -> dict[str, Any]:
        """Pick the part ``key`` (or put it back, if picked): the move is made once it is the
        only legal move holding everything picked and is made of just that; a pick no legal
        move holds is refused with the rule (``message``) and nothing changes."""
        if key in self.picked:
            self.picked.remove(key)
            return {"choice": self.choice()}
        keys = {*self.picked, key}
        open_ = [o for o in self.options() if keys <= o.keys]
        if not open_:
            return {"choice": self.choice(), "message": self.refusal([*self.picked, key])}
        self.picked.append(key)
        if len(open_) == 1 and open_[0].keys == keys:
            return self.made(open_[0].move)
        return {"choice": self.choice()}

    def clear(self) -> dict[str, Any]:
        """Put back every part picked."""
        self.picked = []
        return {"choice": self.choice()}

    def choose(self, number: int) -> dict[str, Any]:
        """Make the legal move ``number`` (as :meth:`choice` lists it)."""
        options = self.options()
        if not 0 <= number < len(options):
            raise UserError(f"there is no legal move {number}")
        return self.made(options[number].move)

    def made(self, move: Any) -> dict[str, Any]:
        """Make ``move`` (legal) for the seat to move; the view after it."""
        s = self.session
        seat = s.state.current_player() or 0
        before = s.state.copy()
        text = s.state.move_text(move)
        s.state.apply(move)
        s.played.append(Played(before, move, text, seat))
        return self.view()

    def refusal(self, keys: Sequence[str]) -> str:
        """Why no legal move is made of ``keys``: the rule a move made of them breaks, in the
        player's words (the reason the book prints), else that they make no move."""
        state = self.session.state
        wanted = set(keys)
        turns = state.TURNS  # type: ignore[attr-defined]
        tried = [(made, m) for m in turns.candidates(state) or ()
                 if wanted <= (made := {p.key for p in turns.parts(state, m)})]
        # first the moves made of things the player could pick (not another's pieces)
        known = {key for option in self.options() for key in option.keys} | wanted
        tried.sort(key=lambda item: not item[0] <= known)
        for _, move in tried:
            reason = state.why_illegal(move)
            if reason is not None:
                return f"Not allowed: {reason.said()}."
        return "That is not part of any move now." if not tried else \
            "Pick the rest of the move."

    def computer(self) -> dict[str, Any]:
        """The computer seat to move makes its move."""
        s = self.session
        seat = s.state.current_player()
        if seat is None or seat not in s.robots:
            raise UserError("it is not a computer player's turn")
        return self.made(s.robots[seat].choose(turn_of(s.info, s.state)))

    def undo(self) -> dict[str, Any]:
        """Back to the last move a person made, before it (and every computer move after)."""
        s = self.session
        people = s.people()
        for index in range(len(s.played) - 1, -1, -1):
            if s.played[index].seat in people:
                s.state = s.played[index].before
                del s.played[index:]
                break
        return self.view()

    def record(self) -> str:
        """The game so far as a record that ``rulebook replay`` accepts."""
        return self.session.record()


def whole(given: dict[str, Any], key: str, low: int, high: int) -> int:
    """The whole number ``given[key]`` (0 if absent) from ``low`` to ``high``: a JSON number
    only, never a string of digits of another script, a fraction or a boolean (a UserError
    naming the field otherwise).

    >>> whole({"at": 3}, "at", 0, 9), whole({}, "at", 0, 9)
    (3, 0)
    >>> whole({"players": "٣"}, "players", 1, 8)
    Traceback (most recent call last):
    ...
    games.core.errors.UserError: players: give a whole number from 1 to 8, not '٣'
    """
    value = given.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise UserError(f"{key}: give a whole number from {low:,} to {high:,}, not "
                        f"{quote(str(value), 30)}")
    return value


class Page:
    """The Play page of ``game``: each request of its JavaScript, by name with its arguments
    as JSON, answered as JSON (:meth:`call`); a request the rules or the input refuse is
    answered ``{"error": LINE}``, the line ``rulebook play`` would give, and changes nothing.

    >>> page = Page("subdivision")
    >>> json.loads(page.call("new", '{"players": 2, "agents": ["human", "human"]}'))["toMove"]
    0
    >>> bad = '{"text": "game: subdivision\\\\nplayers: R B\\\\n\\\\nR9@Z9\\\\n"}'
    >>> print(page.call("load", bad))  # doctest: +ELLIPSIS
    {"error": "the record:4: move 1 'R9@Z9': not a move: write a placement like R3@C2, ..."}
    >>> json.loads(page.call("view", ""))["log"]
    []
    """

    def __init__(self, game: str) -> None:
        self.game = registry.known(game)
        self.table: Table | None = None

    def call(self, action: str, args: str) -> str:
        """Answer the request ``action`` with ``args`` (JSON) as JSON."""
        try:
            given = json.loads(args) if args else {}
            if not isinstance(given, dict):
                raise UserError("a request's arguments are a JSON object")
            return json.dumps(self.answer(action, given), ensure_ascii=False)
        except UserError as exc:
            return json.dumps({"error": one_line(str(exc))}, ensure_ascii=False)
        except (KeyError, TypeError, ValueError, OverflowError) as exc:  # not as the page sends
            return json.dumps({"error": f"a malformed {action} request ({one_line(repr(exc))})"})

    def answer(self, action: str, given: dict[str, Any]) -> dict[str, Any]:
        """The answer to one request (see :meth:`call`)."""
        if action == "chapter":
            return cast("dict[str, Any]", json.loads(chapter(self.game)))
        if action in ("new", "load", "example"):
            agents = [str(a) for a in given.get("agents") or ()] or None
            seed = whole(given, "seed", 0, MAX_SEED)
            if action == "new":
                table = Table.new(self.game, whole(given, "players", 1, len(NAMES)), agents or (),
                                  [str(v) for v in given.get("variants") or ()], seed,
                                  [(str(k), str(v)) for k, v in given.get("options") or ()])
            elif action == "load":
                table = Table.load(str(given.get("text", "")), agents, seed)
            else:
                table = Table.example(self.game, str(given.get("record", "")),
                                      whole(given, "at", 0, 10**6), agents, seed)
            if table.session.info.name != self.game:
                raise UserError(f"the record is a game of {table.session.info.name}, not "
                                f"{self.game}")
            self.table = table
            return table.view()
        if self.table is None:
            raise UserError("no game yet: start one")
        if action == "view":
            return self.table.view()
        if action == "pick":
            return self.table.pick(str(given["key"]))
        if action == "clear":
            return self.table.clear()
        if action == "choose":
            return self.table.choose(whole(given, "number", 0, 10**7))
        if action == "refusal":
            return {"message": self.table.refusal([str(k) for k in given.get("keys", ())])}
        if action == "computer":
            return self.table.computer()
        if action == "undo":
            return self.table.undo()
        if action == "record":
            return {"record": self.table.record()}
        raise UserError(f"unknown request {action!r}")
