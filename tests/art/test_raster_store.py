"""Card faces and felt kept between runs: the very pixels the SVG gives, and never a stale or broken picture."""

from __future__ import annotations

import os
import shutil

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import CardArt  # noqa: E402
from trappola_gui.resources import asset_path  # noqa: E402
from trappola_gui.storage.raster_cache import RasterCache  # noqa: E402

CARDS = ("AC", "KH", "QS", "JD", "2C")


@pytest.fixture(scope="module", autouse=True)
def _window():
    pygame.display.init()
    pygame.display.set_mode((320, 240))  # faces are converted to the screen's format, as in the game
    yield
    pygame.display.quit()


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.fixture
def drawn(monkeypatch):
    """Counts the SVG drawings."""
    real = pygame.image.load_sized_svg
    calls: list[str] = []

    def counting(path, size):
        calls.append(os.path.basename(path))
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", counting)
    return calls


def test_kept_faces_and_felt_are_the_pixels_the_svg_gives(tmp_path, drawn):
    plain = CardArt("italian", "red")
    expected = {card: _pixels(plain.face(card, 160)) for card in CARDS}
    expected_felt = _pixels(plain.felt((700, 300)))
    expected_back = _pixels(plain.back(160))
    store = RasterCache(tmp_path)
    for run in ("first", "second"):
        drawn.clear()
        art = CardArt("italian", "red", raster_store=store)
        assert {card: _pixels(art.face(card, 160)) for card in CARDS} == expected, run
        assert _pixels(art.felt((700, 300))) == expected_felt, run
        assert _pixels(art.back(160)) == expected_back, run
        # The first run draws each picture and keeps it; the second draws nothing.
        assert len(drawn) == (len(CARDS) + 2 if run == "first" else 0), drawn
    assert len(list(tmp_path.glob("*.raster"))) == len(CARDS) + 2


def test_a_changed_svg_is_drawn_again_not_read_from_the_cache(tmp_path, drawn):
    root = tmp_path / "assets"
    shutil.copytree(asset_path("cards", "italian"), root / "cards" / "italian")
    store = RasterCache(tmp_path / "raster")
    before = _pixels(CardArt("italian", root=root, raster_store=store).face("AC", 120))
    svg = root / "cards" / "italian" / "AC.svg"
    svg.write_text(svg.read_text(encoding="utf-8").replace("<svg", "<svg data-changed='1'", 1), encoding="utf-8")
    drawn.clear()
    after = CardArt("italian", root=root, raster_store=store).face("AC", 120)
    assert drawn == ["AC.svg"]  # drawn again from the changed file
    assert _pixels(after) == before  # (the change draws nothing different)


def test_a_broken_cache_file_is_drawn_over_silently(tmp_path, drawn):
    store = RasterCache(tmp_path)
    expected = _pixels(CardArt("italian").face("QS", 150))
    CardArt("italian", raster_store=store).face("QS", 150)
    (kept,) = tmp_path.glob("*.raster")
    whole = kept.read_bytes()
    for broken in (whole[: len(whole) // 2], b"rubbish", whole[:-4] + b"\xff" * 8):
        kept.write_bytes(broken)
        drawn.clear()
        assert _pixels(CardArt("italian", raster_store=store).face("QS", 150)) == expected
        assert drawn == ["QS.svg"]
        assert kept.read_bytes() == whole  # replaced by a good one


def test_the_felt_laid_straight_onto_a_surface_is_the_felt_blitted_there(tmp_path):
    size = (400, 260)
    expected = pygame.Surface(size)
    expected.blit(CardArt("italian").felt(size), (0, 0))
    store = RasterCache(tmp_path)
    first = pygame.Surface(size)
    drawn_felt = CardArt("italian", raster_store=store).felt_onto(first)  # nothing kept yet: drawn, blitted
    assert drawn_felt is not None and _pixels(first) == _pixels(expected)
    again = pygame.Surface(size)
    assert CardArt("italian", raster_store=store).felt_onto(again) is None  # read straight into it
    assert _pixels(again) == _pixels(expected)
    # A surface whose pixels are not one block of memory (a subsurface) gets the felt blitted.
    parent = pygame.Surface((500, 300))
    part = parent.subsurface(pygame.Rect(50, 20, *size))
    assert CardArt("italian", raster_store=store).felt_onto(part) is not None
    assert _pixels(part) == _pixels(expected)
    # Without a store, the felt is drawn and blitted as ever.
    plain = pygame.Surface(size)
    assert CardArt("italian").felt_onto(plain) is not None and _pixels(plain) == _pixels(expected)


def test_a_turned_face_is_the_face_rotozoomed_and_once_kept_needs_no_face(tmp_path, drawn):
    expected = {angle: _pixels(pygame.transform.rotozoom(CardArt("italian").face("KH", 150), angle, 1.0))
                for angle in (24, 0, -12)}
    store = RasterCache(tmp_path)
    art = CardArt("italian", raster_store=store)
    assert {a: _pixels(art.turned_face("kh", 150, a)) for a in expected} == expected
    assert art.turned_face("KH", 150, 24) is art.turned_face("KH", 150, 24)  # kept in memory too
    drawn.clear()
    again = CardArt("italian", raster_store=store)
    assert {a: _pixels(again.turned_face("KH", 150, a)) for a in expected} == expected
    assert drawn == [] and not any(k for k in again._cache[(100, 150)] if "@" not in k)  # no face was loaded
    with pytest.raises(ValueError):
        again.turned_face("XX", 150, 12)
