import json
from datetime import datetime, timedelta, timezone

import pytest

from trappola_gui.engine import DealState, Match, deal_to_json, match_to_json
from trappola_gui.storage import (
    HISTORY_LIMIT,
    AppPaths,
    StorageError,
    WriteError,
    discard_current,
    export_deal,
    finish_current,
    import_record,
    list_history,
    load_current,
    read_saved,
    save_current,
)
from trappola_gui.storage.atomic import read_json

from .helpers import aside_files, finished_deal_match, match_record, meta, unfinished_match


def test_current_match_round_trip_with_an_unfinished_deal(tmp_path):
    paths = AppPaths.under(tmp_path)
    match = unfinished_match()
    when = datetime(2026, 11, 29, 9, 0, tzinfo=timezone.utc)
    save_current(paths, match_to_json(match), meta(extra_note="kept as given"), now=when)

    doc = read_json(paths.current_match_file)
    assert doc["format"] == "trappola-save/1" and doc["match"]["format"] == "trappola-match/1"
    saved, notice = load_current(paths)
    assert notice is None
    assert match_to_json(saved.match) == match_to_json(match)
    assert saved.match.current is not None and saved.match.current.history == match.current.history
    assert saved.saved_at == "2026-11-29T09:00:00+00:00"
    assert (saved.human_seat, saved.undo_used, saved.level, saved.seed) == (0, False, "normal", 1)
    assert saved.meta.extra["extra_note"] == "kept as given"


def test_no_save_is_no_notice(tmp_path):
    assert load_current(AppPaths.under(tmp_path)) == (None, None)


@pytest.mark.parametrize("bad_meta", [{}, {"human_seat": 2}, {"human_seat": 0, "undo_used": "no"},
                                      {"human_seat": 0, "seed": 1.5}, []])
def test_saving_refuses_bad_meta(tmp_path, bad_meta):
    with pytest.raises(ValueError):
        save_current(AppPaths.under(tmp_path), match_record(), bad_meta)


def test_saving_refuses_something_that_is_not_a_match_record(tmp_path):
    with pytest.raises(ValueError):
        save_current(AppPaths.under(tmp_path), {"format": "trappola-deal/1"}, meta())


def test_an_illegal_record_is_set_aside_with_a_notice(tmp_path):
    paths = AppPaths.under(tmp_path)
    save_current(paths, match_record(), meta())
    doc = read_json(paths.current_match_file)
    # Play the same first action twice: the replay must refuse it.
    doc["match"]["deals"][0]["actions"] *= 2
    raw = json.dumps(doc).encode()
    paths.current_match_file.write_bytes(raw)

    saved, notice = load_current(paths)

    assert saved is None
    [kept] = aside_files(paths.data_dir, "match-current.json")
    assert kept.read_bytes() == raw
    assert notice == f"Your saved match could not be read; it was kept as {kept.name} and a new match will start."
    save_current(paths, match_record(), meta())
    assert kept.read_bytes() == raw
    assert load_current(paths)[1] is None


def test_finished_matches_go_to_a_history_of_the_newest_fifty(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert finish_current(paths) is None
    start = datetime(2026, 1, 1, tzinfo=timezone.utc)
    for n in range(HISTORY_LIMIT + 5):
        save_current(paths, match_record(), meta(n=n))
        moved = finish_current(paths, now=start + timedelta(minutes=n))
        assert moved is not None and moved.parent == paths.history_dir
        assert not paths.current_match_file.exists()
    history = list_history(paths)
    assert len(history) == HISTORY_LIMIT
    assert [h.meta.extra["n"] for h in history] == list(range(HISTORY_LIMIT + 4, 4, -1))
    assert len(list(paths.history_dir.iterdir())) == HISTORY_LIMIT
    assert isinstance(read_saved(history[0].path).match, Match)


def test_history_names_stay_in_order_within_one_instant(tmp_path):
    paths = AppPaths.under(tmp_path)
    when = datetime(2026, 1, 1, tzinfo=timezone.utc)
    for n in range(3):
        save_current(paths, match_record(), meta(n=n))
        finish_current(paths, now=when)
    assert [h.meta.extra["n"] for h in list_history(paths)] == [2, 1, 0]


def test_history_ignores_temp_and_kept_files(tmp_path):
    paths = AppPaths.under(tmp_path)
    save_current(paths, match_record(), meta())
    finish_current(paths)
    (paths.history_dir / ".match-20260101-000000-000000.json.x1.tmp").write_text("{")
    (paths.history_dir / "match-20260101-000000-000000.json.corrupt-20260101-000000").write_text("{")
    (paths.history_dir / "match-20990101-000000-000000.json").write_text("{")  # unreadable: skipped
    assert len(list_history(paths)) == 1


def test_discard_current(tmp_path):
    paths = AppPaths.under(tmp_path)
    discard_current(paths)
    save_current(paths, match_record(), meta())
    discard_current(paths)
    assert load_current(paths) == (None, None)


def test_export_and_import_a_deal(tmp_path):
    deal = finished_deal_match().deals[0]
    target = export_deal(deal_to_json(deal), tmp_path / "my deal.json")
    back = import_record(target)
    assert isinstance(back, DealState)
    assert back.history == deal.history and back.is_over
    assert read_json(target)["format"] == "trappola-deal/1"


def test_export_refuses_a_missing_folder_and_a_bad_record(tmp_path):
    deal_json = deal_to_json(unfinished_match().deals[0])
    with pytest.raises(WriteError):
        export_deal(deal_json, tmp_path / "gone" / "deal.json")
    with pytest.raises(StorageError):
        export_deal({**deal_json, "dealer": 7}, tmp_path / "deal.json")
    with pytest.raises(StorageError):
        export_deal(match_record(), tmp_path / "deal.json")


def test_import_reads_match_records_and_saves_too(tmp_path):
    paths = AppPaths.under(tmp_path)
    (tmp_path / "match.json").write_text(json.dumps(match_record()))
    assert isinstance(import_record(tmp_path / "match.json"), Match)
    save_current(paths, match_record(), meta())
    assert isinstance(import_record(paths.current_match_file), Match)


@pytest.mark.parametrize(
    "content", ["", "{", "[]", '{"format": "trappola-deal/1"}', '{"format": "trappola-save/1"}'],
)
def test_import_errors_are_one_line(tmp_path, content):
    (tmp_path / "bad.json").write_text(content)
    with pytest.raises(StorageError) as info:
        import_record(tmp_path / "bad.json")
    assert "bad.json" in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(StorageError):
        import_record(tmp_path / "missing.json")


def test_meta_keys_of_a_newer_version_survive_the_next_save(tmp_path):
    from trappola_gui.storage.save_meta import SaveMeta

    paths = AppPaths.under(tmp_path)
    save_current(paths, match_record(), meta(shown_name="Ada", theme={"felt": "blue"}))
    saved, _ = load_current(paths)
    assert isinstance(saved.meta, SaveMeta) and saved.meta.extra == {"shown_name": "Ada", "theme": {"felt": "blue"}}
    save_current(paths, match_record(), saved.meta)  # written back as read: nothing dropped
    again, _ = load_current(paths)
    assert again.meta == saved.meta
