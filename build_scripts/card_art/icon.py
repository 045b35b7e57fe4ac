"""The game's icon: a coin and a cup on two cards on the felt."""

from __future__ import annotations

from .italian_signs import coin, cup
from .palette import CREAM, OUT
from .svg import place, rect, svg_doc


def icon_svg() -> str:
    """The 256 px icon: a coin card and a cup card fanned on a green tile."""
    s = 256
    parts = [rect(8, 8, 240, 240, "#1d6b3a", "#0f3f22", 6, 44)]
    back_card = [rect(-60, -90, 120, 180, CREAM, OUT, 5, 12),
                 place(coin(merged=False), 0, 0, 0.95)]
    front_card = [rect(-60, -90, 120, 180, CREAM, OUT, 5, 12),
                  place(cup(simple=True), 0, 0, 1.0)]
    parts.append(place(back_card, 100, 132, 1.0, -14))
    parts.append(place(front_card, 158, 128, 1.0, 12))
    return svg_doc(parts, s, s)
