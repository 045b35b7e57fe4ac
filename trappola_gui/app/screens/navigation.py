"""The navigator: the one place that builds a screen and puts it on the stack.

It makes :class:`~trappola_gui.app.shell.navigator.Navigator` (the typed surface every scene and
the match session call) and is the only code that knows which class serves which screen;
each scene's module is imported when that screen first opens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trappola_gui.engine import DealState, Match
    from trappola_gui.storage import Stats

    from ..kit.card_layer import CardLayer
    from ..shell.context import Context
    from ..shell.scene import Scene, SceneStack
    from ..shell.source import MatchSource, TableSource


class SceneNavigator:
    """The one :class:`~trappola_gui.app.shell.navigator.Navigator`: builds each screen and puts it on ``stack``."""

    def __init__(self, stack: SceneStack, ctx: Context) -> None:
        self.stack = stack
        self.ctx = ctx

    # ------------------------------------------------------------- how a scene goes on
    def _over(self, scene: Scene) -> None:
        self.stack.push(scene)

    def _instead(self, scene: Scene) -> None:
        if self.stack.scenes:
            self.stack.replace(scene)
        else:
            self.stack.push(scene)

    def _alone(self, scene: Scene) -> None:
        self.stack.clear_to(scene)

    def back(self) -> None:
        """Close the top scene; the one under it resumes."""
        self.stack.pop()

    # ------------------------------------------------------------------- the menus
    def menu(self) -> None:
        """The main menu, alone on the stack."""
        from .menu import MenuScene

        self._alone(MenuScene(self.ctx))

    def new_match(self, *, instead: bool = False) -> None:
        """The New match form, over the current screen (``instead`` of it from the statistics)."""
        from .new_match import NewMatchScene

        scene = NewMatchScene(self.ctx)
        if instead:
            self._instead(scene)
        else:
            self._over(scene)

    def settings(self) -> None:
        from .settings_page import SettingsScene

        self._over(SettingsScene(self.ctx))

    def rules(self) -> None:
        from .rules import RulesScene

        self._over(RulesScene(self.ctx))

    def stats(self, stats: Stats | None) -> None:
        from .stats import StatsScene

        self._over(StatsScene(self.ctx, stats))

    def friend(self) -> None:
        """Play a friend: your name, Host, Join, Continue."""
        from .friend import FriendScene

        self._over(FriendScene(self.ctx))

    def friend_host(self) -> None:
        from .friend import HostScene

        self._over(HostScene(self.ctx))

    def friend_join(self, link: str = "") -> None:
        """Join a table (``link``: a table link given on the command line, filled in)."""
        from .friend_join import JoinScene

        self._over(JoinScene(self.ctx, link))

    def friend_lobby(self) -> None:
        """The friend's table being sat at: connecting, waiting for seats, then the table itself."""
        from .friend_lobby import LobbyScene

        friends = self.ctx.friends
        if friends is None or friends.table is None:
            return
        self._alone(LobbyScene(self.ctx, friends.table))

    def new_match_guarded(self, start: Callable[[], object]) -> None:
        """Start a new match with ``start``; first ask, if it would abandon an unfinished match.

        Every way to a new match goes through here, so none abandons a match without the question.
        """
        session = self.ctx.session
        if session is not None and session.can_continue():
            from .question import AbandonQuestion

            self._over(AbandonQuestion(self.ctx, start))
        else:
            start()

    # ------------------------------------------------------------------- the table
    def deal(self, source: TableSource, layer: CardLayer | None = None, *, resumed: bool = False,
             alone: bool = False) -> None:
        from ..table.deal_scene import DealScene

        scene = DealScene(self.ctx, source, layer, resumed=resumed)
        if alone:
            self._alone(scene)
        else:
            self._instead(scene)

    def play(self, source: TableSource, layer: CardLayer | None = None, *, alone: bool = False) -> None:
        from ..table.play_scene import PlayScene

        scene = PlayScene(self.ctx, source, layer)
        if alone:
            self._alone(scene)
        else:
            self._instead(scene)

    def score(self, controller: MatchSource, layer: CardLayer | None) -> None:
        from .score import ScoreScene

        self._over(ScoreScene(self.ctx, controller, layer))

    def next_deal(self, controller: MatchSource, layer: CardLayer | None) -> None:
        self.back()
        self.deal(controller, layer)

    def match_sheet(self, source: TableSource) -> None:
        from .match_sheet import MatchSheetScene

        self._over(MatchSheetScene(self.ctx, source))

    def replay(self, deal: DealState, match: Match | None = None) -> None:
        from ..table.replay import ReplayScene

        self._over(ReplayScene(self.ctx, deal, match))

    def review(self, deal: DealState, seat: int) -> None:
        from .review import ReviewScene

        self._over(ReviewScene(self.ctx, deal, seat))
