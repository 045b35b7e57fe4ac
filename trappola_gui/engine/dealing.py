"""How a deal is dealt and drawn (docs/rules.md 2 and 7, docs/historical.md 2): who gets each packet,
who acts first, what a deck must hold, and the open phase's draw after a trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import card_str, full_deck
from .illegal import DeckError
from .rules import Rules


def draw_after_trick(hands: list[int], stock: list[int], pos: int, winner: int) -> int:
    """The open phase's draw after a two-player trick (docs/rules.md 4): the trick's winner
    takes the stock's next card, the other player the one after. Returns the new stock position;
    the stock is exhausted (the closed phase begins) once it reaches ``len(stock)``."""
    hands[winner] |= 1 << stock[pos]
    hands[1 - winner] |= 1 << stock[pos + 1]
    return pos + 2


_ORDERS = {n: tuple(tuple((d + i) % n for i in range(1, n + 1)) for d in range(n)) for n in (2, 4)}


def packet_seats(rules: Rules, dealer: int) -> tuple[int, ...]:
    """Who gets each packet of three, in dealing order (docs/rules.md 2 and 7): the dealer's left first."""
    n = rules.players
    return tuple((dealer + 1 + p) % n for p in range(18 // 3 if n == 2 else 36 // 3))


def deal_packets(rules: Rules, dealer: int) -> tuple[tuple[int, int], ...]:
    """Each packet of the deal as (seat, cards), in dealing order: threes from the dealer's left
    (docs/rules.md 2 and 7), or Trappola 1524's four then five each (docs/historical.md 2).

    >>> deal_packets(Rules.variant_preset("historical"), 1)
    ((0, 4), (1, 4), (0, 5), (1, 5))
    >>> deal_packets(Rules.variant_preset("classic"), 1)[:2]
    ((0, 3), (1, 3))
    """
    if rules.historical:
        other = 1 - dealer
        return ((other, 4), (dealer, 4), (other, 5), (dealer, 5))
    return tuple((seat, 3) for seat in packet_seats(rules, dealer))


def deal_order(rules: Rules, dealer: int) -> tuple[int, ...]:
    """Seats in the order they act before play: the dealer's left first, the dealer last."""
    return _ORDERS[rules.players][dealer]


def check_deck(rules: Rules, deck: Sequence[int]) -> None:
    expected = full_deck(rules.deck)
    if len(deck) != len(expected):
        raise DeckError(f"deck must hold {len(expected)} cards, not {len(deck)}")
    if sorted(deck) != expected:
        seen: set[int] = set()
        for c in deck:
            if c in seen:
                raise DeckError(f"{card_str(c)} appears twice")
            seen.add(c)
        foreign = sorted(seen - set(expected))
        if foreign:
            raise DeckError(f"{card_str(foreign[0])} is not in this pack")
        raise DeckError(f"{card_str(min(set(expected) - seen))} is missing")
