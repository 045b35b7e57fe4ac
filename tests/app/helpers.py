"""The app tests' helpers: an App on a folder of the test's own, a match started in it, and play
driven through its window (or, for the score screens, with the computer in every seat)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from trappola_gui.app.app import App, agent_factory
from trappola_gui.app.main import build_parser
from trappola_gui.app.shell.controller import MatchController
from trappola_gui.app.tools.driver import Tour, player_may_act
from trappola_gui.engine import Rules, cards_of
from trappola_gui.engine.seeding import first_dealer
from trappola_gui.storage import load_stats


def make_app(tmp_path: Path, size: str = "1280x800", *extra: str, faces: str | None = None,
             lang: str | None = None, as_tour: bool = False) -> App:
    """An App whose files are in ``tmp_path``, with a window of ``size``.

    It keeps its files in ``tmp_path / "data"`` (``--data-dir``); ``as_tour`` starts it as a tour
    of ``tmp_path / "tour"`` instead (``--tour``, no data folder given: nothing is saved). ``lang``
    and ``faces`` are given as ``--lang`` and ``--faces``, then the ``extra`` arguments as they are.
    """
    argv = ["--tour", str(tmp_path / "tour")] if as_tour else ["--data-dir", str(tmp_path / "data")]
    argv += ["--size", size]
    if lang is not None:
        argv += ["--lang", lang]
    if faces is not None:
        argv += ["--faces", faces]
    return App(build_parser().parse_args([*argv, *extra]))


def seed_where_player_leads(players: int = 2) -> int:
    # The player (seat 0) leads when seat 1 deals, i.e. the dealer's left is seat 0.
    return next(s for s in range(1, 500) if (first_dealer(s, players) + 1) % players == 0)


def start(app: App, variant: str = "blind", seed: int | None = None):
    rules = Rules.variant_preset(variant)
    app.ctx.update_settings(coach=False)  # the first-match coach has tests of its own
    ctl = app.start_match(rules, "normal", seed=seed if seed is not None else seed_where_player_leads())
    tour = Tour(app, app.paths.data_dir / "shots")
    return ctl, tour


def start_quick(app, target: int = 60, seed: int | None = None):
    app.ctx.update_settings(coach=False)
    rules = Rules.from_dict({"variant": "blind", "target": target})
    ctl = app.start_match(rules, "normal", seed=seed_where_player_leads() if seed is None else seed)
    return ctl, Tour(app, app.paths.data_dir / "shots")


def tick_until(app: App, done: Callable[[], object], frames: int = 600) -> bool:
    """Frames of 1/60 s with no event until ``done()`` holds (True) or ``frames`` have passed (False)."""
    for _ in range(frames):
        app.tick([], 1 / 60)
        if done():
            return True
    return False


def sprite_center(app: App, card: int) -> tuple[int, int]:
    s = app.stack.top.layer.sprites[("c", card)]
    return int(s.x), int(s.y)


def table_center(app: App) -> tuple[int, int]:
    cx, cy = app.stack.top.geo.center
    return int(cx), int(cy)


def seed_reaching(rules: Rules, helper_seed: int, reached, what: str) -> int:
    """The first match seed whose first deal, the player's cards chosen by a Normal helper
    seeded ``helper_seed`` against the window's Normal computer players, reaches a position
    where ``reached(obs)``.

    The agents decide from the observation and their seed alone, so the window, given this
    seed, plays the same deal to the same position.
    """
    helper = agent_factory("normal", helper_seed)
    levels = {seat: "normal" for seat in range(1, rules.players)}
    for seed in range(1, 100):
        ctl = MatchController.new_match(rules, seed, levels, agent_factory, human_seat=0)
        while not ctl.deal.is_over:
            ctl.step_agents()
            obs = ctl.observation()
            if reached(obs):
                return seed
            if not ctl.deal.is_over:
                ctl.apply(helper.choose(obs))
    raise AssertionError(f"no seed from 1 to 99 reaches {what}")


def seed_where(predicate, rules: Rules) -> int:
    for seed in range(1, 3000):
        ctl = MatchController.new_match(rules, seed, {1: "normal"}, lambda level, s: None, human_seat=0)
        if predicate(ctl):
            return seed
    raise AssertionError("no such seed")


def play_a_card(app, ctl, tour) -> None:
    tour.pump(until=lambda: player_may_act(app), limit=60)
    tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    assert ctl.deal.history


def play_deal_to_score(app, ctl, tour) -> None:
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or (player_may_act(app) and app.stack.top.name == "play"),
                  limit=60)
        if ctl.deal.is_over:
            break
        tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    tour.pump(until=lambda: app.stack.top.name == "score", limit=60)
    assert app.stack.top.name == "score"


def play_match_to_end(app, ctl, tour) -> None:
    """Deal after deal, the player's first legal card each time, until the match is decided."""
    while not ctl.match.is_over:
        play_deal_to_score(app, ctl, tour)
        if not ctl.match.is_over:
            tour.press("next")


def leave_a_match_unfinished(tmp_path) -> None:
    """A run that starts a match, plays a card and quits: the match is saved unfinished."""
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        play_a_card(app, ctl, tour)
    finally:
        app.close()


def line_of(app):
    return load_stats(app.paths)[0].line("blind", "normal")


def computer_match(seed: int, rules: Rules | None = None) -> MatchController:
    rules = rules or Rules.variant_preset("classic")
    levels = {seat: "easy" for seat in range(rules.players)}
    return MatchController.new_match(rules, seed, levels, agent_factory, human_seat=None)


def play_out(ctl: MatchController, deals: int | None = None) -> None:
    """Play whole deals (all of them, or ``deals``) with the computer in every seat."""
    played = 0
    while True:
        ctl.step_agents()
        played += 1
        if ctl.match.is_over or played == deals:
            return
        ctl.start_next_deal()


def match_end(score):
    """The score screen of the deal that decided the match, moved on to the match's end."""
    score.on_result()
    assert score.showing_end
    return score


def open_form(app: App):
    """The New match form, opened over whatever shows."""
    from trappola_gui.app.screens.new_match import NewMatchScene

    scene = NewMatchScene(app.ctx)
    app.stack.push(scene)
    return scene


def key(scene, k: int) -> None:
    """Key ``k`` pressed on ``scene`` (it must take it)."""
    import pygame

    assert scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
