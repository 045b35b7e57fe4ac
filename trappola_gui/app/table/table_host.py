"""What the table view offers the parts it is composed of (``table_turns``, ``table_commands``,
``table_facts``): the seam between them. ``table_view.TableView`` is the one table that has it;
the parts know this and nothing more of the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from concurrent.futures import Future

    from trappola_gui.engine import Action, Observation

    from ..kit.card_layer import CardLayer, Key, Place
    from ..kit.widgets import ButtonRow
    from ..shell.context import Context
    from ..shell.navigator import Navigator
    from ..shell.scene import SceneStack
    from ..shell.source import TableSource
    from .coach import Coach
    from .friend_bar import FriendBar
    from .hand_input import HandInput
    from .layout import Geometry
    from .table_motion import TableMotion
    from .timeline import Timeline


class Commands(Protocol):
    """The button column's part, as the loop and the words use it."""

    hint_pending: tuple[Future[Action], int] | None

    def poll_hint(self) -> None: ...
    def handle_key(self, event: pygame.event.Event) -> bool: ...
    def hint_text(self) -> str: ...


class TableHost(Protocol):
    """The table view, as its parts see it: its state, its other parts, and the steps they ask of it."""

    ctx: Context
    ctl: TableSource
    shown: Observation
    geo: Geometry
    layer: CardLayer
    motion: TableMotion
    hand: HandInput
    coach: Coach
    buttons: ButtonRow
    friend_bar: FriendBar | None
    stack: SceneStack | None
    message: str
    message_alert: bool
    message_time: float
    banner_time: float
    selected: list[int]
    hint: int | None
    peek: bool

    @property
    def commands(self) -> Commands: ...
    @property
    def nav(self) -> Navigator: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def faces(self) -> str: ...
    @property
    def viewer(self) -> int: ...
    @property
    def covered(self) -> bool: ...

    def places(self) -> dict[Key, Place]: ...
    def hand_in_order(self) -> list[int]: ...
    def seat_name(self, seat: int) -> str: ...
    def trump_shown(self) -> bool: ...
    def say(self, text: str, alert: bool = False, seconds: float = 3.0, until_turn: bool = False) -> None: ...
    def show_banner(self, text: str, seconds: float = 2.2, *, after: bool = False) -> None: ...
    def tick_words(self, dt: float) -> None: ...
    def sync(self, duration: float) -> None: ...
    def settle(self) -> None: ...
    def present(self, before: Observation) -> None: ...
    def advance(self) -> None: ...
    def handle_input(self, event: pygame.event.Event) -> bool: ...
