"""Exact play of the two-player closed phase, where no card is hidden any more.

Once the stock is empty every unseen card is in the opponent's hand, so the
rest of the deal is a game of perfect information. :class:`ClosedSolver`
searches it with alpha-beta and a transposition table keyed on (both hands,
the leader, the card led, which sides have won a trick, which declarations
still count) that also remembers each position's best card (tried first next
time), and cuts a position off at once when the points still to play cannot
take the margin past the search window. It returns the final deal-point
margin under best play: card
points, the last-trick bonus, schneider and schwarz, and the forfeits of
"declarations bind" all included.
"""

from __future__ import annotations

from trappola_gui.engine import DealState
from trappola_gui.engine.cards import cards_of
from trappola_gui.engine.scoring import LAST_TRICK_BONUS, SCHNEIDER_BONUS, SCHWARZ_BONUS

from .base import POINTS
from .fast_rules import closed_reply
from .search_table import SearchLimit, Table, tt_probe

_INF = 10_000


class ClosedSolver:
    """Best play of a two-player closed phase; values are side 0's margin."""

    def __init__(self, state: DealState, tt: Table | None = None, node_limit: int = 0) -> None:
        if state.n != 2 or not state.closed or state.phase != "play":
            raise ValueError("the solver plays the two-player closed phase only")
        self.trump = state.trump
        self.pts = POINTS[state.rules.points]
        self.must_win = state.rules.must_win
        self.bind = state.rules.declarations_bind
        # Declared combinations that can still be forfeited: (owner side, mask, points).
        self.combos: list[tuple[int, int, int]] = []
        from trappola_gui.engine.declarations import ALL_COMBINATIONS

        for seat in range(2):
            for m in state.declared[seat]:
                self.combos.append((seat, m, ALL_COMBINATIONS[m]))
        self.base_decl = list(state.decl_points)
        self.tt: Table = {} if tt is None else tt
        self.nodes = 0
        # A search past this many nodes raises SearchLimit (0: no limit), for callers with a budget.
        self.node_limit = node_limit or 1 << 62
        pts = self.pts
        self._chunk_pts = tuple(sum(pts[r] for r in range(9) if m >> r & 1) for m in range(512))

    # ------------------------------------------------------------- helpers
    def _decl(self, alive: int) -> tuple[int, int]:
        if not self.bind:
            return self.base_decl[0], self.base_decl[1]
        d = [0, 0]
        for i, (owner, _, p) in enumerate(self.combos):
            if alive >> i & 1:
                d[owner] += p
        return d[0], d[1]

    def _legal(self, hand: int, lead: int) -> int:
        return closed_reply(hand, lead, self.trump, self.must_win)

    def _moves(self, hand: int, lead: int, rest: int) -> list[int]:
        """Legal cards, one per run of equivalent cards, in a good search order.

        ``rest`` is every card still in play: both hands and the card led, if
        any. Two cards of a suit are equivalent only if no card in play lies
        between them; leaving out the card led would merge a card that ducks
        under it with one that beats it.
        """
        legal = self._legal(hand, lead)
        cards: list[int] | tuple[int, ...] = cards_of(legal)
        pts = self.pts
        if not self.bind and len(cards) > 1:
            if lead >= 0:
                rest |= 1 << lead
            kept: list[int] = []
            prev = -1
            for c in cards:
                # Same suit, same points, nothing in play between them: they play alike.
                if (prev >= 0 and prev // 9 == c // 9 and pts[prev] == pts[c]
                        and not rest & ((1 << c) - (2 << prev))):
                    kept[-1] = c  # keep the higher one
                else:
                    kept.append(c)
                prev = c
            cards = kept
        if lead < 0:
            # Leads: high cards first (they end searches quickly).
            return sorted(cards, key=lambda c: -(c % 9))
        trump = self.trump
        ls = lead // 9

        def order(c: int) -> tuple[int, int]:
            s = c // 9
            wins = (s == ls and c > lead) or (s == trump and ls != trump)
            return (0, c % 9) if wins else (1, pts[c] * 16 + c % 9)

        return sorted(cards, key=order)

    # -------------------------------------------------------------- search
    def _search(self, h0: int, h1: int, leader: int, lead: int, won: int, alive: int,
                alpha: int, beta: int) -> int:
        """Side 0's future margin from here (terminal bonuses included)."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchLimit
        # No line can swing more than the points left, the last trick, a no-trick bonus
        # and (where declarations bind) every combination still at stake.
        rest = h0 | h1
        pt = self._chunk_pts
        room = (pt[rest & 511] + pt[rest >> 9 & 511] + pt[rest >> 18 & 511] + pt[rest >> 27]
                + LAST_TRICK_BONUS + self._alive_pts(alive))
        if lead >= 0:
            room += self.pts[lead]
        top = room + (0 if won & 2 else SCHWARZ_BONUS)
        if top <= alpha:
            return top
        bottom = -room - (0 if won & 1 else SCHWARZ_BONUS)
        if bottom >= beta:
            return bottom
        key = (h0, h1, leader, lead, won, alive)
        entry = self.tt.get(key)
        first = -1
        if entry is not None:
            settled, alpha, beta, first = tt_probe(entry, alpha, beta)
            if settled is not None:
                return settled
        a0, b0 = alpha, beta
        mover = leader if lead < 0 else 1 - leader
        hand = h0 if mover == 0 else h1
        maximize = mover == 0
        best = -_INF if maximize else _INF
        best_move = -1
        moves = self._moves(hand, lead, rest)
        if first >= 0 and first in moves and moves[0] != first:
            moves.remove(first)
            moves.insert(0, first)
        for c in moves:
            bit = 1 << c
            n0, n1 = (h0 ^ bit, h1) if mover == 0 else (h0, h1 ^ bit)
            if lead < 0:
                v = self._search(n0, n1, leader, c, won, alive, alpha, beta)
            else:
                v = self._finish(n0, n1, leader, lead, c, won, alive, alpha, beta)
            if maximize:
                if v > best:
                    best, best_move = v, c
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best, best_move = v, c
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        lo, hi = (entry[0], entry[1]) if entry is not None else (-_INF, _INF)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi, best_move)
        return best

    def _alive_pts(self, alive: int) -> int:
        if not alive:
            return 0
        total = 0
        for i, (_, _, p) in enumerate(self.combos):
            if alive >> i & 1:
                total += p
        return total

    def _finish(self, h0: int, h1: int, leader: int, lead: int, card: int, won: int, alive: int,
                alpha: int, beta: int) -> int:
        """Resolve a trick just completed by ``card``; its value plus the rest of the deal."""
        s, ls = card // 9, lead // 9
        if s == ls:
            winner = 1 - leader if card > lead else leader
        elif s == self.trump:
            winner = 1 - leader
        else:
            winner = leader
        sign = 1 if winner == 0 else -1
        gained = sign * (self.pts[lead] + self.pts[card])
        won |= 1 << winner
        if self.bind and alive:
            tmask = 1 << lead | 1 << card
            for i, (owner, m, p) in enumerate(self.combos):
                if alive >> i & 1 and owner != winner and m & tmask:
                    alive &= ~(1 << i)
                    gained += -p if owner == 0 else p
        if not (h0 | h1):
            gained += sign * LAST_TRICK_BONUS
            d0, d1 = self._decl(alive)
            if not won & 1:
                gained -= SCHWARZ_BONUS if d0 == 0 else SCHNEIDER_BONUS
            if not won & 2:
                gained += SCHWARZ_BONUS if d1 == 0 else SCHNEIDER_BONUS
            return gained
        return gained + self._search(h0, h1, winner, -1, won, alive, alpha - gained, beta - gained)

    # ---------------------------------------------------------------- root
    def _root(self, state: DealState) -> tuple[int, int, int, int, int, int, int]:
        """The search's view of ``state``: hands, leader, card led (or -1), sides that won a
        trick, live combinations, and side 0's margin so far."""
        h0, h1 = state.hands
        lead = state.trick[0] if state.trick else -1
        won = (1 if state.tricks_won[0] else 0) | (2 if state.tricks_won[1] else 0)
        alive = (1 << len(self.combos)) - 1
        base = state.captured[0] - state.captured[1] + state.decl_points[0] - state.decl_points[1]
        return h0, h1, state.leader, lead, won, alive, base

    def root_values(self, state: DealState) -> dict[int, int]:
        """For each legal card (one per equivalent run), side 0's final margin if played.

        The best card's value is exact; a worse card's value may be only an
        upper (for side 0 to move) or lower bound that proves it worse.
        """
        h0, h1, leader, lead, won, alive, base = self._root(state)
        mover = state.to_move
        maximize = mover == 0
        out: dict[int, int] = {}
        best = -_INF if maximize else _INF
        hand = h0 if mover == 0 else h1
        for c in self._moves(hand, lead, h0 | h1):
            bit = 1 << c
            n0, n1 = (h0 ^ bit, h1) if mover == 0 else (h0, h1 ^ bit)
            alpha, beta = (best, _INF) if maximize else (-_INF, best)
            if lead < 0:
                v = self._search(n0, n1, leader, c, won, alive, alpha, beta)
            else:
                v = self._finish(n0, n1, leader, lead, c, won, alive, alpha, beta)
            out[c] = v + base
            if (maximize and v > best) or (not maximize and v < best):
                best = v
        return out

    def move_values(self, state: DealState) -> dict[int, int]:
        """Every legal card's exact final margin (side 0's view), each searched with a full window.

        Slower than :meth:`root_values`, which may return bounds for worse cards
        and one card per equivalent run; for tests and for weighing close moves.
        """
        h0, h1, leader, lead, won, alive, base = self._root(state)
        mover = state.to_move
        out: dict[int, int] = {}
        for c in cards_of(self._legal(h0 if mover == 0 else h1, lead)):
            bit = 1 << c
            n0, n1 = (h0 ^ bit, h1) if mover == 0 else (h0, h1 ^ bit)
            if lead < 0:
                v = self._search(n0, n1, leader, c, won, alive, -_INF, _INF)
            else:
                v = self._finish(n0, n1, leader, lead, c, won, alive, -_INF, _INF)
            out[c] = v + base
        return out

    def window_value(self, state: DealState, alpha: int = -_INF, beta: int = _INF) -> int:
        """Side 0's final margin from ``state`` (a trick's start) if inside (alpha, beta), else a bound.

        A value at or below ``alpha`` is an upper bound, one at or above ``beta`` a lower bound.
        """
        if state.trick:
            raise ValueError("window_value starts at a trick's lead")
        if state.is_over:
            return state.result().margin
        h0, h1, leader, _, won, alive, base = self._root(state)
        return base + self._search(h0, h1, leader, -1, won, alive, alpha - base, beta - base)

    def value(self, state: DealState) -> int:
        """Side 0's final deal-point margin under best play from ``state``."""
        vals = self.root_values(state)
        return max(vals.values()) if state.to_move == 0 else min(vals.values())


def best_card(state: DealState) -> tuple[int, int]:
    """The card maximising the mover's side's final margin, and that margin (side 0's view)."""
    solver = ClosedSolver(state)
    vals = solver.root_values(state)
    if state.to_move == 0:
        card = max(vals, key=lambda c: (vals[c], -list(vals).index(c)))
    else:
        card = min(vals, key=lambda c: (vals[c], list(vals).index(c)))
    return card, vals[card]
