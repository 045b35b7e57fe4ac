"""Seeded shuffles that are the same on every machine and Python version.

The engine never touches the global ``random``: a match seed gives the first
dealer and one 40-bit seed per deal; a deal seed gives the shuffle and the
non-dealer's cut through our own SplitMix64 generator, and its last bits name
the deal's dealer. A deal seed is also a short code a player can type or share
(``"7K3M-Q2XA"``: Crockford base 32) that deals the same hands to the same
seats again.

>>> code = deal_code(123456789)
>>> code, parse_deal_code(code.lower().replace("-", ""))
('003N-QK8N', 123456789)
>>> seed_dealer(parse_deal_code("7K3M-Q2XA"))
1
>>> shuffled_deck(1)[:3] == shuffled_deck(1)[:3]
True
"""

from __future__ import annotations

from .cards import full_deck

_MASK64 = (1 << 64) - 1
DEAL_SEED_BITS = 40
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READS_AS = {"O": "0", "I": "1", "L": "1"}


class DealCodeError(ValueError):
    """A deal code that is not eight characters of Crockford base 32."""


class SplitMix64:
    """A tiny, well-mixed 64-bit generator (Steele, Lea and Flood, 2014)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection, so no modulo bias)."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def shuffled_deck(seed: int, deck_size: int = 36) -> list[int]:
    """The deck after the shuffle and the non-dealer's cut, top card first."""
    rng = SplitMix64(seed)
    deck = full_deck(deck_size)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    cut = 1 + rng.below(len(deck) - 1)
    return deck[cut:] + deck[:cut]


def deal_seed(match_seed: int, deal_index: int) -> int:
    """The 40-bit seed of deal ``deal_index`` (0 first) of a match; it names the deal's dealer
    (:func:`seed_dealer`) with two players and with four."""
    rng = SplitMix64(match_seed ^ (deal_index * 0xD1B54A32D192ED03))
    rng.next64()
    drawn = rng.next64() >> (64 - DEAL_SEED_BITS)
    # The dealer passes one seat a deal. first_dealer(m, 2) is first_dealer(m, 4) % 2 (one draw, taken
    # modulo 2 or 4), so the last two bits, written for four seats, name a two-player dealer as well.
    dealer = (first_dealer(match_seed, 4) + deal_index) % 4
    return drawn - drawn % 4 + (dealer + 1) % 4


def seed_dealer(seed: int, players: int = 2) -> int:
    """The dealer of the deal a deal seed (or code) deals: its last bits name the seat the first
    cards go to, the dealer's left. So a code deals the same hands to the same seats again.

    >>> [seed_dealer(s) for s in range(4)], [seed_dealer(s, 4) for s in range(4)]
    ([1, 0, 1, 0], [3, 0, 1, 2])
    """
    return (seed - 1) % players


def first_dealer(match_seed: int, players: int = 2) -> int:
    """The dealer of a match's first deal, drawn from the match seed (docs/rules.md 2)."""
    return SplitMix64(match_seed ^ 0x5EED).below(players)


def match_seed_from_code(first_deal_seed: int, match_seed: int, players: int = 2) -> int:
    """The first match seed from ``match_seed`` on whose first dealer is the one ``first_deal_seed``
    names: a match begun from a deal code deals that deal from the same seat, and the codes of its
    later deals name their dealers too.

    >>> m = match_seed_from_code(1, 7, 4)
    >>> first_dealer(m, 4) == seed_dealer(1, 4) == 0
    True
    """
    want = seed_dealer(first_deal_seed, players)
    seed = match_seed & _MASK64
    while first_dealer(seed, players) != want:
        seed = (seed + 1) & _MASK64
    return seed


def deal_code(seed: int) -> str:
    """Eight characters for a 40-bit deal seed, as ``XXXX-XXXX``."""
    if not 0 <= seed < 1 << DEAL_SEED_BITS:
        raise DealCodeError("a deal seed is a 40-bit number")
    chars = "".join(_ALPHABET[(seed >> (5 * i)) & 31] for i in range(7, -1, -1))
    return chars[:4] + "-" + chars[4:]


def parse_deal_code(code: str) -> int:
    """The deal seed of a code; case, dashes and spaces do not matter."""
    text = "".join(ch for ch in code.upper() if ch not in "- ")
    text = "".join(_READS_AS.get(ch, ch) for ch in text)
    if len(text) != 8 or any(ch not in _ALPHABET for ch in text):
        raise DealCodeError(f"not a deal code: {code!r} (eight letters and digits, like 7K3M-Q2XA)")
    seed = 0
    for ch in text:
        seed = seed << 5 | _ALPHABET.index(ch)
    return seed
