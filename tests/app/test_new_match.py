"""New match offers only the options of the chosen variant, and its deal-code field shows a hint."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.app import App
from trappola_gui.app.kit import ui
from trappola_gui.app.screens.new_match import NewMatchScene
from trappola_gui.engine import ALL_VARIANTS, Rules, parse_deal_code
from trappola_gui.engine.seeding import DealCodeError

from .helpers import key, open_form

EVERY_ROW = ["variant", "target", "level", "partner_level", "faces", "must_win", "declarations",
             "declarations_bind", "match_scoring", "code"]
# From docs/rules.md section 7: only the partnership game has a partner; Blind Trappola has no declarations.
# The later game turns declarations off by its variant (Blind Trappola), 1524 by an option.
NOT_OFFERED = {
    "classic": {"partner_level", "declarations"}, "blind": {"partner_level", "declarations", "declarations_bind"},
    "no2": {"partner_level", "declarations"}, "czech": {"partner_level", "declarations"},
    "austrian": {"partner_level", "declarations"}, "partnership": {"declarations"},
    # docs/historical.md: two players, no trump to beat with, declarations on or off and never binding (4).
    "historical": {"partner_level", "must_win", "declarations_bind"},
}


@pytest.fixture(params=["800x600", "1920x1080"])
def app_options(request):
    return {"size": request.param, "as_tour": True}


def choose_variant(scene: NewMatchScene, variant: str) -> None:
    """With the keyboard, as a player would: focus the Variant row and step to ``variant``."""
    while scene.form.items[scene.form.index].name != "variant":
        key(scene, pygame.K_UP)
    for _ in ALL_VARIANTS:
        if scene.choice["variant"] == variant:
            return
        key(scene, pygame.K_RIGHT)
    raise AssertionError(f"{variant} not offered")


def assert_laid_out(app: App, scene: NewMatchScene) -> None:
    """Rows one under another at an even pitch, none overlapping, all in the window, above the buttons."""
    screen = app.screen.get_rect()
    rects = [row.rect for row in scene.selectors]
    pitches = {b.top - a.top for a, b in zip(rects, rects[1:], strict=False)}
    assert len(pitches) == 1 and pitches.pop() >= rects[0].height
    for r in rects:
        assert screen.contains(r)
    top_of_buttons = min(b.rect.top for b in scene.actions)
    assert rects[-1].bottom < top_of_buttons


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_each_variant_offers_only_its_own_options(app, variant):
    scene = open_form(app)
    choose_variant(scene, variant)
    expected = [row for row in EVERY_ROW if row not in NOT_OFFERED[variant]]
    assert [row.name for row in scene.selectors] == expected
    assert [item.name for item in scene.form.items] == [*expected, "start", "back"]
    assert_laid_out(app, scene)
    app.stack.draw(app.screen)


def test_changing_the_variant_lays_the_rows_out_again_and_keeps_the_focus(app):
    scene = open_form(app)
    choose_variant(scene, "classic")
    code_top = scene.code_field.rect.top
    pitch = scene.selectors[1].rect.top - scene.selectors[0].rect.top
    choose_variant(scene, "partnership")  # a row more: the partner's level, under the opponents'
    assert scene.code_field.rect.top == code_top + pitch
    names = [row.name for row in scene.selectors]
    assert names.index("partner_level") == names.index("level") + 1
    assert scene.form.items[scene.form.index].name == "variant" and scene.selectors[0].focused
    assert sum(item.focused for item in scene.form.items) == 1
    key(scene, pygame.K_RIGHT)  # partnership -> 1524 -> classic (the list wraps): the partner's row goes
    key(scene, pygame.K_RIGHT)
    assert scene.choice["variant"] == ALL_VARIANTS[0]
    assert scene.code_field.rect.top == code_top
    # Down walks only the rows shown: from Opponent straight to Card faces.
    key(scene, pygame.K_DOWN)
    key(scene, pygame.K_DOWN)
    assert scene.form.items[scene.form.index].name == "level"
    key(scene, pygame.K_DOWN)
    assert scene.form.items[scene.form.index].name == "faces"


def test_the_opponents_row_is_named_for_two_in_the_partnership_game(app):
    scene = open_form(app)
    level = next(row for row in scene.rows if row.name == "level")
    choose_variant(scene, "classic")
    assert level.label() == "Opponent"
    choose_variant(scene, "partnership")
    assert level.label() == "Opponents"


def test_an_option_that_does_not_apply_stays_out_of_the_match_and_is_kept_for_later(app):
    scene = open_form(app)
    started = []
    app.session.start_match = lambda rules, level, **kw: started.append((rules, level, kw))
    choose_variant(scene, "classic")
    bind = next(row for row in scene.rows if row.name == "declarations_bind")
    bind.step(1)
    assert scene.rules().declarations_bind is True
    choose_variant(scene, "blind")
    assert bind not in scene.selectors
    assert scene.rules().declarations_bind is False
    scene.on_start()
    [(rules, _level, _kw)] = started
    assert (rules.variant, rules.declarations, rules.declarations_bind) == ("blind", False, False)
    choose_variant(scene, "classic")
    assert scene.choice["declarations_bind"] is True and scene.rules().declarations_bind is True


def drawn_texts(monkeypatch, app: App, scene: NewMatchScene) -> list[tuple[str, tuple, bool]]:
    calls: list[tuple[str, tuple, bool]] = []
    draw_text = ui.draw_text

    def recording(surface, fonts, text, px, pos, color=ui.INK, *args, italic=False, **kwargs):
        calls.append((text, color, italic))
        return draw_text(surface, fonts, text, px, pos, color, *args, italic=italic, **kwargs)

    monkeypatch.setattr(ui, "draw_text", recording)
    scene.code_field.draw(app.screen, app.ctx.fonts, scene.px(20))
    monkeypatch.undo()
    return calls


def test_the_empty_deal_code_field_shows_a_hint_not_a_code(app, monkeypatch):
    scene = open_form(app)
    [_label, (hint, color, italic)] = drawn_texts(monkeypatch, app, scene)
    assert "optional" in hint and "7K3M-Q2XA" in hint
    with pytest.raises(DealCodeError):
        parse_deal_code(hint)
    assert (color, italic) == (ui.MUTED, True)
    # What the player types is shown as a value: upright, in the value colour.
    assert scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.code_field.rect.center, button=1))
    assert scene.code_field.focused, "a click on the field puts the typing there"
    for ch in "7K3M":
        assert scene.handle(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch))
    [_label, (typed, color, italic)] = drawn_texts(monkeypatch, app, scene)
    assert (typed, color, italic) == ("7K3M|", ui.ALERT, False)


def test_the_game_of_1524_is_offered_with_its_own_words_and_plays_to_100(app):
    scene = open_form(app)
    started = []
    app.session.start_match = lambda rules, level, **kw: started.append(rules)
    choose_variant(scene, "classic")
    scene.choice["target"] = 30
    choose_variant(scene, "historical")
    assert scene.choice["target"] == Rules.variant_preset("historical").target == 100
    from trappola_gui.app.lang.names import variant_blurb, variant_name

    assert "1524" in variant_name("historical")
    assert "trump" in variant_blurb("historical", "italian") and "Deuce" in variant_blurb("historical", "italian")
    scene.on_start()
    [rules] = started
    assert rules.historical and rules.target == 100 and not rules.must_win
    choose_variant(scene, "classic")
    assert scene.choice["target"] == 60, "back to a game of the usual target"
