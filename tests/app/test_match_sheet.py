"""The match sheet (deal by deal, from any moment of a match) and the match's end screen."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from trappola_gui.app.app import agent_factory
from trappola_gui.app.screens.match_sheet import MatchSheetScene, controller_rows, sheet_rows
from trappola_gui.app.shell.controller import MatchController
from trappola_gui.app.tools.driver import player_may_act
from trappola_gui.engine import Rules
from trappola_gui.storage import list_history, load_stats

from .helpers import computer_match, make_app, match_end, play_match_to_end, play_out, start_quick


def test_the_sheet_has_a_row_per_deal_that_adds_up_to_the_match():
    ctl = computer_match(12)
    play_out(ctl)
    rows = controller_rows(ctl)
    assert [r.number for r in rows] == list(range(1, len(ctl.match.deals) + 1))
    for row, deal in zip(rows, ctl.match.deals, strict=True):
        result = deal.result()
        assert row.deal_points == tuple(result.deal_points) and not row.in_progress
        assert row.winner == result.winner
    assert [r.code for r in rows] == [ctl.deal_code(i) for i in range(len(rows))]
    assert all(r.code for r in rows)
    assert rows[-1].match_points == ctl.match.match_points
    # Margin scoring: each deal adds its winner's margin to the winner, nothing to the other side.
    previous = (0, 0)
    for row in rows:
        gained = (row.match_points[0] - previous[0], row.match_points[1] - previous[1])
        if row.winner is None:
            assert gained == (0, 0)
        else:
            assert gained[row.winner] == abs(row.deal_points[0] - row.deal_points[1]) and gained[1 - row.winner] == 0
        previous = row.match_points


def test_the_sheet_is_seen_from_the_players_side():
    ctl = computer_match(12)
    play_out(ctl, deals=2)
    mine, theirs = sheet_rows(ctl.match, 0), sheet_rows(ctl.match, 1)
    for a, b in zip(mine, theirs, strict=True):
        assert a.deal_points == b.deal_points[::-1] and a.match_points == b.match_points[::-1]
        assert a.winner is None and b.winner is None or a.winner == 1 - b.winner


def test_the_deal_in_play_is_in_progress_with_the_match_points_so_far():
    ctl = computer_match(12)
    play_out(ctl, deals=1)
    ctl.start_next_deal()
    first, current = controller_rows(ctl)
    assert current.in_progress and current.deal_points is None and current.winner is None
    assert current.match_points == first.match_points == ctl.match.match_points
    assert current.code == ctl.deal_code(1)


class FakeDeal:
    def __init__(self, points, winner):
        self.is_over = True
        self._result = SimpleNamespace(deal_points=points, winner=winner)

    def result(self):
        return self._result


def test_a_tie_break_deal_is_marked_and_adds_nothing():
    # Cumulative scoring to 60: two drawn deals leave both sides level on 60, so deal 3 is a
    # tie-break; it is drawn too, so deal 4 is one more, and its winner takes the match.
    rules = Rules.from_dict({"variant": "classic", "target": 60, "match_scoring": "cumulative"})
    deals = [FakeDeal((30, 30), None), FakeDeal((30, 30), None), FakeDeal((40, 40), None), FakeDeal((25, 50), 1)]
    rows = sheet_rows(SimpleNamespace(rules=rules, deals=deals), 0)
    assert [r.tiebreak for r in rows] == [False, False, True, True]
    assert [r.match_points for r in rows] == [(30, 30), (60, 60), (60, 60), (60, 60)]
    assert rows[-1].winner == 1


def test_the_sheet_opens_over_the_table_follows_the_play_and_closes(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        table = app.stack.top
        sheet = MatchSheetScene(app.ctx, ctl)
        app.stack.push(sheet)
        [row] = sheet.rows
        assert row.in_progress and row.number == 1
        app.stack.draw(app.screen)
        # The match moves on while the sheet is open: the sheet follows it.
        while not ctl.deal.is_over:
            if ctl.human_to_move:
                ctl.apply(app.ctx.agent_factory("easy", 1).choose(ctl.observation()))
            ctl.step_agents()
        sheet.update(0.0)
        assert sheet.rows[0].deal_points == tuple(ctl.deal.result().deal_points[:2])
        tour.key(pygame.K_ESCAPE)
        assert app.stack.top is not sheet and sheet not in app.stack.scenes
        assert table in app.stack.scenes
        for close in (lambda: tour.key(pygame.K_m), lambda: tour.key(pygame.K_RETURN),
                      lambda: tour.click((5, 5))):
            top = app.stack.top
            app.stack.push(MatchSheetScene(app.ctx, ctl))
            close()
            assert app.stack.top is top
    finally:
        app.close()


@pytest.mark.parametrize("size", ["800x600", "1920x1080"])
def test_a_long_sheet_scrolls_and_starts_at_the_latest_deals(tmp_path, size):
    app = make_app(tmp_path, size)
    try:
        rules = Rules.from_dict({"variant": "classic", "target": 100, "match_scoring": "fixed"})
        ctl = MatchController.new_match(rules, 3, {0: "random", 1: "random"}, agent_factory, human_seat=None)
        play_out(ctl, deals=40)
        sheet = MatchSheetScene(app.ctx, ctl)
        app.stack.push(sheet)
        fits = sheet.fits()
        assert len(sheet.rows) > fits and sheet.first == len(sheet.rows) - fits
        sheet.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode=""))
        assert sheet.first == 0
        sheet.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
        assert sheet.first == 2
        app.stack.draw(app.screen)
    finally:
        app.close()


def test_the_match_end_shows_the_sheet_and_play_again_keeps_rules_and_levels(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        assert score.name == "score" and score.over
        tour.press("result")  # from the deal that decided the match to the match's end
        names = {b.name for b in score.buttons.buttons if b.visible}
        assert names == {"again", "menu"}
        assert [r.number for r in score.rows] == list(range(1, len(ctl.match.deals) + 1))
        tour.key(pygame.K_m)
        assert app.stack.top.name == "match_sheet"
        tour.key(pygame.K_ESCAPE)
        assert app.stack.top is score
        tour.press("again")
        again = app.controller
        assert again is not ctl and ctl.filed
        assert again.rules == ctl.rules and again.levels == ctl.levels and again.human == ctl.human
        assert again.match.seed != ctl.match.seed and len(again.match.deals) == 1
        assert len(list_history(app.paths)) == 1
        line = load_stats(app.paths)[0].line("blind", "normal")
        assert line.all_matches_played == 1 and line.matches_abandoned == 0
    finally:
        app.close()


def test_play_again_in_the_partnership_keeps_the_partners_level(tmp_path):
    app = make_app(tmp_path)
    try:
        app.ctx.update_settings(coach=False)
        four = Rules.variant_preset("partnership")
        ctl = app.start_match(four, "hard", seed=5, partner_level="easy")
        from trappola_gui.app.screens.score import ScoreScene

        while not ctl.match.is_over:
            if ctl.human_to_move:
                ctl.apply(app.ctx.agent_factory("random", 1).choose(ctl.observation()))
            ctl.step_agents()
            if ctl.deal.is_over and not ctl.match.is_over:
                ctl.start_next_deal()
        score = ScoreScene(app.ctx, ctl, app.stack.top.layer)
        app.stack.push(score)
        score.on_again()
        assert app.controller.levels == {1: "hard", 2: "easy", 3: "hard"}
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_no_text_overlaps_another_on_the_sheet_score_and_statistics_screens(tmp_path, monkeypatch, size):
    from trappola_gui.app.kit import ui
    from trappola_gui.app.lang import i18n
    from trappola_gui.app.screens.score import ScoreScene
    from trappola_gui.app.screens.stats import StatsScene
    from trappola_gui.storage import Stats, record_deal, record_match
    from trappola_gui.storage.stats_record import record_abandoned

    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    drawn: list[tuple[str, pygame.Rect]] = []
    draw_text = ui.draw_text

    def recording(surface, fonts, text, *args, **kwargs):
        rect = draw_text(surface, fonts, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ui, "draw_text", recording)
    try:
        ended = computer_match(12, Rules.variant_preset("partnership"))
        play_out(ended)
        going = computer_match(12)
        play_out(going, deals=2)
        stats = record_deal(Stats(), "classic", "normal", 0, going.match.deals[0].result(), False)
        stats = record_abandoned(record_match(stats, "classic", "normal", True, True), "classic", "normal")
        screen = app.screen.get_rect()
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            for make in (lambda: MatchSheetScene(app.ctx, ended), lambda: ScoreScene(app.ctx, ended, None),
                         lambda: match_end(ScoreScene(app.ctx, ended, None)),
                         lambda: ScoreScene(app.ctx, going, None), lambda: StatsScene(app.ctx, stats)):
                scene = make()
                scene.layout(size)
                drawn.clear()
                scene.draw(app.screen)
                texts = [(t, r) for t, r in drawn if t.strip()]
                assert len(texts) > 8
                for i, (text, rect) in enumerate(texts):
                    assert screen.contains(rect), (lang, scene.name, text)
                    for other, orect in texts[i + 1:]:
                        assert not rect.colliderect(orect), (lang, scene.name, text, other)
    finally:
        i18n.set_language("en")
        app.close()
