"""The speed setting: four named speeds for the computer's play and the animations."""

from __future__ import annotations

import pytest

from trappola_gui.app.app import App
from trappola_gui.app.screens.settings_page import SettingsScene


@pytest.fixture
def app_options():
    return {"size": "800x600", "as_tour": True}


def speed_row(app: App):
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    return next(row for row in scene.selectors if row.name == "speed")


def test_the_settings_page_offers_four_named_speeds_in_order(app):
    row = speed_row(app)
    assert row.label() == "Speed"
    assert [row.show(v) for v in row.options] == ["Relaxed", "Normal", "Fast", "Instant"]
    seen = []
    for _ in row.options:
        row.step(1)
        seen.append((row.show(row.get()), app.ctx.settings.animation_speed, app.ctx.animation_scale,
                     app.ctx.computer_pause))
    # From Normal, one step at a time round to Normal again.
    assert seen == [("Fast", 2.0, 0.5, 0.15), ("Instant", 0.0, 0.0, 0.0),
                    ("Relaxed", 0.6, pytest.approx(1 / 0.6), 0.8), ("Normal", 1.0, 1.0, 0.45)]


def test_an_older_speed_shows_as_the_nearest_name_and_plays_as_it_was_until_changed(app):
    app.ctx.update_settings(animation_speed=0.5)  # the old "Slow"
    row = speed_row(app)
    assert row.show(row.get()) == "Relaxed"
    assert app.ctx.animation_scale == 2.0 and app.ctx.computer_pause == 0.8
    row.step(1)
    assert (row.show(row.get()), app.ctx.settings.animation_speed) == ("Normal", 1.0)


def test_reduced_motion_stills_the_cards_but_keeps_the_computers_pause(app):
    app.ctx.update_settings(animation_speed=0.6, reduced_motion=True)
    assert app.ctx.animation_scale == 0.0
    assert app.ctx.computer_pause == 0.8


def test_the_fast_flag_of_tours_and_tests_waits_for_nothing(app):
    app.ctx.update_settings(animation_speed=0.6)
    app.ctx.fast = True
    assert (app.ctx.animation_scale, app.ctx.computer_pause) == (0.0, 0.0)


def test_the_settings_page_offers_gather_tricks_with_a_click_off_by_default(app):
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    row = next(row for row in scene.selectors if row.name == "gather_by_click")
    assert row.label() == "Gather tricks with a click"
    assert (row.show(row.get()), app.ctx.settings.gather_by_click) == ("Off", False)
    row.step(1)
    assert (row.show(row.get()), app.ctx.settings.gather_by_click) == ("On", True)
