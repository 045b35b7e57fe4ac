"""Generate Trappola's sound effects as small WAV files, from code.

Run ``python build_scripts/make_sounds.py`` to rewrite ``assets/sounds/``;
``--out DIR`` writes the WAV files into another folder (the tests use this to
check that the committed files are reproducible).  Each file is printed with
its length, size, loudness, peak and RMS level and a couple of rough shape
measures, since nobody can listen to the output on a build machine.

Everything is synthesised with the standard library: sines with decaying
partials for the tones, filtered noise for the card sounds.  Noise comes from a
:class:`random.Random` seeded per sound, never the global generator, so the
files are byte for byte the same on every run.  Files are mono, 16 bit, with
a short fade at both ends (no clicks), and level-matched: every file has the
same integrated loudness (TARGET_LUFS, measured by ``loudness.py`` after
ITU-R BS.1770-4) with no sample peak above -1 dBFS.  The player
(``trappola_gui/app/shell/sound.py``, its LEVELS) sets how loud each sits in
play.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

# Run as a script or loaded from its path (the tests), the folder is not always on sys.path.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from loudness import integrated_loudness, read_wav  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
RATE = 22050
# The fanfare is the longest sound; its top partial stays below 8 kHz, so a
# lower rate keeps the file small without dulling it.
FANFARE_RATE = 16000
# Every file is level-matched to this integrated loudness (ITU-R BS.1770-4, see
# loudness.py); the game's LEVELS then set how loud each sits in play.  The card's
# click decides it: its energy is one sharp transient, and at -26 LUFS its
# sample peak is just under the ceiling; the other sounds have 10 to 14 dB to spare.
TARGET_LUFS = -26.0
# No sample peak above -1 dBFS, counted in the 16-bit steps the file stores.
CEILING_DBFS = -1.0
FULL_SCALE = 32767
CEILING = math.floor(10 ** (CEILING_DBFS / 20) * FULL_SCALE) / FULL_SCALE

Samples = list[float]


# ------------------------------------------------------------------ building blocks
def blank(seconds: float, rate: int) -> Samples:
    return [0.0] * round(seconds * rate)


def mix(into: Samples, sound: Iterable[float], at: float, rate: int, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds; the tail past the end is dropped."""
    start = round(at * rate)
    for i, value in enumerate(sound, start):
        if i >= len(into):
            break
        into[i] += gain * value


def noise(rng: random.Random, seconds: float, rate: int) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * rate))]


def envelope(seconds: float, rate: int, attack: float, decay: float) -> Samples:
    """A raised-cosine rise over ``attack`` seconds, then an exponential fall with time constant ``decay``."""
    out = []
    for i in range(round(seconds * rate)):
        t = i / rate
        if t < attack:
            out.append(0.5 - 0.5 * math.cos(math.pi * t / attack))
        else:
            out.append(math.exp(-(t - attack) / decay))
    return out


def shaped(signal: Samples, shape: Samples) -> Samples:
    return [a * b for a, b in zip(signal, shape, strict=True)]


def lowpass(signal: Samples, cutoff: float, rate: int) -> Samples:
    """One-pole low-pass: gentle, cannot ring."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / rate)
    y = 0.0
    out = []
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal: Samples, cutoff: float, rate: int) -> Samples:
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff, rate), strict=True)]


def bandpass(signal: Samples, centre: float | Callable[[float], float], q: float, rate: int) -> Samples:
    """Two-pole band-pass (0 dB at the centre); ``centre`` may be a function of time for sweeps."""
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for i, x in enumerate(signal):
        f = centre(i / rate) if callable(centre) else centre
        w = 2.0 * math.pi * f / rate
        alpha = math.sin(w) / (2.0 * q)
        a0 = 1.0 + alpha
        y = (alpha * x - alpha * x2 + 2.0 * math.cos(w) * y1 - (1.0 - alpha) * y2) / a0
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    rate: int,
    partials: Iterable[tuple[float, float, float]],
    attack: float = 0.003,
) -> Samples:
    """A pitched note: ``partials`` are (multiple of freq, amplitude, decay time constant).

    ``freq`` may be a function of time (a glide); phase is accumulated so the
    glide has no jumps.  Partials above Nyquist are left out (no aliasing).
    """
    partials = list(partials)
    n = round(seconds * rate)
    phase = 0.0
    out = []
    for i in range(n):
        t = i / rate
        f = freq(t) if callable(freq) else freq
        rise = 0.5 - 0.5 * math.cos(math.pi * t / attack) if t < attack else 1.0
        value = 0.0
        for multiple, amp, decay in partials:
            if multiple * f < rate / 2:
                value += amp * math.exp(-t / decay) * math.sin(multiple * phase)
        out.append(rise * value)
        phase += 2.0 * math.pi * f / rate
    return out


def glide(start: float, end: float, seconds: float) -> Callable[[float], float]:
    """An exponential pitch glide from ``start`` to ``end`` Hz over ``seconds``, then steady."""
    return lambda t: start * (end / start) ** min(t / seconds, 1.0)


def finish(signal: Samples, rate: int, fade_in: float = 0.001, fade_out: float = 0.015) -> Samples:
    """Fade both ends (raised cosine) and scale the sound to TARGET_LUFS; refuse one that would pass CEILING."""
    out = list(signal)
    n_in, n_out = max(1, round(fade_in * rate)), max(1, round(fade_out * rate))
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    gain = 10 ** ((TARGET_LUFS - integrated_loudness(out, rate)) / 20)
    out = [x * gain for x in out]
    peak = max(abs(x) for x in out)
    if peak > CEILING:
        # Limiting would blunt the attack that makes the sound; better to say so.
        raise ValueError(f"at {TARGET_LUFS} LUFS the peak would be {20 * math.log10(peak):.2f} dBFS, "
                         f"over {CEILING_DBFS} dBFS: soften the transient or lower TARGET_LUFS")
    return out


def note(name: str) -> float:
    """Equal-tempered frequency of a note such as ``"C5"`` or ``"F#4"`` (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name.lstrip("ABCDEFG#b"))
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


# ------------------------------------------------------------------ the sounds
def card(rate: int = RATE) -> Samples:
    """A card snapping onto the table: a bright noise click over a short wooden knock."""
    rng = random.Random(1001)
    out = blank(0.12, rate)
    burst = shaped(noise(rng, 0.03, rate), envelope(0.03, rate, 0.0004, 0.005))
    mix(out, bandpass(highpass(burst, 500, rate), 3200, 0.9, rate), 0.0, rate, 1.0)
    mix(out, bandpass(burst, 1150, 4.0, rate), 0.0, rate, 0.6)  # the card's own stiffness
    mix(out, tone(230, 0.1, rate, [(1, 1.0, 0.018), (2.1, 0.3, 0.008)], attack=0.001), 0.001, rate, 0.14)
    return finish(out, rate, fade_in=0.0005, fade_out=0.02)


def shuffle(rate: int = RATE) -> Samples:
    """A riffle: a quick train of soft clicks that speeds up and slows down, over a breath of noise."""
    rng = random.Random(1002)
    length = 0.78
    out = blank(length, rate)
    train_end = 0.62
    t = 0.02
    while t < train_end:
        progress = t / train_end
        gain = (0.45 + 0.55 * math.sin(math.pi * progress)) * rng.uniform(0.6, 1.0)
        click = shaped(noise(rng, 0.012, rate), envelope(0.012, rate, 0.0003, 0.0022))
        mix(out, bandpass(click, rng.uniform(2000, 4000), 1.1, rate), t, rate, gain)
        gap = 0.024 - 0.011 * math.sin(math.pi * progress)  # faster in the middle of the riffle
        t += gap * rng.uniform(0.8, 1.25)
    bed = bandpass(noise(rng, train_end, rate), 2600, 0.6, rate)
    mix(out, shaped(bed, [math.sin(math.pi * i / len(bed)) ** 2 for i in range(len(bed))]), 0.02, rate, 0.25)
    # The halves squared up: a soft low tap once the riffle is done.
    tap = shaped(noise(rng, 0.08, rate), envelope(0.08, rate, 0.001, 0.012))
    mix(out, lowpass(lowpass(tap, 900, rate), 900, rate), train_end + 0.04, rate, 2.0)
    return finish(out, rate, fade_in=0.003, fade_out=0.03)


def deal(rate: int = RATE) -> Samples:
    """A dealt card: a soft rising-then-falling swish with a light touch at the end."""
    rng = random.Random(1003)
    length = 0.24
    out = blank(length, rate)
    swish_len = 0.19
    sweep = lambda t: 1100 + 2300 * math.sin(math.pi * min(t / swish_len, 1.0))
    swish = bandpass(noise(rng, swish_len, rate), sweep, 1.4, rate)
    swell = [math.sin(math.pi * i / len(swish)) ** 3 for i in range(len(swish))]
    mix(out, shaped(swish, swell), 0.0, rate, 1.0)
    touch = shaped(noise(rng, 0.03, rate), envelope(0.03, rate, 0.0005, 0.004))
    mix(out, bandpass(touch, 2200, 1.0, rate), 0.16, rate, 0.5)
    return finish(out, rate, fade_in=0.005, fade_out=0.03)


def trick(rate: int = RATE) -> Samples:
    """Cards gathered from the table: a low thump and a short sweeping swish."""
    rng = random.Random(1004)
    out = blank(0.36, rate)
    thump = tone(glide(120, 62, 0.06), 0.2, rate, [(1, 1.0, 0.05), (2, 0.25, 0.025), (3, 0.08, 0.012)], 0.002)
    mix(out, thump, 0.0, rate, 1.0)
    swish_len = 0.22
    sweep = lambda t: 3400 * (1200 / 3400) ** min(t / swish_len, 1.0)
    swish = bandpass(noise(rng, swish_len, rate), sweep, 1.2, rate)
    swell = [math.sin(math.pi * i / len(swish)) ** 2 for i in range(len(swish))]
    mix(out, shaped(swish, swell), 0.035, rate, 0.8)
    return finish(out, rate, fade_in=0.001, fade_out=0.04)


BELL = [(1, 1.0, 0.32), (2, 0.3, 0.14), (3, 0.12, 0.07), (4.16, 0.05, 0.035)]


def declare(rate: int = RATE) -> Samples:
    """A declaration: a bright two-note chime rising a fifth."""
    out = blank(0.78, rate)
    mix(out, tone(note("A5"), 0.62, rate, BELL, attack=0.002), 0.0, rate, 0.8)
    mix(out, tone(note("E6"), 0.62, rate, BELL, attack=0.002), 0.13, rate, 0.9)
    return finish(out, rate, fade_out=0.05)


def refuse(rate: int = RATE) -> Samples:
    """A refused move: a soft, low, slightly falling "dunk"."""
    out = blank(0.32, rate)
    # Laptop speakers barely reproduce 200 Hz, so the upper partials carry the dunk there.
    dunk = tone(glide(220, 175, 0.12), 0.32, rate, [(1, 1.0, 0.09), (2, 0.35, 0.05), (3, 0.12, 0.03)], 0.008)
    mix(out, lowpass(dunk, 1400, rate), 0.0, rate)
    return finish(out, rate, fade_in=0.002, fade_out=0.06)


MARIMBA = [(1, 1.0, 0.26), (2, 0.12, 0.1), (3.93, 0.18, 0.03)]


def score(rate: int = RATE) -> Samples:
    """A deal scored: a short rising major arpeggio in a soft mallet tone."""
    out = blank(0.92, rate)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, tone(note(name), 0.6, rate, MARIMBA, attack=0.003), 0.085 * k, rate, 0.7 if k < 3 else 0.85)
    return finish(out, rate, fade_out=0.08)


def match(rate: int = FANFARE_RATE) -> Samples:
    """A match won or lost: a fanfare-like arpeggio resolving on a held major chord."""
    out = blank(1.6, rate)
    horn = [(k, 1.0 / k**1.1, 0.7 + 0.3 / k) for k in range(1, 7)]
    for k, name in enumerate(("G4", "C5", "E5")):
        mix(out, tone(note(name), 0.26, rate, horn, attack=0.015), 0.11 * k, rate, 0.7)
    chord_at = 0.36
    vibrato = lambda base: lambda t: base * (1 + 0.004 * math.sin(2 * math.pi * 5.2 * t) * min(t / 0.4, 1.0))
    for name in ("C5", "E5", "G5", "C6"):
        held = tone(vibrato(note(name)), 1.6 - chord_at, rate, horn, attack=0.03)
        mix(out, held, chord_at, rate, 0.45)
    out = lowpass(out, 4500, rate)  # take the edge off the stacked upper partials
    mix(out, tone(note("C7"), 0.6, rate, BELL, attack=0.002), chord_at, rate, 0.12)  # a little sparkle
    return finish(out, rate, fade_out=0.35)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card, "shuffle": shuffle, "deal": deal, "trick": trick,
    "declare": declare, "refuse": refuse, "score": score, "match": match,
}
RATES = {"match": FANFARE_RATE}


# ------------------------------------------------------------------ writing and measuring
def write_wav(path: Path, samples: Samples, rate: int) -> None:
    frames = struct.pack(f"<{len(samples)}h", *(max(-FULL_SCALE, min(FULL_SCALE, round(x * FULL_SCALE)))
                                                 for x in samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)


def db(value: float) -> float:
    return 20 * math.log10(value) if value > 0 else -math.inf


def measure(samples: list[float], rate: int) -> dict[str, float]:
    """Rough numbers that stand in for listening: levels, where the energy sits, how bright it is."""
    energy = [x * x for x in samples]
    total = sum(energy) or 1.0
    peak_at = max(range(len(samples)), key=lambda i: abs(samples[i]))
    crossings = sum(1 for a, b in zip(samples, samples[1:], strict=False) if (a < 0) != (b < 0))
    running, half_at = 0.0, 0
    while running < total / 2:  # the moment by which half of the energy has gone by
        running += energy[half_at]
        half_at += 1
    return {
        "seconds": len(samples) / rate,
        "lufs": integrated_loudness(samples, rate),
        "peak_db": db(max(abs(x) for x in samples)),
        "rms_db": db(math.sqrt(total / len(samples))),
        "peak_at": peak_at / rate,
        "half_energy_at": half_at / rate,
        "early_50ms": sum(energy[: round(0.05 * rate)]) / total,
        "brightness_hz": crossings / 2 / (len(samples) / rate),  # zero-crossing estimate of the main pitch
    }


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        write_wav(path, make(), RATES.get(name, RATE))
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "assets" / "sounds",
                    help="folder to write the WAV files into (default: the repo's assets/sounds/)")
    ap.add_argument("--quiet", action="store_true", help="do not print the measurements")
    args = ap.parse_args(argv)
    paths = write_all(args.out)
    if not args.quiet:
        print(f"{'file':12} {'rate':>6} {'bytes':>6} {'sec':>5} {'LUFS':>6} {'peak dB':>7} {'rms dB':>7} "
              f"{'peak at':>7} {'half E':>6} {'E<50ms':>6} {'zc Hz':>6}")
        for path in paths:
            samples, rate = read_wav(path)
            m = measure(samples, rate)
            print(f"{path.name:12} {rate:6} {path.stat().st_size:6} {m['seconds']:5.2f} {m['lufs']:6.2f} "
                  f"{m['peak_db']:7.2f} {m['rms_db']:7.2f} {m['peak_at']:7.3f} {m['half_energy_at']:6.3f} "
                  f"{m['early_50ms']:6.0%} {m['brightness_hz']:6.0f}")
    print(f"wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
