"""Hard's Trappola 1524 (docs/historical.md): every decision valued by the exact solver on sampled deals.

With nine cards each and no stock, the play after the exchange is small enough to solve exactly
(:mod:`.historical_solver`) once every card's place is fixed. So Hard deals the cards it cannot see
at random, consistently with what it has seen (its hand, the hands thrown in face up, what was
declared and played, the suits the opponent could not follow), likelier as its exchange, its
declarations and each card it chose are what the rule of thumb would have chosen holding them,
and values each option on every such deal by the exact solver (determinized sampling):

- the exchange: Keep or ThrowIn, the rest of the setup as the rule of thumb makes it (the
  opponent's exchange, both declarations), then the whole play solved; the hand thrown in gets the
  reserve's top nine of the sampled deal. The solver sees the voids a hand keeps for a deuce ending.
- the declaration: where declarations bind, each legal one (a declared set is at risk); else the
  one worth most, as the solver's play does not depend on it;
- each card: every legal card's exact value in each sampled deal, averaged.

When both players have thrown in every card is known: one exact solve decides. The work is counted
in solver nodes (:data:`NODE_BUDGET` a decision), never in seconds, so a decision does not depend
on the machine; the same seed and observation give the same decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from trappola_gui.engine import Action, Declare, Keep, Observation, Play, ThrowIn
from trappola_gui.engine import historical as h
from trappola_gui.engine.observation import DECLARE, EXCHANGE, PLAY
from trappola_gui.engine.state import DealState

from .heuristic import best_declaration, historical_exchange
from .historical_reading import MISPLAY_ODDS, past_plays, read_deal
from .historical_solver import Solver, card_values, risk_sets, trailing_run

# Solver nodes a decision (some 0.6-0.7 million a second in CPython on one core), and the bounds
# on the sampled deals they buy: a first lead or an exchange costs 10,000-60,000 nodes a deal.
NODE_BUDGET = 200_000
MIN_SAMPLES = 6
MAX_SAMPLES = 300
# How much a won deal counts beyond its margin (the arena and a match to a target count wins).
WIN_WEIGHT = 10.0

Values = dict[Action, float]


def margin_so_far(tricks: Sequence[tuple[int, Sequence[int], int]], card_points: Sequence[int],
                  declaration_points: Sequence[int], seat: int) -> int:
    """``seat``'s margin already scored: card points, declarations and 10 a deuce trick. The solver's
    value (:mod:`.historical_solver`) is what comes on top of it, a deuce ending's extra included."""
    deuces = h.deuce_trick_points(tricks)
    other = 1 - seat
    return (card_points[seat] - card_points[other] + declaration_points[seat] - declaration_points[other]
            + deuces[seat] - deuces[other])


def _tricks(obs: Observation) -> list[tuple[int, Sequence[int], int]]:
    return [(t.leader, t.cards, t.winner) for t in obs.tricks]


def everything_known(obs: Observation) -> bool:
    """Both hands thrown in: the reserve is used up and the opponent's hand is the unseen cards."""
    return obs.phase == PLAY and obs.reserve_size == 0 and bool(obs.thrown) and all(obs.thrown)


def finish_setup(s: DealState) -> None:
    """The rest of the exchanges and declarations by the rule of thumb (Normal's); mutates ``s``."""
    while s.phase in (EXCHANGE, DECLARE):
        obs = s.observation(s.to_move)
        if s.phase == EXCHANGE:
            s.apply(historical_exchange(obs))
        else:
            options = [a.combinations for a in obs.legal if isinstance(a, Declare)]
            s.apply(Declare(s.to_move, best_declaration(options, h.declaration_points)))


def play_start_value(s: DealState, seat: int, solvers: dict[tuple[tuple[int, int], ...], Solver]) -> tuple[int, int]:
    """``seat``'s exact final margin of a deal whose play is about to begin, and the nodes it took."""
    sets, live = risk_sets(s)
    solver = solvers.setdefault(tuple(sets), Solver(sets))
    before = solver.nodes
    leader = s.to_move
    v = solver.lead_value(s.hands[leader], s.hands[1 - leader], trailing_run(s.tricks), live)
    v = v if leader == seat else -v
    return margin_so_far(s.tricks, s.captured, s.decl_points, seat) + v, solver.nodes - before


def setup_option_margins(s: DealState, seat: int, options: Sequence[Action],
                         solvers: dict[tuple[tuple[int, int], ...], Solver]) -> tuple[list[int], int]:
    """Each setup option's exact final margin for ``seat`` in the whole deal ``s``, and the nodes spent."""
    out, nodes = [], 0
    for action in options:
        t = s.clone()
        t.apply(action)
        finish_setup(t)
        v, n = play_start_value(t, seat, solvers)
        out.append(v)
        nodes += n
    return out, nodes


def card_margins(s: DealState, seat: int, solver: Solver) -> dict[int, int]:
    """Each legal card's exact final margin for ``seat`` (to move) in the whole deal ``s``."""
    base = margin_so_far(s.tricks, s.captured, s.decl_points, seat)
    return {c: base + v for c, v in card_values(s, solver).items()}


def utility(margin: float) -> float:
    return margin + (WIN_WEIGHT if margin > 0 else -WIN_WEIGHT if margin < 0 else 0.0)


def sampled_values(obs: Observation, rng: random.Random, budget: int | None = None,
                   min_samples: int | None = None, max_samples: int = MAX_SAMPLES,
                   score: Callable[[float], float] = utility) -> tuple[Values, int]:
    """Each legal action's mean ``score`` of the final margin over sampled deals, and the deals used.

    Deals are sampled until the solver has spent ``budget`` nodes (default :data:`NODE_BUDGET`),
    at least ``min_samples`` of them (default :data:`MIN_SAMPLES`)."""
    budget = NODE_BUDGET if budget is None else budget
    min_samples = MIN_SAMPLES if min_samples is None else min_samples
    seat = obs.seat
    totals: dict[Action, float] = dict.fromkeys(obs.legal, 0.0)
    nodes, used = 0, 0
    setup_solvers: dict[tuple[tuple[int, int], ...], Solver] = {}
    play_solver: Solver | None = None
    past = past_plays(obs) if obs.phase == PLAY and MISPLAY_ODDS < 1 else []
    while used < max_samples and (used < min_samples or nodes < budget):
        deal, cost = read_deal(obs, rng, past)
        nodes += cost
        used += 1
        if obs.phase in (EXCHANGE, DECLARE):
            # A table a deal: the setups of different deals share no position worth keeping.
            setup_solvers.clear()
            margins, n = setup_option_margins(deal, seat, obs.legal, setup_solvers)
            nodes += n
            for action, m in zip(obs.legal, margins, strict=True):
                totals[action] += score(m)
            continue
        if play_solver is None:
            play_solver = Solver(risk_sets(deal)[0])  # the declared sets are public: one table serves all
        before = play_solver.nodes
        for c, m in card_margins(deal, seat, play_solver).items():
            totals[Play(seat, c)] += score(m)
        nodes += play_solver.nodes - before
        if everything_known(obs):
            break  # one deal is the real one
    return {a: t / used for a, t in totals.items()}, used


def decision_stream(obs: Observation, rng: random.Random) -> random.Random:
    """The decision's random stream, told apart also by what the shared digest leaves out (the thrown hands)."""
    thrown = 0
    for i, mask in enumerate(obs.thrown):
        thrown ^= mask << (36 * i)
    return random.Random(rng.getrandbits(64) ^ thrown ^ obs.reserve_size << 80)


def decide(obs: Observation, rng: random.Random) -> Action:
    """Hard's action in Trappola 1524: the option of the best mean value, the first legal among equals."""
    if obs.phase == DECLARE and not obs.rules.declarations_bind:
        # Unbound, a declaration changes nothing of the play the solver sees: its points decide.
        options = [a.combinations for a in obs.legal if isinstance(a, Declare)]
        return Declare(obs.seat, best_declaration(options, h.declaration_points))
    # Each sampled deal values every option: with many (a bound declaration) fewer deals at least.
    least = max(1, MIN_SAMPLES * 2 // len(obs.legal)) if obs.phase == DECLARE else None
    values, _ = sampled_values(obs, decision_stream(obs, rng), min_samples=least)
    order = {a: i for i, a in enumerate(obs.legal)}
    return max(obs.legal, key=lambda a: (round(values[a], 6), _prefer(a), -order[a]))


def _prefer(action: Action) -> int:
    """Among equal values: keep the hand rather than show it, play the lower card."""
    if isinstance(action, Play):
        return -h.RANK[action.card]
    if isinstance(action, Declare):
        return -sum(m.bit_count() for m in action.combinations)
    return 1 if isinstance(action, Keep) else 0 if isinstance(action, ThrowIn) else 0
