"""The score of a finished deal (docs/rules.md section 5): card points, declarations, the last
trick, and the bonus for a side that took no trick.

>>> r = score_deal(card_points=(80, 0), declaration_points=(0, 0), tricks_won=(18, 0), last_winner=0)
>>> r.deal_points, r.schwarz, r.winner
((98, 0), (False, True), 0)
>>> score_deal((77, 3), (0, 5), (17, 1), 0).deal_points
(83, 8)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

LAST_TRICK_BONUS = 6
SCHNEIDER_BONUS = 6  # to the other side, when a side took no trick but had declared
SCHWARZ_BONUS = 12  # to the other side, when a side took no trick and declared nothing


@dataclass(frozen=True, slots=True)
class DealResult:
    """Scores of a finished deal, indexed by seat (by team with four players).

    The fields after ``schwarz`` belong to Trappola 1524 (docs/historical.md 6) and keep their
    defaults in every other game: ``deuce_tricks`` lists, for each side, the tricks (indexes into
    the deal's tricks, 0 first) won with a deuce that score 10 each, ``deuce_ending`` those of
    the run of deuce tricks that ends the deal (26 each, instead of the 10s and the last trick's 6).
    """

    card_points: tuple[int, ...]
    declaration_points: tuple[int, ...]
    last_trick_bonus: tuple[int, ...]
    no_trick_bonus: tuple[int, ...]
    deal_points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    winner: int | None
    schneider: tuple[bool, ...]
    schwarz: tuple[bool, ...]
    deuce_tricks: tuple[tuple[int, ...], ...] = ((), ())
    deuce_trick_bonus: tuple[int, ...] = (0, 0)
    deuce_ending: tuple[tuple[int, ...], ...] = ((), ())
    deuce_ending_bonus: tuple[int, ...] = (0, 0)
    historical: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "card_points": list(self.card_points),
            "declaration_points": list(self.declaration_points),
            "last_trick_bonus": list(self.last_trick_bonus),
            "no_trick_bonus": list(self.no_trick_bonus),
            "deal_points": list(self.deal_points),
            "tricks_won": list(self.tricks_won),
            "winner": self.winner,
        }
        if self.historical:
            out.update({
                "deuce_tricks": [list(t) for t in self.deuce_tricks],
                "deuce_trick_bonus": list(self.deuce_trick_bonus),
                "deuce_ending": [list(t) for t in self.deuce_ending],
                "deuce_ending_bonus": list(self.deuce_ending_bonus),
            })
        return out

    @property
    def margin(self) -> int:
        """Deal points of side 0 minus side 1."""
        return self.deal_points[0] - self.deal_points[1]


def score_deal(card_points: Sequence[int], declaration_points: Sequence[int], tricks_won: Sequence[int],
               last_winner: int) -> DealResult:
    """The result of a deal from what each side (a seat, or a team) took; ``last_winner`` is a side."""
    sides = 2
    last = tuple(LAST_TRICK_BONUS if t == last_winner else 0 for t in range(sides))
    no_trick = [0] * sides
    schneider = [False] * sides
    schwarz = [False] * sides
    for t in range(sides):
        if tricks_won[t] == 0:
            other = 1 - t
            if declaration_points[t] == 0:
                schwarz[t] = True
                no_trick[other] += SCHWARZ_BONUS
            else:
                schneider[t] = True
                no_trick[other] += SCHNEIDER_BONUS
    total = tuple(card_points[t] + declaration_points[t] + last[t] + no_trick[t] for t in range(sides))
    winner = None if total[0] == total[1] else (0 if total[0] > total[1] else 1)
    return DealResult(tuple(card_points), tuple(declaration_points), last, tuple(no_trick), total,
                      tuple(tricks_won), winner, tuple(schneider), tuple(schwarz))
