"""The Italian courts drawn after the Piacentine pattern: figures on the
white card, horses larger than their riders, the King of Coins' face clear.

Measured from rendered pixels at the card's full size (240x360).  Before the
redrawing the courts stood in tinted panels, the horses were shorter than
their riders (the bay of the Cavallo of Cups 111 px high under a rider of
135) and the King of Coins raised his coin over his own face.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from .helpers import card_art  # noqa: E402

SIZE = (240, 360)


def render(parts: list[str], file: Path) -> pygame.Surface:
    """``parts`` alone on a transparent card, at full size."""
    file.write_text(card_art("svg").svg_doc(parts))
    return pygame.image.load_sized_svg(str(file), SIZE)


@pytest.mark.parametrize("rank", "KQJ")
@pytest.mark.parametrize("suit", "SHDC")
def test_court_stands_on_the_white_card(tmp_path: Path, rank: str, suit: str) -> None:
    # Wherever the figure paints nothing, inside the card's border and clear
    # of the indices, the card shows its own colour: no panel, no tint.
    card = render([card_art("card_faces").card_svg("italian", rank + suit)
                   .split("\n", 1)[1].rsplit("</svg>", 1)[0]], tmp_path / "card.svg")
    figure = render(card_art("italian_courts").court_figure(rank, suit), tmp_path / "figure.svg")
    cream = pygame.Color(card_art("palette").CREAM)
    boxes = card_art("italian_court_parts").INDEX_BOXES
    tinted = 0
    for y in range(14, 346, 2):
        for x in range(16, 224, 2):
            if any(x0 <= x < x1 and y0 <= y < y1 for x0, y0, x1, y1 in boxes) or figure.get_at((x, y)).a:
                continue
            c = card.get_at((x, y))
            tinted += max(abs(c.r - cream.r), abs(c.g - cream.g), abs(c.b - cream.b)) > 6
    assert tinted == 0, f"{rank}{suit}: {tinted} sampled pixels off the card's colour behind the figure"


@pytest.mark.parametrize("suit", "SHDC")
def test_cavallo_horse_is_larger_than_its_rider_and_fills_the_lower_half(tmp_path: Path, suit: str) -> None:
    horse_parts, rider_parts = card_art("italian_cavalli").cavallo_layers(suit)
    horse = render(horse_parts, tmp_path / "horse.svg").get_bounding_rect(min_alpha=1)
    rider = render(rider_parts, tmp_path / "rider.svg").get_bounding_rect(min_alpha=1)
    # a horse stands about half again as tall as a man seated on it
    assert horse.height >= 1.25 * rider.height, (suit, horse, rider)
    assert horse.width > rider.width, (suit, horse, rider)
    # the horse spans the lower half: from under the middle to the ground,
    # and well over half the card's width
    assert horse.top <= 200 and horse.bottom >= 330 and horse.width >= 140, (suit, horse)


def test_king_of_coins_face_is_clear_of_his_coin(tmp_path: Path) -> None:
    kings, figures, parts = card_art("italian_kings"), card_art("figures"), card_art("italian_court_parts")
    face = render([parts.mirrored(figures.turned_head(*kings.COINS_HEAD, 17, 1, "#000000", "short"))],
                  tmp_path / "face.svg")
    coin = render([parts.mirrored([parts.coin_at(kings.COINS_COIN, 0.44)])], tmp_path / "coin.svg")
    overlap = pygame.mask.from_surface(face, 1).overlap_area(pygame.mask.from_surface(coin, 1), (0, 0))
    assert overlap == 0
    # and the coin is drawn where these tests look for it
    assert f"translate({kings.COINS_COIN[0]:g} {kings.COINS_COIN[1]:g})" in "".join(kings.king_of_coins())


@pytest.mark.parametrize("suit", "SHDC")
def test_napoletane_cavallo_rises_up_the_card(tmp_path: Path, suit: str) -> None:
    # As on Neapolitan packs the horse and rider use the card's height: the
    # group (sign included) reaches into the upper third.  Before they were
    # drawn larger it began 111 to 138 units down (the Cavallo of Coins' coin
    # at 138), leaving the top of the card empty.
    painted = render(card_art("napoletane_cavalli").cavallo_figure(suit), tmp_path / "cavallo.svg")
    assert painted.get_bounding_rect(min_alpha=1).top <= 100, suit
