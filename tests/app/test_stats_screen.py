"""The statistics screen: the table, the chart of recent deals, the details, the empty state, the keys."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.kit import chart, ui
from trappola_gui.app.lang import i18n
from trappola_gui.app.screens.stats import StatsScene, lines_played
from trappola_gui.app.screens.stats_details import split_details
from trappola_gui.app.screens.stats_table import ROW_HOVER, first_shown
from trappola_gui.storage import Stats
from trappola_gui.storage.stat_lines import RECENT_DEALS_LIMIT, RecentDeal, StatLine

from .helpers import make_app
from .stats_helpers import every_line, played, shown

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def recording(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    drawn: list[tuple[str, pygame.Rect]] = []
    draw_text = ui.draw_text

    def record(surface, fonts, text, *args, **kwargs):
        rect = draw_text(surface, fonts, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ui, "draw_text", record)
    return drawn


def test_with_nothing_counted_the_screen_invites_a_match(app, monkeypatch):
    drawn = recording(monkeypatch)
    scene = shown(app, Stats())
    texts = [t for t, _r in drawn]
    assert "No statistics yet" in texts and scene.row_rects == [] and scene.bars == []
    assert scene.new_match.visible and scene.new_match.focused and not scene.back_button.focused
    # Enter on the focused button opens the new match's screen in place of the statistics.
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert app.stack.top.name != "stats" and all(s.name != "stats" for s in app.stack.scenes)


def test_a_line_with_no_games_is_not_a_row():
    stats = played([12], "classic", "easy").with_line("blind", "hard", StatLine())
    assert [key for key, _line in lines_played(stats)] == [("classic", "easy")]


def test_one_line_draws_one_row_and_a_bar_per_recent_deal(app):
    margins = [30, -46, 0, 92, 60, -20, 5]
    scene = shown(app, played(margins, undo_at=frozenset({4})))
    assert len(scene.row_rects) == 1 and not scene.new_match.visible
    assert len(scene.bars) == len(margins)
    # Won above the zero line, lost below it, the drawn deal a tick across it.
    axis = scene.bars[0].bottom
    for m, bar in zip(margins, scene.bars, strict=True):
        if m > 0:
            assert bar.bottom == axis and bar.height > 2
        elif m < 0:
            assert bar.top == axis and bar.height > 2
        else:
            assert bar.top < axis < bar.bottom
    # Taller for a bigger margin; oldest on the left.
    assert scene.bars[3].height > scene.bars[0].height > scene.bars[6].height
    assert [b.x for b in scene.bars] == sorted(b.x for b in scene.bars)


def test_the_chart_holds_the_newest_deals_only(app):
    scene = shown(app, played(list(range(-30, 40))))
    assert len(scene.bars) == RECENT_DEALS_LIMIT


def test_a_line_from_an_older_file_draws_no_bars_and_says_why(app, monkeypatch):
    drawn = recording(monkeypatch)
    old = StatLine(matches_played=2, matches_won=1, deals_played=8, deals_won=5, total_margin=40, best_margin=30,
                   best_deal_points=70, best_streak=1, current_streak=1)
    scene = shown(app, Stats().with_line("classic", "normal", old))
    assert len(scene.row_rects) == 1 and scene.bars == []
    assert "The deals you finish from now on are charted here." in [t for t, _r in drawn]


@pytest.mark.parametrize("size", SIZES)
def test_the_selected_rows_text_lies_inside_its_light_with_room(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    try:
        drawn = recording(monkeypatch)
        scene = StatsScene(app.ctx, every_line())
        app.stack.push(scene)
        for selected in (0, 1, 2):
            scene.selected = selected
            drawn.clear()
            app.stack.draw(app.screen)
            light = scene.row_rects[scene.row_index.index(selected)]
            inside = [(t, r) for t, r in drawn if r.colliderect(light)]
            # The name, the level and a figure per column shown, every one of them well inside.
            line = scene.lines()[selected][1]
            assert {c.value(line) for c, _edge in scene.plan.columns} <= {t for t, _r in inside}
            assert len(inside) >= 2 + len(scene.plan.columns) >= 5
            room = light.inflate(-2 * 8, -2 * 4)
            for text, rect in inside:
                assert room.contains(rect), (text, rect, light)
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_many_lines_fit_without_overlap_in_every_language(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    try:
        drawn = recording(monkeypatch)
        stats = every_line()
        window = app.screen.get_rect()
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            scene = StatsScene(app.ctx, stats)
            app.stack.push(scene)
            for key in (None, pygame.K_END):
                if key is not None:
                    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
                drawn.clear()
                app.stack.draw(app.screen)
                texts = [(t, r) for t, r in drawn if t.strip()]
                assert len(texts) > 20
                # More rows than room: the window of rows follows the selection, in the panel.
                assert 1 < len(scene.row_rects) < len(stats.lines)
                assert scene.row_index[-1] == (len(stats.lines) - 1 if key else len(scene.row_rects) - 1)
                assert scene.selected in scene.row_index
                for i, (text, rect) in enumerate(texts):
                    assert window.contains(rect), (lang, text)
                    for other, orect in texts[i + 1:]:
                        assert not rect.colliderect(orect), (lang, size, text, other)
                for a, b in zip(scene.row_rects, scene.row_rects[1:], strict=False):
                    assert a.bottom <= b.top
            app.stack.pop()
    finally:
        i18n.set_language("en")
        app.close()


def test_keys_wheel_and_clicks_pick_a_row_and_escape_goes_back(app):
    stats = every_line()
    scene = shown(app, stats)
    count = len(lines_played(stats))

    def key(k):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.stack.draw(app.screen)

    key(pygame.K_UP)
    assert scene.selected == count - 1 and scene.row_index[-1] == count - 1  # the arrows wrap round
    key(pygame.K_DOWN)
    assert scene.selected == 0 and scene.row_index[0] == 0
    key(pygame.K_PAGEDOWN)
    assert scene.selected == scene.visible
    key(pygame.K_HOME)
    assert scene.selected == 0
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert scene.selected == 2
    app.stack.draw(app.screen)
    target = scene.row_rects[1]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target.center))
    assert scene.selected == scene.row_index[1]
    # The row under the pointer is lit (a lighter tint than the rows around it), until the pointer leaves.
    other = scene.row_rects[0] if scene.row_index[0] != scene.selected else scene.row_rects[2]
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=other.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.stack.draw(app.screen)
    assert app.screen.get_at((other.x + 4, other.centery))[:3] == ROW_HOVER
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.hover is None
    key(pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_the_detail_columns_split_evenly_without_parting_a_row_from_its_own():
    assert split_details([1, 1, 1, 1], [False, False, False, False]) == 2
    # The second row belongs to the first: the split comes after it.
    assert split_details([1, 1, 1, 1], [False, True, True, False]) == 3
    assert split_details([1, 1], [False, True]) == 2


def test_the_window_of_rows_moves_as_little_as_it_must():
    assert first_shown(selected=5, first=0, visible=3, count=10) == 3
    assert first_shown(selected=4, first=3, visible=3, count=10) == 3
    assert first_shown(selected=1, first=3, visible=3, count=10) == 1
    assert first_shown(selected=2, first=0, visible=5, count=3) == 0


def test_bars_keep_room_for_a_few_deals_and_the_scale_keeps_both_sides():
    plot = pygame.Rect(0, 0, 240, 100)
    few = [RecentDeal("2026-11-01", "won", 12), RecentDeal("2026-11-01", "lost", -4)]
    fit = chart.chart_scale([d.margin for d in few], plot.top, plot.bottom)
    bars = chart.bar_rects(few, plot, fit)
    assert len(bars) == 2 and all(b.width <= plot.width // chart.MIN_SLOTS for b in bars)
    only_won = chart.chart_scale([50, 20], 0, 100)
    assert 80 <= only_won.axis_y < 100  # the line near the foot, still above it
    assert only_won.y_of(50) == 0


def test_best_deal_names_a_deal_won_or_nothing():
    from trappola_gui.app.screens.stats import detail_rows

    def best(line: StatLine) -> str:
        return next(v for label, v, _part in detail_rows(line) if label.startswith("Best deal"))

    assert best(StatLine(deals_played=3, best_deal_points=34, best_margin=-21)) == "–"  # only deals lost
    assert best(StatLine(deals_played=3, best_deal_points=50, best_margin=10)) == "50 / +10"
