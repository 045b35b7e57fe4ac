"""A seat at a friend's table: the table's source when the deal is held by a table server.

:class:`RemoteTable` is a :class:`~trappola_gui.app.shell.source.TableSource` like the match
against the computer, so the table scenes draw and play it the same way; it holds only what the
server sends this seat (its observation, the public facts, and the records of finished deals,
which hide nothing) and never a hidden card of another seat. The other seats' moves arrive as
views, one per action; the table shows them one at a time, as it shows the computer's, so
``agent_to_move`` here means "another seat's move is waiting to be shown".

The player's own action is checked against the observation first (the same refusal the engine
gives, at once), then sent with the number of moves it answers, and the table waits a moment for
the server's view: on a friend's network that is a few milliseconds.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

from trappola_gui.engine import Action, DealResult, DealState, Exchange, IllegalAction, Match, Observation, Play, Rules
from trappola_gui.engine.actions import action_from_json
from trappola_gui.engine.illegal import NotInHand, NotYourTurn, WrongPhase
from trappola_gui.engine.observation_json import observation_from_json
from trappola_gui.engine.record import MATCH_FORMAT, RecordError, match_from_json
from trappola_gui.net.client import NetError, Seat
from trappola_gui.net.client import TableView as NetView
from trappola_gui.net.link import LinkEvent, NetLink

from .remote_line import FriendLine

ANSWER_WAIT = 3.0  # seconds the table waits for the server's answer to the player's action


class Offline(IllegalAction):
    """The table is not connected just now: the action was not sent."""

    kind = "offline"


class RemoteTable:
    """One seat at a table server, as the table scenes see it."""

    def __init__(self, link: NetLink, records: Mapping[int, dict[str, Any]] | None = None,
                 on_change: Callable[[RemoteTable], None] | None = None) -> None:
        self.link = link
        self.records: dict[int, dict[str, Any]] = dict(records or {})
        self.on_change = on_change
        self.current: NetView | None = None
        self.pending: deque[NetView] = deque()  # views of moves not shown yet, oldest first
        self.state = "connecting"  # "up", "down" (reconnecting by itself) or "failed"
        self.problem: NetError | None = None  # why the link is down or failed
        self.host = False
        self.host_port: int | None = None  # this game hosts the table: its server's port
        self._match: Match | None = None
        self._requested = False
        self._next_sent = -1  # the deal whose score this seat said it has seen
        self.line = FriendLine(self)  # the seats and the words beside the cards

    # ------------------------------------------------------------ the network
    def pump(self) -> bool:
        """Take everything the link brought (never waits); True if the table changed."""
        events = self.link.events()
        for event in events:
            self._take(event)
        return bool(events)

    def _take(self, event: LinkEvent) -> None:
        if event.kind != "msg":
            self.state = event.kind
            self.problem = event.error
            if event.kind == "up":
                self.problem = None
            self._changed()
            return
        msg = event.msg
        assert msg is not None
        kind = msg["t"]
        if kind == "seated":
            self.host = bool(msg["host"])
            self._changed()
        elif kind == "record":
            self.records[msg["index"]] = msg["record"]
            self._match = None  # rebuilt from the records when next asked
            self._changed()
        elif kind == "table":
            # Read from the message itself: the link's thread may already hold a later view.
            self._arrive(NetView(msg["state"], observation_from_json(msg["state"]["obs"])))
        elif kind == "said":
            self.line.said.append((msg["seat"], msg["phrase"]))

    def _arrive(self, view: NetView) -> None:
        last = self.pending[-1] if self.pending else self.current
        same = last is not None and (view.deal, view.moves) == (last.deal, last.moves)
        if same and self.pending:
            self.pending[-1] = view  # the same moment, newer news (a seat came or went, the table paused)
        elif (same or last is None or view.state["last"] is None) and not self.pending:
            self.current = view  # no move to show (the same moment, or a deal's first view)
        else:
            self.pending.append(view)
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    @property
    def seat(self) -> Seat | None:
        return self.link.seat

    # ------------------------------------------------------------ the table's questions
    @property
    def view(self) -> NetView:
        if self.current is None:
            self.pump()
        assert self.current is not None, "the table is shown once the server's first view has come"
        return self.current

    @property
    def human(self) -> int | None:
        return int(self.view.state["seat"])

    @property
    def rules(self) -> Rules:
        return self.view.observation.rules

    @property
    def levels(self) -> Mapping[int, str]:
        """The computer's level at each seat it plays (a seat it plays for an absent friend too)."""
        return {i: s["level"] for i, s in enumerate(self.line.seats)
                if s["level"] and (s["kind"] == "computer" or s["stand_in"])}

    @property
    def names(self) -> Mapping[int, str]:
        """The name each other person chose, by seat."""
        me = self.view.state["seat"]
        return {i: s["name"] for i, s in enumerate(self.line.seats) if s["kind"] == "person" and i != me and s["name"]}

    @property
    def level(self) -> str:
        return next(iter(self.levels.values()), "")

    @property
    def match(self) -> Match:
        """The finished deals, rebuilt from their records (the deal in progress is the server's alone)."""
        if self._match is None:
            deals = [self.records[i] for i in sorted(self.records)]
            try:
                self._match = match_from_json({"format": MATCH_FORMAT, "rules": self.rules.to_dict(), "deals": deals})
            except RecordError:  # the server checked them: a record we cannot read leaves the sheet empty
                self._match = Match(self.rules, 0)
        return self._match

    @property
    def deal(self) -> DealState:
        """The last finished deal (the score screen's): every card of it is public now."""
        return self.match.deals[-1]

    @property
    def moves(self) -> int:
        return self.view.moves

    @property
    def thinking(self) -> bool:
        return self._requested and bool(self.pending)

    @property
    def human_to_move(self) -> bool:
        if self.pending or self.current is None or self.state != "up":
            return False
        view = self.current
        obs = view.observation
        return (obs.to_move == obs.seat and view.state["result"] is None and not view.state["paused"]
                and not self.line.waiting_for_seats)

    @property
    def agent_to_move(self) -> bool:
        self.pump()
        return bool(self.pending)

    def observation(self, seat: int | None = None) -> Observation:
        return self.view.observation

    def result(self) -> DealResult:
        return self.match.deals[self.view.deal].result() if self.view.deal < len(self.match.deals) \
            else self.deal.result()

    def deal_code(self, index: int | None = None) -> str | None:
        return None  # the server shuffles; its seed is not sent

    def can_undo(self) -> bool:
        return False  # a friend's table never takes a card back

    def undo(self) -> bool:
        return False

    # ------------------------------------------------------------ moves
    def request_agent_move(self) -> None:
        self._requested = bool(self.pending)

    def poll(self) -> Action | None:
        """The next move the server told of (another seat's, or ours sent before a drop), now shown."""
        self.pump()
        if not self.pending:
            return None
        self._requested = False
        view = self.current = self.pending.popleft()
        return _action(view.state["last"])

    def apply(self, action: Action) -> None:
        """Send the player's action, checked first against the observation; raises IllegalAction."""
        self.pump()
        view = self.view
        obs = view.observation
        if self.state != "up":
            raise Offline("the table is not connected")
        if not self.human_to_move:
            raise NotYourTurn("not your turn")
        if action not in obs.legal:
            if isinstance(action, Play):
                if not obs.hand >> action.card & 1:
                    raise NotInHand("not in your hand", card=action.card)
                rule = obs.constraint
                if rule is not None:
                    raise rule.refusal(action.card)
            raise WrongPhase("that is not possible now")
        if not self.link.send("act", action=action.to_json(), n=view.moves):
            raise Offline("the table is not connected")
        self._await_answer(view)

    def _await_answer(self, asked: NetView) -> None:
        """Wait a moment for the view after our action (shown at once) or the server's refusal."""
        refusals = self.link.client.refusals
        seen = len(refusals)
        deadline = time.monotonic() + ANSWER_WAIT
        while True:
            for i, view in enumerate(self.pending):
                if view.deal != asked.deal or view.moves > asked.moves:
                    self.current = view  # our move, shown now; the moves after it stay to be shown
                    for _ in range(i + 1):
                        self.pending.popleft()
                    return
            if len(refusals) > seen:
                raise refusals[-1]
            left = deadline - time.monotonic()
            if left <= 0:
                return  # it comes later, as a move to show (the connection may have dropped)
            event = self.link.wait_event(min(left, 0.5))
            if event is not None:
                self._take(event)

    # ------------------------------------------------------------ between deals
    def ask_next_deal(self) -> bool:
        """This seat has seen the score; True once the next deal is dealt (else the table waits for others)."""
        self.pump()
        finished = max(self.records, default=-1)  # the last finished deal (its record comes before its view)
        if self._next_sent != finished and self.link.send("next", deal=finished):
            self._next_sent = finished
        while self.pending and self.pending[0].deal == finished:
            self.current = self.pending.popleft()
        if self.pending:
            self.current = self.pending.popleft()
            return True
        return self.current is not None and self.current.deal > finished

    def waiting_for(self) -> list[str]:
        """The names of the people who have not seen the last deal's score yet."""
        deal = self.view.deal
        return [s["name"] for i, s in enumerate(self.line.seats)
                if s["kind"] == "person" and s["ready"] != deal and i != self.view.state["seat"]]


def _action(data: dict[str, Any] | None) -> Action | None:
    """The move a view tells of, as this seat may know it: another's exchange is a count of cards."""
    if data is None:
        return None
    if "laid" in data:
        return Exchange(int(data["seat"]), (-1,) * int(data["laid"]))  # which cards is not ours to know
    return action_from_json(data)
