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

import math
import random

from trappola_gui.engine import Action, DealState, Declare, Observation, Play
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.declarations import ALL_COMBINATIONS
from trappola_gui.engine.state import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS

from . import historical_hard
from .base import POINTS, Agent
from .closed_eval import ClosedEstimate, weights_key
from .closed_weights import WEIGHTS
from .fast_rules import beats, closed_reply
from .heuristic import exchange_action, worthless_cards
from .knowledge import best_by_sampling, last_stock_states, open_trick_count
from .solver import ClosedSolver, SearchLimit, Table, best_card

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
# same deals (60 pairs against pimc, 80 against hard_v1).
EXACT_STOCK = 0
EXACT_NODES = 25_000
SOLVE_LIMIT = 5_000
EXACT_MIN_SAMPLES = 2
# Where the closed phase is estimated (closed_eval) rather than played out, a won deal's
# weight is spread over the estimate's uncertainty: WIN_WEIGHT * tanh(margin / EVAL_SPREAD).
EVAL_SPREAD = 8.5



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


# ------------------------------------------------------- the two-player rollout, fused
# The same policy as rollout_card for two players without binding declarations, played a
# whole trick per turn of a loop on local variables, with the responder's preferences read
# from tables (a card's value to the responder depends only on it, the card led and the
# phase). Same random draws, same cards, same result: only faster, so more samples fit.

_REPLY_TABLES: dict[tuple[int, tuple[int, ...], int], tuple[tuple[float, ...], ...]] = {}
_LEAD_ORDERS: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}


def reply_table(trump: int, pts: tuple[int, ...], phase: int) -> tuple[tuple[float, ...], ...]:
    """rollout_card's value of each reply to each lead; phase 0 open, 1 open with stock <= 4, 2 closed."""
    key = (trump, pts, phase)
    table = _REPLY_TABLES.get(key)
    if table is None:
        open_phase = phase < 2
        rows = []
        for lead in range(36):
            pot = pts[lead]
            row = []
            for c in range(36):
                cs = c // 9
                is_trump = cs == trump
                # The expressions of rollout_card, in its order, so the floats are the same.
                if beats(c, lead, trump):
                    if is_trump and open_phase:
                        keep = 3.0 + 0.4 * (c % 9)
                        keep += TRUMP_PTS_KEEP * pts[c] + (LATE_TRUMP_KEEP if phase == 1 else 0.0)
                    else:
                        keep = 0.3 * pts[c]
                    gain = pot + pts[c] + 1.5
                    v = gain - keep
                else:
                    v = -(pot + pts[c]) - (2.5 if is_trump else 0) - 0.05 * (c % 9)
                row.append(v)
            rows.append(tuple(row))
        table = _REPLY_TABLES[key] = tuple(rows)
    return table


def _lead_order(trump: int, pts: tuple[int, ...]) -> tuple[int, ...]:
    """rollout_card's cheap lead, as a preference order: non-trumps first, then by points and rank."""
    key = (trump, pts)
    order = _LEAD_ORDERS.get(key)
    if order is None:
        order = _LEAD_ORDERS[key] = tuple(sorted(range(36), key=lambda c: (c // 9 == trump, pts[c] * 10 + c % 9, c)))
    return order


def rollout_utility_2p(s: DealState, rnd: random.Random, pts: tuple[int, ...], side: int,
                       judge: ClosedEstimate | None = None) -> float:
    """``rollout`` then ``utility`` for a two-player deal without binding declarations (``s`` is not changed).

    With ``judge`` (:mod:`.closed_eval`), the rollout stops where the closed phase begins
    and the closed phase is estimated instead of played (unless a side has no trick yet).
    """
    r = rnd.random
    trump = s.trump
    trump_mask = SUIT_MASKS[trump]
    must_win = s.rules.must_win
    lead_order = _lead_order(trump, pts)
    tables = (reply_table(trump, pts, 0), reply_table(trump, pts, 1), reply_table(trump, pts, 2))
    hands = s.hands
    leader = s.leader
    hl, ho = hands[leader], hands[1 - leader]
    stock, pos, n_stock = s.stock, s.stock_pos, len(s.stock)
    closed = s.closed
    cap = list(s.captured)
    won = list(s.tricks_won)
    a = s.trick[0] if s.trick else -1
    winner = leader
    # Estimate only at the closed phase's first lead, the positions the weights are fitted on.
    if closed and len(s.tricks) != open_trick_count(s.rules):
        judge = None
    while True:
        if judge is not None and closed and a < 0:
            if won[0] and won[1]:  # (a trickless side's bonus hangs on one trick: played out)
                f = judge.value(hl, ho)
                decl = s.decl_points
                m0 = cap[0] - cap[1] + decl[0] - decl[1] + (f if leader == 0 else -f)
                m = m0 if side == 0 else -m0
                return m + WIN_WEIGHT * math.tanh(m / EVAL_SPREAD)
            judge = None
        if a < 0:
            # The lead.
            x = r()
            if x < LEAD_SLIP:
                cards = cards_of(hl)
                a = cards[int(r() * len(cards))]
            else:
                a = -1
                if closed:
                    opp_trumps = ho & trump_mask
                    win_k = -1
                    for c in cards_of(hl):
                        suit_opp = ho & SUIT_MASKS[c // 9]
                        if suit_opp >> c:
                            continue
                        if not suit_opp and c // 9 != trump and opp_trumps:
                            continue
                        k = (c // 9 != trump) * 100 + pts[c] * 10 + c % 9
                        if k > win_k:
                            a, win_k = c, k
                if a < 0:
                    for c in lead_order:
                        if hl >> c & 1:
                            a = c
                            break
            hl ^= 1 << a
        # The reply.
        x = r()
        if closed:
            legal = closed_reply(ho, a, trump, must_win)
        else:
            legal = ho
        cards = cards_of(legal)
        if x < RESP_SLIP:
            b = cards[int(r() * len(cards))]
        else:
            row = tables[2 if closed else 1 if n_stock - pos <= 4 else 0][a]
            b, top = -1, -1e9
            for c in cards:
                v = row[c]
                if v > top:
                    b, top = c, v
        ho ^= 1 << b
        if beats(b, a, trump):
            leader = 1 - leader
            hl, ho = ho, hl
        winner = leader
        cap[leader] += pts[a] + pts[b]
        won[leader] += 1
        a = -1
        if not closed:
            hl |= 1 << stock[pos]
            ho |= 1 << stock[pos + 1]
            pos += 2
            closed = pos >= n_stock
        elif not hl:
            break
    decl = s.decl_points
    total = [cap[0] + decl[0], cap[1] + decl[1]]
    total[winner] += LAST_TRICK_BONUS
    for t in (0, 1):
        if won[t] == 0:
            total[1 - t] += SCHWARZ_BONUS if decl[t] == 0 else SCHNEIDER_BONUS
    m = total[side] - total[1 - side]
    return m + (WIN_WEIGHT if m > 0 else -WIN_WEIGHT if m < 0 else 0.0)


def worst_reply(det: DealState, card: int, stream: int, pts: tuple[int, ...], side: int,
                judge: ClosedEstimate | None) -> float:
    """``card`` played in ``det``, then (if it was a lead) the opponent's best reply; the rest
    by :func:`rollout_utility_2p` with the random ``stream``."""
    s = det.clone()
    s.play_card(card)
    if not s.trick:
        return rollout_utility_2p(s, random.Random(stream), pts, side, judge)
    worst = math.inf
    for b in cards_of(s.hands[s.to_move]):
        t = s.clone()
        t.play_card(b)
        worst = min(worst, rollout_utility_2p(t, random.Random(stream), pts, side, judge))
    return worst


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
