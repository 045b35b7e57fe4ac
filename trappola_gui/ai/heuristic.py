"""Rule-of-thumb players: Normal (a sound greedy player, the arena's baseline) and Easy.

Normal wins tricks cheaply, keeps its trumps, takes points, cashes sure
winners once the stock is gone (it counts the cards played), declares every
combination and lays down worthless cards in the Austrian exchange. In
Trappola 1524 it ranks the cards by that game's order (the deuce lowest) and
knows there is no trump. Easy is
the same player with human slips: it sometimes plays a card at random, forgets
to declare, trumps too eagerly, and does not count cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from trappola_gui.engine import Action, Declare, Exchange, Keep, Observation, Play, ThrowIn, historical
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.declarations import declaration_points

from .base import POINTS, Agent


def legal_cards(obs: Observation) -> list[int]:
    return [a.card for a in obs.legal if isinstance(a, Play)]


def best_declaration(legal: list[tuple[int, ...]],
                     points: Callable[[Iterable[int]], int] = declaration_points) -> tuple[int, ...]:
    """The declaration worth most points, showing the fewest cards among equals."""
    def key(d: tuple[int, ...]) -> tuple[int, int]:
        shown = 0
        for m in d:
            shown |= m
        return (points(d), -shown.bit_count())

    return max(legal, key=key)


def worthless_cards(hand: int, trump: int) -> list[int]:
    """Non-trump sevens to tens of a hand, lowest first: the cards worth swapping."""
    cards = [c for c in cards_of(hand) if c // 9 != trump and c % 9 <= 3]
    return sorted(cards, key=lambda c: (c % 9, c))


# Trappola 1524: nine cards from the reserve are worth 18 card points on average (72 / 4).
THROW_IN_BELOW = 14


def historical_exchange(obs: Observation) -> Action:
    """Trappola 1524's exchange by rule of thumb: throw in a hand poor in points and holding no set."""
    pts = POINTS[obs.rules.points]
    worth = sum(pts[c] for c in cards_of(obs.hand))
    has_set = len(historical.legal_declarations(obs.hand)) > 1
    return ThrowIn(obs.seat) if worth < THROW_IN_BELOW and not has_set else Keep(obs.seat)


def exchange_action(obs: Observation, cards: list[int]) -> Action:
    limit = max(len(a.cards) for a in obs.legal if isinstance(a, Exchange))
    return Exchange(obs.seat, tuple(cards[:limit]))


class NormalAgent(Agent):
    """A sound greedy player (see the module docstring)."""

    name = "normal"
    counts_cards = True
    blunder = 0.0
    forget_declaration = 0.0
    trump_keep = 3.0

    def decide(self, obs: Observation, rng: random.Random) -> Action:
        if obs.phase == "exchange":
            return self.exchange(obs, rng)
        if obs.phase == "declare":
            return self.declare(obs, rng)
        cards = legal_cards(obs)
        if self.blunder and rng.random() < self.blunder:
            return Play(obs.seat, rng.choice(cards))
        return Play(obs.seat, self.play(obs, cards, rng))

    # ---------------------------------------------------------- setup
    def exchange(self, obs: Observation, rng: random.Random) -> Action:
        if obs.rules.historical:
            return historical_exchange(obs)
        return exchange_action(obs, worthless_cards(obs.hand, obs.trump))

    def declare(self, obs: Observation, rng: random.Random) -> Action:
        options = [a.combinations for a in obs.legal if isinstance(a, Declare)]
        if self.forget_declaration and rng.random() < self.forget_declaration:
            return Declare(obs.seat, ())
        return Declare(obs.seat, best_declaration(options, obs.game.declaration_points))

    # ----------------------------------------------------------- play
    def play(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        if not obs.trick:
            return self.lead(obs, cards, rng)
        return self.respond(obs, cards, rng)

    def _hidden(self, obs: Observation) -> int:
        """Cards that may still beat ours: everything not in our hand nor played."""
        if self.counts_cards:
            return obs.unseen | (1 << obs.trump_indicator if obs.indicator_in_stock else 0)
        # Without counting: assume every card above a given one is still out.
        return ((1 << 36) - 1) & ~obs.hand

    def _sure_winner(self, obs: Observation, c: int, hidden: int, opp_suits_known: bool) -> bool:
        suit = c // 9
        if obs.rules.historical:
            # No trump in 1524: a card no hidden card of its suit outranks wins when led.
            rank = obs.game.order
            return not any(rank[h] > rank[c] for h in cards_of(hidden & SUIT_MASKS[suit]))
        higher = hidden & SUIT_MASKS[suit] & ~((2 << c) - 1)
        if higher:
            return False
        if suit == obs.trump:
            return True
        if not opp_suits_known:
            return False
        # Closed two-player phase: the opponent holds exactly the hidden cards.
        return bool(hidden & SUIT_MASKS[suit]) or not hidden & SUIT_MASKS[obs.trump]

    def lead(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        pts = POINTS[obs.rules.points]
        trump = obs.trump
        hidden = self._hidden(obs)
        rank = obs.game.rank
        two_closed = obs.rules.players == 2 and obs.closed and self.counts_cards
        if two_closed:
            winners = [c for c in cards if self._sure_winner(obs, c, hidden, True)]
            if winners:
                # Non-trump winners first (they draw points), the richest first.
                return max(winners, key=lambda c: (c // 9 != trump, pts[c], rank(c)))
        elif obs.rules.players == 4:
            tops = [c for c in cards if c // 9 != trump
                    and not hidden & SUIT_MASKS[c // 9] & ~((2 << c) - 1)]
            if tops:
                return max(tops, key=lambda c: (pts[c], c % 9))
        suit_len = [(obs.hand & SUIT_MASKS[s]).bit_count() for s in range(4)]

        def cost(c: int) -> tuple[int, int, int, int]:
            return (c // 9 == trump, pts[c], rank(c), -suit_len[c // 9])

        return min(cards, key=cost)

    def respond(self, obs: Observation, cards: list[int], rng: random.Random) -> int:
        pts = POINTS[obs.rules.points]
        trump = obs.trump
        n = obs.rules.players
        rank = obs.game.rank
        game = obs.game
        won = obs.winning_play
        assert won is not None  # a card was led
        best, best_seat = won.card, won.seat

        def wins(c: int) -> bool:
            return game.beats(c, best, trump)
        partner_winning = obs.team(best_seat) == obs.team(obs.seat)
        last = len(obs.trick) == n - 1
        pot = sum(pts[c] for c in obs.trick)
        hand_left = obs.hand.bit_count()
        bonus = 6 if hand_left == 1 and obs.closed else 0

        def score(c: int) -> float:
            is_trump = c // 9 == trump
            if not obs.closed or n == 4:
                keep = self.trump_keep + 0.4 * rank(c) if is_trump else 0.3 * pts[c]
            else:
                keep = 0.2 * pts[c]
            if partner_winning:
                if last:
                    return pts[c] - (4 if is_trump else 0) - 0.05 * rank(c)
                return -pts[c] - (4 if is_trump else 0) - 0.05 * rank(c)
            if wins(c):
                gain = pot + pts[c] + bonus + (1.5 if n == 2 else 0)
                if not last:
                    gain *= 0.6
                return gain - keep
            return -(pot + pts[c]) - (2.5 if is_trump else 0) - 0.05 * rank(c) - (0 if last else 0)

        return max(cards, key=lambda c: (score(c), -c))


class EasyAgent(NormalAgent):
    """Normal's habits with a human's slips: random cards, forgotten declarations, eager trumps."""

    name = "easy"
    counts_cards = False
    blunder = 0.3
    forget_declaration = 0.5
    trump_keep = -1.0  # trumps whenever it can win a trick, as beginners do

    def exchange(self, obs: Observation, rng: random.Random) -> Action:
        if obs.rules.historical:
            return historical_exchange(obs) if rng.random() < 0.5 else obs.legal[rng.randrange(len(obs.legal))]
        cards = worthless_cards(obs.hand, obs.trump)
        return exchange_action(obs, cards[: rng.randrange(3)])
