"""The running log and the lock when the disk says no.

Every module's log reaches ``trappola.log``; a log that cannot be written (a read-only or full
folder) costs one short line on standard error for the whole run, never a traceback a line; and a
lock that cannot be made in a folder that can be written stops the copy as a second copy is
stopped, while a folder where nothing can be written still runs, unlocked and read-only.
"""

from __future__ import annotations

import ast
import errno
import logging
import os
import sys
from pathlib import Path

import pytest

from trappola_gui.storage import AlreadyRunning, AppPaths, DataLock, setup_logging
from trappola_gui.storage import lock as lock_module

PACKAGE = Path(__file__).resolve().parents[2] / "trappola_gui"
is_root = hasattr(os, "geteuid") and os.geteuid() == 0


# ------------------------------------------------------------------ one logger family
def test_every_module_logs_under_the_package_name_so_its_lines_reach_the_log_file():
    strays = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "getLogger" and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "logging"):
                arg = node.args[0] if node.args else None
                named = isinstance(arg, ast.Name) and arg.id == "__name__"
                package = isinstance(arg, ast.Constant) and arg.value == "trappola_gui"
                if not (named or package):
                    strays.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert strays == []


def test_an_error_of_the_table_server_reaches_the_log_file(tmp_path):
    from trappola_gui.net import store

    paths = AppPaths.under(tmp_path)
    handler = setup_logging(paths)
    try:
        store.log.error("could not write the table: %s", "disk full")
        handler.flush()
        assert "ERROR trappola_gui.net.store: could not write the table: disk full" in paths.app_log.read_text()
    finally:
        logging.getLogger("trappola_gui").removeHandler(handler)
        handler.close()


# ------------------------------------------------------------------ a log that cannot be written
@pytest.fixture
def quiet_log(tmp_path):
    """A logger of its own with the game's log handler, removed after the test."""
    logger = logging.getLogger("test_logging_and_lock")
    logger.propagate = False
    made = []

    def make(paths: AppPaths):
        handler = setup_logging(paths, logger=logger)
        made.append(handler)
        return logger, handler

    yield make
    for handler in made:
        logger.removeHandler(handler)
        handler.close()


def _said(capsys) -> list[str]:
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err, err
    return err.splitlines()


@pytest.mark.skipif(is_root or sys.platform == "win32", reason="root writes into a read-only folder")
def test_a_log_in_a_read_only_folder_costs_one_short_line(tmp_path, quiet_log, capsys):
    paths = AppPaths.under(tmp_path)
    paths.log_dir.mkdir(parents=True)
    os.chmod(paths.log_dir, 0o500)
    try:
        logger, _handler = quiet_log(paths)
        for i in range(5):
            logger.warning("could not write match %d", i)
    finally:
        os.chmod(paths.log_dir, 0o700)
    lines = _said(capsys)
    assert len(lines) == 1 and "cannot be written" in lines[0] and len(lines[0]) < 200


def test_a_log_the_system_will_not_open_costs_one_short_line(tmp_path, quiet_log, capsys):
    paths = AppPaths.under(tmp_path)
    logger, handler = quiet_log(paths)

    def read_only(*_args, **_kwargs):
        raise OSError(errno.EROFS, "Read-only file system", str(paths.app_log))

    handler._builtin_open = read_only  # what open() says in a read-only folder, whoever runs the test
    for i in range(5):
        logger.error("could not write match %d", i)
    lines = _said(capsys)
    assert lines == [f"trappola: the log {paths.app_log} cannot be written (Read-only file system); "
                     "the game goes on without it"]


def test_a_log_folder_that_cannot_be_made_costs_one_short_line(tmp_path, quiet_log, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    paths = AppPaths(blocker, blocker, blocker / "logs")  # a file stands where the folder's parent should be
    logger, _handler = quiet_log(paths)
    for i in range(3):
        logger.warning("could not record the session stage %d", i)
    lines = _said(capsys)
    assert len(lines) == 1 and "cannot be written" in lines[0]


class _Disk:
    """A disk that fills up: the files it opens raise ENOSPC at every write while ``full``."""

    def __init__(self):
        self.full = False

    def open(self, *args, **kwargs):
        return _File(self, open(*args, **kwargs))


class _File:
    def __init__(self, disk, real):
        self.disk, self.real = disk, real

    def write(self, text):
        if self.disk.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        return self.real.write(text)

    def __getattr__(self, name):  # flush, seek, tell, close...: the real file's
        return getattr(self.real, name)


def test_a_full_disk_costs_one_short_line_and_the_log_goes_on_once_there_is_room(tmp_path, quiet_log, capsys):
    paths = AppPaths.under(tmp_path)
    logger, handler = quiet_log(paths)
    disk = _Disk()
    handler._builtin_open = disk.open
    logger.warning("first line")
    disk.full = True
    for i in range(5):
        logger.warning("lost line %d", i)
    lines = _said(capsys)
    assert lines == [f"trappola: the log {paths.app_log} cannot be written (No space left on device); "
                     "the game goes on without it"]
    disk.full = False
    logger.warning("a line once the disk has room")
    handler.flush()
    text = paths.app_log.read_text()
    assert "first line" in text and "a line once the disk has room" in text and "lost line" not in text
    assert _said(capsys) == []


def test_set_up_again_the_log_still_says_it_once(tmp_path, quiet_log, capsys):
    paths = AppPaths.under(tmp_path)
    for _ in range(2):
        logger, handler = quiet_log(paths)
        handler._builtin_open = lambda *_a, **_k: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only"))
        logger.error("could not write match")
    assert len(_said(capsys)) == 1


# ------------------------------------------------------------------ the lock fails closed
def _listing(root: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None) for p in sorted(root.rglob("*"))}


def test_a_lock_that_cannot_be_opened_in_a_writable_folder_refuses_and_touches_nothing(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.lock_file.mkdir(parents=True)  # a folder where the lock file should be
    (paths.data_dir / "match-current.json").write_text("{}")
    before = _listing(tmp_path)
    with pytest.raises(AlreadyRunning) as raised:
        DataLock.acquire(paths)
    assert raised.value.folder == paths.data_dir
    assert "trappola.lock" in raised.value.detail
    assert _listing(tmp_path) == before


@pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")
def test_a_file_system_that_refuses_locks_in_a_writable_folder_refuses_too(tmp_path, monkeypatch):
    def no_locks(fd, operation):
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(lock_module.fcntl, "flock", no_locks)
    paths = AppPaths.under(tmp_path)
    with pytest.raises(AlreadyRunning):
        DataLock.acquire(paths)


def test_a_folder_where_nothing_can_be_written_still_runs_unlocked(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    real_open = os.open

    def read_only(path, flags, *args, **kwargs):
        # What a read-only file system answers, root or not: the lock and any trial file are refused.
        if Path(path).parent == paths.data_dir and flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only)
    lock = DataLock.acquire(paths)
    assert not lock.held
    lock.release()
    assert list(paths.data_dir.iterdir()) == []


@pytest.mark.skipif(is_root or sys.platform == "win32", reason="root writes into a read-only folder")
def test_a_read_only_data_folder_still_runs_unlocked(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    os.chmod(paths.data_dir, 0o500)
    try:
        assert not DataLock.acquire(paths).held
    finally:
        os.chmod(paths.data_dir, 0o700)
