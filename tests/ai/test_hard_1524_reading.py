"""Hard's reading of the opponent's cards in Trappola 1524: a sampled hand is checked against the
cards the opponent chose, as the rule of thumb (Normal) would have chosen them holding it."""

from __future__ import annotations

import random

from trappola_gui.ai import historical_reading as hh
from trappola_gui.ai import make_agent
from trappola_gui.engine import DealState, Observation, Rules, shuffled_deck

RULES = Rules.variant_preset("historical")


def normal_deal_positions(seed: int) -> list[tuple[Observation, int]]:
    """Seat 0's play observations in a deal Normal plays for both seats, with seat 1's true hand."""
    normal = make_agent("normal", 1)
    state = DealState.new(RULES, shuffled_deck(seed), seed % 2)
    out: list[tuple[Observation, int]] = []
    while state.phase in ("exchange", "declare", "play"):
        obs = state.observation(state.to_move)
        if state.to_move == 0 and obs.phase == "play":
            out.append((obs, state.hands[1]))
        state.apply(normal.choose(obs))
    return out


def test_past_plays_are_the_opponents_cards_in_order() -> None:
    for obs, _ in normal_deal_positions(4):
        mine = [t.cards[0] if t.leader == 1 else t.cards[1] for t in obs.tricks]
        if obs.trick and obs.leader == 1:
            mine.append(obs.trick[0])
        assert [p.card for p in hh.past_plays(obs)] == mine


def test_normals_true_hand_never_misplays_and_random_hands_often_do() -> None:
    rng = random.Random(5)
    sampled = inconsistent = 0
    for seed in range(12):
        for obs, hand in normal_deal_positions(seed):
            past = hh.past_plays(obs)
            assert hh.misplays(obs, hand, past) == 0
            for _ in range(5):
                deal = hh._sample_once(obs, rng)
                sampled += 1
                inconsistent += hh.misplays(obs, deal.hands[1], past) > 0
    assert sampled > 100 and inconsistent > sampled // 4
