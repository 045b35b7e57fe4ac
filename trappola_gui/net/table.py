"""One table of the server: its match, its seats, and what each seat may see.

No socket and no clock: the server hands in the time where it matters, and sends what
:meth:`NetTable.view` builds for each seat. The engine decides every action (``apply`` raises the
engine's own refusal); a seat's view holds its observation and public facts only, so nothing a
client receives names a card hidden from it. ``to_json``/``from_json`` are the table's file.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trappola_gui.engine import (
    Action,
    DealState,
    Exchange,
    IllegalAction,
    Match,
    Rules,
    deal_seed,
    first_dealer,
    shuffled_deck,
)
from trappola_gui.engine.actions import ActionFormatError, action_from_json
from trappola_gui.engine.observation_json import observation_to_json
from trappola_gui.engine.record import RecordError, deal_to_json, match_from_json, match_to_json
from trappola_gui.engine.rules import RulesError

from .codes import new_token, token_hash, token_matches
from .messages import COMPUTER_LEVELS, ProtocolError, clean_name

TABLE_FORMAT = "trappola-net-table"
TABLE_VERSION = 1
PERSON, COMPUTER, OPEN = "person", "computer", "open"


class TableFull(Exception):
    """Every seat for a person is taken."""


@dataclass
class Seat:
    kind: str  # PERSON, COMPUTER, or OPEN (a person's seat nobody has taken yet)
    name: str = ""
    token_hash: str = ""
    connected: bool = False
    away_since: float | None = None  # server time the person's connection dropped
    stand_in: bool = False  # the computer plays this person's seat until they return
    ready: int = -1  # the last finished deal this seat has seen the score of

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "token_hash": self.token_hash, "stand_in": self.stand_in,
                "ready": self.ready}


def seat_order(players: int) -> tuple[int, ...]:
    """The order people sit down in: the host, then the host's partner opposite, then the others."""
    return (0, 2, 1, 3) if players == 4 else tuple(range(players))


class NetTable:
    """A match played by people and computer seats; seat 0 is the host's."""

    def __init__(self, code: str, match: Match, seats: list[Seat], computer: str, paused: bool = False) -> None:
        self.code, self.match, self.seats, self.computer = code, match, seats, computer
        self.paused = paused
        self._done: list[list[int]] = []  # the finished deals' points, in order
        self._over_since: float | None = None  # server time the match was first seen over

    # ------------------------------------------------------------ making
    @classmethod
    def new(cls, code: str, rules_data: Mapping[str, Any], people: int, computer: str,
            host_name: str) -> tuple[NetTable, str]:
        """A table whose host sits at seat 0; returns it and the host's token. Raises ProtocolError."""
        try:
            rules = Rules.from_dict(rules_data)
        except (RulesError, TypeError, ValueError) as exc:
            raise ProtocolError(f"rules: {exc}") from None
        if computer not in COMPUTER_LEVELS or not 2 <= people <= rules.players:
            raise ProtocolError(f"a table of {rules.players} seats takes 2 to {rules.players} people")
        seed = secrets.randbits(40)
        match = Match(rules, first_dealer(seed, rules.players), seed)
        person_seats = set(seat_order(rules.players)[:people])
        seats = [Seat(OPEN if s in person_seats else COMPUTER) for s in range(rules.players)]
        table = cls(code, match, seats, computer)
        token = table._take(0, host_name)
        table._deal_next()
        return table, token

    def _take(self, seat: int, name: str) -> str:
        token = new_token()
        self.seats[seat] = Seat(PERSON, clean_name(name), token_hash(token), connected=True)
        return token

    def sit(self, name: str) -> tuple[int, str]:
        """A newcomer takes the first open seat, the host's partner's first: (seat, token). Raises TableFull."""
        for seat in seat_order(len(self.seats)):
            if self.seats[seat].kind == OPEN:
                return seat, self._take(seat, name)
        raise TableFull()

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is (every seat is compared, so the time says nothing)."""
        found = None
        for seat, s in enumerate(self.seats):
            if s.kind == PERSON and token_matches(token, s.token_hash):
                found = seat
        return found

    @property
    def seated(self) -> bool:
        """Every seat is taken (by a person or the computer): play may begin."""
        return all(s.kind != OPEN for s in self.seats)

    def fill(self) -> None:
        """The host gives the seats nobody took to the computer."""
        for s in self.seats:
            if s.kind == OPEN:
                s.kind = COMPUTER

    def _deal_next(self) -> DealState:
        index = len(self.match.deals)
        return self.match.start_deal(shuffled_deck(deal_seed(self.match.seed or 0, index), self.match.rules.deck))

    # ------------------------------------------------------------ playing
    @property
    def deal(self) -> DealState:
        return self.match.deals[-1]

    def apply(self, seat: int, action_data: Any, moves: int) -> Action:
        """A person's action; raises ProtocolError (malformed, stale) or the engine's IllegalAction."""
        if self.paused:
            raise ProtocolError("the table is paused", "paused")
        if not self.seated:
            raise ProtocolError("the table waits for every seat to be taken", "waiting")
        if moves != len(self.deal.history):
            raise ProtocolError("that action answers a state that has passed", "stale")
        try:
            action = action_from_json(action_data)
        except ActionFormatError as exc:
            raise ProtocolError(f"action: {exc}") from None
        if action.seat != seat:
            raise IllegalAction(f"seat {seat} cannot act for seat {action.seat}", kind="not_your_turn")
        self.play(action)
        return action

    def play(self, action: Action) -> None:
        """Apply an action the engine checks (a person's or the computer's); a table never takes one back,
        so the deal keeps no undo (its snapshots would only fill the server's memory)."""
        self.deal.apply(action)
        self.deal.settle()

    def computer_to_move(self) -> int | None:
        """The seat the computer must play now (a computer seat, or a person's stand-in), if any."""
        if self.paused or self.deal.is_over or not self.seated:
            return None
        seat = self.deal.to_move
        s = self.seats[seat]
        return seat if s.kind == COMPUTER or (s.kind == PERSON and s.stand_in) else None

    def ready(self, seat: int, deal_index: int) -> bool:
        """``seat`` has seen deal ``deal_index``'s score; True when that starts the next deal."""
        if deal_index != len(self.match.deals) - 1 or not self.deal.is_over:
            return False
        self.seats[seat].ready = deal_index
        if self.match.is_over:
            return False
        waiting = [s for s in self.seats if s.kind == PERSON and not s.stand_in and s.ready != deal_index]
        if waiting:
            return False
        self._deal_next()
        return True

    # ------------------------------------------------------------ the end
    def may_retire(self, now: float, after: float) -> bool:
        """The match is over, and every person has seen the last score or it ended ``after`` seconds ago
        (the server then lets the table go: every player holds its records)."""
        if not self.match.is_over:
            return False
        if self._over_since is None:
            self._over_since = now
        last = len(self.match.deals) - 1
        seen = all(s.ready == last for s in self.seats if s.kind == PERSON)
        return seen or now - self._over_since >= after

    # ------------------------------------------------------------ absence
    def connect(self, seat: int) -> None:
        s = self.seats[seat]
        s.connected, s.away_since, s.stand_in = True, None, False
        if all(x.connected or x.stand_in for x in self.seats if x.kind == PERSON):
            self.paused = False

    def drop(self, seat: int, now: float) -> None:
        s = self.seats[seat]
        if s.connected:
            s.connected, s.away_since = False, now

    def choose_for_absent(self, seat: int, choice: str) -> None:
        """Another player's choice while ``seat`` is away: wait, pause (the table is kept), or computer."""
        s = self.seats[seat]
        if s.kind != PERSON or s.connected:
            return
        if choice == "computer":
            s.stand_in = True
            self.paused = False if all(x.connected or x.stand_in for x in self.seats if x.kind == PERSON) \
                else self.paused
        elif choice == "pause":
            self.paused = True

    def expire(self, now: float, hold: float) -> bool:
        """Pause the table once a seat has been away longer than ``hold`` seconds; True if that happened."""
        if self.paused:
            return False
        late = [s for s in self.seats if s.kind == PERSON and not s.connected and not s.stand_in
                and s.away_since is not None and now - s.away_since >= hold]
        if late:
            self.paused = True
        return bool(late)

    # ------------------------------------------------------------ seeing
    def view(self, seat: int, now: float) -> dict[str, Any]:
        """What ``seat`` is sent after any change: its observation and the public facts, nothing more."""
        deal, match = self.deal, self.match
        status = match.status()
        history = deal.history
        last = _public(history[-1], seat) if history else None
        return {
            "code": self.code, "seat": seat, "deal": len(match.deals) - 1, "moves": len(history),
            "obs": observation_to_json(deal.observation(seat)), "last": last,
            "result": deal.result().to_json() if deal.is_over else None,
            "results": self._results(),
            "points": list(status.match_points), "winner": status.winner, "over": match.is_over,
            "paused": self.paused,
            "seats": [{"kind": s.kind, "name": s.name, "connected": s.connected or s.kind == COMPUTER,
                       "stand_in": s.stand_in,
                       "away": None if s.away_since is None else max(0, int(now - s.away_since)),
                       "level": self.computer if s.kind == COMPUTER or s.stand_in else None,
                       "ready": s.ready} for s in self.seats],
        }

    def _results(self) -> list[list[int]]:
        """Each finished deal's points (kept: a finished deal never changes)."""
        done = [d for d in self.match.deals if d.is_over]
        while len(self._done) < len(done):
            self._done.append(list(done[len(self._done)].result().deal_points))
        return [list(r) for r in self._done[: len(done)]]

    def finished_records(self, have: int) -> list[tuple[int, dict[str, Any]]]:
        """The records of the finished deals from index ``have`` on (a finished deal hides nothing)."""
        return [(i, deal_to_json(d)) for i, d in enumerate(self.match.deals) if i >= have and d.is_over]

    # ------------------------------------------------------------ the file
    def to_json(self) -> dict[str, Any]:
        return {"format": TABLE_FORMAT, "version": TABLE_VERSION, "code": self.code, "computer": self.computer,
                "paused": self.paused, "match": match_to_json(self.match),
                "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def from_json(cls, data: Any) -> NetTable:
        """A table from its file; raises ValueError with the reason. Every person is away until they return."""
        if not isinstance(data, Mapping) or data.get("format") != TABLE_FORMAT:
            raise ValueError("not a table file")
        if data.get("version") != TABLE_VERSION:
            raise ValueError(f"a table file of version {data.get('version')!r}, not {TABLE_VERSION}")
        try:
            match = match_from_json(data.get("match"))
        except RecordError as exc:
            raise ValueError(f"match: {exc}") from None
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or len(seats_data) != match.rules.players or not match.deals:
            raise ValueError("seats: one per player")
        seats = []
        for item in seats_data:
            if not isinstance(item, Mapping) or item.get("kind") not in (PERSON, COMPUTER, OPEN):
                raise ValueError("seats: a seat must name its kind")
            name, th, ready = item.get("name", ""), item.get("token_hash", ""), item.get("ready", -1)
            if not isinstance(name, str) or not isinstance(th, str) or len(th) > 64 or type(ready) is not int:
                raise ValueError("seats: bad seat")
            seats.append(Seat(item["kind"], clean_name(name) if name else "", th, stand_in=bool(item.get("stand_in")),
                              ready=ready))
        computer = data.get("computer")
        if computer not in COMPUTER_LEVELS or not isinstance(data.get("code"), str):
            raise ValueError("code and computer level")
        table = cls(data["code"], match, seats, computer, paused=bool(data.get("paused")))
        for s in seats:  # nobody is connected to a table just read
            s.connected = False
        return table


def _public(action: Action, seat: int) -> dict[str, Any]:
    """The last action as ``seat`` may know it: another seat's exchange shows how many cards, not which."""
    if isinstance(action, Exchange) and action.seat != seat:
        return {"seat": action.seat, "laid": len(action.cards)}
    return action.to_json()
