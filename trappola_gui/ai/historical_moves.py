"""Which cards the 1524 solver (:mod:`.historical_solver`) tries, and in which order.

Cards worth nothing that are not deuces (T 9 8 7) are equivalent while no card of the other hand
lies between them, so one card of each run is searched; the tables give each suit's representatives
by its bits, the leader's highest first, the follower's cheapest winning card first.
"""

from __future__ import annotations

from collections.abc import Sequence

from trappola_gui.engine import historical as h
from trappola_gui.engine.cards import CARD_POINTS, NUM_CARDS, cards_of

PTS = CARD_POINTS["historical"]
RANK = h.RANK

# Cards worth nothing that are not deuces (T 9 8 7, strengths 0..3: the rank order too) are
# equivalent when no card of the other hand lies between them: one of each run is searched.
_PLAIN_BITS = 0b1111
PLAIN_MASK = sum(_PLAIN_BITS << (9 * s) for s in range(4))


def _runs(own: int, other: int) -> int:
    """The lowest card of each run of ``own`` among the plain cards still out (4-bit masks)."""
    out, prev_own = 0, False
    for b in range(4):
        if own >> b & 1:
            if not prev_own:
                out |= 1 << b
            prev_own = True
        elif other >> b & 1:
            prev_own = False
    return out


_REPS = tuple(tuple(_runs(own, other) for other in range(16)) for own in range(16))


def representatives(hand: int, other: int) -> int:
    """``hand`` with one card of each run of equivalent plain cards (given the ``other`` hand)."""
    out = hand & ~PLAIN_MASK
    for s in (0, 9, 18, 27):
        own = hand >> s & 15
        if own:
            out |= _REPS[own][other >> s & 15] << s
    return out


def by_rank(mask: int) -> list[int]:
    """Cards of ``mask`` to try, the highest rank first."""
    return sorted(cards_of(mask), key=lambda c: -RANK[c])


def _suit_moves(suit: int, index: int) -> tuple[int, ...]:
    own, other = index & 511, index >> 9
    reps = own & ~_PLAIN_BITS | _REPS[own & 15][other]
    return tuple(sorted((suit * 9 + b for b in range(9) if reps >> b & 1), key=lambda c: -RANK[c]))


# Each suit's cards worth trying, the highest first, by the hand's 9 bits and the other's 4 plain bits.
_MOVES = tuple(tuple(_suit_moves(s, i) for i in range(512 * 16)) for s in range(4))


def moves(hand: int, other: int) -> list[int]:
    """The representatives of ``hand`` to try (given the ``other`` hand): each suit's top cards first."""
    m0 = _MOVES[0][hand & 511 | (other & 15) << 9]
    m1 = _MOVES[1][hand >> 9 & 511 | (other >> 9 & 15) << 9]
    m2 = _MOVES[2][hand >> 18 & 511 | (other >> 18 & 15) << 9]
    m3 = _MOVES[3][hand >> 27 & 511 | (other >> 27 & 15) << 9]
    return [*m0[:1], *m1[:1], *m2[:1], *m3[:1], *m0[1:], *m1[1:], *m2[1:], *m3[1:]]


def suit_moves(hand: int, other: int, suit: int) -> tuple[int, ...]:
    """The representatives of ``hand``'s cards of ``suit``, the highest first."""
    sh = 9 * suit
    return _MOVES[suit][hand >> sh & 511 | (other >> sh & 15) << 9]


def suit_bits(cards: Sequence[int]) -> int:
    """The places in their suit (9 bits) of cards of one suit."""
    out = 0
    for c in cards:
        out |= 1 << (c % 9)
    return out


def _follow_order(lead: int, bits: int) -> tuple[int, ...]:
    """The follower's cards of the led suit to try: the lowest that wins, up; then the lowest that loses, up."""
    base = lead - lead % 9
    cards = sorted((base + b for b in range(9) if bits >> b & 1), key=lambda c: RANK[c])
    return tuple([c for c in cards if RANK[c] > RANK[lead]] + [c for c in cards if RANK[c] < RANK[lead]])


# By the lead and the follower's representatives of its suit (9 bits): the order to try them.
FOLLOW_ORDER = tuple(tuple(_follow_order(lead, bits) for bits in range(512)) for lead in range(NUM_CARDS))
# A discard: the card worth least first, the lowest of equals.
DISCARD_KEY = tuple(PTS[c] * 16 + RANK[c] for c in range(NUM_CARDS))
