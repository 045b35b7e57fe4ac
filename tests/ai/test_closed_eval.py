"""Hard's closed-phase estimate: its features, its greedy play-out, and its fitted weights."""

from __future__ import annotations

import math
import random
import subprocess
import sys

import pytest

from trappola_gui.ai.base import POINTS
from trappola_gui.ai.closed_eval import (
    FEATURE_NAMES,
    GREEDY,
    N_FEATURES,
    PAIRS,
    ClosedEstimate,
    estimate,
    features,
    greedy_closed,
    side_features,
    weights_key,
)
from trappola_gui.ai.closed_fit import closed_start, fit_rules, held_out_misses, position_features, solve_lsq
from trappola_gui.ai.closed_weights import WEIGHTS
from trappola_gui.ai.hard import HardAgent
from trappola_gui.ai.hard_rollout import EVAL_SPREAD, WIN_WEIGHT, reply_table, rollout_card, rollout_utility_2p
from trappola_gui.ai.knowledge import last_stock_states
from trappola_gui.engine import DealState, Play, Rules
from trappola_gui.engine.cards import cards_of, mask_of, parse_card
from trappola_gui.engine.playout import random_deal, random_setup_action

from .helpers import closed_endgame, hidden_swaps, random_prefix


def _judge(state: DealState, weights: tuple[float, ...]) -> ClosedEstimate:
    """Hard's closed-phase estimate for ``state``'s deal, as its search makes it."""
    pts = POINTS[state.rules.points]
    return ClosedEstimate(weights, state.trump, pts, state.rules.must_win, reply_table(state.trump, pts, 2))


def _mask(cards: str) -> int:
    return mask_of(parse_card(c) for c in cards.split())


def test_side_features_of_a_hand_made_position() -> None:
    # Trump Spades. Mine: AS KS 7S (top two trumps), AH 7H, KD; void in Clubs.
    # Theirs: QS 8S, KH QH, AD 2D, AC JC.
    pts = POINTS["classic"]
    mine = _mask("AS KS 7S AH 7H KD")
    theirs = _mask("QS 8S KH QH AD 2D AC JC")
    f = dict(zip(FEATURE_NAMES, side_features(mine, theirs, 0, tuple(pts[:9])), strict=True))
    assert f["points"] == 6 + 5 + 6 + 5
    assert f["trumps"] == 3 and f["trump points"] == 11 and f["top trumps"] == 2
    # Sure winners: AS KS (7S is under QS), AH (7H is under KH); KD is under AD.
    assert f["sure winners"] == 3 and f["sure winner points"] == 6 + 5 + 6
    assert f["voids"] == 1 and f["ruffable points"] == 6 + 3  # their AC JC, and I hold trumps
    assert f["guarded top points"] == 6  # AH; KD is not the suit's top
    assert f["unguarded points"] == 5  # KD under AD
    assert f["more trumps"] == 1.0 and f["trumps up to 5"] == 3
    # Seen from their side: my Clubs void makes their AC no sure winner (I can ruff it).
    g = dict(zip(FEATURE_NAMES, side_features(theirs, mine, 0, tuple(pts[:9])), strict=True))
    assert g["sure winners"] == 1 and g["sure winner points"] == 6  # AD only
    assert g["ruffable points"] == 0 and g["voids"] == 0


@pytest.mark.parametrize("must_win", [False, True])
def test_greedy_play_out_is_hard_s_rollout_without_slips(must_win: bool) -> None:
    # The estimate's play-out feature is the closed phase played by rollout_card with no slip.
    rules = Rules.variant_preset("classic").with_options(must_win=must_win)
    pts = POINTS[rules.points]
    rng = random.Random(8)
    for _ in range(40):
        state = closed_start(rules, rng)
        feats = position_features(state)
        leader = state.leader
        before = state.captured[leader] - state.captured[1 - leader]
        s = state.clone()
        while not s.is_over:
            s.play_card(rollout_card(s, lambda: 0.99, pts))
        res = s.result()
        assert feats[GREEDY] == res.deal_points[leader] - res.deal_points[1 - leader] - before


def test_features_end_with_every_pair_of_side_features() -> None:
    # The estimate is quadratic in the side features: after the linear part comes the
    # product of each pair of them (a square included), each pair once.
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    s = closed_start(rules, random.Random(6))
    x = position_features(s)
    assert len(x) == N_FEATURES
    sides = x[:GREEDY]
    pairs = x[PAIRS:]
    assert len(pairs) == GREEDY * (GREEDY + 1) // 2
    k = 0
    for i in range(GREEDY):
        for j in range(i, GREEDY):
            assert pairs[k] == sides[i] * sides[j]
            k += 1
    assert sides == side_features(s.hands[s.leader], s.hands[1 - s.leader], s.trump, tuple(pts[:9])) + \
        side_features(s.hands[1 - s.leader], s.hands[s.leader], s.trump, tuple(pts[:9]))


def test_solve_lsq_solves_a_small_system() -> None:
    # (XtX) w = Xty for X rows (1,0),(0,1),(1,1) and y = 2x0 - 3x1 exactly.
    xtx = [[2.0, 1.0], [1.0, 2.0]]
    xty = [2.0 - 1.0, -3.0 - 1.0]
    w = solve_lsq(xtx, xty, ridge=0.0)
    assert w == pytest.approx([2.0, -3.0])


def test_shipped_weights_cover_every_fitted_rule_set() -> None:
    keys = {weights_key(r) for r in fit_rules()}
    assert set(WEIGHTS) == keys
    assert all(len(w) == N_FEATURES for w in WEIGHTS.values())


@pytest.mark.parametrize("variant", ["classic", "czech", "no2"])
def test_shipped_weights_estimate_better_than_the_play_out_alone(variant: str) -> None:
    # On positions the fit never saw, the estimate misses the solved value by less than the
    # greedy play-out does, and by well under the spread of the values themselves.
    rules = Rules.variant_preset(variant)
    rng = random.Random(f"held out {variant}")
    est, greedy, values = held_out_misses(WEIGHTS[weights_key(rules)], rules, rng, 40)
    assert est < 0.9 * greedy
    assert est < 0.45 * values


def test_remembered_positions_give_the_same_values() -> None:
    # ClosedEstimate sums the weights without the feature list and remembers positions and
    # play-outs: one instance asked about many positions of a deal, in which rollouts meet
    # each other's positions, gives what estimate(features) gives for each.
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    rank_pts = tuple(pts[:9])
    weights = WEIGHTS[weights_key(rules)]
    rng = random.Random(12)
    checked = 0
    for _ in range(6):
        start = closed_start(rules, rng)
        row = reply_table(start.trump, pts, 2)
        judge = ClosedEstimate(weights, start.trump, pts, False, row)
        memo: dict[int, int] = {}
        # Positions of one deal: the start and what the greedy play passes through, in both
        # orders of asking, so that later questions meet remembered positions.
        s = start.clone()
        positions = []
        while not s.is_over:
            if not s.trick:
                positions.append((s.hands[s.leader], s.hands[1 - s.leader]))
            s.play_card(rollout_card(s, lambda: 0.99, pts))
        for hl, ho in positions[::-1] + positions:
            fresh = greedy_closed(hl, ho, start.trump, pts, False, row)
            assert greedy_closed(hl, ho, start.trump, pts, False, row, memo) == fresh
            x = features(hl, ho, start.trump, pts, rank_pts, False, row)
            assert judge.value(hl, ho) == pytest.approx(estimate(weights, x))
            checked += 1
        assert len(memo) == len(positions)  # every position passed is remembered, once
    assert checked > 60
    with pytest.raises(ValueError):
        ClosedEstimate(weights[:-1], 0, pts, False, reply_table(0, pts, 2))


def test_rollout_with_weights_stops_at_the_closed_phase() -> None:
    # From a closed phase's first lead the estimate is the whole utility: what is taken,
    # what is declared, and the estimate of the rest, from the searching side's view.
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    weights = WEIGHTS[weights_key(rules)]
    rng = random.Random(3)
    checked = 0
    for _ in range(30):
        state = closed_start(rules, rng)
        f = estimate(weights, position_features(state))
        lead = state.leader
        for side in (0, 1):
            base = state.captured[side] - state.captured[1 - side]
            m = base + (f if side == lead else -f)
            got = rollout_utility_2p(state, random.Random(1), pts, side, _judge(state, weights))
            assert got == pytest.approx(m + WIN_WEIGHT * math.tanh(m / EVAL_SPREAD))
            checked += 1
    assert checked == 60


def test_a_side_without_a_trick_is_played_out_not_estimated() -> None:
    # Schneider and schwarz bonuses hang on a single trick: there the rollout plays on.
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    weights = WEIGHTS[weights_key(rules)]
    rng = random.Random(5)
    found = 0
    for _ in range(20_000):  # random play leaves a side trickless about once in 250 deals
        state = closed_endgame(rules, rng, 9)
        if all(state.tricks_won):
            continue
        for side in (0, 1):
            assert (rollout_utility_2p(state, random.Random(2), pts, side, _judge(state, weights))
                    == rollout_utility_2p(state, random.Random(2), pts, side))
        found += 1
        if found == 3:
            break
    assert found == 3


def test_fit_closed_command_writes_an_importable_module(tmp_path) -> None:
    out = tmp_path / "weights.py"
    proc = subprocess.run(
        [sys.executable, "-m", "trappola_gui.ai", "fit-closed", "--positions", "30", "--held-out", "5",
         "--seed", "2", "--output", str(out)],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    namespace: dict[str, object] = {}
    exec(compile(out.read_text(encoding="utf-8"), str(out), "exec"), namespace)
    written = namespace["WEIGHTS"]
    assert isinstance(written, dict) and set(written) == {weights_key(r) for r in fit_rules()}
    assert "fit-closed --positions 30 --held-out 5 --seed 2" in out.read_text(encoding="utf-8")


def _last_open_trick(rules: Rules, rng: random.Random, responder: bool) -> DealState:
    """A deal (set-up by random actions) at its last open trick: the leader's turn, or the responder's."""
    pts = POINTS[rules.points]
    state = random_deal(rules, rng)
    while state.phase != "play":
        state.apply(random_setup_action(state, rng))
    while not (state.stock_size == 2 and bool(state.trick) == responder):
        state.play_card(rollout_card(state, rng.random, pts))
    return state


@pytest.mark.parametrize("variant", ["classic", "austrian", "no2", "czech"])
def test_last_stock_states_are_every_state_the_observation_allows(variant: str) -> None:
    rules = Rules.variant_preset(variant)
    rng = random.Random(variant)
    for i in range(12):
        state = _last_open_trick(rules, rng, responder=i % 2 == 1)
        seat = state.to_move
        obs = state.observation(seat)
        states = last_stock_states(obs)
        assert states is not None
        other = 1 - seat
        unknown = obs.unseen & ~obs.known[other]
        hidden_in_stock = [d.stock[d.stock_pos] for d in states]
        # One state for each unseen card not known to be held, that card on the stock.
        assert len(states) == len(set(hidden_in_stock))
        assert all(unknown >> c & 1 for c in hidden_in_stock)
        for d in states:
            assert d.hands[seat] == state.hands[seat]
            assert d.trick == state.trick and d.stock_size == 2 and d.to_move == seat
            assert d.hands[other] | 1 << d.stock[d.stock_pos] == state.hands[other] | 1 << state.stock[state.stock_pos]
        truth = [d for d in states if d.hands == state.hands and d.stock_cards() == state.stock_cards()]
        assert len(truth) == 1


def test_last_stock_states_only_when_one_stock_card_is_hidden() -> None:
    rules = Rules.variant_preset("classic")
    state = random_prefix(rules, random.Random(4), 4)
    assert state.stock_size > 2
    assert last_stock_states(state.observation(state.to_move)) is None


@pytest.mark.parametrize("responder", [False, True])
def test_hard_at_the_last_open_trick_cannot_peek(responder: bool) -> None:
    rules = Rules.variant_preset("classic")
    rng = random.Random(21)
    checked = 0
    for _ in range(6):
        state = _last_open_trick(rules, rng, responder)
        seat = state.to_move
        obs = state.observation(seat)
        for other in hidden_swaps(state, seat, rng, 3):
            obs2 = other.observation(seat)
            if obs2 != obs:
                continue
            assert HardAgent(3).choose(obs) == HardAgent(3).choose(obs2)
            checked += 1
    assert checked > 0


def test_hard_leading_the_last_open_trick_weighs_the_best_reply() -> None:
    # Against a state the observation allows, the card led is the one whose worst reply
    # (for Hard) is best, averaged over every state: checked against a direct computation.
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    weights = WEIGHTS[weights_key(rules)]
    rng = random.Random(9)
    for _ in range(4):
        state = _last_open_trick(rules, rng, responder=False)
        seat = state.to_move
        obs = state.observation(seat)
        states = last_stock_states(obs)
        assert states is not None
        value = {}
        for c in cards_of(obs.hand):
            total = 0.0
            for d in states:
                replies = []
                for b in cards_of(d.hands[1 - seat]):
                    t = d.clone()
                    t.play_card(c)
                    t.play_card(b)
                    replies.append(rollout_utility_2p(t, random.Random(0), pts, seat, _judge(t, weights)))
                total += min(replies)
            value[c] = total
        chosen = HardAgent(5).choose(obs)
        assert isinstance(chosen, Play)
        assert value[chosen.card] == pytest.approx(max(value.values()))
