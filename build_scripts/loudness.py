"""Integrated loudness (ITU-R BS.1770-4) and sample peak of the game's sounds.

Run ``python build_scripts/loudness.py assets/sounds`` (files or folders of
mono 16-bit WAV files) to print each file's integrated loudness in LUFS, its
sample peak in dBFS and the spread of loudness across the files.
``make_sounds.py`` uses :func:`integrated_loudness` to level-match what it
writes.  Standard library only, written from the text of the standard:

- K-weighting: the standard gives its two biquad stages (a high shelf, then
  a high-pass) only at 48 kHz.  Each stage is taken back to its analogue
  prototype by the inverse bilinear transform and brought to the file's rate
  by the bilinear transform again, pre-warped so the response at 1 kHz (the
  standard's reference frequency) is exactly the 48 kHz one.  At 48 kHz this
  gives back the standard's coefficients.
- Mean square of the K-weighted signal over 400 ms blocks stepped by 100 ms
  (75 % overlap); a partial block at the end is left out, as the standard does.
- Block loudness ``-0.691 + 10 log10(mean square)``; blocks at or below the
  absolute gate (-70 LUFS) are dropped, then those at or below the relative
  gate (10 LU under the loudness of the blocks that are left).

Sounds shorter than one block (a card's click lasts 120 ms) are padded with
silence to one 400 ms block: their loudness is their energy spread over 400 ms,
the same window every longer sound is measured in, so a short click and a long
chord are weighed alike.  The peak is the sample peak (not the true,
oversampled peak).
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import wave
from collections.abc import Sequence
from pathlib import Path

STANDARD_RATE = 48000
# BS.1770-4, table 1 (stage 1, the head's shelf) and table 2 (stage 2, the RLB high-pass): (b, a).
SHELF_48K = ((1.53512485958697, -2.69169618940638, 1.19839281085285),
             (1.0, -1.69065929318241, 0.73248077421585))
HIGHPASS_48K = ((1.0, -2.0, 1.0),
                (1.0, -1.99004745483398, 0.99007225036621))
REFERENCE_HZ = 1000.0
OFFSET = -0.691
BLOCK_SECONDS = 0.4
STEP_SECONDS = 0.1  # 75 % overlap
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0

Coefficients = tuple[tuple[float, float, float], tuple[float, float, float]]


# ------------------------------------------------------------------ K-weighting
def _to_analogue(poly: Sequence[float]) -> tuple[float, float, float]:
    """Coefficients (of u^0, u^1, u^2) after substituting z^-1 = (1 - u) / (1 + u) and clearing (1 + u)^2."""
    p0, p1, p2 = poly
    return p0 + p1 + p2, 2.0 * (p0 - p2), p0 - p1 + p2


def _to_digital(poly: Sequence[float], warp: float) -> tuple[float, float, float]:
    """Substitute u = warp (1 - z^-1) / (1 + z^-1) and clear (1 + z^-1)^2: coefficients of z^0, z^-1, z^-2."""
    q0, q1, q2 = poly[0], poly[1] * warp, poly[2] * warp * warp
    return q0 + q1 + q2, 2.0 * (q0 - q2), q0 - q1 + q2


def resampled(stage: Coefficients, rate: int) -> Coefficients:
    """A 48 kHz biquad brought to ``rate`` through its analogue prototype, matched exactly at 1 kHz."""
    warp = math.tan(math.pi * REFERENCE_HZ / STANDARD_RATE) / math.tan(math.pi * REFERENCE_HZ / rate)
    b = _to_digital(_to_analogue(stage[0]), warp)
    a = _to_digital(_to_analogue(stage[1]), warp)
    return (b[0] / a[0], b[1] / a[0], b[2] / a[0]), (1.0, a[1] / a[0], a[2] / a[0])


def k_weighting(rate: int) -> tuple[Coefficients, Coefficients]:
    """The two K-weighting stages (shelf, high-pass) for ``rate``."""
    return resampled(SHELF_48K, rate), resampled(HIGHPASS_48K, rate)


def response_db(stage: Coefficients, freq: float, rate: int) -> float:
    """Gain in dB of one biquad stage at ``freq`` Hz."""
    (b0, b1, b2), (_, a1, a2) = stage
    z1 = complex(math.cos(2 * math.pi * freq / rate), -math.sin(2 * math.pi * freq / rate))  # z^-1
    return 20 * math.log10(abs((b0 + b1 * z1 + b2 * z1 * z1) / (1 + a1 * z1 + a2 * z1 * z1)))


def _filtered(signal: Sequence[float], stage: Coefficients) -> list[float]:
    (b0, b1, b2), (_, a1, a2) = stage
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in signal:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def k_weighted(signal: Sequence[float], rate: int) -> list[float]:
    shelf, highpass = k_weighting(rate)
    return _filtered(_filtered(signal, shelf), highpass)


# ------------------------------------------------------------------ gating
def block_mean_squares(signal: Sequence[float], rate: int) -> list[float]:
    """Mean square of the K-weighted signal in each 400 ms block, 100 ms apart; short sounds padded to one block."""
    block, step = round(BLOCK_SECONDS * rate), round(STEP_SECONDS * rate)
    weighted = k_weighted(list(signal) + [0.0] * max(0, block - len(signal)), rate)
    running = [0.0]
    for y in weighted:
        running.append(running[-1] + y * y)
    starts = range(0, len(weighted) - block + 1, step)
    return [(running[s + block] - running[s]) / block for s in starts]


def _loudness(mean_square: float) -> float:
    return OFFSET + 10 * math.log10(mean_square) if mean_square > 0 else -math.inf


def integrated_loudness(signal: Sequence[float], rate: int) -> float:
    """BS.1770-4 gated loudness in LUFS of a mono signal in full-scale units (-1..1); -inf if all is gated."""
    blocks = [z for z in block_mean_squares(signal, rate) if _loudness(z) > ABSOLUTE_GATE]
    if not blocks:
        return -math.inf
    relative = _loudness(sum(blocks) / len(blocks)) + RELATIVE_GATE
    kept = [z for z in blocks if _loudness(z) > relative]
    return _loudness(sum(kept) / len(kept))


def peak_dbfs(signal: Sequence[float]) -> float:
    """Sample peak in dBFS (1.0 is full scale)."""
    peak = max((abs(x) for x in signal), default=0.0)
    return 20 * math.log10(peak) if peak > 0 else -math.inf


# ------------------------------------------------------------------ files
def read_wav(path: Path) -> tuple[list[float], int]:
    """A mono 16-bit WAV file as floats in -1..1 (32767 is full scale, as make_sounds writes) and its rate."""
    with wave.open(str(path), "rb") as wav:
        if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
            raise ValueError(f"{path}: expected mono 16-bit")
        rate, n = wav.getframerate(), wav.getnframes()
        ints = struct.unpack(f"<{n}h", wav.readframes(n))
    return [v / 32767 for v in ints], rate


def measure_files(paths: Sequence[Path]) -> dict[str, tuple[float, float]]:
    """File name -> (integrated loudness in LUFS, sample peak in dBFS)."""
    figures = {}
    for path in paths:
        samples, rate = read_wav(path)
        figures[path.name] = (integrated_loudness(samples, rate), peak_dbfs(samples))
    return figures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", type=Path, help="WAV files, or folders of them")
    args = ap.parse_args(argv)
    files = [f for p in args.paths for f in (sorted(p.glob("*.wav")) if p.is_dir() else [p])]
    figures = measure_files(files)
    print(f"{'file':12} {'LUFS':>7} {'peak dBFS':>9}")
    for name, (lufs, peak) in figures.items():
        print(f"{name:12} {lufs:7.2f} {peak:9.2f}")
    levels = [lufs for lufs, _ in figures.values()]
    if levels:
        print(f"spread {max(levels) - min(levels):.2f} LU, highest peak {max(p for _, p in figures.values()):.2f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
