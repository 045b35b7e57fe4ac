"""The Italian aces and number cards."""

from __future__ import annotations

from .batons import baton_ace, baton_numeral
from .deck import PIP_LAYOUT
from .figures import rosette
from .italian_signs import ITALIAN_SIGN, coin, cup, sword_pip
from .palette import GOLD, GOLD_DK, ITALIAN_COL
from .svg import circle, ellipse, group, num, path, place
from .swords import sword_numeral, two_of_swords


def italian_number(rank: str, suit: str) -> list[str]:
    if suit == "S":
        return two_of_swords() if rank == "2" else sword_numeral(rank)
    if suit == "C":
        return baton_numeral(rank)
    out: list[str] = []
    sign_parts = ITALIAN_SIGN[suit]()
    if rank == "2":
        if suit == "D":
            # The two of coins carries a ribbon winding between the coins.
            out.append(path("M150,28 C40,60 200,140 90,180 C-10,216 200,250 90,332",
                            None, ITALIAN_COL["H"]["dark"], 12))
            out.append(path("M150,28 C40,60 200,140 90,180 C-10,216 200,250 90,332",
                            None, ITALIAN_COL["H"]["main"], 8))
        else:
            out.append(rosette(120, 180, 16, ITALIAN_COL["H"]["main"], GOLD))
        for x, y in PIP_LAYOUT["2"]:
            out.append(place(sign_parts, x, y + (10 if y < 180 else -10), 0.8))
        return out
    scale = 0.4
    for x, y in PIP_LAYOUT[rank]:
        out.append(place(sign_parts, x, y, scale))
    return out


def italian_ace(suit: str) -> list[str]:
    c = ITALIAN_COL[suit]
    out: list[str] = []
    if suit == "D":
        for i in range(24):
            a = i * 15
            out.append(path("M-4,-88 L0,-104 L4,-88 Z", c["main"], c["dark"], 1.2))
            out[-1] = group([out[-1]], f"translate(120 180) rotate({a})")
        out.append(circle(120, 180, 88, c["light"], c["dark"], 3))
        out.append(circle(120, 180, 82, None, c["main"], 4))
        out.append(place(coin(), 120, 180, 1.55))
    elif suit == "H":
        # Ornate goblet with a domed lid, a fleur finial and garlands.
        out.append(path("M60,150 Q40,230 84,268", None, c["main"], 4))
        out.append(path("M180,150 Q200,230 156,268", None, c["main"], 4))
        for x, y in ((58, 170), (50, 205), (182, 170), (190, 205)):
            out.append(rosette(x, y, 9, c["main"], GOLD))
        out.append(place(cup(), 120, 206, 1.45))
        out.append(path("M62,130 Q62,80 120,74 Q178,80 178,130 Z", GOLD, GOLD_DK, 3))
        out.append(path("M76,126 Q80,92 120,88 Q160,92 164,126", None, c["main"], 4))
        out.append(circle(120, 66, 10, c["main"], c["dark"], 2))
        out.append(path("M120,34 Q132,46 120,56 Q108,46 120,34 Z", GOLD, GOLD_DK, 2))
    elif suit == "S":
        out.append(path("M120,300 C40,260 40,120 120,70", None, "#4c7a3c", 5))
        out.append(path("M120,300 C200,260 200,120 120,70", None, "#4c7a3c", 5))
        for i in range(7):
            t = 0.15 + i * 0.11
            for side in (-1, 1):
                x = 120 + side * (1 - t) * t * 4 * 62 * 0.75
                y = 300 - t * 230
                out.append(ellipse(x, y, 6, 12, "#6aa84f", "#2f5a22", 1.2,
                                   f' transform="rotate({side * 40} {num(x)} {num(y)})"'))
        out.append(place(sword_pip(), 120, 180, 2.9))
        out.append(path("M70,210 Q120,235 170,210 L166,226 Q120,250 74,226 Z",
                        ITALIAN_COL["H"]["main"], ITALIAN_COL["H"]["dark"], 2))
    else:
        out += baton_ace()
    return out
