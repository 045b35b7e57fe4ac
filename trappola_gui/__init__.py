"""Trappola: the Venetian trick-taking card game, as a desktop game."""

__version__ = "0.1.0"
