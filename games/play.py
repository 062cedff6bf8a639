"""``rulebook play``: a game at the terminal, each seat a person or a computer player, every move
checked by the same model that proves the book.

A person at the keyboard gives a move in the game's notation (``R3@C2``), or by its number or
its words from the list ``moves`` prints; a move the rules refuse is answered with the rule in
a player's words, the reason the book prints, and the game goes on. The other commands:
``show`` (the position as this seat sees it), ``undo`` (back to this seat's last move),
``save FILE`` (the game so far as a record that ``rulebook replay`` accepts), ``help`` and
``quit``. A seat may be any agent ``rulebook simulate`` knows (``--agents human,heuristic``);
the computer's moves are told in words as they are made.

Where some of a position is hidden (:attr:`~games.core.game.Information.IMPERFECT`), a person
sees only what their seat may see: the position as its observation shows it, and each other
seat's move in the words its kind allows that seat (:meth:`~games.core.turns.MoveKind.seen`;
a kind that does not say is told only as made). With several people at one screen, the screen
is cleared between them, and each is asked to take it.

The moves may come from standard input, one a line, so a game can be scripted; each line is
then echoed after its seat's prompt:

>>> import io
>>> session = Session("subdivision", 2, ("human", "heuristic"), seed=1)
>>> session.run(io.StringIO("R3@B1\\nR3@C2\\nR1@A5\\nR2@A5\\nundo\\nquit\\n"), out := io.StringIO())
0
>>> print(out.getvalue())  # doctest: +ELLIPSIS
Subdivision: Red (a person), Blue (heuristic). Type help for the commands.
...
Red> R3@B1
Red played: Red places a 3-pip on B1.
Blue (heuristic) played: Blue places a 3-pip on E3.
...
Red> R3@C2
Not allowed: a 3-pip may not be placed Near another 3-pip of its own colour (Red's 3-pip on B1).
Red> R1@A5
Not allowed: a 1-pip must be placed Near another player's 1-pip or 3-pip.
Red> R2@A5
Red played: Red places a 2-pip on A5.
...
Red> undo
Back to Red's move.
...
Red> quit
The game stops here.
<BLANKLINE>
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import IO, Any, cast

from . import registry
from .core.errors import UserError, one_line, quote
from .core.files import check_targets, write_atomic
from .core.game import Information
from .core.narration import Hooks
from .core.protocol import GameState
from .core.record import Record, read_record
from .core.replay import replay
from .core.rng import make_rng
from .core.turns import TableState
from .sim.agents import Agent, make_agent, turn_of
from .sim.study import NAMES, Study, check

#: Where a session's lines go.
Say = Callable[[str], None]
#: The agent name of a seat a person plays.
HUMAN = "human"
#: The largest seed.
MAX_SEED = 10**9
#: The clear-screen sequence of a terminal (ANSI), written only to a terminal.
CLEAR = "\033[2J\033[H"
HELP = ("Give a move in the game's notation, or the number or the words of one from 'moves'. "
        "Commands: moves (the legal moves, in words), show (the position), undo (back to your "
        "last move), save FILE (the game so far, as a record), help, quit.")


@dataclass
class Played:
    """One move made: the position before it, the move, its notation and whose it was."""

    before: GameState
    move: Any
    text: str
    seat: int


class Session:
    """One game at the terminal (see the module's text). ``agents`` gives a seat's agent, or
    ``human``; ``seed`` seeds the deal and every computer player."""

    def __init__(self, game: str, players: int, agents: Iterable[str],
                 variants: Iterable[str] = (), options: Iterable[tuple[str, str]] = (),
                 seed: int = 0, record: Record | None = None) -> None:
        self.info = registry.get(registry.known(game))
        self.agents = tuple(spec.strip().lower() for spec in agents)
        self.seed = seed
        self.played: list[Played] = []
        if record is None:  # a new game, set up as a study's game would be
            study = Study(self.info.name, players, tuple(variants), tuple(options),
                          tuple("random" if a == HUMAN else a for a in self.agents), seed)
            check(study)  # a bad count, option or agent: one line
            record = study.header(seed)
            self.state = study.start(seed)
        else:  # on from a record's last position: its moves are kept, to undo and to save
            self.state = self.info.state_from_record(record)
            for line in record.moves:
                try:
                    move = self.state.parse_move(line.text)
                    if self.state.why_illegal(move) is not None:
                        raise UserError(line.text)
                except UserError:  # said as replay says it: the move, its line, the rule
                    replay(record, self.info.state_from_record)
                    raise
                self.played.append(Played(self.state.copy(), move, line.text,
                                          self.state.current_player() or 0))
                self.state.apply(move)
            if len(self.agents) != len(self.state.players):
                raise UserError(f"--agents gives {len(self.agents)} agents for the record's "
                                f"{len(self.state.players)} players (one per seat, in order)")
        self.header = [(key, value.text) for key, value in record.header.items()]
        self.robots: dict[int, Agent] = {
            seat: make_agent(spec, self.info.name, make_rng("agent", seed, seat))
            for seat, spec in enumerate(self.agents) if spec != HUMAN}
        # (every game has a narrator: the registry checks it as it loads the game)
        self.hooks: Hooks = registry.narrator(cast("ModuleType", self.info.narrate))
        self.hidden = self.info.information is Information.IMPERFECT
        self.listed: list[Any] = []
        self.watching: int | None = None  # the person the screen was last shown to
        self.shown: tuple[int, int] | None = None  # to whom and after how many moves
        self.looked: dict[int, int] = {}  # a person's seat: the moves made when they last looked

    # -- what a seat is shown ------------------------------------------------------------------
    def people(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.agents) if spec == HUMAN]

    def who(self, seat: int) -> str:
        """A seat's name, and its agent's for a computer seat."""
        name = self.state.players[seat]
        return name if self.agents[seat] == HUMAN else f"{name} ({self.agents[seat]})"

    def position(self, seat: int) -> str:
        """The position as ``seat`` sees it, and the one-line summary."""
        shown = self.state.observation(seat) if self.hidden else self.state
        picture = shown.to_text() if hasattr(shown, "to_text") else ""
        return "\n".join(part for part in (picture, self.hooks.summary(self.state)) if part)

    def told(self, before: GameState, move: Any, after: GameState, seat: int) -> str:
        """The move made from ``before``, as the person at ``seat`` may be told it."""
        table: Any = type(before)
        mover = before.current_player()
        if not self.hidden or seat == mover:
            describe = self.hooks.describe or table.TURNS.describe
            return str(describe(before, move, after))
        if isinstance(before, TableState):
            seen = before.TURNS.seen(before, move, after, seat)
            if seen is not None:
                return seen
        return f"{before.players[mover] if mover is not None else 'A player'} has moved."

    def words(self, move: Any) -> str:
        """A legal move of the seat to play, in its own player's words."""
        after = self.state.copy()
        after.apply(move)
        return self.told(self.state, move, after, self.state.current_player() or 0)

    # -- the game ------------------------------------------------------------------------------
    def run(self, lines: Iterable[str], out: IO[str], screen: bool = False) -> int:
        """Play until the game ends, ``quit`` or the lines run out; 0."""
        def say(text: str) -> None:
            print(text, file=out)

        seats = [f"{name} ({'a person' if spec == HUMAN else spec})"
                 for name, spec in zip(self.state.players, self.agents)]
        say(f"{self.info.title}: {', '.join(seats)}. Type help for the commands.")
        source: Iterator[str] = iter(lines)
        while not self.state.is_terminal():
            seat = self.state.current_player()
            assert seat is not None, "a game not over has a player to move"
            if seat in self.robots:
                self.robot_moves(seat, say)
                continue
            self.show_to(seat, say, source, screen)
            prompt = f"{self.state.players[seat]}> "
            if screen:  # a person at a terminal: the prompt, and what they type after it
                out.write(prompt)
                out.flush()
            line = next(source, None)
            if line is None:
                say("(no more input: the game stops here)")
                return 0
            if not screen:  # a script: each line as typed (escaped), for a transcript
                say(prompt + one_line(line.strip()))
            if self.answer(seat, line.strip(), say) == "quit":
                return 0
        say(f"The game is over: {self.state.outcome().words(self.state.players)}.")
        for tally in self.state.tallies():
            say(f"{tally.player}: {tally.total}")
        return 0

    def robot_moves(self, seat: int, say: Say) -> None:
        """A computer seat moves (told to each person when they next look; at once when
        nobody plays)."""
        move = self.robots[seat].choose(turn_of(self.info, self.state))
        before = self.state.copy()
        text = self.state.move_text(move)
        self.state.apply(move)
        self.played.append(Played(before, move, text, seat))
        if not self.people():
            say(f"{self.who(seat)} played: {self.told(before, move, self.state, seat)}")

    def show_to(self, seat: int, say: Say, source: Iterator[str], screen: bool) -> None:
        """Show ``seat`` what the others did since it last looked and its position, once a
        position; with several people and hidden information, hand the screen over first."""
        if self.shown == (seat, len(self.played)):
            return
        if self.watching not in (None, seat) and self.hidden and len(self.people()) > 1:
            if screen:
                say(CLEAR + f"Pass the screen to {self.state.players[seat]}, who presses Enter.")
                next(source, None)
                say(CLEAR)
            else:
                say(f"-- the screen is {self.state.players[seat]}'s now --")
        self.watching = seat
        for made in self.played[min(self.looked.get(seat, 0), len(self.played)):]:
            if made.seat != seat:
                after = self.played[self.played.index(made) + 1].before \
                    if made is not self.played[-1] else self.state
                say(f"{self.who(made.seat)} played: "
                    f"{self.told(made.before, made.move, after, seat)}")
        self.looked[seat] = len(self.played)
        say(self.position(seat))
        self.shown, self.listed = (seat, len(self.played)), []

    def answer(self, seat: int, line: str, say: Say) -> str | None:
        """Carry out one line a person typed ("quit" when the game is to stop)."""
        word, _, rest = line.partition(" ")
        command = word.lower()
        if not line:
            return None
        if command in ("quit", "exit"):
            say("The game stops here.")
            return "quit"
        if command in ("help", "?"):
            say(HELP)
            if isinstance(self.state, TableState):  # each kind of move as it is written
                say("This game's moves are written: " + "; ".join(
                    f"{kind.name}: {kind.notation}" for kind in self.state.TURNS.kinds
                    if kind.notation) + ".")
        elif command == "moves":
            self.listed = self.state.legal_moves()
            say("\n".join(f"{n}. {self.words(m)} [{self.state.move_text(m)}]"
                          for n, m in enumerate(self.listed, 1)))
        elif command == "show":
            say(self.position(seat))
        elif command == "undo":
            say(self.undo(seat))
        elif command == "save":
            say(self.save(rest.strip()))
        else:
            self.move(seat, line, say)
        return None

    def chosen(self, line: str) -> Any:
        """The move ``line`` gives: a number from the last list, a listed move's words, or
        notation (a UserError if it is none of them)."""
        if re.fullmatch(r"[0-9]{1,6}", line):
            if not self.listed:
                raise UserError("type moves first: a number picks from that list")
            number = int(line)
            if not 1 <= number <= len(self.listed):
                raise UserError(f"choose 1 to {len(self.listed)}, not {number}")
            return self.listed[number - 1]
        plain = line.rstrip(".").casefold()
        for move in self.listed:
            if self.words(move).rstrip(".").casefold() == plain:
                return move
        return self.state.parse_move(line)

    def move(self, seat: int, line: str, say: Say) -> None:
        """Make the move ``line`` gives, or say in one line why not."""
        try:
            move = self.chosen(line)
        except UserError as exc:
            say(f"Not a move: {one_line(str(exc))}")
            return
        reason = self.state.why_illegal(move)
        if reason is not None:
            say(f"Not allowed: {reason.said()}.")
            return
        before = self.state.copy()
        text = self.state.move_text(move)
        self.state.apply(move)
        self.played.append(Played(before, move, text, seat))
        self.looked[seat] = len(self.played)
        say(f"{self.state.players[seat]} played: {self.told(before, move, self.state, seat)}")

    def undo(self, seat: int) -> str:
        """Take back every move since ``seat``'s last one, and that one."""
        for index in range(len(self.played) - 1, -1, -1):
            if self.played[index].seat == seat:
                self.state = self.played[index].before
                del self.played[index:]
                self.listed = []
                return f"Back to {self.state.players[seat]}'s move."
        return "Nothing to undo: this seat has not moved yet."

    # -- the record ----------------------------------------------------------------------------
    def record(self) -> str:
        """The game so far as a record (its header as the game was set up, then each move)."""
        lines = [f"# Played with rulebook play: {', '.join(self.agents)}."]
        lines += [f"{key}: {value}" for key, value in self.header]
        return "\n".join(lines + [""] + [p.text for p in self.played]) + "\n"

    def save(self, path: str) -> str:
        """Save the game so far at ``path`` (the ``save`` command): what came of it, in one
        line."""
        if not path:
            return "Say where: save FILE."
        try:
            return self.write(path)
        except UserError as exc:
            return f"Not saved: {one_line(str(exc))}"

    def write(self, path: str) -> str:
        """Write the game so far as a record at ``path``, whole or not at all (a UserError of
        one line if it cannot be written)."""
        check_targets([path])
        try:
            write_atomic(path, self.record())
        except OSError as exc:
            raise UserError(f"cannot write the record: {exc.strerror or exc}", path) from None
        return f"Saved {len(self.played)} moves to {one_line(path)}."


def parse_options(items: Iterable[str]) -> list[tuple[str, str]]:
    """``KEY=VALUE`` items as pairs (a UserError for one without ``=``)."""
    pairs = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UserError(f"--option {quote(item, 30)}: write KEY=VALUE")
        pairs.append((key.strip(), value.strip()))
    return pairs


def agents_for(text: str, players: int) -> tuple[str, ...]:
    """One agent a seat from ``--agents`` (one name: every seat)."""
    if not 1 <= players <= len(NAMES):
        raise UserError(f"--players {players}: give 1 to {len(NAMES)} players")
    specs = tuple(part.strip() for part in text.split(",") if part.strip())
    if len(specs) == 1:
        specs *= players
    if len(specs) != players:
        raise UserError(f"--agents gives {len(specs)} agents for {players} players (one per "
                        "seat, in seat order, or one for every seat)")
    return specs


def command(args: Any, stdin: IO[str], stdout: IO[str]) -> int:
    """``rulebook play`` (see the module's text): a UserError for a bad argument, 0 else."""
    if not 0 <= args.seed <= MAX_SEED:
        raise UserError(f"--seed {args.seed}: give 0 to {MAX_SEED:,}")
    if args.save:
        check_targets([args.save])
    if args.record:  # on from a record: its game, players, variants and moves
        record = read_record(args.record)
        game = registry.known(record.get("game") or "")
        if args.game not in (None, game):
            raise UserError(f"the record is a game of {game}, not {args.game}", args.record)
        start = registry.get(game).state_from_record(record)
        players = len(start.players)
        session = Session(game, players, agents_for(args.agents, players), seed=args.seed,
                          record=record)
    elif args.game is None:
        raise UserError("name the game to play, or give --record FILE to go on from")
    else:
        session = Session(args.game, args.players, agents_for(args.agents, args.players),
                          args.variant, parse_options(args.option), args.seed)
    screen = stdin.isatty() and stdout.isatty() and not os.environ.get("RULEBOOK_NO_CLEAR")
    status = session.run(stdin, stdout, screen=screen)
    if args.save:  # (a record that cannot be written: one line, exit 2)
        print(session.write(args.save), file=stdout)
    return status
