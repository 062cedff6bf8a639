#!/usr/bin/env python3
"""Play the complete Human Trophies example game and write it as a record.

Three players follow one simple, sensible policy (below); the script tries seeded deals until
the game shows every rule at least once (a detention, a bribe, a trick stopped, a trick
punished) and ends with every victim tricked, then writes
``games/human_trophies/records/complete-game.rec`` with a ``mark:`` at each key moment. The
model checks every move when the record is replayed.

The policy, for every player:

* **Miss Monster:** when holding her, give detention when the active player could trick (a
  ready kid and a toy); anyone asked who cannot or will not act declines.
* **Interrupting:** with the lowest parent that may, when the victim is worth 8 or more or the
  toys are; punish when the toys are worth 8 or more (take them), else stop.
* **On your turn:** scavenge the most valuable toy a team can take without the strongest ready
  kid (while the toys in hand are worth less than 12); recruit the strongest kid in hand; bribe
  the strongest kid you can afford while you have fewer than two kids; trick with the fewest
  toys by value; then end the turn.

Usage: ``python scripts/play_human_trophies_game.py`` (deterministic).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.core.files import write_atomic
from games.human_trophies import moves as m
from games.human_trophies import new_game
from games.human_trophies.cards import POWER, VALUE
from games.human_trophies.examples import RECORDS
from games.human_trophies.turn import DETENTION, INTERRUPTION, READY, SCAVENGE

PLAYERS = ("alice", "bernard", "charlie")


def worth(cards) -> int:
    return sum(VALUE[c] for c in cards)


def choose(state):
    """The policy's move in ``state`` (see the module text)."""
    moves = state.legal_moves()
    if state.phase is DETENTION:
        hand, club = state.hands[state.active], state.clubhouses[state.active]
        could = READY in club.values() and any(c.suit == "C" for c in hand)
        return m.DETENTION if could and m.DETENTION in moves else m.DECLINE
    if state.phase is INTERRUPTION:
        options = [mv for mv in moves if isinstance(mv, m.Interrupt)]
        toys = state.trick.toy_value
        if options and (VALUE[state.victims[-1]] >= 8 or toys >= 8):
            lowest = min(options, key=lambda mv: (VALUE[mv.parent], mv.parent))
            return m.Interrupt(lowest.parent, punish=toys >= 8)
        return m.DECLINE
    seat = state.active
    hand, club = state.hands[seat], state.clubhouses[seat]
    ready = [k for k, s in club.items() if s is READY]
    if state.step <= SCAVENGE and ready and worth(c for c in hand if c.suit == "C") < 12:
        keep = max(ready, key=lambda k: POWER[k])
        spare = [mv for mv in moves if isinstance(mv, m.Scavenge) and keep not in mv.team]
        if spare:
            return max(spare, key=lambda mv: (VALUE[mv.toy], -len(mv.team),
                                              [-POWER[k] for k in mv.team]))
    recruits = [mv for mv in moves if isinstance(mv, m.Recruit)]
    if recruits:
        return max(recruits, key=lambda mv: (POWER[mv.kid], mv.kid))
    bribes = [mv for mv in moves if isinstance(mv, m.Bribe)]
    if bribes and len(club) < 2:
        return min(bribes, key=lambda mv: (-POWER[mv.kid], worth(mv.toys), VALUE[mv.parent]))
    tricks = [mv for mv in moves if isinstance(mv, m.Trick)]
    if tricks:
        return min(tricks, key=lambda mv: (worth(mv.toys), POWER[mv.kid], mv.toys))
    return m.END


def play(seed: int, limit: int = 600):
    """The game from deal ``seed``: the final state, the record's lines (moves and comments),
    the marks as (lines before it, name, caption), and the kinds of key moment seen."""
    state = new_game(PLAYERS, seed=seed)
    lines, marks, seen = [], [(0, "deal", "The deal.")], set()
    turn, turns = None, 0
    while not state.is_terminal() and len(lines) < limit:
        move = choose(state)
        who = state.players[state.current_player()]
        active = state.players[state.active]
        if state.active != turn:
            turn, turns = state.active, turns + 1
            lines.append(f"# turn {turns}: {active}")
        text = state.move_text(move)
        if state.current_player() != state.active:
            text = f"{text:<24}# {who}"
        state.apply(move)
        lines.append(text)
        kind = key = None
        if isinstance(move, m.Detention):
            kind, key = "detention", f"{who} gives {active} detention with Miss Monster."
        elif isinstance(move, m.Bribe):
            kind, key = "bribe", f"{who} bribes {state.players[move.owner]}'s {move.kid.code}."
        elif isinstance(move, m.Interrupt):
            kind = "punish" if move.punish else "stop"
            key = (f"{who} {'punishes' if move.punish else 'stops'} {active}'s trick with "
                   f"{move.parent.code}.")
        elif isinstance(move, m.Trick) and "trick" not in seen and state.trick is None:
            kind = "trick"
            key = f"The first trick nobody interrupts: {who} wins {move.victim.code}."
        if kind and kind not in seen:
            seen.add(kind)
            marks.append((len(lines), kind, key))
    marks.append((len(lines), "final", "The end: every victim has been tricked."))
    return state, lines, marks, seen


def main() -> int:
    for seed in range(1, 500):
        state, lines, marks, seen = play(seed)
        if (state.is_terminal() and not state.victims and len(state.history) <= 260
                and seen >= {"detention", "bribe", "stop", "punish", "trick"}):
            break
    else:
        print("no suitable game found", file=sys.stderr)
        return 1
    out = [
        "# Human Trophies: a complete 3-player game.",
        "#",
        "# Played by scripts/play_human_trophies_game.py: every player follows the same simple",
        "# policy (see the script); this is the first seeded deal whose game shows a detention,",
        "# a bribe, a stopped trick and a punished one, and ends with every victim tricked.",
        "game: human_trophies",
        "title: A complete game",
        f"players: {' '.join(PLAYERS)}",
        f"seed: {seed}",
        "",
    ]
    for index in range(len(lines) + 1):
        out += [f"mark: {name} {caption}" for at, name, caption in marks if at == index]
        if index < len(lines):
            out.append(lines[index])
    write_atomic(RECORDS / "complete-game.rec", "\n".join(out) + "\n")
    print(f"seed {seed}: {len(state.history)} moves; " + "; ".join(
        t.short() for t in state.tallies()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
