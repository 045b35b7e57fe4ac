"""The four Napoletane Cavalli: the rider on his horse, all four of its legs
on the suit's coloured platform (or, rearing, its hind legs), each horse
of its own coat and gait and each rider of his own hat, not those of the
Piacentine Cavalli.

A Cavallo is drawn heading right; those who head left are mirrored whole.
"""

from __future__ import annotations

from .court_faces import NAPOLETANE
from .figures import fist, turned_head
from .italian_cavalli import mount, rider
from .italian_court_parts import arm, club_in_hand, coin_at, cup_on, mirrored, palm, sword_in_hand
from .italian_headgear import beret, brimmed_hat, helmet, plume, pointed_cap
from .italian_horses import GREY_COAT, GREY_MANE, SEAT, Horse, Point, dapples, grey_marks
from .napoletane_parts import PLATFORM, platform
from .palette import GOLD, ITALIAN_COL, WHITE
from .svg import ellipse, held

RED, BLUE, GREEN, PURPLE = "#c0222c", "#2f5f8f", "#3e8e41", "#6a4a8a"
# A Napoletane rider is drawn larger on his horse than a Piacentine one (RIDER),
# as on Neapolitan packs, where the riders sit tall on small horses.
NAP_RIDER = 1.0


def _head(h: Horse, lean: float) -> Point:
    sx, sy = h.page(SEAT)
    return sx + lean + 2, sy - 60


def _reins(hx: float, hy: float, sleeve: str) -> list[str]:
    """The near arm bent at the elbow, its fist closed on the reins."""
    return [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], sleeve, 8), fist(hx + 23, hy + 34, 90, 5)]


Parts = tuple[Horse, list[str], list[str], list[str]]   # horse, its coat's marks and cloth, rider, sign


def cavallo_of_swords() -> Parts:
    """A rider in a pointed cap with a plume on a dark bay walking, head
    low; his sword held forward, slanting up over its head."""
    h = Horse("#5a3a24", "#1b1b1b", (124, 252), 0, ((30, -36), (-8, 4), (-6, 6), (16, 0)),
              (54, -40), 70, 0, 1.18, "riding")
    hx, hy = _head(h, 2)
    out = [*rider(h, BLUE, RED, 2, scale=NAP_RIDER), *_reins(hx, hy, BLUE)]
    out += turned_head(hx, hy, 12, 1, "#2b2118", "short", "short", 1, face=NAPOLETANE["QS"])
    out += [*pointed_cap(hx, hy, 12, RED, 1, GOLD), plume(hx - 4, hy - 20, 16, -0.9, WHITE)]
    sign = [sword_in_hand(104, (hx + 28, hy + 18), 22), *arm([(hx + 4, hy + 20), (hx + 18, hy + 24),
                                                              (hx + 26, hy + 18)], BLUE, 8),
            fist(hx + 28, hy + 18, 22, 5.5)]
    return h, [ellipse(*h.page((50, -40)), 4, 6, WHITE)], out, sign


def cavallo_of_cups() -> Parts:
    """A knight in a crested helmet on a chestnut rearing, the cup held out
    before him on his open hand."""
    h = Horse("#b0622e", "#4a2a14", (92, 250), -22, ((96, 14), (70, -16), (-2, -22), (-12, -30)),
              (40, -52), 56, 6, 1.12, "compact", "streaming")
    red = ITALIAN_COL["H"]["main"]
    hx, hy = _head(h, 4)
    out = [*rider(h, red, GOLD, 4, scale=NAP_RIDER), *_reins(hx, hy, red)]
    out += turned_head(hx, hy, 12, 1, "#6a4224", "short", face=NAPOLETANE["QH"])
    out += helmet(hx, hy, 12, "#c8ccd2", GOLD, 1)
    sign = [cup_on((hx + 30, hy - 8), 0.5), *arm([(hx + 4, hy + 20), (hx + 20, hy + 10), (hx + 29, hy - 4)], red, 8),
            palm(hx + 30, hy - 6, 90, 5.5)]
    return h, [], out, sign


def cavallo_of_coins() -> Parts:
    """A young rider in a broad hat on a white (light grey) horse standing
    square, head up, the coin held up before him."""
    h = Horse(GREY_COAT, GREY_MANE, (126, 256), 2, ((4, -4), (-6, 4), (2, 4), (-6, -2)),
              (50, -52), 64, -2, 1.12, "heavy", "full")
    gold = ITALIAN_COL["D"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, gold, GREEN, scale=NAP_RIDER), *_reins(hx, hy, gold)]
    out += turned_head(hx, hy, 12, 1, "#9a6b34", "long", age=1, face=NAPOLETANE["QD"])
    out += brimmed_hat(hx, hy, 12, RED, GOLD, 1)
    sign = [coin_at((hx + 32, hy - 22), 0.42), *arm([(hx + 4, hy + 20), (hx + 22, hy + 10), (hx + 28, hy - 6)],
                                                     gold, 8), palm(hx + 29, hy - 10, 20, 5.5)]
    return h, grey_marks(h), out, sign


def cavallo_of_batons() -> Parts:
    """A bearded rider in a beret on a dappled black horse trotting, tail up,
    his club held upright before him."""
    h = Horse("#4a3e38", "#1b1b1b", (100, 254), -3, ((38, -28), (-18, -8), (-28, -4), (28, 46)),
              (48, -50), 44, 0, 1.12, "long", "raised")
    green = ITALIAN_COL["C"]["main"]
    hx, hy = _head(h, -2)
    out = [*rider(h, green, RED, -2, scale=NAP_RIDER), *_reins(hx, hy, green)]
    out += turned_head(hx, hy, 12, 1, "#7a4a20", "curly", "short", 1, face=NAPOLETANE["QC"])
    out += beret(hx, hy, 12, PURPLE, 1, GOLD)
    sign = [club_in_hand(100, (hx + 24, hy + 16), 8, 6, 0.14, 0.9),
            *arm([(hx + 4, hy + 20), (hx + 16, hy + 30), (hx + 22, hy + 18)], green, 8), fist(hx + 24, hy + 16, 8, 5.5)]
    return h, dapples(h, ((-22, -4), (-4, 6), (12, -6), (-34, 8), (24, 4)), 4.2, 3, "#6e625a"), out, sign


CAVALLI = {"S": (cavallo_of_swords, -1), "H": (cavallo_of_cups, 1), "D": (cavallo_of_coins, -1),
           "C": (cavallo_of_batons, 1)}
# The platform under a horse: its ends and its top (the hooves stand at about 336).
HORSE_PLATFORM = (50.0, 182.0, 331.0)
# Each Cavallo drawn larger about the middle of his hooves, (116, 336), and
# moved sideways, horse and rider together: as on Neapolitan packs the group
# rises well up the card, each as large as his horse's reach allows between
# the card's inner rule and the corner indices (its width binds, not its height).
HOOVES = (116.0, 336.0)
CAVALLO_STANCE = {"S": (1.06, -4.0), "H": (1.1, -6.0), "D": (1.16, -2.0), "C": (1.2, 2.0)}


def cavallo_figure(suit: str) -> list[str]:
    """The Napoletane Cavallo of ``suit`` alone, on its platform."""
    draw, facing = CAVALLI[suit]
    h, coat, rider_, sign = draw()
    seat = h.page(SEAT)
    parts = [*mount(h, PLATFORM[suit] if suit != "H" else PURPLE, coat),
             held([*rider_, *sign], seat, seat, 0, NAP_RIDER)]
    figure = [mirrored(parts)] if facing < 0 else parts
    scale, dx = CAVALLO_STANCE[suit]
    x0, x1, top = HORSE_PLATFORM
    return [*platform(suit, x0 + dx, x1 + dx, top), held(figure, HOOVES, (HOOVES[0] + dx, HOOVES[1]), 0, scale)]

