"""What the table plays from: a small typed source, so a live match and a replay drive one table.

The table reads observations and a few public facts through this protocol and
offers actions back; it never holds a ``DealState`` with hidden cards.
``MatchController`` (a match against the computer) and ``ReplaySource`` (a
recorded deal stepped through) both satisfy it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from trappola_gui.engine import Action, DealResult, Match, Observation, Rules


class TableSource(Protocol):
    human: int | None  # the player's seat; None when the computer plays every seat

    @property
    def levels(self) -> Mapping[int, str]: ...  # the computer's level at each of its seats (read only)

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
