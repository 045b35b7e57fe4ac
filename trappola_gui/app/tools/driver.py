"""Driving the real scenes without a player: the event pump the tour and tests use, ``--autoplay``
and ``--bench-frames``.

:class:`Tour` posts the same events a player's mouse and keyboard make and runs frames of simulated
time; :class:`Autoplay` keeps a computer-vs-computer match going in the window.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.engine import DealState, Phase, Rules
from trappola_gui.engine.declarations import combinations_in
from trappola_gui.engine.seeding import deal_seed, first_dealer, shuffled_deck

if TYPE_CHECKING:
    from ..app import App
    from ..kit import fields, widgets
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
            commands = getattr(self.app.stack.top, "commands", None)
            pending = getattr(commands, "hint_pending", None)
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

    def button(self, name: str) -> widgets.Button | fields.Selector | fields.TextField:
        scene = showing(self.app)
        b: widgets.Button | fields.Selector | fields.TextField  # what a scene's button groups and forms hold
        for attr in ("buttons", "form", "decl_buttons"):
            group = getattr(scene, attr, None)
            items = getattr(group, "items", None) or getattr(group, "buttons", None) or group or []
            for b in items:
                if getattr(b, "name", "") == name:
                    return b
        raise LookupError(f"no button {name!r} on {scene.name}")

    def press(self, name: str) -> None:
        self.click(self.button(name).rect.center)


def seed_with_declaration(rules: Rules, human: int = 0, least: int = 1, most: int = 99) -> int:
    """A match seed whose first deal gives the player from ``least`` to ``most`` combinations to declare."""
    for seed in range(1, 10_000):
        dealer = first_dealer(seed, rules.players)
        deck = shuffled_deck(deal_seed(seed, 0), rules.deck)
        hand = DealState.new(rules, deck, dealer).hands[human]
        if least <= len(combinations_in(hand)) <= most and dealer != human:
            return seed
    return 1


def player_may_act(app: App) -> bool:
    """The player is asked for a decision on the screen that is showing."""
    ctl, top = app.controller, showing(app)
    if ctl is None or not ctl.human_to_move or top.busy:
        return False
    return top.name == "play" or (top.name == "deal" and ctl.deal.phase in (Phase.EXCHANGE, Phase.DECLARE))


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
