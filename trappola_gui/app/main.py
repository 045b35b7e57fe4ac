"""The ``trappola`` command: the window, its loop, and the flags for tours and benchmarks."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .cli import MIN_SIZE, build_parser

__all__ = ["MIN_SIZE", "build_parser", "main"]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        from trappola_gui import __version__

        print(f"trappola {__version__}")
        return 0
    headless = bool(args.tour or args.bench_frames or args.self_test)
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # The window's class on X11 is the program's name, which is python's for a pip or pipx
    # install: the menu entry's StartupWMClass (and window managers) look for "trappola".
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "trappola")
    # A plain software window surface: the game draws everything itself, and SDL's
    # accelerated framebuffer would load a GL stack (measured under X11: 141 MiB
    # resident against 43 MiB without it).
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    if args.self_test:
        from .selftest import self_test

        return self_test()
    from .app import App

    app = App(args)
    try:
        if args.tour:
            from .tour import run_tour

            result = run_tour(app, Path(args.tour))
        elif args.bench_frames:
            result = app.bench_frames(args.bench_frames)
        else:
            result = app.run()
    except BaseException as exc:
        # An error is not a clean exit: the crash handler reports it once it leaves main.
        app.close(crashed=isinstance(exc, Exception))
        raise
    app.close()
    return result

if __name__ == "__main__":
    sys.exit(main())
