"""The four Kings of the English pattern, each the top half of a double-ended card.

Spades holds his sword upright; Hearts, the "suicide king", swings his
sword behind his head; Diamonds is the one in profile, with an axe; Clubs
holds the orb and a sword.  Every half is drawn in the card's frame (55..185 x 19..180).
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
    Figure,
    Held,
    ermine,
    hand,
    mirror,
    shoulders,
    sleeve,
)
from .french_headgear import king_crown
from .french_heads import front_face, profile_face
from .svg import held, place


def _king(suit: str, mantle: str, tunic: str, trim: str, motif: str, face: list[str], cap: str,
          jewels: tuple[str, str], hy: float, top: float, cut: tuple[float, float, float] = (18, 52, 42)) -> list[str]:
    """The robe (shoulders at ``top``), the ermine, the head (centre at
    ``hy``) and the crown that every King shares; ``cut`` is the robe's
    front panel, hems and shoulders' rise (:func:`shoulders`)."""
    return [*shoulders(mantle, tunic, trim, motif, "diamonds", top, *cut, LEANS["K", suit]), *ermine(top, cut[2]),
            place(face, 120, hy, HEAD_SCALE), place(king_crown(cap, jewels, suit in "SC"), 120, hy - 19, HAT_SCALE)]


def king_spades() -> Figure:
    """Sword held upright before his shoulder, the blade rising into the
    corner, his other hand on his breast."""
    body = _king("S", BLUE, YEL, RED, "dots", front_face(0.5, "#4a2e18", "#4a2e18"), RED, (RED, BLUE), 78, 104)
    body += sleeve("M96,108 Q72,118 80,140", BLUE)
    body += sleeve("M142,110 Q158,132 136,146", BLUE)
    return Figure(body, [Held(held(sword(118), (0, 0), (80, 144)), hand(80, 144, 90))], [hand(134, 148, 20)])


def king_hearts() -> Figure:
    """The "suicide king": his raised hand swings the sword behind his head."""
    face = front_face(-0.6, "#b8862c", "#b8862c", moustache=False)
    body = _king("H", RED, BLUE, YEL, "zigzag", face, BLUE, (BLUE, RED), 80, 106, (14, 54, 42))
    body += sleeve("M146,110 C170,98 172,74 165,56", RED)
    body += sleeve("M96,112 Q78,136 100,150", RED)
    return Figure(body, [Held(held(sword(112), (0, 0), (164, 46), -128), hand(164, 46, 0), behind=True)],
                  [hand(102, 150, -30)])


def king_diamonds() -> Figure:
    """The one King seen in profile, "the man with the axe": its blade at
    the back of his head, turned towards him, its haft running down across
    the divide."""
    face = profile_face("#9c9c9c", "#b5b5b5")
    body = _king("D", YEL, RED, BLUE, "bars", face, BLUE, (RED, BLUE), 78, 104, (24, 48, 42))
    body += sleeve("M144,108 Q170,122 164,142", RED)
    body += sleeve("M98,110 Q80,128 92,146", RED)
    return Figure(body, [Held(held([mirror(axe(64), 0)], (0, 0), (164, 146)), hand(164, 146, 90), crosses=True)],
                  [hand(94, 148, 0)])


def king_clubs() -> Figure:
    """The orb held up on one palm, a sword upright in the other hand."""
    body = _king("C", BLK, RED, YEL, "dots", front_face(0.4, "#8a4a20", "#8a4a20"), RED, (YEL, BLUE), 80, 106)
    body += sleeve("M96,110 Q72,114 82,124", BLK)
    body += sleeve("M144,110 Q166,126 150,146", BLK)
    return Figure(body, [Held(held(orb(), (0, 0), (82, 126), 0, 1.3), hand(82, 122, 90)),
                         Held(held(sword(110), (0, 0), (150, 148), 10), hand(150, 148, 100))])


KINGS: dict[str, Callable[[], Figure]] = {
    "S": king_spades, "H": king_hearts, "D": king_diamonds, "C": king_clubs}
