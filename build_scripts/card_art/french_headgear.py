"""What the English-pattern courts wear on their heads, each about the middle
of its band or brim: the King's arched crown with crosses and fleurs, the
Queen's open crown of tall pearled points over her hood, the Jack's flat
cap with a rolled brim and a plume.  Each rank's outline is its own, so that
a court's rank reads from its head's silhouette on a small card.
"""

from __future__ import annotations

from .palette import GOLD, GOLD_DK, OUT, WHITE
from .svg import circle, num, path, rect

YEL = GOLD
_FLEUR = ("M0,-12 C4,-7 3.5,-2 0,1 C-3.5,-2 -4,-7 0,-12 Z M1,0 C5,-6 10,-4 8.5,0.5 C7,3 3,2.5 1,0 Z "
          "M-1,0 C-5,-6 -10,-4 -8.5,0.5 C-7,3 -3,2.5 -1,0 Z")


def _fleur(x: float, y: float, s: float = 1.0) -> str:
    """A fleur-de-lis of gold standing on (x, y), ``s`` times its 12-unit height."""
    return path(_FLEUR, YEL, GOLD_DK, 0.9 / s, f' transform="translate({num(x)} {num(y)}) scale({num(s)})"')


def _cross_pattee(x: float, y: float, r: float) -> str:
    """A cross with flaring arms standing on (x, y), its arms ``r`` long."""
    cy = y - r
    d = (f"M{num(x)},{num(cy)} L{num(x - r * 0.45)},{num(cy - r)} L{num(x + r * 0.45)},{num(cy - r)} Z "
         f"M{num(x)},{num(cy)} L{num(x - r)},{num(cy - r * 0.45)} L{num(x - r)},{num(cy + r * 0.45)} Z "
         f"M{num(x)},{num(cy)} L{num(x + r)},{num(cy - r * 0.45)} L{num(x + r)},{num(cy + r * 0.45)} Z "
         f"M{num(x)},{num(cy)} L{num(x - r * 0.45)},{num(y)} L{num(x + r * 0.45)},{num(y)} Z")
    return path(d, YEL, GOLD_DK, 0.9)


def king_crown(cap: str, jewels: tuple[str, str], arched: bool = True) -> list[str]:
    """An English king's crown: a velvet cap, crosses pattee and fleurs-de-lis
    on a jewelled band, and when ``arched`` two pearled arches meeting at an
    orb and cross (else a taller fleur in the middle).  The tallest and
    widest headgear of the three ranks."""
    arch = "M-20,-7 C-21,-25 -8,-31 0,-29.5 C8,-31 21,-25 20,-7"
    out = [path("M-18,-7 C-20,-30 20,-30 18,-7 Z" if arched else "M-17,-7 C-19,-24 19,-24 17,-7 Z", cap, OUT, 1.2)]
    if arched:
        out += [path(arch, None, GOLD_DK, 4.6), path(arch, None, YEL, 2.8),
                path("M0,-7 V-29", None, GOLD_DK, 4.6), path("M0,-7 V-29", None, YEL, 2.8)]
        out += [circle(x, y, 1.2, WHITE, GOLD_DK, 0.5)
                for x, y in ((-19, -18), (-14, -25), (-6, -29), (6, -29), (14, -25), (19, -18), (0, -16), (0, -23))]
        out += [_cross_pattee(x, -6, 6.5) for x in (-11, 11)] + [_fleur(x, -6, 1.05) for x in (-22, 0, 22)]
    else:
        out += [_fleur(x, -6, 1.2) for x in (-20, 20)] + [_cross_pattee(x, -6, 7.5) for x in (-10, 10)]
        out.append(_fleur(0, -6, 1.9))
    out += [rect(-24, -7, 48, 9, YEL, GOLD_DK, 1.4)]
    out += [circle(x, -2.5, 2.4, jewels[i % 2], OUT, 0.6) for i, x in enumerate((-17, -8.5, 0, 8.5, 17))]
    if arched:
        out += [circle(0, -32.5, 3.4, YEL, GOLD_DK, 1), path("M0,-35 V-41.5 M-3.4,-38.5 H3.4", None, GOLD_DK, 2.4),
                path("M0,-35 V-41.5 M-3.4,-38.5 H3.4", None, YEL, 1.2)]
    return out


def queen_crown(jewel: str, kind: str = "points") -> list[str]:
    """A queen's open crown on a narrow band, no arches and no cross: five
    tall pearled ``points`` with a fleur in the middle, a ``circlet`` of
    pearls on short points, or three big ``fleurons``."""
    out = []
    if kind == "points":
        out += [path("M-16,-4 L-18,-18 L-12,-10 L-9,-23 L-4,-11 L0,-14 L4,-11 L9,-23 L12,-10 L18,-18 L16,-4 Z",
                     YEL, GOLD_DK, 1.3), _fleur(0, -10, 1.25)]
        out += [circle(x, y - 1, 2.2, WHITE, GOLD_DK, 0.7) for x, y in ((-17, -18), (-9, -23), (9, -23), (17, -18))]
    elif kind == "circlet":
        out.append(path("M-16,-4 L-16,-9 L-12,-6 L-8,-11 L-4,-6 L0,-12 L4,-6 L8,-11 L12,-6 L16,-9 L16,-4 Z",
                        YEL, GOLD_DK, 1.2))
        tips = ((-16, -9), (-8, -11), (0, -12), (8, -11), (16, -9))
        out += [circle(x, y - 2, 2, WHITE, GOLD_DK, 0.7) for x, y in tips]
    else:
        out += [_fleur(x, -4, s) for x, s in ((-11, 1.3), (11, 1.3), (0, 1.8))]
    out.append(rect(-17, -5, 34, 7, YEL, GOLD_DK, 1.3))
    return [*out, circle(0, -1.5, 2.2, jewel, OUT, 0.6), circle(-9, -1.5, 1.6, jewel), circle(9, -1.5, 1.6, jewel)]


def veil(colour: str, edge: str = YEL) -> list[str]:
    """A queen's hood framing her face and falling wide over her shoulders,
    about the head's centre, edged with a gold border and folded."""
    outline = "M-15,-18 C-33,-10 -35,22 -33,40 L-12,31 L12,31 L33,40 C35,22 33,-10 15,-18 Z"
    return [path(outline, colour, OUT, 1.2),
            path("M-17,-15 C-30,-6 -31,20 -29,35 M17,-15 C30,-6 31,20 29,35", None, edge, 2),
            path("M-24,2 C-26,14 -26,24 -24,33 M24,2 C26,14 26,24 24,33", None, OUT, 0.6)]


def jack_cap(crown_: str, brim: str, plume: str, tall: bool = False) -> list[str]:
    """A jack's cap about the middle of its brim: a flat, wide crown (or a
    tall one) over a rolled, slashed brim, and a long plume curling up and
    over to one side."""
    top = -24 if tall else -15
    feather = "M12,-6 C16,-26 30,-38 42,-34 C34,-32 26,-24 22,-8 Z"
    out = [path(feather, plume, OUT, 1),
           path("M14,-8 C20,-24 30,-33 40,-34", None, OUT, 0.6),
           path(f"M-20,-3 C-23,{num(top + 2)} -12,{num(top - 4)} 0,{num(top - 4)} "
                f"C12,{num(top - 4)} 23,{num(top + 2)} 20,-3 Z", crown_, OUT, 1.3),
           path("M-25,-2 C-12,-9 12,-9 25,-2 C12,4 -12,4 -25,-2 Z", brim, OUT, 1.3),
           path("M-17,-4.6 V0.6 M-8,-6 V1.6 M1,-6.4 V2 M10,-6 V1.6 M18,-4.4 V0.6", None, OUT, 0.7)]
    return [*out, path("M-19,-1 Q0,-6 19,-1", None, YEL, 1.4), circle(14, -6, 2.4, YEL, GOLD_DK, 0.8)]
