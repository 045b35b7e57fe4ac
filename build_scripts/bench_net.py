"""Figures for the table server, on 127.0.0.1 only (printed, not asserted).

1. An action's round trip on loopback: one table of two headless players on an idle server, the
   time from sending an action to receiving the view that follows it (p50, p95).
2. A load run: ``--tables`` tables of two bot clients each (asyncio, one process) against one
   ``trappola serve`` process for ``--seconds``; each bot answers after ``--think`` seconds. Prints
   the actions played, the round trip's p50/p95/p99 under load, the errors, and the server's memory
   per table (its resident size after the tables sat down, less before, over the tables).

Everything is bounded: the tables and seconds given, and every wait has a time limit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trappola_gui.net.messages import PROTOCOL_VERSION  # noqa: E402

LOOPBACK = "127.0.0.1"


def rss_kib(pid: int) -> int:
    """The process's resident size (Linux's /proc; 0 where there is none)."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        return 0
    for line in status.read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))] if values else float("nan")


class LoadBot:
    def __init__(self, url: str, think: float, rng: random.Random, stats: dict[str, list[float] | int]) -> None:
        self.url, self.think, self.rng, self.stats = url, think, rng, stats
        self.ws: ClientConnection | None = None
        self.sent_for: tuple[int, int] = (-1, -1)
        self.sent_at = 0.0
        self.ready_for = -1

    async def open(self, first: dict[str, object]) -> dict[str, object]:
        self.ws = await connect(self.url, proxy=None, compression=None, open_timeout=30, ping_interval=None)
        await self.ws.send(json.dumps({"t": "hello", "v": PROTOCOL_VERSION, "app": "bench", "name": "bench"}))
        await asyncio.wait_for(self.ws.recv(), 30)
        await self.ws.send(json.dumps(first))
        while True:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), 30))
            if msg["t"] in ("seated", "error"):
                return msg

    async def run(self, until: float) -> None:
        assert self.ws is not None
        ws, stats = self.ws, self.stats
        try:
            while time.monotonic() < until:
                try:
                    msg = json.loads(await asyncio.wait_for(ws.recv(), max(0.01, until - time.monotonic())))
                except asyncio.TimeoutError:
                    return
                if msg["t"] == "error":
                    stats["errors"] += 1  # type: ignore[operator]
                    continue
                if msg["t"] != "table":
                    continue
                state = msg["state"]
                moment = (state["deal"], state["moves"])
                if self.sent_at and moment != self.sent_for:
                    stats["rtt"].append(time.perf_counter() - self.sent_at)  # type: ignore[union-attr]
                    self.sent_at = 0.0
                obs = state["obs"]
                if state["result"] is not None and self.ready_for != state["deal"]:
                    self.ready_for = state["deal"]
                    await ws.send(json.dumps({"t": "next", "deal": state["deal"]}))
                elif obs["to_move"] == obs["seat"] and obs["legal"] and moment != self.sent_for:
                    await asyncio.sleep(self.think * (0.5 + self.rng.random()))
                    self.sent_for, self.sent_at = moment, time.perf_counter()
                    await ws.send(json.dumps({"t": "act", "action": self.rng.choice(obs["legal"]), "n": moment[1]}))
                    stats["actions"] += 1  # type: ignore[operator]
        except ConnectionClosed:
            stats["dropped"] += 1  # type: ignore[operator]
        finally:
            await ws.close()


async def load(url: str, tables: int, seconds: float, think: float, server_pid: int) -> dict[str, object]:
    stats: dict[str, list[float] | int] = {"rtt": [], "errors": 0, "actions": 0, "dropped": 0}
    before = rss_kib(server_pid)
    pairs = []
    for i in range(tables):
        host, guest = LoadBot(url, think, random.Random(2 * i), stats), LoadBot(url, think, random.Random(2 * i + 1),
                                                                                   stats)
        seated = await host.open({"t": "host", "rules": {"variant": "classic", "target": 1000}, "people": 2,
                                  "computer": "easy"})
        await guest.open({"t": "join", "code": seated["code"]})
        pairs.append((host, guest))
    seated_rss = rss_kib(server_pid)
    until = time.monotonic() + seconds
    await asyncio.gather(*(bot.run(until) for pair in pairs for bot in pair))
    after = rss_kib(server_pid)
    rtt = [x * 1000 for x in stats["rtt"]]  # type: ignore[union-attr]
    return {"tables": tables, "seconds": seconds, "actions": stats["actions"], "errors": stats["errors"],
            "dropped": stats["dropped"], "rtt_p50_ms": round(percentile(rtt, 0.5), 2),
            "rtt_p95_ms": round(percentile(rtt, 0.95), 2), "rtt_p99_ms": round(percentile(rtt, 0.99), 2),
            "server_rss_mib_before": round(before / 1024, 1), "server_rss_mib_after": round(after / 1024, 1),
            "kib_per_table": round((seated_rss - before) / max(1, tables), 1)}


async def round_trips(url: str, actions: int) -> dict[str, object]:
    stats: dict[str, list[float] | int] = {"rtt": [], "errors": 0, "actions": 0, "dropped": 0}
    host, guest = LoadBot(url, 0.0, random.Random(1), stats), LoadBot(url, 0.0, random.Random(2), stats)
    seated = await host.open({"t": "host", "rules": {"variant": "classic", "target": 10_000}, "people": 2,
                              "computer": "easy"})
    await guest.open({"t": "join", "code": seated["code"]})
    start = time.monotonic()
    # Paced under the server's 20 messages a second per connection: each bot thinks 60 ms.
    host.think = guest.think = 0.06
    until = start + actions * 0.06
    await asyncio.gather(host.run(until), guest.run(until))
    rtt = [x * 1000 for x in stats["rtt"]]  # type: ignore[union-attr]
    return {"actions": len(rtt), "p50_ms": round(statistics.median(rtt), 2), "p95_ms": round(percentile(rtt, 0.95), 2),
            "errors": stats["errors"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0, help="seconds a load bot waits before it acts")
    parser.add_argument("--actions", type=int, default=400, help="actions timed on the idle server")
    args = parser.parse_args()
    if not (1 <= args.tables <= 2000 and 1 <= args.seconds <= 600 and 10 <= args.actions <= 10_000):
        parser.error("bounds: 1-2000 tables, 1-600 seconds, 10-10000 actions")
    with tempfile.TemporaryDirectory(prefix="trappola-bench-net-") as data:
        command = [sys.executable, "-m", "trappola_gui.net.serve", "--host", LOOPBACK, "--port", "0",
                   "--data-dir", data, "--hosts-per-minute", str(args.tables + 1)]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
                                  env=dict(os.environ, PYTHONPATH=str(ROOT)))
        try:
            assert server.stdout is not None
            line = server.stdout.readline().decode()
            url = line.rsplit("listening on ", 1)[1].strip()
            if not url.startswith(f"ws://{LOOPBACK}:"):
                raise SystemExit(f"bench_net: the server did not start: {line!r}")
            idle = asyncio.run(round_trips(url, args.actions))
            print("bench_net round trip (idle server): " + json.dumps(idle), flush=True)
            loaded = asyncio.run(load(url, args.tables, args.seconds, args.think, server.pid))
            print("bench_net load: " + json.dumps(loaded), flush=True)
        finally:
            server.terminate()
            server.wait(30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
