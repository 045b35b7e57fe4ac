"""The trappola command's flags, run as a player or a maintainer would run them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from trappola_gui.app.shell.cli import build_parser

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


@pytest.mark.parametrize("option", ["--data-dir", "--tour", "--replay"])
@pytest.mark.parametrize("value", ["", "   ", "\t"])
def test_an_empty_folder_or_file_is_a_usage_error(option, value, capsys):
    # Parsed in-process: today's code would start the game and write data/ and logs/ into
    # the current folder (issue 29, finding 8), which a subprocess here would do to the checkout.
    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args([option, value])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    reasons = [line for line in err.splitlines() if "error:" in line]
    assert len(reasons) == 1 and err.rstrip("\n").endswith(reasons[0]), err
    assert option in reasons[0] and "empty" in reasons[0]


def test_a_folder_name_is_kept_as_given(tmp_path):
    folder = str(tmp_path / " spaced ")
    assert build_parser().parse_args(["--data-dir", folder]).data_dir == folder
