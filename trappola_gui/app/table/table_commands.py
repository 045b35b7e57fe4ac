"""The table's column of buttons and its own keys: Hint, Undo, Last trick, Match sheet and Menu
(and Say… at a friend's table), with H, U, L, M and Escape.

A part of the table view (``view.commands``). The hint is worked out by the Hard player off the
main thread, like any computer move; the hinted card is raised and its reason stays on the
prompt line until the player acts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Phase, Play

from ..kit import widgets
from ..lang.i18n import _
from . import words

if TYPE_CHECKING:
    from concurrent.futures import Future

    from trappola_gui.engine import Action

    from .table_host import TableHost


class TableCommands:
    """The buttons at the table's right and the keys that do the same; the hint being worked out."""

    def __init__(self, view: TableHost) -> None:
        self.view = view
        self.hint_pending: tuple[Future[Action], int] | None = None  # the hint being worked out, and when asked
        self.btn_hint = widgets.Button(lambda: _("Hint"), self.on_hint, name="hint")
        self.btn_undo = widgets.Button(lambda: _("Undo"), self.on_undo, name="undo")
        self.btn_last = widgets.Button(lambda: _("Last trick"), self.on_peek, name="last")
        self.btn_sheet = widgets.Button(lambda: _("Match sheet"), self.on_sheet, name="sheet")
        self.btn_menu = widgets.Button(lambda: _("Menu"), self.on_menu, name="menu")
        view.buttons.buttons = [self.btn_hint, self.btn_undo, self.btn_last, self.btn_sheet, self.btn_menu]
        if view.friend_bar is not None:  # a word to a friend (``hide`` takes Hint and Undo away there)
            view.buttons.buttons.insert(0, widgets.Button(lambda: _("Say…"), view.friend_bar.toggle_phrases,
                                                          name="say"))

    def hide(self, *names: str) -> None:
        """Hide the buttons named (the deal scene's Hint, Undo and Last trick, the replay's whole column)."""
        for button in self.view.buttons.buttons:
            if button.name in names:
                button.visible = False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The table's own keys: H hint, U undo, L last trick, M match sheet, Escape the menu."""
        actions = {pygame.K_h: self.on_hint, pygame.K_u: self.on_undo, pygame.K_l: self.on_peek,
                   pygame.K_m: self.on_sheet}
        if event.key in actions:
            actions[event.key]()
            return True
        if event.key == pygame.K_ESCAPE:
            if self.view.peek:
                self.view.peek = False
            else:
                self.on_menu()
            return True
        return False

    # ------------------------------------------------------------ the hint
    def on_hint(self) -> None:
        """Ask the Hard player what it would play, off the main thread like any agent move."""
        view = self.view
        if view.friend_bar is not None:
            return  # a friend's table has no hints
        if not view.ctl.human_to_move or view.shown.phase != Phase.PLAY or self.hint_pending is not None:
            return
        from trappola_gui.ai.hint_claims import hinted_action  # the search code loads with the first hint

        moment = view.ctl.moves
        obs = view.ctl.observation()
        if view.ctx.executor is None:
            self.show_hint(hinted_action(obs), moment)
        else:
            self.hint_pending = (view.ctx.executor.submit(hinted_action, obs), moment)

    def poll_hint(self) -> None:
        if self.hint_pending is None:
            return
        future, moment = self.hint_pending
        if future.done():
            self.hint_pending = None
            self.show_hint(future.result(), moment)

    def show_hint(self, action: Action, moment: int) -> None:
        """The hinted card is raised, and its reason stays on the prompt line until the player plays
        or the game moves on (``present`` and Undo put the hint down)."""
        view = self.view
        if moment != view.ctl.moves or not isinstance(action, Play):
            return  # the game moved on while the hint was being worked out
        view.hint = action.card
        cards = view.hand_in_order()
        if action.card in cards:  # the keyboard's focus moves onto it: Enter plays the hinted card
            view.hand.focus = cards.index(action.card)
        view.message_time = 0  # a passing message gives way to the hint asked for
        view.sync(0.2 * view.ctx.animation_scale)

    def hint_text(self) -> str:
        """The hint's sentence while the hinted card waits to be played, else ""."""
        view = self.view
        if view.hint is None or not view.ctl.human_to_move:
            return ""
        from . import hint_words  # with the hint's search code, loaded with the first hint

        return hint_words.hint_sentence(view.shown, view.hint, view.faces)

    # ------------------------------------------------------------ the rest of the column
    def on_undo(self) -> None:
        view = self.view
        if not view.ctx.settings.allow_undo or not view.ctl.can_undo():
            return
        view.timeline.finish()
        view.ctl.undo()
        view.shown = view.ctl.observation()
        view.hint, view.peek, view.hand.drag = None, False, None
        view.say(_("Your last card was taken back."), seconds=3.0)
        view.sync(0.3 * view.ctx.animation_scale)

    def on_peek(self) -> None:
        view = self.view
        if view.shown.tricks:
            view.peek = not view.peek
        else:
            view.say(words.last_trick_title(view.shown, view.viewer, view.ctl.names), seconds=2.5)

    def on_sheet(self) -> None:
        """The match sheet, deal by deal, over the table."""
        view = self.view
        if view.stack is None:
            return
        view.motion.finish()
        view.nav.match_sheet(view.ctl)

    def on_menu(self) -> None:
        self.view.nav.menu()
