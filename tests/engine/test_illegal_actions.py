"""Every reason the engine refuses an action has its own exception, carrying what the window says."""

from __future__ import annotations

import random

import pytest

from trappola_gui.engine import (
    BadDeclaration,
    BadExchange,
    Declare,
    Exchange,
    IllegalAction,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    NotInHand,
    NotYourTurn,
    Play,
    Rules,
    WrongPhase,
    cards_of,
)
from trappola_gui.engine.playout import random_deal
from trappola_gui.engine.record import deal_status


def closed_positions(options: dict, want):
    """States in the closed phase (or the partnership game) where ``want(state)`` holds."""
    rules = Rules.from_dict(options)
    rng = random.Random(3)
    for _ in range(400):
        state = random_deal(rules, rng)
        while not state.is_over:
            if state.phase == "play" and want(state):
                yield state
                break
            state.apply(rng.choice(state.legal_actions()))


def refused(state, card) -> IllegalAction:
    before = deal_status(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(Play(state.to_move, card))
    assert deal_status(state) == before  # nothing changed
    return info.value


def illegal_cards(state) -> list[int]:
    return cards_of(state.hands[state.to_move] & ~state.legal_play_mask())


def test_must_follow_suit_names_the_led_suit():
    def want(s):
        led = s.trick[0] // 9 if s.trick else None
        return led is not None and any(c // 9 != led for c in illegal_cards(s)) and \
            any(c // 9 == led for c in cards_of(s.hands[s.to_move]))
    state = next(closed_positions({"variant": "partnership"}, want))
    led = state.trick[0] // 9
    exc = refused(state, next(c for c in illegal_cards(state) if c // 9 != led))
    assert isinstance(exc, MustFollowSuit) and exc.kind == "follow" and exc.suit == led


def test_must_trump_names_the_trump():
    def want(s):
        hand = s.hands[s.to_move]
        return bool(s.trick) and not any(c // 9 == s.trick[0] // 9 for c in cards_of(hand)) and illegal_cards(s)
    state = next(closed_positions({"variant": "partnership"}, want))
    exc = refused(state, illegal_cards(state)[0])
    assert isinstance(exc, MustTrump) and exc.kind == "trump" and exc.suit == state.trump


def test_must_beat_names_the_card_to_beat():
    def want(s):
        led = s.trick[0] // 9 if s.trick else None
        return led is not None and any(c // 9 == led for c in illegal_cards(s))
    state = next(closed_positions({"variant": "partnership", "must_win": True}, want))
    led = state.trick[0] // 9
    exc = refused(state, next(c for c in illegal_cards(state) if c // 9 == led))
    assert isinstance(exc, MustBeat) and exc.kind == "beat" and exc.card is not None


def test_turn_hand_phase_declaration_and_exchange_each_have_their_reason():
    state = random_deal(Rules.variant_preset("classic"), random.Random(1))
    other = 1 - state.to_move
    with pytest.raises(NotYourTurn):
        state.apply(Declare(other, ()))
    with pytest.raises(WrongPhase):
        state.apply(Play(state.to_move, cards_of(state.hands[state.to_move])[0]))
    with pytest.raises(BadDeclaration):
        state.apply(Declare(state.to_move, (0b111,)))  # not a combination
    austrian = random_deal(Rules.variant_preset("austrian"), random.Random(2))
    seat = austrian.to_move
    with pytest.raises(NotInHand):
        austrian.apply(Exchange(seat, (cards_of(austrian.hands[1 - seat])[0],)))
    with pytest.raises(BadExchange):
        austrian.apply(Exchange(seat, tuple(cards_of(austrian.hands[seat])[:4])))
