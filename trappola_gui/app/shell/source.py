"""What the table plays from: a small typed source, so a live match and a replay drive one table.

The table reads observations and a few public facts through this protocol and
offers actions back; it never holds a ``DealState`` with hidden cards.
``MatchController`` (a match against the computer), ``RemoteTable`` (a seat at a
friend's table, held by a table server) and ``ReplaySource`` (a recorded deal
stepped through) all satisfy it: the table does not know whether another seat is
the computer or a friend.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from trappola_gui.engine import Action, DealResult, DealState, Match, Observation, Rules


class TableSource(Protocol):
    @property
    def human(self) -> int | None: ...  # the player's seat; None when the computer plays every seat

    @property
    def levels(self) -> Mapping[int, str]: ...  # the computer's level at each of its seats (read only)

    @property
    def names(self) -> Mapping[int, str]: ...  # the name a person at another seat chose (a friend's table)

    @property
    def match(self) -> Match: ...  # the match so far (its scores and deals, for the panels and the sheet)

    @property
    def rules(self) -> Rules: ...

    @property
    def level(self) -> str: ...  # the opponents' level, "" for a replay

    @property
    def moves(self) -> int: ...  # actions taken so far in this deal

    @property
    def thinking(self) -> bool: ...  # the computer is working out its move

    @property
    def human_to_move(self) -> bool: ...

    @property
    def agent_to_move(self) -> bool: ...

    def observation(self, seat: int | None = None) -> Observation: ...

    def result(self) -> DealResult: ...  # the finished deal's score

    def apply(self, action: Action) -> None: ...  # raises IllegalAction

    def request_agent_move(self) -> None: ...

    def poll(self) -> Action | None: ...

    def deal_code(self, index: int | None = None) -> str | None: ...  # the code that deals a deal again

    def can_undo(self) -> bool: ...

    def undo(self) -> bool: ...

    def pump(self) -> bool: ...  # take what came from elsewhere (a table server); True if the table changed


class MatchSource(TableSource, Protocol):
    """A match played to its score: the computer's match or a seat at a friend's table."""

    @property
    def deal(self) -> DealState: ...  # the finished deal the score screen shows, every card of it

    def ask_next_deal(self) -> bool: ...  # the player has seen the score: True once the next deal is dealt

    def waiting_for(self) -> list[str]: ...  # who the next deal waits for (a friend who has not seen the score)
