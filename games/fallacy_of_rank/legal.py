"""Which moves are legal, and why a move is not: the half of the rules that only looks.

:class:`LegalMoves` is mixed into :class:`games.fallacy_of_rank.rules.FallacyState`, which
holds the position and makes the moves. It lists every legal move, draws one at random without
listing them all, finds where a tile can take a piece, and names the rule an illegal move
breaks.
"""

from __future__ import annotations

from bisect import bisect_right

from ..core.components import Coin, Pawn
from ..core.words import count
from .armies import PER_WAVE, WAVES, sort_key
from .combat import ACE, NULL
from .moves import (
    NO_BOOST,
    NULL_BOOST,
    PASS,
    RANK_CODES,
    Boost,
    Place,
    Recover,
    Step,
    TileMove,
    text,
)


class LegalMoves:
    """The legality half of the rules (see the module text); needs the position's fields."""

    def legal_moves(self) -> list:
        if self.ending:
            return []
        if self.in_setup:
            seat = self.current_player()
            return [Place(p, s) for p in self._placeable(seat) for s in self._open_corner(seat)]
        if self.pending:
            return self._boosts(self.pending.waiting())
        seat = self.turn
        moves = [Step(s, t, self.owner[t] >= 0) for s, t in self._step_pairs(seat)]
        held = self._held(seat)
        reach = self._all_reach(seat, held)
        for rank in sorted(held):
            if rank == ACE:
                empty = [s for s in self.board.squares if self.owner[s] < 0]
                moves += [TileMove(ACE, s, t) for s in self._teleportable(seat) for t in empty]
            elif rank == NULL:
                moves += [Recover(c) for c in self._recoverable(seat)]
            else:
                moves += [TileMove(rank, s, t, self.owner[t] >= 0)
                          for s, dist in reach for t, d in dist.items() if d <= rank]
        return moves or [PASS]

    def random_move(self, rng):
        """As likely as drawing from :meth:`legal_moves`, without listing every teleport."""
        if self.ending or self.in_setup or self.pending:
            if self.in_setup and not self.ending:  # a piece kind, then a square, both uniform
                seat = self.current_player()
                kinds, squares = self._placeable(seat), self._open_corner(seat)
                return Place(kinds[rng.randrange(len(kinds))],
                             squares[rng.randrange(len(squares))])
            return super().random_move(rng)
        seat, owner = self.turn, self.owner
        pairs = self._step_pairs(seat)
        held = self._held(seat)
        if not held:  # the common case late in a game: only moves of one square
            if not pairs:
                return PASS
            s, t = pairs[rng.randrange(len(pairs))]
            return Step(s, t, owner[t] >= 0)
        reach = self._all_reach(seat, held)
        steps = [list(dist.values()) for _, dist in reach]  # in order: see reach()
        ranks = sorted(held)
        sizes = []  # how many moves each tile gives
        for rank in ranks:
            if rank == ACE:
                sizes.append(len(self._teleportable(seat)) * self.empty)
            elif rank == NULL:
                sizes.append(len(self._recoverable(seat)))
            else:
                sizes.append(sum(bisect_right(found, rank) for found in steps))
        k = rng.randrange(len(pairs) + sum(sizes))
        if k < len(pairs):
            s, t = pairs[k]
            return Step(s, t, owner[t] >= 0)
        k -= len(pairs)
        for rank, size in zip(ranks, sizes):
            if k >= size:
                k -= size
            elif rank == ACE:
                return self._teleport(self._teleportable(seat)[k // self.empty], k % self.empty)
            elif rank == NULL:
                return Recover(self._recoverable(seat)[k])
            else:
                for (src, dist), found in zip(reach, steps):
                    here = bisect_right(found, rank)
                    if k < here:
                        dst = list(dist)[k]
                        return TileMove(rank, src, dst, owner[dst] >= 0)
                    k -= here
        raise AssertionError("fewer moves than counted")

    def _teleport(self, src: int, k: int) -> TileMove:
        """The Ace teleport from ``src`` to the ``k``-th empty square in square order."""
        for s in self.board.squares:
            if self.owner[s] < 0:
                if not k:
                    return TileMove(ACE, src, s)
                k -= 1
        raise AssertionError("fewer empty squares than counted")

    # -- what may be done -------------------------------------------------------------------
    def _placeable(self, seat: int) -> list:
        """The kinds of piece ``seat`` may place now: only pawns once every placement left is
        needed for them."""
        supply = self.supply[seat]
        left = WAVES * PER_WAVE - len(self.pieces[seat])
        pawns = sum(1 for p in supply if type(p) is Pawn)
        kinds = sorted(set(supply), key=sort_key)
        return [p for p in kinds if type(p) is Pawn] if pawns >= left else kinds

    def _open_corner(self, seat: int) -> list[int]:
        return [s for s in self.board.corners[seat] if self.owner[s] < 0]

    def _step_pairs(self, seat: int) -> list[tuple[int, int]]:
        owner, adjacent = self.owner, self.board.adjacent
        return [(s, t) for s in sorted(self.pieces[seat]) for t in adjacent[s] if owner[t] != seat]

    def _held(self, seat: int) -> set[int]:
        """The ranks of the tiles ``seat`` could use now (a Null only with a coin to take
        back)."""
        held = {t.rank for t in self.tiles[seat]}
        if NULL in held and not any(type(p) is Coin for p in self.discard[seat]):
            held.discard(NULL)
        if ACE in held and not (self._teleportable(seat) and self.empty):
            held.discard(ACE)
        return held

    def _teleportable(self, seat: int) -> list[int]:
        """The squares of the coins an Ace may teleport: ``seat``'s own, or any coin
        (ace-any-coin)."""
        cells = self.cells
        if "ace-any-coin" in self.rules.variants:
            return [s for s in self.board.squares if type(cells[s]) is Coin]
        return [s for s in sorted(self.pieces[seat]) if type(cells[s]) is Coin]

    def _recoverable(self, seat: int) -> list[Coin]:
        return sorted({p for p in self.discard[seat] if type(p) is Coin}, key=sort_key)

    def _tile_movable(self, seat: int) -> list[int]:
        """The squares of the pieces ``seat`` may move with a 2-5 tile: their own, or every
        piece on the board (any-piece)."""
        if "any-piece" in self.rules.variants:
            return [s for s in self.board.squares if self.owner[s] >= 0]
        return sorted(self.pieces[seat])

    def _all_reach(self, seat: int, held: set[int]) -> list[tuple[int, dict[int, int]]]:
        """For each piece ``seat`` may move with a tile, where a 2-5 tile could take it (see
        :meth:`reach`)."""
        longest = max((r for r in held if r >= 2), default=0)
        if not longest:
            return []
        return [(s, self.reach(s, longest)) for s in self._tile_movable(seat)]

    def reach(self, src: int, limit: int) -> dict[int, int]:
        """The squares the piece on ``src`` can reach in at most ``limit`` steps through empty
        squares, with the steps each takes, fewest steps first: the square of an enemy of the
        piece's owner can be the last step (an attack), never one passed through. In the
        straight-moves variant, straight lines only.
        """
        seat, owner = self.owner[src], self.owner
        if "straight-moves" in self.rules.variants:
            found = {}
            for d in range(4):
                here, heading = src, d
                for steps in range(1, limit + 1):
                    nxt = self.board.ahead[here][heading]
                    if nxt is None or owner[nxt[0]] == seat:
                        break
                    here, heading = nxt
                    found.setdefault(here, steps)
                    if owner[here] >= 0:
                        break
            return dict(sorted(found.items(), key=lambda item: item[1]))
        adjacent = self.board.adjacent
        found, frontier = {src: 0}, [src]
        for steps in range(1, limit + 1):
            nxt = []
            for s in frontier:
                for t in adjacent[s]:
                    if t not in found:
                        o = owner[t]
                        if o < 0:
                            found[t] = steps
                            nxt.append(t)
                        elif o != seat:
                            found[t] = steps
            frontier = nxt
        del found[src]
        return found

    def _boosts(self, seat: int) -> list[Boost]:
        tiles = sorted({t.rank for t in self.tiles[seat] if t.rank})
        coins = sorted({c for c in self.hand[seat] if c.rank}, key=sort_key)
        return [NO_BOOST] + [Boost(r) for r in tiles] + [Boost(c.rank, c) for c in coins]

    # -- why a move is illegal ----------------------------------------------------------------
    def why_illegal(self, move) -> str | None:
        if self.ending:
            return "the game is over"
        seat = self.current_player()
        player = self.players[seat]
        kind = type(move)
        if self.in_setup:
            if kind is not Place:
                wave = self.placed // (PER_WAVE * len(self.players)) + 1
                return (f"the setup is not over: {player} places a piece (wave {wave} of "
                        f"{WAVES})")
            return self._why_not_place(seat, move)
        if kind is Place:
            return "the setup is over: pieces are placed only before the first turn"
        if self.pending:
            if kind is not Boost:
                return (f"{player} must first choose a boost for the combat on "
                        f"{self.board.name(self.pending.dst)} (boost none, a tile or a coin)")
            return self._why_not_boost(seat, move)
        if kind is Boost:
            return "a boost is chosen only in a combat that rank and boost decide; none is on"
        if kind is Step:
            return self._why_not_move(seat, move, 1, "a move goes one square across an edge"
                                      + (" or a link" if self.board.links else ""))
        if kind is TileMove:
            if move.rank not in {t.rank for t in self.tiles[seat]}:
                return f"{player} holds no {RANK_CODES[move.rank].upper()} tile"
            if move.rank == ACE:
                return self._why_not_teleport(seat, move)
            way = "in a straight line " if "straight-moves" in self.rules.variants else ""
            return self._why_not_move(seat, move, move.rank,
                                      f"no path of at most {move.rank} steps {way}through "
                                      "empty squares leads there",
                                      anyone="any-piece" in self.rules.variants)
        if kind is Recover:
            if NULL not in {t.rank for t in self.tiles[seat]}:
                return f"{player} holds no Null tile"
            if move.coin not in self.discard[seat]:
                return f"{move.coin.code} is not in {player}'s discard pile"
            return None
        moves = self.legal_moves()
        if moves != [PASS]:
            return (f"{player} may not pass while a move is possible (for example "
                    f"{self.move_text(moves[0])})")
        return None

    def _whose(self, square: int) -> str:
        return f"{self.players[self.owner[square]]}'s"

    def _why_not_place(self, seat: int, move: Place) -> str | None:
        player, name = self.players[seat], self.board.name(move.square)
        owner = self.seat_of.get(move.piece.suit)
        if owner != seat:
            whose = "nobody's" if owner is None else f"{self.players[owner]}'s"
            return f"{text(move, self.board)[:2]} is {whose} piece and {player} is placing"
        if move.piece not in self.supply[seat]:
            return f"{player} has no {text(move, self.board)[:2]} left to place"
        if move.square not in self.board.corners[seat]:
            return f"{name} is not in {player}'s corner ({self.board.span(seat)})"
        if self.owner[move.square] >= 0:
            return f"{name} already holds a piece"
        if move.piece not in self._placeable(seat):
            return (f"both pawns must be on the board by the end of the setup: {player} has "
                    f"{count(WAVES * PER_WAVE - len(self.pieces[seat]), 'placement')} left")
        return None

    def _why_not_move(self, seat: int, move, limit: int, no_way: str,
                      anyone: bool = False) -> str | None:
        """Why ``move`` (a step, or a 2-5 tile when ``limit`` > 1) is illegal; ``anyone``: it
        may move any player's piece (any-piece)."""
        board, player = self.board, self.players[seat]
        src, dst = board.name(move.src), board.name(move.dst)
        mover = self.owner[move.src]
        if mover < 0:
            return f"{src} is empty"
        if mover != seat and not anyone:
            tile = " (variant any-piece: a 2-5 tile moves any piece)" if limit > 1 else ""
            return f"{src} holds {self._whose(move.src)} piece, not {player}'s{tile}"
        if self.owner[move.dst] == mover:
            return f"{dst} holds one of {self.players[mover]}'s own pieces"
        if move.dst not in self.reach(move.src, limit):
            return f"{dst} cannot be reached from {src}: {no_way}"
        written = text(move, board)
        if self.owner[move.dst] >= 0 and not move.attack:
            return (f"{dst} holds {self._whose(move.dst)} piece: write "
                    f"{written.replace('-', 'x')} to attack it")
        if self.owner[move.dst] < 0 and move.attack:
            return f"{dst} is empty: write {written.replace('x', '-')} (x marks an attack)"
        return None

    def _why_not_teleport(self, seat: int, move: TileMove) -> str | None:
        board, player = self.board, self.players[seat]
        src, dst = board.name(move.src), board.name(move.dst)
        piece = self.cells[move.src]
        if piece is None:
            return f"{src} is empty"
        if type(piece) is Pawn:
            return f"{src} holds a pawn: an Ace teleports coins only"
        if self.owner[move.src] != seat and "ace-any-coin" not in self.rules.variants:
            return (f"{src} holds {self._whose(move.src)} coin: an Ace teleports only "
                    f"{player}'s own coins (variant ace-any-coin: any coin)")
        if self.owner[move.dst] >= 0 or move.dst == move.src:
            return f"{dst} is not empty: an Ace teleports to an empty square"
        if move.attack:
            return f"an Ace teleport never attacks: write Ta {src}-{dst}"
        return None

    def _why_not_boost(self, seat: int, move: Boost) -> str | None:
        """A boost is paid with the coin or tile it names, from the chooser's hand: one they
        do not hold is refused, coin or tile alike (``boost none`` costs nothing)."""
        player = self.players[seat]
        if move.coin is not None:
            if move.coin.rank == NULL:
                return NULL_BOOST
            if move.coin not in self.hand[seat]:
                return f"{player} has no coin {move.coin.code} in hand to pay for this boost"
        elif move.rank and move.rank not in {t.rank for t in self.tiles[seat]}:
            return (f"{player} has no {RANK_CODES[move.rank].upper()} tile in hand to pay for "
                    "this boost")
        return None
