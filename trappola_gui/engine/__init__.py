"""The rules engine: pure Trappola, no pygame, no files, no clock, no global random.

Everything the window and the AI need is here: :class:`Rules`, :class:`DealState`
(``legal_actions``, ``apply``, ``push``/``pop``, ``observation``, ``result``),
:class:`Match`, the deal and match records, and seeded shuffles. By job:
``cards`` (cards and the one points table), ``rules``, ``actions``,
``declarations``, ``state`` (the checked deal and its fast path), ``historical`` and
``historical_state`` (Trappola 1524, docs/historical.md: its rules and its deal), ``illegal``
(why an action is refused), ``tricks`` (the rule of play in force, who played
each card, who is winning), ``observation`` (what a seat may know),
``scoring`` (a finished deal's result), ``playout`` (random play),
``match``, ``record`` (JSON in and out), ``seeding``.
"""

from .actions import Action, Declare, Exchange, Keep, Play, ThrowIn, action_from_json
from .cards import Card, CardError, card_str, cards_of, parse_card
from .historical_state import HistoricalDeal
from .illegal import (
    BadDeclaration,
    BadExchange,
    IllegalAction,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    NotInHand,
    NotYourTurn,
    WrongPhase,
)
from .match import Match, MatchError, MatchStatus, score_match
from .observation import Observation, Phase, Trick
from .record import (
    DEAL_FORMAT,
    MATCH_FORMAT,
    RecordError,
    deal_from_json,
    deal_to_json,
    match_from_json,
    match_to_json,
    record_from_json,
    record_from_text,
    replay_json,
)
from .rules import ALL_VARIANTS, HISTORICAL, VARIANTS, Rules, RulesError
from .scoring import DealResult, score_deal
from .seeding import deal_code, deal_seed, first_dealer, parse_deal_code, shuffled_deck
from .state import DealState
from .tricks import Constraint, ConstraintKind, play_constraint, play_rule, trick_plays, trick_winner

__all__ = [
    "ALL_VARIANTS", "Action", "Card", "CardError", "Constraint", "ConstraintKind", "DEAL_FORMAT", "DealResult",
    "DealState", "Declare", "Exchange", "HISTORICAL", "HistoricalDeal", "IllegalAction", "Keep", "MATCH_FORMAT",
    "Match", "MatchError", "MatchStatus", "Observation", "Phase", "BadDeclaration", "BadExchange", "MustBeat",
    "MustFollowSuit", "MustTrump", "NotInHand", "NotYourTurn", "WrongPhase", "Play", "RecordError", "Rules",
    "RulesError", "ThrowIn", "Trick", "VARIANTS", "action_from_json", "card_str", "cards_of", "deal_code",
    "deal_from_json", "deal_seed", "deal_to_json", "first_dealer", "match_from_json", "match_to_json", "parse_card",
    "parse_deal_code", "play_constraint", "play_rule", "record_from_json", "record_from_text", "replay_json",
    "score_match", "score_deal", "shuffled_deck", "trick_plays", "trick_winner",
]
