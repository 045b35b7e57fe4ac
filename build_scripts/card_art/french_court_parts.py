"""The pieces the English-pattern courts are built from: faces (full and in
profile), crowns and caps, the patterned robe, hands and trimmings.

Each piece is drawn about its own origin (a head about its centre, a crown
about the middle of its band) and placed with :func:`svg.place`; a figure
turned the other way is the same drawing mirrored (:func:`mirror`).
"""

from __future__ import annotations

from .palette import BLACK, FRENCH_RED, GOLD, GOLD_DK, OUT, SKIN, SKIN_DK, WHITE
from .svg import circle, ellipse, group, num, path, rect

# Heads and headgear are drawn at about life size for a 42-unit face and
# placed larger, so that the faces read on small cards.
HEAD_SCALE = 1.3
HAT_SCALE = 1.15

# The English pattern's four inks, on every court whatever the suit.
RED = FRENCH_RED
BLUE = "#2a5caa"
YEL = GOLD
BLK = BLACK
LIPS = "#b0423a"
STEEL = "#d6dbe2"
WOOD = "#7a5230"


def mirror(parts: list[str], x: float) -> str:
    """``parts`` mirrored left to right about the vertical line at ``x``."""
    return group(parts, f"translate({num(2 * x)} 0) scale(-1 1)")


# ------------------------------------------------------------------ faces
_LOCKS = {
    "long": "M-17,-10 C-27,6 -25,24 -15,30 L-9,14 L9,14 L15,30 C25,24 27,6 17,-10 Z",
    "bob": "M-17,-12 C-25,-2 -25,12 -18,18 C-16,12 -14,8 -12,6 L12,6 C14,8 16,12 18,18 "
           "C25,12 25,-2 17,-12 Z",
}


def front_face(turn: float = 0.0, hair: str = "#6b4a2b", beard: str | None = None,
               locks: str = "long", moustache: bool = True) -> list[str]:
    """A full face about its centre (about 34 wide, 42 high), glancing
    ``turn`` (-1 left .. 1 right): hair behind (``long`` or a ``bob``),
    almond eyes, a straight nose, and a forked beard when ``beard`` is a
    colour, with a curled moustache unless ``moustache`` is false."""
    t = turn * 2.5
    out = [path(_LOCKS[locks], hair, OUT, 1.2)]
    if locks == "bob":
        out += [circle(x, 16, 3.2, hair, OUT, 1) for x in (-18, 18)]
    out.append(path("M0,-20 C10,-20 16,-12 16,-2 C16,10 9,20 0,21 C-9,20 -16,10 -16,-2 "
                    "C-16,-12 -10,-20 0,-20 Z", SKIN, OUT, 1.5))
    brow = beard or hair
    for s in (-1, 1):
        ex = s * 6.5 + t * 0.4
        out.append(path(f"M{num(ex - 5)},-7.5 Q{num(ex)},{num(-10.5)} {num(ex + 5)},-7.5", None, brow, 1.6))
        out.append(path(f"M{num(ex - 4.5)},-3 Q{num(ex)},-6.5 {num(ex + 4.5)},-3 Q{num(ex)},-0.8 "
                        f"{num(ex - 4.5)},-3 Z", WHITE, OUT, 1))
        out.append(circle(ex + t * 0.8, -3.4, 1.7, OUT))
    out.append(path(f"M{num(t * 0.4)},-5 Q{num(t - 1)},2 {num(t - 2.5)},6 Q{num(t - 0.5)},8.5 {num(t + 2.5)},6.5",
                    None, SKIN_DK, 1.3))
    out.append(path(f"M{num(t - 4)},12 Q{num(t)},14 {num(t + 4)},12 Q{num(t)},13 {num(t - 4)},12 Z",
                    LIPS, LIPS, 1.2))
    if beard:
        out.append(path("M-15.5,2 C-15,16 -10,28 -3,34 L0,29 L3,34 C10,28 15,16 15.5,2 "
                        "C11,10 7,14 0,14 C-7,14 -11,10 -15.5,2 Z", beard, OUT, 1.2))
        out.append(path("M-6,20 Q-3,26 -2,31 M6,20 Q3,26 2,31", None, OUT, 0.8))
    if beard and moustache:
        out.append(path(f"M{num(t - 11)},8 Q{num(t - 5)},6 {num(t)},9 Q{num(t + 5)},6 {num(t + 11)},8 "
                        f"Q{num(t + 5)},11.5 {num(t)},10.5 Q{num(t - 5)},11.5 {num(t - 11)},8 Z", beard, OUT, 1))
    return out


def profile_face(hair: str = "#6b4a2b", beard: str | None = None) -> list[str]:
    """A head in profile looking left, about its centre: one eye, the nose,
    the lips and chin, the ear, hair falling behind; a beard along the jaw
    when ``beard`` is a colour.  Mirror it to look right."""
    out = [path("M-6,-18 C6,-24 20,-14 19,0 C19,12 18,24 11,31 L2,22 C8,14 10,6 9,-2 Z", hair, OUT, 1.2),
           path("M6,-20 C-2,-21 -10,-18 -13,-10 L-14,-5 L-20,4 L-14,6.5 L-15,10 L-12,12 L-14.5,14.5 "
                "C-13,20 -10,22 -4,22 C4,22 10,16 12,8 L13,-10 C12,-16 10,-19 6,-20 Z", SKIN, OUT, 1.5),
           path("M-12,-7.5 Q-8,-10 -3.5,-7.5", None, beard or hair, 1.6),
           path("M-11.5,-3 Q-8,-6.5 -4.5,-3 Q-8,-1.2 -11.5,-3 Z", WHITE, OUT, 1),
           circle(-9.8, -3.3, 1.6, OUT),
           path("M5,-5 C10,-5 10,5 5,5", None, SKIN_DK, 1.3),
           path("M-14.5,11.8 L-10.5,12.2", None, LIPS, 1.8)]
    if beard:
        out.append(path("M-14,14 C-15,24 -9,33 0,33 C8,32 13,22 12,6 L8,8 C5,15 -3,17 -9,15 Z", beard, OUT, 1.2))
        out.append(path("M-15,9.5 Q-10,7.5 -6,10 Q-10,12 -15,11 Z", beard, OUT, 0.8))
    return out


# ---------------------------------------------------------- crowns and caps
def king_crown(cap: str, jewels: tuple[str, str] = (RED, BLUE)) -> list[str]:
    """An English king's crown about the middle of its band: a velvet cap
    under gold crosses and fleurs, jewels on the band, an orb and cross on top."""
    crest = ("M-22,-6 L-22,-18 L-17,-13 L-12,-24 L-7,-13 L0,-21 L7,-13 L12,-24 "
             "L17,-13 L22,-18 L22,-6 Z")
    out = [path("M-17,-8 C-19,-34 19,-34 17,-8 Z", cap, OUT, 1.2),
           path(crest, YEL, GOLD_DK, 1.4),
           rect(-23, -7, 46, 9, YEL, GOLD_DK, 1.4)]
    out += [circle(x, -2.5, 2.4, jewels[i % 2], OUT, 0.6) for i, x in enumerate((-16, -8, 0, 8, 16))]
    out += [circle(x, y, 2.2, WHITE, GOLD_DK, 0.8) for x, y in ((-12, -24), (12, -24), (-22, -18), (22, -18))]
    return [*out, circle(0, -29, 3.2, YEL, GOLD_DK, 1), path("M0,-32 V-39 M-3,-36 H3", None, GOLD_DK, 1.6)]


def queen_crown(jewel: str) -> list[str]:
    """A queen's narrower crown of pearled points, about the middle of its band."""
    out = [path("M-16,-4 L-17,-16 L-10,-9 L-5,-19 L0,-10 L5,-19 L10,-9 L17,-16 L16,-4 Z", YEL, GOLD_DK, 1.3),
           rect(-17, -5, 34, 7, YEL, GOLD_DK, 1.3)]
    out += [circle(x, y, 2, WHITE, GOLD_DK, 0.7) for x, y in ((-17, -16), (-5, -19), (5, -19), (17, -16))]
    return [*out, circle(0, -1.5, 2.2, jewel, OUT, 0.6), circle(-9, -1.5, 1.6, jewel), circle(9, -1.5, 1.6, jewel)]


def jack_cap(crown_: str, brim: str, plume: str | None = None, tall: bool = False) -> list[str]:
    """A jack's cap about the middle of its brim: a soft crown over a rolled
    brim, tall or flat, with a plume when ``plume`` is a colour."""
    top = -26 if tall else -16
    out = []
    if plume:
        out.append(path("M8,-10 C20,-26 34,-24 38,-36 C30,-30 20,-32 8,-18 Z", plume, OUT, 1))
    out += [path(f"M-17,-2 C-19,{top} 17,{top - 2} 17,-2 Z", crown_, OUT, 1.3),
            path("M-21,-2 C-10,-8 10,-8 21,-2 C10,3 -10,3 -21,-2 Z", brim, OUT, 1.3)]
    return [*out, path("M-15,-1 Q0,-5 15,-1", None, YEL, 1.6)]


def veil(colour: str) -> list[str]:
    """A queen's veil falling behind her head to the shoulders, about the head's centre."""
    return [path("M-14,-18 C-30,-8 -30,24 -24,34 L-10,30 L10,30 L24,34 C30,24 30,-8 14,-18 Z", colour, OUT, 1.2)]


# ------------------------------------------------------------------ robes
def shoulders(mantle: str, tunic: str, trim: str, motif: str = "dots", front: str = "diamonds",
              top: float = 112) -> list[str]:
    """The figure's robe from the neck (the shoulders' line at ``top``) to
    the card's middle: a mantle over broad shoulders, a front panel edged
    with patterned braid, and braided hems down the mantle's sides."""
    t = top
    out = [rect(110, t - 12, 20, 14, SKIN, OUT, 1.2),
           path(f"M44,180 L44,{num(t + 30)} C54,{num(t + 12)} 84,{num(t + 4)} 104,{num(t)} L136,{num(t)} "
                f"C156,{num(t + 4)} 186,{num(t + 12)} 196,{num(t + 30)} L196,180 Z", mantle, OUT, 2),
           path(f"M102,{num(t)} L138,{num(t)} L146,180 L94,180 Z", tunic, OUT, 1.5)]
    out += front_motif(front, trim, t)
    out += band(f"M100,{num(t)} L93,180", trim, motif) + band(f"M140,{num(t)} L147,180", trim, motif)
    out += band(f"M64,{num(t + 34)} L64,180", trim, motif) + band(f"M176,{num(t + 34)} L176,180", trim, motif)
    return out


def front_motif(kind: str, colour: str, top: float = 112) -> list[str]:
    """What the front panel shows down its middle, below ``top``: a chain of
    ``diamonds``, the ``lacing`` of a bodice, or ``chevrons``."""
    y0 = round(top)
    if kind == "diamonds":
        d = " ".join(f"M120,{y - 7} L125,{y} L120,{y + 7} L115,{y} Z" for y in range(y0 + 16, 180, 16))
        return [path(d, colour, OUT, 1)]
    if kind == "lacing":
        d = " ".join(f"M112,{y} L128,{y + 8} M128,{y} L112,{y + 8}" for y in range(y0 + 20, 176, 10))
        return [path(d, None, colour, 1.8)]
    d = " ".join(f"M108,{y} L120,{y + 7} L132,{y}" for y in range(y0 + 14, 180, 12))
    return [path(d, None, colour, 3)]


def band(d: str, colour: str, motif: str) -> list[str]:
    """A patterned braid along the straight line ``d`` (``Mx0,y0 Lx1,y1``):
    a stripe of ``colour`` with black dots, bars or zigzags on it."""
    (x0, y0), (x1, y1) = (tuple(float(v) for v in p.split(",")) for p in d[1:].split(" L"))
    out = [path(d, None, OUT, 8), path(d, None, colour, 6)]
    n = max(3, round(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 / 10))
    pts = [(x0 + (x1 - x0) * (i + 0.5) / n, y0 + (y1 - y0) * (i + 0.5) / n) for i in range(n)]
    if motif == "dots":
        out.append(path(" ".join(f"M{num(x - 1.6)},{num(y)} a1.6,1.6 0 1,0 3.2,0 a1.6,1.6 0 1,0 -3.2,0 Z"
                                 for x, y in pts), BLK))
    elif motif == "bars":
        out.append(path(" ".join(f"M{num(x - 3)},{num(y)} H{num(x + 3)}" for x, y in pts), None, BLK, 2))
    else:
        zig = " ".join(f"L{num(x + (2.5 if i % 2 else -2.5))},{num(y)}" for i, (x, y) in enumerate(pts))
        out.append(path(f"M{num(x0)},{num(y0)} {zig} L{num(x1)},{num(y1)}", None, BLK, 1.4))
    return out


def ermine(y: float) -> list[str]:
    """A king's ermine cape over the shoulders, its lower edge at ``y`` in the
    middle: white fur with rows of black tails."""
    out = [path(f"M92,{num(y - 16)} Q120,{num(y - 4)} 148,{num(y - 16)} Q174,{num(y - 10)} 181,{num(y + 6)} "
                f"Q150,{num(y + 4)} 120,{num(y + 10)} Q90,{num(y + 4)} 59,{num(y + 6)} "
                f"Q66,{num(y - 10)} 92,{num(y - 16)} Z", WHITE, OUT, 1.5)]
    tails = []
    for i in range(9):
        x = 68 + i * 13
        yy = y + 2 - 8 * (1 - ((x - 120) / 60) ** 2) + (0 if i % 2 else -6)
        if abs(x - 120) > 12:
            tails.append(f"M{num(x)},{num(yy - 3)} l-2,5 l2,-1.5 l2,1.5 Z")
    return [*out, path(" ".join(tails), BLK)]


def hand(x: float, y: float, rot: float = 0.0) -> str:
    """A closed hand (a fist round a handle) at (x, y), its knuckles turned ``rot`` degrees."""
    parts = [ellipse(0, 0, 7, 5.5, SKIN, OUT, 1.2),
             path("M-3,-5 V4 M1,-5.5 V4.5 M4.5,-4.5 V3.5", None, SKIN_DK, 0.8)]
    return group(parts, f"translate({num(x)} {num(y)}) rotate({num(rot)})")


def sleeve(d: str, colour: str, cuff: str = WHITE, width: float = 13) -> list[str]:
    """An arm: a wide sleeve of ``colour`` along ``d``, outlined, braided
    down its middle in gold (red on a gold sleeve), ending in a round cuff
    of ``cuff`` where the hand comes out."""
    x, y = (float(v) for v in d.split()[-1].split(","))
    braid = RED if colour == YEL else YEL
    return [path(d, None, OUT, width + 3), path(d, None, colour, width), path(d, None, braid, 2.4),
            circle(x, y, width / 2 + 1, cuff, OUT, 1.2)]


def necklace(y: float, colour: str = YEL) -> list[str]:
    """A chain of beads over the chest, lowest at ``y``."""
    beads = [(120 + 16 * i / 3, y - 10 * (1 - (i / 3) ** 2)) for i in range(-3, 4)]
    return [path(" ".join(f"M{num(x - 2)},{num(yy)} a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z" for x, yy in beads),
                 colour, GOLD_DK, 0.6)]
