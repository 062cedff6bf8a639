"""Numbers in words, for tallies that read like the rules do.

>>> number_word(4), number_word(12), count(1, "group"), count(3, "group")
('four', 'twelve', 'one group', 'three groups')
>>> count(21, "1-pip")
'21 1-pips'
"""

_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
).split()


def number_word(n: int) -> str:
    """``n`` in words up to twenty, in digits beyond."""
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


def count(n: int, noun: str) -> str:
    """``n`` things, with the noun in the plural unless ``n`` is one."""
    return f"{number_word(n)} {noun}{'' if n == 1 else 's'}"


def listing(words: list[str]) -> str:
    """Words joined as a sentence lists them.

    >>> listing(["A"]), listing(["A", "B"]), listing(["A", "B", "C"])
    ('A', 'A and B', 'A, B and C')
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
