"""Deal and match records (docs/deal-record.md): JSON in, state out, and back.

Reading a record replays it: every action is checked against the rules, so a
record that loads is a legal history. Errors name the first bad field or
action in one line, e.g. ``action 14: 7S is not legal: must follow suit (H)``.
This module works on parsed JSON values and strings; it never opens files.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Union

from .actions import ActionFormatError, action_from_json
from .cards import CardError, card_str, parse_card
from .illegal import DeckError, IllegalAction
from .match import Match, MatchError, score_match
from .observation import Phase
from .quote import short_repr
from .rules import Rules, RulesError
from .state import DealState

DEAL_FORMAT = "trappola-deal/1"
MATCH_FORMAT = "trappola-match/1"


class RecordError(ValueError):
    """A malformed or illegal record; ``str`` is the one-line reason."""


def deal_to_json(deal: DealState) -> dict[str, Any]:
    return {
        "format": DEAL_FORMAT,
        "rules": deal.rules.to_dict(),
        "dealer": deal.dealer,
        "deck": [card_str(c) for c in deal.deck],
        "actions": [a.to_json() for a in deal.history],
    }


def match_to_json(match: Match) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": MATCH_FORMAT,
        "rules": match.rules.to_dict(),
        "first_dealer": match.first_dealer,
        "deals": [deal_to_json(d) for d in match.deals],
    }
    if match.seed is not None:
        out["seed"] = match.seed
    return out


def _rules(data: Mapping[str, Any]) -> Rules:
    if "rules" not in data:
        raise RecordError("rules: missing")
    try:
        return Rules.from_dict(data["rules"])
    except RulesError as exc:
        raise RecordError(f"rules: {exc}") from None


def _require(data: Mapping[str, Any], *names: str) -> None:
    for name in names:
        if name not in data:
            raise RecordError(f"{name}: missing")


def deal_from_json(data: Any, expected_rules: Rules | None = None) -> DealState:
    """Replay a deal record into a state; raises :class:`RecordError`.

    In a match (``expected_rules`` given) the deal's rules must mean the same
    game as the match's, however they are written; the deal then plays under
    the match's own rules value.
    """
    if not isinstance(data, Mapping):
        raise RecordError("a deal record must be a JSON object")
    _require(data, "format")
    if data.get("format") != DEAL_FORMAT:
        raise RecordError(f"format: expected {DEAL_FORMAT!r}, found {short_repr(data.get('format'))}")
    _require(data, "rules", "dealer", "deck", "actions")
    rules = _rules(data)
    if expected_rules is not None:
        if not rules.same_game(expected_rules):
            raise RecordError("rules: differ from the match's rules")
        rules = expected_rules
    dealer = data.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise RecordError(f"dealer: must be a seat from 0 to {rules.players - 1}, not {short_repr(dealer)}")
    deck_json = data.get("deck")
    if not isinstance(deck_json, list):
        raise RecordError("deck: must be a list of cards")
    try:
        deck = [parse_card(c) for c in deck_json]
        state = DealState.new(rules, deck, dealer)
    except (CardError, DeckError) as exc:
        raise RecordError(f"deck: {exc}") from None
    actions = data["actions"]
    if not isinstance(actions, list):
        raise RecordError("actions: must be a list")
    for i, item in enumerate(actions):
        try:
            state.apply(action_from_json(item))
        except ActionFormatError as exc:
            raise RecordError(f"action {i}: {exc}") from None
        except IllegalAction as exc:
            raise RecordError(f"action {i}: {exc}") from None
    return state


def match_from_json(data: Any) -> Match:
    """Replay a match record; raises :class:`RecordError`."""
    if not isinstance(data, Mapping):
        raise RecordError("a match record must be a JSON object")
    _require(data, "format")
    if data.get("format") != MATCH_FORMAT:
        raise RecordError(f"format: expected {MATCH_FORMAT!r}, found {short_repr(data.get('format'))}")
    _require(data, "rules", "deals")
    rules = _rules(data)
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise RecordError("deals: must be a list of deal records")
    seed = data.get("seed")
    if seed is not None and (type(seed) is not int or not 0 <= seed < 1 << 64):
        raise RecordError("seed: must be a whole number from 0 to 2**64 - 1")
    first = data.get("first_dealer")
    if first is None:
        first = deals[0].get("dealer", 0) if deals and isinstance(deals[0], Mapping) else 0
    if type(first) is not int or not 0 <= first < rules.players:
        raise RecordError(f"first_dealer: must be a seat from 0 to {rules.players - 1}")
    match = Match(rules, first, seed)
    for i, deal_json in enumerate(deals):
        # Where a deal belongs is checked before its actions, so the error names the cause.
        if match.is_over:
            raise RecordError(f"deal {i}: the match was already decided")
        if isinstance(deal_json, Mapping) and deal_json.get("dealer") != match.next_dealer:
            raise RecordError(
                f"deal {i}: the dealer must be seat {match.next_dealer}, not {short_repr(deal_json.get('dealer'))}")
        try:
            deal = deal_from_json(deal_json, rules)
        except RecordError as exc:
            raise RecordError(f"deal {i}: {exc}") from None
        try:
            match.add_deal(deal)
        except MatchError as exc:
            raise RecordError(str(exc)) from None
    return match


Record = Union[DealState, Match]


def record_from_json(data: Any) -> Record:
    """A deal or a match, whichever the record's format names."""
    if isinstance(data, Mapping) and data.get("format") == MATCH_FORMAT:
        return match_from_json(data)
    return deal_from_json(data)


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads_json(text: str) -> Any:
    """JSON text as the records read it: NaN and Infinity refused (ValueError), like any number of
    more than 4,300 digits; absurd nesting raises RecursionError."""
    return json.loads(text, parse_constant=_no_constants)


def record_from_text(text: str) -> Record:
    """A record from its JSON text; raises :class:`RecordError` (bad JSON included).

    One leading byte order mark is skipped (RFC 8259 section 8.1 allows it): editors such as
    Notepad save one, the game's own reader takes it, and so must every command that reads
    records through here (``engine replay``, ``ai move`` and ``ai review``).
    """
    text = text.removeprefix("\ufeff")
    try:
        data = loads_json(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    except RecursionError:
        raise RecordError("not valid JSON: nested too deeply") from None
    except ValueError as exc:
        # Python refuses integers of more than 4,300 digits; NaN and Infinity are not JSON.
        raise RecordError(f"not valid JSON: {str(exc)[:80]}") from None
    return record_from_json(data)


def deal_status(deal: DealState) -> dict[str, Any]:
    """The replay command's object for one deal (docs/deal-record.md): its result, or who is to move."""
    if deal.phase == Phase.OVER:
        out: dict[str, Any] = {"complete": True, "tricks": [t.to_json() for t in deal.trick_history()]}
        out.update(deal.result().to_json())
        return out
    phase = str(deal.phase) if deal.phase != Phase.PLAY else ("closed" if deal.closed else "open")
    return {
        "complete": False,
        "to_move": deal.to_move,
        "phase": phase,
        "legal": [a.to_json() for a in deal.legal_actions()],
    }


def replay_json(record: Record) -> dict[str, Any]:
    """The replay command's output object for a deal or a match."""
    if isinstance(record, DealState):
        return deal_status(record)
    status = score_match(record.rules, [d.result() for d in record.deals if d.is_over])
    return {
        "deals": [deal_status(d) for d in record.deals],
        "match_points": list(status.match_points),
        "complete": status.winner is not None,
        "winner": status.winner,
    }
