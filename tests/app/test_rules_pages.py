"""The rules pages: every number they quote is the engine's, in every language, and every page's
picture shows the game's cards, the engine's verdicts, and fits its place at any window size."""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter
from itertools import combinations

import pygame
import pytest

from trappola_gui.app.kit import ui
from trappola_gui.app.lang import i18n
from trappola_gui.app.lang.names import VARIANT_WORDS, variant_name
from trappola_gui.app.screens import rules_pictures
from trappola_gui.app.screens.new_match import NewMatchScene
from trappola_gui.app.screens.rules import RULES_TEXT, RulesScene
from trappola_gui.app.screens.rules_numbers import (
    OFFERED_TARGETS,
    example_results,
    mask_of_codes,
    page_text,
    rules_numbers,
)
from trappola_gui.app.screens.rules_pictures import picture
from trappola_gui.engine import DealState, Declare, Rules, cards_of, parse_card, score_match, shuffled_deck
from trappola_gui.engine.cards import CLASSIC_POINTS, CZECH_POINTS, RANKS_LOW_TO_HIGH
from trappola_gui.engine.declarations import legal_declarations
from trappola_gui.engine.scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS

from .helpers import make_app

PAGES = dict(RULES_TEXT)
LANGS = list(i18n.LANGUAGES)
FACES = ("italian", "french")
PLACEHOLDER = re.compile(r"\{\w+\}")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def english(heading: str, faces: str = "italian") -> str:
    i18n.set_language("en")
    return page_text(PAGES[heading], faces)


def numbers_in(text: str) -> Counter:
    # Variant names are names ("No-2 Trappola"), not numbers the page quotes.
    for variant in VARIANT_WORDS:
        text = text.replace(variant_name(variant), "")
    return Counter(int(n) for n in re.findall(r"\d+", text))


def play_to_the_end(rules: Rules, seed: int) -> tuple[DealState, int]:
    """A deal played with random legal cards; also the number of tricks before the stock ran out."""
    state = DealState.new(rules, shuffled_deck(seed, rules.deck), 0)
    rng = random.Random(seed)
    open_tricks = None
    while not state.is_over:
        if state.phase == "declare":
            state.apply(Declare(state.to_move, ()))
            continue
        if state.closed and open_tricks is None:
            open_tricks = len(state.observation(0).tricks)
        state.apply(rng.choice(state.legal_actions()))
    return state, open_tricks


# ----------------------------------------------------------------------- the text and the engine
def test_no_page_writes_a_number_of_its_own():
    for heading, body in RULES_TEXT:
        bare = PLACEHOLDER.sub("", body)
        for variant in VARIANT_WORDS.values():
            bare = bare.replace(variant, "")
        assert not re.search(r"\d", bare), (heading, bare)


@pytest.mark.parametrize("faces", FACES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_translation_quotes_the_same_numbers(lang, faces):
    for heading, body in RULES_TEXT:
        expected = numbers_in(english(heading, faces))
        i18n.set_language(lang)
        translated = page_text(body, faces)
        assert i18n._(body) != body or lang == "en", (lang, heading)
        assert numbers_in(translated) == expected, (lang, heading, translated)


@pytest.mark.parametrize("variant, deck", [("classic", 36), ("no2", 32)])
def test_the_stock_and_the_hands_are_the_size_the_pages_say(variant, deck):
    n = rules_numbers()
    rules = Rules.variant_preset(variant)
    state = DealState.new(rules, shuffled_deck(7, deck), 0)
    stock = n["stock"] if deck == 36 else n["no2_stock"]
    assert state.stock_size == stock
    assert [h.bit_count() for h in state.hands] == [n["hand"], n["hand"]]
    assert f"{deck} cards" in (english("The cards") if deck == 36 else english("Variants"))
    assert f"holds {n['stock']} cards with it ({n['no2_stock']} without the deuces)" in english("The deal")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_stock_lasts_as_many_tricks_as_the_closed_phase_page_says(seed):
    n = rules_numbers()
    _state, open_tricks = play_to_the_end(Rules.variant_preset("classic"), seed)
    no2, no2_open = play_to_the_end(Rules.variant_preset("no2"), seed)
    assert (open_tricks, no2_open) == (n["open_tricks"], n["no2_open_tricks"]) == (9, 7)
    no2_tricks = sum(no2.result().tricks_won)
    assert no2_tricks == n["no2_tricks"] == 16
    assert english("The closed phase").startswith(f"After {open_tricks} tricks ({no2_open} without the deuces)")
    assert f"{no2.rules.deck} cards, {no2.rules.stock_size} in the stock, {no2_tricks} tricks" in \
        english("Variants")


@pytest.mark.parametrize("faces", FACES)
def test_card_values_are_the_engines_points_tables(faces):
    queen = "Cavalier" if faces == "italian" else "Queen"
    ranks = ("Ace", "King", queen, "Jack", "Deuce")

    def listed(table):
        return ", ".join(f"{word} {table[RANKS_LOW_TO_HIGH.index(r)]}" for word, r in zip(ranks, "AKQJ2", strict=True))

    assert all(CLASSIC_POINTS[RANKS_LOW_TO_HIGH.index(r)] == 0 for r in "T987")
    assert all(CZECH_POINTS[RANKS_LOW_TO_HIGH.index(r)] == 0 for r in "T987")  # "the others still nothing"
    assert f"Card points: {listed(CLASSIC_POINTS)}, the others nothing" in english("The cards", faces)
    assert f"Czech Trappola: {listed(CZECH_POINTS)}, the others still nothing" in english("Variants", faces)
    classic = Rules.variant_preset("classic")
    assert f"{classic.deck_points // 4} in a suit, {classic.deck_points} in the pack" in english("The cards")
    # The Czech issue of old: the ten to the seven do not go below nothing.
    assert [CLASSIC_POINTS[s] - CZECH_POINTS[s] for s in range(9)] == [0, 0, 0, 0, 1, 1, 1, 1, 1]


def test_the_rank_order_on_the_page_is_the_engines():
    text = english("The cards")
    assert "From high to low: Ace, King, Cavalier, Jack, Deuce, Ten, Nine, Eight, Seven" in text
    hand = [parse_card(r + "S") for r in "AKQJ2T987"]
    assert hand == sorted(hand, reverse=True)  # the engine ranks cards by their index in a suit


def test_the_bonuses_are_the_engines():
    text = english("Scoring")
    assert f"your declarations and {LAST_TRICK_BONUS} for the last trick" in text
    assert f"gets {SCHNEIDER_BONUS} more, or {SCHWARZ_BONUS} instead (schwarz)" in text
    assert f"The last trick is worth {LAST_TRICK_BONUS} points" in english("The closed phase")
    state, _ = play_to_the_end(Rules.variant_preset("classic"), 11)
    assert sorted(state.result().last_trick_bonus) == [0, LAST_TRICK_BONUS]


def test_the_combination_values_are_the_engines():
    def value(codes: str) -> int:
        # The engine's own offer for a hand of exactly these cards: declare them all.
        best = max(legal_declarations(mask_of_codes(codes)), key=len)
        return sum(rules_pictures.combination_points(m) for m in best)

    sets = ", ".join(f"{word} {value(f'{r}S {r}H {r}D')} or {value(f'{r}S {r}H {r}D {r}C')}"
                     for word, r in zip(("Ace", "King", "Cavalier", "Jack"), "AKQJ", strict=True))
    text = english("Declarations")
    assert f"three or four of a rank: {sets};" in text
    assert (f"Ace-King-Cavalier or King-Cavalier-Jack {value('AS KS QS')}, all four {value('AS KS QS JS')}"
            in text)


def test_the_worked_example_adds_up_with_the_engine():
    deal, modes = example_results()
    rules = Rules.variant_preset("classic")
    assert sum(deal.card_points) == rules.deck_points
    assert deal.deal_points[0] == deal.card_points[0] + LAST_TRICK_BONUS + deal.declaration_points[0]
    assert deal.declaration_points[0] == value_of_three_kings()
    for mode, points in modes.items():
        again = score_match(rules.with_options(match_scoring=mode), [deal]).match_points
        assert points == again
    assert modes["margin"] == (deal.deal_points[0] - deal.deal_points[1], 0)
    assert modes["fixed"] == (rules.fixed_points, 0)
    assert modes["cumulative"] == deal.deal_points
    text = english("An example")
    c, t = deal.card_points[0], deal.deal_points[0]
    assert f"three Kings: {c} + {LAST_TRICK_BONUS} + {deal.declaration_points[0]} = {t}." in text
    assert f"You win the deal by {modes['margin'][0]}." in text


def value_of_three_kings() -> int:
    state = DealState.new(Rules.variant_preset("czech"), deck_with_kings(), 1)
    # Mandatory declarations: the engine declares the set itself, and both seats see its value.
    return state.observation(1).declaration_points[0]


def deck_with_kings() -> list[int]:
    return rules_pictures.deck_with("KS KH KD 7S 8S 9S 7H 8H 9H", "7D 8D 9D 7C 8C 9C TS TH TD", "TC")


def test_the_targets_are_new_matchs_and_any_target_plays(tmp_path):
    app = make_app(tmp_path, "800x600", faces="italian", as_tour=True)
    try:
        form = NewMatchScene(app.ctx)
        target = next(s for s in form.selectors if s.name == "target")
        assert tuple(target.options) == OFFERED_TARGETS
    finally:
        app.close()
    assert Rules.variant_preset("classic").target == OFFERED_TARGETS[1]
    assert Rules.from_dict({"target": 7}).target == 7  # "any target can be played"
    text = english("Scoring")
    assert "New match offers {}, {} or {}".format(*OFFERED_TARGETS) in text


def test_the_partnership_declares_from_the_dealers_left():
    state = DealState.new(Rules.variant_preset("partnership"), shuffled_deck(5), 2)
    order = []
    while state.phase == "declare":
        order.append(state.to_move)
        state.apply(Declare(state.to_move, ()))
    assert order == [3, 0, 1, 2]
    assert state.to_move == 3
    assert f"{rules_numbers()['hand4']} cards each" in english("Partnership")


# ----------------------------------------------------------------------- the pictures
def shapes_of(scene: RulesScene, size, faces: str):
    rect = scene.picture_rect(size)
    return rect, picture(RULES_TEXT[scene.page][0], rect, scene.ctx.fonts, ui.ui_scale(size), faces)


def test_the_closed_phase_picture_raises_exactly_the_legal_cards(tmp_path):
    app = make_app(tmp_path, "800x600", faces="italian", as_tour=True)
    try:
        scene = RulesScene(app.ctx)
        scene.page = [h for h, _b in RULES_TEXT].index("The closed phase")
        _rect, shapes = shapes_of(scene, (800, 600), "italian")
    finally:
        app.close()
    cards = {s.code: s for s in shapes if s.kind == "card"}
    hand = [cards[c] for c in ("QH", "7H", "AS")]
    low = max(s.rect.top for s in hand)
    raised = {s.code for s in hand if s.rect.top < low}
    dimmed = {s.code for s in hand if s.dim}
    # docs/rules.md 4 with "must win": the King of Cups led, the hand must follow suit; the trump Ace may not win.
    assert raised == {"QH", "7H"} and dimmed == {"AS"}


def test_the_deal_picture_shows_the_engines_deal(tmp_path):
    app = make_app(tmp_path, "800x600", faces="italian", as_tour=True)
    try:
        scene = RulesScene(app.ctx)
        scene.page = 1
        _rect, shapes = shapes_of(scene, (800, 600), "italian")
    finally:
        app.close()
    state = DealState.new(Rules.variant_preset("classic"), shuffled_deck(rules_pictures.DEAL_SEED), 1)
    faces = [s for s in shapes if s.kind == "card" and s.code and not s.rotated]
    turned = [s for s in shapes if s.kind == "card" and s.rotated]
    assert {parse_card(s.code) for s in faces} == set(cards_of(state.hands[0]))
    assert [parse_card(s.code) for s in turned] == [state.indicator]
    assert sum(1 for s in shapes if s.kind == "card" and not s.code) == 9 + 3  # the opponent's hand, the pile


SIZES = [(800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (800, 1200)]


def overlaps(shapes) -> list[str]:
    texts = [s for s in shapes if s.kind == "text"]
    cards = [s for s in shapes if s.kind == "card"]
    out = [f"{a.text!r} on {b.text!r}" for a, b in combinations(texts, 2) if a.rect.colliderect(b.rect)]
    out += [f"{t.text!r} on card {c.code or 'back'}" for t in texts for c in cards if t.rect.colliderect(c.rect)]
    return out


@pytest.mark.parametrize("size", SIZES)
def test_every_picture_fits_below_its_text_without_overlaps(tmp_path, size):
    app = make_app(tmp_path, f"{size[0]}x{size[1]}", faces="italian", as_tour=True)
    problems = []
    try:
        scene = RulesScene(app.ctx)
        for lang in LANGS:
            i18n.set_language(lang)
            for faces in FACES:
                app.ctx.settings = dataclasses.replace(app.ctx.settings, faces=faces)
                for page in range(len(RULES_TEXT)):
                    scene.page = page
                    box, _title, lines, _px, line_h, top = scene.page_layout(size)
                    rect, shapes = shapes_of(scene, size, faces)
                    where = (lang, faces, RULES_TEXT[page][0])
                    if rect.top < top + len(lines) * line_h or not box.contains(rect):
                        problems.append(f"{where}: picture {rect} not below the text inside {box}")
                    heights = [s.rect.height for s in shapes if s.kind == "card" and not s.rotated]
                    if not heights or min(heights) < 60:
                        problems.append(f"{where}: cards {min(heights, default=0)} px tall")
                    for s in shapes:
                        inside = rect.inflate(8, 8) if s.kind == "frame" else rect
                        if not inside.contains(s.rect):
                            problems.append(f"{where}: {s.kind} {s.text or s.code} leaves {rect}: {s.rect}")
                    problems += [f"{where}: {o}" for o in overlaps(shapes)]
    finally:
        app.close()
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize("faces", FACES)
def test_every_page_draws_in_the_chosen_faces(tmp_path, faces):
    app = make_app(tmp_path, "800x600", faces=faces, as_tour=True)
    asked: list[str] = []
    face = app.ctx.art.face

    def recording(code, height):
        asked.append(code)
        return face(code, height)

    app.ctx.art.face = recording
    try:
        scene = RulesScene(app.ctx)
        app.stack.push(scene)
        for page in range(len(RULES_TEXT)):
            scene.page = page
            before = len(asked)
            app.stack.draw(app.screen)
            assert len(asked) > before, RULES_TEXT[page][0]
        assert app.ctx.art.faces == faces
        assert pygame.display.get_surface() is not None
    finally:
        app.close()
