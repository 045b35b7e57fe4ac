"""Play a friend: hosting a table (a table server inside this game), joining one, coming back to it.

:class:`FriendSession` owns what a friend's table needs beyond the table scenes: the in-game
server when this game hosts (``net.serve.ServerThread``, on every interface unless ``--listen``
says otherwise, its tables kept in the data folder so a restarted game reloads them), the
announcement on the local network (``net.lan``, unless ``--no-lan``), the connection
(``net.link.NetLink``) and the seat kept in ``friend-table.json`` after every change (the token,
and the records of the finished deals). The host's own game plays through the same client path as
the guest's: it connects to its server on 127.0.0.1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from trappola_gui.storage.lazy_log import Log

if TYPE_CHECKING:
    from trappola_gui.engine import Rules
    from trappola_gui.net.lan import LanAnnouncer
    from trappola_gui.net.serve import ServerThread
    from trappola_gui.storage import AppPaths
    from trappola_gui.storage.friend_table import FriendTable

    from .context import Context
    from .remote import RemoteTable

log = Log(__name__)



class FriendSession:
    """The friend's table of this run: hosted or joined, and the one kept from an earlier run."""

    def __init__(self, ctx: Context, paths: AppPaths, persist: bool, listen: str = "0.0.0.0",
                 lan: bool = True) -> None:
        self.ctx = ctx
        self.paths = paths
        self.persist = persist
        self.listen = listen
        self.lan = lan
        self.table: RemoteTable | None = None
        self.server: ServerThread | None = None
        self.announcer: LanAnnouncer | None = None
        self.saved: FriendTable | None = None  # the seat kept in the data folder (Continue resumes it)
        self.rules: Rules | None = None
        self._saved_sig: tuple[Any, ...] = ()
        self._addresses: list[str] | None = None  # this machine's addresses, listed once per table hosted

    # ------------------------------------------------------------ what the menus ask
    def load(self, notices: list[str]) -> None:
        if not self.persist or not self.paths.friend_table_file.exists():
            return
        from trappola_gui.storage.friend_table import load_friend_table

        saved, notice = load_friend_table(self.paths)
        if notice:
            notices.append(notice)
        self.saved = saved

    @property
    def port(self) -> int | None:
        return self.server.port if self.server is not None else None

    def can_resume(self) -> bool:
        """There is a friend's table to go back to: this run's, or an unfinished one kept from before."""
        if self.table is not None:
            return True
        return self.saved is not None and not self.saved.over

    @property
    def name(self) -> str:
        from ..lang.i18n import _

        return self.ctx.settings.player_name or _("Player")

    # ------------------------------------------------------------ sitting down
    def host(self, rules: Rules, people: int, computer: str) -> RemoteTable:
        """Open a table on a server inside this game, and sit at seat 0."""
        from trappola_gui.net.messages import DEFAULT_PORT

        self.close()
        port = self._start_server(DEFAULT_PORT)  # the next free port if it is taken
        self.rules = rules
        return self._connect(f"ws://127.0.0.1:{port}", ("host", {"rules": rules.to_dict(), "people": people,
                                                                  "computer": computer}), host_port=port)

    def join(self, url: str, code: str) -> RemoteTable:
        self.close()
        return self._connect(url, ("join", {"code": code}))

    def resume(self) -> RemoteTable | None:
        """Back to the table: this run's, or the one kept from before (its server restarted if hosted here)."""
        if self.table is not None:
            return self.table
        saved = self.saved
        if saved is None:
            return None
        from trappola_gui.net.client import Seat

        url = saved.url
        if saved.host_port is not None:
            url = f"ws://127.0.0.1:{self._start_server(saved.host_port)}"
        self.rules = saved.rules
        return self._connect(url, ("resume", {}), seat=Seat(url, saved.code, saved.seat, saved.token),
                             records=saved.records, host_port=saved.host_port)

    def _start_server(self, port: int) -> int:
        """The table server inside this game; its tables are kept in the data folder."""
        from trappola_gui.net.serve import ServerThread

        if self.server is not None:
            return self.server.port
        data = self.paths.data_dir if self.persist else None
        for tried in (port, 0):  # the port friends know, else any free one
            server = ServerThread(data, host=self.listen, port=tried)
            try:
                self.server = server
                server.start()
                return server.port
            except OSError as exc:
                log.warning("the table server could not listen on %s:%d: %s", self.listen, tried, exc)
                self.server = None
                try:
                    server.stop()
                except Exception as stop_exc:  # it never started: nothing to stop
                    log.debug("stopping a server that did not start: %s", stop_exc)
        raise OSError("no port to listen on")

    def _connect(self, url: str, start: tuple[str, dict[str, Any]], seat: Any = None,
                 records: dict[int, dict[str, Any]] | None = None, host_port: int | None = None) -> RemoteTable:
        from trappola_gui.net.link import NetLink

        from .remote import RemoteTable

        link = NetLink(url, self.name, start, seat=seat, have=len(records or {}))
        table = RemoteTable(link, records, on_change=self._changed)
        table.host_port = host_port
        self.table = table
        link.start()
        return table

    # ------------------------------------------------------------ keeping the seat
    def _changed(self, table: RemoteTable) -> None:
        seat = table.seat
        if seat is None or table.current is None:
            return
        over = table.match.is_over  # from the records, which come before the view that tells of them
        sig = (seat.code, seat.token, len(table.records), over)
        if sig == self._saved_sig:
            return
        self._saved_sig = sig
        if self.lan and self.announcer is None and table.host_port is not None and self.server is not None:
            self._announce(seat.code)
        if not self.persist:
            return
        self._count(table, seat.code)
        from trappola_gui.storage import StorageError
        from trappola_gui.storage.friend_table import FriendTable, save_friend_table

        self.saved = FriendTable(table.link.client.url, seat.code, seat.seat, seat.token, table.rules,
                                 table.host_port, over, dict(table.records))
        try:
            save_friend_table(self.paths, self.saved)
        except (StorageError, OSError) as exc:
            log.error("could not keep the friend's table: %s", exc)
            self.ctx.notify(str(exc), recurring=True)

    def _count(self, table: RemoteTable, code: str) -> None:
        """Each finished deal and the decided match into the statistics' "vs friend" line, once each
        (the statistics' own ledger, keyed by the table's code, keeps it to once across runs)."""
        session = self.ctx.session
        if session is None:
            return
        import hashlib

        from trappola_gui.storage import Stats, record_deal, record_match
        from trappola_gui.storage.stats import FRIEND

        match, side = table.match, table.rules.game.side(table.view.state["seat"])
        match_id = hashlib.sha256(f"friend:{code}".encode()).hexdigest()[:20]
        variant = table.rules.variant

        def count(stats: Stats) -> Stats:
            for i, deal in enumerate(match.deals):
                stats = record_deal(stats, variant, FRIEND, side, deal.result(), False, match_id=match_id, deal=i)
            if match.is_over:
                stats = record_match(stats, variant, FRIEND, match.winner == side, False, match_id=match_id)
            return stats

        session.count_stats(count)

    def _announce(self, code: str) -> None:
        """Tell the local network about the table (the addresses friends can reach it on)."""
        assert self.server is not None
        try:
            from trappola_gui.net.lan import LanAnnouncer

            self.announcer = LanAnnouncer(self.name, code, self.server.port, self.addresses())
        except Exception as exc:  # no multicast here: Join by address still works
            log.warning("the table could not be announced on the local network: %s", exc)

    def addresses(self) -> list[str]:
        """Where friends can reach a table hosted here: the machine's own addresses (none sent anything)."""
        if self._addresses is None:
            self._addresses = self._list_addresses()
        return self._addresses

    def _list_addresses(self) -> list[str]:
        if self.listen not in ("0.0.0.0", "::", ""):
            return [self.listen]
        found: list[str] = []
        try:
            import ifaddr

            for adapter in ifaddr.get_adapters():
                for ip in adapter.ips:
                    if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                        found.append(ip.ip)
        except Exception as exc:  # an unusual system: the host can still give its address by hand
            log.warning("could not list this machine's addresses: %s", exc)
        return found or ["127.0.0.1"]

    # ------------------------------------------------------------ leaving
    def close(self) -> None:
        """Leave the table (the seat stays held on the server) and stop what this game hosted."""
        if self.table is not None:
            self.table.line.leave()
            self.table = None
        if self.announcer is not None:
            try:
                self.announcer.close()
            except Exception as exc:  # the network went away first
                log.warning("could not withdraw the announcement: %s", exc)
            self.announcer = None
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._saved_sig = ()
        self._addresses = None
