"""Trappola 1524 deals for the engine's tests: a deck that deals the hands asked for, a deal where
both keep, and cards played by their names."""

from __future__ import annotations

from trappola_gui.engine import DealState, Keep, Play, Rules, card_str, parse_card
from trappola_gui.engine.cards import full_deck

from .helpers import cards

RULES = Rules.variant_preset("historical")
QUIET = RULES.with_options(declarations=False)


def deck_1524(non_dealer: str, dealer: str, reserve: str | None = None) -> list[int]:
    """The deck that deals ``non_dealer``'s nine cards and ``dealer``'s nine as docs/historical.md 2
    says (deck[0..3], [4..7], [8..12], [13..17]); the reserve is ``reserve`` or the other cards."""
    a, b = non_dealer.split(), dealer.split()
    assert len(a) == len(b) == 9
    rest = reserve.split() if reserve is not None else [
        card_str(c) for c in full_deck() if card_str(c) not in a + b]
    return cards(" ".join(a[:4] + b[:4] + a[4:] + b[4:] + rest))


def new_deal(non_dealer: str, dealer: str, rules: Rules = RULES, dealer_seat: int = 1) -> DealState:
    return DealState.new(rules, deck_1524(non_dealer, dealer), dealer_seat)


def keep_both(state: DealState) -> None:
    state.apply(Keep(state.to_move))
    state.apply(Keep(state.to_move))


def to_play(non_dealer: str, dealer: str) -> DealState:
    """A deal without declarations where both keep: the non-dealer (seat 0) leads."""
    state = new_deal(non_dealer, dealer, QUIET)
    keep_both(state)
    assert state.phase == "play" and state.to_move == 0
    return state


def play(state: DealState, *texts: str) -> None:
    for text in texts:
        state.apply(Play(state.to_move, parse_card(text)))
