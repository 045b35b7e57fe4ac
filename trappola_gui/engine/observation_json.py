"""An observation as JSON and back: what an external bot reads (docs/bot-protocol.md) and what a
table server sends each seat (docs/net-protocol.md). Every card is in the notation of docs/rules.md.

``observation_from_json`` reads only what ``observation_to_json`` writes, checks every field's type
and range, and raises :class:`ObservationFormatError` with the field's name otherwise: what it is
handed may come from another machine.

>>> from trappola_gui.engine import DealState, Rules, shuffled_deck
>>> deal = DealState.new(Rules.variant_preset("austrian"), shuffled_deck(3), 0)
>>> obs = deal.observation(1)
>>> observation_from_json(observation_to_json(obs)) == obs
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import ActionFormatError, action_from_json
from .cards import SUITS, CardError, card_str, cards_of, parse_card
from .observation import Observation, Phase, Trick
from .quote import short_repr
from .rules import Rules, RulesError


class ObservationFormatError(ValueError):
    """JSON that is not an observation as ``observation_to_json`` writes it."""


def _cards(mask: int) -> list[str]:
    return [card_str(c) for c in cards_of(mask)]


def observation_to_json(obs: Observation) -> dict[str, Any]:
    """Everything in an observation, with cards in the notation of docs/rules.md."""
    out: dict[str, Any] = {
        "seat": obs.seat,
        "rules": obs.rules.to_dict(),
        "dealer": obs.dealer,
        "phase": obs.phase,
        "closed": obs.closed,
        "to_move": obs.to_move,
        "hand": _cards(obs.hand),
        "trump": SUITS[obs.trump],
        "trump_indicator": card_str(obs.trump_indicator),
        "indicator_in_stock": obs.indicator_in_stock,
        "stock_size": obs.stock_size,
        "hand_sizes": list(obs.hand_sizes),
        "leader": obs.leader,
        "trick": [card_str(c) for c in obs.trick],
        "tricks": [t.to_json() for t in obs.tricks],
        "played": _cards(obs.played),
        "declarations": [[_cards(m) for m in d] for d in obs.declarations],
        "known": [_cards(m) for m in obs.known],
        "laid_down": [card_str(c) for c in obs.laid_down],
        "laid_counts": list(obs.laid_counts),
        "card_points": list(obs.card_points),
        "declaration_points": list(obs.declaration_points),
        "tricks_won": list(obs.tricks_won),
        "legal": [a.to_json() for a in obs.legal],
    }
    if obs.rules.historical:
        # Trappola 1524 (docs/historical.md): no trump, a reserve instead of a stock, hands thrown in.
        out.update({"trump": None, "trump_indicator": None, "thrown": [_cards(m) for m in obs.thrown],
                    "reserve_size": obs.reserve_size})
    return out


# What any list in an observation may hold at most: the legal exchanges of a nine-card hand
# (9 + 9*8 + 9*8*7 + 1 = 586) are the longest.
_MAX_ITEMS = 600
_MISSING = object()


class _Reader:
    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def get(self, name: str) -> Any:
        if name not in self.data:
            raise ObservationFormatError(f"the observation has no {name!r}")
        return self.data[name]

    def whole(self, name: str, low: int, high: int, value: Any = _MISSING) -> int:
        value = self.get(name) if value is _MISSING else value
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ObservationFormatError(f"{name} must be a whole number from {low} to {high}, "
                                         f"not {short_repr(value)}")
        return value

    def seat_or_none(self, name: str, n: int) -> int | None:
        value = self.get(name)
        return None if value is None else self.whole(name, 0, n - 1, value)

    def flag(self, name: str) -> bool:
        value = self.get(name)
        if not isinstance(value, bool):
            raise ObservationFormatError(f"{name} must be true or false, not {short_repr(value)}")
        return value

    def items(self, name: str, value: Any = _MISSING, most: int = _MAX_ITEMS) -> list[Any]:
        value = self.get(name) if value is _MISSING else value
        if not isinstance(value, list) or len(value) > most:
            raise ObservationFormatError(f"{name} must be a list of at most {most} items")
        return value

    def ints(self, name: str, n: int, high: int) -> tuple[int, ...]:
        items = self.items(name, most=n)
        return tuple(self.whole(name, 0, high, v) for v in items)

    def card(self, name: str, value: Any) -> int:
        try:
            return parse_card(value)
        except CardError as exc:
            raise ObservationFormatError(f"{name}: {exc}") from None

    def cards(self, name: str, value: Any = _MISSING) -> tuple[int, ...]:
        return tuple(self.card(name, v) for v in self.items(name, value, most=36))

    def mask(self, name: str, value: Any = _MISSING) -> int:
        mask = 0
        for c in self.cards(name, value):
            mask |= 1 << c
        return mask


def observation_from_json(data: Any) -> Observation:
    """The observation ``observation_to_json`` wrote; raises :class:`ObservationFormatError`."""
    if not isinstance(data, Mapping):
        raise ObservationFormatError("an observation must be an object")
    r = _Reader(data)
    try:
        rules = Rules.from_dict(r.get("rules"))
    except RulesError as exc:
        raise ObservationFormatError(f"rules: {exc}") from None
    n = rules.players
    phase_word = r.get("phase")
    if phase_word not in {p.value for p in Phase}:
        raise ObservationFormatError(f"phase must be exchange, declare, play or over, not {short_repr(phase_word)}")
    tricks = []
    for item in r.items("tricks", most=18):
        if not isinstance(item, Mapping) or set(item) != {"leader", "cards", "winner"}:
            raise ObservationFormatError("a trick must be an object with leader, cards and winner")
        tricks.append(Trick(r.whole("leader", 0, n - 1, item["leader"]), r.cards("cards", item["cards"]),
                            r.whole("winner", 0, n - 1, item["winner"])))
    legal = []
    for item in r.items("legal"):
        try:
            legal.append(action_from_json(item))
        except ActionFormatError as exc:
            raise ObservationFormatError(f"legal: {exc}") from None
    declarations = tuple(tuple(r.mask("declarations", m) for m in r.items("declarations", d, most=8))
                         for d in r.items("declarations", most=n))
    historical = rules.historical
    trump = -1 if historical else SUITS.find(r.get("trump")) if isinstance(r.get("trump"), str) else -2
    if trump == -2 or (not historical and not 0 <= trump < 4):
        raise ObservationFormatError(f"trump must be a suit letter, not {short_repr(r.get('trump'))}")
    indicator = -1 if historical else r.card("trump_indicator", r.get("trump_indicator"))
    counts = (1, 4) if n == 2 else (4, 4)
    try:
        return Observation(
            seat=r.whole("seat", 0, n - 1), rules=rules, dealer=r.whole("dealer", 0, n - 1), phase=Phase(phase_word),
            closed=r.flag("closed"), to_move=r.seat_or_none("to_move", n), hand=r.mask("hand"),
            trump=trump, trump_indicator=indicator, indicator_in_stock=r.flag("indicator_in_stock"),
            stock_size=r.whole("stock_size", 0, 36), hand_sizes=r.ints("hand_sizes", n, 36),
            leader=r.whole("leader", 0, n - 1), trick=r.cards("trick"), tricks=tuple(tricks), played=r.mask("played"),
            declarations=declarations, known=tuple(r.mask("known", m) for m in r.items("known", most=n)),
            laid_down=r.cards("laid_down"), laid_counts=r.ints("laid_counts", n, 3 * counts[0]),
            card_points=r.ints("card_points", 2, 1000), declaration_points=r.ints("declaration_points", 2, 1000),
            tricks_won=r.ints("tricks_won", 2, 18), legal=tuple(legal),
            thrown=tuple(r.mask("thrown", m) for m in r.items("thrown", most=n)) if historical else (),
            reserve_size=r.whole("reserve_size", 0, 36) if historical else 0,
        )
    except (TypeError, ValueError) as exc:
        if isinstance(exc, ObservationFormatError):
            raise
        raise ObservationFormatError(str(exc)) from None
