"""The main menu, the new-match form, the settings and the rules."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.engine import ALL_VARIANTS, Rules, RulesError, parse_deal_code
from trappola_gui.engine.seeding import DealCodeError
from trappola_gui.storage.settings import SPEEDS

from .. import i18n, ui
from ..i18n import NC_, _, ngettext, pgettext
from ..names import FACE_WORDS, SCORING_WORDS, face_name, level_name, variant_blurb, variant_name
from ..scene import How, Route, Scene
from . import settings_preview

if TYPE_CHECKING:
    from ..context import Context

log = logging.getLogger("trappola")


class BackdropScene(Scene):
    """Felt, a fan of cards and a title: what every menu page stands on."""

    title_fan = ("AC", "KH", "QS", "JD", "2C")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._felt: pygame.Surface | None = None

    def px(self, v: float) -> int:
        return int(v * ui.ui_scale(self.ctx.window_size))

    def draw_backdrop(self, surface: pygame.Surface, title: str, fan: bool = True) -> None:
        size = surface.get_size()
        if self._felt is None or self._felt.get_size() != size:
            self._felt = self.ctx.art.felt(size)
        surface.blit(self._felt, (0, 0))
        w, h = size
        if fan:
            ch = int(h * 0.2)
            for i, code in enumerate(self.title_fan):
                img = self.ctx.art.face(code, ch)
                img = pygame.transform.rotozoom(img, 24 - i * 12, 1.0)
                r = img.get_rect(center=(w // 2 + (i - 2) * ch * 0.32, int(h * 0.2) + abs(i - 2) * ch * 0.05))
                surface.blit(img, r)
        y = int(h * 0.36) if fan else self.px(30)
        # The game's name, or the page's over the felt: the largest text there is.
        ui.draw_styled(surface, self.ctx.fonts, title, ui.TYPE.display, ui.ui_scale(size), (w // 2, y), ui.CREAM,
                       anchor="midtop", max_width=int(w * 0.9))


class MenuScene(BackdropScene):
    name = "menu"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = [
            ui.Button(lambda: _("Continue"), self.on_continue, primary=True, name="continue"),
            ui.Button(lambda: _("New match"), self.on_new, name="new"),
            ui.Button(lambda: _("Settings"), self.on_settings, name="settings"),
            ui.Button(lambda: _("Rules"), self.on_rules, name="rules"),
            ui.Button(lambda: _("Statistics"), self.on_stats, name="stats"),
            ui.Button(lambda: _("Quit"), self.on_quit, name="quit"),
        ]
        self.form = ui.Form(self.buttons)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        can_continue = self.ctx.can_continue is not None and self.ctx.can_continue()
        self.buttons[0].visible = self.buttons[0].enabled = can_continue
        self.buttons[1].primary = not can_continue
        self.buttons[4].visible = self.buttons[4].enabled = self.ctx.stats is not None
        self.form.items = [b for b in self.buttons if b.visible]
        self.form.index = 0
        self.form._mark()
        self.layout(self.ctx.window_size)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        bh = int(46 * s)
        ui.stack_buttons(self.buttons, w // 2, int(h * 0.36) + int(84 * s), int(260 * s), bh,
                         max(6, int(min(12 * s, (h * 0.5 - 6 * bh) / 6))))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_quit()
            return True
        return self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, "Trappola")
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        ui.draw_styled(surface, self.ctx.fonts, _("The Venetian card game, since 1524"), ui.TYPE.body, s,
                       (w // 2, int(h * 0.36) + self.px(58)), ui.MUTED, anchor="midtop")
        self.form.draw(surface, self.ctx.fonts, ui.TYPE.label.px(s))

    def on_continue(self) -> None:
        if self.ctx.resume is not None:
            self.ctx.resume()

    def on_new(self) -> None:
        self.go(Route.NEW_MATCH)

    def on_settings(self) -> None:
        self.go(Route.SETTINGS)

    def on_rules(self) -> None:
        self.go(Route.RULES)

    def on_stats(self) -> None:
        if self.ctx.stats is not None:
            self.go(Route.STATS, How.PUSH, self.ctx.stats())

    def on_quit(self) -> None:
        self.ctx.quit_requested = True


class FormScene(BackdropScene):
    """A page of selectors with a primary button and Back."""

    def __init__(self, ctx: Context, title: Callable[[], str]) -> None:
        super().__init__(ctx)
        self.title = title
        self.selectors: list[ui.Selector | ui.TextField] = []  # the rows, one above the other
        self.actions: list[ui.Button] = []
        self.form = ui.Form([])

    def build(self, selectors: list[ui.Selector | ui.TextField], actions: list[ui.Button]) -> None:
        self.selectors, self.actions = selectors, actions
        items = selectors + actions  # a name of its own: mypy infers `+` wrongly where Form's type is the context
        self.form = ui.Form(items)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        top = self.px(100)
        bottom_room = int(70 * s)
        row_h = max(self.px(30), min(int(44 * s), (h - top - bottom_room - 40) // max(1, len(self.selectors))))
        width = min(int(w * 0.86), int(640 * s))
        for i, sel in enumerate(self.selectors):
            sel.rect = pygame.Rect(0, 0, width, row_h - 6)
            sel.rect.midtop = (w // 2, top + i * row_h)
        bw, bh = int(200 * s), int(46 * s)
        x = w // 2 - (len(self.actions) * bw + (len(self.actions) - 1) * 16) // 2
        for b in self.actions:
            b.rect = pygame.Rect(x, h - bh - int(20 * s), bw, bh)
            x += bw + 16

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, self.title(), fan=False)
        self.form.draw(surface, self.ctx.fonts, ui.TYPE.label.px(ui.ui_scale(surface.get_size())))


class NewMatchScene(FormScene):
    name = "new_match"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, lambda: _("New match"))
        st = ctx.settings
        self.choice = {
            "variant": st.variant,
            "target": st.target if st.target in (30, 60, 100) else 60,
            "level": st.level,
            "partner_level": st.partner_levels.get(2, st.level),
            "faces": st.faces,
            "must_win": bool(st.rule_options.get("must_win", False)),
            "declarations_bind": bool(st.rule_options.get("declarations_bind", False)),
            "match_scoring": st.rule_options.get("match_scoring", "margin"),
        }
        on_off = lambda v: _("On") if v else _("Off")  # noqa: E731
        # A deal code someone shared deals the same first deal again. The hint must not read as a
        # code already filled in: it says "optional" and is drawn in muted italics.
        self.code_field = ui.TextField(
            # TRANSLATORS: the label of New match's deal-code field (a form row, room for a few words).
            lambda: pgettext("new match", "Deal code"), name="code",
            # TRANSLATORS: the hint in the empty deal-code field; {code} is an example code, kept as it is.
            placeholder=lambda: _("optional, e.g. {code}").format(code="7K3M-Q2XA"),
            on_change=lambda _v: setattr(self, "error", ""))
        self.rows: list[ui.Selector | ui.TextField] = [
            self.sel(_l("Variant"), "variant", list(ALL_VARIANTS), variant_name),
            self.sel(_l("Play to"), "target", [30, 60, 100],
                     lambda v: ngettext("{n} point", "{n} points", v).format(n=v)),
            self.sel(lambda: _("Opponents") if self.preset().players == 4 else _("Opponent"), "level",
                     ["easy", "normal", "hard"], level_name),
            self.sel(_l("Partner"), "partner_level", ["easy", "normal", "hard"], level_name),
            self.sel(_l("Card faces"), "faces", list(FACE_WORDS), face_name),
            self.sel(_l("Must beat the lead"), "must_win", [False, True], on_off),
            self.sel(_l("Declarations bind"), "declarations_bind", [False, True], on_off),
            self.sel(_l("Match scoring"), "match_scoring", ["margin", "fixed", "cumulative"],
                     lambda v: _(SCORING_WORDS[v])),
            self.code_field,
        ]
        self.build(self.rows, [
            ui.Button(lambda: _("Start"), self.on_start, primary=True, name="start"),
            ui.Button(lambda: _("Back"), self.back, name="back"),
        ])
        self.show_applicable()
        self.error = ""

    def sel(self, label: Callable[[], str], key: str, options: list[Any], show: Callable[[Any], str]) -> ui.Selector:
        def setter(v: Any, key: str = key) -> None:
            usual = self.preset().target
            self.choice[key] = v
            self.error = ""
            if key == "variant":
                if self.preset().target != usual:  # to or from a game with its own usual target (1524: 100)
                    self.choice["target"] = self.preset().target
                self.show_applicable()

        def getter(key: str = key) -> Any:
            return self.choice[key]
        return ui.Selector(label, options, getter, setter, show, name=key)

    def preset(self) -> Rules:
        """The chosen variant's rules before any option: what decides which options apply."""
        return Rules.variant_preset(self.choice["variant"])

    def show_applicable(self) -> None:
        """Offer only the rows that apply to the chosen variant, laid out again, focus kept."""
        preset = self.preset()
        focused = self.form.items[self.form.index] if self.form.items else None
        self.selectors = [row for row in self.rows if option_applies(row.name, preset)]
        items = self.selectors + self.actions  # as in build: mypy infers `+` wrongly with Form's type as context
        self.form.items = items
        # Hidden rows keep their choice: it is back, unchanged, when a variant offers the row again.
        self.form.index = self.form.items.index(focused) if focused in self.form.items else 0
        self.form._mark()
        self.layout(self.ctx.window_size)

    def rules(self) -> Rules:
        """The match's rules: the variant and the options that apply to it."""
        c = self.choice
        preset = self.preset()
        data = {"variant": c["variant"], "target": c["target"]}
        data.update({key: c[key] for key in ("must_win", "declarations_bind", "match_scoring")
                     if option_applies(key, preset)})
        return Rules.from_dict(data)

    def on_start(self) -> None:
        try:
            rules = self.rules()
        except RulesError as exc:
            log.info("refused rules: %s", exc)
            self.error = _("These options cannot be played together. Change one and try again.")
            return
        first_deal_seed = None
        if self.code_field.value:
            try:
                first_deal_seed = parse_deal_code(self.code_field.value)
            except DealCodeError:
                self.error = _("That is not a deal code: eight letters and digits, like 7K3M-Q2XA.")
                return
        c = self.choice
        options = {k: c[k] for k in ("must_win", "declarations_bind", "match_scoring")}

        def start() -> None:
            # Only once the match starts: Keep playing, at the question, leaves the settings as they were.
            self.ctx.update_settings(variant=c["variant"], target=c["target"], level=c["level"], faces=c["faces"],
                                     rule_options=options, partner_levels={2: c["partner_level"]})
            assert self.ctx.start_match is not None
            self.ctx.start_match(rules, c["level"], partner_level=c["partner_level"], first_deal_seed=first_deal_seed)

        self.start_new_match(start)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        blurb = variant_blurb(self.choice["variant"], self.choice["faces"])  # the faces chosen on this form
        last = self.selectors[-1].rect
        text = self.error or blurb
        px = ui.TYPE.body.px(ui.ui_scale((w, h)))
        lines = self.ctx.fonts.wrap(text, px, int(w * 0.8))
        line_h = self.ctx.fonts.font(px).get_linesize()
        for i, line in enumerate(lines[:3]):
            y = last.bottom + self.px(14) + i * line_h
            ui.draw_text(surface, self.ctx.fonts, line, px, (w // 2, y),
                         ui.ALERT if self.error else ui.MUTED, anchor="midtop")


# Rows of New match offered only where the variant's rules use them; the others always apply.
# A variant is a preset of options (engine/rules.py), so this reads the preset, not the variant's name.
_APPLIES: dict[str, Callable[[Rules], bool]] = {
    "partner_level": lambda rules: rules.players == 4,  # only the partnership game has a partner
    "declarations_bind": lambda rules: rules.declarations,  # Blind Trappola has no declarations to bind
    "must_win": lambda rules: not rules.historical,  # the game of 1524 has no trumps to beat with
}


def option_applies(row: str, preset: Rules) -> bool:
    """True if New match's row ``row`` means something under the variant ``preset``.

    >>> option_applies("declarations_bind", Rules.variant_preset("blind"))
    False
    >>> option_applies("partner_level", Rules.variant_preset("partnership"))
    True
    """
    check = _APPLIES.get(row)
    return check is None or check(preset)


def _l(text: str) -> Callable[[], str]:
    """A label that is translated when drawn, so a language switch shows at once."""
    return lambda: _(text)


# The speed setting's words; each named speed writes its animation_speed (storage.settings.SPEEDS).
SPEED_WORDS = {"relaxed": NC_("speed", "Relaxed"), "normal": NC_("speed", "Normal"),
               "fast": NC_("speed", "Fast"), "instant": NC_("speed", "Instant")}


class SettingsScene(FormScene):
    name = "settings"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, lambda: _("Settings"))
        on_off = lambda v: _("On") if v else _("Off")  # noqa: E731

        def setting(label: Callable[[], str], key: str, options: list[Any],
                    show: Callable[[Any], str]) -> ui.Selector:
            return ui.Selector(label, options, lambda: getattr(self.ctx.settings, key),
                               lambda v: self.ctx.update_settings(**{key: v}), show, name=key)

        languages = [None, *i18n.LANGUAGES]
        self.build([
            setting(_l("Card faces"), "faces", list(FACE_WORDS), face_name),
            setting(_l("Four-colour French suits"), "four_colour", [False, True], on_off),
            setting(_l("Card back"), "back", ["red", "blue"], lambda v: _("Red") if v == "red" else _("Blue")),
            setting(_l("Language"), "language", languages,
                    lambda v: _("System") if v is None else i18n.LANGUAGES[v]),
            setting(_l("Opponent"), "level", ["easy", "normal", "hard"], level_name),
            # One choice paces both the computer's play and the animations; an older file's
            # number shows as the nearest named speed until the player picks one.
            ui.Selector(_l("Speed"), list(SPEEDS), lambda: self.ctx.speed,
                        lambda v: self.ctx.update_settings(animation_speed=SPEEDS[v]),
                        lambda v: pgettext(*SPEED_WORDS[v]), name="speed"),
            setting(_l("Gather tricks with a click"), "gather_by_click", [False, True], on_off),
            setting(_l("Reduced motion"), "reduced_motion", [False, True], on_off),
            setting(_l("Large cards"), "large_cards", [False, True], on_off),
            setting(_l("Sound"), "sound", [True, False], on_off),
            setting(_l("Volume"), "volume", [0.25, 0.5, 0.75, 1.0], lambda v: f"{int(v * 100)} %"),
            setting(_l("Undo against the computer"), "allow_undo", [True, False], on_off),
            setting(_l("First-match coach"), "coach", [True, False], on_off),
            setting(_l("Full screen (F11)"), "fullscreen", [False, True], on_off),
        ], [ui.Button(lambda: _("Done"), self.back, primary=True, name="done")])
        self.preview = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        """The form, and beside it the preview of the chosen faces and back."""
        super().layout(size)
        rows = [sel.rect for sel in self.selectors]
        form = rows[0].unionall(rows[1:])
        left, self.preview = settings_preview.place(form, size, ui.ui_scale(size))
        for sel in self.selectors:
            sel.rect.x = left

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        settings_preview.draw_preview(surface, self.ctx, self.preview, ui.ui_scale(surface.get_size()))
