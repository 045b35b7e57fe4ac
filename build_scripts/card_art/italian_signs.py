"""The Italian suit signs: coin, cup, sword and baton, in a box of about
-50..50 around the origin."""

from __future__ import annotations

import math

from .batons import WOOD, WOOD_HI, WOOD_SHADE, club
from .palette import GOLD, GOLD_DK, ITALIAN_COL, OUT
from .svg import circle, ellipse, ellipse_d, line, num, path, rect

COIN = ITALIAN_COL["D"]
COIN_RED = ITALIAN_COL["H"]["main"]
# The cup's gold trim, an old gold darker than the coins'.
CUP_GOLD = "#a8761a"
# The ring of dots round the coin's rim, and the red dots between its petals.
COIN_RIM = [(43.5 * math.sin(math.radians(i * 22.5)), -43.5 * math.cos(math.radians(i * 22.5)))
            for i in range(16)]
COIN_DOTS = [(27 * math.sin(math.radians(i * 45 + 22.5)), -27 * math.cos(math.radians(i * 45 + 22.5)))
             for i in range(8)]


def dot(x: float, y: float, r: float) -> str:
    """A dot of radius ``r`` as a closed octagon: as round as a circle at the
    few pixels a coin's dots cover, and far fewer edges for the rasteriser
    than two arcs."""
    pts = [(x + r * math.cos(math.radians(22.5 + i * 45)), y + r * math.sin(math.radians(22.5 + i * 45)))
           for i in range(8)]
    return "M" + " L".join(f"{num(px)},{num(py)}" for px, py in pts) + " Z"


def coin_flower_merged() -> list[str]:
    """The rim's dots, the inner disc, the eight petals and the red dots, each
    kind of dot and the petals as one path."""
    c = COIN
    petals = [ellipse_d(19 * math.sin(math.radians(i * 45)), -19 * math.cos(math.radians(i * 45)), 7, 13, i * 45)
              for i in range(8)]
    return [path(" ".join(dot(x, y, 2.4) for x, y in COIN_RIM), c["dark"]),
            circle(0, 0, 33, c["light"], c["dark"], 2),
            path(" ".join(petals), c["main"], c["dark"], 1.5),
            path(" ".join(dot(x, y, 2.6) for x, y in COIN_DOTS), COIN_RED)]


def coin_flower_shapes() -> list[str]:
    """The same as :func:`coin_flower_merged`, every dot and petal a shape of its own."""
    c = COIN
    out = [circle(x, y, 2.4, c["dark"]) for x, y in COIN_RIM]
    out.append(circle(0, 0, 33, c["light"], c["dark"], 2))
    out += [ellipse(0, -19, 7, 13, c["main"], c["dark"], 1.5, f' transform="rotate({i * 45})"')
            for i in range(8)]
    return out + [circle(x, y, 2.6, COIN_RED) for x, y in COIN_DOTS]


def coin_index() -> list[str]:
    """The coin of the corner index: a gold disc with a raised rim and a
    six-petalled rosette in the middle, as on Piacentine coins, bold enough
    to read as a coin (not a target of rings) at a few pixels."""
    c = COIN
    petals = [ellipse_d(15 * math.sin(math.radians(i * 60)), -15 * math.cos(math.radians(i * 60)), 8, 14, i * 60)
              for i in range(6)]
    return [circle(0, 0, 47, c["main"], c["dark"], 3),
            circle(0, 0, 38, None, c["dark"], 2),
            path(" ".join(petals), c["light"], c["dark"], 2),
            circle(0, 0, 6, COIN_RED)]


def coin(simple: bool = False, merged: bool = True) -> list[str]:
    """The coin (``simple``: the corner index's, see :func:`coin_index`).
    ``merged`` draws the rings of dots and the petals as one path each: a
    tenth of the shapes for NanoSVG, which rasterises every shape on its
    own, so the ten of coins loads several times faster.  The icon keeps
    the separate shapes it was made with."""
    if simple:
        return coin_index()
    c = COIN
    out = [circle(0, 0, 48, c["main"], c["dark"], 4), circle(0, 0, 39, None, c["dark"], 2)]
    out += coin_flower_merged() if merged else coin_flower_shapes()
    return out + [circle(0, 0, 8, COIN_RED, c["dark"], 1.5), circle(0, 0, 3, GOLD)]


def cup(simple: bool = False) -> list[str]:
    """The cup; ``simple`` leaves out the bands and the jewel for the index."""
    c = ITALIAN_COL["H"]
    bowl = "M-36,-40 L36,-40 C36,-8 22,8 0,10 C-22,8 -36,-8 -36,-40 Z"
    out = [path(bowl, c["main"], c["dark"], 3.5)]
    if not simple:
        out.append(path("M-33,-24 Q0,-14 33,-24", None, CUP_GOLD, 4))
        out.append(path("M-22,-6 Q0,4 22,-6", None, c["dark"], 2.5))
        out.append(circle(0, -10, 4, GOLD, c["dark"], 1))
    # a red goblet with gold trim: the rim and the knot gold, the stem and
    # foot red, so that the cup stays darker than the gold coin under any
    # colour vision (tests/art/test_colour_vision.py)
    out += [
        rect(-40, -48, 80, 10, c["main"], CUP_GOLD, 3, 3),
        rect(-6, 8, 12, 26, c["main"], c["dark"], 2.5),
        ellipse(0, 20, 11, 6, CUP_GOLD, GOLD_DK, 2.5),
        path("M-28,46 Q-22,32 -6,32 L6,32 Q22,32 28,46 Z", c["main"], c["dark"], 2.5),
    ]
    if not simple:
        out.append(path("M-20,42 Q0,36 20,42", None, CUP_GOLD, 2.5))
    return out


def cup_index(simple: bool = True) -> list[str]:
    """The cup of the corner index: a goblet in the cup's red, outlined wine-dark,
    its mouth open (a dark ellipse across the top of a wide bowl) over a thin
    stem and a broad foot, so that it reads as a cup, not a bell, at 60 px.
    The dark outline and mouth keep it the darkest of the four index signs
    (tests/art/test_colour_vision.py).  ``simple`` (the index's is always
    simple) lets it stand in ITALIAN_SIGN."""
    c = ITALIAN_COL["H"]
    body, dark = c["main"], c["dark"]
    return [path("M-28,48 Q-24,34 -6,32 L6,32 Q24,34 28,48 Z", body, dark, 5),
            rect(-5, 4, 10, 30, body, dark, 4),
            path("M-42,-36 C-42,-4 -22,12 0,12 C22,12 42,-4 42,-36 Z", body, dark, 5),
            ellipse(0, -36, 42, 10, dark, dark, 5)]


def cup_sign(simple: bool = False) -> list[str]:
    """The cup on the face of the cards, or (``simple``) in the corner index."""
    return cup_index() if simple else cup()


def sword_pip(simple: bool = False) -> list[str]:
    """An upright sword, point up, for indices and court hands."""
    c = ITALIAN_COL["S"]
    if simple:
        # chunky version that still reads at index size (a few pixels)
        return [path("M-11,18 L-11,-30 L0,-50 L11,-30 L11,18 Z", c["main"], c["dark"], 6),
                rect(-25, 17, 50, 9, GOLD, GOLD_DK, 3.5, 4),
                rect(-6, 26, 12, 14, c["dark"]), circle(0, 43, 6.5, GOLD, GOLD_DK, 3)]
    return [path("M-6,22 L-6,-34 L0,-50 L6,-34 L6,22 Z", c["light"], c["dark"], 3),
            line(0, -34, 0, 16, c["main"], 2),
            path("M-24,18 Q-26,26 -18,28 L18,28 Q26,26 24,18 Z", c["main"], c["dark"], 2.5),
            rect(-4, 28, 8, 13, GOLD_DK, OUT, 1.5),
            circle(0, 45, 6, GOLD, GOLD_DK, 2)]


def baton_pip(simple: bool = False) -> list[str]:
    """An upright wooden club, heavy end up (the index sign when ``simple``)."""
    if not simple:
        return club(100)
    # chunky, few details: it has to read as a club at a few pixels
    dark = ITALIAN_COL["C"]["dark"]
    return [path("M-17,-12 L-34,-24 L-34,-8 Z M16,10 L33,0 L33,16 Z", WOOD_SHADE, dark, 4.5),
            path("M-11,46 L-22,-30 Q-22,-52 0,-52 Q22,-52 22,-30 L11,46 Q0,52 -11,46 Z",
                 WOOD, dark, 5),
            path("M-10,-30 Q-8,0 -5,30", None, WOOD_HI, 5)]


# The sign of each suit, full size or (``simple=True``) for the corner index.
ITALIAN_SIGN = {"S": sword_pip, "H": cup_sign, "D": coin, "C": baton_pip}
