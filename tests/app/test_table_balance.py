"""A balanced table (issue 38, 7): at 800x600, 1280x800 and 1920x1080, with two and four players, the
play area stands in the middle, the stock and the trump keep clear of the trick's frame, the prompt has a
band of its own, no frame is drawn under a panel or the Declare / Pass buttons, and no words lie on a
card they do not belong to."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.kit import ui
from trappola_gui.app.table import words
from trappola_gui.app.table.layout import Geometry, side_of
from trappola_gui.app.table.table_hud import last_trick_layout
from trappola_gui.app.tools.driver import Tour, player_may_act, seed_with_declaration, showing
from trappola_gui.engine import Rules, cards_of

from .helpers import make_app, seed_where_player_leads, sprite_center

SIZES = ["800x600", "1280x800", "1920x1080"]
VARIANTS = {2: "classic", 4: "partnership"}


class Drawn:
    """The words and the trick's frame one frame of the window draws (``ui.draw_text``, ``ui.draw_lines``
    and the frame's ``draw_drop_zone`` recorded as they are called)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, app) -> None:
        self.texts: list[tuple[str, pygame.Rect]] = []
        self.prompts: list[pygame.Rect] = []
        self.frames = 0
        self.app = app
        draw_text, draw_lines = ui.draw_text, ui.draw_lines

        def text(surface, fonts, said, *args, **kwargs):
            rect = draw_text(surface, fonts, said, *args, **kwargs)
            self.texts.append((said, rect))
            return rect

        def lines(surface, fonts, said, *args, **kwargs):
            rect = draw_lines(surface, fonts, said, *args, **kwargs)
            self.prompts.append(rect)
            self.texts.append((" ".join(said), rect))
            return rect

        monkeypatch.setattr(ui, "draw_text", text)
        monkeypatch.setattr(ui, "draw_lines", lines)

    def frame(self) -> None:
        self.texts.clear()
        self.prompts.clear()
        self.frames = 0
        scene = showing(self.app)
        drawn = scene.hand.draw_drop_zone

        def zone(surface):
            self.frames += 1
            drawn(surface)

        scene.hand.draw_drop_zone = zone
        try:
            self.app.stack.draw(self.app.screen)
        finally:
            del scene.hand.draw_drop_zone


def crosses(rect: pygame.Rect, frame: pygame.Rect) -> bool:
    """Whether ``rect`` lies on one of ``frame``'s lines (neither wholly inside nor wholly outside it)."""
    return rect.colliderect(frame) and not frame.inflate(-4, -4).contains(rect)


def play_until_tricks(app, ctl, tour: Tour, tricks: int) -> None:
    """Play the first legal card each turn until ``tricks`` tricks are taken and the player is to play."""
    for _ in range(80):
        tour.pump(until=lambda: player_may_act(app), limit=60)
        scene = app.stack.top
        if scene.name == "deal":
            tour.key(pygame.K_p)
            continue
        if len(scene.shown.tricks) >= tricks and not scene.motion.animating:
            return
        tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    raise AssertionError("never reached the trick")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_play_area_stands_in_the_middle_and_the_stock_keeps_clear_of_the_frame(size, players):
    w, h = (int(v) for v in size.split("x"))
    geo = Geometry.for_size((w, h), players=players)
    assert abs(geo.frame.centerx - w / 2) <= 0.03 * w
    if players == 2:
        # The piles mirror the stock and the trump turned under it: the play area is centred as a whole.
        trump = pygame.Rect(0, 0, geo.card_h, geo.card_w)
        trump.center = (int(geo.stock[0] + geo.card_w * 0.45), int(geo.stock[1]))
        stock = pygame.Rect(0, 0, geo.card_w, geo.card_h)
        stock.center = (int(geo.stock[0]), int(geo.stock[1]))
        group = stock.union(trump)
        assert abs((group.centerx + geo.pile_me[0]) - w) <= 0.03 * w, (group, geo.pile_me)
        assert geo.frame.left - group.right >= geo.margin, (group, geo.frame)
        pile = pygame.Rect(0, 0, geo.small_h, geo.small_h * 2 // 3)
        pile.center = (int(geo.pile_me[0]), int(geo.pile_me[1]))
        assert pile.left - geo.frame.right >= geo.margin


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_the_prompt_the_words_and_the_last_trick_keep_off_the_frame_and_the_cards(tmp_path, monkeypatch, size,
                                                                                   players):
    app = make_app(tmp_path, size, faces="italian")
    try:
        app.ctx.update_settings(coach=False)
        rules = Rules.variant_preset(VARIANTS[players])
        ctl = app.start_match(rules, "normal", seed=seed_where_player_leads(players))
        tour = Tour(app, tmp_path / "shots")
        play_until_tricks(app, ctl, tour, 2)
        scene = app.stack.top
        drawn = Drawn(monkeypatch, app)
        drawn.frame()
        frame = scene.drop_zone()
        assert drawn.frames == 1, "the frame is drawn while a card may be played"
        assert abs(frame.centerx - app.ctx.window_size[0] / 2) <= 0.03 * app.ctx.window_size[0]
        assert drawn.prompts, "the prompt is shown"
        for prompt in drawn.prompts:
            assert not crosses(prompt, frame), (prompt, frame)
        obs = scene.shown
        trick = {("c", c) for c in cards_of(sum(1 << c for c in obs.trick))}
        for key, sprite in scene.layer.sprites.items():
            if key not in trick and key[0] in ("c", "s"):
                assert not sprite.rect().colliderect(frame.inflate(8, 8)), (key, sprite.rect(), frame)
        cards = [s.rect() for s in scene.layer.sprites.values()]
        for said, rect in drawn.texts:
            hit = rect.collidelist(cards)
            assert hit < 0, (said, rect, cards[hit])
        tour.key(pygame.K_l)
        tour.pump(0.05)
        assert scene.peek
        drawn.frame()
        assert drawn.frames == 0, "no frame under the last trick's panel"
        title = words.last_trick_title(obs, scene.viewer, scene.ctl.names)
        assert title in {t for t, _r in drawn.texts}
        box, _size, _lines = last_trick_layout(app.ctx.fonts, scene.geo, title, players, players, scene.px)
        beside = [s.rect() for k, s in scene.layer.sprites.items()
                  if k[0] == "s" or k == ("c", obs.trump_indicator)
                  or (k[0] == "b" and side_of(k[1], obs.seat, players) in ("left", "right"))]
        assert box.collidelist(beside) < 0, "the last trick's panel leaves the stock, the trump and side hands clear"
    finally:
        app.close()


@pytest.mark.parametrize("size", ["800x600", "1920x1080"])
def test_no_frame_lies_under_the_declare_and_pass_buttons(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, size)
    try:
        app.ctx.update_settings(coach=False)
        rules = Rules.variant_preset("classic")
        ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules, least=2))
        tour = Tour(app, tmp_path / "shots")
        tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
                  limit=20)
        scene = showing(app)
        drawn = Drawn(monkeypatch, app)
        drawn.frame()
        buttons = [b.rect for b in scene.decision.buttons.buttons if b.visible]
        assert buttons
        assert scene.declaration_panel() is not None
        assert drawn.frames == 0, "no frame under the declarations' panel and its buttons"
        for prompt in drawn.prompts:
            assert all(not prompt.colliderect(b) for b in buttons)
    finally:
        app.close()
