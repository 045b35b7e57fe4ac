"""The arena: two levels play duplicate pairs of deals, and we measure who is stronger.

Each pair deals one deck twice with the sides swapped, so the luck of the
cards cancels. A deal won scores 1 for A, a drawn deal 1/2. The report gives
A's mean score with its Wilson 95% interval, A's mean margin in deal points
with a 95% interval over the pairs (what a match scored by margin adds up), and
each side's 95th-percentile time per decision.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

from trappola_gui.engine import DealState, Rules, shuffled_deck

from . import make_agent
from .arena_report import PairResult, summarize
from .base import Agent
from .protocol import CommandAgent, live_bot_pids
from .reaper import adopting_orphans, end_orphans


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
