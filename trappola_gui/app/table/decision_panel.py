"""The decision before play, as the player works it: the exchange's Exchange / Keep hand, the
declarations' combinations to tick, Declare / Pass, and their keys.

The panel holds the choice being made; what may be chosen comes from the engine
(``decisions``), and what a confirmed choice does is the scene's (its callbacks).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from trappola_gui.art import CardArt
from trappola_gui.engine import Observation, Phase, cards_of
from trappola_gui.engine.breakdown import combination_value

from ..kit import ui, widgets
from ..lang.i18n import _
from . import decisions

Panel = tuple[pygame.Rect, decisions.Rows, int]  # the box, its rows (rect, combination), the mini card height


class DecisionPanel:
    """Confirm and Pass over the prompt line, and the combinations' panel while declaring."""

    def __init__(self, on_confirm: Callable[[], None], on_pass: Callable[[], None],
                 refuse: Callable[[str], None]) -> None:
        self.obs: Observation | None = None
        self.choices: list[int] = []  # the combinations offered, in the engine's order
        self.chosen: set[int] = set()
        self.picked = 0  # cards picked for the exchange
        self.confirm = widgets.Button(self.confirm_label, on_confirm, primary=True, name="confirm")
        self.pass_ = widgets.Button(self.pass_label, on_pass, name="pass")
        self.buttons = widgets.ButtonRow([self.confirm, self.pass_], keys=False)
        self.refuse = refuse

    @property
    def mine(self) -> bool:
        obs = self.obs
        return obs is not None and obs.to_move == obs.seat and obs.phase in (Phase.EXCHANGE, Phase.DECLARE)

    def offer(self, obs: Observation) -> None:
        """A new decision: the declarations offered start at the legal one worth most."""
        self.obs = obs
        self.picked = 0
        self.choices = decisions.declarable(obs) if obs.phase == Phase.DECLARE and obs.to_move == obs.seat else []
        self.chosen = set(decisions.best_declaration(obs)) if self.choices else set()

    def close(self) -> None:
        self.choices = []
        self.chosen = set()

    def error(self) -> str | None:
        return decisions.declaration_error(self.obs, self.chosen) if self.obs is not None else None

    def confirm_label(self) -> str:
        if self.obs is not None and self.obs.phase == Phase.EXCHANGE and self.obs.rules.historical:
            # TRANSLATORS: Trappola 1524's exchange: the whole hand goes face up, nine come from the reserve.
            return _("Throw in the hand")
        if self.obs is not None and self.obs.phase == Phase.EXCHANGE:
            return _("Exchange {n}").format(n=self.picked) if self.picked else _("Exchange")
        return self.declare_label(self.chosen)

    def declare_label(self, masks: set[int] | list[int]) -> str:
        """Declare with the points of the combinations ``masks``, or plain Declare for none."""
        if not masks or self.obs is None:
            return _("Declare")
        return _("Declare ({points})").format(points=sum(combination_value(self.obs.rules, m) for m in masks))

    def pass_label(self) -> str:
        return _("Keep hand") if self.obs is not None and self.obs.phase == Phase.EXCHANGE else _("Pass")

    def toggle(self, mask: int) -> None:
        self.chosen ^= {mask}
        self.confirm.enabled = self.error() is None

    # ------------------------------------------------------------ layout
    def layout(self, obs: Observation, window: tuple[int, int], prompt_y: int, shown: bool, fonts: ui.Fonts) -> None:
        """The buttons just over the prompt line, wide enough for the longest of their labels (every
        combination ticked, in the declarations); shown only when the decision is the player's."""
        self.obs = obs
        s = ui.ui_scale(window)
        w = window[0]
        labels = [self.confirm_label(), self.pass_label(), self.declare_label(self.choices)]
        font = fonts.font(int(ui.TYPE.label.size * s), weight=ui.TYPE.label.weight)  # as the buttons draw them
        bw, bh = max(int(180 * s), max(font.size(text)[0] for text in labels) + int(32 * s)), int(44 * s)
        y = int(prompt_y - 30 * s - 8 * s - bh / 2)
        self.confirm.rect = pygame.Rect(0, 0, bw, bh)
        self.pass_.rect = pygame.Rect(0, 0, bw, bh)
        self.confirm.rect.midright = (w // 2 - int(8 * s), y)
        self.pass_.rect.midleft = (w // 2 + int(8 * s), y)
        self.confirm.visible = self.pass_.visible = self.mine and shown
        self.confirm.enabled = self.error() is None if self.mine and obs.phase == Phase.DECLARE else True

    def panel(self, px: Callable[[float], int], card_h: int, floor: int, span: tuple[int, int],
              need: int) -> Panel | None:
        """The combinations' panel (its geometry: see ``decisions.declaration_panel``; ``need``: the longest
        row's words' width), or None when there is nothing to tick; Declare and Pass are placed under it."""
        obs = self.obs
        if obs is None or not self.confirm.visible or obs.phase != Phase.DECLARE or not self.choices:
            return None
        widest = max(len(cards_of(m)) for m in self.choices)
        box, rows, mini = decisions.declaration_panel(len(self.choices), px, card_h, self.confirm.rect.top, floor,
                                                      span, need, widest)
        # Declare and Pass stand centred under the panel they answer (clear of the trump beside it).
        y = self.confirm.rect.centery
        self.confirm.rect.midright = (box.centerx - px(8), y)
        self.pass_.rect.midleft = (box.centerx + px(8), y)
        return box, list(zip(rows, self.choices, strict=True)), mini

    # ------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event, panel: Panel | None) -> bool:
        """The buttons, Enter and P, a click on a combination's row, or its number key."""
        if self.buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self.confirm.visible and self.handle_key(event):
            return True
        rows = panel[1] if panel is not None else []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, mask in rows:
                if rect.collidepoint(event.pos):
                    self.toggle(mask)
                    return True
        if event.type == pygame.KEYDOWN and rows and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(rows):
                self.toggle(rows[i][1])
                return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Enter confirms (declare or exchange), P or Backspace passes (or keeps the hand)."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.confirm.enabled:
                self.confirm.on_click()
            else:
                self.refuse(self.error() or "")
            return True
        if event.key in (pygame.K_p, pygame.K_BACKSPACE):
            self.pass_.on_click()
            return True
        return False

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, fonts: ui.Fonts, art: CardArt, panel: Panel | None,
             words: Callable[[int], str], px: Callable[[float], int]) -> None:
        if panel is not None:
            box, rows, mini = panel
            decisions.draw_declaration_panel(surface, fonts, art, box, rows, mini, self.chosen, words, self.error(),
                                             px)
        self.buttons.draw(surface, fonts, px(ui.TYPE.label.size))
