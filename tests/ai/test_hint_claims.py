"""A hint says only what the player can know (issue 36, point 1).

Every claim a hint may make of a card (``hint_claims``) is checked, over thousands of random
decisions of every variant, against the cards each seat may still hold, worked out here apart from
the AI's knowledge: from the deal's public record, as the player at the table can follow it (cards
played, suits shown void, cards face up, declared cards, the cards the player laid down and who drew
them). The true hidden hands are checked to lie within it, and a claim that a card wins must hold
for every card a seat still to play may hold and play.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from trappola_gui.ai import hint_claims as hc
from trappola_gui.ai.knowledge import possible_cards, voids
from trappola_gui.engine import DealState, Exchange, Phase, Rules
from trappola_gui.engine.cards import SUIT_MASKS, cards_of, full_deck, mask_of
from trappola_gui.engine.historical import is_deuce
from trappola_gui.engine.playout import random_deal, random_setup_action
from trappola_gui.engine.rules import ALL_VARIANTS

DECISIONS = 2_000  # per variant, every legal card's claim checked at each


class Public:
    """What the seat ``viewer`` of ``state`` may know of every other seat's cards, from the record."""

    def __init__(self, state: DealState, viewer: int) -> None:
        rules, n = state.rules, state.n
        self.state, self.viewer, self.n = state, viewer, n
        self.trump = state.trump
        played = 0
        for _, cards, _ in state.tricks:
            played |= mask_of(cards)
        played |= mask_of(state.trick)
        out_of_play = state.hands[viewer] | played  # in the viewer's hand, or played
        if n == 2 and not rules.historical and state.stock_size:
            out_of_play |= 1 << state.indicator  # face up under the stock
        if rules.historical:
            for thrown in state.thrown:  # hands thrown in lie face up beside the reserve
                out_of_play |= thrown
        known = [0] * n
        for seat in range(n):
            for combination in state.declared[seat]:
                known[seat] |= combination & ~played  # declared cards are shown
        if not rules.historical and (n == 4 or not state.stock_size):
            for seat in range(n):  # the trump indicator, drawn last (or the partnership dealer's card)
                if seat != viewer and state.hands[seat] >> state.indicator & 1:
                    known[seat] |= 1 << state.indicator
        stock = mask_of(state.stock[state.stock_pos:])
        for card in state.laid[viewer]:  # the viewer's own cards laid down: where each went is followed
            out_of_play |= stock & 1 << card
            for seat in range(n):
                if seat != viewer and state.hands[seat] >> card & 1:
                    known[seat] |= 1 << card
        void = [0] * n
        # Suits shown void: in tricks played under the rule to follow suit (the stock gone, with two).
        follow_from = 0 if n == 4 or rules.historical else (rules.deck - 18) // 2
        tricks = [(leader, tuple(cards)) for leader, cards, _ in state.tricks] + [(state.leader, tuple(state.trick))]
        for i, (leader, cards) in enumerate(tricks):
            if i < follow_from or not cards:
                continue
            led = cards[0] // 9
            for k, card in enumerate(cards[1:], 1):
                seat = (leader + k) % n
                if card // 9 != led:
                    void[seat] |= SUIT_MASKS[led]
                    if self.trump >= 0 and card // 9 != self.trump:
                        void[seat] |= SUIT_MASKS[self.trump]
        pack = mask_of(full_deck(rules.deck))
        self.possible, self.sure = [0] * n, [0] * n
        for seat in range(n):
            if seat == viewer:
                self.possible[seat] = self.sure[seat] = state.hands[viewer]
                continue
            elsewhere = 0
            for other in range(n):
                if other not in (seat, viewer):
                    elsewhere |= known[other]
            may = known[seat] | (pack & ~out_of_play & ~elsewhere & ~void[seat])
            if known[seat].bit_count() >= state.hands[seat].bit_count():
                may = known[seat]  # every card it holds is known (or it holds none)
            self.possible[seat] = may
            self.sure[seat] = may if may.bit_count() <= state.hands[seat].bit_count() else known[seat]
        self.follow = state.stock_size == 0  # follow suit: the closed phase, four players, 1524

    def later(self) -> list[int]:
        return [(self.viewer + k) % self.n for k in range(1, self.n - len(self.state.trick))]

    def best_after(self, card: int) -> int:
        trick = self.state.trick
        if not trick:
            return card
        best = self.state.game.trick_winner(self.state.leader, trick, self.trump).card
        return card if self.state.game.beats(card, best, self.trump) else best

    def led(self, card: int) -> int:
        return (self.state.trick[0] if self.state.trick else card) // 9

    def beaters(self, card: int) -> tuple[int, int]:
        """Cards a later seat may hold and play that beat the trick's best after ``card``; and those held for sure."""
        best, led, game = self.best_after(card), self.led(card), self.state.game
        out = sure = 0
        for seat in self.later():
            may = self.possible[seat]
            if self.follow and self.sure[seat] & SUIT_MASKS[led]:
                may &= SUIT_MASKS[led]
            for c in cards_of(may):
                if game.beats(c, best, self.trump):
                    out |= 1 << c
                    sure |= self.sure[seat] & 1 << c
        return out, sure

    def truly_beaten(self, card: int) -> bool:
        """A seat still to play holds a card it may play that beats the best after ``card`` (true hands)."""
        best, led, game = self.best_after(card), self.led(card), self.state.game
        for seat in self.later():
            hand = self.state.hands[seat]
            if self.follow:
                trumps = SUIT_MASKS[self.trump] if self.trump >= 0 else 0
                hand = hand & SUIT_MASKS[led] or hand & trumps or hand
            if any(game.beats(c, best, self.trump) for c in cards_of(hand)):
                return True
        return False


def check(state: DealState, card: int, claim: hc.Claim, pub: Public, legal: tuple[int, ...]) -> None:
    game, trump = state.game, state.trump
    points = game.card_points
    trick = state.trick
    winning = game.trick_winner(state.leader, trick, trump) if trick else None
    takes = winning is None or game.beats(card, winning.card, trump)
    beat, sure = pub.beaters(card)
    kind = claim.kind
    if kind == hc.ONLY:
        assert len(legal) == 1
    elif kind in (hc.WINS, hc.WINS_CHEAPLY, hc.DEUCE_WINS):
        assert takes and not beat and not pub.truly_beaten(card)
        if kind == hc.DEUCE_WINS:
            assert state.rules.historical and is_deuce(card) and not trick
        else:
            assert claim.points == (sum(points(c) for c in trick) if trick else points(card))
        if kind == hc.WINS_CHEAPLY:
            winners = [c for c in legal if (not trick or game.beats(c, winning.card, trump)) and not pub.beaters(c)[0]]
            assert len(winners) > 1 and points(card) == min(points(c) for c in winners)
    elif kind == hc.DEUCE_MAY:
        assert state.rules.historical and is_deuce(card) and not trick and beat
    elif kind == hc.DRAWS_TRUMPS:
        assert not trick and card // 9 == trump and pub.follow
        assert any(pub.possible[s] & SUIT_MASKS[trump] for s in pub.later())
    elif kind in (hc.FEW_BEATERS, hc.TRUMPS_ONLY):
        assert takes and beat and not sure and claim.cards == beat.bit_count()
        if kind == hc.FEW_BEATERS:
            assert claim.cards <= hc.FEW
        else:
            assert card // 9 != trump and not beat & ~SUIT_MASKS[trump]
    elif kind == hc.LOW_LEAD:
        assert not trick and points(card) == 0
    elif kind == hc.SAFEST_LEAD:
        assert not trick and claim.cards == beat.bit_count() == min(pub.beaters(c)[0].bit_count() for c in legal)
    elif kind in (hc.PARTNER_WINS, hc.PARTNER_AHEAD):
        assert winning is not None and not takes
        assert winning.seat == game.partner(state.to_move)
        if kind == hc.PARTNER_WINS:
            assert not beat and not pub.truly_beaten(card) and claim.points == points(card)
    elif kind in (hc.KEEPS_TRUMPS, hc.NO_POINTS, hc.FEWEST_POINTS):
        assert winning is not None and not takes and state.team(winning.seat) != state.team(state.to_move)
        if kind == hc.KEEPS_TRUMPS:
            assert card // 9 != trump and any(c // 9 == trump and game.beats(c, winning.card, trump) for c in legal)
        elif kind == hc.NO_POINTS:
            assert points(card) == 0
        else:
            losing = [c for c in legal if not game.beats(c, winning.card, trump)]
            assert claim.points == points(card) == min(points(c) for c in losing)
    else:
        assert kind == hc.SEARCH, kind  # no claim about the cards: the card the hint names plays out best


def decisions(variant: str, count: int, seed: int):
    """Random deals' decisions of the card to play, ``count`` of them: (state, seat to move)."""
    rng = random.Random(f"hint-claims:{variant}:{seed}")
    rules = Rules.variant_preset(variant)
    done = 0
    while done < count:
        state = random_deal(rules, rng)
        while state.phase != Phase.PLAY:
            state.apply(random_setup_action(state, rng))
        while not state.is_over and done < count:
            yield state
            done += 1
            cards = cards_of(state.legal_play_mask())
            state.play_card(cards[int(rng.random() * len(cards))])


@pytest.mark.parametrize("variant", ALL_VARIANTS)
def test_every_claim_of_a_hint_holds_against_what_the_player_may_know(variant):
    seen: Counter[str] = Counter()
    checked = 0
    for state in decisions(variant, DECISIONS, 1):
        seat = state.to_move
        obs = state.observation(seat)
        pub = Public(state, seat)
        for other in range(state.n):  # the true hands lie within what the record allows
            assert state.hands[other] & ~pub.possible[other] == 0
            assert pub.sure[other] & ~state.hands[other] == 0
        assert possible_cards(obs) == tuple(pub.possible)
        legal = cards_of(obs.playable)
        for card in legal:
            claim = hc.claim(obs, card)
            check(state, card, claim, pub, legal)
            seen[claim.kind] += 1
            checked += 1
    assert checked >= DECISIONS
    expected = {hc.ONLY, hc.WINS, hc.FEW_BEATERS, hc.LOW_LEAD, hc.SAFEST_LEAD, hc.NO_POINTS, hc.FEWEST_POINTS}
    if variant == "historical":
        expected |= {hc.DEUCE_WINS, hc.DEUCE_MAY}
    else:
        expected |= {hc.WINS_CHEAPLY, hc.TRUMPS_ONLY, hc.DRAWS_TRUMPS}
    if variant not in ("partnership", "historical"):  # a trump kept where one could win: the open phase only
        expected.add(hc.KEEPS_TRUMPS)
    if variant == "partnership":
        expected |= {hc.PARTNER_WINS, hc.PARTNER_AHEAD}
    assert expected <= set(seen), f"never claimed in {variant}: {expected - set(seen)}"


def test_every_kind_of_claim_is_checked():
    seen = set()
    for variant in ("classic", "partnership", "historical"):
        for state in decisions(variant, 600, 2):
            obs = state.observation(state.to_move)
            seen |= {hc.claim(obs, c).kind for c in cards_of(obs.playable)}
    assert seen == set(hc.KINDS)


def austrian_lead_into_a_trump_shown() -> tuple[DealState, int]:
    """The issue's deal: the Austrian game's first lead of the closed phase, an Ace in hand whose suit
    the opponent has none of, and a trump the player laid down in the opponent's hand, face up."""
    rules = Rules.variant_preset("austrian")
    rng = random.Random(36)
    for _ in range(3000):
        state = random_deal(rules, rng, dealer=1)
        trumps = [c for c in cards_of(state.hands[0]) if c // 9 == state.trump and c % 9 < 4]
        if not trumps:
            continue
        state.apply(Exchange(0, (trumps[0],)))  # the player, the non-dealer, lays down a low trump
        while state.phase != Phase.PLAY:
            state.apply(random_setup_action(state, rng))
        while not state.closed:
            cards = cards_of(state.legal_play_mask())
            state.play_card(cards[int(rng.random() * len(cards))])
        if state.to_move != 0:
            continue
        obs = state.observation(0)
        aces = [c for c in cards_of(obs.hand) if c % 9 == 8 and c // 9 != obs.trump
                and not obs.unseen & SUIT_MASKS[c // 9]]
        if obs.known[1] & 1 << trumps[0] and aces:
            return state, aces[0]
    raise AssertionError("no such deal in 3000")


def test_an_ace_the_opponent_can_trump_with_a_card_shown_is_not_said_to_hold():
    state, ace = austrian_lead_into_a_trump_shown()
    obs = state.observation(0)
    assert hc.claim(obs, ace).kind not in (hc.WINS, hc.WINS_CHEAPLY, hc.FEW_BEATERS, hc.TRUMPS_ONLY)
    assert Public(state, 0).truly_beaten(ace)


def test_a_closed_phase_ace_is_sure_when_the_opponent_must_follow():
    # Two players, the stock gone: every unseen card is in the opponent's hand. Holding a Spade it
    # must follow the Ace of Spades, and cannot trump it.
    rules = Rules.variant_preset("blind")
    for seed in range(200):
        state = random_deal(rules, random.Random(seed))
        rng = random.Random(seed)
        while not (state.closed and not state.trick) and not state.is_over:
            cards = cards_of(state.legal_play_mask())
            state.play_card(cards[int(rng.random() * len(cards))])
        if state.is_over:
            continue
        seat = state.to_move
        obs = state.observation(seat)
        other = state.hands[1 - seat]
        for ace in (c for c in cards_of(obs.hand) if c % 9 == 8 and c // 9 != obs.trump):
            if other & SUIT_MASKS[ace // 9] and other & SUIT_MASKS[obs.trump]:
                assert hc.claim(obs, ace).kind in (hc.WINS, hc.ONLY)
                return
    raise AssertionError("no such deal in 200")


def test_a_suit_shown_void_in_1524_leaves_the_hand_that_could_not_follow():
    rules = Rules.variant_preset("historical")
    for seed in range(100):
        rng = random.Random(seed)
        state = random_deal(rules, rng)
        while state.phase != Phase.PLAY:
            state.apply(random_setup_action(state, rng))
        while not state.is_over:
            cards = cards_of(state.legal_play_mask())
            state.play_card(cards[int(rng.random() * len(cards))])
            if state.tricks and not state.trick:
                leader, (lead, answer), _ = state.tricks[-1]
                if lead // 9 != answer // 9 and not state.is_over:
                    obs = state.observation(leader)  # the leader saw the other seat not follow
                    assert voids(obs)[1 - leader] == 1 << lead // 9
                    assert not possible_cards(obs)[1 - leader] & SUIT_MASKS[lead // 9]
                    return
    raise AssertionError("no suit shown void in 100 deals")
