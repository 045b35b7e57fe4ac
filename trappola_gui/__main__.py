"""``python -m trappola_gui`` starts the game."""

import sys

from trappola_gui.app.main import main

sys.exit(main())
