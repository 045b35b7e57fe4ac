"""Counting into the statistics: a finished deal (from the engine's :class:`DealResult`), a finished
match, an abandoned one; each exactly once, by the ledger of :class:`~.stats.Stats`.

Pure functions from a :class:`~.stats.Stats` value to the next; the file is ``stats.py``'s.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from .stat_lines import _MAX_MARGIN, RECENT_DEALS_LIMIT, RecentDeal, StatLine
from .stats import Stats, _check_key

if TYPE_CHECKING:
    from ..engine.scoring import DealResult


def _with_recent(line: StatLine, day: date | None, outcome: str, margin: int | None, undo: bool) -> StatLine:
    """``line`` with the deal among its recent deals; a deal of no known margin is left out of them."""
    if margin is None or abs(margin) > _MAX_MARGIN:
        return line
    deal = RecentDeal((day or date.today()).isoformat(), outcome, margin, undo)
    return replace(line, recent_deals=(*line.recent_deals, deal)[-RECENT_DEALS_LIMIT:])


def record_deal(
    stats: Stats, variant: str, level: str, human_side: int, result: DealResult, undo_used: bool,
    *, match_id: str | None = None, deal: int | None = None, day: date | None = None,
) -> Stats:
    """Stats with one finished deal added; unchanged if deal ``deal`` of match ``match_id`` is counted already.

    ``result`` is the engine's result of the deal: its deal points, its winner and
    which side was schneider or schwarz.

    A deal played after undo (``undo_used``) is counted as played and won,
    drawn or lost in the ``undo_deals_*`` counters only: the margins, the bests
    and the schneider and schwarz counts stay those of the deals without undo.

    The deal also joins the line's recent deals, dated ``day`` (today if not
    given), marked if played after undo.
    """
    _check_key(variant, level)
    if human_side not in (0, 1) or isinstance(human_side, bool):
        raise ValueError("human_side: must be 0 or 1")
    counted = stats.counted_of(match_id)
    if deal is not None and deal in counted.deals:
        return stats
    me, them = human_side, 1 - human_side
    winner = result.winner
    if deal is not None:
        stats = stats.with_counted(match_id, deals=counted.deals | {deal})
    line = stats.line(variant, level)
    outcome = "drawn" if winner is None else "won" if winner == me else "lost"
    if undo_used:
        line = replace(
            line,
            undo_deals_played=line.undo_deals_played + 1,
            undo_deals_won=line.undo_deals_won + (winner == me),
            undo_deals_drawn=line.undo_deals_drawn + (winner is None),
            undo_deals_lost=line.undo_deals_lost + (winner == them),
        )
        margin = result.deal_points[me] - result.deal_points[them]
        return stats.with_line(variant, level, _with_recent(line, day, outcome, margin, undo=True))
    points, schneider, schwarz = result.deal_points, result.schneider, result.schwarz
    margin = points[me] - points[them]
    # The best deal is one deal: the widest margin (then the most points), its points and margin together.
    best = line.best_margin is None or (margin, points[me]) > (line.best_margin, line.best_deal_points or 0)
    line = replace(
        _with_recent(line, day, outcome, margin, undo=False),
        deals_played=line.deals_played + 1,
        deals_won=line.deals_won + (winner == me),
        deals_drawn=line.deals_drawn + (winner is None),
        total_margin=line.total_margin + margin,
        best_deal_points=points[me] if best else line.best_deal_points,
        best_margin=margin if best else line.best_margin,
        schneider_given=line.schneider_given + schneider[them],
        schneider_taken=line.schneider_taken + schneider[me],
        schwarz_given=line.schwarz_given + schwarz[them],
        schwarz_taken=line.schwarz_taken + schwarz[me],
    )
    return stats.with_line(variant, level, line)


def record_match(
    stats: Stats, variant: str, level: str, won: bool, undo_used: bool, *, match_id: str | None = None
) -> Stats:
    """Stats with one finished match added (its deals are added with :func:`record_deal`).

    Unchanged when the ledger says match ``match_id`` was counted already.

    A match with undo goes into the ``undo_*`` counters only, so the record
    without undo and the streaks stay honest; :attr:`StatLine.all_matches_played`
    counts it with the rest.
    """
    _check_key(variant, level)
    if stats.counted_of(match_id).finished:
        return stats
    stats = stats.with_counted(match_id, finished=True)
    line = stats.line(variant, level)
    if undo_used:
        line = replace(
            line, undo_matches_played=line.undo_matches_played + 1, undo_matches_won=line.undo_matches_won + won
        )
    elif won:
        streak = line.current_streak + 1
        line = replace(
            line,
            matches_played=line.matches_played + 1,
            matches_won=line.matches_won + 1,
            current_streak=streak,
            best_streak=max(line.best_streak, streak),
        )
    else:
        line = replace(line, matches_played=line.matches_played + 1, current_streak=0)
    return stats.with_line(variant, level, line)


def record_abandoned(stats: Stats, variant: str, level: str, *, match_id: str | None = None) -> Stats:
    """Stats with one abandoned match added: left unfinished when a new match started.

    Its finished deals were counted as they ended; the streak is left as it is,
    as for a match with undo (it was neither won nor lost). Unchanged when the
    ledger has match ``match_id`` abandoned or finished already.
    """
    _check_key(variant, level)
    counted = stats.counted_of(match_id)
    if counted.abandoned or counted.finished:
        return stats
    stats = stats.with_counted(match_id, abandoned=True)
    line = stats.line(variant, level)
    return stats.with_line(variant, level, replace(line, matches_abandoned=line.matches_abandoned + 1))
