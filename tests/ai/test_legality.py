"""Every level returns a legal action in every variant, the partnership game included."""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai import make_agent
from trappola_gui.engine import VARIANTS, Rules
from trappola_gui.engine.playout import random_deal

from .helpers import play_whole_deal


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_simple_levels_always_legal(variant: str, level: str) -> None:
    rules = Rules.variant_preset(variant)
    for seed in range(30):
        play_whole_deal(rules, level, seed)


@pytest.mark.parametrize("variant", VARIANTS)
def test_hard_always_legal(variant: str) -> None:
    rules = Rules.variant_preset(variant)
    for seed in range(3):
        play_whole_deal(rules, "hard", seed, samples=3)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize(("level", "options"), [("pimc", {"samples": 3, "exact_nodes": 2000}),
                                                ("hard_rollouts", {"samples": 3})])
def test_arena_levels_always_legal(variant: str, level: str, options: dict) -> None:
    rules = Rules.variant_preset(variant)
    for seed in range(2):
        play_whole_deal(rules, level, seed, **options)
    play_whole_deal(rules.with_options(declarations_bind=True, must_win=True), level, 7, **options)


def test_hard_spends_a_budget_of_rollout_plays() -> None:
    from trappola_gui.ai.hard import MAX_SAMPLES, MIN_SAMPLES, HardAgent

    rules = Rules.variant_preset("classic")
    state = random_deal(rules, random.Random(4))
    obs = state.observation(state.to_move)
    hard = HardAgent(1, budget=60_000)
    # Nine candidates, 36 cards to play: 60,000 / 324 determinizations, within the bounds.
    assert hard.sample_count(obs, 9) == 60_000 // (9 * 36)
    assert hard.sample_count(obs, 1000) == MIN_SAMPLES
    assert HardAgent(1, budget=10**9).sample_count(obs, 9) == MAX_SAMPLES
    assert HardAgent(1, samples=5).sample_count(obs, 9) == 5


def test_hard_legal_with_binding_declarations_and_must_win() -> None:
    rules = Rules.variant_preset("classic").with_options(declarations_bind=True, must_win=True)
    for seed in range(3):
        play_whole_deal(rules, "hard", 100 + seed, samples=3)
        play_whole_deal(rules, "normal", 100 + seed)


def test_mixed_table_of_levels() -> None:
    rules = Rules.variant_preset("partnership")
    rng = random.Random(5)
    state = random_deal(rules, rng)
    agents = [make_agent(level, 9, **({"samples": 3} if level == "hard" else {}))
              for level in ("hard", "easy", "normal", "random")]
    while not state.is_over:
        obs = state.observation(state.to_move)
        action = agents[state.to_move].choose(obs)
        assert action in obs.legal
        state.apply(action)


def test_hard_with_exact_leaves_plays_legal_cards_in_the_last_open_tricks() -> None:
    from trappola_gui.ai.hard import HardAgent

    rules = Rules.variant_preset("classic")
    rng = random.Random(31)
    checked = 0
    while checked < 4:
        state = random_deal(rules, rng)
        while state.phase != "play":
            state.apply(rng.choice(state.legal_actions()))
        for _ in range(12 + 2 * rng.randrange(0, 3)):
            state.apply(rng.choice(state.legal_actions()))
        if state.closed:
            continue
        obs = state.observation(state.to_move)
        assert HardAgent(2, samples=3, exact_stock=6).choose(obs) in obs.legal
        checked += 1
