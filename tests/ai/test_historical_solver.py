"""The exact solver of Trappola 1524's play (docs/historical.md 5-6) against the engine's own score:
on random endings, the margin so far plus the solver's value is what full minimax over the engine's
``apply`` and ``result`` gives, for the position and after every legal card."""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai.historical_hard import margin_so_far
from trappola_gui.ai.historical_solver import Solver, card_values, solve
from trappola_gui.engine import DealState, Rules, shuffled_deck
from trappola_gui.engine.cards import mask_of, parse_card

RULES = Rules.variant_preset("historical")


def engine_minimax(state: DealState, seat: int) -> int:
    """``seat``'s final margin under best play, by the engine alone (small endings only)."""
    if state.is_over:
        points = state.result().deal_points
        return points[seat] - points[1 - seat]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values.append(engine_minimax(child, seat))
    return max(values) if state.to_move == seat else min(values)


def random_ending(rules: Rules, rng: random.Random, cards_left: int) -> DealState:
    """A deal of 1524 played at random (its setup too) until ``cards_left`` cards remain in the
    leader's hand, sometimes with the first card of the trick on the table."""
    state = DealState.new(rules, shuffled_deck(rng.randrange(1 << 30)), rng.randrange(2))
    while state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    while state.hands[state.to_move].bit_count() > cards_left or state.trick:
        state.apply(rng.choice(state.legal_actions()))
    if rng.random() < 0.5:
        state.apply(rng.choice(state.legal_actions()))
    return state


def now(state: DealState, seat: int) -> int:
    return margin_so_far(state.tricks, state.captured, state.decl_points, seat)


@pytest.mark.parametrize("bind", [False, True])
def test_the_solver_agrees_with_the_engines_score_on_random_endings(bind: bool) -> None:
    rules = RULES.with_options(declarations_bind=True) if bind else RULES
    rng = random.Random(1524 + bind)
    for _ in range(120):
        state = random_ending(rules, rng, rng.randrange(1, 5))
        seat = state.to_move
        assert now(state, seat) + solve(state) == engine_minimax(state, seat), str(state)
        for card, value in card_values(state).items():
            child = state.clone()
            child.play_card(card)
            assert now(state, seat) + value == engine_minimax(child, seat), (str(state), card)


def test_a_deuce_ending_counts_26_a_trick_and_a_guard_of_the_deuces_suit_stops_it() -> None:
    def hand(text: str) -> int:
        return mask_of(parse_card(c) for c in text.split())

    # docs/historical.md 8: two deuce tricks at the end are 52, not 2 x 10 + 6.
    assert Solver().lead_value(hand("2C 2S"), hand("9H TH"), 0) == 52
    # A run already begun counts too: the leader won the trick before with a deuce.
    assert Solver().lead_value(hand("2S"), hand("TH"), 1) == 26 + 16
    # The follower who must follow suit takes the deuce: its 6 for the last trick only.
    assert Solver().lead_value(hand("2S"), hand("7S"), 0) == -6
    # Two deuces against 7S AH: lead 2C (the opponent void in Batons) and the opponent throws the
    # Ace, keeping 7S to stop the deuce ending: 6 + 10 for the trick, then 7S takes the last (6).
    assert Solver().lead_value(hand("2C 2S"), hand("7S AH"), 0) == 10
