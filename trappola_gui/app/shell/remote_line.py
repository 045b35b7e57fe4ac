"""What a seat at a friend's table says and hears besides the cards: who sits where, the quick
messages, the choice for a friend who is away, the host's Fill, and leaving the table.

A part of the seat's table source (``remote.RemoteTable.line``): the friend's bar on the table
(``app/table/friend_bar.py``) and the lobby read and use it; the table scenes never do.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from trappola_gui.net.client import NetError
    from trappola_gui.net.client import TableView as NetView
    from trappola_gui.net.link import NetLink


class Seated(Protocol):
    """The seat's table source, as its line sees it (``remote.RemoteTable``)."""

    link: NetLink
    state: str
    problem: NetError | None

    @property
    def view(self) -> NetView: ...
    @property
    def names(self) -> Mapping[int, str]: ...


class FriendLine:
    """The seats and the words of a friend's table, over its seat's connection."""

    def __init__(self, table: Seated) -> None:
        self.table = table
        self.said: list[tuple[int, str]] = []  # quick messages not shown yet

    @property
    def state(self) -> str:
        """The connection: "connecting", "up", "down" (reconnecting by itself) or "failed"."""
        return self.table.state

    @property
    def problem(self) -> NetError | None:
        return self.table.problem

    @property
    def names(self) -> Mapping[int, str]:
        return self.table.names

    @property
    def seats(self) -> list[dict[str, Any]]:
        return list(self.table.view.state["seats"])

    @property
    def paused(self) -> bool:
        return bool(self.table.view.state["paused"])

    @property
    def waiting_for_seats(self) -> bool:
        """A seat is still open: the table waits for a friend (or the host's Fill)."""
        return any(s["kind"] == "open" for s in self.seats)

    def say(self, phrase: str) -> bool:
        return self.table.link.send("say", phrase=phrase)

    def choose_for_absent(self, seat: int, choice: str) -> bool:
        return self.table.link.send("absent", seat=seat, choice=choice)

    def fill(self) -> bool:
        return self.table.link.send("fill")

    def take_said(self) -> list[tuple[int, str]]:
        said, self.said = self.said, []
        return said

    def leave(self) -> None:
        self.table.link.stop()
