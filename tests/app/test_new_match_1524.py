"""New match and the rules pages for Trappola 1524 (issue 36, points 13, 16 and 17): the player's
target survives a change of variant, 1524 offers declarations on or off and never "bind", no text
promises a deuce ending of 104, and the pages of 1524 say what its rule book says."""

from __future__ import annotations

import pygame
import pytest

from trappola_gui.app.app import App
from trappola_gui.app.lang import i18n
from trappola_gui.app.lang.names import variant_blurb
from trappola_gui.app.screens.new_match import NewMatchScene
from trappola_gui.app.screens.rules import RULES_TEXT
from trappola_gui.app.screens.rules_1524 import PAGES as PAGES_1524
from trappola_gui.app.screens.rules_numbers import page_text
from trappola_gui.app.tools.driver import Tour, player_may_act
from trappola_gui.engine import ALL_VARIANTS, Declare, Keep, Phase, Rules, cards_of, parse_card, score_match
from trappola_gui.engine import historical as h

from .helpers import key, open_form, sprite_center

HISTORICAL = "historical"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def focus(scene: NewMatchScene, row: str) -> None:
    """Up to the top with the keyboard, then down to ``row``."""
    assert row in [item.name for item in scene.form.items], f"New match offers no {row!r} row"
    for _ in scene.form.items:
        key(scene, pygame.K_UP)
    while scene.form.items[scene.form.index].name != row:
        key(scene, pygame.K_DOWN)


def choose(scene: NewMatchScene, row: str, value: object) -> None:
    """As a player sets a row: focus it, then step right until it shows ``value``."""
    focus(scene, row)
    for _ in range(10):
        if scene.choice[row] == value:
            return
        key(scene, pygame.K_RIGHT)
    raise AssertionError(f"{row} never shows {value!r}")


def started(app: App) -> list[Rules]:
    """The rules of each match New match starts (the match itself is not played)."""
    out: list[Rules] = []
    app.session.start_match = lambda rules, level, **kw: out.append(rules)
    return out


def row_names(scene: NewMatchScene) -> list[str]:
    return [row.name for row in scene.selectors]


# ----------------------------------------------------------------------- 13: the target
def test_a_target_the_player_chose_stays_through_every_variant(app):
    scene = open_form(app)
    matches = started(app)
    choose(scene, "variant", "classic")
    choose(scene, "target", 30)
    focus(scene, "variant")
    shown = []
    for _ in ALL_VARIANTS:  # once round the list, Trappola 1524 included, back to the classic game
        key(scene, pygame.K_RIGHT)
        shown.append((scene.choice["variant"], scene.choice["target"]))
    assert shown == [(v, 30) for v in ALL_VARIANTS[1:] + ALL_VARIANTS[:1]]
    scene.on_start()
    assert matches[-1].variant == "classic" and matches[-1].target == 30


def test_the_target_of_the_last_match_is_the_players_own(app):
    app.ctx.update_settings(variant="classic", target=30)
    scene = open_form(app)
    matches = started(app)
    choose(scene, "variant", HISTORICAL)
    assert scene.choice["target"] == 30
    scene.on_start()
    assert matches[-1].historical and matches[-1].target == 30


def test_a_target_left_alone_follows_each_variants_usual_one(app):
    scene = open_form(app)
    choose(scene, "variant", "classic")
    assert scene.choice["target"] == 60
    choose(scene, "variant", HISTORICAL)
    assert scene.choice["target"] == Rules.variant_preset(HISTORICAL).target == 100
    choose(scene, "variant", "classic")
    assert scene.choice["target"] == 60


# ----------------------------------------------------------------------- 16: declarations
def test_1524_offers_declarations_on_or_off_and_never_bind(app):
    scene = open_form(app)
    matches = started(app)
    choose(scene, "variant", HISTORICAL)
    assert "declarations" in row_names(scene) and "declarations_bind" not in row_names(scene)
    row = next(r for r in scene.selectors if r.name == "declarations")
    assert row.label() == "Declarations" and row.show(row.get()) == "On"
    choose(scene, "declarations", False)
    assert row.show(row.get()) == "Off"
    scene.on_start()
    assert matches[-1].historical and not matches[-1].declarations and not matches[-1].declarations_bind
    # The later game turns declarations off by its variant, Blind Trappola, and may bind them.
    choose(scene, "variant", "classic")
    assert "declarations" not in row_names(scene) and "declarations_bind" in row_names(scene)
    scene.on_start()
    assert matches[-1].declarations


def test_bind_chosen_for_the_later_game_never_reaches_1524(app):
    scene = open_form(app)
    matches = started(app)
    choose(scene, "variant", "classic")
    choose(scene, "declarations_bind", True)
    choose(scene, "variant", HISTORICAL)
    scene.on_start()
    assert matches[-1].historical and not matches[-1].declarations_bind
    choose(scene, "variant", "classic")
    assert scene.rules().declarations_bind, "kept for the game that has it"


def test_must_beat_the_lead_chosen_for_the_later_game_does_not_stop_1524(app):
    scene = open_form(app)
    choose(scene, "variant", "classic")
    choose(scene, "must_win", True)
    choose(scene, "variant", HISTORICAL)
    scene.on_start()  # the settings keep only what 1524's rules accept; the match starts
    assert app.controller is not None and app.controller.rules.historical
    assert not app.controller.rules.must_win
    assert app.ctx.settings.variant == HISTORICAL


def test_1524_without_declarations_plays_a_whole_deal_at_the_table(app):
    app.ctx.update_settings(coach=False)
    scene = open_form(app)
    choose(scene, "variant", HISTORICAL)
    choose(scene, "declarations", False)
    focus(scene, "start")
    key(scene, pygame.K_RETURN)
    ctl = app.controller
    assert ctl is not None and not ctl.rules.declarations
    tour = Tour(app, app.paths.data_dir / "shots")
    phases = set()
    while not ctl.deal.is_over:
        tour.pump(until=lambda: ctl.deal.is_over or player_may_act(app), limit=60)
        if ctl.deal.is_over:
            break
        phases.add(ctl.deal.phase)
        if ctl.deal.phase == Phase.EXCHANGE:
            tour.key(pygame.K_p)  # keep the hand
        else:
            tour.click(sprite_center(app, cards_of(ctl.deal.legal_play_mask())[0]))
    tour.pump(until=lambda: app.stack.top.name == "score", limit=60)
    assert app.stack.top.name == "score"
    assert phases == {Phase.EXCHANGE, Phase.PLAY}
    assert Keep(0) in ctl.deal.history and not any(isinstance(a, Declare) for a in ctl.deal.history)
    assert ctl.deal.result().declaration_points == (0, 0)
    assert sum(ctl.deal.result().tricks_won) == h.HAND_SIZE


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_no_text_promises_a_deuce_ending_of_four_tricks(lang):
    four = str(4 * h.DEUCE_ENDING_BONUS)  # 104: a run of four cannot happen between two players
    i18n.set_language(lang)
    for faces in ("italian", "french"):
        assert four not in variant_blurb(HISTORICAL, faces)
        for heading, body in RULES_TEXT:
            assert four not in page_text(body, faces), (lang, heading)


def test_the_last_page_of_1524_tells_the_dispute_as_history():
    i18n.set_language("en")
    text = page_text(dict(PAGES_1524)["1524: an example"], "italian")
    assert "Cardano notes that players disputed how to count four Deuce tricks" in text
    assert "Between two players there cannot be four" in text


# ----------------------------------------------------------------------- 17: the pages of 1524
def pages_1524() -> str:
    i18n.set_language("en")
    return "\n".join(page_text(body, "italian") for _heading, body in PAGES_1524)


@pytest.mark.parametrize("words", [
    "By margin, New match's usual scoring, the deal's winner adds the difference between the two totals",
    "there is no schneider or schwarz",
    "equal points make it a drawn deal",
    "Declaring is up to you: keep a set quiet, or declare three of a four for the three's points",
    "Declared cards are shown to the other player",
    "Cards left in the reserve take no part in the deal",
    "New match can turn declarations off",
])
def test_the_pages_of_1524_say_what_its_rule_book_says(words):
    assert words in pages_1524()


def test_margin_scoring_no_schneider_and_a_drawn_deal_are_the_engines():
    rules = Rules.variant_preset(HISTORICAL)
    assert rules.match_scoring == "margin"
    ace, seven = parse_card("AH"), parse_card("7H")
    # Every trick to seat 0: no schneider or schwarz for seat 1, and seat 0's margin goes to the match.
    sweep = h.score_deal((rules.deck_points, 0), (0, 0), [(0, [ace, seven], 0)] * h.HAND_SIZE)
    assert sweep.no_trick_bonus == (0, 0) and sweep.schneider == (False, False)
    assert score_match(rules, [sweep]).match_points == (sweep.deal_points[0] - sweep.deal_points[1], 0)
    # Equal deal points: a drawn deal, which adds nothing to the match.
    # 36 card points against 30 and the last trick's 6.
    drawn = h.score_deal((36, 30), (0, 0), [(0, [ace, seven], 0)] * 4 + [(1, [ace, seven], 1)] * 5)
    assert drawn.deal_points[0] == drawn.deal_points[1] and drawn.winner is None
    assert score_match(rules, [drawn]).match_points == (0, 0)
