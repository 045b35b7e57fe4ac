"""The four Napoletane Re: the courts in a mantle, each of his own build,
mantle, gown, beard and pose, under a tall open crown.

Every Re is drawn facing right, his feet at y = 326; ``napoletane_courts``
turns, scales and sets him on his platform.
"""

from __future__ import annotations

from .court_faces import NAPOLETANE
from .figures import fist, turned_head
from .italian_court_parts import (
    Point,
    arm,
    border,
    club_in_hand,
    coin_at,
    cup_on,
    folds,
    leg,
    palm,
    patterned,
    robe,
    shade,
    shoe,
    sword_in_hand,
)
from .napoletane_parts import tall_crown
from .palette import BLACK, GOLD, GOLD_DK, ITALIAN_COL, WHITE
from .svg import circle, path, place, rect

RED, BLUE, GREEN, PURPLE = "#c0222c", "#2f5f8f", "#3e8e41", "#6a4a8a"
LINEN = "#f4efe0"


def _mantle(points: list[Point], colour: str, lining: list[Point] | None = None) -> list[str]:
    """A mantle through ``points`` woven with small lozenges, its pale lining
    showing through ``lining`` where it turns back."""
    out = [*patterned(points, colour, shade(colour, 0.72), "lozenge", 12)]
    return out + ([robe(lining, LINEN, 1.4)] if lining else [])


def _collar(cx: float, y: float, jewel: str) -> list[str]:
    """A gold collar across the shoulders, set with five stones."""
    return [robe([(cx - 23, y), (cx, y - 8), (cx + 23, y), (cx + 25, y + 14), (cx, y + 20), (cx - 25, y + 14)],
                 GOLD, 1.3), *(circle(cx - 16 + 8 * i, y + 10 + (3 if 0 < i < 4 else 0), 2, jewel) for i in range(5))]


def king_of_swords() -> list[str]:
    """Old and grey, in a long blue gown to his feet; a red mantle thrown over
    his back shoulder falls behind him to the ground; the sword laid back over
    his shoulder, his other hand open on his breast."""
    out = [*_mantle([(104, 96), (80, 116), (64, 200), (54, 300), (66, 324), (112, 324), (100, 220), (112, 130)], RED,
                    [(100, 220), (96, 290), (112, 324), (106, 260)]),
           folds("M76,180 Q66,250 64,314 M90,170 Q82,240 84,316", RED, 1.4),
           *patterned([(110, 100), (98, 150), (96, 240), (94, 324), (148, 324), (146, 240), (142, 150), (132, 100)],
                      BLUE, GOLD, "flower", 13),
           *border([(95, 318), (121, 324), (147, 318)], GOLD, 7), *border([(121, 124), (121, 312)], GOLD, 6, RED),
           shoe(112, 328, 1), *_collar(121, 104, RED)]
    out += turned_head(120, 80, 17, 1, "#8d8478", "long", "long", 2, face=NAPOLETANE["KS"])
    return [*out, *tall_crown(119, 80, 17, BLUE), *arm([(102, 114), (96, 160), (114, 152)], BLUE, 12),
            palm(118, 150, 60), sword_in_hand(126, (160, 160), 16),
            *arm([(140, 112), (154, 146), (158, 162)], BLUE, 12), fist(160, 160, 16)]


def king_of_cups() -> list[str]:
    """Black-bearded, in a gold gown under a purple mantle spread wide behind
    him to the ground; the cup lifted high on his open hand, the other fist
    gathering the mantle at his side."""
    gold = ITALIAN_COL["D"]["main"]
    out = [*_mantle([(100, 100), (72, 150), (64, 250), (66, 324), (174, 324), (172, 250), (164, 150), (142, 100)],
                    PURPLE),
           folds("M78,170 Q70,250 74,318 M164,170 Q170,250 166,318", PURPLE, 1.4),
           *patterned([(108, 104), (104, 160), (102, 240), (98, 324), (146, 324), (142, 240), (140, 160), (134, 104)],
                      gold, shade(ITALIAN_COL["D"]["dark"], 1.1), "pomegranate", 12),
           *border([(99, 318), (122, 324), (145, 318)], RED, 6, GOLD), shoe(108, 328, -1), shoe(136, 328, 1),
           *border([(104, 196), (122, 200), (140, 196)], RED, 6, GOLD), *_collar(121, 102, RED)]
    out += turned_head(121, 80, 17, 1, "#2b2118", "short", "short", 1, face=NAPOLETANE["KH"])
    return [*out, *tall_crown(121, 80, 17, RED), *arm([(102, 114), (80, 168), (82, 206)], PURPLE, 12),
            fist(84, 210, 170), *arm([(140, 112), (160, 118), (158, 92)], gold, 12), palm(158, 88, 10),
            cup_on((158, 82), 0.52)]


def king_of_coins() -> list[str]:
    """Fair and fork-bearded, wrapped in a long green mantle closed at his
    throat, a red gown showing below it; a short sceptre in one hand, the coin
    held out at his shoulder in the other."""
    out = [*patterned([(112, 230), (100, 324), (150, 324), (134, 230)], RED, GOLD, "lozenge", 10),
           shoe(112, 328, 1), shoe(138, 328, 1),
           *_mantle([(104, 98), (86, 130), (80, 220), (76, 322), (112, 320), (124, 232), (140, 320), (160, 322),
                     (158, 220), (152, 130), (138, 98)], GREEN, [(124, 232), (112, 320), (118, 320)]),
           folds("M92,160 Q86,240 86,314 M148,160 Q154,240 152,314", GREEN, 1.4),
           *border([(86, 130), (82, 220), (78, 318)], GOLD, 5), *border([(152, 130), (156, 220), (158, 318)], GOLD, 5),
           *_collar(121, 102, GREEN), circle(121, 124, 5, GOLD, GOLD_DK, 1.2)]
    out += turned_head(120, 78, 17, 1, "#c08a3e", "curly", "forked", 1, face=NAPOLETANE["KD"])
    sceptre = [rect(-3, -70, 6, 120, GOLD, GOLD_DK, 1.4), circle(0, -74, 7, GOLD, GOLD_DK, 1.4), circle(0, -74, 3, RED)]
    return [*out, *tall_crown(120, 78, 17, GREEN), place(sceptre, 90, 190, 1.0, -6),
            *arm([(102, 114), (86, 160), (90, 192)], GREEN, 13), fist(90, 194, -6), coin_at((166, 116), 0.42),
            *arm([(140, 112), (160, 150), (164, 134)], GREEN, 13), palm(164, 132, 0)]


def king_of_batons() -> list[str]:
    """Brown-bearded, in a green gown to the knee over red hose and boots, a
    blue mantle open and flaring from both shoulders; leaning on his club set
    on the ground like a staff, his other fist on his hip."""
    dark = ITALIAN_COL["C"]["dark"]
    out = [*_mantle([(98, 100), (76, 160), (66, 250), (70, 324), (94, 318), (100, 220), (144, 220), (150, 318),
                     (176, 322), (172, 250), (160, 160), (144, 100)], BLUE),
           folds("M78,200 Q72,260 76,318 M164,200 Q170,260 168,318", BLUE, 1.4),
           *leg([(112, 240), (108, 282), (106, 318)], RED, 12), *leg([(132, 240), (136, 282), (138, 318)], RED, 12),
           path("M100,290 L114,290 L112,322 L98,322 Z M130,290 L144,290 L146,322 L132,322 Z", dark, BLACK, 1.2),
           shoe(104, 326, 1, dark), shoe(142, 326, 1, dark),
           *patterned([(110, 100), (96, 140), (94, 200), (90, 256), (122, 262), (154, 256), (150, 200), (148, 140),
                       (134, 100)], GREEN, shade(GREEN, 0.66), "flower", 12),
           *border([(90, 252), (122, 260), (154, 252)], GOLD, 6), path("M96,196 Q122,204 150,196", None, GOLD, 5),
           robe([(98, 100), (122, 94), (146, 100), (150, 116), (122, 124), (94, 116)], WHITE, 1.3),
           *(circle(x, 112, 1.6, BLACK) for x in (104, 116, 128, 140))]
    out += turned_head(122, 78, 17, 1, "#6a4224", "long", "short", 1, face=NAPOLETANE["KC"])
    return [*out, *tall_crown(122, 78, 17, RED), *arm([(102, 114), (84, 150), (100, 184)], GREEN, 12),
            fist(102, 188, 120), club_in_hand(214, (162, 160), 2, 4, 0.62, 0.9),
            *arm([(142, 112), (160, 136), (160, 156)], GREEN, 12), fist(162, 160, 2)]


# the suit's Re and the way he faces (1: right)
KINGS = {"S": (king_of_swords, 1), "H": (king_of_cups, 1), "D": (king_of_coins, -1), "C": (king_of_batons, -1)}
# and his stance on the platform: scale and lean (degrees)
KING_STANCE = {"S": (1.1, -2.0), "H": (1.08, 0.0), "D": (1.07, 2.0), "C": (1.04, 2.5)}
