"""Join a table: the tables found on the local network, or an address and a code, or a pasted link.

The list comes from ``net.lan.LanFinder`` (mDNS, while this page is open); where multicast does not
work the page says so, and the address and code still join.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from ..kit import fields, ui, widgets
from ..lang.i18n import _
from .menu import FormScene

if TYPE_CHECKING:
    from trappola_gui.net.lan import FoundTable, LanFinder

    from ..shell.context import Context

log = logging.getLogger(__name__)
MOST_SHOWN = 4  # found tables listed at once


def table_address(address: str, code: str) -> tuple[str, str]:
    """What the player typed as (url, code); raises ValueError with the player's words.

    >>> table_address("192.168.1.5", "k7qm2xab")
    ('ws://192.168.1.5:7651', 'K7QM-2XAB')
    >>> table_address("trappola://10.0.0.2:8000/K7QM-2XAB", "")
    ('ws://10.0.0.2:8000', 'K7QM-2XAB')
    """
    from trappola_gui.net.client import parse_link
    from trappola_gui.net.codes import normal_code
    from trappola_gui.net.messages import DEFAULT_PORT

    text = address.strip()
    if text.startswith(("trappola://", "trappolas://")):
        try:
            return parse_link(text)
        except ValueError:
            raise ValueError(_("A table link looks like trappola://HOST:PORT/CODE.")) from None
    found = normal_code(code)
    if found is None:
        raise ValueError(_("A table code is eight letters and digits, like K7QM-2XAB."))
    if not text:
        raise ValueError(_("Type the address your friend's table shows, or pick a table found on this network."))
    if not text.startswith(("ws://", "wss://")):
        text = "ws://" + text
    host = text.split("://", 1)[1]
    if "/" in host or not host or any(ch.isspace() for ch in host):
        raise ValueError(_("An address looks like 192.168.1.5 or 192.168.1.5:7651."))
    if ":" not in host.rsplit("]", 1)[-1]:
        text += f":{DEFAULT_PORT}"
    return text, found


class JoinScene(FormScene):
    name = "friend_join"

    def __init__(self, ctx: Context, link: str = "") -> None:
        super().__init__(ctx, lambda: _("Join a table"))
        self.address = fields.TextField(lambda: _("Address or link"), value=link, max_len=120, name="address",
                                         text=True, placeholder=lambda: "192.168.1.5:7651",
                                         on_change=self.clear_error)
        self.code = fields.TextField(lambda: _("Table code"), max_len=9, name="code",
                                      placeholder=lambda: "K7QM-2XAB", on_change=self.clear_error)
        self.found_buttons: list[widgets.Button] = []
        self.found: list[FoundTable] = []
        self.finder: LanFinder | None = None
        self.error = ""
        self.build([self.address, self.code], [
            widgets.Button(lambda: _("Join"), self.on_join, primary=True, name="join"),
            widgets.Button(lambda: _("Back"), self.back, name="back"),
        ])
        self.form.index = 0
        self.form._mark()

    def clear_error(self, _value: str) -> None:
        self.error = ""

    def enter(self) -> None:
        friends = self.ctx.friends
        if friends is not None and friends.lan:
            try:
                from trappola_gui.net.lan import LanFinder

                self.finder = LanFinder()
            except Exception as exc:  # no network at all: the address still joins
                log.warning("could not look for tables: %s", exc)

    def exit(self) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def update(self, dt: float) -> None:
        found = self.finder.tables()[:MOST_SHOWN] if self.finder is not None else []
        if found != self.found:
            self.found = found
            self.found_buttons = [self._found_button(t) for t in found]
            items: list[widgets.Button | fields.Selector | fields.TextField] = [*self.found_buttons, self.address,
                                                                                  self.code, *self.actions]
            self.form.items = items
            self.form._mark()
            self.layout(self.ctx.window_size)
            if self.stack is not None:
                self.stack.dirty = True

    def _found_button(self, table: FoundTable) -> widgets.Button:
        label = f"{table.name} · {table.code}"
        return widgets.Button(lambda: label, lambda: self.join(table.url, table.code), name="found")

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        top = self.px(150)
        bw, bh = min(int(w * 0.7), int(460 * s)), int(38 * s)
        for i, b in enumerate(self.found_buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, top + i * (bh + self.px(8)))
        super().layout(size)
        shift = top + MOST_SHOWN * (bh + self.px(8)) + self.px(40) - self.px(100)
        for row in self.selectors:
            row.rect.y += shift

    def on_join(self) -> None:
        try:
            url, code = table_address(self.address.value, self.code.value)
        except ValueError as exc:
            self.error = str(exc)
            return
        self.join(url, code)

    def join(self, url: str, code: str) -> None:
        friends = self.ctx.friends
        if friends is None:
            return
        friends.join(url, code)
        self.nav.friend_lobby()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        fonts = self.ctx.fonts
        px = ui.TYPE.body.px(s)
        heading = _("Tables on this network")
        ui.draw_styled(surface, fonts, heading, ui.TYPE.strong, s, (w // 2, self.px(110)), ui.CREAM, anchor="midtop")
        if not self.found_buttons:
            if self.finder is None or not self.finder.working:
                note = _("Tables cannot be looked for on this network (no multicast): join by address and code.")
            else:
                note = _("Looking for tables… If none comes, join by the address and code your friend sees.")
            for i, line in enumerate(fonts.wrap(note, px, int(w * 0.8))[:2]):
                ui.draw_text(surface, fonts, line, px, (w // 2, self.px(150) + i * fonts.font(px).get_linesize()),
                             ui.MUTED, anchor="midtop")
        if self.error:
            y = self.code.rect.bottom + self.px(12)
            for line in fonts.wrap(self.error, px, int(w * 0.8))[:2]:
                ui.draw_text(surface, fonts, line, px, (w // 2, y), ui.ALERT, anchor="midtop")
                y += fonts.font(px).get_linesize()
