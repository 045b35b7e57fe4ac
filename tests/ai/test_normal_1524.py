"""Normal in Trappola 1524 (docs/historical.md 1 and 5): it ranks the cards A K Q J T 9 8 7 2, the
deuce lowest, and knows there is no trump, so a top card of any suit is a sure winner to lead."""

from __future__ import annotations

from dataclasses import replace

from trappola_gui.ai import make_agent
from trappola_gui.engine import DealState, Keep, Observation, Play, Rules, shuffled_deck
from trappola_gui.engine.cards import cards_of, mask_of, parse_card
from trappola_gui.engine.observation import PACK_MASKS

RULES = Rules.variant_preset("historical")


def cards(text: str) -> int:
    return mask_of(parse_card(c) for c in text.split())


def lead_position(hand: str, unseen: str) -> Observation:
    """Seat 0 to lead the first trick holding ``hand``; the cards it has not seen are ``unseen``
    (everything else counts as played), so Normal's card counting sees exactly that."""
    state = DealState.new(RULES, shuffled_deck(3), 1)
    state.apply(Keep(0))
    state.apply(Keep(1))
    while state.phase != "play":
        state.apply(state.observation(state.to_move).legal[0])
    obs = state.observation(state.to_move)
    mine, hidden = cards(hand), cards(unseen)
    return replace(obs, seat=0, to_move=0, leader=0, hand=mine, trick=(), thrown=(0, 0),
                   played=PACK_MASKS[RULES.deck] & ~mine & ~hidden,
                   legal=tuple(Play(0, c) for c in cards_of(mine)))


def test_normal_leads_a_top_spade_as_a_sure_winner_though_clubs_are_out() -> None:
    # No Spade is out and Clubs are no trump: AS cannot lose. Reading Clubs as trump, Normal took
    # AS for beatable and led KC (the top Club left) instead.
    obs = lead_position("AS KC 7H", "8C 9C AH KH QD 7D")
    assert make_agent("normal", 1).choose(obs) == Play(0, parse_card("AS"))


def test_normal_leads_its_lowest_card_by_the_1524_order() -> None:
    # Nothing sure to win: Normal gives up its lowest card, and in 1524 that is the deuce (the
    # later order puts 2S above 7H).
    obs = lead_position("2S 7H", "AS KS AH KH 8C")
    assert make_agent("normal", 1).choose(obs) == Play(0, parse_card("2S"))
