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
