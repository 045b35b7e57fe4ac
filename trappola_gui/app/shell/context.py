"""What every scene is handed: the window, fonts, card art, settings, storage, agents.

Passed in, never global (style.md). Changing a setting goes through
``update_settings`` so it is applied at once and saved.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.art import CardArt
from trappola_gui.storage import AppPaths, Settings
from trappola_gui.storage.setting_values import speed_name

from ..kit.ui import Fonts
from ..lang import i18n
from .sound import Sound
from .worker import Worker

if TYPE_CHECKING:
    from trappola_gui.storage import SavedMatch

    from .navigator import Friends, Navigator, Session

# Seconds before a computer's card is shown, for each named speed.
COMPUTER_PAUSES = {"relaxed": 0.8, "normal": 0.45, "fast": 0.15, "instant": 0.0}

class Context:
    """What every scene is handed. A plain class rather than a dataclass: its twenty fields would cost
    the first frame a millisecond of generated code, for an equality and a repr no one uses."""

    def __init__(self, screen: pygame.Surface, fonts: Fonts, art: CardArt, settings: Settings,
                 agent_factory: Callable[[str, int], Any], storage: AppPaths | None = None,
                 executor: Worker | None = None, fast: bool = False,
                 notices: list[str] | None = None, notice_counts: dict[str, int] | None = None,
                 recurring_notices: set[str] | None = None, quiet_notices: set[str] | None = None,
                 sound: Sound | None = None, quit_requested: bool = False,
                 on_settings_saved: Callable[[Settings], None] | None = None,
                 saved_match: SavedMatch | None = None, session: Session | None = None,
                 nav: Navigator | None = None, friends: Friends | None = None,
                 coach_seen: set[str] | None = None) -> None:
        self.screen = screen
        self.fonts = fonts
        self.art = art
        self.settings = settings
        self.agent_factory = agent_factory  # (level, seed) -> an agent of trappola_gui.ai
        self.storage = storage  # None: nothing is saved (tours, tests)
        self.executor = executor
        self.fast = fast  # --fast: no animation, no pauses
        self.notices: list[str] = [] if notices is None else notices
        # A notice's text -> times it came, past 1.
        self.notice_counts: dict[str, int] = {} if notice_counts is None else notice_counts
        # Failures that may come after every move.
        self.recurring_notices: set[str] = set() if recurring_notices is None else recurring_notices
        # Recurring ones the player dismissed: counted only.
        self.quiet_notices: set[str] = set() if quiet_notices is None else quiet_notices
        self.sound = sound
        self.quit_requested = quit_requested
        self.on_settings_saved = on_settings_saved
        self.saved_match = saved_match  # what "Continue" resumes
        # The match session (start, resume, file, statistics); None in tours and tests.
        self.session = session
        self.nav = nav  # every change of screen (the app's ``screens.navigation.SceneNavigator``)
        self.friends = friends  # play a friend: the table hosted or joined (None in tours and tests)
        self.coach_seen: set[str] = set() if coach_seen is None else coach_seen  # tips already shown in this run

    @property
    def window_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def animation_scale(self) -> float:
        """Multiplier for every animation's duration; 0 means none."""
        if self.fast:
            return 0.0
        speed = self.settings.animation_speed
        if self.settings.reduced_motion or speed <= 0:
            return 0.0
        return 1.0 / speed

    @property
    def speed(self) -> str:
        """The named speed (relaxed, normal, fast, instant) the settings are nearest to."""
        return speed_name(self.settings.animation_speed)

    @property
    def computer_pause(self) -> float:
        """Seconds the table waits before it shows a computer's card, so a move can be followed.

        Reduced motion keeps the pause: it stills the cards, it does not hurry the game.
        """
        if self.fast:
            return 0.0
        return COMPUTER_PAUSES[self.speed]

    def faces_name(self) -> str:
        faces = self.settings.faces
        if faces == "french" and self.settings.four_colour:
            return "french4"
        return faces

    def update_settings(self, **changes: Any) -> None:
        old = self.settings
        self.settings = dataclasses.replace(old, **changes)
        if self.faces_name() != self.art.faces or self.settings.back != old.back:
            self.art.set_faces(self.faces_name())
            self.art.set_back(self.settings.back)
        if self.settings.language != old.language:
            i18n.set_language(self.settings.language)
        if self.on_settings_saved is not None:
            self.on_settings_saved(self.settings)

    def notify(self, message: str, *, recurring: bool = False) -> None:
        """Queue a notice for the player.

        The same text again while it waits only raises its count (shown as "3 times"),
        so a failure repeated at every move is one notice. A ``recurring`` failure the
        player has dismissed is counted, not shown again, until :meth:`resolved` says
        it stopped.
        """
        if message in self.notices or message in self.quiet_notices:
            self.notice_counts[message] = self.notice_counts.get(message, 1) + 1
            return
        self.notices.append(message)
        if recurring:
            self.recurring_notices.add(message)

    def resolved(self, message: str) -> None:
        """A recurring failure stopped (the write went through): if it comes back, show it again."""
        self.quiet_notices.discard(message)
        self.recurring_notices.discard(message)
        if message not in self.notices:
            self.notice_counts.pop(message, None)

    def notice_dismissed(self, message: str) -> None:
        if message in self.recurring_notices:
            self.quiet_notices.add(message)
        else:
            self.notice_counts.pop(message, None)

    def play_sound(self, name: str) -> None:
        if self.sound is not None:
            self.sound.play(name)
