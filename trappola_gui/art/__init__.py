"""Card art for the game window: faces, backs and the felt, as pygame Surfaces.

The art ships as SVG (``assets/cards/<deck>/<CARD>.svg``, 240x360 viewBox)
and is rasterised on demand with pygame's SVG loader at exactly the size the
table layout asks for.  When the running pygame cannot load SVG, a 240x360 PNG
set (``assets/cards/png/...``) is scaled instead; when both are missing,
:class:`ArtError` names the missing file.

>>> art = CardArt(faces="italian", back="red")      # doctest: +SKIP
>>> art.face("QH", 180).get_size()                   # doctest: +SKIP
(120, 180)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import pygame

from trappola_gui.resources import asset_path

__all__ = ["ArtError", "CardArt", "DECKS", "BACKS", "card_size_for_height"]

DECKS = ("italian", "french", "french4", "italian_deep")
BACKS = ("red", "blue")
RANKS = "AKQJ2T987"
SUITS = "SHDC"
# The PNG fallback set is rendered at the SVG's own size.
PNG_SIZE = (240, 360)


class ArtError(RuntimeError):
    """Card art is missing or unusable; the message names the file."""


def card_size_for_height(height: int) -> tuple[int, int]:
    """Card size (w, h) for a height, 2:3 with the width rounded."""
    if height < 1:
        raise ValueError(f"card height must be positive, not {height}")
    return (max(1, round(height * 2 / 3)), int(height))


def _svg_loader() -> Callable[[str, tuple[int, int]], pygame.Surface] | None:
    return getattr(pygame.image, "load_sized_svg", None)


def _finish(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Force the exact size (NanoSVG keeps aspect and may be a pixel off)."""
    if surf.get_bitsize() != 32:
        rgba = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        rgba.blit(surf, (0, 0))
        surf = rgba
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf, size)
    # convert_alpha needs a display mode; headless callers keep the raw surface.
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


class CardArt:
    """Loads and caches card images for one deck style and one back.

    The cache keeps the images of the most recently used ``keep_sizes``
    card heights only, so resizing the window does not pile up surfaces.
    """

    def __init__(self, faces: str = "italian", back: str = "red", *,
                 root: Path | None = None, keep_sizes: int = 2,
                 use_svg: bool = True) -> None:
        if faces not in DECKS:
            raise ValueError(f"unknown faces {faces!r}; choose one of {', '.join(DECKS)}")
        self.faces = faces
        self.back_name = back
        self._root = root
        self._keep = max(1, keep_sizes)
        self._use_svg = use_svg
        # size -> {key -> surface}; order = least recently used first
        self._cache: OrderedDict[tuple[int, int], dict[str, pygame.Surface]] = OrderedDict()

    # -- paths -------------------------------------------------------------
    def _path(self, *parts: str) -> Path:
        if self._root is not None:
            return self._root.joinpath(*parts)
        return asset_path(*parts)

    def _sources(self, key: str) -> tuple[Path, Path]:
        """(svg, png) for a cache key: a card like ``QH`` or ``back``."""
        if key == "back":
            return (self._path("cards", "backs", f"{self.back_name}.svg"),
                    self._path("cards", "png", "backs", f"{self.back_name}.png"))
        return (self._path("cards", self.faces, f"{key}.svg"),
                self._path("cards", "png", self.faces, f"{key}.png"))

    # -- public API ----------------------------------------------------------
    @staticmethod
    def card_size_for_height(height: int) -> tuple[int, int]:
        """Card size (w, h) for a height, exact 2:3 with the width rounded."""
        return card_size_for_height(height)

    def face(self, card: str, height: int) -> pygame.Surface:
        """The face of ``card`` (e.g. ``"QH"``) at ``height`` pixels."""
        key = card.upper() if isinstance(card, str) else ""
        if len(key) != 2 or key[0] not in RANKS or key[1] not in SUITS:
            raise ValueError(f"not a card: {card!r}")
        return self._get(key, height)

    def back(self, height: int) -> pygame.Surface:
        """The card back at ``height`` pixels."""
        return self._get("back", height)

    def set_faces(self, faces: str) -> None:
        """Switch deck style; drops the cached images."""
        if faces not in DECKS:
            raise ValueError(f"unknown faces {faces!r}")
        self.faces = faces
        self.clear()

    def set_back(self, back: str) -> None:
        """Switch card back; drops the cached images."""
        self.back_name = back
        self.clear()

    def clear(self) -> None:
        """Forget every cached image."""
        self._cache.clear()

    def cached_sizes(self) -> list[tuple[int, int]]:
        """Sizes currently held in the cache, least recently used first."""
        return list(self._cache)

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The table background: the felt tile repeated over ``size``."""
        w, h = int(size[0]), int(size[1])
        out = pygame.Surface((max(1, w), max(1, h)))
        svg = self._path("table", "felt.svg")
        tile: pygame.Surface | None = None
        loader = _svg_loader() if self._use_svg else None
        if loader is not None and svg.is_file():
            try:
                tile = loader(str(svg), (128, 128))
            except (pygame.error, OSError, ValueError):
                tile = None
        if tile is None:
            # A plain felt colour is an acceptable table when the art is missing.
            out.fill((29, 107, 58))
            return out
        tw, th = tile.get_size()
        for y in range(0, h, th):
            for x in range(0, w, tw):
                out.blit(tile, (x, y))
        return out

    # -- internals -------------------------------------------------------------
    def _get(self, key: str, height: int) -> pygame.Surface:
        size = card_size_for_height(height)
        bucket = self._cache.get(size)
        if bucket is None:
            bucket = {}
            self._cache[size] = bucket
            while len(self._cache) > self._keep:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size)
        surf = bucket.get(key)
        if surf is None:
            surf = self._load(key, size)
            bucket[key] = surf
        return surf

    def _load(self, key: str, size: tuple[int, int]) -> pygame.Surface:
        svg, png = self._sources(key)
        loader = _svg_loader() if self._use_svg else None
        if loader is not None and svg.is_file():
            try:
                return _finish(loader(str(svg), size), size)
            except (pygame.error, OSError, ValueError):
                pass  # fall through to the PNG set
        if png.is_file():
            try:
                return _finish(pygame.image.load(str(png)), size)
            except (pygame.error, OSError, ValueError) as exc:
                raise ArtError(f"card art unreadable: {png} ({exc})") from None
        raise ArtError(f"card art missing: {svg}")
