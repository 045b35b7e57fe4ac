"""A deal code names its dealer (issue 36, point 3; docs/rules.md 9), and Trappola 1524 plays whole
matches with declarations off (issue 36, point 16; docs/historical.md 4)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.engine import DealState, Declare, Match, Rules, match_to_json, parse_deal_code, record_from_text
from trappola_gui.engine.seeding import (
    deal_code,
    deal_seed,
    first_dealer,
    match_seed_from_code,
    seed_dealer,
    shuffled_deck,
)

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ["classic", "partnership", "historical"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_deal_seed_of_a_match_names_that_deals_dealer(variant):
    rules = Rules.variant_preset(variant)
    for match_seed in range(300):
        match = Match(rules, first_dealer(match_seed, rules.players), match_seed)
        for index in range(2 * rules.players):
            seed = deal_seed(match_seed, index)
            assert 0 <= seed < 2**40
            assert seed_dealer(seed, rules.players) == match.next_dealer, (match_seed, index)
            match.deals.append(DealState.new(rules, shuffled_deck(seed, rules.deck), match.next_dealer))


@pytest.mark.parametrize("players", [2, 4])
def test_a_match_begun_from_a_code_first_deals_from_the_codes_dealer(players):
    for code_seed in (0, 1, 2, 3, parse_deal_code("7K3M-Q2XA"), 2**40 - 1):
        for match_seed in range(20):
            seed = match_seed_from_code(code_seed, match_seed, players)
            assert first_dealer(seed, players) == seed_dealer(code_seed, players)
            assert match_seed <= seed < match_seed + 64, "a few steps on, not a search of the whole space"


def test_the_documented_code_is_dealt_by_seat_one():
    # docs/rules.md 2's example: "The deal code 7K3M-Q2XA (seat 1 deals)".
    assert seed_dealer(parse_deal_code("7K3M-Q2XA"), 2) == 1


@pytest.mark.parametrize(("variant", "seed"), [("classic", 1), ("classic", 2), ("partnership", 3), ("historical", 6)])
def test_the_command_line_deals_a_code_from_its_own_dealer(variant, seed):
    out = subprocess.run([sys.executable, "-m", "trappola_gui.engine", "new", "--variant", variant,
                          "--code", deal_code(seed)], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["dealer"] == seed_dealer(seed, Rules.variant_preset(variant).players)


def test_1524_with_declarations_off_plays_whole_matches_and_records_them():
    rules = Rules.from_dict({"variant": "historical", "declarations": False})
    assert rules.historical and not rules.declarations and not rules.declarations_bind
    for match_seed in range(6):
        rng = random.Random(match_seed)
        match = Match(rules, first_dealer(match_seed), match_seed)
        while not match.is_over:
            deal = match.start_deal(shuffled_deck(deal_seed(match_seed, len(match.deals)), rules.deck))
            while not deal.is_over:
                actions = deal.legal_actions()
                assert not any(isinstance(a, Declare) for a in actions)
                deal.apply(rng.choice(actions))
            assert deal.result().declaration_points == (0, 0)
        again = record_from_text(json.dumps(match_to_json(match)))
        assert isinstance(again, Match) and again.rules == rules and again.winner == match.winner
