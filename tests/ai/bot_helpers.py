"""The arena run against external bots, for the tests of misbehaving and stopped bots."""

from __future__ import annotations

import signal
import sys
import time
from pathlib import Path

from .helpers import alive

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 1.0  # the arena's --move-timeout in these tests
GRACE = 5.0  # the arena must be gone within the time limit plus this

# Each test bot writes its process id (and its child's) to the file named by its first argument.
PRELUDE = '''
import json, os, subprocess, sys, time
with open(sys.argv[1], "a") as f:
    f.write(f"{os.getpid()}\\n")
def child():
    # A child of the bot's that keeps the bot's output open and would outlive it.
    p = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    with open(sys.argv[1], "a") as f:
        f.write(f"{p.pid}\\n")
def first_message():
    return json.loads(sys.stdin.readline())
'''


def wait_gone(pids: list[int], seconds: float = 5.0) -> list[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        left = [p for p in pids if alive(p)]
        if not left:
            return []
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


def arena(bot: Path, pids: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "trappola_gui.ai", "arena", "--a", f"cmd:{sys.executable} {bot} {pids}",
            "--b", "random", "--pairs", "1", "--seed", "3", "--quiet", "--move-timeout", str(TIMEOUT),
            "--bot-logs", str(pids.parent / "logs"), *extra]


def read_pids(path: Path) -> list[int]:
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
