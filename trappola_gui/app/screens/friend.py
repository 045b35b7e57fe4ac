"""Play a friend: the page with the player's name and the ways in (host, join, continue), and Host.

Hosting starts a table server inside this game (``shell/friend.py``); Join is ``friend_join.py``,
and the table's waiting room ``friend_lobby.py``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from ..kit import fields, ui, widgets
from ..lang.i18n import _, _l
from ..lang.names import level_name
from .menu import FormScene
from .new_match import NewMatchScene

if TYPE_CHECKING:
    from ..shell.context import Context

log = logging.getLogger(__name__)


class FriendScene(FormScene):
    """Your name, then Host a table, Join a table, or Continue the table left."""

    name = "friend"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, lambda: _("Play a friend"))
        self.name_field = fields.TextField(
            # TRANSLATORS: the label of the field where a player types the name friends see at the table.
            lambda: _("Your name"), value=ctx.settings.player_name, max_len=24, name="player_name", text=True,
            placeholder=lambda: _("the name your friends see"), on_change=self.on_name)
        self.btn_continue = widgets.Button(lambda: _("Continue"), self.on_continue, primary=True, name="continue")
        self.build([self.name_field], [
            self.btn_continue,
            widgets.Button(lambda: _("Host a table"), self.on_host, name="host"),
            widgets.Button(lambda: _("Join a table"), self.on_join, name="join"),
            widgets.Button(lambda: _("Back"), self.back, name="back"),
        ])
        self.refresh()

    def refresh(self) -> None:
        friends = self.ctx.friends
        live = friends is not None and friends.can_resume()
        self.btn_continue.visible = self.btn_continue.enabled = live
        self.actions[1].primary = not live
        self.form.items = [self.name_field] + [b for b in self.actions if b.visible]
        self.form.index = min(self.form.index, len(self.form.items) - 1)
        self.form._mark()
        self.layout(self.ctx.window_size)

    def resume(self) -> None:
        self.refresh()

    def on_name(self, value: str) -> None:
        self.ctx.update_settings(player_name=value.strip())

    def layout(self, size: tuple[int, int]) -> None:
        actions, self.actions = self.actions, [b for b in self.actions if b.visible]
        super().layout(size)
        self.actions = actions

    def on_continue(self) -> None:
        friends = self.ctx.friends
        if friends is not None and friends.resume() is not None:
            self.nav.friend_lobby()

    def on_host(self) -> None:
        self.nav.friend_host()

    def on_join(self) -> None:
        self.nav.friend_join()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        text = _("Host a table and tell your friend its code, or join the table a friend hosts. "
                 "On the same network the table is found by itself.")
        px = ui.TYPE.body.px(s)
        y = self.name_field.rect.bottom + self.px(24)
        for line in self.ctx.fonts.wrap(text, px, int(w * 0.8))[:4]:
            ui.draw_text(surface, self.ctx.fonts, line, px, (w // 2, y), ui.MUTED, anchor="midtop")
            y += self.ctx.fonts.font(px).get_linesize()


class HostScene(NewMatchScene):
    """New match's choices for a table friends join: the variant and its options, the target; in the
    partnership game how many people sit down and the computer's level for the other seats."""

    name = "friend_host"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.title = lambda: _("Host a table")
        self.choice.update(people=2, computer=ctx.settings.level)
        kept = [row for row in self.rows if row.name not in ("level", "partner_level", "code")]
        self.rows = kept[:2] + [
            self.sel(_l("People at the table"), "people", [2, 3, 4], str),
            self.sel(_l("Computer for empty seats"), "computer", ["easy", "normal", "hard"], level_name),
        ] + kept[2:]
        self.build(self.rows, [
            widgets.Button(lambda: _("Host"), self.on_start, primary=True, name="start"),
            widgets.Button(lambda: _("Back"), self.back, name="back"),
        ])
        self.show_applicable()

    def on_start(self) -> None:
        rules = self.checked_rules()
        friends = self.ctx.friends
        if rules is None or friends is None:
            return
        c = self.choice
        self.ctx.update_settings(variant=c["variant"], target=c["target"], faces=c["faces"],
                                 rule_options=self.rule_options())
        people = c["people"] if rules.players == 4 else 2
        try:
            friends.host(rules, people, c["computer"])
        except OSError as exc:
            log.warning("could not host: %s", exc)
            self.error = _("The table could not be opened here: {reason}").format(reason=exc)
            return
        self.nav.friend_lobby()
