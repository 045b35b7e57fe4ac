"""The corner indices keep a clear margin from the card's edges, the same for every rank.

Each index (its letter and its sign, both corners) is rasterised alone, as
the cards draw it, at 4 pixels a unit; its ink must keep ``MIN_MARGIN`` of
the card's width from every edge of the card (the old ``10`` came within
5 units, 3 px on a 240 px card, and every letter's top within 7), and the
letters of all ranks of a deck must start within ``MAX_SPREAD`` of each
other on the left (the old ``10`` stood 3 to 4.5 units left of the others).
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from .helpers import card_art, render_parts  # noqa: E402

DECKS = ("italian", "napoletane", "french", "french4")
RANKS = "A2789TJQK"
CARD_W, CARD_H = 240, 360
SCALE = 4  # pixels a unit
# A 30th of the card's width (8 units, 5.3 px on a 240 px high card) ...
MIN_MARGIN = CARD_W / 30
# ... and 2 px on a 240 px card.
MAX_SPREAD = 3.0


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _box(parts: list[str], deck: str, file: Path) -> tuple[float, float, float, float]:
    """The ink's left, top, right and bottom, in card units."""
    mask = pygame.mask.from_surface(render_parts(parts, deck, file, (CARD_W, CARD_H), SCALE), 64)
    rects = mask.get_bounding_rects()
    assert rects, "no ink"
    return (min(r.left for r in rects) / SCALE, min(r.top for r in rects) / SCALE,
            max(r.right for r in rects) / SCALE, max(r.bottom for r in rects) / SCALE)


@pytest.mark.parametrize("deck", DECKS)
def test_indices_keep_clear_of_the_card_edge(deck: str, tmp_path: Path) -> None:
    faces = card_art("card_faces")
    for rank in RANKS:
        for suit in "SHDC":
            left, top, right, bottom = _box(faces.indices(deck, rank, suit), deck, tmp_path / "index.svg")
            margins = {"left": left, "top": top, "right": CARD_W - right, "bottom": CARD_H - bottom}
            for side, margin in margins.items():
                assert margin >= MIN_MARGIN, (f"{deck} {rank}{suit}: the index comes within {margin:.2f} units "
                                              f"of the card's {side} edge (at least {MIN_MARGIN:.2f})")


@pytest.mark.parametrize("deck", DECKS)
def test_every_rank_s_index_starts_at_the_same_margin(deck: str, tmp_path: Path) -> None:
    faces = card_art("card_faces")
    lefts = {rank: _box(faces.index_letter(deck, rank, "S"), deck, tmp_path / "letter.svg")[0] for rank in RANKS}
    spread = max(lefts.values()) - min(lefts.values())
    assert spread <= MAX_SPREAD, f"{deck}: the index letters' left margins run from {lefts} units"
