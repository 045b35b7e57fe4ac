"""Sound effects: plays the generated WAV files in ``assets/sounds/`` by name.

Sound is a nicety, never a reason to stop a game: a machine without an audio
device, a mixer that will not start or a missing or damaged file all leave the
game silent, with one warning in the log, and nothing here ever raises.  The
mixer is only started on the first sound that is actually wanted, so a muted
game never touches the audio device.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pygame

from trappola_gui.resources import asset_path
from trappola_gui.storage.lazy_log import Log

log = Log(__name__)

NAMES = ("card", "shuffle", "deal", "trick", "declare", "refuse", "score", "match")

# The files all have the same loudness (-26 LUFS, build_scripts/make_sounds.py);
# these set how loud each one sits in the game.  The card and deal sounds, heard
# dozens of times a deal, stay about 7 dB under a declaration, a score, the match.
LEVELS = {
    "card": 0.4,
    "shuffle": 0.55,
    "deal": 0.45,
    "trick": 0.7,
    "declare": 0.85,
    "refuse": 0.7,
    "score": 0.85,
    "match": 1.0,
}

# What pygame raises when audio is unavailable: its own error, OSError from the
# file layer, NotImplementedError when pygame was built without its mixer.
_AUDIO_ERRORS = (pygame.error, OSError, NotImplementedError)


class Sound:
    """The game's sound effects, following the ``sound`` and ``volume`` settings."""

    def __init__(self, settings: Any) -> None:
        self._enabled = True
        self._volume = 1.0
        self._mixer_ready: bool | None = None  # None: not tried yet
        self._started_mixer = False
        self._closed = False
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.configure(settings)

    # ------------------------------------------------------------- public
    def play(self, name: str) -> None:
        """Play the effect ``name`` (e.g. ``"card"``); silent when muted or when audio is unavailable."""
        if not self._enabled or self._volume <= 0 or self._closed or not self._start_mixer():
            return
        effect = self._load(name)
        if effect is None:
            return
        try:
            effect.play()
        except _AUDIO_ERRORS as exc:
            self._give_up(f"sound disabled: could not play {name!r}: {exc}")

    def available(self) -> bool:
        """Whether a sound can be heard: the audio device is tried once, as the first sound would
        try it (so the settings can say there is none instead of showing Sound: On in silence)."""
        return not self._closed and self._start_mixer()

    def configure(self, settings: Any) -> None:
        """Apply the ``sound`` (on/off) and ``volume`` (0..1) settings at once, also to sounds playing now."""
        self._enabled = bool(settings.sound)
        try:
            volume = float(settings.volume)
        except (TypeError, ValueError):
            volume = 1.0
        self._volume = min(1.0, max(0.0, volume))
        for name, effect in self._cache.items():
            if effect is None:
                continue
            # A mixer that fails here fails again on play, which logs it.
            with contextlib.suppress(*_AUDIO_ERRORS):
                if self._enabled:
                    effect.set_volume(self._level(name))
                else:
                    effect.stop()

    def close(self) -> None:
        """Stop every sound and release the mixer if this object started it; later plays are silent."""
        self._closed = True
        for effect in self._cache.values():
            if effect is not None:
                with contextlib.suppress(*_AUDIO_ERRORS):
                    effect.stop()
        self._cache.clear()
        if self._started_mixer:
            with contextlib.suppress(*_AUDIO_ERRORS):
                pygame.mixer.quit()
            self._started_mixer = False
        self._mixer_ready = False

    # ------------------------------------------------------------ private
    def _level(self, name: str) -> float:
        return self._volume * LEVELS.get(name, 0.6)

    def _start_mixer(self) -> bool:
        if self._mixer_ready is None:
            try:
                if not pygame.mixer.get_init():
                    # A small buffer: a card sound that lags the card is worse than none.
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                    self._started_mixer = True
                self._mixer_ready = True
            except _AUDIO_ERRORS as exc:
                self._give_up(f"sound disabled: no audio device ({exc})")
        return bool(self._mixer_ready)

    def _give_up(self, message: str) -> None:
        if self._mixer_ready is not False:
            log.warning(message)
        self._mixer_ready = False

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        effect = None
        path = asset_path("sounds", f"{name}.wav")
        try:
            effect = pygame.mixer.Sound(str(path))
            effect.set_volume(self._level(name))
        except _AUDIO_ERRORS as exc:
            log.warning("sound %r unavailable (%s): %s", name, path, exc)
            effect = None
        self._cache[name] = effect  # a failed file is not retried, so it warns once
        return effect
