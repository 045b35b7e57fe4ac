"""One rule authority per variant: everything a table, a hint or a search asks about the rules.

``game_of(rules)`` gives the :class:`Game` of a match's rules (``Rules.game`` and
``Observation.game`` are the same object). It answers the card order and who beats whom,
who wins a trick and who is winning it now, which seat played each card, sides and
partners, card points, what a declaration is worth, the score as it stands during a deal,
and which cards may be played. The later game (docs/rules.md) is :class:`Game`; Trappola
1524 (docs/historical.md) is :class:`Game1524`, which answers the same questions by its own
rules. The window and the computer players ask here and never work a rule out themselves;
the deal itself (``DealState``) plays by the same functions.

>>> from trappola_gui.engine.rules import Rules
>>> from trappola_gui.engine.cards import parse_card as p
>>> classic, old = Rules.variant_preset("classic").game, Rules.variant_preset("historical").game
>>> classic.beats(p("2S"), p("TS"), trump=1), old.beats(p("2S"), p("TS"), trump=-1)
(True, False)
>>> Rules.variant_preset("partnership").game.partner(1), classic.partner(1)
(3, None)
>>> str(old.trick_winner(0, [p("2C"), p("AS")], trump=-1))
'0 plays 2C'
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Protocol

from . import declarations, historical
from .actions import Play
from .cards import CARD_POINTS, NUM_CARDS, beats
from .tricks import Constraint, play_constraint, play_rule, trick_plays, trick_winner


class Rules(Hashable, Protocol):
    """What a game reads of ``rules.Rules`` (which makes its game: ``Rules.game``)."""

    @property
    def variant(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def points(self) -> str: ...
    @property
    def must_win(self) -> bool: ...
    @property
    def historical(self) -> bool: ...

# A finished trick as the deal keeps it: (leader, cards lead first, winner).
TrickTuple = tuple[int, Sequence[int], int]

__all__ = ["Game", "Game1524", "game_of"]

# Place of each card in its suit's trick order, low to high: the later game's is the engine's strength.
_STRENGTH = tuple(c % 9 for c in range(NUM_CARDS))


class Game:
    """The later game of docs/rules.md for one :class:`Rules` value (trumps, the deuce above the ten)."""

    __slots__ = ("rules", "players", "points", "sides", "order")
    uses_trumps = True  # a suit is trump; Trappola 1524 has none

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = rules.players
        self.points: tuple[int, ...] = CARD_POINTS[rules.points]  # card points, by card int
        self.sides: tuple[int, ...] = (0, 1, 0, 1) if rules.players == 4 else (0, 1)  # each seat's side
        self.order: tuple[int, ...] = _STRENGTH  # each card's place in its suit's trick order

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.rules.variant}>"

    # ------------------------------------------------------- card order (docs/rules.md 1, 4)
    def rank(self, card: int) -> int:
        """The card's place in its suit's trick order, 0 for the lowest."""
        return self.order[card]

    def beats(self, card: int, best: int, trump: int) -> bool:
        """Does ``card`` beat ``best``, the card winning the trick so far?"""
        return beats(card, best, trump)

    # ------------------------------------------------------------------ tricks
    def trick_plays(self, leader: int, cards: Sequence[int]) -> tuple[Play, ...]:
        """Who played each card of a trick, lead first."""
        return trick_plays(leader, cards, self.players)

    def trick_winner(self, leader: int, cards: Sequence[int], trump: int) -> Play | None:
        """The play winning the trick so far; None before the lead."""
        return trick_winner(leader, cards, trump, self.players)

    # ------------------------------------------------------------------- seats
    def side(self, seat: int) -> int:
        """The side a seat scores for: the seat itself with two players, its team with four."""
        return self.sides[seat]

    def partner(self, seat: int) -> int | None:
        """The seat across the table in the partnership game; None with two players."""
        return (seat + 2) % 4 if self.players == 4 else None

    # ------------------------------------------------------------------ points
    def card_points(self, card: int) -> int:
        return self.points[card]

    def declaration_points(self, combinations: Iterable[int]) -> int:
        """What the declared combinations (card masks) are worth."""
        return declarations.declaration_points(combinations)

    def combination_value(self, mask: int) -> int:
        """The points of one declared combination (a card mask)."""
        return declarations.ALL_COMBINATIONS[mask]

    def is_set(self, mask: int) -> bool:
        """Whether a combination is a set of one rank (else a run in one suit)."""
        return mask in declarations.SETS

    def mandatory_declaration(self, hand: int) -> tuple[int, ...]:
        """What a hand declares where declarations are mandatory (the Czech game): all it holds."""
        return declarations.mandatory_declaration(hand)

    def score_so_far(self, card_points: Sequence[int], declaration_points: Sequence[int],
                     tricks: Iterable[TrickTuple]) -> tuple[int, int]:
        """Each side's points as they stand during the deal: card points taken and declarations
        (the bonuses of docs/rules.md 5 come with the deal's result)."""
        return card_points[0] + declaration_points[0], card_points[1] + declaration_points[1]

    # ---------------------------------------------------------------- legality
    def constraint(self, hand: int, trick: Sequence[int], leader: int, trump: int, closed: bool) -> Constraint:
        """The rule in force for a card from ``hand`` to ``trick`` (empty: a lead), and the cards it allows."""
        return play_constraint(hand, trick, leader, trump, closed, self.rules.must_win, self.players)

    def legal_mask(self, hand: int, led: int, best: int, trump: int, closed: bool) -> int:
        """The cards of ``hand`` that may be played; ``led`` is -1 on the lead, ``best`` the winning card."""
        return play_rule(hand, led, best, trump, closed, self.rules.must_win)[1]


class Game1524(Game):
    """Trappola 1524 (docs/historical.md): no trumps, the deuce lowest, its own sets and deuce tricks."""

    __slots__ = ()
    uses_trumps = False

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules)
        self.order = historical.RANK

    def beats(self, card: int, best: int, trump: int = -1) -> bool:
        return historical.beats(card, best)

    def trick_winner(self, leader: int, cards: Sequence[int], trump: int = -1) -> Play | None:
        return historical.trick_winner(leader, cards)

    def declaration_points(self, combinations: Iterable[int]) -> int:
        return historical.declaration_points(combinations)

    def combination_value(self, mask: int) -> int:
        return historical.SETS[mask]

    def is_set(self, mask: int) -> bool:
        return True  # 1524 declares sets of one rank only

    def mandatory_declaration(self, hand: int) -> tuple[int, ...]:
        return historical.mandatory_declaration(hand)

    def score_so_far(self, card_points: Sequence[int], declaration_points: Sequence[int],
                     tricks: Iterable[TrickTuple]) -> tuple[int, int]:
        """Card points and declarations, and 10 for each trick won with a deuce so far (docs/historical.md
        6: a deuce ending counts its tricks 26 once the deal is over)."""
        deuces = historical.deuce_trick_points(tricks)
        points = super().score_so_far(card_points, declaration_points, ())
        return points[0] + deuces[0], points[1] + deuces[1]

    def constraint(self, hand: int, trick: Sequence[int], leader: int, trump: int, closed: bool) -> Constraint:
        return historical.play_constraint(hand, trick)

    def legal_mask(self, hand: int, led: int, best: int, trump: int, closed: bool) -> int:
        return historical.play_rule(hand, led)[1]


_GAMES: dict[Rules, Game] = {}


def game_of(rules: Rules) -> Game:
    """The rule authority of ``rules`` (one object per rules value)."""
    game = _GAMES.get(rules)
    if game is None:
        if len(_GAMES) > 256:  # rules come from records too: keep the cache small
            _GAMES.clear()
        game = _GAMES[rules] = (Game1524 if rules.historical else Game)(rules)
    return game
