"""The match end's emblems and colours: a gold laurel round a cup for a win, a plain pewter seal for
a loss, each with its own headline, figures and rule colours (:class:`Treatment`).

The emblems are drawn in code at four times their size and smoothed down, so their curves come
out clean at any window size; each size is drawn once and kept. A match always has a winner (a
level score over the target plays one more deal), so there is no drawn emblem.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from ..kit import ui

Colour = tuple[int, int, int]
Point = tuple[float, float]

PEWTER = (198, 208, 218)  # a loss's headline: cool and quiet, still 10:1 on the sheet
SLATE = (112, 128, 144)
GOLD_SHADE, GOLD_EDGE, GOLD_LIGHT = (184, 144, 62), (118, 86, 30), (255, 228, 156)
CRIMSON, CRIMSON_DARK = (160, 40, 48), (98, 22, 30)
SEAL, SEAL_EDGE, SEAL_LINE, SEAL_LIGHT = (88, 102, 116), (58, 68, 80), (150, 164, 178), (112, 126, 140)


@dataclass(frozen=True)
class Treatment:
    """How one result is shown: the emblem, the headline's colour, each side's figure, the rule."""

    emblem: str  # "laurel" or "seal"
    headline: Colour
    winner_figure: Colour
    loser_figure: Colour
    rule: Colour
    glow: Colour | None  # a warm light behind the emblem, for a win only


WIN = Treatment("laurel", ui.ALERT, ui.ALERT, ui.CREAM, ui.BRASS, ui.BRASS)
LOSS = Treatment("seal", PEWTER, ui.CREAM, ui.MUTED, SLATE, None)


def treatment(player_won: bool) -> Treatment:
    return WIN if player_won else LOSS


@lru_cache(maxsize=16)
def emblem(kind: str, size: int) -> pygame.Surface:
    """The ``kind`` emblem (``"laurel"`` or ``"seal"``) in a square of ``size`` px."""
    big = size * 4
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    (_laurel if kind == "laurel" else _seal)(canvas, big)
    return pygame.transform.smoothscale(canvas, (size, size))


@lru_cache(maxsize=8)
def glow(size: int, colour: Colour) -> pygame.Surface:
    """A soft round light of ``colour``, strongest in the middle, gone at the edge."""
    n = 48
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    for y in range(n):
        for x in range(n):
            d = math.hypot(x - n / 2 + 0.5, y - n / 2 + 0.5) / (n / 2)
            small.set_at((x, y), (*colour, round(56 * max(0.0, 1 - d) ** 2)))
    return pygame.transform.smoothscale(small, (size, size))


# ------------------------------------------------------------------ the laurel and the cup
def _leaf(base: Point, angle: float, length: float, width: float) -> list[Point]:
    """A pointed leaf growing from ``base`` along ``angle`` (radians)."""
    dx, dy = math.cos(angle), math.sin(angle)
    side1, side2 = [], []
    for i in range(13):
        t = i / 12
        half = width / 2 * math.sin(math.pi * t) ** 0.8 * (1 - 0.25 * t)
        x, y = base[0] + dx * length * t, base[1] + dy * length * t
        side1.append((x - dy * half, y + dx * half))
        side2.append((x + dy * half, y - dx * half))
    return side1 + side2[::-1]


def _branch(s: int, mirror: bool) -> tuple[list[Point], list[tuple[list[Point], bool]]]:
    """One branch of the wreath: its stem and its leaves (each flagged outer or inner)."""
    cx = cy = s / 2
    r = s * 0.36
    flip: float = -1 if mirror else 1

    def at(theta: float) -> Point:
        return (cx + flip * r * math.cos(theta), cy + r * math.sin(theta))

    start, end = math.radians(104), math.radians(244)
    stem = [at(start + (end - start) * i / 40) for i in range(41)]
    leaves: list[tuple[list[Point], bool]] = []
    count = 9
    for i in range(count):
        theta = start + (end - start) * (i + 0.6) / (count + 0.4)
        p = at(theta)
        tangent = math.atan2(math.cos(theta), -flip * math.sin(theta))  # along the stem, towards its tip
        length = s * 0.125 * (1 - 0.3 * i / count)
        for outward in (True, False):
            turn = math.radians(38) * (1 if outward else -1) * flip
            leaves.append((_leaf(p, tangent - turn, length, length * 0.46), outward))
    tip = at(end)
    leaves.append((_leaf(tip, math.atan2(math.cos(end), -flip * math.sin(end)), s * 0.09, s * 0.04), True))
    return stem, leaves


def _laurel(canvas: pygame.Surface, s: int) -> None:
    line = max(2, s // 120)
    for mirror in (False, True):
        stem, leaves = _branch(s, mirror)
        pygame.draw.lines(canvas, GOLD_EDGE, False, stem, max(3, s // 70))
        for points, outward in sorted(leaves, key=lambda leaf: leaf[1]):  # the inner row under the outer
            pygame.draw.polygon(canvas, ui.BRASS if outward else GOLD_SHADE, points)
            pygame.draw.polygon(canvas, GOLD_EDGE, points, line)
            mid = len(points) // 4
            pygame.draw.line(canvas, GOLD_EDGE, points[0], _between(points[mid], points[-mid - 1]), line)
    _ribbon(canvas, s)
    _cup(canvas, s)


def _between(a: Point, b: Point) -> Point:
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _ribbon(canvas: pygame.Surface, s: int) -> None:
    """A crimson bow where the two branches meet."""
    cx, y = s / 2, s * 0.86
    for side in (-1, 1):
        tail = [(cx, y - s * 0.015), (cx + side * s * 0.11, y + s * 0.1), (cx + side * s * 0.07, y + s * 0.105),
                (cx + side * s * 0.085, y + s * 0.13), (cx, y + s * 0.02)]
        loop = [(cx, y), (cx + side * s * 0.09, y - s * 0.05), (cx + side * s * 0.1, y + s * 0.03)]
        for shape in (tail, loop):
            pygame.draw.polygon(canvas, CRIMSON, shape)
            pygame.draw.polygon(canvas, CRIMSON_DARK, shape, max(2, s // 140))
    pygame.draw.circle(canvas, CRIMSON_DARK, (cx, y), s * 0.024)
    pygame.draw.circle(canvas, CRIMSON, (cx, y), s * 0.017)


def _cup(canvas: pygame.Surface, s: int) -> None:
    """A two-handled cup in the wreath's middle."""
    cx, rim = s / 2, s * 0.34
    half, depth = s * 0.135, s * 0.2
    edge = max(2, s // 120)
    for side in (-1, 1):  # the handles, behind the bowl
        centre = (cx + side * half * 0.98, rim + depth * 0.36)
        pygame.draw.circle(canvas, GOLD_EDGE, centre, s * 0.058, max(4, s // 42))
        pygame.draw.circle(canvas, ui.BRASS, centre, s * 0.058 - edge, max(2, s // 42 - 2 * edge))
    bowl = [(cx + half * math.cos(a), rim + depth * math.sin(a))
            for a in (math.pi * i / 32 for i in range(33))]
    foot_top, foot = rim + depth + s * 0.07, rim + depth + s * 0.11
    stem = [(cx - s * 0.022, rim + depth - s * 0.01), (cx + s * 0.022, rim + depth - s * 0.01),
            (cx + s * 0.03, foot_top), (cx - s * 0.03, foot_top)]
    base = [(cx - s * 0.07, foot_top), (cx + s * 0.07, foot_top), (cx + s * 0.1, foot), (cx - s * 0.1, foot)]
    for shape in (stem, base, bowl):
        pygame.draw.polygon(canvas, ui.BRASS, shape)
        pygame.draw.polygon(canvas, GOLD_EDGE, shape, edge)
    knop = pygame.Rect(0, 0, s * 0.085, s * 0.03)
    knop.center = (round(cx), round(rim + depth + s * 0.03))
    pygame.draw.ellipse(canvas, ui.BRASS, knop)
    pygame.draw.ellipse(canvas, GOLD_EDGE, knop, edge)
    arc = [math.pi * (0.6 + 0.36 * i / 12) for i in range(13)]
    shine = [(cx + 0.84 * half * math.cos(a), rim + 0.84 * depth * math.sin(a)) for a in arc]
    shine += [(cx + 0.62 * half * math.cos(a), rim + 0.66 * depth * math.sin(a)) for a in reversed(arc)]
    pygame.draw.polygon(canvas, GOLD_LIGHT, shine)
    mouth = pygame.Rect(0, 0, half * 2, s * 0.05)
    mouth.center = (round(cx), round(rim))
    pygame.draw.ellipse(canvas, GOLD_SHADE, mouth)
    pygame.draw.ellipse(canvas, GOLD_EDGE, mouth, edge)


# ------------------------------------------------------------------ the seal
def _seal(canvas: pygame.Surface, s: int) -> None:
    """A round seal with a scalloped edge, two rings and a plain lozenge cross: no ornament."""
    c = (s / 2, s / 2)
    rim, bumps = s * 0.37, 28
    for colour, grow in ((SEAL_EDGE, s * 0.012), (SEAL, 0.0)):
        pygame.draw.circle(canvas, colour, c, rim + grow)
        for i in range(bumps):
            a = 2 * math.pi * i / bumps
            pygame.draw.circle(canvas, colour, (c[0] + rim * math.cos(a), c[1] + rim * math.sin(a)),
                               s * 0.036 + grow)
    # Light from above: a lighter upper face, as if the seal were pressed in metal.
    pygame.draw.circle(canvas, SEAL_LIGHT, c, s * 0.3, draw_top_left=True, draw_top_right=True)
    pygame.draw.circle(canvas, SEAL, (c[0], c[1] + s * 0.012), s * 0.29)
    pygame.draw.circle(canvas, SEAL_LINE, c, s * 0.3, max(3, s // 80))
    pygame.draw.circle(canvas, SEAL_EDGE, c, s * 0.27, max(2, s // 160))
    arm, waist = s * 0.14, s * 0.03
    star: list[Point] = []
    for i in range(8):
        a = math.pi / 4 * i - math.pi / 2
        r = arm if i % 2 == 0 else waist
        star.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pygame.draw.polygon(canvas, SEAL_LINE, star)
