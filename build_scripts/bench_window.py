"""How long the game takes to show its first menu frame, against a bare pygame-ce window.

    python build_scripts/bench_window.py [--runs 7]

Each run is a fresh process (what a player waits for after a double-click):
the bare one imports pygame, opens a 1280x800 window and shows one frame; the
game starts with an empty data folder and quits after its first frame. The runs
alternate, so a busy moment of the machine hits both alike. Prints the medians
and their ratio (figures, not a pass or fail; CI prints them).

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

BARE = (
    "import pygame\n"
    "pygame.display.init()\n"
    "screen = pygame.display.set_mode((1280, 800))\n"
    "screen.fill((22, 92, 58))\n"
    "pygame.display.flip()\n"
    "pygame.quit()\n"
)


def timed(argv: list[str], env: dict[str, str]) -> float:
    began = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    bare, game = [], []
    with tempfile.TemporaryDirectory() as tmp:
        env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "bytecode")
        game_argv = [sys.executable, "-m", "trappola_gui", "--quit-after-first-frame", "--size", "1280x800",
                     "--data-dir", os.path.join(tmp, "data")]
        timed([sys.executable, "-c", BARE], env)  # compiles what each imports, untimed
        timed(game_argv, env)
        for _ in range(max(1, args.runs)):
            bare.append(timed([sys.executable, "-c", BARE], env))
            game.append(timed(game_argv, env))
    b, g = statistics.median(bare), statistics.median(game)
    print(f"first frame: bare pygame-ce window {b * 1000:.0f} ms, Trappola's menu {g * 1000:.0f} ms, "
          f"ratio {g / b:.2f} ({len(bare)} runs each, medians; driver {env['SDL_VIDEODRIVER']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
