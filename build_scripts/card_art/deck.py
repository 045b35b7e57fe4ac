"""What a pack is made of: the card size, ranks, suits, packs and backs,
and where the pips of the number cards sit."""

from __future__ import annotations

W, H = 240, 360
RANKS = "AKQJ2T987"
SUITS = "SHDC"
DECKS = ("italian", "french", "french4", "napoletane")
BACKS = ("red", "blue")


def all_cards() -> list[str]:
    """The 36 cards, suit by suit, each rank from the Ace down: ``AS``, ``KS``, ..."""
    return [r + s for s in SUITS for r in RANKS]


# Pip positions (centre x, centre y) for the Italian cups and coins (the
# French ones are in french_pips).  As on printed packs the signs fill the
# card: side columns as far apart as the corner indices allow (the widest
# index, ``10``, ends at x = 52, where the 9 and 10's signs start 3 units
# clear of it), rows from just under the top edge to just over the
# bottom, and the middle column's signs between the rows, clear of both.
COL_M = 120
ROWS4: tuple[float, ...] = (58, 139.33, 220.67, 302)
ROWS3: tuple[float, ...] = (58, 180, 302)


def pip_layout(col_l: float, col_r: float) -> dict[str, list[tuple[float, float]]]:
    """The pip places of each number card with side columns at ``col_l`` and ``col_r``."""
    cols = (col_l, col_r)
    return {
        "2": [(COL_M, 70), (COL_M, 290)],
        "7": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 119)],
        "8": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 119), (COL_M, 241)],
        "9": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 180)],
        "T": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 98.67), (COL_M, 261.33)],
    }


PIP_LAYOUT = pip_layout(80, 160)          # Italian cups and coins
# Signs 56 units across on the 7 and 8; 50 on the 9 and 10, whose middle
# signs stand closer to the side columns.
PIP_SCALE = {"7": 0.56, "8": 0.56, "9": 0.5, "T": 0.5}
