"""The ``trappola`` command's options: parsed and checked here, before anything opens.

Bad values are argparse usage errors (exit 2), never a traceback.
"""

from __future__ import annotations

import argparse

from ..kit.sizes import MIN_SIZE


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
        if max(w, h) > 16_384:
            raise ValueError
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size: {text!r} (use WxH, e.g. 1280x800)") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"the window is at least {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    return w, h


LANGUAGES = ("en", "it", "de", "fr", "nl", "pt")


def language(text: str) -> str:
    code = text.strip().lower().replace("-", "_")
    if code.split("_")[0] not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"unknown language {text[:20]!r} (known: {' '.join(LANGUAGES)})")
    return code.split("_")[0]


def count(text: str, least: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:20]!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"must be at least {least}")
    return value


def path_text(text: str) -> str:
    """A folder or file name as given; an empty one is refused.

    ``Path("")`` is the current folder, so ``--data-dir ""`` would spread data/ and logs/ wherever
    the game was started, and an empty ``--tour`` or ``--replay`` would be dropped as if not given.
    """
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be empty")
    return text


def table_link(text: str) -> str:
    """A table link as given (``trappola://HOST:PORT/CODE``), checked before the window opens."""
    from trappola_gui.net.client import parse_link

    try:
        parse_link(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="trappola", description="Trappola, the Venetian card game.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--data-dir", type=path_text, metavar="DIR",
                   help="keep settings, saves, statistics and logs under DIR")
    p.add_argument("--size", type=parse_size, metavar="WxH", help="window size (at least 800x600)")
    p.add_argument("--faces", choices=["italian", "napoletane", "french"], help="card faces for this run")
    p.add_argument("--lang", type=language, metavar="CODE", help="language for this run (en it de fr nl pt)")
    p.add_argument("--tour", type=path_text, metavar="DIR", help="save a PNG of every screen into DIR, then exit")
    p.add_argument("--replay", type=path_text, metavar="FILE",
                   help="replay a deal record (or a match's last deal) in the window")
    p.add_argument("--autoplay", action="store_true", help="computer against computer in the window")
    p.add_argument("--deals", type=lambda t: count(t, 0), default=0,
                   help="with --autoplay: stop after N deals (0: one match)")
    p.add_argument("--fast", action="store_true", help="with --autoplay: no animation, no pauses")
    p.add_argument("--bench-frames", type=lambda t: count(t, 1), metavar="N",
                   help="time N frames of an animated computer-vs-computer table; prints median_ms and p99_ms")
    p.add_argument("--quit-after-first-frame", action="store_true", help="show the menu once and exit")
    p.add_argument("--join", type=table_link, metavar="LINK",
                   help="open Join a table with a table link (trappola://HOST:PORT/CODE)")
    p.add_argument("--listen", default="0.0.0.0", metavar="ADDRESS",
                   help="where a table this game hosts listens (default 0.0.0.0, every interface; "
                        "127.0.0.1 keeps it to this machine)")
    p.add_argument("--no-lan", action="store_true",
                   help="do not announce hosted tables or look for tables on the local network")
    p.add_argument("--self-test", action="store_true", help="check assets, scenes, a deal and saving; exit 0 if fine")
    return p
