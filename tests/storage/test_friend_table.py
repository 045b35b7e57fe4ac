"""The seat at a friend's table kept in the data folder: written, read back, and a bad file set aside."""

from __future__ import annotations

import json
import random

import pytest

from trappola_gui.engine import DealState, Rules, deal_to_json, shuffled_deck
from trappola_gui.engine.playout import play_out
from trappola_gui.storage import AppPaths
from trappola_gui.storage.friend_table import FriendTable, load_friend_table, save_friend_table


def finished_record(seed: int) -> dict:
    deal = DealState.new(Rules(), shuffled_deck(seed), 0)
    play_out(deal, random.Random(seed))
    return deal_to_json(deal)


def table(**changes) -> FriendTable:
    fields = dict(url="ws://192.168.1.5:7651", code="K7QM-2XAB", seat=1, token="ab" * 16, rules=Rules(),
                  host_port=None, over=False, records={0: finished_record(3)})
    fields.update(changes)
    return FriendTable(**fields)


def test_the_seat_and_the_records_come_back_as_written(tmp_path):
    paths = AppPaths.under(tmp_path)
    save_friend_table(paths, table(host_port=7651))
    loaded, notice = load_friend_table(paths)
    assert notice is None and loaded == table(host_port=7651)
    assert json.loads(paths.friend_table_file.read_text())["format"] == "trappola-friend/1"


def test_no_file_is_no_table_and_no_notice(tmp_path):
    assert load_friend_table(AppPaths.under(tmp_path)) == (None, None)


@pytest.mark.parametrize("change", [
    {"url": "file:///etc/passwd"},  # only a table address: nothing read from disk names a path or a program
    {"code": "../../x"},
    {"seat": 7},
    {"token": "short"},
    {"host_port": 70000},
    {"records": [{"format": "trappola-deal/1"}]},
    {"records": "many"},
])
def test_a_bad_field_sets_the_file_aside_with_one_notice(tmp_path, change):
    paths = AppPaths.under(tmp_path)
    save_friend_table(paths, table())
    doc = json.loads(paths.friend_table_file.read_text())
    doc.update(change)
    paths.friend_table_file.write_text(json.dumps(doc))
    original = paths.friend_table_file.read_bytes()
    loaded, notice = load_friend_table(paths)
    assert loaded is None and notice and "friend's table" in notice
    kept = [p for p in paths.data_dir.iterdir() if p.name.startswith("friend-table.json.corrupt")]
    assert len(kept) == 1 and kept[0].read_bytes() == original  # nothing lost
    assert not paths.friend_table_file.exists()


def test_an_unfinished_deal_is_not_a_record_to_keep(tmp_path):
    paths = AppPaths.under(tmp_path)
    unfinished = deal_to_json(DealState.new(Rules(), shuffled_deck(1), 0))
    save_friend_table(paths, table(records={0: unfinished}))
    assert load_friend_table(paths)[0] is None
