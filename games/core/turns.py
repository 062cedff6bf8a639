"""A game's turn as one declared table of move kinds.

Each kind of move is declared once, as a small class: how it is written (:meth:`MoveKind.parse`,
:meth:`MoveKind.text`) and said as tried (:meth:`MoveKind.tried`), when it is legal and the
reason it is not (:meth:`MoveKind.why_not`, a :class:`~games.core.reasons.Reason`),
what it does (:meth:`MoveKind.apply`), every move of the kind that is legal now
(:meth:`MoveKind.moves`) and, where listing them is slow, how to draw one at random
(:meth:`MoveKind.sample`). A :class:`TurnTable` lists the kinds and which of them each phase of
the turn allows; a :class:`TableState` answers the whole protocol from its table, so a rules
editor finds a rule by its move kind, and the random player, the legality check and the parser
can never disagree. Two shapes of notation that several games share are written here once: a
kind whose one move is its name (:class:`WordKind`: ``pass``) and a kind whose move is a word
and a coin (:class:`CoinKind`: ``advance S5``).

A toy game shows the shape: players take 1 or 2 counters from a pile in turn, and one who cannot
take passes.

>>> from enum import Enum
>>> from games.core.reasons import Rule
>>> class Phase(Enum):
...     PLAY = "play"
>>> LEFT = Rule("the-pile", "only {left} left")  # the rule, declared once with its words
>>> class Take(MoveKind):
...     name, notation, move_type = "take", "take N (1 or 2)", int
...     def parse(self, state, text):
...         word, _, n = text.partition(" ")
...         return int(n) if word == "take" and n in ("1", "2") else NOT_THIS
...     def text(self, state, move):
...         return f"take {move}"
...     def tried(self, state, move):
...         return f"taking {move}"
...     def why_not(self, state, move):
...         return LEFT(left=state.pile) if move > state.pile else None
...     def apply(self, state, move):
...         state.pile -= move
...         state.turn = 1 - state.turn
...     def moves(self, state):
...         return [n for n in (1, 2) if n <= state.pile]
>>> class Pass(MoveKind):
...     name, notation, only_if_stuck = "pass", "pass", True
...     def owns(self, move):
...         return move is None
...     def parse(self, state, text):
...         return PASS if text == "pass" else NOT_THIS
...     def text(self, state, move):
...         return "pass"
...     def apply(self, state, move):
...         state.turn = 1 - state.turn
...     def moves(self, state):
...         return [None]
>>> PASS = None
>>> class Pile(TableState):
...     TURNS = TurnTable(Take(), Pass(), phases={Phase.PLAY: ("take", "pass")})
...     players, phase = ("Ann", "Ben"), Phase.PLAY
...     def __init__(self, pile):
...         self.pile, self.turn = pile, 0
...     def current_player(self): return self.turn
...     def is_terminal(self): return False
...     def tallies(self): return []
...     def copy(self): return Pile(self.pile)
>>> game = Pile(3)
>>> game.legal_moves(), game.why_illegal(None)
([1, 2], Reason(only-when-stuck: 'Ann may not pass while a legal move exists (for example take 1)'))
>>> game.why_illegal(None).said()
'Ann may not pass while a legal move exists (for example taking 1)'
>>> game.play("take 2"); game.why_illegal(game.parse_move("take 2"))
Reason(the-pile: 'only 1 left')
>>> game.parse_move("take 7")
Traceback (most recent call last):
...
games.core.errors.UserError: not a move: write take N (1 or 2), or pass
>>> game.play("take 1"); game.legal_moves(), game.move_text(game.random_move(random.Random(1)))
([None], 'pass')
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from enum import Enum
from typing import Any, ClassVar, NamedTuple

from .components import Coin
from .errors import IllegalMove, UserError
from .protocol import GameState
from .reasons import Reason, Rule, Term

#: The table's own rules, asked before any kind's: every move is refused once the game has
#: ended; a move must be of a kind of this game, and of a kind the phase allows; and a kind
#: offered only when stuck (a pass) is refused while another move is legal.
OVER = Rule("game-over", "the game is over")
NO_SUCH_KIND = Rule("no-such-kind", "{move} is not a move of this game")
NOT_NOW = Rule("not-now", "{kind} is not a move now")
ONLY_WHEN_STUCK = Rule("only-when-stuck", "{player} may not {kind} while a legal move exists "
                       "(for example {example})")
#: The reason every move is refused once the game has ended, as an error says it.
GAME_OVER = str(OVER())


class Part(NamedTuple):
    """One thing a person picks, by clicking it, to make a move (the Play page): ``key`` names
    it, the same for the same thing in every move that uses it (``B1`` for a square, ``6S``
    for a card); ``words``, what it is called (``B1``, ``the 6 of Spades``). A figure drawn for
    play marks what it draws for a part with ``data-part="KEY"``
    (:meth:`games.draw.svg.Document.part`); a part it does not draw (a size to choose, a
    pass) is offered as a button in its words."""

    key: str
    words: str


class _NotThis:
    def __repr__(self) -> str:
        return "NOT_THIS"


#: What :meth:`MoveKind.parse` returns for text written in another kind's notation.
NOT_THIS: Any = _NotThis()


class MoveKind:
    """One kind of move, declared once. Subclass it per kind and override what the kind needs;
    a declared kind is an instance of its subclass (it holds no state of its own)."""

    #: The kind's name, as a rules editor calls it ("place", "bribe").
    name: ClassVar[str] = ""
    #: How a move of this kind is written, for error messages ("R3@C2").
    notation: ClassVar[str] = ""
    #: Moves of this kind are instances of this type (else override :meth:`owns`).
    move_type: ClassVar[type | None] = None
    #: A kind offered only when no other kind has a legal move (a pass).
    only_if_stuck: ClassVar[bool] = False

    def owns(self, move: Any) -> bool:
        """Whether ``move`` is of this kind."""
        return self.move_type is not None and isinstance(move, self.move_type)

    def parse(self, state: Any, text: str) -> Any:
        """The move ``text`` writes, or :data:`NOT_THIS` if it is not this kind's notation (a
        UserError if it is, but is malformed)."""
        raise NotImplementedError(self.name)

    def text(self, state: Any, move: Any) -> str:
        """``move`` in the game's notation."""
        raise NotImplementedError(self.name)

    def why_not(self, state: Any, move: Any) -> Reason | None:
        """The rule ``move`` breaks now (a :class:`~games.core.reasons.Reason`), or None if it
        is legal (only asked in a phase that allows the kind)."""
        return None

    def apply(self, state: Any, move: Any) -> None:
        """Make ``move`` (legal) on ``state``."""
        raise NotImplementedError(self.name)

    def moves(self, state: Any) -> Sequence[Any]:
        """Every move of this kind that is legal now."""
        raise NotImplementedError(self.name)

    def sample(self, state: Any, rng: random.Random) -> Any:
        """One of :meth:`moves` drawn uniformly; override where listing them all is slow."""
        moves = self.moves(state)
        return moves[rng.randrange(len(moves))]

    def candidates(self, state: Any) -> Iterable[Any] | None:
        """Every move of this kind's shape worth asking about now, legal or not, found without
        the rule (every card in hand on every square, say): the moves :meth:`moves` must list
        are those of them the rules allow. tests/test_contract.py asks ``why_illegal`` of
        each, so that a listing that leaves out a legal move fails as surely as one that lists
        an illegal move. None (the default) for a kind whose moves cannot be counted, such as
        an aim in degrees; a game of discrete moves declares them for every kind."""
        return None

    def tried(self, state: Any, move: Any) -> str:
        """``move`` in a player's words as tried from ``state``, legal or not (``placing the 3
        of Suns on A2``): what a refusal's example and a checked move are told with. By
        default its notation, which the player's edition refuses: a game of discrete moves
        words each kind's."""
        return self.text(state, move)

    def named(self, state: Any, move: Any) -> str:
        """``move`` as a noun phrase in a player's words (``placing the 3 of Suns on A2``,
        ``Blue's 2-pip on A2``): how a refusal names it as an example. By default
        :meth:`tried`."""
        return self.tried(state, move)

    def describe(self, before: Any, move: Any, after: Any) -> str:
        """``move`` in a player's words, told from the positions ``before`` and ``after`` it
        (the narrator's ``describe``: :mod:`games.core.narration`), so that the words of a move
        live beside its rule."""
        raise NotImplementedError(self.name)

    def seen(self, before: Any, move: Any, after: Any, player: int) -> str | None:
        """``move`` in words as ``player`` may be told it, in a game where some of a position
        is hidden (:attr:`games.core.game.Information.IMPERFECT`): :meth:`describe`'s words
        where they give away nothing hidden from ``player``, else words that do not. None (the
        default): the kind does not say, and a player who may not see everything is told only
        that the move was made (``rulebook play``)."""
        return None

    def parts(self, state: Any, move: Any) -> tuple[Part, ...]:
        """What a person picks to make ``move`` from ``state``, as :class:`Part` values (the
        Play page: a move is made once everything it is made of has been picked). Asked of
        legal moves, and of any of :meth:`candidates` (to find the rule a pick breaks), so it
        must answer for a move the rules refuse too. By default one part, the move itself in
        words: offered as a button."""
        return (Part("move:" + self.text(state, move), self.tried(state, move)),)

    def not_now(self, state: Any, move: Any) -> Reason:
        """Why a move of this kind cannot be made in the present phase of the turn."""
        return NOT_NOW(kind=self.name)

    def not_while(self, state: Any, example: Term) -> Reason:
        """Why a kind offered only when stuck is refused while another move, ``example`` (its
        notation and its words), is legal; a game may override it to call its moves by their
        name.

        >>> Pass = type("Pass", (MoveKind,), {"name": "pass"})
        >>> class Toy:
        ...     players = ("Ann", "Ben")
        ...     def current_player(self): return 1
        >>> reason = Pass().not_while(Toy(), Term("take 1", "taking one counter"))
        >>> print(reason)
        Ben may not pass while a legal move exists (for example take 1)
        >>> reason.said()
        'Ben may not pass while a legal move exists (for example taking one counter)'
        """
        player = state.players[state.current_player()]
        return ONLY_WHEN_STUCK(player=player, kind=self.name, example=example)

    def __repr__(self) -> str:
        return f"<move kind {self.name}>"


class WordKind(MoveKind):
    """A kind whose one move, :attr:`move`, is written as the kind's name (``pass``,
    ``rover``), read in any case; that move is its one candidate. A game's kind takes it
    before the game's own base, ``class PassKind(WordKind, Kind)``, and says when the move is
    legal and what it does.

    >>> class Pass(WordKind):
    ...     name, move = "pass", None
    >>> kind = Pass()
    >>> kind.parse(None, "PASS"), kind.parse(None, "pass now"), kind.text(None, None)
    (None, NOT_THIS, 'pass')
    """

    #: The kind's one move.
    move: ClassVar[Any] = None

    def parse(self, state: Any, text: str) -> Any:
        return self.move if text.lower() == self.name else NOT_THIS

    def text(self, state: Any, move: Any) -> str:
        return self.name

    def candidates(self, state: Any) -> list[Any]:
        return [self.move]


class CoinKind(MoveKind):
    """A kind whose move is a word and one piecepack coin (``Tn S4``, ``advance S5``), read
    with the word in any case and a space or more before the coin's code: the move is
    ``move_type(coin)``, and it is written back as :attr:`word` and the coin's code. A game's
    kind takes it before the game's own base, ``class AdvanceKind(CoinKind, Kind)``.

    >>> from typing import NamedTuple
    >>> class Advance(NamedTuple):
    ...     coin: Coin
    >>> class AdvanceKind(CoinKind):
    ...     name, word, move_type = "advance", "advance", Advance
    >>> kind = AdvanceKind()
    >>> move = kind.parse(None, "ADVANCE  s5"); move, kind.text(None, move)
    (Advance(coin=Coin(suit=Suit(letter='S', name='Suns'), rank=5)), 'advance S5')
    >>> kind.parse(None, "advance"), kind.parse(None, "advances S5")
    (NOT_THIS, NOT_THIS)
    """

    #: The word written before the coin.
    word: ClassVar[str] = ""
    #: The move's type, made from the coin alone.
    move_type: ClassVar[type]

    def parse(self, state: Any, text: str) -> Any:
        match = re.match(rf"^{re.escape(self.word)}\s+(\w\w)$", text, re.IGNORECASE)
        return self.move_type(Coin.parse(match.group(1))) if match else NOT_THIS

    def text(self, state: Any, move: Any) -> str:
        return f"{self.word} {move.coin.code}"


class TurnTable:
    """The move kinds of a game, and the kinds each phase of the turn allows.

    ``phases`` maps each value of the state's ``phase`` to the names of the kinds it allows;
    without it every kind is allowed whenever the game is not over. The random player
    (:meth:`sample`) draws uniformly among all legal moves, in the order :meth:`legal` lists
    them; a game whose moves are many overrides :meth:`sample` in a subclass of its table with
    a draw that gives the same odds without listing them (each kind's :meth:`MoveKind.sample`),
    checked against :meth:`legal` by a property test. A table whose random player draws with
    odds of its own sets :attr:`uniform` False and states those odds in its :meth:`sample`
    (tests/test_contract.py holds every game to the one it declares).
    """

    #: Whether :meth:`sample` draws uniformly among the legal moves.
    uniform: bool = True

    def __init__(self, *kinds: MoveKind, phases: Mapping[Enum, Iterable[str]] | None = None):
        self.kinds = kinds
        self.by_name = {kind.name: kind for kind in kinds}
        #: The kind of each declared ``move_type``: a game's hot path may look a move's kind
        #: up here first (``by_type.get(type(move))``), and ask :meth:`kind_of` if it is absent.
        self.by_type = {kind.move_type: kind for kind in kinds if kind.move_type is not None}
        self.phases: dict[Enum, tuple[MoveKind, ...]] | None = None
        if phases is not None:
            self.phases = {phase: tuple(self.by_name[name] for name in names)
                           for phase, names in phases.items()}

    def kind_of(self, move: Any) -> MoveKind | None:
        """The kind ``move`` belongs to (None: no kind of this game)."""
        kind = self.by_type.get(type(move))
        if kind is not None:
            return kind
        for kind in self.kinds:
            if kind.owns(move):
                return kind
        return None

    def now(self, state: Any) -> tuple[MoveKind, ...]:
        """The kinds the present phase allows."""
        return self.kinds if self.phases is None else self.phases[state.phase]

    def legal(self, state: Any) -> list[Any]:
        """Every legal move: those of each kind the phase allows, in declared order; the kinds
        offered only when stuck come in when nothing else is legal."""
        if state.is_terminal():
            return []
        kinds = self.now(state)
        moves = [m for kind in kinds if not kind.only_if_stuck for m in kind.moves(state)]
        if moves:
            return moves
        return [m for kind in kinds if kind.only_if_stuck for m in kind.moves(state)]

    def why_illegal(self, state: Any, move: Any) -> Reason | None:
        """None if ``move`` is legal now, else the rule it breaks."""
        if state.is_terminal():
            return OVER()
        kind = self.kind_of(move)
        if kind is None:
            return NO_SUCH_KIND(move=repr(move))
        if kind not in self.now(state):
            return kind.not_now(state, move)
        if kind.only_if_stuck:
            other = next((m for k in self.now(state) if not k.only_if_stuck
                          for m in k.moves(state)), _NONE)
            if other is not _NONE:
                return kind.not_while(state, Term(state.move_text(other),
                                                  self.named(state, other)))
        return kind.why_not(state, move)

    def tried(self, state: Any, move: Any) -> str:
        """``move`` in a player's words as tried from ``state``, by its kind
        (:meth:`MoveKind.tried`)."""
        return self._kind(move).tried(state, move)

    def named(self, state: Any, move: Any) -> str:
        """``move`` named in a player's words, by its kind (:meth:`MoveKind.named`)."""
        return self._kind(move).named(state, move)

    def _kind(self, move: Any) -> MoveKind:
        kind = self.kind_of(move)
        if kind is None:
            raise UserError(f"{move!r} is not a move of this game")
        return kind

    def apply(self, state: Any, move: Any) -> None:
        """Make ``move`` (legal) through its kind."""
        if state.is_terminal():
            raise IllegalMove(GAME_OVER)
        kind = self.kind_of(move)
        if kind is None:
            raise IllegalMove(f"{move!r} is not a move of this game")
        kind.apply(state, move)

    def parse(self, state: Any, text: str) -> Any:
        """The move ``text`` writes: the first kind whose notation it is."""
        text = text.strip()
        for kind in self.kinds:
            move = kind.parse(state, text)
            if move is not NOT_THIS:
                return move
        ways = [kind.notation for kind in self.kinds if kind.notation]
        raise UserError("not a move: write " + (", ".join(ways[:-1]) + ", or " + ways[-1]
                                                if len(ways) > 1 else ways[0]))

    def text(self, state: Any, move: Any) -> str:
        kind = self.kind_of(move)
        if kind is None:
            raise UserError(f"{move!r} is not a move of this game")
        return kind.text(state, move)

    def candidates(self, state: Any) -> list[Any] | None:
        """The candidates of every kind (:meth:`MoveKind.candidates`), whatever the phase
        allows, so that the phase's gate is tested too; None if a kind cannot count its own."""
        found: list[Any] = []
        for kind in self.kinds:
            some = kind.candidates(state)
            if some is None:
                return None
            found.extend(some)
        return found

    def describe(self, before: Any, move: Any, after: Any) -> str:
        """``move`` in words, by its kind (:meth:`MoveKind.describe`)."""
        kind = self.kind_of(move)
        if kind is None:
            raise UserError(f"{move!r} is not a move of this game")
        return kind.describe(before, move, after)

    def seen(self, before: Any, move: Any, after: Any, player: int) -> str | None:
        """``move`` in words as ``player`` may be told it, by its kind (:meth:`MoveKind.seen`)."""
        kind = self.kind_of(move)
        return None if kind is None else kind.seen(before, move, after, player)

    def parts(self, state: Any, move: Any) -> tuple[Part, ...]:
        """What a person picks to make ``move``, by its kind (:meth:`MoveKind.parts`)."""
        kind = self.kind_of(move)
        if kind is None:
            raise UserError(f"{move!r} is not a move of this game")
        return kind.parts(state, move)

    def sample(self, state: Any, rng: random.Random) -> Any:
        """A legal move drawn uniformly at random."""
        moves = self.legal(state)
        if not moves:
            raise IllegalMove(GAME_OVER)
        return moves[rng.randrange(len(moves))]


_NONE = object()


class TableState(GameState):
    """A state whose moves are declared in its class's :data:`TURNS` table: it answers
    ``legal_moves``, ``why_illegal``, ``apply``, ``parse_move``, ``move_text`` and
    ``random_move`` from it, and leaves whose turn it is, the end and the scores to the game."""

    TURNS: ClassVar[TurnTable]

    def legal_moves(self) -> list[Any]:
        return self.TURNS.legal(self)

    def why_illegal(self, move: Any) -> Reason | None:
        return self.TURNS.why_illegal(self, move)

    def apply(self, move: Any) -> None:
        self.TURNS.apply(self, move)

    def parse_move(self, text: str) -> Any:
        return self.TURNS.parse(self, text)

    def move_text(self, move: Any) -> str:
        return self.TURNS.text(self, move)

    def random_move(self, rng: random.Random) -> Any:
        return self.TURNS.sample(self, rng)
