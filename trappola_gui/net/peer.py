"""One connection to the table server: its socket, its address, its limits, and the seat it holds."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .limits import Bucket, ServerLimits
from .messages import ProtocolError, write_message
from .table import NetTable

SEND_WAIT = 10.0  # seconds a message may wait for a client to read
BACKLOG = 16 * 1024  # bytes waiting to be sent past which a send is given a time limit


class Peer:
    """One connection: its socket, its address, and the seat it holds once seated."""

    def __init__(self, ws: ServerConnection, limits: ServerLimits, now: float) -> None:
        self.ws = ws
        address = ws.remote_address
        self.address = str(address[0]) if isinstance(address, tuple) and address else "?"
        self.bucket = Bucket(limits.rate, limits.burst, now)
        self.most_errors = limits.errors
        self.errors = 0
        self.name = "?"
        self.table: NetTable | None = None
        self.seat = -1
        self.records = 0  # finished deals' records sent: every index below this

    async def send(self, kind: str, **fields: Any) -> None:
        """One message; a connection already gone is not an error (its seat is held). A client that
        stops reading is closed after ``SEND_WAIT`` seconds, so it holds up nobody else's news."""
        frame = write_message(kind, **fields)
        with contextlib.suppress(ConnectionClosed):
            if self.ws.transport.get_write_buffer_size() < BACKLOG:
                await self.ws.send(frame)  # the usual case: the client reads, the send does not wait
                return
            try:  # a backlog: the send may wait for the client, but not for ever
                await asyncio.wait_for(self.ws.send(frame), SEND_WAIT)
            except (TimeoutError, asyncio.TimeoutError):
                self.ws.transport.abort()

    async def error(self, exc: ProtocolError) -> None:
        """One error reply; past the limit of errors, the connection is closed."""
        self.errors += 1
        await self.send("error", code=exc.code, text=str(exc)[:300])
        if self.errors >= self.most_errors:
            await self.ws.close(1008, "too many errors")
