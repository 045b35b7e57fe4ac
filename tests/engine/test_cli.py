"""The engine's command line refuses values it cannot honour (exit 2) instead of doing something else.

Issue 29, finding 8: a seed no deal code can carry printed a wrong code, an impossible dealer
became seat 1, a negative bench size ran the default bench, and a record with a UTF-8 byte
order mark was refused here while the game opened it.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.engine import Rules, card_str, record_from_text, replay_json, shuffled_deck

ROOT = Path(__file__).resolve().parents[2]
TOP_SEED = 2**40 - 1


def run(*args: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess[str]:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    out = subprocess.run([sys.executable, "-m", "trappola_gui.engine", *args], input=data,
                         capture_output=True, cwd=ROOT, timeout=120)
    return subprocess.CompletedProcess(out.args, out.returncode, out.stdout.decode(), out.stderr.decode())


def assert_usage_error(out: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit 2, nothing on standard output, and the reason on one line (argparse's usage may precede it)."""
    assert out.returncode == 2, (out.returncode, out.stdout[:200], out.stderr[-300:])
    assert out.stdout == ""
    assert "Traceback" not in out.stderr
    reasons = [line for line in out.stderr.splitlines() if "error:" in line]
    assert len(reasons) == 1 and out.stderr.rstrip("\n").endswith(reasons[0]), out.stderr
    for word in words:
        assert word in reasons[0], reasons[0]


def new_deal(*args: str) -> dict:
    out = run("new", *args)
    assert out.returncode == 0, out.stderr
    record: dict = json.loads(out.stdout)
    return record


# ------------------------------------------------------------------ seeds and codes

@pytest.mark.parametrize("seed", [-1, TOP_SEED + 1, 2**64, -(2**40)])
def test_new_refuses_a_seed_no_deal_code_can_carry(seed):
    assert_usage_error(run("new", "--seed", str(seed)), "--seed", "0", str(TOP_SEED))


@pytest.mark.parametrize("seed", [0, 1, 123456789, TOP_SEED])
def test_the_printed_code_deals_the_seeds_deck(seed):
    by_seed = new_deal("--seed", str(seed))
    by_code = new_deal("--code", by_seed["code"])
    assert by_code["deck"] == by_seed["deck"] and by_code["code"] == by_seed["code"]
    assert by_seed["deck"] == [card_str(c) for c in shuffled_deck(seed)]


def test_top_seed_is_code_zzzz_zzzz():
    assert new_deal("--seed", str(TOP_SEED))["code"] == "ZZZZ-ZZZZ"


def test_an_empty_code_is_refused_not_seed_zero():
    out = run("new", "--code", "")
    assert out.returncode == 2 and out.stdout == "" and "not a deal code" in out.stderr


def test_seed_and_code_together_are_a_usage_error():
    assert_usage_error(run("new", "--seed", "0", "--code", "0000-0001"), "--code", "--seed")


# ------------------------------------------------------------------ dealer

@pytest.mark.parametrize(("variant", "dealer"), [("classic", "99"), ("classic", "-5"), ("classic", "2"),
                                                 ("partnership", "4"), ("partnership", "-1")])
def test_new_refuses_a_dealer_who_is_not_a_seat(variant, dealer):
    last = Rules.variant_preset(variant).players - 1
    assert_usage_error(run("new", "--variant", variant, "--dealer", dealer), "--dealer", f"0 to {last}", dealer)


@pytest.mark.parametrize(("variant", "dealer"), [("classic", 0), ("classic", 1), ("partnership", 3)])
def test_new_keeps_every_seat_as_dealer(variant, dealer):
    assert new_deal("--variant", variant, "--dealer", str(dealer))["dealer"] == dealer


# ------------------------------------------------------------------ bench sizes

@pytest.mark.parametrize("args", [
    ("--match-deals", "-3"),
    ("--match-deals", "0"),
    ("--deals", "-1"),
    ("--deals", "0"),
    ("--deals", "many"),
])
def test_bench_refuses_a_size_below_one(args):
    assert_usage_error(run("bench", *args), args[0])


@pytest.mark.parametrize("args", [
    ("--match-deals", "2", "--deals", "5"),
    ("--match-deals", "2", "--variant", "czech"),
])
def test_bench_match_refuses_options_it_would_ignore(args):
    assert_usage_error(run("bench", *args), "--match-deals")


@pytest.mark.parametrize("seed", ["-1", str(2**64)])
def test_bench_refuses_a_seed_outside_the_match_seed_range(seed):
    assert_usage_error(run("bench", "--match-deals", "2", "--seed", seed), "--seed")
    assert_usage_error(run("bench", "--deals", "2", "--seed", seed), "--seed")


def test_bench_runs_the_sizes_it_is_given():
    out = run("bench", "--deals", "3", "--seed", "5")
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[1].startswith("3 deals in ")
    out = run("bench", "--match-deals", "2", "--seed", str(2**64 - 1))
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("match of 2 deals ")


# ------------------------------------------------------------------ byte order mark

def test_replay_reads_a_record_with_a_utf8_bom_like_the_game(tmp_path):
    record = new_deal("--seed", "7")
    plain = run("replay", "-", stdin=json.dumps(record))
    assert plain.returncode == 0, plain.stderr
    path = tmp_path / "deal.json"
    # What Notepad saves as "UTF-8 with BOM"; the game's reader (storage.read_json) takes it.
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode())
    for out in (run("replay", str(path)), run("replay", "-", stdin=path.read_bytes())):
        assert out.returncode == 0, out.stderr
        assert out.stdout == plain.stdout


def test_only_one_leading_bom_is_taken():
    record = json.dumps(new_deal("--seed", "7"))
    assert replay_json(record_from_text("\ufeff" + record)) == replay_json(record_from_text(record))
    out = run("replay", "-", stdin=b"\xef\xbb\xbf\xef\xbb\xbf" + record.encode())
    assert out.returncode == 2 and out.stdout == "" and len(out.stderr.splitlines()) == 1
    assert out.stderr.startswith("not valid JSON")
