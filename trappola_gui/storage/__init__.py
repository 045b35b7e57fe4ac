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
    from .atomic import (
        atomic_write_json as atomic_write_json,
    )
    from .atomic import (
        atomic_write_text as atomic_write_text,
    )
    from .atomic import (
        read_json as read_json,
    )
    from .crash import (
        install_crash_handler as install_crash_handler,
    )
    from .crash import (
        setup_logging as setup_logging,
    )
    from .crash import (
        write_crash as write_crash,
    )
    from .errors import (
        CorruptFileError as CorruptFileError,
    )
    from .errors import (
        MissingFileError as MissingFileError,
    )
    from .errors import (
        NewerFormatError as NewerFormatError,
    )
    from .errors import (
        StorageError as StorageError,
    )
    from .errors import (
        UnreadableFileError as UnreadableFileError,
    )
    from .errors import (
        WriteError as WriteError,
    )
    from .lock import AlreadyRunning as AlreadyRunning
    from .lock import DataLock as DataLock
    from .matches import (
        HISTORY_LIMIT as HISTORY_LIMIT,
    )
    from .matches import (
        HistoryEntry as HistoryEntry,
    )
    from .matches import (
        SavedMatch as SavedMatch,
    )
    from .matches import (
        discard_current as discard_current,
    )
    from .matches import (
        export_deal as export_deal,
    )
    from .matches import (
        finish_current as finish_current,
    )
    from .matches import (
        import_record as import_record,
    )
    from .matches import (
        list_history as list_history,
    )
    from .matches import (
        load_current as load_current,
    )
    from .matches import (
        match_identity as match_identity,
    )
    from .matches import (
        read_saved as read_saved,
    )
    from .matches import (
        save_current as save_current,
    )
    from .paths import AppPaths as AppPaths
    from .session import (
        StartRecord as StartRecord,
    )
    from .session import (
        begin_start as begin_start,
    )
    from .session import (
        clear_stage as clear_stage,
    )
    from .session import (
        folder_problem as folder_problem,
    )
    from .session import (
        keep_aside as keep_aside,
    )
    from .session import (
        last_stage as last_stage,
    )
    from .session import (
        mark_stage as mark_stage,
    )
    from .session import (
        remove_leftover_temp_files as remove_leftover_temp_files,
    )
    from .settings import (
        Settings as Settings,
    )
    from .settings import (
        SettingsError as SettingsError,
    )
    from .settings import (
        load_settings as load_settings,
    )
    from .settings import (
        save_settings as save_settings,
    )
    from .stats import (
        StatLine as StatLine,
    )
    from .stats import (
        Stats as Stats,
    )
    from .stats import (
        load_stats as load_stats,
    )
    from .stats import (
        record_deal as record_deal,
    )
    from .stats import (
        record_match as record_match,
    )
    from .stats import (
        save_stats as save_stats,
    )

# Each public name by the module that defines it.
_HOMES: dict[str, tuple[str, ...]] = {
    "atomic": ("atomic_write_json", "atomic_write_text", "read_json"),
    "crash": ("install_crash_handler", "setup_logging", "write_crash"),
    "errors": (
        "CorruptFileError", "MissingFileError", "NewerFormatError", "StorageError", "UnreadableFileError",
        "WriteError",
    ),
    "lock": ("AlreadyRunning", "DataLock"),
    "matches": (
        "HISTORY_LIMIT", "HistoryEntry", "SavedMatch", "discard_current", "export_deal", "finish_current",
        "import_record", "list_history", "load_current", "match_identity", "read_saved", "save_current",
    ),
    "paths": ("AppPaths",),
    "session": (
        "StartRecord", "begin_start", "clear_stage", "folder_problem", "keep_aside", "last_stage", "mark_stage",
        "remove_leftover_temp_files",
    ),
    "settings": ("Settings", "SettingsError", "load_settings", "save_settings"),
    "stats": ("StatLine", "Stats", "load_stats", "record_deal", "record_match", "save_stats"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__all__ = sorted(_HOME_OF)


def __getattr__(name: str) -> Any:
    if name not in _HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = found = getattr(import_module(f".{_HOME_OF[name]}", __name__), name)
    return found
