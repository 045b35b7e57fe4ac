"""Hard as it stood before it used its time budget: a frozen comparison level (``hard_v1``).

Kept unchanged so the arena can measure today's Hard against it; it is not
offered to players. What follows is the original description.

The Hard opponent: sampled search over the hidden cards, exact play once nothing is hidden.

- Open phase (and the whole partnership deal): Perfect Information Monte
  Carlo. Each of ``samples`` determinizations deals the hidden cards
  consistently with the observation (:mod:`.knowledge`); every candidate card
  is played in it and the deal finished by a fast rule-of-thumb rollout, the
  same random stream for every candidate (common random numbers). Once a
  rollout reaches the two-player closed phase nothing is hidden in it, so the
  leader cashes its sure winners first, as a card-counting player would. In the
  open phase a responder does not spend a high trump on a trick worth little:
  the trump's own points count towards keeping it. The card
  with the best mean utility wins. The budget is counted in samples, never in
  seconds, so a decision does not depend on the machine's speed.
- Two-player closed phase: every unseen card is in the opponent's hand, so
  :class:`.solver.ClosedSolver` plays it exactly for the final margin.
- Declaring shows cards: Hard declares a combination when its points outweigh
  a price per card shown (and, where declarations bind, the risk of losing it).
- The Austrian exchange lays down the hand's worthless cards, as Normal does.
"""

from __future__ import annotations

import random

from trappola_gui.engine import Action, DealState, Declare, Observation, Play
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.declarations import ALL_COMBINATIONS

from .base import POINTS, Agent
from .fast_rules import beats
from .heuristic import NormalAgent, exchange_action, worthless_cards
from .knowledge import best_by_sampling
from .solver import best_card

# What a shown card costs in points: the opponent plays better knowing it.
INFO_COST_PER_CARD = 0.5
# How much a won deal counts beyond its margin in the search's utility.
WIN_WEIGHT = 20.0
# How often a rollout's leader, and its responder, plays a card at random.
LEAD_SLIP = 0.12
RESP_SLIP = 0.08
# In an open-phase rollout a trump is kept for later unless the trick is worth it; its
# own points count towards keeping it (a high trump spent on a bare trick is control lost).
TRUMP_PTS_KEEP = 0.5
# Extra keep for a trump in the last two open tricks (stock <= 4); 0 measured best.
LATE_TRUMP_KEEP = 0.0



def rollout_card(s: DealState, random_: object, pts: tuple[int, ...]) -> int:
    """A quick, sensible card for the seat to move in a determinized state (rollouts)."""
    seat = s.to_move
    hand = s.hands[seat]
    trump = s.trump
    trick = s.trick
    r = random_()  # type: ignore[operator]
    if not trick:
        if r < LEAD_SLIP:
            cards = cards_of(hand)
            return cards[int(random_() * len(cards))]  # type: ignore[operator]
        if s.closed and s.n == 2:
            # Nothing is hidden in a determinized closed phase: cash the sure winners,
            # the richest first, as a counting player would.
            opp = s.hands[1 - seat]
            opp_trumps = opp & SUIT_MASKS[trump]
            win_c, win_k = -1, -1
            for c in cards_of(hand):
                suit_opp = opp & SUIT_MASKS[c // 9]
                if suit_opp >> c:  # a higher card of the suit is out against it
                    continue
                if not suit_opp and c // 9 != trump and opp_trumps:
                    continue
                k = (c // 9 != trump) * 100 + pts[c] * 10 + c % 9
                if k > win_k:
                    win_c, win_k = c, k
            if win_c >= 0:
                return win_c
        m = hand & ~SUIT_MASKS[trump] or hand
        best_c, best_k = -1, 99
        for c in cards_of(m):
            k = pts[c] * 10 + c % 9
            if k < best_k:
                best_c, best_k = c, k
        return best_c
    legal = s.legal_play_mask() if s.closed else hand
    cards = cards_of(legal)
    if r < RESP_SLIP:
        return cards[int(random_() * len(cards))]  # type: ignore[operator]
    best = s.best
    n = s.n
    partner = s.team(s.best_seat) == s.team(seat)
    last = len(trick) == n - 1
    pot = 0
    for c in trick:
        pot += pts[c]
    open_phase = not s.closed
    choice, top = -1, -1e9
    for c in cards:
        cs = c // 9
        is_trump = cs == trump
        if partner:
            v = (pts[c] if last else -pts[c]) - (4 if is_trump else 0) - 0.05 * (c % 9)
        elif beats(c, best, trump):
            if is_trump and (open_phase or n == 4):
                keep = 3.0 + 0.4 * (c % 9)
                if open_phase:
                    keep += TRUMP_PTS_KEEP * pts[c] + (LATE_TRUMP_KEEP if s.stock_size <= 4 else 0.0)
            else:
                keep = 0.3 * pts[c]
            gain = pot + pts[c] + 1.5
            if not last:
                gain *= 0.6
            v = gain - keep
        else:
            v = -(pot + pts[c]) - (2.5 if is_trump else 0) - 0.05 * (c % 9)
        if v > top:
            choice, top = c, v
    return choice


def rollout(s: DealState, rng: random.Random, pts: tuple[int, ...]) -> None:
    """Finish the deal's play with :func:`rollout_card` for every seat (mutates ``s``)."""
    r = rng.random
    play = s.play_card
    for _ in range(s.plays_left()):
        play(rollout_card(s, r, pts))


def utility(s: DealState, side: int) -> float:
    res = s.result()
    m = res.deal_points[side] - res.deal_points[1 - side]
    return m + (WIN_WEIGHT if m > 0 else -WIN_WEIGHT if m < 0 else 0.0)


class HardV1Agent(Agent):
    """PIMC in the open phase, an exact solver in the two-player closed phase (Hard, frozen)."""

    name = "hard_v1"

    def __init__(self, seed: int = 0, samples: int = 48) -> None:
        super().__init__(seed)
        self.samples = samples

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        if obs.rules.historical:
            # Trappola 1524 has no search of its own yet (its reserve is not a stock): Normal's play.
            return NormalAgent(self.seed).decide(obs, rng)
        if obs.phase == "exchange":
            return exchange_action(obs, worthless_cards(obs.hand, obs.trump))
        if obs.phase == "declare":
            return self.declare(obs)
        if obs.rules.players == 2 and obs.closed:
            return Play(obs.seat, self.solve(obs))
        return Play(obs.seat, self.pimc(obs, rng))

    # ------------------------------------------------------------- declaring
    def declaration_value(self, obs: Observation, combos: tuple[int, ...]) -> float:
        shown = 0
        value = 0.0
        for m in combos:
            shown |= m
            p: float = ALL_COMBINATIONS[m]
            if obs.rules.declarations_bind:
                keep = 1.0
                for c in cards_of(m):
                    # A card the opponent is likelier to capture the lower it ranks.
                    q = (0.05, 0.15, 0.25, 0.3)[8 - c % 9] if c % 9 >= 5 else 0.3
                    keep *= 1 - (q / 2 if c // 9 == obs.trump else q)
                p *= keep
            value += p
        return value - INFO_COST_PER_CARD * shown.bit_count()

    def declare(self, obs: Observation) -> Action:
        options = [a for a in obs.legal if isinstance(a, Declare)]
        return max(options, key=lambda a: (self.declaration_value(obs, a.combinations), -len(a.combinations)))

    # ----------------------------------------------------------------- play
    def solve(self, obs: Observation) -> int:
        hands = [0, 0]
        hands[obs.seat] = obs.hand
        hands[1 - obs.seat] = obs.unseen
        state = DealState.from_observation(obs, hands, [])
        card, _ = best_card(state)
        return card

    def pimc(self, obs: Observation, rng: random.Random) -> int:
        cands = [a.card for a in obs.legal if isinstance(a, Play)]
        pts = POINTS[obs.rules.points]
        side = obs.team(obs.seat)

        def value(s: DealState, stream: int) -> float:
            rollout(s, random.Random(stream), pts)
            return utility(s, side)

        return best_by_sampling(obs, rng, cands, self.samples, value)
