"""Where the player's own files live: settings, saved matches, statistics and logs.

Everything the game writes goes under three per-user folders from platformdirs,
or under one folder given with ``--data-dir``; pictures it has drawn (a cache that
only saves time) go to a fourth, the platform's cache folder. On macOS and Windows the config
and data folders can be the same folder, so every file name below is distinct
across all three; never add a file whose name another folder already uses.
Folders are not created here: the writers create them on first write, so merely
starting the game (or running its tests) leaves no trace.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

import platformdirs

APP_NAME = "Trappola"

SETTINGS_FILE = "settings.json"
CURRENT_MATCH_FILE = "match-current.json"
HISTORY_DIR = "matches"
STATS_FILE = "statistics.json"
CRASH_LOG = "crash.log"
APP_LOG = "trappola.log"
LOCK_FILE = "trappola.lock"
FRIEND_TABLE_FILE = "friend-table.json"
RASTER_DIR = "raster"  # drawn card faces and felt (storage/raster_cache.py), in the cache folder
TABLES_DIR = "tables"  # a hosted table server's tables (net/store.py writes tables/CODE.json in the data folder)


class AppPaths(NamedTuple):
    """The folders; use :meth:`default` or :meth:`under`, then the file properties.

    ``cache_dir`` None (as when made by hand, in tests) keeps no cache at all.
    """

    config_dir: Path
    data_dir: Path
    log_dir: Path
    cache_dir: Path | None = None

    @classmethod
    def default(cls) -> AppPaths:
        """The platform's per-user folders for an app named Trappola (no vendor folder)."""
        return cls(
            config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
            data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
            log_dir=platformdirs.user_log_path(APP_NAME, appauthor=False),
            cache_dir=platformdirs.user_cache_path(APP_NAME, appauthor=False),
        )

    @classmethod
    def under(cls, root: str | os.PathLike[str]) -> AppPaths:
        """Everything under one folder, as ``--data-dir DIR`` asks (portable installs, tests)."""
        # Made absolute once here so a later change of working directory cannot move the files.
        base = Path(root).expanduser().absolute()
        return cls(config_dir=base / "config", data_dir=base / "data", log_dir=base / "logs", cache_dir=base / "cache")

    @classmethod
    def from_option(cls, data_dir: str | os.PathLike[str] | None) -> AppPaths:
        """:meth:`under` when the ``--data-dir`` option was given, else :meth:`default`."""
        return cls.default() if data_dir is None else cls.under(data_dir)

    @property
    def settings_file(self) -> Path:
        return self.config_dir / SETTINGS_FILE

    @property
    def current_match_file(self) -> Path:
        return self.data_dir / CURRENT_MATCH_FILE

    @property
    def history_dir(self) -> Path:
        return self.data_dir / HISTORY_DIR

    @property
    def stats_file(self) -> Path:
        return self.data_dir / STATS_FILE

    @property
    def friend_table_file(self) -> Path:
        """The seat at a friend's table: its address, code and secret token, and the deals' records."""
        return self.data_dir / FRIEND_TABLE_FILE

    @property
    def lock_file(self) -> Path:
        """Held by the running copy of the game (see :mod:`trappola_gui.storage.lock`)."""
        return self.data_dir / LOCK_FILE

    @property
    def crash_log(self) -> Path:
        return self.log_dir / CRASH_LOG

    @property
    def app_log(self) -> Path:
        return self.log_dir / APP_LOG

    @property
    def raster_dir(self) -> Path | None:
        """Drawn pictures kept between runs (see :mod:`trappola_gui.storage.raster_cache`), if any."""
        return None if self.cache_dir is None else self.cache_dir / RASTER_DIR


def something_at(path: Path) -> bool:
    """False only when nothing is at ``path`` (one that cannot be looked at is its loader's to report)."""
    try:
        os.stat(path)
    except FileNotFoundError:
        return False
    except OSError:
        pass
    return True
