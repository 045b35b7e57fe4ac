"""A deal of Trappola 1524 (docs/historical.md): the same ``DealState`` API, its own deal.

``DealState.new`` hands a Trappola 1524 deal (``rules.historical``) to :class:`HistoricalDeal`
(registered in ``state.VARIANT_DEALS`` when this module is imported, as the package does):
four then five cards each, the rest a face-down reserve, the exchange of the whole hand
(:class:`Keep` or :class:`ThrowIn`), sets of three and four, follow suit with no trumps from
the first trick, and the deuce tricks in the score. There is no trump (``trump`` and
``indicator`` are -1) and no stock (``closed`` is true from the start: suit must be followed).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import historical as h
from .actions import Action, Declare, Exchange, Keep, Play, ThrowIn
from .cards import SUIT_MASKS, card_str, cards_of
from .dealing import check_deck
from .illegal import BadDeclaration, BadExchange, DeckError, IllegalAction, NotYourTurn, WrongPhase
from .observation import DECLARE, EXCHANGE, OVER, Observation
from .rules import Rules
from .scoring import DealResult
from .state import VARIANT_DEALS, DealState

RESERVE_START = 18


class HistoricalDeal(DealState):
    """A deal of Trappola 1524; build with ``DealState.new`` (or this class's ``new``)."""

    __slots__ = ("reserve", "reserve_pos", "thrown")
    reserve: tuple[int, ...]  # the face-down reserve, top card first (deck[18..35] as dealt)
    reserve_pos: int  # reserve cards already taken by an exchange
    thrown: list[int]  # each seat's hand thrown in face up (a mask; 0 while it has not thrown in)
    _RESTORED = DealState._RESTORED + __slots__

    @classmethod
    def new(cls, rules: Rules, deck: Sequence[int], dealer: int, *, checked: bool = True) -> "HistoricalDeal":
        """Deal ``deck`` as docs/historical.md 2 says: the non-dealer deck[0..3] and deck[8..12], the
        dealer deck[4..7] and deck[13..17]; deck[18..35] are the reserve."""
        if checked:
            check_deck(rules, deck)
        if not 0 <= dealer < 2:
            raise DeckError("dealer must be a seat from 0 to 1")
        s = cls()
        s._init_rules(rules)
        s.dealer, s.deck = dealer, tuple(deck)
        first, second = 1 - dealer, dealer
        s.hands = [0, 0]
        for c in (*deck[0:4], *deck[8:13]):
            s.hands[first] |= 1 << c
        for c in (*deck[4:8], *deck[13:18]):
            s.hands[second] |= 1 << c
        s.reserve, s.reserve_pos, s.thrown = tuple(deck[RESERVE_START:]), 0, [0, 0]
        s._start(leader=first)
        s.queue = [(EXCHANGE, first), (EXCHANGE, second)]
        if rules.declarations_chosen:
            s.queue += [(DECLARE, first), (DECLARE, second)]
        s._advance_setup()
        return s

    def _start(self, leader: int) -> None:
        """The fields every new state starts with: no trump, no stock, nothing played yet."""
        self.stock, self.stock_pos, self.trump, self.indicator = [], 0, -1, -1
        self.closed = True
        self.leader = leader
        self.trick, self.best, self.best_seat = [], -1, -1
        self.tricks, self.captured, self.tricks_won = [], [0, 0], [0, 0]
        self.declared, self.decl_points = [(), ()], [0, 0]
        self.laid, self.draws, self._log, self._undo = [(), ()], [], [], []
        self._draw_from, self.played = 0, 0

    @classmethod
    def from_observation(cls, obs: Observation, hands: Sequence[int], stock: Sequence[int]) -> "HistoricalDeal":
        """A full state consistent with ``obs``; ``stock`` is the guess at the reserve still face down."""
        if len(hands) != 2 or hands[obs.seat] != obs.hand:
            raise ValueError("the observer's hand must be its own")
        s = cls()
        s._init_rules(obs.rules)
        s.dealer, s.deck = obs.dealer, ()
        s.hands = list(hands)
        s.reserve, s.reserve_pos = tuple(stock), 0
        s.thrown = list(obs.thrown) if obs.thrown else [0, 0]
        s._start(leader=obs.leader)
        s._undo = None  # made for search: nothing it plays is taken back
        s.trick = list(obs.trick)
        winning = h.trick_winner(s.leader, s.trick)
        s.best, s.best_seat = (winning.card, winning.seat) if winning is not None else (-1, -1)
        s.tricks = [(t.leader, list(t.cards), t.winner) for t in obs.tricks]
        s.captured, s.tricks_won = list(obs.card_points), list(obs.tricks_won)
        s.declared = list(obs.declarations)
        s.decl_points = [h.declaration_points(d) for d in obs.declarations]
        s._draw_from, s.played = len(obs.tricks), obs.played
        s.phase = obs.phase
        s.to_move = obs.to_move if obs.to_move is not None else -1
        s.queue = []
        if obs.phase in (EXCHANGE, DECLARE):
            first = 1 - obs.dealer
            kinds = [EXCHANGE] + ([DECLARE] if obs.rules.declarations_chosen else [])
            steps = [(k, seat) for k in kinds for seat in (first, obs.dealer)]
            s.queue = steps[steps.index((obs.phase, s.to_move)):]
        return s

    def clone(self) -> "HistoricalDeal":
        c = super().clone()
        assert isinstance(c, HistoricalDeal)
        c.reserve, c.reserve_pos, c.thrown = self.reserve, self.reserve_pos, self.thrown[:]
        return c

    @property
    def reserve_size(self) -> int:
        return len(self.reserve) - self.reserve_pos

    def reserve_cards(self) -> tuple[int, ...]:
        """The reserve still face down, top card first. Hidden from players."""
        return self.reserve[self.reserve_pos:]

    def _throw_in(self, seat: int) -> None:
        taken = self.reserve[self.reserve_pos: self.reserve_pos + h.HAND_SIZE]
        self.thrown[seat] = self.hands[seat]
        self.hands[seat] = 0
        for c in taken:
            self.hands[seat] |= 1 << c
            self.draws.append((seat, c))
        self.reserve_pos += h.HAND_SIZE

    # ----------------------------------------------------------------- queries
    def legal_actions(self) -> list[Action]:
        seat = self.to_move
        if self.phase == EXCHANGE:
            return [Keep(seat), ThrowIn(seat)]
        if self.phase == DECLARE:
            return [Declare(seat, d) for d in h.legal_declarations(self.hands[seat])]
        return super().legal_actions()

    def legal_play_mask(self) -> int:
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        return hand & SUIT_MASKS[self.trick[0] // 9] or hand

    # ----------------------------------------------------------------- acting
    def _act(self, action: Action) -> None:
        if isinstance(action, Play):
            super()._act(action)
            return
        if self.phase == OVER:
            raise WrongPhase("the deal is over")
        if action.seat != self.to_move:
            raise NotYourTurn(f"seat {self.to_move} is to move, not seat {action.seat}")
        if isinstance(action, (Keep, ThrowIn, Exchange)):
            if self.phase != EXCHANGE:
                raise WrongPhase(f"no exchange now ({self._phase_words()})")
            if isinstance(action, Exchange):
                raise BadExchange("Trappola 1524 exchanges the whole hand or none: keep it or throw it in")
            if isinstance(action, ThrowIn):
                self._throw_in(action.seat)
            self._log.append(action)
        elif isinstance(action, Declare):
            if self.phase != DECLARE:
                raise WrongPhase(f"no declaration now ({self._phase_words()})")
            try:
                combos = h.check_declaration(self.hands[action.seat], action.combinations)
            except h.DeclarationError as exc:
                raise BadDeclaration(str(exc)) from None
            self._record_declaration(action.seat, combos)
            self._log.append(action if combos == action.combinations else Declare(action.seat, combos))
        else:
            raise IllegalAction(f"unknown action {action!r}")
        self.queue.pop(0)
        self._advance_setup()

    def play_card(self, card: int) -> None:
        """Play ``card`` for the seat to move, unchecked (the fast path)."""
        seat = self.to_move
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        self._log.append(seat << 6 | card)
        self.trick.append(card)
        if len(self.trick) == 1:
            self.best, self.best_seat, self.to_move = card, seat, 1 - seat
            return
        if h.beats(card, self.best):
            self.best, self.best_seat = card, seat
        self._finish_trick()

    def _finish_trick(self) -> None:
        trick, winner = self.trick, self.best_seat
        self.captured[winner] += self._points[trick[0]] + self._points[trick[1]]
        self.tricks_won[winner] += 1
        self.tricks.append((self.leader, trick, winner))
        if self._bind:
            self._forfeit(winner, 1 << trick[0] | 1 << trick[1])
        self.trick = []
        self.leader = self.to_move = winner
        if not self.hands[winner]:
            self.phase = OVER
            self.to_move = -1

    def _forfeit(self, capturing_team: int, trick_mask: int) -> None:
        other = 1 - capturing_team
        kept = tuple(m for m in self.declared[other] if not m & trick_mask)
        if len(kept) != len(self.declared[other]):
            self._record_declaration(other, kept)

    # ----------------------------------------------------------------- results
    def result(self) -> DealResult:
        """The deal's score (docs/historical.md 6); the deal must be over."""
        if self.phase != OVER:
            raise WrongPhase("the deal is not over")
        return h.score_deal(tuple(self.captured), tuple(self.decl_points), self.tricks)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: its hand, both thrown-in hands, what was declared and played;
        the other hand only where every other card's place is known (both threw in)."""
        other = 1 - seat
        known_other = 0
        for m in self.declared[other]:
            known_other |= m
        if self.reserve_size == 0:
            known_other = self.hands[other]  # the reserve is used up: the unseen cards are the other hand
        known = [0, 0]
        known[seat], known[other] = self.hands[seat], known_other & self.hands[other]
        return Observation(
            seat=seat, rules=self.rules, dealer=self.dealer, phase=self.phase, closed=True,
            to_move=None if self.phase == OVER else self.to_move, hand=self.hands[seat],
            trump=-1, trump_indicator=-1, indicator_in_stock=False, stock_size=0,
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count()), leader=self.leader,
            trick=tuple(self.trick), tricks=self.trick_history(), played=self.played,
            declarations=tuple(self.declared), known=tuple(known), laid_down=(), laid_counts=(0, 0),
            card_points=tuple(self.captured), declaration_points=tuple(self.decl_points),
            tricks_won=tuple(self.tricks_won),
            legal=tuple(self.legal_actions()) if self.to_move == seat and self.phase != OVER else (),
            thrown=tuple(self.thrown), reserve_size=self.reserve_size,
        )

    def _face_down_lines(self) -> list[str]:
        """The reserve, and the hands thrown in face up (for ``__str__``).

        >>> from trappola_gui.engine import Rules, shuffled_deck
        >>> print(DealState.new(Rules.variant_preset("historical"), shuffled_deck(4), 1))  # doctest: +ELLIPSIS
        historical, dealer 1, exchange, seat 0 to move
        hand 0: ...
        hand 1: ...
        reserve 18: ...
        tricks 0-0, points 0-0
        """
        lines = [f"reserve {self.reserve_size}: " + " ".join(card_str(c) for c in self.reserve_cards())]
        for seat, mask in enumerate(self.thrown):
            if mask:
                lines.append(f"thrown in by {seat}: " + " ".join(card_str(c) for c in cards_of(mask)))
        return lines


VARIANT_DEALS["historical"] = HistoricalDeal
