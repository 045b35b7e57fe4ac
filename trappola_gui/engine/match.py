"""A match: deals in turn, match points and the winner (rules.md section 6).

>>> from trappola_gui.engine.rules import Rules
>>> m = Match(Rules.variant_preset("classic"), first_dealer=1)
>>> m.next_dealer, m.match_points, m.is_over
(1, (0, 0), False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import Rules
from .state import DealState


class MatchError(ValueError):
    """A deal that does not belong where it was put in a match."""


@dataclass(frozen=True, slots=True)
class MatchStatus:
    match_points: tuple[int, int]
    winner: int | None
    tiebreak: bool
    decided_after: int | None  # index of the deal that decided the match


def score_match(rules: Rules, results: Sequence) -> MatchStatus:
    """Match points and winner after the finished deals' results, in order.

    A tie-break deal (both sides over the target and level) adds nothing; its
    winner wins the match, and a drawn tie-break deal calls for another.
    """
    points = [0, 0]
    winner = None
    tiebreak = False
    decided_after = None
    for i, res in enumerate(results):
        if winner is not None:
            raise MatchError(f"deal {i}: the match was already won after deal {decided_after}")
        if tiebreak:
            if res.winner is not None:
                winner, decided_after = res.winner, i
            continue
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
            winner, decided_after = over[0], i
        elif len(over) == 2:
            if points[0] != points[1]:
                winner, decided_after = (0 if points[0] > points[1] else 1), i
            else:
                tiebreak = True
    return MatchStatus((points[0], points[1]), winner, tiebreak and winner is None, decided_after)


class Match:
    """The deals of a match so far; the last one may be in progress."""

    def __init__(self, rules: Rules, first_dealer: int, seed: int | None = None) -> None:
        if not 0 <= first_dealer < rules.players:
            raise MatchError(f"dealer must be a seat from 0 to {rules.players - 1}")
        self.rules = rules
        self.first_dealer = first_dealer
        self.seed = seed
        self.deals: list[DealState] = []

    @property
    def next_dealer(self) -> int:
        """The dealer alternates (passes clockwise with four players)."""
        return (self.first_dealer + len(self.deals)) % self.rules.players

    def status(self) -> MatchStatus:
        return score_match(self.rules, [d.result() for d in self.deals if d.is_over])

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
        if deal.rules != self.rules:
            raise MatchError(f"deal {index}: its rules differ from the match's")
        if deal.dealer != self.next_dealer:
            raise MatchError(f"deal {index}: the dealer must be seat {self.next_dealer}, not {deal.dealer}")
        self.deals.append(deal)

    def start_deal(self, deck: Sequence[int]) -> DealState:
        deal = DealState.new(self.rules, deck, self.next_dealer)
        self.add_deal(deal)
        return deal
