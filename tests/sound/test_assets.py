"""Tests for the generated sound effects in assets/sounds/."""

from __future__ import annotations

import importlib.util
import math
import struct
import wave
from pathlib import Path

import pytest

from trappola_gui.app.shell.sound import LEVELS, NAMES
from trappola_gui.resources import asset_path

REPO = Path(__file__).resolve().parents[2]
SOUNDS = REPO / "assets" / "sounds"


def _make_sounds():  # noqa: ANN202 - module object
    return _build_script("make_sounds")


def _build_script(name: str):  # noqa: ANN202 - module object
    spec = importlib.util.spec_from_file_location(name, REPO / "build_scripts" / f"{name}.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _read(path: Path) -> tuple[wave._wave_params, list[int]]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    assert params.sampwidth == 2
    return params, list(struct.unpack(f"<{params.nframes}h", frames))


def test_committed_sounds_match_a_fresh_generation(tmp_path: Path) -> None:
    assert _make_sounds().main(["--out", str(tmp_path), "--quiet"]) == 0
    fresh = sorted(p.name for p in tmp_path.iterdir())
    assert fresh == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for name in fresh:
        fresh_bytes = (tmp_path / name).read_bytes()
        assert fresh_bytes == (SOUNDS / name).read_bytes(), f"{name}: rerun build_scripts/make_sounds.py"


def test_every_name_the_game_plays_has_a_file() -> None:
    assert sorted(NAMES) == sorted(p.stem for p in SOUNDS.glob("*.wav"))
    for name in NAMES:
        assert asset_path("sounds", f"{name}.wav").is_file()


@pytest.mark.parametrize("name", NAMES)
def test_sound_is_short_mono_16_bit_and_audible(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    params, samples = _read(path)
    assert params.nchannels == 1
    assert params.framerate in (16000, 22050, 44100)
    seconds = params.nframes / params.framerate
    assert 0.05 < seconds < (3.0 if name == "match" else 2.5)
    assert path.stat().st_size < 60_000
    rms = math.sqrt(sum(v * v for v in samples) / len(samples))
    assert rms > 32767 * 0.01, "not silent"


@pytest.mark.parametrize("name", NAMES)
def test_sound_starts_and_ends_at_rest(name: str) -> None:
    _, samples = _read(SOUNDS / f"{name}.wav")
    # The fades leave no step at either end, which the speaker would play as a click.
    assert abs(samples[0]) < 100 and abs(samples[-1]) < 100


def test_card_click_has_its_energy_up_front() -> None:
    params, samples = _read(SOUNDS / "card.wav")
    energy = [v * v for v in samples]
    first_30ms = sum(energy[: int(0.03 * params.framerate)])
    assert first_30ms > 0.8 * sum(energy)


def test_match_fanfare_is_the_longest() -> None:
    lengths = {name: _read(SOUNDS / f"{name}.wav")[0] for name in NAMES}
    seconds = {name: p.nframes / p.framerate for name, p in lengths.items()}
    assert max(seconds, key=seconds.get) == "match"
    assert seconds["card"] < 0.2


def _loudness_and_peak() -> dict[str, tuple[float, float]]:
    figures = _build_script("loudness").measure_files([SOUNDS / f"{name}.wav" for name in NAMES])
    return {name.removesuffix(".wav"): lufs_peak for name, lufs_peak in figures.items()}


def test_sounds_are_level_matched_within_2_lu() -> None:
    lufs = {name: level for name, (level, _) in _loudness_and_peak().items()}
    assert max(lufs.values()) - min(lufs.values()) <= 2.0, lufs
    target = _make_sounds().TARGET_LUFS
    assert all(abs(level - target) < 0.05 for level in lufs.values()), (target, lufs)


def test_no_sample_peak_above_minus_1_dbfs() -> None:
    peaks = {name: peak for name, (_, peak) in _loudness_and_peak().items()}
    assert max(peaks.values()) <= -1.0, peaks


def test_generator_refuses_a_sound_that_would_pass_the_ceiling() -> None:
    make_sounds = _make_sounds()
    click = [0.0] * 2000
    click[1000] = 0.5  # all of its loudness in one sample: at the target it would be far over full scale
    with pytest.raises(ValueError, match="dBFS"):
        make_sounds.finish(click, make_sounds.RATE)


def test_card_and_deal_sit_under_the_moments_in_play() -> None:
    # What the player hears: the file's loudness plus the player's level for it.
    heard = {name: level + 20 * math.log10(LEVELS[name]) for name, (level, _) in _loudness_and_peak().items()}
    for frequent in ("card", "deal"):
        for moment in ("declare", "score", "match"):
            assert heard[frequent] <= heard[moment] - 5.0, (frequent, moment, heard)
