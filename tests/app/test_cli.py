"""The trappola command's flags, run as a player or a maintainer would run them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def run(*args: str, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trappola_gui", *args], capture_output=True, text=True,
                          timeout=timeout, env=ENV)


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.startswith("trappola ")


def test_quit_after_first_frame(tmp_path):
    out = run("--quit-after-first-frame", "--data-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr


def test_autoplay_fast_keeps_saving_while_it_plays(tmp_path):
    out = run("--autoplay", "--fast", "--deals", "2", "--data-dir", str(tmp_path))
    assert out.returncode == 0, out.stderr
    saved = json.loads((tmp_path / "data" / "match-current.json").read_text())
    deals = saved["match"]["deals"]
    assert len(deals) >= 2 and all(d["actions"] for d in deals)


def test_bench_frames_prints_median_and_p99():
    out = run("--bench-frames", "30", "--size", "800x600")
    assert out.returncode == 0, out.stderr
    last = out.stdout.strip().splitlines()[-1]
    assert last.startswith("median_ms=") and " p99_ms=" in last


def test_tour_saves_a_png_per_screen(tmp_path):
    out = run("--tour", str(tmp_path / "tour"), "--size", "800x600", "--faces", "french")
    assert out.returncode == 0, out.stderr
    names = sorted(p.name for p in (tmp_path / "tour").glob("*.png"))
    for screen in ("menu", "settings", "rules", "deal", "declarations", "play", "drag", "score", "match-over"):
        assert any(screen in n for n in names), screen


def test_self_test_passes_from_source():
    out = run("--self-test")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].startswith("self-test passed")
