"""Entry point of the bundled executable (PyInstaller starts here)."""

import sys

from trappola_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
