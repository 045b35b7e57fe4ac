"""The window under the dummy video driver, driven by posted mouse and keyboard events."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.app import App
from trappola_gui.app.tools.driver import Tour, player_may_act
from trappola_gui.engine import Declare, Observation, Play, Rules, cards_of
from trappola_gui.engine.cards import mask_of

from .helpers import make_app, seed_reaching, seed_where_player_leads, sprite_center, start, table_center


def wait_for_turn(app: App, tour: Tour, ctl) -> None:
    tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
    assert ctl.human_to_move and app.stack.top.name == "play"


def drag(tour: Tour, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 5):
        p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    tour.pump(0.05)


def test_a_drag_to_the_table_plays_the_card(app):
    ctl, tour = start(app)
    wait_for_turn(app, tour, ctl)
    card = cards_of(ctl.deal.hands[0])[3]
    drag(tour, sprite_center(app, card), table_center(app))
    assert ctl.deal.history[0] == Play(0, card)


def test_a_drop_elsewhere_returns_the_card_to_the_hand(app):
    ctl, tour = start(app)
    wait_for_turn(app, tour, ctl)
    card = cards_of(ctl.deal.hands[0])[2]
    home = sprite_center(app, card)
    drag(tour, home, (30, 300))
    assert ctl.deal.history == []
    tour.pump(1.0)
    assert sprite_center(app, card) == home


def refused_position(obs: Observation) -> bool:
    """The player answers a closed-phase lead holding a card the rules refuse."""
    allowed = mask_of(a.card for a in obs.legal if isinstance(a, Play))
    return obs.to_move == obs.seat and obs.closed and bool(obs.trick) and bool(obs.hand & ~allowed)


def seed_where_a_card_is_refused(rules: Rules, helper_seed: int) -> int:
    return seed_reaching(rules, helper_seed, refused_position, "a closed-phase answer with a refused card")


def test_an_illegal_drop_is_refused_and_the_reason_said(app):
    rules = Rules.variant_preset("blind")
    ctl, tour = start(app, "blind", seed_where_a_card_is_refused(rules, helper_seed=3))
    helper = app.ctx.agent_factory("normal", 3)
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        obs = ctl.observation()
        if ctl.deal.is_over or refused_position(obs):
            break
        app.stack.top.turns.try_action(helper.choose(obs))
    obs = ctl.observation()
    assert refused_position(obs) and player_may_act(app), "the window plays the deal the seed was chosen by"
    before = list(ctl.deal.history)
    bad = cards_of(obs.hand & ~mask_of(a.card for a in obs.legal))[0]
    drag(tour, sprite_center(app, bad), table_center(app))
    assert ctl.deal.history == before
    message = app.stack.top.message
    assert message.startswith("You must follow suit") or "must play a trump" in message


def test_keyboard_arrows_and_enter_play_a_card(app):
    ctl, tour = start(app)
    wait_for_turn(app, tour, ctl)
    order = app.stack.top.hand_in_order()
    tour.key(pygame.K_RIGHT)  # the first arrow shows the focus on the first card, without moving it
    assert app.stack.top.hand.focused_card() == order[0]
    tour.key(pygame.K_RIGHT)
    assert app.stack.top.hand.focused_card() == order[1]
    tour.key(pygame.K_RETURN)
    assert ctl.deal.history[0] == Play(0, order[1])


def test_a_full_deal_through_every_scene(app):
    rules = Rules.variant_preset("classic")
    from trappola_gui.app.tools.driver import seed_with_declaration

    ctl, tour = start(app, "classic", seed_with_declaration(rules))
    seen = []
    tour.pump(until=lambda: app.stack.top.name == "deal" and player_may_act(app), limit=60)
    seen.append(app.stack.top.name)
    tour.press("pass")
    assert any(isinstance(a, Declare) and a.seat == 0 for a in ctl.deal.history)
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or (player_may_act(app) and app.stack.top.name == "play"),
                  limit=60)
        if ctl.deal.is_over:
            break
        seen.append(app.stack.top.name)
        card = cards_of(ctl.deal.legal_play_mask())[0]
        tour.click(sprite_center(app, card))
    tour.pump(until=lambda: app.stack.top.name == "score", limit=60)
    seen.append(app.stack.top.name)
    assert seen[0] == "deal" and "play" in seen and seen[-1] == "score"
    assert sum(ctl.result().tricks_won) == 18
    tour.press("next")
    assert app.stack.top.name == "deal" and len(ctl.match.deals) == 2


@pytest.mark.parametrize("size", ["800x600", "3840x2160"])
def test_every_card_and_label_stays_inside_the_window(tmp_path, size):
    app = make_app(tmp_path, size)
    try:
        ctl, tour = start(app, "classic", 11)
        tour.pump(until=lambda: app.stack.top.name == "play" or player_may_act(app), limit=60)
        if app.stack.top.name == "deal":
            tour.press("pass")
        tour.pump(until=lambda: app.stack.top.name == "play" and not app.stack.top.busy, limit=60)
        screen = app.screen.get_rect()
        scene = app.stack.top
        app.stack.draw(app.screen)
        for sprite in scene.layer.sprites.values():
            assert screen.contains(sprite.rect()), sprite.key
        for button in scene.buttons.buttons:
            assert screen.contains(button.rect), button.name
        # Labels: a word at the smallest legible size fits every button.
        fonts = app.ctx.fonts
        for button in scene.buttons.buttons:
            px = fonts.fit(button.label(), scene.px(20), button.rect.width - 16)
            assert fonts.font(px).size(button.label())[0] <= button.rect.width - 8
        # Resizing re-lays the table out for the new window.
        app.on_resize((1024, 700))
        scene.layer.update(5.0)
        for sprite in scene.layer.sprites.values():
            assert pygame.Rect(0, 0, 1024, 700).contains(sprite.rect()), sprite.key
    finally:
        app.close()


def test_the_match_is_saved_after_every_action_and_continues(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start(app)
        wait_for_turn(app, tour, ctl)
        card = cards_of(ctl.deal.hands[0])[0]
        tour.click(sprite_center(app, card))
        history = list(ctl.deal.history)
    finally:
        app.close()
    again = make_app(tmp_path)
    try:
        assert again.ctx.saved_match is not None
        again.session.resume_match()
        resumed = again.controller
        assert resumed.deal.history[: len(history)] == history
    finally:
        again.close()


def test_a_full_partnership_deal_through_every_scene(app):
    ctl, tour = start(app, "partnership", seed_where_player_leads(4))
    assert ctl.levels == {1: "normal", 2: "normal", 3: "normal"}
    seen = [app.stack.top.name]
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if ctl.deal.is_over:
            break
        seen.append(app.stack.top.name)
        if app.stack.top.name == "deal":
            tour.press("pass")
            continue
        card = cards_of(ctl.deal.legal_play_mask())[0]
        tour.click(sprite_center(app, card))
    tour.pump(until=lambda: app.stack.top.name == "score", limit=60)
    assert seen[0] == "deal" and seen[-1] == "play" and app.stack.top.name == "score"
    assert any(a.seat == 0 for a in ctl.deal.history if isinstance(a, Declare))
    assert sum(ctl.deal.result().tricks_won) == 9
    # Four hands were on the table: the partner across, the opponents left and right.
    sides = {key[1] for key in app.stack.top.layer.sprites if key[0] == "b"}
    assert sides <= {1, 2, 3}


def test_a_typed_deal_code_deals_that_deal_and_the_score_shows_it(app):
    from trappola_gui.engine import parse_deal_code, shuffled_deck

    tour = Tour(app, app.paths.data_dir / "shots")
    app.ctx.update_settings(coach=False)
    tour.press("new")
    form = app.stack.top
    tour.click(form.code_field.rect.center)
    assert form.code_field.focused
    for ch in "7k3m-q2xa":
        key = pygame.K_MINUS if ch == "-" else getattr(pygame, f"K_{ch}")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
    tour.pump(0.05)
    assert form.code_field.value == "7K3M-Q2XA"
    tour.press("start")
    ctl = app.controller
    assert ctl.deal.deck == tuple(shuffled_deck(parse_deal_code("7K3M-Q2XA")))
    assert ctl.deal_code() == "7K3M-Q2XA"


def test_a_mistyped_deal_code_is_refused_in_words(app):
    tour = Tour(app, app.paths.data_dir / "shots")
    tour.press("new")
    form = app.stack.top
    form.code_field.value = "HELLO"
    tour.press("start")
    assert app.stack.top is form and "not a deal code" in form.error


def test_the_hint_is_worked_out_off_the_main_thread_and_raises_a_legal_card(app):
    ctl, tour = start(app)
    wait_for_turn(app, tour, ctl)
    scene = app.stack.top
    tour.key(pygame.K_h)
    tour.pump(until=lambda: scene.hint is not None, limit=10)
    assert scene.hint is not None and ctl.deal.legal_play_mask() >> scene.hint & 1
    assert scene.facts.hud_model().prompt.startswith("Hint:")  # on the prompt line until the player plays


def test_enter_after_a_hint_plays_the_hinted_card(app):
    ctl, tour = start(app)
    wait_for_turn(app, tour, ctl)
    scene = app.stack.top
    cards = scene.hand_in_order()
    for before in (0, len(cards) - 1):  # the focus at either end: the hint is elsewhere at least once
        scene.hand.focus, scene.hint = before, None
        tour.key(pygame.K_h)
        tour.pump(until=lambda: scene.hint is not None, limit=10)
        assert scene.hand.focused_card() == scene.hint
    hinted = scene.hint
    tour.key(pygame.K_RETURN)
    plays = [a for a in ctl.deal.history if isinstance(a, Play) and a.seat == ctl.human]
    assert plays and plays[-1].card == hinted


def test_no_decision_buttons_while_the_cards_are_dealt(app):
    from trappola_gui.app.tools.driver import seed_with_declaration

    ctl, tour = start(app, "classic", seed_with_declaration(Rules.variant_preset("classic")))
    scene = app.stack.top
    tour.pump(0.5)
    assert scene.name == "deal" and scene.intro_step
    drawn = []
    original = scene.decl_buttons.draw
    scene.decl_buttons.draw = lambda *a, **k: drawn.append(1) or original(*a, **k)
    app.stack.draw(app.screen)
    assert drawn == []
    tour.pump(until=lambda: player_may_act(app), limit=60)
    app.stack.draw(app.screen)
    assert drawn and scene.btn_confirm.visible


def test_a_size_asked_for_on_the_command_line_is_kept_on_the_desktop(tmp_path, monkeypatch, capsys):
    from trappola_gui.app.kit import window

    monkeypatch.setattr(window, "real_display", lambda: True)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 1000)])
    a = make_app(tmp_path, "1920x1080")
    try:
        assert a.window.screen.get_size() == (1584, 920)  # with its frame and title bar, on the desktop
        assert "larger than the desktop" in capsys.readouterr().err
    finally:
        a.close()
    b = make_app(tmp_path, "1280x800")
    try:
        assert b.window.screen.get_size() == (1280, 800)
        assert "larger than the desktop" not in capsys.readouterr().err
    finally:
        b.close()
