"""``trappola serve``: the table server alone, with no window (pygame is never imported).

``ServerThread`` runs the same server on a thread of its own: the host's game, the tests and the
benchmark use it. Run headless, the server stops cleanly on Ctrl+C or SIGTERM; its tables stay in
``--data-dir`` and are loaded again at the next start.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from .limits import ServerLimits
from .messages import DEFAULT_PORT
from .server import TableServer
from .store import TableStore


class ServerThread:
    """A table server on its own thread and event loop; ``start`` returns the port it listens on."""

    def __init__(self, data_dir: Path | None, host: str = "127.0.0.1", port: int = 0,
                 limits: ServerLimits | None = None, tls: ssl.SSLContext | None = None) -> None:
        self.host, self.port, self.tls = host, port, tls
        self.server = TableServer(TableStore(data_dir), limits)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="table-server", daemon=True)

    def start(self) -> int:
        self.thread.start()
        future = asyncio.run_coroutine_threadsafe(self.server.start(self.host, self.port, self.tls), self.loop)
        self.port = future.result(timeout=30)
        return self.port

    def stop(self) -> None:
        if not self.thread.is_alive():
            return
        asyncio.run_coroutine_threadsafe(self.server.close(), self.loop).result(timeout=30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=30)
        self.loop.close()


def _tls(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    if not cert and not key:
        return None
    if not (cert and key):
        raise SystemExit("trappola serve: --cert and --key go together")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise SystemExit(f"trappola serve: the certificate could not be read: {exc}") from None
    return context


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="trappola serve", description="Run a Trappola table server.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="folder the tables are kept in (default: the user data folder)")
    parser.add_argument("--cert", help="TLS certificate chain (PEM), for wss://")
    parser.add_argument("--key", help="TLS private key (PEM)")
    parser.add_argument("--hold", type=float, default=600.0, help="seconds a dropped seat is held (default 600)")
    parser.add_argument("--hosts-per-minute", type=int, default=20,
                        help="tables one address may open a minute (default 20)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535 or not 1 <= args.hold <= 86_400 or not 1 <= args.hosts_per_minute <= 10_000:
        parser.error("--port must be 0 to 65535, --hold 1 to 86400 seconds, --hosts-per-minute 1 to 10000")
    data_dir = args.data_dir
    if data_dir is None:
        from trappola_gui.storage.paths import AppPaths

        data_dir = AppPaths.from_option(None).data_dir
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    return asyncio.run(_serve(args.host, args.port, Path(data_dir), _tls(args.cert, args.key),
                              ServerLimits(hold=args.hold, hosts=args.hosts_per_minute)))


async def _serve(host: str, port: int, data_dir: Path, tls: ssl.SSLContext | None, limits: ServerLimits) -> int:
    server = TableServer(TableStore(data_dir), limits)
    port = await server.start(host, port, tls)
    scheme = "wss" if tls else "ws"
    print(f"trappola serve: {len(server.tables)} tables loaded from {data_dir}; "
          f"listening on {scheme}://{host}:{port}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Windows has no such handlers: Ctrl+C raises KeyboardInterrupt there instead.
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await server.close()
    print("trappola serve: stopped", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
