"""What a pack is made of: the card size, ranks, suits, packs and backs,
and where the pips of the number cards sit."""

from __future__ import annotations

W, H = 240, 360
RANKS = "AKQJ2T987"
SUITS = "SHDC"
DECKS = ("italian", "french", "french4", "italian_deep")
BACKS = ("red", "blue")


def all_cards() -> list[str]:
    """The 36 cards, suit by suit, each rank from the Ace down: ``AS``, ``KS``, ..."""
    return [r + s for s in SUITS for r in RANKS]


# Pip positions (centre x, centre y) for the Italian number cards (the
# French ones, larger, are in french_pips).
# The pip columns keep clear of the index column (x < 52, the ``10`` being
# the widest index) with a margin of at least 10 units.
COL_M = 120
ROWS4: tuple[float, ...] = (62, 141, 219, 298)
ROWS3: tuple[float, ...] = (62, 180, 298)


def pip_layout(col_l: float, col_r: float) -> dict[str, list[tuple[float, float]]]:
    """The pip places of each number card with side columns at ``col_l`` and ``col_r``."""
    cols = (col_l, col_r)
    return {
        "2": [(COL_M, 70), (COL_M, 290)],
        "7": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 121)],
        "8": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 121), (COL_M, 239)],
        "9": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 180)],
        "T": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 101), (COL_M, 259)],
    }


PIP_LAYOUT = pip_layout(80, 160)          # Italian cups and coins, scale 0.4
