"""Trappola 1524 (docs/historical.md), section by section, through the engine's public API.

Deals are built by choosing the deck order: ``deck_1524`` lays out the non-dealer's and the
dealer's nine cards and the reserve so that a test knows every card's way through the deal.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from trappola_gui.engine import (
    BadDeclaration,
    BadExchange,
    DealState,
    Declare,
    Exchange,
    Keep,
    Match,
    MustFollowSuit,
    NotInHand,
    NotYourTurn,
    Play,
    RecordError,
    Rules,
    RulesError,
    ThrowIn,
    WrongPhase,
    card_str,
    cards_of,
    deal_from_json,
    deal_to_json,
    match_from_json,
    match_to_json,
    parse_card,
    record_from_text,
    replay_json,
    shuffled_deck,
)
from trappola_gui.engine.cards import CARD_POINTS, full_deck, mask_of
from trappola_gui.engine.historical import score_deal
from trappola_gui.engine.historical_state import HistoricalDeal
from trappola_gui.engine.playout import play_out, random_setup_action
from trappola_gui.engine.record import deal_status

from .helpers import cards
from .historical_helpers import QUIET, RULES, keep_both, new_deal, play, to_play

ROOT = Path(__file__).resolve().parents[2]
ORDER = ["A", "K", "Q", "J", "T", "9", "8", "7", "2"]


def cards_text(text: str) -> list[str]:
    return [card_str(c) for c in cards(text)]


def mask(text: str) -> int:
    return mask_of(cards(text))


def frozen(state: DealState) -> tuple[object, ...]:
    """Everything a record, a player or the command line can see of the deal."""
    return (deal_to_json(state), deal_status(state), str(state), state.observation(0), state.observation(1),
            state.legal_actions(), state.is_over and state.result())


# ------------------------------------------------------------- 1. deck and card order
def test_1_rank_order_is_a_k_q_j_t_9_8_7_2_with_the_deuce_lowest():
    for suit in "SHDC":
        for hi, higher in enumerate(ORDER):
            for lower in ORDER[hi + 1:]:
                # The lower card led, the higher one followed: the higher wins; and the other way round.
                for lead, answer, winner in ((lower, higher, 1), (higher, lower, 0)):
                    state = to_play(f"{lead}{suit} " + _fillers(suit, 0), f"{answer}{suit} " + _fillers(suit, 1))
                    play(state, lead + suit, answer + suit)
                    assert state.tricks[-1][2] == winner, (lead + suit, answer + suit)


def _fillers(suit: str, side: int) -> str:
    # Eight cards of the other suits for each side: never the suit under test.
    pool = [r + s for s in "SHDC" if s != suit for r in ORDER]
    return " ".join(pool[8 * side: 8 * side + 8])


def test_1_card_points_a6_k5_q4_j3_total_72():
    table = CARD_POINTS["historical"]
    assert {r: table[parse_card(r + "S")] for r in ORDER} == {
        "A": 6, "K": 5, "Q": 4, "J": 3, "T": 0, "9": 0, "8": 0, "7": 0, "2": 0}
    assert sum(table[c] for c in full_deck()) == RULES.deck_points == 72
    # In play: what both capture is what the two played hands were worth, and with the reserve
    # left face down and the hands thrown in, the whole pack is 72.
    rng = random.Random(11)
    for seed in range(60):
        state = DealState.new(RULES, shuffled_deck(seed), seed % 2)
        while state.phase != "play":
            state.apply(random_setup_action(state, rng))
        assert isinstance(state, HistoricalDeal)
        in_play = sum(table[c] for h in state.hands for c in cards_of(h))
        aside = sum(table[c] for c in state.reserve_cards()) + sum(table[c] for m in state.thrown
                                                                   for c in cards_of(m))
        play_out(state, rng)
        assert sum(state.captured) == in_play and in_play + aside == 72


# ------------------------------------------------------------------------ 2. the deal
@pytest.mark.parametrize("dealer", [0, 1])
def test_2_the_deal_gives_four_then_five_each_and_leaves_a_reserve_of_eighteen(dealer):
    deck = shuffled_deck(42)
    state = DealState.new(RULES, deck, dealer)
    assert isinstance(state, HistoricalDeal)
    non_dealer = 1 - dealer
    assert state.hands[non_dealer] == mask_of(deck[0:4] + deck[8:13])
    assert state.hands[dealer] == mask_of(deck[4:8] + deck[13:18])
    assert state.reserve_cards() == tuple(deck[18:36])
    assert (state.phase, state.to_move, state.leader) == ("exchange", non_dealer, non_dealer)
    obs = state.observation(non_dealer)
    # No trump, no stock to draw from; the reserve is only a count.
    assert (obs.stock_size, obs.reserve_size, obs.indicator_in_stock, obs.trump) == (0, 18, False, -1)
    assert obs.hand_sizes == (9, 9)


# --------------------------------------------------------------------- 3. the exchange
@pytest.mark.parametrize("choices", [("keep", "keep"), ("throw", "keep"), ("keep", "throw"), ("throw", "throw")],
                         ids=["neither", "non_dealer_only", "dealer_only", "both"])
def test_3_the_exchange(choices):
    deck = shuffled_deck(7)
    dealt = DealState.new(RULES, deck, 1)
    state = DealState.new(RULES, deck, 1)
    assert isinstance(state, HistoricalDeal)
    assert state.legal_actions() == [Keep(0), ThrowIn(0)]
    for seat, choice in zip((0, 1), choices, strict=True):
        state.apply(ThrowIn(seat) if choice == "throw" else Keep(seat))
    top, second = mask_of(deck[18:27]), mask_of(deck[27:36])
    expected = {
        ("keep", "keep"): (dealt.hands[0], dealt.hands[1], 18),
        ("throw", "keep"): (top, dealt.hands[1], 9),
        ("keep", "throw"): (dealt.hands[0], top, 9),  # the dealer alone takes the top nine
        ("throw", "throw"): (top, second, 0),
    }[choices]
    assert (state.hands[0], state.hands[1], state.reserve_size) == expected
    thrown = tuple(dealt.hands[s] if choices[s] == "throw" else 0 for s in (0, 1))
    assert state.thrown == list(thrown)
    for seat in (0, 1):
        obs = state.observation(seat)
        assert obs.thrown == thrown  # face up: both players see both thrown hands
        assert obs.reserve_size == expected[2]
        other = 1 - seat
        # Both thrown in: every card's place is known, so the other hand is known; else nothing of it.
        assert obs.known[other] == (state.hands[other] if choices == ("throw", "throw") else 0)
    assert state.phase == "declare" and state.to_move == 0
    # Thrown cards take no further part: not declared, not played.
    for action in state.legal_actions():
        assert isinstance(action, Declare) and not any(m & thrown[0] for m in action.combinations)
    state.apply(Declare(0, ()))
    state.apply(Declare(1, ()))
    for c in cards_of(thrown[0]):
        with pytest.raises(NotInHand):
            state.apply(Play(0, c))


def test_3_the_exchange_refuses_anything_but_keep_or_throw_in_and_changes_nothing():
    state = DealState.new(RULES, shuffled_deck(3), 0)
    before = frozen(state)
    hand = cards_of(state.hands[1])
    for action, error in ((Exchange(1, hand[:2]), BadExchange), (Play(1, hand[0]), WrongPhase),
                          (Declare(1, ()), WrongPhase), (Keep(0), NotYourTurn), (ThrowIn(0), NotYourTurn)):
        with pytest.raises(error):
            state.apply(action)
        assert frozen(state) == before
    keep_both(state)
    with pytest.raises(WrongPhase):
        state.apply(ThrowIn(1))
    # The other games know nothing of throwing in.
    classic = DealState.new(Rules.variant_preset("classic"), shuffled_deck(3), 0)
    with pytest.raises(BadExchange):
        classic.apply(ThrowIn(1))


# -------------------------------------------------------------------- 4. declarations
@pytest.mark.parametrize("held, declared, points", [
    ("AS AH AD", "AS AH AD", 12), ("AS AH AD AC", "AS AH AD AC", 24),
    ("KS KH KD", "KS KH KD", 6), ("KS KH KD KC", "KS KH KD KC", 12),
    ("QS QH QC", "QS QH QC", 6), ("QS QH QD QC", "QS QH QD QC", 12),
    ("JS JD JC", "JS JD JC", 6), ("JS JH JD JC", "JS JH JD JC", 12),
    ("2S 2H 2D", "2S 2H 2D", 10), ("2S 2H 2D 2C", "2S 2H 2D 2C", 20),
    ("AS AH AD AC", "AS AH AC", 12),  # three of a four, at the three's value
])
def test_4_each_declaration_value(held, declared, points):
    own = held.split()
    fill = [card_str(c) for c in full_deck() if card_str(c)[0] in "789T"]
    state = new_deal(" ".join(own + fill[: 9 - len(own)]), " ".join(fill[9 - len(own): 18 - len(own)]))
    keep_both(state)
    action = Declare(0, (mask(declared),))
    assert action in state.legal_actions()
    state.apply(action)
    assert state.observation(1).declarations[0] == (mask(declared),)  # shown to the other player
    assert state.observation(1).known[0] == mask(declared)
    assert state.observation(1).declaration_points == (points, 0)


def test_4_no_sequences_and_a_player_may_keep_quiet():
    state = new_deal("AS KS QS JS 2H 2D 2C 7H 8H", "7S 8S 9S TS 7D 8D 9D TD 7C")
    keep_both(state)
    legal = {a.combinations for a in state.legal_actions() if isinstance(a, Declare)}
    # Pass, or the three deuces: no run of A K Q J counts.
    assert legal == {(), (mask("2H 2D 2C"),)}
    for sequence in ("AS KS QS", "KS QS JS", "AS KS QS JS"):
        with pytest.raises(BadDeclaration):
            state.apply(Declare(0, (mask(sequence),)))
    state.apply(Declare(0, ()))  # kept quiet
    state.apply(Declare(1, ()))
    assert state.observation(1).declaration_points == (0, 0) and state.observation(1).known[0] == 0


def test_4_declarations_off_and_mandatory():
    hands = ("AS AH AD 2S 2H 2D 2C 7H 8H", "KS KH KD 7S 8S 9S 7D 8D 9D")
    off = new_deal(*hands, rules=QUIET)
    keep_both(off)
    assert off.phase == "play"
    forced = new_deal(*hands, rules=RULES.with_options(mandatory_declarations=True))
    keep_both(forced)
    assert forced.phase == "play"
    assert forced.observation(0).declaration_points == (12 + 20, 6)


# ----------------------------------------------------------------------------- 5. play
def test_5_follow_suit_from_the_first_trick_with_no_trumps():
    state = to_play("KH 7S 8S 9S TS JS QS KS AS", "2H AD KD QD JD TD 9D 8D 7D")
    play(state, "KH")
    before = frozen(state)
    with pytest.raises(MustFollowSuit) as refused:
        state.apply(Play(1, parse_card("AD")))
    assert refused.value.suit == 1 and "must follow suit (H)" in str(refused.value)
    assert frozen(state) == before
    assert state.observation(1).constraint is not None
    assert str(state.observation(1).constraint) == "follow H"
    play(state, "2H")
    assert state.tricks[-1][2] == 0
    # Void in the led suit: any card, and an off-suit card never wins (there are no trumps).
    play(state, "7S")
    assert {card_str(c) for c in cards_of(state.legal_play_mask())} == set(cards_text("AD KD QD JD TD 9D 8D 7D"))
    play(state, "AD")
    assert state.tricks[-1][2] == 0


def test_5_nine_tricks_in_all():
    rng = random.Random(5)
    for seed in range(20):
        state = play_out(DealState.new(RULES, shuffled_deck(seed), 1), rng)
        assert len(state.tricks) == 9 and state.is_over and sum(state.tricks_won) == 9


# ---------------------------------------------------------------------------- 6. scoring
def test_6_a_deuce_trick_scores_10_for_its_winner():
    # Seat 0 leads 2H (seat 1 void in Cups) at trick 1; the deal then ends without a deuce.
    state = to_play("2H 7D AH KH QH JH TH 9H 8H", "9C AD AC KC QC JC TC KS QS")
    play(state, "2H", "9C")
    assert state.tricks[-1][2] == 0
    play(state, "7D", "AD", "AC", "AH", "KC", "KH", "QC", "QH", "JC", "JH", "TC", "TH", "KS", "9H", "QS", "8H")
    result = state.result()
    assert result.deuce_tricks == ((0,), ()) and result.deuce_trick_bonus == (10, 0)
    assert result.last_trick_bonus == (0, 6) and result.deuce_ending == ((), ())
    assert result.deal_points == (result.card_points[0] + 10, result.card_points[1] + 6)


@pytest.mark.parametrize("run", [1, 2, 3])
def test_6_deuce_ending_of_one_to_three_tricks_in_play(run):
    # Seat 1 takes trick 1 with AD, leads non-deuce winners, then its deuces: seat 0 holds only
    # Cups after trick 1, so every card seat 1 leads wins.
    deuces = ["2S", "2C", "2D"][:run]
    fillers = ["AS", "KS", "QS", "AC", "KC", "QC", "JC"][: 8 - run]
    state = to_play("7D AH KH QH JH TH 9H 8H 7H", " ".join(["AD", *fillers, *deuces]))
    play(state, "7D", "AD")
    hearts = iter(cards_text("AH KH QH JH TH 9H 8H 7H"))
    for lead in fillers + deuces:
        play(state, lead, next(hearts))
    result = state.result()
    assert state.tricks_won == [0, 9]
    tricks = tuple(range(9 - run, 9))
    assert result.deuce_ending == ((), tricks) and result.deuce_ending_bonus == (0, 26 * run)
    assert result.last_trick_bonus == (0, 0) and result.deuce_tricks == ((), ())
    assert result.deal_points == (0, result.card_points[1] + 26 * run)
    assert result.no_trick_bonus == (0, 0) and result.schneider == result.schwarz == (False, False)  # none


@pytest.mark.parametrize("run", [1, 2, 3, 4])
def test_6_deuce_ending_counts_26_a_trick_up_to_104(run):
    # A run of four cannot come about in a legal two-player deal (the answer to the last deuce
    # shares a suit with one of the four deuces, so it would have had to follow); the count is
    # docs/historical.md's all the same: 104.
    deuces = ["2S", "2H", "2D", "2C"][:run]
    tricks = [(0, cards("AS 7S"), 0)] + [(1, cards("KH 9H"), 1)] * (8 - run)
    tricks += [(1, cards(f"{d} 7{'H' if d[1] != 'H' else 'S'}"), 1) for d in deuces]
    result = score_deal((10, 20), (0, 6), tricks)
    assert result.deuce_ending == ((), tuple(range(9 - run, 9)))
    assert result.deuce_ending_bonus == (0, 26 * run) and result.last_trick_bonus == (0, 0)
    assert result.deal_points == (10, 26 + 26 * run)


def test_8_worked_example_a_run_of_two_deuce_tricks_scores_52():
    # The dealer (seat 1) holds 2S last; the non-dealer has no Swords left. The dealer wins
    # trick 8 leading 2C (the non-dealer void in Batons) and trick 9 with 2S.
    state = to_play("AH KH QH JH TH 9H 8H 7D 8D", "2S 2C 2H AD KD QD JD TD 9D")
    play(state, "AH", "2H", "KH", "9D", "QH", "TD", "JH", "JD", "TH", "QD", "9H", "KD", "7D", "AD")
    assert state.leader == 1 and len(state.tricks) == 7
    play(state, "2C", "8H", "2S", "8D")
    result = state.result()
    assert [t[2] for t in state.tricks[7:]] == [1, 1]
    assert result.deuce_ending == ((), (7, 8)) and result.deuce_ending_bonus == (0, 52)
    assert result.last_trick_bonus == (0, 0) and result.deuce_trick_bonus == (0, 0)
    assert result.card_points == (30, 6) and result.deal_points == (30, 58) and result.winner == 1


def test_8_run_broken_by_the_other_player_scores_26_not_10_plus_6():
    # docs/historical.md 8's second case as it can happen: the run of the dealer's deuce tricks at
    # the end is broken (trick 8 taken with a King), and the non-dealer's own deuce trick (trick 1)
    # does not join it. The dealer's 2S on trick 9 scores 26, not 10 + 6; the non-dealer's deuce 10.
    state = to_play("2H 7D AH KH QH JH TH 9H 8H", "9C AD AC KC QC JC TC KS 2S")
    play(state, "2H", "9C", "7D", "AD", "AC", "AH", "KC", "KH", "QC", "QH", "JC", "JH", "TC", "TH")
    play(state, "KS", "9H", "2S", "8H")
    result = state.result()
    assert result.deuce_ending == ((), (8,)) and result.deuce_ending_bonus == (0, 26)
    assert result.deuce_tricks == ((0,), ()) and result.deuce_trick_bonus == (10, 0)
    assert result.last_trick_bonus == (0, 0)
    assert result.card_points == (0, 47) and result.deal_points == (10, 73)
    record = replay_json(deal_from_json(deal_to_json(state)))
    assert record["deuce_ending"] == [[], [8]] and record["deuce_ending_bonus"] == [0, 26]


# -------------------------------------------------------------- the observation's secrets
def test_observation_never_holds_the_other_seats_unseen_cards():
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        state = DealState.new(RULES, shuffled_deck(seed + 100), seed % 2)
        assert isinstance(state, HistoricalDeal)
        while True:
            reserve = mask_of(state.reserve_cards())
            for seat in (0, 1):
                other = 1 - seat
                obs = state.observation(seat)
                shown = obs.hand | obs.played | obs.known[other] | mask_of(obs.trick)
                for m in obs.thrown:
                    shown |= m
                assert not shown & reserve  # the reserve stays face down
                assert obs.known[other] & ~state.hands[other] == 0
                declared = 0
                for m in state.declared[other]:
                    declared |= m
                hidden = state.hands[other] & ~declared
                if state.reserve_size:  # some cards still face down: only the declared cards are known
                    assert not obs.known[other] & hidden
                assert obs.unseen == state.hands[other] | reserve
                assert obs.thrown == tuple(state.thrown)  # both thrown hands, seen by both
                assert obs.legal == (tuple(state.legal_actions()) if state.to_move == seat else ())
                checked += 1
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 40 * 2 * 20


# -------------------------------------------------------------------------- push and pop
@pytest.mark.parametrize("seed", range(6))
def test_random_playouts_push_pop_take_back_every_action(seed):
    rng = random.Random(seed)
    rules = RULES if seed % 2 else RULES.with_options(declarations_bind=True)
    state = DealState.new(rules, shuffled_deck(seed + 900), seed % 2)
    kinds = set()
    marks = []
    while not state.is_over:
        before = frozen(state)
        action = rng.choice(state.legal_actions())
        state.apply(action)
        assert state.pop() == action and frozen(state) == before
        state.apply(action)
        kinds.add(type(action).__name__)
        marks.append(before)
    end = frozen(state)
    for before in reversed(marks):
        state.pop()
        assert frozen(state) == before
    with pytest.raises(IndexError):
        state.pop()
    assert {"Play", "Declare"} <= kinds and kinds & {"Keep", "ThrowIn"}
    # A clone plays the same deal to the same end.
    copy = state.clone()
    for action in deal_from_json(end[0]).history:
        copy.apply(action)
    assert frozen(copy)[0] == end[0]


# --------------------------------------------------------------- 7. the match and records
def test_7_rules_and_records_name_the_variant():
    assert RULES.to_dict() == {"variant": "historical"} and RULES.target == 100
    same = Rules.from_dict({"variant": "classic", "historical": True, "points": "historical", "target": 100})
    assert same.same_game(RULES) and not Rules.variant_preset("classic").same_game(RULES)
    assert Rules.variant_preset("classic").to_dict() == {"variant": "classic"}
    for bad in ({"variant": "historical", "deck": 32}, {"variant": "historical", "exchange": True},
                {"variant": "historical", "players": 4}, {"variant": "historical", "must_win": True},
                {"variant": "historical", "points": "classic"}, {"variant": "classic", "points": "historical"},
                {"variant": "historical", "historical": 1}):
        with pytest.raises(RulesError):
            Rules.from_dict(bad)


def test_7_deal_and_match_records_replay_exactly():
    rng = random.Random(8)
    match = Match(RULES, first_dealer=0, seed=99)
    while not match.is_over:
        play_out(match.start_deal(shuffled_deck(rng.randrange(1 << 40))), rng)
    text = json.dumps(match_to_json(match))
    again = match_from_json(json.loads(text))
    assert json.dumps(match_to_json(again)) == text
    assert again.winner == match.winner and max(again.match_points) >= 100
    deal = match.deals[0]
    record = deal_to_json(deal)
    assert record["rules"] == {"variant": "historical"}
    assert [set(a) for a in record["actions"][:2]] == [{"seat", "throw_in"}] * 2
    assert deal_to_json(deal_from_json(record)) == record


def test_7_bad_exchange_actions_in_records():
    record = deal_to_json(DealState.new(RULES, shuffled_deck(1), 1))
    for action, message in (({"seat": 0, "throw_in": 1}, "throw_in must be true or false"),
                            ({"seat": 0, "throw_in": True, "play": "AS"}, "exactly one of"),
                            ({"seat": 0, "exchange": []}, "keep it or throw it in"),
                            ({"seat": 1, "throw_in": False}, "seat 0 is to move")):
        with pytest.raises(RecordError, match=message):
            record_from_text(json.dumps({**record, "actions": [action]}))
    classic = deal_to_json(DealState.new(Rules.variant_preset("austrian"), shuffled_deck(1), 1))
    with pytest.raises(RecordError, match="action 0: only Trappola 1524"):
        deal_from_json({**classic, "actions": [{"seat": 0, "throw_in": True}]})


def test_command_line_new_replay_and_bench_take_the_variant():
    def run(*args: str, stdin: str | None = None) -> str:
        out = subprocess.run([sys.executable, "-m", "trappola_gui.engine", *args], input=stdin, text=True,
                             capture_output=True, cwd=ROOT, timeout=120, check=True)
        return out.stdout

    record = run("new", "--variant", "historical", "--seed", "5", "--dealer", "0")
    assert json.loads(record)["rules"] == {"variant": "historical"}
    status = json.loads(run("replay", "-", stdin=record))
    assert status == {"complete": False, "to_move": 1, "phase": "exchange",
                      "legal": [{"seat": 1, "throw_in": False}, {"seat": 1, "throw_in": True}]}
    assert run("bench", "--variant", "historical", "--deals", "50").startswith("variant=historical seed=1 checksum=")


def test_a_state_rebuilt_from_an_observation_plays_on_like_the_deal():
    rng = random.Random(21)
    for seed in range(10):
        state = DealState.new(RULES, shuffled_deck(seed + 300), seed % 2)
        for _ in range(4 + seed):  # somewhere in the exchange, the declarations or the play
            state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, HistoricalDeal)
        seat = state.to_move
        rebuilt = DealState.from_observation(state.observation(seat), state.hands, state.reserve_cards())
        assert isinstance(rebuilt, HistoricalDeal)
        while not state.is_over:
            assert rebuilt.legal_actions() == state.legal_actions()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            rebuilt.apply(action)
            assert rebuilt.observation(0) == state.observation(0)
        assert rebuilt.result() == state.result()


def test_the_other_games_keep_their_records_and_figures():
    rng = random.Random(4)
    for variant in ("classic", "austrian", "partnership"):
        rules = Rules.variant_preset(variant)
        state = play_out(DealState.new(rules, shuffled_deck(9, rules.deck), 1), rng)
        assert not isinstance(state, HistoricalDeal)
        assert set(replay_json(state)) == {"complete", "tricks", "card_points", "declaration_points",
                                           "last_trick_bonus", "no_trick_bonus", "deal_points", "tricks_won",
                                           "winner"}
        assert state.observation(0).thrown == () and state.observation(0).reserve_size == 0
        assert not any("throw_in" in a for a in deal_to_json(state)["actions"])
