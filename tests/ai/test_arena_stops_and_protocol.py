"""The arena's words about a bot that answers twice, and its summary when it is stopped part way.

A bot that writes two lines for one request breaks the protocol: it is said so, not that it
chose an illegal action. SIGTERM or Ctrl+C still print the summary of the pairs played so far,
and the exit status is the signal's (128 + its number).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .bot_helpers import GRACE, PRELUDE, ROOT, arena, default_sigint, read_pids, wait_gone

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups and /proc are POSIX")

# Two answers in one write (one read for the arena), then the second one again in the next request's place.
TWO_LINES = (
    "msg = first_message()\nchoice = json.dumps(msg['legal'][0])\n"
    "sys.stdout.write(choice + '\\n' + choice + '\\n')\nsys.stdout.flush()\ntime.sleep(600)\n")

# Plays the first legal action DECISIONS times, leaves a mark, then thinks forever.
DECISIONS = 60
PLAYS_THEN_HANGS = (
    "count = 0\n"
    "for line in sys.stdin:\n"
    "    msg = json.loads(line)\n"
    "    if msg['type'] != 'decide':\n"
    "        break\n"
    "    count += 1\n"
    f"    if count > {DECISIONS}:\n"
    "        open(sys.argv[1] + '.hanging', 'w').close()\n"
    "        time.sleep(600)\n"
    "    print(json.dumps(msg['legal'][0]), flush=True)\n")


def test_two_lines_for_one_request_are_a_broken_protocol_not_an_illegal_action(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(PRELUDE + TWO_LINES)
    pids = tmp_path / "pids"
    out = subprocess.run(arena(bot, pids), capture_output=True, text=True, cwd=ROOT, timeout=60)
    lines = out.stderr.strip().splitlines()
    assert out.returncode == 1, out.stderr[-500:]
    assert len(lines) == 1, lines[:5]
    assert "broke the protocol: wrote more than one line for one request" in lines[0]
    assert "illegal" not in lines[0]
    assert wait_gone(read_pids(pids)) == []


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stopped_arena_prints_the_summary_of_the_pairs_played(tmp_path: Path, sig: int) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(PRELUDE + PLAYS_THEN_HANGS)
    pids = tmp_path / "pids"
    hanging = Path(f"{pids}.hanging")
    proc = subprocess.Popen(arena(bot, pids, "--pairs", "50", "--move-timeout", "300", "--json"), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 60
        while not hanging.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert hanging.exists(), "the bot never reached its last decision"
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=GRACE + 10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 128 + sig, err[-500:]
    lines = out.strip().splitlines()
    summary = json.loads(lines[-1])
    name = signal.Signals(sig).name
    assert summary["stopped"] == name and summary["pairs_planned"] == 50
    assert 1 <= summary["pairs"] < 50 and summary["games"] == 2 * summary["pairs"]
    assert summary["a_decisions"] <= DECISIONS
    assert lines[0].startswith(f"cmd:{sys.executable}") and "games in" in lines[0]
    assert f"(stopped by {name} after {summary['pairs']} of 50 pairs)" in lines[0]
    assert lines[1].startswith("A score ")
    assert wait_gone(read_pids(pids)) == []
