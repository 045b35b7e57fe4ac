"""The player's statistics, per variant and level, and the statistics file.

Everything here is a pure function on a :class:`Stats` value except
:func:`load_stats` and :func:`save_stats`. Deals and matches in which the
player used undo are kept in the ``undo_*`` counters: they do not change the
record without undo, the margins, the bests or the streaks, so those stay
honest. Every finished match still counts: :attr:`StatLine.all_matches_played`
and :attr:`StatLine.all_matches_won` add the two together, and the screen says
how many of them used undo. A match left unfinished when a new one starts is
counted in ``matches_abandoned``.

Counting is idempotent: the ledger (``counted``) remembers, for the newest
matches by their identity (:func:`~trappola_gui.storage.matches.match_identity`),
which deals, ends and abandonments are in the counts.

File compatibility: the stored counters keep the meaning they had in the first
files (``matches_played`` is the matches without undo), and fields added later
have defaults, so every statistics file ever written still loads, and an
older game still reads a newer file (it ignores the fields it does not know).

Recent deals: each line also keeps its last :data:`RECENT_DEALS_LIMIT` deals
(day, won/drawn/lost, margin, with Undo or not) for the chart of results over
time. A file written before they were kept loads with none (the chart starts
empty); a damaged list is dropped alone, its line's counts kept, and the file
is set aside like any other bad line (see :func:`load_stats`).

Sides: ``human_side`` is the player's side of the deal result, 0 or 1; in the
partnership game that is the team (seat % 2).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..engine.rules import ALL_VARIANTS
from .atomic import atomic_write_json
from .errors import StorageError
from .formats import DocumentKind, load_document, set_aside, write_keeping_original
from .lazy_log import Log
from .paths import AppPaths
from .setting_values import LEVELS
from .stat_lines import Key, StatLine, recent_deals_from_json

log = Log(__name__)

STATS = DocumentKind("stats", "statistics file", 1)

LEDGER_LIMIT = 200
_MATCH_ID = re.compile(r"[0-9a-f]{8,64}")
_MAX_DEALS = 10_000


@dataclass(frozen=True)
class Counted:
    """What the statistics already hold of one match: its deals, its end, its abandonment."""

    deals: frozenset[int] = frozenset()
    finished: bool = False
    abandoned: bool = False

    def to_json(self, match_id: str) -> dict[str, Any]:
        return {"match": match_id, "deals": sorted(self.deals), "finished": self.finished,
                "abandoned": self.abandoned}

    @classmethod
    def from_json(cls, data: Any) -> tuple[str, Counted]:
        """(match identity, entry); raises ``ValueError``."""
        if not isinstance(data, Mapping):
            raise ValueError("a counted match must be an object")
        match_id, deals = data.get("match"), data.get("deals", [])
        if not isinstance(match_id, str) or not _MATCH_ID.fullmatch(match_id):
            raise ValueError("counted.match: must be a match identity")
        if not isinstance(deals, list) or len(deals) > _MAX_DEALS or any(
                isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < _MAX_DEALS for i in deals):
            raise ValueError("counted.deals: must be a list of deal numbers")
        flags = [data.get(name, False) for name in ("finished", "abandoned")]
        if not all(isinstance(f, bool) for f in flags):
            raise ValueError("counted: finished and abandoned must be true or false")
        return match_id, cls(frozenset(deals), flags[0], flags[1])


@dataclass(frozen=True)
class Stats:
    """All statistics: a read-only map from (variant, level) to :class:`StatLine`, and the ledger.

    The ledger (``counted``: match identity -> :class:`Counted`, oldest first)
    makes counting idempotent: a deal, a match's end or its abandonment is added
    once per match, whatever a save's own ``scored`` list says.
    """

    lines: Mapping[Key, StatLine] = field(default_factory=dict)
    counted: Mapping[str, Counted] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lines", MappingProxyType(dict(self.lines)))
        ledger = dict(self.counted)
        for old in list(ledger)[:max(0, len(ledger) - LEDGER_LIMIT)]:
            del ledger[old]
        object.__setattr__(self, "counted", MappingProxyType(ledger))

    def counted_of(self, match_id: str | None) -> Counted:
        return self.counted.get(match_id, Counted()) if match_id is not None else Counted()

    def with_counted(self, match_id: str | None, **changes: Any) -> Stats:
        """The ledger entry of ``match_id`` changed (the newest entry now); no-op without an identity."""
        if match_id is None:
            return self
        ledger = {k: v for k, v in self.counted.items() if k != match_id}
        ledger[match_id] = replace(self.counted_of(match_id), **changes)
        return Stats(self.lines, ledger)

    def line(self, variant: str, level: str) -> StatLine:
        """The line for one variant and level (all zero if never played)."""
        return self.lines.get((variant, level), StatLine())

    def with_line(self, variant: str, level: str, line: StatLine) -> Stats:
        _check_key(variant, level)
        return Stats({**self.lines, (variant, level): line}, self.counted)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATS.format,
            "lines": [
                {"variant": variant, "level": level, **line.to_json()}
                for (variant, level), line in sorted(self.lines.items())
            ],
            "counted": [entry.to_json(match_id) for match_id, entry in self.counted.items()],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> tuple[Stats, int]:
        """Stats from a current-version document, and how many bad lines were dropped."""
        raw = data.get("lines")
        if not isinstance(raw, list):
            raise ValueError("lines: must be a list")
        lines: dict[Key, StatLine] = {}
        dropped = 0
        for item in raw:
            try:
                if not isinstance(item, Mapping):
                    raise ValueError("a line must be an object")
                key = _check_key(item.get("variant"), item.get("level"))
                if key in lines:
                    raise ValueError("the same variant and level twice")
                line = StatLine.from_json(
                    {k: v for k, v in item.items() if k not in ("variant", "level", "recent_deals")})
            except (ValueError, TypeError) as exc:
                log.warning("dropping a statistics line: %s", exc)
                dropped += 1
                continue
            # Damaged recent deals cost only themselves: the line's counts stay.
            try:
                line = replace(line, recent_deals=recent_deals_from_json(item.get("recent_deals", [])))
            except ValueError as exc:
                log.warning("dropping the recent deals of a statistics line: %s", exc)
                dropped += 1
            lines[key] = line
        counted: dict[str, Counted] = {}
        raw_counted = data.get("counted", [])
        if not isinstance(raw_counted, list):
            raw_counted, dropped = [], dropped + 1
        for item in raw_counted[-LEDGER_LIMIT:]:
            try:
                match_id, entry = Counted.from_json(item)
            except ValueError as exc:
                log.warning("dropping a counted match: %s", exc)
                dropped += 1
                continue
            counted.pop(match_id, None)
            counted[match_id] = entry
        return cls(lines, counted), dropped


# A line per computer level, and one for the matches played against friends.
FRIEND = "friend"
STAT_LEVELS = (*LEVELS, FRIEND)


def _check_key(variant: Any, level: Any) -> Key:
    if variant not in ALL_VARIANTS or not isinstance(variant, str):
        raise ValueError(f"unknown variant {variant!r}")
    if level not in STAT_LEVELS or not isinstance(level, str):
        raise ValueError(f"unknown level {level!r}")
    return variant, level


_FRESH = "your statistics start afresh"


def load_stats(paths: AppPaths) -> tuple[Stats, str | None]:
    """The statistics and at most one notice; never raises for a bad file.

    Lines that do not add up are dropped and the rest kept (damaged recent
    deals are dropped alone, their line's counts kept); the original file is
    then set aside and the repaired statistics written back.
    """
    path = paths.stats_file
    doc, notice = load_document(path, STATS, _FRESH)
    if doc is None:
        return Stats(), notice
    try:
        stats, dropped = Stats.from_json(doc)
    except ValueError:
        dropped, stats = -1, Stats()
    if dropped == 0:
        return stats, None
    if dropped < 0:
        # Nothing in it could be used: it is only kept aside, and statistics start afresh.
        try:
            kept = set_aside(path)
        except OSError as exc:
            log.error("could not set aside %s: %s", path, exc)
            return stats, "Your statistics file could not be read; statistics start afresh for this session."
        return stats, f"Your statistics file could not be read; it was kept as {kept.name} and {_FRESH}."
    try:
        kept_as = save_stats(paths, stats)
    except StorageError as exc:
        return stats, (
            "Some of your statistics could not be read and are left out for this session; "
            f"the file could not be repaired ({exc}) and was left as it was."
        )
    where = f" The original file was kept as {kept_as.name}." if kept_as is not None else ""
    return stats, f"Some of your statistics could not be read and were left out; the rest were kept.{where}"


def _reads_as_is(data: Any) -> bool:
    try:
        return Stats.from_json(STATS.upgrade(data))[1] == 0
    except (StorageError, ValueError):
        return False


def save_stats(paths: AppPaths, stats: Stats) -> Path | None:
    """Write the statistics file; raises :class:`~trappola_gui.storage.errors.WriteError`.

    A file there that this game would not read as it is is kept aside first;
    returns the name it was kept under, if any.
    """
    return write_keeping_original(
        paths.stats_file, "statistics", lambda: atomic_write_json(paths.stats_file, stats.to_json()), _reads_as_is)
