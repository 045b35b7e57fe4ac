"""Scenes on a stack, and the loop that drives them.

A scene turns input into actions and state into pictures. Its lifecycle:
``enter`` when pushed, ``pause``/``resume`` when another scene covers it,
``exit`` when popped; ``handle(event) -> bool`` (True if used), ``update(dt)``
and ``draw(surface)``, which changes nothing. The context (settings, art,
storage, agents) is passed in; nothing is read from a global.

A click is a press and a release on one screen: the stack gives a release only
to the scene that had its press, so a click that opens a screen (or a screen
that comes up while the button is held) never reaches the new screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..kit.ui import ui_scale

if TYPE_CHECKING:
    from .context import Context
    from .navigator import Navigator
    from .notices import NoticeBar


class Scene:
    """Base scene; ``opaque`` scenes hide the ones below them."""

    opaque = True
    name = "scene"

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.stack: SceneStack | None = None

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    @property
    def nav(self) -> Navigator:
        """The navigator: every change of screen (``self.nav.review(deal, seat)``)."""
        assert self.ctx.nav is not None
        return self.ctx.nav

    def px(self, base: float) -> int:
        """A length of ``base`` pixels in a 1280x800 window, at this window's scale."""
        return int(base * ui_scale(self.ctx.window_size))

    def back(self) -> None:
        """Close this scene: the one under it resumes."""
        self.nav.back()

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def layout(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    @property
    def busy(self) -> bool:
        """True while something moves, so the loop keeps drawing frames."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.dirty = True
        # Drawn over every scene and offered every event first (the notice bar).
        self.overlay: NoticeBar | None = None
        # Mouse button -> the scene that had its press; its release goes to that scene alone.
        self._pressed: dict[int, Scene] = {}

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.layout(scene.ctx.window_size)
        scene.enter()
        self.dirty = True

    def pop(self) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.top is not None:
            self.top.resume()
        self.dirty = True
        return scene

    def replace(self, scene: Scene) -> None:
        old = self.scenes.pop()
        old.exit()
        scene.stack = self
        self.scenes.append(scene)
        scene.layout(scene.ctx.window_size)
        scene.enter()
        self.dirty = True

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> bool:
        self.dirty = True
        top = self.top
        if event.type == pygame.MOUSEBUTTONDOWN:
            used = self._offer(event, top)
            if top is not None:
                self._pressed[getattr(event, "button", 1)] = self._holder(top)
            return used
        if event.type == pygame.MOUSEBUTTONUP and self._pressed.pop(getattr(event, "button", 1), None) is not top:
            # Its press went to another screen, or to none (the click that opened this one, a release
            # the system sends without its press): the release is spent, not a click here.
            return True
        return self._offer(event, top)

    def _offer(self, event: pygame.event.Event, top: Scene | None) -> bool:
        if self.overlay is not None and top is not None and self.overlay.handle(event, top.ctx.window_size):
            return True
        return top.handle(event) if top is not None else False

    def _holder(self, pressed: Scene) -> Scene:
        """Who holds a press now that it is handled: the scene it went to, while that scene is on the
        stack (covered by a screen the press opened, it waits there, and the release is spent), else
        the scene that took its place (the deal hands a press on to the play that replaces it)."""
        if pressed in self.scenes or self.top is None:
            return pressed
        return self.top

    def update(self, dt: float) -> None:
        for scene in list(self.scenes):
            scene.update(dt)
        if self.overlay is not None and self.overlay.update(dt):
            self.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.layout(size)
        self.dirty = True

    @property
    def busy(self) -> bool:
        return any(s.busy for s in self.scenes)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(surface)
        if self.overlay is not None:
            self.overlay.draw(surface)
        self.dirty = False
