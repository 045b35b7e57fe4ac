"""The table's loop and the player's input: each frame the clocks run, the move being shown goes
on, and once nothing moves the game goes on (the computer's turn, the scene's next step); a
press, a key or a drop becomes an engine action through the source (``try_action``).

A part of the table view (``view.turns``). The view's scene says what going on means for it
(``view.advance``: the deal's next decision, the score at the end of play, the replay's next
step); this part runs the computer's turns, which are the same for all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Declare, Exchange, IllegalAction, Keep, NotYourTurn, Observation, ThrowIn

from ..kit.card_layer import Key
from . import words
from .layout import hand_keys

if TYPE_CHECKING:
    from trappola_gui.engine import Action

    from .table_host import TableHost


class TableTurns:
    """Whose turn it is, moment to moment: the player's input in, the computer's moves out."""

    def __init__(self, view: TableHost) -> None:
        self.view = view
        self.agent_wait = 0.0  # seconds the computer's answer has been waited for (the speed setting's pause)
        self.clock = 0.0

    @property
    def busy(self) -> bool:
        view = self.view
        if view.covered:
            return False
        # A trick held for the player's click is still: the loop may sleep until the click.
        return (bool(view.timeline) and not view.timeline.waiting) or view.layer.moving or view.ctl.thinking \
            or view.commands.hint_pending is not None \
            or view.hand.drag is not None or view.message_time > 0 or view.banner_time > 0

    def update(self, dt: float) -> None:
        view = self.view
        changed = view.ctl.pump()  # a friend's table: what the server sent since the last frame
        if view.friend_bar is not None:
            changed = view.friend_bar.update() or changed
        if changed and view.stack is not None:
            view.stack.dirty = True
        if view.covered:
            return
        self.clock += dt
        view.layer.update(dt)
        if view.ctl.thinking or self.agent_wait > 0:
            self.agent_wait += dt
        view.commands.poll_hint()
        view.tick_words(dt)
        if view.motion.tick(dt):
            return
        if view.timeline:
            return
        if view.layer.moving or view.hand.drag is not None:
            return
        view.advance()

    def advance(self) -> None:
        """The computer's turn: asked for, then shown no sooner than the speed setting's pause."""
        view = self.view
        ctl = view.ctl
        if ctl.agent_to_move:
            if not ctl.thinking:
                self.agent_wait = 1e-9  # counting from this request
            ctl.request_agent_move()
            # The speed setting's pause: the computer's card is shown no sooner than this.
            pause = view.ctx.computer_pause
            if self.agent_wait < pause:
                return
            before = view.shown
            action = ctl.poll()
            if action is not None:
                self.agent_wait = 0.0
                self.announce(action)
                view.present(before)

    def announce(self, action: Action) -> None:
        """Another seat's exchange or declaration is announced (its words: ``words``)."""
        view = self.view
        if isinstance(action, Declare):
            view.show_banner(words.declaration_banner(action, view.seat_name(action.seat), view.faces,
                                                      view.shown.rules), 3.0)
            if action.combinations:
                view.ctx.play_sound("declare")
        elif isinstance(action, (Exchange, Keep, ThrowIn)):
            view.show_banner(words.exchange_banner(action, view.seat_name(action.seat)), after=True)

    def handle(self, event: pygame.event.Event) -> bool:
        view = self.view
        if view.friend_bar is not None and view.friend_bar.handle(event):
            return True  # the friend's table's own choices (an away friend, the phrases) come first
        consumed = view.handle_input(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and view.hand.drag is not None:
            # Something else took the release (the declaration panel, a button, a tip): the
            # pressed card goes home, and the table, which holds still during a drag, goes on.
            view.hand.drag = None
            view.settle()
        return consumed

    def handle_input(self, event: pygame.event.Event) -> bool:
        """The tip, an animation cut short, the column's buttons, then the hand and the table's keys."""
        view = self.view
        if view.coach.handle(event):
            return True
        pressed: Key | None = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # The card the player sees under the pointer, before any animation is cut short.
            pressed = view.layer.hit(event.pos, hand_keys(view.shown))
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and view.motion.animating and view.hand.drag is None:
            if view.motion.gather_on_input(event):
                return True
            view.motion.finish()
        if view.buttons.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if view.hand.press(pressed, event.pos):
                return True
            if view.peek:
                view.peek = False
                return True
        elif view.hand.handle(event):
            return True
        elif event.type == pygame.KEYDOWN:
            return view.hand.handle_key(event) or view.commands.handle_key(event)
        return False

    def try_action(self, action: Action) -> bool:
        """The player's action, through the source: shown move by move, or refused in the engine's words."""
        view = self.view
        before: Observation = view.shown
        try:
            view.ctl.apply(action)
        except IllegalAction as exc:
            view.say(words.explain(exc, view.faces), alert=True, seconds=4.0, until_turn=isinstance(exc, NotYourTurn))
            view.sync(0.3 * view.ctx.animation_scale)
            view.ctx.play_sound("refuse")
            return False
        view.selected = []
        view.present(before)
        return True
