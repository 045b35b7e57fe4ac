"""The computer players in Trappola 1524 (docs/historical.md): every level plays legal actions, Hard
plans its exchange and plays the solver's best card once every card is known, it is deterministic,
and the arena and ``move`` take the variant."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.ai import historical_hard, make_agent
from trappola_gui.ai.bot_messages import observation_to_json
from trappola_gui.ai.historical_solver import Solver
from trappola_gui.engine import DealState, Keep, Play, Rules, ThrowIn, deal_to_json, shuffled_deck

from .helpers import deal_giving, play_whole_deal

ROOT = Path(__file__).resolve().parents[2]
RULES = Rules.variant_preset("historical")


@pytest.fixture
def quick_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few sampled deals a decision: legality is under test, not strength."""
    monkeypatch.setattr(historical_hard, "NODE_BUDGET", 3_000)
    monkeypatch.setattr(historical_hard, "MIN_SAMPLES", 1)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "pimc"])
def test_every_level_plays_legal_actions(level: str, quick_hard: None) -> None:
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


def test_hard_is_legal_against_every_exchange_and_declaration(quick_hard: None) -> None:
    """Hard against random choices: kept and thrown hands on both sides (every card known when both
    threw in), declarations made or kept quiet, binding or not."""
    exchanges = set()
    for seed in range(12):
        rules = RULES.with_options(declarations_bind=True) if seed % 3 == 0 else RULES
        state = DealState.new(rules, shuffled_deck(100 + seed), seed % 2)
        agents = [make_agent("hard", seed), make_agent("random", seed)]
        if seed % 2:
            agents.reverse()
        while not state.is_over:
            obs = state.observation(state.to_move)
            action = agents[state.to_move].choose(obs)
            assert action in obs.legal, f"{action} in\n{state}"
            state.apply(action)
        exchanges.add(tuple(bool(m) for m in state.thrown))
    assert exchanges == {(False, False), (False, True), (True, False), (True, True)}


@pytest.mark.parametrize(("hand", "expected"), [
    ("2S 2H 2D 2C AS KS 7H 8D 9C", Keep),  # four deuces (20 declared) and the top of Swords
    ("AS AH AD AC 7S 8S 9H 7D 8C", Keep),  # four Aces: 24 declared and 24 in card points
    ("7S 8S 9S TS 7H 8H 9H TH 7D", ThrowIn),  # nothing: the reserve's nine are worth 18 on average
    # Three deuces and nothing else (Normal keeps any set): the 10 declared do not pay for a hand
    # that takes no trick; the solver's value on sampled deals is some 25 points below throwing in.
    ("2S 2H 2D 7C 8C 9S 7H 8D 9C", ThrowIn),
])
def test_hard_keeps_a_rich_hand_and_throws_in_a_worthless_one(hand: str, expected: type) -> None:
    for seed in (1, 2):
        state = deal_giving(hand, seed)
        assert isinstance(make_agent("hard", seed).choose(state.observation(0)), expected), (hand, seed)


def test_once_both_threw_in_hard_plays_the_solvers_best_card() -> None:
    for seed in range(4):
        state = DealState.new(RULES, shuffled_deck(300 + seed), 1)
        state.apply(ThrowIn(0))
        state.apply(ThrowIn(1))
        rng = random.Random(seed)
        while state.phase != "play":
            state.apply(state.legal_actions()[0])
        while not state.is_over:
            obs = state.observation(state.to_move)
            assert historical_hard.everything_known(obs)
            action = make_agent("hard", seed).choose(obs)
            exact = historical_hard.card_margins(state, state.to_move, Solver())
            assert isinstance(action, Play) and exact[action.card] == max(exact.values())
            state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])


def test_hard_decides_the_same_given_its_seed_and_what_it_sees() -> None:
    state = DealState.new(RULES, shuffled_deck(42), 0)
    seen = []
    while not state.is_over:
        obs = state.observation(state.to_move)
        first = make_agent("hard", 9).choose(obs)
        if len(obs.legal) > 1 and len(seen) < 4:
            assert make_agent("hard", 9).choose(obs) == first
            seen.append(first)
        state.apply(first)
    assert len(seen) == 4
