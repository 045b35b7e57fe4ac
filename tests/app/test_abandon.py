"""A new match over an unfinished one asks first; Keep playing goes back to the match as it was."""

from __future__ import annotations

import pygame

from trappola_gui.storage import list_history, load_stats

from .helpers import leave_a_match_unfinished, line_of, make_app, play_a_card, play_match_to_end, start_quick


def new_match_form(app, tour):
    """Esc from the table to the menu, then New match, as the player goes."""
    tour.key(pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    tour.press("new")
    assert app.stack.top.name == "new_match"
    return app.stack.top


def test_starting_over_a_match_in_progress_asks_and_keep_playing_changes_nothing(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
        played = list(ctl.deal.history)
        form = new_match_form(app, tour)
        tour.press("level")  # a choice made on the form before Start: it must still be there after the question
        choice, settings = dict(form.choice), app.ctx.settings
        tour.press("start")
        question = app.stack.top
        assert question.name == "abandon"
        assert "Abandon the match in progress?" in question.text()
        assert "abandoned in your statistics" in question.text()
        # Nothing has happened yet: the match is the same, nothing is filed or counted, nothing saved.
        assert app.controller is ctl and not ctl.filed and list(ctl.deal.history) == played
        assert list_history(app.paths) == [] and line_of(app).matches_abandoned == 0
        assert app.ctx.settings == settings
        # Escape closes the question: the form is as it was.
        tour.key(pygame.K_ESCAPE)
        assert app.stack.top is form and form.choice == choice and app.controller is ctl
        # Keep playing goes back to the table of the same match, as it was.
        tour.press("start")
        tour.press("keep")
        assert app.stack.top.name == "play" and [s.name for s in app.stack.scenes] == ["play"]
        assert app.controller is ctl and not ctl.filed and list_history(app.paths) == []
        assert list(ctl.deal.history) == played
        assert app.ctx.settings == settings and app.session.can_continue()
        # Abandon starts the new match, and the old one counts as abandoned, once.
        form = new_match_form(app, tour)
        tour.press("level")
        tour.press("start")
        tour.press("abandon")
        assert app.controller is not ctl and ctl.filed and app.stack.top.name == "deal"
        assert len(list_history(app.paths)) == 1 and line_of(app).matches_abandoned == 1
        assert app.ctx.settings.level == choice["level"]
    finally:
        app.close()


def test_enter_keeps_playing_and_abandon_takes_a_deliberate_choice(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
        new_match_form(app, tour)
        form = app.stack.top
        while form.form.items[form.form.index].name != "start":  # with the keyboard, up to Start
            tour.key(pygame.K_UP)
        tour.key(pygame.K_RETURN)
        question = app.stack.top
        assert question.name == "abandon" and question.btn_keep.focused and not question.btn_go_on.focused
        tour.key(pygame.K_RETURN)  # the safe answer: back to the match
        assert app.controller is ctl and app.stack.top.name == "play"
        new_match_form(app, tour)
        form = app.stack.top
        while form.form.items[form.form.index].name != "start":
            tour.key(pygame.K_UP)
        tour.key(pygame.K_RETURN)
        tour.key(pygame.K_LEFT)  # onto Abandon, on purpose
        tour.key(pygame.K_RETURN)
        assert app.controller is not ctl and app.stack.top.name == "deal"
    finally:
        app.close()


def test_the_saved_match_of_an_earlier_run_is_asked_about_too(tmp_path):
    leave_a_match_unfinished(tmp_path)
    app = make_app(tmp_path)
    try:
        from trappola_gui.app.tools.driver import Tour

        tour = Tour(app, app.paths.data_dir / "shots")
        assert app.ctx.saved_match is not None
        tour.press("new")
        tour.press("start")
        assert app.stack.top.name == "abandon"
        tour.key(pygame.K_ESCAPE)
        assert app.stack.top.name == "new_match" and app.ctx.saved_match is not None
        assert load_stats(app.paths)[0].line("blind", "normal").matches_abandoned == 0
    finally:
        app.close()


def test_no_question_without_an_unfinished_match(tmp_path):
    app = make_app(tmp_path)
    try:
        from trappola_gui.app.tools.driver import Tour

        tour = Tour(app, app.paths.data_dir / "shots")
        app.ctx.update_settings(coach=False)
        tour.press("new")
        tour.press("start")
        assert app.stack.top.name == "deal" and app.controller is not None
    finally:
        app.close()


def test_play_again_after_a_finished_match_does_not_ask(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        if not score.showing_end:
            tour.press("result")
        tour.press("again")
        assert app.stack.top.name == "deal" and app.controller is not ctl
        assert line_of(app).matches_abandoned == 0
    finally:
        app.close()
