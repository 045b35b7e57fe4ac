"""The common ground of every computer opponent: the agent interface and its seeding.

An agent turns an :class:`Observation` into one legal action. It sees nothing
else, keeps no state between decisions, and draws its randomness from a
``random.Random`` seeded by its own seed and a stable digest of the
observation, so the same observation and seed always give the same decision.
"""

from __future__ import annotations

import hashlib
import random

from trappola_gui.engine import Action, Observation
from trappola_gui.engine.cards import CARD_POINTS, SUIT_MASKS, cards_of
from trappola_gui.engine.declarations import declaration_points

# Points of every card for each point scale: the engine's one table.
POINTS = CARD_POINTS


def observation_digest(obs: Observation) -> int:
    """A 64-bit digest of what the seat knows and what it must decide now.

    Built from plain ints only, never ``hash()`` (salted per process).
    """
    parts = [
        obs.seat, obs.dealer, obs.phase, obs.closed, obs.to_move, obs.hand, obs.played,
        obs.trump_indicator, obs.stock_size, obs.leader, obs.trick, obs.hand_sizes,
        obs.declarations, obs.known, obs.laid_down, obs.laid_counts, obs.tricks_won,
        obs.card_points, obs.rules.to_dict(),
        tuple((t.leader, t.cards, t.winner) for t in obs.tricks),
    ]
    raw = repr(parts).encode()
    return int.from_bytes(hashlib.blake2b(raw, digest_size=8).digest(), "big")


def decision_rng(seed: int, obs: Observation) -> random.Random:
    """The random stream of one decision: the agent's seed and the observation."""
    return random.Random(seed * 0x9E3779B97F4A7C15 ^ observation_digest(obs))


class Agent:
    """A computer player. ``choose`` returns one of ``obs.legal``."""

    name = "agent"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, obs: Observation) -> Action:
        if not obs.legal:
            raise ValueError(f"seat {obs.seat} has nothing to decide")
        if len(obs.legal) == 1:
            return obs.legal[0]
        return self.decide(obs, decision_rng(self.seed, obs))

    def decide(self, obs: Observation, rng: random.Random) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def close(self) -> None:
        """Release whatever the agent holds (a bot process); nothing by default."""


class RandomAgent(Agent):
    """Uniformly random legal actions: the floor every level must beat."""

    name = "random"

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        return obs.legal[rng.randrange(len(obs.legal))]


def suit_of(card: int) -> int:
    return card // 9


def lowest(mask: int) -> int:
    """The lowest card of a non-empty mask (lowest suit first)."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    return mask.bit_length() - 1


def suit_cards(mask: int, suit: int) -> tuple[int, ...]:
    return cards_of(mask & SUIT_MASKS[suit])


def declaration_value(combos: tuple[int, ...]) -> int:
    return declaration_points(combos)


def side_of(obs: Observation, seat: int) -> int:
    return obs.team(seat)
