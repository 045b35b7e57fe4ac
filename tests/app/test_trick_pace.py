"""A trick a player can follow: held long enough to read at every speed, or until a click; the trump
named only once it is turned.

Driven with fixed steps of update time (``app.tick(events, dt)``), never with sleeps.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from trappola_gui.app.lang.names import suit_name
from trappola_gui.app.table.trick_pace import TRICK_PACES, move_steps, pace_for
from trappola_gui.engine import DealState, Play, Rules, shuffled_deck
from trappola_gui.engine.cards import RANKS_LOW_TO_HIGH
from trappola_gui.storage.setting_values import SPEEDS

from .helpers import make_app, seed_where

DT = 1 / 60
ACE = RANKS_LOW_TO_HIGH.index("A")  # the highest rank: its strength in the suit


def trump_ace(deal) -> int:
    return 9 * deal.trump + ACE


def player_leads_with_the_trump_ace(ctl) -> bool:
    deal = ctl.deal
    return (deal.dealer + 1) % 2 == 0 and bool(deal.hands[0] >> trump_ace(deal) & 1)


def lead_the_trump_ace(tmp_path, **settings):
    """A blind deal at the given settings where the player leads the trump's ace: the trick the
    computer answers is sure to go to the player, who leads the next one (a click could play a card)."""
    rules = Rules.variant_preset("blind")
    seed = seed_where(player_leads_with_the_trump_ace, rules)
    app = make_app(tmp_path, "800x600")
    app.ctx.update_settings(coach=False, **settings)
    ctl = app.start_match(rules, "easy", seed=seed)
    for _ in range(60 * 30):
        app.tick([], DT)
        if ctl.human_to_move and app.stack.top.name == "play" and not app.stack.busy:
            break
    scene = app.stack.top
    assert scene.name == "play" and ctl.human_to_move
    scene.turns.try_action(Play(0, trump_ace(ctl.deal)))
    return app, ctl, scene


def until_the_computer_answers(app, ctl) -> int:
    """Tick until the computer has played the trick's second card; returns that card."""
    for _ in range(60 * 30):
        app.tick([], DT)
        if ctl.observation().tricks:
            return ctl.observation().tricks[0].cards[1]
    raise AssertionError("the computer never answered")


def at_rest_face_up_in_the_trick(scene, card: int) -> bool:
    """The card lies still in the middle of the table, face up, in what the scene shows now."""
    place = scene.places().get(("c", card))
    sprite = scene.layer.sprites.get(("c", card))
    if place is None or sprite is None or place.card is None:
        return False
    return scene.drop_zone().collidepoint(place.x, place.y) and not sprite.moving \
        and (sprite.x, sprite.y) == (place.x, place.y)


def test_the_trick_timings_are_one_table_by_named_speed():
    assert list(TRICK_PACES) == list(SPEEDS)
    holds = [TRICK_PACES[name].hold for name in ("relaxed", "normal", "fast", "instant")]
    assert holds == sorted(holds, reverse=True) and len(set(holds)) == 4  # relaxed longer, fast shorter
    assert TRICK_PACES["normal"].hold >= 1.2
    assert TRICK_PACES["instant"] == TRICK_PACES["instant"].still() and TRICK_PACES["instant"].hold == 0


def ctx(speed: str, reduced_motion: bool = False, fast: bool = False):
    scale = 0.0 if fast or reduced_motion or SPEEDS[speed] == 0 else 1 / SPEEDS[speed]
    return SimpleNamespace(fast=fast, speed=speed, animation_scale=scale)


def finished_trick() -> tuple:
    """The observations before and after the second card of the first trick of a blind deal."""
    deal = DealState.new(Rules.variant_preset("blind"), shuffled_deck(7), 1)
    deal.apply(deal.legal_actions()[0])
    before = deal.observation(0)
    deal.apply(deal.legal_actions()[0])
    return before, deal.observation(0)


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_a_finished_trick_is_held_for_the_speeds_time_and_reduced_motion_keeps_the_hold(speed):
    before, after = finished_trick()
    for reduced in (False, True):
        pace = pace_for(ctx(speed, reduced))
        steps = {label: seconds for seconds, _flags, label in move_steps(before, after, pace)}
        assert list(steps) == ["land", "hold", "gather", "draw"]
        assert steps["hold"] == TRICK_PACES[speed].hold
        glides = (steps["land"], steps["gather"], steps["draw"])
        assert glides == ((0.0, 0.0, 0.0) if reduced else (pace.land, pace.gather, pace.draw))
    assert pace_for(ctx(speed, fast=True)) == TRICK_PACES["instant"]  # --fast waits for nothing
    held = {label: seconds for seconds, _flags, label in move_steps(before, after, pace, until_input=True)}
    assert held["hold"] is None


@pytest.mark.parametrize("speed", list(SPEEDS))
def test_the_table_holds_the_finished_trick_as_long_as_the_table_says(tmp_path, speed):
    app, ctl, scene = lead_the_trump_ace(tmp_path, animation_speed=SPEEDS[speed])
    try:
        until_the_computer_answers(app, ctl)
        held = 0.0
        for _ in range(60 * 10):
            if scene.timeline.label == "hold":
                held += DT
            elif held or scene.timeline.label not in ("land", "hold"):
                break
            app.tick([], DT)
        # One frame either way: a step ends at the first frame past its time.
        assert abs(held - TRICK_PACES[speed].hold) <= DT + 1e-9
    finally:
        app.close()


def test_at_normal_the_computers_answer_lies_on_the_table_for_at_least_1_2_s(tmp_path):
    app, ctl, scene = lead_the_trump_ace(tmp_path, animation_speed=SPEEDS["normal"])
    try:
        answer = until_the_computer_answers(app, ctl)
        shown = 0.0
        for _ in range(60 * 10):
            app.tick([], DT)
            if at_rest_face_up_in_the_trick(scene, answer):
                shown += DT
            elif shown:
                break  # gathered
        assert shown >= 1.2
        place = scene.places()[("c", answer)]
        assert place.card is None  # now face down on the player's pile
    finally:
        app.close()


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("how", ["click", "key"])
def test_gather_by_click_holds_the_trick_until_a_click_or_key_which_plays_no_card(tmp_path, how, speed):
    app, ctl, scene = lead_the_trump_ace(tmp_path, gather_by_click=True, animation_speed=SPEEDS[speed])
    try:
        answer = until_the_computer_answers(app, ctl)
        for _ in range(60 * 20):  # twenty seconds of update time with no input
            app.tick([], DT)
        assert scene.timeline.waiting and at_rest_face_up_in_the_trick(scene, answer)
        assert "Click or press a key" in scene.facts.prompt()
        assert not app.stack.busy  # the loop may sleep until the click
        assert len(ctl.deal.history) == 2 and ctl.human_to_move
        app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LALT, mod=0, unicode="")], DT)
        assert scene.timeline.waiting  # Alt alone (of Alt+Tab) is not the key that gathers
        mine = ctl.deal.hands[0]
        card = scene.hand_in_order()[0]
        sprite = scene.layer.sprites[("c", card)]
        pos = (int(sprite.x), int(sprite.y))
        if how == "click":
            events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        else:
            events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")]
        app.tick(events, DT)
        assert len(ctl.deal.history) == 2 and ctl.deal.hands[0] == mine  # spent on the trick, no card played
        assert not scene.timeline.holds_for_input
        for _ in range(60 * 5):
            app.tick([], DT)
            if not app.stack.busy:
                break
        assert scene.places()[("c", answer)].card is None  # gathered
        assert "Click or press a key" not in scene.facts.prompt()
        # The next click plays again.
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], DT)
        assert len(ctl.deal.history) == 3
    finally:
        app.close()


def texts_drawn(app, scene) -> list[str]:
    drawn: list[str] = []
    real_render = app.ctx.fonts.render

    def render(text, *args, **kwargs):
        drawn.append(text)
        return real_render(text, *args, **kwargs)

    app.ctx.fonts.render = render
    try:
        scene.draw(pygame.Surface(app.ctx.window_size))
    finally:
        app.ctx.fonts.render = real_render
    return drawn


def test_the_pile_counts_the_held_trick_once_it_is_gathered(tmp_path):
    app, ctl, scene = lead_the_trump_ace(tmp_path, gather_by_click=True)
    try:
        until_the_computer_answers(app, ctl)
        for _ in range(60):  # the answer lands
            app.tick([], DT)
        assert scene.timeline.waiting
        assert "1 trick" not in texts_drawn(app, scene)  # the pile is still empty
        app.tick([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], DT)
        assert "1 trick" in texts_drawn(app, scene)
    finally:
        app.close()


def test_a_click_while_the_answer_still_lands_shows_the_trick_and_it_stays(tmp_path):
    app, ctl, scene = lead_the_trump_ace(tmp_path, gather_by_click=True)
    try:
        answer = until_the_computer_answers(app, ctl)
        assert scene.timeline.label == "land"
        pos = (5, 5)
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], DT)
        assert scene.timeline.waiting and at_rest_face_up_in_the_trick(scene, answer)
    finally:
        app.close()


def test_without_the_setting_a_click_during_the_hold_still_plays_at_once(tmp_path):
    app, ctl, scene = lead_the_trump_ace(tmp_path)
    try:
        until_the_computer_answers(app, ctl)
        app.tick([], DT)
        assert scene.timeline.flags.hold_trick
        card = scene.hand_in_order()[0]
        sprite = scene.layer.sprites[("c", card)]
        pos = (int(sprite.x), int(sprite.y))
        app.tick([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], DT)
        assert len(ctl.deal.history) == 3
    finally:
        app.close()


@pytest.mark.parametrize("variant", ["classic", "partnership"])
def test_no_trump_is_named_or_shown_before_it_is_turned(tmp_path, variant):
    rules = Rules.variant_preset(variant)
    app = make_app(tmp_path, "1024x700")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(rules, "easy", seed=5)
        scene = app.stack.top
        trump = suit_name(ctl.deal.trump, app.ctx.settings.faces)
        indicator = ctl.observation().trump_indicator
        drawn: list[str] = []
        real_render = app.ctx.fonts.render

        def render(text, *args, **kwargs):
            drawn.append(text)
            return real_render(text, *args, **kwargs)

        app.ctx.fonts.render = render
        seen: dict[str, bool] = {}  # step -> was the trump named or its card shown during it
        while scene.intro_step and app.stack.top is scene:
            drawn.clear()
            app.tick([], DT)  # the update, then the frame of the step it leads to
            step = scene.intro_step
            surface = pygame.Surface(app.ctx.window_size)
            scene.draw(surface)  # what a frame of this step shows
            named = any(trump in text for text in drawn)
            card_shown = ("c", indicator) in scene.layer.sprites
            seen[step] = seen.get(step, False) or named or (card_shown and step != "turn")
        before = [s for s in seen if s in ("shuffle", "cut") or s.startswith("deal")]
        assert {"shuffle", "cut", "deal1"} <= set(before)
        assert not any(seen[s] for s in before), {s: seen[s] for s in before}
        assert seen.get("turn")  # and once it is turned, it is named
    finally:
        app.close()


def test_while_the_cards_are_dealt_no_stock_count_nor_rule_of_play_is_shown(tmp_path):
    app = make_app(tmp_path, "1024x700")
    try:
        app.ctx.update_settings(coach=False)
        app.start_match(Rules.variant_preset("blind"), "easy", seed=5)  # blind: play begins after the deal
        scene = app.stack.top
        seen: dict[str, tuple[str, str]] = {}
        while scene.intro_step and app.stack.top is scene:
            app.tick([], DT)
            model = scene.facts.hud_model()
            seen.setdefault(scene.intro_step, (model.stock, model.phase))
        dealing = {s: words for s, words in seen.items() if s in ("shuffle", "cut") or s.startswith("deal")}
        assert dealing and all(words == ("", "") for words in dealing.values()), dealing
        assert seen["turn"][0] and seen["turn"][1], "the stock and the rule of play once the trump is turned"
    finally:
        app.close()


def test_the_stock_count_follows_the_stock_shown_while_the_trick_is_held(tmp_path):
    app, ctl, scene = lead_the_trump_ace(tmp_path)
    try:
        until_the_computer_answers(app, ctl)
        app.tick([], DT)
        assert scene.timeline.flags.hold_trick and scene.timeline.flags.hidden_draw is not None
        backs = sum(1 for key in scene.places() if key[0] == "s")
        shown = scene.facts.hud_model().stock
        assert shown.endswith(f" {backs + (1 if scene.shown.indicator_in_stock else 0)}"), (shown, backs)
        assert str(scene.shown.stock_size) not in shown.split()[-1:], "not the count after the draw"
    finally:
        app.close()
