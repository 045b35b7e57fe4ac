"""The features of the Italian courts' turned heads: the shape of the face
(its jaw and chin), the nose, brow, eye and mouth, each in a few kinds, so
that every court has a face of its own.

Everything is in units of the head's radius, turned three-quarters to the
right (x towards the nose), from the head's centre: ``figures.turned_head``
places and mirrors it.  The profile outline runs from the crown of the head
down the forehead, the nose, the lips and the chin, round the jaw and up the
back of the skull; the nose and the jaw are pieces of that outline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .palette import OUT, SKIN, SKIN_DK, WHITE
from .svg import ellipse, path

Pts = list[tuple[float, float]]
# A point in head units to "x,y" on the page.
XY = Callable[[float, float], str]


class Face(NamedTuple):
    """One court's face: the kind of each feature (see the tables below)."""

    jaw: str = "oval"
    nose: str = "straight"
    brow: str = "arched"
    eye: str = "almond"
    mouth: str = "calm"


# The face every feature's first kind makes.
PLAIN = Face()

# The outline down the nose, from the root (under the brow) to under the tip:
# straight, aquiline (a bump at the bridge and a tip hooked down), snub (short
# and turned up) and long (a long straight ridge, its tip low).
NOSE: dict[str, Pts] = {
    "straight": [(0.88, -0.12), (1.12, 0.2), (0.88, 0.34)],
    "aquiline": [(0.9, -0.14), (1.08, -0.02), (1.2, 0.18), (1.14, 0.31), (0.92, 0.37)],
    "snub": [(0.86, -0.1), (0.91, 0.08), (1.02, 0.16), (0.98, 0.25), (0.88, 0.3)],
    "long": [(0.9, -0.12), (1.02, 0.08), (1.2, 0.34), (1.04, 0.42), (0.9, 0.42)],
}
# The nostril's wing (x0, y0: its back; the curve runs forward to the tip)
# and the nostril itself, by nose.
NOSTRIL = {"straight": ((0.74, 0.18), (0.86, 0.28)), "aquiline": ((0.76, 0.22), (0.9, 0.31)),
           "snub": ((0.78, 0.14), (0.9, 0.23)), "long": ((0.78, 0.26), (0.92, 0.36))}
# From the chin round the jaw to under the ear: oval, long (a tall chin),
# round (full cheeks, a small chin), square (a broad flat chin and a jaw
# that turns at a corner) and pointed (a young, narrow chin).
JAW: dict[str, Pts] = {
    "oval": [(0.84, 0.78), (0.62, 1.0), (0.1, 0.98), (-0.5, 0.62)],
    "long": [(0.86, 0.86), (0.76, 1.14), (0.46, 1.24), (0.02, 1.1), (-0.48, 0.7)],
    "round": [(0.8, 0.74), (0.72, 0.96), (0.36, 1.08), (-0.2, 1.02), (-0.62, 0.62)],
    "square": [(0.92, 0.8), (0.94, 1.0), (0.8, 1.1), (0.2, 1.1), (-0.34, 1.04), (-0.5, 0.84), (-0.56, 0.6)],
    "pointed": [(0.8, 0.8), (0.66, 1.06), (0.34, 0.98), (-0.5, 0.58)],
}
# The back of the skull, fuller on a round face.
BACK = {"round": [(-0.92, 0.04), (-0.68, -0.74)]}
BACK_DEFAULT = [(-0.86, 0.02), (-0.62, -0.72)]


def outline(face: Face) -> Pts:
    """The profile outline of ``face`` (a closed curve through these points)."""
    brow = (0.9, -0.3) if face.brow == "heavy" else (0.86, -0.3)
    lips = [(0.9, 0.5), (0.8, 0.6)] if face.jaw != "long" else [(0.9, 0.54), (0.82, 0.66)]
    return [(0.05, -1.0), (0.62, -0.78), brow, *NOSE[face.nose], *lips, *JAW[face.jaw],
            *BACK.get(face.jaw, BACK_DEFAULT)]


def brow(face: Face, xy: XY, hair: str, sw: float) -> list[str]:
    """The eyebrow: arched, heavy (thick, low and straight), raised (a thin
    high arch) or knit (drawn down towards the nose, a frown and its crease)."""
    if face.brow == "heavy":
        return [path(f"M{xy(0.28, -0.3)} Q{xy(0.55, -0.36)} {xy(0.86, -0.27)}", None, hair, sw * 2.0),
                path(f"M{xy(0.3, -0.34)} L{xy(0.84, -0.31)}", None, OUT, sw * 0.35)]
    if face.brow == "raised":
        return [path(f"M{xy(0.34, -0.36)} Q{xy(0.54, -0.56)} {xy(0.78, -0.4)}", None, hair, sw * 0.8)]
    if face.brow == "knit":
        return [path(f"M{xy(0.3, -0.42)} Q{xy(0.56, -0.38)} {xy(0.82, -0.24)}", None, hair, sw * 1.5),
                path(f"M{xy(0.84, -0.44)} Q{xy(0.8, -0.36)} {xy(0.82, -0.3)}", None, SKIN_DK, sw * 0.5)]
    return [path(f"M{xy(0.32, -0.3)} Q{xy(0.55, -0.42)} {xy(0.8, -0.3)}", None, hair, sw * 1.1)]


def eye(face: Face, xy: XY, at: Callable[[float], float], y: Callable[[float], float],
        r: float, sw: float) -> list[str]:
    """The eye: almond, round (wide open, the iris whole), lidded (the upper
    lid low over it) or narrow (a slit, the iris half hidden).  ``at`` and
    ``y`` turn head units to page x and y."""
    def ball(x0: float, top: float, x1: float, yy: float, bottom: float) -> str:
        return path(f"M{xy(x0, yy)} Q{xy((x0 + x1) / 2, top)} {xy(x1, yy)} Q{xy((x0 + x1) / 2, bottom)} "
                    f"{xy(x0, yy)} Z", WHITE, OUT, sw * 0.3)

    if face.eye == "round":
        return [ball(0.38, -0.34, 0.76, -0.13, 0.06), ellipse(at(0.6), y(-0.13), 0.1 * r, 0.11 * r, OUT),
                ellipse(at(0.63), y(-0.17), 0.03 * r, 0.03 * r, WHITE),
                path(f"M{xy(0.36, -0.12)} Q{xy(0.56, -0.36)} {xy(0.78, -0.14)}", None, OUT, sw * 0.7)]
    if face.eye == "lidded":
        return [ball(0.38, -0.2, 0.74, -0.1, 0.0), ellipse(at(0.6), y(-0.09), 0.08 * r, 0.07 * r, OUT),
                path(f"M{xy(0.36, -0.2)} Q{xy(0.56, -0.3)} {xy(0.76, -0.18)} L{xy(0.74, -0.1)} "
                     f"Q{xy(0.56, -0.2)} {xy(0.38, -0.1)} Z", SKIN, OUT, sw * 0.7)]
    if face.eye == "narrow":
        return [ball(0.4, -0.2, 0.74, -0.12, -0.05), ellipse(at(0.61), y(-0.12), 0.06 * r, 0.05 * r, OUT),
                path(f"M{xy(0.38, -0.11)} Q{xy(0.57, -0.22)} {xy(0.76, -0.13)}", None, OUT, sw * 0.8),
                path(f"M{xy(0.42, -0.04)} Q{xy(0.57, 0.0)} {xy(0.72, -0.06)}", None, SKIN_DK, sw * 0.4)]
    return [ball(0.38, -0.27, 0.74, -0.11, 0.0), ellipse(at(0.6), y(-0.13), 0.08 * r, 0.09 * r, OUT),
            path(f"M{xy(0.36, -0.1)} Q{xy(0.56, -0.3)} {xy(0.76, -0.14)}", None, OUT, sw * 0.7)]


def nose(face: Face, xy: XY, at: Callable[[float], float], y: Callable[[float], float],
         r: float, sw: float) -> list[str]:
    """The nostril's wing and the nostril."""
    (wx, wy), (nx, ny) = NOSTRIL[face.nose]
    return [path(f"M{xy(nx + 0.06, ny + 0.02)} Q{xy(wx + 0.02, ny + 0.02)} {xy(wx, wy)}", None, SKIN_DK, sw * 0.8),
            ellipse(at(nx), y(ny), 0.05 * r, 0.03 * r, SKIN_DK)]


def mouth(face: Face, xy: XY, sw: float) -> list[str]:
    """The lips: calm, smiling (the corner drawn up into the cheek), stern
    (thin, the corner turned down), open (parted) or full (a pout)."""
    dy = 0.06 if face.jaw == "long" else 0.0

    def m(x: float, yy: float) -> str:
        return xy(x, yy + dy)

    if face.mouth == "smile":
        return [path(f"M{m(0.6, 0.46)} Q{m(0.76, 0.52)} {m(0.9, 0.51)} Q{m(0.76, 0.58)} {m(0.6, 0.46)} Z",
                     "#84281f", None),
                path(f"M{m(0.64, 0.52)} Q{m(0.78, 0.66)} {m(0.87, 0.56)} Q{m(0.76, 0.58)} {m(0.64, 0.52)} Z",
                     "#b0423a", None),
                path(f"M{m(0.56, 0.36)} Q{m(0.54, 0.46)} {m(0.62, 0.5)}", None, SKIN_DK, sw * 0.5)]
    if face.mouth == "stern":
        return [path(f"M{m(0.62, 0.58)} Q{m(0.76, 0.5)} {m(0.9, 0.53)} Q{m(0.76, 0.56)} {m(0.62, 0.58)} Z",
                     "#84281f", OUT, sw * 0.3),
                path(f"M{m(0.64, 0.58)} Q{m(0.6, 0.64)} {m(0.6, 0.72)}", None, SKIN_DK, sw * 0.5),
                path(f"M{m(0.66, 0.8)} Q{m(0.74, 0.76)} {m(0.82, 0.8)}", None, SKIN_DK, sw * 0.5)]
    if face.mouth == "open":
        return [path(f"M{m(0.64, 0.5)} Q{m(0.78, 0.44)} {m(0.91, 0.5)} L{m(0.88, 0.62)} Q{m(0.76, 0.7)} "
                     f"{m(0.66, 0.58)} Z", "#5a1a14", OUT, sw * 0.3),
                path(f"M{m(0.7, 0.5)} Q{m(0.8, 0.47)} {m(0.89, 0.52)}", None, WHITE, sw * 0.6)]
    if face.mouth == "full":
        return [path(f"M{m(0.64, 0.52)} Q{m(0.78, 0.44)} {m(0.92, 0.52)} Q{m(0.78, 0.56)} {m(0.64, 0.52)} Z",
                     "#9a3028", None),
                path(f"M{m(0.66, 0.56)} Q{m(0.8, 0.76)} {m(0.9, 0.57)} Q{m(0.76, 0.6)} {m(0.66, 0.56)} Z",
                     "#c2504a", OUT, sw * 0.25)]
    return [path(f"M{m(0.64, 0.52)} Q{m(0.78, 0.46)} {m(0.9, 0.53)} Q{m(0.78, 0.56)} {m(0.64, 0.52)} Z",
                 "#84281f", None),
            path(f"M{m(0.66, 0.56)} Q{m(0.78, 0.7)} {m(0.86, 0.57)} Q{m(0.76, 0.59)} {m(0.66, 0.56)} Z",
                 "#b0423a", None),
            path(f"M{m(0.62, 0.77)} Q{m(0.7, 0.72)} {m(0.78, 0.78)}", None, SKIN_DK, sw * 0.5)]


def cheek(face: Face, at: Callable[[float], float], y: Callable[[float], float], r: float) -> list[str]:
    """The blush on the cheek: broad on a round face, faint and low on a long one."""
    if face.jaw == "round" or face.mouth == "smile":
        return [ellipse(at(0.3), y(0.3), 0.22 * r, 0.14 * r, "#efb59c")]
    if face.jaw in ("long", "square"):
        return [ellipse(at(0.28), y(0.36), 0.14 * r, 0.08 * r, "#efb59c")]
    return [ellipse(at(0.3), y(0.28), 0.17 * r, 0.11 * r, "#efb59c")]


def moustache(face: Face, xy: XY, hair: str, sw: float) -> list[str]:
    """A bearded face's moustache: its ends turned up over a smile, drooping
    past a stern mouth, else trimmed along the lip."""
    dy = 0.06 if face.jaw == "long" else 0.0

    def m(x: float, yy: float) -> str:
        return xy(x, yy + dy)

    if face.mouth == "smile":
        d = (f"M{m(0.36, 0.36)} Q{m(0.5, 0.5)} {m(0.7, 0.44)} Q{m(0.84, 0.4)} {m(0.92, 0.5)} "
             f"Q{m(0.7, 0.56)} {m(0.36, 0.36)} Z")
    elif face.mouth == "stern":
        d = (f"M{m(0.5, 0.76)} Q{m(0.52, 0.5)} {m(0.72, 0.42)} Q{m(0.86, 0.42)} {m(0.92, 0.52)} "
             f"Q{m(0.66, 0.52)} {m(0.5, 0.76)} Z")
    else:
        d = f"M{m(0.42, 0.5)} Q{m(0.7, 0.4)} {m(0.9, 0.5)} Q{m(0.74, 0.58)} {m(0.42, 0.5)} Z"
    return [path(d, hair, OUT, sw * 0.6)]
