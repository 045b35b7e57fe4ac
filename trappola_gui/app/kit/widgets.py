"""The widgets: buttons and their rows, selectors, a text field, and the form that moves the focus
between them, by mouse and by keyboard. Drawn with the kit's type and colours (``ui``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from . import ui
from .typeface import TYPE
from .ui import BRASS, BRASS_DARK, CREAM, FOCUS, INK, Fonts

if TYPE_CHECKING:
    from .fields import Selector, TextField


def _rows() -> tuple[type[Selector], type[TextField]]:
    from .fields import Selector, TextField

    return Selector, TextField


class Button:
    """A labelled button; ``label`` is a callable so a language switch shows at once."""

    def __init__(self, label: Callable[[], str], on_click: Callable[[], None], rect: pygame.Rect | None = None,
                 enabled: bool = True, visible: bool = True, hover: bool = False, focused: bool = False,
                 primary: bool = False, name: str = "") -> None:
        self.label = label
        self.on_click = on_click
        self.rect = pygame.Rect(0, 0, 10, 10) if rect is None else rect
        self.enabled = enabled
        self.visible = visible
        self.hover = hover
        self.focused = focused
        self.primary = primary
        self.name = name

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
            Selector, TextField = _rows()  # noqa: N806  # the classes, made at the first key or click
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
            Selector, TextField = _rows()  # noqa: N806
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
