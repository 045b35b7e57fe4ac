"""Saved matches: the match in progress, the history of finished ones, and deal
records the player exports or imports.

A save wraps the engine's match record (``trappola-match/1``, the action
history) with a little about the session::

    {"format": "trappola-save/1", "saved_at": "2026-11-29T10:15:00+00:00",
     "match": <trappola-match/1 record>,
     "meta": {"human_seat": 0, "undo_used": false, "level": "normal", "seed": 12345, ...}}

``meta`` belongs to the window: a :class:`~.save_meta.SaveMeta`, checked when
read and written (``save_meta.py``); keys a newer version wrote are kept.
Loading replays the record through the engine, so a save that loads is a legal
match. The match in progress is ``match-current.json``; finishing moves it into
``matches/`` under a name that sorts by time, and only the newest 50 are kept.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Union

from ..engine import (
    DEAL_FORMAT,
    MATCH_FORMAT,
    DealState,
    Match,
    RecordError,
    Rules,
    RulesError,
    deal_from_json,
    match_from_json,
    record_from_json,
)
from .atomic import atomic_write_json, read_json
from .errors import CorruptFileError, StorageError, WriteError
from .formats import DocumentKind, load_document, reject
from .lazy_log import Log
from .paths import AppPaths
from .save_meta import SaveMeta

log = Log(__name__)

SAVE = DocumentKind("save", "saved match", 1)

EngineRecord = Union[DealState, Match]


@dataclass(frozen=True, eq=False)
class SavedMatch:
    """A save, replayed: the engine's match plus what the window stored beside it."""

    match: Match
    record: dict[str, Any]  # the trappola-match/1 record as saved
    meta: SaveMeta
    saved_at: str  # ISO 8601, UTC
    path: Path

    @property
    def human_seat(self) -> int:
        return self.meta.human_seat

    @property
    def undo_used(self) -> bool:
        return self.meta.undo_used

    @property
    def level(self) -> str | None:
        return self.meta.level

    @property
    def seed(self) -> int | None:
        return self.meta.seed


def _players(match_json: Mapping[str, Any]) -> int | None:
    # Only to bound human_seat when saving; a bad rules object is caught on loading.
    try:
        return Rules.from_dict(match_json["rules"]).players
    except (KeyError, TypeError, RulesError):
        return None


def match_identity(match_json: Mapping[str, Any]) -> str:
    """A match's identity, from what makes it that match: its rules, first dealer, seed and first deck.

    The statistics' ledger counts each match once by it. It is read off the record,
    not off anything the window stores beside it, so no ``meta`` edit can make a
    match count again; a new match has a fresh seed (and deck), hence a new identity.
    """
    deals = match_json.get("deals")
    first = deals[0] if isinstance(deals, list) and deals and isinstance(deals[0], Mapping) else {}
    basis = {"rules": match_json.get("rules"), "first_dealer": match_json.get("first_dealer"),
             "seed": match_json.get("seed"), "deck": first.get("deck")}
    text = json.dumps(basis, sort_keys=True, ensure_ascii=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


def save_document(
    match_json: Mapping[str, Any], meta: SaveMeta | Mapping[str, Any], now: datetime | None = None
) -> dict[str, Any]:
    """The ``trappola-save/1`` document for a match record and its meta (checked, not replayed)."""
    if not isinstance(match_json, Mapping) or match_json.get("format") != MATCH_FORMAT:
        raise ValueError(f"match_json: must be a {MATCH_FORMAT} record from match_to_json")
    stamp = (now or datetime.now(timezone.utc)).astimezone(timezone.utc)
    return {
        "format": SAVE.format,
        "saved_at": stamp.isoformat(timespec="seconds"),
        "match": dict(match_json),
        "meta": SaveMeta.from_json(meta, _players(match_json)).to_json(),
    }


def parse_saved(doc: Any, path: Path) -> SavedMatch:
    """A current-version save document replayed; raises :class:`CorruptFileError`."""
    doc = SAVE.upgrade(doc)
    saved_at = doc.get("saved_at")
    if not isinstance(saved_at, str):
        raise CorruptFileError("saved_at: missing")
    try:
        datetime.fromisoformat(saved_at)
    except ValueError:
        raise CorruptFileError("saved_at: not a date and time") from None
    try:
        match = match_from_json(doc.get("match"))
    except RecordError as exc:
        raise CorruptFileError(f"match: {exc}") from None
    except Exception as exc:
        # The engine promises RecordError, but a save must never stop the game from starting.
        log.exception("the engine failed on %s", path)
        raise CorruptFileError(f"match: the engine could not replay it ({type(exc).__name__})") from None
    try:
        meta = SaveMeta.from_json(doc.get("meta"), match.rules.players, len(match.deals))
    except ValueError as exc:
        raise CorruptFileError(str(exc)) from None
    return SavedMatch(match, doc["match"], meta, saved_at, path)


def read_saved(path: str | os.PathLike[str]) -> SavedMatch:
    """Read and replay one save (the current one or one from the history); raises :class:`StorageError`."""
    source = Path(path)
    return parse_saved(read_json(source), source)


def save_current(
    paths: AppPaths, match_json: Mapping[str, Any], meta: SaveMeta | Mapping[str, Any], *,
    now: datetime | None = None
) -> Path:
    """Save the match in progress (after every move is fine: the write is atomic).

    ``match_json`` is ``match_to_json(match)``. Raises ``ValueError`` for a bad
    record or meta (a bug in the caller) and :class:`WriteError` when the disk
    refuses.
    """
    return atomic_write_json(paths.current_match_file, save_document(match_json, meta, now))


_NEW_MATCH = "a new match will start"


def load_current(paths: AppPaths) -> tuple[SavedMatch | None, str | None]:
    """The saved match in progress, if any, and at most one notice; never raises for a bad file.

    A save that cannot be read or replayed is set aside and ``(None, notice)``
    returned. The match may be over (the game stopped between the last deal and
    :func:`finish_current`); check ``saved.match.is_over``.
    """
    path = paths.current_match_file
    doc, notice = load_document(path, SAVE, _NEW_MATCH)
    if doc is None:
        return None, notice
    try:
        return parse_saved(doc, path), None
    except CorruptFileError as exc:
        return None, reject(path, SAVE.label, _NEW_MATCH, str(exc))


def discard_current(paths: AppPaths) -> None:
    """Forget the match in progress (the player chose a new game)."""
    try:
        paths.current_match_file.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise WriteError(f"could not remove the saved match: {exc.strerror or exc}") from exc


def export_deal(deal_json: Mapping[str, Any], path: str | os.PathLike[str]) -> Path:
    """Write a deal record (``deal_to_json(deal)``) where the player chose.

    The record is replayed first so that only legal records leave the game.
    Raises :class:`StorageError` with a one-line message.
    """
    target = Path(path)
    if not isinstance(deal_json, Mapping) or deal_json.get("format") != DEAL_FORMAT:
        raise StorageError(f"not a deal record ({DEAL_FORMAT})")
    try:
        deal_from_json(deal_json)
    except RecordError as exc:
        raise StorageError(f"the deal record is not valid: {exc}") from None
    # The folder came from a file dialog; if it is gone, say so rather than create it.
    if not target.parent.is_dir():
        raise WriteError(f"could not write {target.name}: the folder {target.parent} does not exist")
    return atomic_write_json(target, dict(deal_json), make_folder=False)


def import_record(path: str | os.PathLike[str]) -> EngineRecord:
    """A deal or match record (or a save file) read and replayed; raises :class:`StorageError`.

    The message names the file and the first problem, e.g.
    ``deal.json: action 14: 7S is not legal: must follow suit (H)``.
    """
    source = Path(path)
    data = read_json(source)
    tag = data.get("format") if isinstance(data, Mapping) else None
    if isinstance(tag, str) and tag.startswith("trappola-save/"):
        try:
            return parse_saved(data, source).match
        except CorruptFileError as exc:
            raise CorruptFileError(f"{source.name}: {exc}") from None
    try:
        return record_from_json(data)
    except RecordError as exc:
        raise CorruptFileError(f"{source.name}: {exc}") from None
    except Exception as exc:
        # As in parse_saved: an odd file is the file's fault, and the message says so.
        log.exception("the engine failed on %s", source)
        raise CorruptFileError(f"{source.name}: the record could not be replayed ({type(exc).__name__})") from None
