"""The Napoletane number cards of Swords and Batons.

As on Neapolitan packs (and unlike the Piacentine lattice and trellis), the
swords and the clubs do not cross: each stands on its own, upright, in two
tiers, the swords point up and hilt down, the clubs heavy end up.  Each tier
is centred on the card, its pieces evenly spaced at the card's own pitch and
mirror-symmetric about the card's middle: the swords bow a little towards
the middle, the more the further out they stand (so they stay evenly spaced
all the way up), the clubs of the right half are those of the left half
mirrored.  Every tier keeps to the field between the corner indices, the
upper one clear of the top-left index, the lower one of the bottom-right one.
The 2 of Swords is two sabres crossed and tied with a red bow; the 2 of
Batons two great clubs side by side under a red band.  Cups and coins are
drawn as on the Piacentine cards.
"""

from __future__ import annotations

from .batons import club
from .figures import rosette
from .palette import GOLD, ITALIAN_COL
from .svg import group, num, path, place, rect
from .sword_numbers import blade, bowed, hilts, two_of_swords

Point = tuple[float, float]
RED = ITALIAN_COL["H"]
MID_X = 120.0

# The two tiers: the y of their lower ends (hilts, grips) and of their upper
# ends (points, heavy ends).
UPPER, LOWER = (168.0, 24.0), (334.0, 192.0)
# rank: (pieces in the upper tier, in the lower one, the pitch between two
# pieces).  An odd count puts its extra piece in the lower tier, which the
# heavy ends, all up, would otherwise leave the lighter.
TIERS: dict[str, tuple[int, int, float]] = {
    "7": (3, 4, 34.0),
    "8": (4, 4, 34.0),
    "9": (4, 5, 24.0),
    "T": (5, 5, 24.0),
}
# How far the outermost swords bow in towards the middle at halfway up and
# at the point (units), at OUTER units from the middle; the hilts' scale by rank.
BOW, TIP, OUTER = 4.0, 1.5, 46.0
HILT = {"7": 0.58, "8": 0.58, "9": 0.4, "T": 0.4}
# The blades' width by rank (the fewer, the broader).
BLADE = {"7": 13.0, "8": 13.0, "9": 11.5, "T": 11.5}


def tier_xs(n: int, pitch: float) -> list[float]:
    """The x of ``n`` pieces ``pitch`` apart, centred on the card."""
    return [MID_X + (i - (n - 1) / 2) * pitch for i in range(n)]


def _tiers(rank: str) -> list[tuple[list[float], tuple[float, float]]]:
    upper, lower, pitch = TIERS[rank]
    return [(tier_xs(upper, pitch), UPPER), (tier_xs(lower, pitch), LOWER)]


def napoletane_blades(rank: str) -> list[list[Point]]:
    """Every blade of the ``rank`` (7 to 10) of Swords, hilt first, none crossing another."""
    if rank == "2":
        return two_of_swords()
    out: list[list[Point]] = []
    for xs, (y_hilt, y_point) in _tiers(rank):
        for x in xs:
            d = (x - MID_X) / OUTER
            out.append(bowed((x, y_hilt - 6), (x - d * TIP, y_point), x - d * BOW, 0.3))
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
    out = [part for p in blades for part in blade(p, BLADE[rank])]
    out += hilts(blades, HILT[rank])
    if rank in "8T":
        # a flower each side between the tiers, where the card is bare
        out += [rosette(x, 180, 10, ITALIAN_COL["S"]["main"], GOLD) for x in (MID_X - ROSE, MID_X + ROSE)]
    return out


# How far from the middle the flowers of the 8 and 10 of Swords stand.
ROSE = 80.0


# Clubs: their length and heavy end by rank.  They stand upright, the clubs
# of a tier all alike (as printed), so that they keep the same gaps all the
# way up, their cut stubs on the same sides and none meeting.
CLUB_LEN = {"7": 140.0, "8": 140.0, "9": 138.0, "T": 138.0}
CLUB_HEAD = {"7": 0.72, "8": 0.72, "9": 0.54, "T": 0.54}


def napoletane_clubs(rank: str) -> list[list[str]]:
    """Each club of the ``rank`` (7 to 10) of Batons alone, upper tier first."""
    out: list[list[str]] = []
    for tier, (xs, (y_grip, y_head)) in enumerate(_tiers(rank)):
        one = club(CLUB_LEN[rank], 2 * tier, CLUB_HEAD[rank], 0.6)
        out += [[place(one, x, (y_grip + y_head) / 2)] for x in xs]
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
