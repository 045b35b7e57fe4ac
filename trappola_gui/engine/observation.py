"""What a seat may know of a deal: the ``Observation`` the AI and the window both read, the
finished tricks in it, and where the deal stands (``Phase``).

Nobody can peek by accident: an observation holds the seat's own hand, what
was shown or played, and counts; never another hand's hidden cards. The facts a
table shows about the trick (who played each card, who is winning it, the rule
in force for the seat's card) are worked out on demand by the rules of
``tricks``, so building an observation costs nothing more for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .actions import Action, Play
from .cards import card_str, full_deck
from .game import Game
from .rules import Rules
from .tricks import Constraint, trick_plays

PACK_MASKS = {size: sum(1 << c for c in full_deck(size)) for size in (36, 32)}


class Phase(str, Enum):
    """Where a deal stands. A ``str`` too, so records and JSON keep the words of docs/deal-record.md.

    >>> Phase.PLAY == "play", str(Phase.PLAY), f"{Phase.OVER}"
    (True, 'play', 'over')
    """

    EXCHANGE = "exchange"  # the Austrian exchange, before the declarations
    DECLARE = "declare"
    PLAY = "play"
    OVER = "over"

    def __str__(self) -> str:
        return self.value

    def __format__(self, spec: str) -> str:
        return format(self.value, spec)

    def __repr__(self) -> str:
        # As the plain word: the AI's decision digests (and so its seeded choices) stay the same.
        return repr(self.value)


EXCHANGE, DECLARE, PLAY, OVER = Phase.EXCHANGE, Phase.DECLARE, Phase.PLAY, Phase.OVER


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: who led, the cards lead first, and who won it."""

    leader: int
    cards: tuple[int, ...]
    winner: int

    def plays(self, players: int) -> tuple[Play, ...]:
        """Who played each card, lead first.

        >>> [str(p) for p in Trick(1, (0, 9), 0).plays(2)]
        ['1 plays 7S', '0 plays 7H']
        """
        return trick_plays(self.leader, self.cards, players)

    def to_json(self) -> dict[str, Any]:
        return {"leader": self.leader, "cards": [card_str(c) for c in self.cards], "winner": self.winner}


@dataclass(frozen=True, slots=True)
class Observation:
    """Exactly what one seat may know (style.md: the AI and the window see only this)."""

    seat: int
    rules: Rules
    dealer: int
    phase: Phase
    closed: bool
    to_move: int | None
    hand: int
    trump: int
    trump_indicator: int
    indicator_in_stock: bool
    stock_size: int
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    played: int
    declarations: tuple[tuple[int, ...], ...]
    known: tuple[int, ...]
    laid_down: tuple[int, ...]
    laid_counts: tuple[int, ...]
    card_points: tuple[int, ...]
    declaration_points: tuple[int, ...]
    tricks_won: tuple[int, ...]
    legal: tuple[Action, ...]
    # Trappola 1524 (docs/historical.md 3): each seat's hand thrown in face up (a mask, 0 if kept),
    # and how many cards the face-down reserve still holds. Empty and 0 in the other games.
    thrown: tuple[int, ...] = ()
    reserve_size: int = 0

    @property
    def unseen(self) -> int:
        """Cards this seat has not seen: in other hands or the stock (or Trappola 1524's reserve)."""
        deck = PACK_MASKS[self.rules.deck]
        seen = self.hand | self.played
        if self.indicator_in_stock:
            seen |= 1 << self.trump_indicator
        for mask in self.thrown:
            seen |= mask
        return deck & ~seen

    @property
    def game(self) -> Game:
        """The rule authority of this deal's rules (``engine.game``)."""
        return self.rules.game

    def team(self, seat: int) -> int:
        """The side ``seat`` scores for (``Game.side``)."""
        return self.rules.game.side(seat)

    @property
    def playable(self) -> int:
        """The cards this seat may play now, as a mask: the cards of ``legal``'s plays (0 when none)."""
        mask = 0
        for action in self.legal:
            if isinstance(action, Play):
                mask |= 1 << action.card
        return mask

    @property
    def trick_plays(self) -> tuple[Play, ...]:
        """Who played each card of the trick in progress, lead first."""
        return self.rules.game.trick_plays(self.leader, self.trick)

    @property
    def winning_play(self) -> Play | None:
        """The play winning the trick in progress so far (seat and card); None before the lead."""
        return self.rules.game.trick_winner(self.leader, self.trick, self.trump)

    @property
    def score_so_far(self) -> tuple[int, int]:
        """Each side's points as they stand during the deal (``Game.score_so_far``)."""
        return self.rules.game.score_so_far(self.card_points, self.declaration_points,
                                            ((t.leader, t.cards, t.winner) for t in self.tricks))

    @property
    def constraint(self) -> Constraint | None:
        """The rule in force for this seat's card and the cards it allows (``legal``'s cards);
        None unless this seat is to play a card.

        >>> from trappola_gui.engine import DealState, Rules, shuffled_deck
        >>> rules = Rules.from_dict({"variant": "partnership", "declarations": False})
        >>> deal = DealState.new(rules, shuffled_deck(4), 3)
        >>> deal.apply(deal.legal_actions()[0])  # seat 0, the dealer's left, leads 7S
        >>> obs = deal.observation(1)
        >>> [str(p) for p in obs.trick_plays], str(obs.winning_play)
        (['0 plays 7S'], '0 plays 7S')
        >>> obs.constraint
        Constraint('trump H: 8H 2H KH')
        >>> obs.constraint.allowed == sum(1 << a.card for a in obs.legal)
        True
        """
        if self.phase != Phase.PLAY or self.to_move != self.seat:
            return None
        return self.rules.game.constraint(self.hand, self.trick, self.leader, self.trump, self.closed)
