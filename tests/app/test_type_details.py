"""Type and details (issue 38, 9): no text under 14 px at 800x600, captions at 4.5:1 against the felt
measured from rendered pixels, the rules set at a book's measure, a table row's cells on one baseline,
drawn chevrons on the settings' selectors, and the review naming every card one way."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from trappola_gui.app.kit import fields, ui
from trappola_gui.app.lang import i18n
from trappola_gui.app.screens.match_sheet import SheetRow, draw_sheet
from trappola_gui.app.screens.review_words import option_text
from trappola_gui.app.screens.rules import RULES_TEXT, RulesScene
from trappola_gui.engine import Declare, Exchange, Play
from trappola_gui.engine.cards import NUM_CARDS, cards_of

from .helpers import make_app

SMALL = (800, 600)
ROLES = [f.name for f in dataclasses.fields(ui.TYPE)]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def lin(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(c) -> float:
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: float, b: float) -> float:
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


def recorded(monkeypatch) -> list[tuple[str, pygame.Rect, int, str]]:
    """Every text ``ui.draw_text`` draws: its words, its rect, its size and its weight."""
    drawn: list[tuple[str, pygame.Rect, int, str]] = []
    draw_text = ui.draw_text

    def record(surface, fonts, text, px, pos, *args, **kwargs):
        rect = draw_text(surface, fonts, text, px, pos, *args, **kwargs)
        weight = ui.weight_of(kwargs.get("bold", False), kwargs.get("weight"))
        if kwargs.get("max_width") is not None:
            px = fonts.fit(text, px, kwargs["max_width"], weight=weight)
        drawn.append((text, rect, max(ui.MIN_FONT_PX, int(px)), weight))
        return rect

    monkeypatch.setattr(ui, "draw_text", record)
    return drawn


@pytest.mark.parametrize("role", ROLES)
def test_no_text_role_comes_out_under_14_px_at_800x600(tmp_path, role):
    app = make_app(tmp_path, "800x600")
    try:
        style = getattr(ui.TYPE, role)
        px = style.px(ui.ui_scale(SMALL))
        assert px >= 14
        # The face as it is opened for the window: its em, in pixels, and the rendered line.
        font = app.ctx.fonts.font(px, weight=style.weight).font
        assert font.point_size >= 14, (role, px, font.point_size)
        # The ink, capital top to descender foot, not the line's box (which is taller).
        ink = app.ctx.fonts.render("Hg", px, ui.CREAM, weight=style.weight).get_bounding_rect(min_alpha=64)
        assert ink.height >= 14, (role, px, ink.height)
    finally:
        app.close()


@pytest.mark.parametrize("role", ["small", "label", "body"])
@pytest.mark.parametrize("colour", ["MUTED", "CREAM", "ALERT"])
def test_captions_stand_out_from_the_lightest_felt_by_4_5_to_1_at_800x600(tmp_path, role, colour):
    """The table's words in the colours it writes on the felt, over the felt's lightest patch: the
    ratio from rendered pixels (the glyphs' core against the felt under the words)."""
    app = make_app(tmp_path, "800x600")
    try:
        felt = app.ctx.art.felt(SMALL)
        style = getattr(ui.TYPE, role)
        text = app.ctx.fonts.render("Tallone: 12 · 3 prese", style.px(ui.ui_scale(SMALL)), getattr(ui, colour),
                                    weight=style.weight)
        w, h = text.get_size()
        spots = [(x, y) for x in range(0, SMALL[0] - w, 23) for y in range(0, SMALL[1] - h, 17)]

        def felt_under(spot) -> float:
            x, y = spot
            values = [luminance(felt.get_at((x + i, y + j))) for i in range(0, w, 3) for j in range(0, h, 3)]
            return sum(values) / len(values)

        spot = max(spots, key=felt_under)
        screen = felt.copy()
        screen.blit(text, spot)
        glyphs = text.get_bounding_rect().move(spot)
        core = max(luminance(screen.get_at((x, y))) for x in range(glyphs.left, glyphs.right)
                   for y in range(glyphs.top, glyphs.bottom))
        ratio = contrast(core, felt_under(spot))
        assert ratio >= 4.5, (role, colour, round(ratio, 2))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rules_are_set_at_70_to_80_characters_a_line(tmp_path, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}", as_tour=True)
    try:
        scene = RulesScene(app.ctx)
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            full = []
            for page in range(len(RULES_TEXT)):
                scene.page = page
                lines = scene.page_layout(size)[2]
                assert max(len(line) for line in lines) <= 80, (lang, page, max(lines, key=len))
                full.append(max(len(line) for line in lines))
            assert max(full) >= 70, (lang, full)  # the measure is used, not a narrow column
    finally:
        app.close()


def test_a_match_sheet_rows_cells_stand_on_one_baseline(tmp_path, monkeypatch):
    app = make_app(tmp_path, "1920x1080")  # the codes and the notes smaller than the figures
    try:
        drawn = recorded(monkeypatch)
        rows = [SheetRow(1, "K7QF-2M", (40, 26), (1, 0), 0, False, False),
                SheetRow(2, "B3RT-9X", None, (1, 0), None, False, True)]
        rect = pygame.Rect(40, 40, 1200, 400)
        scale = ui.ui_scale((1920, 1080))
        draw_sheet(app.screen, app.ctx.fonts, rect, rows, ("You", "Opponent"), lambda v: int(v * scale))
        for code in ("K7QF-2M", "B3RT-9X"):
            row = next(r for t, r, _p, _w in drawn if t == code)
            cells = [(t, r, p, w) for t, r, p, w in drawn if abs(r.centery - row.centery) < row.height]
            assert len(cells) >= 3, cells
            baselines = {t: r.top + app.ctx.fonts.font(p, weight=w).font.get_ascent() for t, r, p, w in cells}
            assert len(set(baselines.values())) == 1, baselines
    finally:
        app.close()


def test_the_settings_selectors_draw_chevrons_not_angle_brackets(tmp_path, monkeypatch):
    app = make_app(tmp_path, "800x600")
    try:
        drawn = recorded(monkeypatch)
        sel = fields.Selector(lambda: "Speed", ["a", "b"], lambda: "a", lambda v: None,
                               rect=pygame.Rect(20, 20, 500, 40))
        surface = pygame.Surface(SMALL)
        surface.fill((0, 0, 0))
        sel.draw(surface, app.ctx.fonts, 20)
        assert not {"<", ">"} & {t for t, *_rest in drawn}
        for box, way in zip(sel.arrows(), (-1, 1), strict=True):
            points = fields.chevron_points(box, way)
            (tip, y), inner = points[0], points[3]
            assert surface.get_at(((tip + inner[0]) // 2, y))[:3] == ui.CREAM  # the chevron's stroke is drawn
            assert (tip - points[1][0]) * way > 0  # and points the way the arrow steps
    finally:
        app.close()


@pytest.mark.parametrize("faces", ["italian", "french"])
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_review_names_every_card_one_way(lang, faces):
    i18n.set_language(lang)
    for card in range(NUM_CARDS):
        alone = option_text(Play(0, card), faces)
        assert alone == option_text(Play(0, card), faces)
        assert option_text(Exchange(0, (card,)), faces) == alone
    four = Declare(0, (sum(1 << c for c in (0, 9, 18, 27)),))
    assert option_text(four, faces) == ", ".join(option_text(Play(0, c), faces) for c in cards_of(four.combinations[0]))


def test_the_score_boxs_match_bars_stand_out_from_the_panel():
    from trappola_gui.app.table import hud
    from trappola_gui.app.table.layout import Geometry

    pygame.init()
    for size in ((800, 600), (1920, 1080)):
        s = ui.ui_scale(size)
        surface = pygame.Surface(size)
        surface.fill((30, 96, 60))  # the felt
        box = hud.score_panel_rect(Geometry.for_size(size), size, s)
        rows = hud.ScoreRows(("You", "Opponent"), (0, 0), (0, 12), 60, "")
        parts = hud.draw_score_panel(surface, ui.Fonts(), box, rows, ("Points", "Match"), s)
        # An empty bar (the player's, 0 of 60) still shows its length: its track against the panel.
        panel = luminance(surface.get_at((box.x + box.width // 2, box.bottom - int(10 * s)))[:3])
        assert len(parts.bars) == 2, size
        bar = parts.bars[0]
        track = [surface.get_at((x, bar.centery))[:3] for x in range(bar.left + 3, bar.right - 3)]
        assert track and min(contrast(luminance(c), panel) for c in track) >= 3.0, size
        # Each bar runs beside its figure, within the panel, and never under the figure's digits.
        for bar, figure in zip(parts.bars, parts.figures, strict=True):
            assert box.contains(bar) and bar.right < figure.left, (size, bar, figure)
            assert figure.top <= bar.centery <= figure.bottom, (size, bar, figure)
