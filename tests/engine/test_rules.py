"""One test per rule of docs/rules.md, named after it (section numbers in the names)."""

from __future__ import annotations

import pytest

from trappola_gui.engine import (
    DealState,
    Declare,
    Exchange,
    IllegalAction,
    Play,
    Rules,
    RulesError,
    card_str,
    first_dealer,
    parse_card,
    shuffled_deck,
)
from trappola_gui.engine.cards import full_deck, mask_of
from trappola_gui.engine.declarations import (
    combination_points,
    legal_declarations,
    mandatory_declaration,
)
from trappola_gui.engine.match import Match

from .helpers import (
    A_KEEP,
    A_PLAY,
    B_KEEP,
    B_PLAY,
    HEARTS,
    cards,
    deck_for,
    last_trick_winner,
    legal_strs,
    pass_declarations,
    play,
    scripted_deal,
    scripted_to_closed,
    tricks_played,
)

CLASSIC = Rules.variant_preset("classic")


def m(text: str) -> int:
    return mask_of(cards(text))


# --------------------------------------------------------------- 1. deck and order
def test_1_deck_has_36_cards_ranks_A_K_Q_J_2_T_9_8_7_in_four_suits():
    deck = full_deck(36)
    assert len(deck) == 36
    ranks = sorted({card_str(c)[0] for c in deck})
    assert ranks == sorted("AKQJ2T987")
    assert {card_str(c)[1] for c in deck} == set("SHDC")


def test_1_trick_order_deuce_beats_ten_and_loses_to_jack():
    first = ["TH", "JH", "7C", "8C", "9C", "TC", "2C", "JC", "QC"]
    second = ["2H", "KC", "AC", "AH", "KH", "QH", "9H", "8H", "7H"]
    stock = ["KS", "QS", "JS", "2S", "TS", "9S", "8S", "7S", "AD", "KD", "QD", "JD", "2D", "TD", "9D", "8D", "7D"]
    deck = deck_for(first, second, "AS", stock)
    state = DealState.new(CLASSIC, deck, dealer=1)
    pass_declarations(state)
    play(state, "TH", "2H")
    assert last_trick_winner(state) == 1, "the deuce beats the ten"
    state = DealState.new(CLASSIC, deck, dealer=1)
    pass_declarations(state)
    play(state, "JH", "2H")
    assert last_trick_winner(state) == 0, "the Jack beats the deuce"


def points_won_trick_by_trick(rules: Rules) -> dict[str, int]:
    """Seat 0 leads the Hearts from the Ace down and takes each open trick from seat 1's
    off-suit answer (7D 8D 9D TD 2D 7C 8C 9C TC, only 2D worth anything): the card points
    it gains with each Heart, as its observation shows them."""
    state = scripted_deal(A_PLAY, B_PLAY, A_KEEP, B_KEEP, rules)
    gains = {}
    for a, b in zip(A_PLAY, B_PLAY, strict=True):
        before = state.observation(0).card_points[0]
        play(state, a, b)
        assert last_trick_winner(state) == 0
        gains[a[0]] = state.observation(0).card_points[0] - before
    return gains


def test_1_card_points_classic_A6_K5_Q4_J3_2_2_suit_20_deck_80():
    # The deuces' trick is 2H with 2D: 2 points each.
    assert points_won_trick_by_trick(CLASSIC) == {"A": 6, "K": 5, "Q": 4, "J": 3, "2": 2 + 2,
                                                  "T": 0, "9": 0, "8": 0, "7": 0}
    assert CLASSIC.deck_points == 80
    state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(12), 1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert sum(state.result().card_points) == 80


# --------------------------------------------------------------- 2. the deal
def test_2_first_dealer_drawn_from_match_seed_then_alternates():
    dealers = {first_dealer(seed) for seed in range(40)}
    assert dealers == {0, 1}
    assert first_dealer(7) == first_dealer(7)
    match = Match(CLASSIC, first_dealer=1)
    assert match.next_dealer == 1
    match.deals.append(DealState.new(CLASSIC, shuffled_deck(1), 1))
    assert match.next_dealer == 0


def test_2_dealing_packets_of_three_non_dealer_first():
    deck = shuffled_deck(5)
    state = DealState.new(CLASSIC, deck, dealer=1)
    nd = deck[0:3] + deck[6:9] + deck[12:15]
    d = deck[3:6] + deck[9:12] + deck[15:18]
    assert state.hands[0] == mask_of(nd)
    assert state.hands[1] == mask_of(d)
    state = DealState.new(CLASSIC, deck, dealer=0)
    assert state.hands[1] == mask_of(nd)


def test_2_trump_indicator_is_deck_18_and_is_drawn_last():
    deck = shuffled_deck(9)
    state = DealState.new(CLASSIC, deck, dealer=0)
    assert state.indicator == deck[18] and state.trump == deck[18] // 9
    assert state.stock_cards() == tuple(deck[19:]) + (deck[18],)


def test_2_stock_drawn_in_order_winner_first_then_loser():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    assert state.hands[0] == m(" ".join(A_KEEP))
    assert state.hands[1] == m(" ".join(B_KEEP))
    draws = state.draw_log()
    assert draws[0] == (0, parse_card("AS")) and draws[1] == (1, parse_card("2S"))
    assert draws[-1] == (1, parse_card("7S")), "the trump indicator is the loser's last draw"


def test_2_non_dealer_leads_the_first_trick():
    for dealer in (0, 1):
        state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(3), dealer)
        assert state.phase == "play" and state.to_move == 1 - dealer


# --------------------------------------------------------------- 3. declarations
@pytest.mark.parametrize(
    "combo,points",
    [
        ("AS AH AD", 6), ("AS AH AD AC", 12), ("KS KH KD", 5), ("KS KH KD KC", 10),
        ("QS QH QD", 4), ("QS QH QD QC", 8), ("JS JH JD", 3), ("JS JH JD JC", 6),
        ("AS KS QS", 3), ("KH QH JH", 3), ("AD KD QD JD", 6),
    ],
)
def test_3_declaration_values(combo, points):
    assert combination_points(m(combo)) == points


def test_3_four_card_sequence_is_one_combination_worth_6_not_two():
    hand = m("AS KS QS JS 7H 8H 9H TH 7D")
    assert mandatory_declaration(hand) == (m("AS KS QS JS"),)
    assert all(
        not (m("AS KS QS") in d and m("KS QS JS") in d) for d in legal_declarations(hand)
    ), "two declared sequences never share a card"


def test_3_only_sets_of_A_K_Q_J_and_runs_of_A_K_Q_J_are_combinations():
    from trappola_gui.engine.declarations import DeclarationError

    for bad in ("2S 2H 2D", "TS TH TD", "QS JS 2S", "AS KS", "AS KH QD"):
        with pytest.raises(DeclarationError):
            combination_points(m(bad))


def test_3_may_declare_some_and_keep_others_quiet_and_three_of_a_four():
    hand = m("AS AH AD AC KS QS 7H 8H 9H")
    options = legal_declarations(hand)
    assert () in options
    assert (m("AS AH AD"),) in options
    assert (m("AS AH AD AC"),) in options
    assert (m("AS KS QS"),) in options


def test_3_a_card_may_count_in_a_set_and_a_sequence_but_two_sets_never_share():
    hand = m("AS AH AD AC KS QS 7H 8H 9H")
    options = legal_declarations(hand)
    assert (m("AS AH AD AC"), m("AS KS QS")) in options
    for d in options:
        sets = [c for c in d if c in (m("AS AH AD"), m("AS AH AC"), m("AS AD AC"), m("AH AD AC"), m("AS AH AD AC"))]
        for i, a in enumerate(sets):
            for b in sets[i + 1:]:
                assert not a & b


def test_3_declarations_after_deal_non_dealer_then_dealer_and_points_count_at_once():
    first = ["AS", "AH", "AD", "7H", "8H", "9H", "TH", "7C", "8C"]
    second = ["KS", "KH", "KD", "KC", "7D", "8D", "9D", "TD", "9C"]
    stock = ["QS", "JS", "2S", "TS", "9S", "8S", "AC", "QC", "JC", "2C", "TC", "QH", "JH", "2H", "QD", "JD", "2D"]
    state = DealState.new(CLASSIC, deck_for(first, second, "7S", stock), dealer=1)
    assert state.phase == "declare" and state.to_move == 0
    with pytest.raises(IllegalAction):
        state.apply(Play(0, parse_card("AS")))
    state.apply(Declare(0, (m("AS AH AD"),)))
    assert state.to_move == 1
    assert state.team_declaration_points() == [6, 0]
    state.apply(Declare(1, (m("KS KH KD KC"),)))
    assert state.team_declaration_points() == [6, 10]
    assert state.phase == "play" and state.to_move == 0


def test_3_declared_cards_are_shown_to_the_opponent_and_only_those():
    first = ["AS", "AH", "AD", "7H", "8H", "9H", "TH", "7C", "8C"]
    second = ["KS", "KH", "KD", "KC", "7D", "8D", "9D", "TD", "9C"]
    stock = ["QS", "JS", "2S", "TS", "9S", "8S", "AC", "QC", "JC", "2C", "TC", "QH", "JH", "2H", "QD", "JD", "2D"]
    state = DealState.new(CLASSIC, deck_for(first, second, "7S", stock), dealer=1)
    state.apply(Declare(0, (m("AS AH AD"),)))
    state.apply(Declare(1, ()))
    seen_by_1 = state.observation(1)
    assert seen_by_1.known[0] == m("AS AH AD")
    assert seen_by_1.known[1] == state.hands[1]
    assert state.observation(0).known[1] == 0
    play(state, "AS")
    assert state.observation(1).known[0] == m("AH AD"), "a played card is no longer in the hand"


def test_3_mandatory_declarations_take_every_maximal_combination():
    hand = m("AS AH AD AC KS QS JS KH QH")
    assert set(mandatory_declaration(hand)) == {m("AS AH AD AC"), m("AS KS QS JS"), m("AH KH QH")}
    hand = m("KH QH JH AD KD QD 7S 8S 9S")
    assert set(mandatory_declaration(hand)) == {m("KH QH JH"), m("AD KD QD")}


def test_3_czech_declares_automatically_with_no_action():
    first = ["AS", "AH", "AD", "7H", "8H", "9H", "TH", "7C", "8C"]
    second = ["KS", "KH", "KD", "KC", "7D", "8D", "9D", "TD", "9C"]
    stock = ["QS", "JS", "2S", "TS", "9S", "8S", "AC", "QC", "JC", "2C", "TC", "QH", "JH", "2H", "QD", "JD", "2D"]
    state = DealState.new(Rules.variant_preset("czech"), deck_for(first, second, "7S", stock), dealer=1)
    assert state.phase == "play"
    assert state.team_declaration_points() == [6, 10]
    assert state.history == []


def test_3_declarations_bind_a_captured_declared_card_loses_the_combination():
    first = ["AS", "AH", "AD", "7H", "8H", "9H", "TH", "7C", "8C"]
    second = ["KS", "KH", "KD", "KC", "7D", "8D", "9D", "TD", "9C"]
    stock = ["QS", "JS", "2S", "TS", "9S", "8S", "AC", "QC", "JC", "2C", "TC", "QH", "JH", "2H", "QD", "JD", "2D"]
    deck = deck_for(first, second, "7S", stock)
    for bind, expected in ((False, [0, 10]), (True, [0, 0])):
        rules = CLASSIC.with_options(declarations_bind=bind)
        state = DealState.new(rules, deck, dealer=1)
        state.apply(Declare(0, ()))
        state.apply(Declare(1, (m("KS KH KD KC"),)))
        play(state, "AH", "KH")  # seat 0 captures the declared King of Hearts
        assert state.team_declaration_points() == expected


def test_3_blind_trappola_has_no_declarations():
    state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(2), 0)
    assert state.phase == "play"
    assert all(not isinstance(a, Declare) for a in state.legal_actions())


# --------------------------------------------------------------- 4. play
def test_4_open_phase_responder_may_play_any_card():
    state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1)
    lead = min(state.hands[0].bit_length() - 1, 35)
    state.play_card(lead)
    assert state.legal_play_mask() == state.hands[1]


def test_4_closed_phase_must_follow_suit():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    play(state, "JC")
    assert legal_strs(state) == {"2C", "QC", "KC", "AC"}
    with pytest.raises(IllegalAction, match=r"7S is not legal: must follow suit \(C\)"):
        state.apply(Play(1, parse_card("7S")))


def test_4_closed_phase_void_must_trump():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    play(state, "AD")
    assert legal_strs(state) == {"2S", "TS", "9S", "8S", "7S"}
    with pytest.raises(IllegalAction, match=r"must play a trump \(S\)"):
        state.apply(Play(1, parse_card("2C")))


def test_4_closed_phase_void_of_suit_and_trump_any_card():
    a_keep = ["AD", "KD", "QD", "JD", "AC", "KC", "QC", "JC", "2C"]
    b_keep = ["AS", "KS", "QS", "JS", "2S", "TS", "9S", "8S", "7S"]
    a_play = HEARTS
    b_play = ["7D", "8D", "9D", "TD", "2D", "7C", "8C", "9C", "TC"]
    state = scripted_to_closed(a_play, b_play, a_keep, b_keep)
    play(state, "AD", "7S")
    assert state.to_move == 1, "a trump beats any non-trump"
    play(state, "AS")
    assert legal_strs(state) == set(["KD", "QD", "JD", "AC", "KC", "QC", "JC", "2C"])


def test_4_must_win_option_beat_the_lead_if_an_allowed_card_can():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP, CLASSIC.with_options(must_win=True))
    play(state, "JC")
    assert legal_strs(state) == {"QC", "KC", "AC"}
    with pytest.raises(IllegalAction, match="must beat JC"):
        state.apply(Play(1, parse_card("2C")))
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP, CLASSIC.with_options(must_win=True))
    play(state, "AS")
    assert legal_strs(state) == {"2S", "TS", "9S", "8S", "7S"}, "none can beat: follow as usual"


def test_4_trick_resolution_trump_higher_trump_led_suit_offsuit():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    play(state, "AD", "7S")  # trump beats non-trump
    assert last_trick_winner(state) == 1
    play(state, "AC", "JC")  # higher of the led suit
    assert last_trick_winner(state) == 1
    play(state, "KC", "JS")  # trump beats the led suit
    assert last_trick_winner(state) == 0
    play(state, "KS", "8S")  # two trumps: the higher
    assert last_trick_winner(state) == 0
    # open phase: an off-suit non-trump loses to the lead
    state = DealState.new(CLASSIC, deck_for(A_PLAY, B_PLAY, "7S", A_KEEP + B_KEEP[:8]), 1)
    pass_declarations(state)
    play(state, "7H", "2D")
    assert last_trick_winner(state) == 0


def test_4_winner_leads_next_and_18_tricks_in_all():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    assert tricks_played(state) == 9 and state.stock_size == 0
    play(state, "AD", "7S")
    assert state.to_move == 1 and state.observation(0).leader == 1
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert tricks_played(state) == 18 and sum(state.result().tricks_won) == 18


# --------------------------------------------------------------- 5. scoring
def test_5_deal_points_cards_declarations_last_trick():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    play(state, "AD", "7S", "AC", "JC", "KC", "JS", "AS", "8S", "KS", "9S", "QS", "TS",
         "KD", "2S", "QC", "QD", "2C", "JD")
    r = state.result()
    assert r.card_points == (45, 35)
    assert r.last_trick_bonus == (0, 6)
    assert r.deal_points == (45, 41)
    assert r.winner == 0


def _all_tricks_to_seat0(b_declares: bool) -> DealState:
    a_keep = ["AS", "KS", "QS", "JS", "2S", "TS", "9S", "8S", "AD"]
    b_keep = ["KD", "QD", "JD", "2D", "TD", "9D", "8D", "7D", "7S"]
    b_play = ["KC", "QC", "JC", "AC", "2C", "TC", "9C", "8C", "7C"]
    stock = []
    for k in range(9):
        stock.append(a_keep[k])
        if k < 8:
            stock.append(b_keep[k])
    state = DealState.new(CLASSIC, deck_for(HEARTS, b_play, "7S", stock), dealer=1)
    state.apply(Declare(0, ()))
    state.apply(Declare(1, (m("KC QC JC"),) if b_declares else ()))
    for a, b in zip(HEARTS, b_play, strict=True):
        play(state, a, b)
    play(state, "AS", "7S")
    for a in ["KS", "QS", "JS", "2S", "TS", "9S", "8S", "AD"]:
        play(state, a)
        state.apply(state.legal_actions()[0])
    return state


def test_5_schneider_no_trick_but_declared_opponent_gets_6():
    r = _all_tricks_to_seat0(b_declares=True).result()
    assert r.tricks_won == (18, 0)
    assert r.no_trick_bonus == (6, 0) and r.schneider == (False, True)
    assert r.deal_points == (80 + 6 + 6, 3)


def test_5_schwarz_no_trick_no_points_opponent_gets_12_not_18():
    r = _all_tricks_to_seat0(b_declares=False).result()
    assert r.no_trick_bonus == (12, 0) and r.schwarz == (False, True)
    assert r.deal_points == (80 + 6 + 12, 0)


def test_5_equal_deal_points_is_a_drawn_deal():
    from trappola_gui.engine.match import score_match
    from trappola_gui.engine.state import DealResult

    drawn = DealResult((37, 43), (6, 0), (0, 0), (0, 0), (43, 43), (9, 9), None, (False,) * 2, (False,) * 2)
    assert score_match(CLASSIC, [drawn]).match_points == (0, 0)


# --------------------------------------------------------------- 6. the match
def _res(a: int, b: int):
    from trappola_gui.engine.state import DealResult

    w = None if a == b else (0 if a > b else 1)
    return DealResult((a, b), (0, 0), (0, 0), (0, 0), (a, b), (9, 9), w, (False,) * 2, (False,) * 2)


def test_6_margin_scoring_winner_adds_the_difference():
    from trappola_gui.engine.match import score_match

    st = score_match(CLASSIC, [_res(50, 36), _res(40, 46)])
    assert st.match_points == (14, 6) and st.winner is None


def test_6_fixed_scoring_adds_1_or_2():
    from trappola_gui.engine.match import score_match

    fixed = CLASSIC.with_options(match_scoring="fixed", target=2)
    assert score_match(fixed, [_res(50, 36)]).match_points == (1, 0)
    st = score_match(fixed.with_options(fixed_points=2), [_res(50, 36)])
    assert st.match_points == (2, 0) and st.winner == 0


def test_6_cumulative_scoring_each_adds_own_and_higher_wins_when_both_over():
    from trappola_gui.engine.match import score_match

    cum = CLASSIC.with_options(match_scoring="cumulative", target=60)
    st = score_match(cum, [_res(40, 46), _res(30, 20)])
    assert st.match_points == (70, 66) and st.winner == 0


def test_6_target_30_60_100_first_at_or_over_wins():
    from trappola_gui.engine.match import score_match

    for target in (30, 60, 100):
        rules = CLASSIC.with_options(target=target)
        results = [_res(60, 30)] * -(-target // 30)
        st = score_match(rules, results)
        assert st.match_points[0] >= target and st.winner == 0
        assert score_match(rules, results[:-1]).winner is None


def test_6_equal_totals_over_target_tiebreak_deal_points_not_added():
    from trappola_gui.engine.match import MatchError, score_match

    cum = CLASSIC.with_options(match_scoring="cumulative", target=60)
    st = score_match(cum, [_res(43, 43), _res(20, 20)])
    assert st.match_points == (63, 63) and st.tiebreak and st.winner is None
    st = score_match(cum, [_res(43, 43), _res(20, 20), _res(40, 40)])
    assert st.tiebreak and st.winner is None, "a drawn tie-break deal calls for another"
    st = score_match(cum, [_res(43, 43), _res(20, 20), _res(40, 40), _res(30, 50)])
    assert st.winner == 1 and st.match_points == (63, 63)
    with pytest.raises(MatchError):
        score_match(cum, [_res(43, 43), _res(20, 20), _res(30, 50), _res(1, 0)])


# --------------------------------------------------------------- 7. variants
def test_7_no2_32_cards_14_in_stock_16_tricks_deck_worth_72():
    rules = Rules.variant_preset("no2")
    deck = shuffled_deck(11, 32)
    assert not any(card_str(c)[0] == "2" for c in deck)
    state = DealState.new(rules, deck, 0)
    assert state.stock_size == 14 and state.indicator == deck[18]
    assert rules.deck_points == 72
    pass_declarations(state)
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    assert tricks_played(state) == 16
    assert sum(state.result().card_points) == 72


def test_7_czech_card_points_one_less():
    rules = Rules.variant_preset("czech")
    # The deuces' trick is 2H with 2D: 1 point each.
    assert points_won_trick_by_trick(rules) == {"A": 5, "K": 4, "Q": 3, "J": 2, "2": 1 + 1,
                                                "T": 0, "9": 0, "8": 0, "7": 0}
    assert rules.deck_points == 60 and rules.mandatory_declarations


def test_7_austrian_exchange_laid_cards_lie_directly_above_the_indicator():
    rules = Rules.variant_preset("austrian")
    deck = shuffled_deck(21)
    state = DealState.new(rules, deck, dealer=1)
    assert state.phase == "exchange" and state.to_move == 0
    laid0 = tuple(sorted(cards_of_hand(state, 0))[:2])
    state.apply(Exchange(0, laid0))
    assert state.hands[0] & mask_of(deck[19:21]) == mask_of(deck[19:21])
    laid1 = (cards_of_hand(state, 1)[0],)
    state.apply(Exchange(1, laid1))
    assert state.stock_cards() == tuple(deck[22:36]) + laid0 + laid1 + (deck[18],)
    assert state.stock_size == 18
    assert state.phase == "declare" and state.to_move == 0
    assert state.observation(0).laid_down == laid0


def test_7_austrian_exchange_refuses_four_cards_or_a_card_not_held():
    state = DealState.new(Rules.variant_preset("austrian"), shuffled_deck(21), dealer=1)
    hand = cards_of_hand(state, 0)
    with pytest.raises(IllegalAction, match="at most 3"):
        state.apply(Exchange(0, tuple(hand[:4])))
    with pytest.raises(IllegalAction, match="not in seat 0's hand"):
        state.apply(Exchange(0, (cards_of_hand(state, 1)[0],)))
    assert state.phase == "exchange" and state.history == []


def cards_of_hand(state: DealState, seat: int) -> list[int]:
    from trappola_gui.engine import cards_of

    return list(cards_of(state.hands[seat]))


def test_7_partnership_deal_trump_is_dealers_last_card_and_left_of_dealer_leads():
    rules = Rules.variant_preset("partnership")
    deck = shuffled_deck(33)
    dealer = 2
    state = DealState.new(rules, deck, dealer)
    for packet in range(12):
        seat = (dealer + 1 + packet) % 4
        assert state.hands[seat] & mask_of(deck[packet * 3: packet * 3 + 3])
    assert state.indicator == deck[35] and state.trump == deck[35] // 9
    assert state.hands[dealer] >> deck[35] & 1, "the turned card stays in the dealer's hand"
    assert state.stock_size == 0 and state.closed, "follow suit from the first trick"
    pass_declarations(state)
    assert state.to_move == 3
    for seat in range(4):
        assert state.observation(seat).known[dealer] >> deck[35] & 1 or seat == dealer


def test_7_partnership_teams_add_tricks_and_bonuses():
    rules = Rules.variant_preset("blind").with_options(players=4)
    state = DealState.new(rules, shuffled_deck(8), 0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    r = state.result()
    assert sum(r.tricks_won) == 9 and sum(r.card_points) == 80
    assert sum(r.last_trick_bonus) == 6


@pytest.mark.parametrize(
    "options,reason",
    [
        ({"variant": "partnership", "deck": 32}, "36-card"),
        ({"variant": "partnership", "exchange": True}, "needs a stock"),
        ({"variant": "blind", "mandatory_declarations": True}, "cannot be mandatory"),
        ({"variant": "classic", "target": 0}, "positive"),
        ({"variant": "classic", "colour": "red"}, "unknown rule option"),
        ({"variant": "skat"}, "unknown variant"),
        ({"variant": "classic", "deck": 40}, "deck"),
    ],
)
def test_7_impossible_combinations_refused_with_a_clear_message(options, reason):
    with pytest.raises(RulesError, match=reason):
        Rules.from_dict(options)


def test_7_options_combine_no2_with_austrian_and_blind_with_partnership():
    # No-2 with the exchange: the 32-card pack's stock of 14 keeps its size, the laid cards
    # above the indicator; then declarations, and 16 tricks worth 72.
    deck = shuffled_deck(5, 32)
    state = DealState.new(Rules.from_dict({"variant": "no2", "exchange": True}), deck, dealer=1)
    assert state.phase == "exchange" and state.stock_size == 14
    laid = tuple(cards_of_hand(state, 0)[:3])
    state.apply(Exchange(0, laid))
    state.apply(Exchange(1, ()))
    assert state.stock_cards() == tuple(deck[22:32]) + laid + (deck[18],)
    assert state.phase == "declare"
    pass_declarations(state)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = state.result()
    assert sum(result.tricks_won) == 16 and sum(result.card_points) == 72

    # Blind partnership: four hands of nine, no stock, no declarations: the dealer's left leads at once.
    state = DealState.new(Rules.from_dict({"variant": "blind", "players": 4}), shuffled_deck(6), dealer=0)
    assert state.phase == "play" and state.to_move == 1
    assert state.observation(1).hand_sizes == (9, 9, 9, 9) and state.stock_size == 0
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = state.result()
    assert not any(isinstance(a, Declare) for a in state.history)
    assert result.declaration_points == (0, 0) and sum(result.tricks_won) == 9 and sum(result.card_points) == 80

    # Czech with the exchange and "must win": exchanges first, then the declarations are made
    # for the players (A-K-Q-J of Hearts for seat 0), Czech card points, and the closed phase
    # asks to beat the lead.
    rules = Rules.from_dict({"variant": "czech", "exchange": True, "must_win": True})
    state = scripted_deal(A_PLAY, B_PLAY, A_KEEP, B_KEEP, rules)
    assert [type(a) for a in state.history] == [Exchange, Exchange] and state.phase == "play"
    seen = state.observation(1)
    assert seen.declaration_points == (6, 0) and seen.known[0] == m("AH KH QH JH")
    for a, b in zip(A_PLAY, B_PLAY, strict=True):
        play(state, a, b)
    assert state.closed and state.observation(1).card_points == (5 + 4 + 3 + 2 + 1 + 1, 0)
    play(state, "JC")
    assert legal_strs(state) == {"QC", "KC", "AC"}
