"""The review of a deal of Trappola 1524: every decision of the seat (the exchange, the declaration,
each card) valued against the best, and the expected margin trick by trick, by the exact solver."""

from __future__ import annotations

import dataclasses
import random

import pytest

from trappola_gui.ai import historical_hard, make_agent, review_1524
from trappola_gui.ai.review import format_review, review_deal, review_from_json
from trappola_gui.engine import DealState, Keep, Rules, ThrowIn, deal_to_json, shuffled_deck

from .helpers import deal_giving

RULES = Rules.variant_preset("historical")


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few sampled deals: what is valued is under test here, not how finely."""
    monkeypatch.setattr(review_1524, "DECISION_NODES", 20_000)
    monkeypatch.setattr(review_1524, "CURVE_NODES", 10_000)
    monkeypatch.setattr(review_1524, "MIN_SAMPLES", 3)
    # Hard too: the review asks it whether a card that loses points is the hint's (review_model.hint_checked).
    monkeypatch.setattr(historical_hard, "NODE_BUDGET", 10_000)
    monkeypatch.setattr(historical_hard, "MIN_SAMPLES", 2)


def played_deal(seed: int, throw_in: tuple[bool, bool] | None = None) -> DealState:
    """A deal of 1524 played by Normal (seat 0) and Easy; ``throw_in`` forces both exchanges."""
    state = DealState.new(RULES, shuffled_deck(seed), 1)
    agents = [make_agent("normal", seed), make_agent("easy", seed)]
    while not state.is_over:
        seat = state.to_move
        if throw_in is not None and state.phase == "exchange":
            state.apply(ThrowIn(seat) if throw_in[seat] else Keep(seat))
        else:
            state.apply(agents[seat].choose(state.observation(seat)))
    return state


@pytest.mark.parametrize("seat", [0, 1])
def test_every_decision_of_the_seat_is_valued_against_the_best(seat: int) -> None:
    deal = played_deal(11)
    review = review_deal(deal, seat, 3)
    record = deal_to_json(deal)
    replay = DealState.new(RULES, deal.deck, deal.dealer)
    expected = []
    for index, action in enumerate(deal.history):
        if action.seat == seat and len(replay.legal_actions()) > 1:
            expected.append((index, set(replay.legal_actions())))
        replay.apply(action)
    assert [d.index for d in review.decisions] == [i for i, _ in expected]
    assert review.decisions[0].phase == "exchange"
    for d, (index, legal) in zip(review.decisions, expected, strict=True):
        assert {o.action for o in d.options} == legal
        assert d.chosen.to_json() == record["actions"][index]
        assert d.loss >= 0 and d.double_dummy_loss >= 0
        best = d.best
        if d.hinted:  # the hint's card (Hard's choice) is never a mistake: the review takes it as the best
            assert best.action == d.chosen and d.loss == 0
        else:
            assert best.value == max(o.value for o in d.options)
        assert dataclasses.replace(d, chosen=best.action).loss == 0
    # The curve: the start of every trick, then the deal's real margin.
    assert [p.trick for p in review.curve] == list(range(10))
    margin = deal.result().margin * (1 if seat == 0 else -1)
    assert review.curve[-1].kind == "final" and review.curve[-1].expected == margin == review.final_margin
    assert review_from_json(review.to_json()) == review
    assert "exchange" in format_review(review)


def test_the_review_is_the_same_for_the_same_seed() -> None:
    deal = played_deal(12)
    assert review_deal(deal, 0, 5).to_json() == review_deal(deal, 0, 5).to_json()


def test_once_both_threw_in_every_card_is_valued_exactly() -> None:
    deal = played_deal(13, throw_in=(True, True))
    review = review_deal(deal, 0, 0)
    plays = [d for d in review.decisions if d.phase == "play"]
    assert plays and all(d.kind == "exact" and d.samples == 0 for d in plays)
    for d in plays:
        assert all(o.value == o.double_dummy for o in d.options)
    assert all(p.kind in ("exact", "final") for p in review.curve)
    # Exact values agree: where the seat leads a trick, the trick's start is worth its best card.
    replay = DealState.new(RULES, deal.deck, deal.dealer)
    leads = {}
    for index, action in enumerate(deal.history):
        if replay.phase == "play" and not replay.trick and action.seat == 0:
            leads[index] = len(replay.tricks)
        replay.apply(action)
    start = {p.trick: p.expected for p in review.curve}
    checked = [d for d in plays if d.index in leads]
    assert checked
    for d in checked:
        assert start[leads[d.index]] == max(o.value for o in d.options)


def test_an_exchange_with_a_worthless_hand_kept_loses_points() -> None:
    # The non-dealer's nine cards are deck[0..3] and deck[8..12]: nothing of value, and kept.
    state = deal_giving("7S 8S 9S TS 7H 8H 9H TH 7D", 7)
    state.apply(Keep(0))
    while not state.is_over:
        state.apply(make_agent("normal", 1).choose(state.observation(state.to_move)))
    exchange = review_deal(state, 0, 0).decisions[0]
    assert exchange.phase == "exchange" and exchange.chosen == Keep(0)
    assert exchange.best.action == ThrowIn(0) and exchange.loss > 10


@pytest.mark.parametrize("variant", ["classic", "historical"])
def test_the_review_reports_its_progress_from_nothing_to_all(variant: str) -> None:
    from trappola_gui.engine.playout import play_out, random_deal

    state = play_out(random_deal(Rules.variant_preset(variant), random.Random(2)), random.Random(3))
    shares: list[float] = []
    review_deal(state, seat=0, seed=1, progress=shares.append)
    assert shares[0] == 0.0 and shares[-1] == 1.0
    assert shares == sorted(shares) and len(shares) > 5
