"""The play scene: tricks by drag-and-drop, click or keyboard; the computer answers; at the
deal's end the score scene opens over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from trappola_gui.engine import Phase, Play

from ..lang.i18n import _
from .coach import tip_for
from .table_view import TableView

if TYPE_CHECKING:
    from ..shell.source import MatchSource


class PlayScene(TableView):
    """Tricks: the player drags, clicks or keys a card; the agents answer."""

    name = "play"

    def enter(self) -> None:
        self.shown = self.ctl.observation()
        self.sync(0.3 * self.ctx.animation_scale)
        self._scored = False

    def can_drag(self) -> bool:
        return self.ctl.human_to_move and not self.timeline

    def gathers_by_click(self) -> bool:
        # Not for --fast (tours, tests, autoplay), which waits for nothing.
        return self.ctx.settings.gather_by_click and not self.ctx.fast

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        if self.motion.animating:
            self.motion.finish()
        if not self.ctl.human_to_move:
            who = self.seat_name(self.shown.to_move) if self.shown.to_move is not None else ""
            self.say(_("Wait for your turn: {who} is to play.").format(who=who) if who else _("Wait for your turn."),
                     alert=True, seconds=2.5, until_turn=True)
            self.sync(0.25 * self.ctx.animation_scale)
            return
        self.coach.dismiss(follow=False)  # acting on the table answers the tip
        if self.turns.try_action(Play(self.me, card)):
            self.message_time = 0

    def advance(self) -> None:
        if self.ctl.observation().phase == Phase.OVER:
            if not self._scored:
                self._scored = True
                self.nav.score(cast("MatchSource", self.ctl), self.layer)  # a match is played to its score
            return
        super().advance()
        if self.ctl.human_to_move and not self.timeline:
            self.offer_tips()

    def offer_tips(self) -> None:
        tip = tip_for(self.shown)
        if tip is not None:
            self.coach.offer(tip)

    def layout(self, size: tuple[int, int]) -> None:
        # Before the column is laid out, so a hidden Undo leaves no gap.
        self.commands.btn_undo.visible = self.ctx.settings.allow_undo
        super().layout(size)

