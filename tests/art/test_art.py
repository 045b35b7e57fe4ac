"""Tests for the generated card art and the CardArt loader."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import ArtError, CardArt, card_size_for_height  # noqa: E402
from trappola_gui.resources import assets_root  # noqa: E402

from .helpers import card_art  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
CARDS = [r + s for s in "SHDC" for r in "AKQJ2T987"]
DECKS = ("italian", "french", "french4", "napoletane")


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def test_size_for_height_is_two_thirds() -> None:
    assert card_size_for_height(60) == (40, 60)
    assert card_size_for_height(180) == (120, 180)
    assert card_size_for_height(100) == (67, 100)
    assert CardArt.card_size_for_height(540) == (360, 540)


@pytest.mark.parametrize("deck", DECKS)
def test_every_face_loads_at_three_sizes(deck: str) -> None:
    art = CardArt(faces=deck, back="red", keep_sizes=3)
    for height in (60, 180, 540):
        want = card_size_for_height(height)
        for card in CARDS:
            assert art.face(card, height).get_size() == want, (deck, card, height)
        assert art.back(height).get_size() == want


@pytest.mark.parametrize("deck", DECKS)
def test_faces_are_all_different(deck: str) -> None:
    art = CardArt(faces=deck)
    seen: dict[bytes, str] = {}
    for card in CARDS:
        data = pygame.image.tobytes(art.face(card, 180), "RGBA")
        assert data not in seen, f"{card} renders like {seen.get(data)}"
        seen[data] = card


def test_backs_differ_and_load() -> None:
    red = pygame.image.tobytes(CardArt(back="red").back(180), "RGBA")
    blue = pygame.image.tobytes(CardArt(back="blue").back(180), "RGBA")
    assert red != blue


def test_off_by_one_svg_size_is_fixed() -> None:
    # NanoSVG renders QH at 67x101 for (67, 100): the loader must correct it.
    art = CardArt(faces="italian")
    for card in CARDS:
        assert art.face(card, 100).get_size() == (67, 100)


def test_cache_keeps_recent_sizes_only() -> None:
    art = CardArt(keep_sizes=2)
    first = art.face("AS", 90)
    assert art.face("as", 90) is first
    art.face("AS", 120)
    art.face("AS", 150)
    assert art.cached_sizes() == [(80, 120), (100, 150)]
    art.clear()
    assert art.cached_sizes() == []


def test_bad_card_is_value_error() -> None:
    with pytest.raises(ValueError):
        CardArt().face("ZZ", 90)


def test_felt_fills_requested_size() -> None:
    assert CardArt().felt((300, 200)).get_size() == (300, 200)


def test_committed_svgs_match_fresh_generation(tmp_path: Path) -> None:
    # The documented command, run as a user runs it, rewrites every committed SVG byte for byte.
    script = REPO / "build_scripts" / "make_art.py"
    run = subprocess.run([sys.executable, str(script), "--out", str(tmp_path), "--no-png"],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr
    written = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    assert len(written) == 36 * len(DECKS) + 2 + 2 + 1  # faces, backs, felt, icon, the cards' README
    assert run.stdout.strip() == f"wrote {len(written)} files under {tmp_path}"
    for path in written:
        rel = path.relative_to(tmp_path)
        committed = assets_root() / rel
        assert committed.is_file(), f"not committed: {rel}"
        assert committed.read_bytes() == path.read_bytes(), f"stale: {rel} (run make_art.py)"


def test_generation_is_deterministic() -> None:
    svg_files = card_art("svg_files")
    first = svg_files.generate_svgs()
    assert [rel for rel, _ in first][:2] == ["cards/italian/AS.svg", "cards/italian/KS.svg"]
    assert first == svg_files.generate_svgs()


def test_napoletane_is_a_pattern_of_its_own() -> None:
    # Its aces, courts, swords and batons are drawings of their own, not the
    # Piacentine ones recoloured: with the colours masked out, every one of
    # them differs from its Italian card.  Its cups and coins (2 to 10) are
    # the Italian ones in its own colours, on its own warmer card.
    import re

    svgs = dict(card_art("svg_files").generate_svgs())
    colour = re.compile(r"#[0-9a-f]{6}")
    for card in CARDS:
        base, nap = svgs[f"cards/italian/{card}.svg"], svgs[f"cards/napoletane/{card}.svg"]
        assert '"#f4e8c8"' in nap and '"#fbf7ec"' not in nap, card
        own = card[0] in "AKQJ" or card[1] in "SC"
        assert (colour.sub("#", base) != colour.sub("#", nap)) is own, card


def _dark_share(surf: pygame.Surface) -> float:
    """The share of the card's middle (clear of the corner indices) in near-black."""
    w, h = surf.get_size()
    dark = total = 0
    for y in range(round(h * 0.1), round(h * 0.65)):
        for x in range(round(w * 0.25), round(w * 0.75)):
            c = surf.get_at((x, y))
            total += 1
            dark += c.r + c.g + c.b < 200
    return dark / total


def test_napoletane_ace_of_coins_is_the_eagle() -> None:
    # The double-headed eagle spreads dark wings round the coin; the
    # Piacentine Ace of Coins is a coin in a golden sunburst, with no black.
    assert _dark_share(CardArt(faces="napoletane").face("AD", 180)) > 0.2
    assert _dark_share(CardArt(faces="italian").face("AD", 180)) < 0.02


def test_png_fallback_when_svg_unavailable(tmp_path: Path) -> None:
    png_dir = tmp_path / "cards" / "png" / "italian"
    png_dir.mkdir(parents=True)
    shutil.copy(assets_root() / "cards" / "png" / "italian" / "QH.png", png_dir / "QH.png")
    art = CardArt(faces="italian", root=tmp_path)  # no SVGs under this root
    assert art.face("QH", 60).get_size() == (40, 60)
    assert CardArt(use_svg=False).face("QH", 180).get_size() == (120, 180)


def test_missing_art_raises_art_error(tmp_path: Path) -> None:
    art = CardArt(faces="french", root=tmp_path)
    with pytest.raises(ArtError, match="card art missing: .*KS.svg"):
        art.face("KS", 90)
    with pytest.raises(ArtError, match="card art missing"):
        art.back(90)


# The Italian number cards as a player sees them: tests/art/test_italian_numbers.py.
