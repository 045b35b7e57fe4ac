"""Same observation and seed, same decision; hidden cards never change a decision."""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai import make_agent, suggest
from trappola_gui.engine import VARIANTS, DealState, Rules
from trappola_gui.engine.playout import random_setup_action
from trappola_gui.engine.seeding import shuffled_deck

from .helpers import hidden_swaps, random_prefix

LEVELS = [("random", {}), ("easy", {}), ("normal", {}), ("hard", {"samples": 4}),
          ("hard_rollouts", {"samples": 4}), ("pimc", {"samples": 4, "exact_nodes": 2000})]


@pytest.mark.parametrize("variant", ["classic", "austrian", "partnership"])
@pytest.mark.parametrize(("level", "options"), LEVELS)
def test_same_observation_same_seed_same_decision(variant: str, level: str, options: dict) -> None:
    rules = Rules.variant_preset(variant)
    rng = random.Random(11)
    for plays in (0, 3, 7, 12, 21):
        state = random_prefix(rules, rng, plays)
        obs = state.observation(state.to_move)
        first = make_agent(level, 42, **options).choose(obs)
        again = make_agent(level, 42, **options).choose(obs)
        assert first == again


def test_suggest_takes_a_state_or_an_observation() -> None:
    state = random_prefix(Rules.variant_preset("classic"), random.Random(3), 5)
    obs = state.observation(state.to_move)
    assert suggest(state, "normal", 1) == suggest(obs, "normal", 1)
    assert suggest(state, "hard", 1) in obs.legal


@pytest.mark.parametrize("variant", VARIANTS)
def test_agents_cannot_peek_at_hidden_cards(variant: str) -> None:
    rules = Rules.variant_preset(variant)
    rng = random.Random(7)
    checked = 0
    for k in range(6):
        deck = shuffled_deck(1000 + k, rules.deck)
        state = DealState.new(rules, deck, k % rules.players)
        while state.phase != "play":
            state.apply(random_setup_action(state, rng))
        for _ in range(rng.randrange(0, 10)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_move
        obs = state.observation(seat)
        for other in hidden_swaps(state, seat, rng, 5):
            obs2 = other.observation(seat)
            if obs2 != obs:
                continue  # the swap showed itself (a mandatory declaration changed): not hidden
            for level, options in LEVELS:
                a = make_agent(level, 3, **options).choose(obs)
                b = make_agent(level, 3, **options).choose(obs2)
                assert a == b
            checked += 1
    assert checked > 0
