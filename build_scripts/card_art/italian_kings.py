"""The four Re, standing full length as on Piacentine and Napoletane packs,
each a drawing of its own: his pose, robes, crown, hair and beard, and the
way he holds his suit's sign.

Every King is drawn facing right; those who face left are mirrored whole.
"""

from __future__ import annotations

from .court_faces import PIACENTINE
from .figures import fist, turned_head
from .italian_court_parts import (
    arm,
    border,
    club_in_hand,
    coin_in_hand,
    cup_by_stem,
    folds,
    ground,
    leg,
    mirrored,
    palm,
    patterned,
    robe,
    shade,
    shoe,
    sword_in_hand,
)
from .italian_headgear import capped_crown, leaf_crown, lily_crown, spiked_crown
from .palette import BLACK, GOLD, GOLD_DK, ITALIAN_COL, OUT, WHITE
from .svg import circle, path, rect

GREY_BEARD, DARK_HAIR, FAIR_HAIR, BROWN_HAIR = "#8d8478", "#2b2118", "#c08a3e", "#6a4224"
PURPLE, RED, GREEN, BLUE = "#6a4a8a", "#c0222c", "#3e8e41", "#2f5f8f"
# The King of Cups' sleeve, a light green apart from his red gown and his mantle.
SLEEVE = "#7fb86a"


def ermine(points: list[tuple[float, float]], tails: list[tuple[float, float]]) -> list[str]:
    """A white fur collar through ``points``, dotted with black tails."""
    return [robe(points, WHITE, 1.5),
            *(path(f"M{x - 2:g},{y:g} Q{x:g},{y - 2:g} {x + 2:g},{y:g} L{x:g},{y + 6:g} Z", BLACK, BLACK, 0.6)
              for x, y in tails)]


def king_of_swords() -> list[str]:
    """Old and grey, in a long blue gown woven with gold flowers under a red
    cloak thrown over one shoulder; the sword held upright before him, the
    other hand on his belt."""
    blue = ITALIAN_COL["S"]["main"]
    out = [*ground(),
           *patterned([(104, 100), (80, 128), (66, 232), (68, 314), (96, 306), (100, 210), (112, 120)], "#8a3a3a",
                      shade("#8a3a3a", 0.7), "pomegranate", 15),
           folds("M86,150 Q76,220 76,300 M96,160 Q88,230 88,300", "#8a3a3a"),
           shoe(104, 326, 1), shoe(134, 324, 1),
           *patterned([(110, 100), (94, 110), (90, 160), (86, 240), (82, 318), (122, 324), (160, 316),
                       (152, 240), (148, 160), (142, 108), (128, 100)], blue, GOLD, "flower", 13),
           folds("M100,206 Q96,260 92,312 M144,206 Q148,260 152,310", blue, 1.4),
           *border([(121, 120), (121, 184)], GOLD, 9), *border([(121, 200), (122, 314)], GOLD, 11),
           *border([(84, 310), (122, 318), (160, 310)], GOLD, 9, "#c0222c"),
           robe([(90, 184), (120, 190), (150, 184), (150, 194), (120, 200), (90, 194)], GOLD, 1.3),
           *ermine([(96, 104), (120, 98), (146, 104), (150, 122), (120, 132), (92, 124)],
                   [(102, 114), (116, 122), (132, 120), (144, 112)]),
           *arm([(100, 114), (86, 150), (102, 180)], blue, 13), fist(104, 186, 120),
           sword_in_hand(132, (160, 152), 0)]
    out += turned_head(120, 80, 17, 1, GREY_BEARD, "long", "long", 2, face=PIACENTINE["KS"])
    return out + spiked_crown(118, 80, 17, RED) + [*arm([(140, 112), (146, 168), (156, 158)], blue, 13),
                                                   fist(160, 152)]


def king_of_cups() -> list[str]:
    """Dark-bearded, in a red gown woven with gold pomegranates and a green
    mantle open down the front, bordered in gold; the cup lifted before him
    by its stem, the left hand holding the mantle."""
    red = ITALIAN_COL["H"]["main"]
    mantle = [(98, 104), (72, 140), (62, 250), (70, 322), (120, 318), (170, 324), (178, 250), (164, 140), (140, 104)]
    out = [*ground(318),
           *patterned(mantle, GREEN, shade(GREEN, 0.72), "flower", 13),
           folds("M84,160 Q74,240 78,316 M166,160 Q172,240 168,318", GREEN, 1.4),
           *patterned([(108, 104), (98, 150), (96, 240), (98, 316), (122, 322), (146, 316), (146, 240),
                       (144, 150), (134, 104)], red, GOLD, "pomegranate", 14),
           *border([(99, 150), (97, 240), (99, 314)], GOLD, 6), *border([(144, 150), (146, 240), (145, 314)], GOLD, 6),
           *border([(72, 318), (120, 314), (168, 320)], GOLD, 7),
           shoe(112, 326, 1), shoe(138, 326, 1),
           robe([(96, 104), (122, 98), (146, 104), (144, 116), (122, 112), (98, 116)], GOLD, 1.3),
           *arm([(100, 114), (78, 168), (82, 210)], GREEN, 13), fist(84, 216, 170),
           folds("M84,222 Q90,250 82,300", GREEN, 1.6)]
    out += turned_head(122, 80, 17, 1, DARK_HAIR, "short", "short", 1, face=PIACENTINE["KH"])
    out += capped_crown(121, 80, 17, BLUE, 1)
    return out + [*arm([(140, 112), (148, 168), (164, 168)], SLEEVE, 12),
                  cup_by_stem((170, 164), 0.7, 4.5), fist(170, 164)]


# Where the King of Coins' head and coin sit (before he is turned to face
# left): the coin is held out before his chest, clear of his face.
COINS_HEAD, COINS_COIN = (122.0, 80.0), (170.0, 148.0)


def king_of_coins() -> list[str]:
    """Fair and fork-bearded, in a short gold tunic woven with pomegranates,
    hose and boots under a purple cape; the coin held out before his chest,
    a fist on his hip."""
    gold, dark = ITALIAN_COL["D"]["main"], ITALIAN_COL["D"]["dark"]
    out = [*ground(322),
           *patterned([(102, 102), (84, 130), (74, 214), (80, 290), (108, 280), (112, 190)], PURPLE,
                      GOLD, "lozenge", 11),
           *leg([(112, 238), (106, 278), (100, 318)], RED, 12), *leg([(132, 238), (140, 278), (146, 318)], RED, 12),
           path("M96,296 L106,296 L102,322 L92,322 Z M140,296 L152,296 L154,322 L144,322 Z", BLACK, OUT, 1.2),
           shoe(98, 324, 1), shoe(148, 324, 1),
           *patterned([(110, 102), (96, 112), (92, 170), (88, 250), (122, 258), (156, 250), (150, 170),
                       (146, 112), (132, 102)], gold, shade(dark, 1.1), "pomegranate", 13),
           folds("M100,196 Q98,220 96,246 M144,196 Q146,220 150,246", gold, 1.3),
           *border([(90, 244), (122, 254), (156, 244)], RED, 7, GOLD),
           *border([(122, 118), (122, 178)], RED, 6, GOLD),
           rect(90, 180, 64, 9, dark, OUT, 1.2), rect(116, 179, 11, 11, GOLD, GOLD_DK, 1),
           *ermine([(98, 104), (122, 98), (146, 104), (152, 132), (124, 140), (94, 130)],
                   [(104, 116), (118, 126), (134, 126), (146, 118)]),
           *arm([(102, 116), (84, 150), (98, 178)], gold, 13), fist(100, 182, 60)]
    out += turned_head(*COINS_HEAD, 17, 1, FAIR_HAIR, "curly", "forked", 1, face=PIACENTINE["KD"])
    out += lily_crown(121, 80, 17, RED)
    return out + [*arm([(142, 118), (142, 160), (155, 177)], gold, 12), *coin_in_hand(COINS_COIN, 0.44, -25)]


def king_of_batons() -> list[str]:
    """Brown-bearded, in a long green gown with a fur hem under a red cloak
    woven with gold; his club shouldered, the other hand open at his breast."""
    green, dark = ITALIAN_COL["C"]["main"], ITALIAN_COL["C"]["dark"]
    out = [*ground(320),
           *patterned([(100, 102), (70, 150), (72, 260), (84, 318), (156, 318), (168, 250), (158, 150),
                       (140, 102)], RED, GOLD, "flower", 13),
           folds("M80,170 Q74,240 86,312 M160,170 Q166,240 156,312", RED, 1.4),
           shoe(108, 326, 1, dark), shoe(140, 324, 1, dark),
           *patterned([(110, 102), (98, 112), (94, 180), (92, 260), (96, 316), (124, 322), (150, 316),
                       (150, 260), (148, 180), (144, 112), (132, 102)], green, shade(green, 0.66), "pomegranate", 13),
           *border([(122, 118), (123, 296)], GOLD, 7),
           robe([(94, 296), (124, 304), (150, 296), (152, 316), (124, 324), (94, 318)], WHITE, 1.3),
           *(circle(x, 312, 1.6, BLACK) for x in (104, 118, 132, 144)),
           path("M98,204 Q122,212 148,204", None, GOLD, 4),
           club_in_hand(160, (106, 186), -10, 3),
           *arm([(102, 114), (92, 160), (104, 180)], green, 13), fist(106, 186, -10)]
    out += turned_head(122, 80, 17, 1, BROWN_HAIR, "long", "long", 2, face=PIACENTINE["KC"])
    out += leaf_crown(121, 80, 17, RED, 1)
    return out + [*arm([(140, 116), (152, 150), (138, 156)], green, 12), palm(132, 158, -60)]


KINGS = {"S": (king_of_swords, -1), "H": (king_of_cups, 1), "D": (king_of_coins, -1),
         "C": (king_of_batons, 1)}


def king_figure(suit: str) -> list[str]:
    """The Re of ``suit`` alone."""
    draw, facing = KINGS[suit]
    parts = draw()
    return [mirrored(parts)] if facing < 0 else parts
