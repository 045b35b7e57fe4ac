"""The window's place on the desktop, and the window itself as an object that can change state.

``place_on_desktop`` is pure arithmetic, tested without a screen; ``App`` reads
the desktop and the window through pygame and asks here where the window may go.
"""

from __future__ import annotations

import contextlib
import os
import warnings
from typing import Any

import pygame

from trappola_gui.resources import asset_path
from trappola_gui.storage.lazy_log import Log

from .sizes import MIN_SIZE

log = Log(__name__)


def display_window() -> pygame.Window:
    """The window ``pygame.display.set_mode`` opened, as a ``pygame.Window``.

    Only a ``Window`` switches full screen without opening the window again.
    pygame-ce 2.5 marks ``from_display_module`` deprecated in favour of drawing
    through the ``Window`` itself; the game draws through the display module,
    for which this is the one way in.
    """
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def display_surface() -> pygame.Surface:
    """The surface of the window ``set_mode`` opened (there is none before it)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("the display has no surface: set_mode was not called")
    return surface


# What a window manager adds round a window's inside: a title bar above (with a top panel, if
# any) and borders and a task bar below. A window's inside keeps clear of them, so its title bar
# is always on the screen, to drag it and to close it.
FRAME_TOP, FRAME_SIDE, FRAME_BOTTOM = 40, 8, 40


def place_on_desktop(pos: tuple[int, int] | None, size: tuple[int, int],
                     desktop: tuple[int, int]) -> tuple[int, int] | None:
    """``pos`` (the window's inside) moved just enough that a window of ``size`` and its frame lie on
    ``desktop``; None stays None (the window manager places it).

    A window remembered on a screen that has since gone, or on a larger desktop, must not open
    out of reach; its title bar is never above the screen's top edge.

    >>> place_on_desktop((1500, -40), (1280, 800), (1600, 1000))
    (312, 40)
    >>> place_on_desktop((100, 80), (1280, 800), (1600, 1000))
    (100, 80)
    >>> place_on_desktop(None, (1280, 800), (1600, 1000)) is None
    True
    """
    if pos is None:
        return None
    x = min(max(pos[0], FRAME_SIDE), max(FRAME_SIDE, desktop[0] - FRAME_SIDE - size[0]))
    y = min(max(pos[1], FRAME_TOP), max(FRAME_TOP, desktop[1] - FRAME_BOTTOM - size[1]))
    return (x, y)


def real_display() -> bool:
    """True with a real screen (not the dummy or offscreen drivers of tests and tours)."""
    return os.environ.get("SDL_VIDEODRIVER", "") not in ("dummy", "offscreen")


def desktop_size() -> tuple[int, int]:
    """The first screen's size (a 4K screen's without one: the tests' and tours' drivers)."""
    if real_display():
        with contextlib.suppress(pygame.error, IndexError):
            w, h = pygame.display.get_desktop_sizes()[0]
            return (w, h)
    return (3840, 2160)


def clamp_to_desktop(size: tuple[int, int], desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """A window size (saved, or asked for with --size) whose window, frame and title bar included,
    fits the desktop: a window never opens partly off the screen or with its title bar out of reach,
    and a huge saved size would cost gigabytes.

    >>> clamp_to_desktop((1920, 1080), (1600, 1000))
    (1584, 920)
    """
    dw, dh = desktop or desktop_size()
    return min(size[0], dw - 2 * FRAME_SIDE), min(size[1], dh - FRAME_TOP - FRAME_BOTTOM)


class GameWindow:
    """The game's one window: opening it, full screen and back, resizing, and where it was.

    Methods return the settings that changed (``window_size``, ``window_pos``,
    ``fullscreen``) for the caller to save; nothing here touches settings or scenes.
    """

    def __init__(self, size: tuple[int, int], pos: tuple[int, int] | None, fullscreen: bool) -> None:
        self.fullscreen = fullscreen
        # The window as it is when not in full screen: leaving full screen puts it back exactly so.
        # It opens where it was last time, kept on the desktop (clamping an endless size gives the
        # desktop's): a screen may have gone since, or the desktop shrunk.
        self.windowed_size = size
        self.windowed_pos = place_on_desktop(pos, size, desktop_size())
        pygame.display.set_caption("Trappola")
        self._set_icon()
        self.screen = self._open(size)

    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        # Always opened as a window first, so that SDL knows the windowed size and place that
        # leaving full screen comes back to, even when the game starts in full screen.
        pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.windowed_pos is not None:
            # Set after opening, not through SDL_VIDEO_WINDOW_POS: that places the frame, this the
            # window's inside, which is what get_window_position reports (no drift by a title bar).
            pygame.display.set_window_position(self.windowed_pos)
        if self.fullscreen:
            display_window().set_fullscreen(desktop=True)
        return display_surface()

    @staticmethod
    def _set_icon() -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "trappola-64.png"))))
        except (pygame.error, FileNotFoundError):
            log.warning("window icon missing")

    def toggle_fullscreen(self, settings: Any) -> dict[str, Any]:
        """Into full screen and out again, back to the window's earlier size and place.

        The same window changes state (SDL's desktop full screen). Opening it again with
        ``set_mode`` raced the window manager: under openbox it came back at the desktop's
        size, shifted by its title bar, partly off the screen.
        """
        changes: dict[str, Any] = self.remember(settings)  # leaving full screen comes back to the window as now
        self.fullscreen = not self.fullscreen
        window = display_window()
        if self.fullscreen:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            window.size = self.windowed_size
            if self.windowed_pos is not None:
                window.position = self.windowed_pos
        # A resize event still queued was sent before this change: believing it now would
        # resize the window to the state it just left. The surface has the size to lay out.
        pygame.event.clear(pygame.VIDEORESIZE)
        self.screen = display_surface()
        changes["fullscreen"] = self.fullscreen
        return changes

    def remember(self, settings: Any) -> dict[str, Any]:
        """Note the window's size and place now (not in full screen); returns the settings that changed."""
        if self.fullscreen:
            return {}
        w, h = pygame.display.get_window_size()
        self.windowed_size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        self.windowed_pos = pygame.display.get_window_position()
        changes: dict[str, Any] = {}
        if tuple(settings.window_size) != self.windowed_size:
            changes["window_size"] = self.windowed_size
        if settings.window_pos != self.windowed_pos:
            changes["window_pos"] = self.windowed_pos
        return changes

    def resize(self, size: tuple[int, int], settings: Any) -> dict[str, Any]:
        """The window was resized (by the player or the window manager); returns the settings that changed."""
        if self.fullscreen:
            # Full screen has the one size (set_mode here would leave it); the windowed size is kept.
            self.screen = pygame.display.get_surface() or self.screen
            return {}
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        current = pygame.display.get_surface()
        if current is None or current.get_size() != (w, h):
            current = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = current
        self.windowed_size = (w, h)
        return {"window_size": (w, h)} if tuple(settings.window_size) != (w, h) else {}
