"""Actions a seat takes: lay down cards (Austrian exchange), declare, play.

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

from .cards import CardError, card_str, cards_of, parse_card, short_repr


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


Action = Union[Play, Declare, Exchange]


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
    kinds = [k for k in ("play", "declare", "exchange") if k in data]
    extra = set(data) - {"seat", "play", "declare", "exchange"}
    if len(kinds) != 1 or extra:
        raise ActionFormatError("an action needs exactly one of play, declare, exchange")
    kind = kinds[0]
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
    out: list[int] = []
    for m in action.combinations:
        out.extend(cards_of(m))
    return tuple(out)
