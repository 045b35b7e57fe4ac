"""What the review values an option at: the continuation played out on sampled deals that fit what
the seat knew (``sampled_values``), the same with every card known (``double_dummy_values``), and
at the end of the open phase the closed phase solved exactly (``exact_leaf_margin``). Budgets in
search work, never seconds; the review of a deal (:mod:`.review`) asks these for each decision.
"""

from __future__ import annotations

import random
from typing import Any

from trappola_gui.engine import Action, DealState, Exchange, Observation, Play
from trappola_gui.engine.observation import DECLARE, EXCHANGE, PLAY

from .base import POINTS, decision_rng
from .hard import HardAgent
from .hard_rollout import WIN_WEIGHT, rollout, rollout_card, rollout_utility_2p
from .heuristic import worthless_cards
from .knowledge import sample_state
from .review_model import CurvePoint
from .search_table import SearchLimit, Table
from .solver import ClosedSolver

# Rollout card plays spent on one open-phase decision (options x determinizations x cards
# left), with bounds on the determinizations they buy. Hard spends 120,000 on the fused
# two-player rollout (which stops at the closed phase for Hard's estimate; the review plays
# it out) and samples 48 to 600 guesses; the review samples more, within a whole deal's few
# seconds on one core (the benchmark prints the figure).
PLAY_BUDGET = 150_000
MIN_SAMPLES = 500
MAX_SAMPLES = 1_500
# The general rollout (four players, binding declarations) is about twice as slow.
SLOW_PLAY_BUDGET = 80_000
SLOW_MIN_SAMPLES = 240
# Setup decisions: the exchange has up to 130 sets of cards to weigh, a declaration a few.
EXCHANGE_SAMPLES = 64
# With many options (the exchange) the best of many noisy means is flattered: the leading
# REFINE_KEEP options and the chosen one get REFINE_SAMPLES more guesses, compared on all of them.
REFINE_OVER = 20
REFINE_KEEP = 10
REFINE_SAMPLES = 320
DECLARE_SAMPLES = 600
# Rollout streams on the real cards: the rollout policy is nearly deterministic, so few.
DD_STREAMS = 96
EXCHANGE_DD_STREAMS = 16
# Determinizations for one point of the graph (one continuation each).
CURVE_SAMPLES = 600
CURVE_DD_STREAMS = 96
# In the last open trick of a two-player deal (stock at most EXACT_LEAF_STOCK cards) a
# rollout plays only to the end of the open phase and the closed phase is then solved exactly,
# as Hard does there: the rollout's rule-of-thumb closed phase is some 6 points off the exact
# value on average, too much for the trick that decides who draws the trump indicator. A solve
# costs some thousands of nodes, so fewer guesses: until the solves of a decision have used
# EXACT_LEAF_NODES nodes (about five times Hard's), at least EXACT_LEAF_MIN_SAMPLES of them. A solve
# past SOLVE_LIMIT nodes is finished by the rollout.
EXACT_LEAF_STOCK = 2
EXACT_LEAF_NODES = 100_000
EXACT_LEAF_MIN_SAMPLES = 8
EXACT_LEAF_SAMPLES = 64
EXACT_LEAF_CURVE_SAMPLES = 8
EXACT_LEAF_DD_STREAMS = 3
SOLVE_LIMIT = 40_000



_POLICY = HardAgent(0)  # the continuation's own setup choices (its declarations are rule-based)




def is_exact(state: DealState) -> bool:
    return state.n == 2 and state.closed and state.phase == PLAY


def side_margin(margin0: float, side: int) -> float:
    return margin0 if side == 0 else -margin0


def exact_leaves(obs: Observation) -> bool:
    return obs.rules.players == 2 and obs.phase == PLAY and not obs.closed and obs.stock_size <= EXACT_LEAF_STOCK


def sample_count(obs: Observation, options: int) -> int:
    if exact_leaves(obs):
        return EXACT_LEAF_SAMPLES
    if obs.phase == EXCHANGE:
        return EXCHANGE_SAMPLES
    if obs.phase == DECLARE:
        return DECLARE_SAMPLES
    plays = sum(obs.hand_sizes) + obs.stock_size
    if _fused(obs.rules.players, obs.rules.declarations_bind):
        budget, low = PLAY_BUDGET, MIN_SAMPLES
    else:
        budget, low = SLOW_PLAY_BUDGET, SLOW_MIN_SAMPLES
    return max(low, min(MAX_SAMPLES, budget // max(1, options * plays)))


def _fused(players: int, bind: bool) -> bool:
    return players == 2 and not bind


def sampled_values(obs: Observation, groups: list[tuple[Action, ...]], samples: int, seed: int,
                   chosen: int | None = None) -> tuple[list[float], int]:
    """Each group's mean final margin (the seat side's) over up to ``samples`` guesses at the hidden
    cards, and how many guesses were made.

    Only ``obs`` is read: what the seat could know at that moment. With more
    than :data:`REFINE_OVER` groups the leading ones (and ``chosen``) are
    valued again on :data:`REFINE_SAMPLES` more guesses. Where the closed
    phase is solved at the leaves, the guesses stop at the node budget.
    """
    rng = decision_rng(seed, obs)
    side = obs.team(obs.seat)
    totals = [0.0] * len(groups)
    leaves = exact_leaves(obs)
    table = table_of_leaves(obs.rules)
    nodes = [0] if leaves else None
    used = _sample_into(obs, groups, range(len(groups)), samples, rng, side, totals, leaves, table, nodes)
    means = [t / used for t in totals]
    if len(groups) <= REFINE_OVER:
        return means, used
    lead = sorted(range(len(groups)), key=lambda i: (-means[i], i))[:REFINE_KEEP]
    if chosen is not None and chosen not in lead:
        lead.append(chosen)
    _sample_into(obs, groups, lead, REFINE_SAMPLES, rng, side, totals, leaves, table, None)
    for i in lead:
        means[i] = totals[i] / (used + REFINE_SAMPLES)
    return means, used + REFINE_SAMPLES


def _sample_into(obs: Observation, groups: list[tuple[Action, ...]], which: Any, samples: int,
                 rng: random.Random, side: int, totals: list[float], leaves: bool, table: Table | None,
                 nodes: list[int] | None) -> int:
    for i in range(samples):
        if nodes is not None and i >= EXACT_LEAF_MIN_SAMPLES and nodes[0] > EXACT_LEAF_NODES:
            return i
        det = sample_state(obs, rng)
        stream = rng.getrandbits(64)
        for g in which:
            totals[g] += _option_margin(det, groups[g][0], stream, side, leaves, table, nodes)
    return samples


def table_of_leaves(rules: Any) -> Table | None:
    """One transposition table for the exact leaves of a decision (none where declarations bind:
    a forfeit in the rollout changes what the table's keys count on)."""
    return None if rules.declarations_bind else {}


def double_dummy_values(state: DealState, seat: int, groups: list[tuple[Action, ...]], seed: int,
                        index: int) -> list[float]:
    """Each group's mean final margin on the real cards, every card known (same continuations)."""
    rng = random.Random(f"review-dd:{seed}:{index}")
    side = state.team(seat)
    exact = exact_leaves(state.observation(seat))
    streams = (EXACT_LEAF_DD_STREAMS if exact else EXCHANGE_DD_STREAMS if state.phase == EXCHANGE
               else DD_STREAMS)
    # On the real cards many streams reach the same closed position: the table answers them at once.
    table = table_of_leaves(state.rules)
    totals = [0.0] * len(groups)
    for _ in range(streams):
        stream = rng.getrandbits(64)
        for i, group in enumerate(groups):
            totals[i] += _option_margin(state, group[0], stream, side, exact, table)
    return [t / streams for t in totals]


def _option_margin(state: DealState, action: Action, stream: int, side: int, leaves: bool = False,
                   table: Table | None = None, nodes: list[int] | None = None) -> float:
    s = state.clone()
    if isinstance(action, Play):
        s.play_card(action.card)
    else:
        s.apply(action)
        finish_setup(s)
    if leaves:
        return exact_leaf_margin(s, stream, side, table if table is not None else {}, nodes)
    return continuation_margin(s, stream, side)


def exact_leaf_margin(s: DealState, stream: int, side: int, table: Table, nodes: list[int] | None = None) -> float:
    """The rollout policy to the end of the open phase, then the closed phase solved exactly (``s`` not changed).

    ``nodes``, if given, counts the search nodes spent.
    """
    c = s.clone()
    r = random.Random(stream).random
    pts = POINTS[s.rules.points]
    while not c.is_over and not (c.closed and not c.trick):
        c.play_card(rollout_card(c, r, pts))
    if c.is_over:
        return side_margin(c.result().margin, side)
    solver = ClosedSolver(c, table, SOLVE_LIMIT)
    try:
        return side_margin(solver.window_value(c), side)
    except SearchLimit:
        return continuation_margin(s, stream, side)
    finally:
        if nodes is not None:
            nodes[0] += solver.nodes


def finish_setup(s: DealState) -> None:
    """The rest of the exchanges and declarations, as Hard makes them (mutates ``s``)."""
    while s.phase in (EXCHANGE, DECLARE):
        seat = s.to_move
        if s.phase == EXCHANGE:
            laid = worthless_cards(s.hands[seat], s.trump)[: s.max_exchange()]
            s.apply(Exchange(seat, tuple(laid)))
        else:
            s.apply(_POLICY.declare(s.observation(seat)))


def continuation_margin(s: DealState, stream: int, side: int) -> float:
    """``side``'s final margin after Hard's rollout policy finishes the deal from ``s`` (not changed)."""
    if s.is_over:
        return side_margin(s.result().margin, side)
    pts = POINTS[s.rules.points]
    if _fused(s.n, s.rules.declarations_bind):
        # The fused rollout reports Hard's utility, the margin plus a bonus of the margin's sign.
        u = rollout_utility_2p(s, random.Random(stream), pts, side)
        return u - WIN_WEIGHT if u > 0 else u + WIN_WEIGHT if u < 0 else 0.0
    c = s.clone()
    rollout(c, random.Random(stream), pts)
    return side_margin(c.result().margin, side)


def curve_point(state: DealState, seat: int, side: int, seed: int, table: Table) -> CurvePoint:
    trick = len(state.tricks)
    if is_exact(state):
        v = side_margin(ClosedSolver(state, table).window_value(state), side)
        return CurvePoint(trick, v, v, "exact")
    obs = state.observation(seat)
    rng = decision_rng(seed ^ 0x5EED, obs)
    leaves = exact_leaves(obs)
    samples, streams = ((EXACT_LEAF_CURVE_SAMPLES, EXACT_LEAF_DD_STREAMS) if leaves
                        else (CURVE_SAMPLES, CURVE_DD_STREAMS))
    leaves_table = table_of_leaves(state.rules)

    def value(s: DealState, stream: int) -> float:
        if leaves:
            return exact_leaf_margin(s, stream, side, leaves_table if leaves_table is not None else {})
        return continuation_margin(s, stream, side)

    total = 0.0
    for _ in range(samples):
        det = sample_state(obs, rng)
        total += value(det, rng.getrandbits(64))
    drng = random.Random(f"review-curve:{seed}:{trick}")
    dd = sum(value(state, drng.getrandbits(64)) for _ in range(streams))
    return CurvePoint(trick, round(total / samples, 4), round(dd / streams, 4), "sampled")
