"""Every Italian court has a face of its own, not one face under other hair.

Each court's head is drawn again as the court draws it (its face, its age)
but alike in all else: the same place and size, facing right, the same
hair (colour and cut) and no beard, so that only the face itself can differ.
Between any two courts of the same rank at least ``MIN_FEATURES`` of the
head's skin (face and neck, where features are drawn over it) differ, and
their profile outlines (the skin's silhouette: the nose and the jaw) differ
by at least ``MIN_OUTLINE`` of its area.  The faces these replaced were one
template: their outlines were the same (0.0 apart), and their features
differed only by an old man's lines (at most 0.016): the Fanti, three of the
Re and two or three of the Cavalli of each deck drew the same face.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable
from itertools import combinations
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from .helpers import card_art  # noqa: E402

DECKS = {"italian": ("italian_courts", ("italian_kings", "italian_cavalli", "italian_fanti")),
         "napoletane": ("napoletane_courts", ("napoletane_kings", "napoletane_cavalli", "napoletane_fanti"))}
VIEW = (240, 240)
MIN_FEATURES = 0.12
MIN_OUTLINE = 0.03


def _face_calls(deck: str, rank: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, dict[str, Any]]:
    """The arguments each court of ``rank`` draws its head with, by suit."""
    courts, modules = DECKS[deck]
    draw = card_art("figures").turned_head
    signature = inspect.signature(draw)
    calls: list[dict[str, Any]] = []

    def record(*args: Any, **kwargs: Any) -> list[str]:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        calls.append(dict(bound.arguments))
        out: list[str] = draw(*args, **kwargs)
        return out

    for name in modules:
        monkeypatch.setattr(card_art(name), "turned_head", record)
    figure: Callable[[str, str], list[str]] = card_art(courts).court_figure
    by_suit = {}
    for suit in "SHDC":
        calls.clear()
        figure(rank, suit)
        assert len(calls) == 1, f"{rank}{suit} draws {len(calls)} heads"
        by_suit[suit] = calls[0]
    return by_suit


def _render(call: dict[str, Any], file: Path, skin_only: bool = False) -> pygame.Surface:
    """The head drawn with ``call``'s face and age, alike in all else; only its
    skin (the neck and the face's silhouette) when ``skin_only``."""
    svg, figures, palette = card_art("svg"), card_art("figures"), card_art("palette")
    args = {**call, "cx": 120, "cy": 110, "r": 60, "facing": 1, "hair": "#000000", "cut": "long", "beard": None}
    parts = figures.turned_head(**args)
    if skin_only:
        parts = [p for p in parts if f'fill="{palette.SKIN}"' in p]
    file.write_text(svg.svg_doc(parts, *VIEW), encoding="utf-8")
    surf: pygame.Surface = pygame.image.load_sized_svg(str(file), VIEW)
    return surf


def _mask(surf: pygame.Surface) -> set[tuple[int, int]]:
    return {(x, y) for x in range(VIEW[0]) for y in range(VIEW[1]) if surf.get_at((x, y)).a > 128}


@pytest.mark.parametrize("deck", list(DECKS))
@pytest.mark.parametrize("rank", "KQJ")
def test_courts_of_a_rank_have_faces_of_their_own(deck: str, rank: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _face_calls(deck, rank, monkeypatch)
    heads = {s: _render(c, tmp_path / f"{s}.svg") for s, c in calls.items()}
    skins = {s: _mask(_render(c, tmp_path / f"{s}k.svg", True)) for s, c in calls.items()}
    features, outlines = {}, {}
    for a, b in combinations("SHDC", 2):
        face = skins[a] | skins[b]
        differ = sum(1 for x, y in face
                     if sum(abs(u - v) for u, v in zip(heads[a].get_at((x, y)), heads[b].get_at((x, y)),
                                                       strict=True)) > 60)
        features[a + b] = round(differ / len(face), 3)
        outlines[a + b] = round(len(skins[a] ^ skins[b]) / len(face), 3)
    alike = {pair: share for pair, share in features.items() if share < MIN_FEATURES}
    assert not alike, f"{deck} {rank}: faces too alike (share of the face's pixels that differ): {alike}"
    unshaped = {pair: share for pair, share in outlines.items() if share < MIN_OUTLINE}
    assert not unshaped, f"{deck} {rank}: face outlines too alike (share of the silhouette apart): {unshaped}"
