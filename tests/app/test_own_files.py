"""Nothing the player owns is set aside by mistake: text that can always be drawn, one copy per data
folder, a start-up guard that acts only on evidence, saves checked as one table, statistics counted
once, and notices that do not flood."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from trappola_gui.app.app import App
from trappola_gui.app.kit.text import drawable, shown_path
from trappola_gui.app.kit.ui import Fonts
from trappola_gui.app.shell import start_guard
from trappola_gui.storage import (
    AlreadyRunning,
    AppPaths,
    DataLock,
    begin_start,
    last_stage,
    load_stats,
    mark_stage,
    save_current,
)
from trappola_gui.storage.matches import save_document

from ..storage.helpers import aside_files, finished_deal_match, match_record, meta
from .helpers import make_app, start

posix_names = pytest.mark.skipif(sys.platform == "win32", reason="Windows file names are UTF-16, never bad bytes")


def bad_byte_name(raw: bytes = b"missing\xff.json") -> str:
    """A file name that is not UTF-8, as Python sees it on Linux and macOS (surrogate escapes)."""
    return os.fsdecode(raw)


def draw_frame(app: App) -> None:
    app.stack.update(0.05)
    app.stack.draw(app.screen)


def files_under(root: Path) -> dict[str, bytes]:
    # The lock file is the running copy's (and Windows refuses to read a locked byte of it).
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "trappola.lock"}


# ------------------------------------------------------------------ drawable text
@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=30))
@example("\xad")  # a soft hyphen alone: a text of no width, which pygame refuses to render
@example("\u200d")
def test_any_string_can_be_measured_wrapped_and_drawn(text):
    pygame.font.init()
    fonts = Fonts()
    fonts.render(text, 18)
    fonts.wrap(text + " " + text, 18, 120)
    fonts.fit(text, 18, 60)
    assert fonts.font(18).size(text)[1] > 0


def test_surrogates_and_nul_become_replacement_characters():
    assert drawable("missing\udcff.json") == "missing\ufffd.json"
    assert drawable("a\x00b") == "a\ufffdb"
    assert drawable("\ud800") == "\ufffd"
    assert drawable("caf\udcc3\udca9") == "café"  # UTF-8 bytes the locale's codec could not read


@posix_names
def test_a_path_is_shown_through_the_file_systems_decoding():
    assert shown_path(Path("/tmp") / bad_byte_name()) == "/tmp/missing\ufffd.json"


@posix_names
def test_a_replay_of_a_file_name_that_is_not_utf8_says_so_and_draws(tmp_path):
    missing = tmp_path / bad_byte_name()
    app = make_app(tmp_path, "800x600", "--replay", str(missing))
    try:
        assert len(app.ctx.notices) == 1 and "could not be opened" in app.ctx.notices[0]
        draw_frame(app)  # raised UnicodeEncodeError from font.size before
    finally:
        app.close()


@posix_names
def test_a_crash_notice_naming_a_log_under_a_non_utf8_folder_draws(tmp_path):
    root = tmp_path / bad_byte_name(b"home\xff")
    paths = AppPaths.under(root / "data")
    mark_stage(paths, "crashed")
    app = make_app(root, "800x600")
    try:
        assert len(app.ctx.notices) == 1 and "home\ufffd" in app.ctx.notices[0]
        draw_frame(app)
    finally:
        app.close()


def _strings_replaced(value, bad: str):
    """Every string inside a JSON value with ``bad`` added, one value per string."""
    if isinstance(value, str):
        yield value + bad
    elif isinstance(value, list):
        for i, item in enumerate(value):
            for changed in _strings_replaced(item, bad):
                yield value[:i] + [changed] + value[i + 1:]
    elif isinstance(value, dict):
        for key, item in value.items():
            for changed in _strings_replaced(item, bad):
                yield {**value, key: changed}
            yield {k if k != key else key + bad: v for k, v in value.items()}


@pytest.mark.parametrize("bad", ["\x00", "\ud800"])
def test_nul_or_a_lone_surrogate_in_any_string_of_a_save_or_a_record_never_stops_a_frame(tmp_path, bad):
    paths = AppPaths.under(tmp_path / "data")
    doc = save_document(match_record(), meta(note="kept as given"))
    record = tmp_path / "record.json"
    variants = list(_strings_replaced(doc, bad))
    assert len(variants) > 40  # every string of the save: format, date, rules, cards, actions, meta
    for i, variant in enumerate(variants[::3]):
        text = json.dumps(variant)  # ASCII with \\u escapes, as a hand edit would write them
        paths.data_dir.mkdir(parents=True, exist_ok=True)
        paths.current_match_file.write_text(text)
        record.write_text(json.dumps(variant.get("match", variant)))
        app = make_app(tmp_path, "800x600", "--replay", str(record))
        try:
            draw_frame(app)
            while app.ctx.notices:
                app.stack.overlay.dismiss()
                draw_frame(app)
        finally:
            app.close()
        for kept in aside_files(paths.data_dir, "match-current.json"):
            kept.unlink()
        assert i < 1000


# ------------------------------------------------------------------ one copy per data folder
def test_a_second_copy_on_the_same_files_stops_before_touching_them(tmp_path):
    first = make_app(tmp_path, "800x600")
    try:
        save_current(first.paths, match_record(), meta())
        before = files_under(tmp_path)
        with pytest.raises(AlreadyRunning):
            make_app(tmp_path, "800x600")
        assert files_under(tmp_path) == before
    finally:
        first.close()
    second = make_app(tmp_path, "800x600")  # the lock went with the first copy
    second.close()


def _run_trappola(data: Path, *extra: str) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "trappola_gui", "--data-dir", str(data), "--size", "800x600",
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_the_real_program_says_in_one_sentence_that_it_is_already_running(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    lock = DataLock.acquire(paths)  # as the running copy holds it
    try:
        before = files_under(tmp_path)
        proc = _run_trappola(tmp_path / "data", "--quit-after-first-frame")
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 1
        lines = [li for li in err.splitlines() if li.strip()]
        assert len(lines) == 1 and "already running" in lines[0]
        assert files_under(tmp_path) == before
    finally:
        lock.release()


def test_the_lock_dies_with_its_process(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from trappola_gui.storage import AppPaths, DataLock; "
        f"lock = DataLock.acquire(AppPaths.under({str(tmp_path / 'data')!r})); "
        "print('held', flush=True); time.sleep(600)")],
        stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(AlreadyRunning):
            DataLock.acquire(paths)
    finally:
        holder.kill()
        holder.wait()
    DataLock.acquire(paths).release()  # kill -9 left the file, not the lock


def test_two_copies_launched_together_set_nothing_aside(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta())
    saved = paths.current_match_file.read_bytes()
    for _ in range(4):
        procs = [_run_trappola(tmp_path / "data", "--quit-after-first-frame") for _ in range(2)]
        results = [(p.wait(timeout=120), p.stderr.read()) for p in procs]
        for code, err in results:
            assert code == 0 or (code == 1 and "already running" in err), err
        assert paths.current_match_file.read_bytes() == saved
        assert aside_files(paths.data_dir, "match-current.json") == []
        assert last_stage(paths) is None


# ------------------------------------------------------------------ the start-up guard
def _prepare_files(paths: AppPaths) -> dict[str, bytes]:
    save_current(paths, match_record(), meta())
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", "faces": "french"}))
    return {"save": paths.current_match_file.read_bytes(), "settings": paths.settings_file.read_bytes()}


def _nothing_set_aside(paths: AppPaths, kept: dict[str, bytes]) -> None:
    assert paths.current_match_file.read_bytes() == kept["save"]
    assert paths.settings_file.read_bytes() == kept["settings"]
    for folder in (paths.data_dir, paths.config_dir):
        assert [p.name for p in folder.iterdir() if ".corrupt-" in p.name or ".kept-" in p.name] == []


def test_failed_starts_are_counted_and_a_good_start_ends_the_run(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    assert begin_start(paths).failed_starts == 0
    assert begin_start(paths).failed_starts == 1  # the first never showed a frame
    record = begin_start(paths)
    assert record.failed_starts == 2 and record.offer_clean_start
    mark_stage(paths, "running")
    assert begin_start(paths).failed_starts == 0


def test_two_failed_starts_in_a_row_ask_and_try_again_keeps_everything(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path / "data")
    kept = _prepare_files(paths)
    asked: list[int] = []
    monkeypatch.setattr(start_guard, "ask_start_clean", lambda n, crash_log: asked.append(n) or False)
    begin_start(paths)
    begin_start(paths)  # two starts killed before their first frame
    app = make_app(tmp_path, "800x600")
    try:
        assert asked == [2]
        assert app.session.can_continue() and app.ctx.settings.faces == "french"
        _nothing_set_aside(paths, kept)
    finally:
        app.close()


def test_starting_without_the_saved_files_keeps_them_aside_as_the_player_chose(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path / "data")
    kept = _prepare_files(paths)
    monkeypatch.setattr(start_guard, "ask_start_clean", lambda n, crash_log: True)
    begin_start(paths)
    begin_start(paths)
    app = make_app(tmp_path, "800x600")
    try:
        assert not app.session.can_continue() and app.ctx.settings.faces == "italian"
        saves = [p for p in paths.data_dir.iterdir() if p.name.startswith("match-current.json.kept-")]
        assert len(saves) == 1 and saves[0].read_bytes() == kept["save"]
        assert any(saves[0].name in n for n in app.ctx.notices)
    finally:
        app.close()


def test_one_failed_start_asks_nothing(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path / "data")
    kept = _prepare_files(paths)
    monkeypatch.setattr(start_guard, "ask_start_clean",
                        lambda n, crash_log: pytest.fail("asked after one failed start"))
    begin_start(paths)
    app = make_app(tmp_path, "800x600")
    try:
        assert app.ctx.notices == []
    finally:
        app.close()
    _nothing_set_aside(paths, kept)


def test_killing_the_real_program_at_twenty_moments_of_its_start_loses_nothing(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    kept = _prepare_files(paths)
    # How long a whole start takes here, to spread the kills across it.
    began = time.monotonic()
    proc = _run_trappola(tmp_path / "data", "--quit-after-first-frame")
    assert proc.wait(timeout=120) == 0, proc.stderr.read()
    whole = time.monotonic() - began
    for i in range(20):
        proc = _run_trappola(tmp_path / "data", "--quit-after-first-frame")
        try:
            proc.wait(timeout=whole * i / 19)
        except subprocess.TimeoutExpired:
            proc.kill()  # SIGKILL: no handler, no clean-up, as kill -9
        proc.wait(timeout=120)
        proc.stdout.close()
        proc.stderr.close()
        _nothing_set_aside(paths, kept)
    # Many killed starts in a row: with no screen to ask on, the next start still keeps everything.
    app = make_app(tmp_path, "800x600")
    try:
        assert app.session.can_continue() and app.ctx.settings.faces == "french"
    finally:
        app.close()
    _nothing_set_aside(paths, kept)


# ------------------------------------------------------------------ saves as one table
def test_a_save_whose_seats_do_not_make_one_table_is_kept_aside_with_a_notice(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    doc = save_document(match_record(), meta())
    doc["meta"].update({"levels": {"1": "easy"}, "human_seat": 1})  # the player's seat has a computer too
    paths.data_dir.mkdir(parents=True)
    raw = json.dumps(doc).encode()
    paths.current_match_file.write_bytes(raw)
    app = make_app(tmp_path, "800x600")
    try:
        assert not app.session.can_continue()
        kept = aside_files(paths.data_dir, "match-current.json")
        assert len(kept) == 1 and kept[0].read_bytes() == raw
        assert any(kept[0].name in n for n in app.ctx.notices)
    finally:
        app.close()


@pytest.mark.parametrize("levels,autoplay", [({"0": "easy"}, True), ({}, False), ({"1": "hard"}, False)])
def test_saves_that_make_one_table_load(tmp_path, levels, autoplay):
    paths = AppPaths.under(tmp_path / "data")
    save_current(paths, match_record(), meta(levels=levels or {}, autoplay=autoplay) if autoplay is False
                 else meta(levels={"0": "easy", "1": "easy"}, autoplay=True))
    app = make_app(tmp_path, "800x600")
    try:
        assert app.session.can_continue()
    finally:
        app.close()


def test_a_save_saying_nothing_was_scored_never_counts_a_deal_twice(tmp_path):
    paths = AppPaths.under(tmp_path / "data")
    match = finished_deal_match()
    from trappola_gui.engine import match_to_json

    record = match_to_json(match)
    counts = []
    for _ in range(4):
        doc = save_document(record, meta(scored=[]))  # a hand edit, rewritten before every start
        paths.data_dir.mkdir(parents=True, exist_ok=True)
        paths.current_match_file.write_text(json.dumps(doc))
        app = make_app(tmp_path, "800x600")
        app.close()
        stats, _notice = load_stats(paths)
        counts.append(stats.line("classic", "normal").deals_played)
    assert counts == [1, 1, 1, 1]


# ------------------------------------------------------------------ notices
def test_a_failure_repeated_at_every_move_is_one_notice_with_a_count(tmp_path):
    app = make_app(tmp_path, "800x600")
    try:
        ctx = app.ctx
        for _ in range(37):
            ctx.notify("could not write match-current.json: Read-only file system", recurring=True)
        assert len(ctx.notices) == 1
        _box, lines, _px, _button = app.stack.overlay.geometry(app.screen.get_size())
        assert "37 times" in " ".join(lines)
        app.stack.overlay.dismiss()
        ctx.notify("could not write match-current.json: Read-only file system", recurring=True)
        assert ctx.notices == []  # dismissed: counted, not shown again while it goes on
        ctx.resolved("could not write match-current.json: Read-only file system")
        ctx.notify("could not write match-current.json: Read-only file system", recurring=True)
        assert len(ctx.notices) == 1  # it stopped, then came back: the player hears of it again
        ctx.notify("The deal could not be opened: x.json does not exist")
        app.stack.overlay.dismiss()
        app.stack.overlay.dismiss()
        ctx.notify("The deal could not be opened: x.json does not exist")
        assert len(ctx.notices) == 1  # a one-off notice is shown each time it happens
    finally:
        app.close()


def test_a_read_only_data_folder_gives_one_notice_for_a_whole_deal(tmp_path):
    if os.geteuid() == 0 if hasattr(os, "geteuid") else False:
        pytest.skip("root writes into a read-only folder")

    app = make_app(tmp_path, "800x600")
    try:
        ctl, _tour = start(app, "classic")
        os.chmod(app.paths.data_dir, 0o500)
        try:
            for _ in range(10):
                app.save_match(ctl)
        finally:
            os.chmod(app.paths.data_dir, 0o700)
        assert len(app.ctx.notices) == 1
    finally:
        app.close()


def test_the_session_saves_report_repeats_as_one_notice(tmp_path, monkeypatch):
    from trappola_gui.storage import WriteError

    def refuse(*_args, **_kwargs):
        raise WriteError("could not write match-current.json: Read-only file system")

    app = make_app(tmp_path, "800x600")
    try:
        ctl, _tour = start(app, "classic")
        monkeypatch.setattr("trappola_gui.storage.save_current", refuse)
        for _ in range(12):
            app.save_match(ctl)
        assert len(app.ctx.notices) == 1 and app.ctx.notice_counts[app.ctx.notices[0]] == 12
    finally:
        app.close()


def test_an_unreadable_settings_file_is_named_unreadable_and_left_alone(tmp_path, monkeypatch):
    from trappola_gui.storage import atomic

    paths = AppPaths.under(tmp_path / "data")
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"format": "trappola-settings/1", "faces": "french"}))
    real_open, real_access = os.open, os.access

    def no_access(path, *args, **kwargs):
        if Path(path) == paths.settings_file:
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(atomic.os, "open", no_access)
    monkeypatch.setattr(atomic.os, "access", lambda p, mode: False if Path(p) == paths.settings_file
                        else real_access(p, mode))
    app = make_app(tmp_path, "800x600")
    try:
        assert len(app.ctx.notices) == 1
        notice = app.ctx.notices[0]
        assert "could not be opened" in notice and "permission denied" in notice and "left as it is" in notice
        app.ctx.update_settings(faces="napoletane")  # the write must not replace the unreadable file
    finally:
        app.close()
    assert aside_files(paths.config_dir, "settings.json") == []
    assert json.loads(paths.settings_file.read_text())["faces"] == "french"
