"""The form rows: a selector (``Label   < value >``) and a text field (``Label   [value]``).

Kept apart from :mod:`.widgets` so that the menu's first frame, which
shows buttons only, does not wait for them to be made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import ui
from .typeface import TYPE
from .ui import ALERT, BRASS_DARK, CREAM, FOCUS, MUTED, Fonts

# A row that does not apply now: dimmer than any live text (WCAG leaves inactive controls out of its
# contrast floor), so that it reads as asleep beside its neighbours.
INACTIVE = (140, 160, 148)


def draw_form_row(surface: pygame.Surface, fonts: Fonts, px: int, rect: pygame.Rect, focused: bool,
                  label: str, enabled: bool = True) -> None:
    """A form row's background, focus ring and label (left half); the control draws the right half."""
    pygame.draw.rect(surface, (52, 92, 70) if focused else (30, 62, 46), rect, border_radius=8)
    if focused:
        pygame.draw.rect(surface, FOCUS, rect, width=2, border_radius=8)
    ui.draw_text(surface, fonts, label, px, (rect.x + 12, rect.centery), CREAM if enabled else INACTIVE,
                 anchor="midleft", max_width=int(rect.width * 0.5) - 16, weight=TYPE.label.weight)


@dataclass
class Selector:
    """A row ``Label   < value >``: click the arrows or press ←/→ to change it."""

    label: Callable[[], str]
    # The options are of any one kind (words, numbers, flags, None); set and show get them back as they are.
    options: list[Any]
    get: Callable[[], object]
    set: Callable[[Any], None]
    show: Callable[[Any], str] = str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    focused: bool = False
    name: str = ""
    # Whether the row applies now (four colours only with French faces): a row that does not is
    # drawn muted, with no arrows, and keys and clicks leave its value as it is.
    enabled: Callable[[], bool] = lambda: True

    def step(self, delta: int) -> None:
        if not self.enabled():
            return
        current = self.get()
        i = self.options.index(current) if current in self.options else 0
        self.set(self.options[(i + delta) % len(self.options)])

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        h = self.rect.height
        left = pygame.Rect(self.rect.x + int(self.rect.width * 0.52), self.rect.y, h, h)
        right = pygame.Rect(self.rect.right - h, self.rect.y, h, h)
        return left, right

    def handle_click(self, pos: tuple[int, int]) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        left, right = self.arrows()
        self.step(-1 if pos[0] < (left.x + right.right) / 2 and left.collidepoint(pos) else 1)
        return True

    def draw(self, surface: pygame.Surface, fonts: Fonts, px: int) -> None:
        enabled = self.enabled()
        draw_form_row(surface, fonts, px, self.rect, self.focused, self.label(), enabled)
        left, right = self.arrows()
        if enabled:
            for r, way in ((left, -1), (right, 1)):
                pygame.draw.rect(surface, BRASS_DARK, r.inflate(-8, -8), border_radius=6)
                draw_chevron(surface, r, way)
        value = self.show(self.get())
        mid = (left.right + right.left) // 2
        ui.draw_text(surface, fonts, value, px, (mid, self.rect.centery), ALERT if enabled else INACTIVE,
                     anchor="center", max_width=right.left - left.right - 8)


def chevron_points(box: pygame.Rect, way: int) -> list[tuple[int, int]]:
    """A chevron in the middle of ``box``, pointing left (``way`` -1) or right (1): the outline of a
    stroke of even width, its point first."""
    half = max(3, box.height // 6)
    stroke = max(2, box.height // 9)
    cx, cy = box.center
    tip, back = cx + way * half // 2, cx - way * half // 2
    return [(tip, cy), (back, cy + half), (back - way * stroke, cy + half), (tip - way * stroke, cy),
            (back - way * stroke, cy - half), (back, cy - half)]


def draw_chevron(surface: pygame.Surface, box: pygame.Rect, way: int) -> None:
    """A drawn chevron, smooth-edged (no "<" or ">" glyph: its strokes are even at every size)."""
    points = chevron_points(box, way)
    pygame.draw.polygon(surface, CREAM, points)
    pygame.draw.aalines(surface, CREAM, True, points)


@dataclass
class TextField:
    """A one-line entry (``Label   [value]``): a code (letters, digits and dashes, in capitals) or,
    with ``text``, any printable characters (a name, an address). Ctrl+V pastes."""

    label: Callable[[], str]
    value: str = ""
    placeholder: Callable[[], str] = lambda: ""
    max_len: int = 9
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    focused: bool = False
    name: str = ""
    on_change: Callable[[str], None] | None = None
    text: bool = False  # any printable text, as typed (else a code: capitals, digits, dashes)

    def accepts(self, ch: str) -> bool:
        return ch.isprintable() if self.text else (ch.isalnum() or ch == "-")

    def type_key(self, event: pygame.event.Event) -> bool:
        """Edit with a key press; True if the key was used."""
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
        elif event.key == pygame.K_DELETE:
            self.value = ""
        elif event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            pasted = "".join(ch for ch in paste_text().strip() if self.accepts(ch))
            if not pasted:
                return False
            self.value = (self.value + (pasted if self.text else pasted.upper()))[: self.max_len]
        else:
            ch = getattr(event, "unicode", "") or ""
            if len(ch) != 1 or not self.accepts(ch) or len(self.value) >= self.max_len:
                return False
            self.value += ch if self.text else ch.upper()
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface, fonts: Fonts, px: int) -> None:
        draw_form_row(surface, fonts, px, self.rect, self.focused, self.label())
        box = pygame.Rect(self.rect.x + int(self.rect.width * 0.52), self.rect.y + 3,
                          int(self.rect.width * 0.48) - 4, self.rect.height - 6)
        pygame.draw.rect(surface, (14, 34, 25), box, border_radius=6)
        if self.value or self.focused:
            text = self.value + ("|" if self.focused else "")
            ui.draw_text(surface, fonts, text, px, box.center, ALERT, anchor="center", max_width=box.width - 8)
        else:
            # The placeholder is a hint, not a value: muted italics, a caption's size beside typed text.
            ui.draw_text(surface, fonts, self.placeholder(), int(px * TYPE.small.size / TYPE.label.size), box.center,
                      MUTED, anchor="center", max_width=box.width - 8, italic=True)


def paste_text() -> str:
    """The clipboard's text, or "" where there is none (or no clipboard: a test, a bare server)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    return text[:400] if isinstance(text, str) else ""
