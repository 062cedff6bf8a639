"""Seeded randomness: every random choice in the project goes through one of these.

The same seed gives the same sequence on every machine and Python version we support, so a
simulated game, a searched example or a benchmark is reproducible.

>>> make_rng(7).random() == make_rng(7).random()
True
>>> make_rng("subdivision", 7).random() == make_rng("subdivision", 8).random()
False
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable
from typing import Any


def make_rng(*seed: int | str) -> random.Random:
    """A :class:`random.Random` seeded from ``seed`` (ints and strings, combined stably)."""
    text = "/".join(str(part) for part in seed)
    return random.Random(zlib.crc32(text.encode("utf-8")) * 1_000_003 + len(text))


#: ``n.bit_length()`` for n below :data:`BITS_BELOW`: how many bits
#: :meth:`random.Random.randrange` draws for ``randrange(n)`` (a look-up takes fewer
#: instructions than the method's call).
BITS_BELOW = 1024
BITS = tuple(n.bit_length() for n in range(BITS_BELOW))


def draws_like_random(rng: random.Random) -> bool:
    """Whether ``rng.randrange(n)`` (n > 0) draws as :class:`random.Random`'s does:
    ``rng.getrandbits(n.bit_length())`` again and again until the bits are below n. A hot loop
    may then draw so itself, inline, with the same results and the same state after; a subclass
    with a draw of its own must be asked (``randrange``).

    >>> rng, same = make_rng(3), make_rng(3)
    >>> draws_like_random(rng), draws_like_random(random.SystemRandom())
    (True, False)
    >>> def inline(n):
    ...     k = same.getrandbits(BITS[n])
    ...     while k >= n:
    ...         k = same.getrandbits(BITS[n])
    ...     return k
    >>> [rng.randrange(n) for n in range(1, 200)] == [inline(n) for n in range(1, 200)]
    True
    >>> rng.getstate() == same.getstate()
    True
    """
    kind = type(rng)
    return (kind.randrange is _RANDRANGE and kind._randbelow is _RANDBELOW  # type: ignore[attr-defined]
            and kind.getrandbits is _GETRANDBITS)


#: :class:`random.Random`'s own methods, as this module found them: the draws an inline draw
#: copies (taken once: a search asks before each of its rollouts).
_RANDRANGE, _GETRANDBITS = random.Random.randrange, random.Random.getrandbits
_RANDBELOW = random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]


def randbelow(rng: random.Random) -> Callable[[int], int]:
    """``rng.randrange`` for n > 0, drawn inline (one call, not three) when ``rng`` draws like
    :class:`random.Random` (:func:`draws_like_random`): the same numbers, the same state after.

    >>> rng, same = make_rng(5), make_rng(5)
    >>> below = randbelow(rng)
    >>> [below(n) for n in (1, 7, 300, 10**30)] == [same.randrange(n) for n in (1, 7, 300, 10**30)]
    True
    >>> rng.getstate() == same.getstate()
    True
    """
    if not draws_like_random(rng):
        return rng.randrange
    getrandbits = rng.getrandbits

    def below(n: int) -> int:
        bits = BITS[n] if n < BITS_BELOW else n.bit_length()
        k = getrandbits(bits)
        while k >= n:
            k = getrandbits(bits)
        return k
    return below


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same order and the same state after, each position's draw
    made by :func:`randbelow`.

    >>> a, b = list(range(60)), list(range(60))
    >>> rng, same = make_rng(9), make_rng(9)
    >>> shuffle(rng, a); same.shuffle(b)
    >>> a == b and rng.getstate() == same.getstate()
    True
    """
    if not (draws_like_random(rng) and type(rng).shuffle is random.Random.shuffle):
        rng.shuffle(items)
        return
    below = randbelow(rng)
    for i in reversed(range(1, len(items))):
        j = below(i + 1)
        items[i], items[j] = items[j], items[i]
