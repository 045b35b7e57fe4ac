"""Computer opponents: agents that see one observation and return one legal action.

``make_agent(level, seed)`` builds a player of level ``random``, ``easy``,
``normal`` or ``hard`` (or ``cmd:PROGRAM`` for an external bot);
``suggest(state_or_observation, level, seed)`` is the window's hint button.
"""

from __future__ import annotations

from trappola_gui.engine import Action, DealState, Observation

from .base import Agent, RandomAgent, decision_rng, observation_digest
from .hard import HardAgent
from .heuristic import EasyAgent, NormalAgent
from .protocol import CommandAgent, observation_to_json

LEVELS = ("random", "easy", "normal", "hard")


def make_agent(level: str, seed: int = 0, **options: int) -> Agent:
    """A player of ``level``; ``options`` go to the agent (``samples=`` for Hard)."""
    if level.startswith("cmd:"):
        return CommandAgent(level[4:], seed)
    if level == "random":
        return RandomAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        return HardAgent(seed, **options)
    raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)}, cmd:PROGRAM)")


def suggest(state: DealState | Observation, level: str = "hard", seed: int = 0) -> Action:
    """The action ``level`` would take for the seat to move (the hint button)."""
    if isinstance(state, DealState):
        if state.is_over:
            raise ValueError("the deal is over")
        obs = state.observation(state.to_move)
    else:
        obs = state
    return make_agent(level, seed).choose(obs)


__all__ = [
    "Agent", "CommandAgent", "EasyAgent", "HardAgent", "LEVELS", "NormalAgent", "RandomAgent",
    "decision_rng", "make_agent", "observation_digest", "observation_to_json", "suggest",
]
