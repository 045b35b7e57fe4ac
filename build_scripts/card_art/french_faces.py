"""The French faces: the English pattern's twelve double-ended courts, and
(from ``french_pips``) the suit signs, number cards and aces.

Each court is one figure of its own (``french_kings``, ``french_queens``,
``french_jacks``) drawn as the top half of the card and repeated turned by
180 degrees in the bottom half, the two halves parted by a rule slanting
through the middle of the frame, as on English packs.
"""

from __future__ import annotations

from .french_court_parts import LEANS, rule_y
from .french_jacks import JACKS
from .french_kings import KINGS
from .french_pips import FRENCH_PATHS, french_ace, french_number, french_pip
from .french_queens import QUEENS
from .palette import CREAM, suit_ink
from .svg import group, line, num, path, place, rect

__all__ = ["FRENCH_PATHS", "french_ace", "french_court", "french_half", "french_number", "french_pip"]

COURTS = {"K": KINGS, "Q": QUEENS, "J": JACKS}
# The small suit sign inside the frame, on the side the figure leaves free.
_PIP_AT = {("K", "S"): 168, ("K", "H"): 72, ("K", "D"): 72, ("K", "C"): 168,
           ("Q", "S"): 72, ("Q", "H"): 168, ("Q", "D"): 72, ("Q", "C"): 72,
           ("J", "S"): 168, ("J", "H"): 72, ("J", "D"): 168, ("J", "C"): 72}


# Each figure stands a little to one side of the frame's middle, as printed
# figures do, the side its attribute leaves it; the robe runs on under the frame.
_SHIFT = {("K", "S"): 6, ("K", "H"): -4, ("K", "D"): 4, ("K", "C"): 7,
          ("Q", "S"): -6, ("Q", "H"): 6, ("Q", "D"): 0, ("Q", "C"): -3,
          ("J", "S"): 6, ("J", "H"): -6, ("J", "D"): 4, ("J", "C"): -4}
FRAME_BG = "#fffdf6"


def _placed(deck: str, rank: str, suit: str, parts: list[str]) -> str:
    """``parts`` of the figure turned by its lean about the card's centre and shifted."""
    dx = _SHIFT[rank, suit]
    lean = f"rotate({num(-LEANS[rank, suit])} 120 180)"
    return group(parts, lean + (f" translate({dx} 0)" if dx else ""))


def french_layers(deck: str, rank: str, suit: str) -> tuple[list[str], list[str]]:
    """Top half of a double-ended French court card (55..185 x 19..180) in
    two layers: what lies behind the other half (the robe, the head, the
    corner sign) and what lies over it (the attributes held in front, so a
    shaft can cross the divide, and the hands)."""
    ink = suit_ink(deck, suit)
    figure = COURTS[rank][suit]()
    back = [_placed(deck, rank, suit, [*figure.behind(), *figure.body]),
            place(french_pip(suit, ink), _PIP_AT[rank, suit], 36, 0.2)]
    return back, [_placed(deck, rank, suit, figure.front())]


def french_half(deck: str, rank: str, suit: str) -> list[str]:
    """Top half of a double-ended French court card (55..185 x 19..180)."""
    back, front = french_layers(deck, rank, suit)
    return [*back, *front]


def french_court(deck: str, rank: str, suit: str) -> list[str]:
    """A double-ended court: the half and its 180-degree turn, in a frame
    whose margins, drawn last, trim what runs past the frame's inner line.
    Both halves' bodies come first, then both halves' attributes and hands,
    so that a shaft held in one half runs on over the other's robe."""
    ink = suit_ink(deck, suit)
    back, front = french_layers(deck, rank, suit)
    turn = "rotate(180 120 180)"
    inner = "M55,19 V341 H185 V19 Z"
    return [rect(50, 14, 140, 332, FRAME_BG, ink, 3, 6),
            group(back), group(back, turn), group(front), group(front, turn),
            path("M50,14 H190 V346 H50 Z " + inner, FRAME_BG, extra=' fill-rule="evenodd"'),
            # outside the frame the robes run on under the card's margins
            path("M2,14 H50 V346 H2 Z M190,14 H238 V346 H190 Z", CREAM),
            rect(50, 14, 140, 332, None, ink, 3, 6),
            line(55, rule_y(55), 185, rule_y(185), ink, 2),
            rect(55, 19, 130, 322, None, ink, 1, 4)]
