"""The Fallacy of Rank's heuristic and what its studies record: it guards its pawns, games
between heuristic players do not stall, it uses the variants that let a tile move another's
piece, and each game's ending and watched attacks are counted as the chapter says."""

import random

from games import registry
from games.fallacy_of_rank import heuristic, new_game, studies
from games.fallacy_of_rank.moves import Step, TileMove
from games.fallacy_of_rank.rules import fill_corners
from games.fallacy_of_rank.studies import Watch, facts
from games.sim.agents import turn_of
from games.sim.studies import question
from games.sim.study import Study, game_seed

INFO = registry.get("fallacy_of_rank")
#: Not the studies' seed (14).
SEED = 3


def play(players, variants=(), index=0):
    """One game between heuristic players: the final state and the moves, each with the seat
    that made it and whether it moved another player's piece."""
    study = Study("fallacy_of_rank", players, tuple(variants), (), ("heuristic",) * players,
                  SEED, 5000)
    state = study.start(game_seed(SEED, index))
    rng, others, watch = random.Random(index), 0, Watch()
    while not state.is_terminal():
        move = heuristic.choose(turn_of(INFO, state), rng)
        if type(move) in (Step, TileMove) and not state.in_setup \
                and state.owner[move.src] != state.current_player():
            others += 1
        watch.see(state, move)
        state.apply(move)
    return state, others, watch


def test_an_enemy_coin_next_to_its_pawn_is_fought_by_the_piece_that_gains_most():
    game = new_game(2)
    fill_corners(game, "S2 S3 Sa S4  S5 S5 S4 S3  S2 Sn Sn S5  Sp Sa Sp S4",
                 "Mp M4 Mp M2  M4 M3 M3 M2  M5 M5 Ma Mn  Ma M3 Mn M5")
    board = game.board
    # Ben's Ace (unseen by Ann) stands on A9, next to Ann's pawn on A10: her 5 on A8, her Null
    # on B9 and the pawn itself could fight it; the 5 gains most.
    game.remove(board.index("A9"))
    game.relocate(board.index("A4"), board.index("A9"))
    assert game.current_player() == 0
    choice = heuristic.choose(turn_of(INFO, game), random.Random(0))
    assert choice == Step(board.index("A8"), board.index("A9"), True)
    assert heuristic.gain(5, None) > heuristic.gain(heuristic.NULL, None) > heuristic.GUARD \
        > heuristic.gain(heuristic.PAWN, None)


def test_heuristic_games_do_not_stall():
    for players in (2, 3, 4):
        for index in range(3):
            state, _, _ = play(players, index=index)
            assert facts(state)["ending"] in ("last pawn", "draw"), (players, index)


def test_the_heuristic_uses_the_variants_that_move_another_players_piece():
    used = {v: sum(play(2, (v,), index)[1] for index in range(30))
            for v in ("any-piece", "ace-any-coin")}
    assert used["any-piece"] > 0 and used["ace-any-coin"] > 0
    assert sum(play(2, (), index)[1] for index in range(3)) == 0


def test_the_watch_counts_every_attack_once():
    state, _, watch = play(2, index=1)
    counts = watch.facts(state)
    attacks = sum(1 for b in state.battles)
    coins = sum(1 for b in state.battles if type(b.pieces[0]).__name__ != "Pawn")
    assert counts["lone"][0] + counts["supported"][0] == coins
    assert counts["rank"][0] <= attacks and counts["bulk"][0] <= attacks
    for done, of in counts.values():
        assert 0 <= of <= done


def test_the_claims_are_answered_by_the_seat_studies_at_two_rungs():
    seats = question("fallacy_of_rank", "seats")
    for key in ("endings", "lone", "rank"):
        q = question("fallacy_of_rank", key)
        assert set(q.studies) <= set(seats.studies)
        assert {s.agents[0] for s in q.studies} == {"heuristic", studies.STRONG}


def test_the_rollout_loop_makes_the_guided_policys_moves():
    # The heuristic's own rollout loop (heuristic.rollout, the Lab's Heuristic.rollout, played
    # by the paired search) makes the moves of the guided policy applied one by one through
    # the protocol: the same final position, the same generator state, at every player count
    # and in the variants that move another's piece or move straight.
    from games.sim import guided

    lab = registry.lab("fallacy_of_rank")
    assert lab.heuristic is not None and lab.heuristic.rollout is heuristic.rollout
    policy = guided.rollout_policy(lab, 0.1)
    for players, variants in ((2, ()), (3, ("straight-moves",)), (4, ("any-piece",)),
                              (4, ("ace-any-coin",))):
        for index in range(4):
            study = Study("fallacy_of_rank", players, variants, (), ("random",) * players,
                          SEED, 5000)
            state, rng = study.start(game_seed(SEED, index)), random.Random(index)
            while not state.is_terminal() and state.turns < 30 * index:
                state.apply(state.random_move(rng))
            if state.is_terminal():
                continue
            fast, slow = state.copy(), state.copy()
            one, two = random.Random(index), random.Random(index)
            heuristic.rollout(fast, one, 0.1, 400)
            for _ in range(400):
                if slow.is_terminal():
                    break
                slow.apply(policy(slow, two))
            assert fast.to_text() == slow.to_text() and fast.result == slow.result
            assert (fast.turns, fast.quiet, one.getstate()) == (slow.turns, slow.quiet,
                                                                 two.getstate())
            assert [str(t) for t in fast.tallies()] == [str(t) for t in slow.tallies()]


def test_the_quick_heuristic_moves_only_as_the_rules_allow():
    """The quick form's steps come from the quick copy of the movement rule (and its aims
    from the board): each move it makes, along its own games, is one the rules allow."""
    for players, variants in ((2, ()), (3, ("straight-moves",)), (4, ("any-piece",))):
        rng = random.Random(players)
        state, checked = new_game(players, variants=variants), 0
        while checked < 300:
            if state.is_terminal():
                state = new_game(players, variants=variants)
            move = heuristic.quick(state, rng)
            assert state.why_illegal(move) is None, (state.move_text(move), state.to_text())
            state.apply(move)
            checked += not state.in_setup


def test_material_reads_the_numbers_the_tallies_give():
    # The search scores a rollout cut short by material, read from the position's counts of
    # pawns and pieces: the same shares as the tallies' pawns (total) and pieces.
    from games.fallacy_of_rank.tuning import material

    for players in (2, 3, 4):
        state, rng = new_game(players), random.Random(players)
        while not state.is_terminal():
            tallies = state.tallies()
            values = [4 * t.total + t.details["pieces"] if t.total else 0 for t in tallies]
            assert material(state) == ([v / sum(values) for v in values] if any(values)
                                       else [1 / players] * players)
            state.apply(heuristic.quick(state, rng))


def test_the_positions_bits_of_pawns_and_coins_follow_the_pieces():
    # The quick heuristic reads the pawns and each rank's coins from the position's bits
    # (pawned, ranked), kept as pieces are placed, move, fall, and are dealt afresh where
    # unseen (determinize).
    from games.core.components import Pawn

    def bits(state):
        found = [0] * 7  # by rank, the pawns last
        for square, piece in enumerate(state.cells):
            if piece is not None:
                found[6 if type(piece) is Pawn else piece.rank] |= 1 << square
        return found

    for players in (2, 3, 4):
        state, rng = new_game(players), random.Random(players)
        while not state.is_terminal():
            for seen in (state, INFO.determinize(state, state.current_player(), rng)):
                assert bits(seen) == [*seen.ranked, seen.pawned]
            state.apply(state.random_move(rng) if rng.random() < 0.3
                        else heuristic.quick(state, rng))
