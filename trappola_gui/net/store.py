"""The server's tables on disk: one JSON file each under ``tables/``, replaced atomically.

A table is written after every action, so a server killed at any moment restarts with every
table as it was after its last action. A file that cannot be read is set aside (renamed, never
deleted) with one line in the log, and the other tables load.
"""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any

from trappola_gui.storage.atomic import atomic_write_bytes, is_temp_file, read_json
from trappola_gui.storage.errors import StorageError

from .codes import normal_code
from .table import NetTable

log = logging.getLogger("trappola.net")

MAX_TABLE_FILE = 4 * 1024 * 1024  # bytes: a match to 100 points is far smaller


class TableStore:
    """Where the tables are kept: ``folder/tables/CODE.json``; None keeps nothing (a test's server)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder / "tables" if folder is not None else None

    def path(self, code: str) -> Path:
        assert self.folder is not None and normal_code(code) == code  # a code is never a path
        return self.folder / f"{code}.json"

    @staticmethod
    def text(table: NetTable) -> str:
        """The file's text, made on the server's thread (the write may run on another): compact, as a
        table is written after every action."""
        return json.dumps(table.to_json(), separators=(",", ":"), ensure_ascii=False, allow_nan=False)

    def write(self, code: str, text: str) -> None:
        """Raises StorageError (the server logs it and plays on: the table lives in memory).

        Atomic (the file is the old table or the new one, whenever the process is killed), with no
        flush to disk after each action: a power cut may lose the last seconds of play.
        """
        if self.folder is not None:
            atomic_write_bytes(self.path(code), text.encode("utf-8"), sync=False)

    def load_all(self) -> list[NetTable]:
        """Every table kept, each checked by replaying its match; a bad file is set aside."""
        if self.folder is None or not self.folder.is_dir():
            return []
        tables = []
        for leftover in self.folder.iterdir():
            if is_temp_file(leftover):  # a write the last run did not finish: the table file is whole
                leftover.unlink(missing_ok=True)
        for path in sorted(self.folder.glob("*.json")):
            code = normal_code(path.stem)
            try:
                if code != path.stem:
                    raise ValueError("the file's name is not a table code")
                data: Any = read_json(path, MAX_TABLE_FILE)
                table = NetTable.from_json(data)
                if table.code != code:
                    raise ValueError("the code inside is not the file's")
            except (StorageError, ValueError) as exc:
                aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
                try:
                    path.rename(aside)
                except OSError:
                    aside = path
                log.warning("table file %s could not be read (%s); kept as %s", path.name, exc, aside.name)
                continue
            tables.append(table)
        return tables
