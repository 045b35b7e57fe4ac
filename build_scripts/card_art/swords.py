"""Swords: the long blade the courts hold (the number cards' swords are in ``sword_numbers``)."""

from __future__ import annotations

import math

from .palette import GOLD, GOLD_DK, ITALIAN_COL
from .svg import circle, group, num, path, rect
from .sword_numbers import STEEL as SWORD_STEEL


def long_sword(length: float, bow: float) -> list[str]:
    """A long curved blade, hilt at +y, tip at -y, bowing ``bow`` sideways."""
    c = ITALIAN_COL["S"]
    yg = length / 2 - 30
    yt = -length / 2
    ym = (yg + yt) / 2
    wb = 15.0
    blade = (f"M{num(-wb / 2)},{num(yg)} Q{num(2 * bow - wb / 2)},{num(ym)} 0,{num(yt)} "
             f"Q{num(2 * bow + wb / 2)},{num(ym)} {num(wb / 2)},{num(yg)} Z")
    # fuller: the first 85% of the centre curve (de Casteljau split)
    t = 0.85
    cx1, cy1 = t * 2 * bow, yg + t * (ym - yg)
    ex = 2 * (1 - t) * t * 2 * bow
    ey = (1 - t) ** 2 * yg + 2 * (1 - t) * t * ym + t * t * yt
    # the hilt sits square to the blade where the blade leaves it
    tilt = math.degrees(math.atan2(2 * bow, yg - ym))
    hilt = [
        path(f"M-20,{num(yg - 5)} Q-24,{num(yg + 4)} -14,{num(yg + 5)} L14,{num(yg + 5)} "
             f"Q24,{num(yg + 4)} 20,{num(yg - 5)} Z", GOLD, GOLD_DK, 2),
        rect(-4, yg + 5, 8, 14, c["main"], c["dark"], 1.5),
        circle(0, yg + 24, 6, GOLD, GOLD_DK, 2),
    ]
    return [
        # the darker steel: the court frames are filled with the light blue
        path(blade, SWORD_STEEL, c["dark"], 2.5),
        path(f"M0,{num(yg)} Q{num(cx1)},{num(cy1)} {num(ex)},{num(ey)}", None, c["main"], 1.8),
        group(hilt, f"rotate({num(tilt)} 0 {num(yg)})"),
    ]
