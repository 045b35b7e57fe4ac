"""The score after a deal: each side's card points, declarations, last trick,
schneider/schwarz, the deal total, and the match totals against the target.

The deal that decides the match shows its score like every other deal, with
Match result where Next deal would be; then the same screen shows the match's
end: the winner, the final match sheet, Play again (same rules and levels, a
new shuffle) and Menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import ui
from ..i18n import _
from ..scene import How, Route, Scene
from .match_sheet import controller_rows, draw_sheet, player_side, rows_that_fit, side_names

if TYPE_CHECKING:
    from ..context import Context
    from ..controller import MatchController
    from .table_scene import TableScene


class ScoreScene(Scene):
    opaque = False
    name = "score"

    def __init__(self, ctx: Context, controller: MatchController, table: TableScene) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.table = table
        self.result = controller.deal.result()
        self.status = controller.match.status()
        self.side = player_side(controller)
        self.over = self.status.winner is not None
        self.showing_end = False  # the match's end, once the deal that decided it has been shown
        self.rows = controller_rows(controller) if self.over else []
        self.sheet_rect = pygame.Rect(0, 0, 10, 10)
        self.buttons = ui.ButtonRow()
        over = self.over
        self.btn_next = ui.Button(lambda: _("Next deal"), self.on_next, primary=True, visible=not over,
                                  name="next")
        self.btn_result = ui.Button(lambda: _("Match result"), self.on_result, primary=True, visible=over,
                                    name="result")
        self.btn_again = ui.Button(lambda: _("Play again"), self.on_again, primary=True, visible=False,
                                   name="again")
        self.btn_menu = ui.Button(lambda: _("Menu"), self.on_menu, name="menu")
        self.buttons.buttons = [self.btn_next, self.btn_result, self.btn_again, self.btn_menu]
        (self.btn_result if over else self.btn_next).focused = True
        self.tools = ui.ButtonRow([
            ui.Button(lambda: _("Match sheet (M)"), self.on_sheet, name="sheet"),
            ui.Button(lambda: _("Replay (R)"), self.on_replay, name="replay"),
            ui.Button(lambda: _("Review (V)"), self.on_review, name="review"),
            ui.Button(lambda: _("Export (E)"), self.on_export, name="export", visible=ctx.storage is not None),
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
        # At the smallest sizes the box takes more of the window, so three tool labels fit in any language.
        self.box = pygame.Rect(0, 0, min(int(w * 0.9), max(int(640 * s), 600)), min(int(h * 0.92), int(600 * s)))
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
        # The match's end: the final sheet between the winner's lines and the tools.
        top = self.box.y + int(96 * s)
        tools_top = y - bh // 2 - gap - th
        self.sheet_rect = pygame.Rect(self.box.x + int(12 * s), top, self.box.width - int(24 * s),
                                      tools_top - int(30 * s) - top)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.on_menu, pygame.K_r: self.on_replay, pygame.K_m: self.on_sheet,
                    pygame.K_v: self.on_review}
            if self.ctx.storage is not None:
                keys[pygame.K_e] = self.on_export
            if event.key in keys:
                keys[event.key]()
                return True
        if self.tools.handle(event):
            return True
        return self.buttons.handle(event) or event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def on_sheet(self) -> None:
        self.go(Route.MATCH_SHEET, How.PUSH, self.ctl)

    def on_replay(self) -> None:
        self.go(Route.REPLAY, How.PUSH, self.ctl.deal, self.ctl.match)

    def on_review(self) -> None:
        """Where this deal's points were won and lost, from the player's seat."""
        human = self.ctl.human
        self.go(Route.REVIEW, How.PUSH, self.ctl.deal, human if human is not None else 0)

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
        self.btn_again.visible = self.btn_again.focused = True
        self.btn_menu.focused = False
        self.layout(self.ctx.window_size)
        self.ctx.play_sound("match")

    def on_next(self) -> None:
        if self.over:  # a decided match has no next deal: its end comes next
            self.on_result()
            return
        assert self.stack is not None
        self.ctl.start_next_deal()
        self.stack.pop()
        self.go(Route.DEAL, How.REPLACE, self.ctl, self.table.layer)  # the table under this screen

    def on_again(self) -> None:
        """The same rules and levels again, with a new shuffle."""
        ctl = self.ctl
        if self.ctx.on_match_closed is not None:
            self.ctx.on_match_closed(ctl)
        human = ctl.human
        partner = None if human is None or ctl.rules.players == 2 else (human + 2) % 4
        mine = ctl.match.deals[0].team(human if human is not None else 0)
        opponents = [lvl for seat, lvl in sorted(ctl.levels.items()) if ctl.match.deals[0].team(seat) != mine]
        level = opponents[0] if opponents else ctl.level
        partner_level = ctl.levels.get(partner) if partner is not None else None
        start_match = self.ctx.start_match
        assert start_match is not None
        # A finished match is filed above, so this asks nothing; it is the one way to a new match all the same.
        self.start_new_match(lambda: start_match(ctl.rules, level, human=human, partner_level=partner_level))

    def on_menu(self) -> None:
        if self.status.winner is not None and self.ctx.on_match_closed is not None:
            self.ctx.on_match_closed(self.ctl)
        self.go(Route.MENU, How.CLEAR)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui.draw_veil(surface)
        ui.draw_panel(surface, self.box, (16, 36, 27, 245))
        s = ui.ui_scale((w, h))
        px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
        if self.showing_end:
            self.draw_match_end(surface, px)
        else:
            self.draw_deal(surface, px)
        fonts = self.ctx.fonts
        self.tools.draw(surface, fonts, px(17))
        if self.exported:
            top = min(b.rect.top for b in self.tools.buttons if b.visible)
            ui.draw_text(surface, fonts, self.exported, px(15), (self.box.centerx, top - px(6)),
                         ui.MUTED, anchor="midbottom", max_width=self.box.width - px(24))
        self.buttons.draw(surface, fonts, px(20))

    def winner_line(self) -> str:
        two = self.ctl.rules.players == 2
        if self.status.winner == self.side:
            return _("You win the match!") if two else _("Your team wins the match!")
        return _("The opponent wins the match.") if two else _("The opponents win the match.")

    def draw_match_end(self, surface: pygame.Surface, px: Callable[[float], int]) -> None:
        """The winner, the final score and the match sheet."""
        box, fonts = self.box, self.ctx.fonts
        ui.draw_text(surface, fonts, self.winner_line(), px(34), (box.centerx, box.y + px(16)), ui.ALERT,
                     anchor="midtop", bold=True, max_width=box.width - px(30))
        points = self.status.match_points
        final = _("Final score {mine} – {theirs} (first to {target})").format(
            mine=points[self.side], theirs=points[1 - self.side], target=self.ctl.rules.target)
        ui.draw_text(surface, fonts, final, px(20), (box.centerx, box.y + px(60)), ui.CREAM, anchor="midtop",
                     max_width=box.width - px(30))
        # The last deals when they are more than fit: the whole sheet is one key away (M).
        first = max(0, len(self.rows) - rows_that_fit(self.sheet_rect.height, px))
        drawn = draw_sheet(surface, fonts, self.sheet_rect, self.rows, side_names(self.ctl.rules.players), px,
                           first)
        if drawn < len(self.rows):
            note = _("The last {n} of {total} deals: the match sheet (M) shows them all")
            ui.draw_text(surface, fonts, note.format(n=drawn, total=len(self.rows)), px(15),
                         (box.centerx, self.sheet_rect.bottom + px(4)), ui.MUTED, anchor="midtop",
                         max_width=box.width - px(30))

    def draw_deal(self, surface: pygame.Surface, px: Callable[[float], int]) -> None:
        """The deal's points, line by line, and the match so far."""
        box, fonts = self.box, self.ctx.fonts
        me = self.side
        r = self.result
        two = self.ctl.rules.players == 2
        names = side_names(self.ctl.rules.players)
        sides = (me, 1 - me)
        if r.winner is None:
            title = _("A drawn deal")
        elif r.winner == me:
            title = _("You win the deal") if two else _("Your team wins the deal")
        else:
            title = _("The opponent wins the deal") if two else _("The opponents win the deal")
        code = self.ctl.deal_code()
        if code:
            ui.draw_text(surface, fonts, _("Deal code {code}").format(code=code), px(15),
                         (box.centerx, box.y + px(52)), ui.MUTED, anchor="midtop")
        ui.draw_text(surface, fonts, title, px(30), (box.centerx, box.y + px(18)), ui.ALERT, anchor="midtop",
                     bold=True, max_width=box.width - px(30))
        col_label = box.x + px(24)
        col = [box.x + int(box.width * 0.62), box.x + int(box.width * 0.86)]
        y = box.y + px(82)  # clear of the deal code line above
        for i, name in enumerate(names):
            ui.draw_text(surface, fonts, name, px(20), (col[i], y), ui.CREAM, anchor="midtop", bold=True,
                         max_width=int(box.width * 0.24))
        y += px(34)
        rows = [
            (_("Card points"), r.card_points),
            (_("Declarations"), r.declaration_points),
            (_("Last trick"), r.last_trick_bonus),
        ]
        if r.historical:  # the game of 1524: no schneider, its deuce tricks and deuce ending instead
            rows += [(_("Deuce tricks (10 each)"), r.deuce_trick_bonus),
                     (_("Deuce ending (26 a trick)"), r.deuce_ending_bonus)]
        else:
            rows.append((_("No-trick bonus"), r.no_trick_bonus))
        rows.append((_("Tricks won"), r.tricks_won))
        for label, values in rows:
            ui.draw_text(surface, fonts, label, px(20), (col_label, y), ui.MUTED, max_width=int(box.width * 0.45))
            for i, side in enumerate(sides):
                ui.draw_text(surface, fonts, str(values[side]), px(20), (col[i], y), ui.CREAM, anchor="midtop")
            y += px(30)
        for side in sides:
            if r.schwarz[side]:
                note = _("{who}: schwarz — no trick, no points (+12 to the other side)")
            elif r.schneider[side]:
                note = _("{who}: schneider — no trick (+6 to the other side)")
            else:
                continue
            who = names[sides.index(side)]
            ui.draw_text(surface, fonts, note.format(who=who), px(17), (col_label, y), ui.ALERT,
                         max_width=box.width - px(48))
            y += px(26)
        pygame.draw.line(surface, ui.BRASS, (col_label, y + px(4)), (box.right - px(24), y + px(4)), 2)
        y += px(12)
        ui.draw_text(surface, fonts, _("Deal total"), px(22), (col_label, y), ui.CREAM, bold=True)
        for i, side in enumerate(sides):
            ui.draw_text(surface, fonts, str(r.deal_points[side]), px(22), (col[i], y), ui.CREAM, anchor="midtop",
                         bold=True)
        y += px(44)
        target = self.ctl.rules.target
        ui.draw_text(surface, fonts, _("Match (first to {target})").format(target=target), px(20),
                     (col_label, y), ui.MUTED, max_width=int(box.width * 0.45))
        for i, side in enumerate(sides):
            pts = self.status.match_points[side]
            ui.draw_text(surface, fonts, str(pts), px(22), (col[i], y), ui.ALERT, anchor="midtop", bold=True)
            bar = pygame.Rect(0, 0, int(box.width * 0.18), px(6))
            bar.midtop = (col[i], y + px(28))
            pygame.draw.rect(surface, ui.FELT_DARK, bar)
            fill = bar.copy()
            fill.width = int(bar.width * min(1.0, pts / max(1, target)))
            pygame.draw.rect(surface, ui.BRASS, fill)
        y += px(48)
        if self.status.tiebreak:
            ui.draw_text(surface, fonts, _("Level over the target: one more deal decides."), px(20),
                         (box.centerx, y), ui.ALERT, anchor="midtop", max_width=box.width - px(30))
