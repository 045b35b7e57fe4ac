"""The Italian number cards as a player sees them: interlaced swords, batons crossing the field
(the Piacentine cards), swords and batons standing apart (the Napoletane cards), signs that fill
the card, and a clear field round the corner indices.

Faces are read through CardArt from the committed SVGs; "ink" is anything
clearly darker than the card's own tint, outside the border and the two
corner indices.  The clear field and the hilts are measured on the drawings
themselves (``card_art``), each part rasterised alone.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import CardArt  # noqa: E402
from trappola_gui.resources import assets_root  # noqa: E402

from .helpers import card_art, render_parts  # noqa: E402

CARD_TINT = {"italian": (251, 247, 236), "napoletane": (244, 232, 200)}
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


# ------------------------------------------------------- the clear field
# Card units (the card is 240 across) of bare card kept round each corner
# index by the swords and batons (the old 2 of Swords' hilt touched its
# bottom index, the old 8 and 10 of Batons came within 5 and 1).
CLEAR = 10
SCALE = 2  # pixels a unit


def _disc(r: int) -> pygame.mask.Mask:
    disc = pygame.mask.Mask((2 * r + 1, 2 * r + 1))
    for y in range(2 * r + 1):
        for x in range(2 * r + 1):
            if (x - r) ** 2 + (y - r) ** 2 <= r * r:
                disc.set_at((x, y))
    return disc


def _mask(parts: list[str], file: Path) -> pygame.mask.Mask:
    return pygame.mask.from_surface(render_parts(parts, "italian", file, scale=SCALE), 127)


def _grown(mask: pygame.mask.Mask, units: float) -> pygame.mask.Mask:
    """``mask`` with every set pixel grown into a disc ``units`` across its radius."""
    r = round(units * SCALE)
    return mask.convolve(_disc(r), None, (-r, -r))


@pytest.mark.parametrize("deck", CARD_TINT)
@pytest.mark.parametrize("card", [r + s for s in "SC" for r in "2789T"])
def test_swords_and_batons_keep_clear_of_the_indices(deck: str, card: str, tmp_path: Path) -> None:
    faces = card_art("card_faces")
    face = _mask(faces.italian_face(card[0], card[1], deck), tmp_path / "face.svg")
    index = _mask(faces.indices("italian", card[0], card[1]), tmp_path / "index.svg")
    hit = face.overlap(_grown(index, CLEAR), (0, 0))
    assert hit is None, f"{card}: the face comes within {CLEAR} units of an index at {hit}"


@pytest.mark.parametrize("rank", "2789T")
def test_sword_hilts_stand_apart(rank: str, tmp_path: Path) -> None:
    # Fanned evenly outside the oval: no two hilts within HILT_GAP units (the
    # old 7 to 10 piled theirs into a tangle at the top and the bottom).
    numbers = card_art("sword_numbers")
    scale = numbers.hilt_scale(rank)
    masks = [_mask(numbers.hilts([p], scale), tmp_path / f"hilt{i}.svg")
             for i, p in enumerate(numbers.sword_blades(rank))]
    for i, a in enumerate(masks):
        near = _grown(a, HILT_GAP)
        for j in range(i + 1, len(masks)):
            assert near.overlap(masks[j], (0, 0)) is None, f"{rank}S: hilts {i} and {j} within {HILT_GAP} units"


HILT_GAP = 2


@pytest.mark.parametrize("suit", "SHDC")
def test_napoletane_aces_keep_clear_of_the_indices(suit: str, tmp_path: Path) -> None:
    faces = card_art("card_faces")
    face = _mask(faces.italian_face("A", suit, "napoletane"), tmp_path / "face.svg")
    index = _mask(faces.indices("napoletane", "A", suit), tmp_path / "index.svg")
    hit = face.overlap(_grown(index, CLEAR), (0, 0))
    assert hit is None, f"A{suit}: the face comes within {CLEAR} units of an index at {hit}"


@pytest.mark.parametrize("rank", "789T")
def test_napoletane_sword_hilts_stand_apart(rank: str, tmp_path: Path) -> None:
    numbers, swords = card_art("napoletane_numbers"), card_art("sword_numbers")
    masks = [_mask(swords.hilts([p], numbers.HILT[rank]), tmp_path / f"hilt{i}.svg")
             for i, p in enumerate(numbers.napoletane_blades(rank))]
    for i, a in enumerate(masks):
        near = _grown(a, HILT_GAP)
        for j in range(i + 1, len(masks)):
            assert near.overlap(masks[j], (0, 0)) is None, f"{rank}S: hilts {i} and {j} within {HILT_GAP} units"


@pytest.mark.parametrize("rank", "789T")
def test_napoletane_swords_and_batons_do_not_cross(rank: str, tmp_path: Path) -> None:
    # As on Neapolitan packs, each sword and each club stands on its own:
    # no two of them (each rasterised alone) touch, where the Piacentine
    # ones interlace.
    numbers, swords = card_art("napoletane_numbers"), card_art("sword_numbers")
    blades = numbers.napoletane_blades(rank)
    clubs = numbers.napoletane_clubs(rank)
    assert len(blades) == len(clubs) == COUNTS[rank]
    for kind, pieces in (("swords", [[*swords.blade(p, 11.5), *swords.hilts([p], numbers.HILT[rank])]
                                     for p in blades]), ("batons", clubs)):
        masks = [_mask(parts, tmp_path / f"{kind}{i}.svg") for i, parts in enumerate(pieces)]
        for i, a in enumerate(masks):
            for j in range(i + 1, len(masks)):
                assert a.overlap(masks[j], (0, 0)) is None, f"{rank} of {kind}: pieces {i} and {j} touch"


# -------------------------------------------------------------- batons
def _components(pixels: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    """``pixels`` split into 8-connected shapes."""
    out: list[set[tuple[int, int]]] = []
    seen: set[tuple[int, int]] = set()
    for start in sorted(pixels):
        if start in seen:
            continue
        shape = {start}
        todo = [start]
        seen.add(start)
        while todo:
            x, y = todo.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    q = (x + dx, y + dy)
                    if q in pixels and q not in seen:
                        seen.add(q)
                        shape.add(q)
                        todo.append(q)
        out.append(shape)
    return out


def _cells(ink: set[tuple[int, int]], w: int, h: int) -> int:
    """How many patches of bare card the ink closes in (of 2 pixels or more)."""
    bare = {(x, y) for y in range(h) for x in range(w) if (x, y) not in ink}
    outside: set[tuple[int, int]] = set()
    todo = [p for p in bare if p[0] in (0, w - 1) or p[1] in (0, h - 1)]
    outside.update(todo)
    while todo:
        x, y = todo.pop()
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if q in bare and q not in outside:
                outside.add(q)
                todo.append(q)
    holes = bare - outside
    return sum(1 for shape in _components(holes) if len(shape) >= 2)


@pytest.mark.parametrize("deck", ["italian"])
@pytest.mark.parametrize("rank", "789T")
def test_batons_are_long_clubs_crossing_the_field_at_60px(deck: str, rank: str) -> None:
    # Long clubs crossing in a trellis that runs nearly the card's height, its
    # open cells still open on a 60 px card (the old small tied pairs stood
    # apart, each a third of the card high, and closed up into brown smudges).
    surf = CardArt(faces=deck).face(rank + "C", 60)
    w, h = surf.get_size()
    ink = _ink(surf, CARD_TINT[deck])
    tallest = max(_components(ink), key=len)
    ys = [y for _, y in tallest]
    assert max(ys) - min(ys) >= 0.8 * h, (rank, min(ys), max(ys))
    assert _cells(ink, w, h) >= 4, rank


# -------------------------------------------------------- the coin index
@pytest.mark.parametrize("deck", CARD_TINT)
def test_coin_index_reads_as_a_coin_not_a_target(deck: str, tmp_path: Path) -> None:
    # A disc with a rosette: round its middle, field and petals take turns
    # (the old sign was rings inside rings, one colour all the way round).
    faces = card_art("card_faces")
    scale = 4
    surf = render_parts(faces.index_sign(deck, "D"), deck, tmp_path / "coin.svg", (60, 124), scale)
    cx, cy, r = 27 * scale, 100 * scale, 0.5 * 47 * 0.36 * scale  # the sign's centre and half its radius
    field = surf.get_at((round(cx), round(cy - 0.9 * 47 * 0.36 * scale)))  # just inside the rim
    samples = []
    for i in range(72):
        a = math.radians(i * 5)
        c = surf.get_at((round(cx + r * math.sin(a)), round(cy - r * math.cos(a))))
        samples.append(abs(c.r - field.r) + abs(c.g - field.g) + abs(c.b - field.b) < 60)
    turns = sum(1 for i in range(72) if samples[i] and not samples[i - 1])
    assert turns >= 6, f"{deck}: the field shows between the petals only {turns} times round the coin"
