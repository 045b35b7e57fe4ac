"""One deal of Trappola: the state, its legal actions, and its result.

``DealState.new(rules, deck, dealer)`` deals exactly as docs/rules.md section 2
says; ``apply`` checks an action and raises :class:`IllegalAction` with the
reason, changing nothing, and ``pop`` takes it back; ``play_card`` and
``legal_play_mask`` are the fast, unchecked path the AI's search and the benchmark
use (from :class:`~trappola_gui.engine.deal_base.DealBase`, with the fields and
what can be read from them). Hands are card masks.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from itertools import permutations
from typing import ClassVar

from .actions import Action, Declare, Exchange, Keep, Play, ThrowIn
from .cards import (
    card_str,
    cards_of,
)
from .deal_base import DealBase
from .deal_layout import lay_out, lay_out_from
from .dealing import check_deck
from .declarations import (
    DeclarationError,
    check_declaration,
    legal_declarations,
)
from .illegal import (
    BadDeclaration,
    BadExchange,
    DeckError,
    IllegalAction,
    NotInHand,
    NotYourTurn,
    WrongPhase,
)
from .observation import DECLARE, EXCHANGE, OVER, PLAY, Observation
from .rules import Rules
from .scoring import DealResult, score_deal

# The games whose deal is a subclass of DealState, by rule option: ``historical_state`` registers
# Trappola 1524's when it is imported, which ``_variant_deal`` does by name on first use, so that
# this module and the subclass's never import each other.
VARIANT_DEALS: dict[str, type[DealState]] = {}


def _variant_deal(name: str) -> type[DealState]:
    if name not in VARIANT_DEALS:
        importlib.import_module(f".{name}_state", __package__)
    return VARIANT_DEALS[name]


class DealState(DealBase):
    """A deal in progress. Mutable; ``clone`` before searching."""

    __slots__ = ()
    # The slots pop restores (a variant's subclass adds its own).
    _RESTORED: ClassVar[tuple[str, ...]] = tuple(name for name in DealBase.__slots__ if name != "_undo")

    # ----------------------------------------------------------- setting up
    @classmethod
    def new(cls, rules: Rules, deck: Sequence[int], dealer: int, *, checked: bool = True) -> "DealState":
        """Deal ``deck`` (top card first, after the cut) as docs/rules.md section 2 says.

        ``checked=False`` skips the deck check, for callers that made the deck by
        permuting the pack themselves (random play).
        """
        if rules.historical and cls is DealState:
            # Trappola 1524 (docs/historical.md) deals, exchanges and scores in its own way.
            return _variant_deal("historical").new(rules, deck, dealer, checked=checked)
        if checked:
            check_deck(rules, deck)
        n = rules.players
        if not 0 <= dealer < n:
            raise DeckError(f"dealer must be a seat from 0 to {n - 1}")
        s = cls()
        lay_out(s, rules, deck, dealer)
        s._advance_setup()
        return s

    def _advance_setup(self) -> None:
        # Sets the phase (new() leaves it to this). The queue runs out once per deal, so the
        # mandatory declarations are made once.
        if self.queue:
            self.phase, self.to_move = self.queue[0]
            return
        if self.rules.mandatory_declarations:
            for seat in range(self.n):
                self._record_declaration(seat, self.game.mandatory_declaration(self.hands[seat]))
        self.phase = PLAY
        self.to_move = self.leader

    def _record_declaration(self, seat: int, combos: tuple[int, ...]) -> None:
        self.declared[seat] = combos
        self.decl_points[seat] = self.game.declaration_points(combos)

    @classmethod
    def from_observation(cls, obs: Observation, hands: Sequence[int], stock: Sequence[int]) -> "DealState":
        """A full state consistent with ``obs``, for search over hidden cards.

        ``hands`` gives every seat's hand (the observer's must be ``obs.hand``) and
        ``stock`` the stock in draw order (the trump indicator last while it is
        there): the caller's guess at what ``obs`` hides. The state's history
        starts here; it plays on exactly like the real deal would.
        """
        rules = obs.rules
        if rules.historical and cls is DealState:
            return _variant_deal("historical").from_observation(obs, hands, stock)
        n = rules.players
        if hands[obs.seat] != obs.hand or len(hands) != n:
            raise ValueError("the observer's hand must be its own")
        s = cls()
        lay_out_from(s, obs, hands, stock)
        return s

    # ----------------------------------------------------------- taking back
    def pop(self) -> Action:
        """Take back the last action :meth:`apply` played and return it.

        Raises ``IndexError`` when there is none: at the start of the deal, once the match has moved
        on to the next deal (:meth:`settle`), after a card played on the search's unchecked fast path
        (:meth:`play_card`), and in a copy made for search (:meth:`clone`, :meth:`from_observation`),
        none of which keeps an undo.
        """
        if not self._undo:
            raise IndexError("no action to take back")
        before = self._undo[-1]
        if len(before._log) != len(self._log) - 1:
            raise IndexError("the last card was played on the fast path, which cannot be taken back")
        self._undo.pop()
        action = self.history[-1]
        undo = self._undo
        for name in self._RESTORED:
            setattr(self, name, getattr(before, name))
        self._undo = undo
        return action

    # --------------------------------------------------------------- queries
    def legal_actions(self) -> list[Action]:
        seat = self.to_move
        if self.phase == PLAY:
            return [Play(seat, c) for c in cards_of(self.legal_play_mask())]
        if self.phase == DECLARE:
            return [Declare(seat, d) for d in legal_declarations(self.hands[seat])]
        if self.phase == EXCHANGE:
            hand = cards_of(self.hands[seat])
            out: list[Action] = []
            for k in range(0, self.max_exchange() + 1):
                out.extend(Exchange(seat, p) for p in permutations(hand, k))
            return out
        return []

    def settle(self) -> None:
        """The deal is final (the match dealt the next one): forget what :meth:`pop` would need."""
        self._undo = []

    # --------------------------------------------------------------- acting
    def apply(self, action: Action) -> None:
        """Check and apply one action; raises :class:`IllegalAction`, changing nothing.

        Every action applied here can be taken back with :meth:`pop`:

        >>> from trappola_gui.engine import Rules, shuffled_deck
        >>> deal = DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1)
        >>> before = str(deal)
        >>> deal.apply(deal.legal_actions()[0])
        >>> _ = deal.pop()
        >>> str(deal) == before
        True
        """
        if self._undo is None:  # a copy made for search keeps no undo
            self._act(action)
            return
        before = self.clone()
        self._act(action)  # raises before anything changes
        self._undo.append(before)

    def _act(self, action: Action) -> None:
        """Check and play one action (the variant's own rules for its setup actions)."""
        if self.phase == OVER:
            raise WrongPhase("the deal is over")
        if action.seat != self.to_move:
            raise NotYourTurn(f"seat {self.to_move} is to move, not seat {action.seat}")
        hand = self.hands[action.seat]
        if isinstance(action, Play):
            if self.phase != PLAY:
                raise WrongPhase(f"no card can be played before the {self.phase} is done")
            if not hand >> action.card & 1:
                raise NotInHand(f"{card_str(action.card)} is not in seat {action.seat}'s hand")
            if not self.legal_play_mask() >> action.card & 1:
                raise self.constraint().refusal(action.card)
            logged = len(self._log)
            self.play_card(action.card)
            self._log[logged] = action  # the checked path keeps the action as it came, unpacked
            return
        if isinstance(action, Declare):
            if self.phase != DECLARE:
                raise WrongPhase(f"no declaration now ({self._phase_words()})")
            try:
                combos = check_declaration(hand, action.combinations)
            except DeclarationError as exc:
                raise BadDeclaration(str(exc)) from None
            self._record_declaration(action.seat, combos)
            self._log.append(action if combos == action.combinations else Declare(action.seat, combos))
            self.queue.pop(0)
            self._advance_setup()
            return
        if isinstance(action, Exchange):
            if self.phase != EXCHANGE:
                raise WrongPhase(f"no exchange now ({self._phase_words()})")
            cards = action.cards
            if len(cards) > self.max_exchange():
                raise BadExchange(f"at most {self.max_exchange()} cards may be laid down")
            if len(set(cards)) != len(cards):
                raise BadExchange("a card is laid down twice")
            for c in cards:
                if not hand >> c & 1:
                    raise NotInHand(f"{card_str(c)} is not in seat {action.seat}'s hand")
            self._exchange(action.seat, cards)
            self._log.append(action)
            self.queue.pop(0)
            self._advance_setup()
            return
        if isinstance(action, (Keep, ThrowIn)):
            raise BadExchange("only Trappola 1524 keeps or throws in the whole hand")
        raise IllegalAction(f"unknown action {action!r}")

    def _phase_words(self) -> str:
        return "the deal is over" if self.phase == OVER else f"it is the {self.phase} phase"

    def _exchange(self, seat: int, cards: tuple[int, ...]) -> None:
        k = len(cards)
        taken = self.stock[:k]
        for c in cards:
            self.hands[seat] &= ~(1 << c)
        for c in taken:
            self.hands[seat] |= 1 << c
            self.draws.append((seat, c))
        # The laid cards lie directly above the trump indicator, first laid drawn first.
        self.stock = self.stock[k:-1] + list(cards) + self.stock[-1:]
        self.laid[seat] = cards

    # --------------------------------------------------------------- results
    def result(self) -> DealResult:
        """The deal's score (docs/rules.md section 5); the deal must be over."""
        if self.phase != OVER:
            raise WrongPhase("the deal is not over")
        last_winner = self._team[self.tricks[-1][2]]
        return score_deal(tuple(self.captured), tuple(self.team_declaration_points()), tuple(self.tricks_won),
                          last_winner)

    # ----------------------------------------------------------- observation
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know, and nothing more."""
        indicator_in_stock = self.stock_size > 0
        return Observation(
            seat=seat,
            rules=self.rules,
            dealer=self.dealer,
            phase=self.phase,
            closed=self.closed,
            to_move=None if self.phase == OVER else self.to_move,
            hand=self.hands[seat],
            trump=self.trump,
            trump_indicator=self.indicator,
            indicator_in_stock=indicator_in_stock,
            stock_size=self.stock_size,
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            leader=self.leader,
            trick=tuple(self.trick),
            tricks=self.trick_history(),
            played=self.played,
            declarations=tuple(self.declared),
            known=self.known_cards(seat),
            laid_down=self.laid[seat],
            laid_counts=tuple(len(x) for x in self.laid),
            card_points=tuple(self.captured),
            declaration_points=tuple(self.team_declaration_points()),
            tricks_won=tuple(self.tricks_won),
            legal=tuple(self.legal_actions()) if self.to_move == seat and self.phase != OVER else (),
        )

