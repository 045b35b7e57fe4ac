"""The window's place on the desktop, and the window itself as an object that can change state.

``place_on_desktop`` is pure arithmetic, tested without a screen; ``App`` reads
the desktop and the window through pygame and asks here where the window may go.
"""

from __future__ import annotations

import warnings

import pygame


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


def place_on_desktop(pos: tuple[int, int] | None, size: tuple[int, int],
                     desktop: tuple[int, int]) -> tuple[int, int] | None:
    """``pos`` moved just enough that a window of ``size`` lies on ``desktop``; None stays None.

    A window remembered on a screen that has since gone, or on a larger
    desktop, must not open out of reach. A window as large as the desktop goes
    to its corner.

    >>> place_on_desktop((1500, -40), (1280, 800), (1600, 1000))
    (320, 0)
    >>> place_on_desktop((100, 80), (1280, 800), (1600, 1000))
    (100, 80)
    >>> place_on_desktop(None, (1280, 800), (1600, 1000)) is None
    True
    """
    if pos is None:
        return None
    x = min(max(pos[0], 0), max(0, desktop[0] - size[0]))
    y = min(max(pos[1], 0), max(0, desktop[1] - size[1]))
    return (x, y)
