"""Deals driven by agents or at random, and a look at whether a process still runs, for the AI tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from trappola_gui.ai import make_agent
from trappola_gui.engine import DealState, Exchange, IllegalAction, Rules
from trappola_gui.engine.cards import cards_of, parse_card
from trappola_gui.engine.playout import random_deal, random_setup_action
from trappola_gui.engine.seeding import shuffled_deck


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


def play_whole_deal(rules: Rules, level: str, seed: int, **options: int) -> None:
    rng = random.Random(seed)
    state = random_deal(rules, rng)
    agents = [make_agent(level, seed + seat, **options) for seat in range(rules.players)]
    while not state.is_over:
        obs = state.observation(state.to_move)
        action = agents[state.to_move].choose(obs)
        assert action in obs.legal, f"{level} chose {action} in {rules.variant}"
        state.apply(action)
    state.result()


def closed_endgame(rules: Rules, rng: random.Random, cards_each: int) -> DealState:
    """A two-player deal in its closed phase with ``cards_each`` cards left in each hand."""
    state = random_deal(rules, rng)
    while state.phase != "play":
        state.apply(random_setup_action(state, rng))
    while not (state.closed and not state.trick and state.hands[0].bit_count() == cards_each):
        cards = cards_of(state.legal_play_mask())
        state.play_card(cards[int(rng.random() * len(cards))])
    return state


def replay_history(rules: Rules, deck: list[int], dealer: int, history: list) -> DealState | None:
    """The deal of ``deck`` with ``history`` applied, or None if the history is illegal there."""
    state = DealState.new(rules, deck, dealer)
    try:
        for action in history:
            state.apply(action)
    except IllegalAction:
        return None
    return state


def hidden_swaps(state: DealState, seat: int, rng: random.Random, tries: int = 40) -> Iterator[DealState]:
    """States with the same history in which two cards ``seat`` cannot see have changed places.

    A generator: taking only the first one draws from ``rng`` only as far as needed.
    """
    obs = state.observation(seat)
    known = 0
    for s, mask in enumerate(obs.known):
        if s != seat:
            known |= mask
    laid = {c for a in state.history if isinstance(a, Exchange) for c in a.cards}
    hidden = [i for i, c in enumerate(state.deck)
              if obs.unseen >> c & 1 and not known >> c & 1 and c not in laid and c != state.indicator]
    for _ in range(tries):
        if len(hidden) < 2:
            return
        i, j = rng.sample(hidden, 2)
        deck = list(state.deck)
        deck[i], deck[j] = deck[j], deck[i]
        other = replay_history(state.rules, deck, state.dealer, state.history)
        if other is not None and other.hands != state.hands:
            yield other


def deal_giving(first_hand: str, seed: int) -> DealState:
    """A deal whose non-dealer (seat 0) holds ``first_hand`` and the rest lies at random."""
    cards = [parse_card(c) for c in first_hand.split()]
    rest = [c for c in shuffled_deck(seed) if c not in cards]
    deck = cards[:4] + rest[:4] + cards[4:] + rest[4:]
    return DealState.new(Rules.variant_preset("historical"), deck, 1)


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError, ProcessLookupError):
        return False
    return state not in ("Z", "X")
