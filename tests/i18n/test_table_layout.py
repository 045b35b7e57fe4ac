"""The table's edge layouts in every language: the declarations panel with many combinations beside
its tip, the partnership plates while the cards are dealt, and the review's longest options."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from trappola_gui.ai.review import Decision, OptionValue, Review
from trappola_gui.app.app import App
from trappola_gui.app.kit import ui
from trappola_gui.app.lang import i18n
from trappola_gui.app.screens.review import ReviewScene
from trappola_gui.app.shell.cli import build_parser
from trappola_gui.app.table import decisions, hud
from trappola_gui.app.tools.tour import Tour, seed_with_declaration, showing
from trappola_gui.engine import Declare, Exchange, Rules, parse_card
from trappola_gui.engine.declarations import combinations_in

LANGS = list(i18n.LANGUAGES)


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def open_app(tmp_path: Path, size: tuple[int, int], lang: str) -> App:
    args = build_parser().parse_args(["--data-dir", str(tmp_path / "data"), "--size", f"{size[0]}x{size[1]}",
                                      "--lang", lang])
    return App(args)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", ((800, 600), (1920, 1080)), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("least", (3, 5))
def test_the_declarations_panel_keeps_clear_of_the_tip_the_buttons_and_the_trump(tmp_path, lang, size, least):
    app = open_app(tmp_path, size, lang)
    try:
        rules = Rules.variant_preset("classic")
        app.ctx.update_settings(coach=True)
        ctl = app.start_match(rules, "normal", seed=seed_with_declaration(rules, least=least))
        tour = Tour(app, tmp_path / "shots")
        tour.pump(until=lambda: showing(app).name == "deal" and ctl.human_to_move and showing(app).decision.choices,
                  limit=20)
        tour.pump(0.2)
        scene = showing(app)
        assert len(combinations_in(ctl.deal.hands[0])) >= least
        assert scene.coach.showing, "the declarations' tip is offered"
        box, rows, _mini = scene.declaration_panel()
        window = pygame.Rect(0, 0, *size)
        assert window.contains(box)
        assert not box.colliderect(scene.coach.box), f"panel {tuple(box)} runs into the tip {tuple(scene.coach.box)}"
        assert box.bottom <= scene.btn_confirm.rect.top, "the panel's key line would hide under the buttons"
        obs = scene.shown
        hands = {s: obs.hand if s == obs.seat else obs.known[s] for s in range(obs.rules.players)}
        table = hud.loose_cards(scene.places(), hands)  # the stock and the trump turned under it
        assert table and box.collidelist(table) < 0, "the panel covers the stock or the trump"
        # Declare and Pass stand centred under the panel they answer, clear of the trump beside it.
        confirm, pass_ = scene.btn_confirm.rect, scene.decision.pass_.rect
        assert abs((confirm.left + pass_.right) // 2 - box.centerx) <= 2, (tuple(confirm), tuple(pass_), tuple(box))
        assert confirm.collidelist(table) < 0 and pass_.collidelist(table) < 0, "a button covers the trump"
        foot = scene.px(20)
        for row, _mask in rows:
            assert box.contains(row) and row.bottom <= box.bottom - foot and row.top >= box.top + scene.px(24)
        assert len({tuple(r) for r, _m in rows}) == len(rows)
        assert not any(a.colliderect(b) for i, (a, _m) in enumerate(rows) for b, _n in rows[i + 1:])
        # Every row's words, which say what a choice leaves out where two read alike, fit beside its tick.
        labels = decisions.numbered([scene.choice_labels()[mask] for _row, mask in rows])
        for (row, _mask), label in zip(rows, labels, strict=True):
            assert decisions.labels_width(app.ctx.fonts, [label], scene.px) <= row.width - scene.px(40) - 8, label
    finally:
        app.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", ((800, 600), (1280, 800)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_partnership_plates_stay_inside_the_window_and_off_the_cards_while_dealing(tmp_path, lang, size):
    app = open_app(tmp_path, size, lang)
    try:
        four = Rules.variant_preset("partnership")
        app.ctx.update_settings(coach=False)
        ctl = app.start_match(four, "normal", seed=seed_with_declaration(four))
        tour = Tour(app, tmp_path / "shots")
        margin = showing(app).geo.margin
        inside = pygame.Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)
        steps = set()
        for _frame in range(400):
            scene = showing(app)
            if scene.name != "deal" or not scene.intro_step:
                break
            steps.add(scene.intro_step)
            obs = scene.shown
            hands = {s: obs.hand if s == obs.seat else obs.known[s] for s in range(4)}
            places = scene.places()
            cards = hud.loose_cards(places, hands)
            boxes = hud.hand_boxes(places, hands, obs.seat, 4, scene.geo)
            for plate in scene.facts.plates():
                where = f"{plate.label!r} {tuple(plate.rect)} at {scene.intro_step}"
                assert inside.contains(plate.rect), f"{where} touches the window's edge"
                assert plate.rect.collidelist(cards) < 0, f"{where} lies over the deck"
                others = [b for s, b in boxes.items() if s != plate.seat]
                assert plate.rect.collidelist(others) < 0, f"{where} lies over another hand"
            tour.pump(0.1)
        assert {"shuffle", "cut"} <= steps, steps
        assert ctl.deal is not None
    finally:
        app.close()


def longest_options(faces: str) -> tuple[Decision, Decision]:
    """An exchange and a declaration whose options name the most cards, with the longest names."""
    cards = [parse_card(c) for c in ("JS", "QS", "KS", "JH", "QH", "KH", "JD", "QD", "KD")]
    exchange = tuple(OptionValue(Exchange(0, tuple(cards[i:i + 3])), 1.5 - i, -2.0 + i) for i in range(0, 7, 3))
    declare = (OptionValue(Declare(0, ()), -1.0, 0.5),
               OptionValue(Declare(0, (sum(1 << c for c in cards[0:9:3]), sum(1 << c for c in cards[1:9:3]))),
                           3.0, 4.0))
    return (Decision(1, 0, 0, "exchange", "sampled", 50, exchange[-1].action, exchange),
            Decision(2, 0, 0, "declare", "sampled", 50, declare[0].action, declare))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("faces", ("italian", "french"))
def test_the_reviews_longest_options_are_never_cut_short_at_800x600(tmp_path, monkeypatch, lang, faces):
    from trappola_gui.engine import DealState
    from trappola_gui.engine.seeding import shuffled_deck

    app = open_app(tmp_path, (800, 600), lang)
    try:
        app.ctx.update_settings(faces=faces)
        rules = Rules.variant_preset("austrian")
        deal = DealState.new(rules, shuffled_deck(5, rules.deck), 1)
        scene = ReviewScene(app.ctx, deal, 0, 5)
        scene.layout((800, 600))
        decisions = longest_options(app.ctx.art.faces)
        scene.review = Review(0, 0, 5, decisions, (), None)
        drawn: list[tuple[str, pygame.Rect]] = []
        draw_text = ui.draw_text

        def text(surface, fonts, label, *a, **k):
            rect = draw_text(surface, fonts, label, *a, **k)
            drawn.append((label, rect))
            return rect

        monkeypatch.setattr(ui, "draw_text", text)
        for d in decisions:
            drawn.clear()
            scene.current = decisions.index(d)
            scene.view.draw_options(app.screen, d)
            area = scene.view.areas.options
            words = [label for label, _r in drawn]
            assert not [w for w in words if w.endswith("…")], words
            for label, rect in drawn:
                assert area.contains(rect), f"{label!r} {tuple(rect)} leaves the options' panel {tuple(area)}"
            lines = [(label, r) for label, r in drawn if r.x < area.x + scene.view.px(20)]
            assert len(lines) >= len(d.options), "every option is listed"
    finally:
        app.close()
