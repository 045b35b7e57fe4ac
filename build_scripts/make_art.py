"""Generate all of Trappola's card art as SVG (plus PNG renders) from code.

Run ``python build_scripts/make_art.py`` to rewrite everything under
``assets/``; ``--out DIR`` writes into another root (the tests use this to
check that the committed files are reproducible), ``--sheet OUT.png --faces
italian|napoletane|french|french4`` renders a contact sheet of a deck with pygame
(``build_scripts/sheet_numbers.py`` renders one of the Italian number cards
of both styles, at 120x180 and 60 px high, to compare before and after).

The drawing lives in the ``card_art`` package beside this script (SVG helpers,
suit signs, Italian and French faces, backs and felt, the icon, PNG renders);
this file only reads the command line.  The SVG part is pure stdlib and
deterministic: the output is byte for byte the same on every run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# The package sits beside this script; loaded by path (not run), the script
# does not have its folder on sys.path.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_art.deck import DECKS  # noqa: E402
from card_art.render import make_sheet, write_pngs  # noqa: E402
from card_art.svg_files import write_svgs  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "assets",
                    help="assets root to write into (default: the repo's assets/)")
    ap.add_argument("--no-png", action="store_true", help="write only the SVG files")
    ap.add_argument("--sheet", type=Path, help="render a contact sheet PNG instead")
    ap.add_argument("--faces", choices=DECKS, default="italian")
    ap.add_argument("--height", type=int, default=180, help="card height on the sheet")
    args = ap.parse_args(argv)
    if args.sheet:
        make_sheet(args.out, args.faces, args.sheet, args.height)
        print(f"wrote {args.sheet}")
        return 0
    files = write_svgs(args.out)
    if not args.no_png:
        files += write_pngs(args.out)
    print(f"wrote {len(files)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
