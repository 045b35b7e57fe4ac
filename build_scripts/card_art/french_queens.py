"""The four Queens of the English pattern, each the top half of a double-ended card.

Every Queen holds a flower; Spades holds a sceptre as well.  They differ by
their robes' colours, the way they look, their hair and their flowers.
"""

from __future__ import annotations

from collections.abc import Callable

from .french_attributes import flower, sceptre
from .french_court_parts import (
    BLK,
    BLUE,
    HAT_SCALE,
    HEAD_SCALE,
    LEANS,
    RED,
    YEL,
    Figure,
    Held,
    hand,
    necklace,
    shoulders,
    sleeve,
)
from .french_headgear import queen_crown, veil
from .french_heads import front_face
from .svg import held, place

# Each Queen her own crown, so that no two share an outline.
_CROWNS = {"S": "circlet", "H": "points", "D": "points", "C": "fleurons"}


def _queen(suit: str, mantle: str, tunic: str, trim: str, motif: str, turn: float, hair: str,
           veil_colour: str | None, jewel: str, hy: float, top: float,
           cut: tuple[float, float, float] = (18, 52, 24)) -> list[str]:
    """The veil (or, without ``veil_colour``, her hair in plaits), the robe
    (shoulders at ``top``), the head (centre at ``hy``), the necklace and
    the crown every Queen shares; ``cut`` is the robe's front panel, hems and shoulders' rise (:func:`shoulders`)."""
    hood = [place(veil(veil_colour), 120, hy, HEAD_SCALE)] if veil_colour else []
    locks = "long" if veil_colour else "plaits"
    return [*hood,
            *shoulders(mantle, tunic, trim, motif, "lacing", top, *cut, LEANS["Q", suit], rounded=True),
            *necklace(top + 12), place(front_face(turn, hair, locks=locks), 120, hy, HEAD_SCALE),
            place(queen_crown(jewel, _CROWNS[suit]), 120, hy - 19, HAT_SCALE)]


def queen_spades() -> Figure:
    """Sceptre held before her shoulder, its rod running down across the
    divide, a rose held to her breast."""
    body = _queen("S", BLUE, YEL, RED, "dots", 0.5, "#e0b040", BLK, RED, 74, 100, (14, 50, 24))
    body += sleeve("M144,104 Q166,116 158,136", BLUE)
    body += sleeve("M96,106 Q84,128 108,138", BLUE)
    return Figure(body, [Held(held(sceptre(104, 44), (0, 0), (158, 140)), hand(158, 140, 90), crosses=True),
                         Held(held(flower(RED), (0, 0), (110, 138), 20), hand(110, 138, -10))])


def queen_hearts() -> Figure:
    """A rose held up beside her face."""
    body = _queen("H", RED, BLUE, YEL, "zigzag", -0.5, "#c8923a", None, BLUE, 78, 104, (23, 54, 26))
    body += sleeve("M96,108 Q70,120 78,112", RED)
    body += sleeve("M144,108 Q158,134 134,146", RED)
    return Figure(body, [Held(held(flower(YEL, "rose", 46), (0, 0), (78, 112), -8), hand(78, 112, 80))],
                  [hand(134, 146, 20)])


def queen_diamonds() -> Figure:
    """A tulip held at her waist in both hands."""
    body = _queen("D", YEL, RED, BLUE, "bars", 0.6, "#6b4a2b", BLUE, RED, 72, 98)
    body += sleeve("M96,102 Q82,128 112,142", BLUE)
    body += sleeve("M144,102 Q158,128 128,142", BLUE)
    return Figure(body, [Held(held(flower(BLUE, "tulip", 40), (0, 0), (114, 142), 15), hand(114, 142, -20))],
                  [hand(128, 142, 20)])


def queen_clubs() -> Figure:
    """A tulip held up at her side, her other hand at her breast."""
    body = _queen("C", BLK, RED, YEL, "dots", -0.4, "#e0b040", RED, YEL, 78, 104, (27, 46, 26))
    body += sleeve("M144,108 Q170,118 162,108", RED)
    body += sleeve("M96,108 Q84,134 110,144", RED)
    return Figure(body, [Held(held(flower(RED, "tulip", 50), (0, 0), (162, 108), 6), hand(162, 108, 100))],
                  [hand(110, 144, -20)])


QUEENS: dict[str, Callable[[], Figure]] = {
    "S": queen_spades, "H": queen_hearts, "D": queen_diamonds, "C": queen_clubs}
