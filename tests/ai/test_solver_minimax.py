"""The closed-phase solver against a plain minimax: every legal card's value, on random and hand-made endgames.

The reference below is written from docs/rules.md alone, with the engine's
``closed_response`` and ``beats`` for legality and trick winners: it tries
every legal card (no merging of equivalent cards, no pruning, no memo) and
scores the end as ``DealState.result`` does.
"""

from __future__ import annotations

import random

import pytest

from trappola_gui.ai.base import POINTS
from trappola_gui.ai.solver import ClosedSolver, best_card
from trappola_gui.engine import DealState, Rules
from trappola_gui.engine.cards import beats, cards_of, mask_of, parse_card
from trappola_gui.engine.declarations import declaration_points
from trappola_gui.engine.observation import OVER, PLAY
from trappola_gui.engine.scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS
from trappola_gui.engine.tricks import closed_response

from .helpers import closed_endgame

CLASSIC = Rules.variant_preset("classic")
CZECH = Rules.variant_preset("czech")
BIND = CLASSIC.with_options(declarations_bind=True)
MUST_WIN = CLASSIC.with_options(must_win=True)
BIND_MUST_WIN = CLASSIC.with_options(declarations_bind=True, must_win=True)
CZECH_BIND_MUST_WIN = CZECH.with_options(declarations_bind=True, must_win=True)
NO2 = Rules.variant_preset("no2")


def plain_minimax(state: DealState, card: int | None = None) -> int:
    """Side 0's final margin under best play, after ``card`` if given (a full tree, nothing skipped)."""
    rules = state.rules
    pts = POINTS[rules.points]
    declared = [tuple(d) for d in state.declared]

    def finish(hands: list[int], leader: int, lead: int, c: int, cap: list[int], won: list[int],
               decl: list[tuple[int, ...]]) -> int:
        winner = 1 - leader if beats(c, lead, state.trump) else leader
        cap = cap[:]
        won = won[:]
        cap[winner] += pts[lead] + pts[c]
        won[winner] += 1
        if rules.declarations_bind:
            taken = 1 << lead | 1 << c
            decl = [d if seat == winner else tuple(m for m in d if not m & taken) for seat, d in enumerate(decl)]
        if hands[0] | hands[1]:
            return search(hands, winner, -1, cap, won, decl)
        total = [cap[s] + declaration_points(decl[s]) for s in (0, 1)]
        total[winner] += LAST_TRICK_BONUS
        for s in (0, 1):
            if not won[s]:
                total[1 - s] += SCHWARZ_BONUS if declaration_points(decl[s]) == 0 else SCHNEIDER_BONUS
        return total[0] - total[1]

    def search(hands: list[int], leader: int, lead: int, cap: list[int], won: list[int],
               decl: list[tuple[int, ...]]) -> int:
        mover = leader if lead < 0 else 1 - leader
        hand = hands[mover]
        legal = hand if lead < 0 else closed_response(hand, lead // 9, lead, state.trump, rules.must_win)
        values = [move(hands, leader, lead, cap, won, decl, c) for c in cards_of(legal)]
        return max(values) if mover == 0 else min(values)

    def move(hands: list[int], leader: int, lead: int, cap: list[int], won: list[int],
             decl: list[tuple[int, ...]], c: int) -> int:
        mover = leader if lead < 0 else 1 - leader
        hands = hands[:]
        hands[mover] ^= 1 << c
        if lead < 0:
            return search(hands, leader, c, cap, won, decl)
        return finish(hands, leader, lead, c, cap, won, decl)

    hands = list(state.hands)
    lead = state.trick[0] if state.trick else -1
    args = (hands, state.leader, lead, list(state.captured), list(state.tricks_won), declared)
    return search(*args) if card is None else move(*args, card)


def assert_matches_minimax(state: DealState) -> None:
    solver = ClosedSolver(state)
    values = solver.move_values(state)
    legal = set(cards_of(state.legal_play_mask()))
    assert set(values) == legal
    expect = {c: plain_minimax(state, c) for c in legal}
    assert values == expect
    best = max(expect.values()) if state.to_move == 0 else min(expect.values())
    assert ClosedSolver(state).value(state) == best
    card, value = best_card(state)
    assert value == best and expect[card] == best


def random_closed(rules: Rules, rng: random.Random, cards_each: int, base: DealState | None = None) -> DealState:
    """A random closed position, mid-trick half the time, sometimes with a side still trickless.

    Built from ``base`` (a deal at the start of its closed phase, declarations made at random)
    by keeping ``cards_each`` random cards of each hand: the others count as played.
    """
    state = (base or closed_endgame(rules, rng, 9)).clone()
    for seat in (0, 1):
        keep = rng.sample(cards_of(state.hands[seat]), cards_each)
        state.played |= state.hands[seat] & ~mask_of(keep)
        state.hands[seat] = mask_of(keep)
    state.leader = state.to_move = rng.randrange(2)
    if rng.random() < 0.5:
        cards = cards_of(state.hands[state.to_move])
        state.play_card(cards[int(rng.random() * len(cards))])
    if rng.random() < 0.2:
        loser = rng.randrange(2)
        state.tricks_won[1 - loser] += state.tricks_won[loser]
        state.tricks_won[loser] = 0
    return state


# Declarations bind only where combinations are declared: classic deals declare at random.
RANDOM_RULES = [CLASSIC, CZECH, NO2, MUST_WIN, BIND, BIND_MUST_WIN, CZECH_BIND_MUST_WIN]
# Mostly small endgames (the reference is a full tree, about 10 ms at five cards a hand).
SIZES = [1] * 3 + [2] * 6 + [3] * 6 + [4] * 4 + [5] * 1


def _rules_id(r: Rules) -> str:
    return f"{r.points}{r.deck}-bind{r.declarations_bind:d}-win{r.must_win:d}"


@pytest.mark.parametrize("rules", RANDOM_RULES, ids=_rules_id)
def test_every_legal_card_matches_plain_minimax_on_random_positions(rules: Rules) -> None:
    # 7 rule sets x 300 positions = 2,100 positions of one to five cards a hand.
    rng = random.Random(_rules_id(rules))
    base = closed_endgame(rules, rng, 9)
    for k in range(300):
        if k % 6 == 0:
            base = closed_endgame(rules, rng, 9)
        assert_matches_minimax(random_closed(rules, rng, rng.choice(SIZES), base))


@pytest.mark.slow
@pytest.mark.parametrize("rules", [CLASSIC, BIND_MUST_WIN, CZECH], ids=_rules_id)
def test_every_legal_card_matches_plain_minimax_on_larger_positions(rules: Rules) -> None:
    # Six and seven cards a hand: a second to a few seconds each for the full tree.
    rng = random.Random(77)
    for k in range(8):
        assert_matches_minimax(random_closed(rules, rng, 7 if k == 0 else 6))


# ------------------------------------------------------------------ hand-made positions

def position(rules: Rules, trump: str, hand0: str, hand1: str, leader: int, led: str = "",
             declared: tuple[str, str] = ("", ""), won: tuple[int, int] = (1, 1),
             captured: tuple[int, int] = (30, 30), played: str = "") -> DealState:
    """A closed two-player position from card lists (``played``: cards already out, for the record)."""
    state = closed_endgame(rules, random.Random(1), 1)
    suit = "SHDC".index(trump)
    state.trump = suit
    state.indicator = suit * 9
    h0 = mask_of(parse_card(c) for c in hand0.split())
    h1 = mask_of(parse_card(c) for c in hand1.split())
    state.hands = [h0, h1]
    state.played = mask_of(parse_card(c) for c in played.split())
    state.leader = state.to_move = leader
    state.trick = []
    state.phase = PLAY
    state.captured = list(captured)
    state.tricks_won = list(won)
    state.declared = [tuple(mask_of(parse_card(c) for c in combo.split()) for combo in d.split("|") if combo)
                      for d in declared]
    state.decl_points = [declaration_points(d) for d in state.declared]
    if led:
        state.play_card(parse_card(led))
    assert state.phase != OVER
    return state


# Side 1 holds A-Q of hearts over side 0's K-7: whoever leads hearts gives the other side the
# king's trick, so side 1 wants side 0 on lead. With 9S out and 8S led, 7S ducks and 9S takes
# the lead: the two spades are worth nothing, yet they do not play alike.
DUCK = ("C", "8S KH 7H 8D", "7S 9S AH QH", "9D TS")


def test_a_low_card_ducks_under_the_card_led() -> None:
    trump, hand0, hand1, played = DUCK
    state = position(CLASSIC, trump, hand0, hand1, leader=0, led="8S", played=played)
    values = ClosedSolver(state).move_values(state)
    assert values[parse_card("7S")] < values[parse_card("9S")]  # side 1 minimises: ducking is better
    assert best_card(state)[0] == parse_card("7S")
    assert_matches_minimax(state)


def test_the_search_ducks_under_a_lead_below_the_root() -> None:
    # The same position a card earlier: the duck is a reply inside the search, where equivalent
    # cards are merged. Leading 8S must be worth what ducking makes it worth.
    trump, hand0, hand1, played = DUCK
    state = position(CLASSIC, trump, hand0, hand1, leader=0, played=played)
    led = state.clone()
    led.play_card(parse_card("8S"))
    values = ClosedSolver(state).move_values(state)
    assert values[parse_card("8S")] == ClosedSolver(led).value(led) == plain_minimax(led)
    assert_matches_minimax(state)


def test_ducking_with_must_win() -> None:
    # Must win, but no spade can beat the ace led and there is no trump: any spade may be played.
    state = position(MUST_WIN, "C", "AS KH 7D 8D", "7S 9S JS 8H", leader=0, led="AS", played="8S")
    assert_matches_minimax(state)
    # 9S can beat the 8S led, so 7S may not be played: the solver keeps to the rule.
    trump, hand0, hand1, played = DUCK
    state = position(MUST_WIN, trump, hand0, hand1, leader=0, led="8S", played=played)
    assert parse_card("7S") not in ClosedSolver(state).move_values(state)
    assert_matches_minimax(state)
    assert_matches_minimax(position(MUST_WIN, trump, hand0, hand1, leader=0, played=played))


def test_ducking_with_binding_declarations() -> None:
    trump, hand0, hand1, played = DUCK
    # Side 1 declared A-K-Q of hearts (the king since played): capturing AH or QH costs its points.
    for rules in (BIND, BIND_MUST_WIN):
        for led in ("8S", ""):
            state = position(rules, trump, hand0, hand1, leader=0, led=led, played=played + " KS",
                             declared=("", "AH KH QH"))
            assert_matches_minimax(state)
    # Side 0 declared K-Q-J of hearts: now side 1 wants to capture the king.
    state = position(BIND, "D", "8S KH 7C JC", "7S 9S AH QC", leader=0, played="TS",
                     declared=("KH QH JH", ""))
    assert_matches_minimax(state)


def test_ducking_with_czech_values() -> None:
    trump, hand0, hand1, played = DUCK
    for led in ("8S", ""):
        assert_matches_minimax(position(CZECH, trump, hand0, hand1, leader=0, led=led, played=played))
    # Czech points: 2S (one point) does not play like 9S and TS (none) even with nothing between.
    state = position(CZECH, "H", "8S AD 7C 8C 9C", "7S 9S TS 2S KD", leader=0, captured=(20, 25))
    assert_matches_minimax(state)


def test_ducking_with_a_side_still_trickless() -> None:
    # Side 1 has no trick yet: taking one saves the schwarz (or, having declared, the schneider).
    trump, hand0, hand1, played = DUCK
    for declared in (("", ""), ("", "QS KS AS")):
        for led in ("8S", ""):
            state = position(CLASSIC, trump, hand0, hand1, leader=0, led=led, played=played,
                             won=(3, 0), declared=declared)
            assert_matches_minimax(state)
