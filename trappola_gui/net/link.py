"""A table connection on a thread of its own, for a program with a main loop (the window).

:class:`NetLink` owns one :class:`~trappola_gui.net.client.TableClient`: it sits down (host, join
or resume), reads every message the server sends, and when the connection drops reconnects by
itself with backoff until the seat is back or the link is stopped. The main loop never waits on
the network: it takes what happened from :meth:`NetLink.events` (each message as the server sent
it, and the link's own news: ``up``, ``down``, ``failed``) and sends through :meth:`NetLink.send`,
which never blocks for long and reports a drop instead of raising.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .client import BACKOFF, NetError, Seat, TableClient

# Codes after which trying again cannot help: the table or the seat is gone, or the versions differ.
FINAL = ("bad_token", "no_table", "version", "full", "busy", "too_many_tries", "not_host")


@dataclass(frozen=True)
class LinkEvent:
    """What the link saw: a server message (``kind`` "msg", its fields in ``msg``), or news of the link."""

    kind: str  # "msg", "up" (seated, or back after a drop), "down" (dropped; trying again), "failed" (gave up)
    msg: dict[str, Any] | None = None
    error: NetError | None = None


class NetLink:
    """One seat's connection, kept up on a daemon thread.

    ``start`` is one of ``("host", {"rules": ..., "people": 2, "computer": "hard"})``,
    ``("join", {"code": ...})`` or ``("resume", {})`` (with ``seat`` given). ``give_up`` bounds
    how long a dropped link keeps trying before it reports ``failed`` (the seat stays held on
    the server, and Continue tries again).
    """

    def __init__(self, url: str, name: str, start: tuple[str, dict[str, Any]], seat: Seat | None = None,
                 have: int = 0, give_up: float = 600.0, client: Callable[..., TableClient] = TableClient) -> None:
        self.client = client(url, name)
        self.client.seat = seat
        self.client.records = {i: {} for i in range(have)}  # counts only: the window keeps the records
        self.start_with = start
        self.give_up = give_up
        self._events: queue.SimpleQueue[LinkEvent] = queue.SimpleQueue()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self.connected = False
        self.thread = threading.Thread(target=self._run, name="table-link", daemon=True)

    # ------------------------------------------------------------ the main loop's side
    def start(self) -> None:
        self.thread.start()

    @property
    def seat(self) -> Seat | None:
        return self.client.seat

    def events(self) -> list[LinkEvent]:
        """Everything that happened since the last call, in order (never waits)."""
        out = []
        while True:
            try:
                out.append(self._events.get_nowait())
            except queue.Empty:
                return out

    def wait_event(self, timeout: float) -> LinkEvent | None:
        """The next event, waiting up to ``timeout`` seconds for it."""
        try:
            return self._events.get(timeout=max(0.0, timeout))
        except queue.Empty:
            return None

    def send(self, kind: str, **fields: Any) -> bool:
        """Send a message; False if the link is down (the thread is reconnecting)."""
        with self._lock:
            if not self.connected:
                return False
            try:
                self.client.send(kind, **fields)
            except NetError:
                return False
            return True

    def stop(self) -> None:
        """Leave the table (the seat is held, as after any drop) and end the thread."""
        self._stop.set()
        with self._lock:
            if self.connected:
                with contextlib.suppress(NetError):
                    self.client.send("leave")
            self.connected = False
        with contextlib.suppress(Exception):  # a socket already gone closes quietly
            self.client.close()
        if self.thread.is_alive() and threading.current_thread() is not self.thread:
            self.thread.join(timeout=3)

    # ------------------------------------------------------------ the thread's side
    def _put(self, kind: str, msg: dict[str, Any] | None = None, error: NetError | None = None) -> None:
        self._events.put(LinkEvent(kind, msg, error))

    def _sit(self) -> None:
        kind, fields = self.start_with
        client = self.client
        if kind == "host":
            client.host(fields["rules"], fields.get("people", 2), fields.get("computer", "hard"))
        elif kind == "join":
            client.join(fields["code"])
        else:
            client.resume()

    def _run(self) -> None:
        self.client.on_message = lambda msg: self._put("msg", msg)
        first, attempt, down_since = True, 0, time.monotonic()
        while not self._stop.is_set():
            try:
                with self._lock:
                    if first:
                        self._sit()
                    else:
                        self.client.resume()
                        self.client.reconnects += 1
                    self.connected = True
                first, attempt = False, 0
                self.start_with = ("resume", {})
                self._put("up")
                self._read()
            except NetError as exc:
                with self._lock:
                    self.connected = False
                if self._stop.is_set():
                    return
                gave_up = time.monotonic() - down_since > self.give_up
                new_seat = first and self.start_with[0] != "resume"  # a wrong address or code is said at once
                if exc.code in FINAL or new_seat or gave_up or self.client.seat is None:
                    self._put("failed", error=exc)
                    return
                if attempt == 0:
                    self._put("down", error=exc)
                    down_since = time.monotonic()
                self._stop.wait(BACKOFF[min(attempt, len(BACKOFF) - 1)])
                attempt += 1
            except Exception as exc:  # the connection broke in a way the client did not name
                with self._lock:
                    self.connected = False
                if self._stop.is_set():
                    return
                if attempt == 0:
                    self._put("down", error=NetError(str(exc), "closed"))
                    down_since = time.monotonic()
                self._stop.wait(BACKOFF[min(attempt, len(BACKOFF) - 1)])
                attempt += 1

    def _read(self) -> None:
        """Read until the connection drops (raises NetError) or the link is stopped."""
        while not self._stop.is_set():
            self.client.pump(0.2)  # the messages reach the queue through on_message
