"""Command line of the computer opponents: ``arena`` (measure strength) and ``move`` (one hint).

    python -m trappola_gui.ai arena --a hard --b normal --pairs 100 --seed 1 [--variant V] [--json] [--bot-logs DIR]
    python -m trappola_gui.ai move --level hard FILE      (FILE or - for standard input)
    python -m trappola_gui.ai review FILE [--seat S] [--json] [--seed N]
    python -m trappola_gui.ai timing --level hard --deals 20 [--variant V] [--seed N]
    python -m trappola_gui.ai fit-closed [--positions N] [--held-out N] [--seed N] [--jobs N] [--output FILE]
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
from collections.abc import Callable

from trappola_gui.engine import ALL_VARIANTS, DEAL_FORMAT, MATCH_FORMAT, DealState, RecordError, Rules, record_from_text
from trappola_gui.engine.__main__ import closed_pipe_exit

from . import ARENA_LEVELS, LEVELS, make_agent
from .arena import run_arena, time_decisions
from .arena_report import PairResult, format_summary, format_timing, progress_bar, summarize
from .bot_io import bot_log_dir
from .protocol import DEFAULT_MOVE_TIMEOUT, BotError, stop_all_bots
from .reaper import adopt_orphans


def _level(text: str) -> str:
    if text in LEVELS + ARENA_LEVELS or (text.startswith("cmd:") and len(text) > 4):
        return text
    raise argparse.ArgumentTypeError(f"unknown level {text!r} (known: {', '.join(LEVELS)}, cmd:PROGRAM)")


def _whole_number(low: int, high: int, bounds: str) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (``bounds`` says so to the player)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:20]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {bounds}")
        return value

    return parse


_positive_int = _whole_number(1, 1_000_000, "1 to 1000000")
_seed = _whole_number(0, (1 << 64) - 1, "0 to 2**64 - 1")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:20]!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError("must be more than 0 and at most 3600 seconds")
    return value


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trappola_gui.ai", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    a = sub.add_parser("arena", help="duplicate pairs of deals between two levels")
    a.add_argument("--a", type=_level, required=True, help="level of side A (or cmd:PROGRAM)")
    a.add_argument("--b", type=_level, required=True, help="level of side B (or cmd:PROGRAM)")
    a.add_argument("--pairs", type=_positive_int, default=100)
    a.add_argument("--seed", type=_seed, default=1)
    a.add_argument("--variant", choices=ALL_VARIANTS, default="classic")
    a.add_argument("--jobs", type=_positive_int, default=1, help="worker processes (default 1)")
    a.add_argument("--samples", type=_positive_int, default=None, help="Hard's determinizations per move")
    a.add_argument("--move-timeout", type=_seconds, default=DEFAULT_MOVE_TIMEOUT, metavar="SECONDS",
                   help=f"an external bot's time for one decision (default {DEFAULT_MOVE_TIMEOUT:g})")
    a.add_argument("--bot-logs", default=None, metavar="DIR",
                   help="folder for the external bots' standard error (default: a new one in the temporary folder)")
    a.add_argument("--json", action="store_true", help="end with one JSON line")
    a.add_argument("--quiet", action="store_true", help="no progress bar, nor where the bots' logs are")
    m = sub.add_parser("move", help="the action a level chooses in an unfinished deal record")
    m.add_argument("--level", type=_level, default="hard")
    m.add_argument("--seed", type=_seed, default=0)
    m.add_argument("--move-timeout", type=_seconds, default=DEFAULT_MOVE_TIMEOUT, metavar="SECONDS",
                   help="an external bot's time for the decision")
    m.add_argument("file", help="a deal record, or - for standard input")
    r = sub.add_parser("review", help="every decision of one seat in a deal record, each option valued")
    r.add_argument("--seat", type=int, default=0, help="the seat reviewed (default 0)")
    r.add_argument("--seed", type=_seed, default=0)
    r.add_argument("--json", action="store_true", help="one JSON object instead of the table")
    r.add_argument("file", help="a deal record, or - for standard input")
    t = sub.add_parser("timing", help="a level's time per decision, playing every seat itself")
    t.add_argument("--level", choices=LEVELS + ARENA_LEVELS, default="hard")
    t.add_argument("--deals", type=_whole_number(1, 10_000, "1 to 10000"), default=20)
    t.add_argument("--seed", type=_seed, default=1)
    t.add_argument("--variant", choices=ALL_VARIANTS, default="classic")
    f = sub.add_parser("fit-closed", help="fit Hard's closed-phase estimate to solved positions")
    f.add_argument("--positions", type=_positive_int, default=10000, help="solved positions a rule set")
    f.add_argument("--held-out", type=_whole_number(0, 1_000_000, "0 to 1000000"), default=500)
    f.add_argument("--seed", type=_seed, default=1)
    f.add_argument("--jobs", type=_positive_int, default=1, help="worker processes (default 1)")
    f.add_argument("--output", default=None, help="the module to write (default: the package's closed_weights.py)")
    return p


def _fail(message: str) -> int:
    print(message, file=sys.stderr)
    return 2


# No record of a deal comes near this; a larger input is refused, not read whole.
MAX_RECORD_BYTES = 16 * 1024 * 1024


def _read_text(path: str) -> str:
    """The text of a record file (``-``: standard input), at most MAX_RECORD_BYTES; raises OSError or ValueError."""
    if path == "-":
        raw = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    else:
        with open(path, "rb") as f:
            raw = f.read(MAX_RECORD_BYTES + 1)
    if len(raw) > MAX_RECORD_BYTES:
        raise ValueError(f"larger than {MAX_RECORD_BYTES} bytes")
    return raw.decode("utf-8")


def _read_failure(path: str, exc: Exception) -> int:
    return _fail(f"{path[:80]}: {getattr(exc, 'strerror', None) or exc}")


def cmd_move(args: argparse.Namespace) -> int:
    try:
        text = _read_text(args.file)
    except (OSError, ValueError) as exc:
        return _read_failure(args.file, exc)
    try:
        state = record_from_text(text)  # the engine's guards: bad JSON, nesting, huge numbers
    except RecordError as exc:
        return _fail(str(exc))
    if not isinstance(state, DealState):
        return _fail(f"format: expected {DEAL_FORMAT!r}, found {MATCH_FORMAT!r}")  # as deal_from_json says it
    if state.is_over:
        return _fail("the deal is over: no move to suggest")
    agent = make_agent(args.level, args.seed, move_timeout=args.move_timeout)
    try:
        action = agent.choose(state.observation(state.to_move))
    finally:
        agent.close()
    print(json.dumps(action.to_json()))
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from .review import ReviewError, format_review, review_deal

    try:
        text = _read_text(args.file)
    except (OSError, ValueError) as exc:
        return _read_failure(args.file, exc)
    try:
        record = record_from_text(text)
        if not isinstance(record, DealState):
            return _fail("format: the review reads a deal record (export one deal of a match)")
        review = review_deal(record, args.seat, args.seed)
    except (RecordError, ReviewError) as exc:
        return _fail(str(exc))
    print(json.dumps(review.to_json()) if args.json else format_review(review))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    rules = Rules.variant_preset(args.variant)
    options: dict[str, float] = {"move_timeout": args.move_timeout}
    if args.samples:
        options["samples"] = args.samples
    bot_logs = None
    if any(side.startswith("cmd:") for side in (args.a, args.b)):
        try:
            bot_logs = bot_log_dir(args.bot_logs)
        except OSError as exc:
            return _fail(f"cannot make the folder of the bots' logs {args.bot_logs or ''}: {exc.strerror or exc}")
        if not args.quiet:
            print(f"the bots' standard error is logged in {bot_logs}", file=sys.stderr, flush=True)
    progress = None if args.quiet else progress_bar(sys.stderr)
    finished: list[PairResult] = []
    code = 0
    try:
        summary = run_arena(args.a, args.b, args.pairs, args.seed, rules, max(1, args.jobs), options, progress,
                            bot_logs, finished)
    except (KeyboardInterrupt, Stopped) as exc:
        # Stopped part way: the pairs played so far are still a measure, and the exit status is the signal's.
        signum = exc.signum if isinstance(exc, Stopped) else signal.SIGINT
        if progress is not None:
            sys.stderr.write("\n")
        summary = summarize(args.a, args.b, rules.variant, args.seed, finished, args.pairs,
                            stopped=signal.Signals(signum).name)
        code = 128 + signum
    except BaseException:
        if progress is not None:
            sys.stderr.write("\n")  # the error line starts clear of the progress bar
        raise
    print(format_summary(summary))
    if args.json:
        print(json.dumps(summary))
    return code


def cmd_timing(args: argparse.Namespace) -> int:
    rules = Rules.variant_preset(args.variant)
    times = time_decisions(args.level, rules, args.deals, args.seed)
    print(format_timing(args.level, args.variant, args.deals, args.seed, times))
    return 0


def cmd_fit_closed(args: argparse.Namespace) -> int:
    import os

    from .closed_fit import fit_all, weights_module

    results = fit_all(args.positions, args.seed, args.held_out, args.jobs)
    command = (f"python -m trappola_gui.ai fit-closed --positions {args.positions} "
               f"--held-out {args.held_out} --seed {args.seed}")
    path = args.output or os.path.join(os.path.dirname(__file__), "closed_weights.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(weights_module(results, command))
    for key, _, rep in results:
        print(key, " ".join(f"{k}={v:.2f}" for k, v in rep.items()))
    print(f"wrote {path}")
    return 0


class Stopped(SystemExit):
    """SIGTERM: the command ends like Ctrl+C, every finally block run and every bot stopped."""

    def __init__(self, signum: int) -> None:
        super().__init__(128 + signum)
        self.signum = signum


def _on_signal(signum: int, frame: object) -> None:
    raise Stopped(signum)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, _on_signal)
    if any(str(getattr(args, key, "")).startswith("cmd:") for key in ("a", "b", "level")):
        # This command's own process, never a module import: whatever a bot leaves running
        # becomes this process's child, to be ended with the bot (Linux).
        adopt_orphans()
    try:
        if args.command == "move":
            return cmd_move(args)
        if args.command == "review":
            return cmd_review(args)
        if args.command == "timing":
            return cmd_timing(args)
        if args.command == "fit-closed":
            return cmd_fit_closed(args)
        return cmd_arena(args)
    except BotError as exc:
        print(str(exc), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return closed_pipe_exit()
    finally:
        stop_all_bots()


if __name__ == "__main__":
    sys.exit(main())
