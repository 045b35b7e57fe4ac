"""The widgets: buttons and their rows, selectors, a text field, and the form that moves the focus
between them, by mouse and by keyboard. Drawn with the kit's type and colours (``ui``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from . import ui
from .typeface import TYPE
from .ui import ALERT, BRASS, BRASS_DARK, CREAM, FOCUS, INK, MUTED, Fonts


@dataclass
class Button:
    """A labelled button; ``label`` is a callable so a language switch shows at once."""

    label: Callable[[], str]
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    enabled: bool = True
    visible: bool = True
    hover: bool = False
    focused: bool = False
    primary: bool = False
    name: str = ""

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, fonts: Fonts, px: int) -> None:
        if not self.visible:
            return
        if not self.enabled:
            fill, text_color = (70, 80, 74), (150, 156, 150)
        elif self.primary:
            fill, text_color = (BRASS if not self.hover else FOCUS), INK
        else:
            fill, text_color = ((40, 70, 55) if not self.hover else (58, 100, 78)), CREAM
        radius = max(6, self.rect.height // 4)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = FOCUS if self.focused else BRASS_DARK
        pygame.draw.rect(surface, edge, self.rect, width=3 if self.focused else 2, border_radius=radius)
        ui.draw_text(surface, fonts, self.label(), px, self.rect.center, text_color, anchor="center",
                  max_width=self.rect.width - 16, weight=TYPE.label.weight)


class ButtonRow:
    """Buttons with mouse hover/click and keyboard focus (arrows/Tab, Enter/Space)."""

    def __init__(self, buttons: list[Button] | None = None, keys: bool = True) -> None:
        self.buttons: list[Button] = buttons or []
        self.keys = keys  # False where the arrow keys belong to something else (the hand)

    def visible(self) -> list[Button]:
        return [b for b in self.buttons if b.visible and b.enabled]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.enabled and b.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.enabled and b.contains(event.pos):
                    b.on_click()
                    return True
            return False
        if event.type == pygame.KEYDOWN and self.keys:
            live = self.visible()
            if not live:
                return False
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT):
                self._move(live, +1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self._move(live, -1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                focused = [b for b in live if b.focused]
                if focused:
                    focused[0].on_click()
                    return True
        return False

    def _move(self, live: list[Button], step: int) -> None:
        current = next((i for i, b in enumerate(live) if b.focused), -1)
        for b in self.buttons:
            b.focused = False
        nxt = (current + step) % len(live) if current >= 0 else (0 if step > 0 else len(live) - 1)
        live[nxt].focused = True

    def draw(self, surface: pygame.Surface, fonts: Fonts, px: int) -> None:
        for b in self.buttons:
            b.draw(surface, fonts, px)


def stack_buttons(buttons: list[Button], center_x: int, top: int, width: int, height: int, gap: int) -> int:
    """Lay visible buttons out in a column; returns the bottom edge."""
    y = top
    for b in buttons:
        if not b.visible:
            continue
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (center_x, y)
        y += height + gap
    return y


def draw_form_row(surface: pygame.Surface, fonts: Fonts, px: int, rect: pygame.Rect, focused: bool,
                  label: str) -> None:
    """A form row's background, focus ring and label (left half); the control draws the right half."""
    pygame.draw.rect(surface, (52, 92, 70) if focused else (30, 62, 46), rect, border_radius=8)
    if focused:
        pygame.draw.rect(surface, FOCUS, rect, width=2, border_radius=8)
    ui.draw_text(surface, fonts, label, px, (rect.x + 12, rect.centery), CREAM, anchor="midleft",
              max_width=int(rect.width * 0.5) - 16, weight=TYPE.label.weight)


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

    def step(self, delta: int) -> None:
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
        draw_form_row(surface, fonts, px, self.rect, self.focused, self.label())
        left, right = self.arrows()
        for r, way in ((left, -1), (right, 1)):
            pygame.draw.rect(surface, BRASS_DARK, r.inflate(-8, -8), border_radius=6)
            draw_chevron(surface, r, way)
        value = self.show(self.get())
        mid = (left.right + right.left) // 2
        ui.draw_text(surface, fonts, value, px, (mid, self.rect.centery), ALERT, anchor="center",
                  max_width=right.left - left.right - 8)


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


class Form:
    """Selectors and buttons in one keyboard order (↑/↓ move, ←/→ change, Enter press)."""

    def __init__(self, items: Sequence[Button | Selector | TextField]) -> None:
        self.items = items
        self.index = 0
        self._mark()

    def _mark(self) -> None:
        for i, item in enumerate(self.items):
            item.focused = i == self.index

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            item = self.items[self.index] if self.items else None
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.index = (self.index + 1) % len(self.items)
            elif event.key == pygame.K_UP:
                self.index = (self.index - 1) % len(self.items)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(item, Selector):
                item.step(-1 if event.key == pygame.K_LEFT else 1)
            elif isinstance(item, TextField) and event.key not in (
                    pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                return item.type_key(event)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if isinstance(item, Button) and item.enabled:
                    item.on_click()
                elif isinstance(item, Selector):
                    item.step(1)
            else:
                return False
            self._mark()
            return True
        if event.type == pygame.MOUSEMOTION:
            for item in self.items:
                if isinstance(item, Button):
                    item.hover = item.enabled and item.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, item in enumerate(self.items):
                if isinstance(item, TextField) and item.rect.collidepoint(event.pos):
                    self.index = i
                    self._mark()
                    return True
                if isinstance(item, Selector) and item.handle_click(event.pos):
                    self.index = i
                    self._mark()
                    return True
                if isinstance(item, Button) and item.enabled and item.contains(event.pos):
                    self.index = i
                    self._mark()
                    item.on_click()
                    return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, px: int) -> None:
        for item in self.items:
            item.draw(surface, fonts, px)
