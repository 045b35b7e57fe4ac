"""The history of finished matches: ``matches/match-<UTC time>.json``, newest first, the newest 50 kept.

A finished match's save is moved here whole (:func:`finish_current`), so its file is the save it
was; the list reads each one's meta and time without replaying it (:func:`list_history`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .atomic import read_json
from .errors import CorruptFileError, StorageError, WriteError
from .lazy_log import Log
from .matches import SAVE
from .paths import AppPaths
from .save_meta import SaveMeta

log = Log(__name__)

HISTORY_LIMIT = 50

_HISTORY_NAME = re.compile(r"match-([0-9]{8}-[0-9]{6}-[0-9]{6})(?:-([0-9]{1,6}))?\.json")


@dataclass(frozen=True)
class HistoryEntry:
    """One finished match in the history, read without replaying it (see :func:`read_saved`)."""

    path: Path
    saved_at: str
    meta: SaveMeta


def _history_key(path: Path) -> tuple[str, int] | None:
    found = _HISTORY_NAME.fullmatch(path.name)
    if found is None:
        return None
    return found.group(1), int(found.group(2) or 0)


def _history_files(paths: AppPaths) -> list[Path]:
    """History files, newest first; temporary and set-aside files never match the name."""
    try:
        candidates = list(paths.history_dir.iterdir())
    except OSError:
        return []
    keyed = [(key, p) for p in candidates if (key := _history_key(p)) is not None and p.is_file()]
    keyed.sort(reverse=True)
    return [p for _, p in keyed]


def finish_current(paths: AppPaths, *, keep: int = HISTORY_LIMIT, now: datetime | None = None) -> Path | None:
    """Move the current save into the history and drop the oldest beyond ``keep``.

    Returns the history file, or None when there was no current save. Raises
    :class:`WriteError` when the move fails (the current save is then untouched).
    """
    source = paths.current_match_file
    if not source.exists():
        return None
    # UTC, so that the names sort in order across daylight-saving changes.
    stamp = (now or datetime.now(timezone.utc)).astimezone(timezone.utc).strftime("%Y%m%d-%H%M%S-%f")
    try:
        paths.history_dir.mkdir(parents=True, exist_ok=True)
        counter = 1
        target = paths.history_dir / f"match-{stamp}.json"
        while target.exists():
            counter += 1
            target = paths.history_dir / f"match-{stamp}-{counter}.json"
        os.replace(source, target)
    except OSError as exc:
        raise WriteError(f"could not move the finished match into the history: {exc.strerror or exc}") from exc
    for old in _history_files(paths)[keep:]:
        try:
            old.unlink()
        except OSError as exc:
            log.warning("could not remove old history file %s: %s", old, exc)
    return target


def list_history(paths: AppPaths) -> list[HistoryEntry]:
    """Finished matches, newest first. Unreadable files are skipped (and logged), not moved."""
    entries = []
    for path in _history_files(paths):
        try:
            doc = SAVE.upgrade(read_json(path))
            saved_at = doc.get("saved_at")
            if not isinstance(saved_at, str):
                raise CorruptFileError("saved_at missing")
            meta = SaveMeta.from_json(doc.get("meta"), None)
        except ValueError as exc:  # the meta of a hand-edited file
            log.warning("skipping history file %s: %s", path, exc)
            continue
        except StorageError as exc:
            log.warning("skipping history file %s: %s", path, exc)
            continue
        entries.append(HistoryEntry(path, saved_at, meta))
    return entries
