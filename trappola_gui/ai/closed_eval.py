"""What the two-player closed phase is worth, estimated without searching it.

Hard's open-phase rollouts used to play the closed phase out card by card
with a rule of thumb: the mean of a hundred such play-outs missed the exact
(solved) value by 10 points (standard deviation over classic positions where
the stock has just run out), a single one by 12 to 15. Here the closed phase
is judged instead by a linear function of what decides it (trumps held and
over whom, sure winners, points in hand and how well they are guarded, suits
one side can ruff), of one greedy play-out without random slips, and of those
features times the play-out's margin; it misses by 5 to 7 points (the figures
of each rule set are in :mod:`.closed_weights`). The weights are fitted by least squares to positions
solved exactly (:func:`fit`; ``python -m trappola_gui.ai fit-closed`` writes
:mod:`.closed_weights`), one set of weights for each point scale, deck and
"must win" rule.

Everything is from the view of the side to lead the closed phase's first
trick: the estimate is the points it will take in the closed phase (cards and
the last trick's bonus) minus the points its opponent will.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trappola_gui.engine import DealState
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.rules import Rules
from trappola_gui.engine.state import LAST_TRICK_BONUS, closed_response

# Per suit, for (my cards, their cards) as 9-bit masks and a point scale: my points there,
# my sure winners (cards above all of theirs, from the top down) and their points, the points
# of my top card if it is above all of theirs, and my points under a card of theirs.
_SUIT_STATS: dict[tuple[int, ...], dict[int, tuple[int, int, int, int, int]]] = {}

FEATURE_NAMES = (
    "points", "trumps", "trump points", "top trumps", "sure winners", "sure winner points", "voids",
    "guarded top points", "unguarded points", "ruffable points", "more trumps", "trumps up to 5",
)
N_SIDE = len(FEATURE_NAMES)
# The leader's features, the other side's, the greedy play-out's margin, a constant, and then
# each side's features again times the play-out's margin over GREEDY_SCALE: what a feature is
# worth depends on who is ahead (on held-out classic positions these products took the miss
# from 7.1 to 6.4 points).
N_FEATURES = 4 * N_SIDE + 2
GREEDY = 2 * N_SIDE  # the play-out's margin's place among the features
GREEDY_SCALE = 16.0


def weights_key(rules: Rules) -> str:
    """The weights that suit ``rules``: point scale, deck and the must-win rule."""
    return f"{rules.points}/{rules.deck}/{'must_win' if rules.must_win else 'free'}"


def _suit_stats(rank_pts: tuple[int, ...]) -> dict[int, tuple[int, int, int, int, int]]:
    table = _SUIT_STATS.get(rank_pts)
    if table is None:
        table = _SUIT_STATS[rank_pts] = {}
    return table


def _stats(table: dict[int, tuple[int, int, int, int, int]], rank_pts: tuple[int, ...],
           m: int, t: int) -> tuple[int, int, int, int, int]:
    key = m << 9 | t
    got = table.get(key)
    if got is None:
        pts_m = n_sure = p_sure = top = unguarded = 0
        sure = first = True
        for r in range(8, -1, -1):
            if m >> r & 1:
                p = rank_pts[r]
                pts_m += p
                if t >> r:  # a card of theirs is above it
                    sure = False
                    unguarded += p
                else:
                    if first:
                        top = p
                    if sure:
                        n_sure += 1
                        p_sure += p
                first = False
        got = table[key] = (pts_m, n_sure, p_sure, top, unguarded)
    return got


def side_features(h: int, o: int, trump: int, rank_pts: tuple[int, ...]) -> list[float]:
    """The :data:`FEATURE_NAMES` of hand ``h`` against hand ``o`` (everything else is played)."""
    table = _suit_stats(rank_pts)
    tc = (h >> 9 * trump & 511).bit_count()
    oc = (o >> 9 * trump & 511).bit_count()
    points = sure_n = sure_p = voids = top = unguarded = ruffable = 0
    trump_pts = top_trumps = 0
    for s in range(4):
        m = h >> 9 * s & 511
        t = o >> 9 * s & 511
        pm, n_sure, p_sure, top_p, ung = _stats(table, rank_pts, m, t)
        points += pm
        if s == trump:
            trump_pts, top_trumps = pm, n_sure
            sure_n += n_sure
            sure_p += p_sure
            continue
        if not m:
            voids += 1
            if tc:
                ruffable += _stats(table, rank_pts, t, 0)[0]
            continue
        if t or not oc:  # a suit they are void in is theirs to ruff
            sure_n += n_sure
            sure_p += p_sure
        top += top_p
        unguarded += ung
    return [points, tc, trump_pts, top_trumps, sure_n, sure_p, voids, top, unguarded, ruffable,
            1.0 if tc > oc else 0.0, min(tc, 5)]


def greedy_closed(hl: int, ho: int, trump: int, pts: Sequence[int], must_win: bool,
                  reply_row: Sequence[Sequence[float]]) -> int:
    """The closed phase played out by Hard's rule of thumb without slips: the leader's points
    (cards and the last trick) minus the other side's.

    The lead is :func:`.hard.rollout_card`'s, found suit by suit: only a suit's top card
    can be its richest sure winner, and only its lowest card its cheapest lead.
    """
    trump_mask = SUIT_MASKS[trump]
    margin = 0
    sign = 1  # +1 while the first leader leads
    while hl:
        opp_trumps = ho & trump_mask
        a, win_k = -1, -1
        low, low_k = -1, 1 << 30
        for s in range(4):
            m = hl >> 9 * s & 511
            if not m:
                continue
            t = ho >> 9 * s & 511
            top = m.bit_length() - 1
            if not t >> top and (t or s == trump or not opp_trumps):
                k = (s != trump) * 100 + pts[9 * s + top] * 10 + top
                if k > win_k:
                    a, win_k = 9 * s + top, k
            r = (m & -m).bit_length() - 1
            k = (s == trump) * 1000 + pts[9 * s + r] * 10 + r
            if k < low_k:
                low, low_k = 9 * s + r, k
        if a < 0:
            a = low
        hl ^= 1 << a
        legal = closed_response(ho, a // 9, a, trump, must_win)
        row = reply_row[a]
        b, best = -1, -1e9
        for c in cards_of(legal):
            v = row[c]
            if v > best:
                b, best = c, v
        ho ^= 1 << b
        bs = b // 9
        if (b > a) if bs == a // 9 else bs == trump:
            sign = -sign
            hl, ho = ho, hl
        margin += sign * (pts[a] + pts[b])
    return margin + sign * LAST_TRICK_BONUS


def features(hl: int, ho: int, trump: int, pts: Sequence[int], rank_pts: tuple[int, ...], must_win: bool,
             reply_row: Sequence[Sequence[float]]) -> list[float]:
    """Everything the estimate weighs, for the leader's hand ``hl`` against ``ho``."""
    sides = side_features(hl, ho, trump, rank_pts) + side_features(ho, hl, trump, rank_pts)
    g = greedy_closed(hl, ho, trump, pts, must_win, reply_row)
    scaled = g / GREEDY_SCALE
    return sides + [g, 1.0] + [x * scaled for x in sides]


def estimate(weights: Sequence[float], feats: Sequence[float]) -> float:
    total = 0.0
    for w, x in zip(weights, feats, strict=True):
        total += w * x
    return total


# ------------------------------------------------------------------ fitting
def closed_start(rules: Rules, rng: random.Random) -> DealState:
    """A deal played by Hard's rollout policy until the stock has just run out (a trick's start)."""
    from .base import POINTS
    from .hard import rollout_card

    pts = POINTS[rules.points]
    while True:
        from trappola_gui.engine.cards import full_deck

        deck = full_deck(rules.deck)
        rng.shuffle(deck)
        s = DealState.new(rules.with_options(declarations=False, exchange=False, mandatory_declarations=False),
                          deck, rng.randrange(2), checked=False)
        r = rng.random
        while not (s.closed and not s.trick):
            s.play_card(rollout_card(s, r, pts))
        if s.tricks_won[0] and s.tricks_won[1]:  # (a side without a trick yet is left to the rollout)
            return s


def solve_lsq(xtx: list[list[float]], xty: list[float], ridge: float = 1e-3) -> list[float]:
    """Solve (XtX + ridge I) w = Xty by Gaussian elimination with partial pivoting."""
    n = len(xty)
    a = [row[:] + [xty[i]] for i, row in enumerate(xtx)]
    for i in range(n):
        a[i][i] += ridge
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        p = a[col][col]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / p
                row_r, row_c = a[r], a[col]
                for k in range(col, n + 1):
                    row_r[k] -= f * row_c[k]
    return [a[i][n] / a[i][i] for i in range(n)]


def exact_future(s: DealState) -> int:
    """The closed phase solved: what the side to lead gains over the other from here on."""
    from .solver import ClosedSolver

    base = s.captured[0] - s.captured[1] + s.decl_points[0] - s.decl_points[1]
    future = ClosedSolver(s).window_value(s) - base
    return future if s.leader == 0 else -future


def position_features(s: DealState) -> list[float]:
    """:func:`features` of a closed phase's first lead in ``s``."""
    from .base import POINTS
    from .hard import _reply_table

    pts = POINTS[s.rules.points]
    rank_pts = tuple(pts[:9])
    hl, ho = s.hands[s.leader], s.hands[1 - s.leader]
    return features(hl, ho, s.trump, pts, rank_pts, s.rules.must_win, _reply_table(s.trump, pts, 2))


def fit(rules: Rules, positions: int, seed: int, held_out: int = 0) -> tuple[list[float], dict[str, float]]:
    """Weights fitted to ``positions`` solved closed phases of ``rules``, and how well they do
    on ``held_out`` more (standard deviations of the miss, in deal points)."""
    rng = random.Random(seed)
    n = N_FEATURES
    xtx = [[0.0] * n for _ in range(n)]
    xty = [0.0] * n
    for _ in range(positions):
        s = closed_start(rules, rng)
        x = position_features(s)
        y = exact_future(s)
        for i in range(n):
            xi = x[i]
            if xi:
                row = xtx[i]
                for j in range(n):
                    row[j] += xi * x[j]
                xty[i] += xi * y
    weights = solve_lsq(xtx, xty)
    report: dict[str, float] = {"positions": positions}
    if held_out:
        est_sd, greedy_sd, value_sd = held_out_misses(weights, rules, rng, held_out)
        report.update(held_out=held_out, estimate_sd=est_sd, greedy_sd=greedy_sd, value_sd=value_sd)
    return weights, report


def held_out_misses(weights: Sequence[float], rules: Rules, rng: random.Random,
                    count: int) -> tuple[float, float, float]:
    """On ``count`` fresh solved positions, the standard deviations of the estimate's miss, of the
    greedy play-out's miss (alone, unweighted), and of the exact values themselves."""
    miss, greedy_miss, values = [], [], []
    for _ in range(count):
        s = closed_start(rules, rng)
        x = position_features(s)
        y = exact_future(s)
        miss.append(estimate(weights, x) - y)
        greedy_miss.append(x[GREEDY] - y)
        values.append(y)
    return _sd(miss), _sd(greedy_miss), _sd(values)


def _sd(values: Sequence[float]) -> float:
    mean = sum(values) / len(values)
    return float((sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)) ** 0.5)


def fit_rules() -> list[Rules]:
    """One rule set for each weights key: point scale x deck x the must-win rule."""
    base = Rules.variant_preset("blind")
    return [base.with_options(points=p, deck=d, must_win=w)
            for p in ("classic", "czech") for d in (36, 32) for w in (False, True)]


def _fit_one(job: tuple[Rules, int, int, int]) -> tuple[str, list[float], dict[str, float]]:
    rules, positions, seed, held_out = job
    weights, report = fit(rules, positions, seed, held_out)
    return weights_key(rules), weights, report


def fit_all(positions: int, seed: int, held_out: int, jobs: int = 1) -> list[tuple[str, list[float], dict[str, float]]]:
    """:func:`fit` for every rule set of :func:`fit_rules` (each its own seed), ``jobs`` processes."""
    work = [(rules, positions, seed * 1000 + i, held_out) for i, rules in enumerate(fit_rules())]
    if jobs <= 1:
        return [_fit_one(w) for w in work]
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(_fit_one, work)


def weights_module(results: Sequence[tuple[str, Sequence[float], dict[str, float]]], command: str) -> str:
    """The text of :mod:`.closed_weights` for ``results`` of :func:`fit_all`."""
    lines = [
        '"""Weights of the closed-phase estimate (:mod:`.closed_eval`), written by',
        "",
        f"    {command}",
        "",
        "Held-out positions, standard deviation of the miss against the exact value",
        "(deal points): the estimate, the greedy play-out alone, the values themselves.",
        "",
    ]
    for key, _, rep in results:
        if "held_out" in rep:
            lines.append(f"- {key}: {rep['estimate_sd']:.2f}, {rep['greedy_sd']:.2f}, {rep['value_sd']:.2f} "
                         f"({int(rep['positions'])} fitted, {int(rep['held_out'])} held out)")
    lines += ['"""', "", "WEIGHTS: dict[str, tuple[float, ...]] = {"]
    for key, weights, _ in results:
        lines.append(f'    "{key}": (')
        for i in range(0, len(weights), 6):
            lines.append("        " + " ".join(f"{w:.6f}," for w in weights[i:i + 6]))
        lines.append("    ),")
    lines.append("}")
    return "\n".join(lines) + "\n"
