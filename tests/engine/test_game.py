"""The rule authority (engine/game.py): one object per variant answers what the table and the AI ask,
and its answers agree with what the deal itself does."""

from __future__ import annotations

import random

import pytest

from trappola_gui.engine import ALL_VARIANTS, DealState, Game1524, Rules, game_of
from trappola_gui.engine.cards import full_deck, parse_card

RULES = [Rules.variant_preset(v) for v in ALL_VARIANTS]


def played_deals(rules: Rules, seed: int, deals: int):
    """(state, observation of the seat to move) before every action of random deals, then the end."""
    rng = random.Random(seed)
    for _ in range(deals):
        deck = full_deck(rules.deck)
        rng.shuffle(deck)
        state = DealState.new(rules, deck, rng.randrange(rules.players))
        while not state.is_over:
            yield state, state.observation(state.to_move)
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
        yield state, state.observation(0)


def test_one_authority_per_rules_value() -> None:
    classic = Rules.variant_preset("classic")
    assert classic.game is game_of(Rules.variant_preset("classic"))
    assert isinstance(Rules.variant_preset("historical").game, Game1524)
    assert not isinstance(classic.game, Game1524)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.variant)
def test_the_authority_agrees_with_the_deal(rules: Rules) -> None:
    game = rules.game
    for state, obs in played_deals(rules, seed=3, deals=40):
        assert obs.game is game
        # Sides: every seat's side is the deal's team, and a partner is on the same side.
        for seat in range(rules.players):
            assert game.side(seat) == state.team(seat) == obs.team(seat)
            partner = game.partner(seat)
            assert (partner is None) == (rules.players == 2)
            if partner is not None:
                assert partner != seat and game.side(partner) == game.side(seat)
        if state.is_over:
            result = state.result()
            so_far = obs.score_so_far
            # The result adds only its bonuses to what stood before them.
            for side in (0, 1):
                bonus = result.last_trick_bonus[side] + result.no_trick_bonus[side] + result.deuce_ending_bonus[side]
                deuce_tens_in_ending = 10 * len(result.deuce_ending[side])
                assert result.deal_points[side] == so_far[side] + bonus - deuce_tens_in_ending
            continue
        if obs.trick:
            winning = obs.winning_play
            assert winning is not None and winning.card == state.best and winning.seat == state.best_seat
        if obs.phase == "play":
            assert obs.constraint is not None
            assert obs.constraint.allowed == obs.playable == state.legal_play_mask()
            led = obs.trick[0] // 9 if obs.trick else -1
            assert game.legal_mask(obs.hand, led, state.best, obs.trump, obs.closed) == obs.playable
        else:
            assert obs.playable == 0
    assert sum(game.card_points(c) for c in full_deck(rules.deck)) == rules.deck_points


def test_card_order_of_each_game() -> None:
    p = parse_card
    classic, old = Rules.variant_preset("classic").game, Rules.variant_preset("historical").game
    # docs/rules.md 1: the deuce ranks just below the Jack; docs/historical.md 1: the deuce is lowest.
    assert classic.rank(p("2S")) > classic.rank(p("TS"))
    assert old.rank(p("2S")) < old.rank(p("7S"))
    # A trump beats any card of another suit in the later game; 1524 has no trump.
    assert classic.beats(p("7H"), p("AS"), trump=1) and not old.beats(p("7H"), p("AS"), trump=1)
    assert str(old.trick_winner(1, [p("2C"), p("AC")], trump=-1)) == "0 plays AC"


def test_score_so_far_counts_the_deuce_tricks_of_1524() -> None:
    rules = Rules.variant_preset("historical")
    for _state, obs in played_deals(rules, seed=11, deals=30):
        tens = [0, 0]
        for t in obs.tricks:
            winning = t.cards[0] if t.winner == t.leader else t.cards[1]
            if winning % 9 == 4:  # a deuce
                tens[t.winner] += 10
        assert obs.score_so_far == tuple(
            obs.card_points[s] + obs.declaration_points[s] + tens[s] for s in (0, 1))


def test_combination_values() -> None:
    aces = sum(1 << parse_card(c) for c in ("AS", "AH", "AD"))
    assert Rules().game.combination_value(aces) == 6
    assert Rules.variant_preset("historical").game.combination_value(aces) == 12
    run = sum(1 << parse_card(c) for c in ("AS", "KS", "QS"))
    assert Rules().game.is_set(aces) and not Rules().game.is_set(run)
