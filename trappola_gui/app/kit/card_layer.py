"""The card layer: every card on the screen as a sprite that glides to its place, and its drawing.

A sprite is named by a :data:`Key` and told where to be by a :class:`Place`; the layer keeps
the sprites, moves them, draws them in order and says which one is under the pointer. It knows
the card art and nothing of the game: where each card belongs is ``table/layout.py``'s business.
Each card casts a soft shadow (``card_shadow``) that widens as the card lifts from the felt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import pygame

from trappola_gui.engine.cards import card_str

from .card_shadow import HELD, REST, draw_shadow, shares_shadow

if TYPE_CHECKING:
    from trappola_gui.art import CardArt

# A card sprite's name: ("c", card) a known card, ("b", seat, i) a back in a hand, ("s", i) the stock.
Key = tuple[Literal["c"], int] | tuple[Literal["b"], int, int] | tuple[Literal["s"], int]


@dataclass(frozen=True)
class Place:
    x: float
    y: float  # centre
    h: int  # card height in px
    card: int | None  # None: shown face down
    z: int
    rotated: bool = False
    dim: bool = False
    lift: float = REST  # how high above the felt: card_shadow.REST, RAISED, PICKED or HELD


class Sprite:
    """One card on screen, gliding from where it is to where it should be."""

    __slots__ = ("key", "x", "y", "h", "card", "z", "rotated", "dim", "sx", "sy", "tx", "ty", "t", "dur",
                 "lift", "lift_from")
    key: Key
    x: float  # where it is now (centre)
    y: float
    h: int
    card: int | None
    z: int
    rotated: bool
    dim: bool
    sx: float  # where the glide started
    sy: float
    tx: float | None  # where it is going; None until first placed
    ty: float | None
    t: float  # seconds into the glide
    dur: float
    lift: float  # how high it is going (its shadow follows it up or down along the glide)
    lift_from: float

    def __init__(self, key: Key, place: Place, start: tuple[float, float] | None, duration: float) -> None:
        self.key = key
        self.x, self.y = start if start is not None else (place.x, place.y)
        self.tx = self.ty = None
        self.t = self.dur = 0.0
        self.lift = self.lift_from = place.lift
        self.apply(place, duration if start is not None else 0.0)

    def apply(self, place: Place, duration: float) -> None:
        self.h, self.card, self.z, self.rotated, self.dim = place.h, place.card, place.z, place.rotated, place.dim
        if place.lift != self.lift:
            self.lift_from, self.lift = self.shown_lift, place.lift
        if (place.x, place.y) != (self.tx, self.ty):
            self.sx, self.sy = self.x, self.y
            self.tx, self.ty = place.x, place.y
            self.t = 0.0
            self.dur = duration
            if duration <= 0:
                self.x, self.y = self.tx, self.ty
                self.t = self.dur = 0.0
        if not self.moving:
            self.lift_from = self.lift  # a lift without a glide is there at once

    @property
    def moving(self) -> bool:
        return self.dur > 0 and self.t < self.dur

    @property
    def shown_lift(self) -> float:
        """How high the card is now: along the glide, between where it rose from and where it goes."""
        if not self.moving:
            return self.lift
        u = 1 - (1 - self.t / self.dur) ** 3
        return self.lift_from + (self.lift - self.lift_from) * u

    def update(self, dt: float) -> None:
        if not self.moving:
            return
        assert self.tx is not None and self.ty is not None  # moving: apply placed it
        self.t = min(self.dur, self.t + dt)
        u = self.t / self.dur
        u = 1 - (1 - u) ** 3  # ease out: cards slow down as they land
        self.x = self.sx + (self.tx - self.sx) * u
        self.y = self.sy + (self.ty - self.sy) * u

    def rect(self) -> pygame.Rect:
        w = self.h * 2 // 3
        if self.rotated:
            r = pygame.Rect(0, 0, self.h, w)
        else:
            r = pygame.Rect(0, 0, w, self.h)
        r.center = (round(self.x), round(self.y))
        return r


class CardLayer:
    """All card sprites of the table, their images and their drawing."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.sprites: dict[Key, Sprite] = {}
        self._rotated: dict[tuple[object, ...], pygame.Surface] = {}
        self._dimmed: dict[tuple[object, ...], pygame.Surface] = {}

    def sync(self, places: dict[Key, Place], duration: float, spawn: dict[Key, tuple[float, float]]) -> None:
        for key in list(self.sprites):
            if key not in places:
                del self.sprites[key]
        for key, place in places.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                self.sprites[key] = Sprite(key, place, spawn.get(key), duration)
            else:
                sprite.apply(place, duration)

    @property
    def moving(self) -> bool:
        return any(s.moving for s in self.sprites.values())

    def update(self, dt: float) -> None:
        for s in self.sprites.values():
            s.update(dt)

    def snap(self) -> None:
        """Every card straight to where it is going (an input finishes the animation at once)."""
        for s in self.sprites.values():
            if s.moving:
                s.update(s.dur)

    def image(self, sprite: Sprite) -> pygame.Surface:
        ident: tuple[object, ...]
        if sprite.card is None:
            base = self.art.back(sprite.h)
            ident = ("back", sprite.h)
        else:
            base = self.art.face(card_str(sprite.card), sprite.h)
            ident = (sprite.card, sprite.h)
        if sprite.rotated:
            key = ident + (self.art.faces if hasattr(self.art, "faces") else "",)
            img = self._rotated.get(key)
            if img is None:
                img = pygame.transform.rotate(base, 90)
                self._rotated[key] = img
            base = img
        if sprite.dim:
            key = ident + (sprite.rotated, "dim")
            img = self._dimmed.get(key)
            if img is None:
                img = base.copy()
                img.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
                self._dimmed[key] = img
            base = img
        return base

    def clear_cache(self) -> None:
        self._rotated.clear()
        self._dimmed.clear()

    def ordered(self) -> list[Sprite]:
        return sorted(self.sprites.values(), key=lambda s: s.z)

    def draw(self, surface: pygame.Surface, skip: Key | None = None) -> None:
        caster: pygame.Rect | None = None  # the last card that cast a shadow: a pile casts one
        for s in self.ordered():
            if s.key == skip:
                continue
            rect = s.rect()
            lift = s.shown_lift
            if lift > REST or not shares_shadow(rect, caster):
                draw_shadow(surface, rect, lift)
                caster = rect
            surface.blit(self.image(s), rect)

    def draw_held(self, surface: pygame.Surface, key: Key) -> None:
        """One card held above the table (the dragged one), with the shadow of a card in the hand."""
        sprite = self.sprites.get(key)
        if sprite is not None:
            draw_shadow(surface, sprite.rect(), HELD)
            surface.blit(self.image(sprite), sprite.rect())

    def hit(self, pos: tuple[int, int], keys: set[Key]) -> Key | None:
        """The topmost sprite among ``keys`` under ``pos``."""
        for s in reversed(self.ordered()):
            if s.key in keys and s.rect().collidepoint(pos):
                return s.key
        return None
