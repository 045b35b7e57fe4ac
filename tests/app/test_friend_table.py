"""Play a friend in the window: host, join, play, drop and come back, all on 127.0.0.1.

The window is driven through its own screens (buttons pressed, cards clicked); the friend is a
headless player (``net.bot``) on the same machine. Waits are bounded by a deadline on a condition,
never a fixed sleep.
"""

from __future__ import annotations

import json
import time

from trappola_gui.app.tools.driver import Tour, showing
from trappola_gui.engine import Phase, cards_of, deal_from_json, deal_to_json
from trappola_gui.net.bot import BotPlayer
from trappola_gui.net.client import TableClient
from trappola_gui.storage import load_stats

from ..net.helpers import saved_match, start_server
from .helpers import make_app

LOCAL = ("--listen", "127.0.0.1", "--no-lan")  # never the machine's real interfaces


def window(tmp_path, name="a", size="1000x700"):
    app = make_app(tmp_path / name, size, *LOCAL)
    app.ctx.update_settings(coach=False, player_name="Anna")
    return app, Tour(app, tmp_path / name / "shots")


def run(app, tour, bots, until, limit=60.0, what=""):
    """Frames and the friends' turns until ``until()`` holds (a deadline in real time bounds it)."""
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, f"timed out waiting for {what or until} on {showing(app).name}"
        tour.pump(0.05)
        for bot in bots:
            bot.step(0.002)
        if not bots:
            time.sleep(0.002)


def my_turn(app):
    table = app.ctx.friends.table
    top = showing(app)
    return table is not None and table.human_to_move and not top.busy and top.name in ("play", "deal")


def act(app, tour):
    """The window's player acts: a click on the first legal card, or the first choice offered."""
    top = showing(app)
    obs = app.ctx.friends.table.observation()
    if obs.phase == Phase.PLAY and top.name == "play":
        s = top.layer.sprites[("c", cards_of(obs.playable)[0])]
        tour.click((s.x, s.y))
    else:
        top.turns.try_action(obs.legal[0])


def play_to_score(app, tour, bots):
    run(app, tour, bots, lambda: showing(app).name == "score" or my_turn(app), what="a turn or the score")
    while showing(app).name != "score":
        act(app, tour)
        run(app, tour, bots, lambda: showing(app).name == "score" or my_turn(app), what="a turn or the score")


def host_form(app, tour, **choices):
    """Play a friend → Host a table, with ``choices`` made on the form."""
    tour.press("friend")
    tour.press("host")
    form = showing(app)
    form.choice.update(choices)
    form.show_applicable()
    return form


def start_hosting(app, tour):
    """Host: the lobby opens, and the table once the server has seated the host."""
    tour.press("start")
    assert showing(app).name == "friend_lobby"
    table = app.ctx.friends.table
    run(app, tour, [], lambda: table.seat is not None and table.current is not None, 10, "the seat")
    return table


def friend_joins(app, table, **client):
    """Bob, a headless player on 127.0.0.1, sits down at the table the window hosts."""
    friend = BotPlayer(TableClient(f"ws://127.0.0.1:{app.ctx.friends.port}", "Bob", **client), "normal", 5)
    friend.client.join(table.seat.code)
    return friend


def records_of(app):
    return [deal_to_json(d) for d in app.ctx.friends.table.match.deals]


def test_a_whole_match_hosted_in_the_window(tmp_path):
    app, tour = window(tmp_path)
    try:
        host_form(app, tour, target=30)
        table = start_hosting(app, tour)
        friend = friend_joins(app, table)
        run(app, tour, [friend], lambda: showing(app).name == "deal", 10, "the table")
        assert table.names == {1: "Bob"}  # the friend's chosen name, on the plate and in the words
        while True:
            play_to_score(app, tour, [friend])
            if table.view.state["over"]:
                break
            tour.press("next")
            run(app, tour, [friend], lambda: showing(app).name != "score", 10, "the next deal")
        assert app.stack.top.btn_result.visible  # the match is decided: its result comes next
        # Both sides hold the same match: the window's records are the server's, deal by deal.
        server_deals = saved_match(app.paths.data_dir, table.seat.code).deals
        assert records_of(app) == [deal_to_json(d) for d in server_deals]
        assert [deal_to_json(deal_from_json(r)) for r in friend.client.records.values()] == records_of(app)
        kept = json.loads(app.paths.friend_table_file.read_text())
        assert kept["code"] == table.seat.code and kept["over"] is True and len(kept["records"]) == len(server_deals)
        assert len(kept["token"]) >= 32  # at least 128 bits, kept with the match in the data folder
        line = load_stats(app.paths)[0].line("classic", "friend")  # the statistics' "vs friend" row
        assert line.deals_played == len(server_deals) and line.matches_played == 1
    finally:
        app.close()


def test_a_refused_card_is_explained_in_the_tables_own_words(tmp_path):
    server, url = start_server(None)
    app, tour = window(tmp_path)
    try:
        host = TableClient(url, "Bob")
        seat = host.host({"variant": "classic", "target": 100}, 2, "easy")
        friend = BotPlayer(host, "normal", 2)
        app.ctx.friends.join(url, seat.code)
        app.nav.friend_lobby()
        table = app.ctx.friends.table
        found = False
        for _ in range(4):  # a deal or a few give a trick where the led suit must be followed
            run(app, tour, [friend], lambda: showing(app).name == "score" or my_turn(app), what="a turn")
            while showing(app).name != "score":
                obs = table.observation()
                illegal = [c for c in cards_of(obs.hand) if not obs.playable >> c & 1]
                if obs.phase == Phase.PLAY and obs.trick and illegal and showing(app).name == "play":
                    before = table.moves
                    s = showing(app).layer.sprites[("c", illegal[0])]
                    tour.click((s.x, s.y))
                    assert table.moves == before  # nothing was sent that the rules refuse
                    assert showing(app).message.startswith(("You must follow suit", "You cannot follow suit",
                                                            "You must beat"))
                    found = True
                    break
                act(app, tour)
                run(app, tour, [friend], lambda: showing(app).name == "score" or my_turn(app), what="a turn")
            if found:
                break
            tour.press("next")
            run(app, tour, [friend], lambda: showing(app).name != "score", 10, "the next deal")
        assert found
    finally:
        app.close()
        server.stop()


def test_the_window_joins_by_address_and_code_and_comes_back_after_a_drop(tmp_path):
    server, url = start_server(tmp_path / "server")
    app, tour = window(tmp_path)
    try:
        host = TableClient(url, "Bob")
        seat = host.host({"variant": "classic", "target": 30}, 2, "easy")
        friend = BotPlayer(host, "normal", 2)
        tour.press("friend")
        tour.press("join")
        join = showing(app)
        join.address.value = url.removeprefix("ws://")
        join.code.value = seat.code.replace("-", "").lower()  # typed as a player might
        tour.press("join")
        table = app.ctx.friends.table
        run(app, tour, [friend], lambda: showing(app).name == "deal", 10, "the table")
        for _ in range(3):
            run(app, tour, [friend], lambda: my_turn(app), what="a turn")
            act(app, tour)
        # The connection drops under the player (no goodbye): the link comes back by itself.
        moves = table.moves
        table.link.client.ws.socket.shutdown(2)
        run(app, tour, [friend], lambda: table.state == "down", 10, "the drop seen")
        run(app, tour, [friend], lambda: table.state == "up", 15, "the seat resumed")
        assert table.moves >= moves
        play_to_score(app, tour, [friend])
        deal = saved_match(tmp_path / "server", seat.code).deals[0]
        assert records_of(app)[0] == deal_to_json(deal)  # nothing lost, nothing doubled
        assert table.link.client.reconnects == 1
    finally:
        app.close()
        server.stop()


def test_a_friend_away_is_shown_and_the_computer_can_stand_in(tmp_path):
    app, tour = window(tmp_path)
    try:
        host_form(app, tour)
        table = start_hosting(app, tour)
        friend = friend_joins(app, table)
        run(app, tour, [friend], lambda: showing(app).name == "deal", 10, "the table")
        friend.client.send("say", phrase="good_luck")
        run(app, tour, [friend], lambda: showing(app).friend_bar.heard == "Bob: Good luck!", 10, "the phrase")
        friend.client.close()  # Bob's game is gone
        run(app, tour, [], lambda: getattr(showing(app), "friend_bar", None) is not None
            and showing(app).friend_bar.asking, 10, "the away panel")
        assert showing(app).friend_bar.message()[0].startswith("Bob disconnected — waiting 0:0")
        tour.click(next(b for b in showing(app).friend_bar.choices.buttons if b.name == "computer").rect.center)
        run(app, tour, [], lambda: table.line.seats[1]["stand_in"], 10, "the computer standing in")
        assert not showing(app).friend_bar.asking
        play_to_score(app, tour, [])  # the computer plays Bob's seat until he is back
        assert showing(app).name == "score"
    finally:
        app.close()


def test_a_hosted_table_is_continued_after_the_game_restarts(tmp_path):
    app, tour = window(tmp_path)
    friend = None
    try:
        host_form(app, tour)
        table = start_hosting(app, tour)
        port = app.ctx.friends.port
        friend = friend_joins(app, table, timeout=2.0)
        run(app, tour, [friend], lambda: showing(app).name == "deal", 10, "the table")
        for _ in range(2):
            run(app, tour, [friend], lambda: my_turn(app), what="a turn")
            act(app, tour)
        moves = table.moves
    finally:
        app.close()  # the game quits mid-deal: its server stops, the table is kept in its data folder
    app, tour = window(tmp_path)
    try:
        tour.press("friend")
        assert tour.button("continue").visible
        tour.press("continue")
        table = app.ctx.friends.table
        assert app.ctx.friends.port == port  # the address the friend knows
        run(app, tour, [friend], lambda: showing(app).name in ("deal", "play"), 30, "the table again")
        assert table.moves >= moves
        play_to_score(app, tour, [friend])
        assert friend.client.reconnects >= 1
    finally:
        app.close()


def test_a_partnership_table_with_two_people_and_the_computer_in_the_other_seats(tmp_path):
    app, tour = window(tmp_path)
    try:
        # A third friend is expected; the host starts without them.
        form = host_form(app, tour, variant="partnership", computer="easy", people=3)
        assert {"people", "computer"} <= {row.name for row in form.selectors}
        table = start_hosting(app, tour)
        friend = friend_joins(app, table)
        run(app, tour, [friend], lambda: table.names == {2: "Bob"} and tour_has(app, "fill"), 10, "the partner")
        assert showing(app).name == "friend_lobby"  # a seat is still open: the table waits
        tour.press("fill")
        run(app, tour, [friend], lambda: showing(app).name == "deal", 10, "the table")
        kinds = [s["kind"] for s in table.line.seats]
        assert kinds == ["person", "computer", "person", "computer"]  # the friend sits opposite, as partner
        assert set(table.levels) == {1, 3}  # the plates say the computer's level at its seats
        play_to_score(app, tour, [friend])
        assert records_of(app)[0]["rules"]["variant"] == "partnership"
    finally:
        app.close()


def tour_has(app, name):
    top = showing(app)
    return any(getattr(b, "name", "") == name and b.visible for b in getattr(top, "form", None).items) \
        if getattr(top, "form", None) is not None else False
