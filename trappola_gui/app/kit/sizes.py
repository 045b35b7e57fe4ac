"""The smallest window the screens are laid out for (no pygame here: the command line checks it)."""

MIN_SIZE = (800, 600)
