"""Trappola 1524 at the table (docs/historical.md): the reserve face down, the choice "keep / throw
in the hand", the thrown hand face up for the rest of the deal, no trump named, the deuce tricks
announced and itemised on the score screen."""

from __future__ import annotations

import random

import pygame

from trappola_gui.app.screens.score import ScoreScene
from trappola_gui.app.table import words
from trappola_gui.app.tools.driver import Tour, player_may_act, showing
from trappola_gui.engine import DealState, Keep, Phase, Play, Rules, ThrowIn, cards_of, shuffled_deck

from .helpers import make_app

RULES = Rules.variant_preset("historical")


def test_throwing_in_lays_the_hand_face_up_beside_the_reserve_and_no_trump_is_named(tmp_path):
    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(RULES, "easy", seed=3)
        tour = Tour(app, tmp_path / "shots")
        tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == Phase.EXCHANGE, limit=30)
        scene = showing(app)
        assert scene.btn_confirm.visible and scene.btn_confirm.label() == "Throw in the hand"
        assert scene.decision.pass_.label() == "Keep hand"
        assert "throw it in" in scene.facts.prompt()
        model = scene.facts.hud_model()
        assert model.trump == "" and model.stock == f"Reserve: {scene.shown.reserve_size}" and model.phase == ""
        assert scene.shown.reserve_size in (9, 18)
        hand = ctl.deal.hands[0]
        tour.key(pygame.K_RETURN)
        assert ThrowIn(0) in ctl.deal.history
        tour.pump(1.0)
        scene = showing(app)
        places = scene.places()
        for card in cards_of(hand):
            place = places[("c", card)]
            assert place.card == card, "each thrown card lies face up"
        new_hand = {("c", c) for c in cards_of(scene.shown.hand)}
        assert not new_hand & {("c", c) for c in cards_of(hand)}
        opponent = ctl.deal.observation(1)
        assert opponent.thrown[0] == hand, "the other player sees the thrown hand too"
        left = scene.shown.reserve_size
        assert scene.facts.hud_model().stock == (f"Reserve: {left}" if left else "") and scene.facts.trump_label() == ""
        assert sum(1 for key in places if key[0] == "s") == left, "the reserve's backs"
    finally:
        app.close()


def test_keeping_the_hand_with_p_and_the_other_seats_choice_announced(tmp_path):
    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(RULES, "easy", seed=3)
        tour = Tour(app, tmp_path / "shots")
        tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == Phase.EXCHANGE, limit=30)
        tour.key(pygame.K_p)
        assert Keep(0) in ctl.deal.history
        scene = showing(app)
        assert words.exchange_banner(ThrowIn(1), "Opponent") == \
            "Opponent throws in the hand and takes nine from the reserve."
        assert words.exchange_banner(Keep(1), "Opponent") == "Opponent keeps the hand."
        assert scene.shown.thrown[0] == 0
    finally:
        app.close()


def played_until_a_deuce_trick() -> DealState:
    """A deal of 1524 played at random until a trick is won with a deuce."""
    for seed in range(200):
        rng = random.Random(seed)
        deal = DealState.new(RULES, shuffled_deck(seed), 1)
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
            obs = deal.observation(0)
            if obs.tricks and len(deal.history) and isinstance(deal.history[-1], Play) and not obs.trick \
                    and words.won_with_deuce(obs) and not deal.is_over:
                return deal
    raise AssertionError("no deuce trick in 200 random deals")


def test_a_trick_won_with_a_deuce_is_announced_with_its_ten_points():
    deal = played_until_a_deuce_trick()
    obs = deal.observation(0)
    winner = obs.tricks[-1].winner
    text = words.trick_taken(winner, obs)
    assert "deuce" in text and "10" in text
    plain = DealState.new(Rules.variant_preset("classic"), shuffled_deck(1), 1).observation(0)
    assert not words.won_with_deuce(plain)


def test_the_score_screen_itemises_the_deuce_tricks_and_the_deuce_ending(tmp_path, monkeypatch):
    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(RULES, "easy", seed=3)
        helper = app.ctx.agent_factory("easy", 1)
        tour = Tour(app, tmp_path / "shots")
        while not ctl.deal.is_over:
            tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
            if player_may_act(app):
                showing(app).turns.try_action(helper.choose(ctl.observation()))
        tour.pump(until=lambda: showing(app).name == "score", limit=30)
        score = showing(app)
        assert isinstance(score, ScoreScene)
        from trappola_gui.app.kit import ui

        drawn: list[str] = []
        real = ui.draw_text

        def text(surface, fonts, label, *a, **k):
            drawn.append(label)
            return real(surface, fonts, label, *a, **k)

        monkeypatch.setattr(ui, "draw_text", text)
        score.draw(app.screen)
        assert "Deuce tricks (10 each)" in drawn and "Deuce ending (26 a trick)" in drawn
        assert "No-trick bonus" not in drawn
        result = ctl.deal.result()
        assert result.historical and sum(result.deal_points) == sum(result.card_points) + sum(
            result.declaration_points) + sum(result.last_trick_bonus) + sum(result.deuce_trick_bonus) + sum(
            result.deuce_ending_bonus)
    finally:
        app.close()


def test_a_declared_set_is_named_and_valued_by_the_1524_rules():
    from trappola_gui.engine import Declare
    from trappola_gui.engine.cards import mask_of, parse_card

    def mask(text: str) -> int:
        return mask_of(parse_card(c) for c in text.split())

    aces, deuces = mask("AS AH AD"), mask("2S 2H 2D 2C")
    assert words.combination_words(aces, "italian", RULES).endswith("(12)")
    assert words.combination_words(aces, "italian", Rules()).endswith("(6)")
    assert words.combination_words(deuces, "french", RULES) == "4 × Deuce (20)"  # a set of deuces, not a run
    banner = words.declaration_banner(Declare(1, (aces, deuces)), "Opponent", "italian", RULES)
    assert banner == "Opponent declares 3 × Ace (12), 4 × Deuce (20)."


def test_the_declare_button_counts_the_1524_values():
    from trappola_gui.app.table.decision_panel import DecisionPanel
    from trappola_gui.engine.breakdown import combination_value

    for seed in range(200):  # a deal where the player, having kept the hand, holds three Aces to declare
        state = DealState.new(RULES, shuffled_deck(seed), 1)
        while state.phase == Phase.EXCHANGE:
            state.apply(Keep(state.to_move))
        if state.to_move == 0 and state.phase == Phase.DECLARE:
            sets = [a.combinations for a in state.legal_actions() if getattr(a, "combinations", ())]
            if any(combination_value(RULES, m) != combination_value(Rules(), m) for c in sets for m in c
                   if m.bit_count() == 3 and cards_of(m)[0] % 9 == 8):
                break
    else:
        raise AssertionError("no deal with three Aces to declare in 200 seeds")
    panel = DecisionPanel(lambda: None, lambda: None, lambda _: None)
    panel.offer(state.observation(0))
    assert panel.chosen
    total = sum(combination_value(RULES, m) for m in panel.chosen)
    assert panel.confirm.label() == f"Declare ({total})"


def test_the_corner_score_counts_a_deuce_trick_when_it_is_won():
    from types import SimpleNamespace

    from trappola_gui.app.table.table_hud import score_rows
    from trappola_gui.engine.playout import random_setup_action

    rng = random.Random(5)
    checked = 0
    for seed in range(30):
        state = DealState.new(RULES, shuffled_deck(seed), seed % 2)
        source = SimpleNamespace(result=state.result, match=SimpleNamespace(match_points=(0, 0), deals=()), rules=RULES,
                                 level="", names={})
        while state.phase != Phase.PLAY:
            state.apply(random_setup_action(state, rng))
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            obs = state.observation(0)
            deuce_tens = [0, 0]
            for t in obs.tricks:
                won_with = t.cards[0] if t.winner == t.leader else t.cards[1]
                if won_with % 9 == 4:
                    deuce_tens[t.winner] += 10
            running = score_rows(obs, source, scored=False).deal
            if not state.is_over:  # the last trick may make a deuce ending (tests/app/test_table_figures.py)
                assert running == tuple(obs.card_points[s] + obs.declaration_points[s] + deuce_tens[s] for s in (0, 1))
            checked += sum(deuce_tens)
        final = score_rows(state.observation(0), source, scored=True).deal
        assert all(running[s] <= final[s] for s in (0, 1))  # the end only adds: the last trick, the ending's 26s
    assert checked  # some deal had a deuce trick
