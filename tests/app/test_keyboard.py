"""The whole game by keyboard alone, the first-match coach, and a start with no sound device."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from trappola_gui.app.shell import controller
from trappola_gui.app.tools.driver import Tour, player_may_act, seed_with_declaration
from trappola_gui.engine import Declare, Rules

from .helpers import make_app

KEYBOARD_SEED = 1
KEYBOARD_APP = {"size": "800x600", "lang": "en"}  # every App of these tests: 800x600, in English


@pytest.fixture
def app_options():
    return KEYBOARD_APP


def test_a_deal_from_the_menu_to_the_score_by_keyboard_alone(app, tmp_path, monkeypatch):
    # The menu deals from a fresh random seed; a fixed one makes the run the same every time.
    monkeypatch.setattr(controller, "new_seed", lambda rng=None: KEYBOARD_SEED)
    posted: list[int] = []
    post = pygame.event.post

    def only_keys(event):
        posted.append(event.type)
        return post(event)

    monkeypatch.setattr(pygame.event, "post", only_keys)
    tour = Tour(app, tmp_path / "shots")
    stack = app.stack
    tour.pump(0.1)
    assert stack.top.name == "menu"
    tour.key(pygame.K_RETURN)  # New match (focused first)
    assert stack.top.name == "new_match"
    for _ in range(len(stack.top.selectors)):
        tour.key(pygame.K_DOWN)
    tour.key(pygame.K_RETURN)  # Start
    ctl = app.controller
    assert ctl is not None and stack.top.name == "deal"
    keys_pressed = 0
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or stack.top.coach.showing or player_may_act(app), limit=60)
        if ctl.deal.is_over:
            break
        scene = stack.top
        before = len(ctl.deal.history)
        if scene.coach.showing:
            tip = scene.coach.tip
            tour.key(pygame.K_RETURN)  # dismiss the tip (the corner letters' tip is followed by the moment's)
            assert scene.coach.tip != tip
            continue
        if scene.name == "deal":
            tour.key(pygame.K_RETURN if scene.btn_confirm.enabled else pygame.K_p)
            assert any(isinstance(a, Declare) and a.seat == 0 for a in ctl.deal.history)
            continue
        tour.key(pygame.K_RETURN)
        if len(ctl.deal.history) == before:  # refused: the focused card may not be played; try the next
            tour.key(pygame.K_RIGHT)
        keys_pressed += 1
        assert keys_pressed < 200
    tour.pump(until=lambda: stack.top.name == "score", limit=60)
    assert stack.top.name == "score"
    assert sum(ctl.result().tricks_won) == 18
    over = ctl.match.is_over  # one deal can win a match (a schwarz is worth up to 98 points)
    tour.key(pygame.K_RETURN)  # Next deal, or Play again once the match is won (focused)
    if over:  # the same rules again: a new match, at its first deal
        assert stack.top.name == "deal" and app.controller is not ctl and len(app.controller.match.deals) == 1
        assert app.controller.rules == ctl.rules
    else:
        assert stack.top.name == "deal" and len(ctl.match.deals) == 2
    assert set(posted) <= {pygame.KEYDOWN, pygame.KEYUP}


def test_declare_and_pass_have_keys(app, tmp_path):
    app.ctx.update_settings(coach=False)
    rules = Rules.variant_preset("classic")
    ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules))
    tour = Tour(app, tmp_path / "shots")
    tour.pump(until=lambda: app.stack.top.name == "deal" and player_may_act(app), limit=60)
    tour.key(pygame.K_p)
    assert Declare(0, ()) in ctl.deal.history


def test_exchange_by_keyboard(app, tmp_path):
    app.ctx.update_settings(coach=False)
    ctl = app.start_match(Rules.variant_preset("austrian"), "normal", seed=seed_with_declaration(Rules()))
    tour = Tour(app, tmp_path / "shots")
    tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == "exchange", limit=60)
    tour.key(pygame.K_SPACE)
    tour.key(pygame.K_RIGHT)
    tour.key(pygame.K_SPACE)
    assert len(app.stack.top.selected) == 2
    tour.key(pygame.K_RETURN)
    mine = [a for a in ctl.deal.history if a.seat == 0]
    assert mine and len(mine[0].cards) == 2


def test_the_coach_shows_a_tip_once_and_n_turns_it_off(app, tmp_path):
    assert app.ctx.settings.coach  # a first run
    rules = Rules.variant_preset("classic")
    app.start_match(rules, "normal", seed=seed_with_declaration(rules))
    tour = Tour(app, tmp_path / "shots")
    tour.pump(until=lambda: app.stack.top.name == "deal" and app.stack.top.coach.showing, limit=60)
    assert app.stack.top.coach.tip == "corners"  # Italian faces: first, what R, C and F stand for
    tour.key(pygame.K_RETURN)
    assert app.stack.top.coach.tip == "declare"  # then the tip of the moment
    assert "declare" in app.ctx.coach_seen
    tour.key(pygame.K_n)
    assert not app.stack.top.coach.showing and not app.ctx.settings.coach
    app.close()
    again = make_app(tmp_path, **KEYBOARD_APP)
    try:
        assert not again.ctx.settings.coach  # saved
    finally:
        again.close()


def test_the_settings_switch_the_language_at_once(app, tmp_path):
    tour = Tour(app, tmp_path / "shots")
    tour.press("settings")
    scene = app.stack.top
    language = next(s for s in scene.selectors if s.name == "language")
    language.set("it")
    assert scene.title() == "Impostazioni" and language.label() == "Lingua"
    assert tour.button("done").label() == "Fatto"


@pytest.mark.parametrize("driver", ["dummy", "no-such-audio-driver"])
def test_the_game_starts_and_plays_without_a_sound_device(tmp_path, driver):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": driver, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    for args in (["--quit-after-first-frame"], ["--autoplay", "--fast", "--deals", "1"]):
        out = subprocess.run([sys.executable, "-m", "trappola_gui", *args, "--data-dir", str(tmp_path)],
                             capture_output=True, text=True, timeout=300, env=env)
        assert out.returncode == 0, out.stderr
