"""Records follow docs/deal-record.md exactly, and nothing in one can make the command misbehave:
every fault is exit 2 with one short line, and a long match replays in linear time."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.engine import Match, RecordError, Rules, deal_from_json, match_from_json, shuffled_deck
from trappola_gui.engine.record import deal_to_json, match_to_json, record_from_text

ROOT = Path(__file__).resolve().parents[2]


def cli(stdin: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trappola_gui.engine", "replay", "-"], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def a_deal(variant: str = "classic", plays: int = 6) -> dict:
    rules = Rules.variant_preset(variant)
    match = Match(rules, first_dealer=1)
    deal = match.start_deal(shuffled_deck(7, rules.deck))
    rng = random.Random(1)
    for _ in range(plays):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal_to_json(deal)


def assert_refused(record_text: str, *words: str) -> str:
    out = cli(record_text)
    lines = out.stderr.splitlines()
    assert out.returncode == 2 and out.stdout == "", out.stderr[-300:]
    assert len(lines) == 1 and len(lines[0]) <= 200, lines[:2]
    for word in words:
        assert word in lines[0]
    return lines[0]


@pytest.mark.parametrize("field", ["format", "rules", "dealer", "deck", "actions"])
def test_every_required_field_of_a_deal_must_be_present(field):
    record = a_deal()
    del record[field]
    assert_refused(json.dumps(record), field)


@pytest.mark.parametrize("path, value", [
    (("dealer",), 1.0), (("dealer",), True), (("rules", "players"), 2.0), (("rules", "deck"), 36.0),
    (("rules", "target"), 60.0), (("rules", "fixed_points"), 2.0), (("rules", "target"), 0),
])
def test_integers_must_be_integers(path, value):
    record = a_deal()
    node = record
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    assert_refused(json.dumps(record), path[-1])


def test_a_float_in_a_match_never_becomes_a_float_score():
    record = match_to_json(Match(Rules.from_dict({"variant": "classic", "match_scoring": "fixed"}), 1))
    record["rules"]["fixed_points"] = 2.0
    assert_refused(json.dumps(record), "fixed_points")


def test_cards_are_upper_case():
    record = a_deal()
    record["deck"][0] = record["deck"][0].lower()
    assert_refused(json.dumps(record), "deck", "capitals")
    record = a_deal()
    play = next(a for a in record["actions"] if "play" in a)
    play["play"] = play["play"].lower()
    assert_refused(json.dumps(record), "action")


def test_oversized_numbers_strings_and_nesting_are_one_short_line():
    record = a_deal()
    record["dealer"] = 0
    text = json.dumps(record).replace('"dealer": 0', '"dealer": ' + "9" * 5000)  # too long for Python's int()
    assert_refused(text)
    record = a_deal()
    record["format"] = "x" * (5 << 20)
    assert_refused(json.dumps(record), "format")
    record = a_deal()
    record["actions"] = [{"seat": 0, "play": "Q" * (5 << 20)}]
    assert_refused(json.dumps(record), "action 0")
    assert_refused('{"format": "trappola-deal/1", "rules": ' + "[" * 100_000 + "]" * 100_000 + "}")
    record = a_deal()
    record["dealer"] = 10 ** 300
    assert_refused(json.dumps(record), "dealer")


def test_rules_are_compared_by_meaning():
    # A Blind preset with declarations back on is the classic game: a classic match may hold it.
    classic = Rules.variant_preset("classic")
    match = Match(classic, first_dealer=1)
    deal = match.start_deal(shuffled_deck(3, 36))
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    record = match_to_json(match)
    record["deals"][0]["rules"] = {"variant": "blind", "declarations": True}
    replayed = match_from_json(record)
    assert replayed.deals[0].rules == classic
    out = cli(json.dumps(record))
    assert out.returncode == 0, out.stderr
    record["deals"][0]["rules"] = {"variant": "blind"}
    assert_refused(json.dumps(record), "rules")


def test_not_json_numbers_are_refused():
    with pytest.raises(RecordError):
        record_from_text('{"format": "trappola-deal/1", "dealer": NaN}')
    with pytest.raises(RecordError, match="missing"):
        deal_from_json({"format": "trappola-deal/1", "rules": {}, "dealer": 0, "deck": []})
