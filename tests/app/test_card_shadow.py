"""Cards cast soft shadows: faint where they lie, wider as they lift, worked out once per size."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.kit import card_shadow
from trappola_gui.app.kit.card_layer import CardLayer, Place
from trappola_gui.app.kit.card_shadow import HELD, PICKED, RAISED, REST, shadow_of
from trappola_gui.app.kit.card_strip import draw_strip
from trappola_gui.app.kit.picture import Shape, draw_picture
from trappola_gui.art import CardArt
from trappola_gui.engine.cards import parse_card

GREY = (160, 160, 160)
H = 180  # a card's height: the hand's at about 1280x800


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt(faces="italian")


def table(art: CardArt, places: dict, held=None) -> tuple[pygame.Surface, CardLayer]:
    """The layer's cards drawn on a plain grey table."""
    surface = pygame.Surface((600, 600))
    surface.fill(GREY)
    layer = CardLayer(art)
    layer.sync(places, 0.0, {})
    layer.draw(surface, skip=held)
    if held is not None:
        layer.draw_held(surface, held)
    return surface, layer


def one_card(art: CardArt, lift: float) -> tuple[pygame.Surface, pygame.Rect]:
    surface, layer = table(art, {("c", 0): Place(300, 300, H, 0, 1, lift=lift)})
    return surface, layer.sprites[("c", 0)].rect()


def darkening(surface: pygame.Surface, x: int, y: int) -> int:
    return GREY[0] - surface.get_at((x, y))[0]


def shade_below(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """How much darker than the table each pixel is, going down from the card's bottom edge."""
    return [darkening(surface, rect.centerx, y) for y in range(rect.bottom, rect.bottom + 40)]


def shaded_area(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The pixels around the card (not under it) that its shadow darkens."""
    around = rect.inflate(120, 120)
    return sum(1 for x in range(around.left, around.right) for y in range(around.top, around.bottom)
               if not rect.collidepoint(x, y) and darkening(surface, x, y) > 2)


def test_a_card_lying_on_the_table_has_a_faint_contact_shadow(art):
    surface, rect = one_card(art, REST)
    shade = shade_below(surface, rect)
    assert 6 <= shade[0] <= 0.35 * GREY[0]  # there, and faint
    assert shade[-1] == 0  # and close: a contact shadow, not a halo


@pytest.mark.parametrize("lift", [REST, RAISED, HELD])
def test_the_shadow_fades_out_softly_without_a_hard_step(art, lift):
    surface, rect = one_card(art, lift)
    shade = [s for s in shade_below(surface, rect) if s > 0]
    assert len(shade) >= 4  # a gradient several pixels wide
    assert shade == sorted(shade, reverse=True)  # fading away from the card, never back
    steps = [a - b for a, b in zip(shade, shade[1:], strict=False)]
    assert max(steps) <= max(6, shade[0] // 2)  # no edge: the old drag shadow stepped from 0 to all at once


def test_a_lifted_card_casts_a_wider_shadow_further_away(art):
    areas, reaches = [], []
    for lift in (REST, RAISED, PICKED, HELD):
        surface, rect = one_card(art, lift)
        areas.append(shaded_area(surface, rect))
        reaches.append(sum(1 for s in shade_below(surface, rect) if s > 0))
    assert areas == sorted(areas) and areas[-1] > 2 * areas[0]
    assert reaches == sorted(reaches) and reaches[-1] > reaches[0]


def test_the_held_card_is_drawn_over_the_others_with_the_widest_shadow(art):
    places = {("c", 0): Place(300, 300, H, 0, 1), ("c", 1): Place(330, 330, H, 1, 2)}
    held, layer = table(art, places, held=("c", 1))
    lying, _ = table(art, places)
    rect = layer.sprites[("c", 1)].rect()
    # Drawn last, over the card it was dragged across, and with the shadow of a card held up.
    assert held.get_at(rect.center) == lying.get_at(rect.center)
    assert shade_below(held, rect)[8] > shade_below(lying, rect)[8] >= 0
    alone, _ = one_card(art, HELD)
    assert shade_below(held, rect) == shade_below(alone, one_card(art, HELD)[1])


def test_the_shadow_rises_with_the_card_along_its_glide(art):
    layer = CardLayer(art)
    layer.sync({("c", 0): Place(300, 300, H, 0, 1)}, 0.0, {})
    layer.sync({("c", 0): Place(300, 280, H, 0, 1, lift=PICKED)}, 0.2, {})
    sprite = layer.sprites[("c", 0)]
    seen = [sprite.shown_lift]
    while sprite.moving:
        layer.update(0.05)
        seen.append(sprite.shown_lift)
    assert seen[0] == REST and seen[-1] == PICKED
    assert seen == sorted(seen) and any(REST < s < PICKED for s in seen)
    layer.sync({("c", 0): Place(300, 280, H, 0, 1, lift=REST)}, 0.2, {})
    assert sprite.shown_lift == REST  # set down where it is: at once


def test_a_pile_casts_one_shadow_not_a_black_edge(art):
    single, rect = one_card(art, REST)
    pile = {("s", i): Place(300 - i * 0.35, 300 - i * 0.35, H, None, 10 + i) for i in range(20)}
    surface, _ = table(art, pile)
    # Below the bottom card's edge the pile is no darker than one card lying alone.
    assert shade_below(surface, rect)[0] <= shade_below(single, rect)[0] + 4


def test_shadows_are_blurred_once_per_size_and_lift_not_every_frame(art, monkeypatch):
    blurs = []
    blur = pygame.transform.gaussian_blur
    monkeypatch.setattr(pygame.transform, "gaussian_blur", lambda *a, **k: blurs.append(1) or blur(*a, **k))
    card_shadow._shadow.cache_clear()
    places = {("c", c): Place(100 + 30 * c, 300, H, c, c, lift=RAISED if c % 2 else REST) for c in range(8)}
    for _ in range(30):
        table(art, places)
    assert len(blurs) == 2  # one per lift seen, whatever the number of cards and frames
    assert shadow_of((120, 180), HELD)[0] is shadow_of((120, 180), HELD)[0]


def test_the_score_strips_and_the_pictures_lay_their_cards_on_the_felt_with_a_shadow(art):
    surface = pygame.Surface((600, 300))
    surface.fill(GREY)
    cards = draw_strip(surface, art, [[parse_card("AS"), parse_card("KD")]], pygame.Rect(20, 20, 560, 200), 150)
    assert darkening(surface, cards.x + 40, cards.bottom + 1) > 4
    card = pygame.Rect(100, 50, 100, 150)
    reach = []
    for lift in (REST, RAISED):  # a picture's raised card (a playable one) stands off the felt
        surface.fill(GREY)
        draw_picture(surface, [Shape("card", card, code="AS", lift=lift)], art, None)  # type: ignore[arg-type]
        assert darkening(surface, card.centerx, card.bottom + 1) > 4
        reach.append(sum(1 for s in shade_below(surface, card) if s > 0))
    assert reach[1] > reach[0]
