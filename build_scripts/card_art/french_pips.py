"""The French suit signs, the number cards' pips in their standard places, and the aces."""

from __future__ import annotations

import math

from .figures import rosette
from .palette import CREAM, GOLD, suit_ink
from .svg import circle, path, place

# -------------------------------------------------------- French suit signs
FRENCH_PATHS = {
    "H": "M0,44 C-22,24 -50,4 -50,-18 C-50,-38 -33,-48 -19,-48 C-8,-48 -2,-41 0,-33 "
         "C2,-41 8,-48 19,-48 C33,-48 50,-38 50,-18 C50,4 22,24 0,44 Z",
    "D": "M0,-50 Q16,-22 38,0 Q16,22 0,50 Q-16,22 -38,0 Q-16,-22 0,-50 Z",
    "S": "M0,-50 C-18,-28 -50,-10 -50,12 C-50,30 -36,38 -24,38 C-14,38 -7,33 -3,27 "
         "C-4,38 -10,45 -19,50 L19,50 C10,45 4,38 3,27 C7,33 14,38 24,38 "
         "C36,38 50,30 50,12 C50,-10 18,-28 0,-50 Z",
    "C": "M-4,6 C-4,30 -10,42 -19,50 L19,50 C10,42 4,30 4,6 Z",
}


def french_pip(suit: str, colour: str) -> list[str]:
    """A spade, heart, diamond or club in ``colour``, in a box of about -50..50."""
    out = [path(FRENCH_PATHS[suit], colour)]
    if suit == "C":
        out += [circle(0, -25, 20, colour), circle(-23, 9, 20, colour),
                circle(23, 9, 20, colour), circle(0, 0, 12, colour)]
    return out


# ------------------------------------------------------- the number cards
# As on printed packs: two side columns and a middle one, the pips filling
# the card between the corner indices.  The side columns stand as far apart
# as the indices allow: the widest index, ``10``, ends at x = 52, and the
# side pips start 9 units clear of it.  The 9 and the 10, whose middle pips
# stand between two rows of four, have smaller pips, so that every two pips
# keep a gap that still shows on a 60 px card.
PIP_SCALE = 0.46                   # pips 46 units across, about a fifth of the card
RANK_SCALE = {"9": 0.42, "T": 0.42}
COL_L, COL_M, COL_R = 84.0, 120.0, 156.0
ROW_TOP, ROW_BOTTOM = 58.0, 302.0
_STEP4 = (ROW_BOTTOM - ROW_TOP) / 3
ROWS4 = tuple(ROW_TOP + i * _STEP4 for i in range(4))           # 9 and 10: four rows
ROWS3 = (ROW_TOP, 180.0, ROW_BOTTOM)                             # 7 and 8: three rows
_SIDE3 = [(x, y) for x in (COL_L, COL_R) for y in ROWS3]
_SIDE4 = [(x, y) for x in (COL_L, COL_R) for y in ROWS4]

FRENCH_LAYOUT: dict[str, list[tuple[float, float]]] = {
    "2": [(COL_M, ROW_TOP), (COL_M, ROW_BOTTOM)],
    # 3-1-3: the odd pip in the upper middle, halfway between the first two rows
    "7": [*_SIDE3, (COL_M, (ROWS3[0] + ROWS3[1]) / 2)],
    # 3-2-3: one pip between each pair of rows
    "8": [*_SIDE3, (COL_M, (ROWS3[0] + ROWS3[1]) / 2), (COL_M, (ROWS3[1] + ROWS3[2]) / 2)],
    # 4-1-4: the odd pip in the very centre
    "9": [*_SIDE4, (COL_M, 180.0)],
    # 4-2-4: the middle pips between the outer rows and the inner ones
    "10": [*_SIDE4, (COL_M, (ROWS4[0] + ROWS4[1]) / 2), (COL_M, (ROWS4[2] + ROWS4[3]) / 2)],
}
FRENCH_LAYOUT["T"] = FRENCH_LAYOUT.pop("10")


def french_number(deck: str, rank: str, suit: str) -> list[str]:
    """Pips on their places, those of the bottom half upside down."""
    pip = french_pip(suit, suit_ink(deck, suit))
    scale = RANK_SCALE.get(rank, PIP_SCALE)
    return [place(pip, x, y, scale, 180.0 if y > 180 else 0.0) for x, y in FRENCH_LAYOUT[rank]]


def french_ace(deck: str, suit: str) -> list[str]:
    """A big pip in a ring of dots, outlined inside in cream round a rosette;
    the Ace of Spades, as on English packs, the biggest and most ornate."""
    ink = suit_ink(deck, suit)
    big = suit == "S"
    r = 92 if big else 84
    out = [circle(120, 180, r, None, ink, 1.5), circle(120, 180, r - 6, None, ink, 0.8)]
    for i in range(16 if big else 12):
        a = math.radians(i * (22.5 if big else 30) + 15)
        out.append(circle(120 + (r - 3) * math.sin(a), 180 - (r - 3) * math.cos(a), 3, ink))
    out.append(place(french_pip(suit, ink), 120, 180, 1.38 if big else 1.2))
    inner = [path(FRENCH_PATHS[suit], None, CREAM, 3)] if suit != "C" else [
        circle(0, -25, 11, None, CREAM, 3), circle(-23, 9, 11, None, CREAM, 3),
        circle(23, 9, 11, None, CREAM, 3)]
    out.append(place(inner, 120, 180, (0.84 if big else 0.72) if suit != "C" else 1.2))
    if big:
        out.append(place([path(FRENCH_PATHS["S"], None, CREAM, 2.5)], 120, 180, 0.5))
    out.append(rosette(120, 180 if suit != "C" else 176, 14 if big else 12, CREAM, GOLD))
    return out
