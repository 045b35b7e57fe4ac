"""The rules the search's innermost loops ask millions of times, as plain functions on card ints.

The engine's rule authority (``engine.game``) answers every rule question; these few are its
answers written for speed, in one place: who beats whom (the later game and Trappola 1524,
whose solver reads who keeps a trick from a table), and which cards may answer a lead in the
closed phase of a two-player deal. ``tests/ai/test_fast_rules.py`` holds them equal to the engine over 10,000 random
positions of every variant. The search modules import them from here and nowhere else writes
a rule again.

>>> from trappola_gui.engine.cards import parse_card as p
>>> beats(p("7H"), p("AS"), trump=1), beats_1524(p("7S"), p("2S"))
(True, True)
"""

from __future__ import annotations

from trappola_gui.engine.cards import SUIT_MASKS
from trappola_gui.engine.historical import RANK as RANK_1524

__all__ = ["LEAD_HOLDS_1524", "beats", "beats_1524", "closed_reply"]


def beats(card: int, best: int, trump: int) -> bool:
    """Does ``card`` beat ``best``, the card winning the trick (docs/rules.md 4)? ``Game.beats``."""
    return card > best if card // 9 == best // 9 else card // 9 == trump


def beats_1524(card: int, best: int) -> bool:
    """Trappola 1524's ``beats`` (docs/historical.md 5): only a higher card of the suit, the deuce lowest."""
    return card // 9 == best // 9 and RANK_1524[card] > RANK_1524[best]


# Trappola 1524's innermost question as a table, for its solver: does the leader keep the trick when
# ``reply`` answers ``lead``? ``LEAD_HOLDS_1524[lead * 36 + reply]`` (one lookup, no call).
LEAD_HOLDS_1524 = tuple(not beats_1524(reply, lead) for lead in range(36) for reply in range(36))


def closed_reply(hand: int, lead: int, trump: int, must_win: bool) -> int:
    """The cards of ``hand`` that may answer ``lead`` in the closed phase of a two-player deal of the later
    game (``Game.legal_mask``): follow suit, else trump, else anything; with "must win", beat the lead
    where one of those cards can. ``lead`` -1: a lead, any card."""
    if lead < 0:
        return hand
    trump_mask = SUIT_MASKS[trump]
    allowed = hand & SUIT_MASKS[lead // 9] or hand & trump_mask or hand
    if must_win:
        above = ~((2 << lead) - 1)
        beat = trump_mask & above if lead // 9 == trump else (SUIT_MASKS[lead // 9] & above) | trump_mask
        allowed = allowed & beat or allowed
    return allowed
