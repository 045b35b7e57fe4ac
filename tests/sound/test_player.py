"""Tests for the Sound player: it plays when it can and is silent, never failing, when it cannot."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from trappola_gui.app.shell import sound as sound_module
from trappola_gui.app.shell.sound import NAMES, Sound
from trappola_gui.storage import Settings

REPO = Path(__file__).resolve().parents[2]


class FakeEffect:
    """Stands in for pygame.mixer.Sound and counts what the player asks of it."""

    made: list[FakeEffect] = []

    def __init__(self, path: str) -> None:
        self.path = path
        self.plays = 0
        self.stops = 0
        self.volumes: list[float] = []
        FakeEffect.made.append(self)

    def play(self) -> None:
        self.plays += 1

    def stop(self) -> None:
        self.stops += 1

    def set_volume(self, volume: float) -> None:
        self.volumes.append(volume)


@pytest.fixture
def fake_effects(monkeypatch: pytest.MonkeyPatch) -> list[FakeEffect]:
    FakeEffect.made = []
    monkeypatch.setattr(pygame.mixer, "Sound", FakeEffect)
    return FakeEffect.made


@pytest.fixture
def player():  # noqa: ANN201 - yields a factory
    made: list[Sound] = []

    def make(**settings) -> Sound:
        made.append(Sound(Settings().replace(**settings)))
        return made[-1]

    yield make
    for sound in made:
        sound.close()


def _warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "trappola_gui.app.shell.sound" and r.levelno == logging.WARNING]


def test_dummy_driver_plays_every_name(player, caplog: pytest.LogCaptureFixture) -> None:
    assert os.environ.get("SDL_AUDIODRIVER") == "dummy"
    sound = player()
    for name in NAMES:
        sound.play(name)
        sound.play(name)
    assert pygame.mixer.get_init()
    assert _warnings(caplog) == [], "every file loaded and played"


def test_sounds_are_loaded_once(player, fake_effects: list[FakeEffect]) -> None:
    sound = player()
    for _ in range(3):
        sound.play("card")
    assert len(fake_effects) == 1 and fake_effects[0].plays == 3
    assert fake_effects[0].path.endswith(os.path.join("sounds", "card.wav"))


def test_muted_plays_nothing_and_never_starts_the_mixer(player, fake_effects, monkeypatch) -> None:
    started = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: started.append(1))
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    sound = player(sound=False)
    for name in NAMES:
        sound.play(name)
    assert fake_effects == [] and started == []


def test_volume_zero_plays_nothing(player, fake_effects: list[FakeEffect]) -> None:
    sound = player(volume=0.0)
    sound.play("card")
    assert sum(e.plays for e in fake_effects) == 0


def test_configure_mutes_and_unmutes_at_once(player, fake_effects: list[FakeEffect]) -> None:
    sound = player(volume=1.0)
    sound.play("trick")
    effect = fake_effects[0]
    sound.configure(Settings(sound=False))
    assert effect.stops == 1, "muting stops what is playing"
    sound.play("trick")
    assert effect.plays == 1
    sound.configure(Settings(sound=True, volume=0.5))
    sound.play("trick")
    assert effect.plays == 2


def test_configure_changes_the_volume_of_loaded_sounds(player, fake_effects: list[FakeEffect]) -> None:
    sound = player(volume=1.0)
    sound.play("score")
    loud = fake_effects[0].volumes[-1]
    sound.configure(Settings(volume=0.25))
    assert fake_effects[0].volumes[-1] == pytest.approx(loud / 4)


def test_accepts_any_settings_like_object(fake_effects: list[FakeEffect]) -> None:
    sound = Sound(SimpleNamespace(sound=True, volume=0.7))
    sound.play("deal")
    sound.close()
    assert fake_effects[0].plays == 1


def test_mixer_that_will_not_start_is_silent(monkeypatch, caplog, fake_effects) -> None:
    def refuse(*args, **kwargs) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sound = Sound(Settings())
    for name in NAMES:
        sound.play(name)
    sound.configure(Settings(volume=0.5))
    sound.play("card")
    sound.close()
    assert fake_effects == []
    assert len(_warnings(caplog)) == 1, "one warning, not one per sound"


def test_failing_play_is_silent(player, monkeypatch, caplog, fake_effects) -> None:
    def broken(self) -> None:
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(FakeEffect, "play", broken)
    sound = player()
    sound.play("card")
    sound.play("card")
    assert len(_warnings(caplog)) == 1


def test_missing_file_is_silent_and_warns_once(player, monkeypatch, caplog, tmp_path: Path) -> None:
    monkeypatch.setattr(sound_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    sound = player()
    sound.play("card")
    sound.play("card")
    sound.play("no such sound")
    warnings = _warnings(caplog)
    assert len(warnings) == 2 and "card" in warnings[0]


def test_damaged_file_is_silent(player, monkeypatch, caplog, tmp_path: Path) -> None:
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "card.wav").write_bytes(b"RIFF\x00\x00not a wave at all")
    monkeypatch.setattr(sound_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    sound = player()
    sound.play("card")
    assert len(_warnings(caplog)) == 1


def test_closed_player_is_silent(fake_effects: list[FakeEffect]) -> None:
    sound = Sound(Settings())
    sound.play("card")
    sound.close()
    sound.close()
    sound.play("card")
    assert fake_effects[0].plays == 1 and fake_effects[0].stops >= 1


def test_close_leaves_a_mixer_it_did_not_start(monkeypatch) -> None:
    pygame.mixer.init()
    try:
        sound = Sound(Settings())
        sound.play("card")
        sound.close()
        assert pygame.mixer.get_init()
    finally:
        pygame.mixer.quit()


def test_close_releases_the_mixer_it_started() -> None:
    pygame.mixer.quit()
    sound = Sound(Settings())
    sound.play("card")
    assert pygame.mixer.get_init()
    sound.close()
    assert not pygame.mixer.get_init()


def test_unknown_audio_driver_is_silent() -> None:
    script = textwrap.dedent(
        """
        import logging
        from trappola_gui.app.shell.sound import NAMES, Sound
        from trappola_gui.storage import Settings

        warnings = []
        handler = logging.Handler()
        handler.emit = lambda record: warnings.append(record.getMessage())
        logging.getLogger("trappola_gui").addHandler(handler)
        sound = Sound(Settings())
        for name in NAMES:
            sound.play(name)
        sound.configure(Settings(volume=0.3))
        sound.play("card")
        sound.close()
        print("warnings", len(warnings))
        """
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "nonexistent", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert "warnings 1" in done.stdout


def test_the_volume_setting_steps_from_where_it_is_and_reaches_what_plays(tmp_path: Path, fake_effects) -> None:
    from trappola_gui.app.screens.settings_page import SettingsScene

    from ..app.helpers import make_app

    app = make_app(tmp_path, "800x600", as_tour=True)
    try:
        assert app.ctx.settings.volume == 0.8  # the default
        app.ctx.play_sound("declare")
        effect = fake_effects[0]
        at_default = effect.volumes[-1]
        scene = SettingsScene(app.ctx)
        app.stack.push(scene)
        row = next(row for row in scene.selectors if row.name == "volume")
        assert row.show(row.get()) == "80%"  # English writes the percent sign close
        row.step(1)
        assert app.ctx.settings.volume == 1.0, "one step up from 80 % is louder"
        assert effect.volumes[-1] == pytest.approx(at_default / 0.8)
        row.step(-1)
        row.step(-1)
        assert app.ctx.settings.volume == 0.75 and row.show(row.get()) == "75%"
        assert effect.volumes[-1] == pytest.approx(at_default * 0.75 / 0.8)
    finally:
        app.close()
