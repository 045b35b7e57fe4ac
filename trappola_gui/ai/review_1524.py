"""The review of a deal of Trappola 1524 (docs/historical.md): every decision valued by the exact solver.

The same values as the classic games' review (:mod:`.review_model`), in deal points of the seat:

- the exchange (Keep hand or Throw in the hand), the declaration and each card are valued from
  what the seat could know then (``kind`` ``"sampled"``): deals drawn to fit its observation
  (:func:`.historical_reading.sample_deal`), each option's exact final margin on each deal
  (:mod:`.historical_solver`; the rest of the setup as the rule of thumb makes it), averaged.
  Beside it, ``double_dummy`` is the same exact value on the real cards.
- Once both players have thrown in, every card is known: each card's value is exact
  (``kind`` ``"exact"``) and so is the curve.

The curve is the expected final margin at the start of every trick, sampled or exact in the same
way. Randomness comes only from streams derived from the seed and the observation.
"""

from __future__ import annotations

from typing import Any

from trappola_gui.engine import Action, DealState, Play, action_from_json, deal_from_json
from trappola_gui.engine.observation import PLAY

from . import historical_hard as hh
from .base import decision_rng
from .historical_reading import sample_deal
from .historical_solver import Solver, risk_sets
from .review_model import CurvePoint, Decision, OptionValue, Progress, Review, ReviewError, Steps, hint_checked

# Solver nodes for one decision, and for one point of the curve (a first lead or an exchange
# costs 10,000-60,000 nodes a sampled deal): a whole deal in some seconds on one core.
DECISION_NODES = 300_000
CURVE_NODES = 150_000
MIN_SAMPLES = 12
MAX_SAMPLES = 400

SolverTables = dict[tuple[tuple[int, int], ...], Solver]


def review_1524(record: dict[str, Any], seat: int, seed: int, progress: Progress | None = None) -> Review:
    """Review ``seat``'s decisions in the deal ``record`` of Trappola 1524 (see the module docstring)."""
    if not 0 <= seat < 2:
        raise ReviewError(f"seat must be from 0 to 1, not {seat}")
    actions = [action_from_json(a) for a in record["actions"]]
    state = deal_from_json({**record, "actions": []})
    steps = Steps(sum(1 for a in actions if a.seat == seat) + state.rules.tricks_per_deal, progress)
    decisions: list[Decision] = []
    curve: list[CurvePoint] = []

    for index, action in enumerate(actions):
        if state.phase == PLAY and not state.trick:
            curve.append(curve_point(state, seat, seed))
            steps.step()
        if action.seat == seat:
            if len(state.legal_actions()) > 1:
                decisions.append(hint_checked(decision(state, index, action, seat, seed), state.observation(seat)))
            steps.step()
        state.apply(action)
    final_margin: int | None = None
    if state.is_over:
        margin = state.result().margin
        final_margin = margin if seat == 0 else -margin
        curve.append(CurvePoint(len(state.tricks), final_margin, final_margin, "final"))
    elif state.phase == PLAY and not state.trick:
        curve.append(curve_point(state, seat, seed))
    steps.finish()
    return Review(seat, seat, seed, tuple(decisions), tuple(curve), final_margin)


def real_values(state: DealState, seat: int) -> dict[Action, float]:
    """Each legal action's exact final margin for ``seat`` on the real cards (the setup's rest by rule)."""
    legal = state.legal_actions()
    if state.phase == PLAY:
        solver = Solver(risk_sets(state)[0])
        return {Play(seat, c): float(v) for c, v in hh.card_margins(state, seat, solver).items()}
    margins, _ = hh.setup_option_margins(state, seat, legal, {})
    return {a: float(m) for a, m in zip(legal, margins, strict=True)}


def decision(state: DealState, index: int, action: Action, seat: int, seed: int) -> Decision:
    """One decision of ``seat``: every legal option valued, sampled or exact."""
    obs = state.observation(seat)
    phase = str(getattr(state.phase, "value", state.phase))
    real = real_values(state, seat)
    if hh.everything_known(obs):
        options = tuple(OptionValue(a, real[a], real[a]) for a in obs.legal)
        return Decision(index, seat, len(state.tricks), phase, "exact", 0, action, options)
    rng = hh.decision_stream(obs, decision_rng(seed, obs))
    values, used = hh.sampled_values(obs, rng, DECISION_NODES, MIN_SAMPLES, MAX_SAMPLES, score=float)
    options = tuple(OptionValue(a, round(values[a], 4), real[a]) for a in obs.legal)
    return Decision(index, seat, len(state.tricks), phase, "sampled", used, action, options)


def curve_point(state: DealState, seat: int, seed: int) -> CurvePoint:
    """``seat``'s expected final margin at the start of a trick: sampled from what it knows, and exact."""
    trick = len(state.tricks)
    real, _ = hh.play_start_value(state, seat, {})
    obs = state.observation(seat)
    if hh.everything_known(obs):
        return CurvePoint(trick, real, real, "exact")
    rng = hh.decision_stream(obs, decision_rng(seed ^ 0x5EED, obs))
    tables: SolverTables = {}
    total, nodes, used = 0.0, 0, 0
    while used < MAX_SAMPLES and (used < MIN_SAMPLES or nodes < CURVE_NODES):
        deal = sample_deal(obs, rng)
        v, n = hh.play_start_value(deal, seat, tables)
        total += v
        nodes += n
        used += 1
    return CurvePoint(trick, round(total / used, 4), real, "sampled")
