"""The colours of the packs: ink, gold, skin, and each suit's own colours."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

OUT = "#2b2118"
CREAM = "#fbf7ec"
GOLD = "#e0ac2b"
GOLD_DK = "#7a5410"
SKIN = "#f4d3b4"
SKIN_DK = "#8a5a35"
WHITE = "#ffffff"
BLACK = "#1b1b1b"

# Italian suits: each has its own colour *and* its own shape, and its own
# lightness, so that they stay apart under red-green colour blindness too:
# Coins a light gold, Batons a mid wood (batons.WOOD), Cups a deep red with
# an old-gold trim, Swords steel blue (blue against the others' yellows,
# which deuteranopia and protanopia keep).  The signs' mean CIE L* come out
# about 57, 35, 70, 60 (S H D C), 57, 38, 72, 61 under simulated
# deuteranopia and 57, 30, 68, 58 under protanopia.
#
# The corner indices ("ink") step down in lightness, 15 L* or more apart in
# their small signs and about 11 in their letters under deuteranopia and
# protanopia, while every letter keeps 4.5:1 against the card: Coins an old
# gold (L* 47), Cups a deep red (35), Swords a navy (13), Batons the near
# black of bark (2).  (Letters cannot reach 15 while they read as their
# suits: on this card 4.5:1 leaves them L* 0 to 48, and a red shifts 5 to 10
# L* between the two simulations; tests/art/test_colour_vision.py says what
# a search of the sRGB cube finds.)
ITALIAN_COL = {
    "S": {"main": "#2f5f8f", "dark": "#1b3553", "light": "#dbe6f1", "ink": "#161a54"},
    "H": {"main": "#8a1226", "dark": "#4a0a12", "light": "#f6d3d0", "ink": "#962a36"},
    "D": {"main": "#f2c12e", "dark": "#9c6c12", "light": "#fbefc4", "ink": "#a26000"},
    "C": {"main": "#3e8e41", "dark": "#4a3018", "light": "#d5ebcf", "ink": "#0c0600"},
}
FRENCH_RED = "#c8102e"
# Four colours apart in lightness as well as hue, so that they stay apart
# under red-green colour blindness (deuteranopia, protanopia), where red and
# green turn the same olive and only lightness tells them apart, and every
# index keeps 4.5:1 against the card: CIE L* about 3 (a deep black), 46
# (vermilion), 37 (a bright royal blue, far from the black in lightness and
# hue), 19 (a forest green), and under simulated deuteranopia 3, 52, 40, 18
# and protanopia 3, 35, 46, 20 (tests/art/test_colour_vision.py).
FRENCH4_COL = {"S": "#0a0a0a", "H": "#d81a08", "D": "#1a3cf0", "C": "#003600"}


def suit_ink(deck: str, suit: str) -> str:
    """The colour of a suit's pips and index in a deck."""
    if deck in ITALIAN_PALETTES:
        # The base colour: a card is recoloured as a whole, once (card_svg).
        return ITALIAN_COL[suit]["ink"]
    if deck == "french4":
        return FRENCH4_COL[suit]
    return FRENCH_RED if suit in "HD" else BLACK


@dataclass(frozen=True)
class ItalianPalette:
    """One Italian deck's colouring.

    The drawings are written once in the base (Piacentine-like) colours above
    (the Napoletane deck's own aces, courts, swords and batons too); a deck
    lists which of those colours it paints differently, so the base deck is
    the empty recolouring and stays byte for byte what it was.
    """

    deck: str
    recolour: Mapping[str, str] = field(default_factory=dict)

    def apply(self, svg: str) -> str:
        """``svg`` with every base colour this style changes replaced, in one pass
        (so a colour is never replaced twice)."""
        if not self.recolour:
            return svg
        return _HEX.sub(lambda m: self.recolour.get(m.group(0), m.group(0)), svg)


_HEX = re.compile(r"#[0-9a-f]{6}\b")

PIACENTINE = ItalianPalette("italian")
# The Napoletane deck (drawn in napoletane_aces, napoletane_numbers and
# napoletane_courts) is painted in deeper crimson, ultramarine and egg-yolk
# yellow on a warmer, yellower card, and the wood a shade darker; skin and
# steel are unchanged.
NAPOLETANE = ItalianPalette("napoletane", {
    CREAM: "#f4e8c8",                 # the card
    "#6b6257": "#5c4326",             # the card's edge
    GOLD: "#f5c400", GOLD_DK: "#6e4200",
    # Cups and every red
    "#8a1226": "#7c0a1c", "#4a0a12": "#3a040c", "#f6d3d0": "#efb9ae",
    # Swords and every blue
    "#2f5f8f": "#1a3a8c", "#1b3553": "#0c1e52", "#dbe6f1": "#c4d1f0",
    # Coins
    "#f2c12e": "#f5bc00", "#fbefc4": "#fbdb74", "#9c6c12": "#8a5a00",
    # Batons' leaves and green
    "#3e8e41": "#17703a", "#d5ebcf": "#bfdfb2",
    # The index letters of Cups and Coins a shade darker, to keep 4.5:1 on
    # the darker card (those of Swords and Batons are dark enough as they are)
    "#962a36": "#8a2632", "#a26000": "#9a5600",
    # Wood a shade darker, to stand out on the warmer card
    "#cfa264": "#c4955a", "#a87d46": "#9c7040", "#e9c790": "#e0bd86",
    # court capes
    "#8a3a3a": "#701a28", "#6a4a8a": "#3e2470",
})
ITALIAN_PALETTES = {p.deck: p for p in (PIACENTINE, NAPOLETANE)}
