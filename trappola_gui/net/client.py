"""The table as a client sees it, over a connection that comes back by itself.

:class:`TableClient` says hello, hosts, joins or resumes, and keeps the last view the server sent
(its observation parsed back into the engine's :class:`Observation`), the finished deals'
records and the phrases said. It checks every message the server sends as the server checks the
client's. When the connection drops it reconnects with backoff and resumes its seat with its
token, saying how many records it holds, so nothing is sent or replayed twice: an action carries
the number of moves it answers, and the server refuses one that answers a state that has passed.

Addresses are ``ws://HOST:PORT`` or ``wss://HOST:PORT`` (a table link is
``trappola://HOST:PORT/CODE``, see :func:`parse_link`). No proxy is ever used.
"""

from __future__ import annotations

import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from trappola_gui.engine import Action, IllegalAction, Observation
from trappola_gui.engine.illegal import refusal_of
from trappola_gui.engine.observation_json import ObservationFormatError, observation_from_json

from .codes import normal_code
from .messages import (
    DEFAULT_PORT,
    MAX_FRAME,
    PROTOCOL_VERSION,
    SERVER_MESSAGES,
    ProtocolError,
    read_message,
    write_message,
)

BACKOFF = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0)  # seconds between tries to reconnect, the last repeated


class NetError(Exception):
    """The server cannot be reached, refused us, or broke the protocol; ``str`` says which, for a player."""

    def __init__(self, text: str, code: str = "") -> None:
        super().__init__(text)
        self.code = code


@dataclass
class Seat:
    """What lets a player come back to a table: kept with the match in the player's data folder."""

    url: str
    code: str
    seat: int
    token: str


def parse_link(link: str) -> tuple[str, str]:
    """``trappola://HOST:PORT/CODE`` (or ``trappolas://`` for TLS) as (address, code); raises ValueError.

    >>> parse_link("trappola://127.0.0.1:7651/K7QM-2XAB")
    ('ws://127.0.0.1:7651', 'K7QM-2XAB')
    """
    parts = urlsplit(link.strip())
    code = normal_code(parts.path.strip("/"))
    if parts.scheme not in ("trappola", "trappolas") or not parts.hostname or code is None:
        raise ValueError("a table link looks like trappola://HOST:PORT/CODE")
    port = parts.port or DEFAULT_PORT
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{'wss' if parts.scheme == 'trappolas' else 'ws'}://{host}:{port}", code


@dataclass
class TableView:
    """The last view the server sent, with its observation read back."""

    state: dict[str, Any]
    observation: Observation

    @property
    def moves(self) -> int:
        return int(self.state["moves"])

    @property
    def deal(self) -> int:
        return int(self.state["deal"])


@dataclass
class TableClient:
    url: str
    name: str
    tls: ssl.SSLContext | None = None
    timeout: float = 10.0
    keepalive: float = 20.0  # seconds between pings; a silent connection is given up after twice this
    seat: Seat | None = None
    view: TableView | None = None
    records: dict[int, dict[str, Any]] = field(default_factory=dict)
    said: list[tuple[int, str]] = field(default_factory=list)
    refusals: list[IllegalAction] = field(default_factory=list)
    errors: list[tuple[str, str]] = field(default_factory=list)
    reconnects: int = 0
    on_message: Callable[[dict[str, Any]], None] | None = None
    ws: ClientConnection | None = None

    # ------------------------------------------------------------ connecting
    def _open(self) -> ClientConnection:
        try:
            ws = connect(self.url, ssl=self.tls if self.url.startswith("wss:") else None, proxy=None,
                         compression=None, max_size=MAX_FRAME, open_timeout=self.timeout, close_timeout=1,
                         ping_interval=self.keepalive, ping_timeout=self.keepalive, user_agent_header=None,
                         legacy=True)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise NetError(f"could not reach {self.url}: {exc}", "unreachable") from None
        ws.send(write_message("hello", v=PROTOCOL_VERSION, app=_version(), name=self.name))
        reply = self._read(ws, self.timeout)
        if reply["t"] == "error":
            ws.close()
            if reply["code"] == "version":
                raise NetError(f"the table speaks {reply['text']}; you have protocol {PROTOCOL_VERSION} "
                               f"(Trappola {_version()}): update to play together", "version")
            raise NetError(reply["text"], reply["code"])
        if reply["t"] != "welcome":
            ws.close()
            raise NetError("the server did not say welcome", "protocol")
        return ws

    def _read(self, ws: ClientConnection, timeout: float | None) -> dict[str, Any]:
        frame = ws.recv(timeout)
        try:
            return read_message(frame, SERVER_MESSAGES)
        except ProtocolError as exc:
            raise NetError(f"the server sent a bad message: {exc}", "protocol") from None

    def _ask(self, kind: str, **fields: Any) -> None:
        """Open a connection, send one request, and wait for the seat or an error."""
        self.close()
        self.ws = self._open()
        self.ws.send(write_message(kind, **fields))
        deadline = time.monotonic() + self.timeout
        while self.seat is None or self.view is None:
            left = deadline - time.monotonic()
            if left <= 0:
                raise NetError("the server did not answer", "timeout")
            msg = self._receive(left)
            if msg is not None and msg["t"] == "error":
                raise NetError(msg["text"], msg["code"])

    def host(self, rules: dict[str, Any], people: int = 2, computer: str = "hard") -> Seat:
        self.seat, self.view, self.records = None, None, {}
        self._ask("host", rules=rules, people=people, computer=computer)
        assert self.seat is not None
        return self.seat

    def join(self, code: str) -> Seat:
        self.seat, self.view, self.records = None, None, {}
        self._ask("join", code=code)
        assert self.seat is not None
        return self.seat

    def resume(self) -> None:
        """Sit down again at the seat held for us (raises NetError)."""
        assert self.seat is not None
        self.view = None
        self._ask("resume", code=self.seat.code, token=self.seat.token, have=len(self.records))

    def reconnect(self, give_up: float = 60.0) -> None:
        """Resume with backoff until it works or ``give_up`` seconds pass (then raises NetError)."""
        deadline = time.monotonic() + give_up
        for attempt in range(1_000):
            try:
                self.resume()
                self.reconnects += 1
                return
            except NetError as exc:
                if exc.code in ("bad_token", "no_table", "version") or time.monotonic() > deadline:
                    raise
            except (ConnectionClosed, TimeoutError):
                pass
            time.sleep(BACKOFF[min(attempt, len(BACKOFF) - 1)])
        raise NetError("the table could not be reached again", "unreachable")

    def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
            self.ws = None

    # ------------------------------------------------------------ talking
    def send(self, kind: str, **fields: Any) -> None:
        if self.ws is None:
            raise NetError("not connected", "closed")
        try:
            self.ws.send(write_message(kind, **fields))
        except ConnectionClosed:
            raise NetError("the connection dropped", "closed") from None

    def act(self, action: Action) -> None:
        """Offer an action, answering the view we hold (a refusal comes back in ``refusals``)."""
        assert self.view is not None
        self.send("act", action=action.to_json(), n=self.view.moves)

    def pump(self, timeout: float = 0.0) -> list[dict[str, Any]]:
        """Every message waiting (waiting up to ``timeout`` for the first); raises NetError on a drop."""
        got: list[dict[str, Any]] = []
        wait: float | None = timeout
        while True:
            try:
                msg = self._receive(wait)
            except TimeoutError:
                return got
            except ConnectionClosed:
                raise NetError("the connection dropped", "closed") from None
            if msg is not None:
                got.append(msg)
            wait = 0.0

    def _receive(self, timeout: float | None) -> dict[str, Any] | None:
        assert self.ws is not None
        msg = self._read(self.ws, timeout)
        kind = msg["t"]
        if kind == "seated":
            url = self.url
            self.seat = Seat(url, msg["code"], msg["seat"], msg["token"])
        elif kind == "table":
            try:
                obs = observation_from_json(msg["state"].get("obs"))
            except ObservationFormatError as exc:
                raise NetError(f"the server sent a bad table: {exc}", "protocol") from None
            self.view = TableView(msg["state"], obs)
        elif kind == "record":
            self.records[msg["index"]] = msg["record"]
        elif kind == "said":
            self.said.append((msg["seat"], msg["phrase"]))
        elif kind == "refused":
            self.refusals.append(refusal_of(msg["error"], msg["text"], suit=None if msg["suit"] < 0 else msg["suit"],
                                            card=None if msg["card"] < 0 else msg["card"]))
        elif kind == "error":
            self.errors.append((msg["code"], msg["text"]))
        if self.on_message is not None:
            self.on_message(msg)
        return msg


def _version() -> str:
    from trappola_gui import __version__

    return __version__
