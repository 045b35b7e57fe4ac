"""What a save keeps beside the match record: :class:`SaveMeta`, typed and checked.

The ``meta`` object of a ``trappola-save/1`` document belongs to the window:
``human_seat`` (a seat of the match's rules) is required; ``undo_used``,
``autoplay``, ``match_scored``, ``level``, ``levels`` (seat to level, built-in
levels only: a save never names a program), ``seed`` and ``scored`` are checked
when present, and any other key (a newer version's) is kept in ``extra`` and
written back as it came, so no save loses what it held.

>>> meta = SaveMeta.from_json({"human_seat": 0, "levels": {"1": "hard"}, "note": "kept"}, players=2)
>>> meta.levels, meta.extra
({1: 'hard'}, {'note': 'kept'})
>>> meta.to_json()["note"]
'kept'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

# The computer's levels a save may name: built-in players only. A save is data a
# player may have been sent by anyone, so it can never name a program to run.
SAVE_LEVELS = ("random", "easy", "normal", "hard")
_MAX_SEED = (1 << 64) - 1
_KNOWN = ("human_seat", "autoplay", "undo_used", "level", "seed", "levels", "scored", "match_scored")


@dataclass(frozen=True)
class SaveMeta:
    """The window's facts about a saved match (``docs/architecture.md``: what a save keeps)."""

    human_seat: int  # the player's seat; with ``autoplay``, only the side the window shows
    autoplay: bool = False  # the computer plays every seat
    undo_used: bool = False
    level: str | None = None  # the opponents' level (older saves name no ``levels``)
    seed: int | None = None
    levels: Mapping[int, str] = field(default_factory=dict)  # each computer seat's level
    scored: tuple[int, ...] | None = None  # deals already in the statistics (None: not stored)
    match_scored: bool | None = None  # the finished match is in the statistics (None: not stored)
    extra: Mapping[str, Any] = field(default_factory=dict)  # keys this version does not know, kept

    @property
    def player(self) -> int | None:
        """The seat the player plays, None when the computer plays them all."""
        return None if self.autoplay else self.human_seat

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"human_seat": self.human_seat, "autoplay": self.autoplay, "undo_used": self.undo_used}
        if self.level is not None:
            out["level"] = self.level
        out["seed"] = self.seed
        out["levels"] = {str(seat): level for seat, level in self.levels.items()}
        if self.scored is not None:
            out["scored"] = list(self.scored)
        if self.match_scored is not None:
            out["match_scored"] = self.match_scored
        out.update((k, v) for k, v in self.extra.items() if k not in out)
        return out

    @classmethod
    def from_json(cls, meta: Any, players: int | None, deals: int | None = None) -> SaveMeta:
        """The meta object of a save, checked; ValueError names the bad key.

        ``human_seat`` is required; ``undo_used``, ``autoplay`` and ``match_scored`` are
        booleans; ``level`` and the values of ``levels`` (an object from seat to level) are
        built-in levels; ``seed`` is a whole number or null; ``scored`` lists indices of deals
        (below ``deals`` when given). With ``players`` known, the seats must make one table.
        """
        if isinstance(meta, SaveMeta):
            meta = meta.to_json()
        if not isinstance(meta, Mapping):
            raise ValueError("meta: must be an object")
        seat = meta.get("human_seat")
        limit = players if players is not None else 4
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < limit:
            raise ValueError(f"meta.human_seat: must be a seat from 0 to {limit - 1}")
        for flag in ("undo_used", "autoplay", "match_scored"):
            if not isinstance(meta.get(flag, False), bool):
                raise ValueError(f"meta.{flag}: must be true or false")
        if "level" in meta and meta["level"] not in SAVE_LEVELS:
            raise ValueError(f"meta.level: must be one of {', '.join(SAVE_LEVELS)}")
        levels = meta.get("levels", {})
        if not isinstance(levels, Mapping):
            raise ValueError("meta.levels: must be an object from seat to level")
        for key, level in levels.items():
            _seat_of(key, limit)
            if not isinstance(level, str) or level not in SAVE_LEVELS:
                raise ValueError(f"meta.levels: a level must be one of {', '.join(SAVE_LEVELS)}")
        autoplay = meta.get("autoplay", False)
        if players is not None:
            _check_table(seat, autoplay, levels, players)
        seed = meta.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= _MAX_SEED):
            raise ValueError("meta.seed: must be a whole number from 0 to 2**64 - 1, or null")
        scored = meta.get("scored")
        bound = deals if deals is not None else 100_000
        if "scored" in meta and (not isinstance(scored, list) or any(
                isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < bound for i in scored)):
            raise ValueError("meta.scored: must be a list of deal numbers")
        return cls(human_seat=seat, autoplay=autoplay, undo_used=meta.get("undo_used", False),
                   level=meta.get("level"), seed=seed, levels={int(k): v for k, v in levels.items()},
                   scored=None if scored is None else tuple(scored), match_scored=meta.get("match_scored"),
                   extra={k: v for k, v in meta.items() if k not in _KNOWN})


def _seat_of(key: Any, limit: int) -> int:
    if not isinstance(key, str) or key not in {str(s) for s in range(limit)}:
        raise ValueError(f"meta.levels: seats are \"0\" to \"{limit - 1}\"")
    return int(key)


def _check_table(human_seat: int, autoplay: bool, levels: Mapping[str, Any], players: int) -> None:
    """Every seat driven by exactly one of the player or a computer level, or ValueError.

    With ``autoplay`` the computer plays every seat and ``human_seat`` is only the
    side the window shows. Without ``levels`` (older saves) ``level`` drives every
    seat but the player's, which is always one table.
    """
    if not levels:
        return
    computer = {int(k) for k in levels}
    player = set() if autoplay else {human_seat}
    if computer & player:
        raise ValueError(f"meta.levels: seat {human_seat} is the player's, it cannot have a computer level too")
    nobody = sorted(set(range(players)) - computer - player)
    if nobody:
        seats = ", ".join(str(s) for s in nobody)
        raise ValueError(f"meta.levels: nobody plays seat {seats} (neither the player nor a computer level)")
