"""Deals driven by agents or at random, for the AI tests."""

from __future__ import annotations

import random

from trappola_gui.engine import DealState, Rules
from trappola_gui.engine.cards import cards_of
from trappola_gui.engine.playout import random_deal, random_setup_action


def random_prefix(rules: Rules, rng: random.Random, plays: int) -> DealState:
    """A deal after its setup and ``plays`` random cards (fewer if it would end)."""
    state = random_deal(rules, rng)
    while state.phase != "play":
        state.apply(random_setup_action(state, rng))
    for _ in range(plays):
        cards = cards_of(state.legal_play_mask())
        state.play_card(cards[int(rng.random() * len(cards))])
        if state.plays_left() <= 2:
            break
    return state


def closed_endgame(rules: Rules, rng: random.Random, cards_each: int) -> DealState:
    """A two-player deal in its closed phase with ``cards_each`` cards left in each hand."""
    state = random_deal(rules, rng)
    while state.phase != "play":
        state.apply(random_setup_action(state, rng))
    while not (state.closed and not state.trick and state.hands[0].bit_count() == cards_each):
        cards = cards_of(state.legal_play_mask())
        state.play_card(cards[int(rng.random() * len(cards))])
    return state
