"""The navigator's surface: every change of screen is one typed call, and the session scenes may ask.

A scene asks ``self.nav.review(deal, seat)``; the match session asks ``nav.deal(...)``.
Each method names the screen it opens and what that screen needs, so mypy checks every
call site. :class:`Navigator` is what the scenes see; ``screens/navigation.py`` is the one
implementation, which alone knows the scene classes (and imports each scene's module only
when it is first opened, so the first menu frame waits for none of the others). How a
scene goes on the stack is the navigator's business: over the current one (the match
sheet, the review), instead of it (the table's deal and play) or alone (the menu).

What a scene may ask of the match in progress (start one, resume it, file it) is the
:class:`Session` on ``Context.session``; the navigator asks it whether a new match would
abandon one (``new_match_guarded``), so no way to a new match skips that question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from trappola_gui.engine import DealState, Match, Rules
    from trappola_gui.storage import Stats

    from ..kit.card_layer import CardLayer
    from .controller import MatchController
    from .remote import RemoteTable
    from .source import MatchSource, TableSource


class Session(Protocol):
    """The match session as the scenes see it (``shell/session.py``'s ``MatchSession``)."""

    def start_match(self, rules: Rules, level: str, seed: int | None = None, human: int | None = 0,
                    partner_level: str | None = None, first_deal_seed: int | None = None) -> MatchController:
        """A new match, shown from its first deal."""
        ...

    def resume_match(self) -> None:
        """Continue the saved match where it stopped."""
        ...

    def can_continue(self) -> bool:
        """There is an unfinished match to continue (a new one would abandon it)."""
        ...

    def on_match_closed(self, controller: MatchController) -> None:
        """The player left a match from its score screen: a finished one goes to the history."""
        ...

    @property
    def counts_stats(self) -> bool:
        """Statistics are kept (False: a window that saves nothing)."""
        ...

    def count_stats(self, change: Callable[[Stats], Stats]) -> None:
        """Add to the statistics (a friend's deals): ``change`` returns them with what is new counted."""
        ...

    def current_stats(self) -> Stats | None:
        """The player's statistics now; None where nothing is counted (a tour, a test window)."""
        ...


class Friends(Protocol):
    """Play a friend as the scenes see it (``shell/friend.py``'s ``FriendSession``)."""

    lan: bool  # tables are announced and looked for on the local network

    @property
    def table(self) -> RemoteTable | None:
        """The friend's table of this run, hosted or joined."""
        ...

    @property
    def port(self) -> int | None:
        """The port of the table server this game hosts, if it hosts one."""
        ...

    def can_resume(self) -> bool: ...

    def resume(self) -> RemoteTable | None: ...

    def host(self, rules: Rules, people: int, computer: str) -> RemoteTable: ...

    def join(self, url: str, code: str) -> RemoteTable: ...

    def close(self) -> None: ...

    def addresses(self) -> list[str]: ...


class Navigator(Protocol):
    """The typed ways from one screen to another (``screens/navigation.py`` makes them)."""

    def back(self) -> None:
        """Close the top scene; the one under it resumes."""
        ...

    def menu(self) -> None:
        """The main menu, alone on the stack."""
        ...

    def new_match(self, *, instead: bool = False) -> None:
        """The New match form over the current screen (``instead`` of it, from the statistics)."""
        ...

    def settings(self) -> None: ...

    def rules(self) -> None: ...

    def stats(self, stats: Stats | None) -> None: ...

    def new_match_guarded(self, start: Callable[[], object]) -> None:
        """Start a new match with ``start``; first ask, if it would abandon an unfinished match."""
        ...

    def friend(self) -> None:
        """Play a friend: the player's name and the ways to a friend's table."""
        ...

    def friend_host(self) -> None: ...

    def friend_join(self, link: str = "") -> None: ...

    def friend_lobby(self) -> None:
        """The friend's table being sat at (``ctx.friends.table``), until the table opens."""
        ...

    def deal(self, source: TableSource, layer: CardLayer | None = None, *, resumed: bool = False,
             alone: bool = False) -> None:
        """The deal on the table: instead of the table's last scene, or ``alone`` (a match starts)."""
        ...

    def play(self, source: TableSource, layer: CardLayer | None = None, *, alone: bool = False) -> None:
        """The tricks, instead of the deal's set-up (or ``alone``: a match resumed in its play)."""
        ...

    def score(self, controller: MatchSource, layer: CardLayer | None) -> None:
        """The finished deal's score over its table (``layer``: the table's cards)."""
        ...

    def next_deal(self, controller: MatchSource, layer: CardLayer | None) -> None:
        """From the score screen: close it and deal the next deal on the table under it."""
        ...

    def match_sheet(self, source: TableSource) -> None: ...

    def replay(self, deal: DealState, match: Match | None = None) -> None: ...

    def review(self, deal: DealState, seat: int) -> None: ...
