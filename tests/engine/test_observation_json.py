"""The observation's JSON (what a bot and a table server's client read) gives back the same observation."""

from __future__ import annotations

import json
import random

import pytest

from trappola_gui.engine import ALL_VARIANTS, DealState, Rules, shuffled_deck
from trappola_gui.engine.observation_json import (
    ObservationFormatError,
    observation_from_json,
    observation_to_json,
)


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_every_seat_at_every_step_reads_back_the_same(variant: str) -> None:
    rules = Rules.variant_preset(variant)
    rng = random.Random(variant)
    checked = 0
    for deal_no in range(12):
        deal = DealState.new(rules, shuffled_deck(rng.getrandbits(32), rules.deck), deal_no % rules.players)
        while True:
            for seat in range(rules.players):
                obs = deal.observation(seat)
                text = json.dumps(observation_to_json(obs))
                assert observation_from_json(json.loads(text)) == obs
                checked += 1
            if deal.is_over:
                break
            deal.apply(rng.choice(deal.legal_actions()))
    assert checked > 12 * 20


def _sample() -> dict:
    rules = Rules.variant_preset("classic")
    return observation_to_json(DealState.new(rules, shuffled_deck(5), 0).observation(0))


@pytest.mark.parametrize("field, value, words", [
    ("seat", 7, "seat must be a whole number from 0 to 1"),
    ("seat", True, "seat must be a whole number"),
    ("hand", ["ZZ"], "hand: not a card"),
    ("hand", ["7S"] * 37, "hand must be a list of at most 36"),
    ("phase", "dance", "phase must be"),
    ("trump", "X", "trump must be a suit letter"),
    ("stock_size", 10**40, "stock_size must be a whole number"),
    ("rules", {"variant": "poker"}, "rules: unknown variant"),
    ("legal", [{"seat": 0, "fly": 1}], "legal: an action needs exactly one of"),
    ("tricks", [{"leader": 0}], "a trick must be an object"),
])
def test_a_damaged_observation_is_refused_with_the_field_named(field: str, value: object, words: str) -> None:
    data = _sample()
    data[field] = value
    with pytest.raises(ObservationFormatError, match=words):
        observation_from_json(data)


def test_a_missing_field_is_named() -> None:
    data = _sample()
    del data["known"]
    with pytest.raises(ObservationFormatError, match="no 'known'"):
        observation_from_json(data)
    with pytest.raises(ObservationFormatError, match="must be an object"):
        observation_from_json([1, 2])
