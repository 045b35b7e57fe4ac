"""The Italian aces and number cards."""

from __future__ import annotations

from .baton_ace import baton_ace
from .batons import baton_numeral
from .deck import PIP_LAYOUT, PIP_SCALE
from .figures import rosette
from .italian_signs import ITALIAN_SIGN, coin, cup, sword_pip
from .palette import GOLD, GOLD_DK, ITALIAN_COL
from .svg import circle, ellipse, group, num, path, place
from .sword_numbers import sword_numeral

RED = ITALIAN_COL["H"]
# The winding ribbon of the two of coins.
RIBBON_D = "M150,28 C40,60 200,140 90,180 C-10,216 200,250 90,332"


def two_of_cups_or_coins(suit: str) -> list[str]:
    """Two big signs, one above the other: the coins with a ribbon winding
    between them, the cups with a rosette."""
    if suit == "D":
        out = [path(RIBBON_D, None, RED["dark"], 12), path(RIBBON_D, None, RED["main"], 8)]
    else:
        out = [rosette(120, 180, 20, RED["main"], GOLD)]
    sign_parts = ITALIAN_SIGN[suit]()
    return out + [place(sign_parts, x, y + (16 if y < 180 else -16), 0.95) for x, y in PIP_LAYOUT["2"]]


def italian_number(rank: str, suit: str) -> list[str]:
    """An Italian number card: swords and batons have their own layouts,
    cups and coins stand on the pip places."""
    if suit == "S":
        return sword_numeral(rank)
    if suit == "C":
        return baton_numeral(rank)
    if rank == "2":
        return two_of_cups_or_coins(suit)
    sign_parts = ITALIAN_SIGN[suit]()
    return [place(sign_parts, x, y, PIP_SCALE[rank]) for x, y in PIP_LAYOUT[rank]]


def coin_ace() -> list[str]:
    """The Ace of Coins: a big coin in a sunburst of 24 rays."""
    c = ITALIAN_COL["D"]
    ray = path("M-4,-88 L0,-104 L4,-88 Z", c["main"], c["dark"], 1.2)
    out = [group([ray], f"translate(120 180) rotate({i * 15})") for i in range(24)]
    return [*out, circle(120, 180, 88, c["light"], c["dark"], 3), circle(120, 180, 82, None, c["main"], 4),
            place(coin(), 120, 180, 1.55)]


def cup_ace() -> list[str]:
    """The Ace of Cups: an ornate goblet with a domed lid, a fleur finial and garlands."""
    c = ITALIAN_COL["H"]
    out = [path("M60,150 Q40,230 84,268", None, c["main"], 4),
           path("M180,150 Q200,230 156,268", None, c["main"], 4)]
    out += [rosette(x, y, 9, c["main"], GOLD) for x, y in ((58, 170), (50, 205), (182, 170), (190, 205))]
    return [*out, place(cup(), 120, 206, 1.45),
            path("M62,130 Q62,80 120,74 Q178,80 178,130 Z", GOLD, GOLD_DK, 3),
            path("M76,126 Q80,92 120,88 Q160,92 164,126", None, c["main"], 4),
            circle(120, 66, 10, c["main"], c["dark"], 2),
            path("M120,34 Q132,46 120,56 Q108,46 120,34 Z", GOLD, GOLD_DK, 2)]


def sword_ace() -> list[str]:
    """The Ace of Swords: a great sword in a laurel wreath, tied with a red band."""
    out = [path("M120,300 C40,260 40,120 120,70", None, "#4c7a3c", 5),
           path("M120,300 C200,260 200,120 120,70", None, "#4c7a3c", 5)]
    for i in range(7):
        t = 0.15 + i * 0.11
        for side in (-1, 1):
            x = 120 + side * (1 - t) * t * 4 * 62 * 0.75
            y = 300 - t * 230
            out.append(ellipse(x, y, 6, 12, "#6aa84f", "#2f5a22", 1.2,
                               f' transform="rotate({side * 40} {num(x)} {num(y)})"'))
    return [*out, place(sword_pip(), 120, 180, 2.9),
            path("M70,210 Q120,235 170,210 L166,226 Q120,250 74,226 Z", RED["main"], RED["dark"], 2)]


ITALIAN_ACES = {"S": sword_ace, "H": cup_ace, "D": coin_ace, "C": baton_ace}


def italian_ace(suit: str) -> list[str]:
    """What the Ace of ``suit`` shows between its indices."""
    return ITALIAN_ACES[suit]()
