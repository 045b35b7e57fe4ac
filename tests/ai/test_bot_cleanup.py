"""A bot's helpers end with the arena, even one that leaves the bot's session; a bot's standard error is its log.

The bot below starts a helper that calls ``setsid``, as a daemon does, and
keeps writing to standard error. Before the arena kept bots' standard error
for itself and became their reaper, such a helper outlived the arena and held
its standard error open, so that ``arena ... 2>&1 | tail`` never ended.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.ai.protocol import CommandAgent
from trappola_gui.ai.reaper import process_table, process_table_from_ps

from .helpers import alive

ROOT = Path(__file__).resolve().parents[2]
# The arena must be over, its standard error closed, well within this; a helper left behind would
# hold it open for HELPER_LIFE seconds, so the test fails instead of hanging.
ARENA_TIMEOUT = 60
HELPER_LIFE = 150

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the arena becomes its bots' reaper on Linux only (prctl, /proc)")

# argv: the folder for pid markers, then "child" (the helper is the bot's child, in a session of its
# own) or "daemon" (the helper's parent leaves at once: the helper is an orphan from the start).
BOT = f'''
import json, os, sys, time

def helper(markers, daemon, ready):
    os.setsid()
    if daemon and os.fork():
        os._exit(0)
    with open(os.path.join(markers, str(os.getpid())), "w") as f:
        f.write("helper")
    os.write(ready, b"x")
    os.close(ready)
    end = time.monotonic() + {HELPER_LIFE}  # never forever, even if nothing ends it
    while time.monotonic() < end:
        sys.stderr.write(f"helper {{os.getpid()}} still writing\\n")
        sys.stderr.flush()
        time.sleep(0.05)
    os._exit(0)

read_end, write_end = os.pipe()
if os.fork() == 0:
    os.close(read_end)
    helper(sys.argv[1], sys.argv[2] == "daemon", write_end)
os.close(write_end)
os.read(read_end, 1)  # the helper is running and has left its mark
print("bot ready", file=sys.stderr, flush=True)
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] != "decide":
        break
    print(json.dumps(message["legal"][-1]), flush=True)
'''




def helpers(markers: Path) -> list[int]:
    return sorted(int(p.name) for p in markers.iterdir())


def end_leftovers(markers: Path, bot: Path) -> None:
    """Stop the helpers a failing run left behind, so that a failure does not leave them running."""
    for pid in helpers(markers):
        with contextlib.suppress(OSError):
            if str(bot) in Path(f"/proc/{pid}/cmdline").read_text():
                os.kill(pid, signal.SIGKILL)


def write_bot(tmp_path: Path) -> tuple[Path, Path]:
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    markers = tmp_path / "markers"
    markers.mkdir()
    return bot, markers


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("kind", ["child", "daemon"])
def test_a_helper_that_leaves_the_session_ends_with_the_arena(tmp_path: Path, kind: str, jobs: int) -> None:
    bot, markers = write_bot(tmp_path)
    temp = tmp_path / "temp"  # the default folder of the logs is made under the temporary folder
    temp.mkdir()
    argv = [sys.executable, "-m", "trappola_gui.ai", "arena", "--a", f"cmd:{sys.executable} {bot} {markers} {kind}",
            "--b", "random", "--pairs", str(jobs), "--seed", "4", "--jobs", str(jobs)]
    env = {**os.environ, "TMPDIR": str(temp)}
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        try:
            out, err = proc.communicate(timeout=ARENA_TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            end_leftovers(markers, bot)  # they hold the pipe open
            proc.communicate()
            pytest.fail("the arena's standard error stayed open: a helper of the bot outlived the arena")
        started = helpers(markers)
        assert len(started) == jobs, "each bot process starts one helper"
        assert proc.returncode == 0, err[-500:]
        assert "A score" in out
        for pid in started:
            # Ended and reaped by the arena itself, not left to whatever adopts orphans after it.
            with pytest.raises(ProcessLookupError):
                os.kill(pid, 0)
        assert "still writing" not in err and "bot ready" not in err
        (logs,) = temp.iterdir()
        assert err.count(str(logs)) == 1, err[-500:]  # the arena says once where the logs are
        texts = {p.name: p.read_text() for p in logs.iterdir()}
        assert sorted(texts) == (["a.log"] if jobs == 1 else ["a-2.log", "a.log"])
        for text in texts.values():
            assert "bot ready" in text and "still writing" in text
    finally:
        end_leftovers(markers, bot)


def test_the_bot_logs_folder_is_the_one_named(tmp_path: Path) -> None:
    bot, markers = write_bot(tmp_path)
    logs = tmp_path / "logs" / "run"
    argv = [sys.executable, "-m", "trappola_gui.ai", "arena", "--a", f"cmd:{sys.executable} {bot} {markers} child",
            "--b", f"cmd:{sys.executable} {bot} {markers} daemon", "--pairs", "1", "--quiet", "--bot-logs", str(logs)]
    try:
        out = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=ARENA_TIMEOUT,
                             stdin=subprocess.DEVNULL)
        assert out.returncode == 0, out.stderr[-500:]
        assert out.stderr == ""  # --quiet: not even where the logs are
        assert sorted(p.name for p in logs.iterdir()) == ["a.log", "b.log"]
        assert all(not alive(pid) for pid in helpers(markers))
        # A second run in the same folder keeps the first run's logs.
        again = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=ARENA_TIMEOUT,
                               stdin=subprocess.DEVNULL)
        assert again.returncode == 0, again.stderr[-500:]
        assert sorted(p.name for p in logs.iterdir()) == ["a-2.log", "a.log", "b-2.log", "b.log"]
    finally:
        end_leftovers(markers, bot)


def test_a_bot_closed_in_another_program_takes_its_helper_along(tmp_path: Path) -> None:
    # Without the arena's command there is no reaper: the helper, a child of the bot in a session of its
    # own, is found from the bot while the bot runs, and is ended when the bot is closed.
    bot, markers = write_bot(tmp_path)
    agent = CommandAgent(f"{sys.executable} {bot} {markers} child")
    agent.log_dir = str(tmp_path / "logs")
    try:
        from trappola_gui.engine import DealState, Rules, shuffled_deck

        state = DealState.new(Rules.variant_preset("classic"), shuffled_deck(1, 36), 0)
        obs = state.observation(state.to_move)
        assert agent.choose(obs) in obs.legal
        (pid,) = helpers(markers)
        assert alive(pid)
        agent.close()
        assert not alive(pid)
        assert "still writing" in (tmp_path / "logs" / "bot.log").read_text()
    finally:
        agent.kill()
        end_leftovers(markers, bot)


def test_the_process_table_read_with_ps_matches_proc() -> None:
    # macOS has no /proc: there the table comes from ps. Both readings agree on this process.
    from_proc = process_table()
    from_ps = process_table_from_ps()
    assert from_proc is not None and from_ps is not None
    me = os.getpid()
    assert (from_ps[me].ppid, from_ps[me].pgid) == (from_proc[me].ppid, from_proc[me].pgid) == (
        os.getppid(), os.getpgid(0))
    assert from_ps[me].sid is None and from_proc[me].sid == os.getsid(0)
