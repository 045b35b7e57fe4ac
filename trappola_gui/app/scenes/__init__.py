"""The scenes: menu, deal, play, score, settings, rules, statistics, replay, match sheet, review.

Scenes open one another by :class:`~trappola_gui.app.scene.Route`, never by
importing each other; this package is the one place that knows which class
serves which route.
"""

from ..scene import Route, register_routes
from .match_sheet import MatchSheetScene
from .menu import MenuScene, NewMatchScene, RulesScene, SettingsScene
from .replay import ReplayScene
from .review import ReviewScene
from .score import ScoreScene
from .stats import StatsScene
from .table_scene import DealScene, PlayScene

register_routes({
    Route.MENU: MenuScene,
    Route.NEW_MATCH: NewMatchScene,
    Route.SETTINGS: SettingsScene,
    Route.RULES: RulesScene,
    Route.STATS: StatsScene,
    Route.DEAL: DealScene,
    Route.PLAY: PlayScene,
    Route.SCORE: ScoreScene,
    Route.REPLAY: ReplayScene,
    Route.MATCH_SHEET: MatchSheetScene,
    Route.REVIEW: ReviewScene,
})

__all__ = [
    "DealScene", "MatchSheetScene", "MenuScene", "NewMatchScene", "PlayScene", "ReplayScene", "ReviewScene",
    "RulesScene", "ScoreScene", "SettingsScene", "StatsScene",
]
