"""The deal that ends the match shows its own score first, like every deal; then the match's end."""

from __future__ import annotations

import pygame

from trappola_gui.app.screens.match_end import MatchEndView
from trappola_gui.app.screens.score_deal import DealScoreView

from .helpers import make_app, play_match_to_end, start_quick


def visible(score) -> set[str]:
    return {b.name for b in score.buttons.buttons if b.visible}


def test_the_last_deal_shows_its_breakdown_then_the_match_end(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        assert score.name == "score" and score.over
        # The deal's own score sheet, drawn as for every other deal.
        assert not score.showing_end and visible(score) == {"result", "menu"}
        drawn = []
        monkeypatch.setattr(DealScoreView, "draw", lambda *args: drawn.append("deal"))
        monkeypatch.setattr(MatchEndView, "draw", lambda *args: drawn.append("end"))
        app.stack.draw(app.screen)
        assert drawn == ["deal"]
        # Then, at the player's word, the match's end.
        tour.press("result")
        assert score.showing_end and visible(score) == {"again", "menu"}
        assert app.stack.top is score and not ctl.filed
        app.stack.draw(app.screen)
        assert drawn == ["deal", "end"]
    finally:
        app.close()


def test_enter_goes_from_the_last_deal_to_the_match_end(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        tour.key(pygame.K_RETURN)
        assert score.showing_end and app.stack.top is score
        tour.key(pygame.K_RETURN)  # Play again, focused at the match's end
        assert app.controller is not ctl and app.stack.top.name == "deal"
    finally:
        app.close()


def test_next_on_the_last_deal_never_deals_in_a_decided_match(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        deals = len(ctl.match.deals)
        app.stack.top.on_next()  # a driver that presses on as after any deal (the autoplay, the tour)
        assert app.stack.top.showing_end and len(ctl.match.deals) == deals
    finally:
        app.close()
