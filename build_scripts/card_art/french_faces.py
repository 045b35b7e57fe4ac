"""The French faces: pips, number cards, aces and double-ended courts."""

from __future__ import annotations

import math
from typing import NamedTuple

from .deck import FRENCH_LAYOUT
from .figures import crown, face_head, limb, rosette
from .palette import BLACK, CREAM, FRENCH_RED, GOLD, GOLD_DK, OUT, SKIN, WHITE, suit_ink
from .svg import circle, ellipse, group, line, num, path, place, rect

# -------------------------------------------------------- French suit signs
FRENCH_PATHS = {
    "H": "M0,44 C-22,24 -50,4 -50,-18 C-50,-38 -33,-48 -19,-48 C-8,-48 -2,-41 0,-33 "
         "C2,-41 8,-48 19,-48 C33,-48 50,-38 50,-18 C50,4 22,24 0,44 Z",
    "D": "M0,-50 Q16,-22 38,0 Q16,22 0,50 Q-16,22 -38,0 Q-16,-22 0,-50 Z",
    "S": "M0,-50 C-18,-28 -50,-10 -50,12 C-50,30 -36,38 -24,38 C-14,38 -7,33 -3,27 "
         "C-4,38 -10,45 -19,50 L19,50 C10,45 4,38 3,27 C7,33 14,38 24,38 "
         "C36,38 50,30 50,12 C50,-10 18,-28 0,-50 Z",
    "C": "M-4,6 C-4,30 -10,42 -19,50 L19,50 C10,42 4,30 4,6 Z",
}


def french_pip(suit: str, colour: str) -> list[str]:
    """A spade, heart, diamond or club in ``colour``, in a box of about -50..50."""
    out = [path(FRENCH_PATHS[suit], colour)]
    if suit == "C":
        out += [circle(0, -25, 20, colour), circle(-23, 9, 20, colour),
                circle(23, 9, 20, colour), circle(0, 0, 12, colour)]
    return out


def french_number(deck: str, rank: str, suit: str) -> list[str]:
    """Pips on their places, those of the bottom half upside down."""
    pip = french_pip(suit, suit_ink(deck, suit))
    return [place(pip, x, y, 0.38, 180.0 if y > 180 else 0.0) for x, y in FRENCH_LAYOUT[rank]]


def french_ace(deck: str, suit: str) -> list[str]:
    """A big pip in a ring of dots, outlined inside in cream round a rosette."""
    ink = suit_ink(deck, suit)
    out = [circle(120, 180, 84, None, ink, 1.5), circle(120, 180, 78, None, ink, 0.8)]
    for i in range(12):
        a = math.radians(i * 30 + 15)
        out.append(circle(120 + 81 * math.sin(a), 180 - 81 * math.cos(a), 3, ink))
    out.append(place(french_pip(suit, ink), 120, 180, 1.2))
    inner = [path(FRENCH_PATHS[suit], None, CREAM, 3)] if suit != "C" else [
        circle(0, -25, 11, None, CREAM, 3), circle(-23, 9, 11, None, CREAM, 3),
        circle(23, 9, 11, None, CREAM, 3)]
    out.append(place(inner, 120, 180, 0.72 if suit != "C" else 1.2))
    out.append(rosette(120, 180 if suit != "C" else 176, 12, CREAM, GOLD))
    return out


class CourtInks(NamedTuple):
    """The colours of one French court: the suit's ink, the blue and red
    that go with it, and the mantle, tunic and trim they make for the rank."""

    ink: str
    blue: str
    red: str
    mantle: str
    tunic: str
    trim: str


def court_inks(deck: str, rank: str, suit: str) -> CourtInks:
    """The colours of the ``rank`` court of ``suit`` in ``deck``."""
    ink = suit_ink(deck, suit)
    # the four-colour pack's blue and red suits borrow other colours
    blue = "#2a5caa" if ink != "#1560bd" else "#6a3d8f"
    red = FRENCH_RED if ink != FRENCH_RED else "#2e7d4f"
    # Classic courts mix red, blue, yellow and black; each rank its own mix.
    mantle, tunic, trim = {"K": (ink, GOLD, blue), "Q": (blue, ink, GOLD),
                           "J": (red if ink == BLACK else GOLD, blue, ink)}[rank]
    return CourtInks(ink, blue, red, mantle, tunic, trim)


def held_behind(rank: str) -> list[str]:
    """What the court holds, drawn behind the figure: the King's sword, the
    Jack's halberd, the Queen's hair."""
    if rank == "K":
        return [place(french_sword(), 160, 84)]
    if rank == "J":
        return [line(72, 178, 72, 26, "#7a5230", 5),
                path("M72,40 Q94,34 96,58 Q86,52 72,56 Z", "#c8ccd2", OUT, 1.5),
                path("M72,44 L60,38 L62,50 Z", "#c8ccd2", OUT, 1.5),
                path("M69,28 L72,20 L75,28 Z", "#c8ccd2", OUT, 1.2)]
    return [path("M96,80 Q96,118 84,132 Q106,130 110,104 L130,104 Q134,130 156,132 "
                 "Q144,118 144,80 Q144,54 120,54 Q96,54 96,80 Z", "#d6a84a", OUT, 1.5)]


def bust(rank: str, inks: CourtInks) -> list[str]:
    """Mantle, tunic and neck, with buttons (chevrons on the Jack) and trim."""
    out = [
        path("M60,180 L60,158 Q62,126 94,117 L146,117 Q178,126 180,158 L180,180 Z", inks.mantle, OUT, 2),
        path("M98,117 L142,117 L134,180 L106,180 Z", inks.tunic, OUT, 1.5),
        rect(112, 98, 16, 20, SKIN, OUT, 1.2),
    ]
    for i, y in enumerate((128, 142, 156, 170)):
        if rank == "J":
            out.append(path(f"M{num(104 + i * 0.6)},{y} L120,{y + 8} L{num(136 - i * 0.6)},{y}",
                            None, inks.trim, 3))
        else:
            out.append(circle(120, y, 3.2, inks.trim, OUT, 0.8))
    return [*out, path("M100,117 L106,180 M140,117 L134,180", None, inks.trim, 3)]


def king_head(inks: CourtInks) -> list[str]:
    """Ermine collar, bearded head, crown, and the hand on the sword."""
    out = [path("M66,150 Q120,166 174,150 L176,164 Q120,180 64,164 Z", WHITE, OUT, 1.5)]
    out += [path(f"M{x},{160 + abs(x - 120) * -0.02} l-2,5 l2,-1.5 l2,1.5 Z", BLACK)
            for x in (76, 92, 108, 124, 140, 156, 170)]
    out += face_head(120, 80, 21, beard="#6b4a2b", hair="#6b4a2b")
    out += crown(120, 38, 40, 22, inks.blue)
    return [*out, *limb("M148,124 Q164,130 160,150", inks.mantle, 9), circle(160, 154, 6, SKIN, OUT, 1.5)]


def queen_head(inks: CourtInks) -> list[str]:
    """Ruff, head, small crown, and the flower in her hand."""
    out = [path("M94,114 Q120,132 146,114 Q138,108 120,112 Q102,108 94,114 Z", WHITE, OUT, 1.5)]
    out += face_head(120, 80, 20, hair="#d6a84a")
    out += crown(120, 44, 30, 15, inks.red)
    return [*out, path("M88,176 Q80,144 86,106", None, "#3b7a2e", 3),
            ellipse(80, 134, 4, 9, "#3b7a2e", None, None, ' transform="rotate(-35 80 134)"'),
            rosette(86, 100, 11, inks.red if inks.ink != inks.red else FRENCH_RED, GOLD),
            *limb("M100,124 Q86,136 88,150", inks.mantle, 8),
            circle(88, 152, 5.5, SKIN, OUT, 1.2)]


def jack_head(inks: CourtInks) -> list[str]:
    """Collar, head, plumed cap, and the hand on the halberd."""
    out = [path("M96,114 Q120,128 144,114 L142,120 Q120,134 98,120 Z", WHITE, OUT, 1.2)]
    out += face_head(120, 82, 20, hair="#b07a3a")
    return [*out, ellipse(120, 64, 30, 8, inks.trim, OUT, 1.5),
            path("M100,64 Q102,42 122,42 Q142,44 142,64 Z", inks.tunic, OUT, 1.5),
            path("M138,52 Q170,40 164,20 Q152,42 132,50 Z", WHITE, OUT, 1.2),
            *limb("M96,124 Q76,134 74,150", inks.mantle, 8),
            circle(73, 152, 5.5, SKIN, OUT, 1.2)]


FRENCH_HEADS = {"K": king_head, "Q": queen_head, "J": jack_head}


def french_half(deck: str, rank: str, suit: str) -> list[str]:
    """Top half of a double-ended French court card (bust, 55..185 x 19..180)."""
    inks = court_inks(deck, rank, suit)
    out = [*held_behind(rank), *bust(rank, inks), *FRENCH_HEADS[rank](inks)]
    # suit sign in the frame corner, as on printed courts
    out.append(place(french_pip(suit, inks.ink), 170 if rank == "J" else 70, 34, 0.2))
    return out


def french_sword() -> list[str]:
    """The King's straight sword, point up."""
    return [path("M-4,60 L-4,-54 L0,-64 L4,-54 L4,60 Z", "#d6dbe2", OUT, 1.5),
            rect(-16, 58, 32, 6, GOLD, GOLD_DK, 1.5, 2),
            rect(-3, 64, 6, 12, "#6b4a2b", OUT, 1), circle(0, 79, 4, GOLD, GOLD_DK, 1)]


def french_court(deck: str, rank: str, suit: str) -> list[str]:
    """A double-ended court: the half and its 180-degree turn, in a frame."""
    ink = suit_ink(deck, suit)
    out = [rect(50, 14, 140, 332, "#fffdf6", ink, 3, 6)]
    half = french_half(deck, rank, suit)
    out.append(group(half))
    out.append(group(half, "rotate(180 120 180)"))
    out.append(line(50, 180, 190, 180, ink, 2))
    out.append(rect(55, 19, 130, 322, None, ink, 1, 4))
    return out
