"""Whole matches between headless clients through a server on 127.0.0.1, and every way a table drops."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from trappola_gui.net.bot import BotPlayer
from trappola_gui.net.client import NetError, TableClient, parse_link

from .helpers import (
    LOOPBACK,
    each_action_once,
    free_port,
    host_and_join,
    play_until,
    saved_match,
    serve_process,
    start_server,
)


def test_a_classic_match_is_played_to_its_end_and_both_keep_it(tmp_path: Path) -> None:
    server, url = start_server(tmp_path)
    try:
        bots = host_and_join(url, {"variant": "classic", "target": 30})
        play_until(bots, lambda: all(b.done for b in bots))
        code = bots[0].client.seat.code
        match = saved_match(tmp_path, code)
        assert match.is_over and len(match.deals) >= 1
        # Both players hold every finished deal's record, the same as the server's.
        for bot in bots:
            assert sorted(bot.client.records) == list(range(len(match.deals)))
            assert bot.client.view.state["points"] == list(match.match_points)
        assert bots[0].client.records == bots[1].client.records
        assert each_action_once(match, bots) == sum(len(d.history) for d in match.deals)
    finally:
        server.stop()


def test_partnership_with_two_people_and_two_computer_seats(tmp_path: Path) -> None:
    server, url = start_server(tmp_path)
    try:
        bots = host_and_join(url, {"variant": "partnership"}, people=2, computer="easy")
        play_until(bots, lambda: deal_scored(bots))
        state = bots[0].client.view.state
        assert [s["kind"] for s in state["seats"]] == ["person", "computer", "person", "computer"]
        assert bots[1].client.seat.seat == 2  # the guest is the host's partner
        match = saved_match(tmp_path, bots[0].client.seat.code)
        seats = {a.seat for a in match.deals[0].history}
        assert seats == {0, 1, 2, 3}
        each_action_once(match, bots)
    finally:
        server.stop()


def test_a_trappola_1524_deal(tmp_path: Path) -> None:
    server, url = start_server(tmp_path)
    try:
        bots = host_and_join(url, {"variant": "historical"})
        play_until(bots, lambda: deal_scored(bots))
        match = saved_match(tmp_path, bots[0].client.seat.code)
        assert match.deals[0].is_over and match.rules.historical
        assert bots[0].client.records[0] == bots[1].client.records[0]
        each_action_once(match, bots)
    finally:
        server.stop()


def test_a_dropped_connection_resumes_without_replaying_anything(tmp_path: Path) -> None:
    server, url = start_server(tmp_path)
    try:
        bots = host_and_join(url, {"variant": "classic", "target": 30})
        drops = 0
        deadline = time.monotonic() + 120
        while not all(b.done for b in bots):
            assert time.monotonic() < deadline
            for bot in bots:
                bot.step(0.005)
            guest = bots[1]
            if guest.actions >= 3 * (drops + 1) and drops < 4:
                guest.client.ws.close()  # a clean drop; the bot notices and resumes with its token
                drops += 1
        assert bots[1].client.reconnects >= 4
        match = saved_match(tmp_path, bots[0].client.seat.code)
        assert match.is_over
        assert each_action_once(match, bots) == sum(len(d.history) for d in match.deals)
    finally:
        server.stop()


class BlackHole:
    """A TCP relay on 127.0.0.1 whose open connections can go silent without closing (half-open links);
    connections made after ``cut`` pass again."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.listener = socket.create_server((LOOPBACK, 0))
        self.port = self.listener.getsockname()[1]
        self.made = 0  # connections relayed so far
        self.silent_below = 0  # connections numbered below this pass nothing any more
        self.sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self) -> None:
        self.silent_below = self.made

    def _accept(self) -> None:
        for number in range(50):  # bounded: a few connections are all a test makes
            try:
                a, _ = self.listener.accept()
            except OSError:
                return
            b = socket.create_connection((LOOPBACK, self.target))
            self.sockets += [a, b]
            self.made = number + 1
            for src, dst in ((a, b), (b, a)):
                threading.Thread(target=self._pipe, args=(src, dst, number), daemon=True).start()

    def _pipe(self, src: socket.socket, dst: socket.socket, number: int) -> None:
        while True:
            try:
                data = src.recv(65536)
            except OSError:
                return
            if not data:
                return
            if number < self.silent_below:
                continue  # swallowed: neither side hears anything, and no FIN is sent
            try:
                dst.sendall(data)
            except OSError:
                return

    def close(self) -> None:
        self.listener.close()
        for s in self.sockets:
            s.close()


def test_a_half_open_connection_is_noticed_and_the_seat_resumes(tmp_path: Path) -> None:
    server, url = start_server(tmp_path, ping_interval=0.3, ping_timeout=0.3)
    relay = BlackHole(int(url.rsplit(":", 1)[1]))
    try:
        bots = host_and_join(url, {"variant": "classic", "target": 30})
        guest_client = TableClient(f"ws://{LOOPBACK}:{relay.port}", "Bruno", keepalive=0.3)
        # The guest's seat moves onto a connection through the relay.
        guest_client.seat = bots[1].client.seat
        bots[1].client.close()
        guest_client.resume()
        bots[1] = BotPlayer(guest_client, "random", 9)
        play_until(bots, lambda: bots[1].actions >= 2, limit=60)
        relay.cut()  # the link goes silent in both directions, with no FIN
        # The server notices by its keepalive and holds the seat; the guest notices by its own and
        # comes back on a new connection.
        play_until(bots[:1], lambda: not bots[0].client.view.state["seats"][1]["connected"], limit=30)
        play_until(bots, lambda: all(b.done for b in bots), limit=120)
        assert guest_client.reconnects >= 1 and relay.made >= 2
        match = saved_match(tmp_path, bots[0].client.seat.code)
        each_action_once(match, bots)
    finally:
        relay.close()
        server.stop()


CLIENT = """
import json, sys
from trappola_gui.net.bot import BotPlayer
from trappola_gui.net.client import Seat, TableClient
url, seat_file, mode = sys.argv[1:4]
client = TableClient(url, "Bruno", keepalive=1.0)
client.on_message = lambda m: m["t"] in ("error", "refused") and print(m, file=sys.stderr, flush=True)
if mode == "join":
    seat = client.join(sys.argv[4])
    open(seat_file, "w").write(json.dumps(seat.__dict__))
else:
    client.seat = Seat(**json.load(open(seat_file)))
    client.resume()
print("seated", flush=True)
bot = BotPlayer(client, "random", 5)
bot.play(limit=120)
print("done", flush=True)
"""


def _client_process(url: str, seat_file: Path, mode: str, code: str = "") -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([sys.executable, "-c", CLIENT, url, str(seat_file), mode, code],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == b"seated", proc.stderr.read() if proc.stderr else b""
    return proc


def test_a_client_killed_mid_deal_comes_back_and_the_match_goes_on(tmp_path: Path) -> None:
    server, url = start_server(tmp_path)
    host = TableClient(url, "Anna")
    code = host.host({"variant": "classic", "target": 30}, 2, "easy").code
    seat_file = tmp_path / "seat.json"
    guest = _client_process(url, seat_file, "join", code)
    try:
        anna = BotPlayer(host, "random", 1)
        play_until([anna], lambda: (anna.client.view.moves >= 7 and anna.client.view.state["seats"][1]["connected"]))
        guest.send_signal(signal.SIGKILL)
        guest.wait(10)
        play_until([anna], lambda: not anna.client.view.state["seats"][1]["connected"], limit=30)
        assert anna.client.view.state["seats"][1]["away"] is not None
        guest = _client_process(url, seat_file, "resume")
        try:
            play_until([anna], lambda: anna.done, limit=60)
        except AssertionError:
            guest.kill()
            raise AssertionError(guest.communicate()[1].decode()[-3000:] + repr(anna.client.view.state)) from None
        assert guest.stdout is not None and guest.stdout.readline().strip() == b"done"
        match = saved_match(tmp_path, code)
        assert match.is_over
        each_action_once(match, [anna])
    finally:
        guest.kill()
        server.stop()


def test_a_server_killed_mid_deal_restarts_and_both_clients_resume(tmp_path: Path) -> None:
    port = free_port()
    proc = serve_process(tmp_path, port)
    url = f"ws://{LOOPBACK}:{port}"
    try:
        bots = host_and_join(url, {"variant": "classic", "target": 30})
        play_until(bots, lambda: bots[0].client.view.moves >= 9, limit=60)
        before = saved_match(tmp_path, bots[0].client.seat.code)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc = serve_process(tmp_path, port)  # the clients' backoff finds it again
        play_until(bots, lambda: all(b.done for b in bots), limit=180)
        match = saved_match(tmp_path, bots[0].client.seat.code)
        assert match.deals[0].history[: len(before.deals[0].history)] == before.deals[0].history
        assert all(b.client.reconnects >= 1 for b in bots)
        assert each_action_once(match, bots) == sum(len(d.history) for d in match.deals)
    finally:
        proc.kill()


def test_the_wrong_version_is_told_which_versions_meet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    server, url = start_server(None)
    try:
        import trappola_gui.net.client as client_module

        monkeypatch.setattr(client_module, "PROTOCOL_VERSION", 99)
        with pytest.raises(NetError, match="update to play together") as caught:
            TableClient(url, "Anna").host({"variant": "classic"})
        assert caught.value.code == "version"
    finally:
        server.stop()


def test_a_table_link_names_the_server_and_the_code() -> None:
    assert parse_link("trappola://[::1]:9000/k7qm2xab") == ("ws://[::1]:9000", "K7QM-2XAB")
    assert parse_link("trappolas://example.org/K7QM-2XAB") == ("wss://example.org:7651", "K7QM-2XAB")
    for bad in ("http://x/K7QM-2XAB", "trappola://x/../../etc", "trappola:///K7QM-2XAB"):
        with pytest.raises(ValueError):
            parse_link(bad)


def test_serve_never_imports_pygame(tmp_path: Path) -> None:
    """``trappola serve`` goes through the game's entry point, which hands it over before any window."""
    code = ("import sys, trappola_gui.app.main, trappola_gui.net.serve, trappola_gui.net.server, "
            "trappola_gui.net.client; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ),
                         timeout=60)
    assert out.stdout.strip() == "False", out.stderr


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_a_match_over_wss_with_the_servers_certificate(tmp_path: Path) -> None:
    """``trappola serve --cert --key`` speaks wss://, and a client that trusts the certificate plays."""
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "trappola_gui.net.serve", "--host", LOOPBACK, "--port", str(port),
                             "--data-dir", str(tmp_path / "data"), "--cert", str(cert), "--key", str(key)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        assert f"wss://{LOOPBACK}:{port}" in proc.stdout.readline().decode()
        trusted = ssl.create_default_context(cafile=str(cert))
        url = f"wss://{LOOPBACK}:{port}"
        host = TableClient(url, "Anna", tls=trusted)
        code = host.host({"variant": "classic", "target": 10}, 2, "easy").code
        guest = TableClient(url, "Bruno", tls=trusted)
        guest.join(code)
        bots = [BotPlayer(host, "random", 1), BotPlayer(guest, "random", 2)]
        play_until(bots, lambda: all(b.done for b in bots))
        with pytest.raises(NetError, match="could not reach"):  # a client that does not trust it is refused
            TableClient(url, "Mallory", timeout=5).host({"variant": "classic"})
    finally:
        proc.kill()


@pytest.mark.parametrize("seen", [True, False])
def test_a_finished_match_nobody_is_at_is_let_go(tmp_path: Path, seen: bool) -> None:
    """Once both players have seen the end (or after the retire time), the server drops the table and
    its file: both players hold every record already."""
    server, url = start_server(tmp_path, hold=4.0, retire=60.0 if seen else 0.5)
    try:
        bots = host_and_join(url, {"variant": "classic", "target": 10})
        play_until(bots, lambda: all(b.done for b in bots))
        code = bots[0].client.seat.code
        path = tmp_path / "tables" / f"{code}.json"
        assert path.exists()
        for bot in bots:
            if seen:
                bot.client.send("next", deal=bot.client.view.deal)
        play_until(bots, lambda: not seen or all(s["ready"] == bots[0].client.view.deal
                                                 for s in bots[0].client.view.state["seats"]), limit=30)
        for bot in bots:
            bot.client.close()
        deadline = time.monotonic() + 30
        while path.exists():
            assert time.monotonic() < deadline, "the finished table was kept"
            time.sleep(0.05)
        for bot in bots:  # what the server let go, each player holds: every deal's record
            assert sorted(bot.client.records) == list(range(bot.client.view.deal + 1))
        again = TableClient(url, "Anna")
        again.seat = bots[0].client.seat
        with pytest.raises(NetError, match="no table"):
            again.resume()
    finally:
        server.stop()


def deal_scored(bots) -> bool:
    """Every player holds the view of the finished deal's score."""
    return all(b.client.view is not None and b.client.view.state["result"] is not None for b in bots)
