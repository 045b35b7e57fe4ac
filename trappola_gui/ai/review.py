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
from trappola_gui.engine.observation import DECLARE, EXCHANGE, PLAY

from .base import POINTS
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
    hint_checked,
    review_from_json,
)
from .review_values import (
    continuation_margin,
    curve_point,
    double_dummy_values,
    is_exact,
    sample_count,
    sampled_values,
    side_margin,
)
from .search_table import Table
from .solver import ClosedSolver

# What a review is made of lives in review_model (the review of 1524 shares it); named here too.
__all__ = [
    "ACCURATE_WITHIN", "REVIEW_FORMAT", "CurvePoint", "Decision", "OptionValue", "Review", "ReviewError",
    "continuation_margin", "describe_action", "format_review", "option_groups", "review_deal",
    "review_from_json", "sampled_values",
]

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
            curve.append(curve_point(state, seat, side, seed, {} if bind else table))
            steps.step()
        if action.seat == seat:
            legal = state.legal_actions()
            if len(legal) > 1:
                decision = _decision(state, index, action, seat, side, seed, {} if bind else table)
                decisions.append(hint_checked(decision, state.observation(seat)))
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
            curve.append(curve_point(state, seat, side, seed, {} if bind else table))
    steps.finish()
    return Review(seat, side, seed, tuple(decisions), tuple(curve), final_margin)


def _play_phase(state: DealState) -> str:
    # The partnership deal has no stock: its one phase of play is neither open nor closed.
    if state.n == 4:
        return "play"
    return "closed" if state.closed else "open"


def _decision(state: DealState, index: int, action: Action, seat: int, side: int, seed: int,
              table: Table) -> Decision:
    trick = len(state.tricks)
    if is_exact(state):
        values = ClosedSolver(state, table).move_values(state)
        options = tuple(OptionValue(Play(seat, c), side_margin(v, side), side_margin(v, side))
                        for c, v in values.items())
        return Decision(index, seat, trick, "closed", "exact", 0, action, options)
    obs = state.observation(seat)
    groups = option_groups(obs, action)
    samples = sample_count(obs, len(groups))
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
