"""What an external bot reads (``docs/bot-protocol.md``): an observation as JSON, every card in the
notation of docs/rules.md, and the protocol's version."""

from __future__ import annotations

from typing import Any

from trappola_gui.engine import Observation, card_str, cards_of
from trappola_gui.engine.cards import SUITS

PROTOCOL_VERSION = 1


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
