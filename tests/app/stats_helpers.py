"""Statistics for the screens' tests: lines of played deals, and the statistics screen shown."""

from __future__ import annotations

from datetime import date, timedelta

from trappola_gui.app.screens.stats import StatsScene
from trappola_gui.engine import ALL_VARIANTS, DealResult
from trappola_gui.storage import Stats, record_deal, record_match
from trappola_gui.storage.setting_values import LEVELS

from ..storage.helpers import deal_result


def result(me: int, them: int, winner: int | None) -> DealResult:
    return deal_result((me, them), winner)


def played(margins: list[int], variant: str = "classic", level: str = "normal", stats: Stats | None = None,
           undo_at: frozenset[int] = frozenset()) -> Stats:
    """Stats with one deal per margin (won if above 0, lost if below, drawn at 0), a match every five."""
    stats = stats or Stats()
    for i, m in enumerate(margins):
        winner = None if m == 0 else 0 if m > 0 else 1
        stats = record_deal(stats, variant, level, 0, result(60 + max(m, 0), 60 - min(m, 0), winner), i in undo_at,
                            day=date(2026, 11, 1) + timedelta(days=i))
        if i % 5 == 4:
            stats = record_match(stats, variant, level, m > 0, False)
    return stats


def every_line() -> Stats:
    stats = Stats()
    for n, (variant, level) in enumerate((v, lv) for v in ALL_VARIANTS for lv in LEVELS):
        stats = played([10 + n, -5, 0], variant, level, stats)
    return stats


def shown(app, stats) -> StatsScene:
    scene = StatsScene(app.ctx, stats)
    app.stack.push(scene)
    app.stack.draw(app.screen)
    return scene
