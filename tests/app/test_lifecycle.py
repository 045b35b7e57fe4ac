"""A match's life in the player's files: Continue, filing, statistics, exactly once each."""

from __future__ import annotations

import json

from trappola_gui.app.tools.driver import player_may_act
from trappola_gui.engine import cards_of
from trappola_gui.storage import list_history, load_stats

from .helpers import make_app, play_match_to_end, sprite_center, start_quick


def test_continue_offers_this_sessions_match_and_a_new_match_files_it(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
        app.stack.top.commands.on_menu()
        assert app.stack.top.name == "menu"
        assert app.session.can_continue()
        app.session.resume_match()
        assert app.controller is ctl and app.stack.top.name == "play"
        played = list(ctl.deal.history)
        start_quick(app)
        history = list_history(app.paths)
        assert len(history) == 1
        kept = json.loads(history[0].path.read_text())
        assert kept["match"]["deals"][0]["actions"][: len(played)] == [a.to_json() for a in played]
    finally:
        app.close()


def test_a_finished_match_is_filed_once_and_counted_once(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        deals = len(ctl.match.deals)
        tour.press("menu")
        assert not app.session.can_continue()
    finally:
        app.close()  # quitting saves nothing more: the match was filed
    assert not (tmp_path / "data" / "data" / "match-current.json").exists()
    again = make_app(tmp_path)
    try:
        assert again.ctx.saved_match is None
        assert len(list_history(again.paths)) == 1
        stats, _ = load_stats(again.paths)
        line = stats.line("blind", "normal")
        assert line.deals_played == deals and line.matches_played == 1
    finally:
        again.close()


def test_a_deal_ended_just_before_closing_is_still_counted(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        helper = app.ctx.agent_factory("normal", 4)
        while not ctl.deal.is_over:  # no pauses: the window closes before the score screen
            if ctl.human_to_move:
                ctl.apply(helper.choose(ctl.observation()))
            else:
                ctl.step_agents()
        assert app.stack.top.name != "score"
    finally:
        app.close()
    again = make_app(tmp_path)
    try:
        stats, _ = load_stats(again.paths)
        assert stats.line("blind", "normal").deals_played == 1
        again.session.resume_match()  # the next deal starts; the finished one is not counted twice
        stats, _ = load_stats(again.paths)
        assert stats.line("blind", "normal").deals_played == 1
    finally:
        again.close()
