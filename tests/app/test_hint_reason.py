"""The hint's words (issue 36, point 1): true of what the player can know, and on the screen until
the player acts."""

from __future__ import annotations

import random

import pygame
import pytest

from trappola_gui.ai import hint_claims as hc
from trappola_gui.ai import suggest
from trappola_gui.app.lang import i18n
from trappola_gui.app.table import hint_words, words
from trappola_gui.app.tools.driver import player_may_act
from trappola_gui.engine import DealState, Phase, Play, Rules, cards_of, shuffled_deck
from trappola_gui.engine.playout import random_deal, random_setup_action

from ..ai.test_hint_claims import austrian_lead_into_a_trump_shown, decisions
from .helpers import start

SURE = ("should hold", "sure", "wins the trick", "takes the trick")


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_the_issues_ace_led_into_a_trump_shown_is_not_said_to_hold():
    # Deal 2 of an Austrian match: the opponent had no Coins left and held a trump face up (one the
    # player laid down); "Ace of Coins, a strong lead that should hold" was trumped at once.
    state, ace = austrian_lead_into_a_trump_shown()
    reason = hint_words.hint_reason(state.observation(0), ace)
    assert reason and not any(word in reason for word in SURE), reason


def test_words_say_a_card_wins_only_where_the_claim_is_sure():
    said: dict[str, set[str]] = {}
    for variant in ("classic", "austrian", "partnership", "historical"):
        for state in decisions(variant, 300, 3):
            obs = state.observation(state.to_move)
            for card in cards_of(obs.playable):
                reason = hint_words.hint_reason(obs, card)
                kind = hc.claim(obs, card).kind
                said.setdefault(kind, set()).add(reason)
                assert reason and len(reason) < 60
                if any(word in reason for word in SURE):
                    assert kind in (hc.WINS, hc.WINS_CHEAPLY, hc.DEUCE_WINS, hc.PARTNER_WINS), (kind, reason)
    assert set(said) == set(hc.KINDS)  # every claim has its words
    assert not any("{" in text for texts in said.values() for text in texts)  # every figure filled in


def test_a_1524_hint_for_a_deuce_lead_says_what_it_may_score():
    rules = Rules.variant_preset("historical")
    for seed in range(40):
        state = DealState.new(rules, shuffled_deck(seed), 1)
        while state.phase != Phase.PLAY:
            state.apply(state.legal_actions()[0])
        obs = state.observation(state.to_move)
        deuces = [a.card for a in obs.legal if isinstance(a, Play) and a.card % 9 == 4]
        if deuces:
            break
    else:
        raise AssertionError("no deuce to lead in 40 deals")
    # The first lead: the opponent may hold any card of the deuce's suit, and any card follows a deuce.
    assert hint_words.hint_reason(obs, deuces[0]) == "a deuce led scores 10 if it is not followed"
    others = [a.card for a in obs.legal if isinstance(a, Play) and a.card % 9 != 4]
    assert all("deuce" not in hint_words.hint_reason(obs, c) for c in others)


def test_the_only_card_is_said_to_be_the_only_one():
    for state in decisions("classic", 400, 4):
        obs = state.observation(state.to_move)
        legal = cards_of(obs.playable)
        if len(legal) == 1:
            assert hint_words.hint_reason(obs, legal[0]) == "the only card you may play"
            return
    raise AssertionError("no forced card in 400 decisions")


def test_the_reason_has_left_the_table_words():
    assert not hasattr(words, "hint_reason")  # one place says why: hint_words, from hint_claims


@pytest.mark.parametrize("variant", ["classic", "partnership", "historical"])
def test_the_hinted_card_is_hards_choice(variant):
    rng = random.Random(variant)
    state = random_deal(Rules.variant_preset(variant), rng)
    while state.phase != Phase.PLAY:
        state.apply(random_setup_action(state, rng))
    state.play_card(cards_of(state.legal_play_mask())[0])
    obs = state.observation(state.to_move)
    assert hc.hinted_action(obs) == suggest(obs, "hard", 0)


def test_the_hint_stays_on_the_prompt_line_until_the_player_plays(app):
    ctl, tour = start(app)
    tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
    scene = app.stack.top
    tour.key(pygame.K_h)
    tour.pump(until=lambda: scene.hint is not None, limit=10)
    hinted = scene.hint
    expected = hint_words.hint_sentence(ctl.observation(), hinted, scene.faces)
    assert scene.facts.hud_model().prompt == expected
    tour.shot("hint")
    for _ in range(10):  # half a minute of the table's clock, the player thinking
        tour.pump(3.0)
        assert scene.hint == hinted and scene.facts.hud_model().prompt == expected
    assert hinted == hc.hinted_action(ctl.observation()).card
    tour.key(pygame.K_RETURN)  # the hinted card has the keyboard's focus
    assert scene.hint is None
    assert not scene.facts.hud_model().prompt.startswith("Hint:")
    plays = [a for a in ctl.deal.history if isinstance(a, Play) and a.seat == ctl.human]
    assert plays[-1].card == hinted


def test_a_refusal_passes_and_the_hint_comes_back(app):
    ctl, tour = start(app)
    tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
    scene = app.stack.top
    tour.key(pygame.K_h)
    tour.pump(until=lambda: scene.hint is not None, limit=10)
    expected = scene.facts.hud_model().prompt
    assert expected.startswith("Hint:")
    scene.say("You must follow suit: Hearts.", alert=True, seconds=4.0)
    assert scene.facts.hud_model().prompt == "You must follow suit: Hearts."
    tour.pump(5.0)
    assert scene.facts.hud_model().prompt == expected


def test_undo_puts_the_hint_down(app):
    app.ctx.update_settings(allow_undo=True)
    ctl, tour = start(app)
    for _ in range(2):  # a card of the player's first, so that there is one to take back
        tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
        scene = app.stack.top
        tour.key(pygame.K_h)
        tour.pump(until=lambda: app.stack.top.hint is not None, limit=10)
        assert scene.facts.hud_model().prompt.startswith("Hint:")
        if ctl.can_undo():
            break
        tour.key(pygame.K_RETURN)
    tour.key(pygame.K_u)
    assert scene.hint is None
    tour.pump(5.0)
    assert not scene.facts.hud_model().prompt.startswith("Hint:")
