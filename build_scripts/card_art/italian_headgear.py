"""What the Italian courts wear on their heads: four crowns for the Re,
hats, caps and a helmet for the Cavalli and the Fanti.

Each piece sits on a head of radius ``r`` centred at (cx, cy), as
:func:`figures.turned_head` draws it, and leans towards ``facing``.
"""

from __future__ import annotations

from .palette import GOLD, GOLD_DK, OUT, WHITE
from .svg import circle, ellipse, num, path, smooth


def _band(cx: float, top: float, w: float, h: float, jewel: str) -> list[str]:
    """A crown's gold band from ``top`` down ``h``, ``w`` wide, three stones set in it."""
    x0, x1 = cx - w / 2, cx + w / 2
    d = (f"M{num(x0)},{num(top)} Q{num(cx)},{num(top + h * 0.35)} {num(x1)},{num(top)} "
         f"L{num(x1 - 1)},{num(top + h)} Q{num(cx)},{num(top + h * 1.35)} {num(x0 + 1)},{num(top + h)} Z")
    return [path(d, GOLD, GOLD_DK, 1.5),
            *(ellipse(cx + dx * w, top + h * 0.62, h * 0.2, h * 0.26, jewel, GOLD_DK, 0.8)
              for dx in (-0.3, 0, 0.3))]


def spiked_crown(cx: float, cy: float, r: float, jewel: str) -> list[str]:
    """A tall crown of five spikes tipped with pearls (the Re of Swords)."""
    w, top = r * 2.0, cy - r * 0.92
    xs = [cx - w / 2 + i * w / 4 for i in range(5)]
    tips = [(x, top - r * (0.9 if i % 2 else 1.25)) for i, x in enumerate(xs)]
    d = f"M{num(xs[0])},{num(top)}"
    for i, (x, y) in enumerate(tips):
        nxt = xs[i] + w / 8 if i < 4 else xs[4]
        d += f" L{num(x)},{num(y)} L{num(nxt)},{num(top - r * 0.15 if i < 4 else top)}"
    out = [path(d + " Z", GOLD, GOLD_DK, 1.5)]
    out += [circle(x, y, r * 0.12, WHITE, GOLD_DK, 0.8) for x, y in tips]
    return out + _band(cx, top - r * 0.1, w, r * 0.36, jewel)


def lily_crown(cx: float, cy: float, r: float, jewel: str) -> list[str]:
    """An open crown of three lilies, each a leaf between two curled petals
    (the Re of Coins)."""
    w, top = r * 2.1, cy - r * 0.95
    out: list[str] = []
    for i, dx in enumerate((-0.7, 0, 0.7)):
        x, hh = cx + dx * r, r * (0.95 if i == 1 else 0.75)
        out.append(path(f"M{num(x - r * 0.16)},{num(top)} Q{num(x - r * 0.26)},{num(top - hh * 0.6)} "
                        f"{num(x)},{num(top - hh)} Q{num(x + r * 0.26)},{num(top - hh * 0.6)} "
                        f"{num(x + r * 0.16)},{num(top)} Z", GOLD, GOLD_DK, 1.2))
        for s in (-1, 1):
            out.append(path(f"M{num(x + s * r * 0.1)},{num(top - hh * 0.3)} Q{num(x + s * r * 0.55)},"
                            f"{num(top - hh * 0.75)} {num(x + s * r * 0.42)},{num(top - hh * 0.2)}",
                            None, GOLD_DK, 1.6))
    return out + _band(cx, top - r * 0.1, w, r * 0.36, jewel)


def capped_crown(cx: float, cy: float, r: float, cap: str, facing: int) -> list[str]:
    """A low crown of small points over a tall soft cap that droops towards
    ``facing`` (the Re of Cups)."""
    w, top = r * 2.1, cy - r * 0.9
    f = facing
    dome = smooth([(cx - w / 2, top), (cx - w * 0.42, top - r * 0.9), (cx + f * r * 0.1, top - r * 1.45),
                   (cx + f * r * 1.0, top - r * 1.05), (cx + w / 2, top)])
    out = [path(dome + " Z", cap, OUT, 1.5),
           path(f"M{num(cx + f * r * 0.1)},{num(top - r * 1.45)} Q{num(cx + f * r * 0.2)},"
                f"{num(top - r * 0.7)} {num(cx)},{num(top)}", None, OUT, 1)]
    d = f"M{num(cx - w / 2)},{num(top + r * 0.1)}"
    for i in range(7):
        x = cx - w / 2 + (i + 0.5) * w / 7
        d += f" L{num(x)},{num(top - r * 0.42)} L{num(x + w / 14)},{num(top - r * 0.05)}"
    out.append(path(d + " Z", GOLD, GOLD_DK, 1.2))
    return out + _band(cx, top - r * 0.05, w, r * 0.34, WHITE)


def leaf_crown(cx: float, cy: float, r: float, jewel: str, facing: int) -> list[str]:
    """A crown of broad leaves over a rolled fur brim, tilted back from ``facing``
    (the Re of Batons)."""
    w, top = r * 2.2, cy - r * 0.85
    out: list[str] = []
    for i in range(5):
        x = cx - w * 0.4 + i * w * 0.2 - facing * r * 0.1
        h = r * (0.8 + 0.25 * (i % 2))
        out.append(path(smooth([(x - r * 0.24, top), (x - r * 0.22, top - h * 0.6), (x, top - h),
                                (x + r * 0.22, top - h * 0.6), (x + r * 0.24, top)]) + " Z",
                        GOLD, GOLD_DK, 1.2))
    out.append(path(f"M{num(cx - w / 2)},{num(top + r * 0.05)} Q{num(cx)},{num(top - r * 0.25)} "
                    f"{num(cx + w / 2)},{num(top + r * 0.05)} Q{num(cx + w / 2 + r * 0.12)},{num(top + r * 0.5)} "
                    f"{num(cx + w / 2 - r * 0.1)},{num(top + r * 0.55)} Q{num(cx)},{num(top + r * 0.3)} "
                    f"{num(cx - w / 2 + r * 0.1)},{num(top + r * 0.55)} Q{num(cx - w / 2 - r * 0.12)},"
                    f"{num(top + r * 0.5)} {num(cx - w / 2)},{num(top + r * 0.05)} Z", WHITE, OUT, 1.2))
    out += [circle(cx + dx * r, top + r * 0.28, r * 0.08, OUT) for dx in (-0.6, -0.1, 0.4, 0.85)]
    return out + [circle(cx - facing * r * 0.1, top - r * 0.3, r * 0.14, jewel, GOLD_DK, 0.8)]


def plume(x: float, y: float, length: float, lean: float, colour: str) -> str:
    """A feather from (x, y), ``length`` long, curving over to ``lean`` (+ right)."""
    tx, ty = x + lean * length * 0.8, y - length * 0.55
    return path(f"M{num(x)},{num(y)} Q{num(x + lean * length * 0.1)},{num(y - length * 0.7)} "
                f"{num(tx)},{num(ty)} Q{num(x + lean * length * 0.5)},{num(y - length * 0.28)} "
                f"{num(x + lean * 3)},{num(y + 1)} Z", colour, OUT, 1.2)


def beret(cx: float, cy: float, r: float, colour: str, facing: int, feather: str = WHITE) -> list[str]:
    """A flat beret slanted over the brow towards ``facing``, a feather at the back."""
    f = facing
    top = cy - r * 0.8
    return [plume(cx - f * r * 0.6, top - r * 0.2, r * 2.0, -f, feather),
            path(smooth([(cx - f * r * 1.2, top + r * 0.15), (cx - f * r * 0.7, top - r * 0.6),
                         (cx + f * r * 0.4, top - r * 0.62), (cx + f * r * 1.35, top + r * 0.02),
                         (cx + f * r * 0.3, top + r * 0.3)], closed=True), colour, OUT, 1.5),
            path(f"M{num(cx - f * r * 1.0)},{num(top + r * 0.2)} Q{num(cx)},{num(top + r * 0.5)} "
                 f"{num(cx + f * r * 1.2)},{num(top + r * 0.05)}", None, GOLD, 2)]


def brimmed_hat(cx: float, cy: float, r: float, colour: str, band: str, facing: int) -> list[str]:
    """A broad hat, its brim turned up at the back, a round crown and a band."""
    f = facing
    top = cy - r * 0.75
    brim = smooth([(cx - f * r * 1.5, top - r * 0.4), (cx - f * r * 0.6, top + r * 0.05),
                   (cx + f * r * 1.1, top + r * 0.15), (cx + f * r * 1.9, top + r * 0.05),
                   (cx + f * r * 0.8, top + r * 0.42), (cx - f * r * 0.9, top + r * 0.36)], closed=True)
    dome = smooth([(cx - f * r * 0.9, top + r * 0.12), (cx - f * r * 0.75, top - r * 0.75),
                   (cx + f * r * 0.1, top - r * 1.05), (cx + f * r * 0.85, top - r * 0.6),
                   (cx + f * r * 0.95, top + r * 0.18)])
    return [path(dome + " Z", colour, OUT, 1.5),
            path(f"M{num(cx - f * r * 0.86)},{num(top - r * 0.12)} Q{num(cx)},{num(top + r * 0.05)} "
                 f"{num(cx + f * r * 0.92)},{num(top - r * 0.1)}", None, band, r * 0.22),
            path(brim, colour, OUT, 1.5)]


def pointed_cap(cx: float, cy: float, r: float, colour: str, facing: int, feather: str) -> list[str]:
    """A tall soft cap whose point falls forward over ``facing``, a long feather
    stuck in its rolled brim."""
    f = facing
    top = cy - r * 0.7
    cap = smooth([(cx - f * r * 1.05, top + r * 0.1), (cx - f * r * 0.8, top - r * 0.9),
                  (cx + f * r * 0.3, top - r * 1.5), (cx + f * r * 1.2, top - r * 1.05),
                  (cx + f * r * 0.7, top - r * 0.75), (cx + f * r * 1.0, top + r * 0.05)])
    return [path(cap + " Z", colour, OUT, 1.5),
            plume(cx - f * r * 0.7, top, r * 2.4, -f * 0.8, feather),
            path(f"M{num(cx - f * r * 1.1)},{num(top + r * 0.05)} Q{num(cx)},{num(top + r * 0.35)} "
                 f"{num(cx + f * r * 1.05)},{num(top)}", None, GOLD, r * 0.26)]


def helmet(cx: float, cy: float, r: float, steel: str, crest: str, facing: int) -> list[str]:
    """An open helmet with a cheek guard and a crest of plumes sweeping back."""
    f = facing
    shell = smooth([(cx - f * r * 1.05, cy + r * 0.2), (cx - f * r * 1.0, cy - r * 0.7),
                    (cx - f * r * 0.1, cy - r * 1.25), (cx + f * r * 0.8, cy - r * 0.9),
                    (cx + f * r * 1.1, cy - r * 0.4), (cx + f * r * 0.5, cy - r * 0.45),
                    (cx - f * r * 0.2, cy - r * 0.2), (cx - f * r * 0.3, cy + r * 0.5)], closed=True)
    return [path(f"M{num(cx - f * r * 0.1)},{num(cy - r * 1.2)} Q{num(cx - f * r * 0.6)},{num(cy - r * 2.4)} "
                 f"{num(cx - f * r * 2.0)},{num(cy - r * 1.6)} Q{num(cx - f * r * 1.3)},{num(cy - r * 1.4)} "
                 f"{num(cx - f * r * 0.9)},{num(cy - r * 0.9)} Z", crest, OUT, 1.2),
            path(shell, steel, OUT, 1.5),
            path(f"M{num(cx - f * r * 0.95)},{num(cy - r * 0.55)} Q{num(cx)},{num(cy - r * 1.0)} "
                 f"{num(cx + f * r * 0.95)},{num(cy - r * 0.6)}", None, GOLD, 2)]
