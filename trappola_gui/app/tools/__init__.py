"""What the game runs besides a player's session, loaded only when asked for: the tour of every
screen (``tour``), the driver that plays the real scenes with posted events, computer against
computer, and times frames (``driver``), and the self-test of a build (``selftest``)."""
