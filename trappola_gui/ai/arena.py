"""The arena: two levels play duplicate pairs of deals, and we measure who is stronger.

Each pair deals one deck twice with the sides swapped, so the luck of the
cards cancels. A deal won scores 1 for A, a drawn deal 1/2. The report gives
A's mean score with its Wilson 95% interval, A's mean margin in deal points
with a 95% interval over the pairs (what a match scored by margin adds up), and
each side's 95th-percentile time per decision.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, TextIO

from trappola_gui.engine import DealState, Rules, shuffled_deck

from . import make_agent
from .base import Agent
from .protocol import CommandAgent, live_bot_pids
from .reaper import adopting_orphans, end_orphans


@dataclass
class PairResult:
    scores: list[float]
    margins: list[int]
    times: dict[str, list[float]] = field(default_factory=lambda: {"a": [], "b": []})


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a mean score ``score / n`` (draws count as halves)."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    denom = 1 + z * z / n
    center = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, center - half), min(1.0, center + half)


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float] | None:
    """Normal 95% interval of the mean of ``values`` (one value a duplicate pair); None below two values."""
    n = len(values)
    if n < 2:
        return None
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return mean - half, mean + half


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def play_deal(state: DealState, seats: list[Agent], labels: list[str],
              times: dict[str, list[float]]) -> DealState:
    """Play ``state`` to the end, each seat asking its agent; decision times go to ``times``."""
    clock = time.perf_counter
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        start = clock()
        action = seats[seat].choose(obs)
        times[labels[seat]].append(clock() - start)
        state.apply(action)
    return state


def deck_for_pair(seed: int, index: int, rules: Rules) -> list[int]:
    return shuffled_deck((seed * 1_000_003 + index) & ((1 << 40) - 1), rules.deck)


def play_pair(rules: Rules, seed: int, index: int, a: Agent, b: Agent) -> PairResult:
    n = rules.players
    deck = deck_for_pair(seed, index, rules)
    dealer = index % n
    out = PairResult([], [])
    for a_side in (0, 1):
        seats = [a if (s % 2 if n == 4 else s) == a_side else b for s in range(n)]
        labels = ["a" if agent is a else "b" for agent in seats]
        state = play_deal(DealState.new(rules, deck, dealer), seats, labels, out.times)
        pts = state.result().deal_points
        margin = pts[a_side] - pts[1 - a_side]
        out.margins.append(margin)
        out.scores.append(1.0 if margin > 0 else 0.5 if margin == 0 else 0.0)
    return out


# One pair of agents per worker process (set by _init_worker).
_WORKER: dict[str, Any] = {}


def _init_worker(a: str, b: str, seed: int, rules: Rules, options: dict[str, float], bot_logs: str | None,
                 adopt: bool) -> None:
    # The parent ends a worker with SIGTERM (pool.terminate): its bots go with it.
    import signal
    from multiprocessing.util import Finalize

    from .protocol import stop_all_bots
    from .reaper import adopt_orphans

    def stop(signum: int, frame: Any) -> None:
        stop_all_bots()
        raise SystemExit(128 + signum)

    if adopt:
        # A forked process is no reaper even if its parent is: what this worker's bots leave
        # behind is ended when the worker closes them, not only when the whole arena ends.
        adopt_orphans()
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, stop)
    _WORKER.update(a=build(a, seed, 1, options, bot_logs), b=build(b, seed, 2, options, bot_logs),
                   rules=rules, seed=seed)
    # A worker leaves through os._exit (no atexit): multiprocessing's finalizers still run.
    Finalize(None, _close_worker_agents, exitpriority=10)


def _close_worker_agents() -> None:
    for key in ("a", "b"):
        agent = _WORKER.get(key)
        if isinstance(agent, Agent):
            agent.close()


def _worker_pair(index: int) -> PairResult:
    w = _WORKER
    return play_pair(w["rules"], w["seed"], index, w["a"], w["b"])


def build(level: str, seed: int, side: int, options: dict[str, float], bot_logs: str | None = None) -> Agent:
    """Side ``side``'s agent; ``options`` holds ``samples`` (Hard) and ``move_timeout`` (external bots).

    An external bot logs its standard error to ``a.log`` or ``b.log`` (``a-2.log``... when
    taken) in ``bot_logs`` (None: a fresh folder under the temporary folder).
    """
    agent_seed = seed * 7919 + side
    if level.startswith("cmd:"):
        agent = make_agent(level, agent_seed, move_timeout=options.get("move_timeout"))
        if isinstance(agent, CommandAgent):
            agent.log_dir = bot_logs
            agent.log_name = "a" if side == 1 else "b"
        return agent
    samples = options.get("samples") if level == "hard" else None
    return make_agent(level, agent_seed, samples=None if samples is None else int(samples))


def run_arena(a: str, b: str, pairs: int, seed: int, rules: Rules, jobs: int = 1,
              options: dict[str, float] | None = None,
              progress: Callable[[int, int, float], None] | None = None,
              bot_logs: str | None = None, finished: list[PairResult] | None = None) -> dict[str, Any]:
    """Play ``pairs`` duplicate pairs of A against B; returns the summary object.

    Each pair goes to ``finished`` (when given) as it ends, so a caller stopped part way (Ctrl+C,
    SIGTERM) still has the pairs played for :func:`summarize`. External bots log their standard
    error in ``bot_logs`` (see :func:`build`). When the arena ends, in any way, every bot is closed
    with everything it started.
    """
    options = options or {}
    done = finished if finished is not None else []
    results: Iterable[PairResult]
    pool = None
    agents: list[Agent] = []
    if jobs > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn").Pool(
            jobs, _init_worker, (a, b, seed, rules, options, bot_logs, adopting_orphans()))
        results = pool.imap(_worker_pair, range(pairs))
    else:
        agents = [build(a, seed, 1, options, bot_logs), build(b, seed, 2, options, bot_logs)]
        results = (play_pair(rules, seed, i, agents[0], agents[1]) for i in range(pairs))
    failed = False
    score = 0.0  # for the progress bar; the summary counts ``done`` again
    try:
        for r in results:
            done.append(r)  # one step: a signal never leaves half a pair counted
            score += sum(r.scores)
            if progress:
                progress(len(done), pairs, score / (len(r.scores) * len(done)))
    except BaseException:
        failed = True
        raise
    finally:
        if pool is not None:
            if failed:
                pool.terminate()  # SIGTERM to every worker; each stops its own bots
            else:
                pool.close()
            pool.join()
        try:
            for agent in agents:
                agent.close()
        finally:
            # What the workers' bots left behind was handed to this process when the workers ended.
            end_orphans(live_bot_pids())
    return summarize(a, b, rules.variant, seed, done)


def summarize(a: str, b: str, variant: str, seed: int, done: list[PairResult], planned: int | None = None,
              stopped: str | None = None) -> dict[str, Any]:
    """The summary object of the pairs in ``done``. An arena stopped part way (``stopped``: the
    signal's name) also gives the pairs it was to play (``planned``)."""
    score = sum(sum(r.scores) for r in done)
    games = sum(len(r.scores) for r in done)
    pair_margins = [sum(r.margins) / len(r.margins) for r in done]
    times: dict[str, list[float]] = {k: [t for r in done for t in r.times[k]] for k in ("a", "b")}
    low, high = wilson(score, games)
    margin_ci = mean_interval(pair_margins)
    summary: dict[str, Any] = {
        "a": a, "b": b, "variant": variant, "pairs": len(done), "games": games, "seed": seed,
        "a_score": round(score / games, 4) if games else 0.0,
        "wilson_low": round(low, 4), "wilson_high": round(high, 4),
        "a_mean_margin": round(sum(pair_margins) / len(pair_margins), 3) if pair_margins else 0.0,
        "margin_low": None if margin_ci is None else round(margin_ci[0], 3),
        "margin_high": None if margin_ci is None else round(margin_ci[1], 3),
        "a_p95_ms": round(percentile(times["a"], 0.95) * 1000, 2),
        "b_p95_ms": round(percentile(times["b"], 0.95) * 1000, 2),
        "a_max_ms": round(max(times["a"], default=0.0) * 1000, 2),
        "b_max_ms": round(max(times["b"], default=0.0) * 1000, 2),
        "a_decisions": len(times["a"]), "b_decisions": len(times["b"]),
    }
    if stopped is not None:
        summary.update(stopped=stopped, pairs_planned=planned)
    return summary


def progress_bar(stream: TextIO) -> Callable[[int, int, float], None]:
    def show(done: int, total: int, score: float) -> None:
        width = 30
        filled = width * done // total
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} pairs  A {score:.3f}")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def format_summary(s: dict[str, Any]) -> str:
    margin = f"  A mean margin {s['a_mean_margin']:+.2f}"
    if s.get("margin_low") is not None:
        margin += f" [{s['margin_low']:+.2f}, {s['margin_high']:+.2f}]"
    stopped = (f" (stopped by {s['stopped']} after {s['pairs']} of {s['pairs_planned']} pairs)"
               if s.get("stopped") else "")
    return (
        f"{s['a']} vs {s['b']} ({s['variant']}): {s['games']} games in {s['pairs']} duplicate pairs{stopped}\n"
        f"A score {s['a_score']:.4f}  Wilson 95% [{s['wilson_low']:.4f}, {s['wilson_high']:.4f}]"
        f"{margin}\n"
        f"p95 move time: A {s['a_p95_ms']:.1f} ms, B {s['b_p95_ms']:.1f} ms"
        f"  (max A {s['a_max_ms']:.1f} ms, B {s['b_max_ms']:.1f} ms)"
    )


# ------------------------------------------------------------- time per decision
def time_decisions(level: str, rules: Rules, deals: int, seed: int) -> dict[str, list[float]]:
    """Seconds a decision of ``level`` takes, playing every seat of ``deals`` deals itself.

    Keys: ``first lead`` (the deal's first card), ``first closed lead`` (the first
    lead once the stock is empty; two players with a stock only) and ``every decision``
    (set-up actions included).
    """
    clock = time.perf_counter
    out: dict[str, list[float]] = {"first lead": [], "first closed lead": [], "every decision": []}
    for index in range(deals):
        agents = [make_agent(level, seed * 7919 + index * 31 + s) for s in range(rules.players)]
        state = DealState.new(rules, deck_for_pair(seed, index, rules), index % rules.players)
        closed_led = False
        while not state.is_over:
            obs = state.observation(state.to_move)
            start = clock()
            action = agents[state.to_move].choose(obs)
            spent = clock() - start
            out["every decision"].append(spent)
            if obs.phase == "play" and not obs.trick:
                if not obs.tricks:
                    out["first lead"].append(spent)
                elif rules.players == 2 and obs.closed and not closed_led and not rules.historical:
                    out["first closed lead"].append(spent)
                    closed_led = True
            state.apply(action)
    return out


def format_timing(level: str, variant: str, deals: int, seed: int, times: dict[str, list[float]]) -> str:
    lines = [f"{level} ({variant}): time per decision over {deals} deals, seed {seed}, one core"]
    for name, values in times.items():
        if values:
            p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
            lines.append(f"  {name:<18} p50 {p50 * 1000:4.0f} ms  p95 {p95 * 1000:4.0f} ms  "
                         f"max {max(values) * 1000:4.0f} ms  ({len(values)} decisions)")
    return "\n".join(lines)

