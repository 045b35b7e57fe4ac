"""The table is alive: it moves on with no input, says whose turn it is, and loses no click."""

from __future__ import annotations

import pygame

from trappola_gui.app.table.layout import hand_keys
from trappola_gui.engine import Declare, Play, Rules, cards_of, first_dealer
from trappola_gui.engine.declarations import combinations_in

from .helpers import make_app, seed_where, sprite_center, table_center, tick_until


def test_a_deal_goes_from_the_first_declaration_to_the_computers_lead_with_no_event(tmp_path):
    rules = Rules.variant_preset("classic")
    # The player deals (the computer declares first, then leads) and has nothing to declare.
    seed = seed_where(lambda c: c.deal.dealer == 0 and not combinations_in(c.deal.hands[0]), rules)
    assert first_dealer(seed, 2) == 0
    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(rules, "normal", seed=seed)
        drawn: list[tuple[int, str, str]] = []
        real_draw = app.stack.draw

        def draw(surface):
            real_draw(surface)
            top = app.stack.top
            drawn.append((len(ctl.deal.history), top.name, top.facts.prompt() if hasattr(top, "facts") else ""))

        app.stack.draw = draw
        pygame.event.clear()
        # a simulated minute at 60 frames a second, no event at all
        tick_until(app, lambda: ctl.deal.trick and drawn and drawn[-1][0] == len(ctl.deal.history)
                   and not app.stack.busy, 60 * 60)
        deal = ctl.deal
        assert [a.seat for a in deal.history][:2] == [1, 0]  # both declared, the computer first
        assert len(deal.trick) == 1 and deal.to_move == 0  # the computer has led, the player is to answer
        # The last frame on the screen is of this moment, and it says so.
        count, scene, prompt = drawn[-1]
        assert count == len(deal.history) and scene == "play"
        assert prompt.startswith("Your turn")
        assert sprite_center(app, deal.trick[0]) != (0, 0)
        plates = {p.seat: p for p in app.stack.top.facts.plates()}
        assert plates[0].lit and not plates[1].lit
    finally:
        app.close()


def test_a_click_during_an_animation_finishes_it_and_plays_the_card(tmp_path):
    rules = Rules.variant_preset("blind")
    tried = 0
    for seed in range(1, 200):
        if (first_dealer(seed, 2) + 1) % 2 != 0:
            continue  # the player must lead
        tried += 1
        app = make_app(tmp_path / str(seed), "1280x720")
        try:
            app.ctx.update_settings(coach=False)
            ctl = app.start_match(rules, "normal", seed=seed)
            for _ in range(600):
                app.tick([], 1 / 60)
                if ctl.human_to_move and app.stack.top.name == "play" and not app.stack.busy:
                    break
            scene = app.stack.top
            scene.turns.try_action(Play(0, cards_of(ctl.deal.hands[0])[-1]))  # the highest card of the top suit
            for _ in range(600):  # until the computer has answered
                app.tick([], 1 / 60)
                if ctl.observation().tricks:
                    break
            if ctl.observation().tricks[0].winner != 0:
                continue  # the computer leads next: look for a deal where the player keeps the lead
            app.tick([], 1 / 60)
            assert scene.motion.animating  # the trick is still on show
            mine = cards_of(ctl.deal.hands[0])[0]
            sprite = scene.layer.sprites[("c", mine)]
            pos = (int(sprite.x), int(sprite.y))
            app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)
            assert ctl.deal.history[-1] == Play(0, mine)
            return
        finally:
            app.close()
    raise AssertionError(f"in {tried} deals the player never kept the lead")


def test_a_coach_tip_never_takes_a_click_meant_for_a_card(tmp_path):
    rules = Rules.variant_preset("blind")
    seed = seed_where(lambda c: (c.deal.dealer + 1) % 2 == 0, rules)
    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.update_settings(coach=True)
        app.ctx.coach_seen.clear()
        ctl = app.start_match(rules, "normal", seed=seed)
        tick_until(app, lambda: ctl.human_to_move and app.stack.top.name == "play" and not app.stack.busy)
        app.tick([], 1 / 60)
        scene = app.stack.top
        assert scene.coach.showing  # the lead tip
        card = cards_of(ctl.deal.hands[0])[2]
        pos = sprite_center(app, card)
        assert not scene.coach.box.collidepoint(pos)
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)
        assert ctl.deal.history[0] == Play(0, card)
        assert not scene.coach.showing
        assert table_center(app)
    finally:
        app.close()


def test_a_click_during_the_deal_animation_finishes_it_and_plays_the_card(tmp_path):
    rules = Rules.variant_preset("blind")  # no declarations: play begins when the cards are dealt
    seed = seed_where(lambda c: (c.deal.dealer + 1) % 2 == 0, rules)  # the player leads
    app = make_app(tmp_path, "1024x700")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(rules, "normal", seed=seed)
        scene = app.stack.top
        mine = set(cards_of(ctl.deal.hands[0]))
        for _ in range(600):
            app.tick([], 1 / 60)
            shown = [k[1] for k in scene.layer.sprites if k[0] == "c" and k[1] in mine]
            if shown and scene.intro_step.startswith("deal"):
                break
        assert scene.intro_step.startswith("deal")  # still dealing
        # A card of the player's where the pointer finds it (the fan's next card covers the rest).
        edges = {c: (scene.layer.sprites[("c", c)].rect().left + 4, scene.layer.sprites[("c", c)].rect().centery)
                 for c in shown}
        card, pos = next((c, p) for c, p in edges.items() if scene.layer.hit(p, hand_keys(scene.shown)) == ("c", c))
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)
        assert ctl.deal.history and ctl.deal.history[0] == Play(0, card)
    finally:
        app.close()


def test_a_card_pressed_and_released_over_the_declaration_panel_does_not_hold_the_table(tmp_path):
    # The player presses a card of the hand and lets go over the declaration panel, which takes
    # the release (it ticks a combination): the card goes home, and once the player has passed
    # the computer leads with no further event, not at the next click.
    rules = Rules.variant_preset("classic")
    seed = seed_where(lambda c: c.deal.dealer == 0 and bool(combinations_in(c.deal.hands[0])), rules)
    app = make_app(tmp_path, "1024x700")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(rules, "normal", seed=seed)
        scene = app.stack.top
        tick_until(app, lambda: getattr(app.stack.top, "declaration_panel", lambda: None)() is not None
                   and not app.stack.busy)
        scene = app.stack.top
        panel = scene.declaration_panel()
        assert panel is not None
        row, _mask = panel[1][0]
        card = cards_of(ctl.deal.hands[0])[0]
        pos = sprite_center(app, card)
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(1, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.center, button=1)], 1 / 60)
        assert scene.hand.drag is None
        app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p")], 1 / 60)
        assert len(ctl.deal.history) == 2  # both have declared
        tick_until(app, lambda: ctl.deal.trick, 60 * 30)  # half a simulated minute, no event at all
        assert len(ctl.deal.trick) == 1 and ctl.deal.to_move == 0  # the computer has led
    finally:
        app.close()


def test_the_declarations_tip_goes_when_the_player_declares(tmp_path):
    # A tip says what to do before the first card; once the player has declared (or passed), it
    # speaks of what is past and leaves the table, instead of staying over it into the play.
    rules = Rules.variant_preset("classic")
    seed = seed_where(lambda c: (c.deal.dealer + 1) % 2 == 0 and bool(combinations_in(c.deal.hands[0])), rules)
    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.update_settings(coach=True, faces="french")  # no corner-letter tip first
        app.ctx.coach_seen.clear()
        ctl = app.start_match(rules, "normal", seed=seed)
        tick_until(app, lambda: app.stack.top.name == "deal" and ctl.human_to_move
                   and app.stack.top.decision.choices and not app.stack.busy, 900)
        app.tick([], 1 / 60)
        scene = app.stack.top
        assert scene.coach.showing and scene.coach.tip == "declare"
        pos = scene.decision.pass_.rect.center
        assert not scene.coach.box.collidepoint(pos)
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 1 / 60)
        assert Declare(0, ()) in ctl.deal.history, "the pass was played"
        assert not scene.coach.showing
    finally:
        app.close()


def test_a_wait_for_your_turn_goes_when_the_turn_comes(tmp_path):
    # A click while the computer thinks says "wait for your turn"; when the computer's card lands and
    # it is the player's turn, the prompt says so at once, not the wait for the rest of its time.
    rules = Rules.variant_preset("blind")
    seed = seed_where(lambda c: c.deal.dealer == 0, rules)  # the computer leads
    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(rules, "normal", seed=seed)
        scene = app.stack.top
        tick_until(app, lambda: app.stack.top.name == "play" and ctl.thinking, 900)
        scene = app.stack.top
        assert scene.name == "play" and ctl.thinking and not ctl.human_to_move
        scene.on_card_chosen(cards_of(ctl.deal.hands[0])[0], False)
        assert scene.message.startswith("Wait for your turn")
        tick_until(app, lambda: ctl.human_to_move, 120)  # under the message's 2.5 s
        assert ctl.human_to_move
        app.tick([], 1 / 60)
        assert scene.message == "" and not scene.facts.prompt().startswith("Wait for your turn")
    finally:
        app.close()
