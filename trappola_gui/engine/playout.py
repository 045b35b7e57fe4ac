"""Random legal play through the fast path: the benchmark's and the search's rollouts.

``play_out_random`` finishes a deal with random legal cards; for two players
without binding declarations it plays whole tricks per turn of its loop, the
same rules as ``DealState.play_card`` and ``legal_play_mask`` with the
bookkeeping kept in locals (tests/engine/test_random_play.py holds the two
paths to the same results).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action, Declare, Exchange
from .cards import SUIT_CHUNKS, beats, cards_of, full_deck
from .dealing import draw_after_trick
from .declarations import legal_declarations
from .observation import EXCHANGE, OVER, PLAY
from .rules import Rules
from .state import DealState
from .tricks import closed_response


def random_setup_action(state: DealState, rng: random.Random) -> Action:
    """A random exchange or declaration for the seat to move."""
    seat = state.to_move
    if state.rules.historical:
        # Trappola 1524: keep or throw in, or one of the declarations its own rules allow.
        return rng.choice(state.legal_actions())
    if state.phase == EXCHANGE:
        hand = list(cards_of(state.hands[seat]))
        return Exchange(seat, tuple(rng.sample(hand, rng.randrange(state.max_exchange() + 1))))
    return Declare(seat, rng.choice(legal_declarations(state.hands[seat])))


def play_out(state: DealState, rng: random.Random) -> DealState:
    """Play random legal actions until the deal is over (mutates ``state``)."""
    r = rng.random
    while state.phase != PLAY:
        state.apply(random_setup_action(state, rng))
    play_out_random(state, r)
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


def play_out_random(state: DealState, random: Callable[[], float]) -> None:
    """Finish ``state``'s play with uniformly random legal cards (rollouts, the benchmark).

    ``random`` is a float generator such as ``random.Random(seed).random``.
    """
    legal = state.legal_play_mask
    play = state.play_card
    hands = state.hands
    c0, c1, c2, c3 = SUIT_CHUNKS  # cards_of, inlined: this loop is the hot path
    while state.trick and state.phase == PLAY:
        m = legal()
        cards = c0[m & 511] + c1[m >> 9 & 511] + c2[m >> 18 & 511] + c3[m >> 27]
        play(cards[int(random() * len(cards))])
    if state.n == 2 and not state._bind and not state.rules.historical:
        _random_tricks_2p(state, random)
        return
    for _ in range(state.plays_left()):
        # A lead, and any card in the open phase, is free (legal_play_mask's first case).
        m = legal() if state.closed and state.trick else hands[state.to_move]
        cards = c0[m & 511] + c1[m >> 9 & 511] + c2[m >> 18 & 511] + c3[m >> 27]
        play(cards[int(random() * len(cards))])

def _random_tricks_2p(state: DealState, random: Callable[[], float]) -> None:
    # Whole two-player tricks per turn of the loop: the rules are the state's own functions
    # (closed_response for the legal replies, beats for the winner, draw_after_trick for the
    # draw); only the bookkeeping (points, tricks, the log) is kept in locals for speed.
    if state.phase != PLAY:
        return
    hands, pts, trump, log = state.hands, state._points, state.trump, state._log
    tricks, stock, captured, won = state.tricks, state.stock, state.captured, state.tricks_won
    must_win = state.rules.must_win
    c0, c1, c2, c3 = SUIT_CHUNKS
    leader = state.leader
    closed = state.closed
    pos = state.stock_pos
    played = state.played
    while True:
        other = 1 - leader
        m = hands[leader]
        cards = c0[m & 511] + c1[m >> 9 & 511] + c2[m >> 18 & 511] + c3[m >> 27]
        a = cards[int(random() * len(cards))]
        h = hands[other]
        r = closed_response(h, a // 9, a, trump, must_win) if closed else h
        cards = c0[r & 511] + c1[r >> 9 & 511] + c2[r >> 18 & 511] + c3[r >> 27]
        b = cards[int(random() * len(cards))]
        w = other if beats(b, a, trump) else leader
        hands[leader] = m ^ (1 << a)
        hands[other] = h ^ (1 << b)
        played |= 1 << a | 1 << b
        log.append(leader << 6 | a)
        log.append(other << 6 | b)
        captured[w] += pts[a] + pts[b]
        won[w] += 1
        tricks.append((leader, [a, b], w))
        leader = w
        if not closed:
            pos = draw_after_trick(hands, stock, pos, w)
            closed = pos >= len(stock)
        elif not hands[w]:
            break
    state.leader = leader
    state.closed, state.stock_pos, state.played = closed, pos, played
    state.best, state.best_seat = b, w
    state.phase = OVER
    state.to_move = -1
