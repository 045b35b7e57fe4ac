"""The timeline of a move on the table: the steps it is shown in, one after another.

A played card glides in; a finished trick is held, then collected; the draw
follows. Each step has a duration and the ``ViewFlags`` that say how far the
picture lags the engine during it. The scene asks ``tick`` every frame and
moves the cards when a step begins; ``finish`` jumps to the end at once (a
click or a key during an animation is never lost).
"""

from __future__ import annotations

from collections import deque

from .table import ViewFlags


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[tuple[float, ViewFlags, str]] = deque()
        self.left = 0.0  # seconds left of the step on show
        self.flags = ViewFlags()  # the step on show; plain ViewFlags when nothing lags

    def __bool__(self) -> bool:
        """True while steps wait or one is on show."""
        return bool(self.steps) or self.left > 0

    def add(self, seconds: float, flags: ViewFlags, label: str) -> None:
        self.steps.append((seconds, flags, label))

    def begin_next(self) -> float | None:
        """Put the next step on show and return its duration; None (and plain flags) when none is left."""
        if not self.steps:
            self.flags = ViewFlags()
            self.left = 0.0
            return None
        seconds, self.flags, _label = self.steps.popleft()
        self.left = seconds
        return seconds

    def tick(self, dt: float) -> bool:
        """Time passes; True when the step on show has ended and steps are waiting."""
        if self.left > 0:
            self.left -= dt
            if self.left > 0:
                return False
            self.left = 0.0
        return bool(self.steps)

    def finish(self) -> None:
        """Every step over now: the picture catches up with the engine."""
        self.steps.clear()
        self.left = 0.0
        self.flags = ViewFlags()
