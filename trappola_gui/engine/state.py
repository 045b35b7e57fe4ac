"""One deal of Trappola: the state, its legal actions, and its result.

``DealState.new(rules, deck, dealer)`` deals exactly as docs/rules.md section 2
says; ``apply`` checks an action and raises :class:`IllegalAction` with the
reason, changing nothing; ``play_card`` and ``legal_play_mask`` are the fast,
unchecked path the AI's search and the benchmark use. Hands are card masks.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from itertools import permutations
from typing import ClassVar

from .actions import Action, Declare, Exchange, Keep, Play, ThrowIn
from .cards import (
    SUITS,
    card_str,
    cards_of,
)
from .dealing import check_deck, deal_order, deal_packets, draw_after_trick, packet_seats
from .declarations import (
    DeclarationError,
    check_declaration,
    declaration_points,
    legal_declarations,
)
from .game import Game
from .illegal import (
    BadDeclaration,
    BadExchange,
    DeckError,
    IllegalAction,
    MustBeat,
    MustFollowSuit,
    MustTrump,
    NotInHand,
    NotYourTurn,
    WrongPhase,
)
from .observation import PACK_MASKS, Observation, Phase, Trick
from .rules import Rules
from .scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS, DealResult, score_deal
from .tricks import BEAT, Constraint, closed_response, play_rule, trick_winner

EXCHANGE, DECLARE, PLAY, OVER = Phase.EXCHANGE, Phase.DECLARE, Phase.PLAY, Phase.OVER

# The state's own module re-exports what it is built from, so older imports keep working.
__all__ = [
    "BadDeclaration", "BadExchange", "DECLARE", "DealResult", "DealState", "DeckError", "EXCHANGE",
    "IllegalAction", "LAST_TRICK_BONUS", "MustBeat", "MustFollowSuit", "MustTrump", "NotInHand", "NotYourTurn",
    "OVER", "Observation", "PACK_MASKS", "PLAY", "Phase", "SCHNEIDER_BONUS", "SCHWARZ_BONUS", "Trick",
    "WrongPhase", "check_deck", "closed_response", "deal_order", "deal_packets", "draw_after_trick", "packet_seats",
]


# The games whose deal is a subclass of DealState, by rule option: ``historical_state`` registers
# Trappola 1524's when it is imported, which ``_variant_deal`` does by name on first use, so that
# this module and the subclass's never import each other.
VARIANT_DEALS: dict[str, type[DealState]] = {}


def _variant_deal(name: str) -> type[DealState]:
    if name not in VARIANT_DEALS:
        importlib.import_module(f".{name}_state", __package__)
    return VARIANT_DEALS[name]


class DealState:
    """A deal in progress. Mutable; ``clone`` before searching."""

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
    _undo: list[DealState] | None  # the state before each applied action, for pop; None in a search copy
    game: Game  # the rule authority of ``rules``
    # The slots pop restores (a variant's subclass adds its own).
    _RESTORED: ClassVar[tuple[str, ...]] = tuple(name for name in __slots__ if name != "_undo")

    def __init__(self) -> None:  # use DealState.new
        pass

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
        s._init_rules(rules)
        s.dealer, s.deck = dealer, tuple(deck)
        s.hands = [0] * n
        order = deal_order(rules, dealer)
        if n == 2:
            # Packets of three, non-dealer first: deck[0..2], [6..8], [12..14] to the non-dealer.
            d = deck
            first = (1 << d[0] | 1 << d[1] | 1 << d[2] | 1 << d[6] | 1 << d[7] | 1 << d[8]
                     | 1 << d[12] | 1 << d[13] | 1 << d[14])
            second = (1 << d[3] | 1 << d[4] | 1 << d[5] | 1 << d[9] | 1 << d[10] | 1 << d[11]
                      | 1 << d[15] | 1 << d[16] | 1 << d[17])
            s.hands[order[0]] = first
            s.hands[order[1]] = second
            s.indicator = deck[18]
            s.stock = list(deck[19:]) + [deck[18]]
        else:
            for packet, seat in enumerate(packet_seats(rules, dealer)):
                for c in deck[packet * 3: packet * 3 + 3]:
                    s.hands[seat] |= 1 << c
            s.indicator = deck[35]
            s.stock = []
        s.trump = s.indicator // 9
        s.stock_pos = 0
        s.closed = not s.stock
        s.leader = order[0]
        s.trick = []
        s.best = s.best_seat = -1
        s.tricks = []
        # Captured points and tricks are kept by side: a seat, or a team of two.
        s.captured = [0, 0]
        s.tricks_won = [0, 0]
        s.declared = [()] * n
        s.decl_points = [0] * n
        s.laid = [()] * n
        s.draws = []
        s._log = []
        s._undo = []
        s._draw_from = 0
        s.played = 0
        s.queue = []
        if rules.exchange:
            s.queue += [(EXCHANGE, seat) for seat in order]
        if rules.declarations_chosen:
            s.queue += [(DECLARE, seat) for seat in order]
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
        s._init_rules(rules)
        s.dealer, s.deck = obs.dealer, ()
        s.hands = list(hands)
        s.stock = list(stock)
        s.stock_pos = 0
        s.indicator, s.trump = obs.trump_indicator, obs.trump
        s.closed = obs.closed
        s.leader = obs.leader
        s.trick = list(obs.trick)
        winning = trick_winner(s.leader, s.trick, s.trump, n)
        s.best, s.best_seat = (winning.card, winning.seat) if winning is not None else (-1, -1)
        s.tricks = [(t.leader, list(t.cards), t.winner) for t in obs.tricks]
        s.captured = list(obs.card_points)
        s.tricks_won = list(obs.tricks_won)
        s.declared = list(obs.declarations)
        s.decl_points = [declaration_points(d) for d in obs.declarations]
        s.laid = [obs.laid_down if seat == obs.seat else () for seat in range(n)]
        s.draws = []
        s._log = []
        s._undo = None  # made for search: nothing it plays is taken back
        # Tricks before this point drew from a stock this state never saw.
        s._draw_from = len(obs.tricks)
        s.played = obs.played
        s.phase = obs.phase
        s.to_move = obs.to_move if obs.to_move is not None else -1
        s.queue = []
        if obs.phase in (EXCHANGE, DECLARE):
            order = deal_order(rules, obs.dealer)
            kinds = ([EXCHANGE] if rules.exchange else []) + ([DECLARE] if rules.declarations_chosen else [])
            steps = [(k, seat) for k in kinds for seat in order]
            s.queue = steps[steps.index((obs.phase, s.to_move)):]
        return s

    def _init_rules(self, rules: Rules) -> None:
        """The fields that follow from the rules alone."""
        n = rules.players
        self.rules, self.n, self.game = rules, n, rules.game
        self._points = self.game.points
        self._bind = rules.declarations_bind
        self._team = self.game.sides
        self._next = (1, 2, 3, 0) if n == 4 else (1, 0)

    def clone(self) -> "DealState":
        c = type(self)()
        c.rules, c.dealer, c.deck, c.n, c.game = self.rules, self.dealer, self.deck, self.n, self.game
        c._points, c._team, c._bind, c._next = self._points, self._team, self._bind, self._next
        c.hands = self.hands[:]
        c.stock = self.stock[:]
        c.stock_pos, c.trump, c.indicator = self.stock_pos, self.trump, self.indicator
        c.phase, c.to_move, c.leader = self.phase, self.to_move, self.leader
        c.trick = self.trick[:]
        c.best, c.best_seat, c.closed = self.best, self.best_seat, self.closed
        c.tricks = self.tricks[:]
        c.captured = self.captured[:]
        c.tricks_won = self.tricks_won[:]
        c.declared = self.declared[:]
        c.decl_points = self.decl_points[:]
        c.laid = self.laid[:]
        c.draws = self.draws[:]
        c.queue = self.queue[:]
        c._log = self._log[:]
        c._undo = None  # a copy is made for search: it keeps no undo (nothing it plays is taken back)
        c._draw_from = self._draw_from
        c.played = self.played
        return c

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

    def __str__(self) -> str:
        """The deal as a player at the table would describe it, all hands shown (for logs and doctests).

        >>> from trappola_gui.engine import Rules, shuffled_deck
        >>> print(DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1))  # doctest: +ELLIPSIS
        blind, dealer 1, trump ..., play, seat 0 to move
        hand 0: ...
        hand 1: ...
        stock 18: ... (indicator ...)
        tricks 0-0, points 0-0
        """
        head = f"{self.rules.variant}, dealer {self.dealer}, trump {SUITS[self.trump]}, {self.phase}"
        head += "" if self.is_over else f", seat {self.to_move} to move"
        lines = [head]
        for seat, hand in enumerate(self.hands):
            lines.append(f"hand {seat}: " + " ".join(card_str(c) for c in cards_of(hand)))
        if self.rules.players == 2:
            lines.append(f"stock {self.stock_size}: " + " ".join(card_str(c) for c in self.stock_cards())
                         + f" (indicator {card_str(self.indicator)})")
        if self.trick:
            lines.append("trick: " + " ".join(card_str(c) for c in self.trick))
        lines.append(f"tricks {self.tricks_won[0]}-{self.tricks_won[1]}, "
                     f"points {self.captured[0]}-{self.captured[1]}")
        return "\n".join(lines)

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

    def legal_play_mask(self) -> int:
        """Cards the seat to move may play (fast path; phase must be play): ``play_rule``'s cards."""
        trick = self.trick
        return play_rule(self.hands[self.to_move], trick[0] // 9 if trick else -1, self.best, self.trump,
                         self.closed, self.rules.must_win)[1]

    def constraint(self) -> Constraint:
        """The rule in force for the card of the seat to move, and the cards it allows (phase must be play).

        >>> from trappola_gui.engine import Rules, shuffled_deck
        >>> deal = DealState.new(Rules.variant_preset("blind"), shuffled_deck(4), 1)
        >>> str(deal.constraint()), deal.constraint().allowed == deal.legal_play_mask()
        ('free', True)
        """
        return self.game.constraint(self.hands[self.to_move], self.trick, self.leader, self.trump, self.closed)

    def _refusal(self, card: int) -> IllegalAction:
        """Why ``card``, which is in the hand, may not be played now: the constraint it breaks."""
        rule = self.constraint()
        head = f"{card_str(card)} is not legal: "
        if rule.suit is not None and card // 9 != rule.suit:
            if rule.follows_suit:
                return MustFollowSuit(head + f"must follow suit ({SUITS[rule.suit]})", suit=rule.suit)
            return MustTrump(head + f"must play a trump ({SUITS[rule.suit]})", suit=rule.suit)
        assert rule.kind == BEAT and rule.card is not None, "only a rule that restricts refuses a card"
        return MustBeat(head + f"must beat {card_str(rule.card)}", card=rule.card)

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
                raise self._refusal(action.card)
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

    def plays_left(self) -> int:
        """Cards still to be played in this deal (hands and stock)."""
        return sum(h.bit_count() for h in self.hands) + self.stock_size

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

    # --------------------------------------------------------------- results
    def team_declaration_points(self) -> list[int]:
        out = [0, 0]
        for seat in range(self.n):
            out[self._team[seat]] += self.decl_points[seat]
        return out

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
        n = self.n
        indicator_in_stock = self.stock_size > 0
        known = []
        for other in range(n):
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
            known=tuple(known),
            laid_down=self.laid[seat],
            laid_counts=tuple(len(x) for x in self.laid),
            card_points=tuple(self.captured),
            declaration_points=tuple(self.team_declaration_points()),
            tricks_won=tuple(self.tricks_won),
            legal=tuple(self.legal_actions()) if self.to_move == seat and self.phase != OVER else (),
        )

