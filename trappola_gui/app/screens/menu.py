"""The main menu, and the felt, the fan of cards and the title every menu page stands on.

The New match form is ``new_match.py`` and the settings ``settings_page.py``: the first frame
of the window waits for neither, nor for the engine they check the rules with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..kit import ui, widgets
from ..lang.i18n import _
from ..shell.scene import Scene

if TYPE_CHECKING:
    from ..kit import fields
    from ..shell.context import Context


class Backdrop:
    """Felt, a fan of cards and a title: what every menu page stands on (a part of each)."""

    title_fan = ("AC", "KH", "QS", "JD", "2C")

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._felt: pygame.Surface | None = None
        self._felt_laid: tuple[int, int] | None = None  # the size the felt was last laid straight at

    def lay_felt(self, surface: pygame.Surface) -> None:
        """The felt over the whole surface.

        A size's first frame has the kept felt read straight onto the surface (``felt_onto``); the
        felt's own surface (4 MB at 1280x800), which the frames after it blit, is made at the
        second, so the first frame (the window's first of all) does not wait for it.
        """
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            if self._felt_laid != size:
                self._felt_laid = size
                self._felt = self.ctx.art.felt_onto(surface)  # None: laid straight from the kept felt
                return
            self._felt = self.ctx.art.felt(size)
        surface.blit(self._felt, (0, 0))

    def draw(self, surface: pygame.Surface, title: str, fan: bool = True) -> None:
        size = surface.get_size()
        self.lay_felt(surface)
        w, h = size
        s = ui.ui_scale(size)
        if fan:
            ch = int(h * 0.2)
            for i, code in enumerate(self.title_fan):
                img = self.ctx.art.turned_face(code, ch, 24 - i * 12)
                r = img.get_rect(center=(w // 2 + (i - 2) * ch * 0.32, int(h * 0.2) + abs(i - 2) * ch * 0.05))
                surface.blit(img, r)
        y = int(h * 0.36) if fan else int(30 * s)
        # The game's name, or the page's over the felt: the largest text there is.
        ui.draw_styled(surface, self.ctx.fonts, title, ui.TYPE.display, s, (w // 2, y), ui.CREAM,
                       anchor="midtop", max_width=int(w * 0.9))


class MenuScene(Scene):
    name = "menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.backdrop = Backdrop(ctx)  # the felt, the fan and the title
        self.subtitle_y = 0  # set by layout
        self.buttons = [
            widgets.Button(lambda: _("Continue"), self.on_continue, primary=True, name="continue"),
            widgets.Button(lambda: _("New match"), self.on_new, name="new"),
            widgets.Button(lambda: _("Play a friend"), self.on_friend, name="friend"),
            widgets.Button(lambda: _("Settings"), self.on_settings, name="settings"),
            widgets.Button(lambda: _("Rules"), self.on_rules, name="rules"),
            widgets.Button(lambda: _("Statistics"), self.on_stats, name="stats"),
            widgets.Button(lambda: _("Quit"), self.on_quit, name="quit"),
        ]
        self.form = widgets.Form(self.buttons)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        session = self.ctx.session
        can_continue = session is not None and session.can_continue()
        self.buttons[0].visible = self.buttons[0].enabled = can_continue
        self.buttons[1].primary = not can_continue
        self.buttons[2].visible = self.buttons[2].enabled = self.ctx.friends is not None
        self.buttons[5].visible = self.buttons[5].enabled = session is not None and session.counts_stats
        self.form.items = [b for b in self.buttons if b.visible]
        self.form.index = 0
        self.form._mark()
        self.layout(self.ctx.window_size)

    def layout(self, size: tuple[int, int]) -> None:
        """The subtitle under the game's name, then the buttons a clear gap below it, down to the
        window's foot with all seven shown (Continue and Play a friend too) at 800x600."""
        w, h = size
        s = ui.ui_scale(size)
        sub_px = ui.TYPE.body.px(s)
        self.subtitle_y = int(h * 0.36) + self.px(58)
        sub_bottom = self.subtitle_y + self.ctx.fonts.font(sub_px, weight=ui.TYPE.body.weight).get_linesize()
        top = sub_bottom + max(12, self.px(22))
        n = max(1, sum(b.visible for b in self.buttons))
        bh = int(46 * s)
        room = h - top - max(10, self.px(16))
        gap = max(6, int(min(12 * s, (room - n * bh) / max(1, n - 1))))
        widgets.stack_buttons(self.buttons, w // 2, top, int(260 * s), bh, gap)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_quit()
            return True
        return self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, "Trappola")
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        ui.draw_styled(surface, self.ctx.fonts, _("The Venetian card game, since 1524"), ui.TYPE.body, s,
                       (w // 2, self.subtitle_y), ui.MUTED, anchor="midtop")
        self.form.draw(surface, self.ctx.fonts, ui.TYPE.label.px(s))

    def on_continue(self) -> None:
        if self.ctx.session is not None:
            self.ctx.session.resume_match()

    def on_new(self) -> None:
        self.nav.new_match()

    def on_friend(self) -> None:
        self.nav.friend()

    def on_settings(self) -> None:
        self.nav.settings()

    def on_rules(self) -> None:
        self.nav.rules()

    def on_stats(self) -> None:
        session = self.ctx.session
        if session is not None and session.counts_stats:
            self.nav.stats(session.current_stats())

    def on_quit(self) -> None:
        self.ctx.quit_requested = True


class FormScene(Scene):
    """A page of selectors with a primary button and Back."""

    def __init__(self, ctx: Context, title: Callable[[], str]) -> None:
        super().__init__(ctx)
        self.backdrop = Backdrop(ctx)  # the felt, the fan and the title
        self.title = title
        self.selectors: list[fields.Selector | fields.TextField] = []  # the rows, one above the other
        self.actions: list[widgets.Button] = []
        self.form = widgets.Form([])

    def build(self, selectors: list[fields.Selector | fields.TextField], actions: list[widgets.Button]) -> None:
        self.selectors, self.actions = selectors, actions
        items = selectors + actions  # a name of its own: mypy infers `+` wrongly where Form's type is the context
        self.form = widgets.Form(items)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        top = self.px(100)
        bottom_room = int(70 * s)
        row_h = max(self.px(30), min(int(44 * s), (h - top - bottom_room - 40) // max(1, len(self.selectors))))
        width = min(int(w * 0.86), int(640 * s))
        for i, sel in enumerate(self.selectors):
            sel.rect = pygame.Rect(0, 0, width, row_h - 6)
            sel.rect.midtop = (w // 2, top + i * row_h)
        bw, bh = int(200 * s), int(46 * s)
        x = w // 2 - (len(self.actions) * bw + (len(self.actions) - 1) * 16) // 2
        for b in self.actions:
            b.rect = pygame.Rect(x, h - bh - int(20 * s), bw, bh)
            x += bw + 16

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, self.title(), fan=False)
        self.form.draw(surface, self.ctx.fonts, ui.TYPE.label.px(ui.ui_scale(surface.get_size())))
