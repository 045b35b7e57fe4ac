"""What the table says and shows, checked without a window: every prompt names the rule the engine
says is in force, and the hand raises exactly the cards the engine allows."""

from __future__ import annotations

import random
import re

import pytest

from trappola_gui.app.lang import i18n
from trappola_gui.app.lang.names import card_name, suit_name
from trappola_gui.app.table import coach, words
from trappola_gui.app.table.layout import Geometry, ViewFlags, placements, raised_cards
from trappola_gui.engine import VARIANTS, DealState, Observation, Phase, Play, Rules, shuffled_deck
from trappola_gui.engine.cards import mask_of

from ..engine.helpers import check_constraint_means_legal, play_decisions


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def observations(variant: str, seeds=range(1, 60)):
    """Every observation of seat 0 over random deals, at the moments seat 0 is to act."""
    rules = Rules.variant_preset(variant)
    for seed in seeds:
        rng = random.Random(seed)
        state = DealState.new(rules, shuffled_deck(seed, rules.deck), seed % rules.players)
        while not state.is_over:
            if state.to_move == 0:
                yield state.observation(0)
            state.apply(rng.choice(state.legal_actions()))


# The prompt's sentences, read back: each names one kind of the engine's rule and its suits and card.
CARD = r"(?P<card>\w+ of \w+)"
SENTENCES = (
    ("free", re.compile(r"Your lead: drag or click a card \(or the arrow keys and Enter\)\.")),
    ("free", re.compile(r"Your turn: any card may be played while the stock lasts\.")),
    ("follow", re.compile(r"Your turn: follow suit \((?P<suit>\w+)\)\.")),
    ("trump", re.compile(r"No (?P<led>\w+) in your hand: you must play a trump \((?P<suit>\w+)\)\.")),
    ("beat", re.compile(rf"Your turn: follow (?P<suit>\w+) with a card that beats {CARD}\.")),
    ("beat", re.compile(rf"No (?P<led>\w+) in your hand: you must play a trump that beats {CARD}\.")),
    ("any", re.compile(r"No (?P<led>\w+) in your hand and no trump: any card may be played\.")),
    ("any", re.compile(r"No trump \((?P<led>\w+)\) in your hand: any card may be played\.")),
)
ONLY = re.compile(r"(?P<rule>.+\.) (?P<only>\w+ of \w+) is the only card you may play\.")


def named_rule(text: str) -> tuple[str, dict[str, str]]:
    """The kind of rule a prompt names and the words it fills in (``suit``, ``led``, ``card``, ``only``)."""
    only = ONLY.fullmatch(text)
    sentence = only["rule"] if only else text
    for kind, pattern in SENTENCES:
        found = pattern.fullmatch(sentence)
        if found:
            named = {k: v for k, v in found.groupdict().items() if v}
            if only:
                named["only"] = only["only"]
            return kind, named
    raise AssertionError(f"the prompt names no rule: {text!r}")


def engine_words(obs: Observation, faces: str) -> dict[str, str]:
    """The words the engine's constraint calls for, as ``named_rule`` reads them back."""
    rule = obs.constraint
    assert rule is not None
    expected = {}
    if rule.kind in ("follow", "trump") or (rule.kind == "beat" and rule.follows_suit):
        assert rule.suit is not None
        expected["suit"] = suit_name(rule.suit, faces)
    if rule.kind in ("trump", "any") or (rule.kind == "beat" and not rule.follows_suit):
        assert rule.led is not None
        expected["led"] = suit_name(rule.led, faces)
    if rule.kind == "beat":
        assert rule.card is not None
        expected["card"] = card_name(rule.card, faces)
    if rule.allowed != obs.hand and rule.allowed.bit_count() == 1:
        expected["only"] = card_name(rule.allowed.bit_length() - 1, faces)
    return expected


def hand_raised_and_dimmed(obs: Observation) -> tuple[set[int], set[int]]:
    """The cards the table's layout raises and dims in the player's hand."""
    geo = Geometry.for_size((1280, 800), players=obs.rules.players)
    places = placements(obs, geo, ViewFlags(), raised_cards(obs))
    hand = [c for c in range(36) if obs.hand >> c & 1]
    raised = {c for c in hand if places[("c", c)].y < geo.hand_y}
    dimmed = {c for c in hand if places[("c", c)].dim}
    return raised, dimmed


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_prompt_names_the_engines_rule_and_the_hand_raises_its_cards(variant):
    seen = set()
    for i, state in enumerate(play_decisions(variant, deals=200, seed=100 + VARIANTS.index(variant))):
        faces = ("french", "italian")[i % 2]
        obs = state.observation(state.to_move)
        check_constraint_means_legal(state, obs)  # the engine's rule gives exactly obs.legal
        rule = obs.constraint
        assert rule is not None
        kind, named = named_rule(words.turn_prompt(obs, faces))
        assert kind == rule.kind
        assert named == engine_words(obs, faces)
        legal = mask_of(a.card for a in obs.legal if isinstance(a, Play))
        restricted = legal != obs.hand
        assert raised_cards(obs) == (legal if restricted else None)
        raised, dimmed = hand_raised_and_dimmed(obs)
        if restricted:
            assert mask_of(raised) == legal and mask_of(dimmed) == obs.hand & ~legal
        else:
            assert raised == dimmed == set()
        tip = coach.tip_for(obs)
        assert (tip in ("closed", "follow")) == restricted
        assert (tip == "lead") == (not restricted and not obs.trick and not obs.closed)
        seen.add((kind, "led" in named, "only" in named))
    assert {kind for kind, _led, _only in seen} == {"free", "follow", "trump", "beat", "any"}
    assert any(only for _kind, _led, only in seen)  # a single legal card is named as well
    if variant == "partnership":  # only with four players can a void answer have to overtrump
        assert {("beat", False), ("beat", True)} <= {(kind, led) for kind, led, _only in seen}


def test_the_closed_phase_never_says_the_stock_lasts_nor_trump_or_discard():
    # The old guess from the legal set: classic seed 14 heard "while the stock lasts" after the
    # stock was gone; the partnership game (no stock at all) heard "trump or discard" when no trump
    # was held and any card could go.
    for variant, seed in (("classic", 14), ("partnership", 0)):
        for obs in observations(variant, [seed]):
            if obs.phase != "play" or not obs.closed:
                continue
            text = words.turn_prompt(obs, "french")
            assert "stock lasts" not in text and "discard" not in text
            assert named_rule(text)[0] == obs.constraint.kind


def test_each_rule_has_its_sentence():
    from trappola_gui.engine import Constraint, ConstraintKind, parse_card

    def say(c: Constraint) -> str:
        return words.rule_sentence(c, "french", 0)  # Spades are trumps

    kh, h, s = parse_card("KH"), 1, 0
    assert say(Constraint(ConstraintKind.FREE, 1)).startswith("Your lead")
    assert say(Constraint(ConstraintKind.FREE, 1, led=h)) == "Your turn: any card may be played while the stock lasts."
    assert say(Constraint(ConstraintKind.FOLLOW, 1, led=h, suit=h)) == "Your turn: follow suit (Hearts)."
    assert say(Constraint(ConstraintKind.TRUMP, 1, led=h, suit=s)) == \
        "No Hearts in your hand: you must play a trump (Spades)."
    assert say(Constraint(ConstraintKind.BEAT, 1, led=h, suit=h, card=kh)) == \
        "Your turn: follow Hearts with a card that beats King of Hearts."
    assert say(Constraint(ConstraintKind.BEAT, 1, led=h, suit=s, card=kh)) == \
        "No Hearts in your hand: you must play a trump that beats King of Hearts."
    assert say(Constraint(ConstraintKind.ANY, 1, led=h)) == \
        "No Hearts in your hand and no trump: any card may be played."
    assert say(Constraint(ConstraintKind.ANY, 1, led=s)) == \
        "No trump (Spades) in your hand: any card may be played."  # trumps led: no "no Spades and no trump"
    assert words.rule_sentence(Constraint(ConstraintKind.ANY, 1, led=h), "french", None) == \
        "No Hearts in your hand: any card may be played."  # 1524 has no trumps


def test_seat_names_and_plates_say_who_sits_where():
    assert [words.seat_name(s, 0, 2) for s in (0, 1)] == ["You", "Opponent"]
    assert [words.seat_name(s, 0, 4) for s in range(4)] == ["You", "Left opponent", "Partner", "Right opponent"]
    assert words.plate_label(2, 0, 4, "hard") == "Partner · Hard"
    assert words.plate_label(0, 0, 4, "hard") == "You"


def test_two_players_never_hear_of_the_other_players():
    for variant in ("classic", "partnership"):
        obs = next(o for o in observations(variant) if o.phase == "declare")
        text = words.declare_prompt(obs)
        assert ("other players" in text) == (variant == "partnership")


def test_the_last_trick_says_there_is_none_yet_and_never_won_by_you():
    obs = next(observations("blind"))
    assert not obs.tricks and "No trick" in words.last_trick_title(obs)
    titles = {words.last_trick_title(o) for o in observations("blind") if o.tricks}
    assert "Last trick: you won it." in titles
    assert all("by You" not in t for t in titles)


def test_waiting_prompts_name_the_seat_to_act():
    rules = Rules.variant_preset("classic")
    state = DealState.new(rules, shuffled_deck(5), 0)  # seat 1 declares first
    obs = state.observation(0)
    assert words.waiting_prompt(obs, thinking=True) == "Opponent is deciding what to declare…"


def test_waiting_for_a_1524_exchange_speaks_of_the_whole_hand():
    rules = Rules.variant_preset("historical")
    state = DealState.new(rules, shuffled_deck(5), 0)  # the non-dealer, seat 1, chooses first
    assert state.phase == Phase.EXCHANGE and state.to_move == 1
    assert words.waiting_prompt(state.observation(0), thinking=True) == \
        "Opponent is deciding whether to throw in the hand…"
    austrian = DealState.new(Rules.variant_preset("austrian"), shuffled_deck(5), 0)
    assert "exchange" in words.waiting_prompt(austrian.observation(austrian.to_move ^ 1), thinking=True)


def test_the_declarations_panel_tells_alike_choices_apart():
    # Four Kings offer the four and four threes that all read "3 × King (5)": each three says which
    # suit it leaves out; a three with no twin, and the four, keep their plain words.
    from trappola_gui.engine.cards import parse_card, suit_of

    i18n.set_language("en")
    rules = Rules.variant_preset("classic")
    kings = [parse_card(f"K{s}") for s in "SHDC"]
    four = mask_of(kings)
    threes = [four & ~(1 << k) for k in kings]
    aces = mask_of(parse_card(f"A{s}") for s in "SHD")
    choices = [four, *threes, aces]
    shown = words.choice_labels(choices, "italian", rules)
    labels = [shown[m] for m in choices]
    assert labels[0] == words.combination_words(four, "italian", rules)
    assert labels[-1] == words.combination_words(aces, "italian", rules)
    assert len(set(labels)) == len(labels), labels
    for k, label in zip(kings, labels[1:5], strict=True):
        assert label.endswith("without " + suit_name(suit_of(k), "italian")), label
