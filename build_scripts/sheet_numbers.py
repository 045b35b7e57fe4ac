"""A contact sheet of the Italian number cards, to compare drawings before and after a change.

Usage: ``python build_scripts/sheet_numbers.py OUT.png [--root ASSETS]``.
For each Italian style it shows the Ace, 2, 7, 8, 9 and 10 of every suit at
120x180, then its number cards in a row at 60 px high; then the backs; the
cards are read from the SVGs under ``--root`` (default: the repo's assets/).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_art.deck import BACKS, SUITS  # noqa: E402
from card_art.render import render, start_pygame  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
RANKS = "A2789T"
STYLES = ("italian", "napoletane")
GAP = 8


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--root", type=Path, default=REPO / "assets")
    args = ap.parse_args(argv)
    pygame = start_pygame()
    big, small = (120, 180), (40, 60)
    small_row = len(SUITS) * (len(RANKS) - 1)
    per_style = len(SUITS) * (big[1] + GAP) + small[1] + 2 * GAP
    width = GAP + max(len(RANKS) * (big[0] + GAP), small_row * (small[0] + 4))
    sheet = pygame.Surface((width, GAP + len(STYLES) * per_style + big[1] + GAP))
    sheet.fill((29, 107, 58))
    for s, style in enumerate(STYLES):
        y0 = GAP + s * per_style
        for r, suit in enumerate(SUITS):
            for c, rank in enumerate(RANKS):
                img = render(args.root / "cards" / style / f"{rank}{suit}.svg", big)
                sheet.blit(img, (GAP + c * (big[0] + GAP), y0 + r * (big[1] + GAP)))
        y = y0 + len(SUITS) * (big[1] + GAP)
        for i, (suit, rank) in enumerate((s_, r_) for s_ in SUITS for r_ in RANKS[1:]):
            img = render(args.root / "cards" / style / f"{rank}{suit}.svg", small)
            sheet.blit(img, (GAP + i * (small[0] + 4), y))
    y = GAP + len(STYLES) * per_style
    for i, name in enumerate(BACKS):
        back = args.root / "cards" / "backs" / f"{name}.svg"
        sheet.blit(render(back, big), (GAP + i * (big[0] + GAP), y))
        sheet.blit(render(back, small), (GAP + 2 * (big[0] + GAP) + i * (small[0] + 4), y))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
