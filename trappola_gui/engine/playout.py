"""Random legal play through the fast path: the benchmark's and the search's rollouts."""

from __future__ import annotations

import random

from .actions import Declare, Exchange
from .cards import cards_of, full_deck
from .declarations import legal_declarations
from .rules import Rules
from .state import EXCHANGE, PLAY, DealState


def random_setup_action(state: DealState, rng: random.Random) -> Exchange | Declare:
    """A random exchange or declaration for the seat to move."""
    seat = state.to_move
    if state.phase == EXCHANGE:
        hand = list(cards_of(state.hands[seat]))
        return Exchange(seat, tuple(rng.sample(hand, rng.randrange(state.max_exchange() + 1))))
    return Declare(seat, rng.choice(legal_declarations(state.hands[seat])))


def play_out(state: DealState, rng: random.Random) -> DealState:
    """Play random legal actions until the deal is over (mutates ``state``)."""
    r = rng.random
    while state.phase != PLAY:
        state.apply(random_setup_action(state, rng))
    state.play_out_random(r)
    return state


def random_deal(rules: Rules, rng: random.Random, dealer: int | None = None) -> DealState:
    """A new deal of a random deck (from ``rng``, never the global random)."""
    r = rng.random
    deck = sorted(full_deck(rules.deck), key=lambda _: r())
    if dealer is None:
        dealer = int(rng.random() * rules.players)
    return DealState.new(rules, deck, dealer, checked=False)  # a permutation of the pack by construction


def bench(deals: int, seed: int, rules: Rules | None = None) -> int:
    """Play ``deals`` random deals through the fast path; returns a checksum of card points.

    The command line times it (the engine itself never reads a clock).
    """
    rules = rules or Rules.variant_preset("classic")
    rng = random.Random(seed)
    checksum = 0
    for _ in range(deals):
        state = play_out(random_deal(rules, rng), rng)
        checksum += state.captured[0]
    return checksum
