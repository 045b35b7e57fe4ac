"""The ``trappola`` command: the window, its loop, and the flags for tours and benchmarks."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .kit.sizes import MIN_SIZE
from .shell.cli import build_parser

__all__ = ["MIN_SIZE", "build_parser", "main"]


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["serve"]:
        # The table server alone, with no window: pygame is never imported (docs/net-protocol.md).
        from trappola_gui.net.serve import main as serve

        return serve(argv[1:])
    args = build_parser().parse_args(argv)
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
        from .tools.selftest import self_test

        return self_test()
    # The start makes tens of thousands of objects that live as long as the game (modules, classes,
    # fonts, the scenes); the collector would walk all of them several times before the first frame
    # (measured: about 20 ms, half of the start's own work) without finding anything to free. It rests
    # until the first frame is on the screen (App.run), or until the window is open when no loop runs.
    gc.disable()
    try:
        from trappola_gui.storage import AlreadyRunning

        from .app import App

        try:
            app = App(args)
        except AlreadyRunning as exc:
            gc.enable()
            return already_running(exc)
    except BaseException:
        gc.enable()
        raise
    if args.tour or args.bench_frames or args.autoplay:
        from trappola_gui.storage.lazy_log import start

        gc.enable()
        start()  # no first frame of App.run to wait for: the running log now
    else:
        app.collect_after_first_frame = True
    try:
        if args.tour:
            from .tools.tour import run_tour

            result = run_tour(app, Path(args.tour))
        elif args.bench_frames:
            from .tools.driver import bench_frames

            result = bench_frames(app, args.bench_frames)
        elif args.autoplay:
            from .tools.driver import Autoplay

            result = app.run(Autoplay(app, args.deals))
        else:
            result = app.run()
    except BaseException as exc:
        # An error is not a clean exit: the crash handler reports it once it leaves main.
        app.close(crashed=isinstance(exc, Exception))
        raise
    app.close()
    return result

def already_running(exc: Exception) -> int:
    """A second copy on the same files: one sentence, on the terminal and in a box, and nothing touched."""
    from .kit.text import drawable, shown_path
    from .lang.i18n import _
    from .shell.message_window import show_message_window

    message = _("Trappola is already running with these files ({folder}). This copy closes without touching "
                "them; switch to the open window, or start with --data-dir to use other files.").format(
        folder=shown_path(getattr(exc, "folder", "")))
    print(drawable(message), file=sys.stderr)
    import pygame

    try:
        show_message_window(message)  # wrapped to the box; SIGTERM and Ctrl+C end it too
    finally:
        pygame.quit()
    return 1


if __name__ == "__main__":
    sys.exit(main())
