"""The four Jacks of the English pattern, each the top half of a double-ended card.

Spades and Hearts are the "one-eyed" Jacks seen in profile (Spades looking
right with a pike, Hearts looking left with a leaf); Diamonds holds a
halberd; Clubs an arrow.
"""

from __future__ import annotations

from collections.abc import Callable

from .french_attributes import arrow, halberd, leaf, pike
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
    mirror,
    shoulders,
    sleeve,
)
from .french_headgear import jack_cap
from .french_heads import front_face, profile_face
from .palette import OUT, WHITE
from .svg import held, num, path, place


def _collar(top: float) -> list[str]:
    """A jack's white falling collar over shoulders at ``top``."""
    t = top
    return [path(f"M98,{num(t - 2)} Q120,{num(t + 16)} 142,{num(t - 2)} L148,{num(t + 6)} "
                 f"Q120,{num(t + 28)} 92,{num(t + 6)} Z", WHITE, OUT, 1.2)]


def _jack(suit: str, mantle: str, tunic: str, trim: str, motif: str, face: list[str], cap: list[str],
          hy: float, top: float, cut: tuple[float, float, float] = (18, 52, 38)) -> list[str]:
    """The robe (shoulders at ``top``), the collar, the head (centre at
    ``hy``) and the cap every Jack shares; ``cut`` is the robe's front
    panel, hems and shoulders' rise (:func:`shoulders`)."""
    return [*shoulders(mantle, tunic, trim, motif, "chevrons", top, *cut, LEANS["J", suit]), *_collar(top),
            place(face, 120, hy, HEAD_SCALE), place(cap, 120, hy - 18, HAT_SCALE)]


def jack_spades() -> Figure:
    """In profile looking right, a pike held upright before his shoulder,
    its staff running down across the divide."""
    body = _jack("S", RED, BLUE, YEL, "zigzag", [mirror(profile_face("#3a2414"), 0)],
                 [mirror(jack_cap(BLK, YEL, RED), 0)], 76, 102, (14, 48, 32))
    body += sleeve("M96,106 Q74,118 78,138", RED)
    return Figure(body, [Held(held(pike(50), (0, 0), (78, 142)), hand(78, 142, 90), crosses=True)])


def jack_hearts() -> Figure:
    """In profile looking left, a long leaf raised in his hand."""
    body = _jack("H", YEL, RED, BLUE, "dots", profile_face("#c8923a"), jack_cap(RED, BLUE, WHITE), 74, 100)
    body += sleeve("M144,104 Q168,118 160,98", YEL)
    return Figure(body, [Held(held(leaf(), (0, 0), (160, 96), 10), hand(160, 96, 100))])


def jack_diamonds() -> Figure:
    """Full face, a halberd held upright at his side, its haft running
    down across the divide."""
    body = _jack("D", BLUE, RED, YEL, "bars", front_face(-0.6, "#8a4a20", locks="bob"),
                 jack_cap(RED, YEL, WHITE, True), 80, 106, (24, 58, 44))
    body += sleeve("M96,110 Q72,122 74,140", BLUE)
    return Figure(body, [Held(held(halberd(54), (0, 0), (74, 144)), hand(74, 144, 90), crosses=True)])


def jack_clubs() -> Figure:
    """Full face, an arrow held up in his hand, a plume in his cap."""
    body = _jack("C", BLK, YEL, RED, "dots", front_face(0.6, "#c8923a", locks="bob"),
                 jack_cap(BLUE, RED, YEL), 80, 106)
    body += sleeve("M144,110 Q166,126 150,140", RED)
    return Figure(body, [Held(held(arrow(), (0, 0), (150, 140), 8), hand(150, 140, 100))])


JACKS: dict[str, Callable[[], Figure]] = {
    "S": jack_spades, "H": jack_hearts, "D": jack_diamonds, "C": jack_clubs}
