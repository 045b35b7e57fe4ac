import logging
import sys
import threading

from trappola_gui import __version__
from trappola_gui.storage import AppPaths, install_crash_handler, setup_logging, write_crash


def _raise() -> None:
    raise ValueError("boom")


def test_write_crash_appends_time_version_and_traceback(tmp_path):
    paths = AppPaths.under(tmp_path)
    for _ in range(2):
        try:
            _raise()
        except ValueError as exc:
            path = write_crash(paths, exc)
    assert path == paths.crash_log
    text = path.read_text()
    assert text.count("ValueError: boom") == 2
    assert f"Trappola {__version__}" in text and "in _raise" in text


def test_uncaught_errors_reach_the_log_and_the_player(tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)
    shown: list[str] = []
    # Stand-ins for the hooks that were there before, which must still be called.
    earlier_sys: list[tuple] = []
    earlier_threads: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: earlier_sys.append(args))
    monkeypatch.setattr(threading, "excepthook", earlier_threads.append)
    uninstall = install_crash_handler(paths, shown.append)
    try:
        try:
            _raise()
        except ValueError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
        worker = threading.Thread(target=_raise, name="worker")
        worker.start()
        worker.join()
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
    finally:
        uninstall()
    assert len(shown) == 2
    assert all(str(paths.crash_log) in message for message in shown)
    text = paths.crash_log.read_text()
    assert text.count("ValueError: boom") == 2 and "thread worker" in text
    assert "KeyboardInterrupt" not in text
    assert [args[0] for args in earlier_sys] == [ValueError, KeyboardInterrupt]
    assert len(earlier_threads) == 1


def test_a_crash_log_that_cannot_be_written_still_tells_the_player(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", lambda *args: None)
    blocker = tmp_path / "file"
    blocker.write_text("")
    paths = AppPaths(blocker, blocker, blocker / "logs")  # the log folder cannot be made
    shown: list[str] = []
    uninstall = install_crash_handler(paths, shown.append)
    try:
        try:
            _raise()
        except ValueError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        uninstall()
    assert shown == ["Trappola stopped because of an error, and the details could not be saved."]


def test_logging_goes_to_a_small_rotating_file(tmp_path):
    paths = AppPaths.under(tmp_path)
    logger = logging.getLogger("trappola_gui.test_storage_logging")
    setup_logging(paths, logger=logger)
    handler = setup_logging(paths, logger=logger)  # again: replaces, does not double
    try:
        logger.info("hello")
        handler.flush()
        assert paths.app_log.read_text().count("hello") == 1
    finally:
        logger.removeHandler(handler)
        handler.close()
