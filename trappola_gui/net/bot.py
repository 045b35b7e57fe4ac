"""A headless player: a :class:`~trappola_gui.net.client.TableClient` played by a computer level.

Used by the tests, ``build_scripts/bench_net.py`` and the self-test to play whole matches through a
server. It decides from the observation the server sent, like any client, and reconnects by
itself when its connection drops.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from trappola_gui.ai import make_agent

from .client import NetError, TableClient


@dataclass
class BotPlayer:
    client: TableClient
    level: str = "random"
    seed: int = 0
    actions: int = 0
    round_trips: list[float] = field(default_factory=list)  # seconds from an action to the view after it
    sent: dict[tuple[int, int], dict[str, object]] = field(default_factory=dict)  # (deal, moves) -> the action
    _sent_at: float | None = None
    _sent_for: tuple[int, int] = (-1, -1)  # the (deal, moves) the last action answered
    _ready_for: int = -1

    def __post_init__(self) -> None:
        self.agent = make_agent(self.level, self.seed)

    @property
    def done(self) -> bool:
        view = self.client.view
        return view is not None and bool(view.state["over"])

    def step(self, timeout: float = 0.05) -> None:
        """Read what came, and act if it is this seat's turn (reconnecting after a drop)."""
        client = self.client
        try:
            client.pump(timeout)
        except NetError:
            client.reconnect()
            self._sent_for, self._ready_for = (-1, -1), -1
            return
        if client.errors and client.errors[-1][0] == "slow_down":
            # The server dropped our last message (past about 20 a second): send it again a little later.
            client.errors.clear()
            self._sent_for, self._ready_for, self._sent_at = (-1, -1), -1, None
            time.sleep(0.1)
        view = client.view
        if view is None:
            return
        moment = (view.deal, view.moves)
        if self._sent_at is not None and moment != self._sent_for:
            self.round_trips.append(time.perf_counter() - self._sent_at)
            self._sent_at = None
        state, obs = view.state, view.observation
        if state["paused"] or state["over"]:
            return
        if state["result"] is not None:
            if state["seats"][obs.seat]["ready"] != view.deal and self._ready_for != view.deal:
                self._ready_for = view.deal
                self._send("next", deal=view.deal)
            return
        if obs.to_move == obs.seat and obs.legal and self._sent_for != moment:
            if not all(s["kind"] != "open" for s in state["seats"]):
                return  # the table waits for its players
            action = self.agent.choose(obs)
            self._sent_for, self._sent_at = moment, time.perf_counter()
            self.sent[(view.deal, view.moves)] = action.to_json()
            try:
                client.act(action)
                self.actions += 1
            except NetError:
                client.reconnect()
                self._sent_for = (-1, -1)

    def _send(self, kind: str, **fields: object) -> None:
        try:
            self.client.send(kind, **fields)
        except NetError:
            self.client.reconnect()

    def play(self, limit: float = 120.0) -> None:
        """Until the match is over or ``limit`` seconds pass (then raises TimeoutError)."""
        play_until([self], lambda: self.done, limit, wait=0.05)


def play_until(bots: Sequence[BotPlayer], done: Callable[[], object] | None = None, limit: float = 120.0,
               wait: float = 0.005) -> None:
    """Step every player in turn (one thread) until ``done()`` holds, by default until every player's
    match is over; raises TimeoutError after ``limit`` seconds."""
    done = done or (lambda: all(b.done for b in bots))
    deadline = time.monotonic() + limit
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError("the table did not get there in time")
        for bot in bots:
            bot.step(wait)
