"""The four Fanti: young men standing full length, each in his own stance,
doublet, hose and hat, each holding his suit's sign in his own way.

A Fante is drawn facing right; those who face left are mirrored whole.
"""

from __future__ import annotations

from .court_faces import PIACENTINE
from .figures import fist, turned_head
from .italian_court_parts import (
    arm,
    club_in_hand,
    coin_at,
    cup_by_stem,
    folds,
    ground,
    leg,
    mirrored,
    palm,
    patterned,
    shoe,
    sword_in_hand,
)
from .italian_doublets import belted_tunic, jerkin, long_coat, shoulder_cape
from .italian_headgear import beret, brimmed_hat, pointed_cap
from .palette import GOLD, ITALIAN_COL, OUT, WHITE
from .svg import ellipse, path

RED, BLUE, GREEN, PURPLE = "#c0222c", "#2f5f8f", "#3e8e41", "#6a4a8a"


def fante_of_swords() -> list[str]:
    """Legs set apart, a plumed beret, a blue jerkin over a pleated skirt and
    parti-coloured hose;
    the sword stands point down before him, both hands on its pommel."""
    blue = ITALIAN_COL["S"]["main"]
    out = [*ground(),
           *patterned([(104, 100), (82, 150), (80, 226), (96, 228), (108, 140)], "#8a3a3a", GOLD, "lozenge", 10),
           *leg([(112, 200), (100, 260), (92, 316)], RED, 12), *leg([(130, 200), (142, 260), (150, 316)], GOLD, 12),
           shoe(92, 322, -1), shoe(150, 322, 1),
           *jerkin(blue, GOLD, 214, 4),
           sword_in_hand(140, (121, 200), 180),
           *arm([(102, 110), (100, 160), (116, 194)], blue), *arm([(140, 110), (144, 160), (126, 194)], blue),
           fist(121, 190, 0, 6.5), fist(121, 200, 0, 6.5)]
    out += turned_head(120, 76, 16, 1, "#5a3a1e", "long", face=PIACENTINE["JS"])
    return out + beret(120, 76, 16, RED, 1, WHITE)


def fante_of_cups() -> list[str]:
    """Striding out under a broad hat, a red coat open over a white tunic
    to below the knee and a green cloak blown back; the cup held high in his leading hand."""
    red = ITALIAN_COL["H"]["main"]
    out = [*ground(),
           *patterned([(102, 100), (70, 120), (58, 200), (66, 250), (92, 226), (110, 140)], GREEN, GOLD, "flower", 12),
           folds("M92,130 Q74,180 68,236 M100,150 Q88,196 82,230", GREEN, 1.3),
           *leg([(110, 210), (90, 262), (78, 312)], BLUE, 12), *leg([(132, 210), (148, 262), (160, 314)], BLUE, 12),
           shoe(76, 318, 1), shoe(162, 320, 1),
           *long_coat(red, GOLD, "#f4efe0", 252, 10),
           *arm([(102, 110), (88, 156), (74, 188)], red), palm(72, 194, 200)]
    out += turned_head(122, 76, 16, 1, "#2b2118", "long", face=PIACENTINE["JH"])
    out += brimmed_hat(122, 76, 16, "#2f5f8f", GOLD, 1)
    return out + [cup_by_stem((158, 74), 0.5),
                  *arm([(142, 110), (166, 112), (158, 78)], red), fist(158, 74, 0, 6.5)]


def fante_of_coins() -> list[str]:
    """Ankles crossed, leaning on one leg, in a pointed cap and a loose gold
    tunic bloused over a red sash, with puffed red sleeves; the coin shown before his belt in both hands."""
    gold = ITALIAN_COL["D"]["main"]
    out = [*ground(),
           *leg([(130, 200), (126, 262), (128, 316)], PURPLE, 12), *leg([(112, 200), (116, 262), (138, 314)], BLUE, 12),
           shoe(126, 322, 1), shoe(138, 320, -1),
           *belted_tunic(gold, RED, 214),
           ellipse(100, 118, 12, 14, RED, OUT, 1.5), ellipse(142, 118, 12, 14, RED, OUT, 1.5),
           path("M94,112 L104,126 M136,112 L146,126", None, GOLD, 2)]
    out += turned_head(122, 76, 16, 1, "#9a6b34", "long", face=PIACENTINE["JD"])
    out += pointed_cap(122, 76, 16, GREEN, 1, WHITE)
    return out + [*arm([(100, 124), (96, 170), (110, 186)], gold), *arm([(142, 124), (150, 170), (136, 186)], gold),
                  coin_at((122, 190), 0.48), palm(104, 194, 60), palm(140, 194, -60)]


def fante_of_batons() -> list[str]:
    """Bareheaded, curly and leaf-crowned, a red dagged cape over his
    shoulders, a hand on his hip; leaning on a
    tall club that stands on its thin end beside him, like a staff."""
    green = ITALIAN_COL["C"]["main"]
    out = [*ground(),
           *patterned([(104, 100), (84, 140), (86, 200), (104, 206), (112, 130)], RED, GOLD, "lozenge", 10),
           *leg([(112, 204), (104, 262), (100, 316)], GOLD, 12), *leg([(130, 204), (134, 262), (136, 316)], RED, 12),
           path("M96,282 L110,282 L106,322 L94,322 Z M128,282 L142,282 L142,322 L130,322 Z",
                ITALIAN_COL["C"]["dark"], OUT, 1.2),
           shoe(100, 324, 1, ITALIAN_COL["C"]["dark"]), shoe(138, 324, 1, ITALIAN_COL["C"]["dark"]),
           *jerkin(green, GOLD, 206, 0, pleated=False),
           club_in_hand(194, (159, 172), 1, 1, 0.78, 0.8),
           *arm([(102, 110), (84, 150), (100, 178)], green), *arm([(140, 110), (160, 140), (157, 168)], green),
           *shoulder_cape(RED, GOLD), fist(102, 178, 120), fist(159, 172, 1)]
    out += turned_head(122, 76, 16, 1, "#7a4a20", "curly", face=PIACENTINE["JC"])
    return out + [ellipse(122 + dx * 16, 76 - 16 + dy, 5, 2.6, GREEN, OUT, 0.9, f' transform="rotate({rot} '
                          f'{122 + dx * 16:g} {76 - 16 + dy:g})"')
                  for dx, dy, rot in ((-0.9, 4, -50), (-0.45, -2, -20), (0.05, -4, 0), (0.55, -1, 25))]


FANTI = {"S": (fante_of_swords, 1), "H": (fante_of_cups, -1), "D": (fante_of_coins, 1),
         "C": (fante_of_batons, -1)}


def fante_figure(suit: str) -> list[str]:
    """The Fante of ``suit`` alone."""
    draw, facing = FANTI[suit]
    parts = draw()
    return [mirrored(parts)] if facing < 0 else parts
