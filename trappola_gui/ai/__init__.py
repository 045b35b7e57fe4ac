"""Computer opponents: agents that see one observation and return one legal action.

``make_agent(level, seed)`` builds a player of level ``random``, ``easy``,
``normal`` or ``hard`` (or ``cmd:PROGRAM`` for an external bot), and the
arena's own levels ``pimc`` (a sparring partner) and ``hard_rollouts`` (Hard before
its closed-phase estimate, its rollouts played to the end), which players never meet;
``suggest(state_or_observation, level, seed)`` is the action a level would take (the window's
hint asks ``hint_claims.hinted_action``, Hard's choice, and says why in true words).
"""

from __future__ import annotations

from trappola_gui.engine import Action, DealState, Observation

from .base import Agent, RandomAgent, decision_rng, observation_digest
from .bot_messages import observation_to_json
from .hard import HardAgent
from .heuristic import EasyAgent, NormalAgent
from .pimc import PimcAgent
from .protocol import CommandAgent

LEVELS = ("random", "easy", "normal", "hard")
# Sparring and comparison levels for the arena only (never offered to players nor saved).
ARENA_LEVELS = ("pimc", "hard_rollouts")


def make_agent(level: str, seed: int = 0, *, samples: int | None = None, exact_nodes: int | None = None,
               move_timeout: float | None = None) -> Agent:
    """A player of ``level``.

    ``samples`` fixes the determinizations a move of the searching levels
    (``hard``, ``pimc``), ``exact_nodes`` their solver budget
    (``hard``, ``pimc``), and ``move_timeout`` an external bot's time for one
    decision; a level ignores what it has no use for.
    """
    if level.startswith("cmd:"):
        if move_timeout is None:
            return CommandAgent(level[4:], seed)
        return CommandAgent(level[4:], seed, move_timeout)
    if level == "random":
        return RandomAgent(seed)
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        agent = HardAgent(seed, samples=samples)
        if exact_nodes is not None:
            agent.exact_nodes = exact_nodes
        return agent
    if level == "pimc":
        pimc = PimcAgent(seed) if samples is None else PimcAgent(seed, samples=samples)
        if exact_nodes is not None:
            pimc.exact_nodes = exact_nodes
        return pimc
    if level == "hard_rollouts":
        rollouts = HardAgent(seed, samples=samples, closed_eval=False)
        rollouts.name = "hard_rollouts"
        return rollouts
    raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS + ARENA_LEVELS)}, cmd:PROGRAM)")


def suggest(state: DealState | Observation, level: str = "hard", seed: int = 0) -> Action:
    """The action ``level`` would take for the seat to move."""
    if isinstance(state, DealState):
        if state.is_over:
            raise ValueError("the deal is over")
        obs = state.observation(state.to_move)
    else:
        obs = state
    return make_agent(level, seed).choose(obs)


__all__ = [
    "ARENA_LEVELS", "Agent", "CommandAgent", "EasyAgent", "HardAgent", "LEVELS", "NormalAgent", "RandomAgent",
    "decision_rng", "make_agent", "observation_digest", "observation_to_json", "suggest",
]
