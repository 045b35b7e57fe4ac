"""An exact solver of the play of a Trappola 1524 deal (docs/historical.md 5-6) with every hand known.

The value of a position is the deal-point margin still to come, for the seat to lead (negamax):
the card points of the tricks left, 10 for each trick won with a deuce, and at the end the
last trick's 6 or, when the last trick is won with a deuce, 26 for each trick of the final run
of deuce tricks instead of their 10s and the 6. The run may begin before the position: it then
belongs to the seat leading now (who won the trick before), so a position is its two hands and
the length of that run. The rule values are the engine's (``historical``); the test checks this
fast path on card masks against the engine's own score on random endings. Which cards it tries,
and in which order: :mod:`.historical_moves`.

With the option that binds declarations, a declared set is forfeited when the opponent takes a
trick holding one of its cards; the sets still at risk are part of the position then.

>>> from trappola_gui.engine.cards import mask_of, parse_card
>>> def hand(text): return mask_of(parse_card(c) for c in text.split())
>>> Solver().lead_value(hand("2S 2C"), hand("TH 9H"), 0)  # two deuce tricks end the deal: 2 x 26
52
>>> Solver().lead_value(hand("AS KH"), hand("7S QH"), 0)  # AS takes 6, KH takes 9 and the last 6
21
"""

from __future__ import annotations

from collections.abc import Sequence

from trappola_gui.engine import historical as h
from trappola_gui.engine.cards import NUM_CARDS, cards_of
from trappola_gui.engine.state import DealState

from .fast_rules import LEAD_HOLDS_1524
from .historical_moves import (
    DISCARD_KEY,
    FOLLOW_ORDER,
    PTS,
    by_rank,
    moves,
    representatives,
    suit_bits,
    suit_moves,
)
from .search_table import tt_probe

SUIT = tuple(c // 9 for c in range(NUM_CARDS))
DEUCE = tuple(h.is_deuce(c) for c in range(NUM_CARDS))
DEUCE_BONUS = h.DEUCE_TRICK_BONUS
LAST_BONUS = h.LAST_TRICK_BONUS
# What each trick of the final run adds to the 10 it scored already.
ENDING_EXTRA = h.DEUCE_ENDING_BONUS - h.DEUCE_TRICK_BONUS
INF = 1 << 20

class Solver:
    """Alpha-beta with a transposition table of bounds, on card masks.

    ``sets`` lists the declared sets at risk under the binding option as ``(mask, points)``;
    empty otherwise. A solver may be reused for many positions of one deal (its table is
    keyed by the position only) but not across different ``sets``.
    """

    def __init__(self, sets: Sequence[tuple[int, int]] = ()) -> None:
        self.sets = tuple(sets)
        self.table: dict[tuple[int, int, int, int], tuple[int, int, int]] = {}
        self.nodes = 0

    # ---------------------------------------------------------- binding option
    def _forfeit(self, live: int, lead: int, reply: int, leader_wins: bool) -> tuple[int, int]:
        """(points the trick's winner gains by the loser's forfeited sets, the sets still at risk)."""
        gain = 0
        lost_card = reply if leader_wins else lead
        for i, (mask, points) in enumerate(self.sets):
            if live >> i & 1 and mask >> lost_card & 1:
                gain += points
                live &= ~(1 << i)
        return gain, live

    def _prune(self, live: int, cards_out: int) -> int:
        """Sets with no card left in a hand can no longer be forfeited."""
        for i, (mask, _) in enumerate(self.sets):
            if live >> i & 1 and not mask & cards_out:
                live &= ~(1 << i)
        return live

    # ------------------------------------------------------------------ search
    def lead_value(self, hl: int, hf: int, run: int, live: int = 0,
                   alpha: int = -INF, beta: int = INF) -> int:
        """The margin to come for the seat to lead holding ``hl`` against ``hf`` (as many cards).

        ``run`` counts the deuce tricks the leader won last in a row; ``live`` the sets at risk.
        """
        self.nodes += 1
        key = (hl, hf, run, live)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            settled, alpha, beta, first = tt_probe(entry, alpha, beta)
            if settled is not None:
                return settled
        a0, b0 = alpha, beta
        best, best_card = -INF, -1
        leads = moves(hl, hf)
        if first >= 0 and first in leads:
            leads.remove(first)
            leads.insert(0, first)
        last = hl & (hl - 1) == 0
        for lead in leads:
            v = self._after_lead(hl ^ (1 << lead), hf, lead, run, live, last, alpha, beta)
            if v > best:
                best, best_card = v, lead
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        lo = best if best > a0 else -INF
        hi = best if best < b0 else INF
        if entry is not None:
            lo, hi = max(lo, entry[0]), min(hi, entry[1])
        self.table[key] = (lo, hi, best_card)
        return best

    def _after_lead(self, hl: int, hf: int, lead: int, run: int, live: int, last: bool,
                    alpha: int, beta: int) -> int:
        """The leader's value once ``lead`` is on the table (``hl`` without it): the follower's best reply."""
        suit = SUIT[lead]
        follow = suit_moves(hf, hl | 1 << lead, suit)
        replies: Sequence[int] = (FOLLOW_ORDER[lead][suit_bits(follow)] if follow
                                  else sorted(moves(hf, hl), key=DISCARD_KEY.__getitem__))
        worst = INF
        # trick_value inlined (the innermost loop of the search): the leader's value of each reply.
        points = PTS[lead]
        holds = LEAD_HOLDS_1524
        row = lead * 36
        won_run = run + 1 if DEUCE[lead] else 0
        lead_bonus = DEUCE_BONUS if won_run else 0
        for reply in replies:
            b = beta if beta < worst else worst
            rest = hf ^ (1 << reply)
            gain = points + PTS[reply]
            leader_wins = holds[row + reply]
            after = live
            if live:
                extra, after = self._forfeit(live, lead, reply, leader_wins)
                gain += extra
                after = self._prune(after, hl | rest)
            if leader_wins:
                gain += lead_bonus
                if last:
                    v = gain + (ENDING_EXTRA * won_run if won_run else LAST_BONUS)
                else:
                    v = gain + self.lead_value(hl, rest, won_run, after, alpha - gain, b - gain)
            elif last:
                v = -(gain + LAST_BONUS)
            else:
                v = -(gain + self.lead_value(rest, hl, 0, after, -b - gain, -alpha - gain))
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def trick_value(self, hl: int, hf: int, lead: int, reply: int, run: int, live: int, last: bool,
                    alpha: int = -INF, beta: int = INF) -> int:
        """The leader's value of the trick ``lead``, ``reply`` and all that follows (hands without them)."""
        leader_wins = LEAD_HOLDS_1524[lead * 36 + reply]
        gain = PTS[lead] + PTS[reply]
        if live:
            extra, live = self._forfeit(live, lead, reply, leader_wins)
            gain += extra
            live = self._prune(live, hl | hf)
        if leader_wins:
            run = run + 1 if DEUCE[lead] else 0
            if run:
                gain += DEUCE_BONUS
            if last:
                return gain + (ENDING_EXTRA * run if run else LAST_BONUS)
            return gain + self.lead_value(hl, hf, run, live, alpha - gain, beta - gain)
        # The follower wins with a higher card of the suit: never a deuce, the lowest card.
        if last:
            return -(gain + LAST_BONUS)
        return -(gain + self.lead_value(hf, hl, 0, live, -beta - gain, -alpha - gain))


# ------------------------------------------------------------------ positions of the engine
def trailing_run(tricks: Sequence[tuple[int, Sequence[int], int]]) -> int:
    """The deuce tricks the winner of the last trick won last in a row (0 if none)."""
    if not tricks:
        return 0
    closer = tricks[-1][2]
    run = 0
    for t in reversed(tricks):
        if t[2] != closer or not h.is_deuce(h.winning_card(t)):
            break
        run += 1
    return run


def risk_sets(state: DealState) -> tuple[list[tuple[int, int]], int]:
    """The declared sets that may still be forfeited (binding option) and their live bits."""
    if not state.rules.declarations_bind:
        return [], 0
    sets = [(m, h.SETS[m]) for seat in (0, 1) for m in state.declared[seat]]
    out = state.hands[0] | state.hands[1]
    for c in state.trick:
        out |= 1 << c
    live = sum(1 << i for i, (m, _) in enumerate(sets) if m & out)
    return sets, live


def card_values(state: DealState, solver: Solver | None = None) -> dict[int, int]:
    """Each legal card's exact margin to come for the seat to move (``state`` in play, all known)."""
    seat = state.to_move
    sets, live = risk_sets(state)
    solver = solver or Solver(sets)
    run = trailing_run(state.tricks)
    mine, theirs = state.hands[seat], state.hands[1 - seat]
    out: dict[int, int] = {}
    legal = state.legal_play_mask()
    if not state.trick:
        last = mine & (mine - 1) == 0
        reps = representatives(legal, theirs)
        for lead in by_rank(reps):
            out[lead] = solver._after_lead(mine ^ (1 << lead), theirs, lead, run, live, last, -INF, INF)
    else:
        lead = state.trick[0]
        last = mine & (mine - 1) == 0
        for reply in by_rank(representatives(legal, theirs | 1 << lead)):
            out[reply] = -solver.trick_value(theirs, mine ^ (1 << reply), lead, reply, run, live, last)
    return _spread(out, legal)


def _spread(values: dict[int, int], legal: int) -> dict[int, int]:
    """The values of representatives copied to every card equivalent to them."""
    out = dict(values)
    for c in cards_of(legal):
        if c in out:
            continue
        s = SUIT[c]
        # The representative is the lowest card of the run of plain cards holding c.
        below = [r for r in out if SUIT[r] == s and r < c and r % 9 < 4]
        rep = max(below)
        out[c] = out[rep]
    return out


def solve(state: DealState) -> int:
    """The exact margin to come for the seat to move under best play of both (all hands known)."""
    return max(card_values(state).values())
