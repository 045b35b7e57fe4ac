"""Tables found on the local network: announced and found by mDNS, only inside a private network
namespace that the test makes itself (its loopback with multicast on), never on a real interface."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest
from zeroconf import ServiceInfo

from trappola_gui.net.lan import SERVICE, FoundTable, read_announcement

INSIDE = r"""
import json, subprocess, sys, time
subprocess.run(["ip", "link", "set", "lo", "up", "multicast", "on"], check=True)
subprocess.run(["ip", "route", "add", "224.0.0.0/4", "dev", "lo"], check=True)
from trappola_gui.net.bot import BotPlayer, play_until
from trappola_gui.net.client import TableClient
from trappola_gui.net.lan import LanAnnouncer, LanFinder
from trappola_gui.net.serve import ServerThread
LO = ["127.0.0.1"]
server = ServerThread(None, "127.0.0.1", 0)
port = server.start()
host = TableClient(f"ws://127.0.0.1:{port}", "Anna")
code = host.host({"variant": "classic", "target": 10}, 2, "easy").code
announcer = LanAnnouncer("Anna's table", code, port, ["127.0.0.1"], interfaces=LO)
finder = LanFinder(interfaces=LO)
deadline = time.monotonic() + 20
while not finder.tables() and time.monotonic() < deadline:
    time.sleep(0.1)
found = finder.tables()
out = {"working": finder.working, "found": [t.__dict__ for t in found], "code": code, "port": port}
if found:
    guest = TableClient(found[0].url, "Bruno")
    guest.join(found[0].code)
    bots = [BotPlayer(host, "random", 1), BotPlayer(guest, "random", 2)]
    play_until(bots, limit=60, wait=0.01)
    out["finished"] = all(b.done for b in bots)
announcer.close()
deadline = time.monotonic() + 10
while finder.tables() and time.monotonic() < deadline:
    time.sleep(0.1)
out["after_close"] = len(finder.tables())
finder.close()
server.stop()
print(json.dumps(out))
"""


def _namespace() -> list[str] | None:
    """The command that runs a process in a new network namespace here, or None if none can be made."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return None
    for command in (["unshare", "-n"], ["unshare", "-rn"]):
        try:
            made = subprocess.run([*command, "ip", "link", "set", "lo", "up"], capture_output=True, timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if made.returncode == 0:
            return command
    return None


def test_a_hosted_table_is_found_on_the_local_network_and_joined() -> None:
    namespace = _namespace()
    if namespace is None:
        pytest.skip("no private network namespace can be made here (unshare -n), so no multicast is tried")
    done = subprocess.run([*namespace, sys.executable, "-c", INSIDE], capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["working"]
    assert out["found"] == [{"name": "Anna's table", "address": "127.0.0.1", "port": out["port"],
                             "code": out["code"], "version": 1}]
    assert out["finished"]  # the guest joined by what it found, and the match was played
    assert out["after_close"] == 0  # a table closed is withdrawn


def _info(**props: str) -> ServiceInfo:
    return ServiceInfo(SERVICE, f"x.{SERVICE}", port=7651, addresses=[bytes([192, 168, 1, 5])], properties=props)


def test_an_announcement_is_read_as_hostile_input() -> None:
    good = read_announcement(_info(v="1", code="k7qm 2xab", name="Anna\u202e\n table"))
    assert good == FoundTable("Anna table", "192.168.1.5", 7651, "K7QM-2XAB", 1)
    assert good.url == "ws://192.168.1.5:7651"
    assert read_announcement(_info(v="1", code="../../etc/passwd", name="x")) is None
    assert read_announcement(_info(v="one", code="K7QM-2XAB", name="x")) is None
    assert read_announcement(_info(v="1", code="K7QM-2XAB", name="x" * 200)) is None
    assert read_announcement(_info(code="K7QM-2XAB", name="x")) is None
