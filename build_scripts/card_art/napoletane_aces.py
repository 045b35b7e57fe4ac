"""The Napoletane aces.

The Ace of Coins is the Neapolitan one: a double-headed eagle, uncrowned,
its wings spread, bearing the great coin on its breast.  The other three
are drawings of this deck's own, unlike the Piacentine ones: a great
sword standing point up through a red scarf, a tall covered cup on a
stepped foot, and a single great knotty club leaning across the card with
green shoots.
"""

from __future__ import annotations

from .batons import club
from .italian_signs import coin, cup, sword_pip
from .palette import GOLD, GOLD_DK, ITALIAN_COL, OUT
from .svg import circle, ellipse, group, num, path, place, rect

EAGLE, EAGLE_LINE, TONGUE = "#2e2a2a", "#8c8478", "#c0222c"
RED = ITALIAN_COL["H"]
LEAF, LEAF_DK = "#5fa045", "#2f5a22"


def _half_eagle() -> list[str]:
    """The eagle's right half (its left as it faces us), drawn about x = 0:
    the wing with its feathers, the neck and head turned outwards, the leg,
    the tail's half."""
    feathers = []
    # the primaries fan out and down from the wing's edge
    for i, (x, y, rot) in enumerate(((96, 132, -70), (92, 152, -55), (84, 170, -40), (74, 186, -25),
                                     (60, 198, -12), (46, 206, 0))):
        feathers.append(ellipse(x, y, 7, 22 - i, EAGLE, EAGLE_LINE, 1.4,
                                f' transform="rotate({rot} {x} {y})"'))
    wing = path("M10,126 C30,96 70,86 100,104 C104,124 98,150 86,170 C70,190 40,200 14,196 Z",
                EAGLE, EAGLE_LINE, 2)
    coverts = path("M24,124 Q50,108 86,114 M22,144 Q52,130 84,138 M22,164 Q48,152 74,160",
                   None, EAGLE_LINE, 1.6)
    neck = path("M4,118 C8,96 18,82 28,74 L44,84 C34,94 28,108 24,124 Z", EAGLE, EAGLE_LINE, 1.8)
    head = [circle(36, 70, 16, EAGLE, EAGLE_LINE, 1.8),
            # the hooked beak, open, with the red tongue
            path("M48,60 Q68,58 70,74 Q62,68 52,70 Z", GOLD, GOLD_DK, 1.4),
            path("M50,76 Q62,76 64,84 Q56,80 50,80 Z", GOLD, GOLD_DK, 1.2),
            path("M52,74 L68,79 L63,82", None, TONGUE, 1.8),
            circle(41, 65, 3.2, GOLD), circle(41, 65, 1.4, OUT)]
    leg = [path("M16,236 L26,256 L32,254 L24,234 Z", GOLD, GOLD_DK, 1.4),
           path("M28,254 l-8,10 M30,256 l0,12 M32,254 l8,9", None, GOLD_DK, 2.6)]
    tail = [path(f"M0,238 L{num(8 + 10 * i)},{num(282 - 4 * i)} L{num(16 + 10 * i)},{num(276 - 5 * i)} Z",
                 EAGLE, EAGLE_LINE, 1.4) for i in range(3)]
    return [*feathers, wing, coverts, *tail, neck, *head, *leg]


def coin_ace() -> list[str]:
    """The Ace of Coins: the double-headed eagle, wings spread, the great coin on its breast."""
    half = _half_eagle()
    body = path("M-24,112 C-34,150 -34,206 -18,244 L18,244 C34,206 34,150 24,112 Z", EAGLE, EAGLE_LINE, 2)
    eagle = [*half, group(half, "scale(-1 1)"), body]
    # drawn at 0.84 and low enough that the wing tips pass under the top-left index
    return [group(eagle, "translate(120 42) scale(0.84)"), place(coin(), 120, 192, 0.76)]


def sword_ace() -> list[str]:
    """The Ace of Swords: one great sword standing point up, a red scarf knotted
    round the blade above its guard, its ends flying out to either side."""
    scarf = [path("M104,214 C84,206 70,220 54,212 L60,226 L52,238 C72,244 88,236 108,232 Z",
                  RED["main"], RED["dark"], 2),
             path("M136,214 C156,206 170,220 180,212 L176,224 L178,234 C164,240 152,236 132,232 Z",
                  RED["main"], RED["dark"], 2),
             rect(102, 210, 36, 24, RED["main"], RED["dark"], 2, 6),
             path("M104,222 H136", None, GOLD, 2)]
    sprigs = []
    for x, rot in ((92, -30), (148, 30)):
        sprigs += [path(f"M{x},290 q{num(-rot / 3)},-20 {num(-rot / 2)},-40", None, LEAF_DK, 2.5),
                   *(ellipse(x - rot / 60 * k * 6, 286 - k * 12, 4.5, 9, LEAF, LEAF_DK, 1.2,
                             f' transform="rotate({rot} {num(x - rot / 60 * k * 6)} {286 - k * 12})"')
                     for k in range(1, 4))]
    return [*sprigs, place(sword_pip(), 120, 176, 2.5), *scarf,
            circle(120, 64, 8, GOLD, GOLD_DK, 2)]


def cup_ace() -> list[str]:
    """The Ace of Cups: a tall covered cup, its lid topped by a knob and a
    flame, standing on a stepped foot, two scrolled handles at its sides."""
    c = RED
    handles = [path("M66,150 C34,150 36,204 74,206", None, GOLD_DK, 9), path("M66,150 C34,150 36,204 74,206", None,
                                                                              GOLD, 5),
               path("M174,150 C206,150 204,204 166,206", None, GOLD_DK, 9),
               path("M174,150 C206,150 204,204 166,206", None, GOLD, 5)]
    foot = [rect(78, 296, 84, 14, c["main"], c["dark"], 2.5, 4), rect(92, 286, 56, 12, GOLD, GOLD_DK, 2, 3)]
    lid = [path("M70,118 Q72,78 120,72 Q168,78 170,118 Z", c["main"], c["dark"], 3),
           path("M82,112 Q88,88 120,84 Q152,88 158,112", None, GOLD, 3.5),
           rect(64, 114, 112, 12, GOLD, GOLD_DK, 2.5, 4),
           circle(120, 64, 10, GOLD, GOLD_DK, 2),
           path("M120,26 Q136,42 124,56 L116,56 Q104,42 120,26 Z", c["main"], c["dark"], 2),
           path("M120,38 Q126,46 120,54 Q114,46 120,38 Z", GOLD)]
    beads = [circle(80 + 16 * i, 120, 2.4, c["main"]) for i in range(6)]
    return [*handles, place(cup(), 120, 206, 1.5), *foot, *lid, *beads]


def baton_ace() -> list[str]:
    """The Ace of Batons: one great knotty club leaning across the card, heavy
    end up to the right, green shoots springing from its knots."""
    shoots = []
    for x, y, rot in ((150, 88, 30), (96, 150, -60), (150, 200, 50), (92, 262, -40)):
        sprig = [path("M0,0 Q6,-16 2,-34", None, LEAF_DK, 3)]
        sprig += [ellipse(dx, dy, 4.5, 10, LEAF, LEAF_DK, 1.2, f' transform="rotate({r} {dx} {dy})"')
                  for dx, dy, r in ((-6, -12, -40), (9, -20, 40), (2, -36, 0))]
        shoots.append(place(sprig, x, y, 1.2, rot))
    return [*shoots, place(club(292, 3, 1.1, 1.1), 122, 182, 1.0, 12)]


NAPOLETANE_ACES = {"S": sword_ace, "H": cup_ace, "D": coin_ace, "C": baton_ace}
