"""The fields of a deal before its first step: dealt from a deck, or guessed behind an observation.

``DealState.new`` and ``DealState.from_observation`` check what they are given and then lay the
deal out here (docs/rules.md 2); Trappola 1524's deal (``historical_state``) lays out its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from .deal_base import DealBase
from .dealing import deal_order, packet_seats
from .declarations import declaration_points
from .observation import DECLARE, EXCHANGE, Observation
from .rules import Rules
from .tricks import trick_winner


def lay_out(deal: DealBase, rules: Rules, deck: Sequence[int], dealer: int) -> None:
    """The fields of a new deal of ``deck`` (top card first), before its first step (docs/rules.md 2)."""
    deal._init_rules(rules)
    n = rules.players
    deal.dealer, deal.deck = dealer, tuple(deck)
    deal.hands = [0] * n
    order = deal_order(rules, dealer)
    if n == 2:
        # Packets of three, non-dealer first: deck[0..2], [6..8], [12..14] to the non-dealer.
        d = deck
        first = (1 << d[0] | 1 << d[1] | 1 << d[2] | 1 << d[6] | 1 << d[7] | 1 << d[8]
                 | 1 << d[12] | 1 << d[13] | 1 << d[14])
        second = (1 << d[3] | 1 << d[4] | 1 << d[5] | 1 << d[9] | 1 << d[10] | 1 << d[11]
                  | 1 << d[15] | 1 << d[16] | 1 << d[17])
        deal.hands[order[0]] = first
        deal.hands[order[1]] = second
        deal.indicator = deck[18]
        deal.stock = list(deck[19:]) + [deck[18]]
    else:
        for packet, seat in enumerate(packet_seats(rules, dealer)):
            for c in deck[packet * 3: packet * 3 + 3]:
                deal.hands[seat] |= 1 << c
        deal.indicator = deck[35]
        deal.stock = []
    deal.trump = deal.indicator // 9
    deal.stock_pos = 0
    deal.closed = not deal.stock
    deal.leader = order[0]
    deal.trick = []
    deal.best = deal.best_seat = -1
    deal.tricks = []
    # Captured points and tricks are kept by side: a seat, or a team of two.
    deal.captured = [0, 0]
    deal.tricks_won = [0, 0]
    deal.declared = [()] * n
    deal.decl_points = [0] * n
    deal.laid = [()] * n
    deal.draws = []
    deal._log = []
    deal._undo = []
    deal._draw_from = 0
    deal.played = 0
    deal.queue = []
    if rules.exchange:
        deal.queue += [(EXCHANGE, seat) for seat in order]
    if rules.declarations_chosen:
        deal.queue += [(DECLARE, seat) for seat in order]


def lay_out_from(deal: DealBase, obs: Observation, hands: Sequence[int], stock: Sequence[int]) -> None:
    """The fields of a deal consistent with ``obs`` whose hidden cards are ``hands`` and ``stock``."""
    rules = obs.rules
    n = rules.players
    deal._init_rules(rules)
    deal.dealer, deal.deck = obs.dealer, ()
    deal.hands = list(hands)
    deal.stock = list(stock)
    deal.stock_pos = 0
    deal.indicator, deal.trump = obs.trump_indicator, obs.trump
    deal.closed = obs.closed
    deal.leader = obs.leader
    deal.trick = list(obs.trick)
    winning = trick_winner(deal.leader, deal.trick, deal.trump, n)
    deal.best, deal.best_seat = (winning.card, winning.seat) if winning is not None else (-1, -1)
    deal.tricks = [(t.leader, list(t.cards), t.winner) for t in obs.tricks]
    deal.captured = list(obs.card_points)
    deal.tricks_won = list(obs.tricks_won)
    deal.declared = list(obs.declarations)
    deal.decl_points = [declaration_points(d) for d in obs.declarations]
    deal.laid = [obs.laid_down if seat == obs.seat else () for seat in range(n)]
    deal.draws = []
    deal._log = []
    deal._undo = None  # made for search: nothing it plays is taken back
    # Tricks before this point drew from a stock this state never saw.
    deal._draw_from = len(obs.tricks)
    deal.played = obs.played
    deal.phase = obs.phase
    deal.to_move = obs.to_move if obs.to_move is not None else -1
    deal.queue = []
    if obs.phase in (EXCHANGE, DECLARE):
        order = deal_order(rules, obs.dealer)
        kinds = ([EXCHANGE] if rules.exchange else []) + ([DECLARE] if rules.declarations_chosen else [])
        steps = [(k, seat) for k in kinds for seat in order]
        deal.queue = steps[steps.index((obs.phase, deal.to_move)):]
