"""The player's files: settings, the match in progress and its history, statistics, crash logs.

Pure Python, no pygame. Every file lives under :class:`AppPaths` (platformdirs,
or one ``--data-dir`` folder), is written atomically, carries a ``"format"``
version, and is set aside rather than overwritten when it cannot be read; the
loaders then return defaults and one sentence for the player.

A module is loaded when one of its names is first used (PEP 562): the first frame of the
window reads the settings and the statistics, not the saved matches and the engine they replay.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names as the type checker sees them (explicitly re-exported)
    from trappola_gui.storage.atomic import atomic_write_json as atomic_write_json
    from trappola_gui.storage.atomic import atomic_write_text as atomic_write_text
    from trappola_gui.storage.atomic import read_json as read_json
    from trappola_gui.storage.crash import install_crash_handler as install_crash_handler
    from trappola_gui.storage.crash import write_crash as write_crash
    from trappola_gui.storage.errors import CorruptFileError as CorruptFileError
    from trappola_gui.storage.errors import MissingFileError as MissingFileError
    from trappola_gui.storage.errors import NewerFormatError as NewerFormatError
    from trappola_gui.storage.errors import StorageError as StorageError
    from trappola_gui.storage.errors import UnreadableFileError as UnreadableFileError
    from trappola_gui.storage.errors import WriteError as WriteError
    from trappola_gui.storage.history import HISTORY_LIMIT as HISTORY_LIMIT
    from trappola_gui.storage.history import HistoryEntry as HistoryEntry
    from trappola_gui.storage.history import finish_current as finish_current
    from trappola_gui.storage.history import list_history as list_history
    from trappola_gui.storage.lock import AlreadyRunning as AlreadyRunning
    from trappola_gui.storage.lock import DataLock as DataLock
    from trappola_gui.storage.matches import SavedMatch as SavedMatch
    from trappola_gui.storage.matches import discard_current as discard_current
    from trappola_gui.storage.matches import export_deal as export_deal
    from trappola_gui.storage.matches import import_record as import_record
    from trappola_gui.storage.matches import load_current as load_current
    from trappola_gui.storage.matches import match_identity as match_identity
    from trappola_gui.storage.matches import read_saved as read_saved
    from trappola_gui.storage.matches import save_current as save_current
    from trappola_gui.storage.paths import AppPaths as AppPaths
    from trappola_gui.storage.running_log import setup_logging as setup_logging
    from trappola_gui.storage.session import StartRecord as StartRecord
    from trappola_gui.storage.session import begin_start as begin_start
    from trappola_gui.storage.session import clear_stage as clear_stage
    from trappola_gui.storage.session import folder_problem as folder_problem
    from trappola_gui.storage.session import keep_aside as keep_aside
    from trappola_gui.storage.session import last_stage as last_stage
    from trappola_gui.storage.session import mark_stage as mark_stage
    from trappola_gui.storage.session import remove_leftover_temp_files as remove_leftover_temp_files
    from trappola_gui.storage.settings import Settings as Settings
    from trappola_gui.storage.settings import SettingsError as SettingsError
    from trappola_gui.storage.settings import load_settings as load_settings
    from trappola_gui.storage.settings import save_settings as save_settings
    from trappola_gui.storage.stat_lines import StatLine as StatLine
    from trappola_gui.storage.stats import Stats as Stats
    from trappola_gui.storage.stats import load_stats as load_stats
    from trappola_gui.storage.stats import save_stats as save_stats
    from trappola_gui.storage.stats_record import record_deal as record_deal
    from trappola_gui.storage.stats_record import record_match as record_match

# Each public name by the module that defines it.
_HOMES: dict[str, tuple[str, ...]] = {
    "atomic": ("atomic_write_json", "atomic_write_text", "read_json"),
    "crash": ("install_crash_handler", "write_crash"),
    "running_log": ("setup_logging",),
    "errors": (
        "CorruptFileError", "MissingFileError", "NewerFormatError", "StorageError", "UnreadableFileError",
        "WriteError",
    ),
    "lock": ("AlreadyRunning", "DataLock"),
    "history": ("HISTORY_LIMIT", "HistoryEntry", "finish_current", "list_history"),
    "matches": (
        "SavedMatch", "discard_current", "export_deal", "import_record", "load_current", "match_identity",
        "read_saved", "save_current",
    ),
    "paths": ("AppPaths",),
    "session": (
        "StartRecord", "begin_start", "clear_stage", "folder_problem", "keep_aside", "last_stage", "mark_stage",
        "remove_leftover_temp_files",
    ),
    "settings": ("Settings", "SettingsError", "load_settings", "save_settings"),
    "stat_lines": ("StatLine",),
    "stats": ("Stats", "load_stats", "save_stats"),
    "stats_record": ("record_abandoned", "record_deal", "record_match"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__all__ = sorted(_HOME_OF)


def __getattr__(name: str) -> Any:
    if name not in _HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = found = getattr(import_module(f".{_HOME_OF[name]}", __name__), name)
    return found
