"""Print how long loading and rasterising a whole deck takes, and building the felt (figures, not tests).

Usage: ``python build_scripts/bench_art.py [--faces italian] [--height 180]
[--root ASSETS]``; ``--root`` reads the art from another assets root (say, an
older checkout's) to compare.  Goals: 36 faces + back at 120x180 in under
0.3 s; the felt at 1920x1080 in a few frames' time (it is built once per
window size).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from trappola_gui.art import DECKS, CardArt  # noqa: E402

CARDS = [r + s for s in "SHDC" for r in "AKQJ2T987"]


def bench(faces: str, height: int, use_svg: bool = True, repeat: int = 3,
          root: Path | None = None) -> float:
    """Best-of-``repeat`` seconds to load 36 faces + the back, cold cache."""
    best = float("inf")
    for _ in range(repeat):
        art = CardArt(faces=faces, back="red", use_svg=use_svg, root=root)
        t0 = time.perf_counter()
        for card in CARDS:
            art.face(card, height)
        art.back(height)
        best = min(best, time.perf_counter() - t0)
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--faces", default=None, choices=DECKS, help="one deck (default: all)")
    ap.add_argument("--height", type=int, default=180)
    ap.add_argument("--root", type=Path, default=None, help="assets root to read (default: the game's)")
    args = ap.parse_args()
    pygame.init()
    decks = [args.faces] if args.faces else list(DECKS)
    w = CardArt.card_size_for_height(args.height)[0]
    for deck in decks:
        svg = bench(deck, args.height, root=args.root)
        png = bench(deck, args.height, use_svg=False, root=args.root)
        print(f"{deck:12s} 36 faces + back at {w}x{args.height}: "
              f"SVG {svg:.3f} s, PNG fallback {png:.3f} s")
    felt = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        CardArt(root=args.root).felt((1920, 1080))
        felt = min(felt, time.perf_counter() - t0)
    print(f"felt at 1920x1080: {felt * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
