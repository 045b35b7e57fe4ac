"""The four Cavalli: riders on horses of four coats and four gaits (rearing,
walking, trotting, standing), each rider dressed and hatted in his own way
and holding his suit's sign in his own way.

A Cavallo is drawn heading right; those who head left are mirrored whole.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .court_faces import PIACENTINE
from .figures import fist, limb, turned_head
from .italian_court_parts import (
    arm,
    border,
    brocade,
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
from .italian_horses import GREY_COAT, GREY_MANE, RIDER, SEAT, Horse, Point, dapples, grey_marks, horse
from .palette import BLACK, GOLD, ITALIAN_COL, WHITE
from .svg import held, num, path, smooth


def rider(h: Horse, robe_c: str, hose: str, lean: float = 0.0, scale: float = RIDER) -> list[str]:
    """The rider's leg and body, seated on ``h`` (head and arms are the
    caller's), to be drawn ``scale`` times larger about his seat."""
    sx, sy = h.page(SEAT)
    bit = h.page((h.head[0] + 40 * math.cos(math.radians(h.nose)), h.head[1] + 40 * math.sin(math.radians(h.nose))))
    hx, hy = sx + lean, sy - 46
    # seated() draws the rider larger about his seat: aim the reins so that
    # they still end at the bit
    bit = (sx + (bit[0] - sx) / scale, sy + (bit[1] - sy) / scale)
    return [*limb(smooth([(sx - 4, sy - 4), (sx + 14, sy + 6), (sx + 12, sy + 30)]), hose, 10),
            shoe(sx + 10, sy + 34, 1, BLACK, 0.9),
            robe([(sx - 14, sy), (hx - 12, hy + 4), (hx, hy - 2), (hx + 12, hy + 4), (sx + 14, sy + 2),
                  (sx, sy + 8)], robe_c),
            path(f"M{num(sx - 12)},{num(sy - 12)} L{num(sx + 14)},{num(sy - 12)}", None, GOLD, 4),
            # the reins, from the far hand to the bit
            path(f"M{num(hx + 18)},{num(hy + 34)} L{num(bit[0])},{num(bit[1])}", None, "#6b2a10", 1.6)]


def mount(h: Horse, cloth: str, coat: list[str] | None = None) -> list[str]:
    """The horse, with the marks of its ``coat``, under a saddle cloth of
    ``cloth`` with a gold border."""
    sx, sy = SEAT
    cloth_at = [h.page((sx + dx, sy + dy)) for dx, dy in ((-22, 2), (20, 0), (18, 30), (-20, 32))]
    hem = [h.page((sx - 20, sy + 27)), h.page((sx + 18, sy + 25))]
    saddle = [robe(cloth_at, cloth, 1.5), brocade(cloth_at, GOLD, "lozenge", 9, _box(cloth_at)), *border(hem, GOLD, 4)]
    return [horse(h), *(coat or []), *saddle]


def _box(points: list[Point]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _head(h: Horse, lean: float) -> Point:
    """Where the head of a rider on ``h``, leaning ``lean`` forward, sits
    (before he is drawn to scale about his seat)."""
    sx, sy = h.page(SEAT)
    return sx + lean + 2, sy - 60


# The line the horses' hooves stand on.
GROUND = 338.0


class Cavallo(NamedTuple):
    """A Cavallo in three layers: the horse (with the ground and saddle), the
    rider (body, head, hat and rein hand) and the sign with the hand that
    holds it, drawn in that order."""

    horse: list[str]
    rider: list[str]
    sign: list[str]
    seat: Point


def _cavallo(h: Horse, cloth: str, *rest: list[str]) -> Cavallo:
    """A ``Cavallo`` on ``h`` under a saddle cloth of ``cloth``: ``rest`` is
    the coat's marks (if any), the rider and the sign."""
    coat, rider_, sign = rest if len(rest) == 3 else ([], *rest)
    return Cavallo(mount(h, cloth, coat), rider_, sign, h.page(SEAT))


def _reins_hand(hx: float, hy: float, sleeve: str) -> list[str]:
    """The far arm bent at the elbow, its fist closed on the reins."""
    return [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], sleeve, 8), fist(hx + 23, hy + 34, 90, 5)]


def cavallo_of_swords() -> Cavallo:
    """A knight in a crested helmet on a slender white (light grey) horse
    rearing, its tail streaming, his sword raised high over its head."""
    h = Horse(GREY_COAT, GREY_MANE, (96, 248), -24, ((100, 10), (80, -20), (-4, -24), (-14, -34)),
              (40, -52), 50, 4, 1.15, "slender", "streaming")
    blue = ITALIAN_COL["S"]["main"]
    hx, hy = _head(h, 4)
    out = [*rider(h, blue, GOLD, 4), *_reins_hand(hx, hy, blue)]
    out += turned_head(hx, hy, 12, 1, "#5a3a1e", "short", age=1, face=PIACENTINE["QS"])
    out += helmet(hx, hy, 12, "#c8ccd2", "#c0222c", 1)
    return _cavallo(h, "#c0222c", grey_marks(h), out, [sword_in_hand(124, (hx + 22, hy - 14), 14),
                                              *arm([(hx + 4, hy + 20), (hx + 16, hy + 6), (hx + 21, hy - 10)], blue, 8),
                                              fist(hx + 22, hy - 14, 14, 5.5)])


def cavallo_of_cups() -> Cavallo:
    """A young rider in a broad hat on a long-backed bay walking with its
    head down, the cup held up high on his open hand."""
    h = Horse("#8b4a2b", "#2b2118", (126, 250), 0, ((35, -40), (-10, 5), (-5, 5), (18, 0)),
              (54, -36), 80, 0, 1.2, "long")
    red = ITALIAN_COL["H"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, red, "#2f5f8f"), *_reins_hand(hx, hy, red)]
    out += turned_head(hx, hy, 12, 1, "#b07a3a", "long", face=PIACENTINE["QH"])
    out += brimmed_hat(hx, hy, 12, "#3e8e41", GOLD, 1)
    return _cavallo(h, "#2f5f8f", out, [cup_on((hx + 27, hy - 34), 0.56),
                                              *arm([(hx + 4, hy + 20), (hx + 22, hy + 6), (hx + 26, hy - 28)], red, 8),
                                              palm(hx + 27, hy - 32, 90, 5.5)])


def cavallo_of_coins() -> Cavallo:
    """A page in a plumed beret on a compact dapple grey trotting with its
    tail raised, the coin lifted high in his right hand."""
    h = Horse("#9a9088", "#4a423c", (112, 254), -4, ((40, -30), (-20, -10), (-30, -5), (30, 50)),
              (48, -50), 40, 0, 1.2, "compact", "raised")
    gold = ITALIAN_COL["D"]["main"]
    hx, hy = _head(h, -2)
    out = [*rider(h, gold, "#c0222c", -2), *_reins_hand(hx, hy, gold)]
    out += turned_head(hx, hy, 12, 1, "#2b2118", "curly", age=1, face=PIACENTINE["QD"])
    out += beret(hx, hy, 12, "#c0222c", 1, WHITE)
    spots = ((-20, -6), (-6, 4), (10, -8), (-30, 6), (22, 2))
    return _cavallo(h, "#6a4a8a", dapples(h, spots, 4.2, 3, "#bdb5ac"), out,
                   [coin_at((hx + 27, hy - 62), 0.44),
                    *arm([(hx + 4, hy + 20), (hx + 20, hy - 4), (hx + 25, hy - 36)], gold, 8),
                    fist(hx + 26, hy - 40, 90, 5.5)])


def cavallo_of_batons() -> Cavallo:
    """A bearded rider in a pointed cap on a heavy chestnut standing square,
    head up, his club held upright before him like a mace."""
    h = Horse("#c89a5e", "#5a3a1e", (128, 256), 3, ((6, -6), (-8, 4), (2, 6), (-8, -2)),
              (48, -50), 68, -4, 1.12, "heavy", "full")
    green = ITALIAN_COL["C"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, green, "#e0ac2b"), *_reins_hand(hx, hy, green)]
    out += turned_head(hx, hy, 12, 1, "#7a4a20", "long", "short", 1, face=PIACENTINE["QC"])
    out += pointed_cap(hx, hy, 12, "#c0222c", 1, GOLD)
    return _cavallo(h, "#c0222c", out, [club_in_hand(142, (hx + 25, hy + 26), 6, 2, 0.12),
                                              *arm([(hx + 4, hy + 20), (hx + 14, hy + 38), (hx + 23, hy + 30)],
                                                   green, 8),
                                              fist(hx + 25, hy + 26, 6, 5.5)])


CAVALLI = {"S": (cavallo_of_swords, 1), "H": (cavallo_of_cups, -1), "D": (cavallo_of_coins, 1),
           "C": (cavallo_of_batons, -1)}


def cavallo_layers(suit: str) -> tuple[list[str], list[str]]:
    """The horse and the rider (without his sign) of the Cavallo of ``suit``,
    each alone, as they stand on the card: what the tests measure."""
    draw, facing = CAVALLI[suit]
    c = draw()
    seat = c.seat
    layers = (c.horse, [held(c.rider, seat, seat, 0, RIDER)])
    return ([mirrored(layers[0])], [mirrored(layers[1])]) if facing < 0 else layers


def cavallo_figure(suit: str) -> list[str]:
    """The Cavallo of ``suit`` alone."""
    draw, facing = CAVALLI[suit]
    c = draw()
    seat = c.seat
    parts = [*ground(GROUND, 62), *c.horse, held([*c.rider, *c.sign], seat, seat, 0, RIDER)]
    return [mirrored(parts)] if facing < 0 else parts
