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
           cut: tuple[float, float, float] = (18, 56, 30)) -> list[str]:
    """The veil (or, without ``veil_colour``, her hair in plaits), the robe
    (shoulders at ``top``), the head (centre at ``hy``), the necklace and
    the crown every Queen shares; ``cut`` is the robe's front panel, hems and shoulders' fall (:func:`shoulders`)."""
    hood = [place(veil(veil_colour), 120, hy, HEAD_SCALE)] if veil_colour else []
    locks = "long" if veil_colour else "plaits"
    return [*hood,
            *shoulders(mantle, tunic, trim, motif, "lacing", top, *cut, LEANS["Q", suit]),
            *necklace(top + 12), place(front_face(turn, hair, locks=locks), 120, hy, HEAD_SCALE),
            place(queen_crown(jewel, _CROWNS[suit]), 120, hy - 23, HAT_SCALE)]


def queen_spades() -> list[str]:
    """Sceptre raised at her side, a rose held to her breast."""
    out = [held(sceptre(96), (0, 0), (158, 148))]
    out += _queen("S", BLUE, YEL, RED, "dots", 0.5, "#e0b040", BLK, RED, 80, 110, (14, 50, 20))
    out += sleeve("M146,114 Q164,126 158,144", BLUE)
    out += sleeve("M96,116 Q84,138 108,146", BLUE)
    return [*out, hand(158, 148, 90), held(flower(RED), (0, 0), (110, 146), 20), hand(110, 146, -10)]


def queen_hearts() -> list[str]:
    """A rose held up beside her face."""
    out = _queen("H", RED, BLUE, YEL, "zigzag", -0.5, "#c8923a", None, BLUE, 86, 116, (23, 60, 40))
    out += sleeve("M96,120 Q72,134 80,124", RED)
    out += sleeve("M144,120 Q156,146 134,158", RED)
    return [*out, held(flower(YEL, "rose", 46), (0, 0), (78, 122), -8), hand(78, 122, 80), hand(134, 158, 20)]


def queen_diamonds() -> list[str]:
    """A tulip held at her waist in both hands."""
    out = _queen("D", YEL, RED, BLUE, "bars", 0.6, "#6b4a2b", BLUE, RED, 76, 106)
    out += sleeve("M96,110 Q84,136 112,152", BLUE)
    out += sleeve("M144,110 Q156,136 128,152", BLUE)
    return [*out, held(flower(BLUE, "tulip", 40), (0, 0), (120, 148), 15), hand(112, 152, -20), hand(128, 152, 20)]


def queen_clubs() -> list[str]:
    """A tulip held up at her side, her other hand at her breast."""
    out = _queen("C", BLK, RED, YEL, "dots", -0.4, "#e0b040", RED, YEL, 90, 120, (27, 46, 30))
    out += sleeve("M144,124 Q170,132 162,124", RED)
    out += sleeve("M96,124 Q84,148 110,156", RED)
    return [*out, held(flower(RED, "tulip", 50), (0, 0), (162, 124), 6), hand(162, 124, 100), hand(110, 156, -20)]


QUEENS: dict[str, Callable[[], list[str]]] = {
    "S": queen_spades, "H": queen_hearts, "D": queen_diamonds, "C": queen_clubs}
