"""The sparring level ``pimc``: its rollout policy and its search stay within the rules and the observation."""

from __future__ import annotations

import random

from trappola_gui.ai import ARENA_LEVELS, LEVELS, make_agent
from trappola_gui.ai.base import POINTS
from trappola_gui.ai.pimc import PimcAgent, greedy_card
from trappola_gui.engine import Rules
from trappola_gui.engine.cards import SUIT_MASKS, cards_of

from .helpers import closed_endgame, random_prefix


class _NoSlip(random.Random):
    """A stream whose first draw never slips (0.99 > SLIP)."""

    def random(self) -> float:
        return 0.99


def test_arena_levels_are_not_player_levels() -> None:
    assert set(ARENA_LEVELS).isdisjoint(LEVELS)
    for level in ARENA_LEVELS:
        assert make_agent(level, 1).name == level


def test_greedy_card_is_legal_everywhere() -> None:
    for variant in ("classic", "czech", "partnership"):
        rules = Rules.variant_preset(variant).with_options(must_win=True)
        pts = POINTS[rules.points]
        rng = random.Random(variant)
        for _ in range(150):
            state = random_prefix(rules, rng, rng.randrange(0, 30))
            if state.is_over:
                continue
            assert state.legal_play_mask() >> greedy_card(state, rng, pts) & 1


def _sure_winner(card: int, opp: int, trump: int) -> bool:
    """Nothing in ``opp`` (the other hand, known in the closed phase) can beat ``card`` led."""
    same = opp & SUIT_MASKS[card // 9]
    if same >> card:  # a higher card of the suit
        return False
    return bool(same) or card // 9 == trump or not opp & SUIT_MASKS[trump]


def test_greedy_lead_cashes_a_sure_winner_in_the_closed_phase() -> None:
    rules = Rules.variant_preset("classic")
    pts = POINTS[rules.points]
    rng = random.Random(8)
    seen = 0
    for _ in range(150):
        state = closed_endgame(rules, rng, rng.randrange(2, 8))
        seat = state.to_move
        hand, opp = state.hands[seat], state.hands[1 - seat]
        card = greedy_card(state, _NoSlip(), pts)
        any_sure = any(_sure_winner(c, opp, state.trump) for c in cards_of(hand))
        assert _sure_winner(card, opp, state.trump) == any_sure
        seen += any_sure
    assert seen > 20


def test_pimc_search_plays_a_legal_card_in_the_last_open_tricks() -> None:
    # Stock of six cards or fewer: rollouts end in exact solves, bounded by the node budget.
    rules = Rules.variant_preset("classic")
    rng = random.Random(21)
    checked = 0
    while checked < 5:
        state = random_prefix(rules, rng, 12 + 2 * rng.randrange(0, 3))
        if state.closed or state.is_over:
            continue
        obs = state.observation(state.to_move)
        action = PimcAgent(3, samples=200, exact_nodes=3_000).choose(obs)
        assert action in obs.legal
        checked += 1
