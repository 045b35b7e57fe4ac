"""The deal scene: shuffle, cut and deal (``deal_intro``), then the Austrian exchange and the
declarations (``decision_panel``); once play begins the play scene takes the same table."""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import Declare, Exchange, Keep, Phase, ThrowIn

from ..kit import widgets
from ..kit.card_layer import CardLayer, Key, Place
from ..lang.i18n import _, ngettext
from . import decisions, table_hud, words
from .deal_intro import intro_places, intro_steps, trump_turned
from .decision_panel import DecisionPanel, Panel
from .layout import NO_TRUMP, hand_keys, hand_order
from .table_view import TableView

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.source import TableSource


class DealScene(TableView):
    """Shuffle, cut and deal; then the Austrian exchange and the declarations."""

    name = "deal"

    def __init__(self, ctx: Context, controller: TableSource, layer: CardLayer | None = None,
                 resumed: bool = False) -> None:
        super().__init__(ctx, controller, layer)
        self.layer.sprites.clear()
        self.resumed = resumed  # a saved deal goes on where it stopped, without dealing again
        self.intro_left = 0.0
        self.intro_step = ""
        self.intro: deque[tuple[float, str, str]] = deque()
        self.own_in_order: list[int] = []
        self.decision = DecisionPanel(self.on_confirm, self.on_pass,
                                      lambda why: self.say(why, alert=True, seconds=2.5))
        self.prepared_for: tuple[Phase, int | None, int] | None = None

    # The decision panel's parts, by the names the tour and the tests know.
    @property
    def decl_buttons(self) -> widgets.ButtonRow:
        return self.decision.buttons

    @property
    def btn_confirm(self) -> widgets.Button:
        return self.decision.confirm

    def enter(self) -> None:
        scale = self.ctx.animation_scale
        obs = self.shown = self.ctl.observation()
        self.banner = ""
        # The player's cards appear three at a time as their packets arrive (from the player's own
        # hand: the window never reads the deck).
        # In an order that does not give the trump away before it is turned.
        self.own_in_order = hand_order(obs.hand, NO_TRUMP, obs.game)
        self.intro = intro_steps(obs, scale, self.resumed, self.seat_name, self.faces, self.viewer)
        self._next_intro()

    def _next_intro(self) -> None:
        if not self.intro:
            self.intro_step = ""
            self.message_time = 0  # the deal's words give way to the prompt of the moment
            self.timeline.finish()
            self.sync(0.35 * self.ctx.animation_scale)
            self.prepare_choice()
            return
        duration, step, text = self.intro.popleft()
        self.intro_step, self.intro_left = step, duration
        if step in ("shuffle", "deal1"):
            self.ctx.play_sound("shuffle" if step == "shuffle" else "deal")
        if text:
            self.say(text, seconds=max(duration, 0.5) + 0.2)
        self.sync(duration)

    def places(self) -> dict[Key, Place]:
        return intro_places(self.shown, self.geo, self.intro_step, self.own_in_order, super().places())

    def trump_shown(self) -> bool:
        # Not while the dealer shuffles, cuts and deals: the trump is named once it is turned.
        return trump_turned(self.intro_step)

    def update(self, dt: float) -> None:
        if self.intro_step and not self.covered:
            self.turns.clock += dt
            self.layer.update(dt)
            self.intro_left -= dt
            if self.intro_left <= 0:
                self._next_intro()
            return
        super().update(dt)

    @property
    def busy(self) -> bool:
        return (bool(self.intro_step) and not self.covered) or super().busy

    # ------------------------------------------------------- decisions
    def prepare_choice(self) -> None:
        obs = self.shown = self.ctl.observation()
        self.prepared_for = (obs.phase, obs.to_move, self.ctl.moves)
        self.selected = []
        self.decision.offer(obs)
        if obs.phase == Phase.PLAY:
            if obs.rules.mandatory_declarations and not obs.tricks and not obs.trick:
                banner = words.declared_banner(obs, self.seat_name, self.faces)
                if banner:
                    self.show_banner(banner, 3.0)
            return
        if obs.to_move == obs.seat and obs.phase == Phase.EXCHANGE:
            self.coach.offer("throw_in" if obs.rules.historical else "exchange")
        elif obs.to_move == obs.seat and obs.phase == Phase.DECLARE:
            if not self.decision.choices:
                self.say(_("You have nothing to declare."), seconds=1.5)
                self.turns.try_action(Declare(self.me, ()))
                return
            self.coach.offer("declare_1524" if obs.rules.historical else "declare")
        self.layout_decisions()

    def to_play(self) -> None:
        self.nav.play(self.ctl, self.layer)

    def advance(self) -> None:
        super().advance()
        if self.timeline or self.layer.moving:
            return
        obs = self.ctl.observation()
        if obs.phase in (Phase.PLAY, Phase.OVER):
            if self.banner_time <= 0:
                self.to_play()
            return
        moment = (obs.phase, obs.to_move, self.ctl.moves)
        if moment != self.prepared_for:
            self.prepare_choice()

    def layout(self, size: tuple[int, int]) -> None:
        # Hint, Undo and Last trick have nothing to act on before the first trick.
        self.commands.hide("hint", "undo", "last")
        super().layout(size)
        room = self.coach.room
        if room is not None and room.left - self.px(10) - self.panel_span()[0] < self.px(500):
            # The declarations need the table's width: in a window this small the tip goes over the top.
            self.coach.room = None
            self.coach.layout(size)
        self.layout_decisions()

    def layout_decisions(self) -> None:
        self.decision.picked = len(self.selected)
        prompt_y = table_hud.prompt_center(self.geo, self.px)[1]
        self.decision.layout(self.shown, self.ctx.window_size, prompt_y, not self.intro_step, self.ctx.fonts)

    def on_confirm(self) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE and obs.rules.historical:
            self.turns.try_action(ThrowIn(self.me))
        elif obs.phase == Phase.EXCHANGE:
            laid = len(self.selected)
            if self.turns.try_action(Exchange(self.me, tuple(self.selected))) and laid:
                # Where the laid cards go (docs/rules.md, the Austrian exchange), and why one may
                # later lie face up in the opponent's hand.
                self.show_banner(
                    _("The card you laid down goes into the stock, just above the trump card.") if laid == 1
                    else _("The {n} cards you laid down go into the stock, just above the trump card.").format(n=laid),
                    3.5)
        elif obs.phase == Phase.DECLARE and self.decision.error() is None:
            self.turns.try_action(Declare(self.me, tuple(sorted(self.decision.chosen))))
        self.decided()

    def decided(self) -> None:
        """The decision is made: its panel closes, and a tip about it goes (it speaks of what is past)."""
        self.coach.dismiss(follow=False)
        self.decision.close()
        self.layout_decisions()

    def on_pass(self) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE and obs.rules.historical:
            self.turns.try_action(Keep(self.me))
        elif obs.phase == Phase.EXCHANGE:
            self.turns.try_action(Exchange(self.me, ()))
        elif obs.phase == Phase.DECLARE:
            self.turns.try_action(Declare(self.me, ()))
        self.decided()

    def can_drag(self) -> bool:
        return False

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE and obs.to_move == obs.seat and not obs.rules.historical:
            n = words.exchange_limit(self.shown)
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < n:
                self.selected.append(card)
            else:
                self.say(ngettext("At most {n} card may be laid down.", "At most {n} cards may be laid down.", n)
                         .format(n=n), alert=True, seconds=2.5)
            self.layout_decisions()
        self.sync(0.15 * self.ctx.animation_scale)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.intro_step:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.commands.on_menu()
                return True
            if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                return False
            # A click or key finishes the deal animation at once and then counts, like any
            # input during an animation: if play has begun, the play scene takes it, on the
            # card that was under the pointer (the hand is laid out anew when play begins).
            pressed = self.layer.hit(event.pos, hand_keys(self.shown)) if event.type == pygame.MOUSEBUTTONDOWN else None
            self.intro.clear()
            self._next_intro()
            if self.shown.phase in (Phase.PLAY, Phase.OVER) and self.banner_time <= 0 and self.stack is not None:
                self.to_play()
                top = self.stack.top
                if isinstance(top, TableView) and pressed is not None:
                    return top.hand.press(pressed, event.pos)
                return top.handle(event) if top is not None else True
        if self.coach.handle(event):
            return True
        if self.decision.handle(event, self.declaration_panel()):
            return True
        return super().handle_input(event)

    def draw_decision(self, surface: pygame.Surface) -> None:
        if not self.intro_step:  # no decision while the cards are being dealt
            labels = self.choice_labels()
            self.decision.draw(surface, self.ctx.fonts, self.ctx.art, self.declaration_panel(labels),
                               labels.__getitem__, self.px)

    def panel_span(self) -> tuple[float, float]:
        """The declarations panel's room across the table, before a tip takes its share."""
        geo = self.geo
        if self.shown.rules.players == 2:
            # Right of the stock and the trump turned across under it; no trick is taken yet, so the
            # panel may run over the empty piles' place, up to a card's width from the window's edge,
            # or in a small window as far as the margin, for the panel's full width.
            left = geo.stock[0] + geo.card_w * 0.45 + geo.card_h / 2
            right = geo.size[0] - geo.margin - geo.card_w * 0.75 - geo.small_h / 2
            return left, max(right, min(geo.size[0] - geo.margin, left + self.px(decisions.PANEL_MAX)))
        return geo.side_x["left"] + geo.small_h / 2, geo.side_x["right"] - geo.small_h / 2  # between the side hands

    def declaration_panel(self, labels: Mapping[int, str] | None = None) -> Panel | None:
        """The panel's box, one row per combination and the mini card height (pure geometry), or None;
        ``labels``: the rows' words, when the caller has them already (see choice_labels)."""
        geo, w = self.geo, self.ctx.window_size[0]
        floor = int(geo.opp_y + geo.small_h * 0.6)
        left, right = self.panel_span()
        gap = self.px(10)
        if self.coach.showing:  # never into the tip: beside it where it stands at the side, else under it
            if self.coach.box.left > w // 2:
                right = min(right, self.coach.box.left - gap)
            else:
                floor = max(floor, self.coach.box.bottom + self.px(8))
        labels = self.choice_labels() if labels is None else labels
        rows = decisions.numbered([labels[m] for m in self.decision.choices])
        need = decisions.labels_width(self.ctx.fonts, rows, self.px)
        return self.decision.panel(self.px, geo.card_h, floor, (int(left) + gap, min(int(right), w) - gap), need)

    def choice_labels(self) -> dict[int, str]:
        """Each combination offered, as the panel's row says it."""
        return words.choice_labels(self.decision.choices, self.faces, self.shown.rules)
