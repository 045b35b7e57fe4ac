"""The score screen shows each line with the cards that made it, on an opaque sheet; the match end
gives the winner a moment that a key cuts short and reduced motion skips."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.screens import score_deal
from trappola_gui.app.screens.match_end import DURATION, MatchEndView
from trappola_gui.app.screens.score import ScoreScene
from trappola_gui.app.screens.score_deal import score_lines
from trappola_gui.engine import Rules, cards_of
from trappola_gui.engine.breakdown import deal_breakdown

from .helpers import computer_match, make_app, match_end, play_out


def test_each_line_carries_the_engines_figures_and_cards():
    ctl = computer_match(5)
    play_out(ctl, deals=1)
    deal = ctl.deal
    result, b = deal.result(), deal_breakdown(deal)
    lines = {ln.label: ln for ln in score_lines(result, b, (1, 0))}  # seen from side 1: its figures first
    assert lines["Card points"].values == (result.card_points[1], result.card_points[0])
    assert lines["Card points"].cards == ((b.point_cards[1],), (b.point_cards[0],))
    decl = lines["Declarations"].cards
    assert [sum(1 << c for c in g) for g in decl[1]] == [m for m, _ in b.combinations[0]]
    last = lines["Last trick"].cards
    assert last[1 - b.last_side] == (tuple(b.last_trick.cards),) and last[b.last_side] == ()
    assert lines["Tricks won"].values == (result.tricks_won[1], result.tricks_won[0])
    assert ("No-trick bonus" in lines) == any(result.no_trick_bonus)


def test_the_1524_lines_show_the_deuces_of_its_deuce_tricks():
    rules = Rules.variant_preset("historical")
    for seed in range(40):
        ctl = computer_match(seed, rules)
        play_out(ctl, deals=1)
        result = ctl.deal.result()
        if any(result.deuce_tricks) or any(result.deuce_ending):
            break
    else:
        pytest.fail("no deal with a deuce trick in 40 seeds")
    lines = {ln.label: ln for ln in score_lines(result, deal_breakdown(ctl.deal), (0, 1))}
    assert "No-trick bonus" not in lines
    tricks = ctl.deal.trick_history()
    for label, which in (("Deuce tricks (10 each)", result.deuce_tricks),
                         ("Deuce ending (26 a trick)", result.deuce_ending)):
        for side in (0, 1):
            (deuces,) = lines[label].cards[side]
            assert len(deuces) == len(which[side])
            assert all(c % 9 == 4 and c in tricks[i].cards for c, i in zip(deuces, which[side], strict=True))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_score_sheet_is_opaque_and_shows_every_point_card(tmp_path, monkeypatch, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}")
    shown: list[int] = []
    real = score_deal.draw_strip

    def recording(surface, art, groups, rect, height):
        shown.extend(c for g in groups for c in g)
        return real(surface, art, groups, rect, height)

    monkeypatch.setattr(score_deal, "draw_strip", recording)
    try:
        ctl = computer_match(7)
        play_out(ctl, deals=1)
        scene = ScoreScene(app.ctx, ctl, None)
        scene.layout(size)
        app.screen.fill((255, 0, 255))
        scene.draw(app.screen)
        b = deal_breakdown(ctl.deal)
        for side in (0, 1):
            assert set(b.point_cards[side]) <= set(shown)
            assert all(set(cards_of(m)) <= set(shown) for m, _ in b.combinations[side])
        magenta = pygame.mask.from_threshold(app.screen, (255, 0, 255), (2, 2, 2, 255))
        assert magenta.count() == 0  # nothing under the sheet shows through
        if size == (800, 600):  # no room beside the table's scoreboard: the sheet is the window
            assert scene.box == app.screen.get_rect()
    finally:
        app.close()


def ended(app, reduced_motion: bool) -> ScoreScene:
    """The score screen of a finished match, moved on to its end, with or without motion."""
    ctl = computer_match(12)
    play_out(ctl)
    app.ctx.update_settings(reduced_motion=reduced_motion)
    return match_end(ScoreScene(app.ctx, ctl, None))


def test_the_match_end_moment_counts_up_and_a_key_shows_it_whole(app):
    scene = ended(app, reduced_motion=False)
    view = scene.end_view
    assert view is not None and not view.done
    assert scene.busy  # the window's loop draws every frame of the moment, not only on events
    assert view.shown_score() == view.before != view.final
    scene.update(DURATION / 2 * app.ctx.animation_scale)
    assert not view.done
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert view.done and view.shown_score() == view.final and not scene.busy
    assert view.final == tuple(scene.ctl.match.status().match_points[s] for s in (0, 1))


def test_with_reduced_motion_the_match_end_is_in_place_at_once(app):
    scene = ended(app, reduced_motion=True)
    assert scene.end_view is not None and scene.end_view.done and not scene.busy


def test_the_moment_eases_from_nothing_to_all():
    view = MatchEndView("", True, (60, 12), (40, 12), 60, [], ("You", "Opponent"))
    seen = []
    while not view.done:
        seen.append(view.shown_score()[0])
        view.update(0.05)
    assert seen[0] == 40 and view.shown_score() == (60, 12)
    assert seen == sorted(seen)  # counts up, never back


def test_the_match_sheet_hides_what_lies_under_its_panel(tmp_path):
    from trappola_gui.app.screens.match_sheet import MatchSheetScene

    app = make_app(tmp_path, "800x600")
    try:
        ctl = computer_match(12)
        play_out(ctl, deals=2)
        scene = MatchSheetScene(app.ctx, ctl)
        scene.layout((800, 600))
        box = scene.box.inflate(-8, -8)  # inside the rounded corners
        seen = []
        for under in ((255, 0, 255), (0, 0, 0)):
            app.screen.fill(under)
            scene.draw(app.screen)
            seen.append(app.screen.subsurface(box).copy())
        same = pygame.mask.from_threshold(seen[0], (0, 0, 0), (1, 1, 1, 255), seen[1])
        assert same.count() == box.width * box.height  # the panel looks the same whatever lies under it
    finally:
        app.close()
