"""A deal's fields, what can be read from them, and the search's fast path of play.

:class:`DealBase` is what a deal *is*: hands, stock, tricks and declarations, kept as card masks
and plain lists for speed, and how a card moves unchecked (``play_card``, ``legal_play_mask``).
``deal_layout`` lays the fields out; :class:`~trappola_gui.engine.state.DealState` adds the
checked actions, undo, the score and each seat's observation; a variant's deal
(``historical_state``) adds its own fields and rules.
"""

from __future__ import annotations

from typing import TypeVar

from .actions import Action, Play
from .cards import SUITS, card_str, cards_of
from .dealing import draw_after_trick
from .declarations import declaration_points
from .game import Game
from .observation import OVER, Phase, Trick
from .rules import Rules
from .tricks import Constraint, play_rule

_Deal = TypeVar("_Deal", bound="DealBase")


class DealBase:
    """A deal's fields and the questions they answer; :class:`DealState` is the deal to use."""

    __slots__ = (
        "rules", "dealer", "deck", "n", "hands", "stock", "stock_pos", "trump",
        "indicator", "phase", "to_move", "leader", "trick", "best", "best_seat",
        "closed", "tricks", "captured", "tricks_won", "declared",
        "decl_points", "laid", "draws", "queue", "_log", "played", "_points",
        "_team", "_bind", "_next", "_draw_from", "_undo", "game",
    )
    # The slots' types (annotations only: with __slots__ a class-level value is not allowed).
    rules: Rules
    dealer: int
    deck: tuple[int, ...]  # as dealt; empty for a state rebuilt from an observation
    n: int  # players
    hands: list[int]  # card masks, by seat
    stock: list[int]  # in draw order, the trump indicator last (two players)
    stock_pos: int  # cards of ``stock`` already drawn
    trump: int  # the trump suit
    indicator: int  # the trump indicator card
    phase: Phase
    to_move: int  # -1 once the deal is over
    leader: int
    trick: list[int]  # the cards of the trick in progress, lead first
    best: int  # the card winning the trick so far, -1 before the lead
    best_seat: int
    closed: bool
    tricks: list[tuple[int, list[int], int]]  # finished tricks as (leader, cards, winner)
    captured: list[int]  # card points by side
    tricks_won: list[int]  # by side
    declared: list[tuple[int, ...]]  # each seat's combinations, as card masks
    decl_points: list[int]  # by seat
    laid: list[tuple[int, ...]]  # the cards each seat laid down in the exchange
    draws: list[tuple[int, int]]  # (seat, card) drawn in the exchange
    queue: list[tuple[Phase, int]]  # set-up steps still to come: (phase, seat)
    _log: list[Action | int]  # the history; an int is a Play of the fast path, packed as seat << 6 | card
    played: int  # mask of the cards played
    _points: tuple[int, ...]  # card points by card int
    _team: tuple[int, ...]  # side of each seat
    _bind: bool  # rules.declarations_bind
    _next: tuple[int, ...]  # the seat after each seat
    _draw_from: int  # the first trick of ``tricks`` whose draws came from ``stock``
    _undo: list[DealBase] | None  # the state before each applied action, for pop; None in a search copy
    game: Game  # the rule authority of ``rules``

    def __init__(self) -> None:  # use DealState.new
        pass

    # ------------------------------------------------------------ the rules
    def _init_rules(self, rules: Rules) -> None:
        """The fields that follow from the rules alone."""
        n = rules.players
        self.rules, self.n, self.game = rules, n, rules.game
        self._points = self.game.points
        self._bind = rules.declarations_bind
        self._team = self.game.sides
        self._next = (1, 2, 3, 0) if n == 4 else (1, 0)

    def clone(self: _Deal) -> _Deal:
        c = type(self)()
        c.rules, c.dealer, c.deck, c.n, c.game = self.rules, self.dealer, self.deck, self.n, self.game
        c._points, c._team, c._bind, c._next = self._points, self._team, self._bind, self._next
        c.hands, c.stock = self.hands[:], self.stock[:]
        c.stock_pos, c.trump, c.indicator = self.stock_pos, self.trump, self.indicator
        c.phase, c.to_move, c.leader = self.phase, self.to_move, self.leader
        c.trick = self.trick[:]
        c.best, c.best_seat, c.closed = self.best, self.best_seat, self.closed
        c.tricks, c.captured, c.tricks_won = self.tricks[:], self.captured[:], self.tricks_won[:]
        c.declared = self.declared[:]
        c.decl_points = self.decl_points[:]
        c.laid = self.laid[:]
        c.draws = self.draws[:]
        c.queue = self.queue[:]
        c._log = self._log[:]
        c._undo = None  # a copy is made for search: it keeps no undo (nothing it plays is taken back)
        c._draw_from, c.played = self._draw_from, self.played
        return c

    def __str__(self) -> str:
        """The deal as a player at the table would describe it, all hands shown (for logs and doctests).

        >>> from trappola_gui.engine import DealState, Rules, shuffled_deck
        >>> print(DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1))  # doctest: +ELLIPSIS
        blind, dealer 1, trump ..., play, seat 0 to move
        hand 0: ...
        hand 1: ...
        stock 18: ... (indicator ...)
        tricks 0-0, points 0-0
        """
        trump = f"trump {SUITS[self.trump]}, " if self.trump >= 0 else ""  # Trappola 1524 has none
        head = f"{self.rules.variant}, dealer {self.dealer}, {trump}{self.phase}"
        head += "" if self.is_over else f", seat {self.to_move} to move"
        lines = [head]
        for seat, hand in enumerate(self.hands):
            lines.append(f"hand {seat}: " + " ".join(card_str(c) for c in cards_of(hand)))
        lines += self._face_down_lines()
        if self.trick:
            lines.append("trick: " + " ".join(card_str(c) for c in self.trick))
        lines.append(f"tricks {self.tricks_won[0]}-{self.tricks_won[1]}, "
                     f"points {self.captured[0]}-{self.captured[1]}")
        return "\n".join(lines)

    def _face_down_lines(self) -> list[str]:
        """``__str__``'s lines for the cards not in a hand: the stock (two players) and its indicator."""
        if self.rules.players != 2:
            return []
        return [f"stock {self.stock_size}: " + " ".join(card_str(c) for c in self.stock_cards())
                + f" (indicator {card_str(self.indicator)})"]

    def __repr__(self) -> str:
        return f"<DealState {self.rules.variant} dealer={self.dealer} {self.phase} moves={len(self._log)}>"

    # --------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def stock_size(self) -> int:
        return len(self.stock) - self.stock_pos

    @property
    def history(self) -> list[Action]:
        """Every action taken in this deal, in order (the deal record's ``actions``)."""
        return [Play(x >> 6, x & 63) if isinstance(x, int) else x for x in self._log]

    def max_exchange(self) -> int:
        """How many cards may be laid down (docs/rules.md 7: up to 3, from the stock above the indicator)."""
        return min(3, self.stock_size - 1)

    def stock_cards(self) -> tuple[int, ...]:
        """The stock in draw order (its last card is the trump indicator). Hidden from players."""
        return tuple(self.stock[self.stock_pos:])

    def team(self, seat: int) -> int:
        return self._team[seat]

    def trick_history(self) -> tuple[Trick, ...]:
        """The finished tricks (kept as plain tuples inside, for speed)."""
        return tuple(Trick(leader, tuple(cards), winner) for leader, cards, winner in self.tricks)

    def draw_log(self) -> tuple[tuple[int, int], ...]:
        """Every card drawn from the stock so far, as (seat, card), in order."""
        return tuple(self.draws) + self._trick_draws()

    def _trick_draws(self) -> tuple[tuple[int, int], ...]:
        # Draws after tricks follow from the stock and the winners; they are not stored
        # on the fast path.
        out = []
        pos = 0
        for _, _, winner in self.tricks[self._draw_from:]:
            if pos >= self.stock_pos:
                break
            out.append((winner, self.stock[pos]))
            out.append((1 - winner, self.stock[pos + 1]))
            pos += 2
        return tuple(out)

    def plays_left(self) -> int:
        """Cards still to be played in this deal (hands and stock)."""
        return sum(h.bit_count() for h in self.hands) + self.stock_size

    def team_declaration_points(self) -> list[int]:
        out = [0, 0]
        for seat in range(self.n):
            out[self._team[seat]] += self.decl_points[seat]
        return out

    def known_cards(self, seat: int) -> tuple[int, ...]:
        """Each seat's cards that ``seat`` may know: its own hand, and the others' declared cards, the
        trump indicator once drawn, and cards ``seat`` laid down that another seat drew."""
        indicator_in_stock = self.stock_size > 0
        known = []
        for other in range(self.n):
            if other == seat:
                known.append(self.hands[seat])
                continue
            mask = 0
            for m in self.declared[other]:
                mask |= m
            if not indicator_in_stock:
                mask |= 1 << self.indicator  # drawn by a known seat, or the dealer's in partnership
            for drawer, c in self.draw_log():
                if drawer == other and c in self.laid[seat]:
                    mask |= 1 << c
            known.append(mask & self.hands[other])
        return tuple(known)

    # --------------------------------------------------- the play, fast path
    def legal_play_mask(self) -> int:
        """Cards the seat to move may play (fast path; phase must be play): ``play_rule``'s cards."""
        trick = self.trick
        return play_rule(self.hands[self.to_move], trick[0] // 9 if trick else -1, self.best, self.trump,
                         self.closed, self.rules.must_win)[1]

    def constraint(self) -> Constraint:
        """The rule in force for the card of the seat to move, and the cards it allows (phase must be play).

        >>> from trappola_gui.engine import DealState, Rules, shuffled_deck
        >>> deal = DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1)
        >>> str(deal.constraint()), deal.constraint().allowed == deal.legal_play_mask()
        ('free', True)
        """
        return self.game.constraint(self.hands[self.to_move], self.trick, self.leader, self.trump, self.closed)

    def play_card(self, card: int) -> None:
        """Play ``card`` for the seat to move, unchecked (the search's fast path)."""
        seat = self.to_move
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self._log.append(seat << 6 | card)  # a Play, packed: the fast path makes no objects
        trick = self.trick
        trick.append(card)
        if len(trick) == 1:
            self.best = card
            self.best_seat = seat
            self.to_move = self._next[seat]
            return
        best = self.best
        suit = card // 9
        if suit == best // 9:
            if card > best:
                self.best = card
                self.best_seat = seat
        elif suit == self.trump:
            self.best = card
            self.best_seat = seat
        if len(trick) < self.n:
            self.to_move = self._next[seat]
        else:
            self._finish_trick()

    def _finish_trick(self) -> None:
        trick = self.trick
        winner = self.best_seat
        team = self._team[winner]
        pts = self._points
        if self.n == 2:
            c0, c1 = trick
            gained = pts[c0] + pts[c1]
            trick_mask = 1 << c0 | 1 << c1
        else:
            gained = 0
            trick_mask = 0
            for c in trick:
                gained += pts[c]
                trick_mask |= 1 << c
        self.captured[team] += gained
        self.tricks_won[team] += 1
        # The list is never changed again (a new one is started below), so no copy.
        self.tricks.append((self.leader, trick, winner))
        if self._bind:
            self._forfeit(team, trick_mask)
        self.trick = []
        self.leader = self.to_move = winner
        if not self.closed:
            self.stock_pos = draw_after_trick(self.hands, self.stock, self.stock_pos, winner)
            if self.stock_pos >= len(self.stock):
                self.closed = True
        elif not self.hands[winner]:
            self.phase = OVER
            self.to_move = -1

    def _forfeit(self, capturing_team: int, trick_mask: int) -> None:
        # docs/rules.md 3, "declarations bind": a captured declared card costs the whole combination.
        for seat in range(self.n):
            if self._team[seat] == capturing_team or not self.declared[seat]:
                continue
            kept = tuple(m for m in self.declared[seat] if not m & trick_mask)
            if len(kept) != len(self.declared[seat]):
                self.declared[seat] = kept
                self.decl_points[seat] = declaration_points(kept)
