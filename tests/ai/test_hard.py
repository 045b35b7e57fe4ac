"""Hard's rollouts: what its rule-of-thumb play does where the search relies on it."""

from __future__ import annotations

import random

from trappola_gui.ai.base import POINTS
from trappola_gui.ai.hard import rollout_card
from trappola_gui.engine import Rules
from trappola_gui.engine.cards import SUIT_MASKS, cards_of

from .helpers import closed_endgame


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
