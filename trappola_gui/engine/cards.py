"""Cards, suits and ranks: tiny values with a readable notation.

A card is an int ``0..35`` inside the engine (``suit * 9 + strength``, where
strength 0 is the seven and 8 the Ace), so that a hand is a 36-bit mask and
"higher card of the same suit" is "higher bit". The public surface speaks in
the notation of docs/rules.md: rank then suit, ``QH``, ``2C``, ``TS``.

>>> Card.parse("QH")
Card('QH')
>>> str(Card.parse("2C"))
'2C'
>>> Card.parse("QH").beats(Card.parse("2H"), trump=0)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .quote import short_repr

SUITS = "SHDC"
# Ranks from low to high: the deuce ranks just below the Jack (docs/rules.md 1).
RANKS_LOW_TO_HIGH = "789T2JQKA"
RANKS_HIGH_TO_LOW = RANKS_LOW_TO_HIGH[::-1]

SUIT_NAMES = {
    "italian": ("Swords", "Cups", "Coins", "Batons"),
    "french": ("Spades", "Hearts", "Diamonds", "Clubs"),
}

NUM_CARDS = 36
ALL_MASK = (1 << NUM_CARDS) - 1
SUIT_MASKS = tuple(((1 << 9) - 1) << (9 * s) for s in range(4))
TWOS_STRENGTH = RANKS_LOW_TO_HIGH.index("2")
TWOS_MASK = sum(1 << (9 * s + TWOS_STRENGTH) for s in range(4))

# Card points, indexed by strength (7 8 9 T 2 J Q K A).
CLASSIC_POINTS = (0, 0, 0, 0, 2, 3, 4, 5, 6)
CZECH_POINTS = (0, 0, 0, 0, 1, 2, 3, 4, 5)
# Trappola 1524 (docs/historical.md 1): A 6, K 5, Q 4, J 3, the deuce nothing.
HISTORICAL_POINTS = (0, 0, 0, 0, 0, 3, 4, 5, 6)
# The one table of card points: for each point scale, the points of every card 0..35.
CARD_POINTS: dict[str, tuple[int, ...]] = {
    "classic": tuple(CLASSIC_POINTS[c % 9] for c in range(NUM_CARDS)),
    "czech": tuple(CZECH_POINTS[c % 9] for c in range(NUM_CARDS)),
    "historical": tuple(HISTORICAL_POINTS[c % 9] for c in range(NUM_CARDS)),
}


def suit_of(card: int) -> int:
    """The suit of a card, 0..3 in the order of ``SUITS`` (S H D C).

    >>> suit_of(parse_card("QH")), SUITS[suit_of(parse_card("7C"))]
    (1, 'C')
    """
    return card // 9


def strength_of(card: int) -> int:
    """How high a card ranks in its suit: 0 for the seven up to 8 for the Ace (the deuce is 4).

    >>> strength_of(parse_card("7S")), strength_of(parse_card("2S")), strength_of(parse_card("AS"))
    (0, 4, 8)
    """
    return card % 9


class CardError(ValueError):
    """A string that is not a card in the notation of docs/rules.md."""


_CARD_STRS = tuple(RANKS_LOW_TO_HIGH[c % 9] + SUITS[c // 9] for c in range(36))


def card_str(card: int) -> str:
    """The card in docs/rules.md's notation ("QH"); a lookup, as records and views name every card."""
    return _CARD_STRS[card]


def parse_card(text: str) -> int:
    """The engine's int for a card string in docs/rules.md's notation (upper case); raises :class:`CardError`.

    >>> parse_card("QH") == parse_card("QH")
    True
    >>> parse_card("qh")
    Traceback (most recent call last):
    ...
    trappola_gui.engine.cards.CardError: not a card: 'qh' (rank and suit in capitals, e.g. 'QH')
    """
    if not isinstance(text, str) or len(text) != 2:
        raise CardError(f"not a card: {short_repr(text)}")
    r = RANKS_LOW_TO_HIGH.find(text[0])
    s = SUITS.find(text[1])
    if r < 0 or s < 0:
        hint = " (rank and suit in capitals, e.g. 'QH')" if text.upper() != text else ""
        raise CardError(f"not a card: {short_repr(text)}{hint}")
    return s * 9 + r


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def _suit_chunk_tables() -> tuple[tuple[tuple[int, ...], ...], ...]:
    # For each suit, the cards of every 9-bit chunk, so that listing a mask
    # costs four lookups instead of a loop over bits (the search's hot path).
    tables = []
    for s in range(4):
        rows = []
        for chunk in range(512):
            rows.append(tuple(s * 9 + b for b in range(9) if chunk >> b & 1))
        tables.append(tuple(rows))
    return tuple(tables)


SUIT_CHUNKS = _suit_chunk_tables()
_C0, _C1, _C2, _C3 = SUIT_CHUNKS


def cards_of(mask: int) -> tuple[int, ...]:
    """Cards of a mask, by suit then from low to high."""
    return _C0[mask & 511] + _C1[mask >> 9 & 511] + _C2[mask >> 18 & 511] + _C3[mask >> 27 & 511]


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A card as a small frozen value. ``Card.parse("QH")``; ``str(card)``."""

    index: int

    def __post_init__(self) -> None:
        if not 0 <= self.index < NUM_CARDS:
            raise CardError(f"not a card index: {self.index}")

    @classmethod
    def parse(cls, text: str) -> "Card":
        return cls(parse_card(text))

    @property
    def suit(self) -> int:
        """0..3 for S H D C."""
        return self.index // 9

    @property
    def rank(self) -> str:
        return RANKS_LOW_TO_HIGH[self.index % 9]

    @property
    def strength(self) -> int:
        return self.index % 9

    def beats(self, other: "Card", trump: int) -> bool:
        """True if this card, played after ``other`` led, wins the trick."""
        return beats(self.index, other.index, trump)

    def __str__(self) -> str:
        return card_str(self.index)

    def __repr__(self) -> str:
        return f"Card({card_str(self.index)!r})"


def beats(card: int, best: int, trump: int) -> bool:
    """Does ``card`` beat ``best``, the card currently winning the trick?"""
    cs, bs = card // 9, best // 9
    if cs == bs:
        return card > best
    return cs == trump


_PACKS = {
    36: tuple(range(NUM_CARDS)),
    32: tuple(c for c in range(NUM_CARDS) if not TWOS_MASK >> c & 1),
}


def full_deck(deck_size: int = 36) -> list[int]:
    """The cards of a new pack in a fixed order (the No-2 pack has 32)."""
    return list(_PACKS[deck_size])
