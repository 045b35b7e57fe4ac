"""One line of the statistics, a variant at a level: its counters, what follows from them (win rate,
average margin, matches lost), its recent deals for the chart, and its JSON.

A file written by an older game loads: fields added later have defaults, and a damaged list of
recent deals is dropped alone (``stats.py`` says so).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from datetime import date
from typing import Any

Key = tuple[str, str]  # (variant, level)

# How many deals each line keeps for the chart; the oldest goes first.
RECENT_DEALS_LIMIT = 50
# Far beyond any deal's points: a margin past it is damage, not play.
_MAX_MARGIN = 10_000
OUTCOMES = ("won", "drawn", "lost")


@dataclass(frozen=True)
class RecentDeal:
    """One deal of a line's recent results: when, how it ended for the player, by how much."""

    day: str  # ISO date, YYYY-MM-DD
    outcome: str  # "won", "drawn" or "lost", for the player
    margin: int  # the player's deal points minus the opponents'
    undo: bool = False  # played after Undo: shown, but outside the margins and bests

    def to_json(self) -> dict[str, Any]:
        return {"day": self.day, "outcome": self.outcome, "margin": self.margin, "undo": self.undo}

    @classmethod
    def from_json(cls, data: Any) -> RecentDeal:
        """A recent deal from its JSON object; raises ``ValueError`` naming the bad field."""
        if not isinstance(data, Mapping):
            raise ValueError("a recent deal must be an object")
        day, outcome, margin, undo = (data.get(k) for k in ("day", "outcome", "margin", "undo"))
        try:
            if not isinstance(day, str) or len(day) != 10:
                raise ValueError
            date.fromisoformat(day)
        except ValueError:
            raise ValueError("recent_deals.day: must be a date, YYYY-MM-DD") from None
        if outcome not in OUTCOMES:
            raise ValueError("recent_deals.outcome: must be won, drawn or lost")
        if isinstance(margin, bool) or not isinstance(margin, int) or abs(margin) > _MAX_MARGIN:
            raise ValueError("recent_deals.margin: must be a whole number of points")
        if not isinstance(undo, bool):
            raise ValueError("recent_deals.undo: must be true or false")
        return cls(day, outcome, margin, undo)


def recent_deals_from_json(data: Any) -> tuple[RecentDeal, ...]:
    """A line's recent deals (the newest :data:`RECENT_DEALS_LIMIT`); raises ``ValueError``."""
    if not isinstance(data, list):
        raise ValueError("recent_deals: must be a list")
    return tuple(RecentDeal.from_json(item) for item in data[-RECENT_DEALS_LIMIT:])


@dataclass(frozen=True)
class StatLine:
    """The counts for one variant at one level.

    The deal counters without a prefix are the deals played without undo, as in
    the first files. A deal played after undo is counted in ``undo_deals_played``
    and, since files kept it, in one of ``undo_deals_won``, ``undo_deals_drawn``
    and ``undo_deals_lost``; the ``all_deals_*`` figures add the two together.
    Undo deals written by a game that did not keep their result are played, of
    a result not known: they are in ``all_deals_played`` only.
    """

    matches_played: int = 0
    matches_won: int = 0
    deals_played: int = 0
    deals_won: int = 0
    deals_drawn: int = 0
    total_margin: int = 0  # the player's deal points minus the opponents', summed over deals
    best_deal_points: int | None = None  # None until a deal is played
    best_margin: int | None = None
    current_streak: int = 0  # matches won in a row, up to now
    best_streak: int = 0
    schneider_given: int = 0  # deals where the opponents won no trick but had declared
    schneider_taken: int = 0
    schwarz_given: int = 0  # deals where the opponents won no trick and declared nothing
    schwarz_taken: int = 0
    undo_matches_played: int = 0
    undo_matches_won: int = 0
    undo_deals_played: int = 0
    matches_abandoned: int = 0  # left unfinished when a new match started (added later: defaults to 0)
    undo_deals_won: int = 0  # the results of the deals after undo (added later: defaults to 0)
    undo_deals_drawn: int = 0
    undo_deals_lost: int = 0
    # The newest deals, oldest first, at most RECENT_DEALS_LIMIT (added later: defaults to none).
    recent_deals: tuple[RecentDeal, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "recent_deals", tuple(self.recent_deals)[-RECENT_DEALS_LIMIT:])

    @property
    def matches_lost(self) -> int:
        return self.matches_played - self.matches_won

    @property
    def all_matches_played(self) -> int:
        """Every finished match, with undo or without."""
        return self.matches_played + self.undo_matches_played

    @property
    def all_matches_won(self) -> int:
        return self.matches_won + self.undo_matches_won

    @property
    def deals_lost(self) -> int:
        return self.deals_played - self.deals_won - self.deals_drawn

    @property
    def average_margin(self) -> float | None:
        """Over the deals without undo."""
        return self.total_margin / self.deals_played if self.deals_played else None

    @property
    def all_deals_played(self) -> int:
        """Every deal played, with undo or without."""
        return self.deals_played + self.undo_deals_played

    @property
    def all_deals_won(self) -> int:
        return self.deals_won + self.undo_deals_won

    @property
    def all_deals_drawn(self) -> int:
        return self.deals_drawn + self.undo_deals_drawn

    @property
    def all_deals_lost(self) -> int:
        return self.deals_lost + self.undo_deals_lost

    @property
    def win_rate(self) -> float | None:
        """The share of finished matches won, with Undo or without; None before the first."""
        return self.all_matches_won / self.all_matches_played if self.all_matches_played else None

    def counts_json(self) -> dict[str, Any]:
        """The counters alone, without the recent deals."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "recent_deals"}

    def to_json(self) -> dict[str, Any]:
        return {**self.counts_json(), "recent_deals": [deal.to_json() for deal in self.recent_deals]}

    @classmethod
    def from_json(cls, data: Any) -> StatLine:
        """A line from its JSON object; raises ``ValueError`` naming the bad field."""
        if not isinstance(data, Mapping):
            raise ValueError("must be an object")
        values: dict[str, Any] = {"recent_deals": recent_deals_from_json(data.get("recent_deals", []))}
        for f in fields(cls):
            if f.name == "recent_deals":
                continue
            value = data.get(f.name, f.default)
            optional = f.name in ("best_deal_points", "best_margin")
            if value is None and optional:
                values[f.name] = None
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{f.name}: must be a whole number")
            if value < 0 and f.name not in ("total_margin", "best_margin", "best_deal_points"):
                raise ValueError(f"{f.name}: must not be negative")
            values[f.name] = value
        line = cls(**values)
        if (
            line.matches_won > line.matches_played
            or line.deals_won + line.deals_drawn > line.deals_played
            or line.undo_matches_won > line.undo_matches_played
            or line.undo_deals_won + line.undo_deals_drawn + line.undo_deals_lost > line.undo_deals_played
            or line.current_streak > line.best_streak
            or line.best_streak > line.matches_won
        ):
            raise ValueError("the counts do not add up")
        return line


# How many matches the ledger remembers; an older one is filed in the history and never counted again.
