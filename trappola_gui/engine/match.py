"""A match: deals in turn, match points and the winner (docs/rules.md section 6).

>>> from trappola_gui.engine.rules import Rules
>>> m = Match(Rules.variant_preset("classic"), first_dealer=1)
>>> m.next_dealer, m.match_points, m.is_over
(1, (0, 0), False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import Rules
from .scoring import DealResult
from .state import DealState


class MatchError(ValueError):
    """A deal that does not belong where it was put in a match."""


@dataclass(frozen=True, slots=True)
class MatchStatus:
    match_points: tuple[int, int]
    winner: int | None
    tiebreak: bool
    decided_after: int | None  # index of the deal that decided the match


class _Tally:
    """Match points after a run of finished deals, one deal added at a time."""

    __slots__ = ("rules", "points", "winner", "tiebreak", "decided_after", "count")

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.points = [0, 0]
        self.winner: int | None = None
        self.tiebreak = False
        self.decided_after: int | None = None
        self.count = 0

    def copy(self) -> _Tally:
        other = _Tally(self.rules)
        other.points = list(self.points)
        other.winner, other.tiebreak = self.winner, self.tiebreak
        other.decided_after, other.count = self.decided_after, self.count
        return other

    def add(self, res: DealResult) -> None:
        i = self.count
        if self.winner is not None:
            raise MatchError(f"deal {i}: the match was already won after deal {self.decided_after}")
        self.count += 1
        rules, points = self.rules, self.points
        if self.tiebreak:
            if res.winner is not None:
                self.winner, self.decided_after = res.winner, i
            return
        if rules.match_scoring == "cumulative":
            points[0] += res.deal_points[0]
            points[1] += res.deal_points[1]
        elif res.winner is not None:
            w = res.winner
            if rules.match_scoring == "margin":
                points[w] += res.deal_points[w] - res.deal_points[1 - w]
            else:
                points[w] += rules.fixed_points
        over = [t for t in (0, 1) if points[t] >= rules.target]
        if len(over) == 1:
            self.winner, self.decided_after = over[0], i
        elif len(over) == 2:
            if points[0] != points[1]:
                self.winner, self.decided_after = (0 if points[0] > points[1] else 1), i
            else:
                self.tiebreak = True

    def status(self) -> MatchStatus:
        return MatchStatus((self.points[0], self.points[1]), self.winner,
                           self.tiebreak and self.winner is None, self.decided_after)


def score_match(rules: Rules, results: Sequence[DealResult]) -> MatchStatus:
    """Match points and winner after the finished deals' results, in order.

    A tie-break deal (both sides over the target and level) adds nothing; its
    winner wins the match, and a drawn tie-break deal calls for another.
    """
    tally = _Tally(rules)
    for res in results:
        tally.add(res)
    return tally.status()


class Match:
    """The deals of a match so far; the last one may be in progress."""

    def __init__(self, rules: Rules, first_dealer: int, seed: int | None = None) -> None:
        if not 0 <= first_dealer < rules.players:
            raise MatchError(f"dealer must be a seat from 0 to {rules.players - 1}")
        self.rules = rules
        self.first_dealer = first_dealer
        self.seed = seed
        self.deals: list[DealState] = []
        # The tally of every deal but the last, which alone may still change (play, or undo
        # replacing it); kept with the deal it ends on, so a status costs one deal, not all.
        self._prefix: tuple[int, DealState | None, _Tally] = (0, None, _Tally(rules))

    @property
    def next_dealer(self) -> int:
        """The dealer alternates (passes clockwise with four players)."""
        return (self.first_dealer + len(self.deals)) % self.rules.players

    def _prefix_tally(self) -> _Tally:
        """The tally of ``deals[:-1]``, extended or rebuilt from the cache."""
        n = max(0, len(self.deals) - 1)
        count, last, tally = self._prefix
        valid = count <= n and (count == 0 or self.deals[count - 1] is last)
        if not valid:
            count, tally = 0, _Tally(self.rules)
        else:
            tally = tally.copy()
        for deal in self.deals[count:n]:
            if not deal.is_over:
                # Only the last deal may be unfinished; score what is finished, as before.
                continue
            tally.add(deal.result())
        self._prefix = (n, self.deals[n - 1] if n else None, tally)
        return tally

    def status(self) -> MatchStatus:
        tally = self._prefix_tally()
        if self.deals and self.deals[-1].is_over:
            tally = tally.copy()
            tally.add(self.deals[-1].result())
        return tally.status()

    @property
    def match_points(self) -> tuple[int, int]:
        return self.status().match_points

    @property
    def is_over(self) -> bool:
        return self.status().winner is not None

    @property
    def winner(self) -> int | None:
        return self.status().winner

    @property
    def current(self) -> DealState | None:
        """The deal in progress, if any."""
        if self.deals and not self.deals[-1].is_over:
            return self.deals[-1]
        return None

    def add_deal(self, deal: DealState) -> None:
        """Append a deal; it must have this match's rules and the next dealer."""
        index = len(self.deals)
        if self.current is not None:
            raise MatchError(f"deal {index}: the previous deal is not finished")
        if self.is_over:
            raise MatchError(f"deal {index}: the match is already decided")
        if not deal.rules.same_game(self.rules):
            raise MatchError(f"deal {index}: its rules differ from the match's")
        if deal.dealer != self.next_dealer:
            raise MatchError(f"deal {index}: the dealer must be seat {self.next_dealer}, not {deal.dealer}")
        if self.deals:
            self.deals[-1].settle()  # a finished deal is final once the next is dealt
        self.deals.append(deal)

    def start_deal(self, deck: Sequence[int]) -> DealState:
        deal = DealState.new(self.rules, deck, self.next_dealer)
        self.add_deal(deal)
        return deal
