"""The settings show the chosen faces and back beside the form, and follow every change at once."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.screens.settings_page import SettingsScene
from trappola_gui.app.screens.settings_preview import PREVIEW_CARDS

from .helpers import make_app


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_preview_lies_beside_the_form_inside_the_window(tmp_path, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    try:
        scene = SettingsScene(app.ctx)
        scene.layout(size)
        window = pygame.Rect(0, 0, *size)
        assert window.contains(scene.preview) and scene.preview.width >= 170
        for item in scene.selectors + scene.actions:
            assert window.contains(item.rect)
            assert not item.rect.colliderect(scene.preview), item.name
    finally:
        app.close()


def test_the_preview_draws_the_faces_and_back_chosen_a_moment_ago(tmp_path, monkeypatch):
    app = make_app(tmp_path, "1280x800")
    art = app.ctx.art
    drawn: list[tuple[str, str]] = []
    face, back = art.face, art.back
    monkeypatch.setattr(art, "face", lambda code, h: drawn.append((art.faces, code)) or face(code, h))
    monkeypatch.setattr(art, "back", lambda h: drawn.append((art.back_name, "back")) or back(h))
    try:
        scene = SettingsScene(app.ctx)
        scene.layout((1280, 800))
        for faces, four, colour, expected in (("italian", False, "red", "italian"), ("french", True, "blue", "french4"),
                                              ("french", False, "red", "french")):
            app.ctx.update_settings(faces=faces, four_colour=four, back=colour)
            drawn.clear()
            scene.draw(app.screen)
            assert drawn == [(expected, c) for c in PREVIEW_CARDS] + [(colour, "back")]
    finally:
        app.close()


def test_sound_says_there_is_no_audio_device_instead_of_on(tmp_path, monkeypatch):
    def refuse(*args, **kwargs) -> None:
        raise pygame.error("no audio device")

    app = make_app(tmp_path, "800x600")
    try:
        scene = SettingsScene(app.ctx)
        row = next(sel for sel in scene.selectors if sel.name == "sound")
        assert row.show(row.get()) == "On"  # the test machine's dummy driver plays
        app.ctx.sound.close()
        from trappola_gui.app.shell.sound import Sound

        monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
        monkeypatch.setattr(pygame.mixer, "init", refuse)
        app.ctx.sound = Sound(app.ctx.settings)
        assert row.get() is True and row.show(row.get()) == "No audio device"
        row.step(1)  # the player may still turn it off (and the setting is kept as chosen)
        assert app.ctx.settings.sound is False and row.show(row.get()) == "Off"
    finally:
        app.close()


def brass_in(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of an arrow button's brass lie in ``rect``."""
    from trappola_gui.app.kit.ui import BRASS_DARK

    return sum(surface.get_at((x, y))[:3] == BRASS_DARK for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


def test_four_colours_apply_to_french_faces_only(tmp_path):
    # With Italian or Napoletane faces the four-colour row does nothing: it is muted, without
    # arrows, and keys or clicks leave it as it is; with French faces it switches.
    app = make_app(tmp_path, "800x600")
    try:
        scene = SettingsScene(app.ctx)
        app.stack.push(scene)
        row = next(r for r in scene.selectors if r.name == "four_colour")
        for faces in ("italian", "napoletane"):
            app.ctx.update_settings(faces=faces)
            app.stack.draw(app.screen)
            left, right = row.arrows()
            assert row.handle_click(right.center)
            row.step(1)
            assert app.ctx.settings.four_colour is False, faces
            assert brass_in(app.screen, right) == 0, faces  # no arrow drawn
        app.ctx.update_settings(faces="french")
        app.stack.draw(app.screen)
        assert brass_in(app.screen, row.arrows()[1]) > 20
        row.step(1)
        assert app.ctx.settings.four_colour is True
    finally:
        app.close()
