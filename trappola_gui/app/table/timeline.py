"""The timeline of a move on the table: the steps it is shown in, one after another.

A played card glides in; a finished trick is held, then collected; the draw
follows (the steps and their seconds: ``trick_pace``). Each step has a duration
and the ``ViewFlags`` that say how far the picture lags the engine during it. A
step may instead last until the player's input (``None`` seconds: "Gather
tricks with a click"), which ``release`` ends. The scene asks ``tick`` every
frame and moves the cards when a step begins; ``finish`` jumps to the end at
once (a click or a key during an animation is never lost).
"""

from __future__ import annotations

import math
from collections import deque

from .layout import ViewFlags


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[tuple[float | None, ViewFlags, str]] = deque()
        self.left = 0.0  # seconds left of the step on show; inf while it waits for the player
        self.flags = ViewFlags()  # the step on show; plain ViewFlags when nothing lags
        self.label = ""  # the step on show, by name

    def __bool__(self) -> bool:
        """True while steps wait or one is on show."""
        return bool(self.steps) or self.left > 0

    def add(self, seconds: float | None, flags: ViewFlags, label: str) -> None:
        """A step at the end; ``None`` seconds: it lasts until :meth:`release`."""
        self.steps.append((seconds, flags, label))

    @property
    def waiting(self) -> bool:
        """The step on show lasts until the player's input releases it."""
        return self.left == math.inf

    @property
    def holds_for_input(self) -> bool:
        """A step on show or still to come lasts until the player's input."""
        return self.waiting or any(seconds is None for seconds, _flags, _label in self.steps)

    def begin_next(self) -> float | None:
        """Put the next step on show and return how long its cards glide; None (and plain flags) when none is left.

        A step that waits for the player glides nothing: its cards lie as the step before left them.
        """
        if not self.steps:
            self.flags = ViewFlags()
            self.left = 0.0
            self.label = ""
            return None
        seconds, self.flags, self.label = self.steps.popleft()
        self.left = math.inf if seconds is None else seconds
        return 0.0 if seconds is None else seconds

    def tick(self, dt: float) -> bool:
        """Time passes; True when the step on show has ended and steps are waiting."""
        if self.left > 0:
            self.left -= dt
            if self.left > 0:
                return False
            self.left = 0.0
        return bool(self.steps)

    def to_input(self) -> None:
        """The steps before the one that waits for the player are over: that one is on show now."""
        while self.steps and not self.waiting:
            self.begin_next()

    def release(self) -> None:
        """The player's input ends the step that waited for it; the next begins at the next ``begin_next``."""
        if self.waiting:
            self.left = 0.0

    def finish(self) -> None:
        """Every step over now: the picture catches up with the engine."""
        self.steps.clear()
        self.left = 0.0
        self.flags = ViewFlags()
        self.label = ""
