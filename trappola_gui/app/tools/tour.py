"""Driving the real scenes without a player: ``--tour`` screenshots and ``--autoplay``.

The tour walks through every screen with scripted input (the same events a
player's mouse and keyboard make) and saves one PNG per screen.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from concurrent.futures import wait
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.engine import DealState, Phase, Rules, cards_of
from trappola_gui.engine.declarations import combinations_in
from trappola_gui.engine.seeding import deal_seed, first_dealer, shuffled_deck

if TYPE_CHECKING:
    from ..app import App
    from ..kit import widgets
    from ..shell.controller import MatchController

STEP = 1 / 60


def showing(app: App) -> Any:
    """The scene on top of the stack.

    ``Any``: the tour reaches into whichever scene shows (its choices, sprites,
    coach, buttons), as a player's eyes would; a wrong guess fails the tour.
    """
    return app.stack.top


def autoplay_controller(app: App, seed: int, rules: Rules | None = None, level: str = "normal") -> MatchController:
    """A computer-vs-computer match shown from seat 0, in the real scenes."""
    rules = rules or Rules.variant_preset("classic")
    return app.start_match(rules, level, seed=seed, human=None)


class Autoplay:
    """Keeps a computer-vs-computer game going in the window (demo and soak)."""

    def __init__(self, app: App, deals: int) -> None:
        self.app = app
        self.deals_wanted = deals
        self.deals = 0
        self.matches = 0
        self.ctl = autoplay_controller(app, seed=1)

    def step(self) -> bool:
        """Press on; True when done."""
        top = showing(self.app)
        if top is not None and top.name == "score":
            self.deals += 1
            if self.deals_wanted and self.deals >= self.deals_wanted:
                return True
            if self.ctl.match.is_over:
                self.matches += 1
                if not self.deals_wanted:
                    return True
                self.ctl = autoplay_controller(self.app, seed=1 + self.matches)
            else:
                top.on_next()
        return False


class Tour:
    def __init__(self, app: App, out: Path) -> None:
        self.app = app
        self.out = out
        self.count = 0
        out.mkdir(parents=True, exist_ok=True)

    def pump(self, seconds: float = 0.0, until: Callable[[], object] | None = None, limit: float = 60.0) -> None:
        """Run frames of simulated time (no real waiting), or until ``until()`` holds."""
        t = 0.0
        while t < limit:
            if until is None and t >= seconds:
                break
            if until is not None and until():
                break
            for event in pygame.event.get():
                if not self.app.handle_window_event(event):
                    self.app.stack.handle(event)
            if self.app.ctx.quit_requested:  # the window was closed, or SIGTERM arrived
                raise SystemExit(1)
            self.app.stack.update(STEP)
            ctl = self.app.controller
            if ctl is not None and ctl.thinking and ctl._pending is not None:
                ctl._pending.result()
            pending = getattr(self.app.stack.top, "hint_pending", None)
            if pending is not None:  # simulated time runs faster than the worker thread
                pending[0].result()
            t += STEP

    def shot(self, name: str) -> Path:
        self.app.stack.draw(self.app.screen)
        pygame.display.flip()
        self.count += 1
        path = self.out / f"{self.count:02d}-{name}.png"
        pygame.image.save(self.app.screen, str(path))
        return path

    def click(self, pos: tuple[float, float]) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self, key: int, mod: int = 0) -> None:
        self.send(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.send(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def send(self, kind: int, **attrs: object) -> None:
        # pygame's stub lets a keyword meet Event's `dict` parameter, which is positional at run time
        # (Event(1, dict=x) makes an attribute named "dict"), so any **attrs but Any is refused.
        pygame.event.post(pygame.event.Event(kind, **attrs))  # type: ignore[arg-type]
        self.pump(STEP * 2)

    def button(self, name: str) -> widgets.Button | widgets.Selector | widgets.TextField:
        scene = showing(self.app)
        b: widgets.Button | widgets.Selector | widgets.TextField  # what a scene's button groups and forms hold
        for attr in ("buttons", "form", "decl_buttons"):
            group = getattr(scene, attr, None)
            items = getattr(group, "items", None) or getattr(group, "buttons", None) or group or []
            for b in items:
                if getattr(b, "name", "") == name:
                    return b
        raise LookupError(f"no button {name!r} on {scene.name}")

    def press(self, name: str) -> None:
        self.click(self.button(name).rect.center)


def seed_with_declaration(rules: Rules, human: int = 0, least: int = 1) -> int:
    """A match seed whose first deal gives the player at least ``least`` combinations to declare."""
    for seed in range(1, 10_000):
        dealer = first_dealer(seed, rules.players)
        deck = shuffled_deck(deal_seed(seed, 0), rules.deck)
        hand = DealState.new(rules, deck, dealer).hands[human]
        if len(combinations_in(hand)) >= least and dealer != human:
            return seed
    return 1


def declarations_with_tip(app: App, tour: Tour, rules: Rules, least: int, name: str) -> None:
    """A deal whose declarations panel holds ``least`` combinations or more, beside its tip."""
    app.ctx.update_settings(coach=True)
    app.ctx.coach_seen.discard("declare")
    ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules, least=least))
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
              limit=20)
    tour.pump(0.2)
    tour.shot(name)
    app.ctx.update_settings(coach=False)


def player_may_act(app: App) -> bool:
    """The player is asked for a decision on the screen that is showing."""
    ctl, top = app.controller, showing(app)
    if ctl is None or not ctl.human_to_move or top.busy:
        return False
    return top.name == "play" or (top.name == "deal" and ctl.deal.phase in (Phase.EXCHANGE, Phase.DECLARE))


def run_tour(app: App, out: Path) -> int:
    tour = Tour(app, out)
    tour.pump(0.1)
    tour.shot("menu")
    tour.press("settings")
    tour.shot("settings")
    tour.key(pygame.K_ESCAPE)
    tour.press("rules")
    tour.shot("rules")
    for _ in range(6):
        tour.key(pygame.K_RIGHT)
    tour.shot("rules-example")
    tour.key(pygame.K_ESCAPE)
    tour.press("new")
    tour.shot("new-match")
    tour.key(pygame.K_ESCAPE)

    rules = Rules.variant_preset("classic")
    app.ctx.update_settings(coach=True)
    ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules))
    tour.pump(1.9)
    tour.shot("deal")
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
              limit=20)
    tour.pump(0.2)
    if showing(app).coach.showing:
        tour.shot("coach")
        tour.key(pygame.K_ESCAPE)
    app.ctx.update_settings(coach=False)
    tour.shot("declarations")
    tour.press("confirm")
    tour.pump(until=lambda: showing(app).name == "play" and ctl.human_to_move and not showing(app).busy, limit=30)
    tour.shot("play")

    scene = showing(app)
    card = cards_of(ctl.deal.hands[0])[0]
    sprite = scene.layer.sprites[("c", card)]
    start = (int(sprite.x), int(sprite.y))
    mid = (int(scene.geo.center[0]), int(scene.geo.center[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        p = (start[0] + (mid[0] - start[0]) * k // 6, start[1] + (mid[1] - start[1]) * k // 6)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    tour.pump(STEP * 3)
    tour.shot("drag")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
    tour.pump(STEP * 3)

    # Play on, the player's cards chosen by an agent, until a card would be refused.
    helper = app.ctx.agent_factory("normal", 5)

    def refusable() -> bool:
        d = ctl.deal
        return (ctl.human_to_move and d.phase == Phase.PLAY and d.closed and bool(d.trick)
                and bool(d.hands[0] & ~d.legal_play_mask()) and not showing(app).busy)

    while not ctl.deal.is_over and not refusable():
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=30)
        if refusable() or ctl.deal.is_over:
            break
        if player_may_act(app):
            showing(app).try_action(helper.choose(ctl.observation()))
    if refusable():
        scene = showing(app)
        bad = cards_of(ctl.deal.hands[0] & ~ctl.deal.legal_play_mask())[0]
        sprite = scene.layer.sprites[("c", bad)]
        start = (int(sprite.x), int(sprite.y))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
        tour.pump(0.5)
        tour.shot("refused")
        tour.key(pygame.K_l)
        tour.shot("last-trick")
        tour.key(pygame.K_l)
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=30)
        if player_may_act(app):
            showing(app).try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=30)
    tour.pump(0.3)
    tour.shot("score")
    # The deal's review: worked out on the worker, in real time, while the tour's frames run ahead.
    tour.key(pygame.K_v)
    review = showing(app)
    if getattr(review, "job", None) is not None:
        wait([review.job.future], timeout=120)
    tour.pump(0.1)
    tour.shot("review")
    tour.key(pygame.K_ESCAPE)

    # Finish the match quickly, then show its end.
    app.ctx.fast = True
    while not ctl.match.is_over:
        top = showing(app)
        if top.name == "score":
            top.on_next()
        tour.pump(until=lambda: ctl.match.is_over or player_may_act(app) or showing(app).name == "score", limit=30)
        if player_may_act(app):
            showing(app).try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=30)
    showing(app).on_result()  # past the deciding deal's own score, to the match's end
    tour.shot("match-over")
    app.ctx.fast = False

    ctl = app.start_match(Rules.variant_preset("austrian"), "normal", seed=seed_with_declaration(rules))
    tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and not showing(app).intro_step, limit=30)
    for c in cards_of(ctl.deal.hands[0])[:2]:
        s = showing(app).layer.sprites[("c", c)]
        tour.click((s.x, s.y))
    tour.pump(0.3)
    tour.shot("exchange")
    tour.key(pygame.K_ESCAPE)

    declarations_with_tip(app, tour, rules, 3, "declarations-three")
    declarations_with_tip(app, tour, rules, 5, "declarations-five")

    four = Rules.variant_preset("partnership")
    ctl = app.start_match(four, "normal", seed=seed_with_declaration(four))
    tour.pump(1.2)
    tour.shot("partnership-deal")
    tour.pump(until=lambda: player_may_act(app), limit=60)
    if showing(app).name == "deal":
        tour.pump(0.3)
        tour.shot("partnership-declarations")
        tour.press("confirm")
    tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    for _ in range(2):
        showing(app).try_action(helper.choose(ctl.observation()))
        tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    tour.shot("partnership-play")
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if player_may_act(app):
            showing(app).try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=60)
    tour.shot("partnership-score")

    # Trappola 1524: the choice to keep or throw in, the thrown hand face up, its score.
    venetian = Rules.variant_preset("historical")
    ctl = app.start_match(venetian, "normal", seed=3)
    tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == Phase.EXCHANGE, limit=60)
    tour.shot("1524-exchange")
    tour.key(pygame.K_RETURN)
    tour.pump(until=lambda: player_may_act(app) and showing(app).name == "play", limit=60)
    for _ in range(3):
        showing(app).try_action(helper.choose(ctl.observation()))
        tour.pump(until=lambda: ctl.deal.is_over or (player_may_act(app) and showing(app).name == "play"), limit=60)
    tour.shot("1524-play")
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if player_may_act(app):
            showing(app).try_action(helper.choose(ctl.observation()))
    tour.pump(until=lambda: showing(app).name == "score", limit=60)
    tour.shot("1524-score")
    print(f"tour: {tour.count} screens in {out}")
    return 0


def bench_frames(app: App, n: int) -> int:
    """Time ``n`` frames of an animated computer-vs-computer table; prints the figures."""
    app.ctx.fast = False
    ctl = autoplay_controller(app, seed=7)
    times = []
    dt = 1 / 60
    for _ in range(n):
        start = time.perf_counter()
        pygame.event.pump()
        app.stack.update(dt)
        app.stack.draw(app.screen)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
        if ctl.match.is_over or app.stack.top is not None and app.stack.top.name == "score":
            top = showing(app)
            if top is not None and top.name == "score":
                if ctl.match.is_over:
                    ctl = autoplay_controller(app, seed=len(times))
                else:
                    top.on_next()
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"frames={n} size={app.screen.get_size()[0]}x{app.screen.get_size()[1]}")
    print(f"median_ms={statistics.median(times):.2f} p99_ms={p99:.2f}")
    return 0
