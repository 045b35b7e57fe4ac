"""The table explains itself: whose thrown-in hand lies by the reserve, a hand kept, why cards of
the opponent's hand lie face up, who dealt, where laid-down cards go, and a last-trick view that
closes when the next card comes."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.table import table_notes
from trappola_gui.app.table.layout import Geometry
from trappola_gui.engine import DealState, Phase, Play, Rules
from trappola_gui.engine.actions import Keep, ThrowIn
from trappola_gui.engine.seeding import shuffled_deck

from .helpers import make_app, seed_where_player_leads, sprite_center

GEO = Geometry.for_size((1280, 800))
NAMES = {0: "You", 1: "Bruno"}


def historical_deal(first: type, second: type) -> DealState:
    rules = Rules.variant_preset("historical")
    deal = DealState.new(rules, shuffled_deck(5, rules.deck), dealer=1)
    for action in (first, second):
        seat = deal.to_move
        deal.apply(action(seat))
    return deal


def texts(obs) -> list[str]:
    return [n.text for n in table_notes.notes(obs, GEO, NAMES.__getitem__)]


def test_each_thrown_hand_says_whose_it_is_and_a_kept_hand_says_so_once_both_have_chosen():
    both = historical_deal(ThrowIn, ThrowIn)
    assert both.phase != Phase.EXCHANGE
    said = texts(both.observation(0))
    assert "Your hand, thrown in" in said and "Thrown in by Bruno" in said
    # Both threw in: every card of Bruno's hand is known, and the table says why it lies face up.
    assert "Face up: cards you know are in this hand" in said
    kept = historical_deal(Keep, ThrowIn)  # the non-dealer (seat 0) keeps, the dealer throws in
    said = texts(kept.observation(0))
    assert "You kept your hand" in said and "Thrown in by Bruno" in said
    assert "Bruno kept the hand" in texts(kept.observation(1)) or "Bruno kept the hand" not in said
    undecided = historical_deal(Keep, ThrowIn)
    rules = Rules.variant_preset("historical")
    fresh = DealState.new(rules, shuffled_deck(5, rules.deck), dealer=1)
    assert texts(fresh.observation(0)) == []  # nobody has chosen yet: nothing to say
    assert undecided.observation(1).thrown[1]


def test_cards_known_in_the_opponents_hand_are_explained_and_none_without():
    rules = Rules.variant_preset("classic")
    deal = DealState.new(rules, shuffled_deck(3, rules.deck), dealer=1)
    assert texts(deal.observation(0)) == []


def test_the_dealers_plate_says_so(tmp_path):
    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(Rules.variant_preset("classic"), "normal", seed=seed_where_player_leads())
        from trappola_gui.app.tools.driver import Tour, player_may_act

        Tour(app, tmp_path).pump(until=lambda: player_may_act(app), limit=60)
        plates = app.stack.top.facts.plates()
        dealer = ctl.deal.dealer
        assert [p.seat for p in plates if p.label.endswith("· dealer")] == [dealer]
    finally:
        app.close()


def test_the_last_trick_view_closes_when_the_next_card_is_played(tmp_path):
    from trappola_gui.app.tools.driver import Tour, player_may_act
    from trappola_gui.engine import cards_of

    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(Rules.variant_preset("blind"), "normal", seed=seed_where_player_leads())
        tour = Tour(app, tmp_path)
        for _ in range(18):
            tour.pump(until=lambda: player_may_act(app) and app.stack.top.name == "play", limit=60)
            scene = app.stack.top
            leads = not scene.shown.trick
            tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
            if leads and scene.shown.tricks and ctl.agent_to_move:
                break
        else:
            pytest.skip("the player never led after a trick")
        # The player led; the opponent is to answer. The player looks at the last trick meanwhile.
        moves = len(ctl.deal.history)
        tour.key(pygame.K_l)
        assert scene.peek
        tour.pump(until=lambda: len(ctl.deal.history) > moves, limit=30)
        assert isinstance(ctl.deal.history[-1], Play) and ctl.deal.history[-1].seat == 1
        assert not scene.peek  # the answer is not hidden under the last trick's view
    finally:
        app.close()


def test_laying_cards_down_in_the_austrian_exchange_says_where_they_go(tmp_path):
    from trappola_gui.app.tools.driver import Tour, player_may_act, seed_with_declaration

    app = make_app(tmp_path, "1280x800")
    try:
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(Rules.variant_preset("austrian"), "normal", seed=seed_with_declaration(Rules()))
        tour = Tour(app, tmp_path)
        tour.pump(until=lambda: player_may_act(app) and ctl.deal.phase == Phase.EXCHANGE, limit=60)
        scene = app.stack.top
        tour.key(pygame.K_SPACE)
        tour.key(pygame.K_RETURN)
        shown = [scene.banner, *(text for text, _s in scene.banners_waiting)]
        assert "The card you laid down goes into the stock, just above the trump card." in shown
    finally:
        app.close()


def test_a_banner_takes_the_place_of_the_caption_under_the_hand_across_while_it_shows(tmp_path, monkeypatch):
    from trappola_gui.app.table import table_view
    from trappola_gui.app.tools.driver import Tour, player_may_act

    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.update_settings(coach=False)
        app.start_match(Rules.variant_preset("classic"), "normal", seed=seed_where_player_leads())
        Tour(app, tmp_path).pump(until=lambda: player_may_act(app), limit=60)
        scene = app.stack.top
        caption = table_notes.Note("Face up: cards you know are in this hand", (400, 130), "midtop")
        beside = table_notes.Note("Thrown in by Bruno", (10, 300), "bottomleft")
        monkeypatch.setattr(scene, "table_notes", lambda: [caption, beside])
        drawn: list[list[table_notes.Note]] = []
        monkeypatch.setattr(table_view.table_notes, "draw_notes", lambda _s, _f, notes, _scale: drawn.append(notes))
        scene.banner_time = 0
        scene.draw(app.screen)
        scene.show_banner("Opponent declares 3 × King (5).", 3.0)
        scene.draw(app.screen)
        scene.banner_time = 0  # its time is up: the caption is back
        scene.draw(app.screen)
        assert drawn == [[caption, beside], [beside], [caption, beside]]
    finally:
        app.close()
