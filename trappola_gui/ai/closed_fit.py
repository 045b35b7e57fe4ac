"""Fitting Hard's closed-phase estimate (:mod:`.closed_eval`) to exactly solved positions.

``python -m trappola_gui.ai fit-closed`` runs :func:`fit_all` and writes
:mod:`.closed_weights` with :func:`weights_module`. Positions are deals played
by Hard's own rollout policy until the stock has just run out, the positions
its rollouts reach; each is solved by :class:`.solver.ClosedSolver`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from trappola_gui.engine import DealState
from trappola_gui.engine.cards import full_deck
from trappola_gui.engine.rules import Rules

from .base import POINTS
from .closed_eval import GREEDY, N_FEATURES, estimate, features, weights_key
from .hard_rollout import reply_table, rollout_card
from .solver import ClosedSolver

# The fit's ridge (added to XtX's diagonal): keeps the weights of products that seldom occur
# from growing on a few positions (1 to 100 gave the same held-out miss).
RIDGE = 10.0


def closed_start(rules: Rules, rng: random.Random) -> DealState:
    """A deal played by Hard's rollout policy until the stock has just run out (a trick's start)."""
    pts = POINTS[rules.points]
    plain = rules.with_options(declarations=False, exchange=False, mandatory_declarations=False)
    while True:
        deck = full_deck(rules.deck)
        rng.shuffle(deck)
        s = DealState.new(plain, deck, rng.randrange(2), checked=False)
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
        tail = a[col][col:]
        p = tail[0]
        for r in range(col + 1, n):
            row = a[r]
            f = row[col] / p
            if f:
                row[col:] = [x - f * y for x, y in zip(row[col:], tail, strict=True)]
    w = [0.0] * n
    for i in range(n - 1, -1, -1):
        row = a[i]
        w[i] = (row[n] - sum(row[j] * w[j] for j in range(i + 1, n))) / row[i]
    return w


def exact_future(s: DealState) -> int:
    """The closed phase solved: what the side to lead gains over the other from here on."""
    base = s.captured[0] - s.captured[1] + s.decl_points[0] - s.decl_points[1]
    future = ClosedSolver(s).window_value(s) - base
    return future if s.leader == 0 else -future


def position_features(s: DealState) -> list[float]:
    """:func:`features` of a closed phase's first lead in ``s``."""
    pts = POINTS[s.rules.points]
    rank_pts = tuple(pts[:9])
    hl, ho = s.hands[s.leader], s.hands[1 - s.leader]
    return features(hl, ho, s.trump, pts, rank_pts, s.rules.must_win, reply_table(s.trump, pts, 2))


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
        for i in range(n):  # the upper triangle of XtX; the lower one is filled in below
            xi = x[i]
            if xi:
                row = xtx[i]
                row[i:] = [r + xi * xj for r, xj in zip(row[i:], x[i:], strict=True)]
                xty[i] += xi * y
    for i in range(n):
        for j in range(i):
            xtx[i][j] = xtx[j][i]
    weights = solve_lsq(xtx, xty, RIDGE)
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
