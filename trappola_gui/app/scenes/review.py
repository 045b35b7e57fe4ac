"""The review of a deal: where the player's points were won and lost.

The analysis (:mod:`trappola_gui.ai.review`) runs on a thread of its own with
a progress bar, so the window never waits; its result is kept in a small JSON
file under the data folder, named by a digest of the deal record, the seat and
the seed, so a second look is instant. The screen shows the expected margin
trick by trick, the accuracy, the three costliest decisions, and the table as
it stood at each decision with the better option raised; the arrow keys step
through every decision.
"""

from __future__ import annotations

import hashlib
import json
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.ai.review import (
    REVIEW_FORMAT,
    Decision,
    OptionValue,
    Review,
    ReviewError,
    review_deal,
    review_from_json,
)
from trappola_gui.engine import (
    Action,
    DealState,
    Declare,
    Exchange,
    Keep,
    Observation,
    Play,
    ThrowIn,
    action_from_json,
    deal_from_json,
    deal_to_json,
)
from trappola_gui.engine.cards import cards_of, strength_of, suit_of

from .. import ui
from ..i18n import _, pgettext
from ..names import card_name, rank_name, suit_name
from ..scene import Scene
from ..table import CardLayer, Geometry, ViewFlags, placements

if TYPE_CHECKING:
    from ..context import Context

CACHE_FORMAT = "trappola-review-cache/1"
CACHE_DIR = "reviews"
CACHE_LIMIT = 200  # reviews kept; the oldest go first

GOOD = (150, 220, 140)  # the better option's mark
BAD = (240, 140, 110)  # the chosen option's mark, when it lost points


# ------------------------------------------------------------------ the cache
def record_digest(record: dict[str, Any], seat: int, seed: int) -> str:
    """A stable name for one review: the deal record, the seat, the seed and the review format."""
    raw = json.dumps([REVIEW_FORMAT, seat, seed, record], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(raw.encode()).hexdigest()


def cache_path(data_dir: Path, digest: str) -> Path:
    return data_dir / CACHE_DIR / f"review-{digest[:40]}.json"


def load_cached(data_dir: Path, record: dict[str, Any], seat: int, seed: int) -> Review | None:
    """The kept review of this deal, if there is one and it fits the record; else None."""
    from trappola_gui.storage import StorageError, read_json

    digest = record_digest(record, seat, seed)
    try:
        data = read_json(cache_path(data_dir, digest), limit=4 * 1024 * 1024)
    except StorageError:
        return None
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("digest") != digest:
        return None
    try:
        review = review_from_json(data.get("review"))
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


def store(data_dir: Path, record: dict[str, Any], review: Review) -> None:
    """Keep a review for the next look (best effort: a full disk only costs the wait again)."""
    from trappola_gui.storage import StorageError, atomic_write_json

    digest = record_digest(record, review.seat, review.seed)
    path = cache_path(data_dir, digest)
    try:
        atomic_write_json(path, {"format": CACHE_FORMAT, "digest": digest, "review": review.to_json()})
        kept = sorted(path.parent.glob("review-*.json"), key=lambda p: p.stat().st_mtime)
        for old in kept[:-CACHE_LIMIT]:
            old.unlink(missing_ok=True)
    except (StorageError, OSError):
        pass


# ------------------------------------------------------------------ the work
class _Stopped(Exception):
    """The screen closed before the review was done."""


class ReviewJob:
    """One review on a thread of its own: ``progress`` from 0 to 1, then ``future`` holds the review."""

    def __init__(self, record: dict[str, Any], seat: int, seed: int, data_dir: Path | None) -> None:
        self.record, self.seat, self.seed, self.data_dir = record, seat, seed, data_dir
        self.progress = 0.0
        self.future: Future[Review] = Future()
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="review", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _tick(self, share: float) -> None:
        if self._stop.is_set():
            raise _Stopped
        self.progress = share

    def _run(self) -> None:
        try:
            review = review_deal(self.record, self.seat, self.seed, self._tick)
        except _Stopped:
            self.future.cancel()
            return
        except Exception as exc:  # noqa: BLE001 - shown to the player in one line, not a crash
            self.future.set_exception(exc)
            return
        if self.data_dir is not None:
            store(self.data_dir, self.record, review)
        self.future.set_result(review)


# ------------------------------------------------------------------ words
_NUMBERS = {0: "7", 1: "8", 2: "9", 3: "10", 4: "2"}


def short_card(card: int, faces: str) -> str:
    """A card in few letters, for lists of several: "7 Cups", "King Swords" (numbers as figures)."""
    rank = _NUMBERS.get(strength_of(card)) or rank_name(card, faces)
    return f"{rank} {suit_name(suit_of(card), faces)}"


def option_text(action: Action, faces: str, short: bool = False) -> str:
    """An option in the player's words: a card (``short``: as in a list, "9 Batons"), the cards laid
    down or the hand kept or thrown in, the combinations declared."""
    if isinstance(action, Play):
        return short_card(action.card, faces) if short else card_name(action.card, faces)
    if isinstance(action, Exchange):
        if not action.cards:
            return _("Keep hand")
        return ", ".join(short_card(c, faces) for c in action.cards)
    if isinstance(action, (Keep, ThrowIn)):  # Trappola 1524's exchange of the whole hand
        return _("Throw in the hand") if isinstance(action, ThrowIn) else _("Keep hand")
    assert isinstance(action, Declare)
    if not action.combinations:
        return _("Pass")
    return " + ".join(", ".join(short_card(c, faces) for c in cards_of(m)) for m in action.combinations)


def clipped(fonts: ui.Fonts, text: str, px: int, width: int, bold: bool = False,
            weight: ui.Weight | None = None) -> tuple[str, int]:
    """``text`` at the largest size up to ``px`` that fits ``width``, cut short with an ellipsis if need be."""
    size = fonts.fit(text, px, width, bold, weight=weight)
    font = fonts.font(size, bold, weight=weight)
    if font.size(text)[0] <= width:
        return text, size
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…", size


def option_cards(action: Action) -> frozenset[int]:
    if isinstance(action, Play):
        return frozenset((action.card,))
    if isinstance(action, Exchange):
        return frozenset(action.cards)
    if not isinstance(action, Declare):
        return frozenset()  # keeping or throwing in the whole hand lifts no card
    out: set[int] = set()
    for m in action.combinations:
        out.update(cards_of(m))
    return frozenset(out)


def phase_words(phase: str) -> str:
    # A context of their own: the table's "Exchange" is a button (a verb), these name a part of the deal.
    words = {"exchange": pgettext("part of a deal", "Exchange"),
             "declare": pgettext("part of a deal", "Declarations"),
             "open": pgettext("part of a deal", "Open phase"),
             "closed": pgettext("part of a deal", "Closed phase")}
    return words.get(phase) or pgettext("part of a deal", "Play of the cards")


def how_words(d: Decision) -> str:
    if d.kind == "exact":
        return _("exact: every card known")
    return _("from {n} deals that fit what you saw").format(n=d.samples)


def signed(v: float) -> str:
    """A margin with its sign, one decimal unless whole (a minus sign, not a hyphen)."""
    if abs(v) < 0.05:
        return "0"
    text = f"{v:+.1f}" if abs(v - round(v)) > 0.05 else f"{round(v):+d}"
    return text.replace("-", "−")


@dataclass
class _Areas:
    header: pygame.Rect
    graph: pygame.Rect
    costly: pygame.Rect
    table: pygame.Rect
    options: pygame.Rect
    footer: pygame.Rect


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
        self.areas = _Areas(*(pygame.Rect(0, 0, 10, 10) for _ in range(6)))
        self.costly_rows: list[tuple[pygame.Rect, int]] = []
        self._states: dict[int, DealState] = {}
        self._table_cache: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.btn_back = ui.Button(lambda: _("Back"), self.back, primary=True, focused=True, name="back")
        self.buttons = ui.ButtonRow([self.btn_back], keys=False)

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
            self.job.start()
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
        self.review = job.future.result()
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
            for rect, rank in self.costly_rows:
                if rect.collidepoint(event.pos):
                    self.show_costly(rank)
                    return True
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # ------------------------------------------------------------ layout
    def px(self, base: float) -> int:
        return int(base * ui.ui_scale(self.ctx.window_size))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        m = max(8, px(16))
        header = pygame.Rect(m, m, w - 2 * m, px(74))
        footer = pygame.Rect(m, h - m - px(44), w - 2 * m, px(44))
        top = header.bottom + px(6)
        body_h = footer.top - px(8) - top
        left_w = int((w - 2 * m) * 0.6)
        gap = px(10)
        graph = pygame.Rect(m, top, left_w, int(body_h * 0.38))
        costly = pygame.Rect(graph.right + gap, top, w - m - graph.right - gap, graph.height)
        low = graph.bottom + gap
        table = pygame.Rect(m, low, left_w, footer.top - px(8) - low)
        options = pygame.Rect(table.right + gap, low, w - m - table.right - gap, table.height)
        self.areas = _Areas(header, graph, costly, table, options, footer)
        self.btn_back.rect = pygame.Rect(0, 0, px(170), footer.height)
        self.btn_back.rect.bottomright = footer.bottomright
        self._table_cache = None

    # ------------------------------------------------------------ the table as it stood
    def state_at(self, index: int) -> DealState:
        state = self._states.get(index)
        if state is None:
            state = deal_from_json({**self.record, "actions": self.record["actions"][:index]})
            self._states[index] = state
        return state

    def observation_at(self, d: Decision) -> Observation:
        return self.state_at(d.index).observation(self.seat)

    def table_image(self, d: Decision) -> pygame.Surface:
        rect = self.areas.table
        key = (d.index, rect.size, self.ctx.art.faces)
        if self._table_cache is not None and self._table_cache[0] == key:
            return self._table_cache[1]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        obs = self.observation_at(d)
        geo = Geometry.for_size(rect.size, players=self.players)
        best = d.best.action
        lifted = option_cards(best)
        legal = 0
        for a in obs.legal:
            if isinstance(a, Play):
                legal |= 1 << a.card
        layer = CardLayer(self.ctx.art)
        places = placements(obs, geo, ViewFlags(), legal if legal else None, lifted)
        layer.sync(places, 0.0, {})
        layer.draw(surf)
        # The better option ringed in green; the card played instead, if it lost, in red.
        chosen = option_cards(d.chosen)
        for sprite in layer.sprites.values():
            card = sprite.card
            if card is None or sprite.key != ("c", card):
                continue
            if card in lifted and d.loss > 0:
                pygame.draw.rect(surf, GOOD, sprite.rect().inflate(6, 6), width=3, border_radius=6)
            elif card in chosen and d.loss > 0:
                pygame.draw.rect(surf, BAD, sprite.rect().inflate(6, 6), width=3, border_radius=6)
        self._table_cache = (key, surf)
        return surf

    # ------------------------------------------------------------ drawing
    def text(self, surface: pygame.Surface, text: str, style: ui.TextStyle, pos: tuple[int, int], colour: Any,
             width: int, anchor: str = "topleft", weight: ui.Weight | None = None) -> pygame.Rect:
        """``text`` in ``style`` (its weight, or ``weight``) drawn within ``width``: smaller if that fits,
        else cut short with an ellipsis."""
        weight = weight or style.weight
        text, size = clipped(self.ctx.fonts, text, style.px(self.scale()), width, weight=weight)
        return ui.draw_text(surface, self.ctx.fonts, text, size, pos, colour, anchor=anchor, weight=weight)

    def scale(self) -> float:
        return ui.ui_scale(self.ctx.window_size)

    def line_height(self, style: ui.TextStyle) -> int:
        return self.ctx.fonts.font(style.px(self.scale()), weight=style.weight).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(ui.FELT_DARK)
        fonts, px, a = self.ctx.fonts, self.px, self.areas
        title = _("Review of the deal")
        self.text(surface, title, ui.TYPE.title, (a.header.x, a.header.y), ui.ALERT, a.header.width)
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(self.scale()))
        if self.review is None:
            self.draw_progress(surface)
            return
        review = self.review
        self.draw_summary(surface, review)
        self.draw_graph(surface, review)
        self.draw_costly(surface, review)
        if review.decisions:
            d = review.decisions[self.current]
            ui.draw_panel(surface, a.table, (14, 70, 44, 255), radius=10)
            surface.blit(self.table_image(d), a.table)
            self.draw_options(surface, d)
        hint = _("Left and Right: every decision · 1–3: the costliest · Esc: back")
        self.text(surface, hint, ui.TYPE.small, (a.footer.x, a.footer.centery), ui.MUTED,
                  a.footer.width - self.btn_back.rect.width - px(16), anchor="midleft")

    def draw_progress(self, surface: pygame.Surface) -> None:
        fonts, px = self.ctx.fonts, self.px
        w, h = surface.get_size()
        if self.error:
            ui.draw_styled(surface, fonts, self.error, ui.TYPE.body, self.scale(), (w // 2, h // 2), ui.ALERT,
                           anchor="center", max_width=w - px(60))
            return
        share = self.progress
        text = _("Reviewing the deal… {percent}%").format(percent=int(share * 100))
        ui.draw_styled(surface, fonts, text, ui.TYPE.body, self.scale(), (w // 2, h // 2 - px(30)), ui.CREAM,
                       anchor="center", max_width=w - px(60))
        bar = pygame.Rect(0, 0, int(w * 0.5), px(16))
        bar.center = (w // 2, h // 2 + px(6))
        pygame.draw.rect(surface, ui.FELT, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * share))
        pygame.draw.rect(surface, ui.BRASS, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, ui.BRASS_DARK, bar, width=2, border_radius=bar.height // 2)

    def draw_summary(self, surface: pygame.Surface, review: Review) -> None:
        px, a = self.px, self.areas
        parts = []
        acc = review.accuracy
        if acc is None:
            parts.append(_("No decision to review: every card was forced."))
        else:
            parts.append(_("Accuracy {percent}%").format(percent=round(acc * 100)))
            parts.append(_("{points} points lost").format(points=f"{review.lost:.1f}"))
        if review.final_margin is not None:
            parts.append(_("Final margin {margin}").format(margin=signed(review.final_margin)))
        self.text(surface, "  ·  ".join(parts), ui.TYPE.body, (a.header.x, a.header.y + px(40)), ui.CREAM,
                  a.header.width - px(10))

    def draw_graph(self, surface: pygame.Surface, review: Review) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.graph
        ui.draw_panel(surface, rect, radius=10)
        label = (_("Expected margin, trick by trick") if self.players == 2
                 else _("Your team's expected margin, trick by trick"))
        self.text(surface, label, ui.TYPE.small, (rect.x + px(10), rect.y + px(6)), ui.MUTED, rect.width - px(20))
        curve = review.curve
        if len(curve) < 2:
            return
        # The plot clear of the label above and the legend below by half a line: the scale's figures
        # stand centred on its top and bottom.
        text_h = self.line_height(ui.TYPE.small)
        legend_y = rect.bottom - px(4) - text_h
        top = rect.y + px(6) + text_h + text_h // 2
        plot = pygame.Rect(rect.x + px(58), top, rect.width - px(72), legend_y - text_h // 2 - top)
        values = [p.expected for p in curve] + [p.double_dummy for p in curve] + [0.0]
        lo, hi = min(values), max(values)
        pad = max(4.0, (hi - lo) * 0.08)
        lo, hi = lo - pad, hi + pad
        last = max(p.trick for p in curve) or 1

        def at(trick: float, v: float) -> tuple[int, int]:
            x = plot.x + plot.width * trick / last
            y = plot.bottom - plot.height * (v - lo) / (hi - lo)
            return int(x), int(y)

        # The closed phase, where the values are exact, on a lighter ground.
        exact = [p.trick for p in curve if p.kind == "exact"]
        if exact:
            x0 = at(min(exact), 0)[0]
            pygame.draw.rect(surface, (30, 64, 46), pygame.Rect(x0, plot.y, plot.right - x0, plot.height))
        zero = at(0, 0)[1]
        pygame.draw.line(surface, ui.MUTED, (plot.x, zero), (plot.right, zero), 1)
        small = ui.TYPE.small.px(self.scale())
        # The scale: zero, the top and the bottom, each where there is room for it.
        marks: list[int] = []
        for v in (0.0, hi - pad, lo + pad):
            y = at(0, v)[1]
            if all(abs(y - other) >= small + px(4) for other in marks):
                marks.append(y)
                ui.draw_text(surface, fonts, signed(v), small, (plot.x - px(6), y), ui.MUTED, anchor="midright")
        if review.decisions:
            t = review.decisions[self.current].trick
            x = at(t, 0)[0]
            pygame.draw.line(surface, ui.CREAM, (x, plot.y), (x, plot.bottom), 2)
        for d in review.costliest:
            x = at(d.trick, 0)[0]
            pygame.draw.line(surface, BAD, (x, plot.bottom - px(8)), (x, plot.bottom), 3)
        dd = [at(p.trick, p.double_dummy) for p in curve]
        pygame.draw.lines(surface, (120, 170, 200), False, dd, max(1, px(2)))
        line = [at(p.trick, p.expected) for p in curve]
        pygame.draw.lines(surface, ui.BRASS, False, line, max(2, px(3)))
        for pt in line:
            pygame.draw.circle(surface, ui.BRASS, pt, max(2, px(4)))
        # The legend: the two lines' meanings.
        x = rect.x + px(10)
        for colour, text in ((ui.BRASS, _("What you could know")), ((120, 170, 200), _("All cards known"))):
            pygame.draw.line(surface, colour, (x, legend_y + text_h // 2), (x + px(22), legend_y + text_h // 2), 3)
            r = self.text(surface, text, ui.TYPE.small, (x + px(28), legend_y), ui.MUTED, rect.width // 2 - px(40))
            x = r.right + px(18)

    def draw_costly(self, surface: pygame.Surface, review: Review) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.costly
        ui.draw_panel(surface, rect, radius=10)
        self.text(surface, _("Costliest decisions"), ui.TYPE.strong, (rect.x + px(10), rect.y + px(6)), ui.ALERT,
                  rect.width - px(20))
        self.costly_rows = []
        costly = review.costliest
        y = rect.y + px(34)
        if not costly:
            size, lines = ui.fit_lines(fonts, _("None: every choice was within a point of the best."),
                                       ui.TYPE.small.px(self.scale()), rect.width - px(20), 3)
            for line in lines:
                ui.draw_text(surface, fonts, line, size, (rect.x + px(10), y), ui.CREAM)
                y += size + px(4)
            return
        faces = self.ctx.art.faces
        text_h = self.line_height(ui.TYPE.small)
        row_h = max(2 * text_h + px(6), (rect.bottom - px(6) - y) // 3)
        for rank, d in enumerate(costly):
            row = pygame.Rect(rect.x + px(6), y, rect.width - px(12), row_h - px(4))
            if review.decisions[self.current] is d:
                pygame.draw.rect(surface, (40, 80, 60), row, border_radius=6)
            head = _("{n}. Trick {trick}: −{loss}").format(n=rank + 1, trick=d.trick + 1, loss=f"{d.loss:.1f}")
            # A row's head: a caption's size in the emphasised weight.
            self.text(surface, head, ui.TYPE.small, (row.x + px(4), row.y + px(2)), ui.CREAM, row.width - px(8),
                      weight=ui.TYPE.strong.weight)
            what = _("{chosen} instead of {best}").format(chosen=option_text(d.chosen, faces, short=True),
                                                          best=option_text(d.best.action, faces, short=True))
            self.text(surface, what, ui.TYPE.small, (row.x + px(4), row.y + px(2) + text_h), ui.MUTED,
                      row.width - px(8))
            self.costly_rows.append((row, rank))
            y += row_h

    def draw_options(self, surface: pygame.Surface, d: Decision) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.options
        review = self.review
        assert review is not None
        ui.draw_panel(surface, rect, radius=10)
        x0 = rect.x + px(10)
        width = rect.width - px(20)
        head = _("Decision {k} of {n}").format(k=self.current + 1, n=len(review.decisions))
        # The lines under one another, each a line of its own size below the last.
        y = rect.y + px(6)
        self.text(surface, head, ui.TYPE.strong, (x0, y), ui.ALERT, width)
        y += self.line_height(ui.TYPE.strong)
        small_line = self.line_height(ui.TYPE.small)
        sub = _("Trick {trick} · {phase}").format(trick=d.trick + 1, phase=phase_words(d.phase))
        self.text(surface, sub, ui.TYPE.small, (x0, y), ui.CREAM, width)
        self.text(surface, how_words(d), ui.TYPE.small, (x0, y + small_line), ui.MUTED, width)
        if d.loss > 0:
            verdict = _("Lost {points} points against the best").format(points=f"{d.loss:.1f}")
            colour = BAD
        else:
            verdict = _("The best choice")
            colour = GOOD
        self.text(surface, verdict, ui.TYPE.small, (x0, y + 2 * small_line), colour, width,
                  weight=ui.TYPE.strong.weight)
        # The options, best first: what each was worth, and with every card known.
        y += 3 * small_line + px(9)
        col_v = rect.x + int(rect.width * 0.62)
        col_d = rect.right - px(10)
        small = ui.TYPE.small.px(self.scale())
        row_h = max(small_line, px(22))
        # The column heads, on two lines where a language's words need them.
        heads = [(ui.fit_lines(fonts, _("Value"), small, int(rect.width * 0.2), 2)[1], col_v),
                 (ui.fit_lines(fonts, _("All known"), small, col_d - col_v - px(10), 2)[1], col_d)]
        head_h = fonts.font(small).get_linesize()
        for lines, right in heads:
            for i, line in enumerate(lines):
                ui.draw_text(surface, fonts, line, small, (right, y + i * head_h), ui.MUTED, anchor="topright")
        y += (max(len(lines) for lines, _x in heads) - 1) * head_h + row_h
        # Each option on one line, or two where its words need them (never cut short): as many as
        # fit, best first, and the chosen one always among them.
        text_w = col_v - x0 - int(rect.width * 0.17)
        faces = self.ctx.art.faces
        best, chosen = d.best.action, d.chosen

        def lines_of(o: OptionValue) -> list[str]:
            mark = "» " if o.action == chosen else ""
            return ui.fit_lines(fonts, mark + option_text(o.action, faces), small, text_w, 2)[1]

        room = rect.bottom - px(6) - y
        shown: list[tuple[OptionValue, list[str]]] = []
        for o in sorted(d.options, key=lambda o: -o.value):
            rows = lines_of(o)
            if sum(len(r) for _o, r in shown) * row_h + len(rows) * row_h > room:
                break
            shown.append((o, rows))
        if all(o.action != chosen for o, _r in shown):
            mine = lines_of(d.value_of(chosen))
            while shown and (sum(len(r) for _o, r in shown) + len(mine)) * row_h > room:
                shown.pop()
            shown.append((d.value_of(chosen), mine))
        for o, rows in shown:
            colour = ui.CREAM
            if o.action == chosen:
                colour = BAD if d.loss > 0 else GOOD
                pygame.draw.rect(surface, (40, 80, 60),
                                 pygame.Rect(rect.x + px(4), y - 2, rect.width - px(8), row_h * len(rows)),
                                 border_radius=4)
            elif o.action == best:
                colour = GOOD
            for i, line in enumerate(rows):
                ui.draw_text(surface, fonts, line, small, (x0, y + i * row_h), colour)
            ui.draw_text(surface, fonts, signed(o.value), small, (col_v, y), colour, anchor="topright")
            ui.draw_text(surface, fonts, signed(o.double_dummy), small, (col_d, y), ui.MUTED, anchor="topright")
            y += row_h * len(rows)
