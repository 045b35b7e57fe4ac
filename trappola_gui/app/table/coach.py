"""The first-match coach: a short tip, once each, at the moments a newcomer stumbles.

Tips show only while the ``coach`` setting is on; each shows once per run
(``Context.coach_seen``), and the setting turns itself off when the first match
ends. A tip is dismissed with Enter, Space, Esc or its button; "No more tips"
(or N) turns the coach off. Which tip a moment calls for follows from the
engine's rule in force (``tip_for``), so a tip that promises raised cards shows
only where the table raises them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import ConstraintKind, Observation

from ..kit import ui, widgets
from ..lang.i18n import N_, _
from ..lang.names import corner_note

if TYPE_CHECKING:
    from ..shell.context import Context

TIPS = {
    "lead": N_("Your lead. While the stock lasts the other side may answer with any card, so a high card "
               "led now can be lost cheaply. Leading a low card is often safe."),
    "declare": N_("Before the first card you may declare sets and runs for points. Choose them with 1-9 or a "
                  "click, then Declare (Enter) or Pass (P). Declared cards are shown to the other side."),
    "exchange": N_("Austrian exchange: you may lay down up to 3 cards and draw as many from the stock. Pick "
                   "cards with the arrow keys and Space (or a click), then Exchange (Enter)."),
    "closed": N_("The stock is empty and the trump indicator has been drawn. From now on you must follow "
                 "suit; if you cannot, you must play a trump. The cards you may play are raised."),
    "follow": N_("In the partnership game you must follow suit from the first trick; if you cannot, you must "
                 "play a trump. The cards you may play are raised."),
    # Trappola 1524 (docs/historical.md).
    "throw_in": N_("Keep this hand, or throw it in: it is laid face up for both players to see, and you take "
                   "nine cards from the reserve. Keep hand (P) or Throw in (Enter)."),
    "declare_1524": N_("Before the first card you may declare three or four cards of one rank (Aces, Kings, "
                       "Jacks, deuces…) for points. Choose them with 1-9 or a click, then Declare (Enter) or "
                       "Pass (P)."),
    "follow_1524": N_("There are no trumps in this game: follow suit if you can, otherwise play any card. The "
                      "cards you may play are raised. A trick won with a deuce scores 10."),
}


def tip_for(obs: Observation) -> str | None:
    """The tip the player's card calls for now (a key of ``TIPS``), or None.

    "closed" and "follow" (which say the playable cards are raised) come when the engine's
    rule first restricts the choice; "lead" on a lead while the stock lasts.
    """
    rule = obs.constraint
    if rule is None:
        return None
    if rule.allowed != obs.hand:
        if obs.rules.historical:
            return "follow_1524"
        return "follow" if obs.rules.players == 4 else "closed"
    if rule.kind == ConstraintKind.FREE and rule.led is None and not obs.closed:
        return "lead"
    return None


CORNERS = "corners"  # the first tip with Italian faces: what the corner letters stand for


class Coach:
    """The tip showing on a table scene, and its two buttons."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.tip: str | None = None
        self.btn_ok = widgets.Button(lambda: _("Got it (Enter)"), self.dismiss, primary=True, name="tip_ok")
        self.btn_off = widgets.Button(lambda: _("No more tips (N)"), self.turn_off, name="tip_off")
        self.buttons = widgets.ButtonRow([self.btn_ok, self.btn_off], keys=False)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.lines: list[str] = []
        self.text = ""
        self.text_px, self.line_h = ui.MIN_FONT_PX, 0
        # Where the table has room for a tip clear of every hand (set by the table for its size):
        # right of the opponent's hand, above the buttons. None: the top band, as in partnership.
        self.room: pygame.Rect | None = None
        self.pending: str | None = None  # the tip that follows the one showing

    def offer(self, key: str) -> bool:
        """Show the tip ``key`` if the coach is on and it has not been shown; True if it shows."""
        if self.tip is not None or not self.ctx.settings.coach:
            return False
        if key in self.ctx.coach_seen:
            return False
        # The first tip a player sees is where they first meet the cards: with Italian faces it
        # says what the corner letters (R, C, F) stand for, on its own (short enough to sit beside
        # the table); the tip asked for follows when it is dismissed.
        note = corner_note(self.ctx.settings.faces) if not self.ctx.coach_seen else ""
        if note:
            self.pending = key
            self._show(CORNERS, note)
        else:
            self._show(key, _(TIPS[key]))
        return True

    def _show(self, key: str, text: str) -> None:
        self.ctx.coach_seen.add(key)
        self.tip, self.text = key, text
        self.layout(self.ctx.window_size)

    @property
    def showing(self) -> bool:
        return self.tip is not None

    def tip_left(self, width: int) -> int:
        """The left edge of a tip showing beside the table, in a window ``width`` wide (the prompt and
        banners keep clear of it); 0: none."""
        return self.box.left if self.showing and self.box.left > width // 2 else 0

    def dismiss(self, follow: bool = True) -> None:
        """The tip goes; the one it came before (after the corner letters' tip) shows, unless the
        player acted on the table (``follow`` False): that moment has passed."""
        self.tip, pending, self.pending = None, self.pending, None
        if follow and pending is not None and self.ctx.settings.coach and pending not in self.ctx.coach_seen:
            self._show(pending, _(TIPS[pending]))

    def turn_off(self) -> None:
        self.tip = self.pending = None
        self.ctx.update_settings(coach=False)

    def handle(self, event: pygame.event.Event) -> bool:
        """While a tip shows it takes Enter, Space, Esc and N, and the clicks on its own box.

        A click anywhere else goes to the table: a tip never swallows a card.
        """
        if self.tip is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE):
                self.dismiss()
                return True
            if event.key == pygame.K_n:
                self.turn_off()
                return True
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if not self.box.collidepoint(event.pos):
                return False
            self.buttons.handle(event)
            return event.type != pygame.MOUSEMOTION
        return False

    def layout(self, size: tuple[int, int]) -> None:
        """Wrap the tip and place its box and buttons for this window size (draw only reads them):
        in the table's free room beside the opponent's hand when it holds the tip, else at the top."""
        if self.tip is None:
            return
        s = ui.ui_scale(size)
        px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
        room = self.room
        if room is not None and room.width >= px(200) and self._place(room, s, stacked=room.width < px(420), lines=12):
            return
        w, _h = size
        margin = max(8, int(size[1] * 0.02))
        # Right of the score panel (at most 28 % of the width), over the other hands' backs: from
        # the panel on, so that no sliver of the hand under it peeks out at its left.
        left = margin + int(w * 0.28) + margin
        top = pygame.Rect(left, margin, min(w - left - margin, px(680)), size[1])
        self._place(top, s, stacked=False, lines=5)

    def _place(self, room: pygame.Rect, s: float, stacked: bool, lines: int) -> bool:
        """The tip's box at the top left of ``room``, as wide as it; False if it is taller than the room."""
        px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
        width = min(room.width, px(680))
        bh, gap = px(38), px(8)
        buttons = 2 * bh + gap if stacked else bh
        for most in range(lines, 0, -1):  # fewer lines of smaller type, down to the smallest size, until it fits
            self.text_px, self.lines = ui.fit_lines(self.ctx.fonts, self.text, ui.TYPE.body.px(s),
                                                    width - max(32, px(32)), most)
            self.line_h = self.ctx.fonts.font(self.text_px).get_linesize()
            height = px(44) + len(self.lines) * self.line_h + px(10) + buttons + px(12)
            if height <= room.height or len(self.lines) > most:
                break
        if height > room.height:
            return False
        self.box = pygame.Rect(room.x, room.y, width, height)
        if stacked:
            bw = width - px(28)
            self.btn_ok.rect = pygame.Rect(self.box.x + px(14), self.box.bottom - px(12) - buttons, bw, bh)
            self.btn_off.rect = pygame.Rect(self.box.x + px(14), self.btn_ok.rect.bottom + gap, bw, bh)
        else:
            bw = (width - px(40)) // 2
            self.btn_ok.rect = pygame.Rect(self.box.x + px(14), self.box.bottom - bh - px(12), bw, bh)
            self.btn_off.rect = pygame.Rect(self.box.right - px(14) - bw, self.box.bottom - bh - px(12), bw, bh)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.tip is None:
            return
        s = ui.ui_scale(surface.get_size())
        px, lines, line_h = self.text_px, self.lines, self.line_h
        ui.draw_panel(surface, self.box, (12, 30, 22), border=ui.FOCUS)
        fonts = self.ctx.fonts
        ui.draw_styled(surface, fonts, _("Tip"), ui.TYPE.heading, s,
                       (self.box.x + int(20 * s), self.box.y + int(12 * s)), ui.ALERT,
                       max_width=self.box.width - int(40 * s))
        y = self.box.y + int(44 * s)
        for line in lines:
            ui.draw_text(surface, fonts, line, px, (self.box.x + int(20 * s), y), ui.CREAM)
            y += line_h
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(s))
