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
        state.apply(action)
        assert state.pop() == action
        assert snapshot(state) == before  # taken back exactly
        state.apply(action)  # and on again
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
        state.apply(Play(1 - state.to_move, other))
    assert snapshot(state) == before
    with pytest.raises(IndexError):
        state.pop()


@pytest.mark.parametrize("variant", ["classic", "austrian", "historical"])
def test_actions_replayed_from_a_record_can_be_taken_back(variant):
    from trappola_gui.engine import deal_from_json

    rules = Rules.variant_preset(variant)
    state = DealState.new(rules, shuffled_deck(21, rules.deck), 1)
    rng = random.Random(21)
    marks = []
    for _ in range(12):
        marks.append(snapshot(state))
        state.apply(rng.choice(state.legal_actions()))
    again = deal_from_json(deal_to_json(state), rules)  # a saved deal, read back
    for before in reversed(marks):
        again.pop()
        assert snapshot(again) == before


def test_a_card_of_the_fast_path_cannot_be_taken_back():
    rules = Rules.variant_preset("blind")
    state = DealState.new(rules, shuffled_deck(3), 0)
    state.apply(state.legal_actions()[0])
    state.play_card(state.legal_actions()[0].card)
    with pytest.raises(IndexError):
        state.pop()


def test_a_finished_deal_is_final_once_the_match_deals_the_next():
    from trappola_gui.engine import Match

    rules = Rules.variant_preset("blind")
    match = Match(rules, 0, seed=5)
    deal = match.start_deal(shuffled_deck(5))
    rng = random.Random(5)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    deal.pop()  # before the next deal, the last card can still be taken back
    deal.apply(rng.choice(deal.legal_actions()))
    match.start_deal(shuffled_deck(6))
    with pytest.raises(IndexError):
        deal.pop()


def test_a_copy_made_for_search_keeps_no_undo_and_leaves_the_deals_alone():
    rules = Rules.variant_preset("austrian")
    state = DealState.new(rules, shuffled_deck(12), 0)
    before = snapshot(state)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    with pytest.raises(IndexError):
        copy.pop()
    assert snapshot(state) == before
    state.apply(state.legal_actions()[0])
    state.pop()  # the deal itself still takes its own actions back
    assert snapshot(state) == before
