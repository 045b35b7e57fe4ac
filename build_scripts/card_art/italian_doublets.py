"""What the four Fanti wear over their hose, each cut its own way: a short
jerkin with a pleated skirt, a long coat open down the front, a loose tunic
bloused over a sash, and a doublet under a dagged shoulder cape.

Every garment is drawn for a Fante facing right whose shoulders are at
y 98..106 and waist at about y 182, in the card's units.
"""

from __future__ import annotations

from .italian_court_parts import brocade, patterned, robe, shade
from .palette import GOLD, GOLD_DK, OUT
from .svg import circle, num, path, rect

SHIRT = "#f4efe0"
BELT = "#5a3a1e"


def _collar() -> str:
    """The shirt's collar, standing round the neck."""
    return path("M108,96 Q121,106 136,96 L134,102 Q121,112 110,102 Z", SHIRT, OUT, 1.2)


def _buttons(trim: str, ys: tuple[float, ...] = (116, 134, 152, 166)) -> list[str]:
    return [circle(121, y, 2.2, trim, OUT, 0.7) for y in ys]


def jerkin(colour: str, trim: str, hem: float, flare: float = 0.0, pleated: bool = True) -> list[str]:
    """A jerkin fitted to the waist, belted, over a short skirt flaring
    ``flare`` to its hem at ``hem``: of deep pleats with a zigzag hem when
    ``pleated``, else plain with a braided hem."""
    left, right, n = 88 - flare, 154 + flare, 8

    def at(i: int) -> str:
        """The hem's i-th point from the right, pleats' points dropping lower."""
        return f"{num(right - i * (right - left) / n)},{num(hem + (4 if pleated and i % 2 else 0))}"

    edge = " ".join(f"L{at(i)}" for i in range(n + 1))
    pleats = " ".join(f"M{num(144 - i * 46 / n)},184 L{at(i)}" for i in range(1, n))
    skirt = [path(f"M98,180 L144,180 {edge} Z", colour, OUT, 2)]
    skirt += [path(pleats, None, OUT, 0.9)] if pleated else [
        path(f"M{num(left + 3)},{num(hem - 4)} L{num(right - 3)},{num(hem - 4)}", None, trim, 3)]
    return [*skirt,
            *patterned([(110, 98), (96, 106), (94, 150), (98, 184), (144, 184), (148, 150), (146, 106), (130, 98)],
                       colour, shade(colour, 0.7), "lozenge", 9),
            path("M104,104 L121,182 L138,104", None, trim, 2.2),
            rect(96, 178, 50, 7, BELT, OUT, 1.1), rect(116, 177, 9, 9, GOLD, GOLD_DK, 0.9),
            *_buttons(trim, (124, 142, 160)), _collar()]


def long_coat(colour: str, under: str, trim: str, hem: float, flare: float = 0.0) -> list[str]:
    """A coat to below the knee, open down the front over a tunic of
    ``under``, its broad revers and hem edged with ``trim``."""
    coat = patterned([(110, 98), (96, 106), (94, 150), (94, 190), (86 - flare, hem), (122, hem + 6),
                      (158 + flare, hem), (148, 190), (146, 150), (144, 106), (130, 98)], colour, shade(under, 0.9),
                     "pomegranate", 12)
    lx, rx = num(112 - flare * 0.3), num(134 + flare * 0.3)
    opening = f"M114,104 L128,104 L{rx},{num(hem + 2)} L{lx},{num(hem + 2)} Z"
    revers = f"M114,102 L106,140 L{lx},{num(hem)} M128,102 L138,140 L{rx},{num(hem)}"
    return [*coat, path(opening, under, OUT, 1.2),
            path(revers, None, OUT, 7), path(revers, None, trim, 4.6),
            path(f"M{num(89 - flare)},{num(hem - 4)} Q122,{num(hem + 4)} {num(155 + flare)},{num(hem - 4)}",
                 None, trim, 3),
            path("M116,150 H126 M116,170 H127 M115,190 H128", None, OUT, 0.8), _collar()]


def belted_tunic(colour: str, trim: str, hem: float) -> list[str]:
    """A loose tunic gathered in folds, bloused over a knotted sash, its
    sides slit at a straight hem ``hem``."""
    outline = [(110, 98), (94, 106), (90, 150), (86, 176), (94, 186), (92, hem), (106, hem + 2), (110, hem - 10),
               (114, hem + 3), (130, hem + 3), (134, hem - 10), (138, hem + 2), (152, hem), (150, 186),
               (158, 176), (154, 150), (148, 106), (132, 98)]
    body = robe(outline, colour)
    folds = ("M106,110 Q102,150 98,178 M114,112 Q112,150 110,178 M130,112 Q132,150 134,178 "
             f"M138,110 Q142,150 146,178 M104,192 L100,{num(hem - 2)} M122,192 V{num(hem)} "
             f"M140,192 L144,{num(hem - 2)}")
    return [body, brocade(outline, shade(colour, 0.72), "flower", 11, (86, 98, 158, hem)), path(folds, None, OUT, 0.9),
            path("M90,182 Q122,192 154,182 L154,190 Q122,200 90,190 Z", trim, OUT, 1.2),
            path("M128,192 L134,214 L128,216 Z M132,192 L142,210 L137,214 Z", trim, OUT, 1),
            path(f"M{num(94)},{num(hem - 4)} L106,{num(hem - 2)} M138,{num(hem - 2)} L150,{num(hem - 4)}",
                 None, trim, 2.4), _collar()]


def shoulder_cape(colour: str, trim: str) -> list[str]:
    """A short cape over the shoulders and upper arms, its hem cut in
    rounded dags, fastened at the throat by a gold clasp."""
    dags = " ".join(f"a{num(6)},{num(5)} 0 0,0 {num(12)},0" for _ in range(8))
    outline = "M132,96 C152,98 166,112 170,144 L74,144 C78,112 92,98 110,96 Z"
    shape = [(132, 96), (156, 104), (168, 128), (170, 144), (74, 144), (76, 128), (88, 104), (110, 96)]
    return [path(f"M74,144 {dags} Z", colour, OUT, 1.6), path(outline, colour, OUT, 1.8),
            brocade(shape, GOLD, "flower", 12, (74, 96, 170, 144)),
            path("M74,144 H170", None, colour, 3),
            path("M80,141 Q122,134 164,141", None, trim, 2),
            _collar(), circle(121, 108, 4, GOLD, GOLD_DK, 1.1), circle(121, 108, 1.5, trim)]
