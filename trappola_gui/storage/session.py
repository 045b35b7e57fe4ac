"""How the last runs ended: the start-up guard and the crash notice at the next start.

``session-state.json`` (in the data folder, written only under the data lock,
so only by the one copy running on these files) says where the game got to:
``starting`` from the moment it begins reading the player's files until its
first frame is on the screen, ``running`` after that, ``crashed`` when an
uncaught error stopped it; a clean exit removes the file. ``failed_starts``
counts the starts in a row that never showed a frame.

An early end is not evidence against the player's files: a kill, a power cut or
a second window closed at once end a start too. So nothing is ever set aside
because of this file. Files are set aside only when they themselves fail to
load or validate (see :mod:`.formats`). After two or more failed starts in a
row the window offers to start without the saved match and settings
(:func:`keep_aside`) or to try again; the player chooses.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import NamedTuple

from .atomic import atomic_write_json, read_json, remove_stale_temp_files
from .errors import StorageError
from .formats import set_aside
from .lazy_log import Log
from .paths import AppPaths

log = Log(__name__)

SESSION_FILE = "session-state.json"
SESSION_FORMAT = "trappola-session/1"
STAGES = ("starting", "running", "crashed")
# A temp file younger than this may belong to another copy of the game saving right now.
TEMP_GRACE = 2.0  # seconds


def session_file(paths: AppPaths) -> Path:
    return paths.data_dir / SESSION_FILE


# Past this many failed starts the count stops growing (the offer is made from 2 on).
_MAX_FAILED = 1000


def _read_state(paths: AppPaths) -> tuple[str | None, int]:
    """The stage the previous run left and its count of failed starts; (None, 0) when unknown.

    A file that is not ours to trust is removed: it holds no player data, only this guard's note.
    """
    path = session_file(paths)
    try:
        data = read_json(path, limit=4096)
    except StorageError:
        with contextlib.suppress(OSError):
            if path.is_file():
                path.unlink()
        return None, 0
    if isinstance(data, dict) and data.get("format") == SESSION_FORMAT and data.get("stage") in STAGES:
        stage: str = data["stage"]  # one of STAGES, just checked
        failed = data.get("failed_starts", 0)
        if isinstance(failed, bool) or not isinstance(failed, int) or not 0 <= failed <= _MAX_FAILED:
            failed = 0
        return stage, failed
    with contextlib.suppress(OSError):
        path.unlink()
    return None, 0


def last_stage(paths: AppPaths) -> str | None:
    """The stage the previous run left, or None (no file, or one we cannot read: it is removed)."""
    return _read_state(paths)[0]


def _write_state(paths: AppPaths, stage: str, failed_starts: int = 0) -> None:
    if stage not in STAGES:
        raise ValueError(f"unknown stage {stage!r}")
    doc: dict[str, object] = {"format": SESSION_FORMAT, "stage": stage}
    if failed_starts:
        doc["failed_starts"] = failed_starts
    try:
        # Not flushed to the disk: a note lost to a power cut only loses a count of failed starts,
        # and the first frame waits for none of it.
        atomic_write_json(session_file(paths), doc, sync=False)
    except (StorageError, OSError) as exc:
        log.warning("could not record the session stage: %s", exc)


def mark_stage(paths: AppPaths, stage: str) -> None:
    """Record the stage reached; a failure is logged (the guard is a help, never a reason to stop).

    ``running`` ends a run of failed starts; ``crashed`` after the first frame keeps none either.
    """
    _write_state(paths, stage)


class StartRecord(NamedTuple):
    """What :func:`begin_start` found of the previous runs."""

    previous: str | None  # the stage the previous run left: None after a clean exit
    failed_starts: int  # starts in a row, before this one, that never showed a frame

    @property
    def offer_clean_start(self) -> bool:
        """Two or more failed starts in a row: time to offer a start without the saved files."""
        return self.failed_starts >= 2


def begin_start(paths: AppPaths) -> StartRecord:
    """Note that a start is under way (``starting``) and say how the previous runs ended.

    Call it under the data lock, before any of the player's files is read.
    """
    stage, failed = _read_state(paths)
    failed = min(failed + 1, _MAX_FAILED) if stage == "starting" else 0
    _write_state(paths, "starting", failed)
    return StartRecord(stage, failed)


def clear_stage(paths: AppPaths) -> None:
    """A clean exit: nothing to report next time."""
    with contextlib.suppress(OSError):
        session_file(paths).unlink()


def keep_aside(paths: AppPaths) -> dict[str, Path]:
    """The player chose to start without the saved match and settings: rename them ``.kept-<time>``.

    Returns file name -> the name it is kept under. Nothing is deleted; the kept
    files can be renamed back by hand.
    """
    kept: dict[str, Path] = {}
    for path in (paths.current_match_file, paths.settings_file):
        if not path.exists():
            continue
        try:
            kept[path.name] = set_aside(path, tag="kept")
        except OSError as exc:
            log.error("could not keep aside %s: %s", path, exc)
    return kept


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
