"""Servers and players on 127.0.0.1 for the network tests: everything here is bounded in count and time."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from trappola_gui.engine import Match, Play, Rules, action_from_json, match_from_json
from trappola_gui.net.bot import BotPlayer, play_until
from trappola_gui.net.client import TableClient
from trappola_gui.net.limits import ServerLimits
from trappola_gui.net.serve import ServerThread

__all__ = ["play_until"]  # the tests step their players with the package's own loop

LOOPBACK = "127.0.0.1"


def start_server(data_dir: Path | None, **limits: Any) -> tuple[ServerThread, str]:
    server = ServerThread(data_dir, LOOPBACK, 0, ServerLimits(**limits))
    port = server.start()
    return server, f"ws://{LOOPBACK}:{port}"


def host_and_join(url: str, rules: dict[str, Any], people: int = 2, computer: str = "easy",
                  level: str = "random") -> list[BotPlayer]:
    host = TableClient(url, "Anna", keepalive=2.0)
    seat = host.host(rules, people, computer)
    bots = [BotPlayer(host, level, 1)]
    for i in range(1, people):
        guest = TableClient(url, f"Guest {i}", keepalive=2.0)
        guest.join(seat.code)
        bots.append(BotPlayer(guest, level, 1 + i))
    if people < Rules.from_dict(rules).players:
        host.send("fill")
    return bots


def table_file(data_dir: Path, code: str) -> dict[str, Any]:
    import json

    return json.loads((data_dir / "tables" / f"{code}.json").read_text())


def saved_match(data_dir: Path, code: str) -> Match:
    return match_from_json(table_file(data_dir, code)["match"])


def free_port() -> int:
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        return int(s.getsockname()[1])


def serve_process(data_dir: Path, port: int, hold: float = 600.0) -> subprocess.Popen[bytes]:
    """``trappola serve`` in a process of its own (to be killed with -9)."""
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "trappola_gui.net.serve", "--host", LOOPBACK, "--port", str(port),
                             "--data-dir", str(data_dir), "--hold", str(hold)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline().decode()
    assert "listening on ws://" in line, line + proc.stderr.read().decode() if proc.stderr else line
    return proc


def each_action_once(match: Match, bots: Iterable[BotPlayer]) -> int:
    """Every action the players sent is in the record once, at the place it answered; no card twice.
    Returns how many actions were checked."""
    checked = 0
    for bot in bots:
        for (deal_index, n), action in bot.sent.items():
            assert match.deals[deal_index].history[n] == action_from_json(action), (deal_index, n)
            checked += 1
    for deal in match.deals:
        plays = [a for a in deal.history if isinstance(a, Play)]
        assert len({(p.seat, p.card) for p in plays}) == len(plays)  # no card twice
    return checked
