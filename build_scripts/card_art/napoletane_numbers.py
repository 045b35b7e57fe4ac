"""The Napoletane number cards of Swords and Batons.

As on Neapolitan packs (and unlike the Piacentine lattice and trellis), the
swords and the clubs do not cross: each stands on its own, in two tiers.
The swords are gently curved blades standing point up, hilts down, bowing
left and right in turn; the clubs are knotty cudgels standing heavy end up,
leaning left and right in turn.  The upper tier keeps to the right of the
top-left index, the lower tier to the left of the bottom-right one, so both
keep a clear field round them.  The 2 of Swords is two sabres crossed and
tied with a red bow; the 2 of Batons two great clubs side by side under a
red band.  Cups and coins are drawn as on the Piacentine cards.
"""

from __future__ import annotations

from .batons import club
from .figures import rosette
from .palette import GOLD, ITALIAN_COL
from .svg import group, num, path, place, rect
from .sword_numbers import blade, bowed, hilts, two_of_swords

Point = tuple[float, float]
RED = ITALIAN_COL["H"]

# Each tier: how many, the x of its first and last piece, the y of the
# hilts (or grip ends) and of the points (or heavy ends).  An odd count
# puts its extra piece in the lower tier, which the heavy ends, all up,
# would otherwise leave the lighter.
Tier = tuple[int, float, float, float, float]
# rank: (upper tier, lower tier)
TIERS: dict[str, tuple[Tier, Tier]] = {
    "7": ((3, 96, 196, 170, 22), (4, 40, 158, 338, 190)),
    "8": ((4, 82, 200, 170, 22), (4, 40, 158, 338, 190)),
    "9": ((4, 82, 200, 170, 22), (5, 34, 162, 338, 190)),
    "T": ((5, 78, 206, 170, 22), (5, 34, 162, 338, 190)),
}
# How far a blade bows sideways (units), and the hilts' scale by rank.
BOW = 7.0
HILT = {"7": 0.74, "8": 0.74, "9": 0.62, "T": 0.6}


def _xs(n: int, x0: float, x1: float) -> list[float]:
    return [x0 + (x1 - x0) * i / (n - 1) for i in range(n)] if n > 1 else [(x0 + x1) / 2]


def napoletane_blades(rank: str) -> list[list[Point]]:
    """Every blade of the ``rank`` (7 to 10) of Swords, hilt first, none crossing another."""
    if rank == "2":
        return two_of_swords()
    out: list[list[Point]] = []
    k = 0
    for n, x0, x1, y_hilt, y_point in TIERS[rank]:
        for x in _xs(n, x0, x1):
            side = 1 if k % 2 else -1
            out.append(bowed((x, y_hilt - 6), (x + side * 2, y_point), x + side * BOW, 0.3))
            k += 1
    return out


def bow_knot(x: float, y: float, s: float = 1.0) -> list[str]:
    """A red ribbon tied in a bow at (x, y): two loops, a knot and two tails."""
    parts = [path("M0,0 C-10,-16 -30,-14 -26,0 C-30,14 -10,14 0,0 Z M0,0 C10,-16 30,-14 26,0 C30,14 10,14 0,0 Z",
                  RED["main"], RED["dark"], 2),
             path("M-3,2 C-10,18 -16,28 -22,38 L-12,36 L-10,46 C-4,32 0,18 2,4 Z "
                  "M3,2 C10,18 16,28 22,38 L12,36 L10,46 C4,32 0,18 -2,4 Z", RED["main"], RED["dark"], 2),
             rect(-6, -6, 12, 12, RED["main"], RED["dark"], 2, 3)]
    return [place(parts, x, y, s)]


def napoletane_swords(rank: str) -> list[str]:
    """Swords 2 and 7-10: the blades, their hilts, and a bow or a flower where they meet."""
    blades = napoletane_blades(rank)
    if rank == "2":
        out = [part for p in blades for part in blade(p, 18.0)]
        return out + hilts(blades, 1.2) + bow_knot(120, 186)
    out = [part for p in blades for part in blade(p, 11.5)]
    out += hilts(blades, HILT[rank])
    if rank in "8T":
        # a flower between the tiers, where the card's middle is bare
        out.append(rosette(196, 196, 10, ITALIAN_COL["S"]["main"], GOLD))
        out.append(rosette(44, 164, 10, ITALIAN_COL["S"]["main"], GOLD))
    return out


# Clubs: their length and heavy end by rank; those of a tier stand side by
# side, leaning together (the upper tier to the left, the lower to the right).
CLUB_LEN = {"7": 150.0, "8": 146.0, "9": 144.0, "T": 140.0}
CLUB_HEAD = {"7": 0.82, "8": 0.74, "9": 0.62, "T": 0.58}
LEAN = 6.0


def napoletane_clubs(rank: str) -> list[list[str]]:
    """Each club of the ``rank`` (7 to 10) of Batons alone, upper tier first."""
    out: list[list[str]] = []
    k = 0
    for tier, (n, x0, x1, y_grip, y_head) in enumerate(TIERS[rank]):
        length = CLUB_LEN[rank]
        mid = (y_grip + y_head) / 2
        for x in _xs(n, x0, x1):
            out.append([place(club(length, k, CLUB_HEAD[rank], 0.8), x, mid, 1.0, LEAN if tier else -LEAN)])
            k += 1
    return out


def napoletane_batons(rank: str) -> list[str]:
    """Batons 2 and 7-10: clubs standing apart in two tiers; the 2 two great clubs banded together."""
    if rank != "2":
        return [part for one in napoletane_clubs(rank) for part in one]
    band = [rect(-34, -9, 68, 18, RED["main"], RED["dark"], 2, 5), path("M-32,0 H32", None, GOLD, 2.5)]
    return [place(club(270, 0, 0.86), 96, 182, 1.0, -4), place(club(270, 1, 0.86), 144, 182, 1.0, 4),
            group(band, f"translate(120 {num(196)})")]


def napoletane_number(rank: str, suit: str) -> list[str] | None:
    """The Swords or Batons number card ``rank``; None for Cups and Coins (drawn as on the Piacentine cards)."""
    if suit == "S":
        return napoletane_swords(rank)
    if suit == "C":
        return napoletane_batons(rank)
    return None
