"""Window figures: time to the first menu frame against a bare pygame-ce window,
peak memory over an autoplayed match, and CPU used while the menu sits idle.

    python build_scripts/bench_window.py [--runs 5] [--idle 10]

Prints figures; asserts nothing (goals: first frame within 3x the bare window,
peak memory <= 100 MiB, idle CPU close to zero). Idle CPU is read from /proc
(Linux). Uses the dummy video driver unless DISPLAY is set and --real is given.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = ("import pygame; pygame.init(); s = pygame.display.set_mode((1280, 800)); "
        "s.fill((22, 92, 58)); pygame.display.flip(); pygame.quit()")


def timed(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--idle", type=float, default=10.0)
    parser.add_argument("--real", action="store_true", help="use the real display (DISPLAY must be set)")
    args = parser.parse_args()
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    if not args.real:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory() as tmp:
        game = [sys.executable, "-m", "trappola_gui", "--data-dir", tmp, "--size", "1280x800"]
        bare = [timed([sys.executable, "-c", BARE], env) for _ in range(args.runs)]
        first = [timed(game + ["--quit-after-first-frame"], env) for _ in range(args.runs)]
        b, f = statistics.median(bare), statistics.median(first)
        print(f"bare pygame window: {b * 1000:.0f} ms; trappola first menu frame: {f * 1000:.0f} ms; "
              f"ratio {f / b:.2f}")

        # Measured in a process of its own: this one's children include the bare window above.
        probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True); "
                 "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
        out = subprocess.run([sys.executable, "-c", probe, *game, "--autoplay", "--fast", "--deals", "6"],
                             check=True, env=env, capture_output=True, text=True)
        peak = int(out.stdout.strip().splitlines()[-1])
        print(f"peak memory over 6 autoplayed deals: {peak / 1024:.1f} MiB (max RSS)")

        proc = subprocess.Popen(game, env=env)
        time.sleep(3.0)  # past start-up
        start_cpu, start = cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(args.idle)
        used = cpu_seconds(proc.pid) - start_cpu
        wall = time.perf_counter() - start
        proc.terminate()
        proc.wait(timeout=10)
        print(f"idle menu: {used:.2f} s CPU in {wall:.1f} s ({100 * used / wall:.1f} % of one core)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
