"""The deal review: exact losses in the closed phase, seeded samples, no peeking, every variant, the command."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.ai import hard, make_agent, review_values
from trappola_gui.ai.base import POINTS, decision_rng
from trappola_gui.ai.hard_rollout import rollout
from trappola_gui.ai.knowledge import sample_state
from trappola_gui.ai.review import (
    ReviewError,
    continuation_margin,
    option_groups,
    review_deal,
    review_from_json,
    sampled_values,
)
from trappola_gui.ai.solver import ClosedSolver, best_card
from trappola_gui.engine import VARIANTS, DealState, Play, Rules, deal_from_json, deal_to_json
from trappola_gui.engine.cards import cards_of
from trappola_gui.engine.playout import random_setup_action
from trappola_gui.engine.seeding import shuffled_deck

from .helpers import hidden_swaps, random_prefix

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few determinizations: the tests check what the values mean, not how close they are."""
    for name, value in (("PLAY_BUDGET", 2_000), ("MIN_SAMPLES", 12), ("MAX_SAMPLES", 24),
                        ("SLOW_PLAY_BUDGET", 1_000), ("SLOW_MIN_SAMPLES", 8), ("EXCHANGE_SAMPLES", 3),
                        ("DECLARE_SAMPLES", 12), ("REFINE_SAMPLES", 4), ("DD_STREAMS", 6),
                        ("EXCHANGE_DD_STREAMS", 2), ("CURVE_SAMPLES", 12), ("CURVE_DD_STREAMS", 4),
                        ("EXACT_LEAF_NODES", 2_000), ("EXACT_LEAF_MIN_SAMPLES", 2), ("EXACT_LEAF_SAMPLES", 3),
                        ("EXACT_LEAF_CURVE_SAMPLES", 2), ("EXACT_LEAF_DD_STREAMS", 1)):
        monkeypatch.setattr(review_values, name, value)
    # Hard too: the review asks it whether a card that loses points is the hint's (review_model.hint_checked).
    for name, value in (("PLAY_BUDGET", 1_000), ("FUSED_PLAY_BUDGET", 2_000), ("MIN_SAMPLES", 4), ("MAX_SAMPLES", 12)):
        monkeypatch.setattr(hard, name, value)


def _play(rules: Rules, seed: int, levels: tuple[str, ...] = ("normal",), solver_seat: int | None = None) -> DealState:
    """A finished deal; ``solver_seat`` plays its closed phase with the exact solver's best card."""
    state = DealState.new(rules, shuffled_deck(seed, rules.deck), seed % rules.players)
    agents = [make_agent(levels[i % len(levels)], seed + i) for i in range(rules.players)]
    while not state.is_over:
        seat = state.to_move
        if seat == solver_seat and state.closed and state.phase == "play":
            state.apply(Play(seat, best_card(state)[0]))
        else:
            state.apply(agents[seat].choose(state.observation(seat)))
    return state


def _state_at(deal: DealState, index: int) -> DealState:
    record = deal_to_json(deal)
    return deal_from_json({**record, "actions": record["actions"][:index]})


@pytest.mark.parametrize("seat", [0, 1])
def test_closed_phase_losses_are_the_solvers_differences(quick: None, seat: int) -> None:
    deal = _play(Rules.variant_preset("classic"), 3 + seat, ("random",))
    result = review_deal(deal, seat, seed=1)
    closed = [d for d in result.decisions if d.phase == "closed"]
    assert closed and all(d.kind == "exact" for d in closed)
    for d in closed:
        state = _state_at(deal, d.index)
        values = ClosedSolver(state).move_values(state)
        mine = {c: (v if seat == 0 else -v) for c, v in values.items()}
        assert {o.action.card: o.value for o in d.options} == mine
        assert d.loss == max(mine.values()) - mine[d.chosen.card]


@pytest.mark.parametrize("variant", ["classic", "no2", "czech"])
def test_a_closed_phase_played_by_the_solver_loses_nothing(quick: None, variant: str) -> None:
    for seed in (1, 2):
        deal = _play(Rules.variant_preset(variant), seed, ("random",), solver_seat=0)
        closed = [d for d in review_deal(deal, 0, seed=0).decisions if d.phase == "closed"]
        assert closed
        assert all(d.loss == 0 for d in closed)


def test_a_random_closed_phase_loses_points_somewhere(quick: None) -> None:
    lost = 0.0
    for seed in range(4):
        deal = _play(Rules.variant_preset("classic"), 20 + seed, ("random",))
        lost += sum(d.loss for d in review_deal(deal, 0).decisions if d.phase == "closed")
    assert lost > 0


def test_sampled_values_are_reproducible_with_a_seed(quick: None) -> None:
    deal = _play(Rules.variant_preset("classic"), 5)
    first = review_deal(deal, 0, seed=9).to_json()
    assert review_deal(deal, 0, seed=9).to_json() == first
    other = review_deal(deal, 0, seed=10).to_json()
    sampled = lambda r: [o["value"] for d in r["decisions"] if d["kind"] == "sampled" for o in d["options"]]  # noqa: E731
    assert sampled(first) and sampled(other) != sampled(first)


def _hidden_swap(state: DealState, seat: int, rng: random.Random) -> DealState | None:
    """The same history with two cards ``seat`` has not seen changed places, if one fits its view exactly."""
    obs = state.observation(seat)
    return next((o for o in hidden_swaps(state, seat, rng) if o.observation(seat) == obs), None)


@pytest.mark.parametrize("variant", ["classic", "austrian", "partnership", "czech"])
def test_the_review_never_reads_hidden_cards(quick: None, variant: str) -> None:
    """Two deals alike in all the seat saw, hidden cards swapped: the same sampled values, other double-dummy ones."""
    rules = Rules.variant_preset(variant)
    rng = random.Random(4)
    checked = dd_differs = 0
    for k in range(8):
        state = DealState.new(rules, shuffled_deck(300 + k, rules.deck), k % rules.players)
        seat = 0
        while state.phase != "play":
            state.apply(random_setup_action(state, rng))
        for _ in range(rng.randrange(0, 8)):
            state.apply(rng.choice(state.legal_actions()))
        while state.to_move != seat:
            state.apply(rng.choice(state.legal_actions()))
        # The seat's decision made, so the review covers it: the same card in both deals.
        state.apply(rng.choice(state.legal_actions()))
        other = _hidden_swap(state, seat, rng)
        if other is None:
            continue
        a, b = review_deal(state, seat, seed=2), review_deal(other, seat, seed=2)
        assert len(a.decisions) == len(b.decisions)
        for x, y in zip(a.decisions, b.decisions, strict=True):
            assert [(o.action, o.value) for o in x.options] == [(o.action, o.value) for o in y.options]
            dd_differs += [o.double_dummy for o in x.options] != [o.double_dummy for o in y.options]
        assert [p.expected for p in a.curve if p.kind == "sampled"] == [
            p.expected for p in b.curve if p.kind == "sampled"]
        checked += 1
    assert checked > 0
    assert dd_differs > 0  # the double-dummy value does see the real cards


@pytest.mark.parametrize("variant", ["classic", "partnership"])
def test_alike_cards_are_worth_the_same(variant: str) -> None:
    """Cards grouped as alike give the same sampled value each when valued apart."""
    rules = Rules.variant_preset(variant)
    rng = random.Random(8)
    merged = 0
    for plays in range(0, 30, 3):
        state = random_prefix(rules, rng, plays)
        if state.is_over:
            continue
        obs = state.observation(state.to_move)
        for group in option_groups(obs):
            if len(group) > 1:
                merged += 1
                values, _ = sampled_values(obs, [(a,) for a in group], 6, seed=1)
                assert len(set(values)) == 1
    assert merged > 0


def test_the_last_open_trick_is_valued_by_the_solver(quick: None) -> None:
    """Answering the last open trick leads straight into the closed phase: each guess is the exact solve."""
    rules = Rules.variant_preset("classic")
    rng = random.Random(6)
    checked = 0
    for k in range(40):
        state = random_prefix(rules, rng, 0)
        while not (state.stock_size == 2 and len(state.trick) == 1):
            state.play_card(rng.choice(cards_of(state.legal_play_mask())))
            if state.closed:
                break
        if state.closed:
            continue
        obs = state.observation(state.to_move)
        groups = option_groups(obs)
        values, used = sampled_values(obs, groups, 1, seed=k)
        assert used == 1
        det = sample_state(obs, decision_rng(k, obs))
        side = obs.team(obs.seat)
        for group, value in zip(groups, values, strict=True):
            s = det.clone()
            s.play_card(group[0].card)
            assert s.closed and not s.trick
            exact = ClosedSolver(s).window_value(s)
            assert value == (exact if side == 0 else -exact)
        checked += 1
        if checked == 3:
            break
    assert checked


def test_the_fused_continuation_is_the_rollouts_margin() -> None:
    rules = Rules.variant_preset("classic")
    rng = random.Random(2)
    for plays in (0, 5, 11, 17, 20):
        state = random_prefix(rules, rng, plays)
        for stream in (1, 99):
            s = state.clone()
            rollout(s, random.Random(stream), POINTS["classic"])
            assert continuation_margin(state, stream, 1) == -s.result().margin


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variant_reviews_every_decision(quick: None, variant: str) -> None:
    rules = Rules.variant_preset(variant)
    deal = _play(rules, 7)
    seat = 1
    result = review_deal(deal, seat, seed=3)
    side = deal.team(seat)
    real = deal.result()
    assert result.final_margin == real.deal_points[side] - real.deal_points[1 - side]
    assert result.curve[-1].kind == "final" and result.curve[-1].expected == result.final_margin
    assert [p.trick for p in result.curve] == list(range(rules.tricks_per_deal + 1))
    # Every decision of the seat with a choice, and nothing else.
    record = deal_to_json(deal)
    expected = []
    state = deal_from_json({**record, "actions": []})
    for i, action in enumerate(deal.history):
        if action.seat == seat and len(state.legal_actions()) > 1:
            expected.append(i)
        state.apply(action)
    assert [d.index for d in result.decisions] == expected
    for d in result.decisions:
        legal = _state_at(deal, d.index).legal_actions()
        assert d.chosen == deal.history[d.index]
        assert all(o.action in legal for o in d.options)
        assert d.loss >= 0 and d.double_dummy_loss >= 0
        # The hint's card (Hard's choice) loses nothing in the review: the player was told to play it.
        raw = max(o.value for o in d.options) - d.value_of(d.chosen).value
        assert d.loss == (0 if d.hinted else pytest.approx(raw))
        if rules.players == 4:
            assert d.kind == "sampled" and d.phase in ("play", "declare")
    acc = result.accuracy
    assert acc is not None and 0 <= acc <= 1
    assert acc == sum(d.loss <= 1 for d in result.decisions) / len(result.decisions)
    costly = result.costliest
    assert len(costly) <= 3 and [d.loss for d in costly] == sorted((d.loss for d in costly), reverse=True)
    assert review_from_json(json.loads(json.dumps(result.to_json()))).to_json() == result.to_json()


def test_the_exchange_values_every_set_of_cards(quick: None) -> None:
    deal = _play(Rules.variant_preset("austrian"), 4)
    seat = deal.history[0].seat
    d = review_deal(deal, seat).decisions[0]
    assert d.phase == "exchange"
    sets = {frozenset(o.action.cards) for o in d.options}
    assert len(sets) == len(d.options) == 1 + 9 + 36 + 84  # up to three of nine cards, each set once
    assert d.chosen in [o.action for o in d.options]


def test_a_malformed_cached_review_is_refused() -> None:
    for bad in ({}, {"format": "trappola-review/1"}, {"format": "x"}, [], "text",
                {"format": "trappola-review/1", "seat": 0, "side": 0, "seed": 0, "final_margin": 3, "curve": [],
                 "decisions": [{"index": 0, "trick": 0, "phase": "open", "kind": "sampled", "samples": 1,
                                "chosen": {"play": "AS"}, "options": [{"action": {"play": "KS"}, "value": 1,
                                                                       "double_dummy": 1}]}]}):
        with pytest.raises(ReviewError):
            review_from_json(bad)


def test_a_bad_seat_is_refused() -> None:
    deal = _play(Rules.variant_preset("classic"), 1, ("random",))
    with pytest.raises(ReviewError):
        review_deal(deal, 2)


def _run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trappola_gui.ai", "review", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_the_review_command(tmp_path: Path) -> None:
    # At full strength: a few seconds for the whole deal.
    deal = _play(Rules.variant_preset("classic"), 6, ("random",))
    record = deal_to_json(deal)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record))
    out = _run(str(path), "--seat", "1", "--json", "--seed", "4")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["seat"] == 1 and data["decisions"]
    for d in data["decisions"]:
        assert {"index", "seat", "chosen", "best", "options", "loss", "kind"} <= set(d)
        assert d["kind"] in ("exact", "sampled")
        assert all({"action", "value", "double_dummy"} <= set(o) for o in d["options"])
        action = record["actions"][d["index"]]
        assert action["seat"] == 1 and d["chosen"] == {k: v for k, v in action.items() if k != "seat"}
    text = _run("-", "--seat", "1", "--seed", "4", stdin=path.read_text())
    assert text.returncode == 0 and "accuracy" in text.stdout.splitlines()[0]
    for args, stdin in (([str(tmp_path / "missing.json")], None), (["-"], "{not json"),
                        (["-", "--seat", "3"], json.dumps(record)),
                        (["-"], json.dumps({"format": "trappola-match/1", "rules": {}, "deals": []}))):
        bad = _run(*args, stdin=stdin)
        assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.strip().splitlines()) == 1
    record["actions"][3] = {"seat": record["actions"][3]["seat"], "play": "ZZ"}
    bad = _run("-", stdin=json.dumps(record))
    assert bad.returncode == 2 and "action 3" in bad.stderr


def test_cards_of_a_group_are_in_the_hand() -> None:
    state = random_prefix(Rules.variant_preset("classic"), random.Random(1), 4)
    obs = state.observation(state.to_move)
    groups = option_groups(obs)
    cards = [a.card for g in groups for a in g]
    assert sorted(cards) == list(cards_of(obs.hand))
