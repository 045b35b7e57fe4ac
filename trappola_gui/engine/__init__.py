"""The rules engine: pure Trappola, no pygame, no files, no clock, no global random.

Everything the window and the AI need is here: :class:`Rules`, :class:`DealState`
(``legal_actions``, ``apply``, ``pop``, ``observation``, ``result``),
:class:`Match`, the deal and match records, and seeded shuffles. By job:
``cards`` (cards and the one points table), ``rules``, ``actions``,
``declarations``, ``state`` (the checked deal: setup, actions, undo, result, observation) over
``deal_base`` (its fields, what they answer, and the search's fast path) and ``deal_layout``
(a deal's fields before its first step), ``historical`` and
``historical_state`` (Trappola 1524, docs/historical.md: its rules and its deal), ``game`` (the one rule
authority of a variant that the window and the AI ask), ``illegal``
(why an action is refused), ``tricks`` (the rule of play in force, who played
each card, who is winning), ``observation`` (what a seat may know),
``scoring`` (a finished deal's result), ``playout`` (random play),
``match``, ``record`` (JSON in and out), ``seeding``.

A module is loaded when one of its names is first used (PEP 562), so the settings,
which need only the rules, do not wait at start-up for the deal, the records and the match.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names as the type checker sees them (explicitly re-exported)
    from trappola_gui.engine.actions import Action as Action
    from trappola_gui.engine.actions import Declare as Declare
    from trappola_gui.engine.actions import Exchange as Exchange
    from trappola_gui.engine.actions import Keep as Keep
    from trappola_gui.engine.actions import Play as Play
    from trappola_gui.engine.actions import ThrowIn as ThrowIn
    from trappola_gui.engine.actions import action_from_json as action_from_json
    from trappola_gui.engine.cards import Card as Card
    from trappola_gui.engine.cards import CardError as CardError
    from trappola_gui.engine.cards import card_str as card_str
    from trappola_gui.engine.cards import cards_of as cards_of
    from trappola_gui.engine.cards import parse_card as parse_card
    from trappola_gui.engine.game import Game as Game
    from trappola_gui.engine.game import Game1524 as Game1524
    from trappola_gui.engine.game import game_of as game_of
    from trappola_gui.engine.historical_state import HistoricalDeal as HistoricalDeal
    from trappola_gui.engine.illegal import BadDeclaration as BadDeclaration
    from trappola_gui.engine.illegal import BadExchange as BadExchange
    from trappola_gui.engine.illegal import IllegalAction as IllegalAction
    from trappola_gui.engine.illegal import MustBeat as MustBeat
    from trappola_gui.engine.illegal import MustFollowSuit as MustFollowSuit
    from trappola_gui.engine.illegal import MustTrump as MustTrump
    from trappola_gui.engine.illegal import NotInHand as NotInHand
    from trappola_gui.engine.illegal import NotYourTurn as NotYourTurn
    from trappola_gui.engine.illegal import WrongPhase as WrongPhase
    from trappola_gui.engine.match import Match as Match
    from trappola_gui.engine.match import MatchError as MatchError
    from trappola_gui.engine.match import MatchStatus as MatchStatus
    from trappola_gui.engine.match import score_match as score_match
    from trappola_gui.engine.observation import Observation as Observation
    from trappola_gui.engine.observation import Phase as Phase
    from trappola_gui.engine.observation import Trick as Trick
    from trappola_gui.engine.record import DEAL_FORMAT as DEAL_FORMAT
    from trappola_gui.engine.record import MATCH_FORMAT as MATCH_FORMAT
    from trappola_gui.engine.record import RecordError as RecordError
    from trappola_gui.engine.record import deal_from_json as deal_from_json
    from trappola_gui.engine.record import deal_to_json as deal_to_json
    from trappola_gui.engine.record import match_from_json as match_from_json
    from trappola_gui.engine.record import match_to_json as match_to_json
    from trappola_gui.engine.record import record_from_json as record_from_json
    from trappola_gui.engine.record import record_from_text as record_from_text
    from trappola_gui.engine.record import replay_json as replay_json
    from trappola_gui.engine.rules import ALL_VARIANTS as ALL_VARIANTS
    from trappola_gui.engine.rules import HISTORICAL as HISTORICAL
    from trappola_gui.engine.rules import VARIANTS as VARIANTS
    from trappola_gui.engine.rules import Rules as Rules
    from trappola_gui.engine.rules import RulesError as RulesError
    from trappola_gui.engine.scoring import DealResult as DealResult
    from trappola_gui.engine.scoring import score_deal as score_deal
    from trappola_gui.engine.seeding import deal_code as deal_code
    from trappola_gui.engine.seeding import deal_seed as deal_seed
    from trappola_gui.engine.seeding import first_dealer as first_dealer
    from trappola_gui.engine.seeding import parse_deal_code as parse_deal_code
    from trappola_gui.engine.seeding import shuffled_deck as shuffled_deck
    from trappola_gui.engine.state import DealState as DealState
    from trappola_gui.engine.tricks import Constraint as Constraint
    from trappola_gui.engine.tricks import ConstraintKind as ConstraintKind
    from trappola_gui.engine.tricks import play_constraint as play_constraint
    from trappola_gui.engine.tricks import play_rule as play_rule
    from trappola_gui.engine.tricks import trick_plays as trick_plays
    from trappola_gui.engine.tricks import trick_winner as trick_winner

# Each public name and the module that defines it; a module is imported when one of its names is used.
_HOMES: dict[str, tuple[str, ...]] = {
    "actions": ("Action", "Declare", "Exchange", "Keep", "Play", "ThrowIn", "action_from_json"),
    "cards": ("Card", "CardError", "card_str", "cards_of", "parse_card"),
    "game": ("Game", "Game1524", "game_of"),
    "historical_state": ("HistoricalDeal",),
    "illegal": (
        "BadDeclaration", "BadExchange", "IllegalAction", "MustBeat", "MustFollowSuit", "MustTrump", "NotInHand",
        "NotYourTurn", "WrongPhase",
    ),
    "match": ("Match", "MatchError", "MatchStatus", "score_match"),
    "observation": ("Observation", "Phase", "Trick"),
    "record": (
        "DEAL_FORMAT", "MATCH_FORMAT", "RecordError", "deal_from_json", "deal_to_json", "match_from_json",
        "match_to_json", "record_from_json", "record_from_text", "replay_json",
    ),
    "rules": ("ALL_VARIANTS", "HISTORICAL", "VARIANTS", "Rules", "RulesError"),
    "scoring": ("DealResult", "score_deal"),
    "seeding": ("deal_code", "deal_seed", "first_dealer", "parse_deal_code", "shuffled_deck"),
    "state": ("DealState",),
    "tricks": ("Constraint", "ConstraintKind", "play_constraint", "play_rule", "trick_plays", "trick_winner"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


__all__ = sorted(_MODULE_OF)
