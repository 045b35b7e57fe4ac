"""External bots: observations as JSON, and an agent that asks a program over stdin/stdout.

The protocol is documented in ``docs/bot-protocol.md``: one JSON line per
decision, ``{"type": "decide", "observation": {...}, "legal": [...]}``, and
one JSON line back, an action in deal-record form.
"""

from __future__ import annotations

import json
import random
import shlex
import subprocess
from typing import Any

from trappola_gui.engine import Action, Observation, action_from_json, card_str, cards_of
from trappola_gui.engine.cards import SUITS

from .base import Agent

PROTOCOL_VERSION = 1


def _cards(mask: int) -> list[str]:
    return [card_str(c) for c in cards_of(mask)]


def observation_to_json(obs: Observation) -> dict[str, Any]:
    """Everything in an observation, with cards in the notation of rules.md."""
    return {
        "seat": obs.seat,
        "rules": obs.rules.to_dict(),
        "dealer": obs.dealer,
        "phase": obs.phase,
        "closed": obs.closed,
        "to_move": obs.to_move,
        "hand": _cards(obs.hand),
        "trump": SUITS[obs.trump],
        "trump_indicator": card_str(obs.trump_indicator),
        "indicator_in_stock": obs.indicator_in_stock,
        "stock_size": obs.stock_size,
        "hand_sizes": list(obs.hand_sizes),
        "leader": obs.leader,
        "trick": [card_str(c) for c in obs.trick],
        "tricks": [t.to_json() for t in obs.tricks],
        "played": _cards(obs.played),
        "declarations": [[_cards(m) for m in d] for d in obs.declarations],
        "known": [_cards(m) for m in obs.known],
        "laid_down": [card_str(c) for c in obs.laid_down],
        "laid_counts": list(obs.laid_counts),
        "card_points": list(obs.card_points),
        "declaration_points": list(obs.declaration_points),
        "tricks_won": list(obs.tricks_won),
        "legal": [a.to_json() for a in obs.legal],
    }


class BotError(RuntimeError):
    """An external bot that died, said something unreadable, or chose an illegal action."""


class CommandAgent(Agent):
    """An agent played by an external program speaking the JSON-lines protocol."""

    name = "cmd"

    def __init__(self, command: str, seed: int = 0) -> None:
        super().__init__(seed)
        self.command = command
        self.proc: subprocess.Popen[str] | None = None

    def _start(self) -> subprocess.Popen[str]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                shlex.split(self.command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                text=True, bufsize=1,
            )
        return self.proc

    def choose(self, obs: Observation) -> Action:
        # Every decision goes to the bot, even a forced one: it may want to follow the deal.
        if not obs.legal:
            raise ValueError(f"seat {obs.seat} has nothing to decide")
        return self.decide(obs, random.Random(0))

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        proc = self._start()
        assert proc.stdin is not None and proc.stdout is not None
        message = {"type": "decide", "version": PROTOCOL_VERSION,
                   "observation": observation_to_json(obs),
                   "legal": [a.to_json() for a in obs.legal]}
        try:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            raise BotError(f"bot {self.command!r} closed its input") from None
        line = proc.stdout.readline()
        if not line:
            raise BotError(f"bot {self.command!r} ended without answering")
        try:
            action = action_from_json(json.loads(line))
        except (ValueError, TypeError) as exc:
            raise BotError(f"bot {self.command!r} answered {line.strip()!r}: {exc}") from None
        if action.seat != obs.seat:
            raise BotError(f"bot {self.command!r} answered for seat {action.seat}, not {obs.seat}")
        if action not in obs.legal:
            # Declarations may come in another order; compare as sets.
            for legal in obs.legal:
                if type(legal) is type(action) and legal.to_json() == action.to_json():
                    return legal
                if (hasattr(action, "combinations") and hasattr(legal, "combinations")
                        and set(action.combinations) == set(legal.combinations)):  # type: ignore[union-attr]
                    return legal
            raise BotError(f"bot {self.command!r} chose an illegal action: {line.strip()}")
        return action

    def close(self) -> None:
        if self.proc is not None:
            try:
                if self.proc.stdin:
                    self.proc.stdin.write(json.dumps({"type": "quit"}) + "\n")
                    self.proc.stdin.close()
            except (BrokenPipeError, OSError):
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None
