"""The player's hand under the pointer and the keys: a press, a drag, a drop or a click, and
the keyboard's focus.

It knows no rules: the table it serves says which cards may be chosen (``legal_mask``),
whether a card may be dragged now, where the drop zone lies and what choosing a card does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from ..kit import ui
from ..kit.card_layer import CardLayer, Key

DRAG_THRESHOLD = 6  # pixels the pointer moves, pressed, before a click becomes a drag
CHOOSE_KEYS = frozenset((pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP))


@dataclass
class Drag:
    """A card pressed: where the press began, the pointer's offset on the card, and whether it has moved."""

    key: Key
    start: tuple[int, int]
    offset: tuple[float, float]
    moved: bool = False


class Table(Protocol):
    """What the hand's input needs from the table it serves."""

    layer: CardLayer

    def hand_in_order(self) -> list[int]: ...
    def legal_mask(self) -> int | None: ...
    def can_drag(self) -> bool: ...
    def drop_zone(self) -> pygame.Rect: ...
    def on_card_chosen(self, card: int, dropped: bool) -> None: ...
    def settle(self) -> None: ...


class HandInput:
    """The press, drag and drop of a hand card, and the keyboard's focus on the hand."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.focus = 0  # index into the hand in order
        self.keyboard_used = False

    # ------------------------------------------------------------ pointer
    def press(self, key: Key | None, pos: tuple[int, int]) -> bool:
        """The pointer went down on ``key``, a card of the hand: a click or a drag begins."""
        sprites = self.table.layer.sprites
        if key is None or key not in sprites:
            return False
        sprite = sprites[key]
        self.drag = Drag(key, pos, (pos[0] - sprite.x, pos[1] - sprite.y))
        return True

    def motion(self, pos: tuple[int, int]) -> None:
        """The pointer moved with a card pressed: past the threshold the card follows it."""
        d = self.drag
        if d is None:
            return
        if not d.moved:
            sx, sy = d.start
            if abs(pos[0] - sx) + abs(pos[1] - sy) >= DRAG_THRESHOLD and self.table.can_drag():
                d.moved = True
        if d.moved:
            dragged = self.table.layer.sprites.get(d.key)
            if dragged is not None:
                dragged.x, dragged.y = pos[0] - d.offset[0], pos[1] - d.offset[1]
                dragged.dur = 0.0
                dragged.tx = dragged.ty = None  # so the next sync glides it from here
                dragged.z = 900

    def release(self, pos: tuple[int, int]) -> None:
        """The pointer came up: a drop on the table or a click chooses the card; a drop elsewhere sends it home."""
        d, self.drag = self.drag, None
        if d is None:
            return
        card = d.key[1]
        if not d.moved:
            self.table.on_card_chosen(card, dropped=False)
        elif self.table.drop_zone().collidepoint(pos):
            self.table.on_card_chosen(card, dropped=True)
        else:
            self.table.settle()

    def handle(self, event: pygame.event.Event) -> bool:
        """Motion and release of a pressed card (the press itself comes from the table, which knows the hit)."""
        if self.drag is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
            return True
        return False

    @property
    def dragged(self) -> Key | None:
        """The card following the pointer, if one does."""
        return self.drag.key if self.drag is not None and self.drag.moved else None

    # ----------------------------------------------------------- keyboard
    def focusable(self) -> list[int]:
        """The cards keyboard focus may rest on: the playable ones when the engine limits them."""
        mask = self.table.legal_mask()
        return [c for c in self.table.hand_in_order() if mask is None or mask >> c & 1]

    def focused_card(self) -> int | None:
        cards, allowed = self.table.hand_in_order(), self.focusable()
        if not cards or not allowed:
            return None
        card = cards[self.focus % len(cards)]
        return card if card in allowed else allowed[0]

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Left and Right move the focus over the cards that may be chosen; Enter, Space or Up chooses.
        The first arrow shows the focus where it is (the first card that may be chosen, or the
        hinted one) instead of moving it past a card the player has not seen focused."""
        first = not self.keyboard_used
        self.keyboard_used = True
        cards = self.table.hand_in_order()
        if not cards:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if first:
                return True
            step = -1 if event.key == pygame.K_LEFT else 1
            allowed = set(self.focusable()) or set(cards)
            start = self.focused_card()
            i = cards.index(start) if start in cards else self.focus % len(cards)
            for _ in range(len(cards)):
                i = (i + step) % len(cards)
                if cards[i] in allowed:
                    break
            self.focus = i
            return True
        if event.key in CHOOSE_KEYS:
            card = self.focused_card()
            if card is None:
                card = cards[self.focus % len(cards)]
            self.focus = cards.index(card)
            self.table.on_card_chosen(card, dropped=False)
            return True
        return False

    # ------------------------------------------------------------ drawing
    def draw_drop_zone(self, surface: pygame.Surface) -> None:
        """The table's drop zone: lit while a card is dragged."""
        zone = self.table.drop_zone()
        if self.dragged is not None:
            pygame.draw.rect(surface, ui.FOCUS, zone, width=3, border_radius=18)
        else:
            pygame.draw.rect(surface, ui.FELT_DARK, zone, width=2, border_radius=18)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's focus ring, once the keys have been used."""
        if not self.keyboard_used:
            return
        card = self.focused_card()
        sprite = self.table.layer.sprites.get(("c", card)) if card is not None else None
        if sprite is not None:
            pygame.draw.rect(surface, ui.FOCUS, sprite.rect().inflate(6, 6), width=3, border_radius=10)

    def draw_dragged(self, surface: pygame.Surface) -> None:
        """The dragged card over everything, held up with its soft shadow."""
        if self.dragged is not None:
            self.table.layer.draw_held(surface, self.dragged)
