"""The Review screen: opened from the score screen, the match sheet and the replay; works in the
background with a progress bar; keeps its result; steps through decisions; its words fit."""

from __future__ import annotations

import concurrent.futures
import json
import threading

import pygame
import pytest

from trappola_gui.ai import review_values as analysis
from trappola_gui.app.app import agent_factory
from trappola_gui.app.kit import ui
from trappola_gui.app.screens import review as review_scene
from trappola_gui.app.screens.review import ReviewScene, load_cached, record_digest
from trappola_gui.app.screens.score import ScoreScene
from trappola_gui.app.shell.controller import MatchController
from trappola_gui.engine import Rules, deal_to_json
from trappola_gui.storage.reviews import review_path

from .helpers import make_app


@pytest.fixture(autouse=True)
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Few determinizations: the screen is under test here, not the analysis."""
    for name, value in (("PLAY_BUDGET", 2_000), ("MIN_SAMPLES", 10), ("MAX_SAMPLES", 20),
                        ("SLOW_PLAY_BUDGET", 1_000), ("SLOW_MIN_SAMPLES", 6), ("EXCHANGE_SAMPLES", 2),
                        ("DECLARE_SAMPLES", 10), ("REFINE_SAMPLES", 2), ("DD_STREAMS", 4),
                        ("EXCHANGE_DD_STREAMS", 2), ("CURVE_SAMPLES", 10), ("CURVE_DD_STREAMS", 3),
                        ("EXACT_LEAF_NODES", 2_000), ("EXACT_LEAF_MIN_SAMPLES", 2), ("EXACT_LEAF_SAMPLES", 3),
                        ("EXACT_LEAF_CURVE_SAMPLES", 2), ("EXACT_LEAF_DD_STREAMS", 1)):
        monkeypatch.setattr(analysis, name, value)


def finished_deal(variant: str = "classic", seed: int = 5) -> MatchController:
    rules = Rules.variant_preset(variant)
    levels = {seat: ("random" if seat == 0 else "normal") for seat in range(rules.players)}
    ctl = MatchController.new_match(rules, seed, levels, agent_factory, human_seat=0)
    ctl.step_agents()
    assert ctl.deal.is_over
    return ctl


def wait(scene: ReviewScene) -> None:
    """Let the worker finish (the test's frames run faster than the thread), then take its result."""
    if scene.job is not None:
        concurrent.futures.wait([scene.job.future], timeout=60)
    scene.update(0.0)
    assert scene.review is not None, scene.error


def key(app, k: int) -> None:
    app.stack.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_v_on_the_score_screen_opens_the_review_which_steps_through_every_decision(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl = finished_deal()
        app.stack.push(ScoreScene(app.ctx, ctl, None))
        key(app, pygame.K_v)
        scene = app.stack.top
        assert scene.name == "review" and scene.seat == 0
        wait(scene)
        review = scene.review
        assert review.decisions and all(d.seat == 0 for d in review.decisions)
        # It opens at the costliest decision, and the keys walk through all of them.
        costly = review.costliest
        assert scene.current == (review.decisions.index(costly[0]) if costly else 0)
        key(app, pygame.K_HOME)
        assert scene.current == 0
        seen = [scene.current]
        for _ in range(len(review.decisions) + 2):
            key(app, pygame.K_RIGHT)
            seen.append(scene.current)
            scene.draw(app.screen)
        assert sorted(set(seen)) == list(range(len(review.decisions)))
        key(app, pygame.K_LEFT)
        assert scene.current == len(review.decisions) - 2
        for rank, d in enumerate(costly):
            key(app, pygame.K_1 + rank)
            assert review.decisions[scene.current] is d
        key(app, pygame.K_ESCAPE)
        assert app.stack.top.name == "score"
    finally:
        app.close()


def test_the_table_shows_the_better_option_raised(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl = finished_deal(seed=9)
        scene = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(scene)
        wait(scene)
        for i, d in enumerate(scene.review.decisions):
            scene.current = i
            scene.draw(app.screen)
            obs = scene.observation_at(d)
            assert obs.to_move == 0 and d.chosen in obs.legal
        # The picture's raised cards are the best option's: compare with the same hand unraised.
        from trappola_gui.app.table.layout import Geometry, ViewFlags, placements

        d = next(d for d in scene.review.decisions if d.phase in ("open", "closed"))
        obs = scene.observation_at(d)
        geo = Geometry.for_size(scene.view.areas.table.size)
        card = d.best.action.card
        flat = placements(obs, geo, ViewFlags(), None)[("c", card)]
        raised = placements(obs, geo, ViewFlags(), None, frozenset((card,)))[("c", card)]
        assert raised.y < flat.y
    finally:
        app.close()


def test_the_window_keeps_drawing_while_the_review_works(tmp_path, monkeypatch):
    started, release = threading.Event(), threading.Event()
    real = review_scene.review_deal

    def slow(record, seat, seed, progress):
        progress(0.4)
        started.set()
        assert release.wait(30)
        return real(record, seat, seed, progress)

    monkeypatch.setattr(review_scene, "review_deal", slow)
    app = make_app(tmp_path)
    try:
        ctl = finished_deal()
        scene = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(scene)
        assert started.wait(30)
        drawn: list[str] = []
        real_draw = ui.draw_text

        def recording(surface, fonts, text, *args, **kwargs):
            drawn.append(text)
            return real_draw(surface, fonts, text, *args, **kwargs)

        monkeypatch.setattr(ui, "draw_text", recording)
        for _ in range(5):
            app.stack.update(1 / 60)  # returns at once: the work is on its own thread
            app.stack.draw(app.screen)
        assert scene.review is None and scene.busy and scene.progress == pytest.approx(0.4)
        assert any("40%" in t for t in drawn)
        key(app, pygame.K_ESCAPE)  # closing stops the work
        release.set()
        if scene.job is not None:
            concurrent.futures.wait([scene.job.future], timeout=30)
        assert app.stack.top is not scene
    finally:
        release.set()
        app.close()


def test_closing_early_stops_the_work(tmp_path):
    app = make_app(tmp_path)
    try:
        scene = ReviewScene(app.ctx, finished_deal().deal, 0)
        app.stack.push(scene)
        job = scene.job
        app.stack.pop()
        concurrent.futures.wait([job.future], timeout=60)
        # Never begun, or stopped at its next step: no review was made.
        assert job.future.cancelled() or job.future.result() is None
    finally:
        app.close()


def test_a_second_look_is_instant_and_a_damaged_cache_is_made_again(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl = finished_deal(seed=3)
        first = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(first)
        wait(first)
        app.stack.pop()
        record = deal_to_json(ctl.deal)
        path = review_path(app.ctx.storage.data_dir, record_digest(record, 0, 0))
        assert path.exists()
        again = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(again)
        assert again.job is None and again.review is not None
        assert again.review.to_json() == first.review.to_json()
        app.stack.pop()
        # Another seat or another deal is another review.
        assert load_cached(app.ctx.storage.data_dir, record, 1, 0) is None
        # A cache that does not fit its deal is not believed.
        data = json.loads(path.read_text())
        data["review"]["decisions"][0]["chosen"] = {"play": "7S" if record["actions"][0].get("play") != "7S"
                                                    else "8S"}
        path.write_text(json.dumps(data))
        assert load_cached(app.ctx.storage.data_dir, record, 0, 0) is None
        path.write_text("{ not json")
        third = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(third)
        assert third.job is not None
        wait(third)
        assert third.review.to_json() == first.review.to_json()
    finally:
        app.close()


def test_the_match_sheet_and_the_replay_open_the_review(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl = finished_deal(seed=4)
        app.stack.top.nav.match_sheet(ctl)
        sheet = app.stack.top
        key(app, pygame.K_v)
        scene = app.stack.top
        assert scene.name == "review" and scene.record == deal_to_json(ctl.deal)
        key(app, pygame.K_ESCAPE)
        assert app.stack.top is sheet
        app.stack.top.nav.replay(ctl.deal, ctl.match)
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_v)
        scene = app.stack.top
        assert scene.name == "review" and scene.record == deal_to_json(ctl.deal)  # the whole deal
    finally:
        app.close()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("variant", ["austrian", "partnership"])
def test_no_text_overlaps_another_or_leaves_the_window(tmp_path, monkeypatch, size, variant):

    from trappola_gui.app.lang import i18n

    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    drawn: list[tuple[str, pygame.Rect]] = []
    draw_text = ui.draw_text

    def recording(surface, fonts, text, *args, **kwargs):
        rect = draw_text(surface, fonts, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ui, "draw_text", recording)
    try:
        ctl = finished_deal(variant, seed=2)
        scene = ReviewScene(app.ctx, ctl.deal, 0)
        app.stack.push(scene)
        wait(scene)
        screen = app.screen.get_rect()
        for faces in ("italian", "french"):
            app.ctx.update_settings(faces=faces)
            for lang in i18n.LANGUAGES:
                i18n.set_language(lang)
                for current in {0, len(scene.review.decisions) - 1}:
                    scene.current = current
                    drawn.clear()
                    scene.layout(size)
                    scene.draw(app.screen)
                    texts = [(t, r) for t, r in drawn if t.strip()]
                    assert len(texts) > 12
                    for i, (text, rect) in enumerate(texts):
                        assert screen.contains(rect), (lang, text)
                        for other, orect in texts[i + 1:]:
                            assert not rect.colliderect(orect), (lang, text, other)
    finally:
        i18n.set_language("en")
        app.close()
