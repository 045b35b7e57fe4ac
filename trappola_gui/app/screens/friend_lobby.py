"""The table's waiting room: connecting, the code and the address to give a friend, who has sat down.

It opens the table (the deal, or the tricks of a deal under way) as soon as every seat is taken and
the server's first view has come; a failed connection says why, in the player's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Phase

from ..kit import ui, widgets
from ..lang.i18n import _
from ..lang.names import level_name
from ..shell.scene import Scene
from .menu import Backdrop

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.remote import RemoteTable


def problem_words(code: str, text: str) -> str:
    """Why a table could not be reached or joined, for the player."""
    words = {
        "unreachable": _("No table answers at that address. Check it, and that your friend's game is hosting."),
        "no_table": _("There is no table with that code at that address."),
        "full": _("Every seat at that table is taken."),
        "bad_token": _("That table no longer knows this seat."),
        "too_many_tries": _("Too many wrong codes: wait a minute and try again."),
        "busy": _("That server has no room for another table just now."),
        "timeout": _("The table did not answer in time."),
    }
    if code == "version":
        return _("Your friend has another version of Trappola ({text}): update to play together.").format(text=text)
    return words.get(code, _("The connection failed: {reason}").format(reason=text))


class LobbyScene(Scene):
    name = "friend_lobby"

    def __init__(self, ctx: Context, table: RemoteTable) -> None:
        super().__init__(ctx)
        self.backdrop = Backdrop(ctx)  # the felt, the fan and the title
        self.table = table
        self.btn_fill = widgets.Button(lambda: _("Computer for empty seats"), self.on_fill, name="fill",
                                       visible=False)
        self.btn_leave = widgets.Button(lambda: _("Back"), self.on_leave, name="leave")
        self.form = widgets.Form([self.btn_fill, self.btn_leave])
        self._shown: tuple[object, ...] = ()

    def update(self, dt: float) -> None:
        table = self.table
        table.pump()
        if table.current is not None and table.state == "up" and not table.line.waiting_for_seats:
            if table.view.observation.phase in (Phase.PLAY, Phase.OVER):
                self.nav.play(table, alone=True)
            else:
                self.nav.deal(table, resumed=table.moves > 0, alone=True)
            return
        host = table.host and table.current is not None and table.rules.players == 4
        self.btn_fill.visible = self.btn_fill.enabled = host
        self.form.items = [b for b in (self.btn_fill, self.btn_leave) if b.visible]
        seen = (table.state, table.current and table.current.state["seats"], host)
        if seen != self._shown and self.stack is not None:
            self._shown = seen
            self.layout(self.ctx.window_size)
            self.stack.dirty = True

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        live = [b for b in (self.btn_fill, self.btn_leave) if b.visible]
        widgets.stack_buttons(live, w // 2, h - int(len(live) * 56 * s) - int(30 * s), int(300 * s), int(46 * s),
                              int(10 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_leave()
            return True
        return self.form.handle(event)

    def on_fill(self) -> None:
        self.table.line.fill()

    def on_leave(self) -> None:
        friends = self.ctx.friends
        if friends is not None and (self.table.state == "failed" or self.table.seat is None):
            friends.close()  # nothing to come back to
        self.nav.menu()

    def lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """What the room says: (text, colour, large)."""
        table = self.table
        if table.state == "failed":
            problem = table.problem
            return [(problem_words(problem.code if problem else "", str(problem or "")), ui.ALERT, False)]
        if table.current is None or table.seat is None:
            return [(_("Connecting to the table…"), ui.CREAM, False)]
        code = table.seat.code
        out: list[tuple[str, tuple[int, int, int], bool]] = [(_("Table {code}").format(code=code), ui.CREAM, True)]
        friends = self.ctx.friends
        port = friends.port if friends is not None else None
        if table.host and friends is not None and port is not None:
            addresses = friends.addresses()
            where = ", ".join(f"{a}:{port}" for a in addresses[:3])
            out.append((_("Your friend joins with this code at {where}").format(where=where), ui.CREAM, False))
            out.append((f"trappola://{addresses[0]}:{port}/{code}", ui.MUTED, False))
        if table.state == "down":
            out.append((_("The connection dropped: reconnecting…"), ui.ALERT, False))
        for i, seat in enumerate(table.line.seats):
            if seat["kind"] == "person":
                who = seat["name"] + (" (" + _("you") + ")" if i == table.view.state["seat"] else "")
            elif seat["kind"] == "computer":
                who = _("Computer · {level}").format(level=level_name(seat["level"] or "normal"))
            else:
                who = _("an open seat")
            out.append((_("Seat {n}: {who}").format(n=i + 1, who=who), ui.MUTED, False))
        out.append((_("Waiting for the other players…"), ui.CREAM, False))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, _("Play a friend"), fan=False)
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        fonts = self.ctx.fonts
        y = self.px(110)
        for text, colour, large in self.lines():
            style = ui.TYPE.heading if large else ui.TYPE.body
            px = style.px(s)
            for line in fonts.wrap(text, px, int(w * 0.86))[:3]:
                ui.draw_text(surface, fonts, line, px, (w // 2, y), colour, anchor="midtop", weight=style.weight)
                y += fonts.font(px).get_linesize()
            y += self.px(6)
        self.form.draw(surface, fonts, ui.TYPE.label.px(s))
