"""The arena's report: the duplicate pairs' results summed up, with their intervals, and the
lines the command prints (``arena.run_arena`` plays the pairs).

A's mean score has its Wilson 95% interval, A's mean margin in deal points a 95% interval over
the pairs (what a match scored by margin adds up), and each side's time per decision its
percentiles.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO


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


def format_timing(level: str, variant: str, deals: int, seed: int, times: dict[str, list[float]]) -> str:
    lines = [f"{level} ({variant}): time per decision over {deals} deals, seed {seed}, one core"]
    for name, values in times.items():
        if values:
            p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
            lines.append(f"  {name:<18} p50 {p50 * 1000:4.0f} ms  p95 {p95 * 1000:4.0f} ms  "
                         f"max {max(values) * 1000:4.0f} ms  ({len(values)} decisions)")
    return "\n".join(lines)
