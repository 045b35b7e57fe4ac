"""The settings: faces, back, language, speed, sound and the rest, each shown and saved as it changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.storage.setting_values import SPEEDS

from ..kit import fields, ui, widgets
from ..lang import i18n
from ..lang.i18n import NC_, _, _l, pgettext
from ..lang.names import FACE_WORDS, face_name, level_name
from . import settings_preview
from .menu import FormScene

if TYPE_CHECKING:
    from ..shell.context import Context


# The speed setting's words; each named speed writes its animation_speed (storage.settings.SPEEDS).
SPEED_WORDS = {"relaxed": NC_("speed", "Relaxed"), "normal": NC_("speed", "Normal"),
               "fast": NC_("speed", "Fast"), "instant": NC_("speed", "Instant")}


class SettingsScene(FormScene):
    name = "settings"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, lambda: _("Settings"))
        on_off = lambda v: _("On") if v else _("Off")  # noqa: E731

        def setting(label: Callable[[], str], key: str, options: list[Any],
                    show: Callable[[Any], str]) -> fields.Selector:
            return fields.Selector(label, options, lambda: getattr(self.ctx.settings, key),
                               lambda v: self.ctx.update_settings(**{key: v}), show, name=key)

        languages = [None, *i18n.LANGUAGES]
        four_colour = setting(_l("Four-colour French suits"), "four_colour", [False, True], on_off)
        four_colour.enabled = lambda: self.ctx.settings.faces == "french"  # the other faces have their own colours
        self.build([
            setting(_l("Card faces"), "faces", list(FACE_WORDS), face_name),
            four_colour,
            setting(_l("Card back"), "back", ["red", "blue"], lambda v: _("Red") if v == "red" else _("Blue")),
            setting(_l("Language"), "language", languages,
                    lambda v: _("System") if v is None else i18n.LANGUAGES[v]),
            setting(_l("Opponent"), "level", ["easy", "normal", "hard"], level_name),
            # One choice paces both the computer's play and the animations; an older file's
            # number shows as the nearest named speed until the player picks one.
            fields.Selector(_l("Speed"), list(SPEEDS), lambda: self.ctx.speed,
                        lambda v: self.ctx.update_settings(animation_speed=SPEEDS[v]),
                        lambda v: pgettext(*SPEED_WORDS[v]), name="speed"),
            setting(_l("Gather tricks with a click"), "gather_by_click", [False, True], on_off),
            setting(_l("Reduced motion"), "reduced_motion", [False, True], on_off),
            setting(_l("Large cards"), "large_cards", [False, True], on_off),
            setting(_l("Sound"), "sound", [True, False], self.sound_word),
            # The volume in hand (the default 80 %, or any a settings file holds) is one of the
            # steps, so the arrows move up and down from it rather than jumping to the first step.
            setting(_l("Volume"), "volume", sorted({0.25, 0.5, 0.75, 1.0, ctx.settings.volume}),
                    lambda v: _("{percent}%").format(percent=round(v * 100))),
            setting(_l("Undo against the computer"), "allow_undo", [True, False], on_off),
            setting(_l("First-match coach"), "coach", [True, False], on_off),
            setting(_l("Full screen (F11)"), "fullscreen", [False, True], on_off),
        ], [widgets.Button(lambda: _("Done"), self.back, primary=True, name="done")])
        self.preview = pygame.Rect(0, 0, 0, 0)

    def sound_word(self, on: bool) -> str:
        """On or Off, unless sound is on and this machine has no audio device to play it."""
        if on and self.ctx.sound is not None and not self.ctx.sound.available():
            return _("No audio device")
        return _("On") if on else _("Off")

    def layout(self, size: tuple[int, int]) -> None:
        """The form, and beside it the preview of the chosen faces and back."""
        super().layout(size)
        rows = [sel.rect for sel in self.selectors]
        form = rows[0].unionall(rows[1:])
        left, self.preview = settings_preview.place(form, size, ui.ui_scale(size))
        for sel in self.selectors:
            sel.rect.x = left

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        settings_preview.draw_preview(surface, self.ctx, self.preview, ui.ui_scale(surface.get_size()))
