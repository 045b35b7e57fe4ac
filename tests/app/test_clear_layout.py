"""What a player must be able to read or reach is never crowded or covered: the menu's subtitle and
buttons, the table's piles and plates, the tips over the hand, the hinted card, the statistics."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.kit import ui
from trappola_gui.app.lang import i18n

from .helpers import leave_a_match_unfinished, make_app

SIZES = ["800x600", "1920x1080"]
LANGS = list(i18n.LANGUAGES)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_subtitle_keeps_clear_of_the_first_button_with_every_button_shown(tmp_path, size, lang):
    leave_a_match_unfinished(tmp_path)  # Continue is shown too: seven buttons
    app = make_app(tmp_path, size, lang=lang)
    try:
        menu = app.stack.top
        assert menu.name == "menu"
        menu.layout(app.ctx.window_size)
        shown = [b for b in menu.buttons if b.visible]
        assert [b.name for b in shown][:2] == ["continue", "new"] and len(shown) == 7
        w, h = app.ctx.window_size
        s = min(w / 1280, h / 800)
        font = app.ctx.fonts.font(ui.TYPE.body.px(ui.ui_scale((w, h))), weight=ui.TYPE.body.weight)
        subtitle_bottom = menu.subtitle_y + font.get_linesize()
        assert shown[0].rect.top - subtitle_bottom >= max(12, 18 * s), (shown[0].rect.top, subtitle_bottom)
        assert shown[-1].rect.bottom <= h - 8
        for a, b in zip(shown, shown[1:], strict=False):
            assert b.rect.top - a.rect.bottom >= 6
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_statistics_table_shows_every_column_in_every_language(tmp_path, size, lang):
    from trappola_gui.app.screens.stats_table import COLUMNS

    from .stats_helpers import every_line, shown

    app = make_app(tmp_path, size, lang=lang)
    try:
        scene = shown(app, every_line())
        assert [c for c, _edge in scene.plan.columns] == list(COLUMNS)  # matches won, deals, margin, streak
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_hinted_card_lies_over_its_neighbours(tmp_path, size):
    from trappola_gui.app.tools.driver import player_may_act

    from .helpers import start

    app = make_app(tmp_path, size)
    try:
        ctl, tour = start(app, "classic")
        tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
        scene = app.stack.top
        tour.key(pygame.K_h)
        tour.pump(until=lambda: scene.hint is not None, limit=30)
        app.stack.draw(app.screen)
        hinted = scene.layer.sprites[("c", scene.hint)]
        hand = [scene.layer.sprites[("c", c)] for c in scene.hand_in_order()]
        assert hinted in hand and len(hand) > 1
        covering = [s for s in hand if s is not hinted and s.z > hinted.z and s.rect().colliderect(hinted.rect())]
        assert covering == []  # its right-hand neighbour used to cover a part of it
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_a_tip_hides_neither_the_opponents_hand_nor_its_plate_nor_the_prompt(tmp_path, size, lang):
    from trappola_gui.app.table.coach import TIPS
    from trappola_gui.app.table.table_hud import prompt_center
    from trappola_gui.app.tools.driver import player_may_act

    from .helpers import start

    app = make_app(tmp_path, size, lang=lang, faces="italian")  # the first tip says what R, C and F are too
    try:
        ctl, tour = start(app, "classic")
        tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
        scene = app.stack.top
        app.ctx.update_settings(coach=True)
        for key in ["corners", *TIPS]:
            scene.coach.dismiss(follow=False)
            app.ctx.coach_seen.clear()
            if key != "corners":
                app.ctx.coach_seen.add("corners")
            assert scene.coach.offer(key) and scene.coach.tip == key
            app.stack.draw(app.screen)
            box = scene.coach.box
            hand = [s.rect() for k, s in scene.layer.sprites.items() if k[0] == "b" and k[1] == 1]
            assert hand and box.collidelist(hand) < 0, (key, box)
            plate = next(p.rect for p in scene.facts.plates() if p.seat == 1)
            assert not box.colliderect(plate), (key, box, plate)
            assert pygame.Rect(0, 0, app.ctx.window_size[0], app.ctx.window_size[1]).contains(box)
            assert box.bottom < prompt_center(scene.geo, scene.px)[1] or box.left > app.ctx.window_size[0] // 2
    finally:
        app.close()


def test_the_tours_three_and_five_declarations_are_two_different_deals():
    from trappola_gui.app.tools.driver import seed_with_declaration
    from trappola_gui.engine import DealState, Rules
    from trappola_gui.engine.declarations import combinations_in
    from trappola_gui.engine.seeding import deal_seed, first_dealer, shuffled_deck

    rules = Rules.variant_preset("classic")

    def combinations(seed: int) -> int:
        deck = shuffled_deck(deal_seed(seed, 0), rules.deck)
        return len(combinations_in(DealState.new(rules, deck, first_dealer(seed, 2)).hands[0]))

    three, five = seed_with_declaration(rules, least=3, most=3), seed_with_declaration(rules, least=5)
    assert three != five and combinations(three) == 3 and combinations(five) >= 5


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_partnership_piles_say_whose_they_are_and_the_trick_lies_inside_its_frame(tmp_path, size, lang):
    from trappola_gui.app.tools.driver import player_may_act
    from trappola_gui.engine import Rules, cards_of

    from .helpers import seed_where_player_leads, sprite_center

    app = make_app(tmp_path, size, lang=lang)
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(Rules.variant_preset("partnership"), "normal", seed=seed_where_player_leads(4))
        from trappola_gui.app.tools.driver import Tour

        tour = Tour(app, tmp_path / "shots")
        seen_full_trick = False
        for _ in range(40):
            tour.pump(until=lambda: player_may_act(app), limit=60)
            scene = app.stack.top
            if scene.name == "deal":
                tour.key(pygame.K_p)
                continue
            obs = scene.shown
            app.stack.draw(app.screen)
            frame = scene.drop_zone()
            for card in cards_of(sum(1 << c for c in obs.trick)):
                assert frame.contains(scene.layer.sprites[("c", card)].rect()), (card, frame)
            seen_full_trick |= len(obs.trick) == 3
            model = scene.facts.hud_model()
            mine, theirs = model.piles
            ours, others = obs.tricks_won[obs.team(obs.seat)], obs.tricks_won[1 - obs.team(obs.seat)]
            if ours and not scene.timeline.flags.hold_trick:
                assert mine == i18n.ngettext("Your team: {n} trick", "Your team: {n} tricks", ours).format(n=ours)
            if others and not scene.timeline.flags.hold_trick:
                assert theirs == i18n.ngettext("Opponents: {n} trick", "Opponents: {n} tricks", others).format(n=others)
            for label, (x, _y) in zip(model.piles, (scene.geo.pile_me, scene.geo.pile_opp), strict=True):
                if label:  # the pile's words stay inside the window
                    font = app.ctx.fonts.font(ui.TYPE.small.px(ui.ui_scale(app.ctx.window_size)))
                    half = font.size(label)[0] / 2
                    assert x - half >= 0 and x + half <= app.ctx.window_size[0], label
            if seen_full_trick and mine and theirs:
                break
            tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
        assert seen_full_trick
    finally:
        app.close()
