"""The deal's points trick by trick as the engine counts them (engine/running_score.py): what the
table's Points column, status line and banners show (issue 36, points 2 and 15)."""

from __future__ import annotations

import random

import pytest

from trappola_gui.engine import ALL_VARIANTS, DealState, Rules, WrongPhase
from trappola_gui.engine.breakdown import deal_breakdown
from trappola_gui.engine.cards import CARD_POINTS
from trappola_gui.engine.playout import random_deal, random_setup_action
from trappola_gui.engine.running_score import DeuceTrick, deal_points, deal_result, last_deuce_trick, trick_points

from .historical_helpers import play, to_play


def worked_example_before_its_last_trick() -> DealState:
    """docs/historical.md 8: the dealer (seat 1) wins trick 8 leading 2C and will win trick 9 with 2S."""
    state = to_play("AH KH QH JH TH 9H 8H 7D 8D", "2S 2C 2H AD KD QD JD TD 9D")
    play(state, "AH", "2H", "KH", "9D", "QH", "TD", "JH", "JD", "TH", "QD", "9H", "KD", "7D", "AD")
    play(state, "2C", "8H")
    return state


def test_8_a_deuce_trick_counts_10_until_the_last_trick_makes_it_part_of_a_52_point_ending():
    state = worked_example_before_its_last_trick()
    obs = state.observation(0)
    # Trick 8 won with 2C: 10 for now, as the engine's running score has it (the deal may not end so).
    assert last_deuce_trick(obs) == DeuceTrick(side=1, ending=False, tricks=1, points=10)
    assert trick_points(obs) == deal_points(obs, scored=True) == obs.score_so_far
    assert trick_points(obs)[1] == obs.card_points[1] + 10
    with pytest.raises(WrongPhase):
        deal_result(obs)
    play(state, "2S", "8D")
    obs = state.observation(0)
    # Trick 9 won with 2S ends the deal: both tricks are the deuce ending, 26 each, and no last trick's 6.
    assert last_deuce_trick(obs) == DeuceTrick(side=1, ending=True, tricks=2, points=52)
    assert trick_points(obs) == deal_points(obs, scored=True) == state.result().deal_points == (30, 58)
    assert obs.score_so_far == (30, 26)  # what the table showed before: the two deuce tricks at 10


def test_8_a_final_deuce_trick_alone_scores_26_and_an_earlier_one_keeps_its_10():
    state = to_play("2H 7D AH KH QH JH TH 9H 8H", "9C AD AC KC QC JC TC KS 2S")
    play(state, "2H", "9C")
    assert last_deuce_trick(state.observation(1)) == DeuceTrick(side=0, ending=False, tricks=1, points=10)
    play(state, "7D", "AD", "AC", "AH", "KC", "KH", "QC", "QH", "JC", "JH", "TC", "TH", "KS", "9H", "2S", "8H")
    obs = state.observation(1)
    assert last_deuce_trick(obs) == DeuceTrick(side=1, ending=True, tricks=1, points=26)
    assert trick_points(obs) == state.result().deal_points == (10, 73)


def test_the_last_trick_and_a_trickless_side_count_only_when_the_deal_is_scored():
    rules = Rules.variant_preset("classic")
    rng = random.Random(2)
    state = random_deal(rules, rng)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    obs = state.observation(0)
    result = state.result()
    assert deal_points(obs, scored=True) == result.deal_points
    assert trick_points(obs) == tuple(result.card_points[s] + result.declaration_points[s] for s in (0, 1))
    assert last_deuce_trick(obs) is None  # no deuce trick outside the game of 1524


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_every_action_of_random_deals_counts_as_the_breakdown_says(variant):
    rules = Rules.variant_preset(variant)
    points = CARD_POINTS[rules.points]
    rng = random.Random(variant)
    for _ in range(60):
        state = random_deal(rules, rng)
        seen = []
        while not state.is_over:
            state.apply(random_setup_action(state, rng) if state.phase != "play" else rng.choice(state.legal_actions()))
            seen.append(state.observation(0))
        result, breakdown = state.result(), deal_breakdown(state)
        deuces = [{i for i, _card in breakdown.deuce_wins[side]} for side in (0, 1)]
        for obs in seen:
            n = len(obs.tricks)
            cards = [sum(points[c] for t in obs.tricks if obs.team(t.winner) == side for c in t.cards)
                     for side in (0, 1)]
            expected = tuple(cards[side] + obs.declaration_points[side] + 10 * len({i for i in deuces[side] if i < n})
                             for side in (0, 1))
            if obs.phase == "over":
                expected = tuple(result.deal_points[s] - result.last_trick_bonus[s] - result.no_trick_bonus[s]
                                 for s in (0, 1))
                assert deal_result(obs) == result
            assert trick_points(obs) == expected
        final = seen[-1]
        assert deal_points(final, scored=True) == tuple(
            sum(points[c] for c in breakdown.point_cards[s]) + sum(p for _m, p in breakdown.combinations[s])
            + result.last_trick_bonus[s] + result.no_trick_bonus[s]
            + 10 * len(result.deuce_tricks[s]) + 26 * len(result.deuce_ending[s]) for s in (0, 1))
