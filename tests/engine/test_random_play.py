"""Random legal play across every variant and option mix, checking invariants."""

from __future__ import annotations

import json
import random
from dataclasses import asdict

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from trappola_gui.engine import (
    VARIANTS,
    DealState,
    IllegalAction,
    Play,
    Rules,
    RulesError,
    deal_from_json,
    deal_to_json,
    shuffled_deck,
)
from trappola_gui.engine.cards import cards_of, full_deck, mask_of
from trappola_gui.engine.playout import play_out_random

OPTIONS = st.fixed_dictionaries(
    {
        "variant": st.sampled_from(VARIANTS),
        "must_win": st.booleans(),
        "declarations_bind": st.booleans(),
    },
    optional={
        "deck": st.sampled_from([36, 32]),
        "exchange": st.booleans(),
        "mandatory_declarations": st.booleans(),
        "declarations": st.booleans(),
        "points": st.sampled_from(["classic", "czech"]),
    },
)


def refused(options: dict) -> bool:
    """Is this mix one of the impossible combinations of docs/rules.md section 7?"""
    o = {**asdict(Rules.variant_preset(options["variant"])), **options}
    return (o["mandatory_declarations"] and not o["declarations"]) or (
        o["players"] == 4 and (o["deck"] != 36 or o["exchange"]))


def make_rules(options: dict) -> Rules:
    """The rules of a drawn mix. An impossible mix must be refused, and is then no example."""
    if refused(options):
        with pytest.raises(RulesError):
            Rules.from_dict(options)
        assume(False)
    return Rules.from_dict(options)


def check_cards_conserved(state: DealState) -> None:
    pack = mask_of(full_deck(state.rules.deck))
    parts = list(state.hands) + [mask_of(state.stock_cards()), state.played]
    union = 0
    for part in parts:
        assert not union & part, "a card is in two places"
        union |= part
    assert union == pack


def check_observation(state: DealState) -> None:
    for seat in range(state.n):
        obs = state.observation(seat)
        assert obs.hand == state.hands[seat]
        for other in range(state.n):
            assert obs.known[other] & state.hands[other] == obs.known[other], "known means held"
        assert not obs.unseen & obs.hand
        if obs.to_move == seat:
            assert set(obs.legal) == set(state.legal_actions())
        else:
            assert obs.legal == ()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(options=OPTIONS, seed=st.integers(0, 2**40 - 1))
def test_random_play_invariants_in_every_variant(options, seed):
    rules = make_rules(options)
    rng = random.Random(seed)
    deck = shuffled_deck(seed, rules.deck)
    state = DealState.new(rules, deck, seed % rules.players)
    steps = 0
    while not state.is_over:
        check_cards_conserved(state)
        legal = state.legal_actions()
        assert legal, "the legal set is never empty before the end"
        if steps % 7 == 0:
            check_observation(state)
        if state.phase == "play":
            # every card outside the legal set is refused, and nothing changes
            illegal = state.hands[state.to_move] & ~state.legal_play_mask()
            if illegal:
                before = deal_to_json(state)
                try:
                    state.apply(Play(state.to_move, cards_of(illegal)[0]))
                except IllegalAction:
                    pass
                else:
                    raise AssertionError("an illegal card was accepted")
                assert deal_to_json(state) == before
        state.apply(rng.choice(legal))
        steps += 1
    check_cards_conserved(state)
    result = state.result()
    assert sum(result.card_points) + sum(result.last_trick_bonus) == rules.deck_points + 6
    assert sum(result.tricks_won) == rules.tricks_per_deal
    record = deal_to_json(state)
    replayed = deal_from_json(json.loads(json.dumps(record)))
    assert replayed.result() == result
    assert deal_to_json(replayed) == record


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(options=OPTIONS, seed=st.integers(0, 2**32), lead_first=st.booleans())
def test_fast_path_plays_only_legal_cards(options, seed, lead_first):
    rules = make_rules(options)
    rng = random.Random(seed)
    state = DealState.new(rules, shuffled_deck(seed, rules.deck), seed % rules.players)
    while state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    if lead_first:  # start the rollout in the middle of a trick
        state.apply(rng.choice(state.legal_actions()))
    fast = state.clone()
    play_out_random(fast, rng.random)
    assert fast.is_over
    # the same plays through the checked entry are all accepted, with the same result
    for action in fast.history[len(state.history):]:
        state.apply(action)
    assert state.result() == fast.result()


def test_clone_is_independent():
    state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(3), 0)
    copy = state.clone()
    play_out_random(copy, random.Random(1).random)
    assert copy.is_over and not state.is_over
    assert state.history == [] and state.stock_size == 18


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32), steps=st.integers(0, 40))
def test_state_from_observation_with_the_true_hidden_cards_plays_on_identically(variant, seed, steps):
    rules = Rules.variant_preset(variant)
    rng = random.Random(seed)
    state = DealState.new(rules, shuffled_deck(seed, rules.deck), seed % rules.players)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assume(not state.is_over)  # a finished deal has nothing left to play on
    obs = state.observation(state.to_move)
    rebuilt = DealState.from_observation(obs, state.hands, state.stock_cards())
    assert set(rebuilt.legal_actions()) == set(state.legal_actions())
    tail = random.Random(seed + 1)
    while not state.is_over:
        action = tail.choice(state.legal_actions())
        state.apply(action)
        rebuilt.apply(action)
    assert rebuilt.result() == state.result()


def test_a_rebuilt_state_knows_who_drew_what_after_it_was_rebuilt():
    rules = Rules.variant_preset("austrian")
    rng = random.Random(4)
    state = DealState.new(rules, shuffled_deck(4), 1)
    while state.phase != "play":
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(6):  # three open tricks
        state.apply(rng.choice(state.legal_actions()))
    obs = state.observation(0)
    rebuilt = DealState.from_observation(obs, state.hands, state.stock_cards())
    for _ in range(4):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        rebuilt.apply(action)
    real = state.draw_log()
    assert rebuilt.draw_log() == real[len(real) - len(rebuilt.draw_log()):]
    assert rebuilt.observation(0).known == state.observation(0).known
