"""What the table shows: the felt, the cards where the state puts them, the moves played out
one by one, and the words and figures beside them.

``TableView`` is the display half of the table scene (``table_scene.TableScene`` adds the
input and the game's loop). Its parts each do one job: ``table.placements`` (where every
card lies), ``table_motion`` (how a move is animated; its seconds in ``trick_pace``'s one
named table), ``table_hud`` (the words and figures, as a model, and their drawing) and
``hand_input`` (the press, drag and drop of a card, the keys' focus). It holds no rules:
it only shows the seat's observation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Observation, Phase, cards_of

from ..kit import ui, widgets
from ..kit.card_layer import CardLayer, Key, Place
from ..lang.i18n import _
from ..lang.names import suit_name
from ..shell.scene import Scene
from . import hud, table_hud, table_notes, words
from .coach import Coach
from .hand_input import Drag, HandInput
from .layout import Geometry, coach_room, hand_order, placements, raised_cards, stock_shown
from .table_motion import TableMotion
from .timeline import Timeline

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.source import TableSource


class TableView(Scene):
    """The table as the player sees it, over one card layer shared by the deal and play scenes."""

    def __init__(self, ctx: Context, controller: TableSource, layer: CardLayer | None = None) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.layer = layer or CardLayer(ctx.art)
        self.motion = TableMotion(self)
        self.hand = HandInput(self)
        self.geo = Geometry.for_size(ctx.window_size, self._large(), controller.rules.players)
        self.shown: Observation = controller.observation()
        self.message = ""  # a passing message over the prompt line, and how long it stays
        self.message_alert = False
        self.message_time = 0.0
        self.banner = ""  # an announcement (another seat's exchange or declaration)
        self.banner_time = 0.0
        self.banners_waiting: list[tuple[str, float]] = []
        self.selected: list[int] = []  # cards picked (the exchange), lifted
        self.hint: int | None = None  # the hinted card, lifted
        self.peek = False  # the last trick shown over the table
        self.buttons = widgets.ButtonRow(keys=False)  # the column at the right (the scene fills it)
        self.coach = Coach(ctx)  # the first match's tips
        self._felt: pygame.Surface | None = None

    @property
    def timeline(self) -> Timeline:
        """The move being shown, step by step (``table_motion``)."""
        return self.motion.timeline

    @property
    def drag(self) -> Drag | None:
        """The hand card pressed or dragged now, if any."""
        return self.hand.drag

    def _large(self) -> bool:
        return self.ctx.settings.large_cards

    @property
    def me(self) -> int:
        return self.shown.seat

    @property
    def faces(self) -> str:
        return self.ctx.settings.faces

    def px(self, base: float) -> int:
        return int(base * ui.ui_scale(self.ctx.window_size))

    def layout(self, size: tuple[int, int]) -> None:
        self.geo = Geometry.for_size(size, self._large(), self.ctl.rules.players)
        self._felt = None
        self.layer.clear_cache()
        s = ui.ui_scale(size)
        bw, bh, gap = int(150 * s), int(36 * s), int(6 * s)
        x = size[0] - self.geo.margin - bw // 2
        shown = [b for b in self.buttons.buttons if b.visible]
        y = size[1] - self.geo.margin - len(shown) * (bh + gap) + gap
        widgets.stack_buttons(self.buttons.buttons, x, y, bw, bh, gap)
        self.coach.room = coach_room(self.geo, y) if self.ctl.rules.players == 2 else None
        self.coach.layout(size)
        self.sync(0.0)

    def say(self, text: str, alert: bool = False, seconds: float = 3.0) -> None:
        """A passing message over the prompt line (a refusal, a hint); the prompt itself follows the state."""
        self.message, self.message_alert = text, alert
        self.message_time = seconds

    def show_banner(self, text: str, seconds: float = 2.2, *, after: bool = False) -> None:
        """An announcement over the table; ``after``: once the one showing has had its time."""
        if after and self.banner_time > 0:
            self.banners_waiting.append((text, seconds))
            return
        self.banner, self.banner_time = text, seconds

    def legal_mask(self) -> int | None:
        """Cards to raise (legal) and dim (not): ``table.raised_cards`` of the shown observation.

        Not held back while a move is animated: the last sync of a move comes when its last step
        begins, so a hand held plain then stayed plain until something else synced.
        """
        return raised_cards(self.shown)

    def places(self) -> dict[Key, Place]:
        lifted = frozenset(self.selected) | (frozenset([self.hint]) if self.hint is not None else frozenset())
        return placements(self.shown, self.geo, self.timeline.flags, self.legal_mask(), lifted, front=self.hint)

    def settle(self) -> None:
        """Cards glide to where the state puts them (a card let go off the table goes home)."""
        self.sync(0.25 * self.ctx.animation_scale)

    def sync(self, duration: float) -> None:
        self.motion.sync(duration)

    def present(self, before: Observation) -> None:
        """Show the step from ``before`` to the controller's state, move by move."""
        self.shown = self.ctl.observation()
        self.hint = None
        self.peek = False  # the last trick's view closes: the next card played is not hidden under it
        if len(self.shown.tricks) > len(before.tricks) and words.won_with_deuce(self.shown):
            # The same words as the status line: 10, or the deuce ending's points once the deal is over.
            self.show_banner(words.deuce_trick_banner(self.shown, self.viewer, self.ctl.names), 3.0)
        self.motion.present(before, self.shown, self.gathers_by_click())

    def gathers_by_click(self) -> bool:
        """A finished trick stays until the player clicks or presses a key (the setting; the match's table only)."""
        return False

    def seat_name(self, seat: int) -> str:
        """Who sits at ``seat``: the name a friend chose, else where the seat is ("Opponent", "Partner")."""
        return words.seat_name(seat, self.viewer, self.shown.rules.players, self.ctl.names)

    @property
    def viewer(self) -> int:
        """The player's seat, or ``words.WATCHING`` when the computer plays every seat."""
        return self.me if self.ctl.human is not None else words.WATCHING

    @property
    def animating(self) -> bool:
        return self.motion.animating

    def finish_animations(self) -> None:
        """Show the end of every move now (a click or a key during an animation is never lost)."""
        self.motion.finish()

    @property
    def covered(self) -> bool:
        """Another scene (the match sheet, the score) lies over the table: the game holds still."""
        return self.stack is not None and self.stack.top is not self

    def hand_keys(self) -> set[Key]:
        return {("c", c) for c in cards_of(self.shown.hand)}

    def hand_in_order(self) -> list[int]:
        return hand_order(self.shown.hand, self.shown.trump, self.shown.game)

    def can_drag(self) -> bool:
        return True

    def drop_zone(self) -> pygame.Rect:
        """The trick's frame (``Geometry.frame``): tall enough for the cards played above and below the
        centre (the partner's card, in partnership, lies highest), over the prompt's band."""
        return self.geo.frame.copy()

    def frame_shown(self) -> bool:
        """The trick's frame is drawn only where a card may be dropped and no panel lies over the
        table: the last trick's view or, in the deal scene (no card is played there), a decision."""
        return self.can_drag() and not (self.peek and self.shown.tricks)

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        self.settle()

    def combination_words(self, mask: int) -> str:
        return words.combination_words(mask, self.faces, self.shown.rules)

    def felt(self) -> pygame.Surface:
        if self._felt is None or self._felt.get_size() != self.ctx.window_size:
            self._felt = self.ctx.art.felt(self.ctx.window_size)
            if self.ctx.screen.get_bitsize() and pygame.display.get_surface() is not None:
                self._felt = self._felt.convert()
        return self._felt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.felt(), (0, 0))
        if self.frame_shown():
            self.hand.draw_drop_zone(surface)
        self.layer.draw(surface, skip=self.hand.dragged)
        if self.ctl.human_to_move:
            self.hand.draw_focus(surface)
        table_hud.draw(surface, self.ctx.fonts, self.geo, self.hud_model(), self.px)
        table_notes.draw_notes(surface, self.ctx.fonts, self.table_notes(), ui.ui_scale(self.ctx.window_size))
        self.buttons.draw(surface, self.ctx.fonts, ui.TYPE.label.px(ui.ui_scale(self.ctx.window_size)))
        self.hand.draw_dragged(surface)
        if self.peek and self.shown.tricks:
            title = words.last_trick_title(self.shown, self.viewer, self.ctl.names)
            table_hud.draw_last_trick(surface, self.ctx.fonts, self.ctx.art, self.geo, title, self.shown.tricks[-1],
                                      self.px, self.shown.rules.players)
        if self.banner_time > 0 and self.banner:
            table_hud.draw_banner(surface, self.ctx.fonts, self.geo, self.banner, self.px, self.tip_left())
        self.draw_decision(surface)
        self.coach.draw(surface)

    def tip_left(self) -> int:
        """The left edge of a tip showing beside the table (the prompt and banners keep clear of it); 0: none."""
        return self.coach.box.left if self.coach.showing and self.coach.box.left > self.geo.size[0] // 2 else 0

    def table_notes(self) -> list[table_notes.Note]:
        """Lasting words beside the cards (``table_notes``); the live table's, none in a replay."""
        return []

    def draw_decision(self, surface: pygame.Surface) -> None:
        """The decision before play, over the table and under a tip (the deal scene has one)."""

    def hud_model(self) -> table_hud.HudModel:
        """What the table shows beside the cards now (drawn by ``table_hud.draw``)."""
        obs = self.shown
        text = self.prompt()
        return table_hud.HudModel(
            score=self.score_rows(), plates=self.plates(),
            stock=table_hud.stock_words(obs.reserve_size, reserve=True) if obs.rules.historical
            else table_hud.stock_words(stock_shown(obs, self.timeline.flags)), trump=self.trump_label(),
            phase=table_hud.phase_words(obs),
            piles=table_hud.pile_words(obs, self.timeline.flags.hold_trick), prompt=text,
            alert=self.message_alert and self.message_time > 0 and text == self.message,
            partnership=obs.rules.players == 4,
            tip_left=self.tip_left())

    def score_rows(self) -> hud.ScoreRows:
        """The corner panel's figures: the same as the score sheet's at every moment."""
        return table_hud.score_rows(self.shown, self.ctl, table_hud.scored_on_screen(self.shown, self.timeline.flags))

    def plates(self) -> list[hud.Plate]:
        """A name plate per seat; the one to act is lit."""
        obs = self.shown
        n = obs.rules.players
        levels = self.ctl.levels
        labels = {seat: words.plate_label(seat, self.viewer, n, levels.get(seat), self.ctl.names) for seat in range(n)}
        plate_px = ui.TYPE.label.px(ui.ui_scale(self.ctx.window_size))
        # TRANSLATORS: a name plate on the table, e.g. "Opponent · Normal · dealer": that seat dealt this deal.
        dealt = _("{plate} · dealer").format(plate=labels[obs.dealer])
        if self.ctx.fonts.font(plate_px, True).size(dealt)[0] > self.ctx.window_size[0] * 0.3:
            # Too long for a plate: the level goes (the score panel's foot names it), the dealer stays.
            dealt = _("{plate} · dealer").format(plate=self.seat_name(obs.dealer))
        labels[obs.dealer] = dealt
        hands = {seat: obs.hand if seat == obs.seat else obs.known[seat] for seat in range(n)}
        places = self.places()
        boxes = hud.hand_boxes(places, hands, obs.seat, n, self.geo)
        rects = hud.plate_rects(boxes, labels, obs.seat, n, self.ctx.fonts, plate_px, self.ctx.window_size,
                                self.geo.margin, hud.loose_cards(places, hands))
        acting = None if (self.animating or obs.phase == Phase.OVER) else obs.to_move
        return [hud.Plate(seat, labels[seat], seat == acting, rects[seat]) for seat in range(n)]

    def prompt(self) -> str:
        """The prompt line: a passing message, else what the state calls for now."""
        if self.message and self.message_time > 0:
            return self.message
        return self.status_text()

    def prompt_center(self) -> tuple[int, int]:
        return table_hud.prompt_center(self.geo, self.px)

    def trump_label(self) -> str:
        """The words that name the trump on the table ("Trump: Coins"); empty while it is not turned yet,
        and in the game of 1524, which has none."""
        if self.shown.trump < 0:
            return ""
        return _("Trump: {suit}").format(suit=suit_name(self.shown.trump, self.faces))

    def status_text(self) -> str:
        """What is happening now, said from the state alone (never stale)."""
        obs = self.shown
        if self.timeline.flags.hold_trick and obs.tricks:
            taken = words.trick_taken(obs.tricks[-1].winner, obs, self.viewer, self.ctl.names)
            if self.timeline.holds_for_input:
                return _("{taken} Click or press a key to gather the trick.").format(taken=taken)
            return taken
        if obs.phase == Phase.OVER or obs.to_move is None:
            return ""
        if obs.to_move == obs.seat and self.ctl.human_to_move:
            return self.my_turn_prompt()
        return words.waiting_prompt(obs, self.ctl.thinking, self.viewer, self.ctl.names)

    def my_turn_prompt(self) -> str:
        if self.shown.phase == Phase.PLAY:
            return words.turn_prompt(self.shown, self.faces)
        return ""
