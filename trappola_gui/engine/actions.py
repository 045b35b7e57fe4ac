"""Actions a seat takes: lay down cards (Austrian exchange), keep or throw in the hand (the
exchange of Trappola 1524, docs/historical.md 3), declare, play.

Small frozen values with a readable ``str`` and the JSON form of the deal
record (docs/deal-record.md). Cards inside are the engine's ints.

>>> a = action_from_json({"seat": 0, "play": "QH"})
>>> str(a), a.to_json()
('0 plays QH', {'seat': 0, 'play': 'QH'})
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Union

from .cards import CardError, card_str, cards_of, parse_card
from .quote import short_repr


class ActionFormatError(ValueError):
    """An action object that is not of any kind the deal record knows."""


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "play": card_str(self.card)}

    def __str__(self) -> str:
        return f"{self.seat} plays {card_str(self.card)}"


@dataclass(frozen=True, slots=True)
class Declare:
    """``combinations`` holds one card mask per declared combination."""

    seat: int
    combinations: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        from .declarations import describe

        return {"seat": self.seat, "declare": [describe(m).split() for m in self.combinations]}

    def __str__(self) -> str:
        from .declarations import describe

        if not self.combinations:
            return f"{self.seat} declares nothing"
        return f"{self.seat} declares " + ", ".join(describe(m) for m in self.combinations)


@dataclass(frozen=True, slots=True)
class Exchange:
    """Cards laid down face down, in the order laid (the first is drawn first)."""

    seat: int
    cards: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "exchange": [card_str(c) for c in self.cards]}

    def __str__(self) -> str:
        if not self.cards:
            return f"{self.seat} keeps the hand"
        return f"{self.seat} lays down " + " ".join(card_str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Keep:
    """Trappola 1524's exchange: the seat keeps the hand it was dealt."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "throw_in": False}

    def __str__(self) -> str:
        return f"{self.seat} keeps the hand"

    @property
    def combinations(self) -> tuple[int, ...]:
        """No combination: code written for Play, Declare and Exchange lists this action's cards as none."""
        return ()


@dataclass(frozen=True, slots=True)
class ThrowIn:
    """Trappola 1524's exchange: the seat lays its whole hand face up and takes the reserve's next nine."""

    seat: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "throw_in": True}

    def __str__(self) -> str:
        return f"{self.seat} throws in the hand"

    @property
    def combinations(self) -> tuple[int, ...]:
        """No combination: code written for Play, Declare and Exchange lists this action's cards as none."""
        return ()


Action = Union[Play, Declare, Exchange, Keep, ThrowIn]


def _cards(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise ActionFormatError(f"{what} must be a list of cards")
    try:
        return [parse_card(v) for v in value]
    except CardError as exc:
        raise ActionFormatError(f"{what}: {exc}") from None


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Parse one action object of a deal record; raises :class:`ActionFormatError`."""
    if not isinstance(data, Mapping):
        raise ActionFormatError("an action must be an object")
    seat = data.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
        raise ActionFormatError(f"bad seat {short_repr(seat)}")
    kinds = [k for k in ("play", "declare", "exchange", "throw_in") if k in data]
    extra = set(data) - {"seat", "play", "declare", "exchange", "throw_in"}
    if len(kinds) != 1 or extra:
        # Named only where it is used, so the message of the other games' records stays as it was.
        known = "play, declare, exchange" + (", throw_in" if "throw_in" in data else "")
        raise ActionFormatError(f"an action needs exactly one of {known}")
    kind = kinds[0]
    if kind == "throw_in":
        value = data["throw_in"]
        if not isinstance(value, bool):
            raise ActionFormatError(f"throw_in must be true or false, not {short_repr(value)}")
        return ThrowIn(seat) if value else Keep(seat)
    if kind == "play":
        try:
            return Play(seat, parse_card(data["play"]))
        except CardError as exc:
            raise ActionFormatError(str(exc)) from None
    if kind == "exchange":
        cards = _cards(data["exchange"], "exchange")
        return Exchange(seat, tuple(cards))
    combos = data["declare"]
    if not isinstance(combos, list):
        raise ActionFormatError("declare must be a list of combinations")
    masks = []
    for combo in combos:
        cards = _cards(combo, "a declared combination")
        mask = 0
        for c in cards:
            if mask >> c & 1:
                raise ActionFormatError(f"{card_str(c)} appears twice in one combination")
            mask |= 1 << c
        masks.append(mask)
    return Declare(seat, tuple(masks))


def action_cards(action: Action) -> tuple[int, ...]:
    """Every card an action names (for display and logs)."""
    if isinstance(action, Play):
        return (action.card,)
    if isinstance(action, Exchange):
        return action.cards
    if isinstance(action, (Keep, ThrowIn)):
        return ()
    out: list[int] = []
    for m in action.combinations:
        out.extend(cards_of(m))
    return tuple(out)
