"""The card backs and the table's felt, as the window draws them.

A back's pattern is whole at every edge: the field inside the frame holds a
whole number of motifs each way, centred, so the back is its own mirror
image left to right and top to bottom (all but the corner rosettes, whose
five petals point up).  The felt is quiet and never shows a repeat: no
shift of the picture brings it closer to itself than two neighbouring
pixels are to each other.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import BACKS, CardArt  # noqa: E402

# Corner squares left out of the mirror test: the rosettes, in 240x360 units.
CORNER = 46


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _differ(a: pygame.Color, b: pygame.Color) -> bool:
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b) > 60


@pytest.mark.parametrize("back", BACKS)
def test_back_pattern_is_whole_at_every_edge(back: str) -> None:
    surf = CardArt(back=back).back(360)
    w, h = surf.get_size()
    checked = mismatched = 0
    for y in range(h):
        for x in range(w):
            if (x < CORNER or x >= w - CORNER) and (y < CORNER or y >= h - CORNER):
                continue
            checked += 1
            here = surf.get_at((x, y))
            if _differ(here, surf.get_at((w - 1 - x, y))) or _differ(here, surf.get_at((x, h - 1 - y))):
                mismatched += 1
    # anti-aliased edges a pixel off (the old backs, cut at the bottom and right: red 6%, blue 20%)
    assert mismatched / checked < 0.02, f"{back}: {mismatched / checked:.1%} of the back is not mirrored"


def _mean_shift_difference(surf: pygame.Surface, points: list[tuple[int, int]], dx: int, dy: int) -> float:
    return sum(abs(surf.get_at((x, y)).g - surf.get_at((x + dx, y + dy)).g) for x, y in points) / len(points)


def test_felt_is_quiet_and_never_repeats() -> None:
    felt = CardArt().felt((1024, 640))
    assert felt.get_size() == (1024, 640)
    w, h = felt.get_size()
    points = [(37 + (i * 97) % (w // 2 - 80), 41 + (i * 61) % (h // 2 - 80)) for i in range(600)]
    grain = _mean_shift_difference(felt, points, 2, 1)
    # quiet: neighbours differ by a level or two of green (the old diagonal weave: about 4)
    assert 0.3 < grain < 2.5, grain
    # no repeat: the old 128 px tile matched itself exactly (0.0) at a shift of 128
    closest = min(min(_mean_shift_difference(felt, points, d, 0) for d in range(8, w // 2)),
                  min(_mean_shift_difference(felt, points, 0, d) for d in range(8, h // 2)))
    assert closest > 0.6 * grain, (closest, grain)
