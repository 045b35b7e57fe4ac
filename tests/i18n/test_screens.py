"""Every screen, drawn: no visible string left unmarked, no label outside its box at 800x600."""

from __future__ import annotations

import gettext
import re
from types import SimpleNamespace

import pygame
import pytest

from trappola_gui.app.app import App
from trappola_gui.app.kit import ui, widgets
from trappola_gui.app.lang import i18n
from trappola_gui.app.screens.rules import RULES_TEXT, RulesScene
from trappola_gui.app.screens.stats import StatsScene
from trappola_gui.app.table import coach
from trappola_gui.app.tools.tour import run_tour

from ..app.helpers import make_app

# Proper names, the languages' own names and the sample deal code are shown as they are.
UNTRANSLATED = {"Trappola", "<", ">", "7K3M-Q2XA", *i18n.LANGUAGES.values()}


def mark(message: str) -> str:
    # Each word marked, so every line of a wrapped text still carries the mark.
    return "\n".join(" ".join(f"«{w}»" for w in line.split(" ")) for line in message.split("\n"))


class Marked(gettext.NullTranslations):
    """A test language: every word of every message comes back wrapped in «…»."""

    def gettext(self, message):
        return mark(message)

    def ngettext(self, singular, plural, n):
        return mark(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return mark(message)

    def npgettext(self, context, singular, plural, n):
        return mark(singular if n == 1 else plural)


def fake_stats():
    from trappola_gui.storage import StatLine

    line = StatLine(matches_played=3, matches_won=2, deals_played=11, deals_won=6, deals_drawn=1, total_margin=50,
                    best_deal_points=71, best_margin=44, current_streak=1, best_streak=2, schneider_given=1)
    return SimpleNamespace(lines={("classic", "normal"): line, ("partnership", "hard"): line})


def every_screen(app: App, tmp_path) -> None:
    run_tour(app, tmp_path / "tour")
    from trappola_gui.app.screens.match_sheet import MatchSheetScene
    from trappola_gui.app.table.replay import ReplayScene

    for scene in (MatchSheetScene(app.ctx, app.controller), ReplayScene(app.ctx, app.controller.deal)):
        app.stack.push(scene)
        app.stack.draw(app.screen)
        app.stack.pop()
    app.stack.push(StatsScene(app.ctx, fake_stats()))
    app.stack.draw(app.screen)
    app.stack.pop()
    rules = RulesScene(app.ctx)
    app.stack.push(rules)
    for page in range(len(RULES_TEXT)):
        rules.page = page
        app.stack.draw(app.screen)
    app.stack.pop()


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_every_visible_string_is_marked_for_translation(tmp_path, monkeypatch):
    app = make_app(tmp_path, "800x600", lang="en", as_tour=True)
    drawn: set[str] = set()
    render = ui.Fonts.render

    def recording(self, text, *args, **kwargs):
        drawn.add(text)
        return render(self, text, *args, **kwargs)

    monkeypatch.setattr(ui.Fonts, "render", recording)
    try:
        i18n.use_translations(Marked(), "xx")
        every_screen(app, tmp_path)
    finally:
        app.close()
    assert len(drawn) > 100
    # Deal codes (the match sheet's column) are shown as they are, like the sample code.
    unmarked = sorted(t for t in drawn if "«" not in t and re.search(r"[^\W\d_]", t) and t not in UNTRANSLATED
                      and not re.fullmatch(r"[0-9A-Z]{4}-[0-9A-Z]{4}", t))
    assert unmarked == []


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_label_fits_its_box_at_800x600(tmp_path, monkeypatch, lang):
    app = make_app(tmp_path, "800x600", lang=lang, as_tour=True)
    screen = app.screen.get_rect()
    overflow: list[str] = []
    draw_text, draw_button = ui.draw_text, widgets.Button.draw

    def measured(surface, fonts, text, px, pos, *args, max_width=None, **kwargs):
        rect = draw_text(surface, fonts, text, px, pos, *args, max_width=max_width, **kwargs)
        if max_width is not None and rect.width > max_width:
            overflow.append(f"{text!r}: {rect.width} > {max_width}")
        if not screen.contains(rect):
            overflow.append(f"{text!r} leaves the window: {rect}")
        return rect

    def button(self, surface, fonts, px):
        draw_button(self, surface, fonts, px)
        if self.visible:
            label = self.label()
            weight = ui.TYPE.label.weight  # a button's label is drawn in the label's weight
            size = fonts.fit(label, px, self.rect.width - 16, weight=weight)
            if fonts.font(size, weight=weight).size(label)[0] > self.rect.width - 8:
                overflow.append(f"button {label!r} wider than {self.rect.width}")

    monkeypatch.setattr(ui, "draw_text", measured)
    monkeypatch.setattr(widgets.Button, "draw", button)
    try:
        every_screen(app, tmp_path)
    finally:
        app.close()
    assert not overflow, "\n".join(sorted(set(overflow)))


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_rules_page_fits_its_box_at_800x600(tmp_path, lang):
    app = make_app(tmp_path, "800x600", lang=lang, as_tour=True)
    try:
        scene = RulesScene(app.ctx)
        fonts = app.ctx.fonts
        for page in range(len(RULES_TEXT)):
            scene.page = page
            box, title, lines, px, line_h, top = scene.page_layout((800, 600))
            assert top + len(lines) * line_h <= box.bottom - scene.px(8), (lang, page, len(lines))
            for line in lines:
                assert fonts.font(px).size(line)[0] <= box.width - scene.px(40), (lang, page, line)
    finally:
        app.close()


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_coach_tip_fits_its_panel(tmp_path, lang):
    app = make_app(tmp_path, "800x600", lang=lang, as_tour=True)
    try:
        tips = coach.Coach(app.ctx)
        for key in coach.TIPS:
            tips.tip = key
            tips.layout((800, 600))
            px, lines = tips.text_px, tips.lines
            assert len(lines) <= 5, (lang, key)
            assert all(app.ctx.fonts.font(px).size(li)[0] <= tips.box.width - 30 for li in lines), (lang, key)
            assert pygame.Rect(0, 0, 800, 600).contains(tips.box)
    finally:
        app.close()
