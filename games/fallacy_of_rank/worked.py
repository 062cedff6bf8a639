"""The Fallacy of Rank's worked examples for the book's example boxes and its player aid.

Records are named without ``.rec``; ``-`` for a mark means the record's final position.

>>> print("\\n".join(WORKED["battles"]("tiles", "after-attack", "last")))
Ann's Ace attacks Ben's pawn on C4: an Ace beats a pawn; Ann's Ace wins.
>>> print("\\n".join(WORKED["reach"]("tiles", "before-move", "C7", "3")))
With a 3 tile Ann's Ace on C7 can move to B7, C5, C6, D5 and D6, and attack B5 and C4.
>>> print("\\n".join(WORKED["hand"]("tiles", "after-recover", "Ann")))
Ann's hand: coins Sn Sa S2 S3 S3 and nine tiles
Ann's discard pile: empty
>>> WORKED["combat-table"]().rows[1]
('Ace', 'attacker wins', 'tie', '1 v 2', '1 v 3', '1 v 4', '1 v 5', 'attacker wins')
>>> WORKED["pawn-boosts"]().rows[2:4]
(('2', '5', 'none'), ('3', '4 or 5', '5'))
>>> print("\\n".join(WORKED["played"]("limit=2", "C7-C6", "C4-C5")))
Result: two turns without combat: a draw between Ann and Ben
>>> WORKED["played"]("C7-C5")  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
games.core.errors.IllegalMove: 'C7-C5': C5 cannot be reached from C7:
  a move goes one square across an edge
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..core.catalogue import catalogue
from ..core.components import Pawn
from ..core.errors import UserError
from ..core.fields import Whole
from ..core.reasons import Listed, say
from ..core.story import story
from ..core.words import count, listing
from ..core.worked import Table, state_at
from .boards import board_for
from .combat import BOOSTS, ORDER, PAWN, fixed, outcome, piece_word, rank_word, table
from .examples import EXAMPLES
from .header import HEADER
from .rules import FallacyState, fill_corners, new_game
from .turn import TURNS, Travel
from .views import cell_code

if TYPE_CHECKING:
    from ..core.components import Coin

#: The header's field of the turn limit, whose reader an example's ``limit=N`` is read by.
LIMIT = next(field for field in HEADER.fields if field.key == "limit")

WORKED, entry = catalogue()

#: The corners of the made-up 2-player games the chapter plays from (the order of
#: :func:`~.rules.fill_corners`): Ann's pawns on A7 and B7, Ben's on A4 and B4.
CORNERS = ("Sp Sp S5 S5  S5 S4 S4 S4  S3 S3 S3 S2  S2 S2 Sa Sa",
           "Ma Ma Ma M2  M2 M2 M3 M3  M3 M4 M4 M4  Mp Mp M5 M5")


def _at(record: str, mark: str) -> FallacyState:
    state = state_at(EXAMPLES, record, None if mark == "-" else mark)
    assert isinstance(state, FallacyState)  # the examples are this game's records
    return state


def _seat(state: FallacyState, player: str) -> int:
    if player not in state.players:
        raise UserError(f"no player {player!r}; the players are {', '.join(state.players)}")
    return state.players.index(player)


@entry("battles")
def battles(record: str, mark: str = "-", which: str = "all", *,
            player: bool = False) -> list[str]:
    """The combats of a record up to a mark, as the model tells them (in a player's words
    for ``player``): ``all``, the ``last``, those rank and boost decided (``boosted``), or
    those that put a player ``out``."""
    found = _at(record, mark).battles
    chosen = {"all": lambda: found, "last": lambda: found[-1:],
              "boosted": lambda: [b for b in found if b.totals],
              "out": lambda: [b for b in found if b.out]}
    if which not in chosen:
        raise UserError(f"which combats: {which!r}; give one of {', '.join(chosen)}")
    return [b.said() if player else str(b) for b in chosen[which]()]


@entry("reach")
def reach(record: str, mark: str, square: str, tile: str) -> list[str]:
    """Where a 2 to 5 tile can take the piece on a square: the empty squares it can move to,
    and the enemy pieces it can attack."""
    state = _at(record, mark)
    src = state.board.index(square)
    if state.owner[src] < 0:
        raise UserError(f"give a square with a piece and a tile from 2 to 5: {square} {tile}")
    try:
        rank = Whole(2, 5, "")(tile)
    except UserError as exc:
        raise UserError(f"give a tile from 2 to 5: {exc}") from None
    found = sorted(state.board.name(s) for s in Travel.reach(state, src, rank))
    empty = [s for s in found if state.owner[state.board.index(s)] < 0]
    attacks = [s for s in found if s not in empty]
    piece = f"{state.players[state.owner[src]]}'s {piece_word(state.cells[src])}"
    line = f"With a {tile} tile {piece} on {square} can move to {listing(empty)}"
    return [line + (f", and attack {listing(attacks)}." if attacks else ".")]


def _named(pieces: Iterable[Coin | Pawn]) -> str:
    """Coins (or pawns) in words, those of a suit together: ``a Null, an Ace and two 3s of
    Suns``."""
    by_suit: dict[str, list[str]] = {}
    for piece in pieces:
        word = piece_word(piece)
        by_suit.setdefault(piece.suit.name, []).append(word)
    groups = []
    for suit, words in by_suit.items():
        counted = Counter(words)
        named = [count(n, word) if n > 1 else
                 ("an " if word == "Ace" else "a ") + word for word, n in counted.items()]
        groups.append(f"{listing(named)} of {suit}")
    return listing(groups) if groups else ""


@entry("hand")
def hand(record: str, mark: str, who: str, *, player: bool = False) -> list[str]:
    """A player's hand (coins, and how many tiles) and discard pile; for a player's edition,
    the coins named in words."""
    state = _at(record, mark)
    seat = _seat(state, who)
    tiles = count(len(state.tiles[seat]), "tile")
    if player:
        coins = _named(state.hand[seat])
        pile = _named(state.discard[seat]) or "empty"
        return [f"{who}'s hand: {coins + ', and ' if coins else ''}{tiles}",
                f"{who}'s discard pile: {pile}"]
    coin_codes = " ".join(c.code for c in state.hand[seat]) or "none"
    pile = " ".join(cell_code(p) for p in state.discard[seat]) or "empty"
    return [f"{who}'s hand: coins {coin_codes} and {tiles}",
            f"{who}'s discard pile: {pile}"]


@entry("choosing")
def choosing(record: str, mark: str, *, player: bool = False) -> list[str]:
    """A combat waiting for boosts: what each of its two players sees, and what the player
    choosing now may choose."""
    state = _at(record, mark)
    combat = state.pending
    if combat is None:
        raise UserError(f"no combat is waiting for boosts at {mark!r}")
    chooser = state.players[state.to_act()]
    if player:
        paid = Listed([m.paid() for m in state.legal_moves() if m.rank], "or")
        return [f"What {state.players[seat]} sees: {say(state.observation(seat).combat, True)}."
                for seat in (combat.defender, combat.attacker)] + [
            f"{chooser} may choose no boost, or a boost paid with {paid.said()}."]
    lines = [f"{state.players[seat]} sees: {state.observation(seat).combat}"
             for seat in (combat.defender, combat.attacker)]
    moves = ", ".join(state.move_text(m) for m in state.legal_moves())
    return lines + [f"{chooser} may choose: {moves}"]


@entry("summary")
def summary(record: str) -> list[str]:
    """How a record's game ended, after how many turns and combats."""
    state = _at(record, "-")
    return [f"After {state.turns} turns and {len(state.battles)} combats: {state.summary()}"]


@entry("played")
def played(*words: str, player: bool = False) -> list[str]:
    """A 2-player game from :data:`CORNERS`: options first (``limit=N``, ``variant=NAME``),
    then the moves. Its combats, and how it ended if it did; for a player's edition, every
    move told in words (with the combats it led to) before the result."""
    options: dict[str, list[str]] = {"limit": [], "variant": []}
    moves = list(words)
    while moves and "=" in moves[0]:
        key, _, value = moves.pop(0).partition("=")
        if key not in options:
            raise UserError(f"unknown option {key!r}; give limit=N or variant=NAME")
        options[key].append(value)
    limit = options["limit"][-1] if options["limit"] else "100"
    try:
        turns = LIMIT.read(limit)
    except UserError as exc:
        raise UserError(f"limit must be a whole number of turns: {exc}") from None
    game = new_game(2, variants=options["variant"], limit=turns)
    fill_corners(game, *CORNERS)
    told = []
    for move in moves:
        before = game.copy()
        game.play(move)
        told.append(TURNS.describe(before, before.parse_move(move), game))
    if not player:
        return [str(b) for b in game.battles] + (
            [f"Result: {game.summary()}"] if game.is_terminal() else [])
    end = game.summary()
    return told + ([f"{end[0].upper()}{end[1:]}."] if game.is_terminal() else [])


@entry("combat-table")
def combat_table() -> Table:
    """Who wins before boosts, attackers down the side and defenders across the top."""
    return Table(("attacker \u2193 defender \u2192",) + tuple(rank_word(d) for d in ORDER),
                 tuple((rank_word(a),) + tuple(cells) for a, cells in zip(ORDER, table())))


def _boosts(values: list[int]) -> str:
    """A set of boost values in words: ``none``, ``5``, ``4 or 5``, ``3 to 5``, ``any``."""
    if not values:
        return "none"
    if values == list(BOOSTS):
        return "any"
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else (
        " or ".join(words) if len(words) == 2 else f"{words[0]} to {words[-1]}")


@entry("pawn-boosts")
def pawn_boosts() -> Table:
    """For each coin attacking a pawn that does not boost: the boosts with which it removes
    the pawn, and those with which it also survives."""
    rows = []
    for rank in ORDER[:-1]:
        settled = fixed(rank, PAWN)
        if settled:  # before anyone boosts: the pawn goes, and the coin stays if it won
            rows.append((rank_word(rank), "no boost: settled at once",
                         "always" if settled == "attacker" else "never"))
            continue
        removes = [b for b in BOOSTS if outcome(rank, PAWN, b) != "defender"]
        keeps = [b for b in BOOSTS if outcome(rank, PAWN, b) == "attacker"]
        rows.append((rank_word(rank), _boosts(removes), _boosts(keeps)))
    return Table(("attacking coin", "boosts that remove the pawn", "and keep the coin"),
                 tuple(rows))


@entry("boards")
def boards() -> Table:
    """Each board: its tiles, squares and neutral squares."""
    rows = []
    for players in (4, 3, 2):
        board = board_for(players)
        rows.append((str(players), str(len(board.squares) // 4), str(len(board.squares)),
                     str(len(board.neutral))))
    return Table(("players", "tiles", "squares", "neutral squares"),
                 tuple(rows))


@entry("story")
def told(record: str) -> list[str]:
    """A complete game's story (:func:`games.core.story.story`): who leads on pawns, the combats
    in which a pawn falls (taken, or lost in a tie or an attack of its own), and the end."""
    loses = ({"defender", "tie"}, {"attacker", "tie"})  # the outcomes that take each side

    def outs(before: FallacyState, after: FallacyState) -> list[str]:
        return [b.said() for b in after.battles[len(before.battles):]
                if any(type(piece) is Pawn and b.outcome in loses[side]
                       for side, piece in enumerate(b.pieces))]

    return story(EXAMPLES, record, "pawn", turn=lambda s: s.turns, moments=outs,
                 ending=lambda s: s.summary() + ".")
