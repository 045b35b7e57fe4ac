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
from dataclasses import replace
from typing import NamedTuple

from trappola_gui.engine import Action, Declare, Keep, Observation, Play, ThrowIn
from trappola_gui.engine import historical as h
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.historical_state import HistoricalDeal
from trappola_gui.engine.observation import PACK_MASKS, Trick
from trappola_gui.engine.state import DECLARE, EXCHANGE, PLAY, DealState

from .heuristic import NormalAgent, best_declaration, historical_exchange
from .historical_solver import Solver, card_values, risk_sets, trailing_run

# Solver nodes a decision (some 0.6-0.7 million a second in CPython on one core), and the bounds
# on the sampled deals they buy: a first lead or an exchange costs 10,000-60,000 nodes a deal.
NODE_BUDGET = 200_000
MIN_SAMPLES = 6
MAX_SAMPLES = 300
# How much a won deal counts beyond its margin (the arena and a match to a target count wins).
WIN_WEIGHT = 10.0

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

Values = dict[Action, float]


def margin_so_far(tricks: Sequence[tuple[int, Sequence[int], int]], card_points: Sequence[int],
                  declaration_points: Sequence[int], seat: int) -> int:
    """``seat``'s margin already scored: card points, declarations and 10 a deuce trick. The solver's
    value (:mod:`.historical_solver`) is what comes on top of it, a deuce ending's extra included."""
    deuces = [0, 0]
    for t in tricks:
        if h.is_deuce(h.winning_card(t)):
            deuces[t[2]] += 1
    other = 1 - seat
    return (card_points[seat] - card_points[other] + declaration_points[seat] - declaration_points[other]
            + h.DEUCE_TRICK_BONUS * (deuces[seat] - deuces[other]))


def _tricks(obs: Observation) -> list[tuple[int, Sequence[int], int]]:
    return [(t.leader, t.cards, t.winner) for t in obs.tricks]


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
