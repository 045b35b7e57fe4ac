"""The Review screen for a deal of Trappola 1524: its exchange in the game's words (Keep hand, Throw in
the hand), no card lifted for it, and every decision drawn."""

from __future__ import annotations

from concurrent.futures import wait

import pytest

from trappola_gui.ai import make_agent, review_1524
from trappola_gui.app.screens.review import ReviewScene
from trappola_gui.app.screens.review_words import option_cards, option_text
from trappola_gui.engine import DealState, Keep, Rules, ThrowIn, shuffled_deck

from .helpers import make_app


def test_the_exchange_of_1524_reads_keep_hand_or_throw_in_the_hand() -> None:
    for faces in ("italian", "french"):
        assert option_text(Keep(0), faces) == "Keep hand"
        assert option_text(ThrowIn(0), faces) == "Throw in the hand"
    assert option_cards(Keep(0)) == option_cards(ThrowIn(0)) == frozenset()


def test_every_decision_of_a_1524_deal_is_drawn(tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_1524, "DECISION_NODES", 5_000)
    monkeypatch.setattr(review_1524, "CURVE_NODES", 5_000)
    monkeypatch.setattr(review_1524, "MIN_SAMPLES", 2)
    deal = DealState.new(Rules.variant_preset("historical"), shuffled_deck(4), 1)
    agents = [make_agent("random", 1), make_agent("normal", 2)]
    while not deal.is_over:
        deal.apply(agents[deal.to_move].choose(deal.observation(deal.to_move)))
    app = make_app(tmp_path)
    try:
        scene = ReviewScene(app.ctx, deal, 0, 0)
        app.stack.push(scene)
        if scene.job is not None:
            wait([scene.job.future], timeout=60)
        scene.update(0.0)
        review = scene.review
        assert review is not None, scene.error
        assert review.decisions[0].phase == "exchange"
        for i in range(len(review.decisions)):
            scene.current = i
            scene.draw(app.screen)
    finally:
        app.close()
