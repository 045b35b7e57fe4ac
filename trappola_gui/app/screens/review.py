"""The review of a deal: where the player's points were won and lost.

The analysis (:mod:`trappola_gui.ai.review`) runs on the context's worker (``ctx.executor``)
with a progress bar, so the window never waits; its result is kept on disk
(``storage/reviews.py``) under a digest of the deal record, the seat and the seed, so a second
look is instant. The screen shows the expected margin trick by trick, the accuracy, the three
costliest decisions, and the table as it stood at each decision with the better option raised;
the arrow keys step through every decision. Its drawing is ``review_view.py``, its words
``review_words.py``.
"""

from __future__ import annotations

import hashlib
import json
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.ai.review import REVIEW_FORMAT, Decision, Review, ReviewError, review_deal, review_from_json
from trappola_gui.engine import DealState, Observation, action_from_json, deal_from_json, deal_to_json
from trappola_gui.storage.reviews import keep_review, read_review

from ..kit import widgets
from ..lang.i18n import _
from ..shell.scene import Scene
from .review_view import ReviewView

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.worker import Worker


# ------------------------------------------------------------------ the kept reviews
def record_digest(record: dict[str, Any], seat: int, seed: int) -> str:
    """A stable name for one review: the deal record, the seat, the seed and the review format."""
    raw = json.dumps([REVIEW_FORMAT, seat, seed, record], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(raw.encode()).hexdigest()


def load_cached(data_dir: Path, record: dict[str, Any], seat: int, seed: int) -> Review | None:
    """The kept review of this deal, if there is one and it fits the record; else None."""
    data = read_review(data_dir, record_digest(record, seat, seed))
    if data is None:
        return None
    try:
        review = review_from_json(data)
    except ReviewError:
        return None
    actions = record.get("actions", [])
    for d in review.decisions:
        # A kept review must speak of this deal's own decisions.
        if not 0 <= d.index < len(actions) or d.seat != seat:
            return None
        try:
            if action_from_json(actions[d.index]) != d.chosen:
                return None
        except ValueError:
            return None
    return review if review.seat == seat and review.seed == seed else None


# ------------------------------------------------------------------ the work
class _Stopped(Exception):
    """The screen closed before the review was done."""


class ReviewJob:
    """One review on a worker: ``progress`` from 0 to 1, then ``future`` holds the review (or is cancelled)."""

    def __init__(self, record: dict[str, Any], seat: int, seed: int, data_dir: Path | None) -> None:
        self.record, self.seat, self.seed, self.data_dir = record, seat, seed, data_dir
        self.progress = 0.0
        self.future: Future[Review | None] = Future()
        self._stop = threading.Event()

    def start(self, executor: Worker | None) -> None:
        """Work on ``executor`` (the context's worker); without one (a test's bare context), on the spot."""
        if executor is None:
            self.future.set_result(self._run())
        else:
            self.future = executor.submit(self._run)

    def stop(self) -> None:
        self._stop.set()
        self.future.cancel()  # not begun yet: it never will

    def _tick(self, share: float) -> None:
        if self._stop.is_set():
            raise _Stopped
        self.progress = share

    def _run(self) -> Review | None:
        """The review, or None when the screen closed first; an error is the future's, shown in one line."""
        try:
            review = review_deal(self.record, self.seat, self.seed, self._tick)
        except _Stopped:
            return None
        if self.data_dir is not None:
            keep_review(self.data_dir, record_digest(self.record, review.seat, review.seed), review.to_json())
        return review


# ------------------------------------------------------------------ the scene
class ReviewScene(Scene):
    name = "review"

    def __init__(self, ctx: Context, deal: DealState, seat: int = 0, seed: int = 0) -> None:
        super().__init__(ctx)
        self.record = deal_to_json(deal)
        self.players = deal.rules.players
        self.seat = seat if 0 <= seat < self.players else 0
        self.seed = seed
        self.review: Review | None = None
        self.error = ""
        self.job: ReviewJob | None = None
        self.current = 0
        self._states: dict[int, DealState] = {}
        self.btn_back = widgets.Button(lambda: _("Back"), self.back, primary=True, focused=True, name="back")
        self.buttons = widgets.ButtonRow([self.btn_back], keys=False)
        self.view = ReviewView(self)

    # ------------------------------------------------------------ lifecycle
    @property
    def data_dir(self) -> Path | None:
        storage = self.ctx.storage
        return None if storage is None else storage.data_dir

    def enter(self) -> None:
        if self.data_dir is not None:
            self.review = load_cached(self.data_dir, self.record, self.seat, self.seed)
        if self.review is None:
            self.job = ReviewJob(self.record, self.seat, self.seed, self.data_dir)
            self.job.start(self.ctx.executor)
        else:
            self.start_at_costliest()

    def exit(self) -> None:
        if self.job is not None:
            self.job.stop()

    def update(self, dt: float) -> None:
        job = self.job
        if job is None or not job.future.done():
            return
        self.job = None
        if job.future.cancelled():
            return
        exc = job.future.exception()
        if exc is not None:
            self.error = _("The review could not be made: {reason}").format(reason=str(exc)[:120])
            return
        review = job.future.result()
        if review is None:  # stopped
            return
        self.review = review
        self.start_at_costliest()

    @property
    def busy(self) -> bool:
        return self.job is not None  # the progress bar moves

    @property
    def progress(self) -> float:
        return 1.0 if self.review is not None else (self.job.progress if self.job is not None else 0.0)

    def start_at_costliest(self) -> None:
        review = self.review
        assert review is not None
        costly = review.costliest
        self.current = review.decisions.index(costly[0]) if costly else 0

    # ------------------------------------------------------------ input
    def step(self, delta: int) -> None:
        if self.review is None or not self.review.decisions:
            return
        self.current = max(0, min(len(self.review.decisions) - 1, self.current + delta))

    def show_costly(self, rank: int) -> None:
        if self.review is None:
            return
        costly = self.review.costliest
        if rank < len(costly):
            self.current = self.review.decisions.index(costly[rank])

    def handle(self, event: pygame.event.Event) -> bool:
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            n = len(self.review.decisions) if self.review is not None else 0
            keys = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1,
                    pygame.K_PAGEDOWN: 5, pygame.K_PAGEUP: -5, pygame.K_HOME: -n, pygame.K_END: n}
            ranks = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
            if event.key in keys:
                self.step(keys[event.key])
            elif event.key in ranks:
                self.show_costly(ranks[event.key])
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_v):
                self.back()
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, rank in self.view.costly_rows:
                if rect.collidepoint(event.pos):
                    self.show_costly(rank)
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # ------------------------------------------------------------ the table as it stood
    def state_at(self, index: int) -> DealState:
        state = self._states.get(index)
        if state is None:
            state = deal_from_json({**self.record, "actions": self.record["actions"][:index]})
            self._states[index] = state
        return state

    def observation_at(self, d: Decision) -> Observation:
        return self.state_at(d.index).observation(self.seat)

    # ------------------------------------------------------------ the screen
    def layout(self, size: tuple[int, int]) -> None:
        self.view.layout(size)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
