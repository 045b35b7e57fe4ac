"""Hard's rollouts: what its rule-of-thumb play does where the search relies on it."""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai.base import POINTS
from trappola_gui.ai.hard_rollout import rollout, rollout_card, rollout_utility_2p, utility
from trappola_gui.engine import Rules
from trappola_gui.engine.cards import SUIT_MASKS, SUITS, cards_of, mask_of, parse_card

from .helpers import closed_endgame, random_prefix


def _sure_winners(hand: int, opp: int, trump: int) -> list[int]:
    out = []
    for c in cards_of(hand):
        suit_opp = opp & SUIT_MASKS[c // 9]
        if suit_opp & ~((2 << c) - 1):
            continue
        if not suit_opp and c // 9 != trump and opp & SUIT_MASKS[trump]:
            continue
        out.append(c)
    return out


def test_rollout_leader_cashes_sure_winners_in_the_closed_phase() -> None:
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    rng = random.Random(4)
    seen = 0
    for _ in range(200):
        state = closed_endgame(rules, rng, rng.randrange(2, 8))
        seat = state.to_move
        winners = _sure_winners(state.hands[seat], state.hands[1 - seat], state.trump)
        if not winners:
            continue
        card = rollout_card(state, lambda: 0.5, pts)  # no slip
        assert card in winners
        # The richest non-trump winner goes first.
        plain = [c for c in winners if c // 9 != state.trump]
        if plain:
            assert card in plain and pts[card] == max(pts[c] for c in plain)
        seen += 1
    assert seen > 20


def _open_response(rules: Rules, rng: random.Random, lead: str, hand: list[str]) -> tuple:
    """An open-phase state with ``lead`` led and the responder holding ``hand``."""
    while True:
        state = random_prefix(rules, rng, 2 * rng.randrange(0, 6))
        if state.closed or state.trick:
            continue
        seat = state.to_move
        trump = SUITS[state.trump]
        led = parse_card(lead.replace("t", trump))
        cards = [parse_card(c.replace("t", trump)) for c in hand]
        if led // 9 == state.trump or any(c == led for c in cards):
            continue
        taken = mask_of(cards) | 1 << led
        # Give the leader the lead card; the responder gets exactly ``hand``.
        state.hands[1 - seat] = state.hands[1 - seat] & ~taken
        state.hands[seat] = (state.hands[seat] & ~taken) | 1 << led
        state.play_card(led)
        state.hands[1 - seat] = mask_of(cards)
        return state, cards


def test_rollout_keeps_high_trumps_off_pointless_open_tricks() -> None:
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    rng = random.Random(11)
    for _ in range(20):
        suit = rng.choice(SUITS)
        state, cards = _open_response(rules, rng, "8" + suit, ["At", "Kt", "7" + suit])
        card = rollout_card(state, lambda: 0.5, pts)  # no slip
        # Nothing to win: duck with the worthless card, keep the trumps.
        assert card // 9 != state.trump


def test_rollout_trumps_a_rich_open_lead_cheaply() -> None:
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    rng = random.Random(12)
    for _ in range(20):
        suit = rng.choice(SUITS)
        state, cards = _open_response(rules, rng, "A" + suit, ["At", "7t", "9" + suit])
        card = rollout_card(state, lambda: 0.5, pts)
        # An ace led is worth a trump: the cheapest one.
        assert card == parse_card("7" + SUITS[state.trump])


@pytest.mark.parametrize("variant", ["classic", "czech", "no2", "austrian", "must_win"])
def test_fused_two_player_rollout_matches_the_card_by_card_rollout(variant: str) -> None:
    # The fused rollout is only a faster form: same random draws, same cards, same utility.
    if variant == "must_win":
        rules = Rules.variant_preset("classic").with_options(must_win=True)
    else:
        rules = Rules.variant_preset(variant)
    pts = POINTS[rules.points]
    rng = random.Random(variant)
    for _ in range(120):
        state = random_prefix(rules, rng, rng.randrange(0, 34))
        if state.is_over:
            continue
        seed = rng.getrandbits(32)
        for side in (0, 1):
            slow = state.clone()
            rollout(slow, random.Random(seed), pts)
            assert rollout_utility_2p(state, random.Random(seed), pts, side) == utility(slow, side)
