"""Human Trophies' balance questions: the variants they need (no scavenging; a trick that
needs only to equal the victim), the heuristic's punishing and bribing, the watcher of
interruptions and the game's own kinds of answer."""

import random

import pytest
from helpers import play

from games.core.record import parse_record
from games.human_trophies import heuristic as rule
from games.human_trophies import new_game, state_from_record
from games.human_trophies import studies as ht
from games.human_trophies.answers import KINDS, stopped_short, two_rates
from games.human_trophies.options import VARIANTS
from games.sim.guided import _View


def why(game, text):
    """Why the move written ``text`` is illegal now, in the record's notation (None if it is
    legal): the reason's ``str``, which records, error lines and the designer's edition print."""
    reason = game.why_illegal(game.parse_move(text))
    return None if reason is None else str(reason)


def table(header: str, variant: str = ""):
    text = "game: human_trophies\nplayers: alice bernard charlie\njokers: 0\n" + header
    if variant:
        text += f"\nvariant: {variant}"
    return state_from_record(parse_record(text, "t.rec"))


SCAVENGE = "victims: KD\nwarehouses: 2C 6C 9C\nclubhouse-alice: 3S 9S QS\nhand-alice: 5C 10C\n"


def test_no_scavenging_variant_refuses_every_scavenge():
    assert "no-scavenging" in VARIANTS.names() and "trick-at-least" in VARIANTS.names()
    assert why(table(SCAVENGE), "scavenge 2C with 9S") is None
    game = table(SCAVENGE, "no-scavenging")
    assert why(game, "scavenge 2C with 9S") == "toys are never scavenged (no-scavenging variant)"
    assert not [move for move in game.legal_moves() if move.__class__.__name__ == "Scavenge"]
    assert game.legal_moves()  # recruiting, tricking and ending stay


def test_trick_at_least_variant_lets_a_trick_equal_the_victim():
    header = "victims: KD\nclubhouse-alice: QS\nhand-alice: 7C\n"  # 4 + 7 = 11, the king's 11
    assert why(table(header), "trick KD with QS + 7C") == (
        "kid and toys make 11 (QS 4 + toys 7), not more than the victim's 11")
    game = table(header, "trick-at-least")
    assert why(game, "trick KD with QS + 7C") is None
    assert why(table("victims: KD\nclubhouse-alice: QS\nhand-alice: 6C\n", "trick-at-least"),
               "trick KD with QS + 6C") == (
        "kid and toys make 10 (QS 4 + toys 6), not at least the victim's 11")
    assert any(move.__class__.__name__ == "Trick" for move in game.legal_moves())


@pytest.mark.parametrize("variant", ["no-scavenging", "trick-at-least"])
def test_random_games_with_the_new_variants_stay_legal_and_end(variant):
    for seed in range(4):
        game, rng = new_game(3, variants=[variant], seed=seed), random.Random(seed)
        while not game.is_terminal():
            move = game.random_move(rng)
            assert game.why_illegal(move) is None
            game.apply(move)
        copy = new_game(3, variants=[variant], seed=seed)
        assert copy.playout(random.Random(seed), 5000).to_text() == game.to_text()


def test_the_heuristic_punishes_a_trick_whose_toys_are_worth_much_more_than_its_victim():
    # Alice tricks the 2 with her jack and the 10: Bernard takes the 10 rather than stop her.
    game = table("victims: 2D\nclubhouse-alice: JS\nhand-alice: 10C\nhand-bernard: 3H\n")
    play(game, "trick 2D with JS + 10C")
    view = _View(game, 1)
    assert rule.choose(view, random.Random(0)) == game.parse_move("interrupt 3H punish")
    # against a king with the same toys, Bernard stops her
    game = table("victims: KD\nclubhouse-alice: JS\nhand-alice: 10C\nhand-bernard: 3H\n")
    play(game, "trick KD with JS + 10C")
    assert rule.choose(_View(game, 1), random.Random(0)) == game.parse_move("interrupt 3H stop")
    assert rule.quick(game, random.Random(0)) == game.parse_move("interrupt 3H stop")


def test_the_heuristic_bribes_while_its_clubhouse_is_small():
    header = ("victims: KD\nclubhouse-alice: 2S\nhand-alice: 9C 2H\nclubhouse-bernard: QS\n"
              "hand-bernard: 5C\n")
    game = table(header)
    assert rule.BRIBE_KIDS > 1
    move = rule.choose(_View(game, 0), random.Random(0))
    assert move == game.parse_move("bribe QS from bernard with 9C give 2H")
    assert rule.quick(game, random.Random(0)) == move
    full = table(header.replace("clubhouse-alice: 2S", "clubhouse-alice: "
                                + " ".join(["2S", "3S", "4S", "5S", "6S"][:rule.BRIBE_KIDS])))
    assert rule.choose(_View(full, 0), random.Random(0)).__class__.__name__ != "Bribe"


def test_the_watcher_counts_tricks_and_interruptions_by_power():
    game = table("victims: 3D 2D\nclubhouse-alice: JS 2S\nhand-alice: 10C 9C\n"
                 "hand-bernard: 3H\nhand-charlie: -\n")
    w = ht.watch()
    for text in ("trick 3D with JS + 10C", "interrupt 3H stop", "trick 3D with 2S + 9C"):
        move = game.parse_move(text)
        assert game.why_illegal(move) is None
        w.see(game, move)
        game.apply(move)
    assert w.facts(game) == {"tricks": [1, 0, 0, 1], "open": [0, 0, 0, 1],
                             "interrupted": [0, 0, 0, 1]}
    assert ht.facts(game) == {"victims_left": 12}  # (13 in all: the rest lie below)


def test_two_rates_decides_a_clear_difference_and_refuses_an_empty_one():
    c = two_rates(10, 1000, 300, 1000, 0.03)
    assert c.high < 0 and c.p_differs < 0.001
    assert two_rates(0, 0, 5, 10, 0.03).trials is None
    assert stopped_short({"games": [{"victims_left": 0}, {"victims_left": 3}]}) == [False, True]


def test_the_games_own_kinds_are_found_by_the_balance_answers():
    from games.sim.balance import game_kind
    from games.sim.studies import question

    assert set(KINDS) == {"interrupts", "scavenging"}
    for key in ("interrupts", "scavenging"):
        assert game_kind(question("human_trophies", key)) is KINDS[key]


def test_the_agents_quick_move_is_the_listed_rules_move():
    # choose() plays quick() on the player's view; listed() is the rule over every legal move:
    # the same move with the same random numbers, in dealt and in sampled positions, for 2 to 5
    # players, with the variants that change what the rule may do.
    from games.human_trophies.determinize import determinize
    from games.sim.study import Study

    checked = 0
    for k in range(16):
        variants = [(), ("one-bribe",), ("no-scavenging",), ("trick-at-least",)][k % 4]
        state = Study("human_trophies", 2 + k % 4, variants).start(k)
        rng = random.Random(k)
        while not state.is_terminal():
            seat = state.current_player()
            here = determinize(state, seat, rng) if k % 2 else state
            seed = rng.randrange(1 << 30)
            one, two = random.Random(seed), random.Random(seed)
            move = rule.listed(_View(here, seat), one)
            assert rule.choose(_View(here, seat), two) == move and one.random() == two.random()
            checked += 1
            state.apply(move if rng.random() < 0.7 else state.random_move(rng))
    assert checked > 1000
