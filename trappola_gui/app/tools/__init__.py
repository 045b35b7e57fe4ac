"""What the game runs besides a player's session, loaded only when asked for: the tour of every
screen and the computer-against-computer window (``tour``), and the self-test of a build
(``selftest``)."""
