"""A full disk: nothing good is lost and the player is told.

The disk fills up through a writer that raises ENOSPC, as the operating system
does, at the one place every save goes through.
"""

from __future__ import annotations

import errno
import json

import pytest

from trappola_gui.storage import AppPaths, Settings, WriteError, load_settings, load_stats, save_current
from trappola_gui.storage import atomic as atomic_module

from .helpers import aside_files, match_record, meta


@pytest.fixture
def full_disk(monkeypatch):
    def no_space(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_module.tempfile, "mkstemp", no_space)
    return monkeypatch


def test_settings_with_a_bad_field_on_a_full_disk_are_left_as_they_were(tmp_path, full_disk):
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    raw = json.dumps({"format": "trappola-settings/1", "faces": "french", "volume": "loud", "level": "hard"})
    paths.settings_file.write_text(raw)
    settings, notice = load_settings(paths)
    # The good fields are used now, the bad one is reset, and the player is told the truth.
    assert settings.faces == "french" and settings.level == "hard" and settings.volume == Settings().volume
    assert "for this session" in notice and "No space left" in notice and "left as it was" in notice
    assert paths.settings_file.read_text() == raw
    assert aside_files(paths.config_dir, "settings.json") == []
    # Next start, with room on the disk: repaired, and the original kept byte for byte.
    full_disk.undo()
    again, notice = load_settings(paths)
    assert again == settings
    kept = aside_files(paths.config_dir, "settings.json")
    assert len(kept) == 1 and kept[0].read_text() == raw and kept[0].name in notice
    assert load_settings(paths) == (settings, None)


def test_statistics_with_a_bad_line_on_a_full_disk_are_never_silently_emptied(tmp_path, full_disk):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    good = {"variant": "classic", "level": "hard", "matches_played": 3, "matches_won": 2, "best_streak": 2}
    bad = {"variant": "classic", "level": "easy", "matches_played": 1, "matches_won": 5}
    raw = json.dumps({"format": "trappola-stats/1", "lines": [good, bad]})
    paths.stats_file.write_text(raw)
    stats, notice = load_stats(paths)
    assert stats.line("classic", "hard").matches_won == 2
    assert "left as it was" in notice
    assert paths.stats_file.read_text() == raw
    full_disk.undo()
    stats2, notice2 = load_stats(paths)
    assert stats2 == stats and "kept as" in notice2
    kept = aside_files(paths.data_dir, "statistics.json")
    assert len(kept) == 1 and kept[0].read_text() == raw


def test_a_save_on_a_full_disk_raises_and_keeps_the_previous_save(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)
    save_current(paths, match_record(1), meta())
    before = paths.current_match_file.read_bytes()
    def no_space(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_module.os, "fsync", no_space)
    with pytest.raises(WriteError, match="No space left"):
        save_current(paths, match_record(2), meta())
    assert paths.current_match_file.read_bytes() == before
    assert [p.name for p in paths.data_dir.iterdir()] == ["match-current.json"]  # no temp file left behind
