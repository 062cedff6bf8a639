"""How a verdict (:class:`.verdicts.Verdict`) is said: every kind of verdict in every edition's
words, side by side in one table (:data:`PHRASES`), filled in from one set of fields
(:func:`fields`). The designer's edition gives the numbers (``seat 1 ahead by 2.1 to 6.4
points``); the player's edition says the same in games out of 100, with no jargon (``the first
player wins about 2 to 6 more games in 100 than an equal share``).

>>> from games.sim.verdicts import Verdict
>>> v = Verdict("seat 1", "ahead", 0.021, 0.064, 1600, 0.03)
>>> say(v, "designer"), say(v, "word")
('seat 1 ahead by 2.1 to 6.4 points', 'ahead')
>>> say(v, "player", who="the first player")
'the first player wins about 2 to 6 more games in 100 than an equal share'
>>> say(v, "duel")
'the first player wins about 4 to 13 more games in 100 than the second'

Against a baseline (a paired variant study), behind, and not decided:

>>> down = Verdict("seat 2", "behind", -0.031, -0.012, 3200, 0.03, paired=True)
>>> say(down, "designer"), say(down, "player", who="the second player")
('seat 2 down 1.2 to 3.1 points', \
'the second player wins about 1 to 3 fewer games in 100 than without it')
>>> say(Verdict("seat 1", "open", -0.01, 0.04, 800, 0.03), "designer")
'seat 1 not decided at 800 games (-1.0 to +4.0 points)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from .verdicts import Verdict

#: The four ways a verdict is said: ``designer`` (with its numbers), ``word`` (without them),
#: ``player`` (one seat in a player's words) and ``duel`` (a 2-player study's first seat
#: against the second, in a player's words).
Column = Literal["designer", "word", "player", "duel"]


class Phrase(NamedTuple):
    """One kind of verdict in each column (:data:`Column`); ``duel`` is empty where a player's
    words name the seats one by one instead."""

    designer: str
    word: str
    player: str
    duel: str = ""


_OPEN_TO_A_PLAYER = "these {games} games do not show whether {who} wins more or less often {than}"

#: Each kind of verdict, in every column. ``slight`` is a verdict whose whole interval lies on
#: one side of 0 and inside the margin (:meth:`.verdicts.Verdict.slight`), said alike whether its
#: family of tests showed the difference or the tie. The fields are :func:`fields`'.
PHRASES: dict[str, Phrase] = {
    "slight": Phrase("{who} {side} by less than {d} points ({near} to {far})",
                     "{side} by less than {d} points",
                     "{who} wins a few {more} games {than}, fewer than {d} in 100 ({counted})",
                     "the first player wins a few {more} games than the second, fewer than {d2} "
                     "in 100 ({doubled} {more})"),
    "ahead": Phrase("{who} {by} {near} to {far} points", "{side}", "{who} wins {counted} {than}",
                    "the first player wins {doubled} {more} games in 100 than the second"),
    "within": Phrase("{who} within ±{d} points ({span})", "within ±{d} points",
                     "{who} wins {about} (within {d} games in 100)",
                     "the first and the second player win about as often as each other, within "
                     "{d2} games in 100"),
    "unchanged": Phrase("{who} unchanged", "unchanged", _OPEN_TO_A_PLAYER),
    "open": Phrase("{who} not decided at {games} games ({span})", "not decided",
                   _OPEN_TO_A_PLAYER),
}
#: Behind is said as ahead is, the other way round (:func:`fields` gives ``more``, ``side`` and
#: ``by`` their direction).
PHRASES["behind"] = PHRASES["ahead"]


def phrase(v: Verdict) -> Phrase:
    """The row of :data:`PHRASES` that says ``v``."""
    return PHRASES["slight" if v.slight() else v.kind]


def fields(v: Verdict) -> dict[str, str]:
    """What the phrases of ``v`` are filled in with: ``who``; ``d``, its margin in points, and
    ``d2``, twice that; ``near`` and ``far``, the ends of its interval in points from 0 (to a
    tenth), and ``span``, the interval signed; ``side`` (``ahead``, ``behind``; ``up``, ``down``
    against a baseline) and ``by`` (``ahead by``, ``up``); ``games``; and in a player's words
    ``more`` (or ``fewer``), ``counted`` (``about 2 to 6 more games in 100``), ``doubled`` (the
    first seat's lead over the second in a 2-player game: ``about 4 to 13``), ``than`` and
    ``about``."""
    near, far = sorted((abs(v.low), abs(v.high)))
    up = v.kind == "ahead" if v.kind in ("ahead", "behind") else v.low > 0  # the kind first
    side = ("up" if up else "down") if v.paired else ("ahead" if up else "behind")
    more = "more" if up else "fewer"
    return {
        "who": v.who, "d": f"{100 * v.margin:g}", "d2": f"{2 * 100 * v.margin:g}",
        "near": f"{100 * near:.1f}", "far": f"{100 * far:.1f}",
        "span": f"{signed(v.low)} to {signed(v.high)} points",
        "side": side, "by": side if v.paired else f"{side} by", "games": f"{v.games:,}",
        "more": more, "counted": in_100(v.low, v.high, more=more),
        "doubled": rough_span(2 * v.low, 2 * v.high),
        "than": "than without it" if v.paired else "than an equal share",
        "about": "about as often as without it" if v.paired else "about an equal share",
    }


def say(v: Verdict, column: Column, **named: str) -> str:
    """``v`` said in ``column`` (:data:`Column`), with ``named`` fields in place of
    :func:`fields`' (a player's name for the seat, say, as ``who``)."""
    template: str = getattr(phrase(v), column)
    return template.format_map(fields(v) | named)


def signed(x: float) -> str:
    """A difference in points with its sign, ``+2.5``; never ``-0.0``.

    >>> signed(0.025), signed(-0.0004)
    ('+2.5', '0.0')
    """
    text = f"{100 * x:+.1f}"
    return "0.0" if text in ("+0.0", "-0.0") else text


def rough_span(low: float, high: float) -> str:
    """``about 3 to 9`` (points, whole numbers), ``about 46`` when both ends round alike, ``up
    to 9`` when the near end rounds to 0, ``fewer than 1`` when both do, or ``nearly all 100``
    when both ends round to 100.

    >>> rough_span(0.031, 0.089), rough_span(0.001, 0.09), rough_span(0.996, 0.9999)
    ('about 3 to 9', 'up to 9', 'nearly all 100')
    >>> rough_span(0.0051, 0.0149), rough_span(0.0, 0.004)
    ('about 1', 'fewer than 1')
    """
    a, b = sorted((round(100 * abs(low)), round(100 * abs(high))))
    if a == 100:
        return "nearly all 100"
    if b == 0:
        return "fewer than 1"
    if a == b:
        return f"about {a}"
    return f"up to {b}" if a == 0 else f"about {a} to {b}"


def in_100(low: float, high: float, noun: str = "game", more: str = "", verb: str = "") -> str:
    """``about 3 to 9 games in 100`` (:func:`rough_span`; ``noun`` in the singular), with
    ``more`` before the noun and ``verb`` after, both in the singular where the span ends at 1.

    >>> in_100(0.031, 0.089, more="more"), in_100(0.001, 0.009, verb="end")
    ('about 3 to 9 more games in 100', 'up to 1 game in 100 ends')
    >>> in_100(0.0, 0.004), in_100(0.009, 0.011, "time")
    ('fewer than 1 game in 100', 'about 1 time in 100')
    """
    span = rough_span(low, high)
    one = span.endswith(" 1")
    words = [span, more, noun if one else noun + "s", "in 100",
             verb + "s" if one and verb else verb]
    return " ".join(word for word in words if word)
