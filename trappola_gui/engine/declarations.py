"""Declarations: sets of A/K/Q/J and sequences of A-K-Q-J (docs/rules.md section 3).

A combination is a card mask. A declaration is a tuple of combination masks
in canonical order; two sets, or two sequences, never share a card.

>>> from trappola_gui.engine.cards import parse_card, mask_of
>>> m = mask_of(parse_card(c) for c in ("AS", "KS", "QS", "JS"))
>>> combination_points(m)
6
>>> [describe(c) for c in mandatory_declaration(m)]
['AS KS QS JS']
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from .cards import SUIT_MASKS, card_str, cards_of

_J, _Q, _K, _A = 5, 6, 7, 8
# Points of a set by strength and size (docs/rules.md 3): A 6/12, K 5/10, Q 4/8, J 3/6.
_SET_POINTS = {_A: (6, 12), _K: (5, 10), _Q: (4, 8), _J: (3, 6)}
_SEQUENCE_STRENGTHS = ((_A, _K, _Q), (_K, _Q, _J), (_A, _K, _Q, _J))


def _rank_mask(strength: int) -> int:
    return sum(1 << (s * 9 + strength) for s in range(4))


_RANK_MASKS = {st: _rank_mask(st) for st in _SET_POINTS}

# Every combination that exists in the pack, with its kind and points.
SETS: dict[int, int] = {}
SEQUENCES: dict[int, int] = {}
for _st, (_three, _four) in _SET_POINTS.items():
    _cards = cards_of(_RANK_MASKS[_st])
    SETS[_RANK_MASKS[_st]] = _four
    for _trio in combinations(_cards, 3):
        SETS[sum(1 << c for c in _trio)] = _three
for _suit in range(4):
    for _run in _SEQUENCE_STRENGTHS:
        SEQUENCES[sum(1 << (_suit * 9 + st) for st in _run)] = 3 if len(_run) == 3 else 6
ALL_COMBINATIONS: dict[int, int] = {**SETS, **SEQUENCES}
_SORT_KEY = {m: (0 if m in SETS else 1, -max(cards_of(m)), -m) for m in ALL_COMBINATIONS}


class DeclarationError(ValueError):
    """A declaration that the rules do not allow, with the reason."""


def combination_points(mask: int) -> int:
    """Points of one combination; raises :class:`DeclarationError` if it is none."""
    try:
        return ALL_COMBINATIONS[mask]
    except KeyError:
        raise DeclarationError(f"{describe(mask)} is not a combination") from None


def describe(mask: int) -> str:
    """Cards of a combination in canonical order: sets by suit, runs high to low."""
    cards = sorted(cards_of(mask), key=lambda c: (c // 9, -(c % 9)))
    return " ".join(card_str(c) for c in cards)


def canonical(declaration: Iterable[int]) -> tuple[int, ...]:
    return tuple(sorted(declaration, key=lambda m: _SORT_KEY.get(m, (2, 0, -m))))


# Combinations grouped by the four cards they come from (a rank, or A-K-Q-J of a
# suit), so that a hand is only tested against groups where it holds three cards.
_HONOURS_OF_SUIT = [sum(1 << (s * 9 + st) for st in (_A, _K, _Q, _J)) for s in range(4)]
_GROUPS = tuple(
    (group, tuple(m for m in canonical(ALL_COMBINATIONS) if m & group == m))
    for group in [*_RANK_MASKS.values(), *_HONOURS_OF_SUIT]
)


def combinations_in(hand: int) -> list[int]:
    """Every combination a hand holds, three-card parts of a four included."""
    out: list[int] = []
    for group, combos in _GROUPS:
        if (hand & group).bit_count() >= 3:
            out.extend(m for m in combos if m & hand == m)
    return list(canonical(out)) if len(out) > 1 else out


def check_declaration(hand: int, declaration: Iterable[int]) -> tuple[int, ...]:
    """Validate a declaration against a hand and return it canonically ordered."""
    decl = list(declaration)
    seen_sets = 0
    seen_runs = 0
    for mask in decl:
        combination_points(mask)
        if mask & hand != mask:
            raise DeclarationError(f"{describe(mask)} is not in the hand")
        if mask in SETS:
            if mask & seen_sets:
                raise DeclarationError(f"{describe(mask)} shares a card with another declared set")
            seen_sets |= mask
        else:
            if mask & seen_runs:
                raise DeclarationError(f"{describe(mask)} shares a card with another declared sequence")
            seen_runs |= mask
    return canonical(decl) if len(decl) > 1 else tuple(decl)


def legal_declarations(hand: int) -> list[tuple[int, ...]]:
    """Every declaration a hand may make, passing (``()``) first."""
    found = combinations_in(hand)
    if not found:
        return [()]
    out: list[tuple[int, ...]] = []

    def extend(start: int, chosen: tuple[int, ...], sets: int, runs: int) -> None:
        out.append(chosen)
        for i in range(start, len(found)):
            m = found[i]
            if m in SETS:
                if not m & sets:
                    extend(i + 1, chosen + (m,), sets | m, runs)
            elif not m & runs:
                extend(i + 1, chosen + (m,), sets, runs | m)

    extend(0, (), 0, 0)
    return out


def mandatory_declaration(hand: int) -> tuple[int, ...]:
    """Every maximal combination held (docs/rules.md 3: a four before a three)."""
    out = []
    for rank_mask in _RANK_MASKS.values():
        held = hand & rank_mask
        if held.bit_count() >= 3:
            out.append(held)
    for suit in range(4):
        held = hand & SUIT_MASKS[suit]
        run = [st for st in (_A, _K, _Q, _J) if held >> (suit * 9 + st) & 1]
        for strengths in ((_A, _K, _Q, _J), (_A, _K, _Q), (_K, _Q, _J)):
            if all(st in run for st in strengths):
                out.append(sum(1 << (suit * 9 + st) for st in strengths))
                break
    return canonical(out)


def declaration_points(declaration: Iterable[int]) -> int:
    return sum(ALL_COMBINATIONS[m] for m in declaration)
