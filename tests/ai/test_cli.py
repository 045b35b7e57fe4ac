"""The ``move`` and ``arena`` commands, and an external bot over the JSON-lines protocol."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

from trappola_gui.ai.arena import run_arena
from trappola_gui.ai.arena_report import mean_interval, wilson
from trappola_gui.engine import Rules, action_from_json, deal_from_json, deal_to_json

from ..engine.helpers import run_with_closed_stdout
from .helpers import random_prefix

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trappola_gui.ai", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_move_prints_a_legal_action(tmp_path: Path) -> None:
    for variant, plays in (("classic", 4), ("classic", 25), ("partnership", 6)):
        state = random_prefix(Rules.variant_preset(variant), random.Random(plays), plays)
        record = deal_to_json(state)
        path = tmp_path / "deal.json"
        path.write_text(json.dumps(record))
        for level in ("normal", "hard"):
            out = run("move", "--level", level, str(path))
            assert out.returncode == 0, out.stderr
            lines = out.stdout.strip().splitlines()
            assert len(lines) == 1
            action = action_from_json(json.loads(lines[0]))
            replay = deal_from_json(record)
            assert action in replay.legal_actions()


def test_move_reads_standard_input_and_reports_errors() -> None:
    state = random_prefix(Rules.variant_preset("classic"), random.Random(1), 2)
    out = run("move", "--level", "easy", "-", stdin=json.dumps(deal_to_json(state)))
    assert out.returncode == 0 and out.stdout.count("\n") == 1
    bad = run("move", "--level", "easy", "-", stdin="{not json")
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.strip().splitlines()) == 1
    record = deal_to_json(state)
    record["actions"].append({"seat": 0, "play": "ZZ"})
    bad = run("move", "-", stdin=json.dumps(record))
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_arena_json_line() -> None:
    out = run("arena", "--a", "normal", "--b", "random", "--pairs", "2", "--seed", "3", "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["games"] == 4
    for key in ("a_score", "wilson_low", "wilson_high", "a_p95_ms", "b_p95_ms"):
        assert key in summary
    assert summary["wilson_low"] <= summary["a_score"] <= summary["wilson_high"]
    assert summary["margin_low"] <= summary["a_mean_margin"] <= summary["margin_high"]
    interval = f"[{summary['margin_low']:+.2f}, {summary['margin_high']:+.2f}]"
    assert f"A mean margin {summary['a_mean_margin']:+.2f} {interval}" in out.stdout


def test_margin_interval_over_pairs() -> None:
    # Mean 2, sample standard deviation sqrt(2), two pairs: 2 +- 1.96 * 1.
    interval = mean_interval([1.0, 3.0])
    assert interval is not None
    low, high = interval
    assert abs(low - 0.04) < 1e-9 and abs(high - 3.96) < 1e-9
    assert mean_interval([5.0]) is None
    # Every pair the same margin: no spread, the interval is that margin.
    assert mean_interval([4.0, 4.0, 4.0]) == (4.0, 4.0)


def test_wilson_interval() -> None:
    low, high = wilson(60, 100)
    assert 0.50 < low < 0.51 and 0.69 < high < 0.70


BOT = '''
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] != "decide":
        break
    assert msg["observation"]["seat"] == msg["legal"][0]["seat"]
    print(json.dumps(msg["legal"][-1]), flush=True)
'''


def test_external_bot_plays_a_pair(tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(BOT)
    for variant in ("classic", "partnership", "austrian"):
        summary = run_arena(f"cmd:{sys.executable} {bot}", "normal", 1, 5, Rules.variant_preset(variant),
                            bot_logs=str(tmp_path / "logs"))
        assert summary["games"] == 2


def test_timing_counts_each_situation_once_a_deal() -> None:
    from trappola_gui.ai.arena import time_decisions
    from trappola_gui.ai.arena_report import format_timing

    for variant, closed_leads in (("classic", 3), ("partnership", 0)):
        rules = Rules.variant_preset(variant)
        times = time_decisions("normal", rules, 3, seed=5)
        assert len(times["first lead"]) == 3
        assert len(times["first closed lead"]) == closed_leads
        # Every card of the pack is played by some decision, and the set-up adds its own.
        assert len(times["every decision"]) >= rules.deck
        assert all(t >= 0 for t in times["every decision"])
        text = format_timing("normal", variant, 3, 5, times)
        assert "first lead" in text and ("first closed lead" in text) == bool(closed_leads)


def test_timing_command_prints_the_figures() -> None:
    out = run("timing", "--level", "easy", "--deals", "2", "--seed", "3")
    assert out.returncode == 0, out.stderr
    assert "easy (classic): time per decision over 2 deals, seed 3" in out.stdout
    assert "every decision" in out.stdout
    bad = run("timing", "--deals", "0")
    assert bad.returncode == 2 and "must be from 1 to 10000" in bad.stderr


def test_a_closed_output_pipe_ends_the_command_quietly() -> None:
    # `... | head` closes the pipe early: the command stops with status 1, not a traceback.
    out = run_with_closed_stdout("trappola_gui.ai", "arena", "--a", "easy", "--b", "random",
                                 "--pairs", "2", "--seed", "1", "--quiet")
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert "BrokenPipe" not in out.stderr
