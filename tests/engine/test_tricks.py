"""The facts the table shows about a trick, as the engine states them (docs/rules.md 4): the rule in
force for the seat to play (its ``Constraint``), who played each card, who is winning so far."""

from __future__ import annotations

import pytest

from trappola_gui.engine import (
    VARIANTS,
    Constraint,
    ConstraintKind,
    DealState,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    Play,
    Rules,
    Trick,
    card_str,
    cards_of,
    play_constraint,
    shuffled_deck,
    trick_plays,
    trick_winner,
)
from trappola_gui.engine.cards import mask_of

from .helpers import (
    A_KEEP,
    A_PLAY,
    B_KEEP,
    B_PLAY,
    cards,
    check_constraint_means_legal,
    play,
    play_decisions,
    scripted_to_closed,
)

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def rule(hand: str, trick: str, *, trump: int = SPADES, closed: bool = True, must_win: bool = False,
         leader: int = 1, players: int = 2) -> Constraint:
    """The constraint on ``hand`` (card codes) answering ``trick`` (card codes, lead first)."""
    return play_constraint(mask_of(cards(hand)), tuple(cards(trick)), leader, trump, closed, must_win, players)


def shown(c: Constraint) -> tuple[str, str]:
    return str(c), " ".join(card_str(x) for x in cards_of(c.allowed))


# ----------------------------------------------------------------- one test per kind of constraint
def test_4_a_lead_is_free():
    c = rule("7H QS AD", "")
    assert c.kind == ConstraintKind.FREE and c.led is None and c.suit is None and c.card is None
    assert shown(c) == ("free", "QS 7H AD")


def test_4_open_phase_answer_is_free_while_the_stock_lasts():
    c = rule("7H QS AD", "KH", closed=False, must_win=True)
    assert (c.kind, c.led) == (ConstraintKind.FREE, HEARTS)
    assert shown(c) == ("free", "QS 7H AD")


def test_4_closed_phase_follow_suit():
    c = rule("2C QC KC AC 7S", "JC")  # docs/rules.md 4's first example
    assert (c.kind, c.led, c.suit, c.card) == (ConstraintKind.FOLLOW, CLUBS, CLUBS, None)
    assert c.follows_suit
    assert shown(c) == ("follow C", "2C QC KC AC")


def test_4_closed_phase_void_must_trump():
    c = rule("JH 2S TS 9S 8S 7S", "AD")
    assert (c.kind, c.led, c.suit) == (ConstraintKind.TRUMP, DIAMONDS, SPADES)
    assert not c.follows_suit
    assert shown(c) == ("trump S", "7S 8S 9S TS 2S")


def test_4_closed_phase_void_in_led_suit_and_trumps_anything():
    c = rule("9D 8C", "AH")
    assert (c.kind, c.led, c.suit) == (ConstraintKind.ANY, HEARTS, None)
    assert shown(c) == ("any", "9D 8C")


def test_4_must_win_beat_the_lead_following_suit():
    c = rule("2C QC KC AC 7S", "JC", must_win=True)
    assert (c.kind, c.led, c.suit, c.card) == (ConstraintKind.BEAT, CLUBS, CLUBS, cards("JC")[0])
    assert c.follows_suit
    assert shown(c) == ("beat JC with C", "QC KC AC")


def test_4_must_win_beat_a_trump_with_a_higher_trump_when_void():
    # Four players: 9C led, the partner trumped with 9S; the third seat, void in Clubs, must overtrump.
    c = rule("8S TS 2H", "9C 9S", must_win=True, leader=0, players=4)
    assert (c.kind, c.led, c.suit, c.card) == (ConstraintKind.BEAT, CLUBS, SPADES, cards("9S")[0])
    assert not c.follows_suit
    assert shown(c) == ("beat 9S with S", "TS")


def test_4_must_win_names_no_beat_where_no_allowed_card_can_beat():
    # docs/rules.md 4: "If AS is led and the answer holds only lower Spades, any Spade may be played."
    assert shown(rule("7S 8S 9H", "AS", must_win=True)) == ("follow S", "7S 8S")
    # Following suit is still owed when only a trump could beat (docs/rules.md 4, the closed picture's hand).
    assert shown(rule("QH 7H AS", "KH", must_win=True)) == ("follow H", "7H QH")


def test_4_must_win_names_no_beat_where_every_allowed_card_beats():
    assert shown(rule("AD KD 9S", "QD", must_win=True)) == ("follow D", "KD AD")
    assert shown(rule("8S 9S 9H", "AD", must_win=True)) == ("trump S", "8S 9S")


def test_the_state_names_the_same_constraint_and_its_refusals_follow_it():
    state = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP)
    play(state, "JD")  # seat 1 holds no Diamond: must trump (Spades)
    assert str(state.constraint()) == "trump S"
    assert state.constraint() == state.observation(1).constraint
    with pytest.raises(MustTrump) as refused:
        play(state, "QC")
    assert refused.value.suit == SPADES
    must_win = scripted_to_closed(A_PLAY, B_PLAY, A_KEEP, B_KEEP, Rules.variant_preset("classic").with_options(
        must_win=True))
    play(must_win, "JC")  # seat 1 holds 2C QC KC AC: must beat the Jack with a Club
    assert str(must_win.constraint()) == "beat JC with C"
    with pytest.raises(MustFollowSuit):
        play(must_win, "2S")
    with pytest.raises(MustBeat) as refused_beat:
        play(must_win, "2C")
    assert refused_beat.value.card == cards("JC")[0]


def test_the_constraint_is_only_the_seat_to_plays():
    state = DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1)
    assert state.observation(0).constraint is not None
    assert state.observation(1).constraint is None  # not its turn
    classic = DealState.new(Rules.variant_preset("classic"), shuffled_deck(4), 1)
    assert classic.observation(classic.to_move).constraint is None  # the declarations come first


# ----------------------------------------------------------------------- who played, who is winning
def test_4_who_played_each_card_goes_round_from_the_leader():
    assert [str(p) for p in trick_plays(1, cards("9C KC 7S AC"), 4)] == [
        "1 plays 9C", "2 plays KC", "3 plays 7S", "0 plays AC"]
    assert [str(p) for p in trick_plays(1, cards("KH 7D"), 2)] == ["1 plays KH", "0 plays 7D"]
    assert [str(p) for p in Trick(3, tuple(cards("9C KC")), 0).plays(4)] == ["3 plays 9C", "0 plays KC"]


def test_4_who_is_winning_so_far():
    assert trick_winner(0, (), SPADES, 2) is None
    assert trick_winner(1, cards("9C"), SPADES, 4) == Play(1, cards("9C")[0])
    assert trick_winner(1, cards("9C KC"), SPADES, 4) == Play(2, cards("KC")[0])
    assert trick_winner(1, cards("9C KC 7S AC"), SPADES, 4) == Play(3, cards("7S")[0])
    assert trick_winner(0, cards("KH AD"), SPADES, 2) == Play(0, cards("KH")[0])  # off-suit loses


# ----------------------------------------------------------------------- every decision of random deals
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_decision_names_the_rule_that_gives_the_legal_cards(variant):
    kinds = set()
    for state in play_decisions(variant, deals=200, seed=VARIANTS.index(variant) + 1):
        seat = state.to_move
        obs = state.observation(seat)
        check_constraint_means_legal(state, obs)
        assert state.constraint() == obs.constraint
        assert state.observation((seat + 1) % state.n).constraint is None
        assert obs.constraint is not None
        kinds.add(str(obs.constraint.kind))
        n = state.rules.players
        plays = tuple(a for a in state.history if isinstance(a, Play))
        assert obs.trick_plays == (plays[len(plays) - len(obs.trick):] if obs.trick else ())
        if obs.trick:
            assert obs.winning_play == Play(state.best_seat, state.best)
        else:
            assert obs.winning_play is None
            # Every finished trick says who played its cards, as the history does.
            assert sum((t.plays(n) for t in obs.tricks), ()) == plays
    assert kinds == {"free", "follow", "trump", "any", "beat"}
