"""The four Napoletane Fanti, whom Neapolitan players also call the "Donna":
young women in long gowns, each of her own cut, hair and pose, each holding
her suit's sign in her own way.  The Fante of Swords holds her long sword
point down in one hand and a green branch in the other.

Every Fante is drawn facing right, her feet at y = 326; ``napoletane_courts``
turns, scales and sets her on her platform.
"""

from __future__ import annotations

from .court_faces import NAPOLETANE
from .figures import fist, turned_head
from .head_features import Face
from .italian_court_parts import (
    Point,
    arm,
    border,
    club_in_hand,
    coin_at,
    cup_by_stem,
    folds,
    palm,
    patterned,
    robe,
    shade,
    shoe,
    sword_in_hand,
)
from .palette import GOLD, GOLD_DK, ITALIAN_COL, OUT, WHITE
from .svg import circle, ellipse, path, place

RED, BLUE, GREEN, ORANGE = "#c0222c", "#2f5f8f", "#3e8e41", "#d9782a"
LINEN = "#f4efe0"
LEAF, LEAF_DK = "#5fa045", "#2f5a22"


def _bodice(colour: str, lace: str, top: float = 100, waist: float = 176) -> list[str]:
    """A laced bodice from the shoulders (``top``) to the ``waist``, a white shift at the neck."""
    return [robe([(106, top), (98, top + 20), (102, waist), (122, waist + 6), (142, waist), (146, top + 20),
                  (138, top), (122, top + 6)], colour, 1.6),
            path(f"M116,{top + 14} V{waist - 4} M128,{top + 14} V{waist - 4}", None, shade(colour, 0.6), 1),
            path("M" + " L".join(f"{116 + 12 * (i % 2)},{top + 14 + i * (waist - top - 18) / 6:g}"
                                     for i in range(7)), None, lace, 1.4),
            path(f"M102,{waist} Q122,{waist + 10} 142,{waist}", None, lace, 4),
            path(f"M108,{top + 4} Q122,{top + 18} 136,{top + 4}", None, WHITE, 3)]


def _skirt(points: list[Point], colour: str, motif: str, hem: list[Point], trim: str, fold: str) -> list[str]:
    return [*patterned(points, colour, shade(colour, 0.72), motif, 12), folds(fold, colour, 1.3),
            *border(hem, trim, 6)]


def _head(cx: float, cy: float, hair: str, band: str, face: Face, cut: str = "curly") -> list[str]:
    """Her head, hair loose, a ribbon tied over it."""
    return [*turned_head(cx, cy, 16, 1, hair, cut, face=face),
            path(f"M{cx - 14},{cy - 12} Q{cx},{cy - 22} {cx + 16},{cy - 14}", None, band, 3.5),
            circle(cx - 14, cy - 10, 3, band, OUT, 0.8)]


def fante_of_swords() -> list[str]:
    """In a narrow blue gown falling straight to her feet; the long sword
    held point down before her in one hand, a green branch in the other."""
    out = [*_skirt([(108, 172), (100, 240), (96, 324), (148, 324), (144, 240), (138, 172)], BLUE, "flower",
                   [(97, 318), (122, 324), (147, 318)], GOLD, "M112,190 Q106,250 104,316 M132,190 Q138,250 140,316"),
           shoe(116, 328, 1), *_bodice(LINEN, RED), *_head(122, 76, "#5a3a1e", RED, NAPOLETANE["JS"], "long")]
    branch = [path("M0,0 Q-4,-30 2,-62", None, "#6b4a2a", 3)]
    branch += [ellipse(dx, dy, 4.2, 9, LEAF, LEAF_DK, 1.1, f' transform="rotate({r} {dx} {dy})"')
               for dx, dy, r in ((-6, -16, -40), (6, -26, 40), (-5, -38, -35), (6, -48, 35), (2, -64, 0))]
    return [*out, sword_in_hand(196, (150, 160), 180), *arm([(142, 110), (152, 136), (150, 156)], BLUE, 11),
            fist(150, 160, 0), place(branch, 88, 150, 1.1, -14), *arm([(102, 110), (88, 130), (88, 150)], BLUE, 11),
            fist(88, 152, -14)]


def fante_of_cups() -> list[str]:
    """In a wide red gown over a white apron, the cup held up before her
    by its stem, her other hand under its foot."""
    out = [*_skirt([(104, 174), (86, 240), (74, 324), (170, 324), (158, 240), (140, 174)], RED, "pomegranate",
                   [(76, 318), (122, 326), (168, 318)], GOLD, "M96,200 Q82,260 78,316 M148,200 Q162,260 166,316"),
           robe([(112, 182), (106, 300), (122, 306), (138, 300), (132, 182)], WHITE, 1.4),
           path("M110,240 H134 M108,270 H136", None, shade(WHITE, 0.8), 1),
           *_bodice(GOLD, GREEN, 102, 176), *_head(120, 78, "#2b2118", GREEN, NAPOLETANE["JH"])]
    return [*out, *arm([(104, 112), (96, 154), (124, 168)], RED, 11),
            *arm([(140, 112), (158, 158), (146, 188)], RED, 11), cup_by_stem((132, 166), 0.62, 4),
            fist(132, 166), palm(138, 188, -90)]


def fante_of_coins() -> list[str]:
    """In a green gown whose train sweeps out behind her, fair curls under a
    red ribbon; the coin raised beside her head."""
    out = [*_skirt([(106, 174), (92, 240), (70, 300), (44, 326), (152, 326), (148, 240), (138, 174)], GREEN,
                   "flower", [(46, 322), (100, 326), (150, 320)], GOLD,
                   "M100,200 Q86,260 60,318 M120,196 Q114,260 104,320 M138,196 Q144,260 146,316"),
           shoe(140, 330, 1), *_bodice(ITALIAN_COL["D"]["main"], RED, 100, 174),
           *_head(124, 74, "#b07a3a", RED, NAPOLETANE["JD"])]
    return [*out, coin_at((168, 62), 0.42), *arm([(142, 110), (164, 108), (166, 84)], GREEN, 11),
            palm(166, 82, 0), *arm([(102, 110), (96, 150), (108, 176)], GREEN, 11), fist(110, 178, 100)]


def fante_of_batons() -> list[str]:
    """In an orange gown to mid-calf and a blue shawl over her shoulders; her
    club shouldered, her other hand at her waist."""
    out = [*_skirt([(104, 176), (94, 230), (86, 294), (158, 294), (150, 230), (140, 176)], ORANGE, "lozenge",
                   [(87, 290), (122, 296), (157, 290)], BLUE, "M104,200 Q96,250 94,288 M140,200 Q148,250 150,288"),
           path("M108,294 L106,320 M136,294 L138,320", None, OUT, 9), path("M108,294 L106,320 M136,294 L138,320",
                                                                          None, WHITE, 6),
           shoe(104, 326, 1), shoe(140, 326, 1), *_bodice(LINEN, BLUE, 100, 176),
           robe([(100, 100), (84, 124), (92, 150), (122, 138), (152, 150), (160, 124), (144, 100), (122, 110)],
                BLUE, 1.5),
           path("M92,146 l-4,8 M100,144 l-2,9 M144,144 l2,9 M152,146 l4,8", None, GOLD_DK, 1.6),
           *_head(122, 76, "#7a4a20", GOLD, NAPOLETANE["JC"], "long")]
    return [*out, club_in_hand(150, (136, 148), 22, 5, 0.16, 0.9),
            *arm([(140, 112), (152, 146), (136, 148)], ORANGE, 11), fist(136, 148, 22),
            *arm([(102, 112), (92, 150), (104, 174)], ORANGE, 11), fist(106, 176, 110), circle(122, 112, 3, GOLD)]


# the suit's Fante and the way she faces (1: right), her scale and lean (degrees)
FANTI = {"S": (fante_of_swords, -1), "H": (fante_of_cups, 1), "D": (fante_of_coins, 1), "C": (fante_of_batons, 1)}
FANTE_STANCE = {"S": (1.08, 2.0), "H": (1.08, 0.0), "D": (1.07, -2.5), "C": (1.05, 3.0)}
