"""How long the game takes to show its first menu frame, against a bare pygame-ce window.

    python build_scripts/bench_window.py [--runs 7]

Each run is a fresh process (what a player waits for after a double-click):
the bare one imports pygame, opens a 1280x800 window and shows one frame; the
game starts with its own data folder and quits after its first frame. The runs
alternate, so a busy moment of the machine hits both alike. Prints the medians
and their ratio (figures, not a pass or fail; CI prints them).

What is timed is what a player waits for: from starting the process to the end of
its first ``pygame.display.flip``, the moment the frame is on the screen. What
either does after that (the game marks the start a good one, closes its files;
both quit pygame and tear the interpreter down) is no one's wait, and is printed
apart, as the whole run to the process's end. Both run under the same few lines
that note the first flip (they import pygame first, as both do anyway).

The game's data folder is shared by its runs after one untimed run, as a player's
is from one start to the next: the card faces and felt drawn then are read back
from its cache. The first start of all, with an empty folder and nothing drawn
yet, is timed too, with a fresh folder for each run.

Both run from compiled bytecode, as an installed game does (its wheel or bundle
holds the compiled modules): the bytecode goes to a folder of its own, made by one
untimed run of each first, whatever PYTHONDONTWRITEBYTECODE says.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

# Prints the clock when the first flip returns, then runs the program as ``python -c``/``-m`` would.
NOTE_FIRST_FLIP = (
    "import sys, time, pygame\n"
    "flip = pygame.display.flip\n"
    "def first_flip(*args):\n"
    "    flip(*args)\n"
    "    pygame.display.flip = flip\n"
    "    print('first-frame-ns', time.monotonic_ns(), flush=True)\n"
    "pygame.display.flip = first_flip\n"
)

BARE = NOTE_FIRST_FLIP + (
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 800))\n"
    "screen.fill((22, 92, 58))\n"
    "pygame.display.flip()\n"
    "pygame.quit()\n"
)


def game(argv: list[str]) -> str:
    return NOTE_FIRST_FLIP + f"import runpy\nsys.argv = {['trappola', *argv]!r}\n" + \
        "runpy.run_module('trappola_gui', run_name='__main__', alter_sys=True)\n"


def timed(code: str, env: dict[str, str]) -> tuple[float, float]:
    """(seconds to the end of the first flip, seconds to the process's end)."""
    began = time.monotonic_ns()
    done = subprocess.run([sys.executable, "-c", code], env=env, check=True, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True)
    ended = time.monotonic_ns()
    marks = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("first-frame-ns ")]
    if not marks:
        raise SystemExit("no frame was shown")
    return (int(marks[0]) - began) / 1e9, (ended - began) / 1e9


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    bare: list[tuple[float, float]] = []
    warm: list[tuple[float, float]] = []
    cold: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "bytecode")

        def start(data: str) -> str:
            return game(["--quit-after-first-frame", "--size", "1280x800", "--data-dir", os.path.join(tmp, data)])

        timed(BARE, env)  # compiles what each imports, untimed
        timed(start("data"), env)  # and draws what the shared data folder keeps
        for run in range(max(1, args.runs)):
            bare.append(timed(BARE, env))
            warm.append(timed(start("data"), env))
            cold.append(timed(start(f"first-start-{run}"), env))

    def median(runs: list[tuple[float, float]], which: int) -> float:
        return statistics.median(r[which] for r in runs)

    b, g, c = median(bare, 0), median(warm, 0), median(cold, 0)
    print(f"first frame: bare pygame-ce window {b * 1000:.0f} ms, Trappola's menu {g * 1000:.0f} ms, "
          f"ratio {g / b:.2f} ({len(bare)} runs each, medians; driver {env['SDL_VIDEODRIVER']})")
    print(f"first start of all (empty data folder): Trappola's menu {c * 1000:.0f} ms, ratio {c / b:.2f}")
    bw, gw = median(bare, 1), median(warm, 1)
    print(f"whole run, to the process's end: bare {bw * 1000:.0f} ms, Trappola {gw * 1000:.0f} ms, "
          f"ratio {gw / bw:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
