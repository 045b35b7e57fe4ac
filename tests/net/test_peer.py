"""One connection's replies: a client that stops reading is cut off, and errors have a limit."""

from __future__ import annotations

import asyncio
import json

import pytest

from trappola_gui.net import peer as peer_module
from trappola_gui.net.limits import ServerLimits
from trappola_gui.net.messages import ProtocolError
from trappola_gui.net.peer import Peer


class StuckSocket:
    """A connection whose client never reads: every send waits for ever."""

    remote_address = ("127.0.0.1", 5)

    def __init__(self) -> None:
        self.aborted = False
        self.closed: tuple[int, str] | None = None
        self.sent: list[str] = []
        self.stuck = False
        outer = self

        class Transport:
            def abort(self) -> None:
                outer.aborted = True

            def get_write_buffer_size(self) -> int:
                return 1 << 20 if outer.stuck else 0  # a client that stops reading leaves a backlog

        self.transport = Transport()

    async def send(self, text: str) -> None:
        if self.stuck:
            await asyncio.sleep(3600)
        self.sent.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)


def test_a_client_that_stops_reading_is_cut_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(peer_module, "SEND_WAIT", 0.05)
    ws = StuckSocket()
    peer = Peer(ws, ServerLimits(), 0.0)  # type: ignore[arg-type]
    asyncio.run(peer.send("pong"))
    assert ws.sent == ['{"t":"pong"}'] and not ws.aborted
    ws.stuck = True
    asyncio.run(peer.send("pong"))
    assert ws.aborted


def test_errors_are_answered_until_the_limit_then_the_connection_closes() -> None:
    ws = StuckSocket()
    peer = Peer(ws, ServerLimits(errors=3), 0.0)  # type: ignore[arg-type]
    for _ in range(2):
        asyncio.run(peer.error(ProtocolError("bad", "bad_message")))
    assert ws.closed is None and [json.loads(t)["code"] for t in ws.sent] == ["bad_message"] * 2
    asyncio.run(peer.error(ProtocolError("bad", "bad_message")))
    assert ws.closed == (1008, "too many errors")
