"""The table server: WebSockets on asyncio, one process holding many tables.

Each connection says hello, then hosts a table, joins one by its code, or resumes its seat with
its token; from then on it sends actions, phrases and choices, and receives its seat's view after
every change (``table.NetTable.view``). The server applies every action through the engine,
writes the table to disk before anyone hears of it (``store``), and plays the computer's seats
off the event loop. A dropped person's seat is held (``ServerLimits.hold``); the others choose
to wait, pause, or let the computer stand in. Every limit of a hostile peer is in ``limits``.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from trappola_gui import __version__
from trappola_gui.ai import make_agent
from trappola_gui.engine import IllegalAction

from .codes import new_code, normal_code
from .limits import ServerLimits, Tries
from .messages import MAX_FRAME, PROTOCOL_VERSION, ProtocolError, read_message
from .peer import Peer
from .store import TableStore, TableWriter
from .table import NetTable, TableFull

log = logging.getLogger(__name__)


class TableServer:
    """Every table of one process; ``start`` listens, ``close`` stops (the tables stay on disk)."""

    def __init__(self, store: TableStore, limits: ServerLimits | None = None) -> None:
        self.store, self.limits = store, limits or ServerLimits()
        self.tables: dict[str, NetTable] = {}
        self.peers: dict[str, dict[int, Peer]] = {}  # code -> seat -> its live connection
        self.tries = Tries(self.limits.tries, self.limits.try_window, self.limits.addresses_kept)
        self.hosts = Tries(self.limits.hosts, self.limits.try_window, self.limits.addresses_kept)
        self.thinking: set[str] = set()  # tables whose computer seat is choosing
        self.agents: dict[tuple[str, int], Any] = {}
        self.computer = ThreadPoolExecutor(max_workers=2, thread_name_prefix="net-computer")
        self.writer = TableWriter(store)
        self.server: Server | None = None
        self.connections = 0
        self._tasks: set[asyncio.Task[None]] = set()

    # ------------------------------------------------------------ running
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None) -> int:
        """Load the kept tables and listen; returns the port."""
        now = time.monotonic()
        for table in self.store.load_all():
            for s in table.seats:
                if s.kind == "person":
                    s.away_since = now  # everyone is away until they come back
            self.tables[table.code] = table
        self.server = await serve(self._serve, host, port, ssl=tls, max_size=MAX_FRAME, compression=None,
                                  open_timeout=self.limits.hello_timeout, ping_interval=self.limits.ping_interval,
                                  ping_timeout=self.limits.ping_timeout, close_timeout=2, max_queue=4)
        self._spawn(self._watch())
        for table in self.tables.values():
            self._computer_turn(table)
        return int(self.server.sockets[0].getsockname()[1])

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        self.computer.shutdown(wait=False, cancel_futures=True)
        await asyncio.get_running_loop().run_in_executor(None, self.writer.close)

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _watch(self) -> None:
        """Pause a table once a seat has been away longer than the hold; let finished matches go."""
        while True:
            await asyncio.sleep(min(1.0, self.limits.hold / 4))
            now = time.monotonic()
            for table in list(self.tables.values()):
                if table.expire(now, self.limits.hold):
                    await self._changed(table)
                elif not self.peers.get(table.code) and table.may_retire(now, self.limits.retire):
                    await self._retire(table)

    async def _retire(self, table: NetTable) -> None:
        """A finished match nobody is at: every player holds its records, so the server lets it go."""
        code = table.code
        del self.tables[code]
        self.peers.pop(code, None)
        for seat in range(len(table.seats)):
            self.agents.pop((code, seat), None)
        await self.writer.forget(code)

    # ------------------------------------------------------------ one connection
    async def _serve(self, ws: ServerConnection) -> None:
        if self.connections >= self.limits.max_connections:
            await ws.close(1013, "the server is full")
            return
        self.connections += 1
        peer = Peer(ws, self.limits, time.monotonic())
        try:
            await self._talk(peer)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            await self._gone(peer)

    async def _talk(self, peer: Peer) -> None:
        try:
            first = await asyncio.wait_for(peer.ws.recv(), self.limits.hello_timeout)
            hello = read_message(first)
            if hello["t"] != "hello":
                raise ProtocolError("say hello first")
        except (TimeoutError, asyncio.TimeoutError):
            await peer.ws.close(1008, "no hello")
            return
        except ProtocolError as exc:
            await peer.error(exc)
            await peer.ws.close(1008, "no hello")
            return
        if hello["v"] != PROTOCOL_VERSION:
            await peer.send("error", code="version",
                             text=f"protocol {PROTOCOL_VERSION} (Trappola {__version__})")
            await peer.ws.close(1002, "protocol version")
            return
        peer.name = hello["name"]
        await peer.send("welcome", v=PROTOCOL_VERSION, app=__version__)
        async for frame in peer.ws:
            now = time.monotonic()
            if not peer.bucket.take(now):
                await peer.error(ProtocolError("too many messages: slow down", "slow_down"))
                continue
            try:
                await self._handle(peer, read_message(frame), now)
            except ProtocolError as exc:
                await peer.error(exc)

    # ------------------------------------------------------------ messages
    async def _handle(self, peer: Peer, msg: dict[str, Any], now: float) -> None:
        kind = msg["t"]
        if kind == "ping":
            await peer.send("pong")
            return
        if peer.table is None:
            if kind == "host":
                await self._host(peer, msg, now)
            elif kind in ("join", "resume"):
                await self._sit(peer, msg, now)
            else:
                raise ProtocolError("host, join or resume a table first", "not_seated")
            return
        table, seat = peer.table, peer.seat
        if kind == "act":
            try:
                table.apply(seat, msg["action"], msg["n"])
            except IllegalAction as exc:
                await peer.send("refused", error=exc.kind, text=str(exc)[:300],
                                 suit=-1 if exc.suit is None else exc.suit, card=-1 if exc.card is None else exc.card)
                return
            await self._changed(table)
        elif kind == "say":
            for other in self.peers.get(table.code, {}).values():
                await other.send("said", seat=seat, phrase=msg["phrase"])
        elif kind == "absent":
            table.choose_for_absent(msg["seat"], msg["choice"])
            await self._changed(table)
        elif kind == "next":
            table.ready(seat, msg["deal"])
            await self._changed(table)
        elif kind == "fill":
            if seat != 0:
                raise ProtocolError("only the host gives empty seats to the computer", "not_host")
            table.fill()
            await self._changed(table)
        elif kind == "leave":
            await peer.ws.close(1000, "left")  # the seat is held as after any drop
        else:
            raise ProtocolError(f"{kind} is not for a seated player", "seated")

    async def _host(self, peer: Peer, msg: dict[str, Any], now: float) -> None:
        if self.hosts.blocked(peer.address, now) or len(self.tables) >= self.limits.max_tables:
            raise ProtocolError("no more tables can be opened now", "busy")
        code = new_code()
        while code in self.tables:
            code = new_code()
        table, token = NetTable.new(code, msg["rules"], msg["people"], msg["computer"], peer.name)
        self.hosts.failed(peer.address, now)  # counts every table opened, not only failures
        self.tables[code] = table
        await self._seat(peer, table, 0, token, host=True)

    async def _sit(self, peer: Peer, msg: dict[str, Any], now: float) -> None:
        blocked = self.tries.blocked(peer.address, now)
        code = normal_code(msg["code"])
        table = self.tables.get(code) if code is not None else None
        if msg["t"] == "resume":
            # A seat's own 128-bit key opens it even from an address that guessed too often (a
            # player behind the same router as a guesser); a key that does not fit says nothing
            # about the code while the address is blocked.
            seat = table.seat_of(msg["token"]) if table is not None else None
            if table is not None and seat is not None:
                await self._seat(peer, table, seat, None, host=seat == 0, have=msg["have"])
                return
        if blocked:
            raise ProtocolError("too many tries: wait a minute", "too_many_tries")
        if table is None:
            self.tries.failed(peer.address, now)
            raise ProtocolError("no table has that code", "no_table")
        if msg["t"] == "resume":
            self.tries.failed(peer.address, now)
            raise ProtocolError("that seat's key does not fit", "bad_token")
        try:
            seat, token = table.sit(peer.name)
        except TableFull:
            raise ProtocolError("every seat at that table is taken", "full") from None
        await self._seat(peer, table, seat, token, host=False)

    async def _seat(self, peer: Peer, table: NetTable, seat: int, token: str | None, host: bool,
                    have: int = 0) -> None:
        seated = self.peers.setdefault(table.code, {})
        old = seated.get(seat)
        peer.table, peer.seat = table, seat
        seated[seat] = peer
        if old is not None and old is not peer:
            old.table = None  # the new connection takes the seat; the old one is closed
            await old.ws.close(4000, "seat taken by a new connection")
        table.connect(seat)
        if token is not None:
            await peer.send("seated", code=table.code, seat=seat, token=token, host=host)
        peer.records = have
        await self._changed(table)

    async def _gone(self, peer: Peer) -> None:
        table = peer.table
        if table is None:
            return
        seated = self.peers.get(table.code, {})
        if seated.get(peer.seat) is peer:
            del seated[peer.seat]
            table.drop(peer.seat, time.monotonic())
            await self._changed(table)

    # ------------------------------------------------------------ after every change
    async def _changed(self, table: NetTable) -> None:
        """Write the table, then tell every seat; then let the computer move if it is its turn."""
        await self.writer.write(table)
        now = time.monotonic()
        for seat, peer in list(self.peers.get(table.code, {}).items()):
            for index, record in table.finished_records(peer.records):
                await peer.send("record", index=index, record=record)
                peer.records = index + 1
            await peer.send("table", state=table.view(seat, now))
        self._computer_turn(table)

    def _computer_turn(self, table: NetTable) -> None:
        if table.code not in self.thinking and table.computer_to_move() is not None:
            self.thinking.add(table.code)
            self._spawn(self._play_computer(table))

    async def _play_computer(self, table: NetTable) -> None:
        try:
            seat = table.computer_to_move()
            if seat is None:
                return
            agent = self.agents.get((table.code, seat))
            if agent is None:
                agent = self.agents[(table.code, seat)] = make_agent(table.computer, (table.match.seed or 0) + seat)
            moves, deal = len(table.deal.history), table.deal
            obs = deal.observation(seat)
            try:
                action = await asyncio.get_running_loop().run_in_executor(self.computer, agent.choose, obs)
            except Exception:  # a computer seat that fails stops its table, never the server
                log.exception("table %s: the computer at seat %d could not move", table.code, seat)
                return
            if table.deal is not deal or len(deal.history) != moves or table.computer_to_move() != seat:
                return  # the table changed while the computer thought (a person returned)
            table.play(action)
        finally:
            self.thinking.discard(table.code)
        await self._changed(table)
