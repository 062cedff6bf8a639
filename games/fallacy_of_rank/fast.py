"""The quick paths of The Fallacy of Rank, one copy each, beside the rules of :mod:`.turn` they
copy:

* **the movement rule's one quick copy**: :meth:`.turn.Travel.reach` (a step goes to a
  neighbour not of the mover's army; a tile's move chains steps through empty squares) on bits,
  bit s for square s: :func:`open_to`, the squares not of an army, where its steps go;
  :func:`steps_added` and :func:`steps_moved` keep each army's count of
  steps as pieces come, go and move (``FallacyState.steps``, which the position keeps by them),
  :func:`nth_step` picks the k-th step without listing them, :func:`movers` finds the pieces
  with a way out, :func:`steps_onto` the steps onto a set of squares (the heuristic's
  rollouts), and :func:`within` counts a tile's reach for every piece at once. Nothing else
  here or in the position states the rule again; the heuristic's rollouts pick which squares
  they want (an enemy pawn to attack, an empty square nearer one) and take the steps onto them
  from :func:`steps_onto`, so every step they make is one it lists
  (tests/test_fallacy_of_rank_heuristic.py holds each move to the rules);
* :func:`sample` (and :func:`draw`, which gives the kind too), the random player: uniform over
  the legal moves like the table's own draw (:meth:`~games.core.turns.TurnTable.sample`), but
  counting each kind's moves before making only the one drawn (an Ace tile alone can give a
  thousand teleports). Each count, with its pick of the ``k``-th move in the kind's own order,
  copies a kind's listing: :func:`steps` :meth:`.turn.StepKind.moves`; :func:`recovers`
  :meth:`.turn.RecoverKind.moves`; :func:`teleports` :meth:`.turn.TeleportKind.moves`;
  :func:`slides` :meth:`.turn.SlideKind.moves`. In the setup, :func:`place` draws a kind of
  piece then a square (:meth:`.turn.PlaceKind.placeable`, :meth:`.turn.PlaceKind.open_corner`),
  and in a combat :func:`boost` one of :meth:`.turn.BoostKind.open_to`;
* :func:`playout`, random moves to the end (``random_playout``), each made by its kind's own
  effect without the protocol's layers; the setup's placements and the turns with only steps
  left (most turns late in a game) are drawn and made inline, as :func:`draw` draws them and as
  the kinds make them;
* :func:`guided`, a guided search's rollout (:func:`games.sim.mcts.paired_rewards`): the random
  move with chance ``epsilon``, else the heuristic's quick move (:func:`.heuristic.quick`,
  which stays beside the heuristic it cuts down, as Human Trophies' does, and is handed in:
  this module, which the position imports, imports no agent), each made by its kind, a step
  straight by ``FallacyState.go``.

tests/test_contract.py holds :func:`sample` to the table's uniform odds and :func:`playout` to
the slow loop of random moves (and so the quick copy of the movement rule to the rule, on
every setup and variant); tests/test_fallacy_of_rank_sampler.py holds each count and pick
to the kind's listing, the count of steps to :meth:`.turn.StepKind.moves` and :func:`within`
to :meth:`.turn.Travel.reach`; tests/test_fallacy_of_rank_heuristic.py holds :func:`guided`
to the search's own loop.

The table's ``sample`` (:meth:`.turn.Turns.sample`) reaches :func:`sample` by an import inside
it: this module is built from the kinds of :mod:`.turn` (and their order in the table), so
:mod:`.turn` cannot import it at its top. A hook set from here at import would leave the table
without its draw until something imported this module, and hide where the draw is; the late
import costs nothing where it matters, as ``FallacyState.random_move``, its playout and the
search's rollouts call this module straight.

>>> from games.fallacy_of_rank.rules import new_game
>>> game, rng = new_game(2), random.Random(4)
>>> for _ in range(32): game.apply(sample(game, rng))   # the setup, placed at random
>>> kind, move = draw(game, rng)
>>> kind.name, game.move_text(move)
('teleport', 'Ta A7-D6')
>>> playout(game, rng, 5_000).ending
'last pawn'
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalMove
from ..core.rng import randbelow
from ..core.turns import GAME_OVER, MoveKind
from .combat import ACE, NULL
from .moves import NO_BOOST, PASS, Boost, Place, Step, TileMove
from .turn import BOOST, PASS_KIND, PLACE, RECOVER, SLIDE, STEP, TELEPORT, TURNS, Phase

if TYPE_CHECKING:
    from .boards import Board
    from .moves import Move
    from .rules import FallacyState

#: How many moves of a kind are legal now, and how to pick the k-th (in the order of the
#: kind's ``moves``) without listing them all.
Counted = tuple[int, Callable[[int], Any]]

#: The ranks of the 2-5 tiles, lowest first, by ``held >> 2`` (a 2 tile is bit 0).
_SLIDE_RANKS = tuple(tuple(r for r in (2, 3, 4, 5) if bits >> r - 2 & 1) for bits in range(16))
#: The ranks of the tiles that can pay for a boost (Ace to 5), by ``held >> 1``.
_BOOST_RANKS = tuple(tuple(r for r in range(1, 6) if bits >> r - 1 & 1) for bits in range(32))


# -- the movement rule's one quick copy ------------------------------------------------------
def steps_added(board: Board, others: int, square: int) -> int:
    """The steps a piece on ``square`` adds to its army's count (``others``: the army's other
    squares, as bits): one to each neighbour not of its army, less the one to ``square`` that
    each neighbour of its army loses (a step never ends on its own army)."""
    return board.degree[square] - 2 * (board.near[square] & others).bit_count()


def steps_moved(board: Board, others: int, src: int, dst: int) -> int:
    """How the count changes when the piece on ``src`` moves to the empty ``dst``
    (``others``: its army's other squares): what it adds on ``dst`` less what it added on
    ``src`` (both at once: the playouts' commonest change)."""
    near = board.near
    return board.degree[dst] - board.degree[src] + 2 * (
        (near[src] & others).bit_count() - (near[dst] & others).bit_count())


def open_to(state: FallacyState, seat: int) -> int:
    """The squares a piece of ``seat``'s army may step to, as bits (positive): every square of
    the board not of its army. The rule's "a neighbour not of the mover's army" written once on
    bits: a piece's steps are its neighbours among them, which :func:`nth_step`,
    :func:`movers` and :func:`within` (its enemies) ask."""
    return state.board.on ^ state.mine[seat]


def nth_step(state: FallacyState, k: int) -> tuple[int, int]:
    """The (from, to) squares of ``StepKind.moves(state)[k]``: each piece's count of steps
    skipped until the one holding it (its neighbours not of its army: :func:`open_to`), from
    the first piece or, for k in the second half, back from the last; then that piece's k-th
    step in the order of adjacency."""
    seat, near = state.turn, state.board.near
    free = open_to(state, seat)
    back = state.steps[seat] - 1 - k  # k counted from the last pair
    if back < k:
        for s in reversed(state.pieces[seat]):
            here = (near[s] & free).bit_count()
            if back < here:
                k = here - 1 - back  # the piece's own k-th pair
                break
            back -= here
        else:
            raise AssertionError("fewer pairs than counted")
    else:
        for s in state.pieces[seat]:  # in square order
            here = (near[s] & free).bit_count()
            if k < here:
                break
            k -= here
        else:
            raise AssertionError("fewer pairs than counted")
    # Its k-th step in the order of adjacency: the same squares not of its army, told by their
    # owner (the position keeps both): a test on open_to's bits makes a new number a neighbour,
    # 1.5% more instructions a random playout (callgrind, scripts/bench_rates.py's 20 playouts)
    owner = state.owner
    for t in state.board.adjacent[s]:
        if owner[t] != seat:
            if not k:
                return s, t
            k -= 1
    raise AssertionError("fewer pairs than counted")


def movers(state: FallacyState, squares: Iterable[int]) -> list[int]:
    """Those of ``squares`` (each holding a piece) whose piece has a step: a neighbour not of
    its owner's army (:func:`open_to`)."""
    owner, near = state.owner, state.board.near
    free = [open_to(state, seat) for seat in range(len(state.mine))]
    return [s for s in squares if near[s] & free[owner[s]]]


def steps_onto(state: FallacyState, squares: Iterable[int],
               targets: int) -> list[tuple[int, int]]:
    """The steps of the pieces on ``squares`` (all of one army) onto ``targets`` (squares as
    bits, none of that army's), as (from, to) pairs in the order of the squares, then of
    adjacency."""
    adjacent = state.board.adjacent
    return [(s, t) for s in squares for t in adjacent[s] if targets >> t & 1]


def within(state: FallacyState, sources: list[int],
           limit: int) -> tuple[list[int], Callable[[int], Iterator[int]]]:
    """How many squares :meth:`.turn.Travel.reach` finds within 1, 2, ... ``limit`` steps of
    the pieces on ``sources``, added up; and a function giving each piece's count within a
    number of steps, piece by piece (the random player's count, without building the reach).
    In the straight-moves variant it asks the rule itself."""
    if state.straight:
        reach = SLIDE.reach
        upto = [list(accumulate(steps[d] for d in range(1, limit + 1)))
                for steps in (Counter(reach(state, src, limit).values()) for src in sources)]
        return ([sum(counts[d] for counts in upto) for d in range(limit)],
                lambda steps: iter([counts[steps - 1] for counts in upto]))
    # The breadth-first search of reach() on bits, for every piece at once: piece i searches
    # its own copy of the board, the bits from i * size (Board.lanes).
    board, filled, n = state.board, state.filled, len(sources)
    size = board.grid.size
    copies = board.copies(n)  # bit 0 of every copy
    open_ = (board.on & ~filled) * copies
    seen, at = 0, 0
    for src in sources:
        seen |= 1 << at + src
        at += size
    if state.any_piece:  # pieces of different players: an enemy each
        owner = state.owner
        enemy = sum((filled & open_to(state, owner[src])) << i * size
                    for i, src in enumerate(sources))
    else:
        enemy = (filled & open_to(state, state.turn)) * copies
    unseen = board.on * copies ^ seen  # ~seen on the boards, kept positive (quicker)
    frontier, seens, totals = seen, [], []
    for _ in range(limit):
        if frontier:
            found = board.around(frontier, n) & unseen
            frontier = found & open_  # passed through; an enemy ends the way
            found = frontier | found & enemy
            seen |= found
            unseen ^= found
        seens.append(seen)
        totals.append(seen.bit_count() - n)

    def each(steps: int) -> Iterator[int]:
        last, lane = seens[steps - 1], (1 << size) - 1
        for _ in range(n):  # piece by piece, as far as asked
            yield (last & lane).bit_count() - 1
            last >>= size
    return totals, each


# -- the random player ---------------------------------------------------------------------
def held(state: FallacyState, seat: int) -> int:
    """The ranks of the tiles ``seat`` holds, as bits: bit r for a tile of rank r."""
    bits = 0
    for tile in state.tiles[seat]:
        bits |= 1 << tile.rank
    return bits


def _none(k: int) -> Any:
    raise IndexError(k)


def sample(state: FallacyState, rng: random.Random) -> Move:
    """The random player's move (``TURNS.sample``, ``random_move``): :func:`draw`'s, and the
    :class:`~games.core.errors.IllegalMove` any move would raise once the game is over."""
    if state.end is not None:
        raise IllegalMove(GAME_OVER)
    return draw(state, rng)[1]


def draw(state: FallacyState, rng: random.Random,
         below: Callable[[int], int] | None = None) -> tuple[MoveKind, Move]:
    """The random move of :func:`sample` (the game must not be over), with its kind: in the
    turn, the ``k``-th of every kind's moves counted in the table's order (:data:`COUNTS`), or
    the pass when there is none; ``below`` is ``rng.randrange`` drawn inline
    (:func:`~games.core.rng.randbelow`)."""
    if state.pending is not None:  # a combat: the boost is its one kind
        return BOOST, boost(state, rng)
    if state.placed < len(state.setup_order):  # the setup: the placement is its one kind
        return PLACE, place(state, rng)
    seat = state.turn
    if not state.tiles[seat]:  # every tile action needs a tile: only steps
        n = state.steps[seat]
        if not n:
            return PASS_KIND, PASS
        src, dst = nth_step(state, rng.randrange(n))
        return STEP, Step(src, dst, state.owner[dst] >= 0)
    ranks = held(state, seat)
    counted, total = [], 0
    for kind, count in _TURN:
        n, pick = count(state, ranks)
        counted.append((kind, n, pick))
        total += n
    if not total:
        return PASS_KIND, PASS
    k = (below or rng.randrange)(total)
    for kind, n, pick in counted:
        if k < n:
            return kind, pick(k)
        k -= n
    raise AssertionError("fewer moves than counted")


def place(state: FallacyState, rng: random.Random) -> Place:
    """A placement of :meth:`.turn.PlaceKind.moves` drawn uniformly: a kind of piece, then a
    square, each uniform (the moves are every kind on every square)."""
    seat = state.to_act()
    kinds, squares = PLACE.placeable(state, seat), PLACE.open_corner(state, seat)
    return Place(kinds[rng.randrange(len(kinds))], squares[rng.randrange(len(squares))])


def boost(state: FallacyState, rng: random.Random) -> Boost:
    """One of :meth:`.turn.BoostKind.open_to` drawn uniformly (none, each rank of tile held,
    each coin in hand), only the one drawn made."""
    seat = state.to_act()
    ranks = _BOOST_RANKS[held(state, seat) >> 1 & 31]
    coins = list(dict.fromkeys([c for c in state.hand[seat] if c.rank]))
    k = rng.randrange(1 + len(ranks) + len(coins)) - 1
    if k < 0:
        return NO_BOOST
    if k < len(ranks):
        return Boost(ranks[k])
    coin = coins[k - len(ranks)]
    return Boost(coin.rank, coin)


def steps(state: FallacyState, held_ranks: int) -> Counted:
    """:meth:`.turn.StepKind.moves` counted (kept as the moves go: ``FallacyState.steps``)
    and picked by :func:`nth_step`."""
    owner = state.owner

    def pick(k: int) -> Step:
        s, t = nth_step(state, k)
        return Step(s, t, owner[t] >= 0)
    return state.steps[state.turn], pick


def recovers(state: FallacyState, held_ranks: int) -> Counted:
    """:meth:`.turn.RecoverKind.moves` counted without sorting the coins (sorted only for the
    one drawn)."""
    if not held_ranks & 1 << NULL:
        return 0, _none
    return len(RECOVER.coins(state)), lambda k: RECOVER.moves(state)[k]


def teleports(state: FallacyState, held_ranks: int) -> Counted:
    """:meth:`.turn.TeleportKind.moves` counted without listing them: the coin, then the empty
    square in square order."""
    if not (state.empty and held_ranks & 1 << ACE):
        return 0, _none
    empty, seat = state.empty, state.turn
    # len(TeleportKind.coins(state)): the pieces less the pawns, every player's or their own
    n = sum(map(len, state.pieces)) - sum(state.pawns) if state.ace_any_coin else \
        len(state.pieces[seat]) - state.pawns[seat]

    def pick(k: int) -> TileMove:
        src, k = TELEPORT.coins(state)[k // empty], k % empty
        for s in state.board.squares:
            if state.owner[s] < 0:
                if not k:
                    return TileMove(ACE, src, s)
                k -= 1
        raise AssertionError("fewer empty squares than counted")
    return n * empty, pick


def slides(state: FallacyState, held_ranks: int) -> Counted:
    """:meth:`.turn.SlideKind.moves` counted without listing them: the squares of every piece
    counted by distance at once (:func:`within`), and :meth:`.turn.Travel.reach` only for the
    piece drawn."""
    ranks = _SLIDE_RANKS[held_ranks >> 2 & 15]
    if not ranks:
        return 0, _none
    owner = state.owner
    sources = movers(state, SLIDE.movable(state))  # (those boxed in by their own reach none)
    if not sources:
        return 0, _none
    totals, each = within(state, sources, ranks[-1])

    def pick(k: int) -> TileMove:
        for rank in ranks:
            if k < totals[rank - 1]:
                for src, here in zip(sources, each(rank)):
                    if k < here:
                        dst = list(SLIDE.reach(state, src, rank))[k]
                        return TileMove(rank, src, dst, owner[dst] >= 0)
                    k -= here
            k -= totals[rank - 1]
        raise AssertionError("fewer moves than counted")
    total = 0
    for rank in ranks:  # (a loop: quicker than a generator, made at every turn)
        total += totals[rank - 1]
    return total, pick


#: Each kind of a turn's count (not the pass: it comes only when none is legal), by name.
COUNTS: dict[str, Callable[[FallacyState, int], Counted]] = {
    "step": steps, "recover": recovers, "teleport": teleports, "slide": slides}
assert TURNS.phases is not None
#: The kinds of a turn :func:`draw` counts, with their counts, in the table's order.
_TURN = tuple((kind, COUNTS[kind.name]) for kind in TURNS.phases[Phase.TURN]
              if not kind.only_if_stuck)


def playout(state: FallacyState, rng: random.Random, max_moves: int) -> FallacyState:
    """Random moves to the end (:func:`~games.core.protocol.random_playout`): :func:`draw`'s
    moves, each made by its kind's own effect, without the protocol's layers between them;
    the setup's placements (:func:`place`) and the turns with only steps left are drawn here,
    as :func:`draw` draws them (the same numbers from ``rng``), and made at once."""
    placeable, nth, draw_move = PLACE.placeable, nth_step, draw
    setup, tiles, steps, owner = len(state.setup_order), state.tiles, state.steps, state.owner
    order = state.setup_order
    below = randbelow(rng)  # rng.randrange, drawn inline (core.rng)
    left = max_moves
    if state.placed < setup:  # a kind of piece, then a square (place)
        # each corner's empty squares (PlaceKind.open_corner), kept as they fill
        empty = [[s for s in corner if owner[s] < 0] for corner in state.board.corners]
        while state.placed < setup and left > 0:
            seat = order[state.placed]
            kinds, squares = placeable(state, seat), empty[seat]
            state.place(kinds[below(len(kinds))], squares.pop(below(len(squares))))
            left -= 1
    for _ in range(left):
        if state.end is not None:
            return state
        if state.pending is None and not tiles[state.turn]:
            # the common case late in a game, only steps: draw's pick (nth_step) and the
            # step's or the pass's effect, without making the move
            n = steps[state.turn]
            if not n:
                state.end_turn(False)
                continue
            src, dst = nth(state, below(n))
            if owner[dst] < 0:  # what go() does with a step to an empty square
                state.relocate(src, dst)
                state.end_turn(False)
            else:
                state.go(src, dst)
            continue
        kind, move = draw_move(state, rng, below)
        kind.apply(state, move)
    raise RuntimeError(f"no end after {max_moves} moves")


def guided(state: FallacyState, rng: random.Random, epsilon: float, moves: int,
           quick: Callable[..., Any]) -> None:
    """Up to ``moves`` moves of a guided rollout (:func:`games.sim.guided.rollout_policy`)
    made on ``state`` until the game ends: with chance ``epsilon`` the random move, else the
    move of ``quick`` (:func:`.heuristic.quick`); each made by its kind as
    :func:`games.sim.mcts.paired_rewards` makes it, a step straight by ``FallacyState.go``.
    The same draws and moves as that loop, without its calls between them."""
    chance, draw_move, apply, go = rng.random, draw, TURNS.apply, state.go
    below = randbelow(rng)
    for _ in range(moves):
        if state.end is not None:
            return
        if epsilon and chance() < epsilon:
            kind, move = draw_move(state, rng, below)
            kind.apply(state, move)
            continue
        move = quick(state, rng, below)
        if type(move) is Step:
            go(move.src, move.dst)
        else:
            apply(state, move)
