"""One match against the computer: the engine's match, the agents, and saving.

The controller is the only place where the window changes the game: it takes
the player's actions (``apply``), asks the agents for theirs off the main
thread (``poll``), keeps the match saved, and can undo the player's last play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol

from trappola_gui.engine import (
    Action,
    DealResult,
    DealState,
    Match,
    Observation,
    Play,
    Rules,
    deal_code,
    deal_seed,
    first_dealer,
    match_to_json,
    shuffled_deck,
)
from trappola_gui.engine.seeding import match_seed_from_code, seed_dealer

if TYPE_CHECKING:
    from typing_extensions import TypedDict, Unpack

    from .worker import Worker

    class ControllerOptions(TypedDict, total=False):
        """The keyword arguments ``new_match`` hands on to ``MatchController``."""

        executor: Worker | None
        on_change: Callable[[MatchController], None] | None
        undo_used: bool


class Agent(Protocol):
    def choose(self, obs: Observation) -> Action: ...


AgentFactory = Callable[[str, int], Agent]


class MatchController:
    """A match where ``human_seat`` is the player and every other seat an agent."""

    def __init__(self, match: Match, levels: dict[int, str], agent_factory: AgentFactory,
                 human_seat: int | None = 0, executor: Worker | None = None,
                 on_change: Callable[[MatchController], None] | None = None, undo_used: bool = False) -> None:
        self.match = match
        self.human = human_seat
        self.levels = levels
        seed = match.seed or 0
        self.agents = {seat: agent_factory(level, seed * 31 + seat) for seat, level in levels.items()}
        self.executor = executor
        self.on_change = on_change
        self.undo_used = undo_used
        self.first_deal_seed: int | None = None
        self.scored: set[int] = set()  # finished deals already in the statistics
        self.match_scored = False
        self.filed = False  # moved to the history: never saved again
        self.meta_extra: dict[str, Any] = {}  # what a save held that this version does not know, kept
        self._pending: Future[Action] | None = None
        self._pending_for: tuple[int, int] | None = None

    # ------------------------------------------------------------ creation
    @classmethod
    def new_match(cls, rules: Rules, seed: int, levels: dict[int, str], agent_factory: AgentFactory,
                  human_seat: int | None = 0, first_deal_seed: int | None = None,
                  **kw: Unpack[ControllerOptions]) -> MatchController:
        """A new match; ``first_deal_seed`` (from a deal code) fixes its first deal's shuffle and dealer."""
        if first_deal_seed is not None:
            seed = match_seed_from_code(first_deal_seed, seed, rules.players)
        match = Match(rules, first_dealer(seed, rules.players), seed)
        ctl = cls(match, levels, agent_factory, human_seat, **kw)
        ctl.first_deal_seed = first_deal_seed
        ctl.start_next_deal()
        return ctl

    def seed_of_deal(self, index: int) -> int:
        if index == 0 and self.first_deal_seed is not None:
            return self.first_deal_seed
        return deal_seed(self.match.seed or 0, index)

    def start_next_deal(self) -> DealState:
        """Shuffle and deal the match's next deal (its seed follows from the match seed)."""
        index = len(self.match.deals)
        deck = shuffled_deck(self.seed_of_deal(index), self.match.rules.deck)
        deal = self.match.start_deal(deck)
        self._changed()
        return deal

    def ask_next_deal(self) -> bool:
        """The score was seen: deal the next deal now."""
        self.start_next_deal()
        return True

    def waiting_for(self) -> list[str]:
        return []  # the computer is always ready

    def deal_code(self, index: int | None = None) -> str | None:
        """The code that deals this deal again (None if its shuffle came from elsewhere)."""
        index = len(self.match.deals) - 1 if index is None else index
        seed = self.seed_of_deal(index)
        deal = self.match.deals[index]
        if tuple(shuffled_deck(seed, self.match.rules.deck)) != deal.deck or \
                seed_dealer(seed, self.match.rules.players) != deal.dealer:
            return None  # a code names its dealer too (a match saved before codes did)
        return deal_code(seed)

    # ------------------------------------------------------------- queries
    @property
    def deal(self) -> DealState:
        return self.match.deals[-1]

    @property
    def level(self) -> str:
        """The opponents' level (the first computer seat's)."""
        return next(iter(self.levels.values()), "normal")

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def names(self) -> dict[int, str]:
        return {}  # every other seat is the computer

    def pump(self) -> bool:
        return False  # everything happens here

    def observation(self, seat: int | None = None) -> Observation:
        if seat is None:
            seat = self.human if self.human is not None else 0
        return self.deal.observation(seat)

    @property
    def human_to_move(self) -> bool:
        return not self.deal.is_over and self.deal.to_move == self.human

    @property
    def agent_to_move(self) -> bool:
        return not self.deal.is_over and self.deal.to_move in self.agents

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    @property
    def moves(self) -> int:
        """Actions taken so far in the current deal."""
        return len(self.deal.history)

    def result(self) -> DealResult:
        """The current deal's score, once it is over."""
        return self.deal.result()

    # ------------------------------------------------------------- acting
    def apply(self, action: Action) -> None:
        """Apply an action (the player's, or an agent's); raises IllegalAction."""
        self.deal.apply(action)  # undo can pop it
        self._changed()

    def request_agent_move(self) -> None:
        """Ask the agent to move, off the main thread if there is an executor."""
        if self._pending is not None or not self.agent_to_move:
            return
        seat = self.deal.to_move
        obs = self.deal.observation(seat)
        agent = self.agents[seat]
        self._pending_for = (len(self.match.deals), len(self.deal.history))
        if self.executor is None:
            done: Future[Action] = Future()
            done.set_result(agent.choose(obs))
            self._pending = done
        else:
            self._pending = self.executor.submit(agent.choose, obs)

    def poll(self) -> Action | None:
        """The agent's action once it is ready (and applied), else None."""
        future = self._pending
        if future is None or not future.done():
            return None
        self._pending = None
        if self._pending_for != (len(self.match.deals), len(self.deal.history)):
            return None  # the game moved on (an undo) while the agent thought
        action = future.result()
        self.apply(action)
        return action

    def step_agents(self) -> int:
        """Let agents move until the player is to move or the deal ends (no animation)."""
        moves = 0
        while self.agent_to_move:
            self.request_agent_move()
            if self._pending is not None:
                self._pending.result()
            if self.poll() is not None:
                moves += 1
        return moves

    # ---------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        return self.human is not None and any(
            isinstance(a, Play) and a.seat == self.human for a in self.deal.history)

    def undo(self) -> bool:
        """Take back the player's last play and everything after it."""
        history = self.deal.history
        last = max((i for i, a in enumerate(history) if isinstance(a, Play) and a.seat == self.human),
                   default=None)
        if last is None:
            return False
        deal = self.deal
        while len(deal.history) > last:
            deal.pop()  # every action of the deal, played here or replayed from the save, can be taken back
        self._pending = None
        self.undo_used = True
        self._changed()
        return True

    # ----------------------------------------------------------- saving
    def to_json(self) -> dict[str, Any]:
        return match_to_json(self.match)

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)


def new_seed(rng: random.Random | None = None) -> int:
    """A fresh match seed (the app's only use of unseeded randomness: a new match)."""
    return (rng or random.SystemRandom()).getrandbits(40)
