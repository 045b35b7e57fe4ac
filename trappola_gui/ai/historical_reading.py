"""What Hard reads of the cards it cannot see in Trappola 1524: whole deals dealt at random,
consistently with what it has seen, and likelier as the opponent's choices make them.

A deal fits the observation: the unseen cards go to the opponent's hand (none of a suit it showed
void in) and to the reserve. It is then kept or redrawn (rejection) by how likely the opponent's
choices are with that hand, as the rule of thumb (Normal) would have made them: a hand it would have
thrown in, kept; a set held and not declared; each lead or answer it would not have played from
that hand. :mod:`.historical_hard` values its options on these deals; the review
(:mod:`.review_1524`) samples the same way.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

from trappola_gui.engine import Action, Observation, ThrowIn
from trappola_gui.engine import historical as h
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.historical_state import HistoricalDeal
from trappola_gui.engine.observation import EXCHANGE, PACK_MASKS, PLAY, Trick

from .heuristic import NormalAgent, historical_exchange

# Sampled deals are weighed by the opponent's choices (rejection): a hand the rule of thumb would
# have thrown in, kept; a set held and not declared. Measured against the rule of thumb's players.
KEPT_POOR_ODDS = 0.25
QUIET_SET_ODDS = 0.1
SAMPLE_TRIES = 30
# A card the rule of thumb would not have played from the sampled hand (its leads and answers so
# far); and the solver nodes one past card's check is counted as, so sampling stays in the budget.
MISPLAY_ODDS = 0.2
READ_NODES = 15
SET_RANKS = tuple(sum(1 << (suit * 9 + strength) for suit in range(4)) for strength in h.SET_POINTS)


def voids(obs: Observation) -> int:
    """The suits (a card mask) the opponent showed it no longer holds, by not following them."""
    other = 1 - obs.seat
    out = 0
    for t in obs.tricks:
        if t.leader != other and t.cards[1] // 9 != t.cards[0] // 9:
            out |= SUIT_MASKS[t.cards[0] // 9]
    return out


def opponent_odds(obs: Observation, hand: int) -> float:
    """How likely the opponent's choices so far are with ``hand`` (its cards now), as the rule of
    thumb plays: a hand kept is rich or holds a set, a set held is declared. 1 when nothing tells."""
    other = 1 - obs.seat
    held = hand  # its hand since the exchange: what it holds and what it played
    for t in obs.tricks:
        held |= 1 << t.cards[0 if t.leader == other else 1]
    if obs.trick and obs.leader == other:
        held |= 1 << obs.trick[0]
    odds = 1.0
    exchanged = other != obs.dealer or obs.phase != EXCHANGE
    if exchanged and obs.thrown and not obs.thrown[other] and isinstance(historical_exchange_of(obs, held), ThrowIn):
        odds *= KEPT_POOR_ODDS
    if obs.phase == PLAY and obs.rules.declarations:
        declared = 0
        for m in obs.declarations[other]:
            declared |= m
        if any((held & rank).bit_count() >= 3 and not declared & rank for rank in SET_RANKS):
            odds *= QUIET_SET_ODDS
    return odds


class PastPlay(NamedTuple):
    """One card the opponent chose: the trick so far (its lead card, or empty), the cards played
    before, and the cards the opponent played from then on (its hand then, less its hand now)."""

    trick: tuple[int, ...]
    played: int
    since: int
    card: int


def past_plays(obs: Observation) -> list[PastPlay]:
    """The opponent's cards so far, oldest first, each with what it knew when it chose it."""
    other, out, played, later = 1 - obs.seat, [], 0, 0
    mine: list[tuple[int, Trick | None]] = [(t.cards[0] if t.leader == other else t.cards[1], t) for t in obs.tricks]
    if obs.trick and obs.leader == other:
        mine.append((obs.trick[0], None))
    for card, _ in mine:
        later |= 1 << card
    for card, t in mine:
        trick = () if t is None or t.leader == other else (t.cards[0],)
        out.append(PastPlay(trick, played | (1 << trick[0] if trick else 0), later, card))
        later &= ~(1 << card)
        if t is not None:
            played |= (1 << t.cards[0]) | (1 << t.cards[1])
    return out


def misplays(obs: Observation, hand: int, past: Sequence[PastPlay]) -> int:
    """How many of the opponent's past cards the rule of thumb (Normal) would not have played holding
    ``hand`` now: its leads and answers tell what it held."""
    other, normal, count = 1 - obs.seat, NormalAgent(), 0
    for p in past:
        held = hand | p.since
        allowed = h.play_rule(held, p.trick[0] // 9 if p.trick else -1)[1]
        if allowed & (allowed - 1) == 0:
            continue  # forced: tells nothing more than the voids
        then = replace(obs, seat=other, to_move=other, hand=held, trick=p.trick, played=p.played,
                       leader=other if not p.trick else obs.seat)
        if normal.play(then, list(cards_of(allowed)), _NO_RANDOM) != p.card:
            count += 1
    return count


_NO_RANDOM = random.Random(0)  # Normal's play draws nothing; its signature asks for a stream


def historical_exchange_of(obs: Observation, hand: int) -> Action:
    """The rule of thumb's exchange for the opponent holding ``hand``."""
    return historical_exchange(replace(obs, seat=1 - obs.seat, hand=hand))


def sample_deal(obs: Observation, rng: random.Random) -> HistoricalDeal:
    """A whole deal consistent with ``obs``, likelier as the opponent's choices make it (:func:`opponent_odds`)."""
    return read_deal(obs, rng)[0]


def read_deal(obs: Observation, rng: random.Random,
              past: Sequence[PastPlay] = ()) -> tuple[HistoricalDeal, int]:
    """:func:`sample_deal` reading also the opponent's cards ``past`` (:func:`misplays`), and the
    solver nodes the reading counts as."""
    deal, cost = _sample_once(obs, rng), 0
    for _ in range(SAMPLE_TRIES):
        hand = deal.hands[1 - obs.seat]
        odds = opponent_odds(obs, hand)
        if past:
            odds *= MISPLAY_ODDS ** misplays(obs, hand, past)
            cost += READ_NODES * len(past)
        if rng.random() < odds:
            break
        deal = _sample_once(obs, rng)
    return deal, cost


def _sample_once(obs: Observation, rng: random.Random) -> HistoricalDeal:
    """A whole deal consistent with ``obs``: the unseen cards dealt at random to the opponent's hand
    (none of a suit it showed void in) and the reserve (in a random order)."""
    seat, other = obs.seat, 1 - obs.seat
    known = obs.known[other] if obs.known else 0
    seen = obs.hand | obs.played | known
    for mask in obs.thrown:
        seen |= mask
    pool = PACK_MASKS[obs.rules.deck] & ~seen
    need = obs.hand_sizes[other] - known.bit_count()
    void = voids(obs)
    fit = [c for c in cards_of(pool & ~void)]
    rng.shuffle(fit)
    hand = known
    for c in fit[:need]:
        hand |= 1 << c
    reserve = [c for c in cards_of(pool & ~hand)]
    rng.shuffle(reserve)
    hands = [0, 0]
    hands[seat], hands[other] = obs.hand, hand
    return HistoricalDeal.from_observation(obs, hands, reserve)
