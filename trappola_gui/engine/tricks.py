"""The rules of a trick (docs/rules.md 4): what the seat to act may play and which rule says so,
who played each card, and who is winning the trick so far.

``play_rule`` is the engine's one statement of what may be played: the legal cards
(``DealState.legal_play_mask``, the search's ``closed_response``), the reason a card is
refused and the :class:`Constraint` an observation names all come from it, so the words
a window shows can never disagree with what the engine allows.

>>> from trappola_gui.engine.cards import mask_of, parse_card
>>> hand = mask_of(parse_card(c) for c in "QH 7H AS".split())
>>> play_constraint(hand, (parse_card("KH"),), leader=1, trump=0, closed=True, must_win=True, players=2)
Constraint('follow H: 7H QH')
>>> str(trick_winner(1, [parse_card(c) for c in "9C KC 7S AC".split()], trump=0, players=4))
'3 plays 7S'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from .actions import Play
from .cards import SUIT_MASKS, SUITS, beats, card_str, cards_of
from .illegal import IllegalAction, MustBeat, MustFollowSuit, MustTrump

__all__ = [
    "Constraint", "ConstraintKind", "closed_response", "play_constraint", "play_rule", "trick_plays",
    "trick_winner",
]


class ConstraintKind(str, Enum):
    """Which rule of docs/rules.md 4 chooses the cards the seat to act may play.

    A ``str`` too, so that it reads as the plain word in logs and tests.
    """

    FREE = "free"  # any card: a lead, or an answer while the stock lasts (the open phase)
    FOLLOW = "follow"  # the closed phase: follow the led suit
    TRUMP = "trump"  # the closed phase, void in the led suit: play a trump
    BEAT = "beat"  # "must win": beat the best card of the trick so far
    ANY = "any"  # the closed phase, void in the led suit and in trumps: any card

    def __str__(self) -> str:
        return self.value


FREE, FOLLOW, TRUMP, BEAT, ANY = (ConstraintKind.FREE, ConstraintKind.FOLLOW, ConstraintKind.TRUMP,
                                  ConstraintKind.BEAT, ConstraintKind.ANY)


def play_rule(hand: int, led: int, best: int, trump: int, closed: bool, must_win: bool) -> tuple[ConstraintKind, int]:
    """The rule in force for ``hand`` and the cards of it that rule allows (docs/rules.md 4).

    ``led`` is the led suit (-1 on the lead), ``best`` the card winning the trick so far.
    A lead, and any answer while the stock lasts, is free. In the closed phase: follow suit
    if able; else trump if able; else anything. With "must win", also beat ``best`` when
    one of those cards can; the rule is named "beat" only where that narrows the choice.

    >>> from trappola_gui.engine.cards import parse_card
    >>> hand = sum(1 << parse_card(c) for c in "QH KH AH AS".split())
    >>> kind, allowed = play_rule(hand, 1, parse_card("KH"), 0, closed=True, must_win=True)
    >>> kind, cards_of(allowed) == (parse_card("AH"),)
    (<ConstraintKind.BEAT: 'beat'>, True)
    >>> play_rule(hand, 1, parse_card("KH"), 0, closed=False, must_win=True) == (FREE, hand)
    True
    """
    if led < 0 or not closed:
        return FREE, hand
    allowed = hand & SUIT_MASKS[led]
    if allowed:
        kind = FOLLOW
    else:
        allowed = hand & SUIT_MASKS[trump]
        if allowed:
            kind = TRUMP
        else:
            kind, allowed = ANY, hand
    if must_win:
        above = ~((2 << best) - 1)
        if best // 9 == trump:
            beat = SUIT_MASKS[trump] & above
        else:
            beat = (SUIT_MASKS[best // 9] & above) | SUIT_MASKS[trump]
        beating = allowed & beat
        if beating and beating != allowed:
            return BEAT, beating
    return kind, allowed


def closed_response(hand: int, led: int, best: int, trump: int, must_win: bool) -> int:
    """The cards of ``hand`` allowed after a lead in the closed phase (``play_rule``'s cards; the
    search's fast path)."""
    return play_rule(hand, led, best, trump, True, must_win)[1]


@dataclass(frozen=True, slots=True)
class Constraint:
    """The rule in force for the seat to play a card, and the cards it allows.

    ``kind`` names the rule; ``allowed`` is the legal set as a card mask (the cards of
    ``Observation.legal``); ``led`` is the led suit (None on the lead). ``suit`` is the suit
    the rule asks for: the led suit to follow, the trump suit to play, or, for "beat", the
    suit of the cards that may beat (the led suit when following, else trumps); ``card`` is
    the card to beat.

    >>> from trappola_gui.engine.cards import parse_card
    >>> c = Constraint(BEAT, 1 << parse_card("AH"), led=1, suit=1, card=parse_card("KH"))
    >>> str(c), c.follows_suit
    ('beat KH with H', True)
    """

    kind: ConstraintKind
    allowed: int
    led: int | None = None
    suit: int | None = None
    card: int | None = None

    @property
    def follows_suit(self) -> bool:
        """True when the rule asks for the led suit (to follow, or to beat by following)."""
        return self.kind in (FOLLOW, BEAT) and self.suit == self.led

    def __str__(self) -> str:
        if self.kind in (FOLLOW, TRUMP) and self.suit is not None:
            return f"{self.kind.value} {SUITS[self.suit]}"
        if self.kind == BEAT and self.card is not None and self.suit is not None:
            return f"beat {card_str(self.card)} with {SUITS[self.suit]}"
        return self.kind.value

    def __repr__(self) -> str:
        return f"Constraint('{self}: {' '.join(card_str(c) for c in cards_of(self.allowed))}')"

    def refusal(self, card: int) -> IllegalAction:
        """Why ``card``, held but not in ``allowed``, may not be played: the part of the rule it breaks."""
        head = f"{card_str(card)} is not legal: "
        if self.suit is not None and card // 9 != self.suit:
            if self.follows_suit:
                return MustFollowSuit(head + f"must follow suit ({SUITS[self.suit]})", suit=self.suit)
            return MustTrump(head + f"must play a trump ({SUITS[self.suit]})", suit=self.suit)
        assert self.kind == BEAT and self.card is not None, "only a rule that restricts refuses a card"
        return MustBeat(head + f"must beat {card_str(self.card)}", card=self.card)


def _lowest_card(mask: int) -> int:
    """The lowest card of a non-empty mask (by suit, then strength)."""
    return (mask & -mask).bit_length() - 1


def trick_plays(leader: int, cards: Sequence[int], players: int) -> tuple[Play, ...]:
    """Who played each card of a trick, lead first: the seats in turn from the leader.

    >>> from trappola_gui.engine.cards import parse_card
    >>> [str(p) for p in trick_plays(3, (parse_card("9C"), parse_card("KC")), 4)]
    ['3 plays 9C', '0 plays KC']
    """
    return tuple(Play((leader + i) % players, card) for i, card in enumerate(cards))


def trick_winner(leader: int, cards: Sequence[int], trump: int, players: int) -> Play | None:
    """The play winning the trick so far (docs/rules.md 4: the highest trump, else the highest
    card of the led suit); None before the lead."""
    best: Play | None = None
    for play in trick_plays(leader, cards, players):
        if best is None or beats(play.card, best.card, trump):
            best = play
    return best


def play_constraint(hand: int, trick: Sequence[int], leader: int, trump: int, closed: bool, must_win: bool,
                    players: int) -> Constraint:
    """The :class:`Constraint` on ``hand`` for a card to the trick ``trick`` (empty: a lead).

    >>> from trappola_gui.engine.cards import parse_card
    >>> hand = sum(1 << parse_card(c) for c in "9D 8C".split())
    >>> play_constraint(hand, (parse_card("AH"),), 0, trump=0, closed=True, must_win=False, players=2)
    Constraint('any: 9D 8C')
    """
    winning = trick_winner(leader, trick, trump, players)
    if winning is None:  # a lead
        kind, allowed = play_rule(hand, -1, -1, trump, closed, must_win)
        return Constraint(kind, allowed)
    led = trick[0] // 9
    kind, allowed = play_rule(hand, led, winning.card, trump, closed, must_win)
    if kind == FOLLOW:
        return Constraint(kind, allowed, led, led)
    if kind == TRUMP:
        return Constraint(kind, allowed, led, trump)
    if kind == BEAT:
        # The cards that may beat are all of one suit: the led suit when following, else trumps.
        return Constraint(kind, allowed, led, _lowest_card(allowed) // 9, winning.card)
    return Constraint(kind, allowed, led)
