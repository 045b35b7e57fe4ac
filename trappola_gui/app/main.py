"""The ``trappola`` command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from trappola_gui import __version__

    args = sys.argv[1:] if argv is None else argv
    if "--version" in args:
        print(f"trappola {__version__}")
        return 0
    print("The game window is not built yet. The rules engine works today:\n"
          "  python -m trappola_gui.engine --help")
    return 0


if __name__ == "__main__":
    sys.exit(main())
