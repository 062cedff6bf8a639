"""Hypothesis profiles: few examples by default (``make test``), thousands with
``HYPOTHESIS_PROFILE=fuzz`` (``make fuzz``). A test that sets its own ``max_examples`` or
``deadline`` keeps it. The deadline bounds each example against hangs: it is generous (5 s),
since other work may share the machine."""

import os
from datetime import timedelta

from hypothesis import HealthCheck, settings

DEADLINE = timedelta(seconds=5)
settings.register_profile("default", max_examples=30, deadline=DEADLINE)
settings.register_profile("fuzz", max_examples=3000, deadline=DEADLINE,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# -- `--game NAME`: the tests that walk every game, for one game (`rulebook check NAME`) --------
def pytest_addoption(parser):
    parser.addoption(
        "--game", action="append", default=[], metavar="NAME",
        help="run only the tests parametrised with this game (its registry name, its chapter's "
             "name or its aid's page): the every-game tests for one game; may be repeated")


def games_named(value) -> set[str]:
    """The game names a test parameter may stand for: a name (``in_crowd``), a chapter or an
    aid's page (``in-crowd``, ``aids/in-crowd``), an object with a ``name`` (a GameInfo, a
    contract test's Setup), or any of these in a tuple.

    >>> sorted(games_named(("aids/in-crowd", 2))), games_named(3)
    (['in_crowd'], set())
    """
    if isinstance(value, tuple | list):
        return set().union(*map(games_named, value)) if value else set()
    name = getattr(value, "name", value)
    if not isinstance(name, str):
        return set()
    return {name.removeprefix("aids/").replace("-", "_")}


def pytest_collection_modifyitems(config, items):
    chosen = set(config.getoption("game"))
    if not chosen:
        return
    kept, left = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        params = callspec.params.values() if callspec is not None else ()
        (kept if chosen & games_named(tuple(params)) else left).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = kept
