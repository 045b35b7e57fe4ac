"""Figures and trimmings that both packs use: sleeves, closed hands,
rosettes, and the Italian courts' heads turned three-quarters, with their
hair and beards."""

from __future__ import annotations

from .head_features import NOSTRIL, PLAIN, Face, brow, cheek, eye, moustache, mouth, nose, outline
from .palette import OUT, SKIN, SKIN_DK
from .svg import circle, ellipse, num, path, place, smooth


def limb(d: str, colour: str, width: float) -> list[str]:
    """A sleeve or leg: a thick coloured stroke over a slightly wider outline."""
    return [path(d, None, OUT, width + 4), path(d, None, colour, width)]


def rosette(x: float, y: float, r: float, petal: str, centre: str) -> str:
    """A five-petalled flower of radius ``r`` at (x, y)."""
    parts = [ellipse(0, -r * 0.55, r * 0.32, r * 0.55, petal, OUT, 1,
                     f' transform="rotate({i * 72})"') for i in range(5)]
    parts.append(circle(0, 0, r * 0.3, centre, OUT, 1))
    return place(parts, x, y)


def fist(x: float, y: float, rot: float = 0.0, r: float = 6.5) -> str:
    """A hand closed round an upright handle: the back of the hand, four
    curled fingers bulging as knuckles on the far side with their creases,
    and the thumb wrapped over the front, its nail at its tip."""
    def q(v: float) -> str:
        return num(v * r)

    bumps = " ".join(f"a{q(0.26)},{q(0.23)} 0 0,1 0,{q(0.45)}" for _ in range(4))
    parts = [path(f"M{q(-1)},{q(-0.6)} Q{q(-1)},{q(-0.9)} {q(-0.6)},{q(-0.9)} L{q(0.6)},{q(-0.9)} {bumps} "
                  f"L{q(-0.6)},{q(0.9)} Q{q(-1)},{q(0.9)} {q(-1)},{q(0.6)} Z", SKIN, OUT, 1.4),
             path(" ".join(f"M{q(0.15)},{q(-0.45 + i * 0.45)} H{q(0.62)}" for i in range(3)), None, SKIN_DK, 0.9),
             path(f"M{q(-0.95)},{q(-0.45)} Q{q(-0.3)},{q(-1.05)} {q(0.5)},{q(-0.5)} Q{q(0.72)},{q(-0.2)} "
                  f"{q(0.3)},{q(-0.05)} Q{q(-0.3)},{q(-0.25)} {q(-0.85)},{q(0.2)} Z", SKIN, OUT, 1.2),
             ellipse(r * 0.38, -r * 0.36, r * 0.16, r * 0.12, "#f8e2cf", SKIN_DK, 0.6)]
    return place(parts, x, y, 1.0, rot)


# ------------------------------------------------------- turned heads

# Hair, worn short (to the ear), long (a bob to the jaw, as pages wear it)
# or curly (long, in locks).
HAIR = {
    "short": [(0.7, -0.66), (0.3, -1.14), (-0.55, -1.0), (-1.02, -0.3), (-0.9, 0.42),
              (-0.5, 0.5), (-0.3, 0.0), (0.18, -0.5)],
    "long": [(0.72, -0.64), (0.3, -1.16), (-0.6, -1.02), (-1.1, -0.2), (-1.12, 0.8),
             (-0.7, 1.16), (-0.35, 0.92), (-0.3, 0.1), (0.2, -0.5)],
    "curly": [(0.74, -0.66), (0.4, -1.2), (-0.3, -1.22), (-0.9, -0.9), (-1.24, -0.2),
              (-1.2, 0.6), (-1.0, 1.1), (-0.6, 1.02), (-0.32, 0.5), (-0.26, -0.1), (0.2, -0.52)],
}
# Beards: a long point, a forked one, a short rounded one.
BEARD = {
    "long": [(-0.42, 0.36), (-0.1, 0.72), (0.5, 0.66), (0.86, 0.66), (0.9, 0.98), (0.68, 1.6),
             (0.42, 2.0), (0.1, 1.5), (-0.3, 1.0)],
    "forked": [(-0.42, 0.36), (-0.1, 0.72), (0.5, 0.66), (0.86, 0.66), (0.94, 1.1), (0.84, 1.62),
               (0.6, 1.3), (0.36, 1.66), (0.1, 1.3), (-0.3, 0.96)],
    "short": [(-0.42, 0.36), (-0.1, 0.7), (0.5, 0.66), (0.86, 0.66), (0.92, 0.96), (0.66, 1.24),
              (0.2, 1.24), (-0.28, 0.92)],
}


def turned_head(cx: float, cy: float, r: float, facing: int = 1, hair: str = "#5a3a1e",
                cut: str = "short", beard: str | None = None, age: int = 0,
                face: Face = PLAIN) -> list[str]:
    """A head turned three-quarters to ``facing`` (1 right, -1 left): the
    profile outline of ``face`` (its jaw and nose), its brow, eye, nostril,
    lips and a blush on the cheek (:mod:`head_features`), hair cut ``cut``
    and, when ``beard`` is one of :data:`BEARD`, a beard and moustache of the
    hair's colour.  ``age`` 1 (a grown man) marks the fold from the nose to
    the mouth and the lower lid, 2 (an old one) also lines the brow, the
    corner of the eye and the hollow of the cheek."""
    def p(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [(cx + x * r * facing, cy + y * r) for x, y in pts]

    def xy(x: float, y: float) -> str:
        return f"{num(cx + x * r * facing)},{num(cy + y * r)}"

    def at(x: float) -> float:
        return cx + x * r * facing

    def y_(y: float) -> float:
        return cy + y * r

    sw = max(1.2, r * 0.1)
    # the neck, from under the jaw down to where a collar covers it
    out = [path(f"M{xy(-0.38, 0.4)} L{xy(-0.42, 1.5)} L{xy(0.5, 1.5)} L{xy(0.46, 0.8)} Z", SKIN, OUT, sw)]
    if cut != "short":
        # the hair behind the head, strands combed down where it shows
        out += [path(smooth(p(HAIR[cut]), closed=True), hair, OUT, sw),
                path(f"M{xy(-0.5, -0.9)} Q{xy(-1.0, -0.4)} {xy(-1.0, 0.5)} "
                     f"M{xy(-0.3, -0.95)} Q{xy(-0.9, -0.5)} {xy(-0.9, 0.7)}", None, OUT, sw * 0.45)]
    out += [path(smooth(p(outline(face)), closed=True), SKIN, OUT, sw)]
    if cut == "short":
        out.append(path(smooth(p(HAIR[cut]), closed=True), hair, OUT, sw))
        out.append(ellipse(cx - 0.22 * r * facing, cy + 0.12 * r, 0.14 * r, 0.22 * r, SKIN, OUT, sw * 0.7))
    out += [*cheek(face, at, y_, r), *brow(face, xy, hair, sw), *eye(face, xy, at, y_, r, sw),
            *nose(face, xy, at, y_, r, sw), *mouth(face, xy, sw)]
    (wx, wy), _ = NOSTRIL[face.nose]
    if age >= 1:
        out += [path(f"M{xy(wx + 0.1, wy - 0.02)} Q{xy(wx - 0.12, wy + 0.12)} {xy(wx - 0.14, wy + 0.34)}",
                     None, SKIN_DK, sw * 0.6),
                path(f"M{xy(0.42, 0.02)} Q{xy(0.56, 0.1)} {xy(0.72, 0.02)}", None, SKIN_DK, sw * 0.45)]
    if age >= 2:
        out += [path(f"M{xy(0.3, -0.58)} Q{xy(0.5, -0.66)} {xy(0.7, -0.58)} M{xy(0.34, -0.72)} Q{xy(0.5, -0.78)} "
                     f"{xy(0.64, -0.72)} M{xy(0.3, -0.14)} L{xy(0.2, -0.2)} M{xy(0.3, -0.08)} L{xy(0.19, -0.06)} "
                     f"M{xy(0.2, 0.2)} Q{xy(0.16, 0.4)} {xy(0.26, 0.6)}", None, SKIN_DK, sw * 0.45)]
    if beard:
        out.append(path(smooth(p(BEARD[beard]), closed=True), hair, OUT, sw))
        out.append(path(f"M{xy(0.1, 0.9)} Q{xy(0.3, 1.2)} {xy(0.4, 1.45)} M{xy(0.5, 0.85)} Q{xy(0.6, 1.1)} "
                        f"{xy(0.62, 1.3)} M{xy(-0.15, 0.75)} Q{xy(0.0, 1.0)} {xy(0.15, 1.2)}", None, OUT, sw * 0.45))
        out += moustache(face, xy, hair, sw)
    return out
