"""``python -m trappola_gui`` starts the game."""

import sys

from trappola_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
