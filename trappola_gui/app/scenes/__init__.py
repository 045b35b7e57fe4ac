"""The scenes: menu, deal, play, score, settings, rules, statistics, replay, match sheet, review,
and the question asked before a new match abandons one in progress.

Scenes open one another through the navigator (``app/navigator.py``), never by
importing each other. A scene's module is imported when the scene is first opened
(or first named here), so the first menu frame does not wait for the review, the
replay or the statistics, nor for the computer players they bring in.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..scene import Scene
    from .deal_scene import DealScene
    from .match_sheet import MatchSheetScene
    from .menu import MenuScene
    from .new_match import NewMatchScene
    from .play_scene import PlayScene
    from .question import AbandonQuestion
    from .replay import ReplayScene
    from .review import ReviewScene
    from .rules import RulesScene
    from .score import ScoreScene
    from .settings_page import SettingsScene
    from .stats import StatsScene

# Scene class -> the module of this package that defines it.
_HOMES = {
    "MenuScene": "menu", "NewMatchScene": "new_match", "SettingsScene": "settings_page", "RulesScene": "rules",
    "StatsScene": "stats", "DealScene": "deal_scene", "PlayScene": "play_scene", "ScoreScene": "score",
    "ReplayScene": "replay", "MatchSheetScene": "match_sheet", "ReviewScene": "review",
    "AbandonQuestion": "question",
}


def scene_class(name: str) -> Callable[..., Scene]:
    """The scene class called ``name``, its module imported on first use."""
    cls: Callable[..., Scene] = getattr(importlib.import_module(f".{_HOMES[name]}", __name__), name)
    return cls


def __getattr__(name: str) -> Any:
    # ``from .scenes import PlayScene`` imports only the module that defines it (PEP 562).
    if name in _HOMES:
        return scene_class(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AbandonQuestion", "DealScene", "MatchSheetScene", "MenuScene", "NewMatchScene", "PlayScene", "ReplayScene",
    "ReviewScene", "RulesScene", "ScoreScene", "SettingsScene", "StatsScene", "scene_class",
]
