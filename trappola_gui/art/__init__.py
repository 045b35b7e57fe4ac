"""Card art for the game window: faces, backs and the felt, as pygame Surfaces.

The art ships as SVG (``assets/cards/<deck>/<CARD>.svg``, 240x360 viewBox)
and is rasterised on demand with pygame's SVG loader at exactly the size the
table layout asks for.  When the running pygame cannot load SVG, a 240x360 PNG
set (``assets/cards/png/...``) is scaled instead; when both are missing,
:class:`ArtError` names the missing file.

Given a :class:`~trappola_gui.art.raster.RasterStore` (the game passes its cache
folder's), the drawn pixels of each SVG are kept there and read back the next
time, a fraction of a millisecond instead of a few: the same pixels, keyed by
the SVG file's checksum, the size and the drawing library's version.

>>> art = CardArt(faces="italian", back="red")      # doctest: +SKIP
>>> art.face("QH", 180).get_size()                   # doctest: +SKIP
(120, 180)
"""

from __future__ import annotations

import zlib
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import pygame

from trappola_gui.resources import asset_path

from . import raster
from .raster import RasterStore

__all__ = ["ArtError", "CardArt", "DECKS", "BACKS", "card_size_for_height"]

DECKS = ("italian", "french", "french4", "napoletane")
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
                 use_svg: bool = True, raster_store: RasterStore | None = None) -> None:
        if faces not in DECKS:
            raise ValueError(f"unknown faces {faces!r}; choose one of {', '.join(DECKS)}")
        self.faces = faces
        self.back_name = back
        self._root = root
        self._keep = max(1, keep_sizes)
        self._use_svg = use_svg
        self._store = raster_store
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
        return self._get(self._card_key(card), height)

    @staticmethod
    def _card_key(card: str) -> str:
        key = card.upper() if isinstance(card, str) else ""
        if len(key) != 2 or key[0] not in RANKS or key[1] not in SUITS:
            raise ValueError(f"not a card: {card!r}")
        return key

    def turned_face(self, card: str, height: int, angle: float) -> pygame.Surface:
        """The face of ``card`` at ``height`` turned ``angle`` degrees, as ``rotozoom`` turns it (the
        menu's fan): kept with the faces, and in the store between runs (the face is then not loaded)."""
        key = self._card_key(card)
        size = card_size_for_height(height)
        bucket = self._bucket(size)
        turn = f"{key}@{angle:g}"
        turned = bucket.get(turn)
        if turned is None:
            svg = self._sources(key)[0]
            store = self._store_for(svg)
            source = raster.turn_source(svg, size, angle) if store is not None else None
            turned = raster.read_surface(store, *source) if store is not None and source is not None else None
            if turned is None:
                turned = pygame.transform.rotozoom(self._get(key, height), angle, 1.0)
                if store is not None and source is not None:
                    raster.keep_surface(store, *source, turned)
            bucket[turn] = turned
        return turned

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
        """The table background: the felt tile laid over ``size``, each copy
        turned one of four ways, under soft clouds and a vignette.

        The turns break the tile's period and the clouds, a few per screen,
        vary the green too slowly to draw the eye, so no repeat shows; both
        follow a fixed sequence, so the felt is the same on every call.
        """
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        kept = self._felt_kept_as((w, h))
        if kept is not None:
            out = pygame.Surface((w, h))
            if raster.read_onto(*kept, out):
                return out
        return self._drawn_felt(w, h, kept)

    def felt_onto(self, surface: pygame.Surface) -> pygame.Surface | None:
        """Lay the felt over all of ``surface`` (as blitting :meth:`felt` of its size would): straight
        from the store into it when it was kept (None), else drawn, blitted and returned, to be kept."""
        kept = self._felt_kept_as(surface.get_size())
        if kept is not None and raster.read_onto(*kept, surface):
            return None
        felt = self._drawn_felt(*surface.get_size(), kept)
        surface.blit(felt, (0, 0))
        return felt

    def _felt_kept_as(self, size: tuple[int, int]) -> tuple[RasterStore, str, str] | None:
        """The store and the (name, key) the felt at ``size`` is kept under, or None when it is not kept."""
        svg = self._path("table", "felt.svg")
        store = self._store_for(svg)
        key = None if store is None else raster.store_key(svg, size, _FELT_RECIPE)
        return None if store is None or key is None else (store, f"felt-{size[0]}x{size[1]}", key)

    def _drawn_felt(self, w: int, h: int, kept: tuple[RasterStore, str, str] | None) -> pygame.Surface:
        """The felt drawn anew, and kept (``kept``: where) for the next time."""
        out = self._draw_felt(w, h, self._path("table", "felt.svg"), _svg_loader() if self._use_svg else None)
        if kept is not None:
            raster.keep(*kept, out)
        return out

    def _store_for(self, svg: Path) -> RasterStore | None:
        """The store that keeps what is drawn from ``svg``, or None (none given, or no SVG drawn)."""
        if self._store is None or not self._use_svg or _svg_loader() is None or not svg.is_file():
            return None
        return self._store

    def _draw_felt(self, w: int, h: int, svg: Path,
                   loader: Callable[[str, tuple[int, int]], pygame.Surface] | None) -> pygame.Surface:
        out = pygame.Surface((w, h))
        tile: pygame.Surface | None = None
        if loader is not None and svg.is_file():
            try:
                tile = loader(str(svg), (256, 256))
            except (pygame.error, OSError, ValueError):
                tile = None
        if tile is None:
            # A plain felt colour is an acceptable table when the art is missing.
            out.fill((30, 106, 59))
        else:
            # an opaque copy: blitting the loader's alpha surface blends every pixel, ten times slower
            opaque = pygame.Surface(tile.get_size())
            opaque.blit(tile, (0, 0))
            tile = opaque
            turns = [tile, pygame.transform.flip(tile, True, False),
                     pygame.transform.flip(tile, False, True), pygame.transform.flip(tile, True, True)]
            tw, th = tile.get_size()
            state = 1728
            for y in range(0, h, th):
                for x in range(0, w, tw):
                    state = (state * 1103515245 + 12345) % (1 << 31)
                    out.blit(turns[(state >> 16) % 4], (x, y))
        # The shade: one pixel per cell of a coarse grid, smoothly scaled up
        # and multiplied in; darker towards the edges, a little uneven.
        gw, gh = 16, 10
        shade = pygame.Surface((gw, gh))
        state = 1728
        for gy in range(gh):
            for gx in range(gw):
                dx, dy = (gx + 0.5) / gw * 2 - 1, (gy + 0.5) / gh * 2 - 1
                vignette = 1.0 - 0.22 * min(1.0, (dx * dx + dy * dy) / 2) ** 1.3
                state = (state * 1103515245 + 12345) % (1 << 31)
                cloud = (state >> 16) % 17 / 16 - 0.5
                v = max(0, min(255, round(255 * vignette * (0.985 + 0.03 * cloud))))
                shade.set_at((gx, gy), (v, v, v))
        out.blit(pygame.transform.smoothscale(shade, (w, h)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        return out

    # -- internals -------------------------------------------------------------
    def _get(self, key: str, height: int) -> pygame.Surface:
        size = card_size_for_height(height)
        bucket = self._bucket(size)
        surf = bucket.get(key)
        if surf is None:
            surf = self._load(key, size)
            bucket[key] = surf
        return surf

    def _bucket(self, size: tuple[int, int]) -> dict[str, pygame.Surface]:
        """The images at ``size``, made the most recently used."""
        bucket = self._cache.get(size)
        if bucket is None:
            bucket = {}
            self._cache[size] = bucket
            while len(self._cache) > self._keep:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size)
        return bucket

    def _load(self, key: str, size: tuple[int, int]) -> pygame.Surface:
        svg, png = self._sources(key)
        loader = _svg_loader() if self._use_svg else None
        if loader is not None and svg.is_file():
            try:
                drawn = loader(str(svg), size) if self._store is None else raster.drawn(self._store, loader, svg, size)
                return _finish(drawn, size)
            except (pygame.error, OSError, ValueError):
                pass  # fall through to the PNG set
        if png.is_file():
            try:
                return _finish(pygame.image.load(str(png)), size)
            except (pygame.error, OSError, ValueError) as exc:
                raise ArtError(f"card art unreadable: {png} ({exc})") from None
        raise ArtError(f"card art missing: {svg}")


def _recipe() -> str:
    """The felt's drawing, as code: a change to it draws the felt again rather than reading an old one."""
    import marshal

    return f"felt={zlib.adler32(marshal.dumps(CardArt._draw_felt.__code__)):08x}"


_FELT_RECIPE = _recipe()
