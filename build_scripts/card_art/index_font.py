"""The stroke font of the corner indices (NanoSVG ignores ``<text>``)."""

from __future__ import annotations

from .svg import group, path

# ------------------------------------------------------------- stroke font
# Glyphs live in a 30x50 box (y down); drawn as round-capped strokes.
GLYPHS = {
    "A": ["M2,50 L15,0 L28,50", "M7,33 H23"],
    "K": ["M3,0 V50", "M28,0 L3,30", "M12,20 L28,50"],
    "Q": ["M15,0 A13,25 0 1,0 15,50 A13,25 0 1,0 15,0 Z", "M17,35 L29,51"],
    "J": ["M9,0 H29", "M23,0 V35 Q23,50 12,50 Q3,50 2,40"],
    "R": ["M3,50 V0 H15 Q28,0 28,13 Q28,26 15,26 H3", "M14,26 L28,50"],
    "C": ["M28,9 Q24,0 15,0 Q2,0 2,25 Q2,50 15,50 Q24,50 28,41"],
    "F": ["M3,50 V0 H28", "M3,24 H22"],
    "2": ["M3,12 Q4,0 15,0 Q28,0 28,13 Q28,24 3,50 H29"],
    "7": ["M2,0 H28 L10,50"],
    "8": ["M15,0 A11,11.5 0 1,0 15,23 A11,11.5 0 1,0 15,0 Z",
          "M15,23 A13,13.5 0 1,0 15,50 A13,13.5 0 1,0 15,23 Z"],
    "9": ["M15,0 A13,13 0 1,0 15,26 A13,13 0 1,0 15,0 Z",
          "M28,13 V36 Q28,50 14,50 Q6,50 3,43"],
    # the one and the nought of ``10`` (see glyph_text)
    "1": ["M1,9 L7,1 V50"],
    "0": ["M9,0 A8,25 0 1,0 9,50 A8,25 0 1,0 9,0 Z"],
}


def glyph_text(text: str, colour: str, sw: float = 9.0) -> str:
    """Index text in the 30x50 box at the origin.

    ``10`` runs a little wider (to x=38) with a thinner stroke, so that the
    one and the nought keep a clear gap even on 60 px cards; its one's flag
    starts where the other glyphs' left edges do, so that every index keeps
    the same margin from the card's edge (tests/art/test_indices.py).
    """
    strokes: list[str] = []
    if text == "10":
        sw *= 0.85
        strokes += [path(d, None, colour, sw) for d in GLYPHS["1"]]
        strokes.append(group([path(d, None, colour, sw) for d in GLYPHS["0"]],
                             "translate(18 0)"))
        return group(strokes)
    strokes += [path(d, None, colour, sw) for d in GLYPHS[text]]
    return group(strokes)
