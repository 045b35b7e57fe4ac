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
          hy: float, top: float) -> list[str]:
    """The robe (shoulders at ``top``), the collar, the head (centre at
    ``hy``) and the cap every Jack shares."""
    return [*shoulders(mantle, tunic, trim, motif, "chevrons", top, lean=LEANS["J", suit]), *_collar(top),
            place(face, 120, hy, HEAD_SCALE), place(cap, 120, hy - 22, HAT_SCALE)]


def jack_spades() -> list[str]:
    """In profile looking right, a pike held upright behind him."""
    out = [held(pike(), (0, 0), (78, 150))]
    out += _jack("S", RED, BLUE, YEL, "zigzag", [mirror(profile_face("#3a2414"), 0)],
                 [mirror(jack_cap(BLK, YEL, RED), 0)], 82, 112)
    out += sleeve("M96,116 Q76,130 78,146", RED)
    return [*out, hand(78, 150, 90)]


def jack_hearts() -> list[str]:
    """In profile looking left, a long leaf raised in his hand."""
    out = _jack("H", YEL, RED, BLUE, "dots", profile_face("#c8923a"), jack_cap(RED, BLUE, WHITE), 78, 108)
    out += sleeve("M144,110 Q166,126 160,106", YEL)
    return [*out, held(leaf(), (0, 0), (160, 104), 10), hand(160, 104, 100)]


def jack_diamonds() -> list[str]:
    """Full face, a halberd held upright at his side."""
    out = [held(halberd(), (0, 0), (74, 154))]
    out += _jack("D", BLUE, RED, YEL, "bars", front_face(-0.6, "#8a4a20", locks="bob"),
                 jack_cap(RED, YEL, WHITE, True), 88, 118)
    out += sleeve("M96,122 Q74,136 74,150", BLUE)
    return [*out, hand(74, 154, 90)]


def jack_clubs() -> list[str]:
    """Full face, an arrow held up in his hand, a plume in his cap."""
    out = _jack("C", BLK, YEL, RED, "dots", front_face(0.6, "#c8923a", locks="bob"), jack_cap(BLUE, RED, YEL), 90, 120)
    out += sleeve("M144,124 Q164,140 150,152", RED)
    return [*out, held(arrow(), (0, 0), (150, 152), 8), hand(150, 152, 100)]


JACKS: dict[str, Callable[[], list[str]]] = {
    "S": jack_spades, "H": jack_hearts, "D": jack_diamonds, "C": jack_clubs}
