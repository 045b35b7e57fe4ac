"""The deal that ends the match shows its own score first, like every deal; then the match's end:
the result's moment (its emblem, its headline, the final score large) above the match sheet."""

from __future__ import annotations

import itertools

import pygame
import pytest

from trappola_gui.app.kit import ui
from trappola_gui.app.lang import i18n
from trappola_gui.app.screens.match_end import MatchEndView
from trappola_gui.app.screens.score import ScoreScene
from trappola_gui.app.screens.score_deal import DealScoreView
from trappola_gui.engine import Rules

from .helpers import computer_match, make_app, play_match_to_end, play_out, start_quick
from .helpers import match_end as to_match_end


def visible(score) -> set[str]:
    return {b.name for b in score.buttons.buttons if b.visible}


def test_the_last_deal_shows_its_breakdown_then_the_match_end(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        assert score.name == "score" and score.over
        # The deal's own score sheet, drawn as for every other deal.
        assert not score.showing_end and visible(score) == {"result", "menu"}
        drawn = []
        monkeypatch.setattr(DealScoreView, "draw", lambda *args: drawn.append("deal"))
        monkeypatch.setattr(MatchEndView, "draw", lambda *args: drawn.append("end"))
        app.stack.draw(app.screen)
        assert drawn == ["deal"]
        # Then, at the player's word, the match's end.
        tour.press("result")
        assert score.showing_end and visible(score) == {"again", "menu"}
        assert app.stack.top is score and not ctl.filed
        app.stack.draw(app.screen)
        assert drawn == ["deal", "end"]
    finally:
        app.close()


def test_enter_goes_from_the_last_deal_to_the_match_end(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        score = app.stack.top
        tour.key(pygame.K_RETURN)
        assert score.showing_end and app.stack.top is score
        tour.key(pygame.K_RETURN)  # Play again, focused at the match's end
        assert app.controller is not ctl and app.stack.top.name == "deal"
    finally:
        app.close()


def test_next_on_the_last_deal_never_deals_in_a_decided_match(tmp_path):
    app = make_app(tmp_path)
    try:
        ctl, tour = start_quick(app, target=1)
        play_match_to_end(app, ctl, tour)
        deals = len(ctl.match.deals)
        app.stack.top.on_next()  # a driver that presses on as after any deal (the autoplay, the tour)
        assert app.stack.top.showing_end and len(ctl.match.deals) == deals
    finally:
        app.close()


# ------------------------------------------------------------------ the result's moment
def finished(winner: int, players: int = 2, target: int | None = None):
    """A match the computer played out in every seat, won by side ``winner`` (0: the player's);
    ``target`` a longer one, with more deals than the match end has room for."""
    rules = Rules.variant_preset("classic" if players == 2 else "partnership")
    if target is not None:
        rules = Rules.from_dict({**rules.to_dict(), "target": target})
    for seed in range(1, 60):
        ctl = computer_match(seed, rules)
        play_out(ctl)
        if ctl.match.status().winner == winner:
            return ctl
    raise AssertionError(f"no match won by side {winner}")


def shown(app, ctl, monkeypatch) -> tuple[ScoreScene, list[tuple[str, int, tuple, pygame.Rect]]]:
    """The match's end drawn whole, with every text drawn on it: (text, px, colour, rect)."""
    app.ctx.update_settings(reduced_motion=True)
    scene = to_match_end(ScoreScene(app.ctx, ctl, None))
    scene.layout(app.screen.get_size())
    texts: list[tuple[str, int, tuple, pygame.Rect]] = []
    draw_text = ui.draw_text

    def recording(surface, fonts, text, px, pos, color=ui.INK, *a, **k):
        rect = draw_text(surface, fonts, text, px, pos, color, *a, **k)
        size = fonts.fit(text, px, k["max_width"], weight=k.get("weight")) if k.get("max_width") else px
        texts.append((text, size, tuple(color), rect))
        return rect

    monkeypatch.setattr(ui, "draw_text", recording)
    scene.draw(app.screen)
    monkeypatch.undo()
    return scene, texts


def above_the_score(app, scene, texts) -> tuple[float, ...]:
    """The mean colour of what is drawn above the final score (the emblem and the headline)."""
    score_top = min(r.top for t, _, _, r in texts if any(ch.isdigit() for ch in t))
    above = pygame.Rect(scene.box.left + 20, scene.box.top + 4, scene.box.width - 40, score_top - scene.box.top - 4)
    pixels = [app.screen.get_at((x, y)) for x in range(above.left, above.right, 2)
              for y in range(above.top, above.bottom, 2)]
    drawn = [p for p in pixels if max(abs(p[i] - ui.SHEET[i]) for i in range(3)) > 30]
    return tuple(sum(p[i] for p in drawn) / max(1, len(drawn)) for i in range(3))


def headline_colour(app, scene, monkeypatch) -> tuple[int, ...]:
    colours = []
    render = ui.Fonts.render

    def recording(self, text, px, color=ui.INK, *a, **k):
        if text == scene.winner_line():
            colours.append(tuple(color))
        return render(self, text, px, color, *a, **k)

    monkeypatch.setattr(ui.Fonts, "render", recording)
    scene.draw(app.screen)
    monkeypatch.undo()
    return colours[0]


def test_a_win_and_a_loss_each_have_their_own_headline_colour_and_emblem(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        win, win_texts = shown(app, finished(0), monkeypatch)
        win_top = above_the_score(app, win, win_texts)
        loss, loss_texts = shown(app, finished(1), monkeypatch)
        loss_top = above_the_score(app, loss, loss_texts)
        assert win.winner_line() != loss.winner_line()
        assert headline_colour(app, win, monkeypatch) != headline_colour(app, loss, monkeypatch)
    finally:
        app.close()
    # Gold over a win (red well over blue), pewter over a loss (blue at least red): not the same picture.
    r, _, b = win_top
    assert r > b + 25
    r, _, b = loss_top
    assert b >= r


@pytest.mark.parametrize("winner", [0, 1], ids=["win", "loss"])
def test_the_final_score_is_the_largest_text_on_the_screen(tmp_path, monkeypatch, winner):
    app = make_app(tmp_path, "800x600")
    try:
        scene, texts = shown(app, finished(winner), monkeypatch)
    finally:
        app.close()
    final = [str(v) for v in scene.end_view.final]
    score_px = {px for t, px, _, _ in texts if t in final}
    others = [px for t, px, _, _ in texts if t not in final and t != "–"]
    assert len(score_px) == 1 and score_px.pop() > max(others)


def test_a_friends_match_names_the_friend_under_their_figure(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        ctl = finished(1)
        view = MatchEndView.of("Bob wins the match.", False, [], ("You", "Bob"), 60, animated=False)
        view.final, view.before = (31, 64), (31, 50)
        texts: list[tuple[str, pygame.Rect]] = []
        draw_text = ui.draw_text
        monkeypatch.setattr(ui, "draw_text", lambda *a, **k: texts.append((a[2], draw_text(*a, **k))) or texts[-1][1])
        box = app.screen.get_rect()
        view.draw(app.screen, app.ctx.fonts, box, box.bottom - 100, 1.0)
        assert ctl.match.is_over
    finally:
        app.close()
    rects = dict(texts)
    assert rects["Bob"].top >= rects["64"].bottom - 4 and abs(rects["Bob"].centerx - rects["64"].centerx) < 40
    assert rects["You"].centerx < box.centerx < rects["Bob"].centerx


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
@pytest.mark.parametrize("size", ["800x600", "1280x720", "1920x1080"])
def test_nothing_on_the_match_end_overlaps_or_leaves_the_window(tmp_path, monkeypatch, lang, size):
    app = make_app(tmp_path, size, lang=lang)
    problems = []
    try:
        screen = app.screen.get_rect()
        cases = [(winner, players, None) for winner, players in itertools.product((0, 1), (2, 4))]
        for case in [*cases, (1, 2, 250)]:  # the last: 20-odd deals, the sheet shows its last only
            scene, texts = shown(app, finished(*case), monkeypatch)
            hero = scene.end_view.hero(app.ctx.fonts, scene.box, scene.content_bottom, ui.ui_scale(screen.size))
            buttons = [b.rect for b in scene.buttons.buttons + scene.tools.buttons if b.visible]
            drawn = [(t, r) for t, _, _, r in texts] + [("emblem", hero.emblem)]
            for (a, ra), (b, rb) in itertools.combinations(drawn + [("button", r) for r in buttons], 2):
                clip = ra.clip(rb)
                if clip.width > 2 and clip.height > 2 and not (ra.contains(rb) or rb.contains(ra)):
                    problems.append(f"{case}: {a!r} {tuple(ra)} over {b!r} {tuple(rb)}")
            for t, r in drawn:
                if not screen.contains(r):
                    problems.append(f"{case}: {t!r} leaves the window")
                if r.bottom > scene.content_bottom + 4 and not any(b.contains(r) for b in buttons):
                    problems.append(f"{case}: {t!r} runs into the buttons")
    finally:
        app.close()
        i18n.set_language("en")
    assert not problems, "\n".join(problems[:20])
