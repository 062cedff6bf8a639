"""Human Trophies' own kinds of balance question (:class:`games.sim.balance.Kind`), read from the
facts its studies record (:mod:`.studies`):

``interrupts``
    "Strong kids ... allow using lesser toys, so are harder to interrupt": trick by trick, by
    the power of the kid, how many tricks another player could have interrupted and how many
    were; the verdict compares the strongest kids' tricks (power 4) with the weakest's
    (power 1): the difference in the share interrupted, with its Newcombe 95% interval, tested
    for a difference (score test) and for a tie within the margin (two one-sided tests), Holm's
    correction over the question (statsmodels).
``scavenging``
    "The scavenging rule is there to keep the game going": the share of games that end with
    victims nobody tricked (every player passed in a row), with and without scavenging, the
    variant compared game by game with the game it changes (McNemar's exact test:
    :func:`games.sim.stats.paired`), and the game lengths.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..sim import balance, stats
from ..sim.balance import Answer, Kind
from ..sim.phrases import in_100, signed
from ..sim.plain import context
from ..sim.stats import Compared, spread, wilson
from ..sim.studies import Declared, Question
from ..sim.verdicts import (
    Verdict,
    alpha_of,
    decide,
    decided_note,
    paired_rows,
    paired_with,
    with_interval,
)

POWERS = (1, 2, 3, 4)


# -- strong kids are harder to interrupt -------------------------------------------------------

def tricks_by_power(r: dict[str, Any]) -> dict[str, list[int]]:
    """A study's tricks, those that could be interrupted and those that were, by kid power
    (1 to 4), added over its games."""
    return {key: [sum(g[key][k] for g in r["games"]) for k in range(4)]
            for key in ("tricks", "open", "interrupted")}


def two_rates(k1: int, n1: int, k0: int, n0: int, margin: float) -> Compared:
    """The rate ``k1/n1`` less the rate ``k0/n0`` (independent samples): Newcombe's 95%
    interval, the score test of no difference and two one-sided tests of a difference of at
    least ``margin`` (statsmodels); no comparison when either is empty."""
    from statsmodels.stats.proportion import (
        confint_proportions_2indep,
        test_proportions_2indep,
        tost_proportions_2indep,
    )

    if not (n1 and n0):
        return Compared(0.0, 0.0, 0.0, 1.0, 1.0, None)
    low, high = confint_proportions_2indep(k1, n1, k0, n0, method="newcomb")
    differs = test_proportions_2indep(k1, n1, k0, n0, method="score").pvalue
    within = tost_proportions_2indep(k1, n1, k0, n0, -margin, margin).pvalue
    return Compared(k1 / n1 - k0 / n0, float(low), float(high), float(differs), float(within),
                    n1 + n0)


def strong_against_weak(found: list[dict[str, Any]], margin: float) -> list[Verdict]:
    """Per study, the strongest kids' share of tricks interrupted against the weakest's."""
    compared = []
    for r in found:
        t = tricks_by_power(r)
        compared.append(two_rates(t["interrupted"][3], t["tricks"][3], t["interrupted"][0],
                                  t["tricks"][0], margin))
    kinds = decide(compared, margin, alpha_of(found))
    return [Verdict("strong kids", kind, c.low, c.high, c.trials or 0, margin)
            for c, kind in zip(compared, kinds, strict=True)]


STRONG = {"behind": "interrupted less often than the weakest kids",
          "ahead": "interrupted more often than the weakest kids",
          "within": "interrupted about as often as the weakest kids",
          "open": "not decided"}


def _interrupts(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["study", "kid's power", "tricks", "toys could be interrupted", "interrupted"]
    rows, lines, plain = [], [], []
    for label, s, r, v in zip(q.labels, q.studies, found, strong_against_weak(found, margin),
                              strict=True):
        t = tricks_by_power(r)
        for k, power in enumerate(POWERS):
            n = t["tricks"][k]
            rows.append([label, str(power), f"{n:,}",
                         with_interval(t["open"][k], n) if n else "n/a",
                         with_interval(t["interrupted"][k], n) if n else "n/a"])
        d = f"{100 * margin:g}"
        said = {"behind": f"less often, by {-100 * v.high:.1f} to {-100 * v.low:.1f} points",
                "ahead": f"more often, by {100 * v.low:.1f} to {100 * v.high:.1f} points",
                "within": f"as often within ±{d} points ({signed(v.low)} to "
                          f"{signed(v.high)})",
                "open": f"not decided at {v.games:,} tricks ({signed(v.low)} to "
                        f"{signed(v.high)} points)"}[v.kind]
        lines.append(f"{label}: tricks by power-4 kids are interrupted "
                     f"{with_interval(t['interrupted'][3], t['tricks'][3])}, by power-1 kids "
                     f"{with_interval(t['interrupted'][0], t['tricks'][0])}; strong kids "
                     f"{said}.")
        if "random" not in s.agents:
            plain.append(_plain_interrupts(s, label, t, v))
    lines.append(decided_note(2 * len(found), margin).replace(
        "(each comparison tested for a lead and for a tie)",
        "(each comparison, power 4 against power 1, tested for a difference and for a tie)"))
    lines.append("The tricks of all the games of a study are counted together, each trick "
                 "taken as a draw of its own; a trick could be interrupted when another player "
                 "held a parent worth at most its toys.")
    return Answer.of(header, rows, lines, plain)


def _plain_interrupts(s: Declared, label: str, t: dict[str, list[int]], v: Verdict) -> str:
    low4, high4 = wilson(t["interrupted"][3], t["tricks"][3])
    low1, high1 = wilson(t["interrupted"][0], t["tricks"][0])
    said = (f"{context(s, label)}, a trick by one of the strongest kids (the jacks to aces) is "
            f"interrupted {in_100(low4, high4, 'time')}, one by the weakest (the 2s to "
            f"4s) {in_100(low1, high1, 'time')}")
    if v.kind == "behind":
        return said + ": strong kids are harder to interrupt."
    if v.kind == "ahead":
        return said + ": strong kids are not harder to interrupt, but easier."
    if v.kind == "within":
        return said + (f": about as often (within {100 * v.margin:g} in 100), so strong kids "
                       "are not harder to interrupt.")
    return said + ": these games do not show whether strong kids are harder to interrupt."


def _interrupts_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    rates = []
    for r in found:
        t = tricks_by_power(r)
        rates.append([balance.rate(t["interrupted"][k], t["tricks"][k]) if t["tricks"][k]
                      else None for k in range(4)])
    return plots.rate_bars(f"{registry.get(q.game).title}: {q.claim}",
                           "The share of tricks interrupted, by the power of the kid that "
                           "tricked, with 95% intervals, for " + ", ".join(q.labels) + ".",
                           list(q.labels), [f"power {p}" for p in POWERS], rates,
                           [None] * len(found), "share of tricks interrupted")


def _interrupts_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    return [f"strong kids {STRONG[v.kind]}" if v.kind != "open"
            else "not decided whether strong kids are interrupted less often"
            for v in strong_against_weak(found, margin)]


# -- the scavenging rule keeps the game going --------------------------------------------------

def stopped_short(r: dict[str, Any]) -> list[bool]:
    """Game by game, whether it ended with victims nobody tricked."""
    return [g["victims_left"] > 0 for g in r["games"]]


def short_rows(q: Question, found: list[dict[str, Any]], margin: float
               ) -> list[tuple[Verdict | None, tuple[int, int, str] | None]]:
    """Per row: the verdict on the change in the share of games that end with victims left
    against the row it is paired with, and (changed, paired, that row's label); (None, None)
    for a row paired with none."""
    pairs = paired_rows(q, found)
    compared: list[Compared] = []
    for k, (s, r) in enumerate(zip(q.studies, found, strict=True)):
        base = paired_with(s, list(q.studies[:k]))
        if base is None:
            compared.append(Compared(0.0, 0.0, 0.0, 1.0, 1.0, None))
            continue
        n = min(len(r["games"]), len(found[base]["games"]))
        compared.append(stats.paired(stopped_short(found[base])[:n], stopped_short(r)[:n],
                                     margin))
    kinds = decide(compared, margin, alpha_of(found))
    out: list[tuple[Verdict | None, tuple[int, int, str] | None]] = []
    for c, kind, pair in zip(compared, kinds, pairs, strict=True):
        if pair is None:
            out.append((None, None))
            continue
        kind = "unchanged" if c.trials is None else kind
        out.append((Verdict("games ending with victims left", kind, c.low, c.high, pair[1],
                            margin, paired=True), pair))
    return out


def _scavenging(q: Question, found: list[dict[str, Any]], margin: float) -> Answer:
    header = ["game", "games", "ended with victims left", "victims left: mean",
              "median moves", "unfinished", "games changed"]
    rows, lines, plain = [], [], []
    verdicts = short_rows(q, found, margin)
    for label, s, r, (v, pair) in zip(q.labels, q.studies, found, verdicts, strict=True):
        n = r["summary"]["games"]
        short = sum(stopped_short(r))
        left = sum(g["victims_left"] for g in r["games"]) / n
        moves = spread(g["moves"] for g in r["games"])
        assert moves is not None, "a study plays at least one game"
        rows.append([label, f"{n:,}", with_interval(short, n), f"{left:.2f}",
                     f"{moves['median']:g}", with_interval(r["summary"]["unfinished"], n),
                     "n/a" if pair is None else f"{pair[0]} of {pair[1]}"])
        said = (f"{label}: {short} of {n:,} games ended with victims nobody tricked, "
                f"{with_interval(short, n)}; median {moves['median']:g} moves; "
                f"{r['summary']['unfinished']} unfinished after "
                f"{r['provenance']['max_moves']:,} moves")
        if v is not None and pair is not None:
            said += f"; against {pair[2]}, {pair[0]} of {pair[1]:,} games changed: {v.words()}"
        lines.append(said + ".")
        if "random" not in s.agents:
            low, high = wilson(short, n)
            text = (f"{context(s, label)}, {in_100(low, high, verb='end')} with "
                    "victims nobody could trick")
            if v is not None:
                text += {"ahead": ", more than with scavenging",
                         "behind": ", fewer than with scavenging",
                         "within": ", about as many as with scavenging (within "
                                   f"{100 * margin:g} in 100)",
                         "unchanged": ", as with scavenging",
                         "open": "; these games do not show whether that is more or fewer "
                                 "than with scavenging"}[v.kind]
            text += (f", and half the games take {round(moves['q1'])} to "
                     f"{round(moves['q3'])} moves")
            plain.append(text + ".")
    note = decided_note(2 * sum(v is not None for v, _ in verdicts), margin)
    lines.append(note.replace("(each comparison tested for a lead and for a tie)",
                              "(each change tested for a difference and for a tie)")
                 + " Each game without scavenging is compared with the game with it played on "
                 "the same deal with the same random numbers (McNemar's exact test on the games "
                 "whose ending changed); the change is in the share of games that end with "
                 "victims left.")
    return Answer.of(header, rows, lines, plain)


def _scavenging_figure(q: Question, found: list[dict[str, Any]]) -> str:
    from .. import registry
    from ..sim import plots

    rates = [[balance.rate(sum(stopped_short(r)), r["summary"]["games"])] for r in found]
    return plots.rates_and_boxes(
        f"{registry.get(q.game).title}: {q.claim}",
        "Above: the share of games that end with victims nobody tricked, with 95% intervals. "
        "Below: game lengths in moves. Each game without scavenging is played on the same "
        "deal as one with it: compare them by the paired verdict under the table.",
        list(q.labels), ["ended with victims left"], rates, [None] * len(found),
        [[g["moves"] for g in r["games"]] for r in found], "moves")


def _scavenging_standings(q: Question, found: list[dict[str, Any]], margin: float) -> list[str]:
    out = []
    for v, pair in short_rows(q, found, margin):
        if v is None or pair is None:
            out.append("the game as written")
            continue
        word = {"ahead": "more often", "behind": "less often",
                "within": f"as often within ±{100 * margin:g} points",
                "unchanged": "as often (no game changed)", "open": "not decided"}[v.kind]
        out.append(f"ends with victims left {word} than {pair[2]}"
                   if v.kind != "open" else
                   f"not decided whether it ends with victims left more often than {pair[2]}")
    return out


KINDS = {"interrupts": Kind(_interrupts, _interrupts_figure, _interrupts_standings),
         "scavenging": Kind(_scavenging, _scavenging_figure, _scavenging_standings)}



# -- "(almost) any first hand can be played" and rationale 10: asked of the model ---------------

#: The design of the first-hands count, declared before it was run: this many deals for each
#: player count, their seeds drawn from this one (the issue that asked), heuristic players
#: making the moves before each seat's first turn; "almost any" means a share of at least this
#: much, decided when the 95% interval's low end reaches it.
FIRST_DEALS, FIRST_SEED, ALMOST_ANY = 1000, 43, 0.95


@cache  # (the chapter asks for each count twice: by the rules' price and the parent-value one)
def first_turns(players: int, deals: int = FIRST_DEALS, seed: int = FIRST_SEED
                ) -> tuple[tuple[int, str], ...]:
    """Each seat's first turn in ``deals`` seeded deals of ``players``: (seat, what its hand
    can do when its turn's actions open), ``recruit`` (a kid in hand), ``bribe`` (no kid, but
    the legal moves hold a bribe that gives a parent worth at least the kid's face value, so
    that the designer's parent-value price would allow it too), ``lesser parent`` (only bribes
    that give a parent worth less than the kid) or ``neither``. Heuristic players make every
    move before.

    >>> first_turns(3, deals=2)
    ((0, 'recruit'), (1, 'bribe'), (2, 'recruit'), (0, 'recruit'), (1, 'recruit'), (2, 'recruit'))
    """
    from .. import registry
    from ..core.rng import make_rng
    from ..sim.agents import make_agent, turn_of
    from ..sim.study import game_seed
    from .cards import VALUE
    from .moves import Bribe, Recruit
    from .rules import new_game

    info, found = registry.get("human_trophies"), []
    for deal in range(deals):
        state = new_game(players, seed=game_seed(seed, deal))
        agents = [make_agent("heuristic", "human_trophies", make_rng("first", seed, deal, seat))
                  for seat in range(players)]
        seen: set[int] = set()
        while len(seen) < players and not state.is_terminal():
            seat = state.current_player()
            assert seat is not None
            if seat == state.active and seat not in seen:  # the turn's own first decision
                moves = state.legal_moves()
                seen.add(seat)
                bribes = [m for m in moves if isinstance(m, Bribe)]
                fair = any(VALUE[b.parent] >= VALUE[b.kid] for b in bribes)
                found.append((seat, "recruit" if any(isinstance(m, Recruit) for m in moves)
                              else "bribe" if fair else "lesser parent" if bribes
                              else "neither"))
            state.apply(agents[seat].choose(turn_of(info, state)))
    return tuple(found)


def first_hands(players: int, deals: int = FIRST_DEALS
                ) -> list[tuple[str, int, int, int, int]]:
    """:func:`first_turns` counted for the first seat and for the later seats apart: (which
    seats, first turns, those that can recruit, those that can only bribe, and those of them
    that can bribe with a parent worth at least the kid)."""
    turns = first_turns(players, deals)
    return [(label, len(mine), sum(k == "recruit" for k in mine),
             sum(k in ("bribe", "lesser parent") for k in mine), sum(k == "bribe" for k in mine))
            for label, mine in (("seat 1", [k for seat, k in turns if seat == 0]),
                                ("later seats", [k for seat, k in turns if seat > 0]))]


def almost_any(playable: int, turns: int) -> str:
    """The verdict on "(almost) any first hand can be played": at least :data:`ALMOST_ANY` of
    first turns, decided on the 95% Wilson interval of ``playable`` in ``turns``.

    >>> almost_any(990, 1000), almost_any(870, 1000), almost_any(95, 100)
    ('almost any', 'not almost any', 'not decided')
    """
    low, high = wilson(playable, turns)
    return "almost any" if low >= ALMOST_ANY else "not almost any" if high < ALMOST_ANY \
        else "not decided"


def least_toys(power: int = 1, variants: tuple[str, ...] = ()) -> dict[str, int]:
    """For each top victim (worth the most), the least toy points with which a kid of ``power``
    tricks it, as the trick's rule says (:meth:`.turn.TrickKind.need` and
    :meth:`~.turn.TrickKind.shortfall`, the one statement of it).

    >>> least_toys()
    {'JD': 11, 'QD': 11, 'KD': 11, 'AD': 11}
    >>> least_toys(variants=("trick-at-least",))["KD"]
    10
    """
    from ..core.cards import parse_card
    from .rules import new_game
    from .setup import Fixed
    from .turn import TRICK_KIND

    found = {}
    for code in ("JD", "QD", "KD", "AD"):
        state = new_game(2, variants=variants, fixed=Fixed(victims=[parse_card(code)]))
        found[code] = TRICK_KIND.shortfall(TRICK_KIND.need(state), power)
    return found
