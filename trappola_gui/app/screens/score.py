"""The score after a deal: each side's card points, declarations, last trick,
schneider/schwarz, the deal total, and the match totals against the target, each line with the
cards that made it (score_deal.py).

The deal that decides the match shows its score like every other deal, with
Match result where Next deal would be; then the same screen shows the match's
end (match_end.py): the winner's moment, the final match sheet with the
deciding deal marked, Play again (same rules and levels, a new shuffle) and Menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine.breakdown import deal_breakdown

from ..kit import ui, widgets
from ..lang.i18n import _
from ..shell.controller import MatchController
from ..shell.scene import Scene
from ..table import words
from .match_end import MatchEndView
from .match_sheet import controller_rows, player_side, side_names
from .score_deal import DealScoreView, score_lines

if TYPE_CHECKING:
    from ..kit.card_layer import CardLayer
    from ..shell.context import Context
    from ..shell.source import MatchSource


class ScoreScene(Scene):
    # A screen of its own on the felt: nothing of the table shows through or is cut by its panel.
    opaque = True
    name = "score"

    def __init__(self, ctx: Context, controller: MatchSource, layer: CardLayer | None) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.waiting = False  # at a friend's table: Next deal was pressed, the others have not yet
        self._shown_label = ""
        self.layer = layer  # the table's cards, under this screen
        self.result = controller.deal.result()
        self.status = controller.match.status()
        self.side = player_side(controller)
        self.over = self.status.winner is not None
        self.showing_end = False  # the match's end, once the deal that decided it has been shown
        self.rows = controller_rows(controller) if self.over else []
        self.deal_view = self.make_deal_view()
        self.end_view: MatchEndView | None = None
        self.content_bottom = 0
        self._felt: pygame.Surface | None = None
        self.buttons = widgets.ButtonRow()
        over = self.over
        self.btn_next = widgets.Button(lambda: _("Next deal"), self.on_next, primary=True, visible=not over,
                                  name="next")
        self.btn_result = widgets.Button(lambda: _("Match result"), self.on_result, primary=True, visible=over,
                                    name="result")
        self.btn_again = widgets.Button(lambda: _("Play again"), self.on_again, primary=True, visible=False,
                                   name="again")
        self.btn_next.label = self.next_label
        self.btn_menu = widgets.Button(lambda: _("Menu"), self.on_menu, name="menu")
        self.buttons.buttons = [self.btn_next, self.btn_result, self.btn_again, self.btn_menu]
        (self.btn_result if over else self.btn_next).focused = True
        self.tools = widgets.ButtonRow([
            widgets.Button(lambda: _("Match sheet (M)"), self.on_sheet, name="sheet"),
            widgets.Button(lambda: _("Replay (R)"), self.on_replay, name="replay"),
            widgets.Button(lambda: _("Review (V)"), self.on_review, name="review"),
            widgets.Button(lambda: _("Export (E)"), self.on_export, name="export", visible=ctx.storage is not None),
        ], keys=False)
        self.exported = ""
        self.box = pygame.Rect(0, 0, 10, 10)

    def enter(self) -> None:
        self.ctx.play_sound("score")
        if self.status.winner is not None and self.ctx.settings.coach:
            # The coach is for the first match: once one is over, it has done its work.
            self.ctx.update_settings(coach=False)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        if w < 1100 or h < 700:
            # A small window has no room beside the table's scoreboard: the sheet takes the window.
            self.box = pygame.Rect(0, 0, w, h)
        else:
            self.box = pygame.Rect(0, 0, min(int(w * 0.9), int(1000 * s)), min(int(h * 0.94), int(720 * s)))
            self.box.center = (w // 2, h // 2)
        bw, bh = int(170 * s), int(44 * s)
        y = self.box.bottom - int(30 * s)
        live = [b for b in self.buttons.buttons if b.visible]
        total = len(live) * bw + (len(live) - 1) * int(12 * s)
        x = self.box.centerx - total // 2
        for b in live:
            b.rect = pygame.Rect(x, 0, bw, bh)
            b.rect.centery = y
            x += bw + int(12 * s)
        tools = [b for b in self.tools.buttons if b.visible]
        gap = int(8 * s)
        tw, th = min(int(220 * s), (self.box.width - int(24 * s)) // max(1, len(tools)) - gap), int(32 * s)
        x = self.box.centerx - (len(tools) * (tw + gap) - gap) // 2
        for b in tools:
            b.rect = pygame.Rect(x, y - bh // 2 - gap - th, tw, th)
            x += tw + gap
        self.content_bottom = y - bh // 2 - gap - th - int(14 * s)

    def make_deal_view(self) -> DealScoreView:
        ctl, r, me = self.ctl, self.result, self.side
        two = ctl.rules.players == 2
        names = side_names(ctl.rules.players, ctl)
        friend = words.friend_name(ctl.human, ctl.rules.players, ctl.names)
        sides = (me, 1 - me)
        if r.winner is None:
            title = _("A drawn deal")
        elif r.winner == me:
            title = _("You win the deal") if two else _("Your team wins the deal")
        else:
            title = _("{name} wins the deal").format(name=friend) if friend else \
                _("The opponent wins the deal") if two else _("The opponents win the deal")
        score = f"{r.deal_points[me]} – {r.deal_points[1 - me]}"
        code = ctl.deal_code()
        subtitle = score if not code else score + "  ·  " + _("Deal code {code}").format(code=code)
        notes = []
        for side in sides:
            if r.schwarz[side]:
                note = _("{who}: schwarz — no trick, no points (+12 to the other side)")
            elif r.schneider[side]:
                note = _("{who}: schneider — no trick (+6 to the other side)")
            else:
                continue
            notes.append(note.format(who=names[sides.index(side)]))
        if self.status.tiebreak:
            notes.append(_("Level over the target: one more deal decides."))
        return DealScoreView(self.ctx.art, self.ctx.fonts, r, self.status,
                             score_lines(r, deal_breakdown(ctl.deal), sides), names, sides, ctl.rules.target,
                             title, subtitle, notes)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.on_menu, pygame.K_r: self.on_replay, pygame.K_m: self.on_sheet,
                    pygame.K_v: self.on_review}
            if self.ctx.storage is not None:
                keys[pygame.K_e] = self.on_export
            if event.key in keys:
                keys[event.key]()
                return True
        if self.end_view is not None and not self.end_view.done and event.type in (
                pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.end_view.finish()  # a click or a key during the moment shows it whole, and acts
        if self.tools.handle(event):
            return True
        return self.buttons.handle(event) or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def on_sheet(self) -> None:
        self.nav.match_sheet(self.ctl)

    def on_replay(self) -> None:
        self.nav.replay(self.ctl.deal, self.ctl.match)

    def on_review(self) -> None:
        """Where this deal's points were won and lost, from the player's seat."""
        human = self.ctl.human
        self.nav.review(self.ctl.deal, human if human is not None else 0)

    def on_export(self) -> None:
        """Write this deal as a deal record the player can keep, share or replay."""
        import time

        from trappola_gui.engine import deal_to_json
        from trappola_gui.storage import StorageError, export_deal

        if self.ctx.storage is None:
            return  # a window that saves nothing (a tour) has no folder to export to
        folder = self.ctx.storage.data_dir / "exports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = export_deal(deal_to_json(self.ctl.deal), folder / time.strftime("deal-%Y%m%d-%H%M%S.json"))
        except (StorageError, OSError) as exc:
            self.exported = _("The deal could not be saved: {reason}").format(reason=exc)
            return
        self.exported = _("Deal saved as {path}").format(path=path)

    # ------------------------------------------------------------ actions
    def on_result(self) -> None:
        """From the deal that decided the match to the match's end."""
        if not self.over or self.showing_end:
            return
        self.showing_end = True
        self.btn_result.visible = self.btn_result.focused = False
        again = isinstance(self.ctl, MatchController)  # a friend's table is hosted again from Play a friend
        self.btn_again.visible = self.btn_again.focused = again
        self.btn_menu.focused = not again
        self.end_view = MatchEndView.of(self.winner_line(), self.status.winner == self.side, self.rows,
                                        side_names(self.ctl.rules.players, self.ctl), self.ctl.rules.target,
                                        animated=self.ctx.animation_scale > 0)
        self.layout(self.ctx.window_size)
        self.ctx.play_sound("match")

    def on_next(self) -> None:
        if self.over:  # a decided match has no next deal: its end comes next
            self.on_result()
            return
        if self.ctl.ask_next_deal():
            self.nav.next_deal(self.ctl, self.layer)  # on the table under this screen
            return
        self.waiting = True  # a friend has not seen the score yet: the next deal comes when they have
        self.btn_next.enabled = False

    def on_again(self) -> None:
        """The same rules and levels again, with a new shuffle."""
        ctl = self.ctl
        session = self.ctx.session
        if session is None or not isinstance(ctl, MatchController):
            return  # a friend's table is hosted again from Play a friend
        session.on_match_closed(ctl)
        human = ctl.human
        partner = None if human is None else ctl.rules.game.partner(human)
        mine = ctl.rules.game.side(human if human is not None else 0)
        opponents = [lvl for seat, lvl in sorted(ctl.levels.items()) if ctl.rules.game.side(seat) != mine]
        level = opponents[0] if opponents else ctl.level
        partner_level = ctl.levels.get(partner) if partner is not None else None
        # A finished match is filed above, so this asks nothing; it is the one way to a new match all the same.
        self.nav.new_match_guarded(lambda: session.start_match(ctl.rules, level, human=human,
                                                               partner_level=partner_level))

    def on_menu(self) -> None:
        if self.status.winner is not None:
            if isinstance(self.ctl, MatchController):
                if self.ctx.session is not None:
                    self.ctx.session.on_match_closed(self.ctl)
            elif self.ctx.friends is not None:
                self.ctx.friends.close()  # the friend's match is over: its records are kept
        self.nav.menu()

    def next_label(self) -> str:
        """Next deal; at a friend's table, once pressed, who the next deal waits for."""
        if not self.waiting:
            return _("Next deal")
        who = self.ctl.waiting_for()
        if not who:
            return _("Dealing…")
        return _("Waiting for {names}…").format(names=", ".join(who))

    # ------------------------------------------------------------ drawing
    @property
    def busy(self) -> bool:
        """While the match end's moment runs, the loop keeps drawing frames (it idles otherwise)."""
        return self.end_view is not None and not self.end_view.done

    def update(self, dt: float) -> None:
        if self.waiting:
            if self.ctl.ask_next_deal():
                self.waiting = False
                self.nav.next_deal(self.ctl, self.layer)
                return
            label = self.next_label()
            if label != self._shown_label and self.stack is not None:
                self._shown_label = label
                self.stack.dirty = True
        if self.end_view is not None:
            scale = self.ctx.animation_scale
            if scale > 0:
                self.end_view.update(dt / scale)
            else:
                self.end_view.finish()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        if self._felt is None or self._felt.get_size() != (w, h):
            self._felt = self.ctx.art.felt((w, h))
        surface.blit(self._felt, (0, 0))
        full = self.box.size == (w, h)
        ui.draw_panel(surface, self.box, ui.SHEET, radius=0 if full else 14, border=None if full else ui.BRASS)
        s = ui.ui_scale((w, h))
        if self.end_view is not None:
            self.end_view.draw(surface, self.ctx.fonts, self.box, self.content_bottom, s)
        else:
            self.deal_view.draw(surface, self.box, self.content_bottom, s)
        fonts = self.ctx.fonts
        self.tools.draw(surface, fonts, ui.TYPE.label.px(s * 0.9))
        if self.exported:
            top = min(b.rect.top for b in self.tools.buttons if b.visible)
            ui.draw_styled(surface, fonts, self.exported, ui.TYPE.small, s, (self.box.centerx, top - int(6 * s)),
                           ui.MUTED, anchor="midbottom", max_width=self.box.width - int(24 * s))
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(s))

    def winner_line(self) -> str:
        two = self.ctl.rules.players == 2
        if self.status.winner == self.side:
            return _("You win the match!") if two else _("Your team wins the match!")
        friend = words.friend_name(self.ctl.human, self.ctl.rules.players, self.ctl.names)
        if friend:
            return _("{name} wins the match.").format(name=friend)
        return _("The opponent wins the match.") if two else _("The opponents win the match.")
