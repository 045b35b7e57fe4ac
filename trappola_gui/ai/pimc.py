"""A sparring partner for Hard: a plain Perfect-Information Monte Carlo player (arena level ``pimc``).

Built from docs/rules.md alone, the way an outside programmer would write a strong
bot, so that Hard is measured against a player that does not share its habits:

- About 200 determinizations a move, each dealing the hidden cards
  consistently with the observation (:func:`.knowledge.sample_state`); every
  legal card is tried in each, and the deal finished by a greedy rollout with a
  few random slips (:func:`greedy_card`).
- In the last three open tricks of a two-player deal the rollout stops where
  the stock runs out and the closed phase is solved exactly
  (:class:`.solver.ClosedSolver`); the number of such solves is bounded by a
  count of search nodes (and a solve too big for its share is finished
  greedily), so a move stays within about 0.45 s on one core while its choice
  never depends on the machine's speed.
- In the two-player closed phase nothing is hidden: it plays the solver's card.
- It declares every combination it holds and lays down its worthless cards.

It is not offered to players; ``make_agent("pimc")`` builds it for the arena.
"""

from __future__ import annotations

import random

from trappola_gui.engine import Action, DealState, Declare, Observation, Play
from trappola_gui.engine.cards import SUIT_MASKS, cards_of

from .base import POINTS, Agent
from .fast_rules import beats
from .heuristic import NormalAgent, best_declaration, exchange_action, worthless_cards
from .knowledge import best_by_sampling
from .search_table import SearchLimit, Table
from .solver import ClosedSolver, best_card

# Chance that a rollout seat plays a random legal card instead of its greedy one.
SLIP = 0.1
# A won deal counts this much beyond its margin.
WIN_BONUS = 15.0
# Stock sizes at which rollouts end in an exact solve: the last three open tricks.
EXACT_STOCK = 6
# Search nodes one such solve may take before the rollout finishes it greedily instead.
SOLVE_LIMIT = 5_000



def greedy_card(s: DealState, rnd: random.Random, pts: tuple[int, ...]) -> int:
    """The rollout's card for the seat to move: cheap leads, cheap wins of tricks worth taking."""
    seat = s.to_move
    trick = s.trick
    legal = s.hands[seat] if not trick or not s.closed else s.legal_play_mask()
    cards = cards_of(legal)
    if len(cards) == 1:
        return cards[0]
    if rnd.random() < SLIP:
        return cards[int(rnd.random() * len(cards))]
    trump = s.trump
    n = s.n
    if not trick:
        if s.closed and n == 2:
            # The other hand is known in a determinization: lead the richest card nothing can beat.
            opp = s.hands[1 - seat]
            opp_trumps = opp & SUIT_MASKS[trump]
            pick, key = -1, -1
            for c in cards:
                same = opp & SUIT_MASKS[c // 9]
                if same >> c == 0 and (same or c // 9 == trump or not opp_trumps):
                    k = (c // 9 != trump) * 100 + pts[c]
                    if k > key:
                        pick, key = c, k
            if pick >= 0:
                return pick
        pick, key = -1, 1 << 20
        for c in cards:
            k = (c // 9 == trump) * 1000 + pts[c] * 10 + c % 9
            if k < key:
                pick, key = c, k
        return pick
    best = s.best
    pot = 0
    for c in trick:
        pot += pts[c]
    last = len(trick) == n - 1
    if s.team(s.best_seat) == s.team(seat):
        # The partner holds the trick: give it points if it is sure, else nothing.
        pick, key = -1, -(1 << 20)
        for c in cards:
            if last:
                k = (c // 9 != trump) * 100 + pts[c] * 10 - c % 9
            else:
                k = -((c // 9 == trump) * 100 + pts[c] * 10 + c % 9)
            if k > key:
                pick, key = c, k
        return pick
    cheapest, ckey = -1, 1 << 20
    for c in cards:
        if beats(c, best, trump):
            k = (c // 9 == trump) * 1000 + pts[c] * 10 + c % 9
            if k < ckey:
                cheapest, ckey = c, k
    if cheapest >= 0:
        worth = pot + pts[cheapest]
        # A trump is spent on a trick with points in it, or anywhere once the stock is gone; with
        # four players a seat that is not last takes only a rich trick (a later seat may overtake).
        affordable = cheapest // 9 != trump or worth >= 4 or (s.closed and n == 2)
        if affordable and (last or n == 2 or worth >= 6):
            return cheapest
    pick, key = -1, 1 << 20
    for c in cards:
        k = pts[c] * 100 + (c // 9 == trump) * 10 + c % 9
        if k < key:
            pick, key = c, k
    return pick


class PimcAgent(Agent):
    """Determinized sampling with greedy rollouts, exact at the end of the open phase."""

    name = "pimc"

    def __init__(self, seed: int = 0, samples: int = 200, exact_nodes: int = 20_000) -> None:
        super().__init__(seed)
        self.samples = samples
        self.exact_nodes = exact_nodes

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        if obs.rules.historical:
            # Trappola 1524 has no search of its own yet (its reserve is not a stock): Normal's play.
            return NormalAgent(self.seed).decide(obs, rng)
        if obs.phase == "exchange":
            return exchange_action(obs, worthless_cards(obs.hand, obs.trump))
        if obs.phase == "declare":
            return Declare(obs.seat, best_declaration([a.combinations for a in obs.legal
                                                       if isinstance(a, Declare)]))
        if obs.rules.players == 2 and obs.closed:
            hands = [0, 0]
            hands[obs.seat] = obs.hand
            hands[1 - obs.seat] = obs.unseen
            return Play(obs.seat, best_card(DealState.from_observation(obs, hands, []))[0])
        return Play(obs.seat, self.search(obs, rng))

    def search(self, obs: Observation, rng: random.Random) -> int:
        cands = [a.card for a in obs.legal if isinstance(a, Play)]
        pts = POINTS[obs.rules.points]
        side = obs.team(obs.seat)
        exact = obs.rules.players == 2 and obs.stock_size <= EXACT_STOCK
        # One table for every solve of this move: its keys hold all that a value depends on
        # (the trump, the points and the declarations are the same in every determinization).
        # Where declarations bind, the combinations still at stake differ between
        # determinizations, so each solve has a table of its own.
        bind = obs.rules.declarations_bind
        table: Table = {}
        nodes = 0

        def value(s: DealState, stream: int) -> float:
            nonlocal nodes
            rnd = random.Random(stream)
            if exact:
                while not s.is_over and not (s.closed and not s.trick):
                    s.play_card(greedy_card(s, rnd, pts))
                if s.is_over:
                    m = s.result().margin
                else:
                    solver = ClosedSolver(s, {} if bind else table, SOLVE_LIMIT)
                    try:
                        m = solver.window_value(s)
                    except SearchLimit:
                        # Too big to solve within the budget: play it out greedily.
                        while not s.is_over:
                            s.play_card(greedy_card(s, rnd, pts))
                        m = s.result().margin
                    nodes += solver.nodes
            else:
                while not s.is_over:
                    s.play_card(greedy_card(s, rnd, pts))
                m = s.result().margin
            m = m if side == 0 else -m
            return m + (WIN_BONUS if m > 0 else -WIN_BONUS if m < 0 else 0.0)

        return best_by_sampling(obs, rng, cands, self.samples, value,
                                lambda i: exact and i >= 1 and nodes > self.exact_nodes)
