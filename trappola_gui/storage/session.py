"""How the last run ended: the crash-loop guard and the crash notice at the next start.

``session-state.json`` (in the data folder) says where the game got to:
``starting`` from the moment it begins reading the player's files until its
first frame is on the screen, ``running`` after that, ``crashed`` when an
uncaught error stopped it; a clean exit removes the file. A start that finds
``starting`` knows the previous start never showed a frame (it crashed or hung
while reading the player's files), so it starts clean: the match in progress
and the settings are kept aside, not read. ``crashed`` gives a notice naming
the crash log. Temporary files left by a killed save are removed at start.
"""

from __future__ import annotations

import contextlib
import logging
from dataclasses import dataclass
from pathlib import Path

from .atomic import atomic_write_json, read_json, remove_stale_temp_files
from .errors import StorageError
from .formats import set_aside
from .paths import AppPaths

log = logging.getLogger(__name__)

SESSION_FILE = "session-state.json"
SESSION_FORMAT = "trappola-session/1"
STAGES = ("starting", "running", "crashed")
# A temp file younger than this may belong to another copy of the game saving right now.
TEMP_GRACE = 2.0  # seconds


def session_file(paths: AppPaths) -> Path:
    return paths.data_dir / SESSION_FILE


def last_stage(paths: AppPaths) -> str | None:
    """The stage the previous run left, or None (no file, or one we cannot read: it is removed)."""
    path = session_file(paths)
    try:
        data = read_json(path, limit=4096)
    except StorageError:
        with contextlib.suppress(OSError):
            if path.is_file():
                path.unlink()
        return None
    if isinstance(data, dict) and data.get("format") == SESSION_FORMAT and data.get("stage") in STAGES:
        stage: str = data["stage"]  # one of STAGES, just checked
        return stage
    with contextlib.suppress(OSError):
        path.unlink()
    return None


def mark_stage(paths: AppPaths, stage: str) -> None:
    """Record the stage reached; a failure is logged (the guard is a help, never a reason to stop)."""
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}")
    try:
        atomic_write_json(session_file(paths), {"format": SESSION_FORMAT, "stage": stage})
    except (StorageError, OSError) as exc:
        log.warning("could not record the session stage: %s", exc)


def clear_stage(paths: AppPaths) -> None:
    """A clean exit: nothing to report next time."""
    with contextlib.suppress(OSError):
        session_file(paths).unlink()


@dataclass(frozen=True)
class CleanStart:
    """What the crash-loop guard set aside: file name -> the name it is kept under."""

    kept: dict[str, Path]


def start_clean(paths: AppPaths) -> CleanStart:
    """Keep aside the match in progress and the settings, the files read before the first frame."""
    kept: dict[str, Path] = {}
    for path in (paths.current_match_file, paths.settings_file):
        if not path.exists():
            continue
        try:
            kept[path.name] = set_aside(path)
        except OSError as exc:
            log.error("could not set aside %s: %s", path, exc)
    return CleanStart(kept)


def remove_leftover_temp_files(paths: AppPaths, now: float | None = None) -> int:
    """Delete the temporary files of saves that were killed before they finished; returns how many.

    At start no save of this run is under way, so anything past a short grace goes (the
    writers themselves only clear leftovers older than ten minutes). The history is filled
    by renaming, never by a temporary file.
    """
    ours = (paths.settings_file, paths.current_match_file, paths.stats_file, session_file(paths))
    return sum(remove_stale_temp_files(path, now, max_age=TEMP_GRACE) for path in ours)


def folder_problem(paths: AppPaths) -> Path | None:
    """A path where one of the game's folders should be but a file is, or None when all is well."""
    for folder in (paths.config_dir, paths.data_dir, paths.log_dir):
        probe = folder
        while True:
            if probe.exists() or probe.is_symlink():
                if not probe.is_dir():
                    return probe
                break
            if probe.parent == probe:
                break
            probe = probe.parent
    return None
