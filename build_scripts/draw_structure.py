"""Draw the package's structure: every module a box in its folder, the imports between folders as arrows.

    python build_scripts/draw_structure.py OUT.png [--root CHECKOUT] [--title TEXT]

Reads the imports of every module of ``trappola_gui`` in CHECKOUT (this checkout by default)
with ``ast``, without running any of it. Folders stand in layers, the window on top and the
engine at the bottom, so an arrow that points up stands out; each arrow between two folders
is labelled with how many imports it stands for, and a box's shade grows with the module's
lines (a red edge past 300). A picture for the docs (``docs/structure-*.png``), nothing the
game reads.
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

PACKAGE = "trappola_gui"
# Top to bottom: a folder's layer. Folders not named here stand with their parent's layer.
LAYERS = [
    ["app", "app.tools"],
    ["app.screens", "app.scenes"],
    ["app.table"],
    ["app.shell"],
    ["app.kit", "app.lang"],
    ["net"],
    ["ai", "storage", "art"],
    ["engine"],
]
BOX_W, BOX_H, GAP, PAD = 150, 20, 6, 14
LONG = 300


def modules(root: Path) -> dict[str, Path]:
    base = root / PACKAGE
    out = {}
    for path in sorted(base.rglob("*.py")):
        rel = path.relative_to(root).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def folder_of(module: str, mods: dict[str, Path]) -> str:
    """The folder a module stands in, without the package's name ("app.table", "engine", "" for the top)."""
    path = mods[module]
    pkg = module if path.name == "__init__.py" else module.rpartition(".")[0]
    return pkg.removeprefix(PACKAGE).lstrip(".")


def imports(module: str, path: Path, mods: dict[str, Path]) -> set[str]:
    pkg = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = pkg.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([node.module] if node.module else []))
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        for name in names:
            while name and name not in mods:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
    return found


def layer_of(folder: str) -> int:
    for i, row in enumerate(LAYERS):
        if folder in row:
            return i
    top = folder.partition(".")[0]
    for i, row in enumerate(LAYERS):
        if top in row:
            return i
    return len(LAYERS) - 1  # the package's own top-level modules (resources): beside the engine


def draw(root: Path, out: Path, title: str) -> None:
    mods = modules(root)
    folders: dict[str, list[str]] = {}
    for m in mods:
        folders.setdefault(folder_of(m, mods), []).append(m)
    arrows: Counter[tuple[str, str]] = Counter()
    for m, path in mods.items():
        for t in imports(m, path, mods):
            a, b = folder_of(m, mods), folder_of(t, mods)
            if a != b and not (mods[t].name == "__init__.py" and m.startswith(t + ".")):
                arrows[(a, b)] += 1
    rows: list[list[str]] = [[] for _ in range(len(LAYERS))]
    for f in sorted(folders):
        rows[layer_of(f)].append(f)
    pygame.font.init()
    font = pygame.font.Font(None, 18)
    big = pygame.font.Font(None, 26)
    per_col = 12
    rects: dict[str, pygame.Rect] = {}
    y = 60
    width = 0
    for row in rows:
        x, tallest = PAD, 0
        for f in row:
            n = len(folders[f])
            cols = max(1, -(-n // per_col))
            w = cols * (BOX_W + GAP) + GAP
            h = 26 + min(n, per_col) * (BOX_H + GAP) + GAP
            rects[f] = pygame.Rect(x, y, w, h)
            x += w + 3 * PAD
            tallest = max(tallest, h)
        width = max(width, x)
        y += tallest + 70
    surface = pygame.Surface((max(width, 900), y))
    surface.fill((250, 248, 242))
    surface.blit(big.render(title, True, (30, 30, 30)), (PAD, 18))
    for (a, b), n in sorted(arrows.items()):
        ra, rb = rects[a], rects[b]
        up = layer_of(b) < layer_of(a)
        colour = (200, 40, 40) if up else (120, 130, 150)
        start = (ra.centerx, ra.bottom if not up else ra.top)
        end = (rb.centerx, rb.top if not up else rb.bottom)
        if layer_of(a) == layer_of(b):
            start, end = (ra.right if ra.x < rb.x else ra.left, ra.centery), (rb.left if ra.x < rb.x else rb.right,
                                                                              rb.centery)
        pygame.draw.line(surface, colour, start, end, 1 + min(n, 40) // 10)
        pygame.draw.circle(surface, colour, end, 4)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        surface.blit(font.render(str(n), True, colour), mid)
    for f, rect in rects.items():
        pygame.draw.rect(surface, (235, 238, 245), rect, border_radius=8)
        pygame.draw.rect(surface, (60, 70, 90), rect, 2, border_radius=8)
        surface.blit(big.render(f"{f or PACKAGE}/", True, (20, 30, 60)), (rect.x + 8, rect.y + 4))
        for i, m in enumerate(sorted(folders[f])):
            col, r = divmod(i, per_col)
            box = pygame.Rect(rect.x + GAP + col * (BOX_W + GAP), rect.y + 26 + r * (BOX_H + GAP), BOX_W, BOX_H)
            lines = sum(1 for _ in mods[m].open(encoding="utf-8"))
            shade = 255 - min(120, lines // 5)
            pygame.draw.rect(surface, (shade, shade, 255), box, border_radius=3)
            edge = (200, 40, 40) if lines > LONG else (90, 100, 130)
            pygame.draw.rect(surface, edge, box, 2 if lines > LONG else 1, border_radius=3)
            name = mods[m].stem if mods[m].name != "__init__.py" else "__init__"
            surface.blit(font.render(f"{name} {lines}", True, (20, 20, 20)), (box.x + 4, box.y + 3))
    pygame.image.save(surface, str(out))
    long_ones = sum(1 for p in mods.values() if sum(1 for _ in p.open(encoding="utf-8")) > LONG)
    print(f"{out}: {len(mods)} modules in {len(folders)} folders, {sum(arrows.values())} imports between "
          f"folders, {long_ones} modules over {LONG} lines")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--title", default="trappola_gui: modules (lines) by folder, imports between folders")
    args = parser.parse_args()
    draw(args.root, args.out, args.title)
    return 0


if __name__ == "__main__":
    sys.exit(main())
