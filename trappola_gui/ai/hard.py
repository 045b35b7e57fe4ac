"""The Hard opponent: sampled search over the hidden cards, exact play once nothing is hidden.

- Open phase (and the whole partnership deal): Perfect Information Monte
  Carlo. Each determinization deals the hidden cards consistently with the
  observation (:mod:`.knowledge`); every candidate card is played in it and
  the deal finished by a fast rule-of-thumb rollout, the same random stream for
  every candidate (common random numbers). Once a rollout reaches the
  two-player closed phase nothing is hidden in it, so the leader cashes its
  sure winners first, as a card-counting player would. In the open phase a
  responder does not spend a high trump on a trick worth little: the trump's
  own points count towards keeping it. The card with the best mean utility
  wins. The budget is counted in rollout card plays (:data:`PLAY_BUDGET`),
  never in seconds, so a decision does not depend on the machine's speed:
  the fewer cards left to play, the more determinizations.
- Two-player rollouts (without binding declarations) stop where the closed
  phase begins: it is judged by a quadratic estimate fitted to solved positions
  (:mod:`.closed_eval`), which misses the exact value by 4-6 points where
  playing it out by the rule of thumb missed by 10 (and one play-out by 12-15).
  A won deal's weight is spread over the estimate's uncertainty.
- The last open trick of a two-player deal is searched: only one stock card is
  hidden there, so every state the observation allows is enumerated
  (:func:`.knowledge.last_stock_states`); a card led is worth its opponent's
  best reply, and a finished trick the closed phase's estimate.
- Optionally (``exact_stock``, off by default), in the last open tricks of a
  two-player deal each rollout stops where the stock runs out and the closed
  phase is solved exactly (:meth:`HardAgent.pimc_exact`), within a budget of
  solver nodes. Measured worse than plain rollouts: the budget buys only two
  to four determinizations, and a third of the solves hit their node limit.
- Two-player closed phase: every unseen card is in the opponent's hand, so
  :class:`.solver.ClosedSolver` plays it exactly for the final margin.
- Declaring shows cards: Hard declares a combination when its points outweigh
  a price per card shown (and, where declarations bind, the risk of losing it).
- The Austrian exchange lays down the hand's worthless cards, as Normal does.
- Trappola 1524 has a search of its own (:mod:`.historical_hard`): every decision,
  the exchange of the whole hand first, valued by an exact solver of the play on
  sampled deals.
"""

from __future__ import annotations

import random

from trappola_gui.engine import Action, DealState, Declare, Observation, Play
from trappola_gui.engine.cards import cards_of
from trappola_gui.engine.declarations import ALL_COMBINATIONS

from . import historical_hard
from .base import POINTS, Agent
from .closed_eval import ClosedEstimate, weights_key
from .closed_weights import WEIGHTS
from .hard_rollout import WIN_WEIGHT, reply_table, rollout, rollout_card, rollout_utility_2p, utility, worst_reply
from .heuristic import exchange_action, worthless_cards
from .knowledge import best_by_sampling, last_stock_states
from .search_table import SearchLimit, Table
from .solver import ClosedSolver, best_card

# What a shown card costs in points: the opponent plays better knowing it.
INFO_COST_PER_CARD = 0.5
# Rollout card plays per decision (candidates x determinizations x cards left), and the
# bounds on the determinizations they buy; `python -m trappola_gui.ai timing` prints the time.
# The fused two-player rollout plays a card in about 0.6 of the time of the general one; where
# it stops at the closed phase for the estimate (closed_eval), the estimate costs about what
# the closed phase's plays cost it, more than twice what playing them out did, hence the smaller
# budget. Sized for a p95 of 0.25-0.3 s a move on one otherwise idle core of a two-core
# build machine, under the 0.4 s allowed. FUSED_ROLLOUT_BUDGET is the budget of Hard without
# the estimate (arena level hard_rollouts).
PLAY_BUDGET = 68_000
FUSED_PLAY_BUDGET = 120_000
FUSED_ROLLOUT_BUDGET = 155_000
MIN_SAMPLES = 48
MAX_SAMPLES = 600
# With exact_stock set, in the last open tricks of a two-player deal (stock at most that many
# cards) rollouts end in an exact solve of the closed phase: EXACT_NODES search nodes a move in
# all, at most SOLVE_LIMIT for one solve, and at least EXACT_MIN_SAMPLES determinizations.
# Off by default: with a stock of six it scored 0.047 and 0.050 below plain rollouts on the
# same deals (60 pairs against pimc, 80 against an earlier Hard).
EXACT_STOCK = 0
EXACT_NODES = 25_000
SOLVE_LIMIT = 5_000
EXACT_MIN_SAMPLES = 2



class HardAgent(Agent):
    """PIMC in the open phase, an exact solver in the two-player closed phase."""

    name = "hard"

    def __init__(self, seed: int = 0, samples: int | None = None, budget: int | None = None,
                 exact_stock: int = EXACT_STOCK, exact_nodes: int = EXACT_NODES,
                 closed_eval: bool = True) -> None:
        super().__init__(seed)
        self.closed_eval = closed_eval
        self.samples = samples  # a fixed count, or None for the play budget's
        self.budget = budget  # rollout card plays a move, or None for the rollout's default
        self.exact_stock = exact_stock
        self.exact_nodes = exact_nodes

    def sample_count(self, obs: Observation, candidates: int) -> int:
        """Determinizations for this decision: the play budget over the rollouts' length."""
        if self.samples:
            return self.samples
        plays = sum(obs.hand_sizes) + obs.stock_size
        budget = self.budget
        if budget is None:
            fused = obs.rules.players == 2 and not obs.rules.declarations_bind
            if not fused:
                budget = PLAY_BUDGET
            else:
                budget = FUSED_PLAY_BUDGET if self.closed_eval else FUSED_ROLLOUT_BUDGET
        return max(MIN_SAMPLES, min(MAX_SAMPLES, budget // max(1, candidates * plays)))

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        if obs.rules.historical:
            return historical_hard.decide(obs, rng)
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
        if obs.rules.players == 2 and obs.stock_size <= self.exact_stock:
            return self.pimc_exact(obs, rng, cands, pts)
        fused = obs.rules.players == 2 and not obs.rules.declarations_bind
        weights = WEIGHTS.get(weights_key(obs.rules)) if self.closed_eval and fused else None
        judge = (ClosedEstimate(weights, obs.trump, pts, obs.rules.must_win, reply_table(obs.trump, pts, 2))
                 if weights is not None else None)
        if judge is not None and obs.stock_size == 2:
            states = last_stock_states(obs)
            if states is not None:
                return self.last_open_trick(states, rng, cands, pts, side, judge)

        def value(s: DealState, stream: int) -> float:
            if fused:
                return rollout_utility_2p(s, random.Random(stream), pts, side, judge)
            rollout(s, random.Random(stream), pts)
            return utility(s, side)

        return best_by_sampling(obs, rng, cands, self.sample_count(obs, len(cands)), value)

    def last_open_trick(self, states: list[DealState], rng: random.Random, cands: list[int],
                        pts: tuple[int, ...], side: int, judge: ClosedEstimate) -> int:
        """The last open trick, searched in every state the observation allows.

        There the only hidden stock card is the one the trick's winner draws, so
        ``states`` are all there are, equally likely. In each, a card led is valued
        at the opponent's best reply, and every finished trick at the closed phase's
        estimate (:mod:`.closed_eval`): no rollout is needed.
        """
        totals = dict.fromkeys(cands, 0.0)
        stream = rng.getrandbits(64)  # only for a closed phase a trickless side makes a rollout
        for det in states:
            for c in cands:
                totals[c] += worst_reply(det, c, stream, pts, side, judge)
        return max(cands, key=lambda c: (totals[c], -c))

    def pimc_exact(self, obs: Observation, rng: random.Random, cands: list[int], pts: tuple[int, ...]) -> int:
        """The last open tricks: rollouts stop where the stock runs out, and the closed phase is solved.

        Determinizations go on until the solves have used :data:`EXACT_NODES`
        search nodes (at least :data:`EXACT_MIN_SAMPLES` of them); a solve that
        would take more than :data:`SOLVE_LIMIT` nodes is finished by the rollout.
        """
        side = obs.team(obs.seat)
        # One table for every solve of this move: a position's value depends only on its key
        # and on what every determinization shares (trump, points, declarations). Where
        # declarations bind, the combinations still at stake differ between determinizations
        # (an index in the key names another combination), so each solve has its own table.
        bind = obs.rules.declarations_bind
        table: Table = {}
        nodes = 0

        def value(s: DealState, stream: int) -> float:
            nonlocal nodes
            r = random.Random(stream).random
            while not s.is_over and not (s.closed and not s.trick):
                s.play_card(rollout_card(s, r, pts))
            if s.is_over:
                return utility(s, side)
            solver = ClosedSolver(s, {} if bind else table, SOLVE_LIMIT)
            try:
                m = solver.window_value(s)
            except SearchLimit:
                rollout(s, random.Random(stream ^ 1), pts)
                return utility(s, side)
            finally:
                nodes += solver.nodes
            m = m if side == 0 else -m
            return m + (WIN_WEIGHT if m > 0 else -WIN_WEIGHT if m < 0 else 0.0)

        def enough(i: int) -> bool:
            # A fixed count of samples (tests, the arena's --samples) overrides the node budget.
            return not self.samples and i >= EXACT_MIN_SAMPLES and nodes > self.exact_nodes

        return best_by_sampling(obs, rng, cands, self.samples or MAX_SAMPLES, value, enough)
