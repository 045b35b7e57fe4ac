"""The table's heads-up display: name plates, the score panel and the prompt line.

Geometry first, drawing second: every ``*_rect`` function is pure (sizes in,
rectangles out), so the layout can be checked without drawing and ``draw``
changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from ..kit import ui
from ..kit.card_layer import Key, Place
from .layout import Geometry, side_of


@dataclass(frozen=True)
class Plate:
    seat: int
    label: str
    lit: bool  # this seat is to act
    rect: pygame.Rect


def _card_box(place: Place) -> pygame.Rect:
    w = place.h * 2 // 3
    r = pygame.Rect(0, 0, place.h if place.rotated else w, w if place.rotated else place.h)
    r.center = (round(place.x), round(place.y))
    return r


def hand_boxes(places: Mapping[Key, Place], hands: Mapping[int, int], me: int, players: int,
               geo: Geometry) -> dict[int, pygame.Rect]:
    """Each seat's hand area on screen (from where its cards lie, or its usual place when empty).

    ``hands`` maps a seat to the cards of its hand shown face up (the player's
    whole hand, the others' known cards); face-down cards name their seat.
    """
    boxes: dict[int, pygame.Rect] = {}
    for key, place in places.items():
        seat = None
        if key[0] == "b":
            seat = key[1]
        elif key[0] == "c":
            seat = next((s for s, mask in hands.items() if mask >> key[1] & 1), None)
        if seat is None:
            continue
        box = _card_box(place)
        boxes[seat] = boxes[seat].union(box) if seat in boxes else box
    w, h = geo.size
    for seat in range(players):
        if seat in boxes:
            continue
        where = side_of(seat, me, players)
        cw = geo.card_w
        if where == "bottom":
            r = pygame.Rect(0, 0, cw, geo.card_h)
            r.center = (int(geo.center[0]), int(geo.hand_y))
        elif where == "top":
            r = pygame.Rect(0, 0, geo.small_h * 2 // 3, geo.small_h)
            r.center = (int(geo.center[0]), int(geo.opp_y))
        else:
            r = pygame.Rect(0, 0, geo.small_h, geo.small_h * 2 // 3)
            r.center = (int(geo.side_x[where]), int(h * 0.45))
        boxes[seat] = r
    return boxes


def loose_cards(places: Mapping[Key, Place], hands: Mapping[int, int]) -> list[pygame.Rect]:
    """Every card on the table that lies in nobody's hand: the deck or stock, the trump, the trick, the piles."""
    return [_card_box(place) for key, place in places.items()
            if key[0] == "s" or (key[0] == "c" and not any(mask >> key[1] & 1 for mask in hands.values()))]


def plate_rects(boxes: Mapping[int, pygame.Rect], labels: Mapping[int, str], me: int, players: int,
                fonts: ui.Fonts, px: int, size: tuple[int, int], margin: int = 8,
                obstacles: Sequence[pygame.Rect] = ()) -> dict[int, pygame.Rect]:
    """Where each seat's plate goes: beside its hand, a margin inside the window, clear of the other
    hands and of the cards on the table where one of its places allows (else its first place)."""
    w, h = size
    pad = max(6, px // 2)
    inside = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
    out: dict[int, pygame.Rect] = {}
    for seat, box in boxes.items():
        text_w = min(fonts.font(px, True).size(labels[seat])[0], int(w * 0.3))
        blocked = [b for s, b in boxes.items() if s != seat] + list(obstacles) + list(out.values())
        candidates = []
        for plate_point, hand_point in _plate_spots(side_of(seat, me, players)):
            rect = pygame.Rect(0, 0, text_w + 2 * pad, int(px * 1.6))
            setattr(rect, plate_point, _anchor(box, hand_point, pad))
            rect.clamp_ip(inside)
            away = _away(hand_point, pad)
            for _step in range(24):  # moved on away from its hand, step by step, while something lies there
                if rect.collidelist(blocked) < 0 or not inside.contains(rect.move(away)):
                    break
                rect.move_ip(away)
            candidates.append(rect)
        out[seat] = next((r for r in candidates if r.collidelist(blocked) < 0), candidates[0])
    return out


def _away(point: str, pad: int) -> tuple[int, int]:
    """The step that moves a plate on away from its hand's ``point``."""
    if point.endswith("left"):
        return (-pad, 0)
    if point.endswith("right"):
        return (pad, 0)
    return (0, pad) if point == "midbottom" else (0, -pad)


def _plate_spots(where: str) -> tuple[tuple[str, str], ...]:
    """A plate's places around its hand, best first: (the plate's point, the hand's point)."""
    if where == "bottom":
        return (("bottomright", "bottomleft"), ("bottomleft", "bottomright"))
    if where == "top":
        return (("midleft", "midright"), ("midright", "midleft"))
    return (("midtop", "midbottom"), ("midbottom", "midtop"))


def _anchor(box: pygame.Rect, point: str, pad: int) -> tuple[int, int]:
    """The hand's point ``point``, moved ``pad`` away from the hand (and up from a bottom corner)."""
    x, y = getattr(box, point)
    dx = -pad if point.endswith("left") else pad if point.endswith("right") else 0
    dy = pad if point == "midbottom" else -pad if point in ("midtop", "bottomleft", "bottomright") else 0
    return x + dx, y + dy


def draw_plates(surface: pygame.Surface, fonts: ui.Fonts, plates: Sequence[Plate], px: int) -> None:
    for plate in plates:
        if plate.lit:
            ui.draw_panel(surface, plate.rect, ui.BRASS + (255,), radius=plate.rect.height // 2, border=ui.FOCUS)
            color = ui.INK
        else:
            ui.draw_panel(surface, plate.rect, (14, 40, 28, 200), radius=plate.rect.height // 2, border=ui.BRASS_DARK)
            color = ui.CREAM
        # The plate of the seat to act is lit and in bold; plate_rects measures the bold face, the widest.
        ui.draw_text(surface, fonts, plate.label, px, plate.rect.center, color, anchor="center",
                     weight="bold" if plate.lit else ui.TYPE.label.weight, max_width=plate.rect.width - 8)


@dataclass(frozen=True)
class ScoreRows:
    """The corner panel: per side its name, its points in this deal so far, its match points."""

    names: tuple[str, str]
    deal: tuple[int, int]
    match: tuple[int, int]
    target: int
    footer: str


def score_panel_rect(geo: Geometry, size: tuple[int, int], s: float) -> pygame.Rect:
    w, _h = size
    return pygame.Rect(geo.margin, geo.margin, min(int(300 * s), int(w * 0.28)), int(124 * s))


class PanelParts(NamedTuple):
    """Where the score panel drew each row's match figure and its bar (none where there was no room)."""

    figures: list[pygame.Rect]
    bars: list[pygame.Rect]


def draw_score_panel(surface: pygame.Surface, fonts: ui.Fonts, box: pygame.Rect, rows: ScoreRows,
                     headers: tuple[str, str], s: float) -> PanelParts:
    px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
    ui.draw_panel(surface, box)
    # Figures stand right-aligned under right-aligned headers, so units line up; a match's bar runs
    # beside its figure, on the figure's middle line, clear of its digits.
    col_deal = box.x + int(box.width * 0.62)
    small, body, figure = ui.TYPE.small, ui.TYPE.body, ui.TYPE.figure
    ui.draw_styled(surface, fonts, headers[0], small, s, (col_deal, box.y + px(8)), ui.MUTED, anchor="topright",
                   max_width=int(box.width * 0.3))
    ui.draw_styled(surface, fonts, headers[1], small, s, (box.right - px(10), box.y + px(8)), ui.MUTED,
                   anchor="topright", max_width=int(box.width * 0.3))
    figure_w = fonts.font(figure.px(s), weight=figure.weight).size("100")[0]
    bar_left = col_deal + px(14)
    bar_right = box.right - px(10) - figure_w - px(8)
    parts = PanelParts([], [])
    for i in range(2):
        y = box.y + px(34) + i * px(26)
        ui.draw_styled(surface, fonts, rows.names[i], body, s, (box.x + px(10), y), ui.CREAM,
                       max_width=int(box.width * 0.46))
        ui.draw_styled(surface, fonts, str(rows.deal[i]), figure, s, (col_deal, y), ui.CREAM, anchor="topright")
        shown = ui.draw_styled(surface, fonts, str(rows.match[i]), figure, s, (box.right - px(10), y), ui.CREAM,
                               anchor="topright")
        parts.figures.append(shown)
        if bar_right - bar_left < px(16):
            continue  # no room for a bar that says anything: the figure alone
        bar = pygame.Rect(bar_left, 0, bar_right - bar_left, max(2, px(5)))
        bar.centery = shown.centery
        parts.bars.append(bar)
        # The way to the target in a light sage (3:1 and more on the panel), the points so far in brass over it.
        pygame.draw.rect(surface, ui.TRACK, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = int(bar.width * min(1.0, rows.match[i] / max(1, rows.target)))
        if fill.width:
            pygame.draw.rect(surface, ui.BRASS, fill, border_radius=bar.height // 2)
    if rows.footer:
        ui.draw_styled(surface, fonts, rows.footer, small, s, (box.x + px(10), box.bottom - px(4)), ui.MUTED,
                       anchor="bottomleft", max_width=box.width - px(16))
    return parts
