"""What the two-player closed phase is worth, estimated without searching it.

Hard's open-phase rollouts used to play the closed phase out card by card
with a rule of thumb: the mean of a hundred such play-outs missed the exact
(solved) value by 10 points (standard deviation over classic positions where
the stock has just run out), a single one by 12 to 15. Here the closed phase
is judged instead by a function of what decides it (trumps held and over
whom, sure winners, points in hand and how well they are guarded, suits one
side can ruff) and of one greedy play-out without random slips: linear in
those features, in the play-out's margin and in each feature times the margin,
and quadratic in the features (the product of every pair); it misses by
4.4 to 6.1 points (each rule set's figures are in :mod:`.closed_weights`).
The weights are fitted by least squares to positions solved exactly
(:mod:`.closed_fit`; ``python -m trappola_gui.ai fit-closed`` writes
:mod:`.closed_weights`), one set of weights for each point scale, deck and
"must win" rule.

Everything is from the view of the side to lead the closed phase's first
trick: the estimate is the points it will take in the closed phase (cards and
the last trick's bonus) minus the points its opponent will.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import mul

from trappola_gui.engine.cards import SUIT_MASKS, cards_of
from trappola_gui.engine.rules import Rules
from trappola_gui.engine.scoring import LAST_TRICK_BONUS
from trappola_gui.engine.tricks import closed_response

from .fast_rules import beats

# Per suit, for (my cards, their cards) as 9-bit masks and a point scale: my points there,
# my sure winners (cards above all of theirs, from the top down) and their points, the points
# of my top card if it is above all of theirs, and my points under a card of theirs.
_SUIT_STATS: dict[tuple[int, ...], dict[int, tuple[int, int, int, int, int]]] = {}

FEATURE_NAMES = (
    "points", "trumps", "trump points", "top trumps", "sure winners", "sure winner points", "voids",
    "guarded top points", "unguarded points", "ruffable points", "more trumps", "trumps up to 5",
)
N_SIDE = len(FEATURE_NAMES)
# The leader's features, the other side's, the greedy play-out's margin, a constant, then
# each side's features again times the play-out's margin over GREEDY_SCALE (what a feature is
# worth depends on who is ahead: on held-out classic positions these products took the miss
# from 7.1 to 6.4 points), and last the product of every pair of side features, a square
# included (what a feature is worth depends on the others: trumps matter more to a hand with
# points to bring home; on held-out classic positions these took the miss from 6.8 to 5.4 points).
N_PAIRS = 2 * N_SIDE * (2 * N_SIDE + 1) // 2
N_FEATURES = 4 * N_SIDE + 2 + N_PAIRS
GREEDY = 2 * N_SIDE  # the play-out's margin's place among the features
PAIRS = 4 * N_SIDE + 2  # where the pairs' products begin
GREEDY_SCALE = 16.0
# A 9-bit suit mask's highest and lowest rank (the greedy play-out's leads).
_TOP = tuple(m.bit_length() - 1 for m in range(512))
_LOW = tuple((m & -m).bit_length() - 1 for m in range(512))


def weights_key(rules: Rules) -> str:
    """The weights that suit ``rules``: point scale, deck and the must-win rule."""
    return f"{rules.points}/{rules.deck}/{'must_win' if rules.must_win else 'free'}"


def _suit_stats(rank_pts: tuple[int, ...]) -> dict[int, tuple[int, int, int, int, int]]:
    table = _SUIT_STATS.get(rank_pts)
    if table is None:
        table = _SUIT_STATS[rank_pts] = {}
    return table


def _stats(table: dict[int, tuple[int, int, int, int, int]], rank_pts: tuple[int, ...],
           m: int, t: int) -> tuple[int, int, int, int, int]:
    key = m << 9 | t
    got = table.get(key)
    if got is None:
        pts_m = n_sure = p_sure = top = unguarded = 0
        sure = first = True
        for r in range(8, -1, -1):
            if m >> r & 1:
                p = rank_pts[r]
                pts_m += p
                if t >> r:  # a card of theirs is above it
                    sure = False
                    unguarded += p
                else:
                    if first:
                        top = p
                    if sure:
                        n_sure += 1
                        p_sure += p
                first = False
        got = table[key] = (pts_m, n_sure, p_sure, top, unguarded)
    return got


def side_features(h: int, o: int, trump: int, rank_pts: tuple[int, ...]) -> list[float]:
    """The :data:`FEATURE_NAMES` of hand ``h`` against hand ``o`` (everything else is played)."""
    table = _suit_stats(rank_pts)
    tc = (h >> 9 * trump & 511).bit_count()
    oc = (o >> 9 * trump & 511).bit_count()
    points = sure_n = sure_p = voids = top = unguarded = ruffable = 0
    trump_pts = top_trumps = 0
    for s in range(4):
        m = h >> 9 * s & 511
        t = o >> 9 * s & 511
        pm, n_sure, p_sure, top_p, ung = _stats(table, rank_pts, m, t)
        points += pm
        if s == trump:
            trump_pts, top_trumps = pm, n_sure
            sure_n += n_sure
            sure_p += p_sure
            continue
        if not m:
            voids += 1
            if tc:
                ruffable += _stats(table, rank_pts, t, 0)[0]
            continue
        if t or not oc:  # a suit they are void in is theirs to ruff
            sure_n += n_sure
            sure_p += p_sure
        top += top_p
        unguarded += ung
    return [points, tc, trump_pts, top_trumps, sure_n, sure_p, voids, top, unguarded, ruffable,
            1.0 if tc > oc else 0.0, min(tc, 5)]


def greedy_closed(hl: int, ho: int, trump: int, pts: Sequence[int], must_win: bool,
                  reply_row: Sequence[Sequence[float]], memo: dict[int, int] | None = None) -> int:
    """The closed phase played out by Hard's rule of thumb without slips: the leader's points
    (cards and the last trick) minus the other side's.

    The lead is :func:`.hard_rollout.rollout_card`'s, found suit by suit: only a suit's top card
    can be its richest sure winner, and only its lowest card its cheapest lead.

    ``memo`` (one dict for calls that share trump, points, must-win and ``reply_row``) keeps
    the value of every position passed, so a play-out that reaches one already played stops
    there: a search's rollouts often meet the same closed-phase positions.
    """
    trump_mask = SUIT_MASKS[trump]
    margin = 0
    sign = 1  # +1 while the first leader leads
    passed: list[tuple[int, int, int]] = []  # (position, sign, margin) before each trick
    while hl:
        if memo is not None:
            key = hl << 36 | ho
            known = memo.get(key)
            if known is not None:
                margin += sign * known
                break
            passed.append((key, sign, margin))
        opp_trumps = ho & trump_mask
        a, win_k = -1, -1
        low, low_k = -1, 1 << 30
        for s in range(4):
            m = hl >> 9 * s & 511
            if not m:
                continue
            t = ho >> 9 * s & 511
            top = _TOP[m]
            if not t >> top and (t or s == trump or not opp_trumps):
                k = (s != trump) * 100 + pts[9 * s + top] * 10 + top
                if k > win_k:
                    a, win_k = 9 * s + top, k
            r = _LOW[m]
            k = (s == trump) * 1000 + pts[9 * s + r] * 10 + r
            if k < low_k:
                low, low_k = 9 * s + r, k
        if a < 0:
            a = low
        hl ^= 1 << a
        legal = closed_response(ho, a // 9, a, trump, must_win)
        row = reply_row[a]
        b, best = -1, -1e9
        for c in cards_of(legal):
            v = row[c]
            if v > best:
                b, best = c, v
        ho ^= 1 << b
        if beats(b, a, trump):
            sign = -sign
            hl, ho = ho, hl
        margin += sign * (pts[a] + pts[b])
    else:
        margin += sign * LAST_TRICK_BONUS
    if memo is not None:
        for key, sg, before in passed:
            memo[key] = (margin - before) * sg
    return margin


def features(hl: int, ho: int, trump: int, pts: Sequence[int], rank_pts: tuple[int, ...], must_win: bool,
             reply_row: Sequence[Sequence[float]]) -> list[float]:
    """Everything the estimate weighs, for the leader's hand ``hl`` against ``ho``."""
    sides = side_features(hl, ho, trump, rank_pts) + side_features(ho, hl, trump, rank_pts)
    g = greedy_closed(hl, ho, trump, pts, must_win, reply_row)
    scaled = g / GREEDY_SCALE
    pairs = [x * y for i, x in enumerate(sides) for y in sides[i:]]
    return sides + [g, 1.0] + [x * scaled for x in sides] + pairs


def estimate(weights: Sequence[float], feats: Sequence[float]) -> float:
    total = 0.0
    for w, x in zip(weights, feats, strict=True):
        total += w * x
    return total


class ClosedEstimate:
    """:func:`estimate` of :func:`features` with fixed weights, for one search.

    The same value, summed without building the feature list; every position's value
    and the greedy play-out's are remembered, since a search's rollouts often reach the
    same closed-phase positions. The deal's trump, point scale, must-win rule and reply
    table are fixed when it is made (the remembered values hold only for them); it grows
    with the positions it is asked about, so it lives for one decision.
    """

    __slots__ = ("w_sides", "w_greedy", "w_const", "w_products", "w_pairs", "values", "greedy_memo",
                 "trump", "pts", "rank_pts", "must_win", "reply_row")

    def __init__(self, weights: Sequence[float], trump: int, pts: Sequence[int], must_win: bool,
                 reply_row: Sequence[Sequence[float]]) -> None:
        """``reply_row`` is the closed phase's reply table (:func:`.hard_rollout.reply_table`, phase 2)."""
        self.trump, self.pts, self.must_win, self.reply_row = trump, pts, must_win, reply_row
        self.rank_pts = tuple(pts[:9])
        if len(weights) != N_FEATURES:
            raise ValueError(f"{len(weights)} weights for {N_FEATURES} features")
        self.w_sides = tuple(weights[:GREEDY])
        self.w_greedy, self.w_const = weights[GREEDY], weights[GREEDY + 1]
        self.w_products = tuple(weights[GREEDY + 2:PAIRS])
        # The pairs' weights by first feature: row i weighs feature i times features i, i+1, ...
        rows = []
        start = PAIRS
        for i in range(GREEDY):
            rows.append(tuple(weights[start:start + GREEDY - i]))
            start += GREEDY - i
        self.w_pairs = tuple(rows)
        self.values: dict[int, float] = {}
        self.greedy_memo: dict[int, int] = {}

    def value(self, hl: int, ho: int) -> float:
        """The estimate for the leader's hand ``hl`` against ``ho``."""
        key = hl << 36 | ho
        v = self.values.get(key)
        if v is None:
            trump, rank_pts = self.trump, self.rank_pts
            sides = side_features(hl, ho, trump, rank_pts) + side_features(ho, hl, trump, rank_pts)
            g = greedy_closed(hl, ho, trump, self.pts, self.must_win, self.reply_row, self.greedy_memo)
            v = (sum(map(mul, self.w_sides, sides)) + self.w_greedy * g + self.w_const
                 + g / GREEDY_SCALE * sum(map(mul, self.w_products, sides)))
            for i, row in enumerate(self.w_pairs):
                x = sides[i]
                if x:
                    v += x * sum(map(mul, row, sides[i:]))
            self.values[key] = v
        return v
