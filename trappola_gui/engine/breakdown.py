"""Which cards made a finished deal's points: what the score screen lays out beside each figure.

A :class:`DealResult` says how many points each side scored for what; :func:`deal_breakdown`
says with which cards: the cards with points taken in each side's tricks, each declared
combination with its value, the last trick, and (Trappola 1524) the deuces that won tricks.
Every figure here is the engine's own, so the cards shown always add up to the result's numbers.

>>> import random
>>> from trappola_gui.engine import Rules
>>> from trappola_gui.engine.playout import play_out, random_deal
>>> state = play_out(random_deal(Rules(), random.Random(4)), random.Random(4))
>>> b, r = deal_breakdown(state), state.result()
>>> all(sum(CARD_POINTS["classic"][c] for c in b.point_cards[s]) == r.card_points[s] for s in (0, 1))
True
>>> all(sum(p for _, p in b.combinations[s]) == r.declaration_points[s] for s in (0, 1))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from . import historical
from .cards import CARD_POINTS
from .observation import Trick
from .rules import Rules
from .state import DealState


def combination_value(rules: Rules, mask: int) -> int:
    """The points of one declared combination under ``rules``: Trappola 1524 has its own values
    (three Aces 12, three deuces 10...) and only sets.

    >>> from trappola_gui.engine.cards import mask_of, parse_card
    >>> aces = mask_of(parse_card(c) for c in "AS AH AD".split())
    >>> combination_value(Rules(), aces), combination_value(Rules.variant_preset("historical"), aces)
    (6, 12)
    """
    return rules.game.combination_value(mask)


def is_set(rules: Rules, mask: int) -> bool:
    """Whether a combination is a set of one rank (else a run in one suit, which 1524 does not know)."""
    return rules.game.is_set(mask)


@dataclass(frozen=True, slots=True)
class DealBreakdown:
    """A finished deal's points by the cards that made them, indexed by side (seat, or team).

    ``point_cards``: the cards worth points in the side's tricks, highest value first.
    ``combinations``: each combination the side's seats declared and kept, as (card mask, points).
    ``last_trick``: the deal's last trick; ``last_side`` the side that took it.
    ``deuce_wins``: Trappola 1524 only: for each side, the deuces that won its deuce tricks and its
    deuce ending, as (trick index, card), in the order of the tricks.
    """

    point_cards: tuple[tuple[int, ...], ...]
    combinations: tuple[tuple[tuple[int, int], ...], ...]
    last_trick: Trick
    last_side: int
    deuce_wins: tuple[tuple[tuple[int, int], ...], ...] = ((), ())


def deal_breakdown(state: DealState) -> DealBreakdown:
    """The cards behind ``state.result()``; the deal must be over (raises as ``result`` does)."""
    result = state.result()
    rules = state.rules
    points = CARD_POINTS[rules.points]
    tricks = state.trick_history()
    taken: list[list[int]] = [[], []]
    for trick in tricks:
        taken[state.team(trick.winner)].extend(c for c in trick.cards if points[c] > 0)
    point_cards = tuple(tuple(sorted(side, key=lambda c: (-points[c], c))) for side in taken)
    combos: list[list[tuple[int, int]]] = [[], []]
    for seat, declared in enumerate(state.declared):
        combos[state.team(seat)].extend((m, combination_value(rules, m)) for m in declared)
    deuces: tuple[tuple[tuple[int, int], ...], ...] = ((), ())
    if rules.historical:
        deuces = tuple(
            tuple((i, historical.winning_card((t.leader, t.cards, t.winner))) for i in
                  sorted(result.deuce_tricks[side] + result.deuce_ending[side]) for t in (tricks[i],))
            for side in (0, 1))
    last = tricks[-1]
    return DealBreakdown(point_cards, tuple(tuple(c) for c in combos), last, state.team(last.winner), deuces)
