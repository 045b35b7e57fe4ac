"""Lay screens of the tour side by side on one sheet, for comparing a change before and after.

    python -m trappola_gui --tour DIR --size 800x600 --faces italian       (once per size and faces)
    python build_scripts/screen_sheets.py OUT.png DIR1 DIR2 ... --shots score match-over

Each row is one shot (matched by the name after the tour's number), each column one tour folder,
scaled to a common width and labelled with the folder's name. Nothing is generated here but the
sheet: the shots are the game's own tour.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402 - after the video driver is chosen

CELL_W = 640
GAP = 12
LABEL_H = 28
INK = (235, 230, 215)
GROUND = (24, 28, 26)


def shot(folder: Path, name: str) -> Path | None:
    """The tour's PNG named ``NN-name.png`` in ``folder``."""
    for path in sorted(folder.glob("*.png")):
        if path.stem.split("-", 1)[-1] == name:
            return path
    return None


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("folders", type=Path, nargs="+")
    p.add_argument("--shots", nargs="+", required=True, help="shot names, e.g. score match-over")
    p.add_argument("--width", type=int, default=CELL_W, help="each shot's width on the sheet (pixels)")
    args = p.parse_args()
    cell_w = max(160, min(1920, args.width))
    pygame.init()
    font = pygame.font.Font(None, 26)
    images: list[list[pygame.Surface | None]] = []
    for name in args.shots:
        row: list[pygame.Surface | None] = []
        for folder in args.folders:
            path = shot(folder, name)
            if path is None:
                row.append(None)
                continue
            img = pygame.image.load(str(path))
            h = round(img.get_height() * cell_w / img.get_width())
            row.append(pygame.transform.smoothscale(img, (cell_w, h)))
        images.append(row)
    heights = [max((img.get_height() for img in row if img is not None), default=0) for row in images]
    width = len(args.folders) * (cell_w + GAP) + GAP
    height = LABEL_H + sum(h + LABEL_H + GAP for h in heights) + GAP
    sheet = pygame.Surface((width, height))
    sheet.fill(GROUND)
    for col, folder in enumerate(args.folders):
        sheet.blit(font.render(folder.name, True, INK), (GAP + col * (cell_w + GAP), 6))
    y = LABEL_H
    for name, row, h in zip(args.shots, images, heights, strict=True):
        sheet.blit(font.render(name, True, INK), (GAP, y + 4))
        y += LABEL_H
        for col, img in enumerate(row):
            if img is not None:
                sheet.blit(img, (GAP + col * (cell_w + GAP), y))
        y += h + GAP
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{args.out}: {len(args.shots)} shots x {len(args.folders)} tours, {width}x{height}")


if __name__ == "__main__":
    main()
