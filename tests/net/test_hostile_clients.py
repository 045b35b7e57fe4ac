"""A peer is hostile input: every kind of bad client, on 127.0.0.1, while an honest match goes on.

Each case checks what the server answered and that it is still serving; the honest players'
match, played beside the attacks on the same server, must finish with nothing lost.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from trappola_gui.net.codes import new_code
from trappola_gui.net.messages import MAX_FRAME, PROTOCOL_VERSION

from .helpers import LOOPBACK, each_action_once, host_and_join, play_until, saved_match, start_server


@pytest.fixture(scope="module")
def arena(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path, dict[str, object]]]:
    """One server for every attack, and an honest match played on it in a thread meanwhile."""
    data = tmp_path_factory.mktemp("hostile")
    server, url = start_server(data, hello_timeout=1.0, tries=10, try_window=600.0)
    bots = host_and_join(url, {"variant": "classic", "target": 60})
    outcome: dict[str, object] = {}

    def honest() -> None:
        try:
            play_until(bots, lambda: all(b.done for b in bots), limit=600)
            outcome["match"] = saved_match(data, bots[0].client.seat.code)
            outcome["bots"] = bots
        except BaseException as exc:  # reported by the last test
            outcome["error"] = exc

    thread = threading.Thread(target=honest, daemon=True)
    thread.start()
    outcome["thread"] = thread
    yield url, data, outcome
    thread.join(timeout=600)
    server.stop()


def raw(url: str, hello: bool = True) -> ClientConnection:
    ws = connect(url, proxy=None, compression=None, max_size=4 * MAX_FRAME, open_timeout=5, legacy=True)
    if hello:
        ws.send(json.dumps({"t": "hello", "v": PROTOCOL_VERSION, "app": "x", "name": "Mallory"}))
        assert json.loads(ws.recv(5))["t"] == "welcome"
    return ws


def answer(ws: ClientConnection, frame: str | bytes) -> dict[str, object]:
    ws.send(frame)
    return json.loads(ws.recv(5))


def still_serving(url: str) -> None:
    ws = raw(url)
    assert answer(ws, '{"t":"ping"}') == {"t": "pong"}
    ws.close()


@pytest.mark.parametrize("frame, code", [
    ("{not json", "bad_message"),
    ("[1, 2, 3]", "bad_message"),
    ('{"t": "dance"}', "unknown_type"),
    ('{"t": "join"}', "bad_message"),
    ('{"t": "join", "code": 12}', "bad_message"),
    ('{"t": "join", "code": "' + "A" * 5000 + '"}', "bad_message"),
    ('{"t": "host", "rules": {"variant": "classic"}, "people": 2, "computer": "cmd:/bin/sh"}', "bad_message"),
    ('{"t": "host", "rules": {"variant": "classic", "target": 1e308}, "people": 2, "computer": "easy"}',
     "bad_message"),
    ('{"t": "act", "action": {"seat": 0, "play": "AS"}, "n": ' + "9" * 4000 + "}", "bad_message"),
    ('{"t": "resume", "code": "AAAA-AAAA", "token": "x", "have": -1}', "bad_message"),
    ('{"t": "ping", "extra": 1}', "bad_message"),
    ("[" * 10_000 + "]" * 10_000, "bad_message"),
    ('{"t": "join", "code": NaN}', "bad_message"),
    (b"\x00\x01binary", "bad_message"),
])
def test_a_malformed_or_wrong_message_gets_one_error_and_the_connection_stays(arena, frame, code) -> None:
    url, _, _ = arena
    ws = raw(url)
    reply = answer(ws, frame)
    assert reply["t"] == "error" and reply["code"] == code, reply
    assert answer(ws, '{"t":"ping"}') == {"t": "pong"}
    ws.close()


def test_a_frame_over_64_kib_closes_only_that_connection(arena) -> None:
    url, _, _ = arena
    ws = raw(url)
    ws.send('{"t":"ping","pad":"' + "x" * MAX_FRAME + '"}')
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(5)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009  # message too big
    still_serving(url)


def test_a_flood_is_slowed_then_closed(arena) -> None:
    url, _, _ = arena
    ws = raw(url)
    sent = pongs = slowed = 0
    try:
        for _ in range(2000):
            ws.send('{"t":"ping"}')
            sent += 1
    except ConnectionClosed:
        pass
    try:
        while True:
            kind = json.loads(ws.recv(5))
            pongs += kind["t"] == "pong"
            slowed += kind.get("code") == "slow_down"
    except (ConnectionClosed, TimeoutError):
        pass
    print(f"flood: {sent} pings sent, {pongs} answered, {slowed} told to slow down, then closed")
    assert 0 < pongs <= 60 and slowed == 20  # the burst, then the errors up to the limit, then the close
    still_serving(url)


def test_out_of_turn_replayed_and_another_seats_actions_are_refused(arena) -> None:
    url, _, _ = arena
    ws = raw(url)
    ws.send(json.dumps({"t": "host", "rules": {"variant": "classic"}, "people": 2, "computer": "easy"}))
    seated = json.loads(ws.recv(5))
    table = json.loads(ws.recv(5))["state"]
    assert seated["t"] == "seated" and len(seated["token"]) == 32
    ws.send('{"t":"fill"}')
    table = json.loads(ws.recv(5))["state"]
    obs = table["obs"]
    me, other = obs["seat"], 1 - obs["seat"]
    state = None
    if obs["to_move"] == me:
        play = obs["legal"][0]
        reply = answer(ws, json.dumps({"t": "act", "action": play, "n": table["moves"]}))
        assert reply["t"] == "table"
        again = answer(ws, json.dumps({"t": "act", "action": play, "n": table["moves"]}))
        for _ in range(10):  # the computer's answer to the first may come before the refusal of the second
            if again["t"] != "table":
                break
            state = again["state"]
            again = json.loads(ws.recv(5))
        assert again["code"] == "stale"  # the same message twice is played once
    # The computer's answer comes as a new view (it may have come already).
    while state is None or not (state["obs"]["to_move"] == me or state["result"] is not None):
        state = json.loads(ws.recv(5))["state"]
    card = state["obs"]["hand"][0]
    reply = answer(ws, json.dumps({"t": "act", "action": {"seat": other, "play": card}, "n": state["moves"]}))
    assert reply["t"] == "refused" and reply["error"] == "not_your_turn"
    ws.close()


def test_a_token_opens_only_its_own_seat(arena) -> None:
    url, _, _ = arena
    bots = host_and_join(url, {"variant": "classic"})
    host, guest = bots[0].client.seat, bots[1].client.seat
    for bot in bots:
        bot.client.close()
    ws = raw(url)
    ws.send(json.dumps({"t": "resume", "code": host.code, "token": guest.token, "have": 0}))
    state = json.loads(ws.recv(5))["state"]
    assert state["seat"] == guest.seat == 1  # the guest's token at the host's table: the guest's seat
    ws.close()
    ws = raw(url)
    forged = host.token[:-1] + ("0" if host.token[-1] != "0" else "1")
    assert answer(ws, json.dumps({"t": "resume", "code": host.code, "token": forged, "have": 0}))["code"] == \
        "bad_token"
    ws.close()


def test_ten_thousand_code_guesses_find_nothing_and_are_stopped(arena) -> None:
    url, _, _ = arena
    guesses = looked_up = stopped = connections = 0
    start = time.monotonic()
    while guesses < 10_000:
        ws = raw(url)
        connections += 1
        try:
            for _ in range(20):
                reply = answer(ws, json.dumps({"t": "join", "code": new_code()}))
                guesses += 1
                assert reply["t"] == "error", "a guessed code opened a table"
                looked_up += reply["code"] == "no_table"
                stopped += reply["code"] == "too_many_tries"
        except ConnectionClosed:
            pass
        ws.close()
    seconds = time.monotonic() - start
    print(f"guesses: {guesses} codes on {connections} connections in {seconds:.1f} s; "
          f"{looked_up} looked up, {stopped} refused unread, 0 found")
    assert looked_up <= 10 and stopped == guesses - looked_up
    still_serving(url)


def test_a_seat_key_still_opens_its_seat_from_an_address_blocked_for_guessing(tmp_path) -> None:
    server, url = start_server(tmp_path, tries=3, try_window=600.0)
    try:
        bots = host_and_join(url, {"variant": "classic"})
        guest = bots[1].client
        guest.close()
        ws = raw(url)
        replies = [answer(ws, json.dumps({"t": "join", "code": new_code()}))["code"] for _ in range(4)]
        assert replies == ["no_table", "no_table", "no_table", "too_many_tries"]
        real_code = guest.seat.code
        assert answer(ws, json.dumps({"t": "join", "code": real_code}))["code"] == "too_many_tries"
        wrong_key = {"t": "resume", "code": real_code, "token": "0" * 32, "have": 0}
        assert answer(ws, json.dumps(wrong_key))["code"] == "too_many_tries"  # nothing said about the code
        ws.close()
        guest.reconnect(give_up=5.0)  # the seat's own key, from the same blocked address
        assert guest.view is not None and guest.view.observation.seat == 1 and guest.reconnects == 1
        for bot in bots:
            bot.client.close()
    finally:
        server.stop()


def test_a_slow_handshake_and_a_silent_client_are_cut_off(arena) -> None:
    url, _, _ = arena
    port = int(url.rsplit(":", 1)[1])
    with socket.create_connection((LOOPBACK, port)) as slow:
        slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the rest
        slow.settimeout(5)
        start = time.monotonic()
        while slow.recv(1024):
            pass
        assert time.monotonic() - start < 4  # closed at the handshake's time limit (1 s here)
    silent = raw(url, hello=False)
    with pytest.raises(ConnectionClosed):
        silent.recv(5)  # no hello within the limit: closed
    still_serving(url)


def test_the_honest_match_finished_beside_every_attack(arena) -> None:
    _, _, outcome = arena
    thread = outcome["thread"]
    assert isinstance(thread, threading.Thread)
    thread.join(timeout=600)
    assert "error" not in outcome, outcome.get("error")
    match = outcome["match"]
    assert match.is_over
    each_action_once(match, outcome["bots"])
