"""The score screen's cards (engine/breakdown.py) add up to the engine's own result, in every variant."""

from __future__ import annotations

import random

import pytest

from trappola_gui.engine import ALL_VARIANTS, Rules
from trappola_gui.engine.breakdown import deal_breakdown
from trappola_gui.engine.cards import CARD_POINTS
from trappola_gui.engine.playout import play_out, random_deal


@pytest.mark.parametrize("variant", sorted(ALL_VARIANTS))
@pytest.mark.parametrize("bind", [False, True])
def test_the_cards_shown_add_up_to_the_result(variant: str, bind: bool) -> None:
    rules = Rules.variant_preset(variant).with_options(declarations_bind=bind)
    points = CARD_POINTS[rules.points]
    for seed in range(60):
        state = play_out(random_deal(rules, random.Random(seed)), random.Random(seed + 1000))
        result, b = state.result(), deal_breakdown(state)
        won_by = {c: state.team(t.winner) for t in state.trick_history() for c in t.cards}
        for side in (0, 1):
            assert sum(points[c] for c in b.point_cards[side]) == result.card_points[side]
            assert all(won_by[c] == side for c in b.point_cards[side])
            assert [points[c] for c in b.point_cards[side]] == sorted((points[c] for c in b.point_cards[side]),
                                                                        reverse=True)
            assert sum(p for _, p in b.combinations[side]) == result.declaration_points[side]
            deuce_points = result.deuce_trick_bonus[side] + result.deuce_ending_bonus[side]
            if rules.historical:
                assert len(b.deuce_wins[side]) == len(result.deuce_tricks[side]) + len(result.deuce_ending[side])
                assert all(state.team(state.trick_history()[i].winner) == side for i, _ in b.deuce_wins[side])
            else:
                assert b.deuce_wins[side] == () and deuce_points == 0
        assert b.last_trick == state.trick_history()[-1]
        assert result.last_trick_bonus[1 - b.last_side] == 0
