"""The table as the player sees it and plays it: the felt, the cards where the state puts them,
the moves played out one by one, the words and figures beside them, and the player's input.

``TableView`` is the scene every table stands on (the deal, play and replay scenes; the scene
says what its phase adds). It is composed of parts, each doing one job: ``placements`` in
``layout`` (where every card lies), ``table_motion`` (how a move is animated; its seconds in
``trick_pace``'s one named table), ``table_facts`` (the words and figures, as a model) drawn by
``table_hud``, ``hand_input`` (the press, drag and drop of a card, the keys' focus),
``table_turns`` (the loop, the computer's turns, an action tried), ``table_commands`` (the
column of buttons, its keys and the hint), ``coach`` (a tip) and, at a friend's table,
``friend_bar``. It holds no rules: it only shows the seat's observation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Observation

from ..kit import ui, widgets
from ..kit.card_layer import CardLayer, Key, Place
from ..shell.scene import Scene
from . import table_hud, table_notes, words
from .coach import Coach
from .friend_bar import FriendBar, FriendSeat
from .hand_input import HandInput
from .layout import Geometry, coach_room, hand_order, placements, raised_cards
from .table_commands import TableCommands
from .table_facts import TableFacts
from .table_motion import TableMotion
from .table_turns import TableTurns
from .timeline import Timeline

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.source import TableSource


class TableView(Scene):
    """The table as the player sees and plays it, over one card layer shared by the deal and play
    scenes; its jobs are in its parts (``facts``, ``turns``, ``commands``, ``hand``, ``motion``)."""

    name = "table"

    def __init__(self, ctx: Context, controller: TableSource, layer: CardLayer | None = None) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.layer = layer or CardLayer(ctx.art)
        self.motion = TableMotion(self)
        self.hand = HandInput(self)
        self.geo = Geometry.for_size(ctx.window_size, self.ctx.settings.large_cards, controller.rules.players)
        self.shown: Observation = controller.observation()
        self.message = ""  # a passing message over the prompt line, and how long it stays
        self.message_alert = False
        self.message_time = 0.0
        self.message_until_turn = False  # the message is a "wait for your turn": it ends when the turn comes
        self.banner = ""  # an announcement (another seat's exchange or declaration)
        self.banner_time = 0.0
        self.banners_waiting: list[tuple[str, float]] = []
        self.selected: list[int] = []  # cards picked (the exchange), lifted
        self.hint: int | None = None  # the hinted card, lifted
        self.peek = False  # the last trick shown over the table
        self.buttons: widgets.ButtonRow = widgets.ButtonRow(keys=False)  # the column at the right (the scene fills it)
        self.coach = Coach(ctx)  # the first match's tips
        self._felt: pygame.Surface | None = None
        # A friend's table: who is away, the connection, the quick messages (``shell/remote_line``); the
        # table plays it as any other.
        line = getattr(controller, "line", None)
        self.friend_bar: FriendBar | None = FriendBar(ctx, line, self.me, self.show_banner) \
            if isinstance(line, FriendSeat) else None
        self.facts = TableFacts(self)
        self.turns = TableTurns(self)
        self.commands = TableCommands(self)

    # ------------------------------------------------------------ the scene's loop, in its parts
    @property
    def busy(self) -> bool:
        return self.turns.busy

    def update(self, dt: float) -> None:
        self.turns.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.turns.handle(event)

    def handle_input(self, event: pygame.event.Event) -> bool:
        """The table's input after the friend's bar (the deal scene takes its own first)."""
        return self.turns.handle_input(event)

    def advance(self) -> None:
        """Nothing is moving: let the game go on (the computer's turn; a scene adds its own next step)."""
        self.turns.advance()

    def tick_words(self, dt: float) -> None:
        """The passing message's and the banners' clocks (a waiting banner shows when one has had its time)."""
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_until_turn and self.ctl.human_to_move:
                self.message_time = 0  # it is the player's turn now: the prompt says so, not the wait
            if self.message_time <= 0:
                self.message_time = 0
                self.message = ""
        if self.banner_time > 0:
            self.banner_time = max(0.0, self.banner_time - dt)
            if self.banner_time == 0 and self.banners_waiting:
                self.show_banner(*self.banners_waiting.pop(0))

    @property
    def timeline(self) -> Timeline:
        """The move being shown, step by step (``table_motion``)."""
        return self.motion.timeline

    @property
    def me(self) -> int:
        return self.shown.seat

    @property
    def faces(self) -> str:
        return self.ctx.settings.faces

    def layout(self, size: tuple[int, int]) -> None:
        if self.friend_bar is not None:  # a friend's table: no hint, and no card taken back
            self.commands.hide("hint", "undo")
        self.geo = Geometry.for_size(size, self.ctx.settings.large_cards, self.ctl.rules.players)
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
        if self.friend_bar is not None:
            rects = [b.rect for b in self.buttons.buttons if b.visible]
            self.friend_bar.layout(size, rects[0].unionall(rects[1:]) if rects else pygame.Rect(size[0], 0, 0, 0))

    def say(self, text: str, alert: bool = False, seconds: float = 3.0, until_turn: bool = False) -> None:
        """A passing message over the prompt line (a refusal, a hint); the prompt itself follows the state.
        ``until_turn``: it goes as soon as it is the player's turn (a "wait for your turn")."""
        self.message, self.message_alert = text, alert
        self.message_time = seconds
        self.message_until_turn = until_turn

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
    def covered(self) -> bool:
        """Another scene (the match sheet, the score) lies over the table: the game holds still."""
        return self.stack is not None and self.stack.top is not self

    def hand_in_order(self) -> list[int]:
        return hand_order(self.shown.hand, self.shown.trump, self.shown.game)

    def can_drag(self) -> bool:
        return True

    def drop_zone(self) -> pygame.Rect:
        """The trick's frame (``Geometry.frame``): tall enough for the cards played above and below the
        centre (the partner's card, in partnership, lies highest), over the prompt's band."""
        return self.geo.frame.copy()

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        self.settle()

    def felt(self) -> pygame.Surface:
        if self._felt is None or self._felt.get_size() != self.ctx.window_size:
            self._felt = self.ctx.art.felt(self.ctx.window_size)
            if self.ctx.screen.get_bitsize() and pygame.display.get_surface() is not None:
                self._felt = self._felt.convert()
        return self._felt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.felt(), (0, 0))
        # The trick's frame is drawn only where a card may be dropped and no panel lies over the
        # table: the last trick's view or, in the deal scene (no card is played there), a decision.
        if self.can_drag() and not (self.peek and self.shown.tricks):
            self.hand.draw_drop_zone(surface)
        self.layer.draw(surface, skip=self.hand.dragged)
        if self.ctl.human_to_move:
            self.hand.draw_focus(surface)
        table_hud.draw(surface, self.ctx.fonts, self.geo, self.facts.hud_model(), self.px)
        notes = self.table_notes()
        if self.banner_time > 0 and self.banner:
            # A banner shows for its few seconds where the caption under the hand across the table
            # stands (the only note set there, centred under it): the caption gives way meanwhile.
            notes = [n for n in notes if n.anchor != "midtop"]
        table_notes.draw_notes(surface, self.ctx.fonts, notes, ui.ui_scale(self.ctx.window_size))
        self.buttons.draw(surface, self.ctx.fonts, ui.TYPE.label.px(ui.ui_scale(self.ctx.window_size)))
        self.hand.draw_dragged(surface)
        if self.peek and self.shown.tricks:
            title = words.last_trick_title(self.shown, self.viewer, self.ctl.names)
            table_hud.draw_last_trick(surface, self.ctx.fonts, self.ctx.art, self.geo, title, self.shown.tricks[-1],
                                      self.px, self.shown.rules.players)
        if self.banner_time > 0 and self.banner:
            table_hud.draw_banner(surface, self.ctx.fonts, self.geo, self.banner, self.px,
                                  self.coach.tip_left(self.geo.size[0]))
        self.draw_decision(surface)
        self.coach.draw(surface)
        if self.friend_bar is not None:
            self.friend_bar.draw(surface)

    def table_notes(self) -> list[table_notes.Note]:
        """Lasting words beside the cards (``table_notes``)."""
        return table_notes.notes(self.shown, self.geo, self.seat_name)

    def trump_shown(self) -> bool:
        """The trump is named and the stock counted (not while the deal scene deals)."""
        return True

    def draw_decision(self, surface: pygame.Surface) -> None:
        """The decision before play, over the table and under a tip (the deal scene has one)."""

