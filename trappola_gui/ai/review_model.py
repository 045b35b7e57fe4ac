"""What a review is made of: each decision's options valued, the margin curve, and their JSON.

:mod:`.review` makes a review of the classic games, :mod:`.review_1524` of Trappola 1524;
both give these values, which the window shows and keeps (:func:`review_from_json` reads them back).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from trappola_gui.engine import Action, Observation, Play, action_from_json

from .hint_claims import hinted_action

# 2: a decision marks the hint's card (``hinted``); reviews kept from before are made again.
REVIEW_FORMAT = "trappola-review/2"

# A decision within this many points of the best option counts as accurate.
ACCURATE_WITHIN = 1.0

Progress = Callable[[float], None]


class Steps:
    """A review's progress: one unit a decision or point of the curve, reported as the share done."""

    def __init__(self, total: int, progress: Progress | None) -> None:
        self.total, self.done, self.progress = max(1, total), 0, progress
        if progress is not None:
            progress(0.0)

    def step(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(min(1.0, self.done / self.total))

    def finish(self) -> None:
        if self.progress is not None:
            self.progress(1.0)


class ReviewError(ValueError):
    """A deal or seat that cannot be reviewed; ``str`` is the one-line reason."""


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One option of a decision: its value and its double-dummy value (seat side's margin)."""

    action: Action
    value: float
    double_dummy: float


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: every option valued, and the points lost."""

    index: int  # the action's index in the deal record
    seat: int
    trick: int  # tricks finished before it
    phase: str  # exchange, declare, open, closed (two players) or play (four)
    kind: str  # exact or sampled
    samples: int  # determinizations (0 when exact)
    chosen: Action
    options: tuple[OptionValue, ...]
    # The chosen card is the one the hint names for the position (Hard's choice): never a mistake.
    hinted: bool = False

    def value_of(self, action: Action) -> OptionValue:
        for o in self.options:
            if o.action == action:
                return o
        raise KeyError(action)

    @property
    def best(self) -> OptionValue:
        """The chosen option if none is better (or it is the hint's card), else the first of the best
        (options keep a fixed order)."""
        top = max(self.options, key=lambda o: o.value)
        mine = self.value_of(self.chosen)
        return mine if self.hinted or mine.value >= top.value else top

    @property
    def loss(self) -> float:
        return max(0.0, self.best.value - self.value_of(self.chosen).value)

    @property
    def double_dummy_loss(self) -> float:
        top = max(o.double_dummy for o in self.options)
        return max(0.0, top - self.value_of(self.chosen).double_dummy)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seat": self.seat,
            "trick": self.trick,
            "phase": self.phase,
            "kind": self.kind,
            "samples": self.samples,
            "chosen": _action_json(self.chosen),
            "best": _action_json(self.best.action),
            "loss": _round(self.loss),
            "double_dummy_loss": _round(self.double_dummy_loss),
            "hinted": self.hinted,
            "options": [{"action": _action_json(o.action), "value": o.value,
                         "double_dummy": o.double_dummy} for o in self.options],
        }


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """The seat side's expected final margin when ``trick`` tricks are finished."""

    trick: int
    expected: float
    double_dummy: float
    kind: str  # exact, sampled, or final (the deal's real margin)


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    side: int
    seed: int
    decisions: tuple[Decision, ...]
    curve: tuple[CurvePoint, ...]
    final_margin: int | None  # None for an unfinished deal

    @property
    def accuracy(self) -> float | None:
        """Share of decisions within one point of the best (None without decisions)."""
        if not self.decisions:
            return None
        return sum(d.loss <= ACCURATE_WITHIN for d in self.decisions) / len(self.decisions)

    @property
    def costliest(self) -> tuple[Decision, ...]:
        """The three decisions that lost the most points (fewer if fewer lost any)."""
        lossy = [d for d in self.decisions if d.loss > 0]
        return tuple(sorted(lossy, key=lambda d: (-d.loss, d.index))[:3])

    @property
    def lost(self) -> float:
        return sum(d.loss for d in self.decisions)

    def to_json(self) -> dict[str, Any]:
        acc = self.accuracy
        return {
            "format": REVIEW_FORMAT,
            "seat": self.seat,
            "side": self.side,
            "seed": self.seed,
            "accuracy": None if acc is None else round(acc, 4),
            "lost": _round(self.lost),
            "final_margin": self.final_margin,
            "costliest": [d.index for d in self.costliest],
            "curve": [{"trick": p.trick, "expected": p.expected, "double_dummy": p.double_dummy,
                       "kind": p.kind} for p in self.curve],
            "decisions": [d.to_json() for d in self.decisions],
        }


def review_from_json(data: Any) -> Review:
    """A review back from :meth:`Review.to_json` (a cache); raises :class:`ReviewError`."""
    try:
        if data.get("format") != REVIEW_FORMAT:
            raise ReviewError("not a review")
        seat = int(data["seat"])
        decisions = []
        for d in data["decisions"]:
            options = tuple(OptionValue(_action_from(o["action"], seat), float(o["value"]),
                                        float(o["double_dummy"])) for o in d["options"])
            decision = Decision(int(d["index"]), seat, int(d["trick"]), str(d["phase"]), str(d["kind"]),
                                int(d["samples"]), _action_from(d["chosen"], seat), options, d.get("hinted") is True)
            decision.value_of(decision.chosen)  # the chosen option must be among them
            decisions.append(decision)
        curve = tuple(CurvePoint(int(p["trick"]), float(p["expected"]), float(p["double_dummy"]), str(p["kind"]))
                      for p in data["curve"])
        final = data["final_margin"]
        return Review(seat, int(data["side"]), int(data["seed"]), tuple(decisions), curve,
                      None if final is None else int(final))
    except ReviewError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError) as exc:
        raise ReviewError(f"malformed review: {exc!s:.80}") from None



def hint_checked(decision: Decision, obs: Observation) -> Decision:
    """``decision``, marked ``hinted`` where its card is the one the hint names for ``obs`` (Hard's
    choice, ``hint_claims.hinted_action``): a player who took the hint is never told it was a mistake.

    Hard is asked only where the card would otherwise count as one, and only of a sampled value:
    where every card is known (``kind`` exact) Hard plays the solver's best card, which loses nothing.
    """
    if decision.loss <= 0 or decision.kind == "exact" or not isinstance(decision.chosen, Play):
        return decision
    if hinted_action(obs) != decision.chosen:
        return decision
    return replace(decision, hinted=True)


def _round(v: float) -> float:
    return round(v, 2)


def _action_json(action: Action) -> dict[str, Any]:
    out = action.to_json()
    del out["seat"]
    return out


def _action_from(data: Any, seat: int) -> Action:
    return action_from_json({**data, "seat": seat})

