"""The server's tables on disk: one JSON file each under ``tables/``, replaced atomically.

A table is written after every action, so a server killed at any moment restarts with every
table as it was after its last action. A file that cannot be read is set aside (renamed, never
deleted) with one line in the log, and the other tables load.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from trappola_gui.storage.atomic import atomic_write_bytes, is_temp_file, read_json
from trappola_gui.storage.errors import StorageError

from .codes import normal_code
from .table import NetTable

log = logging.getLogger(__name__)

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

    def remove(self, code: str) -> None:
        if self.folder is not None:
            self.path(code).unlink(missing_ok=True)

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


class TableWriter:
    """Writes tables off the event loop, each table's in order; changes that wait are written once.

    For each table it keeps the newest text and its number and the number on disk; a lock keeps one
    table's writes in order. A write that waited behind another finds the newer text already
    written (its change included) and returns at once.
    """

    def __init__(self, store: TableStore) -> None:
        self.store = store
        self.pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="net-writer")
        self.latest: dict[str, tuple[int, str]] = {}
        self.saved: dict[str, int] = {}
        self.locks: dict[str, asyncio.Lock] = {}

    async def write(self, table: NetTable) -> None:
        code = table.code
        number = self.latest.get(code, (0, ""))[0] + 1
        self.latest[code] = (number, self.store.text(table))
        async with self.locks.setdefault(code, asyncio.Lock()):
            if self.saved.get(code, 0) >= number:
                return  # a later write, already made, holds this change
            newest, text = self.latest[code]
            try:
                await asyncio.get_running_loop().run_in_executor(self.pool, self.store.write, code, text)
            except (StorageError, OSError, RuntimeError) as exc:
                log.warning("table %s could not be written: %s", code, exc)
            self.saved[code] = newest

    async def forget(self, code: str) -> None:
        """Remove a table's file once its last write is done, and what was kept for its writes."""
        async with self.locks.setdefault(code, asyncio.Lock()):
            await asyncio.get_running_loop().run_in_executor(self.pool, self.store.remove, code)
        for kept in (self.latest, self.saved, self.locks):
            kept.pop(code, None)

    def close(self) -> None:
        """Wait for the writes under way (blocking: call it off the event loop)."""
        self.pool.shutdown(wait=True)
