"""External bots that misbehave: every one ends the arena in time, with one line, and no process left.

Each bot writes its process id (and its child's) to a file, so the test can
check afterwards that nothing it started is still running.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .bot_helpers import GRACE, PRELUDE, ROOT, TIMEOUT, arena, default_sigint, read_pids, wait_gone

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups and /proc are POSIX")


BOTS = {
    "hang": "child()\nfirst_message()\ntime.sleep(600)\n",
    "flood": "first_message()\nsys.stdout.write('x' * (3 << 20))\nsys.stdout.flush()\ntime.sleep(600)\n",
    "garbage": "first_message()\nprint('hello, I am a bot', flush=True)\ntime.sleep(600)\n",
    "illegal": (
        "msg = first_message()\nseat = msg['observation']['seat']\n"
        "print(json.dumps({'seat': seat, 'play': 'XX'}), flush=True)\ntime.sleep(600)\n"),
    "not-in-legal": (
        "msg = first_message()\nseat = msg['observation']['seat']\n"
        "cards = [c + s for c in '789TJQKA2' for s in 'SHDC']\n"
        "legal = [a.get('play') for a in msg['legal']]\n"
        "print(json.dumps({'seat': seat, 'play': next(c for c in cards if c not in legal)}), flush=True)\n"
        "time.sleep(600)\n"),
    "early-exit": "child()\nfirst_message()\nsys.exit(3)\n",
    "nested": "first_message()\nprint('[' * 200000, flush=True)\ntime.sleep(600)\n",
    "huge-answer": (
        "msg = first_message()\n"
        "print(json.dumps({'seat': msg['observation']['seat'], 'play': 'Q' * (10 << 20)}), flush=True)\n"
        "time.sleep(600)\n"),
    "child-keeps-pipe": "first_message()\nchild()\nos._exit(0)\n",
}


@pytest.mark.parametrize("kind", sorted(BOTS))
def test_a_misbehaving_bot_ends_the_arena_with_one_line_and_no_process_left(tmp_path: Path, kind: str) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(PRELUDE + BOTS[kind])
    pids = tmp_path / "pids"
    start = time.monotonic()
    out = subprocess.run(arena(bot, pids), capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT + GRACE + 30)
    took = time.monotonic() - start
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 1, out.stderr[-500:]
    assert len(lines) == 1, lines[:5]
    assert lines[0].startswith("bot ") and "at seat " in lines[0]
    assert lines[0].endswith(f"(its standard error: {tmp_path / 'logs' / 'a.log'})")
    assert len(lines[0]) <= 300
    # Interpreter start-up is in `took` too; the decision itself is bounded by the time limit.
    assert took < TIMEOUT + GRACE + 3, took
    started = read_pids(pids)
    assert started, "the bot never started"
    assert wait_gone(started) == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_stopping_the_arena_stops_the_bot_and_its_children(tmp_path: Path, sig: int) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(PRELUDE + BOTS["hang"])
    pids = tmp_path / "pids"
    # The arena as started from a terminal, where Ctrl+C reaches it: a test run started in the
    # background by a non-interactive shell ignores SIGINT, and a child inherits an ignored signal.
    proc = subprocess.Popen(arena(bot, pids, "--move-timeout", "300"), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 30
        while len(read_pids(pids)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        started = read_pids(pids)
        assert len(started) == 2, "the bot and its child did not start"
        proc.send_signal(sig)
        proc.wait(timeout=GRACE)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode != 0
    assert wait_gone(started) == []


def test_a_bot_that_cannot_start_is_one_line(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    out = subprocess.run([sys.executable, "-m", "trappola_gui.ai", "arena", "--a", f"cmd:{tmp_path}/no-such-bot",
                          "--b", "random", "--pairs", "1", "--quiet", "--bot-logs", str(logs)],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 1
    assert len(out.stderr.strip().splitlines()) == 1 and "could not start" in out.stderr
    assert list(logs.iterdir()) == []  # no empty log of a bot that never ran


@pytest.mark.parametrize("argv", [
    ["arena", "--a", "hard", "--b", "normal", "--pairs", "0"],
    ["arena", "--a", "hard", "--b", "normal", "--move-timeout", "-1"],
    ["arena", "--a", "hard", "--b", "normal", "--seed", "x"],
    ["arena", "--a", "nobody", "--b", "normal"],
])
def test_bad_command_line_values_are_usage_errors(argv: list[str]) -> None:
    out = subprocess.run([sys.executable, "-m", "trappola_gui.ai", *argv], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert out.returncode == 2 and "usage:" in out.stderr
