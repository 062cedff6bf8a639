"""Small helpers the game tests share (pytest puts this folder on the import path)."""

import contextlib
import resource

import pytest

from games.cli import main
from games.core.errors import UserError
from games.core.worked import run as run_worked


def play(game, *moves):
    """Play the moves written ``moves`` (each checked by the rules) and return ``game``."""
    for move in moves:
        game.play(move)
    return game


def why(game, text):
    """Why the move written ``text`` is illegal now (None if it is legal)."""
    return game.why_illegal(game.parse_move(text))


def run(capsys, *argv):
    """Run the ``rulebook`` command with ``argv``: (exit status, standard output, error)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(entries, spec: str) -> str:
    """The one-line error a worked-example ``spec`` gets from the catalogue ``entries``; fails
    when it is not refused, or not in one line naming the spec."""
    with pytest.raises(UserError) as caught:
        run_worked(entries, spec)
    text = caught.value.message
    assert "\n" not in text and text.startswith(f"worked example {spec!r}: "), text
    return text


def slow_moves(game, rng, limit):
    """The obviously-right way to play at random: the table's random move, checked and
    applied, one at a time (at most ``limit`` moves); what a quick path is held to."""
    for _ in range(limit):
        if game.is_terminal():
            break
        move = game.random_move(rng)
        assert game.why_illegal(move) is None
        game.apply(move)
    return game


def fields(thing) -> dict:
    """Every attribute of ``thing`` by name: those in its dict and those in slots (a class
    may keep its attributes in ``__slots__``, as Human Trophies' state does)."""
    found = dict(getattr(thing, "__dict__", {}))
    for kind in type(thing).__mro__:
        for name in kind.__dict__.get("__slots__", ()):
            if hasattr(thing, name):
                found[name] = getattr(thing, name)
    return found


#: The memory a hostile path's test may take beyond what the process has mapped already.
HEADROOM = 1_000_000_000


def mapped() -> int:
    """The bytes this process has mapped (its address space, which RLIMIT_AS limits)."""
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))


@contextlib.contextmanager
def capped():
    """Run the block with at most :data:`HEADROOM` more memory: a reader that reads a device
    to its end fails with a MemoryError here, not by the machine's memory (issue 44)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = mapped() + HEADROOM
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY
                                            else min(cap, hard), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
