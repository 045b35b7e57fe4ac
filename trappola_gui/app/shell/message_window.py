"""A sentence in a small window of the game's own, for a copy of the game that cannot start (another
copy runs on the same files): the text wrapped to the box, and an OK button.

Not the system's message box (``pygame.display.message_box``): that one runs a loop of its own that
no signal reaches, so it ended only when OK was clicked, and it wrote a long sentence on one line.
This window ends on OK, Enter, Escape, its close button, SIGTERM and Ctrl+C (SIGINT).
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Callable, Iterator
from types import FrameType

import pygame

from ..kit.text import SafeFont, drawable
from ..kit.ui import BRASS, CREAM, SHEET, TYPE, Fonts
from ..kit.widgets import Button
from ..kit.window import real_display
from ..lang.i18n import _

WIDTH = 560
PAD = 28
BUTTON_SIZE = (120, 44)
# How long the loop waits for an event before it looks again. Python runs a signal's handler between
# two steps of the loop, never inside SDL's wait: this is how late a SIGTERM can end the window.
WAIT_MS = 200
ENDING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE)
SEPARATORS = "/\\"


def _cut(font: SafeFont, prefix: str, word: str, width: int, at_separator: bool) -> int:
    """How many characters of ``word`` fit after ``prefix`` in ``width``: up to the last path separator
    that fits, or (``at_separator`` False and none fits) as many characters as fit."""
    lo, hi = 0, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(prefix + word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = max(word.rfind(sep, 0, lo) for sep in SEPARATORS) + 1
    return cut if cut > 0 or at_separator else lo


def wrap(font: SafeFont, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width``: whole words where they fit; a word no line holds (a
    long path) is broken after a ``/`` or ``\\``, or else between two characters.

    >>> pygame.font.init()
    >>> font = SafeFont(pygame.font.Font(None, 20))
    >>> lines = wrap(font, "files in /home/somebody/.local/share/trappola/data here", 120)
    >>> all(font.size(line)[0] <= 120 for line in lines), "".join(lines).replace(" ", "")
    (True, 'filesin/home/somebody/.local/share/trappola/datahere')
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        rest = word
        while rest:
            prefix = f"{line} " if line else ""
            if font.size(prefix + rest)[0] <= width:
                line = prefix + rest
                break
            if line and font.size(rest)[0] <= width:
                lines.append(line)  # the word goes whole on the next line
                line = ""
                continue
            n = _cut(font, prefix, rest, width, at_separator=bool(line))
            if n == 0:
                if line:
                    lines.append(line)
                    line = ""
                    continue
                n = 1  # one character wider than the box: it cannot be helped
            lines.append(prefix + rest[:n])
            line, rest = "", rest[n:]
    if line or not lines:
        lines.append(line)
    return lines


class MessageWindow:
    """The window's text, button and loop; :meth:`handle` and :meth:`draw` work without a screen."""

    def __init__(self, message: str, fonts: Fonts | None = None) -> None:
        self.fonts = fonts or Fonts()
        self.font = self.fonts.font(TYPE.body.px(1.0))
        self.text_width = WIDTH - 2 * PAD
        self.lines = wrap(self.font, drawable(message), self.text_width)
        self.line_height = self.font.get_linesize()
        height = PAD + self.line_height * len(self.lines) + PAD + BUTTON_SIZE[1] + PAD
        self.size = (WIDTH, height)
        self.button = Button(lambda: _("OK"), lambda: self.end("OK"), primary=True, focused=True, name="ok")
        self.button.rect = pygame.Rect((0, 0), BUTTON_SIZE)
        self.button.rect.midbottom = (WIDTH // 2, height - PAD)
        self.ended_by: str | None = None  # what closed it: "OK", a key's name, "close", or a signal's name

    def end(self, how: str) -> None:
        if self.ended_by is None:
            self.ended_by = how

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
            self.end("close")
        elif event.type == pygame.KEYDOWN and event.key in ENDING_KEYS:
            self.end(pygame.key.name(event.key))
        elif event.type == pygame.MOUSEMOTION:
            self.button.hover = self.button.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.button.contains(event.pos):
            self.button.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(SHEET)
        pygame.draw.rect(surface, BRASS, surface.get_rect(), width=2)
        for i, line in enumerate(self.lines):
            surface.blit(self.font.render(line, True, CREAM), (PAD, PAD + i * self.line_height))
        self.button.draw(surface, self.fonts, TYPE.label.px(1.0))

    @contextlib.contextmanager
    def _signals_end_it(self) -> Iterator[None]:
        def on_signal(signum: int, frame: FrameType | None) -> None:
            self.end(signal.Signals(signum).name)

        names = [name for name in ("SIGTERM", "SIGINT") if hasattr(signal, name)]
        before = {name: signal.signal(getattr(signal, name), on_signal) for name in names}
        try:
            yield
        finally:
            for name, handler in before.items():
                # None: a handler not set from Python (SDL's); the default is the nearest Python can give back.
                signal.signal(getattr(signal, name), handler if handler is not None else signal.SIG_DFL)

    def run(self, on_frame: Callable[[], None] | None = None) -> str:
        """Show the window until it is closed (``on_frame`` is called after each frame drawn); returns how."""
        screen = pygame.display.set_mode(self.size)
        pygame.display.set_caption("Trappola")
        with self._signals_end_it():
            while self.ended_by is None:
                self.draw(screen)
                pygame.display.flip()
                if on_frame is not None:
                    on_frame()
                for event in [pygame.event.wait(WAIT_MS), *pygame.event.get()]:
                    self.handle(event)
        assert self.ended_by is not None
        return self.ended_by


def show_message_window(message: str) -> None:
    """``message`` in a window of the game's own, where there is a real screen (never in a test or a
    tour); the system's box if the window cannot be made."""
    if not real_display():
        return
    try:
        pygame.display.init()
        MessageWindow(message).run()
    except Exception:  # no window of its own (a broken display or font): the system's box says it
        from .start_guard import show_message_box

        show_message_box(message)
