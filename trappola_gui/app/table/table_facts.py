"""What the table says beside its cards: the score box, the name plates, the stock and trump
words and the prompt line, worked out from the view's state as a ``table_hud.HudModel``.

A part of the table view (``view.facts``); it holds no state of its own. The replay's corner
shows the match as it stood at the action shown (``replay.ReplayFacts``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from trappola_gui.engine import Phase

from ..kit import ui
from ..lang.i18n import _
from ..lang.names import suit_name
from . import hud, table_hud, words
from .layout import stock_shown

if TYPE_CHECKING:
    from .table_host import TableHost


class TableFacts:
    """The words and figures of the table view they belong to, at every moment."""

    def __init__(self, view: TableHost) -> None:
        self.view = view

    def hud_model(self) -> table_hud.HudModel:
        """What the table shows beside the cards now (drawn by ``table_hud.draw``)."""
        view = self.view
        obs = view.shown
        text = self.prompt()
        turned = view.trump_shown()
        # While the cards are dealt there is no stock yet, and no rule of play to name.
        stock = "" if not turned else table_hud.stock_words(obs.reserve_size, reserve=True) \
            if obs.rules.historical else table_hud.stock_words(stock_shown(obs, view.timeline.flags))
        return table_hud.HudModel(
            score=self.score_rows(), plates=self.plates(), stock=stock, trump=self.trump_label(),
            phase=table_hud.phase_words(obs) if turned else "",
            piles=table_hud.pile_words(obs, view.timeline.flags.hold_trick), prompt=text,
            alert=view.message_alert and view.message_time > 0 and text == view.message,
            partnership=obs.rules.players == 4,
            tip_left=view.coach.tip_left(view.geo.size[0]))

    def score_rows(self) -> hud.ScoreRows:
        """The corner panel's figures: the same as the score sheet's at every moment."""
        view = self.view
        return table_hud.score_rows(view.shown, view.ctl, table_hud.scored_on_screen(view.shown, view.timeline.flags))

    def plates(self) -> list[hud.Plate]:
        """A name plate per seat; the one to act is lit."""
        view = self.view
        obs, ctx = view.shown, view.ctx
        n = obs.rules.players
        levels = view.ctl.levels
        labels = {seat: words.plate_label(seat, view.viewer, n, levels.get(seat), view.ctl.names) for seat in range(n)}
        plate_px = ui.TYPE.label.px(ui.ui_scale(ctx.window_size))
        # TRANSLATORS: a name plate on the table, e.g. "Opponent · Normal · dealer": that seat dealt this deal.
        dealt = _("{plate} · dealer").format(plate=labels[obs.dealer])
        if ctx.fonts.font(plate_px, True).size(dealt)[0] > ctx.window_size[0] * 0.3:
            # Too long for a plate: the level goes (the score panel's foot names it), the dealer stays.
            dealt = _("{plate} · dealer").format(plate=view.seat_name(obs.dealer))
        labels[obs.dealer] = dealt
        hands = {seat: obs.hand if seat == obs.seat else obs.known[seat] for seat in range(n)}
        places = view.places()
        boxes = hud.hand_boxes(places, hands, obs.seat, n, view.geo)
        rects = hud.plate_rects(boxes, labels, obs.seat, n, ctx.fonts, plate_px, ctx.window_size,
                                view.geo.margin, hud.loose_cards(places, hands))
        acting = None if (view.motion.animating or obs.phase == Phase.OVER) else obs.to_move
        return [hud.Plate(seat, labels[seat], seat == acting, rects[seat]) for seat in range(n)]

    def prompt(self) -> str:
        """The prompt line: a passing message, else the hint until the player acts, else what the
        state calls for now."""
        view = self.view
        if view.message and view.message_time > 0:
            return view.message
        return view.commands.hint_text() or self.status_text()

    def trump_label(self) -> str:
        """The words that name the trump on the table ("Trump: Coins"); empty while it is not turned yet
        (nor named while the dealer shuffles, cuts and deals), and in the game of 1524, which has none."""
        view = self.view
        if view.shown.trump < 0 or not view.trump_shown():
            return ""
        return _("Trump: {suit}").format(suit=suit_name(view.shown.trump, view.faces))

    def status_text(self) -> str:
        """What is happening now, said from the state alone (never stale)."""
        view = self.view
        obs = view.shown
        if view.timeline.flags.hold_trick and obs.tricks:
            taken = words.trick_taken(obs.tricks[-1].winner, obs, view.viewer, view.ctl.names)
            if view.timeline.holds_for_input:
                return _("{taken} Click or press a key to gather the trick.").format(taken=taken)
            return taken
        if obs.phase == Phase.OVER or obs.to_move is None:
            return ""
        if obs.to_move == obs.seat and view.ctl.human_to_move:
            return words.my_turn_prompt(obs, view.faces)
        return words.waiting_prompt(obs, view.ctl.thinking, view.viewer, view.ctl.names)
