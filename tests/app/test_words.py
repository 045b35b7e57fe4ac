"""What the table says, checked without a window: every sentence follows the observation."""

from __future__ import annotations

import random

import pytest

from trappola_gui.app import i18n, words
from trappola_gui.engine import DealState, Play, Rules, cards_of, shuffled_deck
from trappola_gui.engine.cards import SUIT_MASKS


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def observations(variant: str, seeds=range(1, 60)):
    """Every observation of seat 0 over random deals, at the moments seat 0 is to act."""
    rules = Rules.variant_preset(variant)
    for seed in seeds:
        rng = random.Random(seed)
        state = DealState.new(rules, shuffled_deck(seed, rules.deck), seed % rules.players)
        while not state.is_over:
            if state.to_move == 0:
                yield state.observation(0)
            state.apply(rng.choice(state.legal_actions()))


def test_seat_names_and_plates_say_who_sits_where():
    assert [words.seat_name(s, 0, 2) for s in (0, 1)] == ["You", "Opponent"]
    assert [words.seat_name(s, 0, 4) for s in range(4)] == ["You", "Left opponent", "Partner", "Right opponent"]
    assert words.plate_label(2, 0, 4, "hard") == "Partner · Hard"
    assert words.plate_label(0, 0, 4, "hard") == "You"


def test_the_turn_prompt_describes_what_the_engine_allows():
    seen = set()
    for obs in observations("classic"):
        if obs.phase != "play":
            continue
        text = words.turn_prompt(obs, "french")
        legal = [a.card for a in obs.legal if isinstance(a, Play)]
        if not obs.trick:
            assert text.startswith("Your lead")
            seen.add("lead")
            continue
        led = obs.trick[0] // 9
        if len(legal) == 1:
            assert "only card" in text
            seen.add("only")
        elif not obs.hand & SUIT_MASKS[led]:
            suit = ("Spades", "Hearts", "Diamonds", "Clubs")[led]
            assert text.startswith(f"No {suit}")
            forced = all(c // 9 == obs.trump for c in legal) and len(legal) < len(cards_of(obs.hand))
            assert ("must play a trump" in text) == forced
            seen.add("void")
        elif len(legal) == len(cards_of(obs.hand)):
            assert "any card" in text
            seen.add("open")
        else:
            assert "follow" in text
            seen.add("follow")
    assert seen == {"lead", "only", "void", "open", "follow"}


def test_two_players_never_hear_of_the_other_players():
    for variant in ("classic", "partnership"):
        obs = next(o for o in observations(variant) if o.phase == "declare")
        text = words.declare_prompt(obs)
        assert ("other players" in text) == (variant == "partnership")


def test_the_last_trick_says_there_is_none_yet_and_never_won_by_you():
    obs = next(observations("blind"))
    assert not obs.tricks and "No trick" in words.last_trick_title(obs)
    titles = {words.last_trick_title(o) for o in observations("blind") if o.tricks}
    assert "Last trick: you won it." in titles
    assert all("by You" not in t for t in titles)


def test_waiting_prompts_name_the_seat_to_act():
    rules = Rules.variant_preset("classic")
    state = DealState.new(rules, shuffled_deck(5), 0)  # seat 1 declares first
    obs = state.observation(0)
    assert words.waiting_prompt(obs, thinking=True) == "Opponent is deciding what to declare…"


def test_a_hint_says_why():
    reasons = set()
    for obs in observations("classic", range(1, 30)):
        legal = [a.card for a in obs.legal if isinstance(a, Play)]
        if obs.phase != "play" or not legal:
            continue
        for card in legal:
            reason = words.hint_reason(obs, card)
            assert reason and len(reason) < 60
            reasons.add(reason)
        if len(legal) == 1:
            assert words.hint_reason(obs, legal[0]) == "the only card you may play"
    assert {"wins the trick cheaply", "the only card you may play", "gives away no points"} <= reasons
