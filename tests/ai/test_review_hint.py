"""The review never calls the hint's card a mistake (issue 36, point 1): a player who played the card the
hint names for the position (Hard's choice, ``suggest(obs, "hard", 0)``) finds it on no list of losses."""

from __future__ import annotations

import json
import random

import pytest

from trappola_gui.ai import hard, historical_hard, make_agent, review_1524, review_values, suggest
from trappola_gui.ai.hint_claims import hinted_action
from trappola_gui.ai.review import review_deal
from trappola_gui.ai.review_model import Decision, OptionValue, Review, hint_checked, review_from_json
from trappola_gui.ai.solver import ClosedSolver
from trappola_gui.engine import DealState, Phase, Play, Rules, cards_of, shuffled_deck
from trappola_gui.engine.playout import random_deal, random_setup_action


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few determinizations for the review and for Hard alike (Hard plays the deal with the same)."""
    for name, value in (("PLAY_BUDGET", 2_000), ("MIN_SAMPLES", 12), ("MAX_SAMPLES", 24),
                        ("SLOW_PLAY_BUDGET", 1_000), ("SLOW_MIN_SAMPLES", 8), ("DD_STREAMS", 6),
                        ("CURVE_SAMPLES", 8), ("CURVE_DD_STREAMS", 4), ("EXACT_LEAF_NODES", 2_000),
                        ("EXACT_LEAF_MIN_SAMPLES", 2), ("EXACT_LEAF_SAMPLES", 3), ("EXACT_LEAF_CURVE_SAMPLES", 2),
                        ("EXACT_LEAF_DD_STREAMS", 1)):
        monkeypatch.setattr(review_values, name, value)
    for name, value in (("PLAY_BUDGET", 1_000), ("FUSED_PLAY_BUDGET", 2_000), ("MIN_SAMPLES", 4), ("MAX_SAMPLES", 12)):
        monkeypatch.setattr(hard, name, value)
    monkeypatch.setattr(review_1524, "DECISION_NODES", 20_000)
    monkeypatch.setattr(review_1524, "CURVE_NODES", 10_000)
    monkeypatch.setattr(review_1524, "MIN_SAMPLES", 3)
    monkeypatch.setattr(historical_hard, "NODE_BUDGET", 10_000)
    monkeypatch.setattr(historical_hard, "MIN_SAMPLES", 2)


def hinted_deal(variant: str, seed: int) -> DealState:
    """A deal whose seat 0 played every card the hint named (Hard, seed 0); the others play by Normal."""
    rules = Rules.variant_preset(variant)
    state = DealState.new(rules, shuffled_deck(seed, rules.deck), 1)
    others = [make_agent("normal", seed + seat) for seat in range(rules.players)]
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        if seat == 0 and state.phase == Phase.PLAY:
            state.apply(suggest(obs, "hard", 0))  # the table's H, then Enter
        else:
            state.apply(others[seat].choose(obs))
    return state


@pytest.mark.parametrize("variant", ["blind", "historical"])
def test_a_deal_played_by_the_hints_lists_no_card_as_a_mistake(quick: None, variant: str) -> None:
    review = review_deal(hinted_deal(variant, 5), 0, seed=1)
    plays = [d for d in review.decisions if isinstance(d.chosen, Play)]
    assert plays and all(d.loss == 0 and d.best.action == d.chosen for d in plays)
    assert not any(isinstance(d.chosen, Play) for d in review.costliest)
    # The review's own values did rate some hinted card below another: the check was needed.
    assert any(d.hinted for d in plays)
    assert review_from_json(json.loads(json.dumps(review.to_json()))) == review


def open_position() -> DealState:
    rng = random.Random(36)
    state = random_deal(Rules.variant_preset("blind"), rng)
    while state.phase != Phase.PLAY:
        state.apply(random_setup_action(state, rng))
    state.play_card(cards_of(state.legal_play_mask())[0])
    return state


def test_a_card_that_is_not_the_hints_still_counts_its_loss() -> None:
    state = open_position()
    seat = state.to_move
    obs = state.observation(seat)
    hinted = hinted_action(obs)
    other = next(Play(seat, c) for c in cards_of(obs.playable) if Play(seat, c) != hinted)
    options = (OptionValue(hinted, 1.0, 1.0), OptionValue(other, 3.0, 3.0))
    taken = hint_checked(Decision(0, seat, 0, "open", "sampled", 10, hinted, options), obs)
    assert taken.hinted and taken.loss == 0 and taken.best.action == hinted
    options = (OptionValue(hinted, 3.0, 3.0), OptionValue(other, 1.0, 1.0))
    missed = hint_checked(Decision(1, seat, 0, "open", "sampled", 10, other, options), obs)
    assert not missed.hinted and missed.loss == 2.0 and missed.best.action == hinted
    review = Review(seat, seat, 0, (taken, missed), (), None)
    assert review.costliest == (missed,) and review.accuracy == 0.5


def test_where_every_card_is_known_the_hints_card_loses_nothing() -> None:
    # The review asks Hard only of sampled values: with every card known Hard plays the solver's best.
    rng = random.Random(7)
    checked = 0
    while checked < 12:
        state = random_deal(Rules.variant_preset("classic"), rng)
        while state.phase != Phase.PLAY:
            state.apply(random_setup_action(state, rng))
        while not state.is_over:
            seat = state.to_move
            if state.closed and state.hands[seat].bit_count() <= 6 and len(cards_of(state.legal_play_mask())) > 1:
                values = ClosedSolver(state, {}).move_values(state)
                mine = {c: v if state.team(seat) == 0 else -v for c, v in values.items()}
                assert mine[hinted_action(state.observation(seat)).card] == max(mine.values())
                checked += 1
            cards = cards_of(state.legal_play_mask())
            state.play_card(cards[int(rng.random() * len(cards))])
