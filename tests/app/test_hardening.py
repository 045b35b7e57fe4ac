"""What the player's files can't do to the game: run a program, crash it at every start, hang it,
or make it lose data silently. Each test starts the real App on a data folder it prepared."""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trappola_gui.app.app import App
from trappola_gui.app.main import build_parser
from trappola_gui.app.shell.notices import NoticeBar
from trappola_gui.storage import AppPaths, last_stage, mark_stage, save_current
from trappola_gui.storage.matches import save_document

from ..storage.helpers import aside_files, match_record, meta
from .helpers import make_app

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**70) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
meta_keys = st.sampled_from(["human_seat", "undo_used", "level", "levels", "seed", "scored", "match_scored",
                             "autoplay", "other"])


def start_app(root: Path):
    return make_app(root, "800x600")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(changes=st.dictionaries(meta_keys, json_values | st.sampled_from(
    ["cmd:touch PWNED", {"1": "cmd:touch PWNED"}, {"x": "hard"}, ["hard"], 3, "expert"]), max_size=4))
def test_any_meta_in_a_save_never_crashes_the_start_nor_runs_a_program(changes):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        paths = AppPaths.under(root / "data")
        paths.data_dir.mkdir(parents=True)
        doc = save_document(match_record(), meta())
        doc["meta"].update(changes)
        raw = json.dumps(doc).encode()
        paths.current_match_file.write_bytes(raw)
        cwd = os.getcwd()
        os.chdir(tmp)  # where "touch PWNED" would write
        try:
            app = start_app(root)
            try:
                if app.ctx.saved_match is not None:
                    app.session.resume_match()  # Continue: the agents are built from the save
                    app.stack.update(0.05)
            finally:
                app.close()
        finally:
            os.chdir(cwd)
        assert not (root / "PWNED").exists()
        kept = aside_files(paths.data_dir, "match-current.json")
        if kept:
            assert kept[0].read_bytes() == raw
            assert any(kept[0].name in n for n in app.ctx.notices)


def test_a_save_naming_a_program_is_set_aside_and_nothing_runs(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    marker = tmp_path / "ran"
    save_current(paths, match_record(), meta())
    doc = json.loads(paths.current_match_file.read_text())
    doc["meta"]["levels"] = {"1": f"cmd:touch {marker}"}
    paths.current_match_file.write_text(json.dumps(doc))
    app = start_app(tmp_path)
    try:
        assert app.ctx.saved_match is None and not app.session.can_continue()
        assert len(aside_files(paths.data_dir, "match-current.json")) == 1
        assert any("meta.levels" in n or "saved match" in n for n in app.ctx.notices)
    finally:
        app.close()
    assert not marker.exists()


def test_a_start_that_never_showed_a_frame_keeps_every_file_in_place(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", "faces": "french"}))
    mark_stage(paths, "starting")  # as a start that was killed, crashed or hung before its first frame leaves it
    app = start_app(tmp_path)
    try:
        # An early end is no evidence against the files: Continue and the settings are still there.
        assert app.ctx.saved_match is not None and app.session.can_continue()
        assert app.ctx.settings.faces == "french"
        assert aside_files(paths.data_dir, "match-current.json") == []
        assert aside_files(paths.config_dir, "settings.json") == []
        assert last_stage(paths) == "starting"
        app.stack.draw(app.screen)
        app.mark_running()
        assert last_stage(paths) == "running"
    finally:
        app.close()
    assert last_stage(paths) is None  # a clean exit


def test_a_crash_last_time_is_told_at_the_next_start(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    mark_stage(paths, "crashed")
    app = start_app(tmp_path)
    try:
        assert app.ctx.saved_match is not None  # a crash in play keeps the match
        assert any(str(paths.crash_log) in n for n in app.ctx.notices)  # an ASCII path reads as it is
    finally:
        app.close()


def test_a_crash_in_play_marks_the_session_and_a_crash_at_start_keeps_the_guard(tmp_path):
    app = start_app(tmp_path)
    try:
        paths = app.paths
        app.mark_running()
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        assert last_stage(paths) == "crashed"
        assert paths.crash_log.read_text().count("RuntimeError: boom") == 1
    finally:
        app.close(crashed=True)
        sys.excepthook = sys.__excepthook__
        threading.excepthook = threading.__excepthook__
    assert last_stage(paths) == "crashed"


def test_a_fifo_or_a_device_under_a_file_name_never_blocks_the_start(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    paths = AppPaths.under(tmp_path / "data")
    paths.config_dir.mkdir(parents=True)
    paths.data_dir.mkdir(parents=True)
    os.mkfifo(paths.settings_file)
    os.symlink("/dev/zero", paths.stats_file)
    app = start_app(tmp_path)  # would block for ever on the FIFO, or read /dev/zero until memory ran out
    try:
        assert len(app.ctx.notices) == 2
        assert all("could not be read" in n for n in app.ctx.notices)
    finally:
        app.close()


def test_a_data_folder_that_is_a_file_gets_one_clear_message(tmp_path):
    (tmp_path / "data").write_text("not a folder")
    app = start_app(tmp_path)
    try:
        assert len(app.ctx.notices) == 1
        assert "is a file" in app.ctx.notices[0]
        assert not app.persist
    finally:
        app.close()
    assert (tmp_path / "data").read_text() == "not a folder"


def test_a_huge_saved_window_size_is_clamped(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", "window_size": [16384, 16384]}))
    # No --size: the window takes the saved size, which must not be believed blindly.
    app = App(build_parser().parse_args(["--data-dir", str(tmp_path / "data")]))
    try:
        w, h = app.screen.get_size()
        assert w <= 3840 and h <= 2160
    finally:
        app.close()


def test_every_notice_is_shown_one_after_another(tmp_path):
    app = start_app(tmp_path)
    try:
        app.ctx.notices[:] = ["first notice", "second notice", "third notice"]
        bar: NoticeBar = app.stack.overlay
        size = app.screen.get_size()
        seen = []
        for _ in range(3):
            box, lines, _px, _button = bar.geometry(size)
            seen.append(" ".join(lines))
            app.stack.draw(app.screen)
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                used = app.stack.handle(pygame.event.Event(kind, pos=box.center, button=1))
                assert used
        assert seen == ["(1/3) first notice", "(2/3) second notice", "(3/3) third notice"]
        assert app.ctx.notices == []
        # With no notice, a click in the same place goes to the scene.
        app.ctx.notices.append("one more")
        box, *_ = bar.geometry(size)
        outside = (box.centerx, box.bottom + 40)
        assert not bar.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=outside, button=1), size)
        bar.update(30.0)  # a notice left alone goes after a while
        assert app.ctx.notices == []
    finally:
        app.close()


def test_leftover_temp_files_of_a_killed_save_are_removed_at_start(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    leftover = paths.data_dir / ".match-current.json.abc123.tmp"
    leftover.write_text("{half a sa")
    other = paths.data_dir / "notes.txt"
    other.write_text("the player's own file")
    old = leftover.stat().st_mtime - 60
    os.utime(leftover, (old, old))
    app = start_app(tmp_path)
    try:
        assert not leftover.exists()
        assert other.exists()
        assert app.ctx.saved_match is not None
    finally:
        app.close()


@pytest.mark.parametrize("argv", [
    ["--lang", "../../etc/passwd"], ["--lang", "xx"], ["--size", "100x100"], ["--size", "99999x99999"],
    ["--faces", "tarot"], ["--deals", "-1"], ["--bench-frames", "0"], ["--size", "big"],
])
def test_bad_command_line_values_are_usage_errors(argv, capsys):
    from trappola_gui.app.main import main

    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "usage:" in capsys.readouterr().err
