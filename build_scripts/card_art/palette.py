"""The colours of the packs: ink, gold, skin, and each suit's own colours."""

from __future__ import annotations

OUT = "#2b2118"
CREAM = "#fbf7ec"
GOLD = "#e0ac2b"
GOLD_DK = "#7a5410"
SKIN = "#f4d3b4"
SKIN_DK = "#8a5a35"
WHITE = "#ffffff"
BLACK = "#1b1b1b"

# Italian suits: each has its own colour *and* its own shape.
ITALIAN_COL = {
    "S": {"main": "#2f5f8f", "dark": "#1b3553", "light": "#dbe6f1", "ink": "#1f4e8c"},
    "H": {"main": "#c0222c", "dark": "#6e1016", "light": "#f6d3d0", "ink": "#b0182a"},
    "D": {"main": "#e3ad24", "dark": "#7a5410", "light": "#f8e7b0", "ink": "#8f6200"},
    "C": {"main": "#3e8e41", "dark": "#4a3018", "light": "#d5ebcf", "ink": "#2b6b2e"},
}
FRENCH_RED = "#c8102e"
FRENCH4_COL = {"S": BLACK, "H": FRENCH_RED, "D": "#1560bd", "C": "#17853a"}


def suit_ink(deck: str, suit: str) -> str:
    """The colour of a suit's pips and index in a deck."""
    if deck == "italian":
        return ITALIAN_COL[suit]["ink"]
    if deck == "french4":
        return FRENCH4_COL[suit]
    return FRENCH_RED if suit in "HD" else BLACK
