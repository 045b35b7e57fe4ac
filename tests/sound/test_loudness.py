"""Tests for build_scripts/loudness.py: ITU-R BS.1770-4 integrated loudness, checked on signals
whose loudness the standard fixes."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _loudness():  # noqa: ANN202 - module object
    spec = importlib.util.spec_from_file_location("loudness", REPO / "build_scripts" / "loudness.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


L = _loudness()


def sine(amplitude: float, seconds: float, rate: int, freq: float = 997.0) -> list[float]:
    return [amplitude * math.sin(2 * math.pi * freq * i / rate) for i in range(round(seconds * rate))]


def dbfs(level: float) -> float:
    return 10 ** (level / 20)


def test_at_48_khz_the_k_weighting_is_the_standards_own() -> None:
    shelf, highpass = L.k_weighting(48000)
    for got, want in ((shelf, L.SHELF_48K), (highpass, L.HIGHPASS_48K)):
        for got_row, want_row in zip(got, want, strict=True):
            assert got_row == pytest.approx(want_row, abs=1e-12)


@pytest.mark.parametrize("rate", [16000, 22050, 44100])
def test_k_weighting_at_other_rates_follows_the_48_khz_curve(rate: int) -> None:
    def gain(freq: float, at: int) -> float:
        return sum(L.response_db(stage, freq, at) for stage in L.k_weighting(at))

    assert gain(1000.0, rate) == pytest.approx(gain(1000.0, 48000), abs=1e-6)
    freq = 20.0
    while freq < 0.45 * rate:
        assert gain(freq, rate) == pytest.approx(gain(freq, 48000), abs=0.2), f"{freq:.0f} Hz"
        freq *= 1.05
    # The curve itself: the high-pass takes the bass away, the shelf lifts the treble about 4 dB.
    assert gain(20.0, rate) < -10 and 3.5 < gain(0.4 * rate, rate) < 4.5


@pytest.mark.parametrize("rate", [16000, 22050, 48000])
def test_a_sine_at_minus_20_dbfs_measures_minus_23_lufs(rate: int) -> None:
    # Mean square of a sine is half its peak squared (-3.01 dB); K-weighting lifts 997 Hz by
    # +0.69 dB, which the standard's -0.691 offset takes back.
    expected = -20 + 10 * math.log10(0.5) + sum(L.response_db(s, 997, rate) for s in L.k_weighting(rate)) - 0.691
    assert expected == pytest.approx(-23.01, abs=0.01)
    assert L.integrated_loudness(sine(dbfs(-20), 3.0, rate), rate) == pytest.approx(expected, abs=0.01)


def test_a_full_scale_sine_measures_minus_3_01_lufs() -> None:
    assert L.integrated_loudness(sine(1.0, 2.0, 48000), 48000) == pytest.approx(-3.01, abs=0.01)


def test_silence_is_gated_away() -> None:
    rate = 22050
    assert L.integrated_loudness([0.0] * rate, rate) == -math.inf
    alone = L.integrated_loudness(sine(dbfs(-20), 2.0, rate), rate)
    framed = L.integrated_loudness([0.0] * rate + sine(dbfs(-20), 2.0, rate) + [0.0] * 2 * rate, rate)
    # The blocks of silence alone are dropped; the 17 blocks inside the tone stay, and so do the
    # six that straddle an edge, a quarter, a half and three quarters tone.
    assert framed == pytest.approx(alone + 10 * math.log10((17 + 2 * (0.25 + 0.5 + 0.75)) / 23), abs=0.01)


def test_absolute_gate_at_minus_70_lufs() -> None:
    rate = 22050
    assert L.integrated_loudness(sine(dbfs(-65), 2.0, rate), rate) == pytest.approx(-68.01, abs=0.01)
    assert L.integrated_loudness(sine(dbfs(-75), 2.0, rate), rate) == -math.inf  # -78 LUFS


def test_relative_gate_drops_what_is_more_than_10_lu_under() -> None:
    rate = 22050
    loud = sine(dbfs(-20), 3.0, rate)  # -23.01 LUFS
    far_under = L.integrated_loudness(loud + sine(dbfs(-40), 3.0, rate), rate)  # -43 LUFS: gated
    near_under = L.integrated_loudness(loud + sine(dbfs(-28), 3.0, rate), rate)  # -31 LUFS: kept
    assert far_under == pytest.approx(-23.01, abs=0.5)
    assert near_under < -25.0


def test_blocks_are_400_ms_with_75_percent_overlap() -> None:
    rate = 22050
    assert len(L.block_mean_squares([0.1] * rate, rate)) == 7  # starts at 0, 0.1 .. 0.6 s
    assert len(L.block_mean_squares([0.1] * round(0.45 * rate), rate)) == 1


def test_a_sound_shorter_than_a_block_is_measured_as_padded_to_one_block() -> None:
    rate = 22050
    burst = sine(dbfs(-20), 0.1, rate)
    expected = -23.01 + 10 * math.log10(0.1 / 0.4)  # its energy spread over 400 ms
    assert L.integrated_loudness(burst, rate) == pytest.approx(expected, abs=0.05)
    # Silence after it changes nothing, up to a whole block.
    padded = burst + [0.0] * round(0.3 * rate)
    assert L.integrated_loudness(padded, rate) == pytest.approx(L.integrated_loudness(burst, rate), abs=1e-9)


def test_peak_is_the_sample_peak_in_dbfs() -> None:
    assert L.peak_dbfs([0.0, -0.5, 0.25]) == pytest.approx(-6.02, abs=0.01)
    assert L.peak_dbfs([0.0, 0.0]) == -math.inf


def test_the_command_prints_every_file_and_the_spread(capsys: pytest.CaptureFixture[str]) -> None:
    assert L.main([str(REPO / "assets" / "sounds")]) == 0
    out = capsys.readouterr().out
    assert "card.wav" in out and "match.wav" in out and "spread" in out
