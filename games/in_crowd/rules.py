"""The "In" Crowd rules model: placing coins, calling votes, and the end.

Two players each hold the twelve coins of two suits. On your turn you do exactly one thing:

* place a coin from your hand, suit side up, on an empty square of the bottom ring;
* call a vote on an empty middle square whose three influencing bottom squares all hold coins;
* call a vote on an empty top square whose five influencing middle squares all hold coins.

In a vote the influencing coins are shown and each player adds up their own (Null 0, Ace 1).
The higher total wins: the winner's highest coin moves up into the square (if two tie, the
winner picks one) and every other voting coin goes back to its owner's hand. Equal totals,
0 against 0 included, send every voting coin home and leave the square empty. A player who can
do nothing passes. The game ends when the four top squares are full (or when both players pass
in a row); top coins score by value, and an equal score goes to whoever led before the final
vote.

>>> game = new_game("Ann", "Ben")
>>> for move in ["S5@A2", "M2@A3", "C3@A4"]: game.play(move)
>>> [game.move_text(m) for m in game.legal_moves() if m[0] == "vote"]
['vote mA2']
>>> game.play("vote mA2")
>>> print(game.votes[-1])  # doctest: +NORMALIZE_WHITESPACE
Vote on mA2: Ann 5 of Suns + 3 of Crowns = 8, Ben 2 of Moons = 2; Ann wins and the 5 of
Suns moves up
>>> game.why_illegal(game.parse_move("vote mA3"))
'a vote on mA3 needs a coin on each of A3, A4, A5 (empty: A3, A4, A5)'
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from ..core.components import Coin, Suit, suit_by_letter, suit_coins
from ..core.errors import UserError, quote
from ..core.protocol import GameState, Tally
from .pyramid import Pyramid
from .scoring import tally

PASS = ("pass",)
_PLACE = re.compile(r"^(\w\w)@(\w+)$")
_VOTE = re.compile(r"^vote\s+(\w+)$", re.IGNORECASE)
_ADVANCE = re.compile(r"^advance\s+(\w\w)$", re.IGNORECASE)

#: The variant options, by name.
VARIANTS = {
    "corner-five": "a middle corner square is influenced by all five bottom squares it touches",
    "low-coins-score-0": "a 2 or an Ace on top scores nothing (default: 8 and 16)",
    "peek-none": "nobody may look at their own coins once placed",
    "peek-all": "you may look at your own coins on every level",
    "jam-tiebreak": "in a jammed game, equal scores go to whoever led before the last top vote",
}


@dataclass(frozen=True)
class Rules:
    """Who plays which suits (first player first) and which variants are in force."""

    players: tuple[str, str]
    suits: tuple[tuple[Suit, Suit], tuple[Suit, Suit]]
    variants: frozenset[str] = frozenset()

    @staticmethod
    def make(players=("First", "Second"), suits="SC MA", variants=()) -> Rules:
        """Check and build the rules; a UserError says what is wrong.

        >>> Rules.make(suits="SS MA")
        Traceback (most recent call last):
        ...
        games.core.errors.UserError: each suit may be held by one player only: 'SS MA'
        """
        players = tuple(players)
        if len(players) != 2 or len(set(players)) != 2:
            raise UserError(f"the game is for two players with different names, "
                            f"not {' '.join(players) or 'none'}")
        pairs = suits.split()
        if len(pairs) != 2 or any(len(p) != 2 for p in pairs):
            raise UserError(f"give each player two suit letters, like 'SC MA': {quote(suits)}")
        chosen = tuple(tuple(suit_by_letter(letter) for letter in pair) for pair in pairs)
        if len({s for pair in chosen for s in pair}) != 4:
            raise UserError(f"each suit may be held by one player only: {quote(suits)}")
        unknown = [v for v in variants if v not in VARIANTS]
        if unknown:
            raise UserError(f"unknown variant {quote(unknown[0])}; known variants: "
                            + ", ".join(VARIANTS))
        if {"peek-none", "peek-all"} <= set(variants):
            raise UserError("choose one peeking rule: peek-none or peek-all (default: your "
                            "own coins on the bottom level)")
        return Rules(players, chosen, frozenset(variants))


@dataclass(frozen=True)
class Vote:
    """A vote as it was shown: the square, the voting coins, the totals and the outcome."""

    pyramid: Pyramid = field(repr=False)
    players: tuple[str, str]
    target: int  # the square voted on
    where: tuple[int, ...]  # the influencing squares, and the coin on each
    coins: tuple[Coin, ...]
    owners: tuple[int, ...]  # the seat owning each voting coin
    totals: tuple[int, int]
    winner: int | None  # None for a tie
    advanced: Coin | None = None

    @property
    def square(self) -> str:
        return self.pyramid.name(self.target)

    def candidates(self) -> list[Coin]:
        """The winner's highest voting coins, one of which moves up (none after a tie)."""
        if self.winner is None:
            return []
        mine = [c for c, o in zip(self.coins, self.owners) if o == self.winner]
        best = max(c.value for c in mine)
        return sorted(c for c in mine if c.value == best)

    def __str__(self) -> str:
        sides = []
        for seat, name in enumerate(self.players):
            mine = [c.name for c, o in zip(self.coins, self.owners) if o == seat]
            sides.append(f"{name} {' + '.join(mine)} = {self.totals[seat]}" if mine
                         else f"{name} no coins = 0")
        if self.winner is None:
            outcome = "a tie, so every voting coin goes home"
        else:
            moved = (f"the {self.advanced.name}" if self.advanced
                     else "one of the highest coins")
            outcome = f"{self.players[self.winner]} wins and {moved} moves up"
        return f"Vote on {self.square}: {', '.join(sides)}; {outcome}"


class InCrowdState(GameState):
    """An "In" Crowd position and the turn; see the module text for the rules."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.players = rules.players
        self.pyramid = Pyramid.make("corner-five" in rules.variants)
        self.owner = {s: seat for seat, pair in enumerate(rules.suits) for s in pair}
        self.hands = [sorted(c for s in pair for c in suit_coins(s)) for pair in rules.suits]
        self.board: list[Coin | None] = [None] * len(self.pyramid.squares)
        # missing[s]: how many of the squares influencing s are empty (kept up to date by _put).
        self.missing = [len(inf) for inf in self.pyramid.influencers]
        self.turn = 0
        self.passes = 0
        self.votes: list[Vote] = []
        self.pending: Vote | None = None  # a won vote waiting for the winner to pick a coin
        self.last_top: int | None = None  # the top square filled most recently
        self.top_filled = 0

    # -- the protocol --------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.is_terminal():
            return None
        return self.pending.winner if self.pending else self.turn

    def is_terminal(self) -> bool:
        return self.passes >= 2 or self.top_filled == 4

    def eligible(self) -> list[int]:
        """The empty middle and top squares a vote may be called on now."""
        board, missing = self.board, self.missing
        return [s for s in self.pyramid.upper if board[s] is None and not missing[s]]

    def legal_moves(self) -> list:
        if self.is_terminal():
            return []
        if self.pending:
            return [("advance", c) for c in self.pending.candidates()]
        empty = [s for s in self.pyramid.bottom if self.board[s] is None]
        moves = [("place", c, s) for c in self.hands[self.turn] for s in empty]
        moves += [("vote", s) for s in self.eligible()]
        return moves or [PASS]

    def random_move(self, rng):
        """As likely as drawing from :meth:`legal_moves`, without listing every placement."""
        if self.pending:
            return super().random_move(rng)
        hand = self.hands[self.turn]
        empty = [s for s in self.pyramid.bottom if self.board[s] is None] if hand else []
        votes = self.eligible()
        places = len(hand) * len(empty)
        if not places and not votes:
            return PASS
        k = rng.randrange(places + len(votes))
        if k < places:
            return ("place", hand[k // len(empty)], empty[k % len(empty)])
        return ("vote", votes[k - places])

    def why_illegal(self, move) -> str | None:
        if self.is_terminal():
            return "the game is over"
        name, kind = self.pyramid.name, move[0]
        player = self.players[self.current_player()]
        if self.pending and kind != "advance":
            options = " or ".join(c.code for c in self.pending.candidates())
            return (f"{player} must first choose which coin moves up to "
                    f"{self.pending.square} ({options})")
        if kind == "pass":
            moves = self.legal_moves()
            if moves != [PASS]:
                return (f"{player} may not pass while a move is possible "
                        f"(for example {self.move_text(moves[0])})")
        elif kind == "advance":
            if not self.pending:
                return "'advance' answers a won vote with two equal highest coins; none is open"
            if move[1] not in self.pending.candidates():
                options = " or ".join(c.code for c in self.pending.candidates())
                return f"the coin moving up to {self.pending.square} must be {options}"
        elif kind == "place":
            coin, square = move[1], move[2]
            if self.owner[coin.suit] != self.turn:
                return (f"{coin.code} is {self.players[self.owner[coin.suit]]}'s coin and it is "
                        f"{player}'s turn")
            if coin not in self.hands[self.turn]:
                return f"{coin.code} is not in {player}'s hand: it is on the pyramid"
            if self.pyramid.squares[square].level:
                return (f"coins are placed only on the bottom ring; {name(square)} is filled "
                        "by a vote")
            if self.board[square]:
                return f"{name(square)} is not empty: it holds {self._whose(square)} coin"
        elif kind == "vote":
            square = move[1]
            if not self.pyramid.squares[square].level:
                return f"votes are called on middle or top squares; {name(square)} is a " \
                       "bottom square"
            if self.board[square]:
                return f"{name(square)} is not empty: it holds {self._whose(square)} coin"
            needed = self.pyramid.influencers[square]
            empty = [name(i) for i in needed if self.board[i] is None]
            if empty:
                return (f"a vote on {name(square)} needs a coin on each of "
                        f"{', '.join(name(i) for i in needed)} (empty: {', '.join(empty)})")
        return None

    def apply(self, move) -> None:
        kind = move[0]
        if kind == "pass":
            self.passes += 1
            self.turn = 1 - self.turn
            return
        self.passes = 0
        if kind == "place":
            self.hands[self.turn].remove(move[1])
            self._put(move[2], move[1])
        elif kind == "vote":
            vote = self._count(move[1])
            if vote.winner is not None and not vote.advanced:
                self.pending = vote
                return  # the winner picks; the turn passes after the pick
            self._settle(vote)
        else:
            vote, self.pending = self.pending, None
            self._settle(dataclasses.replace(vote, advanced=move[1]))
        self.turn = 1 - self.turn

    def _count(self, square: int) -> Vote:
        """Show the coins influencing ``square`` and add them up; a single highest coin of the
        winner is already the one that moves up."""
        where = self.pyramid.influencers[square]
        coins = tuple(self.board[i] for i in where)
        owners = tuple(self.owner[c.suit] for c in coins)
        totals = [0, 0]
        for coin, seat in zip(coins, owners):
            totals[seat] += coin.value
        winner = None if totals[0] == totals[1] else int(totals[1] > totals[0])
        vote = Vote(self.pyramid, self.players, square, where, coins, owners,
                    (totals[0], totals[1]), winner)
        candidates = vote.candidates()
        return dataclasses.replace(vote, advanced=candidates[0]) if len(candidates) == 1 \
            else vote

    def _settle(self, vote: Vote) -> None:
        """Move the advancing coin up and send every other voting coin home."""
        advanced = vote.advanced
        for where, coin in zip(vote.where, vote.coins):
            self._put(where, None)
            if coin != advanced:
                self.hands[self.owner[coin.suit]].append(coin)
        for hand in self.hands:
            hand.sort()
        square = vote.target
        if advanced:
            self._put(square, advanced)
            if self.pyramid.squares[square].level == 2:
                self.last_top = square
                self.top_filled += 1
        self.votes.append(vote)

    def _put(self, square: int, coin: Coin | None) -> None:
        """Put ``coin`` on ``square`` (None empties it), keeping ``missing`` up to date."""
        step = (self.board[square] is None) - (coin is None)
        self.board[square] = coin
        for d in self.pyramid.dependents[square]:
            self.missing[d] -= step

    def _whose(self, square: int) -> str:
        return self.players[self.owner[self.board[square].suit]] + "'s"

    # -- scores ----------------------------------------------------------------------------
    def top_coins(self, seat: int, leave_out: int | None = None) -> list[tuple[str, Coin]]:
        """(square name, coin) for each of ``seat``'s coins on top, except ``leave_out``."""
        return [(self.pyramid.name(s), self.board[s]) for s in self.pyramid.level_squares(2)
                if self.board[s] and self.owner[self.board[s].suit] == seat and s != leave_out]

    def tallies(self, before_final: bool = False) -> list[Tally]:
        """Each player's score; ``before_final`` leaves out the coin of the last top vote."""
        leave_out = self.last_top if before_final else None
        return [tally(name, self.top_coins(seat, leave_out), self.rules.variants)
                for seat, name in enumerate(self.players)]

    def winners(self) -> list[str]:
        """The higher score wins; equal scores go to whoever led before the vote that filled
        the top; if that is equal too, or the game jammed (two passes), both share the win
        (``jam-tiebreak``: a jammed game looks back to its last top vote)."""
        totals = [t.total for t in self.tallies()]
        if totals[0] != totals[1]:
            return [self.players[int(totals[1] > totals[0])]]
        jammed = self.passes >= 2
        if self.last_top is not None and (not jammed or "jam-tiebreak" in self.rules.variants):
            before = [t.total for t in self.tallies(before_final=True)]
            if before[0] != before[1]:
                return [self.players[int(before[1] > before[0])]]
        return list(self.players)

    # -- hidden information -----------------------------------------------------------------
    def may_look(self, seat: int, square: int) -> bool:
        """Whether ``seat`` may look at the value of the coin on ``square`` (the peek rule)."""
        coin = self.board[square]
        if coin is None or self.owner[coin.suit] != seat or "peek-none" in self.rules.variants:
            return False
        return "peek-all" in self.rules.variants or self.pyramid.squares[square].level == 0

    def observation(self, player: int) -> View:
        """What ``player`` sees: their own hand, the other hand's size, and every coin on the
        pyramid by suit, with its value only where the peek rule lets them look."""
        board = tuple(None if c is None else (c if self.may_look(player, s) else c.suit)
                      for s, c in enumerate(self.board))
        return View(self.players[player], self.pyramid, board, tuple(self.hands[player]),
                    len(self.hands[1 - player]))

    # -- notation and text -----------------------------------------------------------------
    def parse_move(self, text: str):
        """``S3@A2`` places a coin, ``vote mA2`` calls a vote, ``advance S5`` picks the coin
        that moves up after a won vote with two equal highest coins, ``pass`` passes."""
        text = text.strip()
        if text.lower() == "pass":
            return PASS
        for pattern, build in ((_VOTE, lambda m: ("vote", self.pyramid.index(m.group(1)))),
                               (_ADVANCE, lambda m: ("advance", Coin.parse(m.group(1)))),
                               (_PLACE, lambda m: ("place", Coin.parse(m.group(1)),
                                                   self.pyramid.index(m.group(2))))):
            match = pattern.match(text)
            if match:
                return build(match)
        raise UserError("not a move: write a placement like S3@A2, 'vote mA2', "
                        "'advance S5' or 'pass'")

    def move_text(self, move) -> str:
        kind = move[0]
        if kind == "place":
            return f"{move[1].code}@{self.pyramid.name(move[2])}"
        if kind == "vote":
            return f"vote {self.pyramid.name(move[1])}"
        if kind == "advance":
            return f"advance {move[1].code}"
        return "pass"

    def to_text(self) -> str:
        return picture(self.pyramid, lambda s: self.board[s].code if self.board[s] else "..")

    def copy(self) -> InCrowdState:
        other = object.__new__(InCrowdState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.board = list(self.board)
        other.missing = list(self.missing)
        other.votes = list(self.votes)
        return other


@dataclass(frozen=True)
class View:
    """One player's view: each square holds None, a Coin (value seen) or a Suit (value hidden)."""

    player: str
    pyramid: Pyramid
    board: tuple
    hand: tuple[Coin, ...]
    other_hand: int

    def to_text(self) -> str:
        def cell(s):
            c = self.board[s]
            return ".." if c is None else (c.code if isinstance(c, Coin) else c.letter + "?")
        return picture(self.pyramid, cell)


def picture(pyramid: Pyramid, cell) -> str:
    """The three levels as text, top level first, each row from the top; ``##`` is covered."""
    lines = []
    for level in (2, 1, 0):
        size = 6 - 2 * level
        spots = {(pyramid.squares[s].x, pyramid.squares[s].y): s
                 for s in pyramid.level_squares(level)}
        lines.append(("bottom", "middle", "top")[level] + ":")
        for y in reversed(range(size)):
            row = [cell(spots[(x, y)]) if (x, y) in spots else "##" for x in range(size)]
            lines.append(f"  {y + 1} " + " ".join(row))
    return "\n".join(lines)


def new_game(first="First", second="Second", suits="SC MA", variants=()) -> InCrowdState:
    """A new game; ``first`` moves first and holds the first pair of ``suits``."""
    return InCrowdState(Rules.make((first, second), suits, variants))


HEADER_KEYS = ("game", "title", "players", "suits", "variant")


def state_from_record(record) -> InCrowdState:
    """The starting position a record's header describes.

    ``players:`` two names, the first to move first (default First Second); ``suits:`` each
    player's two suit letters in the same order (default ``SC MA``); ``variant:`` names from
    :data:`VARIANTS`, separated by spaces or commas.
    """
    record.check_keys(HEADER_KEYS, 'The "In" Crowd')
    players = record.parsed("players", "First Second",
                            lambda text: Rules.make(text.replace(",", " ").split()).players)
    suits = record.parsed("suits", "SC MA", lambda text: Rules.make(players, text).suits)
    variants = tuple(record.get("variant", "").replace(",", " ").split())
    record.parsed("variant", "", lambda _: Rules.make(players, "SC MA", variants))
    letters = " ".join(a.letter + b.letter for a, b in suits)
    return InCrowdState(Rules.make(players, letters, variants))
