"""What every scene stands on: the command line, what each scene is handed (``context``), the scene
stack (``scene``) and the navigator's surface (``navigator``), the match session and the controller
that is the only place where the window changes a game (``session``, ``controller``, ``source``),
notices, sound and the start-up guard (``start_guard``). The application that wires them together
is ``app/app.py``."""
