"""A record's header, declared once per game: its fields and its variants.

A game lists each header field once (:class:`Field`: its name, how its text is read, its
default and what it allows, in words) and its variants (:class:`Variants` of :class:`Variant`).
:meth:`Header.read` checks the keys, reads every field and the variants, and locates every error
at its header line with the field's name; whatever the game then builds from the values is
checked under :meth:`Values.at`, which locates its errors the same way.

>>> from .fields import Whole
>>> from .record import parse_record
>>> SHORT = Variant("short", "the game ends after ten turns")
>>> HEADER = Header("Nim", Field("pile", Whole(1, 99, "counters"), "12", "1 to 99 counters"),
...                 Field("players", words, "Ann Ben", "names in seat order"),
...                 variants=Variants(SHORT))
>>> values = HEADER.read(parse_record("game: nim\\npile: 20\\nvariant: short\\n", "n.rec"))
>>> values["pile"], values["players"], SHORT in values.variants
(20, ('Ann', 'Ben'), True)
>>> HEADER.read(parse_record("game: nim\\npile: 200\\n", "n.rec"))
Traceback (most recent call last):
...
games.core.errors.UserError: n.rec:2: pile: 200 is out of range: 1 to 99 counters
>>> HEADER.read(parse_record("game: nim\\nvariant: long\\n", "n.rec"))
Traceback (most recent call last):
...
games.core.errors.UserError: n.rec:2: variant: unknown variant 'long'; known variants: short
>>> HEADER.read(parse_record("game: nim\\ncolour: red\\n", "n.rec"))
Traceback (most recent call last):
...
games.core.errors.UserError: n.rec:2: unknown header 'colour'; a Nim record may have game, \
title, pile, players, variant
>>> with values.at("pile"):
...     raise UserError("20 counters need 3 players")
Traceback (most recent call last):
...
games.core.errors.UserError: n.rec:2: pile: 20 counters need 3 players
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .errors import UserError, quote
from .record import Record

#: Keys every record may have, whatever the game.
COMMON = ("game", "title")


def words(text: str) -> tuple[str, ...]:
    """A list written with spaces or commas between its words.

    >>> words("red, blue  green"), words("")
    (('red', 'blue', 'green'), ())
    """
    return tuple(text.replace(",", " ").split())


@dataclass(frozen=True)
class Variant:
    """A named change to the rules: its ``name`` as a record's header spells it, one line
    saying what it changes, and its name in a player's ``words`` (the chapter's and the aid's;
    by default the name with spaces for hyphens). A refusal may name it as any other fact:
    ``str`` is its header name, :meth:`said` its words.

    >>> Variant("first-hit-only", "...", "First hit only").said(), str(Variant("poison", "..."))
    ('First hit only', 'poison')
    >>> Variant("park-placement", "...").said()
    'park placement'
    """

    name: str
    summary: str
    words: str = ""

    def __str__(self) -> str:
        return self.name

    def said(self) -> str:
        """The variant as a player names it."""
        return self.words or self.name.replace("-", " ")


class Variants:
    """A game's variants, checked by name in one place.

    >>> PARKS = Variant("private-parks", "a group sealing a park scores 3 more")
    >>> known = Variants(PARKS)
    >>> known.check(["private-parks"]) == {PARKS}, known.check([PARKS]) == {PARKS}
    (True, True)
    >>> known.check(["parks"])
    Traceback (most recent call last):
    ...
    games.core.errors.UserError: unknown variant 'parks'; known variants: private-parks
    """

    def __init__(self, *variants: Variant):
        self.by_name = {v.name: v for v in variants}

    def __iter__(self) -> Iterator[Variant]:
        return iter(self.by_name.values())

    def __len__(self) -> int:
        return len(self.by_name)

    def names(self) -> tuple[str, ...]:
        return tuple(self.by_name)

    def check(self, chosen: Iterable[str | Variant]) -> frozenset[Variant]:
        """The chosen variants (names or Variants) as a set; a UserError names the first
        unknown one."""
        found = set()
        for item in chosen:
            name = item.name if isinstance(item, Variant) else item
            if name not in self.by_name:
                known = ", ".join(self.by_name) or "none"
                raise UserError(f"unknown variant {quote(name)}; known variants: {known}")
            found.add(self.by_name[name])
        return frozenset(found)


@dataclass(frozen=True)
class Field:
    """One header field: its key, how its text is read (a UserError without a place if it is
    wrong), its default text, and what it allows, in words (for errors and documentation).
    A field ``per_player`` is written once per player, ``key-NAME`` (``hand-alice``)."""

    key: str
    read: Callable[[str], Any]
    default: str
    allows: str
    per_player: bool = False

    def written(self) -> str:
        return f"{self.key}-NAME" if self.per_player else self.key


class Values:
    """A header's values by key (the default where a key is absent), and its variants."""

    def __init__(self, record: Record, values: dict[str, Any], variants: frozenset[Variant],
                 per_player: dict[str, dict[str, Any]]):
        self.record = record
        self._values = values
        self.variants = variants
        self._per_player = per_player

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def given(self, key: str) -> bool:
        """Whether the record writes ``key`` (rather than leaving it to its default)."""
        return key in self.record.header

    def each(self, key: str) -> dict[str, Any]:
        """A per-player field's values by player name, for the players the record names."""
        return self._per_player.get(key, {})

    @contextmanager
    def at(self, key: str) -> Iterator[None]:
        """Locate any UserError raised inside at the header line of ``key``."""
        try:
            yield
        except UserError as exc:
            if exc.path is not None:
                raise
            raise self.record.error(key, f"{key}: {exc.message}") from None


class Header:
    """The header a game's records may have: ``game``, ``title``, its fields and, if it has
    variants, ``variant``: last when given as ``variants=``, or where the :class:`Variants`
    stand among the fields (the order the keys are listed in).

    >>> from .fields import Whole
    >>> Header("Nim", Field("pile", Whole(1, 9), "5", "1 to 9"),
    ...        Variants(Variant("short", "ten turns")), Field("seed", words, "", "a word")).keys()
    ('game', 'title', 'pile', 'variant', 'seed')
    """

    def __init__(self, title: str, *fields: Field | Variants, variants: Variants | None = None):
        self.title = title
        self.fields = tuple(f for f in fields if isinstance(f, Field))
        among = [f for f in fields if isinstance(f, Variants)]
        self.variants = among[0] if among else variants
        self._order = tuple("variant" if isinstance(f, Variants) else f.written()
                            for f in fields) + (("variant",) if variants is not None else ())

    def offered(self, *keys: str) -> tuple[Field, ...]:
        """The fields ``keys`` (a ValueError for a key the header has not)."""
        by_key = {f.key: f for f in self.fields}
        missing = [key for key in keys if key not in by_key]
        if missing:
            raise ValueError(f"{self.title}'s header has no {', '.join(missing)}")
        return tuple(by_key[key] for key in keys)

    def keys(self) -> tuple[str, ...]:
        """The keys, as a record writes them."""
        return (*COMMON, *self._order)

    def read(self, record: Record) -> Values:
        """Check the record's keys and read every field and the variants."""
        plain = {f.key: f for f in self.fields if not f.per_player}
        prefixed = {f.key: f for f in self.fields if f.per_player}
        per_player: dict[str, dict[str, Any]] = {}
        for key, entry in record.header.items():
            stem, _, name = key.partition("-")
            if key in plain or key in COMMON or (key == "variant" and self.variants):
                continue
            if stem in prefixed and name:
                per_player.setdefault(stem, {})[name] = self._read(record, key, prefixed[stem],
                                                                   entry.text)
                continue
            raise UserError(f"unknown header {quote(key)}; a {self.title} record may have "
                            + ", ".join(self.keys()), record.path, entry.line)
        values = {key: self._read(record, key, f, record.get(key, f.default) or "")
                  for key, f in plain.items()}
        variants: frozenset[Variant] = frozenset()
        if self.variants is not None:
            try:
                variants = self.variants.check(words(record.get("variant", "") or ""))
            except UserError as exc:
                raise record.error("variant", f"variant: {exc.message}") from None
        return Values(record, values, variants, per_player)

    @staticmethod
    def _read(record: Record, key: str, field: Field, text: str) -> Any:
        try:
            return field.read(text)
        except UserError as exc:
            raise record.error(key, f"{key}: {exc.message}") from None

    def table(self) -> list[tuple[str, str, str]]:
        """(key, default, what it allows) for every field, for the documentation."""
        rows = {f.written(): (f.written(), f.default, f.allows) for f in self.fields}
        if self.variants is not None:
            rows["variant"] = ("variant", "", "names from: " + ", ".join(self.variants.names()))
        return [rows[key] for key in self._order]
