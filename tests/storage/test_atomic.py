import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trappola_gui.storage import AppPaths, atomic, list_history, load_current, read_json
from trappola_gui.storage.atomic import atomic_write_json, atomic_write_text, is_temp_file
from trappola_gui.storage.errors import CorruptFileError, MissingFileError, WriteError
from trappola_gui.storage.matches import save_document

from .helpers import match_record, meta

REPO = Path(__file__).resolve().parents[2]


def test_write_and_read_back_leaves_no_temp_files(tmp_path):
    target = tmp_path / "deep" / "file.json"
    atomic_write_json(target, {"a": [1, 2, "è"]})
    atomic_write_json(target, {"a": 2})
    assert read_json(target) == {"a": 2}
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_text_is_written_as_given(tmp_path):
    target = tmp_path / "t.txt"
    atomic_write_text(target, "one\r\ntwo\n")
    assert target.read_bytes() == b"one\r\ntwo\n"


def test_replace_is_retried_while_windows_holds_the_file(tmp_path, monkeypatch):
    real_replace = os.replace
    calls = []

    def held_twice(src, dst):
        calls.append(src)
        if len(calls) <= 2:
            raise PermissionError(13, "in use")
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", held_twice)
    monkeypatch.setattr(atomic.time, "sleep", lambda s: None)
    atomic_write_json(tmp_path / "f.json", [1])
    assert len(calls) == 3
    assert read_json(tmp_path / "f.json") == [1]


def test_a_file_held_for_good_gives_write_error_and_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    atomic_write_json(target, "old")

    def always_held(src, dst):
        raise PermissionError(13, "in use")

    monkeypatch.setattr(atomic.os, "replace", always_held)
    monkeypatch.setattr(atomic.time, "sleep", lambda s: None)
    with pytest.raises(WriteError, match="f.json"):
        atomic_write_json(target, "new")
    assert read_json(target) == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_values_json_cannot_hold_are_refused_before_touching_the_file(tmp_path):
    with pytest.raises(WriteError):
        atomic_write_json(tmp_path / "f.json", {"x": float("nan")})
    with pytest.raises(WriteError):
        atomic_write_json(tmp_path / "f.json", {"x": object()})
    assert not (tmp_path / "f.json").exists()


@pytest.mark.parametrize(
    "raw",
    [b"\xff\xfe\x00", b"{", b'{"a": NaN}', b"[" * 100_000, b"1" * 5000, b""],
    ids=["not-utf8", "truncated", "nan", "deep", "huge-number", "empty"],
)
def test_read_json_names_every_bad_file_plainly(tmp_path, raw):
    target = tmp_path / "bad.json"
    target.write_bytes(raw)
    with pytest.raises(CorruptFileError) as info:
        read_json(target)
    assert "bad.json" in str(info.value) and "\n" not in str(info.value)


def test_read_json_accepts_a_byte_order_mark(tmp_path):
    (tmp_path / "bom.json").write_bytes(b'\xef\xbb\xbf{"a": 1}')
    assert read_json(tmp_path / "bom.json") == {"a": 1}


def test_read_json_missing_file(tmp_path):
    with pytest.raises(MissingFileError):
        read_json(tmp_path / "nope.json")


_WRITER = """
import json, sys
from trappola_gui.storage.atomic import atomic_write_json
target, a_file, b_file = sys.argv[1:4]
payloads = [json.load(open(a_file)), json.load(open(b_file))]
print("ready", flush=True)
i = 0
while True:
    atomic_write_json(target, payloads[i % 2])
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_minus_nine_while_saving_never_breaks_the_save(tmp_path):
    paths = AppPaths.under(tmp_path / "user")
    target = paths.current_match_file
    record = match_record()
    # Two valid saves, large enough that a kill usually lands in the middle of a write.
    a = save_document(record, meta(padding=["A" * 100] * 4000))
    b = save_document(record, meta(padding=["B" * 100] * 4000, undo_used=True))
    (tmp_path / "a.json").write_text(json.dumps(a))
    (tmp_path / "b.json").write_text(json.dumps(b))
    atomic_write_json(target, a)

    env = {**os.environ, "PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    rng = random.Random(1234)
    deadline = time.monotonic() + 12
    rounds = 0
    while rounds < 30 and time.monotonic() < deadline:
        child = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(target), str(tmp_path / "a.json"), str(tmp_path / "b.json")],
            stdout=subprocess.PIPE, env=env,
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == b"ready"
            time.sleep(rng.uniform(0.0, 0.06))
            child.send_signal(signal.SIGKILL)
        finally:
            child.kill()
            child.wait(timeout=10)
            if child.stdout is not None:
                child.stdout.close()
        assert read_json(target) in (a, b), f"broken save after round {rounds}"
        rounds += 1
    assert rounds >= 10

    # Whatever a kill left behind is a hidden temp file, never taken for a save.
    for leftover in target.parent.iterdir():
        assert leftover == target or is_temp_file(leftover)
    saved, notice = load_current(paths)
    assert notice is None and saved is not None
    assert list_history(paths) == []


def test_old_leftovers_of_killed_saves_are_cleared_by_the_next_save(tmp_path):
    target = tmp_path / "settings.json"
    old = tmp_path / ".settings.json.abc123.tmp"
    fresh = tmp_path / ".settings.json.def456.tmp"
    other = tmp_path / ".statistics.json.abc123.tmp"
    for leftover in (old, fresh, other):
        leftover.write_text("half a fi")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    atomic_write_json(target, {})
    # Only this file's old leftovers: a fresh one may belong to a save still running.
    assert not old.exists() and fresh.exists() and other.exists()


def test_a_write_error_is_also_an_os_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(OSError) as info:
        atomic_write_json(blocker / "inside.json", {})
    assert isinstance(info.value, WriteError) and "inside.json" in str(info.value)
