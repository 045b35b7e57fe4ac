"""The table scene: the player's input and the game's loop over the table's view.

Input becomes an engine action through the source (``try_action``); the computer's
moves come from the source's agents (``advance``); each new state is shown by the
view (``table_view.TableView``), move by move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Declare, Exchange, IllegalAction, Keep, Observation, Phase, Play, ThrowIn

from ..kit import widgets
from ..kit.card_layer import CardLayer, Key
from ..lang.i18n import _
from . import table_notes, words
from .friend_bar import FriendBar, FriendSeat
from .table_view import TableView

if TYPE_CHECKING:
    from concurrent.futures import Future

    from trappola_gui.engine import Action

    from ..shell.context import Context
    from ..shell.source import TableSource


class TableScene(TableView):
    """What the deal and play scenes share: the view, the input, the computer's turns."""

    name = "table"

    def __init__(self, ctx: Context, controller: TableSource, layer: CardLayer | None = None) -> None:
        self.friend_bar: FriendBar | None = None
        super().__init__(ctx, controller, layer)
        self.hint_pending: tuple[Future[Action], int] | None = None  # the hint being worked out, and when asked
        self.agent_wait = 0.0  # seconds the computer's answer has been waited for (the speed setting's pause)
        self.clock = 0.0
        # A friend's table: who is away, the connection, the quick messages (the table plays it as any other).
        self.friend_bar = FriendBar(ctx, controller, self.me, self.show_banner) \
            if isinstance(controller, FriendSeat) else None
        self._make_buttons()

    def _make_buttons(self) -> None:
        self.btn_hint = widgets.Button(lambda: _("Hint"), self.on_hint, name="hint")
        self.btn_undo = widgets.Button(lambda: _("Undo"), self.on_undo, name="undo")
        self.btn_last = widgets.Button(lambda: _("Last trick"), self.on_peek, name="last")
        self.btn_sheet = widgets.Button(lambda: _("Match sheet"), self.on_sheet, name="sheet")
        self.btn_menu = widgets.Button(lambda: _("Menu"), self.on_menu, name="menu")
        self.buttons.buttons = [self.btn_hint, self.btn_undo, self.btn_last, self.btn_sheet, self.btn_menu]
        if self.friend_bar is not None:  # a word to a friend (layout hides Hint and Undo there)
            self.btn_say = widgets.Button(lambda: _("Say…"), self.friend_bar.toggle_phrases, name="say")
            self.buttons.buttons.insert(0, self.btn_say)

    @property
    def busy(self) -> bool:
        if self.covered:
            return False
        # A trick held for the player's click is still: the loop may sleep until the click.
        return (bool(self.timeline) and not self.timeline.waiting) or self.layer.moving or self.ctl.thinking \
            or self.hint_pending is not None \
            or self.drag is not None or self.message_time > 0 or self.banner_time > 0

    def update(self, dt: float) -> None:
        changed = self.ctl.pump()  # a friend's table: what the server sent since the last frame
        if self.friend_bar is not None:
            changed = self.friend_bar.update() or changed
        if changed and self.stack is not None:
            self.stack.dirty = True
        if self.covered:
            return
        self.clock += dt
        self.layer.update(dt)
        if self.ctl.thinking or self.agent_wait > 0:
            self.agent_wait += dt
        if self.hint_pending is not None:
            self.poll_hint()
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message_time = 0
                self.message = ""
        if self.banner_time > 0:
            self.banner_time = max(0.0, self.banner_time - dt)
            if self.banner_time == 0 and self.banners_waiting:
                self.show_banner(*self.banners_waiting.pop(0))
        if self.motion.tick(dt):
            return
        if self.timeline:
            return
        if self.layer.moving or self.drag is not None:
            return
        self.advance()

    def advance(self) -> None:
        """Nothing is moving: let the game go on (agents, phase changes)."""
        ctl = self.ctl
        if ctl.agent_to_move:
            if not ctl.thinking:
                self.agent_wait = 1e-9  # counting from this request
            ctl.request_agent_move()
            # The speed setting's pause: the computer's card is shown no sooner than this.
            pause = self.ctx.computer_pause
            if self.agent_wait < pause:
                return
            before = self.shown
            action = ctl.poll()
            if action is not None:
                self.agent_wait = 0.0
                self.on_agent_action(action, before)
                self.present(before)

    def on_agent_action(self, action: Action, before: Observation) -> None:
        """Another seat's exchange or declaration is announced (its words: ``words``)."""
        if isinstance(action, Declare):
            self.show_banner(words.declaration_banner(action, self.seat_name(action.seat), self.faces,
                                                      self.shown.rules), 3.0)
            if action.combinations:
                self.ctx.play_sound("declare")
        elif isinstance(action, (Exchange, Keep, ThrowIn)):
            self.show_banner(words.exchange_banner(action, self.seat_name(action.seat)), after=True)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.friend_bar is not None and self.friend_bar.handle(event):
            return True  # the friend's table's own choices (an away friend, the phrases) come first
        consumed = self.handle_input(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.hand.drag is not None:
            # Something else took the release (the declaration panel, a button, a tip): the
            # pressed card goes home, and the table, which holds still during a drag, goes on.
            self.hand.drag = None
            self.settle()
        return consumed

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.coach.handle(event):
            return True
        pressed: Key | None = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # The card the player sees under the pointer, before any animation is cut short.
            pressed = self.layer.hit(event.pos, self.hand_keys())
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.animating and self.hand.drag is None:
            if self.motion.gather_on_input(event):
                return True
            self.finish_animations()
        if self.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.press(pressed, event.pos):
                return True
            if self.peek:
                self.peek = False
                return True
        elif self.hand.handle(event):
            return True
        elif event.type == pygame.KEYDOWN:
            return self.hand.handle_key(event) or self.handle_key(event)
        return False

    def focused_card(self) -> int | None:
        return self.hand.focused_card()

    def press(self, key: Key | None, pos: tuple[int, int]) -> bool:
        """The pointer went down on ``key``, a card of the hand: a click or a drag begins."""
        return self.hand.press(key, pos)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The table's own keys: H hint, U undo, L last trick, M match sheet, Escape the menu."""
        actions = {pygame.K_h: self.on_hint, pygame.K_u: self.on_undo, pygame.K_l: self.on_peek,
                   pygame.K_m: self.on_sheet}
        if event.key in actions:
            actions[event.key]()
            return True
        if event.key == pygame.K_ESCAPE:
            if self.peek:
                self.peek = False
            else:
                self.on_menu()
            return True
        return False

    def try_action(self, action: Action) -> bool:
        before = self.shown
        try:
            self.ctl.apply(action)
        except IllegalAction as exc:
            self.say(self.explain(exc), alert=True, seconds=4.0)
            self.sync(0.3 * self.ctx.animation_scale)
            self.ctx.play_sound("refuse")
            return False
        self.selected = []
        self.present(before)
        return True

    def explain(self, exc: IllegalAction) -> str:
        return words.explain(exc, self.faces)

    def layout(self, size: tuple[int, int]) -> None:
        if self.friend_bar is not None:  # a friend's table: no hint, and no card taken back
            self.btn_hint.visible = self.btn_undo.visible = False
        super().layout(size)
        if self.friend_bar is not None:
            shown = [b.rect for b in self.buttons.buttons if b.visible]
            self.friend_bar.layout(size, shown[0].unionall(shown[1:]) if shown else pygame.Rect(size[0], 0, 0, 0))

    def table_notes(self) -> list[table_notes.Note]:
        return table_notes.notes(self.shown, self.geo, self.seat_name)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.friend_bar is not None:
            self.friend_bar.draw(surface)

    def on_hint(self) -> None:
        """Ask the Hard player what it would play, off the main thread like any agent move."""
        if self.friend_bar is not None:
            return  # a friend's table has no hints
        if not self.ctl.human_to_move or self.shown.phase != Phase.PLAY or self.hint_pending is not None:
            return
        from trappola_gui.ai.hint_claims import hinted_action  # the search code loads with the first hint

        moment = self.ctl.moves
        obs = self.ctl.observation()
        if self.ctx.executor is None:
            self.show_hint(hinted_action(obs), moment)
        else:
            self.hint_pending = (self.ctx.executor.submit(hinted_action, obs), moment)

    def poll_hint(self) -> None:
        assert self.hint_pending is not None
        future, moment = self.hint_pending
        if future.done():
            self.hint_pending = None
            self.show_hint(future.result(), moment)

    def show_hint(self, action: Action, moment: int) -> None:
        """The hinted card is raised, and its reason stays on the prompt line until the player plays
        or the game moves on (``present`` and Undo put the hint down)."""
        if moment != self.ctl.moves or not isinstance(action, Play):
            return  # the game moved on while the hint was being worked out
        self.hint = action.card
        cards = self.hand_in_order()
        if action.card in cards:  # the keyboard's focus moves onto it: Enter plays the hinted card
            self.hand.focus = cards.index(action.card)
        self.message_time = 0  # a passing message gives way to the hint asked for
        self.sync(0.2 * self.ctx.animation_scale)

    def hint_text(self) -> str:
        """The hint's sentence while the hinted card waits to be played, else ""."""
        if self.hint is None or not self.ctl.human_to_move:
            return ""
        from . import hint_words  # with the hint's search code, loaded with the first hint

        return hint_words.hint_sentence(self.shown, self.hint, self.faces)

    def prompt(self) -> str:
        """The prompt line: a passing message, else the hint until the player acts, else the state's."""
        passing = bool(self.message) and self.message_time > 0
        return (not passing and self.hint_text()) or super().prompt()

    def on_undo(self) -> None:
        if not self.ctx.settings.allow_undo or not self.ctl.can_undo():
            return
        self.timeline.finish()
        self.ctl.undo()
        self.shown = self.ctl.observation()
        self.hint, self.peek, self.hand.drag = None, False, None
        self.say(_("Your last card was taken back."), seconds=3.0)
        self.sync(0.3 * self.ctx.animation_scale)

    def on_peek(self) -> None:
        if self.shown.tricks:
            self.peek = not self.peek
        else:
            self.say(words.last_trick_title(self.shown, self.viewer, self.ctl.names), seconds=2.5)

    def on_sheet(self) -> None:
        """The match sheet, deal by deal, over the table."""
        if self.stack is None:
            return
        self.finish_animations()
        self.nav.match_sheet(self.ctl)

    def on_menu(self) -> None:
        self.nav.menu()
