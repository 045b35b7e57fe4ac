"""Each court of a rank is a drawing of its own, not one drawing recoloured.

Every court face is rasterised at 120x180 and its colours are thrown away:
what is kept is the greyscale's edge map (pixels where the grey level jumps
by more than ``EDGE_STEP`` to the right or below), inside a window that
leaves out the card's border and corner indices, the only parts every card
shares by design.  A drawing recoloured keeps its outlines where they were,
so two recolours share most of their edges; two drawings of their own share
few.  Every pair of courts of the same rank (the four Kings, the four
Cavaliers or Queens, the four Jacks) must have an edge IoU (shared edge
pixels over the edge pixels of either) under ``MAX_IOU``.

Measured on the recoloured Italian courts these replaced (one King, one
Cavalier and one Jack in four colours): pair IoUs from 0.37 to 0.72 in
``italian`` and from 0.33 in the recolour the Napoletane deck once was, every pair over the bar; the
twelve drawings of their own score 0.23 at most.  The French courts, while
they were recolours, scored 0.70 to 0.98.  A pair is also compared with one
of the two mirrored, so that a figure merely turned round fails too.

Also: no Italian court figure reaches past the card's inner margin or into
the corner indices' boxes (the old Cavalier of Swords' blade and Cavalier of
Batons' club once reached past their panel's inner rule).
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.resources import assets_root  # noqa: E402

from .helpers import card_art  # noqa: E402

SIZE = (120, 180)
# The window compared: the middle of the card, where the courts stand, clear
# of the corner indices of every deck (they reach 19% of the width in).
WINDOW = (0.25, 0.07, 0.75, 0.93)
EDGE_STEP = 40
MAX_IOU = 0.27
RANKS = {"K": "King", "Q": "Cavalier/Queen", "J": "Jack"}


def edge_map(path: Path, mirror: bool = False) -> set[tuple[int, int]]:
    """The edge pixels of the greyscale render of ``path`` (turned left to
    right when ``mirror``), inside ``WINDOW``."""
    surf = pygame.image.load_sized_svg(str(path), SIZE)
    if surf.get_size() != SIZE:
        surf = pygame.transform.smoothscale(surf, SIZE)
    if mirror:
        surf = pygame.transform.flip(surf, True, False)
    w, h = SIZE
    data = pygame.image.tobytes(surf, "RGB")
    grey = [(data[i] * 299 + data[i + 1] * 587 + data[i + 2] * 114) // 1000
            for i in range(0, len(data), 3)]
    x0, y0, x1, y1 = (round(WINDOW[0] * w), round(WINDOW[1] * h),
                      round(WINDOW[2] * w), round(WINDOW[3] * h))
    edges: set[tuple[int, int]] = set()
    for y in range(y0, y1):
        for x in range(x0, x1):
            g = grey[y * w + x]
            if abs(g - grey[y * w + x + 1]) > EDGE_STEP or abs(g - grey[(y + 1) * w + x]) > EDGE_STEP:
                edges.add((x, y))
    return edges


def iou(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    return len(a & b) / max(1, len(a | b))


def pair_ious(deck: str, rank: str) -> dict[str, float]:
    """The edge IoU of every pair of the four courts of ``rank`` in ``deck``:
    the higher of the two as drawn and of one against the other mirrored, so
    that a drawing turned to face the other way does not count as new."""
    files = {s: assets_root() / "cards" / deck / f"{rank}{s}.svg" for s in "SHDC"}
    maps = {s: edge_map(f) for s, f in files.items()}
    mirrored = {s: edge_map(f, mirror=True) for s, f in files.items()}
    return {a + b: max(iou(maps[a], maps[b]), iou(maps[a], mirrored[b]))
            for a, b in itertools.combinations("SHDC", 2)}


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def test_edge_map_sees_a_recolour_and_a_new_drawing(tmp_path: Path) -> None:
    # The metric itself: a drawing recoloured scores high, another drawing low.
    def svg(body: str) -> str:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="360" '
                f'viewBox="0 0 240 360"><rect width="240" height="360" fill="#fbf7ec"/>{body}</svg>')

    figure = ('<path d="M100,60 L140,60 L160,300 L80,300 Z" fill="{c}" stroke="#2b2118" stroke-width="3"/>'
              '<circle cx="120" cy="50" r="18" fill="{c}" stroke="#2b2118" stroke-width="3"/>')
    other = ('<path d="M70,120 L170,100 L180,160 L75,200 Z" fill="{c}" stroke="#2b2118" stroke-width="3"/>'
             '<circle cx="90" cy="260" r="30" fill="{c}" stroke="#2b2118" stroke-width="3"/>')
    files = {}
    for name, body in (("red", figure.format(c="#c0222c")), ("blue", figure.format(c="#2f5f8f")),
                       ("other", other.format(c="#c0222c"))):
        files[name] = tmp_path / f"{name}.svg"
        files[name].write_text(svg(body))
    red, blue, oth = (edge_map(files[n]) for n in ("red", "blue", "other"))
    assert iou(red, blue) > 0.8
    assert iou(red, oth) < MAX_IOU
    # the other figure, mirrored, is itself again
    assert iou(edge_map(files["other"], mirror=True), oth) < MAX_IOU
    assert iou(edge_map(files["other"], mirror=True), edge_map(files["other"])) < 0.5
    assert iou(edge_map(files["red"], mirror=True), red) > 0.9  # symmetric about the middle


def _check(deck: str, rank: str) -> None:
    ious = pair_ious(deck, rank)
    worst = max(ious, key=ious.__getitem__)
    assert ious[worst] < MAX_IOU, (
        f"{deck}: the {RANKS[rank]}s {worst[0]} and {worst[1]} share {ious[worst]:.2f} of their "
        f"edges (all pairs: {', '.join(f'{k} {v:.2f}' for k, v in sorted(ious.items()))})")


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("deck", ["italian", "napoletane"])
def test_italian_courts_are_drawings_of_their_own(deck: str, rank: str) -> None:
    _check(deck, rank)


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("deck", ["french", "french4"])
def test_french_courts_are_drawings_of_their_own(deck: str, rank: str) -> None:
    _check(deck, rank)


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("suit", "SHDC")
@pytest.mark.parametrize("module", ["italian_courts", "napoletane_courts"])
def test_italian_court_figure_stays_inside_the_inner_rule(tmp_path: Path, module: str, rank: str, suit: str) -> None:
    # The figure alone (no panel), on a transparent card at full size: every
    # pixel it paints, antialiased edges included, lies inside the inner rule.
    courts, parts, svg = card_art(module), card_art("italian_court_parts"), card_art("svg")
    figure = tmp_path / f"{rank}{suit}.svg"
    figure.write_text(svg.svg_doc(courts.court_figure(rank, suit)))
    painted = pygame.image.load_sized_svg(str(figure), (240, 360)).get_bounding_rect(min_alpha=1)
    x0, y0, x1, y1 = parts.INNER
    assert painted.width > 100 and painted.height > 150, painted  # a whole figure was drawn
    assert (painted.left >= x0 and painted.top >= y0 and painted.right <= x1
            and painted.bottom <= y1), f"{rank}{suit} paints {painted}, the inner rule is {parts.INNER}"
    # and nothing of it enters the corner indices' boxes
    surf = pygame.image.load_sized_svg(str(figure), (240, 360))
    for bx0, by0, bx1, by1 in parts.INDEX_BOXES:
        box = pygame.Rect(int(bx0), int(by0), int(bx1 - bx0), int(by1 - by0))
        assert not surf.subsurface(box).get_bounding_rect(min_alpha=1).width, f"{rank}{suit} enters {box}"


def test_napoletane_courts_stand_on_their_suits_platform() -> None:
    # As on Neapolitan packs: the platform under every court is yellow for
    # Coins, red for Cups, blue for Swords, green for Batons; sampled on its
    # front, under the figure, it is nearest its own suit's colour.
    def rgb(hex_: str) -> tuple[int, int, int]:
        return int(hex_[1:3], 16), int(hex_[3:5], 16), int(hex_[5:7], 16)

    recolour = card_art("palette").NAPOLETANE.apply
    colours = {s: rgb(recolour(c)) for s, c in card_art("napoletane_parts").PLATFORM.items()}
    for rank in RANKS:
        for suit in "SHDC":
            surf = pygame.image.load_sized_svg(str(assets_root() / "cards" / "napoletane" / f"{rank}{suit}.svg"),
                                               (240, 360))
            c = surf.get_at((120, 343))
            nearest = min(colours, key=lambda s: sum((a - b) ** 2 for a, b in zip(colours[s], c[:3], strict=True)))
            assert nearest == suit, f"{rank}{suit}: its platform reads as {nearest} ({c})"
