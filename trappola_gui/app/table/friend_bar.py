"""At a friend's table: who is away and what to do about it, the connection, and the quick messages.

The table draws and plays a friend's seat like the computer's; what only a friend's table has
lives here: "Anna disconnected — waiting 0:42" with Wait, Pause and save, or Let the computer
play; the table paused; the connection lost and coming back; and the five phrases a player can
say (shown to the others in their own language; there is no free text).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import pygame

from ..kit import ui, widgets
from ..lang.i18n import _

if TYPE_CHECKING:
    from trappola_gui.net.client import NetError

    from ..shell.context import Context

PHRASE_WORDS = {
    "good_luck": lambda: _("Good luck!"),
    "well_played": lambda: _("Well played!"),
    "good_game": lambda: _("Good game!"),
    "one_moment": lambda: _("One moment, please."),
    "thanks": lambda: _("Thanks!"),
}


@runtime_checkable
class FriendSeat(Protocol):
    """What a seat at a friend's table offers beside its table source (``shell/remote_line.FriendLine``)."""

    state: str
    problem: NetError | None

    @property
    def seats(self) -> list[dict[str, Any]]: ...

    @property
    def paused(self) -> bool: ...

    @property
    def names(self) -> Mapping[int, str]: ...

    def say(self, phrase: str) -> bool: ...

    def choose_for_absent(self, seat: int, choice: str) -> bool: ...

    def take_said(self) -> list[tuple[int, str]]: ...


def away_words(name: str, seconds: int) -> str:
    return _("{name} disconnected — waiting {time}").format(name=name, time=f"{seconds // 60}:{seconds % 60:02d}")


class FriendBar:
    """The friend's table's own panel and buttons, over the table."""

    def __init__(self, ctx: Context, seat: FriendSeat, me: int, show: Any) -> None:
        self.ctx = ctx
        self.seat = seat
        self.me = me
        self.show = show  # the table's banner: show(text, seconds)
        self.phrases_open = False
        self.away: list[tuple[int, str, int]] = []  # (seat, name, seconds away) of the people away
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.choices = widgets.ButtonRow([
            widgets.Button(lambda: _("Wait"), lambda: self.choose("wait"), name="wait"),
            widgets.Button(lambda: _("Pause and save"), lambda: self.choose("pause"), name="pause"),
            widgets.Button(lambda: _("Let the computer play"), lambda: self.choose("computer"), name="computer"),
        ], keys=False)
        self.phrase_buttons = widgets.ButtonRow([widgets.Button(words, self._sayer(key), name=key)
                                                 for key, words in PHRASE_WORDS.items()], keys=False)
        self.heard = ""  # the last quick message another player said
        self.waited: set[int] = set()  # seats whose absence this player chose to wait out
        self._key: tuple[Any, ...] = ()
        self._since: dict[int, tuple[int | None, float]] = {}  # seat -> (seconds the server said, when)

    # ------------------------------------------------------------ what happens
    def update(self) -> bool:
        """Read the seats and the messages; True if what the bar shows changed."""
        for seat, phrase in self.seat.take_said():
            words = PHRASE_WORDS.get(phrase)
            if words is not None and seat != self.me:
                who = self.seat.names.get(seat) or _("Your friend")
                self.heard = _("{who}: {words}").format(who=who, words=words())
                self.show(self.heard, 3.0)
        away = []
        now = time.monotonic()
        for i, s in enumerate(self.seat.seats if self.seat.state != "connecting" else []):
            if s["kind"] == "person" and i != self.me and not s["connected"] and not s["stand_in"]:
                told = int(s["away"] or 0)  # as of the server's last view: counted on here
                if self._since.get(i, (None, 0.0))[0] != told:
                    self._since[i] = (told, now)
                away.append((i, s["name"], told + int(now - self._since[i][1])))
        self.away = away
        key = (self.seat.state, tuple(self.away), self.seat.paused if away or self.seat.state == "up" else False,
               self.phrases_open)
        changed = key != self._key
        self._key = key
        return changed

    def choose(self, choice: str) -> None:
        for seat, _name, _t in self.away:
            if choice == "wait":
                self.waited.add(seat)
            else:
                self.seat.choose_for_absent(seat, choice)

    def say(self, phrase: str) -> None:
        self.phrases_open = False
        if self.seat.say(phrase):
            self.show(_("You: {words}").format(words=PHRASE_WORDS[phrase]()), 2.0)

    def _sayer(self, phrase: str) -> Callable[[], None]:
        return lambda: self.say(phrase)

    def toggle_phrases(self) -> None:
        self.phrases_open = not self.phrases_open

    @property
    def asking(self) -> bool:
        """The away panel's choices are on the table."""
        return bool(self.away) and not self.seat.paused and not all(s in self.waited for s, _n, _t in self.away)

    def message(self) -> tuple[str, bool] | None:
        """The line the bar shows now, and whether it is an alert."""
        state = self.seat.state
        if state == "failed":
            problem = self.seat.problem
            return _("The table cannot be reached: {reason}").format(reason=problem or ""), True
        if state in ("down", "connecting"):
            return _("The connection dropped: reconnecting…"), True
        if self.seat.paused:
            return _("The table is paused: it goes on when everyone is back."), False
        if self.away:
            return "  ·  ".join(away_words(name, t) for _s, name, t in self.away), True
        return None

    # ------------------------------------------------------------ input and drawing
    def handle(self, event: pygame.event.Event) -> bool:
        if self.phrases_open and self.phrase_buttons.handle(event):
            return True
        if self.asking and self.choices.handle(event):
            return True
        if self.phrases_open and event.type == pygame.MOUSEBUTTONDOWN:
            self.phrases_open = False
        return False

    def layout(self, size: tuple[int, int], column: pygame.Rect) -> None:
        """``column``: where the table's buttons stand (the phrases open beside it)."""
        w, h = size
        s = ui.ui_scale(size)
        self.panel = pygame.Rect(0, 0, min(int(w * 0.9), int(720 * s)), int(118 * s))
        self.panel.center = (w // 2, int(h * 0.42))
        bw, bh, gap = (self.panel.width - int(40 * s)) // 3, int(36 * s), int(10 * s)
        for i, b in enumerate(self.choices.buttons):
            b.rect = pygame.Rect(self.panel.x + int(10 * s) + i * (bw + gap), self.panel.bottom - bh - int(12 * s),
                                 bw, bh)
        pw, ph = int(190 * s), int(32 * s)
        shown = self.phrase_buttons.buttons
        for i, b in enumerate(shown):  # a column above the table's buttons, the first phrase on top
            b.rect = pygame.Rect(column.right - pw, column.y - (len(shown) - i) * (ph + int(6 * s)), pw, ph)

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.ctx.fonts
        s = ui.ui_scale(surface.get_size())
        said = self.message()
        if said is not None:
            text, alert = said
            if self.asking:
                ui.draw_panel(surface, self.panel)
                top = (self.panel.centerx, self.panel.y + int(14 * s))
                ui.draw_styled(surface, fonts, text, ui.TYPE.strong, s, top, ui.ALERT, anchor="midtop",
                               max_width=self.panel.width - int(20 * s))
                self.choices.draw(surface, fonts, ui.TYPE.small.px(s))
            else:
                w = surface.get_width()
                box = pygame.Rect(0, 0, min(int(w * 0.7), int(640 * s)), int(40 * s))
                box.center = (w // 2, int(surface.get_height() * 0.42))
                ui.draw_panel(surface, box)
                ui.draw_styled(surface, fonts, text, ui.TYPE.body, s, box.center, ui.ALERT if alert else ui.CREAM,
                               anchor="center", max_width=box.width - int(20 * s))
        if self.phrases_open:
            self.phrase_buttons.draw(surface, fonts, ui.TYPE.small.px(s))
