"""New match: the variant and its options, the target, the opponents' level, the faces, a deal code."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from trappola_gui.engine import ALL_VARIANTS, Rules, RulesError, parse_deal_code
from trappola_gui.engine.seeding import DealCodeError

from ..kit import fields, ui, widgets
from ..lang.i18n import _, _l, ngettext, pgettext
from ..lang.names import FACE_WORDS, SCORING_WORDS, face_name, level_name, variant_blurb, variant_name
from .menu import FormScene

if TYPE_CHECKING:
    from ..shell.context import Context

log = logging.getLogger(__name__)

TARGETS = [30, 60, 100]  # what "Play to" offers (docs/rules.md 6; docs/historical.md 7 offers the same)
# The rule options New match sets, each on its own row where it applies (see _APPLIES below).
OPTIONS = ("must_win", "declarations", "declarations_bind", "match_scoring")


class NewMatchScene(FormScene):
    name = "new_match"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx, lambda: _("New match"))
        st = ctx.settings
        self.choice = {
            "variant": st.variant,
            "target": st.target if st.target in TARGETS else Rules.variant_preset(st.variant).target,
            "level": st.level,
            "partner_level": st.partner_levels.get(2, st.level),
            "faces": st.faces,
            "must_win": bool(st.rule_options.get("must_win", False)),
            "declarations": bool(st.rule_options.get("declarations", True)),
            "declarations_bind": bool(st.rule_options.get("declarations_bind", False)),
            "match_scoring": st.rule_options.get("match_scoring", "margin"),
        }
        # The target the player chose (here or for the last match), kept through a change of variant;
        # None while they play to each variant's usual target (1524's is larger: docs/historical.md 7).
        usual = Rules.variant_preset(st.variant).target
        self.own_target: int | None = self.choice["target"] if self.choice["target"] != usual else None
        on_off = lambda v: _("On") if v else _("Off")  # noqa: E731
        # A deal code someone shared deals the same first deal again. The hint must not read as a
        # code already filled in: it says "optional" and is drawn in muted italics.
        self.code_field = fields.TextField(
            # TRANSLATORS: the label of New match's deal-code field (a form row, room for a few words).
            lambda: pgettext("new match", "Deal code"), name="code",
            # TRANSLATORS: the hint in the empty deal-code field; {code} is an example code, kept as it is.
            placeholder=lambda: _("optional, e.g. {code}").format(code="7K3M-Q2XA"),
            on_change=lambda _v: setattr(self, "error", ""))
        self.rows: list[fields.Selector | fields.TextField] = [
            self.sel(_l("Variant"), "variant", list(ALL_VARIANTS), variant_name),
            self.sel(_l("Play to"), "target", TARGETS,
                     lambda v: ngettext("{n} point", "{n} points", v).format(n=v)),
            self.sel(lambda: _("Opponents") if self.preset().players == 4 else _("Opponent"), "level",
                     ["easy", "normal", "hard"], level_name),
            self.sel(_l("Partner"), "partner_level", ["easy", "normal", "hard"], level_name),
            self.sel(_l("Card faces"), "faces", list(FACE_WORDS), face_name),
            self.sel(_l("Must beat the lead"), "must_win", [False, True], on_off),
            # Trappola 1524 may be played with declarations or without (docs/historical.md 4).
            self.sel(_l("Declarations"), "declarations", [True, False], on_off),
            self.sel(_l("Declarations bind"), "declarations_bind", [False, True], on_off),
            self.sel(_l("Match scoring"), "match_scoring", ["margin", "fixed", "cumulative"],
                     lambda v: _(SCORING_WORDS[v])),
            self.code_field,
        ]
        self.build(self.rows, [
            widgets.Button(lambda: _("Start"), self.on_start, primary=True, name="start"),
            widgets.Button(lambda: _("Back"), self.back, name="back"),
        ])
        self.show_applicable()
        self.error = ""

    def sel(self, label: Callable[[], str], key: str, options: list[Any],
            show: Callable[[Any], str]) -> fields.Selector:
        def setter(v: Any, key: str = key) -> None:
            self.choice[key] = v
            self.error = ""
            if key == "target":
                self.own_target = v
            if key == "variant":
                # The player's own target where the variant offers it, else the variant's usual one;
                # the player's is still theirs when a variant offering it comes round again.
                own = self.own_target
                self.choice["target"] = own if own in TARGETS else self.preset().target
                self.show_applicable()

        def getter(key: str = key) -> Any:
            return self.choice[key]
        return fields.Selector(label, options, getter, setter, show, name=key)

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
        data.update({key: c[key] for key in OPTIONS if option_applies(key, preset)})
        return Rules.from_dict(data)

    def checked_rules(self) -> Rules | None:
        """The match's rules, or None with the form's error said when the options do not go together."""
        try:
            return self.rules()
        except RulesError as exc:
            log.info("refused rules: %s", exc)
            self.error = _("These options cannot be played together. Change one and try again.")
            return None

    def rule_options(self) -> dict[str, Any]:
        """The options to keep in the settings for the next match (each variant's own, applied or not),
        but for one the chosen variant refuses (Must beat the lead with 1524): settings hold valid rules."""
        kept: dict[str, Any] = {}
        for key in OPTIONS:
            try:
                Rules.from_dict({"variant": self.choice["variant"], **kept, key: self.choice[key]})
            except RulesError:
                continue
            kept[key] = self.choice[key]
        return kept

    def on_start(self) -> None:
        rules = self.checked_rules()
        if rules is None:
            return
        first_deal_seed = None
        if self.code_field.value:
            try:
                first_deal_seed = parse_deal_code(self.code_field.value)
            except DealCodeError:
                self.error = _("That is not a deal code: eight letters and digits, like 7K3M-Q2XA.")
                return
        c = self.choice
        options = self.rule_options()

        def start() -> None:
            # Only once the match starts: Keep playing, at the question, leaves the settings as they were.
            self.ctx.update_settings(variant=c["variant"], target=c["target"], level=c["level"], faces=c["faces"],
                                     rule_options=options, partner_levels={2: c["partner_level"]})
            assert self.ctx.session is not None
            self.ctx.session.start_match(rules, c["level"], partner_level=c["partner_level"],
                                         first_deal_seed=first_deal_seed)

        self.nav.new_match_guarded(start)

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
    # Blind Trappola has no declarations to bind, and the rule book of 1524 no binding rule.
    "declarations_bind": lambda rules: rules.declarations and not rules.historical,
    "declarations": lambda rules: rules.historical,  # the later game's variant without them is Blind Trappola
    "must_win": lambda rules: not rules.historical,  # the game of 1524 has no trumps to beat with
    "people": lambda rules: rules.players == 4,  # at a friend's table: two people, or up to four in partnership
    "computer": lambda rules: rules.players == 4,  # the seats no person takes
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
