"""The four Kings of the English pattern, each the top half of a double-ended card.

Spades holds his sword upright; Hearts, the "suicide king", swings his
sword behind his head; Diamonds is the one in profile, with an axe; Clubs
holds the orb.  Every half is drawn in the card's frame (55..185 x 19..180).
"""

from __future__ import annotations

from collections.abc import Callable

from .french_attributes import axe, orb, sword
from .french_court_parts import (
    BLK,
    BLUE,
    HAT_SCALE,
    HEAD_SCALE,
    LEANS,
    RED,
    YEL,
    ermine,
    hand,
    shoulders,
    sleeve,
)
from .french_headgear import king_crown
from .french_heads import front_face, profile_face
from .svg import held, place


def _king(suit: str, mantle: str, tunic: str, trim: str, motif: str, face: list[str], cap: str,
          jewels: tuple[str, str], hy: float, top: float, cut: tuple[float, float, float] = (18, 56, 30)) -> list[str]:
    """The robe (shoulders at ``top``), the ermine, the head (centre at
    ``hy``) and the crown that every King shares; ``cut`` is the robe's
    front panel, hems and shoulders' fall (:func:`shoulders`)."""
    return [*shoulders(mantle, tunic, trim, motif, "diamonds", top, *cut, LEANS["K", suit]), *ermine(top + 16),
            place(face, 120, hy, HEAD_SCALE), place(king_crown(cap, jewels, suit in "SC"), 120, hy - 24, HAT_SCALE)]


def king_spades() -> list[str]:
    """Sword held upright at his side, the hilt at his chest."""
    out = [held(sword(130), (0, 0), (160, 148))]
    out += _king("S", BLUE, YEL, RED, "dots", front_face(0.5, "#4a2e18", "#4a2e18"), RED, (RED, BLUE), 82, 108)
    out += sleeve("M146,112 Q164,122 160,144", BLUE)
    out += sleeve("M98,114 Q82,134 104,150", BLUE)
    return [*out, hand(160, 148, 90), hand(106, 150, -20)]


def king_hearts() -> list[str]:
    """The "suicide king": his raised hand swings the sword behind his head."""
    out = [held(sword(118), (0, 0), (166, 48), -128)]
    face = front_face(-0.6, "#b8862c", "#b8862c", moustache=False)
    out += _king("H", RED, BLUE, YEL, "zigzag", face, BLUE, (BLUE, RED), 86, 116, (14, 60, 40))
    out += sleeve("M148,120 C172,108 172,74 166,56", RED)
    out += sleeve("M96,122 Q78,146 100,160", RED)
    return [*out, hand(166, 50, 0), hand(102, 160, -30)]


def king_diamonds() -> list[str]:
    """The one King seen in profile, his axe held upright behind him."""
    out = [held(axe(), (0, 0), (157, 160))]
    face = profile_face("#9c9c9c", "#b5b5b5")
    out += _king("D", YEL, RED, BLUE, "bars", face, BLUE, (RED, BLUE), 84, 112, (25, 48, 22))
    out += sleeve("M144,116 Q162,134 157,156", RED)
    out += sleeve("M98,118 Q80,134 92,152", RED)
    return [*out, hand(157, 160, 90), hand(94, 154, 0)]


def king_clubs() -> list[str]:
    """The orb held up in one hand, the other hand on his breast."""
    out = _king("C", BLK, RED, YEL, "dots", front_face(0.4, "#8a4a20", "#8a4a20"), RED, (YEL, BLUE), 90, 120)
    out += sleeve("M96,124 Q72,136 78,150", BLK)
    out += sleeve("M144,124 Q162,142 138,158", BLK)
    return [*out, held(orb(), (0, 0), (78, 148), 0, 1.3), hand(78, 150, 90), hand(136, 158, 30)]


KINGS: dict[str, Callable[[], list[str]]] = {
    "S": king_spades, "H": king_hearts, "D": king_diamonds, "C": king_clubs}
