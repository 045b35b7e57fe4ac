"""The search's fast rules (ai/fast_rules.py) answer as the engine's rule authority does, everywhere.

Each variant is played at random from seeded deals until 10,000 positions with a trick begun
have been compared: who beats the card winning the trick, who is winning it, and (two players,
closed phase) which cards may answer the lead.
"""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai.fast_rules import LEAD_HOLDS_1524, beats, beats_1524, closed_reply
from trappola_gui.engine import ALL_VARIANTS, DealState, Play, Rules
from trappola_gui.engine.cards import cards_of, full_deck

POSITIONS = 10_000

RULES = [Rules.variant_preset(v) for v in ALL_VARIANTS] + [
    Rules.variant_preset("classic").with_options(must_win=True),
    Rules.variant_preset("partnership").with_options(must_win=True),
]


def positions(rules: Rules, seed: int):
    """Deals of ``rules`` played with random legal actions; every state with a trick begun."""
    rng = random.Random(seed)
    while True:
        deck = full_deck(rules.deck)
        rng.shuffle(deck)
        state = DealState.new(rules, deck, rng.randrange(rules.players))
        while not state.is_over:
            if state.trick:
                yield state
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.variant + ("-must-win" if r.must_win else ""))
def test_fast_rules_agree_with_the_engine(rules: Rules) -> None:
    game = rules.game
    checked = closed = 0
    for state in positions(rules, seed=len(rules.variant) * 7 + rules.must_win):
        trick, leader, trump = state.trick, state.leader, state.trump
        winning = game.trick_winner(leader, trick, trump)
        assert winning is not None
        best = winning.card
        if game.uses_trumps:
            assert (best, winning.seat) == (state.best, state.best_seat)
        for card in range(36):
            if card not in trick and card != best:
                fast = beats(card, best, trump) if game.uses_trumps else beats_1524(card, best)
                assert fast == game.beats(card, best, trump), (card, best, trump)
        hand = state.hands[state.to_move]
        if game.uses_trumps and rules.players == 2 and state.closed and len(trick) == 1:
            closed += 1
            lead = trick[0]
            allowed = closed_reply(hand, lead, trump, rules.must_win)
            assert allowed == state.legal_play_mask()
            assert allowed == game.legal_mask(hand, lead // 9, lead, trump, True)
            assert {Play(state.to_move, c) for c in cards_of(allowed)} == set(state.legal_actions())
        checked += 1
        if checked == POSITIONS:
            break
    assert checked == POSITIONS
    if game.uses_trumps and rules.players == 2:
        assert closed > 1000  # the closed phase's answers were compared often, not by chance


def test_closed_reply_on_the_lead_allows_the_whole_hand() -> None:
    hand = sum(1 << c for c in (0, 10, 20, 30))
    assert closed_reply(hand, -1, trump=2, must_win=True) == hand


def test_the_1524_solvers_table_says_who_keeps_every_trick():
    game = Rules.variant_preset("historical").game
    for lead in range(36):
        for reply in range(36):
            if reply != lead:
                holds = game.trick_winner(0, (lead, reply), -1).seat == 0
                assert LEAD_HOLDS_1524[lead * 36 + reply] == holds, (lead, reply)
