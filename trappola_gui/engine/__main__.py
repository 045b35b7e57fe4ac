"""The engine's command line (docs/deal-record.md): ``replay``, ``bench`` and ``new``.

This is the one place of the engine package that reads a file or the clock:
it is a shell around the pure engine.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from .cards import card_str
from .record import RecordError, deal_to_json, record_from_text, replay_json
from .rules import ALL_VARIANTS, Rules
from .seeding import DEAL_SEED_BITS, DealCodeError, deal_code, parse_deal_code, seed_dealer, shuffled_deck
from .state import DealState

# docs/deal-record.md 3.1: "one line" on standard error; a record's own text never makes it longer.
MAX_MESSAGE = 200
# A finished match of 4,000 deals is about 5 MB; nothing legal comes near this.
MAX_RECORD_BYTES = 64 * 1024 * 1024


def closed_pipe_exit() -> int:
    """Whoever read standard output has gone (``| head``): stop quietly with status 1.

    Standard output is pointed at the null device so the interpreter's final flush does not
    complain; the ai command line ends the same way.
    """
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 1


def _fail(message: str) -> int:
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE:
        line = line[: MAX_MESSAGE - 1] + "…"
    print(line, file=sys.stderr)
    return 2


def _read_record(path: str) -> bytes:
    """At most MAX_RECORD_BYTES + 1 bytes of the record; raises OSError."""
    if path == "-":
        return sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
    import os
    import stat

    with open(path, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode) and not stat.S_ISFIFO(os.fstat(fh.fileno()).st_mode):
            raise OSError(0, "not a regular file")
        return fh.read(MAX_RECORD_BYTES + 1)


def _replay(path: str) -> int:
    try:
        raw = _read_record(path)
    except OSError as exc:
        return _fail(f"cannot read {path[:80]}: {exc.strerror or exc}")
    if len(raw) > MAX_RECORD_BYTES:
        return _fail(f"the record is too large (over {MAX_RECORD_BYTES} bytes)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return _fail("not valid JSON: the file is not UTF-8 text")
    try:
        record = record_from_text(text)
    except RecordError as exc:
        return _fail(str(exc))
    except RecursionError:
        return _fail("not valid JSON: nested too deeply")
    except (TypeError, ValueError, OverflowError, KeyError, IndexError) as exc:
        # The record module names every fault it knows; anything else is still the record's
        # fault, and the command's promise (exit 2, one line) holds for it too.
        return _fail(f"malformed record: {type(exc).__name__}: {exc}")
    print(json.dumps(replay_json(record)))
    return 0


def _bench(deals: int, seed: int, variant: str) -> int:
    import time

    from .playout import bench

    rules = Rules.variant_preset(variant)
    bench(min(deals, 200), seed + 1, rules)  # warm caches before the timed run
    start = time.perf_counter()
    checksum = bench(deals, seed, rules)
    seconds = time.perf_counter() - start
    print(f"variant={variant} seed={seed} checksum={checksum}")
    print(f"{deals} deals in {seconds:.3f} s: {deals / seconds:.0f} deals/s")
    return 0


def _bench_match(deals: int, seed: int) -> int:
    """Time reading back a long match record: replay must grow linearly with the deals."""
    import random
    import time

    from .match import Match
    from .playout import play_out
    from .record import match_to_json, record_from_text

    # A target no match reaches, so that every deal belongs (fixed scoring: one point a deal won).
    rules = Rules.from_dict({"variant": "classic", "match_scoring": "fixed", "target": 1_000_000})
    rng = random.Random(seed)
    match = Match(rules, first_dealer=1, seed=seed)
    for i in range(deals):
        play_out(match.start_deal(shuffled_deck(seed * 100_003 + i, rules.deck)), rng)
    text = json.dumps(match_to_json(match))
    start = time.perf_counter()
    replayed = record_from_text(text)
    seconds = time.perf_counter() - start
    assert isinstance(replayed, Match) and len(replayed.deals) == deals
    print(f"match of {deals} deals ({len(text) / 1e6:.1f} MB) replayed in {seconds:.2f} s "
          f"({seconds / deals * 1000:.2f} ms a deal)")
    return 0


def _new(seed: int, code: str | None, variant: str, dealer: int | None) -> int:
    try:
        deal_seed = parse_deal_code(code) if code is not None else seed
    except DealCodeError as exc:
        return _fail(str(exc))
    rules = Rules.variant_preset(variant)
    deck = shuffled_deck(deal_seed, rules.deck)
    state = DealState.new(rules, deck, seed_dealer(deal_seed, rules.players) if dealer is None else dealer)
    record = deal_to_json(state)
    record["code"] = deal_code(deal_seed)
    print(json.dumps(record))
    print(" ".join(card_str(c) for c in deck), file=sys.stderr)
    return 0


def _whole_number(text: str, least: int, below: int | None = None, what: str = "") -> int:
    """An argparse type: a whole number in ``[least, below)``, else a usage error naming the range."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:24]!r}") from None
    # The value is echoed on the error's one line, so a number thousands of digits long is cut.
    shown = text if len(text) <= 24 else text[:23] + "…"
    if below is None:
        if value < least:
            raise argparse.ArgumentTypeError(f"must be at least {least}, not {shown}")
    elif not least <= value < below:
        raise argparse.ArgumentTypeError(f"{what} is a whole number from {least} to {below - 1}, not {shown}")
    return value


def _deal_seed(text: str) -> int:
    # A deal code carries 40 bits; a larger seed deals a deck that no code can give back.
    return _whole_number(text, 0, 1 << DEAL_SEED_BITS, "a deal seed (what a deal code can carry)")


def _match_seed(text: str) -> int:
    # The bench's seed is a match seed: --match-deals writes it into a match record (0 to 2**64 - 1).
    return _whole_number(text, 0, 1 << 64, "a match seed")


def _at_least_one(text: str) -> int:
    return _whole_number(text, 1)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m trappola_gui.engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="check a deal or match record and print its result as JSON")
    p.add_argument("file", help="the record, or - for standard input")
    bench = sub.add_parser("bench", help="play random legal deals and print deals per second")
    # --deals and --variant default to None so that one given can be told from one left out.
    bench.add_argument("--deals", type=_at_least_one, metavar="N", help="how many deals (default 20000)")
    bench.add_argument("--seed", type=_match_seed, default=1, metavar="S")
    bench.add_argument("--variant", choices=ALL_VARIANTS)
    bench.add_argument("--match-deals", type=_at_least_one, metavar="N",
                       help="instead, time replaying a match record of N deals")
    new = sub.add_parser("new", help="print a new deal record from a seed or a deal code")
    source = new.add_mutually_exclusive_group()
    # default None: argparse tells an option given from its default by identity, and 0 is 0.
    source.add_argument("--seed", type=_deal_seed, metavar="N", help="a deal seed, 0 to 2**40 - 1 (default 0)")
    source.add_argument("--code", help="a deal code such as 7K3M-Q2XA")
    new.add_argument("--variant", choices=ALL_VARIANTS, default="classic")
    new.add_argument("--dealer", type=int, metavar="S", help="the dealer (default: the one the code names)")
    args = parser.parse_args(argv)
    if args.command == "bench" and args.match_deals is not None:
        ignored = [name for name, value in (("--deals", args.deals), ("--variant", args.variant)) if value is not None]
        if ignored:
            bench.error(f"--match-deals times a classic match record; {' and '.join(ignored)} would be ignored")
    if args.command == "new":
        players = Rules.variant_preset(args.variant).players
        if args.dealer is not None and not 0 <= args.dealer < players:
            new.error(f"argument --dealer: a seat from 0 to {players - 1} in {args.variant}, not {args.dealer}")
    try:
        if args.command == "replay":
            return _replay(args.file)
        if args.command == "bench":
            if args.match_deals is not None:
                return _bench_match(args.match_deals, args.seed)
            return _bench(20000 if args.deals is None else args.deals, args.seed, args.variant or "classic")
        return _new(0 if args.seed is None else args.seed, args.code, args.variant, args.dealer)
    except BrokenPipeError:
        return closed_pipe_exit()


if __name__ == "__main__":
    sys.exit(main())
