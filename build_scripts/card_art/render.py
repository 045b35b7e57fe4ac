"""PNG renders with pygame: the icons, the fallback faces and contact sheets."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from .deck import BACKS, DECKS, RANKS, SUITS, H, W, all_cards

if TYPE_CHECKING:
    import pygame

ICON_SIZES = (16, 32, 48, 64, 128, 256)


def start_pygame() -> ModuleType:
    """pygame, started headless: imported here so that the SVG part needs only the standard library."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    return pygame


def render(path_: Path, size: tuple[int, int]) -> pygame.Surface:
    """Rasterise an SVG at exactly ``size`` (fixing NanoSVG's off-by-one)."""
    pg = start_pygame()
    surf: pygame.Surface = pg.image.load_sized_svg(str(path_), size)
    if surf.get_size() != size:
        surf = pg.transform.smoothscale(surf.convert_alpha() if pg.display.get_surface() else surf, size)
    return surf


def write_pngs(root: Path) -> list[Path]:
    """PNG renders: icons, and the 240x360 fallback set for every deck."""
    pygame = start_pygame()
    written: list[Path] = []
    for s in ICON_SIZES:
        out = root / "icons" / f"trappola-{s}.png"
        pygame.image.save(render(root / "icons" / "trappola.svg", (s, s)), str(out))
        written.append(out)
    for deck in DECKS:
        d = root / "cards" / "png" / deck
        d.mkdir(parents=True, exist_ok=True)
        for card in all_cards():
            out = d / f"{card}.png"
            pygame.image.save(render(root / "cards" / deck / f"{card}.svg", (W, H)), str(out))
            written.append(out)
    d = root / "cards" / "png" / "backs"
    d.mkdir(parents=True, exist_ok=True)
    for name in BACKS:
        out = d / f"{name}.png"
        pygame.image.save(render(root / "cards" / "backs" / f"{name}.svg", (W, H)), str(out))
        written.append(out)
    return written


def make_sheet(root: Path, deck: str, out: Path, card_h: int = 180) -> None:
    """Contact sheet: 4 suit rows of 9 cards, then a row with the backs."""
    pygame = start_pygame()
    cw = card_h * 2 // 3
    gap = 10
    cols, rows = len(RANKS), len(SUITS) + 1
    sheet = pygame.Surface((cols * (cw + gap) + gap, rows * (card_h + gap) + gap))
    sheet.fill((29, 107, 58))
    for r, suit in enumerate(SUITS):
        for c, rank in enumerate(RANKS):
            img = render(root / "cards" / deck / f"{rank}{suit}.svg", (cw, card_h))
            sheet.blit(img, (gap + c * (cw + gap), gap + r * (card_h + gap)))
    for c, name in enumerate(BACKS):
        img = render(root / "cards" / "backs" / f"{name}.svg", (cw, card_h))
        sheet.blit(img, (gap + c * (cw + gap), gap + len(SUITS) * (card_h + gap)))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))
