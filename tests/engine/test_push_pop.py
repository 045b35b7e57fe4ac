"""push and pop: taking back any action restores the deal exactly, in every variant."""

from __future__ import annotations

import random

import pytest

from trappola_gui.engine import VARIANTS, DealState, Rules, deal_to_json, shuffled_deck
from trappola_gui.engine.record import deal_status


def snapshot(state: DealState) -> tuple:
    """Everything a record, a player or the command line can see of the deal."""
    seats = range(state.rules.players)
    return (deal_to_json(state), deal_status(state), str(state), [state.observation(s) for s in seats],
            state.legal_actions(), state.is_over and state.result())


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_pop_restores_the_state_after_every_kind_of_action(variant, seed):
    rules = Rules.variant_preset(variant)
    state = DealState.new(rules, shuffled_deck(seed * 97 + 5, rules.deck), seed % rules.players)
    rng = random.Random(seed)
    start = snapshot(state)
    kinds = set()
    marks = []
    while not state.is_over:
        before = snapshot(state)
        action = rng.choice(state.legal_actions())
        state.push(action)
        assert state.pop() == action
        assert snapshot(state) == before  # taken back exactly
        state.push(action)  # and on again
        kinds.add(type(action).__name__)
        marks.append(before)
    result = state.result()
    # All the way back, one action at a time, through every trick, draw and phase change.
    for before in reversed(marks):
        state.pop()
        assert snapshot(state) == before
    assert snapshot(state) == start
    with pytest.raises(IndexError):
        state.pop()
    assert "Play" in kinds
    assert ("Exchange" in kinds) == rules.exchange
    assert ("Declare" in kinds) == rules.declarations_chosen
    assert result.deal_points  # the deal was played to the end


def test_an_illegal_push_changes_nothing_and_leaves_nothing_to_pop():
    rules = Rules.variant_preset("blind")
    state = DealState.new(rules, shuffled_deck(8), 0)
    before = snapshot(state)
    from trappola_gui.engine import IllegalAction, Play

    hand = state.hands[1 - state.to_move]
    other = next(c for c in range(36) if hand >> c & 1)
    with pytest.raises(IllegalAction):
        state.push(Play(1 - state.to_move, other))
    assert snapshot(state) == before
    with pytest.raises(IndexError):
        state.pop()
