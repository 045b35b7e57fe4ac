"""Hard's rollouts: how a determinized deal is played out fast and valued (:mod:`.hard` samples the
deals and chooses).

``rollout_card`` is a quick, sensible card for the seat to move; ``rollout`` plays a deal out
with it and ``utility`` values the end for a side. Two players have a fused rollout,
``rollout_utility_2p``, whose replies come from a table (``reply_table``) and which may stop where
the stock runs out and value the closed phase by the fitted estimate (:mod:`.closed_eval`);
``worst_reply`` values a lead of the last open trick at the opponent's best answer. The review of
a deal (:mod:`.review`) and the estimate's fitting (:mod:`.closed_fit`) play the same rollouts.
"""

from __future__ import annotations

import math
import random

from trappola_gui.engine import DealState
from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS

from .closed_eval import ClosedEstimate
from .fast_rules import beats, closed_reply
from .knowledge import open_trick_count

# How much a won deal counts beyond its margin in the search's utility.
WIN_WEIGHT = 20.0
# How often a rollout's leader, and its responder, plays a card at random.
LEAD_SLIP = 0.12
RESP_SLIP = 0.08
# In an open-phase rollout a trump is kept for later unless the trick is worth it; its
# own points count towards keeping it (a high trump spent on a bare trick is control lost).
TRUMP_PTS_KEEP = 0.5
# Extra keep for a trump in the last two open tricks (stock <= 4); 0 measured best.
LATE_TRUMP_KEEP = 0.0
# Where the closed phase is estimated (closed_eval) rather than played out, a won deal's
# weight is spread over the estimate's uncertainty: WIN_WEIGHT * tanh(margin / EVAL_SPREAD).
EVAL_SPREAD = 8.5


def rollout_card(s: DealState, random_: object, pts: tuple[int, ...]) -> int:
    """A quick, sensible card for the seat to move in a determinized state (rollouts)."""
    seat = s.to_move
    hand = s.hands[seat]
    trump = s.trump
    trick = s.trick
    r = random_()  # type: ignore[operator]
    if not trick:
        if r < LEAD_SLIP:
            cards = cards_of(hand)
            return cards[int(random_() * len(cards))]  # type: ignore[operator]
        if s.closed and s.n == 2:
            # Nothing is hidden in a determinized closed phase: cash the sure winners,
            # the richest first, as a counting player would.
            opp = s.hands[1 - seat]
            opp_trumps = opp & SUIT_MASKS[trump]
            win_c, win_k = -1, -1
            for c in cards_of(hand):
                suit_opp = opp & SUIT_MASKS[c // 9]
                if suit_opp >> c:  # a higher card of the suit is out against it
                    continue
                if not suit_opp and c // 9 != trump and opp_trumps:
                    continue
                k = (c // 9 != trump) * 100 + pts[c] * 10 + c % 9
                if k > win_k:
                    win_c, win_k = c, k
            if win_c >= 0:
                return win_c
        m = hand & ~SUIT_MASKS[trump] or hand
        best_c, best_k = -1, 99
        for c in cards_of(m):
            k = pts[c] * 10 + c % 9
            if k < best_k:
                best_c, best_k = c, k
        return best_c
    legal = s.legal_play_mask() if s.closed else hand
    cards = cards_of(legal)
    if r < RESP_SLIP:
        return cards[int(random_() * len(cards))]  # type: ignore[operator]
    best = s.best
    n = s.n
    partner = s.team(s.best_seat) == s.team(seat)
    last = len(trick) == n - 1
    pot = 0
    for c in trick:
        pot += pts[c]
    open_phase = not s.closed
    choice, top = -1, -1e9
    for c in cards:
        cs = c // 9
        is_trump = cs == trump
        if partner:
            v = (pts[c] if last else -pts[c]) - (4 if is_trump else 0) - 0.05 * (c % 9)
        elif beats(c, best, trump):
            if is_trump and (open_phase or n == 4):
                keep = 3.0 + 0.4 * (c % 9)
                if open_phase:
                    keep += TRUMP_PTS_KEEP * pts[c] + (LATE_TRUMP_KEEP if s.stock_size <= 4 else 0.0)
            else:
                keep = 0.3 * pts[c]
            gain = pot + pts[c] + 1.5
            if not last:
                gain *= 0.6
            v = gain - keep
        else:
            v = -(pot + pts[c]) - (2.5 if is_trump else 0) - 0.05 * (c % 9)
        if v > top:
            choice, top = c, v
    return choice


def rollout(s: DealState, rng: random.Random, pts: tuple[int, ...]) -> None:
    """Finish the deal's play with :func:`rollout_card` for every seat (mutates ``s``)."""
    r = rng.random
    play = s.play_card
    for _ in range(s.plays_left()):
        play(rollout_card(s, r, pts))


def utility(s: DealState, side: int) -> float:
    res = s.result()
    m = res.deal_points[side] - res.deal_points[1 - side]
    return m + (WIN_WEIGHT if m > 0 else -WIN_WEIGHT if m < 0 else 0.0)


# ------------------------------------------------------- the two-player rollout, fused
# The same policy as rollout_card for two players without binding declarations, played a
# whole trick per turn of a loop on local variables, with the responder's preferences read
# from tables (a card's value to the responder depends only on it, the card led and the
# phase). Same random draws, same cards, same result: only faster, so more samples fit.

_REPLY_TABLES: dict[tuple[int, tuple[int, ...], int], tuple[tuple[float, ...], ...]] = {}
_LEAD_ORDERS: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}


def reply_table(trump: int, pts: tuple[int, ...], phase: int) -> tuple[tuple[float, ...], ...]:
    """rollout_card's value of each reply to each lead; phase 0 open, 1 open with stock <= 4, 2 closed."""
    key = (trump, pts, phase)
    table = _REPLY_TABLES.get(key)
    if table is None:
        open_phase = phase < 2
        rows = []
        for lead in range(36):
            pot = pts[lead]
            row = []
            for c in range(36):
                cs = c // 9
                is_trump = cs == trump
                # The expressions of rollout_card, in its order, so the floats are the same.
                if beats(c, lead, trump):
                    if is_trump and open_phase:
                        keep = 3.0 + 0.4 * (c % 9)
                        keep += TRUMP_PTS_KEEP * pts[c] + (LATE_TRUMP_KEEP if phase == 1 else 0.0)
                    else:
                        keep = 0.3 * pts[c]
                    gain = pot + pts[c] + 1.5
                    v = gain - keep
                else:
                    v = -(pot + pts[c]) - (2.5 if is_trump else 0) - 0.05 * (c % 9)
                row.append(v)
            rows.append(tuple(row))
        table = _REPLY_TABLES[key] = tuple(rows)
    return table


def _lead_order(trump: int, pts: tuple[int, ...]) -> tuple[int, ...]:
    """rollout_card's cheap lead, as a preference order: non-trumps first, then by points and rank."""
    key = (trump, pts)
    order = _LEAD_ORDERS.get(key)
    if order is None:
        order = _LEAD_ORDERS[key] = tuple(sorted(range(36), key=lambda c: (c // 9 == trump, pts[c] * 10 + c % 9, c)))
    return order


def rollout_utility_2p(s: DealState, rnd: random.Random, pts: tuple[int, ...], side: int,
                       judge: ClosedEstimate | None = None) -> float:
    """``rollout`` then ``utility`` for a two-player deal without binding declarations (``s`` is not changed).

    With ``judge`` (:mod:`.closed_eval`), the rollout stops where the closed phase begins
    and the closed phase is estimated instead of played (unless a side has no trick yet).
    """
    r = rnd.random
    trump = s.trump
    trump_mask = SUIT_MASKS[trump]
    must_win = s.rules.must_win
    lead_order = _lead_order(trump, pts)
    tables = (reply_table(trump, pts, 0), reply_table(trump, pts, 1), reply_table(trump, pts, 2))
    hands = s.hands
    leader = s.leader
    hl, ho = hands[leader], hands[1 - leader]
    stock, pos, n_stock = s.stock, s.stock_pos, len(s.stock)
    closed = s.closed
    cap = list(s.captured)
    won = list(s.tricks_won)
    a = s.trick[0] if s.trick else -1
    winner = leader
    # Estimate only at the closed phase's first lead, the positions the weights are fitted on.
    if closed and len(s.tricks) != open_trick_count(s.rules):
        judge = None
    while True:
        if judge is not None and closed and a < 0:
            if won[0] and won[1]:  # (a trickless side's bonus hangs on one trick: played out)
                f = judge.value(hl, ho)
                decl = s.decl_points
                m0 = cap[0] - cap[1] + decl[0] - decl[1] + (f if leader == 0 else -f)
                m = m0 if side == 0 else -m0
                return m + WIN_WEIGHT * math.tanh(m / EVAL_SPREAD)
            judge = None
        if a < 0:
            # The lead.
            x = r()
            if x < LEAD_SLIP:
                cards = cards_of(hl)
                a = cards[int(r() * len(cards))]
            else:
                a = -1
                if closed:
                    opp_trumps = ho & trump_mask
                    win_k = -1
                    for c in cards_of(hl):
                        suit_opp = ho & SUIT_MASKS[c // 9]
                        if suit_opp >> c:
                            continue
                        if not suit_opp and c // 9 != trump and opp_trumps:
                            continue
                        k = (c // 9 != trump) * 100 + pts[c] * 10 + c % 9
                        if k > win_k:
                            a, win_k = c, k
                if a < 0:
                    for c in lead_order:
                        if hl >> c & 1:
                            a = c
                            break
            hl ^= 1 << a
        # The reply.
        x = r()
        if closed:
            legal = closed_reply(ho, a, trump, must_win)
        else:
            legal = ho
        cards = cards_of(legal)
        if x < RESP_SLIP:
            b = cards[int(r() * len(cards))]
        else:
            row = tables[2 if closed else 1 if n_stock - pos <= 4 else 0][a]
            b, top = -1, -1e9
            for c in cards:
                v = row[c]
                if v > top:
                    b, top = c, v
        ho ^= 1 << b
        if beats(b, a, trump):
            leader = 1 - leader
            hl, ho = ho, hl
        winner = leader
        cap[leader] += pts[a] + pts[b]
        won[leader] += 1
        a = -1
        if not closed:
            hl |= 1 << stock[pos]
            ho |= 1 << stock[pos + 1]
            pos += 2
            closed = pos >= n_stock
        elif not hl:
            break
    decl = s.decl_points
    total = [cap[0] + decl[0], cap[1] + decl[1]]
    total[winner] += LAST_TRICK_BONUS
    for t in (0, 1):
        if won[t] == 0:
            total[1 - t] += SCHWARZ_BONUS if decl[t] == 0 else SCHNEIDER_BONUS
    m = total[side] - total[1 - side]
    return m + (WIN_WEIGHT if m > 0 else -WIN_WEIGHT if m < 0 else 0.0)


def worst_reply(det: DealState, card: int, stream: int, pts: tuple[int, ...], side: int,
                judge: ClosedEstimate | None) -> float:
    """``card`` played in ``det``, then (if it was a lead) the opponent's best reply; the rest
    by :func:`rollout_utility_2p` with the random ``stream``."""
    s = det.clone()
    s.play_card(card)
    if not s.trick:
        return rollout_utility_2p(s, random.Random(stream), pts, side, judge)
    worst = math.inf
    for b in cards_of(s.hands[s.to_move]):
        t = s.clone()
        t.play_card(b)
        worst = min(worst, rollout_utility_2p(t, random.Random(stream), pts, side, judge))
    return worst
