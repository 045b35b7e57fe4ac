"""The hint: Hard's card for the position (:func:`hinted_action`), and what may truly be said of it
(:func:`claim`).

A claim is worked out from what the player can know and nothing more (:func:`.knowledge.possible_cards`:
cards played, suits shown void, cards face up or declared). A card is said to win the trick only
when no card that a seat still to play may hold can beat it; otherwise the claim is a weaker one
that is true all the same (how few cards can beat it, what it risks, what it keeps). The window
puts the claim into words (``app.table.hint_words``); the review never counts the hinted card as a
mistake (:func:`.review_model.hint_checked`).

>>> from trappola_gui.engine import DealState, Rules, shuffled_deck
>>> deal = DealState.new(Rules.variant_preset("blind"), shuffled_deck(1), 0)
>>> obs = deal.observation(deal.to_move)  # the open phase, trump Cups
>>> [claim(obs, c) for c in (0, 8)]  # 7S, AS led
[Claim(kind='low_lead', points=0, cards=0), Claim(kind='trumps_only', points=0, cards=5)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from trappola_gui.engine import Action, Observation
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.historical import is_deuce

from .hard import HardAgent
from .knowledge import possible_cards, sure_cards

# The hint is Hard's choice with seed 0 (``suggest(obs, "hard", 0)``): the table asks it, the review
# asks it again to leave the hinted card off its list of mistakes.
HINT_SEED = 0
# A card is said to be beaten by "only n cards" up to this many (more is no reason to play it).
FEW = 2

# The kinds of claim (``Claim.kind``). Each names what it claims; the test checks every one.
ONLY = "only"  # the only card the rules allow
WINS = "wins"  # takes the trick for sure: no card a later seat may hold beats it (``points``: the trick's
#                so far, or a lead's own)
WINS_CHEAPLY = "wins_cheaply"  # takes it for sure, the cheapest of the sure winners held
DEUCE_WINS = "deuce_wins"  # 1524: a deuce led that no later card can follow: a deuce trick for sure
DEUCE_MAY = "deuce_may"  # 1524: a deuce led that may be followed: it scores only if it is not
DRAWS_TRUMPS = "draws_trumps"  # a trump led where every seat must follow: a seat holding trumps must spend one
FEW_BEATERS = "few_beaters"  # best so far, and only ``cards`` cards a later seat may hold beat it, none held for sure
TRUMPS_ONLY = "trumps_only"  # best so far and not a trump: only a trump may beat it, none held for sure
LOW_LEAD = "low_lead"  # a lead worth no points
SAFEST_LEAD = "safest_lead"  # of the cards that may be led, the fewest cards may beat it (``cards``)
PARTNER_WINS = "partner_wins"  # the partner's card takes the trick for sure (``points``: this card's)
PARTNER_AHEAD = "partner_ahead"  # the partner's card wins so far and this one does not overtake it
KEEPS_TRUMPS = "keeps_trumps"  # loses the trick without a trump, where a trump could have won it
NO_POINTS = "no_points"  # loses the trick and is worth no points
FEWEST_POINTS = "fewest_points"  # loses the trick with the fewest points of the cards that lose it
SEARCH = "search"  # nothing simpler is true: the card plays out best in Hard's search (the hint's own card)
KINDS = (ONLY, WINS, WINS_CHEAPLY, DEUCE_WINS, DEUCE_MAY, DRAWS_TRUMPS, FEW_BEATERS, TRUMPS_ONLY, LOW_LEAD, SAFEST_LEAD,
         PARTNER_WINS, PARTNER_AHEAD, KEEPS_TRUMPS, NO_POINTS, FEWEST_POINTS, SEARCH)


@dataclass(frozen=True, slots=True)
class Claim:
    """What a hint says of a card: a kind and its figures (``points``, ``cards``: 0 where unused)."""

    kind: str
    points: int = 0
    cards: int = 0


def hinted_action(obs: Observation) -> Action:
    """The hint for the seat to move: the action Hard takes for this observation."""
    return HardAgent(HINT_SEED).choose(obs)


def later_seats(obs: Observation) -> tuple[int, ...]:
    """The seats still to play to the trick after ``obs.seat`` (the seat to play now)."""
    n = obs.rules.players
    return tuple((obs.seat + k) % n for k in range(1, n - len(obs.trick)))


class Holdings(NamedTuple):
    """Per seat, the cards it may hold and those it holds for certain (``knowledge``)."""

    possible: tuple[int, ...]
    sure: tuple[int, ...]

    @classmethod
    def of(cls, obs: Observation) -> Holdings:
        possible = possible_cards(obs)
        return cls(possible, sure_cards(obs, possible))


def may_play(obs: Observation, held: Holdings, seat: int, led: int) -> int:
    """The cards ``seat`` may hold and play to a trick of suit ``led``: a seat sure to hold a card of
    that suit must follow where the rules say so (the closed phase; always with four and in 1524)."""
    cards = held.possible[seat]
    if obs.closed and held.sure[seat] & SUIT_MASKS[led]:
        cards &= SUIT_MASKS[led]
    return cards


def beaters(obs: Observation, card: int, held: Holdings | None = None) -> tuple[int, int]:
    """The cards a later seat may hold and play that would beat ``card`` once played (a mask), and
    those of them it holds for certain."""
    held = Holdings.of(obs) if held is None else held
    winning = obs.winning_play
    best = card if winning is None or obs.game.beats(card, winning.card, obs.trump) else winning.card
    led = (obs.trick[0] if obs.trick else card) // 9
    out = sure = 0
    for seat in later_seats(obs):
        for c in cards_of(may_play(obs, held, seat, led)):
            if obs.game.beats(c, best, obs.trump):
                out |= 1 << c
                sure |= held.sure[seat] & 1 << c
    return out, sure


def claim(obs: Observation, card: int) -> Claim:
    """What a hint may truly say of playing ``card`` now (``obs``: the seat to play, in the play)."""
    legal = cards_of(obs.playable)
    if len(legal) <= 1:
        return Claim(ONLY)
    held = Holdings.of(obs)
    if not obs.trick:
        return _lead_claim(obs, card, legal, held)
    return _answer_claim(obs, card, legal, held)


def _points(obs: Observation, card: int) -> int:
    return obs.game.card_points(card)


def _lead_claim(obs: Observation, card: int, legal: tuple[int, ...], held: Holdings) -> Claim:
    beat, sure = beaters(obs, card, held)
    if obs.rules.historical and is_deuce(card):  # docs/historical.md 6: a deuce trick scores 10
        return Claim(DEUCE_MAY if beat else DEUCE_WINS)
    if not beat:
        return Claim(WINS, _points(obs, card))
    suit = card // 9
    if obs.closed and suit == obs.trump and any(held.possible[s] & SUIT_MASKS[suit] for s in later_seats(obs)):
        return Claim(DRAWS_TRUMPS)
    beaten = _beatable(obs, card, beat, sure)
    if beaten is not None:
        return beaten
    if _points(obs, card) == 0:
        return Claim(LOW_LEAD)
    counts = [beaters(obs, c, held)[0].bit_count() for c in legal]
    if beat.bit_count() == min(counts):
        return Claim(SAFEST_LEAD, cards=beat.bit_count())
    return Claim(SEARCH)


def _beatable(obs: Observation, card: int, beat: int, sure: int) -> Claim | None:
    """How little may beat ``card``, winning so far, when some card may: None if nothing short is true."""
    if sure:
        return None
    if beat.bit_count() <= FEW:
        return Claim(FEW_BEATERS, cards=beat.bit_count())
    trumps = SUIT_MASKS[obs.trump] if obs.trump >= 0 else 0
    if card // 9 != obs.trump and not beat & ~trumps:
        return Claim(TRUMPS_ONLY, cards=beat.bit_count())
    return None


def _answer_claim(obs: Observation, card: int, legal: tuple[int, ...], held: Holdings) -> Claim:
    winning = obs.winning_play
    assert winning is not None  # a card was led
    game, trump = obs.game, obs.trump
    at_stake = sum(_points(obs, c) for c in obs.trick)
    if game.beats(card, winning.card, trump):
        beat, sure = beaters(obs, card, held)
        if not beat:
            winners = [c for c in legal if game.beats(c, winning.card, trump) and not beaters(obs, c, held)[0]]
            cheapest = min(winners, key=lambda c: (_points(obs, c), c // 9 == trump, game.rank(c)))
            if card == cheapest and len(winners) > 1:
                return Claim(WINS_CHEAPLY, at_stake)
            return Claim(WINS, at_stake)
        return _beatable(obs, card, beat, sure) or Claim(SEARCH)
    if obs.team(winning.seat) == obs.team(obs.seat):
        if not beaters(obs, card, held)[0]:
            return Claim(PARTNER_WINS, _points(obs, card))
        return Claim(PARTNER_AHEAD)
    if card // 9 != trump and any(c // 9 == trump and game.beats(c, winning.card, trump) for c in legal):
        return Claim(KEEPS_TRUMPS)
    if _points(obs, card) == 0:
        return Claim(NO_POINTS)
    losing = [c for c in legal if not game.beats(c, winning.card, trump)]
    if _points(obs, card) == min(_points(obs, c) for c in losing):
        return Claim(FEWEST_POINTS, _points(obs, card))
    return Claim(SEARCH)


__all__ = ["HINT_SEED", "KINDS", "Claim", "Holdings", "beaters", "claim", "hinted_action", "later_seats",
           "may_play"]
