"""Full screen and back, and the window's size and place kept between runs (dummy video driver).

The same behaviour under a real window manager (openbox on Xvfb) was checked by
hand with xdotool: the dummy driver has no window manager to race with.
"""

from __future__ import annotations

import json

import pygame
import pytest

from trappola_gui.app import app as app_module
from trappola_gui.app.app import App
from trappola_gui.app.kit import window as window_module
from trappola_gui.app.kit.window import FRAME_BOTTOM, FRAME_SIDE, FRAME_TOP, clamp_to_desktop, place_on_desktop
from trappola_gui.app.main import build_parser
from trappola_gui.storage import AppPaths, load_settings


def open_app(tmp_path, *extra: str) -> App:
    return App(build_parser().parse_args(["--data-dir", str(tmp_path / "data"), *extra]))


def write_settings(tmp_path, **values) -> None:
    paths = AppPaths.from_option(str(tmp_path / "data"))
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", **values}))


def press(app: App, key: int, mod: int = 0) -> None:
    assert app.handle_window_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def window() -> tuple[tuple[int, int], tuple[int, int]]:
    return pygame.display.get_window_size(), pygame.display.get_window_position()


def test_f11_and_alt_enter_go_full_screen_and_back_to_the_same_size_and_place(tmp_path):
    app = open_app(tmp_path, "--size", "1280x800")
    try:
        pygame.display.set_window_position((130, 70))
        before = window()
        desktop = pygame.display.get_desktop_sizes()[0]
        for into, out in (((pygame.K_F11, 0), (pygame.K_F11, 0)),
                          ((pygame.K_RETURN, pygame.KMOD_ALT), (pygame.K_RETURN, pygame.KMOD_LALT))):
            press(app, *into)
            assert app.fullscreen and pygame.display.is_fullscreen()
            assert app.screen.get_size() == desktop and app.ctx.screen is app.screen
            # The scene is laid out for the full screen at once.
            assert app.stack.top.buttons[1].rect.centerx == desktop[0] // 2
            press(app, *out)
            assert not app.fullscreen and not pygame.display.is_fullscreen()
            assert window() == before
            assert app.screen.get_size() == (1280, 800)
            assert app.stack.top.buttons[1].rect.centerx == 640
        saved, _notice = load_settings(app.paths)
        assert (saved.fullscreen, saved.window_size, saved.window_pos) == (False, (1280, 800), (130, 70))
    finally:
        app.close()


def test_a_resize_sent_in_full_screen_does_not_resize_the_window_that_comes_back(tmp_path):
    # Under openbox the window came back at the desktop's size: an event of the full screen believed late.
    app = open_app(tmp_path, "--size", "1024x700")
    try:
        press(app, pygame.K_F11)
        desktop = app.screen.get_size()
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=desktop, w=desktop[0], h=desktop[1]))
        press(app, pygame.K_F11)
        for event in pygame.event.get():
            app.handle_window_event(event)
        assert pygame.display.get_window_size() == (1024, 700)
        assert app.screen.get_size() == (1024, 700)
        assert app.ctx.settings.window_size == (1024, 700)
    finally:
        app.close()


def test_a_resize_in_full_screen_keeps_the_windowed_size(tmp_path):
    app = open_app(tmp_path, "--size", "1024x700")
    try:
        press(app, pygame.K_F11)
        app.on_resize(app.screen.get_size())
        assert pygame.display.is_fullscreen()
        assert app.ctx.settings.window_size == (1024, 700)
        press(app, pygame.K_F11)
        assert pygame.display.get_window_size() == (1024, 700)
    finally:
        app.close()


def test_a_game_that_starts_in_full_screen_leaves_it_for_its_saved_window(tmp_path):
    write_settings(tmp_path, fullscreen=True, window_size=[960, 660], window_pos=[40, 50])
    app = open_app(tmp_path)
    try:
        assert pygame.display.is_fullscreen()
        assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
        press(app, pygame.K_F11)
        assert window() == ((960, 660), (40, 50))
        assert not load_settings(app.paths)[0].fullscreen
    finally:
        app.close()


def test_the_settings_pages_switch_is_the_same_as_f11(tmp_path):
    from trappola_gui.app.screens.settings_page import SettingsScene

    app = open_app(tmp_path, "--size", "1024x700")
    try:
        pygame.display.set_window_position((20, 10))
        scene = SettingsScene(app.ctx)
        app.stack.push(scene)
        switch = next(s for s in scene.selectors if s.name == "fullscreen")
        switch.step(1)
        assert app.fullscreen and pygame.display.is_fullscreen()
        switch.step(1)
        assert window() == ((1024, 700), (20, 10))
    finally:
        app.close()


@pytest.fixture
def real_screen(monkeypatch):
    # The place is saved only where there is a real desktop; the dummy driver reports one of 1024x768.
    monkeypatch.setattr(app_module, "real_display", lambda: True)
    monkeypatch.setattr(window_module, "real_display", lambda: True)


def test_the_windows_size_and_place_are_kept_for_the_next_run(tmp_path, real_screen):
    app = open_app(tmp_path, "--size", "800x600")
    pygame.display.set_window_position((130, 70))
    app.close()
    saved, _notice = load_settings(app.paths)
    assert (saved.window_size, saved.window_pos) == ((800, 600), (130, 70))
    again = open_app(tmp_path)
    try:
        assert window() == ((800, 600), (130, 70))
    finally:
        again.close()


def test_a_place_off_the_desktop_is_brought_back_onto_it_at_start(tmp_path, real_screen):
    write_settings(tmp_path, window_size=[800, 600], window_pos=[3000, -500])
    app = open_app(tmp_path)
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        size, (x, y) = window()
        assert size == (800, 600)
        assert (x, y) == (desktop[0] - FRAME_SIDE - 800, FRAME_TOP)  # its title bar on the screen
    finally:
        app.close()


def test_place_on_desktop_keeps_the_whole_window_and_its_title_bar_on_the_desktop():
    desktop = (1600, 1000)
    right, bottom = 1600 - FRAME_SIDE - 1280, 1000 - FRAME_BOTTOM - 800
    for pos in [(-5000, -5000), (5000, 5000), (1500, 100), (10, 900), (0, 0), (200, 100), (0, 19)]:
        x, y = place_on_desktop(pos, (1280, 800), desktop)
        assert FRAME_SIDE <= x <= right and FRAME_TOP <= y <= bottom
        if FRAME_SIDE <= pos[0] <= right and FRAME_TOP <= pos[1] <= bottom:
            assert (x, y) == pos  # a place already on the desktop is kept


def test_a_size_larger_than_the_desktop_opens_with_its_title_bar_in_reach():
    # --size 1920x1080 on a 1600x1000 screen: the window and its frame fit, the title bar below y = 0.
    size = clamp_to_desktop((1920, 1080), (1600, 1000))
    assert size[0] + 2 * FRAME_SIDE <= 1600 and size[1] + FRAME_TOP + FRAME_BOTTOM <= 1000
    x, y = place_on_desktop((0, -19), size, (1600, 1000))
    assert y - FRAME_TOP >= 0 and x >= 0
    assert clamp_to_desktop((1280, 800), (1600, 1000)) == (1280, 800)  # a size that fits is kept
