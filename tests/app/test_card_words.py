"""One set of card names per face: every message that names a card, a rank or a suit uses the words of
the player's faces (Cavalier and Batons with Italian cards, Queen and Clubs with French ones), and the
Italian corner letters (R, C, F) are explained where a player first meets them."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from trappola_gui.app.lang import i18n
from trappola_gui.app.lang.names import VARIANT_BLURBS, card_name, corner_note, rank_name, suit_name, variant_blurb
from trappola_gui.app.screens.review_words import option_text
from trappola_gui.app.screens.rules import RULES_TEXT, RulesScene
from trappola_gui.app.screens.rules_numbers import page_text
from trappola_gui.app.table.coach import TIPS, Coach
from trappola_gui.app.table.words import cards_named, explain, turn_prompt
from trappola_gui.engine import VARIANTS, DealState, IllegalAction, Play, Rules, cards_of, shuffled_deck

from .helpers import make_app

# The words that belong to the other tradition: never in a text shown with these faces.
FOREIGN = {
    "italian": ("Queen", "Spades", "Hearts", "Diamonds", "Clubs"),
    "napoletane": ("Queen", "Spades", "Hearts", "Diamonds", "Clubs"),
    "french": ("Cavalier", "Swords", "Cups", "Coins", "Batons"),
}
FACES = tuple(FOREIGN)


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def deal_texts(faces: str, deals: int = 12) -> list[str]:
    """Every prompt, refusal, card and option text of some random deals of every variant."""
    texts: list[str] = []
    rng = random.Random(7)
    for variant in VARIANTS:
        rules = Rules.variant_preset(variant)
        for _ in range(deals):
            state = DealState.new(rules, shuffled_deck(rng.getrandbits(40), rules.deck), rng.randrange(rules.players))
            while not state.is_over:
                obs = state.observation(state.to_move)
                legal = obs.legal
                if obs.constraint is not None:
                    texts.append(turn_prompt(obs, faces))
                    for card in cards_of(obs.hand):
                        try:
                            state.clone().apply(Play(obs.seat, card))
                        except IllegalAction as exc:
                            texts.append(explain(exc, faces))
                texts += [option_text(a, faces) for a in legal[:4]]
                state.apply(rng.choice(legal))
    texts += [card_name(c, faces) for c in range(36)] + [rank_name(c, faces) for c in range(36)]
    texts += [suit_name(s, faces) for s in range(4)] + [cards_named((1 << 36) - 1, faces)]
    return texts


@pytest.mark.parametrize("faces", FACES)
def test_every_message_naming_a_card_uses_the_words_of_the_faces(faces):
    texts = deal_texts(faces)
    texts += [variant_blurb(v, faces) for v in VARIANT_BLURBS]
    texts += [page_text(body, faces) for _heading, body in RULES_TEXT]
    texts += [i18n._(tip) for tip in TIPS.values()] + [corner_note(faces)]
    wrong = sorted({(word, t) for t in texts for word in FOREIGN[faces] if word in t})
    assert not wrong, wrong[:10]


def test_the_czech_description_names_the_queen_with_french_faces():
    assert "Queen 3" in variant_blurb("czech", "french")
    assert "Cavalier 3" in variant_blurb("czech", "italian")


@pytest.mark.parametrize("lang", ["en", "it", "de", "fr", "nl", "pt"])
def test_the_corner_letters_are_explained_on_the_first_rules_page_with_italian_faces(tmp_path, lang):
    app = make_app(tmp_path, "800x600")
    try:
        i18n.set_language(lang)
        scene = RulesScene(app.ctx)
        for faces, explained in (("italian", True), ("napoletane", True), ("french", False)):
            app.ctx.settings = dataclasses.replace(app.ctx.settings, faces=faces)
            scene.page = 0
            text = " ".join(scene.page_layout((800, 600))[2])
            note = corner_note(faces)
            assert (note != "") is explained
            if explained:
                assert note in text
                assert all(re.search(rf"\b{letter}\b", note) for letter in "RCF"), note
            scene.page = 1
            assert corner_note("italian") not in " ".join(scene.page_layout((800, 600))[2])
    finally:
        app.close()


def test_the_first_tip_explains_the_corner_letters_with_italian_faces_only(tmp_path):
    app = make_app(tmp_path, "800x600")
    try:
        app.ctx.settings = dataclasses.replace(app.ctx.settings, coach=True, faces="italian")
        coach = Coach(app.ctx)
        assert coach.offer("declare")
        assert coach.text == corner_note("italian")  # the first tip, on its own
        coach.tip = None
        assert coach.offer("declare")  # the tip asked for, at its next occasion
        assert coach.text == i18n._(TIPS["declare"])
        coach.tip = None
        assert coach.offer("lead")
        assert corner_note("italian") not in coach.text  # once
        app.ctx.coach_seen.clear()
        app.ctx.settings = dataclasses.replace(app.ctx.settings, faces="french")
        coach.tip = None
        assert coach.offer("declare")
        assert coach.text == i18n._(TIPS["declare"])
    finally:
        app.close()
