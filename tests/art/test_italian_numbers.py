"""The Italian number cards as a player sees them: interlaced swords, signs that fill the card.

Faces are read through CardArt from the committed SVGs; "ink" is anything
clearly darker than the card's own tint, outside the border and the two
corner indices.
"""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import CardArt  # noqa: E402
from trappola_gui.resources import assets_root  # noqa: E402

CARD_TINT = {"italian": (251, 247, 236), "italian_deep": (244, 232, 200)}
COUNTS = {"2": 2, "7": 7, "8": 8, "9": 9, "T": 10}
# The swords' blades are filled with this steel in both styles.
STEEL = "#a9c1da"


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _ink(surf: pygame.Surface, tint: tuple[int, int, int]) -> set[tuple[int, int]]:
    w, h = surf.get_size()
    m = max(2, round(h * 0.04))
    out = set()
    for y in range(m, h - m):
        for x in range(m, w - m):
            if (x < w * 0.22 and y < h * 0.31) or (x >= w * 0.78 and y >= h * 0.69):
                continue  # the corner indices
            c = surf.get_at((x, y))
            if abs(c.r - tint[0]) + abs(c.g - tint[1]) + abs(c.b - tint[2]) > 90:
                out.add((x, y))
    return out


def _runs(ink: set[tuple[int, int]], y: int, width: int) -> int:
    """How many separate stretches of ink cross the row ``y``."""
    runs, inside = 0, False
    for x in range(width):
        if (x, y) in ink and not inside:
            runs += 1
        inside = (x, y) in ink
    return runs


@pytest.mark.parametrize("deck", CARD_TINT)
@pytest.mark.parametrize("rank", COUNTS)
def test_swords_cards_draw_their_count_of_blades(deck: str, rank: str) -> None:
    # The swords interlace, so the eye counts them by their hilts, not as
    # separate shapes; each blade is one steel shape of its own in the file.
    svg = (assets_root() / "cards" / deck / f"{rank}S.svg").read_text(encoding="utf-8")
    assert len(re.findall(f'fill="{STEEL}"', svg)) == COUNTS[rank]


@pytest.mark.parametrize("deck", CARD_TINT)
def test_two_of_swords_reads_as_two_crossed_swords_at_60px(deck: str) -> None:
    # Two blades that cross once, in the middle: apart near the top and near
    # the bottom, one stretch of steel where they cross (two bows meeting at
    # their ends read the other way round: one stretch, two, one).
    surf = CardArt(faces=deck).face("2S", 60)
    ink = _ink(surf, CARD_TINT[deck])
    w, h = surf.get_size()
    assert _runs(ink, round(h * 0.3), w) == 2
    assert _runs(ink, round(h * 0.7), w) == 2
    assert min(_runs(ink, y, w) for y in range(round(h * 0.4), round(h * 0.6))) == 1


@pytest.mark.parametrize("deck", CARD_TINT)
def test_number_card_signs_fill_the_card(deck: str) -> None:
    # Signs as large as real packs print them: the 7 to 10 of every suit
    # cover at least 14% of the card (the old small signs in a narrow middle
    # column covered 8 to 13%).
    art = CardArt(faces=deck)
    for suit in "SHDC":
        for rank in "789T":
            surf = art.face(rank + suit, 180)
            share = len(_ink(surf, CARD_TINT[deck])) / (surf.get_width() * surf.get_height())
            assert share >= 0.14, (rank + suit, round(share, 3))


@pytest.mark.parametrize("deck", CARD_TINT)
def test_seven_of_batons_is_as_heavy_below_as_above(deck: str) -> None:
    surf = CardArt(faces=deck).face("7C", 180)
    ink = _ink(surf, CARD_TINT[deck])
    centre_y = sum(y for _, y in ink) / len(ink) / surf.get_height()
    assert abs(centre_y - 0.5) <= 0.04, centre_y
