"""Exporting a deal from the score screen, replaying it, and keeping abandoned matches."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame

from trappola_gui.app.tools.driver import player_may_act
from trappola_gui.engine import cards_of
from trappola_gui.storage import list_history

from .helpers import make_app, play_deal_to_score, sprite_center, start


def test_export_then_replay_from_the_score_screen(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start(app)
        play_deal_to_score(app, ctl, tour)
        tour.key(pygame.K_e)
        exports = list((app.paths.data_dir / "exports").glob("deal-*.json"))
        assert len(exports) == 1
        out = subprocess.run([sys.executable, "-m", "trappola_gui.engine", "replay", str(exports[0])],
                             capture_output=True, text=True, timeout=60)
        assert out.returncode == 0 and json.loads(out.stdout)["complete"] is True
        tour.key(pygame.K_r)
        scene = app.stack.top
        assert scene.name == "replay" and scene.replay.step == 0
        assert scene.replay.match is ctl.match  # the panel shows the deal's own match
        tour.key(pygame.K_RIGHT)
        tour.key(pygame.K_RIGHT)
        assert scene.replay.step == 2
        tour.key(pygame.K_END)
        assert scene.replay.step == scene.replay.steps == len(ctl.deal.history)
        tour.pump(3.0)
        assert all(not s.moving for s in scene.layer.sprites.values())
        tour.key(pygame.K_ESCAPE)
        assert app.stack.top.name == "score"
    finally:
        app.close()
    again = make_app(tmp_path, "1280x800", "--replay", str(exports[0]))
    try:
        assert again.stack.top.name == "replay"
    finally:
        again.close()


def test_a_damaged_replay_file_is_one_notice_not_a_crash(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "trappola-deal/1", "deck": [')
    app = make_app(tmp_path, "1280x800", "--replay", str(bad))
    try:
        assert app.stack.top.name == "menu"
        assert len(app.ctx.notices) == 1 and "could not be opened" in app.ctx.notices[0]
        assert bad.read_text().startswith('{"format"')
    finally:
        app.close()


def test_a_new_match_keeps_the_unfinished_one_in_the_history(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start(app)
        tour.pump(until=lambda: player_may_act(app), limit=60)
        tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    finally:
        app.close()
    again = make_app(tmp_path)
    try:
        assert again.ctx.saved_match is not None
        start(again)
        assert len(list_history(again.paths)) == 1
    finally:
        again.close()


def _moment(ctl, kind: str) -> bool:
    d = ctl.deal
    if kind == "exchange":
        return d.phase == "exchange" and d.to_move == 0
    if kind == "declare":
        return d.phase == "declare" and d.to_move == 0
    if kind == "mid-trick":
        return d.phase == "play" and d.to_move == 0 and bool(d.trick)
    if kind == "closed":
        return d.phase == "play" and d.closed and d.to_move == 0
    return d.phase == "play" and d.to_move == 1  # the computer's turn


import pytest  # noqa: E402


@pytest.mark.parametrize("variant,kind", [("austrian", "exchange"), ("classic", "declare"),
                                          ("blind", "mid-trick"), ("blind", "closed"), ("blind", "computer")])
def test_continue_resumes_exactly_at_every_kind_of_moment(tmp_path, variant, kind):
    from trappola_gui.app.tools.driver import seed_with_declaration
    from trappola_gui.engine import Rules, deal_to_json

    app = make_app(tmp_path)
    try:
        ctl, tour = start(app, variant, seed=seed_with_declaration(Rules.variant_preset(variant)))
        helper = app.ctx.agent_factory("normal", 9)
        for _ in range(60):
            if _moment(ctl, kind) and (kind == "computer" or not app.stack.top.busy):
                break
            if kind == "computer" and ctl.deal.to_move == 0 and ctl.deal.phase == "play":
                # play the player's card without waiting, so the save lands on the computer's turn
                app.stack.top.turns.try_action(helper.choose(ctl.observation()))
                continue
            tour.pump(until=lambda: _moment(ctl, kind) or player_may_act(app), limit=60)
            if _moment(ctl, kind):
                continue
            app.stack.top.turns.try_action(helper.choose(ctl.observation()))
        assert _moment(ctl, kind)
        app.save_match(ctl)
        record = deal_to_json(ctl.deal)
    finally:
        app.close()
    again = make_app(tmp_path)
    try:
        again.ctx.update_settings(coach=False)
        again.session.resume_match()
        resumed = again.controller
        assert deal_to_json(resumed.deal) == record
        assert again.stack.top.name == ("deal" if kind in ("exchange", "declare") else "play")
        from trappola_gui.app.tools.driver import Tour

        t = Tour(again, tmp_path / "shots")
        t.pump(until=lambda: player_may_act(again) or resumed.deal.is_over, limit=60)
        assert player_may_act(again) and len(resumed.deal.history) >= len(record["actions"])
    finally:
        again.close()


@pytest.mark.parametrize("size", ["800x600", "1280x720", "1920x1080"])
@pytest.mark.parametrize("variant", ["classic", "partnership"])
def test_the_replay_says_action_k_of_n_clear_of_its_buttons_and_the_cards(tmp_path, size, variant):
    from trappola_gui.app.app import agent_factory
    from trappola_gui.app.shell.controller import MatchController
    from trappola_gui.app.table.replay import ReplayScene
    from trappola_gui.app.tools.driver import Tour
    from trappola_gui.engine import Rules

    rules = Rules.variant_preset(variant)
    levels = {seat: "easy" for seat in range(rules.players)}
    ctl = MatchController.new_match(rules, 9, levels, agent_factory, human_seat=None)
    ctl.step_agents()
    app = make_app(tmp_path, size)
    try:
        scene = ReplayScene(app.ctx, ctl.deal, ctl.match)
        app.stack.push(scene)
        tour = Tour(app, tmp_path / "shots")
        n = len(ctl.deal.history)
        assert scene.progress_text() == f"Action 0 of {n}"
        for _ in range(5):
            tour.key(pygame.K_RIGHT)
        tour.pump(3.0)
        assert scene.progress_text() == f"Action 5 of {n}"
        tour.key(pygame.K_END)
        tour.pump(3.0)
        assert scene.progress_text() == f"Action {n} of {n}"
        screen = app.screen.get_rect()
        status = scene.status_rect
        controls = [b.rect for b in scene.controls.buttons]
        assert screen.contains(status) and all(screen.contains(r) for r in controls)
        assert status.collidelist(controls) == -1
        assert all(a.collidelist([b for b in controls if b is not a]) == -1 for a in controls)
        # The status line's words fit its box at the size they are drawn.
        fonts = app.ctx.fonts
        px = fonts.fit(scene.progress_text(), scene.px(19), status.width - scene.px(12), True)
        assert fonts.font(px, True).size(scene.progress_text())[0] <= status.width
        # No card lies under the status box or a button (the hands are all shown in a replay).
        for step in (0, 5, n):
            scene.step_by(step - scene.replay.step)
            tour.pump(3.0)
            cards = [s.rect() for key, s in scene.layer.sprites.items() if key[0] == "c"]
            assert cards and all(r.collidelist(controls + [status]) == -1 for r in cards), step
    finally:
        app.close()


def two_deal_match(variant: str = "classic"):
    """A computer-only match after two finished deals, scored cumulatively (every deal moves the score)."""
    from trappola_gui.app.app import agent_factory
    from trappola_gui.app.shell.controller import MatchController
    from trappola_gui.engine import Rules

    rules = Rules.from_dict({"variant": variant, "target": 1000, "match_scoring": "cumulative"})
    ctl = MatchController.new_match(rules, 5, {seat: "easy" for seat in range(rules.players)}, agent_factory,
                                    human_seat=None)
    ctl.step_agents()
    ctl.start_next_deal()
    ctl.step_agents()
    assert ctl.deal.is_over and len(ctl.match.deals) == 2
    return ctl


@pytest.mark.parametrize("variant", ["classic", "partnership"])
def test_the_replays_corner_shows_the_match_score_as_of_the_action_shown(tmp_path, variant):
    from trappola_gui.app.table.replay import ReplayScene
    from trappola_gui.engine import score_match

    ctl = two_deal_match(variant)
    first, last = ctl.match.deals
    before = score_match(ctl.rules, [first.result()]).match_points  # known when the last deal began
    after = ctl.match.match_points
    assert before != after
    app = make_app(tmp_path)
    try:
        scene = ReplayScene(app.ctx, last, ctl.match)
        app.stack.push(scene)
        side = scene.shown.team(scene.shown.seat)

        def corner():
            rows = scene.facts.score_rows()
            return (rows.match[0], rows.match[1]) if side == 0 else (rows.match[1], rows.match[0])

        assert scene.replay.step == 0 and corner() == before
        assert scene.facts.score_rows().deal == (0, 0)
        scene.step_by(5)
        assert corner() == before
        scene.step_by(scene.replay.steps)
        scene.timeline.finish()
        assert corner() == after
        scene.step_by(-scene.replay.steps)  # back to the start: the last deal's points are gone again
        assert corner() == before
        # The first deal's replay starts from nothing.
        first_scene = ReplayScene(app.ctx, first, ctl.match)
        app.stack.push(first_scene)
        assert first_scene.facts.score_rows().match == (0, 0)
    finally:
        app.close()
