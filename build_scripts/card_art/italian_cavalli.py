"""The four Cavalli: riders on horses of four coats and four gaits (rearing,
walking, trotting, standing), each rider dressed and hatted in his own way
and holding his suit's sign in his own way.

A Cavallo is drawn heading right; those who head left are mirrored whole.
"""

from __future__ import annotations

import math

from .figures import fist, limb, turned_head
from .italian_court_parts import (
    arm,
    club_in_hand,
    coin_at,
    cup_on,
    ground,
    mirrored,
    palm,
    robe,
    shoe,
    sword_in_hand,
)
from .italian_headgear import beret, brimmed_hat, helmet, pointed_cap
from .italian_horses import RIDER, SEAT, Horse, Point, horse
from .palette import BLACK, GOLD, ITALIAN_COL, WHITE
from .svg import ellipse, held, num, path, smooth


def rider(h: Horse, robe_c: str, hose: str, lean: float = 0.0) -> list[str]:
    """The rider's leg and body, seated on ``h`` (head and arms are the
    caller's)."""
    sx, sy = h.page(SEAT)
    bit = h.page((h.head[0] + 20 * math.cos(math.radians(h.nose)), h.head[1] + 20 * math.sin(math.radians(h.nose))))
    hx, hy = sx + lean, sy - 46
    # seated() draws the rider larger about his seat: aim the reins so that
    # they still end at the bit
    bit = (sx + (bit[0] - sx) / RIDER, sy + (bit[1] - sy) / RIDER)
    return [*limb(smooth([(sx - 4, sy - 4), (sx + 14, sy + 6), (sx + 12, sy + 30)]), hose, 10),
            shoe(sx + 10, sy + 34, 1, BLACK, 0.9),
            robe([(sx - 14, sy), (hx - 12, hy + 4), (hx, hy - 2), (hx + 12, hy + 4), (sx + 14, sy + 2),
                  (sx, sy + 8)], robe_c),
            path(f"M{num(sx - 12)},{num(sy - 12)} L{num(sx + 14)},{num(sy - 12)}", None, GOLD, 4),
            # the reins, from the far hand to the bit
            path(f"M{num(hx + 18)},{num(hy + 34)} L{num(bit[0])},{num(bit[1])}", None, "#6b2a10", 1.6)]


def seated(h: Horse, cloth: str, parts: list[str], coat: list[str] | None = None) -> list[str]:
    """The ground, the horse (with the marks of its ``coat``) under a saddle
    cloth of ``cloth``, and the rider's ``parts``, drawn ``RIDER`` times
    larger about his seat."""
    seat = h.page(SEAT)
    sx, sy = SEAT
    saddle = [robe([h.page((sx + dx, sy + dy)) for dx, dy in ((-20, 2), (20, 0), (18, 32), (-18, 34))], cloth, 1.5),
              path(smooth([h.page((sx - 18, sy + 28)), h.page((sx + 18, sy + 26))]), None, GOLD, 3)]
    return [ground(), horse(h), *(coat or []), *saddle, held(parts, seat, seat, 0, RIDER)]


def _head(h: Horse, lean: float) -> Point:
    """Where the head of a rider on ``h``, leaning ``lean`` forward, sits
    (before he is drawn larger about his seat)."""
    sx, sy = h.page(SEAT)
    return sx + lean + 2, sy - 60


def cavallo_of_swords() -> list[str]:
    """A knight in a crested helmet on a slender white horse rearing, its
    tail streaming, his sword raised high over its head."""
    h = Horse("#ece6da", "#8a7d6a", (107, 250), -24, ((100, 10), (80, -20), (-4, -24), (-14, -34)),
              (40, -52), 50, 4, 0.92, "slender", "streaming")
    blue = ITALIAN_COL["S"]["main"]
    hx, hy = _head(h, 4)
    out = [*rider(h, blue, GOLD, 4)]
    out += [*arm([(hx - 6, hy + 22), (hx + 10, hy + 40), (hx + 22, hy + 34)], blue, 8), palm(hx + 24, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#5a3a1e", "short")
    out += helmet(hx, hy, 12, "#c8ccd2", "#c0222c", 1)
    return seated(h, "#c0222c", out + [sword_in_hand(124, (hx + 22, hy - 14), 14),
                            *arm([(hx + 4, hy + 20), (hx + 16, hy + 6), (hx + 21, hy - 10)], blue, 8),
                            fist(hx + 22, hy - 14, 14, 5.5)])


def cavallo_of_cups() -> list[str]:
    """A young rider in a broad hat on a long-backed bay walking with its
    head down, the cup held up high on his open hand."""
    h = Horse("#8b4a2b", "#2b2118", (115, 256), 0, ((35, -40), (-10, 5), (-5, 5), (18, 0)),
              (54, -36), 96, 0, 0.92, "long")
    red = ITALIAN_COL["H"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, red, "#2f5f8f")]
    out += [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], red, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#b07a3a", "long")
    out += brimmed_hat(hx, hy, 12, "#3e8e41", GOLD, 1)
    return seated(h, "#2f5f8f", out + [cup_on((hx + 27, hy - 34), 0.56),
                            *arm([(hx + 4, hy + 20), (hx + 22, hy + 6), (hx + 26, hy - 28)], red, 8),
                            palm(hx + 27, hy - 32, 90, 5.5)])


def cavallo_of_coins() -> list[str]:
    """A page in a plumed beret on a compact dapple grey trotting with its
    tail raised, the coin lifted high in his right hand."""
    h = Horse("#9a9088", "#4a423c", (110.5, 254), -4, ((40, -30), (-20, -10), (-30, -5), (30, 50)),
              (48, -50), 40, 0, 0.91, "compact", "raised")
    gold = ITALIAN_COL["D"]["main"]
    hx, hy = _head(h, -2)
    dapples = [h.page(p) for p in ((-20, -6), (-6, 4), (10, -8), (-30, 6), (22, 2))]
    out = [*rider(h, gold, "#c0222c", -2)]
    out += [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], gold, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#2b2118", "curly")
    out += beret(hx, hy, 12, "#c0222c", 1, WHITE)
    return seated(h, "#6a4a8a", out + [coin_at((hx + 27, hy - 62), 0.44),
                            *arm([(hx + 4, hy + 20), (hx + 20, hy - 4), (hx + 25, hy - 36)], gold, 8),
                            fist(hx + 26, hy - 40, 90, 5.5)],
                  [ellipse(x, y, 3.5, 2.5, "#bdb5ac") for x, y in dapples])


def cavallo_of_batons() -> list[str]:
    """A bearded rider in a pointed cap on a heavy chestnut standing square,
    head up, his club held upright before him like a mace."""
    h = Horse("#c89a5e", "#5a3a1e", (116, 261), 5, ((6, -6), (-8, 4), (2, 6), (-8, -2)),
              (48, -50), 68, -4, 1.0, "heavy", "full")
    green = ITALIAN_COL["C"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, green, "#e0ac2b")]
    out += [
            *arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], green, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#7a4a20", "long", "short")
    out += pointed_cap(hx, hy, 12, "#c0222c", 1, GOLD)
    return seated(h, "#c0222c", out + [club_in_hand(142, (hx + 25, hy + 26), 6, 2, 0.12),
                            *arm([(hx + 4, hy + 20), (hx + 14, hy + 38), (hx + 23, hy + 30)], green, 8),
                            fist(hx + 25, hy + 26, 6, 5.5)])


CAVALLI = {"S": (cavallo_of_swords, 1), "H": (cavallo_of_cups, -1), "D": (cavallo_of_coins, 1),
           "C": (cavallo_of_batons, -1)}


def cavallo_figure(suit: str) -> list[str]:
    """The Cavallo of ``suit``, without his panel."""
    draw, facing = CAVALLI[suit]
    parts = draw()
    return [mirrored(parts)] if facing < 0 else parts



