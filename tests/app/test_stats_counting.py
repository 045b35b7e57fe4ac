"""What the statistics count from the window: every finished match (Undo or not) and abandoned matches."""

from __future__ import annotations

import pygame

from trappola_gui.app.i18n import set_language
from trappola_gui.app.scenes.stats import detail_rows, explanation
from trappola_gui.engine import Rules, cards_of
from trappola_gui.storage import load_stats

from .test_lifecycle import start_quick
from .test_replay import play_match_to_end
from .test_window import make_app, player_may_act, sprite_center


def play_a_card(app, ctl, tour) -> None:
    tour.pump(until=lambda: player_may_act(app), limit=60)
    tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    assert ctl.deal.history


def line_of(app):
    return load_stats(app.paths)[0].line("blind", "normal")


def test_a_match_left_for_a_new_one_counts_as_abandoned_once(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
        start_quick(app, seed=ctl.match.seed + 1)
        line = line_of(app)
        assert line.matches_abandoned == 1 and line.all_matches_played == 0
        # The new match is still going: starting another abandons it too, and only it. (A new match
        # from the menu always has a fresh seed; one seed would be one match, counted once.)
        start_quick(app, seed=ctl.match.seed + 2)
        assert line_of(app).matches_abandoned == 2
    finally:
        app.close()


def leave_a_match_unfinished(tmp_path) -> None:
    """A run that starts a match, plays a card and quits: the match is saved unfinished."""
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
    finally:
        app.close()


def test_the_saved_match_of_an_earlier_run_counts_as_abandoned_when_a_new_one_starts(tmp_path):
    leave_a_match_unfinished(tmp_path)
    again = make_app(tmp_path)
    try:
        assert again.ctx.saved_match is not None and line_of(again).matches_abandoned == 0
        start_quick(again)
        assert line_of(again).matches_abandoned == 1
    finally:
        again.close()


def test_a_resumed_match_left_again_counts_once(tmp_path):
    leave_a_match_unfinished(tmp_path)
    again = make_app(tmp_path)
    try:
        again.ctx.resume()
        assert again.controller is not None and again.ctx.saved_match is not None
        start_quick(again)
        assert line_of(again).matches_abandoned == 1
    finally:
        again.close()


def test_a_finished_match_with_undo_counts_as_finished_and_is_marked(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_a_card(app, ctl, tour)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        tour.key(pygame.K_u)  # the table's Undo
        assert ctl.undo_used
        play_match_to_end(app, ctl, tour)
        won = ctl.match.winner == 0
        tour.press("menu")
        line = line_of(app)
        assert (line.all_matches_played, line.all_matches_won) == (1, int(won))
        assert (line.undo_matches_played, line.undo_matches_won) == (1, int(won))
        assert line.matches_abandoned == 0
        set_language("en")
        rows = {label: value for label, value, _sub in detail_rows(line)}
        assert rows["Matches won / finished"] == f"{int(won)} / 1"
        assert rows["of which with Undo"] == f"{int(won)} / 1"
        assert "Undo" in explanation() and "Abandoned" in explanation()
    finally:
        app.close()


def test_a_computer_only_match_is_not_the_players_to_abandon(tmp_path):
    app = make_app(tmp_path)
    try:
        app.start_match(Rules.from_dict({"variant": "blind"}), "normal", seed=3, human=None)
        app.controller.step_agents()
        start_quick(app)
        assert line_of(app).matches_abandoned == 0
    finally:
        app.close()
