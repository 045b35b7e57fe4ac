"""The art tests' helpers."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

REPO = Path(__file__).resolve().parents[2]


def card_art(module: str) -> ModuleType:
    """``card_art.<module>`` from build_scripts/, which is not on sys.path (its build.py would
    shadow the ``build`` package)."""
    if "card_art" not in sys.modules:
        init = REPO / "build_scripts" / "card_art" / "__init__.py"
        spec = importlib.util.spec_from_file_location("card_art", init,
                                                      submodule_search_locations=[str(init.parent)])
        assert spec and spec.loader
        package = importlib.util.module_from_spec(spec)
        sys.modules["card_art"] = package
        spec.loader.exec_module(package)
    return importlib.import_module(f"card_art.{module}")


def render_parts(parts: list[str], deck: str, file: Path, view: tuple[int, int] = (240, 360),
                 scale: int = 1) -> pygame.Surface:
    """``parts`` (SVG elements in card units) drawn alone on a transparent ``view`` (from the
    card's top-left corner), coloured as ``deck`` colours its cards, ``scale`` pixels a unit."""
    import pygame

    svg = card_art("svg")
    palette = card_art("palette")
    doc = svg.svg_doc(parts, view[0], view[1])
    if deck in palette.ITALIAN_PALETTES:
        doc = palette.ITALIAN_PALETTES[deck].apply(doc)
    file.write_text(doc, encoding="utf-8")
    surf: pygame.Surface = pygame.image.load_sized_svg(str(file), (view[0] * scale, view[1] * scale))
    return surf
