"""Drawn pictures kept between runs: what :class:`~trappola_gui.art.CardArt` asks its store for.

A picture is kept under a key saying what it was drawn from: the SVG file's checksum, the size,
how it is drawn (the felt's own code) and the drawing library's versions. So a changed file, a
new pygame or a changed felt is drawn again, never read stale. A card face is kept as the SVG
loader gave it (before it is fitted to the size and converted for the screen, as on every
load); the felt as the pixels lie in its surface, read back straight into one of the same layout.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import pygame

Loader = Callable[[str, tuple[int, int]], pygame.Surface]


class RasterStore(Protocol):
    """Where drawn pixels are kept (:class:`trappola_gui.storage.raster_cache.RasterCache`)."""

    def read_into(self, name: str, key: str, target: Callable[[str, int], Any]) -> bool: ...

    def write(self, name: str, key: str, shape: str, pixels: Any) -> None: ...


def rasteriser() -> str:
    """The drawing library's versions: a newer one may draw other pixels."""
    image = ".".join(map(str, pygame.image.get_sdl_image_version() or ()))
    return f"pygame-ce {pygame.version.ver} SDL_image {image}"


def store_key(svg: Path, size: tuple[int, int], recipe: str) -> str | None:
    """What a picture of ``svg`` drawn at ``size`` by ``recipe`` is kept under; None if unreadable."""
    try:
        source = svg.read_bytes()
    except OSError:
        return None
    checksum = zlib.adler32(source)
    return f"{svg.parent.name}/{svg.name} {size[0]}x{size[1]} adler32={checksum:08x} {recipe} {rasteriser()}"


def drawn(store: RasterStore, loader: Loader, svg: Path, size: tuple[int, int]) -> pygame.Surface:
    """``loader``'s picture of ``svg`` at ``size``: read from ``store`` when kept, else drawn and kept."""
    key = store_key(svg, size, "svg")
    if key is None:
        return loader(str(svg), size)
    name = f"{svg.parent.name}-{svg.stem}-{size[0]}x{size[1]}"
    found: list[tuple[tuple[int, int], bytearray]] = []

    def into(shape: str, length: int) -> Any:
        w, _, h = shape.removesuffix(" RGBA").partition("x")
        if not (shape.endswith(" RGBA") and w.isdigit() and h.isdigit()) or length != int(w) * int(h) * 4:
            return None
        if abs(int(w) - size[0]) > 2 or abs(int(h) - size[1]) > 2:
            return None  # not the size asked for (the drawing may be a pixel off, no more)
        found.append(((int(w), int(h)), bytearray(length)))
        return found[-1][1]

    if store.read_into(name, key, into):
        (w, h), pixels = found[-1]
        return pygame.image.frombuffer(pixels, (w, h), "RGBA")
    surf = loader(str(svg), size)
    w, h = surf.get_size()
    store.write(name, key, f"{w}x{h} RGBA", pygame.image.tobytes(surf, "RGBA"))
    return surf


def layout(surface: pygame.Surface) -> str | None:
    """How a surface's pixels lie in its memory, or None when they are not one block (a subsurface)."""
    if surface.get_parent() is not None:
        return None
    return f"{surface.get_bitsize()} {surface.get_masks()} {surface.get_pitch()}"


def read_onto(store: RasterStore, name: str, key: str, target: pygame.Surface) -> bool:
    """Read the kept pixels ``name`` straight into ``target``, if they were kept in its very layout."""
    lay = layout(target)
    if lay is None:
        return False
    size = target.get_pitch() * target.get_height()

    def into(shape: str, length: int) -> Any:
        if shape != lay or length != size:
            return None
        try:
            return target.get_view("0")
        except (pygame.error, ValueError):
            return None

    return store.read_into(name, key, into)


def keep(store: RasterStore, name: str, key: str, surface: pygame.Surface) -> None:
    """Keep ``surface``'s pixels as they lie in it (see :func:`read_onto`)."""
    lay = layout(surface)
    if lay is not None:
        store.write(name, key, lay, surface.get_view("0"))


def turn_source(svg: Path, size: tuple[int, int], angle: float) -> tuple[str, str] | None:
    """(name, key) a face turned by ``rotozoom`` is kept under (the face is in the screen's format)."""
    screen = pygame.display.get_surface()
    recipe = f"turned={angle:g} rotozoom screen={None if screen is None else screen.get_masks()}"
    key = store_key(svg, size, recipe)
    return None if key is None else (f"{svg.parent.name}-{svg.stem}-{size[0]}x{size[1]}-turned{angle:g}", key)


def read_surface(store: RasterStore, name: str, key: str) -> pygame.Surface | None:
    """A surface kept whole with :func:`keep_surface` (its size and layout with it), or None."""
    made: list[pygame.Surface] = []

    def into(shape: str, length: int) -> Any:
        try:
            size, alpha, bits, masks, pitch = shape.split(" ")
            w, h = (int(v) for v in size.split("x"))
            mask = tuple(int(m) for m in masks.split(","))
            surface = pygame.Surface((w, h), pygame.SRCALPHA if alpha == "alpha" else 0, int(bits), mask)
        except (ValueError, pygame.error):
            return None
        if surface.get_pitch() != int(pitch) or length != surface.get_pitch() * h:
            return None
        made.append(surface)
        return surface.get_view("0")

    return made[-1] if store.read_into(name, key, into) else None


def keep_surface(store: RasterStore, name: str, key: str, surface: pygame.Surface) -> None:
    """Keep ``surface`` whole: its pixels as they lie in it, with its size and layout."""
    if surface.get_parent() is not None:
        return
    alpha = "alpha" if surface.get_flags() & pygame.SRCALPHA else "opaque"
    masks = ",".join(str(m) for m in surface.get_masks())
    w, h = surface.get_size()
    shape = f"{w}x{h} {alpha} {surface.get_bitsize()} {masks} {surface.get_pitch()}"
    store.write(name, key, shape, surface.get_view("0"))
