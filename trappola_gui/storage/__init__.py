"""The player's files: settings, the match in progress and its history, statistics, crash logs.

Pure Python, no pygame. Every file lives under :class:`AppPaths` (platformdirs,
or one ``--data-dir`` folder), is written atomically, carries a ``"format"``
version, and is set aside rather than overwritten when it cannot be read; the
loaders then return defaults and one sentence for the player.
"""

from .atomic import atomic_write_json, atomic_write_text, read_json
from .crash import install_crash_handler, setup_logging, write_crash
from .errors import (
    CorruptFileError,
    MissingFileError,
    NewerFormatError,
    StorageError,
    UnreadableFileError,
    WriteError,
)
from .lock import AlreadyRunning, DataLock
from .matches import (
    HISTORY_LIMIT,
    HistoryEntry,
    SavedMatch,
    discard_current,
    export_deal,
    finish_current,
    import_record,
    list_history,
    load_current,
    match_identity,
    read_saved,
    save_current,
)
from .paths import AppPaths
from .session import (
    StartRecord,
    begin_start,
    clear_stage,
    folder_problem,
    keep_aside,
    last_stage,
    mark_stage,
    remove_leftover_temp_files,
)
from .settings import Settings, SettingsError, load_settings, save_settings
from .stats import StatLine, Stats, load_stats, record_deal, record_match, save_stats

__all__ = [
    "AlreadyRunning", "AppPaths", "CorruptFileError", "DataLock", "StartRecord", "begin_start", "keep_aside",
    "match_identity",
    "HISTORY_LIMIT", "HistoryEntry", "MissingFileError", "NewerFormatError",
    "SavedMatch", "Settings", "SettingsError", "StatLine", "Stats", "StorageError", "UnreadableFileError",
    "WriteError", "atomic_write_json", "atomic_write_text", "discard_current", "export_deal", "finish_current",
    "import_record", "install_crash_handler", "list_history", "load_current", "load_settings", "load_stats",
    "read_json", "read_saved", "record_deal", "record_match", "save_current", "save_settings", "save_stats",
    "setup_logging", "write_crash", "clear_stage", "folder_problem", "last_stage", "mark_stage",
    "remove_leftover_temp_files",
]
