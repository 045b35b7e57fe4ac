"""The rules of Trappola 1524 (docs/historical.md): the card order, what may be played, the
declarations and the score. Pure functions on the engine's cards and masks; the deal itself is
``historical_state.HistoricalDeal``.

Cards keep their ints and their notation (docs/historical.md: "only the order and the values
change"): ``RANK`` gives each card's place in the order A K Q J T 9 8 7 2, the deuce lowest.

>>> from trappola_gui.engine.cards import parse_card
>>> beats(parse_card("7S"), parse_card("2S")), beats(parse_card("2S"), parse_card("TS"))
(True, False)
>>> str(trick_winner(0, [parse_card("2C"), parse_card("AS")]))
'0 plays 2C'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from .actions import Play
from .cards import NUM_CARDS, SUIT_MASKS, TWOS_STRENGTH, card_str, cards_of
from .scoring import DealResult
from .tricks import ANY, FOLLOW, FREE, Constraint, ConstraintKind, trick_plays

# Place in the 1524 order by the engine's strength (7 8 9 T 2 J Q K A): the deuce is the lowest.
_RANK_BY_STRENGTH = (1, 2, 3, 4, 0, 5, 6, 7, 8)
RANK = tuple(_RANK_BY_STRENGTH[c % 9] for c in range(NUM_CARDS))
ORDER_HIGH_TO_LOW = "AKQJT9872"

DEUCE_TRICK_BONUS = 10  # a trick won with a deuce (docs/historical.md 6)
LAST_TRICK_BONUS = 6
DEUCE_ENDING_BONUS = 26  # each trick of the deuce ending, instead of 10 (and the last trick's 6)
HAND_SIZE = 9


def beats(card: int, best: int) -> bool:
    """Does ``card`` beat ``best``, the card winning the trick? No trumps: only a higher card of its suit."""
    return card // 9 == best // 9 and RANK[card] > RANK[best]


def is_deuce(card: int) -> bool:
    return card % 9 == TWOS_STRENGTH


def play_rule(hand: int, led: int) -> tuple[ConstraintKind, int]:
    """The rule for ``hand`` and the cards it allows (docs/historical.md 5): a lead is free; an answer
    follows the led suit (``led``, -1 on the lead) if able, else any card.

    >>> from trappola_gui.engine.cards import mask_of, parse_card
    >>> hand = mask_of(parse_card(c) for c in "2S AH".split())
    >>> play_rule(hand, 0) == (FOLLOW, 1 << parse_card("2S")), play_rule(hand, 3) == (ANY, hand)
    (True, True)
    """
    if led < 0:
        return FREE, hand
    allowed = hand & SUIT_MASKS[led]
    return (FOLLOW, allowed) if allowed else (ANY, hand)


def trick_winner(leader: int, cards: Sequence[int]) -> Play | None:
    """The play winning the trick so far: the highest card of the led suit; None before the lead."""
    best: Play | None = None
    for play in trick_plays(leader, cards, 2):
        if best is None or beats(play.card, best.card):
            best = play
    return best


def play_constraint(hand: int, trick: Sequence[int]) -> Constraint:
    """The :class:`Constraint` on ``hand`` for a card to ``trick`` (empty: a lead)."""
    if not trick:
        return Constraint(FREE, hand)
    led = trick[0] // 9
    kind, allowed = play_rule(hand, led)
    return Constraint(kind, allowed, led, led) if kind == FOLLOW else Constraint(kind, allowed, led)


# ------------------------------------------------------------------ declarations (section 4)
# Points of a set by the engine's strength: (three, four). Aces 12/24, K Q J 6/12, deuces 10/20.
SET_POINTS = {8: (12, 24), 7: (6, 12), 6: (6, 12), 5: (6, 12), TWOS_STRENGTH: (10, 20)}
SETS: dict[int, int] = {}
_RANK_OF_SET: dict[int, int] = {}
for _strength, (_three, _four) in SET_POINTS.items():
    _rank = sum(1 << (s * 9 + _strength) for s in range(4))
    SETS[_rank] = _four
    _RANK_OF_SET[_rank] = _strength
    for _trio in combinations(cards_of(_rank), 3):
        _mask = sum(1 << c for c in _trio)
        SETS[_mask] = _three
        _RANK_OF_SET[_mask] = _strength
_RANK_MASKS = {st: sum(1 << (s * 9 + st) for s in range(4)) for st in SET_POINTS}


class DeclarationError(ValueError):
    """A declaration Trappola 1524 does not allow, with the reason."""


def _describe(mask: int) -> str:
    return " ".join(card_str(c) for c in cards_of(mask))


def canonical(declaration: Iterable[int]) -> tuple[int, ...]:
    """Sets in the order of the cards' rank, Aces first and deuces last; a three before its four."""
    return tuple(sorted(declaration, key=lambda m: (-_RANK_BY_STRENGTH[_RANK_OF_SET[m]], m.bit_count(), m)))


def check_declaration(hand: int, declaration: Iterable[int]) -> tuple[int, ...]:
    """Validate a declaration against a hand and return it canonically ordered."""
    seen = 0
    decl = list(declaration)
    for mask in decl:
        if mask not in SETS:
            raise DeclarationError(f"{_describe(mask)} is not a combination of Trappola 1524 "
                                   "(three or four Aces, Kings, Queens, Jacks or deuces)")
        if mask & hand != mask:
            raise DeclarationError(f"{_describe(mask)} is not in the hand")
        if mask & seen:
            raise DeclarationError(f"{_describe(mask)} shares a card with another declared set")
        seen |= mask
    return canonical(decl)


def legal_declarations(hand: int) -> list[tuple[int, ...]]:
    """Every declaration a hand may make, passing (``()``) first: for each rank held three or four
    times, nothing, any three of it, or (with four) the four."""
    out: list[tuple[int, ...]] = [()]
    for strength in sorted(SET_POINTS, key=lambda st: -_RANK_BY_STRENGTH[st]):
        held = hand & _RANK_MASKS[strength]
        if held.bit_count() < 3:
            continue
        options = [m for m in SETS if m & held == m and _RANK_OF_SET[m] == strength]
        options.sort(key=lambda m: (m.bit_count(), m))
        out = out + [d + (m,) for d in out for m in options]
    return out


def mandatory_declaration(hand: int) -> tuple[int, ...]:
    """Every set held, a four rather than a three (where declarations are mandatory)."""
    return canonical(hand & rank for rank in _RANK_MASKS.values() if (hand & rank).bit_count() >= 3)


def declaration_points(declaration: Iterable[int]) -> int:
    return sum(SETS[m] for m in declaration)


# ------------------------------------------------------------------- scoring (section 6)
def winning_card(trick: tuple[int, Sequence[int], int]) -> int:
    """The card that won a finished two-player trick ``(leader, cards, winner)``."""
    leader, cards, winner = trick
    return cards[0] if winner == leader else cards[1]


def deuce_trick_points(tricks: Iterable[tuple[int, Sequence[int], int]]) -> tuple[int, int]:
    """The 10s each seat has made so far with tricks won by a deuce (docs/historical.md 6): what the
    running score adds to the card points before the deal ends. A deuce ending later counts those
    tricks 26 instead, never less.

    >>> from trappola_gui.engine.cards import parse_card as p
    >>> deuce_trick_points([(1, [p("2C"), p("9H")], 1), (0, [p("AS"), p("7S")], 0)])
    (0, 10)
    """
    out = [0, 0]
    for trick in tricks:
        if is_deuce(winning_card(trick)):
            out[trick[2]] += DEUCE_TRICK_BONUS
    return out[0], out[1]


def score_deal(card_points: Sequence[int], declaration_points: Sequence[int],
               tricks: Sequence[tuple[int, Sequence[int], int]]) -> DealResult:
    """The result of a finished deal of Trappola 1524 from its tricks ``(leader, cards, winner)``.

    >>> from trappola_gui.engine.cards import parse_card as p
    >>> tricks = [(0, [p("AS"), p("7S")], 0)] * 7 + [(1, [p("2C"), p("9H")], 1), (1, [p("2S"), p("TH")], 1)]
    >>> r = score_deal((40, 32), (0, 0), tricks)
    >>> r.deuce_ending, r.deuce_ending_bonus, r.last_trick_bonus, r.deal_points
    (((), (7, 8)), (0, 52), (0, 0), (40, 84))
    """
    deuce_won = [i for i, t in enumerate(tricks) if is_deuce(winning_card(t))]
    last = len(tricks) - 1
    closer = tricks[last][2]
    run: list[int] = []
    i = last
    while i >= 0 and tricks[i][2] == closer and is_deuce(winning_card(tricks[i])):
        run.insert(0, i)
        i -= 1
    singles = tuple(tuple(t for t in deuce_won if tricks[t][2] == side and t not in run) for side in (0, 1))
    ending = tuple(tuple(run) if side == closer else () for side in (0, 1))
    single_bonus = tuple(DEUCE_TRICK_BONUS * len(singles[side]) for side in (0, 1))
    ending_bonus = tuple(DEUCE_ENDING_BONUS * len(ending[side]) for side in (0, 1))
    last_bonus = tuple(LAST_TRICK_BONUS if side == closer and not run else 0 for side in (0, 1))
    won = tuple(sum(1 for t in tricks if t[2] == side) for side in (0, 1))
    total = tuple(card_points[s] + declaration_points[s] + single_bonus[s] + ending_bonus[s] + last_bonus[s]
                  for s in (0, 1))
    winner = None if total[0] == total[1] else (0 if total[0] > total[1] else 1)
    return DealResult(tuple(card_points), tuple(declaration_points), last_bonus, (0, 0), total, won, winner,
                      (False, False), (False, False), deuce_tricks=singles, deuce_trick_bonus=single_bonus,
                      deuce_ending=ending, deuce_ending_bonus=ending_bonus, historical=True)
