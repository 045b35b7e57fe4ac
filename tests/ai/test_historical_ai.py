"""The computer players in Trappola 1524 (docs/historical.md): every level plays legal actions (the
searching levels play as Normal there for now), and the arena and ``move`` take the variant."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.ai import make_agent
from trappola_gui.ai.protocol import observation_to_json
from trappola_gui.engine import DealState, Keep, Rules, ThrowIn, deal_to_json, shuffled_deck

from .test_legality import play_whole_deal

ROOT = Path(__file__).resolve().parents[2]
RULES = Rules.variant_preset("historical")


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "pimc", "hard_v1"])
def test_every_level_plays_legal_actions(level: str) -> None:
    for seed in range(6):
        play_whole_deal(RULES if seed % 2 else RULES.with_options(declarations_bind=True), level, seed)


def test_normal_throws_in_a_poor_hand_and_keeps_a_rich_one() -> None:
    normal = make_agent("normal", 1)
    choices = set()
    for seed in range(40):
        state = DealState.new(RULES, shuffled_deck(seed), 1)
        action = normal.choose(state.observation(0))
        assert action in (Keep(0), ThrowIn(0))
        choices.add(type(action))
    assert choices == {Keep, ThrowIn}


def test_an_external_bot_sees_no_trump_and_both_thrown_hands() -> None:
    state = DealState.new(RULES, shuffled_deck(2), 1)
    state.apply(ThrowIn(0))
    seen = observation_to_json(state.observation(1))
    assert seen["trump"] is None and seen["trump_indicator"] is None and seen["reserve_size"] == 9
    assert len(seen["thrown"][0]) == 9 and seen["thrown"][1] == []
    assert seen["legal"] == [{"seat": 1, "throw_in": False}, {"seat": 1, "throw_in": True}]


def test_arena_and_move_take_the_variant(tmp_path: Path) -> None:
    def run(*args: str) -> str:
        out = subprocess.run([sys.executable, "-m", "trappola_gui.ai", *args], capture_output=True, text=True,
                             cwd=ROOT, timeout=120)
        assert out.returncode == 0, out.stderr
        return out.stdout

    summary = json.loads(run("arena", "--a", "easy", "--b", "random", "--pairs", "2", "--variant", "historical",
                             "--json", "--quiet").strip().splitlines()[-1])
    assert summary["variant"] == "historical" and summary["games"] == 4
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(deal_to_json(DealState.new(RULES, shuffled_deck(3), 0))))
    assert json.loads(run("move", "--level", "hard", str(record))) in (
        {"seat": 1, "throw_in": False}, {"seat": 1, "throw_in": True})
