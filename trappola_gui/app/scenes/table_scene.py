"""The table: the deal scene (shuffle, cut, deal, exchange, declarations) and the
play scene (tricks by drag-and-drop, click or keyboard), over one card layer.

Scenes are thin: input becomes an engine action through the controller, and
the engine's observation becomes sprites through ``table.placements``.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.engine import Declare, Exchange, IllegalAction, Observation, Phase, Play, cards_of
from trappola_gui.engine.cards import suit_of
from trappola_gui.engine.declarations import SETS, combination_points

from .. import decisions, hud, trick_pace, ui, words
from ..coach import Coach, tip_for
from ..deal_intro import intro_places, intro_steps, trump_turned
from ..i18n import _, ngettext
from ..names import card_name, level_name, suit_name
from ..scene import How, Route, Scene
from ..table import CardLayer, Geometry, Key, Place, hand_order, placements, raised_cards, side_of
from ..timeline import Timeline

if TYPE_CHECKING:
    from concurrent.futures import Future

    from trappola_gui.engine import Action

    from ..context import Context
    from ..source import TableSource

DRAG_THRESHOLD = 6
MODIFIER_KEYS = frozenset((pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
                           pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK))


class TableScene(Scene):
    """What the deal and play scenes share: the felt, the cards, the scores, input."""

    name = "table"

    def __init__(self, ctx: Context, controller: TableSource, layer: CardLayer | None = None) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.layer = layer or CardLayer(ctx.art)
        self.timeline = Timeline()
        self.geo = Geometry.for_size(ctx.window_size, self._large(), controller.rules.players)
        self.shown: Observation = controller.observation()
        self.message = ""
        self.message_alert = False
        self.message_time = 0.0
        self.banner = ""
        self.banner_time = 0.0
        self.drag: dict[str, Any] | None = None
        self.focus = 0
        self.selected: list[int] = []
        self.hint: int | None = None
        self.peek = False
        self.keyboard_used = False
        self.hint_pending: tuple[Future[Action], int] | None = None  # the hint being worked out, and when asked
        self.agent_wait = 0.0  # seconds the computer's answer has been waited for (the speed setting's pause)
        self.clock = 0.0
        self._felt: pygame.Surface | None = None
        self.buttons = ui.ButtonRow(keys=False)
        self.coach = Coach(ctx)
        self._make_buttons()

    # ----------------------------------------------------------- helpers
    def _large(self) -> bool:
        return self.ctx.settings.large_cards

    @property
    def me(self) -> int:
        return self.shown.seat

    @property
    def faces(self) -> str:
        return self.ctx.settings.faces

    def _make_buttons(self) -> None:
        self.btn_hint = ui.Button(lambda: _("Hint"), self.on_hint, name="hint")
        self.btn_undo = ui.Button(lambda: _("Undo"), self.on_undo, name="undo")
        self.btn_last = ui.Button(lambda: _("Last trick"), self.on_peek, name="last")
        self.btn_sheet = ui.Button(lambda: _("Match sheet"), self.on_sheet, name="sheet")
        self.btn_menu = ui.Button(lambda: _("Menu"), self.on_menu, name="menu")
        self.buttons.buttons = [self.btn_hint, self.btn_undo, self.btn_last, self.btn_sheet, self.btn_menu]

    def layout(self, size: tuple[int, int]) -> None:
        self.coach.layout(size)
        self.geo = Geometry.for_size(size, self._large(), self.ctl.rules.players)
        self._felt = None
        self.layer.clear_cache()
        s = ui.ui_scale(size)
        bw, bh, gap = int(150 * s), int(36 * s), int(6 * s)
        x = size[0] - self.geo.margin - bw // 2
        shown = [b for b in self.buttons.buttons if b.visible]
        y = size[1] - self.geo.margin - len(shown) * (bh + gap) + gap
        ui.stack_buttons(self.buttons.buttons, x, y, bw, bh, gap)
        self.sync(0.0)

    def px(self, base: float) -> int:
        return int(base * ui.ui_scale(self.ctx.window_size))

    def say(self, text: str, alert: bool = False, seconds: float = 3.0) -> None:
        """A passing message over the prompt line (a refusal, a hint); the prompt itself follows the state."""
        self.message, self.message_alert = text, alert
        self.message_time = seconds

    def show_banner(self, text: str, seconds: float = 2.2) -> None:
        self.banner, self.banner_time = text, seconds

    def legal_mask(self) -> int | None:
        """Cards to raise (legal) and dim (not): ``table.raised_cards`` of the shown observation.

        Not held back while a move is animated: the last sync of a move comes when its last step
        begins, so a hand held plain then stayed plain until something else synced.
        """
        return raised_cards(self.shown)

    def places(self) -> dict[Key, Place]:
        lifted = frozenset(self.selected) | (frozenset([self.hint]) if self.hint is not None else frozenset())
        return placements(self.shown, self.geo, self.timeline.flags, self.legal_mask(), lifted)

    def sync(self, duration: float) -> None:
        places = self.places()
        spawn = self._spawn_points(places)
        self.layer.sync(places, duration, spawn)

    def _spawn_points(self, places: dict[Key, Place]) -> dict[Key, tuple[float, float]]:
        """Where a card that was not on the table comes from."""
        obs = self.shown
        spawn: dict[Key, tuple[float, float]] = {}
        for key in places:
            if key in self.layer.sprites:
                continue
            origin = self.geo.stock
            if key[0] == "c":
                card = key[1]
                seat = self._played_by(card)
                if seat is None:  # a card shown in another hand (declared, or the turned trump)
                    seat = next((i for i, k in enumerate(obs.known) if k >> card & 1 and i != obs.seat), None)
                if seat is not None and seat != obs.seat:
                    origin = self._hand_center(seat)
            spawn[key] = origin
        return spawn

    def _played_by(self, card: int) -> int | None:
        obs = self.shown
        plays = obs.trick_plays + (obs.tricks[-1].plays(obs.rules.players) if obs.tricks else ())
        return next((p.seat for p in plays if p.card == card), None)

    def _hand_center(self, seat: int) -> tuple[float, float]:
        side = side_of(seat, self.me, self.shown.rules.players)
        h = self.geo.size[1]
        if side == "top":
            return (self.geo.center[0], self.geo.opp_y)
        if side == "bottom":
            return (self.geo.center[0], self.geo.hand_y)
        return (self.geo.side_x[side], h * 0.45)

    # --------------------------------------------------------- presentation
    def present(self, before: Observation) -> None:
        """Show the step from ``before`` to the controller's state, move by move."""
        after = self.ctl.observation()
        self.shown = after
        self.hint = None
        # A move shown before the last one ended (the replay's Next) is over: its steps do not queue up.
        self.timeline.finish()
        # The steps and their seconds: trick_pace (TRICK_PACES, by the named speed).
        for step in trick_pace.move_steps(before, after, trick_pace.pace_for(self.ctx), self.gathers_by_click()):
            self.timeline.add(*step)
        self.ctx.play_sound("trick" if trick_pace.finishes_trick(before, after) else "card")
        self._next_stage()

    def gathers_by_click(self) -> bool:
        """A finished trick stays until the player clicks or presses a key (the setting; the match's table only)."""
        return False

    def gather_on_input(self, event: pygame.event.Event) -> bool:
        """A click or key while the trick waits for one gathers it, and is spent: it plays no card.

        One that comes while the trick's last card is still landing lands it at once, and the trick
        stays for the next. Escape still opens the menu.
        """
        if not self.timeline.holds_for_input:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if event.type == pygame.KEYDOWN and event.key in MODIFIER_KEYS:
            return True  # a modifier alone (the Alt of Alt+Tab) is no key press: the trick stays
        if self.timeline.waiting:
            self.timeline.release()
            self._next_stage()
        else:
            self.timeline.to_input()
            self.sync(0.0)
            self.layer.snap()
        return True

    def _next_stage(self) -> None:
        seconds = self.timeline.begin_next()
        self.sync(seconds or 0.0)

    def seat_name(self, seat: int) -> str:
        return words.seat_name(seat, self.viewer, self.shown.rules.players)

    @property
    def viewer(self) -> int:
        """The player's seat, or ``words.WATCHING`` when the computer plays every seat."""
        return self.me if self.ctl.human is not None else words.WATCHING

    @property
    def animating(self) -> bool:
        return bool(self.timeline) or self.layer.moving

    def finish_animations(self) -> None:
        """Show the end of every move now (a click or a key during an animation is never lost)."""
        self.timeline.finish()
        self.sync(0.0)
        self.layer.snap()

    @property
    def busy(self) -> bool:
        if self.covered:
            return False
        # A trick held for the player's click is still: the loop may sleep until the click.
        return (bool(self.timeline) and not self.timeline.waiting) or self.layer.moving or self.ctl.thinking \
            or self.hint_pending is not None \
            or self.drag is not None or self.message_time > 0 or self.banner_time > 0

    @property
    def covered(self) -> bool:
        """Another scene (the match sheet, the score) lies over the table: the game holds still."""
        return self.stack is not None and self.stack.top is not self

    def update(self, dt: float) -> None:
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
        if self.timeline.tick(dt):
            self._next_stage()
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
        if isinstance(action, Declare):
            self.announce_declaration(action)
        elif isinstance(action, Exchange):
            n = len(action.cards)
            who = self.seat_name(action.seat)
            if n:
                self.show_banner(ngettext("{who} lays down {n} card and draws {n}.",
                                          "{who} lays down {n} cards and draws {n}.", n).format(who=who, n=n))
            else:
                self.show_banner(_("{who} keeps the hand.").format(who=who))

    def announce_declaration(self, action: Declare) -> None:
        who = self.seat_name(action.seat)
        if not action.combinations:
            self.show_banner(_("{who}: no declaration.").format(who=who))
            return
        parts = [self.combination_words(m) for m in action.combinations]
        self.show_banner(_("{who} declares {what}.").format(who=who, what=", ".join(parts)), 3.0)
        self.ctx.play_sound("declare")

    def combination_words(self, mask: int) -> str:
        cards = cards_of(mask)
        pts = combination_points(mask)
        if mask in SETS:  # the engine's word for it: a set of one rank, else a run in one suit
            from ..names import rank_name

            what = _("{n} × {rank}").format(n=len(cards), rank=rank_name(cards[0], self.faces))
        else:
            what = _("{suit} run").format(suit=suit_name(suit_of(cards[0]), self.faces))
        return _("{what} ({points})").format(what=what, points=pts)

    # ------------------------------------------------------------- input
    def hand_keys(self) -> set[Key]:
        return {("c", c) for c in cards_of(self.shown.hand)}

    def handle(self, event: pygame.event.Event) -> bool:
        consumed = self.handle_input(event)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            # Something else took the release (the declaration panel, a button, a tip): the
            # pressed card goes home, and the table, which holds still during a drag, goes on.
            self.drag = None
            self.sync(0.25 * self.ctx.animation_scale)
        return consumed

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.coach.handle(event):
            return True
        pressed: Key | None = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # The card the player sees under the pointer, before any animation is cut short.
            pressed = self.layer.hit(event.pos, self.hand_keys())
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.animating and self.drag is None:
            if self.gather_on_input(event):
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
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            d = self.drag
            if not d["moved"]:
                sx, sy = d["start"]
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) >= DRAG_THRESHOLD and self.can_drag():
                    d["moved"] = True
            if d["moved"]:
                dragged = self.layer.sprites.get(d["key"])
                if dragged is not None:
                    dragged.x = event.pos[0] - d["offset"][0]
                    dragged.y = event.pos[1] - d["offset"][1]
                    dragged.dur = 0.0
                    dragged.tx = dragged.ty = None  # so the next sync glides it from here
                    dragged.z = 900
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            d, self.drag = self.drag, None
            card = d["key"][1]
            if d["moved"]:
                if self.drop_zone().collidepoint(event.pos):
                    self.on_card_chosen(card, dropped=True)
                else:
                    self.sync(0.25 * self.ctx.animation_scale)
            else:
                self.on_card_chosen(card, dropped=False)
            return True
        elif event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def focusable(self) -> list[int]:
        """The cards keyboard focus may rest on: the playable ones when the engine limits them."""
        cards = self.hand_in_order()
        mask = self.legal_mask()
        return [c for c in cards if mask is None or mask >> c & 1]

    def focused_card(self) -> int | None:
        cards, allowed = self.hand_in_order(), self.focusable()
        if not cards or not allowed:
            return None
        card = cards[self.focus % len(cards)]
        return card if card in allowed else allowed[0]

    def press(self, key: Key | None, pos: tuple[int, int]) -> bool:
        """The pointer went down on ``key``, a card of the hand: a click or a drag begins."""
        if key is None or key not in self.layer.sprites:
            return False
        sprite = self.layer.sprites[key]
        self.drag = {"key": key, "start": pos, "offset": (pos[0] - sprite.x, pos[1] - sprite.y), "moved": False}
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        self.keyboard_used = True
        cards = self.hand_in_order()
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and cards:
            step = -1 if event.key == pygame.K_LEFT else 1
            allowed = set(self.focusable()) or set(cards)
            start = self.focused_card()
            i = cards.index(start) if start in cards else self.focus % len(cards)
            for _ in range(len(cards)):
                i = (i + step) % len(cards)
                if cards[i] in allowed:
                    break
            self.focus = i
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP) and cards:
            card = self.focused_card()
            if card is None:
                card = cards[self.focus % len(cards)]
            self.focus = cards.index(card)
            self.on_card_chosen(card, dropped=False)
            return True
        if event.key == pygame.K_h:
            self.on_hint()
            return True
        if event.key == pygame.K_u:
            self.on_undo()
            return True
        if event.key == pygame.K_l:
            self.on_peek()
            return True
        if event.key == pygame.K_m:
            self.on_sheet()
            return True
        if event.key == pygame.K_ESCAPE:
            if self.peek:
                self.peek = False
            else:
                self.on_menu()
            return True
        return False

    def hand_in_order(self) -> list[int]:
        from ..table import hand_order

        return hand_order(self.shown.hand, self.shown.trump)

    def can_drag(self) -> bool:
        return True

    def drop_zone(self) -> pygame.Rect:
        cx, cy = self.geo.center
        r = pygame.Rect(0, 0, int(self.geo.card_w * 3.2), int(self.geo.card_h * 1.7))
        r.center = (int(cx), int(cy))
        return r

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        self.sync(0.25 * self.ctx.animation_scale)

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

    # ------------------------------------------------------------ buttons
    def on_hint(self) -> None:
        """Ask the Hard player what it would play, off the main thread like any agent move."""
        if not self.ctl.human_to_move or self.shown.phase != Phase.PLAY or self.hint_pending is not None:
            return
        from trappola_gui.ai import suggest

        moment = self.ctl.moves
        obs = self.ctl.observation()
        if self.ctx.executor is None:
            self.show_hint(suggest(obs, "hard", 0), moment)
        else:
            self.hint_pending = (self.ctx.executor.submit(suggest, obs, "hard", 0), moment)

    def poll_hint(self) -> None:
        assert self.hint_pending is not None
        future, moment = self.hint_pending
        if future.done():
            self.hint_pending = None
            self.show_hint(future.result(), moment)

    def show_hint(self, action: Action, moment: int) -> None:
        if moment != self.ctl.moves or not isinstance(action, Play):
            return  # the game moved on while the hint was being worked out
        self.hint = action.card
        reason = words.hint_reason(self.ctl.observation(), action.card)
        self.say(_("Hint: {card}, {why}.").format(card=card_name(action.card, self.faces), why=reason), seconds=5.0)
        self.sync(0.2 * self.ctx.animation_scale)

    def on_undo(self) -> None:
        if not self.ctx.settings.allow_undo or not self.ctl.can_undo():
            return
        self.timeline.finish()
        self.ctl.undo()
        self.shown = self.ctl.observation()
        self.hint, self.peek, self.drag = None, False, None
        self.say(_("Your last card was taken back."), seconds=3.0)
        self.sync(0.3 * self.ctx.animation_scale)

    def on_peek(self) -> None:
        if self.shown.tricks:
            self.peek = not self.peek
        else:
            self.say(words.last_trick_title(self.shown, self.viewer), seconds=2.5)

    def on_sheet(self) -> None:
        """The match sheet, deal by deal, over the table."""
        if self.stack is None:
            return
        self.finish_animations()
        self.go(Route.MATCH_SHEET, How.PUSH, self.ctl)

    def on_menu(self) -> None:
        self.go(Route.MENU, How.CLEAR)

    # ------------------------------------------------------------ drawing
    def felt(self) -> pygame.Surface:
        if self._felt is None or self._felt.get_size() != self.ctx.window_size:
            self._felt = self.ctx.art.felt(self.ctx.window_size)
            if self.ctx.screen.get_bitsize() and pygame.display.get_surface() is not None:
                self._felt = self._felt.convert()
        return self._felt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.felt(), (0, 0))
        self.draw_table_marks(surface)
        drag_key = self.drag["key"] if self.drag and self.drag["moved"] else None
        self.layer.draw(surface, skip=drag_key)
        self.draw_focus(surface)
        self.draw_hud(surface)
        self.buttons.draw(surface, self.ctx.fonts, self.px(20))
        if drag_key is not None and drag_key in self.layer.sprites:
            s = self.layer.sprites[drag_key]
            img = self.layer.image(s)
            shadow = pygame.Rect(s.rect())
            shadow.move_ip(6, 8)
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
            surface.blit(img, s.rect())
        if self.peek:
            self.draw_peek(surface)
        self.draw_banner(surface)
        self.coach.draw(surface)

    def draw_table_marks(self, surface: pygame.Surface) -> None:
        zone = self.drop_zone()
        if self.drag is not None and self.drag["moved"]:
            pygame.draw.rect(surface, ui.FOCUS, zone, width=3, border_radius=18)
        else:
            pygame.draw.rect(surface, ui.FELT_DARK, zone, width=2, border_radius=18)

    def draw_focus(self, surface: pygame.Surface) -> None:
        if not self.ctl.human_to_move or not self.keyboard_used:
            return
        card = self.focused_card()
        sprite = self.layer.sprites.get(("c", card)) if card is not None else None
        if sprite is not None:
            pygame.draw.rect(surface, ui.FOCUS, sprite.rect().inflate(6, 6), width=3, border_radius=10)

    def score_rows(self) -> hud.ScoreRows:
        """The corner panel's figures: the same as the score sheet's at every moment."""
        obs = self.shown
        my_side = obs.team(obs.seat)
        if obs.phase == Phase.OVER and not self.timeline.flags.hold_trick:
            # Scored: the last trick's bonus (and a no-trick bonus) count now, as on the score sheet.
            points = list(self.ctl.result().deal_points)
        else:
            points = [obs.card_points[s] + obs.declaration_points[s] for s in (0, 1)]
        match = self.ctl.match.match_points
        names = (_("You"), _("Opponent")) if obs.rules.players == 2 else (_("Your team"), _("Opponents"))
        footer = ""
        if self.ctl.level:  # a replay has no opponents' level
            footer = _("To {target} · {level}").format(target=self.ctl.rules.target, level=level_name(self.ctl.level))
        return hud.ScoreRows(names, (points[my_side], points[1 - my_side]), (match[my_side], match[1 - my_side]),
                             self.ctl.rules.target, footer)

    def plates(self) -> list[hud.Plate]:
        """A name plate per seat; the one to act is lit."""
        obs = self.shown
        n = obs.rules.players
        levels = self.ctl.levels
        labels = {seat: words.plate_label(seat, self.viewer, n, levels.get(seat)) for seat in range(n)}
        hands = {obs.seat: obs.hand}
        for seat in range(n):
            if seat != obs.seat:
                hands[seat] = obs.known[seat]
        boxes = hud.hand_boxes(self.places(), hands, obs.seat, n, self.geo)
        rects = hud.plate_rects(boxes, labels, obs.seat, n, self.ctx.fonts, self.px(17), self.ctx.window_size)
        acting = None if (self.animating or obs.phase == Phase.OVER) else obs.to_move
        return [hud.Plate(seat, labels[seat], seat == acting, rects[seat]) for seat in range(n)]

    def prompt(self) -> str:
        """The prompt line: a passing message, else what the state calls for now."""
        if self.message and self.message_time > 0:
            return self.message
        return self.status_text()

    def prompt_center(self) -> tuple[int, int]:
        # Above the hand with its raised and hinted cards, so a lifted card never covers it.
        lifted_top = self.geo.hand_y - self.geo.card_h * 0.76
        return (self.ctx.window_size[0] // 2, int(lifted_top - self.px(24)))

    def prompt_width(self) -> int:
        """The prompt's text width: half the window, and clear of the stock's words on either side."""
        w = self.ctx.window_size[0]
        obs = self.shown
        width = int(w * 0.5)
        if obs.rules.players == 2:
            fonts = self.ctx.fonts
            trump = _("Trump: {suit}").format(suit=suit_name(obs.trump, self.faces))
            half = max(fonts.font(self.px(20), True).size(trump)[0],
                       fonts.font(self.px(20)).size(_("Stock: {n}").format(n=obs.stock_size))[0]) / 2
            clear = w - 2 * (self.geo.stock[0] + half + self.px(12)) - self.px(30)  # the plate's own padding
            width = min(width, int(clear))
        return max(width, int(w * 0.3))

    def trump_label(self) -> str:
        """The words that name the trump on the table ("Trump: Coins"); empty while it is not turned yet."""
        return _("Trump: {suit}").format(suit=suit_name(self.shown.trump, self.faces))

    def draw_hud(self, surface: pygame.Surface) -> None:
        obs = self.shown
        fonts = self.ctx.fonts
        w, h = self.ctx.window_size
        m = self.geo.margin
        s = ui.ui_scale(self.ctx.window_size)
        hud.draw_score_panel(surface, fonts, hud.score_panel_rect(self.geo, self.ctx.window_size, s),
                             self.score_rows(), (_("Points"), _("Match")), s)
        hud.draw_plates(surface, fonts, self.plates(), self.px(17))

        # Phase and trump, under the stock.
        sx, sy = self.geo.stock
        below = sy + self.geo.card_h * 0.62
        if obs.stock_size:
            count = _("Stock: {n}").format(n=obs.stock_size)
            ui.draw_text(surface, fonts, count, self.px(20), (int(sx), int(below)), ui.CREAM, anchor="midtop",
                         max_width=int(sx * 2 - m))
        if obs.phase in (Phase.EXCHANGE, Phase.DECLARE):
            phase = ""  # play has not begun
        elif obs.rules.players == 4:
            phase = _("Follow suit")
        elif obs.closed:
            phase = _("Closed phase: follow suit")
        else:
            phase = _("Open phase: draw after each trick")
        trump = self.trump_label()
        if obs.rules.players == 4:
            # No stock: trump and the rule of play under the score panel, clear of the side hand.
            panel = hud.score_panel_rect(self.geo, self.ctx.window_size, ui.ui_scale(self.ctx.window_size))
            width = panel.width
            if trump:
                ui.draw_text(surface, fonts, trump, self.px(20), (panel.x + self.px(4), panel.bottom + self.px(6)),
                             ui.ALERT, bold=True, max_width=width)
            if phase:
                ui.draw_text(surface, fonts, phase, self.px(17), (panel.x + self.px(4), panel.bottom + self.px(32)),
                             ui.MUTED, max_width=width)
        else:
            if trump:
                ui.draw_text(surface, fonts, trump, self.px(20), (int(sx), int(below + self.px(26))), ui.ALERT,
                             anchor="midtop", bold=True, max_width=int(sx * 2 - m))
            # Above the stock, clear of the prompt line over the hand.
            if phase:
                ui.draw_text(surface, fonts, phase, self.px(17), (int(sx), int(sy - self.geo.card_h * 0.55)),
                             ui.MUTED, anchor="midbottom", max_width=int(sx * 2 - m))
        self.draw_pile_counts(surface)

        # The prompt line, above the hand.
        text = self.prompt()
        if text:
            alert = self.message_alert and self.message_time > 0 and text == self.message
            size, lines = ui.fit_lines(fonts, text, self.px(22), self.prompt_width(), 2, alert)
            self.draw_lines(surface, lines, size, ui.ALERT if alert else ui.CREAM, alert, self.prompt_center(),
                            (0, 0, 0, 120), None)

    def draw_pile_counts(self, surface: pygame.Surface) -> None:
        obs = self.shown
        my_side = obs.team(obs.seat)
        held = obs.team(obs.tricks[-1].winner) if self.timeline.flags.hold_trick and obs.tricks else None
        for side, (x, y) in ((my_side, self.geo.pile_me), (1 - my_side, self.geo.pile_opp)):
            won = obs.tricks_won[side] - (1 if side == held else 0)  # the held trick is not on the pile yet
            if won:
                label = ngettext("{n} trick", "{n} tricks", won).format(n=won)
                ui.draw_text(surface, self.ctx.fonts, label, self.px(16),
                             (int(x), int(y + self.geo.small_h * 0.45)), ui.MUTED, anchor="midtop")

    def status_text(self) -> str:
        """What is happening now, said from the state alone (never stale)."""
        obs = self.shown
        if self.timeline.flags.hold_trick and obs.tricks:
            taken = words.trick_taken(obs.tricks[-1].winner, obs, self.viewer)
            if self.timeline.holds_for_input:
                return _("{taken} Click or press a key to gather the trick.").format(taken=taken)
            return taken
        if obs.phase == Phase.OVER or obs.to_move is None:
            return ""
        if obs.to_move == obs.seat and self.ctl.human_to_move:
            return self.my_turn_prompt()
        text = words.waiting_prompt(obs, self.ctl.thinking, self.viewer)
        return text

    def my_turn_prompt(self) -> str:
        if self.shown.phase == Phase.PLAY:
            return words.turn_prompt(self.shown, self.faces)
        return ""

    def draw_peek(self, surface: pygame.Surface) -> None:
        obs = self.shown
        if not obs.tricks:
            return
        last = obs.tricks[-1]
        w, h = self.ctx.window_size
        ch = self.geo.card_h
        cw = self.geo.card_w
        title = words.last_trick_title(obs, self.viewer)
        title_w = self.ctx.fonts.font(self.px(20)).size(title)[0] + self.px(40)
        cards_w = int(cw * (len(last.cards) + 1) + self.px(40))
        box = pygame.Rect(0, 0, min(w - 2 * self.geo.margin, max(cards_w, title_w)), int(ch + self.px(80)))
        box.center = (w // 2, int(h * 0.45))
        ui.draw_panel(surface, box)
        ui.draw_text(surface, self.ctx.fonts, title, self.px(20),
                     (box.centerx, box.y + self.px(10)), ui.CREAM, anchor="midtop", max_width=box.width - 16)
        x0 = box.centerx - (len(last.cards) * (cw + 10)) // 2
        from trappola_gui.engine import card_str

        for i, c in enumerate(last.cards):
            img = self.ctx.art.face(card_str(c), ch)
            surface.blit(img, (x0 + i * (cw + 10), box.y + self.px(44)))

    def draw_banner(self, surface: pygame.Surface) -> None:
        if self.banner_time <= 0 or not self.banner:
            return
        w, h = self.ctx.window_size
        fonts = self.ctx.fonts
        size, lines = ui.fit_lines(fonts, self.banner, self.px(24), int(w * 0.7), 2, bold=True)
        center = (w // 2, int(self.geo.opp_y + self.geo.small_h * 0.75))
        self.draw_lines(surface, lines, size, ui.INK, True, center, ui.CREAM + (240,), ui.BRASS)

    def draw_lines(self, surface: pygame.Surface, lines: list[str], size: int, color: tuple[int, ...], bold: bool,
                   center: tuple[int, int], fill: pygame.typing.ColorLike,
                   border: pygame.typing.ColorLike | None) -> pygame.Rect:
        """One or two lines of text centred on a rounded plate; returns the plate."""
        fonts = self.ctx.fonts
        surfs = [fonts.render(line, size, color, bold=bold) for line in lines]
        line_h = fonts.font(size, bold).get_linesize()
        width = max(s.get_width() for s in surfs)
        rect = pygame.Rect(0, 0, width, line_h * len(surfs))
        rect.center = center
        back = rect.inflate(self.px(30), self.px(12))
        radius = back.height // 2 if len(surfs) == 1 else self.px(14)
        ui.draw_panel(surface, back, fill, radius=radius, border=border)
        for i, surf in enumerate(surfs):
            surface.blit(surf, surf.get_rect(midtop=(center[0], rect.y + i * line_h)))
        return back


class PlayScene(TableScene):
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

    def turn_prompt(self) -> str:
        return words.turn_prompt(self.shown, self.faces)

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        if self.animating:
            self.finish_animations()
        if not self.ctl.human_to_move:
            who = self.seat_name(self.shown.to_move) if self.shown.to_move is not None else ""
            self.say(_("Wait for your turn: {who} is to play.").format(who=who) if who else _("Wait for your turn."),
                     alert=True, seconds=2.5)
            self.sync(0.25 * self.ctx.animation_scale)
            return
        self.coach.dismiss()  # acting on the table answers the tip
        if self.try_action(Play(self.me, card)):
            self.message_time = 0

    def advance(self) -> None:
        if self.ctl.observation().phase == Phase.OVER:
            if not self._scored:
                self._scored = True
                self.go(Route.SCORE, How.PUSH, self.ctl, self)
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
        self.btn_undo.visible = self.ctx.settings.allow_undo
        super().layout(size)


class DealScene(TableScene):
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
        self.choices: list[int] = []
        self.chosen: set[int] = set()
        self.decl_buttons = ui.ButtonRow(keys=False)
        self.btn_confirm = ui.Button(lambda: self.confirm_label(), self.on_confirm, primary=True, name="confirm")
        self.btn_pass = ui.Button(lambda: self.pass_label(), self.on_pass, name="pass")
        self.decl_buttons.buttons = [self.btn_confirm, self.btn_pass]
        self.prepared_for: tuple[Phase, int | None, int] | None = None

    def enter(self) -> None:
        scale = self.ctx.animation_scale
        obs = self.shown = self.ctl.observation()
        self.banner = ""
        # The player's cards appear three at a time as their packets arrive (from the player's own
        # hand: the window never reads the deck).
        self.own_in_order = hand_order(obs.hand, obs.trump)
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

    def trump_label(self) -> str:
        # Not while the dealer shuffles, cuts and deals: the trump is named once it is turned.
        return super().trump_label() if trump_turned(self.intro_step) else ""

    def update(self, dt: float) -> None:
        if self.intro_step and not self.covered:
            self.clock += dt
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
        self.chosen = set()
        self.selected = []
        self.choices = []
        if obs.phase == Phase.PLAY:
            if obs.rules.mandatory_declarations and not obs.tricks and not obs.trick:
                self.announce_mandatory()
            return
        if obs.to_move != obs.seat:
            self.layout_decisions()
            return
        if obs.phase == Phase.EXCHANGE:
            self.coach.offer("exchange")
        elif obs.phase == Phase.DECLARE:
            self.choices = decisions.declarable(obs)
            if not self.choices:
                self.say(_("You have nothing to declare."), seconds=1.5)
                self.try_action(Declare(self.me, ()))
                return
            self.chosen = set(decisions.best_declaration(obs))
            self.coach.offer("declare")
        self.layout_decisions()

    def announce_mandatory(self) -> None:
        obs = self.shown
        parts = []
        for seat in range(obs.rules.players):
            if obs.declarations[seat]:
                words = ", ".join(self.combination_words(m) for m in obs.declarations[seat])
                parts.append(_("{who}: {what}").format(who=self.seat_name(seat), what=words))
        if parts:
            self.show_banner(_("Declared: {what}").format(what="; ".join(parts)), 3.0)

    def my_turn_prompt(self) -> str:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE:
            most = self.exchange_limit()
            return ngettext(
                "Austrian exchange: pick up to {n} card, then Exchange (Enter) or Keep hand (P).",
                "Austrian exchange: pick up to {n} cards, then Exchange (Enter) or Keep hand (P).",
                most).format(n=most)
        if obs.phase == Phase.DECLARE:
            return words.declare_prompt(obs)
        return super().my_turn_prompt()

    def exchange_limit(self) -> int:
        return decisions.exchange_limit(self.shown)

    def to_play(self) -> None:
        assert self.stack is not None
        self.go(Route.PLAY, How.REPLACE, self.ctl, self.layer)

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
        for b in (self.btn_hint, self.btn_undo, self.btn_last):
            b.visible = False
        super().layout(size)
        self.layout_decisions()

    def layout_decisions(self) -> None:
        s = ui.ui_scale(self.ctx.window_size)
        w, h = self.ctx.window_size
        bw, bh = int(180 * s), int(44 * s)
        # Above the prompt line, which stays where it always is.
        y = int(self.prompt_center()[1] - 30 * s - 8 * s - bh / 2)
        self.btn_confirm.rect = pygame.Rect(0, 0, bw, bh)
        self.btn_pass.rect = pygame.Rect(0, 0, bw, bh)
        self.btn_confirm.rect.midright = (w // 2 - int(8 * s), y)
        self.btn_pass.rect.midleft = (w // 2 + int(8 * s), y)
        obs = self.shown
        mine = obs.to_move == obs.seat and obs.phase in (Phase.EXCHANGE, Phase.DECLARE)
        self.btn_confirm.visible = self.btn_pass.visible = mine and not self.intro_step
        if mine and obs.phase == Phase.DECLARE:
            self.btn_confirm.enabled = self.selection_error() is None
        else:
            self.btn_confirm.enabled = True

    def selection_error(self) -> str | None:
        return decisions.declaration_error(self.shown, self.chosen)

    def confirm_label(self) -> str:
        if self.shown.phase == Phase.EXCHANGE:
            return _("Exchange {n}").format(n=len(self.selected)) if self.selected else _("Exchange")
        pts = sum(combination_points(m) for m in self.chosen)
        return _("Declare ({points})").format(points=pts) if self.chosen else _("Declare")

    def pass_label(self) -> str:
        return _("Keep hand") if self.shown.phase == Phase.EXCHANGE else _("Pass")

    def on_confirm(self) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE:
            self.try_action(Exchange(self.me, tuple(self.selected)))
        elif obs.phase == Phase.DECLARE and self.selection_error() is None:
            self.try_action(Declare(self.me, tuple(sorted(self.chosen))))
        self.choices = []
        self.layout_decisions()

    def on_pass(self) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE:
            self.try_action(Exchange(self.me, ()))
        elif obs.phase == Phase.DECLARE:
            self.try_action(Declare(self.me, ()))
        self.choices = []
        self.layout_decisions()

    def can_drag(self) -> bool:
        return False

    def on_card_chosen(self, card: int, dropped: bool) -> None:
        obs = self.shown
        if obs.phase == Phase.EXCHANGE and obs.to_move == obs.seat:
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < self.exchange_limit():
                self.selected.append(card)
            else:
                n = self.exchange_limit()
                self.say(ngettext("At most {n} card may be laid down.", "At most {n} cards may be laid down.", n)
                         .format(n=n), alert=True, seconds=2.5)
        self.sync(0.15 * self.ctx.animation_scale)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.intro_step:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.on_menu()
                return True
            if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                return False
            # A click or key finishes the deal animation at once and then counts, like any
            # input during an animation: if play has begun, the play scene takes it, on the
            # card that was under the pointer (the hand is laid out anew when play begins).
            pressed = self.layer.hit(event.pos, self.hand_keys()) if event.type == pygame.MOUSEBUTTONDOWN else None
            self.intro.clear()
            self._next_intro()
            if self.shown.phase in (Phase.PLAY, Phase.OVER) and self.banner_time <= 0 and self.stack is not None:
                self.to_play()
                top = self.stack.top
                if isinstance(top, TableScene) and pressed is not None:
                    return top.press(pressed, event.pos)
                return top.handle(event) if top is not None else True
        if self.coach.handle(event):
            return True
        if self.decl_buttons.handle(event):
            return True
        if event.type == pygame.KEYDOWN and self.btn_confirm.visible and self.handle_decision_key(event):
            return True
        panel = self.declaration_panel()
        rows = panel[1] if panel is not None else []
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rows:
            for rect, mask in rows:
                if rect.collidepoint(event.pos):
                    self.toggle(mask)
                    return True
        if (event.type == pygame.KEYDOWN and self.shown.phase == Phase.DECLARE and rows
                and pygame.K_1 <= event.key <= pygame.K_9):
            i = event.key - pygame.K_1
            if i < len(rows):
                self.toggle(rows[i][1])
                return True
        return super().handle_input(event)

    def handle_decision_key(self, event: pygame.event.Event) -> bool:
        """Enter confirms (declare or exchange), P or Backspace passes (or keeps the hand)."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.btn_confirm.enabled:
                self.on_confirm()
            else:
                self.say(self.selection_error() or "", alert=True, seconds=2.5)
            return True
        if event.key in (pygame.K_p, pygame.K_BACKSPACE):
            self.on_pass()
            return True
        return False

    def toggle(self, mask: int) -> None:
        self.chosen ^= {mask}
        self.layout_decisions()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_declaration_panel(surface)
        if not self.intro_step:  # no decision buttons while the cards are being dealt
            self.decl_buttons.draw(surface, self.ctx.fonts, self.px(20))
        self.coach.draw(surface)

    def declaration_panel(self) -> tuple[pygame.Rect, decisions.Rows, int] | None:
        """The panel's box, one row per combination and the mini card height (pure geometry), or None."""
        obs = self.shown
        if self.intro_step or obs.to_move != obs.seat or obs.phase != Phase.DECLARE or not self.choices:
            return None
        box, rows, mini = decisions.declaration_panel(
            len(self.choices), self.ctx.window_size, self.px, self.geo.card_h, self.btn_confirm.rect.top,
            int(self.geo.opp_y + self.geo.small_h * 0.6))
        return box, list(zip(rows, self.choices, strict=True)), mini

    def draw_declaration_panel(self, surface: pygame.Surface) -> None:
        panel = self.declaration_panel()
        if panel is not None:
            box, rows, mini = panel
            decisions.draw_declaration_panel(surface, self.ctx.fonts, self.ctx.art, box, rows, mini, self.chosen,
                                             self.combination_words, self.selection_error(), self.px)
