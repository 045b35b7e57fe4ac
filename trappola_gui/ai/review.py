"""The review of a deal: what each of a player's decisions was worth, option by option.

For one seat of a recorded deal, every decision with more than one legal
option is valued, in deal points of that seat's side (its team with four
players: the final margin, own side minus the other):

- The two-player closed phase is a game of perfect information:
  :class:`.solver.ClosedSolver` values every legal card exactly on the real
  hands (``kind`` ``"exact"``), so a loss there is the solver's difference.
- Everything else (the open phase, the whole partnership deal, declarations
  and the Austrian exchange) is valued from what the player could know at that
  moment (``kind`` ``"sampled"``): determinizations drawn from the seat's
  :class:`Observation` only (:func:`.knowledge.sample_state`), every option
  played in each (common random numbers) and the deal finished by Hard's
  rollout policy. Beside it, the ``double_dummy`` value plays the same
  continuations on the real cards, every card known: the luck of the deal
  apart from the judgement.

The expected margin at the start of every trick (the review's graph) is
sampled or exact in the same way; ``accuracy`` is the share of decisions
within one point of the best; ``costliest`` the three biggest losses.
Randomness comes only from ``random.Random`` streams derived from the seed
(and, for the sampled values, the observation), so a review is reproducible.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from trappola_gui.engine import (
    Action,
    DealState,
    Declare,
    Exchange,
    Keep,
    Observation,
    Play,
    ThrowIn,
    action_from_json,
    deal_from_json,
    deal_to_json,
)
from trappola_gui.engine.cards import cards_of
from trappola_gui.engine.state import DECLARE, EXCHANGE, PLAY

from .base import POINTS, decision_rng
from .hard import WIN_WEIGHT, HardAgent, rollout, rollout_card, rollout_utility_2p
from .heuristic import worthless_cards
from .knowledge import sample_state
from .review_1524 import review_1524
from .review_model import (
    ACCURATE_WITHIN,
    REVIEW_FORMAT,
    CurvePoint,
    Decision,
    OptionValue,
    Progress,
    Review,
    ReviewError,
    Steps,
    review_from_json,
)
from .solver import ClosedSolver, SearchLimit, Table

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

# What a review is made of lives in review_model (the review of 1524 shares it); named here too.
__all__ = [
    "ACCURATE_WITHIN", "REVIEW_FORMAT", "CurvePoint", "Decision", "OptionValue", "Review", "ReviewError",
    "continuation_margin", "describe_action", "format_review", "option_groups", "review_deal",
    "review_from_json", "sampled_values",
]

_POLICY = HardAgent(0)  # the continuation's own setup choices (its declarations are rule-based)


# ------------------------------------------------------------------ the review
def review_deal(deal: DealState | dict[str, Any], seat: int = 0, seed: int = 0,
                progress: Progress | None = None) -> Review:
    """Review ``seat``'s decisions in a deal (a state or a deal record's JSON).

    ``progress`` is called with the share done, from 0 to 1; it may raise to stop.
    """
    record = deal if isinstance(deal, dict) else deal_to_json(deal)
    final = deal_from_json(record)
    rules = final.rules
    if rules.historical:
        return review_1524(record, seat, seed, progress)
    if not 0 <= seat < rules.players:
        raise ReviewError(f"seat must be from 0 to {rules.players - 1}, not {seat}")
    side = final.team(seat)
    actions = [action_from_json(a) for a in record["actions"]]
    state = deal_from_json({**record, "actions": []})
    # The work: one unit a decision or point of the graph, so the bar moves evenly enough.
    steps = Steps(sum(1 for a in actions if a.seat == seat) + rules.tricks_per_deal, progress)
    decisions: list[Decision] = []
    curve: list[CurvePoint] = []
    # One transposition table for the exact solves of this deal: a position's value depends on
    # its key and on what the whole deal shares (trump, points, the declarations made).
    table: Table = {}
    bind = rules.declarations_bind

    for index, action in enumerate(actions):
        if state.phase == PLAY and not state.trick:
            curve.append(_curve_point(state, seat, side, seed, {} if bind else table))
            steps.step()
        if action.seat == seat:
            legal = state.legal_actions()
            if len(legal) > 1:
                decisions.append(_decision(state, index, action, seat, side, seed, {} if bind else table))
            steps.step()
        state.apply(action)
    if state.is_over:
        margin = state.result().margin
        mine = margin if side == 0 else -margin
        curve.append(CurvePoint(len(state.tricks), mine, mine, "final"))
        final_margin: int | None = mine
    else:
        final_margin = None
        if state.phase == PLAY and not state.trick:
            curve.append(_curve_point(state, seat, side, seed, {} if bind else table))
    steps.finish()
    return Review(seat, side, seed, tuple(decisions), tuple(curve), final_margin)


def _side_margin(margin0: float, side: int) -> float:
    return margin0 if side == 0 else -margin0


def _play_phase(state: DealState) -> str:
    # The partnership deal has no stock: its one phase of play is neither open nor closed.
    if state.n == 4:
        return "play"
    return "closed" if state.closed else "open"


def _exact(state: DealState) -> bool:
    return state.n == 2 and state.closed and state.phase == PLAY


def _decision(state: DealState, index: int, action: Action, seat: int, side: int, seed: int,
              table: Table) -> Decision:
    trick = len(state.tricks)
    if _exact(state):
        values = ClosedSolver(state, table).move_values(state)
        options = tuple(OptionValue(Play(seat, c), _side_margin(v, side), _side_margin(v, side))
                        for c, v in values.items())
        return Decision(index, seat, trick, "closed", "exact", 0, action, options)
    obs = state.observation(seat)
    groups = option_groups(obs, action)
    samples = _sample_count(obs, len(groups))
    chosen = next(i for i, g in enumerate(groups) if action in g)
    sampled, samples = sampled_values(obs, groups, samples, seed, chosen)
    dd = double_dummy_values(state, seat, groups, seed, index)
    valued: list[OptionValue] = []
    for group, v, d in zip(groups, sampled, dd, strict=True):
        # Four decimals: the JSON (and the cache read back from it) holds exactly these values.
        valued.extend(OptionValue(a, round(v, 4), round(d, 4)) for a in group)
    # A plain string (the engine's phase is a str enum): the JSON and the cache read back alike.
    phase = str(getattr(state.phase, "value", state.phase)) if state.phase != PLAY else _play_phase(state)
    return Decision(index, seat, trick, phase, "sampled", samples, action, tuple(valued))


def option_groups(obs: Observation, chosen: Action | None = None) -> list[tuple[Action, ...]]:
    """The seat's options, in groups that play alike (valued once), in a fixed order.

    Two cards are alike when they are of one suit, worth the same points, and
    every card ranking between them is already played (not in the current
    trick) or in the same hand: swapping them changes nothing that follows.
    The exchange offers each set of cards once, laid lowest first (the chosen
    set in the order it was laid).
    """
    seat = obs.seat
    if obs.phase == EXCHANGE:
        limit = max(len(a.cards) for a in obs.legal if isinstance(a, Exchange))
        hand = cards_of(obs.hand)
        chosen_set = frozenset(chosen.cards) if isinstance(chosen, Exchange) else None
        out: list[tuple[Action, ...]] = []
        for k in range(limit + 1):
            for cards in combinations(hand, k):
                if chosen_set is not None and frozenset(cards) == chosen_set:
                    assert isinstance(chosen, Exchange)
                    cards = chosen.cards
                out.append((Exchange(seat, tuple(cards)),))
        return out
    if obs.phase == DECLARE:
        return [(a,) for a in obs.legal]
    pts = POINTS[obs.rules.points]
    trick_mask = 0
    for c in obs.trick:
        trick_mask |= 1 << c
    gone = (obs.played & ~trick_mask) | obs.hand
    groups: list[list[int]] = []
    prev = -1
    for c in sorted(a.card for a in obs.legal if isinstance(a, Play)):
        between = ((1 << c) - (2 << prev)) if prev >= 0 else 0
        if (prev >= 0 and prev // 9 == c // 9 and pts[prev] == pts[c] and between & gone == between):
            groups[-1].append(c)
        else:
            groups.append([c])
        prev = c
    return [tuple(Play(seat, c) for c in g) for g in groups]


def _exact_leaves(obs: Observation) -> bool:
    return obs.rules.players == 2 and obs.phase == PLAY and not obs.closed and obs.stock_size <= EXACT_LEAF_STOCK


def _sample_count(obs: Observation, options: int) -> int:
    if _exact_leaves(obs):
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
    leaves = _exact_leaves(obs)
    table = _leaf_table(obs.rules)
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


def _leaf_table(rules: Any) -> Table | None:
    """One transposition table for the exact leaves of a decision (none where declarations bind:
    a forfeit in the rollout changes what the table's keys count on)."""
    return None if rules.declarations_bind else {}


def double_dummy_values(state: DealState, seat: int, groups: list[tuple[Action, ...]], seed: int,
                        index: int) -> list[float]:
    """Each group's mean final margin on the real cards, every card known (same continuations)."""
    rng = random.Random(f"review-dd:{seed}:{index}")
    side = state.team(seat)
    exact = _exact_leaves(state.observation(seat))
    streams = (EXACT_LEAF_DD_STREAMS if exact else EXCHANGE_DD_STREAMS if state.phase == EXCHANGE
               else DD_STREAMS)
    # On the real cards many streams reach the same closed position: the table answers them at once.
    table = _leaf_table(state.rules)
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
        return _side_margin(c.result().margin, side)
    solver = ClosedSolver(c, table, SOLVE_LIMIT)
    try:
        return _side_margin(solver.window_value(c), side)
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
        return _side_margin(s.result().margin, side)
    pts = POINTS[s.rules.points]
    if _fused(s.n, s.rules.declarations_bind):
        # The fused rollout reports Hard's utility, the margin plus a bonus of the margin's sign.
        u = rollout_utility_2p(s, random.Random(stream), pts, side)
        return u - WIN_WEIGHT if u > 0 else u + WIN_WEIGHT if u < 0 else 0.0
    c = s.clone()
    rollout(c, random.Random(stream), pts)
    return _side_margin(c.result().margin, side)


def _curve_point(state: DealState, seat: int, side: int, seed: int, table: Table) -> CurvePoint:
    trick = len(state.tricks)
    if _exact(state):
        v = _side_margin(ClosedSolver(state, table).window_value(state), side)
        return CurvePoint(trick, v, v, "exact")
    obs = state.observation(seat)
    rng = decision_rng(seed ^ 0x5EED, obs)
    leaves = _exact_leaves(obs)
    samples, streams = ((EXACT_LEAF_CURVE_SAMPLES, EXACT_LEAF_DD_STREAMS) if leaves
                        else (CURVE_SAMPLES, CURVE_DD_STREAMS))
    leaf_table = _leaf_table(state.rules)

    def value(s: DealState, stream: int) -> float:
        if leaves:
            return exact_leaf_margin(s, stream, side, leaf_table if leaf_table is not None else {})
        return continuation_margin(s, stream, side)

    total = 0.0
    for _ in range(samples):
        det = sample_state(obs, rng)
        total += value(det, rng.getrandbits(64))
    drng = random.Random(f"review-curve:{seed}:{trick}")
    dd = sum(value(state, drng.getrandbits(64)) for _ in range(streams))
    return CurvePoint(trick, round(total / samples, 4), round(dd / streams, 4), "sampled")



def describe_action(action: Action) -> str:
    """A short text of an option: a card, the cards laid down, the hand kept or thrown in, the
    combinations declared."""
    if isinstance(action, Play):
        return str(action.to_json()["play"])
    if isinstance(action, (Keep, ThrowIn)):
        return "throw in" if isinstance(action, ThrowIn) else "keep"
    if isinstance(action, Exchange):
        return " ".join(action.to_json()["exchange"]) or "-"
    assert isinstance(action, Declare)
    return " | ".join(" ".join(c) for c in action.to_json()["declare"]) or "-"


def format_review(review: Review) -> str:
    """The command line's table: one line a decision, then the costliest three."""
    acc = review.accuracy
    head = (f"seat {review.seat}: {len(review.decisions)} decisions, accuracy "
            f"{'-' if acc is None else f'{acc:.0%}'}, {review.lost:.1f} points lost")
    if review.final_margin is not None:
        head += f", final margin {review.final_margin:+d}"
    lines = [head, f"{'action':>6} {'trick':>5} {'phase':<8} {'how':<7} {'chosen':<12} {'best':<12} "
             f"{'loss':>6} {'dd loss':>7}"]
    for d in review.decisions:
        lines.append(f"{d.index:>6} {d.trick + 1:>5} {d.phase:<8} {d.kind:<7} {describe_action(d.chosen):<12.12} "
                     f"{describe_action(d.best.action):<12.12} {d.loss:>6.2f} {d.double_dummy_loss:>7.2f}")
    for d in review.costliest:
        lines.append(f"costly: action {d.index}, {describe_action(d.chosen)} for "
                     f"{describe_action(d.best.action)}: {d.loss:.2f} points")
    lines.append("margin by trick: " + " ".join(f"{p.expected:+.1f}" for p in review.curve))
    return "\n".join(lines)
